//===- GVN.cpp - Global value numbering and redundant loads ---------------===//
//
// One walk over the reachable blocks of a function's own body in reverse
// post-order, so that every block comes after its forward predecessors and
// after the blocks that dominate it. Along the walk:
//
//  - Value numbers. A block argument, and the result of anything that is
//    not a side-effect-free single-result operation, gets a fresh number.
//    A side-effect-free operation gets the number of its expression: the
//    opcode, its attributes without `vir.traits`, its result type and its
//    operands' numbers (sorted for commutative operations; for `icmp` the
//    smaller number goes left and the predicate is swapped to match). If a
//    value with that number dominates the operation, the operation is
//    replaced by it. Otherwise, at a join whose predecessors all end in `br`
//    or `cond_br` and each have such a value at their end, the operation
//    becomes a new block argument fed by those values.
//
//  - Memory. The state at a point is a list of facts "the `type` value at
//    the address numbered `a` is `v`", made by loads and stores. A write
//    removes the facts it may touch, as `AliasInfo::mayClobber` says from
//    traits alone (O-31, O-32); volatile and atomic accesses remove
//    everything and make no fact. A load with a fact is replaced by its
//    value. The state entering a block is:
//      * at a join of forward edges, the facts every predecessor has at its
//        end: one value, or different ones merged into a block argument
//        that is created only if a load uses it (the same conditions as
//        above);
//      * at a natural loop header, the facts all entering edges agree on
//        that no operation anywhere in the loop may write: exactly what
//        holds on every path around the loop;
//      * at either, the facts its arguments carry: an argument `v` that
//        every edge fills with a load of what it passes for a pointer
//        argument `p`, nothing writing after the load in the edge's
//        block, is the value at `p` (no access stands for such a fact,
//        so any write ends it);
//      * after any other retreating (irreducible) edge, nothing.
//    So a load is replaced exactly when every path to it from the access
//    that made its value known is free of writes that may touch it. A load
//    of the low bytes of a fact of another scalar type (as wide or wider,
//    integer or float) is a truncation of its bits, as `vir.trunc` and
//    `vir.bitcast`.
//
//  - Loads through loop headers, after the walk (forwardThroughHeaders):
//    a load the walk left in a loop, reading memory as it was on entry to
//    the loop header (no write that may touch it between the header's
//    start and the load, through single predecessors), whose address on
//    each edge into the header (header arguments replaced by what the edge
//    passes, the address's other loop operations renumbered with them) has
//    a fact at the end of the edge's source, becomes a header argument fed
//    by those values. The facts at the ends of blocks hold whatever the
//    walk assumed at headers (it assumed less, never more), so the back
//    edges' facts may be used.
//    A store of the value a fact gives for its address (same value number)
//    writes nothing new and is removed.
//
// An SSA value that a fact names is the same on every path the fact
// travels: facts made inside a loop never reach its header, and block
// arguments and operation results are only named after their definition.
//
// Operations inside a `vir.opaque_region` are never visited; the region is
// one operation that may write anything its traits do not exclude. Every
// operation visited counts against vir.max_iterations; when the budget runs
// out the walk stops there and the pass warns.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopMemory.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_GVNPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "gvn"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// At most this many memory facts are tracked at one point; the oldest go
/// first.
static constexpr size_t kMaxFacts = 64;
/// A fact merged from more accesses than this is dropped: every write
/// would be checked against each of them.
static constexpr size_t kMaxFactAccesses = 4;
/// Joins with more incoming edges than this get no new block arguments.
static constexpr unsigned kMaxJoinEdges = 8;
/// How many earlier values with a number are tried as a dominating leader
/// (the first one and the most recent ones).
static constexpr size_t kMaxLeaderCandidates = 8;
/// How many blocks a load may be below the loop header whose arguments it
/// is forwarded through, and how deep its address is translated.
static constexpr unsigned kMaxHeaderPathBlocks = 4;
static constexpr unsigned kMaxTranslateDepth = 4;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// What a numbered operation computes.
struct Expression {
  OperationName name;
  DictionaryAttr attributes;
  Type type;
  SmallVector<unsigned, 3> operands;

  bool operator==(const Expression &other) const {
    return name == other.name && attributes == other.attributes &&
           type == other.type && operands == other.operands;
  }
  llvm::hash_code hash() const {
    return llvm::hash_combine(
        name.getAsOpaquePointer(), attributes.getAsOpaquePointer(),
        type.getAsOpaquePointer(),
        llvm::hash_combine_range(operands.begin(), operands.end()));
  }
};

