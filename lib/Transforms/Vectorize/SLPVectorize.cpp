//===- SLPVectorize.cpp - Vectorize straight-line isomorphic groups -------===//
//
// Superword-level parallelism, as LLVM's SLPVectorizer does it
// (vectorizeStoreChains, buildTree, getTreeCost), on one block at a time:
//
//  1. Gating (O-21). A block outside loops needs an epoch-valid `vectorize`
//     request on the function; this pass gives it its one result. A block
//     in a loop needs one on the back-edge branch of its innermost loop;
//     loop-vectorize gives those their results, this pass only reads them.
//  2. Seeds. Simple stores of one element type (i8..i64, f32, f64) whose
//     addresses have the same root and dynamic GEP indices (an index
//     `add %x, C` counts as %x plus the constant C) and constant byte
//     offsets, grouped in program order of their first store, sorted by
//     offset; runs of consecutive elements are cut into chunks of
//     width-bits / element bits lanes (smaller powers of two where the
//     widest chunk is refused).
//  3. Tree. From the stored values, one node per tuple of lane values:
//     isomorphic operations with a vector form recurse on their operands;
//     simple loads of a consecutive run are one vector load (and a
//     vir.shuffle when the lanes read it out of order); one value in every lane
//     is a splat; constants a vector constant; anything else is gathered
//     (vir.undef and a vir.insert per lane). A value is in one node only.
//  4. Legality. The vector code goes where the last store of the seed is:
//     tree loads and the other stores move down to it. No access or call
//     in between may conflict with a moved access, and no seed store may
//     conflict with a tree load after it. Same root and indices: compared
//     by byte ranges; otherwise only AliasInfo's trait-licensed NoAlias
//     (noalias scopes, restrict) separates them. vir.opaque_region in
//     between is a barrier (O-36); a volatile or atomic access stops too.
//  5. Cost (CostModel.h). Scalar: the operations removed. Vector: one per
//     node from the table, gathers, splats, extracts for scalars used after
//     the tree, and scalars kept for uses before it. Vectorized only when
//     the vector cost is lower.
//  6. Code. Vector operations before the last store, the vector store,
//     vir.extract for later outside uses, and the dead scalars erased.
//
// Horizontal reductions are the other seeds: a chain of one reassociable
// operation (integer add/and/or/xor, fadd/fmul with `reassoc`), each link
// used once, with a power of two of leaves; the leaves are the tree (loads
// of one address sorted by offset) and a vir.reduce replaces the chain's
// root. The same legality, with the root as the point the loads move to.
// A chain whose leaves do not fit one vector (up to 128 links) is cut as
// LLVM's HorizontalReduction cuts its reduced values: leaves made by one
// operation whose leading loads (first non-constant operands, followed
// down) read one address form a group, sorted by offset, and each run of
// a power of two of them (at least four) is tried as a tree; the chain is
// rebuilt from the other leaves and the run's vir.reduce. Leaves extended
// from loads of at most half their width may take two registers' worth of
// lanes (eight bytes' absolute differences summed as i32: psadbw), priced
// by their legalized parts.
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <functional>

namespace vct {
#define GEN_PASS_DEF_SLPVECTORIZEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "slp-vectorize"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// True if `address` is in a stack slot that SROA and mem2reg may still
/// split into scalars: an epoch-valid `#vir.nocapture` alloca whose every
/// address is at a constant offset (SROA splits no other). Vector accesses
/// would keep it in memory, so its accesses are left scalar (the pipeline
/// runs stage 1 again after this pass, and inlining exposes such slots: the
/// sret and byval temporaries of structures). `cache` keeps each slot's
/// answer; `budget` pays for the walk over its uses.
static bool isPromotableSlot(Value address, DenseMap<Operation *, bool> &cache,
                             IterationBudget &budget) {
  auto slot = getUnderlyingObject(address).getDefiningOp<AllocaOp>();
  if (!slot || !TraitView::forOp(slot).has<NoCaptureAttr>())
    return false;
  auto [it, inserted] = cache.try_emplace(slot, true);
  if (!inserted)
    return it->second;
  SmallVector<Value> worklist{slot.getResult()};
  while (!worklist.empty()) {
    Value pointer = worklist.pop_back_val();
    for (Operation *user : pointer.getUsers()) {
      budget.spend(1);
      auto gep = dyn_cast<GEPOp>(user);
      if (!gep)
        continue;
      if (!llvm::all_of(gep.getDynamicIndices(), [](Value index) {
            return matchPattern(index, m_Constant());
          }))
        return cache[slot] = false;
      worklist.push_back(gep.getResult());
    }
  }
  return true;
}
using namespace vct::vectorize;

/// What a shift's lanes cost beyond one vector shift when they shift by
/// different constants (`v >> 24`, `v >> 16` of a big-endian store): x86
/// shifts every lane by one amount, so each further amount is one more
/// shift and a blend to join it (four for bytes, which x86 shifts as words
/// and masks). Zero for other operations.
static double getShiftAmountsCost(ArrayRef<Value> lanes) {
  Operation *first = lanes.front().getDefiningOp();
  if (!isa<ShlOp, LShrOp, AShrOp>(first))
    return 0;
  llvm::SmallSetVector<APInt, 4> amounts;
  for (Value lane : lanes) {
    APInt amount;
    if (!matchPattern(lane.getDefiningOp()->getOperand(1),
                      m_ConstantInt(&amount)))
      return 0;
    amounts.insert(amount);
  }
  unsigned bits = vectorize::getBits(
      vectorize::getElementType(first->getResult(0).getType()));
  return (amounts.size() - 1) * (bits == 8 ? 4.0 : 2.0);
}

namespace {

/// An address as root + sum(value * stride) + offset, in the modular
/// arithmetic of 64-bit pointers (a GEP without inbounds wraps).
struct Address {
  Value root;
  SmallVector<std::pair<Value, int64_t>, 2> terms;
  int64_t offset = 0;

