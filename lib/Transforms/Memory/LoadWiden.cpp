//===- LoadWiden.cpp - Merge adjacent narrow loads and stores -------------===//
//
// Stage 6 (007 §4.4) load widening. Code that reads a hash, a checksum or
// a packed header byte by byte assembles an integer from narrow loads:
//
//   %v = or (zext (load p)), (shl (zext (load p+1)), 8), ...
//
// and code that writes one stores its pieces: `store (trunc (lshr %v, 8k))`
// to p+k. When the pieces are exactly the little-endian bytes of one wider
// integer, one wide access does the same work.
//
//  1. Loads. From each `vir.or` that is not itself an operand of a
//     single-use `vir.or`, the tree of single-use `or`s is collected; each
//     leaf must be `shl X, C` or `X` with X a single-use `zext` of a load
//     (or the load itself at the tree's width). All loads are non-volatile,
//     non-atomic, of one integer type, in one block, on one base
//     (MemoryLocation: the address with constant GEPs stripped) at
//     constant offsets; sorted by offset they are adjacent, and piece j
//     sits at shift j * width (little-endian). Total 2, 4 or 8 bytes.
//  2. Stores. Stores whose value is `trunc (lshr %v, C)` or `trunc %v` of
//     one %v, non-volatile, non-atomic, of one type, in one block, on one
//     base, adjacent and at the little-endian shifts, form a group.
//  3. Legality. Between the first and the last piece in the block, no
//     operation may write (loads) or read or write (stores) the pieces: an
//     operation that touches memory must be a load or store AliasInfo
//     separates from every piece; calls and barriers refuse. Per the strict
//     trait rule (ARCHITECTURE §5.7: a load may be widened only under
//     `dereferenceable`) the lowest piece's address must be a non-negative
//     constant offset from a value with an epoch-valid
//     `#vir.dereferenceable` covering the wide access. The wide access
//     takes the lowest piece's alignment; with `allow-misaligned=false`
//     that must be at least the wide size.
//  4. Rewrite. The wide load goes where the last narrow load was (every
//     address is defined by then) and replaces the tree's root (through a
//     `zext` when the tree is wider); the wide store goes where the last
//     narrow store was. The narrow operations are erased when unused.
//
// Refusals after a match (trait, clobber, alignment) get a missed remark.
// Operations inside a `vir.opaque_region` are not looked at (O-36).
//
// Reference: LLVM's AggressiveInstCombine foldConsecutiveLoads and the
// SelectionDAG store merging (MergeConsecutiveStores).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_LOADWIDENPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "load-widen"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// One narrow access of a group: the access, its byte offset from the
/// group's base, and the shift its piece sits at in the wide value.
struct Piece {
  Operation *access;
  int64_t offset;
  uint64_t shift;
};

/// A group of narrow accesses that together are one wide access.
struct Group {
  SmallVector<Piece> pieces;
  /// Bytes of each piece and of the whole.
  uint64_t pieceBytes = 0;
  uint64_t totalBytes = 0;
  /// The last piece in program order: where the wide access goes.
  Operation *last = nullptr;
  /// Loads: the tree's root. Stores: the stored value.
  Value root;
};

struct Counts {
  unsigned loads = 0, narrowLoads = 0, stores = 0, narrowStores = 0;
};
} // namespace

/// True for a non-volatile, non-atomic scalar integer load or store with
/// a width of whole bytes.
static bool isPlainIntAccess(Operation *op, Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() % 8 == 0 &&
         !isVolatileOrAtomicAccess(op);
}

/// The shift `value` is `shl X, C` by, with X in `base`; or 0 and X itself.
static std::pair<Value, uint64_t> stripShl(Value value) {
  if (auto shl = value.getDefiningOp<ShlOp>()) {
    std::optional<APInt> amount = getScalarConstant(shl.getRhs());
    if (amount && amount->ult(64) && shl->hasOneUse())
      return {shl.getLhs(), amount->getZExtValue()};
  }
  return {value, 0};
}