/// A value the walk knows to be in memory: an SSA value, or the merge at a
/// join of different values (an index into the merges), which becomes a
/// block argument when a load uses it.
struct KnownValue {
  Value value;
  int merge = -1;

  bool operator==(const KnownValue &other) const {
    return value == other.value && merge == other.merge;
  }
};

/// "The `type` value at the address numbered `address` is `value`", made by
/// `accesses` (loads and stores of exactly those bytes), which stand for it
/// in alias queries.
struct MemoryFact {
  unsigned address;
  Type type;
  KnownValue value;
  SmallVector<Operation *, 2> accesses;
};

using MemoryState = SmallVector<MemoryFact, 8>;

/// Different values at the ends of the predecessors of `block`.
struct Merge {
  Block *block;
  Type type;
  /// One per incoming edge: the predecessor and its successor index.
  SmallVector<std::pair<Block *, unsigned>, 4> edges;
  SmallVector<KnownValue, 4> incoming;
  /// The block argument, once a load needed it.
  Value argument;
};
} // namespace

/// True if GVN numbers `op` as an expression.
static bool isNumbered(Operation *op) {
  return op->getNumRegions() == 0 && op->getNumResults() == 1 &&
         !op->hasTrait<OpTrait::IsTerminator>() && isPureComputation(op);
}

/// Adds an argument of `type` to `block`, fed `incoming[k]` by its k-th
/// incoming edge (each ends in `br` or `cond_br`: canAddArgument).
static Value addJoinArgument(Block *block, Type type, Location loc,
                             ArrayRef<Value> incoming) {
  Value argument = block->addArgument(type, loc);
  unsigned edge = 0;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e;
       ++it, ++edge)
    cast<BranchOpInterface>((*it)->getTerminator())
        .getSuccessorOperands(it.getSuccessorIndex())
        .append(incoming[edge]);
  return argument;
}