  /// Same root and the same dynamic terms: the offsets compare.
  bool sameTerms(const Address &other) const {
    if (root != other.root || terms.size() != other.terms.size())
      return false;
    for (const auto &term : terms)
      if (!llvm::is_contained(other.terms, term))
        return false;
    return true;
  }
};

/// Adds `count * stride` to `offset`, wrapping.
static void addWrapping(int64_t &offset, int64_t count, int64_t stride) {
  offset = static_cast<int64_t>(static_cast<uint64_t>(offset) +
                                static_cast<uint64_t>(count) *
                                    static_cast<uint64_t>(stride));
}

/// Adds the term `index * stride` to `address`, with constant additions to
/// the index moved into the offset.
static void addIndex(Address &address, Value index, int64_t stride) {
  for (unsigned depth = 0; depth < 8; ++depth) {
    if (std::optional<APInt> constant = getScalarConstant(index)) {
      addWrapping(address.offset, constant->getSExtValue(), stride);
      return;
    }
    Operation *def = index.getDefiningOp();
    if (!def || !isa<AddOp, SubOp>(def))
      break;
    std::optional<APInt> rhs = getScalarConstant(def->getOperand(1));
    std::optional<APInt> lhs = getScalarConstant(def->getOperand(0));
    if (rhs) {
      int64_t c = rhs->getSExtValue();
      addWrapping(address.offset,
                  isa<SubOp>(def) ? static_cast<int64_t>(0 - uint64_t(c)) : c,
                  stride);
      index = def->getOperand(0);
    } else if (lhs && isa<AddOp>(def)) {
      addWrapping(address.offset, lhs->getSExtValue(), stride);
      index = def->getOperand(1);
    } else {
      break;
    }
  }
  for (auto &term : address.terms)
    if (term.first == index) {
      term.second = static_cast<int64_t>(static_cast<uint64_t>(term.second) +
                                         static_cast<uint64_t>(stride));
      if (term.second == 0)
        address.terms.erase(&term);
      return;
    }
  if (stride)
    address.terms.push_back({index, stride});
}

/// The address `value` decomposed through its GEPs (at most 16 of them).
static std::optional<Address> decompose(Value value) {
  Address address;
  for (unsigned depth = 0; depth < 16; ++depth) {
    auto gep = value.getDefiningOp<GEPOp>();
    if (!gep) {
      address.root = value;
      return address;
    }
    Type type = gep.getElemType();
    for (auto [position, arg] : llvm::enumerate(gep.getIndices())) {
      int64_t stride;
      if (position == 0) {
        stride = static_cast<int64_t>(getAllocSize(type));
      } else if (auto array = dyn_cast<ArrayType>(type)) {
        type = array.getElementType();
        stride = static_cast<int64_t>(getAllocSize(type));
      } else if (auto structure = dyn_cast<StructType>(type)) {
        if (arg.isDynamic())
          return std::nullopt;
        int64_t field = arg.getConstant();
        if (field < 0 ||
            static_cast<size_t>(field) >= structure.getBody().size())
          return std::nullopt;
        addWrapping(address.offset, 1,
                    static_cast<int64_t>(structure.getFieldOffset(field)));
        type = structure.getBody()[field];
        continue;
      } else {
        return std::nullopt;
      }
      if (arg.isDynamic())
        addIndex(address, arg.getValue(), stride);
      else
        addWrapping(address.offset, arg.getConstant(), stride);
    }
    value = gep.getBase();
  }
  return std::nullopt;
}

static Value getAddressOf(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getAddr();
  return cast<StoreOp>(op).getAddr();
}

static Type getAccessType(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getType();
  return cast<StoreOp>(op).getValue().getType();
}

/// One node of the tree: a tuple of lane values.
struct TreeNode {
  enum Kind { Vector, Load, Splat, Constant, Gather } kind = Gather;
  SmallVector<Value> lanes;
  /// Operand nodes of a Vector node, by operand number.
  SmallVector<unsigned> children;
  /// For a Load node whose lanes read a consecutive run out of order: the
  /// element of the run each lane reads (a shuffle of the vector load).
  SmallVector<int32_t> permutation;
  Value result;
};

/// A refusal: the reason and a note naming what blocked.
struct Refusal {
  DenyReason reason;
  std::string note;
};

/// The summary of one vectorized tree, for the remark and the request.
struct TreeCost {
  double scalar = 0, vector = 0;
  unsigned gathers = 0, extracts = 0, kept = 0;
};

class SLPVectorize {
public:
  SLPVectorize(FuncOp func, LoopInfo &loops, const AliasInfo &aliases,
               PassReporter &reporter, const SLPVectorizePassOptions &options)
      : func(func), loops(loops), aliases(aliases), reporter(reporter),
        budget{options.maxIterations}, options(options),
        treeWidthBits(options.widthBits) {}

  LogicalResult run();

  bool exhausted() const { return budget.exhausted; }
  unsigned trees = 0, stores = 0, gathers = 0, extracts = 0, refused = 0,
           reductions = 0, shuffles = 0;

private:
  void processBlock(Block *block, bool outsideLoops);
  void findReductions(bool outsideLoops);
  /// Vectorizes runs of the leaves of a reduction chain too long for one
  /// vector: leaves whose expressions read one address, a run at a time.
  void reduceLeafGroups(SmallVector<Operation *> chain,
                        SmallVector<Value> leaves, bool outsideLoops);
  /// Tries the tree of `lanes`, used by `chain`: the seed's stores in lane
  /// order, or the operations of a reduction (its root last). On success
  /// the IR is rewritten, `done` is set and nullopt is returned.
  std::optional<Refusal> tryTree(ArrayRef<Value> lanes,
                                 ArrayRef<Operation *> chain, bool &done);
  /// The common end of a store group or a reduction refused.
  void noteRefusal(Location loc, const Refusal &refusal, bool outsideLoops);
  unsigned buildNode(ArrayRef<Value> lanes, unsigned depth);
  std::optional<Refusal> checkMemory(ArrayRef<Operation *> chain);
  TreeCost computeCost(ArrayRef<Operation *> chain);
  void emit(ArrayRef<Operation *> chain, TreeCost &cost);
  bool conflict(Operation *a, Operation *b) const;
  std::string describe(Operation *access);
  std::string getName(Value value);
  /// The value names getName prints (made on the first asked for, dropped
  /// when emit changes the function).
  std::unique_ptr<AsmState> names;

  FuncOp func;
  LoopInfo &loops;
  const AliasInfo &aliases;
  PassReporter &reporter;
  IterationBudget budget;
  const SLPVectorizePassOptions &options;

