//===- GEPSimplify.cpp - Fold, canonicalize and split address computations ===//
//
// Stage 6 (007 §4.4) GEP simplification. Equal addresses should be computed
// by equal operations, so that early-cse and gvn merge them and so that
// load-widen and AliasInfo see accesses as constant offsets from one base;
// and a loop should recompute only the part of an address that varies.
// Every rewrite is arithmetic on the IR's own operations (a `vir.gep` is
// pure and, without `inbounds`, wraps), so no trait is consulted:
//
//  1. Constant chains. A GEP whose indices are all constants is a byte
//     offset from its base. The chain of such GEPs above it is walked up to
//     its root (the first value that is not a constant-index GEP, or a GEP
//     carrying traits, whose facts must stay reachable), the offsets are
//     summed, and the GEP becomes `vir.gep %root[N] : i8` (or `%root` for
//     N = 0). `inbounds` stays only when every GEP of the chain had it.
//  2. Constant offsets out of indices (LLVM's SeparateConstOffsetFromGEP).
//     A dynamic index that is `add %x, C` on i64, or `sext (add nsw %x, C)`
//     or `zext (add nuw %x, C)` of a narrower %x, is replaced by %x
//     (extended) and the GEP is followed by a byte GEP of C times the
//     index's stride, when that GEP of %x exists and dominates it (so
//     nothing is computed twice): `p[i]`, `p[i+1]`, `p[i+2]` then share
//     `p[i]`. The byte GEP drops `inbounds`: `p[i]` may be out of bounds.
//  3. Invariant prefix. In a loop with a preheader, a GEP whose base and
//     leading indices (at least one of them a non-constant value) are
//     defined outside the loop while a later index varies is split into
//     the prefix, placed at the end of the preheader, and a GEP of the rest
//     on it (`gep %a[%i, %j]` -> `%row = gep %a[%i]` outside,
//     `gep %row[0, %j]` inside). Both drop `inbounds` as in 2.
//
// GEPs whose underlying object is a `vir.alloca` keep their typed form: a
// later round's sroa splits slots by field and element index. GEPs inside
// a `vir.opaque_region` are never visited (O-36). The rewrites run in
// program order over a worklist that revisits what they create, bounded by
// `max-iterations`.
//
// Reference: LLVM's InstCombine (GEPs canonicalized to i8 offsets),
// SeparateConstOffsetFromGEP, and LICM for the prefix.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

#include <deque>

namespace vct {
#define GEN_PASS_DEF_GEPSIMPLIFYPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "gep-simplify"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// A constant-offset chain ending at a GEP: its root and summed offset.
struct ConstantChain {
  Value root;
  int64_t offset = 0;
  bool inbounds = true;
  unsigned length = 0;
};

/// A dynamic index that is a value plus a constant.
struct SplitIndex {
  /// The index's position in the GEP's index list.
  unsigned position;
  /// The varying part, and how it is extended to i64 (none, sext, zext).
  Value base;
  enum Extension { None, Sign, Zero } extension = None;
  /// The byte offset the constant part adds.
  int64_t bytes;
};
} // namespace

/// True if `op` carries any trait: its facts speak of its own result, so a
/// chain is not folded past it.
static bool hasTraits(Operation *op) {
  return op->hasAttr(VIRDialect::getTraitsAttrName());
}

/// True if `gep`'s underlying object is a stack slot (typed form kept).
static bool isOnStackSlot(GEPOp gep) {
  return static_cast<bool>(
      getUnderlyingObject(gep.getResult()).getDefiningOp<AllocaOp>());
}

/// The constant chain ending at `gep` when `gep` has only constant indices.
static std::optional<ConstantChain> getConstantChain(GEPOp gep) {
  ConstantChain chain;
  Value address = gep.getResult();
  // Chains are short; the bound keeps a pathological one cheap.
  for (unsigned depth = 0; depth < 32; ++depth) {
    auto link = address.getDefiningOp<GEPOp>();
    if (!link || (link != gep && hasTraits(link)))
      break;
    std::optional<int64_t> step = getConstantGEPOffset(link);
    if (!step)
      break;
    if (llvm::AddOverflow(chain.offset, *step, chain.offset))
      return std::nullopt;
    chain.inbounds &= link.getInbounds();
    ++chain.length;
    address = link.getBase();
  }
  if (chain.length == 0)
    return std::nullopt;
  chain.root = address;
  return chain;
}