/// True if every predecessor edge of `block` can take one more operand.
static bool canAddArgument(Block *block) {
  if (block->isEntryBlock() || block->hasNoPredecessors())
    return false;
  unsigned edges = 0;
  for (Block *pred : block->getPredecessors()) {
    if (!isa<BrOp, CondBrOp>(pred->getTerminator()))
      return false;
    ++edges;
  }
  return edges >= 2 && edges <= kMaxJoinEdges;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
class GVN {
public:
  GVN(FuncOp func, DominanceInfo &dominance, const LoopInfo &loops,
      const AliasInfo &aliases, int64_t budget)
      : func(func), dominance(dominance), loops(loops), aliases(aliases),
        budget{budget} {}

  /// Walks the function. Returns false if the budget ran out.
  bool run();

  unsigned getRemovedOps() const { return removedOps; }
  unsigned getJoinedOps() const { return joinedOps; }
  unsigned getRemovedLoads() const { return removedLoads; }
  unsigned getLoadArguments() const { return loadArguments; }
  unsigned getRemovedStores() const { return removedStores; }

private:
  //===--- Value numbers
  //---------------------------------------------------===//

  unsigned getNumber(Value value) {
    auto [it, inserted] = numbers.try_emplace(value, nextNumber);
    if (inserted)
      ++nextNumber;
    return it->second;
  }
  void setFreshNumber(Value value) { numbers[value] = nextNumber++; }
  Expression getExpression(Operation *op);
  /// The expression of `op` with operands numbered `operands`.
  Expression getExpression(Operation *op, SmallVector<unsigned, 3> operands);
  unsigned getExpressionNumber(const Expression &expression);
  /// A value numbered `number` that properly dominates `point`, or null.
  Value findLeader(unsigned number, Operation *point);
  /// Replaces `op` by `value` and erases it.
  void replace(Operation *op, Value value);

  //===--- Walk
  //------------------------------------------------------------===//

  void visitBlock(Block &block);
  void visitNumbered(Operation *op);
  void visitLoad(LoadOp load, MemoryState &state);
  void visitStore(StoreOp store, MemoryState &state);
  void visitOther(Operation *op, MemoryState &state);

  //===--- Memory
  //----------------------------------------------------------===//

  MemoryState getEntryState(Block *block);
  void addArgumentFacts(Block *block, MemoryState &state);
  MemoryState meet(Block *block, ArrayRef<std::pair<Block *, unsigned>> edges,
                   bool allowMerges);
  const LoopMemory &getLoopMemory(CFGLoop *loop);
  bool mayClobber(Operation *writer, const MemoryFact &fact) const {
    // A fact no access stands for (addArgumentFacts'): any write.
    if (fact.accesses.empty())
      return true;
    return llvm::any_of(fact.accesses, [&](Operation *access) {
      return aliases.mayClobber(writer, access);
    });
  }
  void forgetClobbered(Operation *writer, MemoryState &state) {
    llvm::erase_if(state, [&](const MemoryFact &fact) {
      return mayClobber(writer, fact);
    });
  }
  static MemoryFact *findFact(MemoryState &state, unsigned address, Type type) {
    for (MemoryFact &fact : llvm::reverse(state))
      if (fact.address == address && fact.type == type)
        return &fact;
    return nullptr;
  }
  /// A fact of another scalar type at `address` whose low bytes a load of
  /// `type` reads (VIR is little-endian): an integer or float as wide or
  /// wider, both of whole bytes (a structure stored whole as an `i64`, a
  /// field loaded; a float copied as its bits). Only SSA values.
  static MemoryFact *findCoercibleFact(MemoryState &state, unsigned address,
                                       Type type) {
    unsigned width = getScalarBits(type);
    if (!width)
      return nullptr;
    for (MemoryFact &fact : llvm::reverse(state))
      if (fact.address == address && fact.type != type && fact.value.value &&
          getScalarBits(fact.type) >= width)
        return &fact;
    return nullptr;
  }
  /// The width of an integer or float scalar of 1, 2, 4 or 8 bytes (an
  /// integer type of each exists); 0 otherwise.
  static unsigned getScalarBits(Type type) {
    if (!isa<IntegerType, FloatType>(type))
      return 0;
    unsigned width = type.getIntOrFloatBitWidth();
    return llvm::is_contained({8u, 16u, 32u, 64u}, width) ? width : 0;
  }
  /// The low bytes of `value` read as `type` (findCoercibleFact's types):
  /// its bits as an integer, truncated, then as `type`.
  static Value coerce(OpBuilder &builder, Location loc, Value value,
                      Type type) {
    MLIRContext *context = builder.getContext();
    unsigned from = value.getType().getIntOrFloatBitWidth();
    unsigned to = type.getIntOrFloatBitWidth();
    if (!isa<IntegerType>(value.getType()))
      value = BitcastOp::create(builder, loc, IntegerType::get(context, from),
                                value);
    if (to < from)
      value =
          TruncOp::create(builder, loc, IntegerType::get(context, to), value);
    if (value.getType() != type)
      value = BitcastOp::create(builder, loc, type, value);
    return value;
  }
  static void addFact(MemoryState &state, MemoryFact fact) {
    llvm::erase_if(state, [&](const MemoryFact &known) {
      return known.address == fact.address && known.type == fact.type;
    });
    if (state.size() == kMaxFacts)
      state.erase(state.begin());
    state.push_back(std::move(fact));
  }
  /// The SSA value for `known` usable at `load`, creating the block
  /// arguments of merges; null if it does not dominate `load`.
  Value resolve(const KnownValue &known, Operation *load);
  Value materialize(int merge);

  //===--- Loads through loop headers
  //--------------------------------------===//

  /// After the walk: each load a loop left unreplaced whose value, on every
  /// edge into the loop header above it, is known at the edge's source
  /// for the address the edge makes it (its arguments replaced by what the
  /// edge passes) becomes a new header argument fed by those values.
  void forwardThroughHeaders();
  /// The loop header `load` reads memory as it was on entry to: the load's
  /// block or one above it through single predecessors, with nothing on the
  /// way that may write what it reads; null if none.
  Block *findCleanHeader(LoadOp load);
  /// The number `value` would have on the edge from `pred` into `header`:
  /// header arguments replaced by what the edge passes, values from before
  /// the loop kept, pure operations of the loop translated operand by
  /// operand (an expression the walk numbered somewhere); none otherwise.
  std::optional<unsigned> translateNumber(Value value, Block *header,
                                          Block *pred, CFGLoop *loop,
                                          unsigned depth);

  FuncOp func;
  DominanceInfo &dominance;
  const LoopInfo &loops;
  const AliasInfo &aliases;
  IterationBudget budget;
  bool exhausted = false;

  DenseMap<Value, unsigned> numbers;
  unsigned nextNumber = 0;
  /// Expressions by hash, then by equality.
  DenseMap<unsigned, SmallVector<std::pair<Expression, unsigned>, 1>>
      expressions;
  /// The values numbered N, in the order they were met.
  DenseMap<unsigned, SmallVector<Value, 2>> leaders;

  /// Reverse post-order position of every reachable block.
  DenseMap<Block *, unsigned> order;
  /// The memory state at the end of each visited block.
  DenseMap<Block *, MemoryState> exitStates;
  SmallVector<Merge> merges;
  DenseMap<CFGLoop *, LoopMemory> loopMemory;
  /// Loads in loops the walk found no fact for, in walk order.
  SmallVector<LoadOp> loopLoads;

  unsigned removedOps = 0, joinedOps = 0, removedLoads = 0, loadArguments = 0,
           removedStores = 0;
};
} // namespace