  // The tree being built.
  Block *block = nullptr;
  unsigned vf = 0;
  /// The tree feeds a reduction (`chain` its operations) rather than
  /// stores.
  bool reduction = false;
  ReduceKind reduceKind = ReduceKind::add;
  /// For a reduction of some of the chain's leaves: the other leaves, which
  /// stay scalars. emit then rebuilds the chain from them and the vector's
  /// reduction (`rebuiltChain`, in program order) instead of replacing its
  /// root by the reduction.
  SmallVector<Value> otherLeaves;
  SmallVector<Operation *> rebuiltChain;
  Value rebuiltReduction;
  /// The widest vector a node may have: width-bits, or twice that for a
  /// run of reduction leaves extended from loads of at most half their
  /// width (the backend splits it; its parts are priced).
  unsigned treeWidthBits = 0;
  SmallVector<TreeNode> nodes;
  /// Lane values of Vector and Load nodes, to their node.
  DenseMap<Value, unsigned> nodeOf;
  /// Per stack slot: whether SROA may still split it (isPromotableSlot).
  DenseMap<Operation *, bool> promotable;
  /// The operations of Vector and Load nodes.
  llvm::SetVector<Operation *> treeOps;
  /// Program positions in `block`: numbered once per block, the operations
  /// a vectorized tree adds taking numbers between their neighbours'
  /// (numbering the block for each group tried was quadratic in a large
  /// block). Numbering the block is charged to the budget.
  BlockPositions positions;
  void numberBlock() {
    budget.spend(static_cast<int64_t>(positions.number(block)));
  }
  /// Scalars that stay for uses before the vector code.
  llvm::SetVector<Operation *> keptOps;