/// Collects the leaves of the single-use `or` tree at `root` as loads and
/// shifts. Fails for any other leaf.
static bool collectLoadLeaves(OrOp root, SmallVectorImpl<Piece> &leaves) {
  SmallVector<Value> worklist{root.getLhs(), root.getRhs()};
  // At most 8 leaves (8 bytes); the bound also caps the walk.
  while (!worklist.empty() && leaves.size() <= 8) {
    Value value = worklist.pop_back_val();
    if (auto inner = value.getDefiningOp<OrOp>()) {
      if (!inner->hasOneUse())
        return false;
      worklist.push_back(inner.getLhs());
      worklist.push_back(inner.getRhs());
      continue;
    }
    auto [shifted, shift] = stripShl(value);
    Value loaded = shifted;
    if (auto zext = shifted.getDefiningOp<ZExtOp>()) {
      if (!zext->hasOneUse())
        return false;
      loaded = zext.getIn();
    }
    auto load = loaded.getDefiningOp<LoadOp>();
    if (!load || !load->hasOneUse() || !isPlainIntAccess(load, load.getType()))
      return false;
    leaves.push_back({load, 0, shift});
  }
  return worklist.empty() && leaves.size() >= 2 && leaves.size() <= 8;
}

/// Sorts `pieces` by offset and checks they are adjacent pieces of
/// `pieceBytes` bytes each at little-endian shifts, of 2, 4 or 8 bytes in
/// all. Sets the group's sizes.
static bool checkLayout(Group &group, uint64_t pieceBytes) {
  llvm::sort(group.pieces, [](const Piece &a, const Piece &b) {
    return a.offset < b.offset;
  });
  for (auto [index, piece] : llvm::enumerate(group.pieces))
    if (piece.offset != group.pieces.front().offset +
                            static_cast<int64_t>(index * pieceBytes) ||
        piece.shift != index * pieceBytes * 8)
      return false;
  group.pieceBytes = pieceBytes;
  group.totalBytes = pieceBytes * group.pieces.size();
  return group.totalBytes == 2 || group.totalBytes == 4 ||
         group.totalBytes == 8;
}

/// Fills `group.pieces[*].offset` from one common base; fails when the
/// accesses are on different bases, in different blocks, or at unknown
/// offsets. Sets `group.last`.
static bool locatePieces(Group &group, Value (*getAddress)(Operation *)) {
  Value base;
  Block *block = group.pieces.front().access->getBlock();
  for (Piece &piece : group.pieces) {
    Operation *access = piece.access;
    if (access->getBlock() != block)
      return false;
    MemoryLocation location = MemoryLocation::get(getAddress(access), 1);
    if (!location.offset || (base && location.base != base))
      return false;
    base = location.base;
    piece.offset = *location.offset;
    if (!group.last || group.last->isBeforeInBlock(access))
      group.last = access;
  }
  return true;
}

static Value getLoadAddress(Operation *op) {
  return cast<LoadOp>(op).getAddr();
}
static Value getStoreAddress(Operation *op) {
  return cast<StoreOp>(op).getAddr();
}

/// The load group the `or` tree at `root` forms, if it forms one.
static std::optional<Group> matchLoadGroup(OrOp root) {
  auto type = dyn_cast<IntegerType>(root.getType());
  if (!type || type.getWidth() > 64)
    return std::nullopt;
  Group group;
  group.root = root.getResult();
  if (!collectLoadLeaves(root, group.pieces))
    return std::nullopt;
  Type pieceType = cast<LoadOp>(group.pieces.front().access).getType();
  for (const Piece &piece : group.pieces)
    if (cast<LoadOp>(piece.access).getType() != pieceType)
      return std::nullopt;
  if (!locatePieces(group, getLoadAddress))
    return std::nullopt;
  if (!checkLayout(group, getStoreSize(pieceType)) ||
      group.totalBytes * 8 > type.getWidth())
    return std::nullopt;
  return group;
}