Expression GVN::getExpression(Operation *op) {
  SmallVector<unsigned, 3> operands;
  for (Value operand : op->getOperands())
    operands.push_back(getNumber(operand));
  return getExpression(op, std::move(operands));
}

Expression GVN::getExpression(Operation *op,
                              SmallVector<unsigned, 3> operands) {
  MLIRContext *context = op->getContext();
  NamedAttrList attributes(op->getAttrDictionary());
  attributes.erase(VIRDialect::getTraitsAttrName());
  if (operands.size() == 2 && operands[0] > operands[1]) {
    if (op->hasTrait<OpTrait::IsCommutative>()) {
      std::swap(operands[0], operands[1]);
    } else if (auto icmp = dyn_cast<ICmpOp>(op)) {
      std::swap(operands[0], operands[1]);
      attributes.set(icmp.getPredicateAttrName(),
                     ICmpPredicateAttr::get(
                         context, swapICmpPredicate(icmp.getPredicate())));
    }
  }
  return {op->getName(), attributes.getDictionary(context),
          op->getResult(0).getType(), std::move(operands)};
}

unsigned GVN::getExpressionNumber(const Expression &expression) {
  auto &bucket = expressions[static_cast<unsigned>(expression.hash())];
  for (const auto &[known, number] : bucket)
    if (known == expression)
      return number;
  bucket.emplace_back(expression, nextNumber);
  return nextNumber++;
}

Value GVN::findLeader(unsigned number, Operation *point) {
  auto it = leaders.find(number);
  if (it == leaders.end())
    return {};
  ArrayRef<Value> values = it->second;
  // The first value met (often in a block dominating most of the function)
  // and the most recent ones.
  if (dominance.properlyDominates(values.front(), point))
    return values.front();
  size_t tried = 1;
  for (Value value : llvm::reverse(values.drop_front())) {
    if (tried++ == kMaxLeaderCandidates)
      break;
    if (dominance.properlyDominates(value, point))
      return value;
  }
  return {};
}

void GVN::replace(Operation *op, Value value) {
  LLVM_DEBUG(llvm::dbgs() << "  - replace " << op->getName() << " at "
                          << op->getLoc() << "\n");
  op->getResult(0).replaceAllUsesWith(value);
  numbers.erase(op->getResult(0));
  op->erase();
}

bool GVN::run() {
  Region &body = func.getBody();
  llvm::ReversePostOrderTraversal<Block *> traversal(&body.front());
  SmallVector<Block *> blocks(traversal.begin(), traversal.end());
  for (auto [index, block] : llvm::enumerate(blocks))
    order[block] = index;
  for (Block *block : blocks) {
    visitBlock(*block);
    if (exhausted)
      return false;
  }
  forwardThroughHeaders();
  return !exhausted;
}

void GVN::visitBlock(Block &block) {
  if (!budget.take()) {
    exhausted = true;
    return;
  }
  for (BlockArgument argument : block.getArguments())
    setFreshNumber(argument);
  MemoryState state = getEntryState(&block);
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (!budget.take()) {
      exhausted = true;
      return;
    }
    if (isNumbered(&op)) {
      visitNumbered(&op);
      continue;
    }
    for (Value result : op.getResults())
      setFreshNumber(result);
    if (auto load = dyn_cast<LoadOp>(op))
      visitLoad(load, state);
    else if (auto store = dyn_cast<StoreOp>(op))
      visitStore(store, state);
    else
      visitOther(&op, state);
  }
  exitStates[&block] = std::move(state);
}