  // The function request's outcome.
  unsigned straightLineTrees = 0;
  double straightLineScalar = 0, straightLineVector = 0;
  std::optional<Refusal> firstRefusal;
  unsigned straightLineRefusals = 0;
};
} // namespace

std::string SLPVectorize::getName(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (argument.getOwner()->isEntryBlock() &&
        isa<FuncOp>(argument.getOwner()->getParentOp()))
      return "%arg" + std::to_string(argument.getArgNumber());
  if (auto global = value.getDefiningOp<AddressOfOp>())
    return "@" + global.getSymbol().str();
  // One numbering of the function serves every note until the function
  // changes (a state per name made each refused tree cost a walk of the
  // whole function); the function is verified already.
  if (!names)
    names =
        std::make_unique<AsmState>(func, OpPrintingFlags().assumeVerified());
  std::string text;
  llvm::raw_string_ostream os(text);
  value.printAsOperand(os, *names);
  return text;
}

std::string SLPVectorize::describe(Operation *access) {
  if (isa<LoadOp>(access))
    return "load from " + getName(getUnderlyingObject(getAddressOf(access)));
  if (isa<StoreOp>(access))
    return "store to " + getName(getUnderlyingObject(getAddressOf(access)));
  if (auto call = dyn_cast<CallOp>(access)) {
    if (FlatSymbolRefAttr callee = call.getCalleeAttr())
      return ("call to @" + callee.getValue()).str();
    return "indirect call";
  }
  return access->getName().getStringRef().str();
}

/// True if `op` may write memory.
static bool mayWrite(Operation *op) {
  if (isa<LoadOp>(op))
    return false;
  if (isa<StoreOp, CallOp, MemcpyOp, MemmoveOp, MemsetOp>(op))
    return true;
  return !isMemoryEffectFree(op) && !isa<AllocaOp>(op);
}

bool SLPVectorize::conflict(Operation *a, Operation *b) const {
  if (isMemoryEffectFree(a) || isMemoryEffectFree(b))
    return false;
  if (!mayWrite(a) && !mayWrite(b))
    return false;
  if (isa<LoadOp, StoreOp>(a) && isa<LoadOp, StoreOp>(b)) {
    std::optional<Address> x = decompose(getAddressOf(a));
    std::optional<Address> y = decompose(getAddressOf(b));
    if (x && y && x->sameTerms(*y)) {
      int64_t sizeA = static_cast<int64_t>(getAllocSize(getAccessType(a)));
      int64_t sizeB = static_cast<int64_t>(getAllocSize(getAccessType(b)));
      // Disjoint byte ranges [x, x + sizeA) and [y, y + sizeB).
      int64_t distance = static_cast<int64_t>(static_cast<uint64_t>(y->offset) -
                                              static_cast<uint64_t>(x->offset));
      return !(distance >= sizeA || -distance >= sizeB);
    }
  }
  if (isa<LoadOp>(b) && !mayWrite(b) && !isa<LoadOp, StoreOp>(a))
    return aliases.mayClobber(a, b);
  if (isa<LoadOp>(a) && !isa<LoadOp, StoreOp>(b))
    return aliases.mayClobber(b, a);
  return aliases.alias(a, b) != AliasResult::NoAlias;
}

/// The attributes that must agree between lanes of one node (everything
/// but wrap flags and traits).
static SmallVector<NamedAttribute> getKeyAttrs(Operation *op) {
  SmallVector<NamedAttribute> attrs;
  for (NamedAttribute attr : op->getAttrs())
    if (attr.getName() != "nsw" && attr.getName() != "nuw" &&
        attr.getName() != "alignment" && attr.getName() != "vir.traits")
      attrs.push_back(attr);
  return attrs;
}

unsigned SLPVectorize::buildNode(ArrayRef<Value> lanes, unsigned depth) {
  // The same lanes as a node built before: that node again.
  if (auto it = nodeOf.find(lanes.front()); it != nodeOf.end())
    if (llvm::equal(nodes[it->second].lanes, lanes))
      return it->second;
  unsigned index = nodes.size();
  nodes.push_back(TreeNode{});
  nodes[index].lanes.assign(lanes.begin(), lanes.end());
  auto setKind = [&](TreeNode::Kind kind) {
    nodes[index].kind = kind;
    return index;
  };
  Type type = lanes.front().getType();
  bool oneType =
      llvm::all_of(lanes, [&](Value lane) { return lane.getType() == type; });
  if (!oneType || !(isVectorElement(type) || type.isInteger(1)))
    return setKind(TreeNode::Gather);
  // Constants first: a vector constant costs nothing at run time.
  if (llvm::all_of(lanes, [](Value lane) {
        return lane.getDefiningOp<ConstantOp>() != nullptr;
      }))
    return setKind(TreeNode::Constant);
  if (llvm::all_equal(lanes))
    return setKind(TreeNode::Splat);
  // Isomorphic operations of this block, each in no other node, in no
  // other lane, vectors of at most width-bits.
  SmallVector<Operation *> ops;
  for (Value lane : lanes) {
    Operation *def = lane.getDefiningOp();
    if (!def || def->getBlock() != block || nodeOf.count(lane) ||
        llvm::is_contained(ops, def))
      return setKind(TreeNode::Gather);
    ops.push_back(def);
  }
  Operation *first = ops.front();
  if (depth > 12 || nodes.size() >= options.maxTreeNodes ||
      getBits(type) * vf > treeWidthBits)
    return setKind(TreeNode::Gather);
  for (Operation *op : ops)
    if (op->getName() != first->getName() ||
        op->getNumOperands() != first->getNumOperands() ||
        op->getNumResults() != 1 || getKeyAttrs(op) != getKeyAttrs(first) ||
        !llvm::equal(op->getOperandTypes(), first->getOperandTypes()))
      return setKind(TreeNode::Gather);
  if (isa<LoadOp>(first)) {
    // Simple loads of a consecutive run, in lane order or permuted (a
    // vector load and a shuffle, as LLVM's SLP reorders a load bundle).
    std::optional<Address> base = decompose(getAddressOf(first));
    if (!base || isVolatileOrAtomicAccess(first) || type.isInteger(1) ||
        isPromotableSlot(getAddressOf(first), promotable, budget))
      return setKind(TreeNode::Gather);
    uint64_t size = getAllocSize(type);
    SmallVector<int64_t> offsets;
    for (Operation *op : ops) {
      std::optional<Address> address = decompose(getAddressOf(op));
      if (isVolatileOrAtomicAccess(op) || !address ||
          !address->sameTerms(*base))
        return setKind(TreeNode::Gather);
      offsets.push_back(address->offset);
    }
    int64_t low = *llvm::min_element(offsets);
    SmallVector<int32_t> permutation;
    SmallVector<bool> seen(vf, false);
    for (int64_t offset : offsets) {
      uint64_t distance =
          static_cast<uint64_t>(offset) - static_cast<uint64_t>(low);
      if (distance % size != 0 || distance / size >= vf ||
          seen[distance / size])
        return setKind(TreeNode::Gather);
      seen[distance / size] = true;
      permutation.push_back(static_cast<int32_t>(distance / size));
    }
    bool inOrder = llvm::all_of(llvm::enumerate(permutation), [](auto lane) {
      return lane.value() == static_cast<int32_t>(lane.index());
    });
    if (!inOrder)
      nodes[index].permutation = std::move(permutation);
    for (Value value : lanes)
      nodeOf[value] = index;
    treeOps.insert(ops.begin(), ops.end());
    return setKind(TreeNode::Load);
  }
  if (!hasVectorForm(first))
    return setKind(TreeNode::Gather);
  for (Value operand : first->getOperands()) {
    Type operandType = operand.getType();
    if (!isVectorElement(operandType) && !operandType.isInteger(1))
      return setKind(TreeNode::Gather);
    if (getBits(operandType) * vf > treeWidthBits)
      return setKind(TreeNode::Gather);
  }
  for (Value lane : lanes)
    nodeOf[lane] = index;
  treeOps.insert(ops.begin(), ops.end());
  nodes[index].kind = TreeNode::Vector;
  for (unsigned operand = 0; operand < first->getNumOperands(); ++operand) {
    SmallVector<Value> operandLanes;
    for (Operation *op : ops)
      operandLanes.push_back(op->getOperand(operand));
    unsigned child = buildNode(operandLanes, depth + 1);
    nodes[index].children.push_back(child);
  }
  return index;
}

std::optional<Refusal> SLPVectorize::checkMemory(ArrayRef<Operation *> chain) {
  uint64_t point = 0, start = ~uint64_t(0);
  Operation *first = nullptr;
  SmallVector<Operation *> treeLoads;
  auto extend = [&](Operation *op) {
    point = std::max(point, positions.get(op));
    if (positions.get(op) < start) {
      start = positions.get(op);
      first = op;
    }
  };
  for (Operation *store : chain)
    extend(store);
  for (Operation *op : treeOps)
    if (isa<LoadOp>(op)) {
      treeLoads.push_back(op);
      extend(op);
    }
  auto mayAlias = [&](Operation *a, Operation *b) {
    if (isa<LoadOp, StoreOp>(a) && isa<LoadOp, StoreOp>(b)) {
      std::optional<Address> x = decompose(getAddressOf(a));
      std::optional<Address> y = decompose(getAddressOf(b));
      if (x && y && x->sameTerms(*y))
        return Refusal{DenyReason::Illegality,
                       describe(a) + " overlaps " + describe(b)};
    }
    // A missing fact, not a wrong request (a strong request denied so is a
    // warning, O-26).
    return Refusal{DenyReason::Unsupported,
                   llvm::formatv("{0} may alias {1}: no noalias or restrict "
                                 "trait",
                                 describe(a), describe(b))
                       .str()};
  };
  // The seed's stores move down to the last one; the tree's loads too.
  for (Operation *store : chain)
    for (Operation *load : treeLoads)
      if (positions.get(store) < positions.get(load) && conflict(store, load))
        return mayAlias(store, load);
  // The operations between the first access and the last store.
  for (Operation *next = first->getNextNode(); next;
       next = next->getNextNode()) {
    Operation &op = *next;
    uint64_t at = positions.get(&op);
    if (at >= point)
      break;
    budget.spend(1);
    if (treeOps.contains(&op) || llvm::is_contained(chain, &op))
      continue;
    if (isa<OpaqueRegionOp>(op)) {
      reporter.missed(op.getLoc(), "Barrier",
                      "a vir.opaque_region lies between the accesses of a "
                      "group of stores; not vectorized");
      return Refusal{DenyReason::Unsupported,
                     "a vir.opaque_region lies between the accesses of the "
                     "group; no memory access is reordered across a region "
                     "barrier"};
    }
    if (isMemoryEffectFree(&op) || isa<AllocaOp>(op))
      continue;
    if (isVolatileOrAtomicAccess(&op))
      return Refusal{DenyReason::Unsupported,
                     "a volatile or atomic access lies between the accesses "
                     "of the group"};
    for (Operation *store : chain)
      if (positions.get(store) < at && conflict(store, &op))
        return mayAlias(store, &op);
    if (mayWrite(&op))
      for (Operation *load : treeLoads)
        if (positions.get(load) < at && conflict(&op, load))
          return mayAlias(&op, load);
  }
  return std::nullopt;
}

TreeCost SLPVectorize::computeCost(ArrayRef<Operation *> chain) {
  TreeCost cost;
  uint64_t point = 0;
  for (Operation *op : chain) {
    point = std::max(point, positions.get(op));
    if (otherLeaves.empty())
      cost.scalar += getScalarCost(op);
  }
  // Part of a chain: the vf - 1 operations that combine the run's leaves.
  if (!otherLeaves.empty())
    cost.scalar += (vf - 1) * getScalarCost(chain.back());
  // A vector store, or log2(VF) steps of a shuffle and an operation.
  cost.vector +=
      reduction ? 2.0 * llvm::Log2_32(vf) : getVectorCost(chain.front(), vf);
  // Scalars of the tree used outside it: extracted after the vector code,
  // or kept when a use comes before it.
  keptOps.clear();
  SmallVector<Operation *> worklist, late;
  for (Operation *op : treeOps) {
    bool isEarly = false, isLate = false;
    for (Operation *user : op->getResult(0).getUsers()) {
      if (treeOps.contains(user) || llvm::is_contained(chain, user))
        continue;
      if (user->getBlock() == block && positions.get(user) < point)
        isEarly = true;
      else
        isLate = true;
    }
    if (isEarly)
      worklist.push_back(op);
    else if (isLate)
      late.push_back(op);
  }
  // A tree scalar a gather or splat reads stays as it is.
  for (const TreeNode &node : nodes)
    if (node.kind == TreeNode::Gather || node.kind == TreeNode::Splat)
      for (Value lane : node.lanes)
        if (Operation *def = lane.getDefiningOp(); def && treeOps.contains(def))
          worklist.push_back(def);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!keptOps.insert(op))
      continue;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp();
          def && treeOps.contains(def))
        worklist.push_back(def);
  }
  cost.kept = keptOps.size();
  for (Operation *op : late)
    if (!keptOps.contains(op))
      ++cost.extracts;
  for (const TreeNode &node : nodes) {
    switch (node.kind) {
    case TreeNode::Vector:
    case TreeNode::Load: {
      Operation *first = node.lanes.front().getDefiningOp();
      for (Value lane : node.lanes)
        cost.scalar += getScalarCost(lane.getDefiningOp());
      cost.vector += getLegalizedVectorCost(first, vf, options.widthBits);
      cost.vector += getShiftAmountsCost(node.lanes);
      // Any permutation is priced as a reverse of the lanes.
      if (!node.permutation.empty())
        cost.vector += getReverseCost(getBits(node.lanes.front().getType()));
      break;
    }
    case TreeNode::Splat:
      cost.vector += kSplatCost;
      break;
    case TreeNode::Constant:
      break;
    case TreeNode::Gather:
      ++cost.gathers;
      cost.vector +=
          getInsertCost(node.lanes.front().getType()) * node.lanes.size();
      break;
    }
  }
  for (Operation *op : keptOps)
    cost.vector += getScalarCost(op);
  cost.vector += kExtractCost * cost.extracts;
  return cost;
}