/// The value and shift a stored value `trunc (lshr %v, C)` or `trunc %v`
/// is a piece of.
static std::optional<std::pair<Value, uint64_t>> matchStoredPiece(Value value) {
  auto trunc = value.getDefiningOp<TruncOp>();
  if (!trunc || !isa<IntegerType>(trunc.getType()))
    return std::nullopt;
  Value source = trunc.getIn();
  uint64_t shift = 0;
  if (auto lshr = source.getDefiningOp<LShrOp>()) {
    std::optional<APInt> amount = getScalarConstant(lshr.getRhs());
    if (!amount || !amount->ult(64))
      return std::nullopt;
    source = lshr.getLhs();
    shift = amount->getZExtValue();
  }
  return std::make_pair(source, shift);
}

/// The store groups of `block`: stores of pieces of one value on one base,
/// grouped by the two in program order of their first store.
static SmallVector<Group> matchStoreGroups(Block &block) {
  llvm::MapVector<std::pair<Value, Value>, Group> byValue;
  for (Operation &op : block) {
    auto store = dyn_cast<StoreOp>(op);
    if (!store || !isPlainIntAccess(store, store.getValue().getType()))
      continue;
    auto piece = matchStoredPiece(store.getValue());
    if (!piece || !isa<IntegerType>(piece->first.getType()))
      continue;
    Value base = MemoryLocation::get(store.getAddr(), 1).base;
    Group &group = byValue[{piece->first, base}];
    group.root = piece->first;
    group.pieces.push_back({store, 0, piece->second});
  }
  SmallVector<Group> groups;
  for (auto &[key, group] : byValue) {
    Value value = key.first;
    if (group.pieces.size() < 2 || group.pieces.size() > 8)
      continue;
    Type pieceType =
        cast<StoreOp>(group.pieces.front().access).getValue().getType();
    if (llvm::any_of(group.pieces, [&](const Piece &piece) {
          return cast<StoreOp>(piece.access).getValue().getType() != pieceType;
        }))
      continue;
    if (!locatePieces(group, getStoreAddress))
      continue;
    if (!checkLayout(group, getStoreSize(pieceType)) ||
        group.totalBytes * 8 > cast<IntegerType>(value.getType()).getWidth())
      continue;
    groups.push_back(group);
  }
  return groups;
}