/// True if `gep` already is the canonical form of its chain: one constant
/// byte index on a base that is not itself a foldable constant GEP.
static bool isCanonical(GEPOp gep, const ConstantChain &chain) {
  ArrayRef<int32_t> raw = gep.getRawConstantIndices();
  return chain.length == 1 && gep.getElemType().isInteger(8) &&
         raw.size() == 1 && raw[0] != GEPOp::kDynamicIndex && chain.offset != 0;
}

/// The number of bytes index `position` of `gep` steps over, or nullopt
/// (vector lanes and out-of-range cases are left alone).
static std::optional<int64_t> getStride(GEPOp gep, unsigned position) {
  Type type = gep.getElemType();
  SmallVector<GEPArg> indices = gep.getIndices();
  for (unsigned i = 1; i <= position; ++i) {
    if (auto array = dyn_cast<ArrayType>(type)) {
      type = array.getElementType();
    } else if (auto structure = dyn_cast<StructType>(type)) {
      if (indices[i].isDynamic())
        return std::nullopt;
      type = structure.getBody()[indices[i].getConstant()];
    } else {
      return std::nullopt;
    }
  }
  uint64_t size = getAllocSize(type);
  if (size > static_cast<uint64_t>(INT32_MAX))
    return std::nullopt;
  return static_cast<int64_t>(size);
}

/// `index` as `%x + C` (see SplitIndex), if it is one.
static std::optional<std::pair<SplitIndex, int64_t>>
matchAddConstant(Value index) {
  SplitIndex split;
  Value sum = index;
  if (auto sext = index.getDefiningOp<SExtOp>()) {
    split.extension = SplitIndex::Sign;
    sum = sext.getIn();
  } else if (auto zext = index.getDefiningOp<ZExtOp>()) {
    split.extension = SplitIndex::Zero;
    sum = zext.getIn();
  }
  auto add = sum.getDefiningOp<AddOp>();
  if (!add)
    return std::nullopt;
  // The extension of a sum is the sum of the extensions only when the
  // narrow sum does not wrap in the extension's sense.
  if (split.extension == SplitIndex::Sign && !add.getNsw())
    return std::nullopt;
  if (split.extension == SplitIndex::Zero && !add.getNuw())
    return std::nullopt;
  for (unsigned side = 0; side < 2; ++side) {
    std::optional<APInt> constant = getScalarConstant(add->getOperand(side));
    if (!constant)
      continue;
    int64_t value = split.extension == SplitIndex::Zero
                        ? static_cast<int64_t>(constant->getZExtValue())
                        : constant->getSExtValue();
    if (split.extension == SplitIndex::Zero && constant->isNegative() &&
        constant->getBitWidth() == 64)
      return std::nullopt;
    split.base = add->getOperand(1 - side);
    return std::make_pair(split, value);
  }
  return std::nullopt;
}

/// The first dynamic index of `gep` that splits into a value and a
/// constant byte offset fitting a GEP's constant index.
static std::optional<SplitIndex> findSplitIndex(GEPOp gep) {
  SmallVector<GEPArg> indices = gep.getIndices();
  for (auto [position, index] : llvm::enumerate(indices)) {
    if (!index.isDynamic())
      continue;
    auto match = matchAddConstant(index.getValue());
    if (!match)
      continue;
    std::optional<int64_t> stride = getStride(gep, position);
    int64_t bytes;
    if (!stride || llvm::MulOverflow(match->second, *stride, bytes) ||
        bytes == 0 || bytes > INT32_MAX || bytes <= INT32_MIN)
      continue;
    SplitIndex split = match->first;
    split.position = position;
    split.bytes = bytes;
    return split;
  }
  return std::nullopt;
}