void GVN::visitNumbered(Operation *op) {
  unsigned number = getExpressionNumber(getExpression(op));
  if (Value leader = findLeader(number, op)) {
    replace(op, leader);
    ++removedOps;
    return;
  }

  // A join where every incoming edge brings a value with this number.
  Block *block = op->getBlock();
  if (!op->hasTrait<OpTrait::ConstantLike>() && !isa<UndefOp>(op) &&
      canAddArgument(block)) {
    SmallVector<Value, 4> incoming;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto position = order.find(*it);
      if (position == order.end() || position->second >= order[block])
        break;
      Value value = findLeader(number, (*it)->getTerminator());
      if (!value)
        break;
      incoming.push_back(value);
    }
    if (incoming.size() == static_cast<size_t>(std::distance(
                               block->pred_begin(), block->pred_end()))) {
      Value argument = addJoinArgument(block, op->getResult(0).getType(),
                                       op->getLoc(), incoming);
      LLVM_DEBUG(llvm::dbgs() << "  - join: a block argument for value number "
                              << number << "\n");
      replace(op, argument);
      numbers[argument] = number;
      leaders[number].push_back(argument);
      ++joinedOps;
      return;
    }
  }

  numbers[op->getResult(0)] = number;
  leaders[number].push_back(op->getResult(0));
}

void GVN::visitLoad(LoadOp load, MemoryState &state) {
  if (isVolatileOrAtomicAccess(load)) {
    state.clear();
    return;
  }
  unsigned address = getNumber(load.getAddr());
  Type type = load.getType();
  if (MemoryFact *fact = findFact(state, address, type)) {
    if (Value value = resolve(fact->value, load)) {
      LLVM_DEBUG(llvm::dbgs() << "  - load: value known in memory\n");
      replace(load, value);
      ++removedLoads;
      return;
    }
  }
  if (MemoryFact *fact = findCoercibleFact(state, address, type)) {
    if (Value value = resolve(fact->value, load)) {
      LLVM_DEBUG(llvm::dbgs() << "  - load: low bytes of a value in memory\n");
      OpBuilder builder(load);
      Value low = coerce(builder, load.getLoc(), value, type);
      setFreshNumber(low);
      replace(load, low);
      ++removedLoads;
      addFact(state, {address, type, {low}, {fact->accesses}});
      return;
    }
  }
  if (loops.getLoopFor(load->getBlock()))
    loopLoads.push_back(load);
  addFact(state, {address, type, {load.getResult()}, {load}});
}

void GVN::visitStore(StoreOp store, MemoryState &state) {
  if (isVolatileOrAtomicAccess(store)) {
    state.clear();
    return;
  }
  unsigned address = getNumber(store.getAddr());
  // Memory already holds the stored value (`*p = *p` across a diamond, a
  // struct written back with a field unchanged): the store changes nothing.
  if (MemoryFact *fact = findFact(state, address, store.getValue().getType())) {
    Value known = fact->value.value;
    if (known && getNumber(known) == getNumber(store.getValue())) {
      LLVM_DEBUG(llvm::dbgs() << "  - store: memory holds its value\n");
      store.erase();
      ++removedStores;
      return;
    }
  }
  // Facts about the same address go whatever the traits say.
  llvm::erase_if(state, [&](const MemoryFact &fact) {
    return fact.address == address || mayClobber(store, fact);
  });
  addFact(state,
          {address, store.getValue().getType(), {store.getValue()}, {store}});
}

void GVN::visitOther(Operation *op, MemoryState &state) {
  if (isVolatileOrAtomicAccess(op)) {
    state.clear();
    return;
  }
  if (mayWriteMemory(op))
    forgetClobbered(op, state);
}

MemoryState GVN::getEntryState(Block *block) {
  if (block->isEntryBlock())
    return {};
  unsigned position = order[block];
  SmallVector<std::pair<Block *, unsigned>, 4> forward;
  bool retreating = false, unreachable = false;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto pred = order.find(*it);
    if (pred == order.end())
      unreachable = true; // never executed: no constraint
    else if (pred->second >= position)
      retreating = true;
    else
      forward.emplace_back(*it, it.getSuccessorIndex());
  }
  if (forward.empty())
    return {};
  if (!retreating) {
    MemoryState state =
        meet(block, forward, !unreachable && canAddArgument(block));
    addArgumentFacts(block, state);
    return state;
  }

  // Only a natural loop's header keeps facts over its back edges: those
  // that hold on entry and that nothing in the loop may write.
  CFGLoop *loop = loops.getLoopFor(block);
  if (!loop || loop->getHeader() != block)
    return {};
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto pred = order.find(*it);
    if (pred != order.end() && pred->second >= position && !loop->contains(*it))
      return {};
  }
  MemoryState state = meet(block, forward, /*allowMerges=*/false);
  // A volatile or atomic access in the loop: forget everything.
  const LoopMemory &memory = getLoopMemory(loop);
  if (memory.synchronizes)
    return {};
  llvm::erase_if(state, [&](const MemoryFact &fact) {
    return llvm::any_of(memory.writers, [&](Operation *writer) {
      return mayClobber(writer, fact);
    });
  });
  // Facts the back edges establish themselves hold whatever the loop
  // writes before them.
  addArgumentFacts(block, state);
  return state;
}