/// Whether `size` bytes at `address` are covered by an epoch-valid
/// `#vir.dereferenceable` on `address` or on a value it is a non-negative
/// constant offset from. `stale` is set when a stale such trait was seen.
static bool isDereferenceable(Value address, uint64_t size, bool &stale) {
  int64_t offset = 0;
  // GEP chains are short; the bound keeps a pathological one cheap.
  for (unsigned depth = 0; depth < 16; ++depth) {
    TraitView view = TraitView::forValue(address);
    if (auto fact = view.get<DereferenceableAttr>())
      return static_cast<uint64_t>(offset) <= fact.getBytes() &&
             size <= fact.getBytes() - static_cast<uint64_t>(offset);
    stale |= view.hasStale<DereferenceableAttr>();
    auto gep = address.getDefiningOp<GEPOp>();
    if (!gep)
      return false;
    std::optional<int64_t> step = getNonNegativeGEPOffset(gep);
    if (!step || llvm::AddOverflow(offset, *step, offset))
      return false;
    address = gep.getBase();
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
class LoadWiden {
public:
  LoadWiden(FuncOp func, AliasInfo &alias, PassReporter &reporter,
            bool allowMisaligned, unsigned maxWidth)
      : func(func), alias(alias), reporter(reporter),
        allowMisaligned(allowMisaligned), maxWidth(maxWidth) {}

  bool run(IterationBudget &budget);
  const Counts &getCounts() const { return counts; }

private:
  /// Why `group` may not become one access, or "" when it may.
  std::string checkLegal(const Group &group, bool isLoad);
  void widenLoads(const Group &group);
  void widenStores(const Group &group);

  FuncOp func;
  AliasInfo &alias;
  PassReporter &reporter;
  bool allowMisaligned;
  unsigned maxWidth;
  Counts counts;
};
} // namespace

std::string LoadWiden::checkLegal(const Group &group, bool isLoad) {
  if (group.totalBytes > maxWidth)
    return "the " + std::to_string(group.totalBytes) +
           "-byte access is wider than max-width " + std::to_string(maxWidth);
  Operation *first = group.pieces.front().access;
  for (const Piece &piece : group.pieces)
    if (piece.access->isBeforeInBlock(first))
      first = piece.access;
  // Nothing between the first and the last piece may touch the pieces.
  for (Operation *op = first->getNextNode(); op != group.last;
       op = op->getNextNode()) {
    if (llvm::any_of(group.pieces,
                     [&](const Piece &piece) { return piece.access == op; }))
      continue;
    if (isMemoryEffectFree(op))
      continue;
    bool separated;
    if (isLoad)
      // Reads never conflict with the loads; a writer must be shown
      // disjoint from every piece (a call by #vir.nowrite).
      separated = llvm::none_of(group.pieces, [&](const Piece &piece) {
        return alias.mayClobber(op, piece.access);
      });
    else
      // The stores move down past `op`: it must neither read nor write
      // them, which only a load or store AliasInfo separates shows.
      separated =
          isa<LoadOp, StoreOp>(op) &&
          llvm::all_of(group.pieces, [&](const Piece &piece) {
            return alias.alias(op, piece.access) == AliasResult::NoAlias;
          });
    if (!separated)
      return "an operation between the pieces may " +
             std::string(isLoad ? "write" : "read or write") + " them";
  }
  const Piece &lowest = group.pieces.front();
  Value address =
      isLoad ? getLoadAddress(lowest.access) : getStoreAddress(lowest.access);
  bool stale = false;
  if (!isDereferenceable(address, group.totalBytes, stale))
    return stale ? "ignored stale dereferenceable trait; no "
                   "#vir.dereferenceable covers the " +
                       std::to_string(group.totalBytes) + "-byte access"
                 : "no #vir.dereferenceable on the base covers the " +
                       std::to_string(group.totalBytes) + "-byte access";
  uint64_t alignment = getAccessAlignment(lowest.access);
  if (!allowMisaligned && alignment < group.totalBytes)
    return "alignment " + std::to_string(alignment) + " is below the " +
           std::to_string(group.totalBytes) + "-byte access";
  return "";
}

void LoadWiden::widenLoads(const Group &group) {
  auto lowest = cast<LoadOp>(group.pieces.front().access);
  OpBuilder builder(group.last);
  Location loc = lowest.getLoc();
  Type wideType = builder.getIntegerType(group.totalBytes * 8);
  auto wide = LoadOp::create(builder, loc, wideType, lowest.getAddr());
  wide.setAlignment(getAccessAlignment(lowest));
  Value result = wide.getResult();
  if (result.getType() != group.root.getType()) {
    builder.setInsertionPoint(group.root.getDefiningOp());
    result = ZExtOp::create(builder, loc, group.root.getType(), result);
  }
  Operation *root = group.root.getDefiningOp();
  Value(group.root).replaceAllUsesWith(result);
  // Erase the tree from its root down: each operation is unused once its
  // user went.
  SmallVector<Operation *> worklist{root};
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!op->use_empty())
      continue;
    SmallVector<Operation *> operands;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && isa<OrOp, ShlOp, ZExtOp, LoadOp>(def))
        operands.push_back(def);
    op->erase();
    for (Operation *def : operands)
      if (!llvm::is_contained(worklist, def))
        worklist.push_back(def);
  }
  ++counts.loads;
  counts.narrowLoads += group.pieces.size();
}