/// An existing GEP computing `gep` with the index at `split.position`
/// replaced by its varying part (extended as `split` says) that dominates
/// `gep`, or null: the split reuses it instead of computing it again.
static GEPOp findSibling(GEPOp gep, const SplitIndex &split,
                         DominanceInfo &dominance) {
  SmallVector<GEPArg> indices = gep.getIndices();
  auto matchesVarying = [&](Value candidate) {
    if (split.extension == SplitIndex::None)
      return candidate == split.base;
    if (split.extension == SplitIndex::Sign) {
      auto sext = candidate.getDefiningOp<SExtOp>();
      return sext && sext.getIn() == split.base;
    }
    auto zext = candidate.getDefiningOp<ZExtOp>();
    return zext && zext.getIn() == split.base;
  };
  auto sameIndex = [](const GEPArg &a, const GEPArg &b) {
    if (a.isDynamic() != b.isDynamic())
      return false;
    return a.isDynamic() ? a.getValue() == b.getValue()
                         : a.getConstant() == b.getConstant();
  };
  // A bounded look at the base's users (in use-list order, which is fixed
  // for a given input).
  unsigned seen = 0;
  for (Operation *user : gep.getBase().getUsers()) {
    if (++seen > 64)
      break;
    auto other = dyn_cast<GEPOp>(user);
    if (!other || other == gep || other.getBase() != gep.getBase() ||
        other.getElemType() != gep.getElemType() || hasTraits(other))
      continue;
    SmallVector<GEPArg> theirs = other.getIndices();
    if (theirs.size() != indices.size())
      continue;
    bool same = true;
    for (unsigned i = 0; i < indices.size() && same; ++i)
      same = i == split.position
                 ? theirs[i].isDynamic() && matchesVarying(theirs[i].getValue())
                 : sameIndex(indices[i], theirs[i]);
    if (same &&
        dominance.properlyDominates(other.getOperation(), gep.getOperation()))
      return other;
  }
  return {};
}

/// How many leading indices of `gep` (in `loop`) are invariant, if `gep`
/// has an invariant base, an invariant prefix with a non-constant value in
/// it, and a varying index after it; 0 otherwise.
static unsigned getInvariantPrefix(GEPOp gep, CFGLoop *loop) {
  if (!isDefinedOutside(gep.getBase(), loop))
    return 0;
  SmallVector<GEPArg> indices = gep.getIndices();
  unsigned prefix = 0;
  bool dynamicInPrefix = false;
  for (const GEPArg &index : indices) {
    if (index.isDynamic()) {
      if (!isDefinedOutside(index.getValue(), loop))
        break;
      dynamicInPrefix |= !matchPattern(index.getValue(), m_Constant());
    }
    ++prefix;
  }
  if (prefix == indices.size() || !dynamicInPrefix)
    return 0;
  return prefix;
}

/// The type the first `prefix` indices of `gep` lead to (the element type
/// of the GEP of the rest).
static Type getPrefixType(GEPOp gep, unsigned prefix) {
  Type type = gep.getElemType();
  SmallVector<GEPArg> indices = gep.getIndices();
  for (unsigned i = 1; i < prefix; ++i) {
    if (auto array = dyn_cast<ArrayType>(type))
      type = array.getElementType();
    else if (auto vec = dyn_cast<VectorType>(type))
      type = vec.getElementType();
    else
      type = cast<StructType>(type).getBody()[indices[i].getConstant()];
  }
  return type;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
struct Counts {
  unsigned folded = 0, canonicalized = 0, split = 0, invariant = 0;
};

class GEPSimplify {
public:
  GEPSimplify(FuncOp func, LoopInfo &loops, DominanceInfo &dominance,
              PassReporter &reporter)
      : func(func), loops(loops), dominance(dominance), reporter(reporter) {}

  /// Runs the three rewrites to a fixpoint within `budget`. Returns true if
  /// the IR changed.
  bool run(IterationBudget &budget);
  const Counts &getCounts() const { return counts; }

private:
  bool foldChain(GEPOp gep);
  bool splitOffset(GEPOp gep);
  bool splitInvariant(GEPOp gep);
  void replace(GEPOp gep, Value value);
  void push(Operation *op) {
    if (auto gep = dyn_cast<GEPOp>(op))
      worklist.push_back(gep);
  }
  /// Records a GEP this pass made: it may reuse the storage of one it
  /// erased, which then is no longer erased.
  GEPOp created(GEPOp gep) {
    erased.erase(gep);
    return gep;
  }

  FuncOp func;
  LoopInfo &loops;
  DominanceInfo &dominance;
  PassReporter &reporter;
  std::deque<GEPOp> worklist;
  /// Erased GEPs, so stale worklist entries are skipped.
  llvm::DenseSet<Operation *> erased;
  /// GEPs already reported as kept typed, so the remark is given once.
  llvm::SetVector<Operation *> reportedSlots;
  Counts counts;
};
} // namespace