/// Facts a block's arguments carry: when every edge into `block` passes,
/// for its pointer argument `p`, an address `a` and, for its argument `v`,
/// the result of a load of `a` in the edge's own block after which nothing
/// there may write memory, then `v` is the value at `p` on entry (a
/// pointer walked in a loop whose latch loads the next element: the load
/// of `p` after the header is `v`). No access stands for such a fact, so
/// any write clobbers it. Each operation scanned is charged to the budget.
void GVN::addArgumentFacts(Block *block, MemoryState &state) {
  if (block->getNumArguments() < 2)
    return;
  SmallVector<std::pair<BranchOpInterface, unsigned>, 4> edges;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch || branch.getSuccessorOperands(it.getSuccessorIndex())
                       .getProducedOperandCount())
      return;
    edges.emplace_back(branch, it.getSuccessorIndex());
  }
  // The load the edge passes for `v`, of what it passes for `p`, with no
  // write after it in the edge's block.
  auto loadsOnEdge = [&](auto edge, BlockArgument v, BlockArgument p) {
    SuccessorOperands operands = edge.first.getSuccessorOperands(edge.second);
    auto load = operands[v.getArgNumber()].template getDefiningOp<LoadOp>();
    if (!load || load.getType() != v.getType() ||
        load.getAddr() != operands[p.getArgNumber()] ||
        isVolatileOrAtomicAccess(load) ||
        load->getBlock() != edge.first->getBlock())
      return false;
    for (Operation *op = load->getNextNode(); op; op = op->getNextNode()) {
      if (!budget.take()) {
        exhausted = true;
        return false;
      }
      if (isVolatileOrAtomicAccess(op) || mayWriteMemory(op))
        return false;
    }
    return true;
  };
  // The pointer arguments by what the first edge passes them, so that each
  // argument's candidates are found without trying every pair.
  SuccessorOperands firstOperands =
      edges.front().first.getSuccessorOperands(edges.front().second);
  llvm::SmallDenseMap<Value, SmallVector<BlockArgument, 1>, 8> byAddress;
  for (BlockArgument p : block->getArguments())
    if (isa<PtrType>(p.getType()))
      byAddress[firstOperands[p.getArgNumber()]].push_back(p);
  for (BlockArgument v : block->getArguments()) {
    auto load = firstOperands[v.getArgNumber()].getDefiningOp<LoadOp>();
    if (!load)
      continue;
    auto candidates = byAddress.find(load.getAddr());
    if (candidates == byAddress.end())
      continue;
    for (BlockArgument p : candidates->second) {
      if (p == v || !llvm::all_of(edges, [&](auto edge) {
            return loadsOnEdge(edge, v, p);
          }))
        continue;
      LLVM_DEBUG(llvm::dbgs() << "  - block argument " << v.getArgNumber()
                              << " is the value at argument "
                              << p.getArgNumber() << " on entry\n");
      addFact(state, {getNumber(p), v.getType(), {v}, {}});
      break;
    }
  }
}

MemoryState GVN::meet(Block *block,
                      ArrayRef<std::pair<Block *, unsigned>> edges,
                      bool allowMerges) {
  // Forward predecessors were visited: their states exist, and looking
  // them up does not insert (which could move the others).
  auto stateAt = [&](Block *pred) -> MemoryState & {
    auto it = exitStates.find(pred);
    assert(it != exitStates.end() && "forward predecessor not visited");
    return it->second;
  };
  const MemoryState &first = stateAt(edges.front().first);
  if (edges.size() == 1)
    return first;
  MemoryState result;
  for (const MemoryFact &fact : first) {
    MemoryFact merged = fact;
    SmallVector<KnownValue, 4> incoming = {fact.value};
    bool everywhere = true;
    bool fragile = fact.accesses.empty();
    for (Block *pred : llvm::make_first_range(edges.drop_front())) {
      MemoryState &other = stateAt(pred);
      MemoryFact *match = findFact(other, fact.address, fact.type);
      if (!match) {
        everywhere = false;
        break;
      }
      incoming.push_back(match->value);
      fragile |= match->accesses.empty();
      for (Operation *access : match->accesses)
        if (!llvm::is_contained(merged.accesses, access))
          merged.accesses.push_back(access);
    }
    if (!everywhere || merged.accesses.size() > kMaxFactAccesses)
      continue;
    // A fact any write clobbers on one path stays so after the join.
    if (fragile)
      merged.accesses.clear();
    bool same = llvm::all_equal(incoming);
    if (!same) {
      if (!allowMerges)
        continue;
      merges.push_back({block, fact.type,
                        SmallVector<std::pair<Block *, unsigned>, 4>(
                            edges.begin(), edges.end()),
                        incoming, Value()});
      merged.value = {Value(), static_cast<int>(merges.size() - 1)};
    }
    result.push_back(std::move(merged));
  }
  return result;
}