void LoadWiden::widenStores(const Group &group) {
  auto lowest = cast<StoreOp>(group.pieces.front().access);
  OpBuilder builder(group.last);
  Location loc = lowest.getLoc();
  Value value = group.root;
  Type wideType = builder.getIntegerType(group.totalBytes * 8);
  if (value.getType() != wideType)
    value = TruncOp::create(builder, loc, wideType, value);
  auto wide = StoreOp::create(builder, loc, value, lowest.getAddr());
  wide.setAlignment(getAccessAlignment(lowest));
  for (const Piece &piece : group.pieces) {
    Value stored = cast<StoreOp>(piece.access).getValue();
    piece.access->erase();
    // The trunc and lshr of the piece, when nothing else reads them.
    auto trunc = stored.getDefiningOp<TruncOp>();
    if (!trunc || !trunc->use_empty())
      continue;
    Value source = trunc.getIn();
    trunc->erase();
    if (auto lshr = source.getDefiningOp<LShrOp>(); lshr && lshr->use_empty())
      lshr->erase();
  }
  ++counts.stores;
  counts.narrowStores += group.pieces.size();
}

bool LoadWiden::run(IterationBudget &budget) {
  bool changed = false;
  for (Block &block : func.getBody()) {
    // Loads: roots in program order, collected first (the rewrite erases).
    SmallVector<OrOp> roots;
    for (Operation &op : block) {
      auto orOp = dyn_cast<OrOp>(op);
      if (!orOp)
        continue;
      if (orOp->hasOneUse() && isa<OrOp>(*orOp->user_begin()))
        continue;
      roots.push_back(orOp);
    }
    for (OrOp root : roots) {
      if (!budget.take())
        return changed;
      std::optional<Group> group = matchLoadGroup(root);
      if (!group)
        continue;
      std::string why = checkLegal(*group, /*isLoad=*/true);
      if (!why.empty()) {
        LLVM_DEBUG(llvm::dbgs() << "- loads not widened: " << why << "\n");
        reporter.missed(root.getLoc(), "NotWidened",
                        Twine(group->pieces.size()) +
                            " narrow loads not widened: " + why);
        continue;
      }
      if (reporter.remarksEnabled())
        reporter.passed(root.getLoc(), "LoadsWidened",
                        Twine(group->pieces.size()) +
                            " narrow loads widened to one " +
                            Twine(group->totalBytes) + "-byte load");
      widenLoads(*group);
      changed = true;
    }
    // Stores.
    for (const Group &group : matchStoreGroups(block)) {
      if (!budget.take())
        return changed;
      std::string why = checkLegal(group, /*isLoad=*/false);
      Operation *anchor = group.last;
      if (!why.empty()) {
        LLVM_DEBUG(llvm::dbgs() << "- stores not widened: " << why << "\n");
        reporter.missed(anchor->getLoc(), "NotWidened",
                        Twine(group.pieces.size()) +
                            " narrow stores not widened: " + why);
        continue;
      }
      if (reporter.remarksEnabled())
        reporter.passed(anchor->getLoc(), "StoresWidened",
                        Twine(group.pieces.size()) +
                            " narrow stores widened to one " +
                            Twine(group.totalBytes) + "-byte store");
      widenStores(group);
      changed = true;
    }
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoadWidenPass : vct::impl::LoadWidenPassBase<LoadWidenPass> {
  using LoadWidenPassBase::LoadWidenPassBase;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoadWiden widen(func, getAnalysis<AliasInfo>(), reporter, allowMisaligned,
                    maxWidth);
    IterationBudget budget{maxIterations};
    bool changed = widen.run(budget);
    const Counts &counts = widen.getCounts();
    numLoadsWidened += counts.loads;
    numNarrowLoads += counts.narrowLoads;
    numStoresWidened += counts.stores;
    numNarrowStores += counts.narrowStores;
    PassOutcome outcome;
    outcome.changed = changed;
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "accesses after that point were not widened";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