/// Erases `gep` and the `vir.constant` indices only it used (no dce runs
/// before the next round, and a dead constant would make that round change
/// the module again).
static void eraseWithConstantIndices(GEPOp gep) {
  SmallVector<Operation *> constants;
  for (Value index : gep.getDynamicIndices())
    if (auto constant = index.getDefiningOp<ConstantOp>())
      constants.push_back(constant);
  gep->erase();
  for (Operation *constant : constants)
    if (constant->use_empty())
      constant->erase();
}

void GEPSimplify::replace(GEPOp gep, Value value) {
  SmallVector<Operation *> users(gep->getUsers().begin(),
                                 gep->getUsers().end());
  Value base = gep.getBase();
  gep.getResult().replaceAllUsesWith(value);
  erased.insert(gep);
  eraseWithConstantIndices(gep);
  for (Operation *user : users)
    push(user);
  // The chain above may have lost its last user.
  for (unsigned depth = 0; depth < 32; ++depth) {
    auto link = base.getDefiningOp<GEPOp>();
    if (!link || !link->use_empty())
      break;
    base = link.getBase();
    erased.insert(link);
    eraseWithConstantIndices(link);
  }
}

bool GEPSimplify::foldChain(GEPOp gep) {
  std::optional<ConstantChain> chain = getConstantChain(gep);
  if (!chain || isCanonical(gep, *chain))
    return false;
  if (chain->offset > INT32_MAX || chain->offset <= INT32_MIN)
    return false;
  // A zero offset is the root itself, unless the GEP's traits would go.
  if (chain->offset == 0 && hasTraits(gep))
    return false;
  if (isOnStackSlot(gep)) {
    if (reporter.remarksEnabled() && reportedSlots.insert(gep))
      reporter.missed(gep.getLoc(), "KeptTyped",
                      "GEP kept in typed form: its address is a stack slot "
                      "(sroa splits slots by field)");
    return false;
  }
  LLVM_DEBUG(llvm::dbgs() << "- folding a chain of " << chain->length
                          << " GEPs to offset " << chain->offset << "\n");
  if (reporter.remarksEnabled())
    reporter.passed(gep.getLoc(), "Folded",
                    "GEP chain of " + Twine(chain->length) +
                        " folded to byte offset " + Twine(chain->offset));
  if (chain->length > 1)
    ++counts.folded;
  else
    ++counts.canonicalized;
  if (chain->offset == 0) {
    replace(gep, chain->root);
    return true;
  }
  OpBuilder builder(gep);
  auto folded = GEPOp::create(
      builder, gep.getLoc(), chain->root, builder.getI8Type(),
      ArrayRef<GEPArg>{GEPArg(static_cast<int32_t>(chain->offset))},
      chain->inbounds);
  created(folded);
  if (Attribute traits = gep->getAttr(VIRDialect::getTraitsAttrName()))
    folded->setAttr(VIRDialect::getTraitsAttrName(), traits);
  replace(gep, folded.getResult());
  return true;
}

bool GEPSimplify::splitOffset(GEPOp gep) {
  std::optional<SplitIndex> split = findSplitIndex(gep);
  if (!split || hasTraits(gep))
    return false;
  // Only where the varying GEP already exists: then p[i+1] costs one byte
  // GEP on p[i]. A lone p[i+1] would only gain a GEP.
  GEPOp varying = findSibling(gep, *split, dominance);
  if (!varying)
    return false;
  OpBuilder builder(gep);
  Location loc = gep.getLoc();
  auto offset = GEPOp::create(
      builder, loc, varying.getResult(), builder.getI8Type(),
      ArrayRef<GEPArg>{GEPArg(static_cast<int32_t>(split->bytes))},
      /*inbounds=*/false);
  created(offset);
  LLVM_DEBUG(llvm::dbgs() << "- split offset " << split->bytes
                          << " out of index " << split->position << "\n");
  if (reporter.remarksEnabled())
    reporter.passed(loc, "OffsetSplit",
                    "constant offset " + Twine(split->bytes) +
                        " split out of GEP index " + Twine(split->position) +
                        ", onto an existing GEP");
  ++counts.split;
  replace(gep, offset.getResult());
  return true;
}