const LoopMemory &GVN::getLoopMemory(CFGLoop *loop) {
  auto [it, inserted] = loopMemory.try_emplace(loop);
  if (inserted)
    it->second = LoopMemory::get(loop);
  return it->second;
}

Value GVN::resolve(const KnownValue &known, Operation *load) {
  if (known.value)
    return dominance.properlyDominates(known.value, load) ? known.value
                                                          : Value();
  if (!dominance.dominates(merges[known.merge].block, load->getBlock()))
    return {};
  return materialize(known.merge);
}

Value GVN::materialize(int merge) {
  // Create the arguments of this merge and of the merges it is made of
  // first, then feed them: a worklist, as merges can nest deeply.
  SmallVector<int> worklist = {merge}, created;
  while (!worklist.empty()) {
    Merge &current = merges[worklist.pop_back_val()];
    if (current.argument)
      continue;
    current.argument = current.block->addArgument(current.type, func.getLoc());
    LLVM_DEBUG(llvm::dbgs() << "  - merge loaded values in a block argument\n");
    setFreshNumber(current.argument);
    ++loadArguments;
    created.push_back(&current - merges.data());
    for (const KnownValue &value : current.incoming)
      if (!value.value && !merges[value.merge].argument)
        worklist.push_back(value.merge);
  }
  for (int index : created) {
    Merge &current = merges[index];
    for (auto [edge, value] : llvm::zip(current.edges, current.incoming)) {
      auto [pred, successor] = edge;
      Value incoming = value.value ? value.value : merges[value.merge].argument;
      cast<BranchOpInterface>(pred->getTerminator())
          .getSuccessorOperands(successor)
          .append(incoming);
    }
  }
  return merges[merge].argument;
}

Block *GVN::findCleanHeader(LoadOp load) {
  CFGLoop *loop = loops.getLoopFor(load->getBlock());
  if (!loop)
    return nullptr;
  Block *header = loop->getHeader();
  Operation *from = load;
  for (unsigned step = 0; step < kMaxHeaderPathBlocks; ++step) {
    for (Operation *op = from->getPrevNode(); op; op = op->getPrevNode()) {
      if (!budget.take()) {
        exhausted = true;
        return nullptr;
      }
      if (isVolatileOrAtomicAccess(op) ||
          (mayWriteMemory(op) && aliases.mayClobber(op, load)))
        return nullptr;
    }
    Block *block = from->getBlock();
    if (block == header)
      return header;
    Block *pred = block->getSinglePredecessor();
    if (!pred || !loop->contains(pred))
      return nullptr;
    from = pred->getTerminator();
  }
  return nullptr;
}

std::optional<unsigned> GVN::translateNumber(Value value, Block *header,
                                             Block *pred, CFGLoop *loop,
                                             unsigned depth) {
  auto numberOf = [&](Value known) -> std::optional<unsigned> {
    auto it = numbers.find(known);
    if (it == numbers.end())
      return std::nullopt;
    return it->second;
  };
  if (auto argument = dyn_cast<BlockArgument>(value);
      argument && argument.getOwner() == header) {
    Value incoming = getIncomingValue(pred, header, argument.getArgNumber());
    return incoming ? numberOf(incoming) : std::nullopt;
  }
  if (!loop->contains(value.getParentBlock()))
    return numberOf(value);
  Operation *op = value.getDefiningOp();
  if (!op || !isNumbered(op) || depth == kMaxTranslateDepth)
    return std::nullopt;
  SmallVector<unsigned, 3> operands;
  for (Value operand : op->getOperands()) {
    std::optional<unsigned> number =
        translateNumber(operand, header, pred, loop, depth + 1);
    if (!number)
      return std::nullopt;
    operands.push_back(*number);
  }
  // Only an expression the walk numbered: a fact can name no other.
  Expression expression = getExpression(op, std::move(operands));
  auto bucket = expressions.find(static_cast<unsigned>(expression.hash()));
  if (bucket == expressions.end())
    return std::nullopt;
  for (const auto &[known, number] : bucket->second)
    if (known == expression)
      return number;
  return std::nullopt;
}