void SLPVectorize::emit(ArrayRef<Operation *> chain, TreeCost &cost) {
  names.reset();
  Operation *last = chain.front();
  for (Operation *store : chain)
    if (positions.get(store) > positions.get(last))
      last = store;
  // The new operations go before `last`, which goes: they end up before
  // the operation after it.
  Operation *next = last->getNextNode();
  OpBuilder builder(last);
  Location loc = chain.front()->getLoc();
  Type i64 = builder.getI64Type();
  auto laneIndex = [&](unsigned lane) {
    return ConstantOp::create(builder, loc, i64,
                              builder.getIntegerAttr(i64, lane))
        .getResult();
  };
  auto vectorOf = [&](Type type) {
    return VectorType::get({static_cast<int64_t>(vf)}, type);
  };
  // The traits of lane 0's access hold for the vector access only when
  // every lane has the same ones.
  auto sameTraits = [](ArrayRef<Operation *> ops) {
    return llvm::all_of(ops, [&](Operation *op) {
      return getTraitList(op) == getTraitList(ops.front());
    });
  };
  CopyTraitPolicy keepFacts{false, nullptr, false};
  // Operands first: the nodes in post-order from the root (a node may be
  // the operand of several).
  SmallVector<unsigned> order;
  SmallVector<bool> visited(nodes.size(), false);
  std::function<void(unsigned)> visit = [&](unsigned index) {
    if (visited[index])
      return;
    visited[index] = true;
    for (unsigned child : nodes[index].children)
      visit(child);
    order.push_back(index);
  };
  visit(0);
  for (unsigned index : order) {
    TreeNode &node = nodes[index];
    Type type = node.lanes.front().getType();
    VectorType vectorType = vectorOf(type);
    switch (node.kind) {
    case TreeNode::Splat:
      node.result = SplatOp::create(builder, loc, vectorType, node.lanes[0]);
      break;
    case TreeNode::Constant: {
      SmallVector<Attribute> values;
      for (Value lane : node.lanes)
        values.push_back(lane.getDefiningOp<ConstantOp>().getValue());
      node.result = ConstantOp::create(
          builder, loc, vectorType, DenseElementsAttr::get(vectorType, values));
      break;
    }
    case TreeNode::Gather: {
      Value vector = UndefOp::create(builder, loc, vectorType);
      for (auto [lane, value] : llvm::enumerate(node.lanes))
        vector = InsertOp::create(builder, loc, vectorType, value, vector,
                                  laneIndex(lane));
      node.result = vector;
      ++gathers;
      break;
    }
    case TreeNode::Load: {
      SmallVector<Operation *> ops;
      for (Value lane : node.lanes)
        ops.push_back(lane.getDefiningOp());
      // The load of the run's first element.
      auto first = cast<LoadOp>(node.permutation.empty()
                                    ? ops.front()
                                    : ops[llvm::find(node.permutation, 0) -
                                          node.permutation.begin()]);
      IRMapping mapping;
      Operation *copy = cloneWithTraits(builder, first, mapping, keepFacts);
      if (!sameTraits(ops))
        setTraitList(copy, {});
      else
        // A range bounds one scalar, not a vector.
        setTraitList(copy, llvm::to_vector(llvm::make_filter_range(
                               getTraitList(copy), [](Attribute trait) {
                                 return !isa<RangeAttr>(trait);
                               })));
      cast<LoadOp>(copy).setAlignment(getAccessAlignment(first));
      copy->getResult(0).setType(vectorType);
      node.result = copy->getResult(0);
      if (!node.permutation.empty()) {
        node.result = ShuffleOp::create(builder, loc, vectorType, node.result,
                                        node.result, node.permutation);
        ++shuffles;
      }
      break;
    }
    case TreeNode::Vector: {
      Operation *first = node.lanes.front().getDefiningOp();
      Operation *copy = builder.clone(*first);
      for (auto [operand, child] : llvm::enumerate(node.children))
        copy->setOperand(operand, nodes[child].result);
      setTraitList(copy, {});
      for (StringRef flag : {"nsw", "nuw"})
        if (!llvm::all_of(node.lanes, [&](Value lane) {
              return lane.getDefiningOp()->hasAttr(flag);
            }))
          copy->removeAttr(flag);
      copy->getResult(0).setType(vectorType);
      node.result = copy->getResult(0);
      break;
    }
    }
  }
  if (reduction) {
    // The reduction of the vector replaces the root of the chain.
    Operation *root = chain.back();
    auto reduce = ReduceOp::create(builder, loc, root->getResult(0).getType(),
                                   reduceKind, nodes[0].result);
    // The flags every link of the chain has (each has reassoc).
    FastMathFlagsAttr flags;
    for (Operation *op : chain)
      if (auto own = op->getAttrOfType<FastMathFlagsAttr>("fastmath"))
        flags = flags ? FastMathFlagsAttr::get(
                            op->getContext(), flags.getValue() & own.getValue())
                      : own;
    if (flags)
      reduce.setFastmathAttr(flags);
    Value result = reduce.getResult();
    if (!otherLeaves.empty()) {
      // The chain again, from the other leaves and the reduction last:
      // reassociated, so without nsw and nuw.
      rebuiltChain.clear();
      rebuiltReduction = result;
      Value sum = otherLeaves.front();
      SmallVector<Value> rest(llvm::drop_begin(otherLeaves));
      rest.push_back(result);
      for (Value leaf : rest) {
        Operation *link = builder.clone(*root);
        link->setOperand(0, sum);
        link->setOperand(1, leaf);
        link->removeAttr("nsw");
        link->removeAttr("nuw");
        if (flags)
          link->setAttr("fastmath", flags);
        setTraitList(link, {});
        rebuiltChain.push_back(link);
        sum = link->getResult(0);
      }
      result = sum;
    }
    root->getResult(0).replaceAllUsesWith(result);
  } else {
    // The vector store, at lane 0's address.
    auto firstStore = cast<StoreOp>(chain.front());
    IRMapping mapping;
    mapping.map(firstStore.getValue(), nodes[0].result);
    Operation *vectorStore =
        cloneWithTraits(builder, firstStore, mapping, keepFacts);
    if (!sameTraits(chain))
      setTraitList(vectorStore, {});
    cast<StoreOp>(vectorStore).setAlignment(getAccessAlignment(firstStore));
  }
  // Extracts for the later uses outside the tree.
  for (const TreeNode &node : nodes) {
    if (node.kind != TreeNode::Vector && node.kind != TreeNode::Load)
      continue;
    for (auto [lane, value] : llvm::enumerate(node.lanes)) {
      Operation *def = value.getDefiningOp();
      if (keptOps.contains(def))
        continue;
      Value extract;
      for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
        Operation *user = use.getOwner();
        if (treeOps.contains(user) || llvm::is_contained(chain, user))
          continue;
        if (!extract) {
          extract = ExtractOp::create(builder, loc, value.getType(),
                                      node.result, laneIndex(lane));
          ++extracts;
        }
        use.set(extract);
      }
    }
  }
  // The stores, or the reduction's operations from its root down.
  for (Operation *op : llvm::reverse(chain)) {
    positions.forget(op);
    op->erase();
  }
  // The scalars nothing uses any more, users first.
  SmallVector<Operation *> dead(treeOps.begin(), treeOps.end());
  llvm::sort(dead, [&](Operation *a, Operation *b) {
    return positions.get(a) > positions.get(b);
  });
  for (Operation *op : dead)
    if (op->use_empty()) {
      positions.forget(op);
      op->erase();
    }
  if (positions.numberInserted(next))
    budget.spend(static_cast<int64_t>(block->getOperations().size()));
  (void)cost;
}