bool GEPSimplify::splitInvariant(GEPOp gep) {
  CFGLoop *loop = loops.getLoopFor(gep->getBlock());
  if (!loop || hasTraits(gep))
    return false;
  unsigned prefix = getInvariantPrefix(gep, loop);
  if (prefix == 0)
    return false;
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader) {
    if (reporter.remarksEnabled())
      reporter.missed(gep.getLoc(), "NoPreheader",
                      "invariant GEP prefix not moved: the loop has no "
                      "preheader");
    return false;
  }
  SmallVector<GEPArg> indices = gep.getIndices();
  OpBuilder builder(preheader->getTerminator());
  Location loc = gep.getLoc();
  // The base and every index of the prefix are defined outside the loop
  // and dominate the loop's blocks, so they dominate the preheader's end.
  auto invariant = GEPOp::create(builder, loc, gep.getBase(), gep.getElemType(),
                                 ArrayRef<GEPArg>(indices).take_front(prefix),
                                 /*inbounds=*/false);
  created(invariant);
  SmallVector<GEPArg> rest{GEPArg(0)};
  rest.append(indices.begin() + prefix, indices.end());
  builder.setInsertionPoint(gep);
  auto varying =
      GEPOp::create(builder, loc, invariant.getResult(),
                    getPrefixType(gep, prefix), rest, /*inbounds=*/false);
  created(varying);
  LLVM_DEBUG(llvm::dbgs() << "- moved a prefix of " << prefix
                          << " indices out of a loop\n");
  if (reporter.remarksEnabled())
    reporter.passed(loc, "InvariantSplit",
                    "invariant GEP prefix of " + Twine(prefix) +
                        " indices moved to the loop's preheader");
  ++counts.invariant;
  replace(gep, varying.getResult());
  return true;
}

bool GEPSimplify::run(IterationBudget &budget) {
  // Users before the GEPs they use (reverse program order), so a chain
  // folds from its last GEP and the ones above it are not rewritten on
  // the way; operations inside vir.opaque_region are not in these blocks
  // (O-36).
  SmallVector<Operation *> order;
  for (Block &block : func.getBody())
    for (Operation &op : block) {
      order.push_back(&op);
      if (isa<OpaqueRegionOp>(op) && reporter.remarksEnabled()) {
        bool hasGEP = false;
        op.walk([&](GEPOp) { hasGEP = true; });
        if (hasGEP)
          reporter.missed(op.getLoc(), "Barrier",
                          "GEPs inside a vir.opaque_region are not "
                          "simplified (region barrier)");
      }
    }
  for (Operation *op : llvm::reverse(order))
    push(op);
  bool changed = false;
  while (!worklist.empty()) {
    GEPOp gep = worklist.front();
    worklist.pop_front();
    if (erased.contains(gep))
      continue;
    if (!budget.take())
      break;
    if (foldChain(gep) || splitOffset(gep) || splitInvariant(gep))
      changed = true;
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct GEPSimplifyPass : vct::impl::GEPSimplifyPassBase<GEPSimplifyPass> {
  using GEPSimplifyPassBase::GEPSimplifyPassBase;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    // Over the budget the loops stay unbuilt: no invariant prefix is
    // split out then, the rest is done.
    auto &loops = getAnalysis<LoopInfo>();
    loops.build(maxIterations);
    GEPSimplify simplify(func, loops, getAnalysis<DominanceInfo>(), reporter);
    IterationBudget budget{maxIterations};
    bool changed = simplify.run(budget);
    const Counts &counts = simplify.getCounts();
    numChainsFolded += counts.folded;
    numCanonicalized += counts.canonicalized;
    numOffsetsSplit += counts.split;
    numInvariantSplit += counts.invariant;
    PassOutcome outcome;
    outcome.changed = changed;
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "GEPs after that point were not simplified";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