void GVN::forwardThroughHeaders() {
  // Loads replaced here, and what replaced them: a fact may still name
  // one. They are erased at the end, so that no new value takes their
  // place in the map.
  DenseMap<Value, Value> replaced;
  SmallVector<LoadOp> dead;
  for (LoadOp load : loopLoads) {
    if (!budget.take()) {
      exhausted = true;
      break;
    }
    Block *header = findCleanHeader(load);
    if (!header || !canAddArgument(header))
      continue;
    CFGLoop *loop = loops.getLoopFor(header);
    SmallVector<Value, 4> incoming;
    // The edges whose value is the low bytes of a wider one.
    SmallVector<Block *, 4> widened;
    for (Block *pred : header->getPredecessors()) {
      auto state = exitStates.find(pred);
      std::optional<unsigned> address =
          state == exitStates.end()
              ? std::nullopt
              : translateNumber(load.getAddr(), header, pred, loop, 0);
      MemoryFact *fact =
          address ? findFact(state->second, *address, load.getType()) : nullptr;
      bool wider = false;
      if (!fact && address) {
        fact = findCoercibleFact(state->second, *address, load.getType());
        wider = fact != nullptr;
      }
      if (!fact || !fact->value.value)
        break;
      Value value = fact->value.value;
      if (Value replacement = replaced.lookup(value))
        value = replacement;
      if (!dominance.properlyDominates(value, pred->getTerminator()))
        break;
      incoming.push_back(value);
      widened.push_back(wider ? pred : nullptr);
    }
    if (incoming.size() != static_cast<size_t>(std::distance(
                               header->pred_begin(), header->pred_end())))
      continue;
    LLVM_DEBUG(llvm::dbgs() << "  - load at " << load.getLoc()
                            << ": known on every edge into its loop header\n");
    for (size_t edge = 0; edge < incoming.size(); ++edge) {
      if (!widened[edge])
        continue;
      OpBuilder builder(widened[edge]->getTerminator());
      incoming[edge] =
          coerce(builder, load.getLoc(), incoming[edge], load.getType());
    }
    Value argument =
        addJoinArgument(header, load.getType(), load.getLoc(), incoming);
    load.getResult().replaceAllUsesWith(argument);
    replaced[load.getResult()] = argument;
    dead.push_back(load);
    ++removedLoads;
    ++loadArguments;
  }
  for (LoadOp load : dead) {
    numbers.erase(load.getResult());
    load.erase();
  }
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct GVNPass : vct::impl::GVNPassBase<GVNPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    // Over the budget the loops stay unbuilt and the function looks
    // loop-free: no memory fact then survives a back edge.
    auto &loops = getAnalysis<LoopInfo>();
    loops.build(maxIterations);
    GVN gvn(func, getAnalysis<DominanceInfo>(), loops, getAnalysis<AliasInfo>(),
            maxIterations);
    bool finished = gvn.run();
    PassReporter reporter(getArgument(), func);
    unsigned changes = gvn.getRemovedOps() + gvn.getJoinedOps() +
                       gvn.getRemovedLoads() + gvn.getRemovedStores();
    // Block arguments are new, blocks and edges are not.
    PassOutcome outcome;
    outcome.changed = changes != 0 || gvn.getLoadArguments() != 0;
    outcome.budgetExhausted = !finished;
    outcome.budgetNote =
        "value numbering stopped; later blocks were not looked at";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    numOpsReplaced += gvn.getRemovedOps();
    numOpsJoined += gvn.getJoinedOps();
    numLoadsRemoved += gvn.getRemovedLoads();
    numLoadArguments += gvn.getLoadArguments();
    numStoresRemoved += gvn.getRemovedStores();
    if (outcome.changed && reporter.remarksEnabled()) {
      std::string stores =
          gvn.getRemovedStores()
              ? llvm::formatv("; removed {0} stores of the value already in "
                              "memory",
                              gvn.getRemovedStores())
                    .str()
              : std::string();
      reporter.passed(
          func.getLoc(), "Eliminated",
          llvm::formatv("removed {0} redundant operations ({1} merged into "
                        "block arguments) and {2} redundant loads ({3} block "
                        "arguments for values from several predecessors){4}",
                        gvn.getRemovedOps() + gvn.getJoinedOps(),
                        gvn.getJoinedOps(), gvn.getRemovedLoads(),
                        gvn.getLoadArguments(), stores)
              .str());
    }
  }
};
} // namespace