std::optional<Refusal> SLPVectorize::tryTree(ArrayRef<Value> values,
                                             ArrayRef<Operation *> chain,
                                             bool &done) {
  done = false;
  nodes.clear();
  nodeOf.clear();
  treeOps.clear();
  keptOps.clear();
  vf = values.size();
  buildNode(values, 0);
  auto name = [&]() {
    if (reduction)
      return llvm::formatv("a {0} reduction of {1} {2} values",
                           stringifyReduceKind(reduceKind), vf,
                           values.front().getType())
          .str();
    return llvm::formatv(
               "{0} stores of {1} to {2}", vf, getAccessType(chain.front()),
               getName(getUnderlyingObject(getAddressOf(chain.front()))))
        .str();
  };
  // Leaves that are not isomorphic make no reduction tree: not a seed.
  if (reduction && nodes.front().kind == TreeNode::Gather)
    return std::nullopt;
  if (std::optional<Refusal> refusal = checkMemory(chain)) {
    refusal->note = name() + ": " + refusal->note;
    return refusal;
  }
  TreeCost cost = computeCost(chain);
  std::string numbers =
      llvm::formatv("cost {0:F1} -> {1:F1} ({2} node(s), {3} gathered, "
                    "{4} extract(s), {5} scalar(s) kept)",
                    cost.scalar, cost.vector, nodes.size(), cost.gathers,
                    cost.extracts, cost.kept)
          .str();
  if (!(cost.vector < cost.scalar))
    return Refusal{DenyReason::CostModel,
                   name() + ": not cheaper as vectors: " + numbers};
  std::string note = "vectorized " + name() + ": " + numbers;
  Location loc = chain.front()->getLoc();
  emit(chain, cost);
  reporter.passed(loc, "Vectorized", note);
  ++trees;
  if (reduction)
    ++reductions;
  else
    stores += vf;
  if (!loops.getLoopFor(block)) {
    ++straightLineTrees;
    straightLineScalar += cost.scalar;
    straightLineVector += cost.vector;
  }
  done = true;
  return std::nullopt;
}

void SLPVectorize::processBlock(Block *current, bool outsideLoops) {
  block = current;
  numberBlock();
  // Seeds: groups of simple scalar stores, in program order of their
  // first store.
  struct Group {
    Address address;
    Type type;
    SmallVector<std::pair<int64_t, Operation *>> stores;
  };
  SmallVector<Group> groups;
  for (Operation &op : *block) {
    auto store = dyn_cast<StoreOp>(op);
    if (!store || isVolatileOrAtomicAccess(store) ||
        isPromotableSlot(store.getAddr(), promotable, budget))
      continue;
    Type type = store.getValue().getType();
    if (!isVectorElement(type) || getBits(type) * 2 > options.widthBits)
      continue;
    std::optional<Address> address = decompose(store.getAddr());
    if (!address)
      continue;
    Group *group = nullptr;
    for (Group &candidate : groups)
      if (candidate.type == type && candidate.address.sameTerms(*address))
        group = &candidate;
    if (!group) {
      groups.push_back(Group{*address, type, {}});
      group = &groups.back();
    }
    group->stores.push_back({address->offset, store});
  }
  for (Group &group : groups) {
    llvm::stable_sort(group.stores, [](const auto &a, const auto &b) {
      return a.first < b.first;
    });
    int64_t size = static_cast<int64_t>(getAllocSize(group.type));
    unsigned maxLanes = options.widthBits / getBits(group.type);
    // Runs of consecutive elements.
    size_t begin = 0;
    while (begin < group.stores.size()) {
      size_t end = begin + 1;
      while (end < group.stores.size() &&
             group.stores[end].first ==
                 static_cast<int64_t>(
                     static_cast<uint64_t>(group.stores[end - 1].first) +
                     static_cast<uint64_t>(size)))
        ++end;
      std::optional<Refusal> runRefusal;
      // The run's first store may be vectorized before a later chunk is
      // refused: its location is taken now.
      Location runLoc = group.stores[begin].second->getLoc();
      size_t k = begin;
      while (k < end) {
        bool taken = false;
        for (unsigned lanes = maxLanes; lanes >= 2 && !taken; lanes /= 2) {
          if (k + lanes > end)
            continue;
          if (!budget.take())
            return;
          SmallVector<Operation *> chain;
          SmallVector<Value> values;
          for (size_t i = k; i < k + lanes; ++i) {
            chain.push_back(group.stores[i].second);
            values.push_back(cast<StoreOp>(chain.back()).getValue());
          }
          bool done = false;
          reduction = false;
          std::optional<Refusal> refusal = tryTree(values, chain, done);
          if (done) {
            taken = true;
            k += lanes;
          } else if (!runRefusal) {
            runRefusal = refusal;
          }
        }
        if (!taken)
          ++k;
      }
      if (runRefusal)
        noteRefusal(runLoc, *runRefusal, outsideLoops);
      begin = end;
    }
  }
  findReductions(outsideLoops);
}

void SLPVectorize::noteRefusal(Location loc, const Refusal &refusal,
                               bool outsideLoops) {
  ++refused;
  reporter.missed(loc, "NotVectorized", refusal.note);
  if (outsideLoops) {
    ++straightLineRefusals;
    if (!firstRefusal)
      firstRefusal = refusal;
  }
}

/// The reduction kind of `op` when it can be reassociated: integer add,
/// mul, and, or, xor; fadd and fmul with `reassoc`.
static std::optional<ReduceKind> getReassociableKind(Operation *op) {
  if (op->getNumResults() != 1 || !isVectorElement(op->getResult(0).getType()))
    return std::nullopt;
  if (isa<FAddOp, FMulOp>(op)) {
    auto flags = op->getAttrOfType<FastMathFlagsAttr>("fastmath");
    if (!flags || !bitEnumContainsAll(flags.getValue(), FastMathFlags::reassoc))
      return std::nullopt;
    return isa<FAddOp>(op) ? ReduceKind::fadd : ReduceKind::fmul;
  }
  if (!isa<IntegerType>(op->getResult(0).getType()))
    return std::nullopt;
  if (isa<AddOp>(op))
    return ReduceKind::add;
  if (isa<AndOp>(op))
    return ReduceKind::and_;
  if (isa<OrOp>(op))
    return ReduceKind::or_;
  if (isa<XorOp>(op))
    return ReduceKind::xor_;
  return std::nullopt;
}

/// The most operations and leaves one reduction chain may have: a fully
/// unrolled 8 x 8 block (64 leaves, 63 links) and then some.
static constexpr size_t kMaxChain = 256;

void SLPVectorize::findReductions(bool outsideLoops) {
  // Roots: reassociable operations no operation of the same kind in this
  // block combines further, in program order.
  SmallVector<Operation *> roots;
  for (Operation &op : *block) {
    std::optional<ReduceKind> kind = getReassociableKind(&op);
    if (!kind)
      continue;
    bool inner = llvm::any_of(op.getResult(0).getUsers(), [&](Operation *user) {
      return user->getBlock() == block && user->getName() == op.getName() &&
             getReassociableKind(user) == kind && op.getResult(0).hasOneUse();
    });
    if (!inner)
      roots.push_back(&op);
  }
  for (Operation *root : roots) {
    ReduceKind kind = *getReassociableKind(root);
    // The chain: operations of the root's kind with one use, in this block;
    // the leaves are their other operands, left to right.
    SmallVector<Operation *> chain;
    SmallVector<Value> leaves;
    std::function<bool(Operation *)> walk = [&](Operation *op) {
      chain.push_back(op);
      for (Value operand : op->getOperands()) {
        Operation *def = operand.getDefiningOp();
        if (def && def->getBlock() == block &&
            def->getName() == root->getName() &&
            getReassociableKind(def) == kind && operand.hasOneUse()) {
          if (chain.size() + leaves.size() > kMaxChain || !walk(def))
            return false;
        } else {
          leaves.push_back(operand);
        }
      }
      return true;
    };
    // At least four leaves: a single operation is no horizontal reduction.
    if (!walk(root) || leaves.size() < 4)
      continue;
    // All the leaves as one vector, or runs of them.
    Type type = root->getResult(0).getType();
    unsigned bits = getBits(type);
    if (!llvm::isPowerOf2_64(leaves.size()) ||
        leaves.size() * bits > options.widthBits) {
      llvm::sort(chain, [&](Operation *a, Operation *b) {
        return a->isBeforeInBlock(b);
      });
      reduceKind = kind;
      reduceLeafGroups(std::move(chain), std::move(leaves), outsideLoops);
      if (budget.exhausted)
        return;
      continue;
    }
    // Loads of one address in any order: sorted by offset.
    SmallVector<std::pair<int64_t, Value>> sorted;
    std::optional<Address> base;
    for (Value leaf : leaves) {
      auto load = leaf.getDefiningOp<LoadOp>();
      std::optional<Address> address =
          load ? decompose(load.getAddr()) : std::nullopt;
      if (!address || (base && !address->sameTerms(*base)))
        break;
      if (!base)
        base = address;
      sorted.push_back({address->offset, leaf});
    }
    if (sorted.size() == leaves.size()) {
      llvm::stable_sort(sorted, [](const auto &a, const auto &b) {
        return a.first < b.first;
      });
      for (auto [i, entry] : llvm::enumerate(sorted))
        leaves[i] = entry.second;
    }
    if (!budget.take())
      return;
    // Program order: the root last.
    llvm::sort(chain, [&](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
    reduction = true;
    reduceKind = kind;
    bool done = false;
    std::optional<Refusal> refusal = tryTree(leaves, chain, done);
    reduction = false;
    if (!done && refusal)
      noteRefusal(root->getLoc(), *refusal, outsideLoops);
  }
}

/// The first load `value`'s expression reads, following each operation's
/// first operand that is not a constant, within `block`.
static LoadOp getLeadingLoad(Value value, Block *block) {
  for (unsigned depth = 0; depth < 8; ++depth) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != block)
      return nullptr;
    if (auto load = dyn_cast<LoadOp>(def))
      return load;
    auto operand = llvm::find_if(def->getOperands(), [](Value operand) {
      return !operand.getDefiningOp<ConstantOp>();
    });
    if (operand == def->operand_end())
      return nullptr;
    value = *operand;
  }
  return nullptr;
}

void SLPVectorize::reduceLeafGroups(SmallVector<Operation *> chain,
                                    SmallVector<Value> leaves,
                                    bool outsideLoops) {
  // Groups: leaves made by one operation whose leading loads read one
  // address, in order of their first leaf, each sorted by offset (LLVM's
  // HorizontalReduction groups its reduced values by their loads' pointers
  // the same way).
  struct Group {
    OperationName name;
    Type type;
    Address address;
    SmallVector<std::pair<int64_t, Value>> leaves;
  };
  SmallVector<Group> groups;
  for (Value leaf : leaves) {
    Operation *def = leaf.getDefiningOp();
    LoadOp load = getLeadingLoad(leaf, block);
    if (!load || !isVectorElement(load.getType()))
      continue;
    std::optional<Address> address = decompose(load.getAddr());
    if (!address)
      continue;
    Type type = load.getType();
    auto group = llvm::find_if(groups, [&](const Group &candidate) {
      return candidate.name == def->getName() && candidate.type == type &&
             candidate.address.sameTerms(*address);
    });
    if (group == groups.end()) {
      groups.push_back(Group{def->getName(), type, *address, {}});
      group = std::prev(groups.end());
    }
    group->leaves.push_back({address->offset, leaf});
  }
  unsigned leafBits = getBits(chain.back()->getResult(0).getType());
  // The run state is this function's alone.
  llvm::scope_exit reset([&] {
    otherLeaves.clear();
    treeWidthBits = options.widthBits;
  });
  std::optional<Refusal> firstGroupRefusal;
  for (Group &group : groups) {
    llvm::stable_sort(group.leaves, [](const auto &a, const auto &b) {
      return a.first < b.first;
    });
    // Leaves extended from narrow loads (bytes summed as i32, LLVM's
    // psadbw shape) may take two registers' worth of lanes.
    treeWidthBits = getBits(group.type) * 2 <= leafBits ? 2 * options.widthBits
                                                        : options.widthBits;
    unsigned maxLanes = treeWidthBits / leafBits;
    size_t k = 0;
    while (k + 4 <= group.leaves.size()) {
      bool taken = false;
      for (unsigned lanes = maxLanes; lanes >= 4 && !taken; lanes /= 2) {
        if (k + lanes > group.leaves.size())
          continue;
        if (!budget.take())
          return;
        SmallVector<Value> run;
        for (size_t i = k; i < k + lanes; ++i)
          run.push_back(group.leaves[i].second);
        otherLeaves.clear();
        for (Value leaf : leaves)
          if (!llvm::is_contained(run, leaf))
            otherLeaves.push_back(leaf);
        reduction = true;
        bool done = false;
        std::optional<Refusal> refusal = tryTree(run, chain, done);
        reduction = false;
        if (done) {
          taken = true;
          k += lanes;
          chain = rebuiltChain;
          leaves = otherLeaves;
          leaves.push_back(rebuiltReduction);
        } else if (refusal && !firstGroupRefusal) {
          firstGroupRefusal = refusal;
        }
      }
      if (!taken)
        ++k;
    }
  }
  if (firstGroupRefusal)
    noteRefusal(chain.back()->getLoc(), *firstGroupRefusal, outsideLoops);
}

LogicalResult SLPVectorize::run() {
  TraitView funcTraits = TraitView::forOp(func);
  for (TraitAttrInterface stale : funcTraits.getStale())
    if (auto staleRequest = dyn_cast<RequestAttr>(stale);
        staleRequest && staleRequest.getKind() == RequestKind::vectorize)
      reporter.missed(func.getLoc(), "StaleRequest",
                      llvm::formatv("ignored stale vectorize request (stamped "
                                    "at epoch {0}, the function is at {1})",
                                    staleRequest.getEpoch(),
                                    func.getCurrentEpoch()));
  RequestAttr functionRequest = funcTraits.getRequest(RequestKind::vectorize);
  for (Block &current : func.getBody()) {
    if (budget.exhausted)
      break;
    CFGLoop *loop = loops.getLoopFor(&current);
    if (loop) {
      Operation *branch = LoopInfo::getBackEdgeBranch(loop);
      if (!branch ||
          !TraitView::forOp(branch).getRequest(RequestKind::vectorize))
        continue;
    } else if (!functionRequest) {
      continue;
    }
    if (options.widthBits < 16)
      continue;
    processBlock(&current, !loop);
  }
  if (!functionRequest)
    return success();
  if (straightLineTrees)
    return recordRequestResult(
        reporter, func, functionRequest, std::nullopt,
        llvm::formatv("vectorized {0} tree(s) of straight-line code: cost "
                      "{1:F1} -> {2:F1}",
                      straightLineTrees, straightLineScalar,
                      straightLineVector));
  if (options.widthBits < 16)
    return recordRequestResult(reporter, func, functionRequest,
                               DenyReason::CostModel,
                               "straight-line vectorization is off "
                               "(width-bits=0)");
  if (budget.exhausted && !firstRefusal)
    return recordRequestResult(reporter, func, functionRequest,
                               DenyReason::TooLarge,
                               "vir.max_iterations ran out before any group "
                               "of stores was vectorized");
  if (firstRefusal) {
    std::string note = firstRefusal->note;
    if (straightLineRefusals > 1)
      note += llvm::formatv(" (and {0} more group(s) refused)",
                            straightLineRefusals - 1)
                  .str();
    return recordRequestResult(reporter, func, functionRequest,
                               firstRefusal->reason, note);
  }
  return recordRequestResult(reporter, func, functionRequest,
                             DenyReason::Unsupported,
                             "no group of stores to consecutive elements "
                             "outside loops");
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct SLPVectorizePass : vct::impl::SLPVectorizePassBase<SLPVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    SLPVectorizePassOptions options{maxIterations, widthBits, maxTreeNodes};
    // Over the budget the loops stay unbuilt: every block then needs the
    // function's vectorize request, as straight-line code does.
    auto &loops = getAnalysis<LoopInfo>();
    loops.build(maxIterations);
    SLPVectorize vectorize(func, loops, getAnalysis<AliasInfo>(), reporter,
                           options);
    if (failed(vectorize.run()))
      return signalPassFailure();
    numTrees += vectorize.trees;
    numStores += vectorize.stores;
    numGathers += vectorize.gathers;
    numShuffles += vectorize.shuffles;
    numExtracts += vectorize.extracts;
    numRefused += vectorize.refused;
    numReductions += vectorize.reductions;
    PassOutcome outcome;
    outcome.changed = vectorize.trees != 0;
    outcome.changedTraits = outcome.changed;
    outcome.budgetExhausted = vectorize.exhausted();
    outcome.budgetNote = "groups of stores after that point were not "
                         "vectorized";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
