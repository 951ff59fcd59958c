//===- SimplifyCFG.cpp - Clean up the control-flow graph ------------------===//
//
// Local CFG rewrites on a function's own body, repeated until none applies
// (or vir.max_iterations sweeps ran):
//
//  - remove blocks unreachable from the entry;
//  - fold `cond_br` on a constant or to one place, `switch` on a constant or
//    to one place (erasing the side-effect-free computation of the folded
//    condition that nothing else uses), and turn a one-case `switch` into a
//    `cond_br`;
//  - drop block arguments that are unused or get the same value on every
//    edge;
//  - forward branches through blocks that only branch on;
//  - thread an edge that passes a constant condition past a block that only
//    branches on that argument (`p && q` leaves such a block: its first
//    test passes `false` to the block that tests the result), or on a
//    compare of it with a constant (the flag by which clang's cleanups
//    route `break` and `return` out of a scope: `flag == 0`; LLVM's
//    FoldCondBranchOnValueKnownInPredecessor), unless the block is a loop
//    header (the edge would enter the loop elsewhere);
//  - merge a block into its only predecessor when that one ends in `br`;
//  - join two tests of one value against constants in a row, where the
//    second block only tests and both share a destination (`c >= '0' &&
//    c <= '9'`), into one test of a range (LLVM's FoldBranchToCommonDest,
//    for this case);
//  - turn a chain of compares of one value with constants, each block
//    testing one and passing the rest on (what `c == ' ' || c == '\n' ||
//    c == '\t'` leaves), into one `switch` (LLVM's
//    FoldValueComparisonIntoPredecessors): the backends lower a switch to
//    a range check and a bit test or a table, where a chain tests each
//    constant in turn.
//
// Requests live on terminators (loop requests on back edges, hot/cold path
// requests on the block's terminator). A block whose terminator carries
// traits is neither forwarded nor merged away; a folded branch keeps its
// traits, except loop requests when it no longer forms a back edge: those,
// and the requests in deleted blocks, get an AlreadyDone result. Opaque
// regions are single operations here and are never entered.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#include <deque>

namespace vct {
#define GEN_PASS_DEF_SIMPLIFYCFGPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "simplify-cfg"

using namespace mlir;
using namespace vct;
using namespace vct::vir;
using llvm::ConstantRange;

namespace {
struct Counts {
  unsigned removedBlocks = 0;
  unsigned foldedBranches = 0;
  unsigned removedArguments = 0;
  unsigned forwardedBlocks = 0;
  unsigned mergedBlocks = 0;
  unsigned threadedEdges = 0;
  unsigned foldedOps = 0;
  unsigned formedSwitches = 0;
  unsigned joinedTests = 0;

  bool any() const {
    return removedBlocks || foldedBranches || removedArguments ||
           forwardedBlocks || mergedBlocks || threadedEdges || foldedOps ||
           formedSwitches || joinedTests;
  }
};

/// What a block's terminator tests for a chain of compares: `cond_br (icmp
/// eq|ne x, C)` (one case) or `switch x`, with the edge taken when x is none
/// of the cases (the chain goes on there).
struct ChainTest {
  Value x;
  SmallVector<int64_t> values;
  SmallVector<Block *> dests;
  SmallVector<OperandRange> operands;
  Block *next = nullptr;
  OperandRange nextOperands{nullptr, 0};
};

class CFGSimplifier {
public:
  CFGSimplifier(FuncOp func, PassReporter &reporter, unsigned minSwitchCases)
      : func(func), reporter(reporter), minSwitchCases(minSwitchCases) {}

  /// One sweep of every rewrite; true if anything changed.
  bool sweep() {
    bool changed = removeUnreachableBlocks();
    changed |= foldBranches();
    changed |= simplifyBlockArguments();
    changed |= forwardEmptyBlocks();
    changed |= threadConstantConditions();
    changed |= mergeBlocks();
    changed |= joinRangeTests();
    changed |= formSwitches();
    return changed;
  }

  const Counts &getCounts() const { return counts; }
  /// True once a strong request was denied as illegal (never by this pass's
  /// own AlreadyDone results, but the reporter decides).
  bool hadInternalError() const { return internalError; }

private:
  bool removeUnreachableBlocks();
  bool foldBranches();
  bool simplifyBlockArguments();
  bool forwardEmptyBlocks();
  bool threadConstantConditions();
  bool mergeBlocks();
  bool joinRangeTests();
  bool formSwitches();
  /// Turns the chain of compares that starts with `head`'s test into one
  /// switch if it has at least minSwitchCases cases; true if it did.
  bool formSwitch(Block *head, ChainTest headTest);

  /// Replaces terminator `old` by `br dest(operands)`, and erases what
  /// computed its operands if nothing else needs it.
  void replaceWithBranch(Operation *old, Block *dest, ValueRange operands);
  /// Erases the side-effect-free definitions of `values` that are left
  /// unused, then theirs: a folded branch's condition goes with it, so that
  /// the blocks it leaves empty are forwarded in this run, not the next.
  void eraseDeadDefinitions(ValueRange values);
  /// Moves the traits of `old` to `replacement`, which branches from the
  /// same block; loop requests move only if it still forms a back edge.
  void transferTraits(Operation *old, Operation *replacement);
  /// Replaces the block argument `argument` by `value`; when that is a
  /// constant, folds the users it makes constant (a block whose argument
  /// an edge passes `0` and `1` to computes `add 0, 1` otherwise, which
  /// only the next pipeline round would fold).
  void replaceArgument(BlockArgument argument, Value value);

  /// An edge of a switch to forward: successor index, new destination,
  /// operands.
  struct SwitchEdit {
    unsigned successor;
    Block *dest;
    SmallVector<Value> operands;
  };
  /// Rebuilds `switchOp` once with every edit applied (cost linear in the
  /// switch, however many edges change).
  void rewriteSwitch(SwitchOp switchOp, ArrayRef<SwitchEdit> edits);
  /// The switch edges forwardEmptyBlocks redirects, by switch in the order
  /// first met (program order of the blocks they leave).
  llvm::MapVector<Operation *, SmallVector<SwitchEdit>> switchEdits;

  FuncOp func;
  PassReporter &reporter;
  /// The fewest cases a chain of compares needs to become a switch (0:
  /// never).
  unsigned minSwitchCases;
  Counts counts;
  bool internalError = false;
};
} // namespace

/// True if `op` carries any trait.
static bool hasTraits(Operation *op) { return !getTraitList(op).empty(); }

/// The operands of each case of `switchOp`, in time linear in the switch:
/// iterating getCaseOperands() sums the segment sizes before each case
/// again (MLIR's OperandRangeRange), quadratic in the cases.
static SmallVector<OperandRange> getCaseOperandRanges(SwitchOp switchOp) {
  OperandRange all = switchOp.getCaseOperands().join();
  SmallVector<OperandRange> ranges;
  unsigned offset = 0;
  for (int32_t size : switchOp.getCaseOperandSegments()) {
    ranges.push_back(all.slice(offset, size));
    offset += size;
  }
  return ranges;
}

bool CFGSimplifier::removeUnreachableBlocks() {
  unsigned removed =
      vct::removeUnreachableBlocks(reporter, func.getBody(), internalError);
  counts.removedBlocks += removed;
  LLVM_DEBUG(if (removed) llvm::dbgs()
             << "  - removed " << removed << " unreachable blocks\n");
  return removed != 0;
}

void CFGSimplifier::transferTraits(Operation *old, Operation *replacement) {
  internalError |= failed(transferBranchTraits(reporter, old, replacement));
}

void CFGSimplifier::replaceArgument(BlockArgument argument, Value value) {
  if (!matchPattern(value, m_Constant())) {
    argument.replaceAllUsesWith(value);
    return;
  }
  SmallVector<Operation *> users(argument.getUsers());
  argument.replaceAllUsesWith(value);
  counts.foldedOps += foldConstantOperations(users);
}

void CFGSimplifier::replaceWithBranch(Operation *old, Block *dest,
                                      ValueRange operands) {
  SmallVector<Value> oldOperands(old->getOperands());
  LLVM_DEBUG(llvm::dbgs() << "  - fold " << old->getName() << " at "
                          << old->getLoc() << " to a branch\n");
  internalError |=
      failed(vct::replaceWithBranch(reporter, old, dest, operands));
  ++counts.foldedBranches;
  eraseDeadDefinitions(oldOperands);
}

void CFGSimplifier::eraseDeadDefinitions(ValueRange values) {
  SmallVector<Operation *> worklist;
  SmallPtrSet<Operation *, 8> erased;
  auto push = [&](ValueRange operands) {
    for (Value value : operands)
      if (Operation *def = value.getDefiningOp())
        worklist.push_back(def);
  };
  push(values);
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    // Operations with traits may carry requests: dce reports those.
    if (erased.contains(op) || !isOpTriviallyDead(op) || hasTraits(op))
      continue;
    push(op->getOperands());
    erased.insert(op);
    op->erase();
  }
}

bool CFGSimplifier::foldBranches() {
  bool changed = false;
  for (Block &block : func.getBody()) {
    Operation *terminator = block.getTerminator();
    if (auto condBr = dyn_cast<CondBrOp>(terminator)) {
      APInt condition;
      if (matchPattern(condBr.getCondition(), m_ConstantInt(&condition))) {
        bool taken = !condition.isZero();
        replaceWithBranch(condBr,
                          taken ? condBr.getTrueDest() : condBr.getFalseDest(),
                          taken ? condBr.getTrueDestOperands()
                                : condBr.getFalseDestOperands());
        changed = true;
      } else if (condBr.getTrueDest() == condBr.getFalseDest() &&
                 condBr.getTrueDestOperands() ==
                     condBr.getFalseDestOperands()) {
        replaceWithBranch(condBr, condBr.getTrueDest(),
                          condBr.getTrueDestOperands());
        changed = true;
      }
      continue;
    }
    auto switchOp = dyn_cast<SwitchOp>(terminator);
    if (!switchOp)
      continue;
    APInt flag;
    if (matchPattern(switchOp.getFlag(), m_ConstantInt(&flag))) {
      int64_t value =
          flag.getBitWidth() == 1 ? flag.getZExtValue() : flag.getSExtValue();
      replaceWithBranch(switchOp, switchOp.getDestinationFor(value),
                        switchOp.getOperandsFor(value));
      changed = true;
      continue;
    }
    Block *defaultDest = switchOp.getDefaultDestination();
    OperandRange defaultOperands = switchOp.getDefaultOperands();
    bool allDefault = true;
    for (auto [dest, operands] : llvm::zip(switchOp.getCaseDestinations(),
                                           getCaseOperandRanges(switchOp)))
      allDefault &= dest == defaultDest && operands == defaultOperands;
    if (allDefault) {
      replaceWithBranch(switchOp, defaultDest, defaultOperands);
      changed = true;
      continue;
    }
    if (switchOp.getCaseDestinations().size() != 1)
      continue;
    // switch %x [default: ^d, c: ^e] -> cond_br (icmp eq %x, c), ^e, ^d
    OpBuilder builder(switchOp);
    Location loc = switchOp.getLoc();
    Type flagType = switchOp.getFlag().getType();
    int64_t caseValue = (*switchOp.getCaseValues())[0];
    Value constant = ConstantOp::create(
        builder, loc, flagType, builder.getIntegerAttr(flagType, caseValue));
    Value isCase = ICmpOp::create(builder, loc, ICmpPredicate::eq,
                                  switchOp.getFlag(), constant);
    auto condBr = CondBrOp::create(
        builder, loc, isCase, switchOp.getCaseDestinations()[0],
        switchOp.getCaseOperands()[0], defaultDest, defaultOperands);
    LLVM_DEBUG(llvm::dbgs() << "  - fold the one-case switch at " << loc
                            << " to a conditional branch\n");
    transferTraits(switchOp, condBr);
    switchOp.erase();
    ++counts.foldedBranches;
    changed = true;
  }
  return changed;
}

bool CFGSimplifier::simplifyBlockArguments() {
  // A worklist of blocks, first in program order: removing an argument can
  // make another one removable, and revisiting only the blocks it touches
  // keeps a cascade (a value carried through a chain of joins and loops)
  // from costing a sweep of the function per step.
  std::deque<Block *> worklist;
  DenseSet<Block *> queued;
  auto push = [&](Block *block) {
    if (block != &func.getBody().front() && block->getNumArguments() != 0 &&
        queued.insert(block).second)
      worklist.push_back(block);
  };
  for (Block &block : func.getBody())
    push(&block);

  bool changed = false;
  SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
  while (!worklist.empty()) {
    Block *block = worklist.front();
    worklist.pop_front();
    queued.erase(block);
    edges.clear();
    bool allBranches = true;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch) {
        allBranches = false;
        break;
      }
      edges.emplace_back(branch, it.getSuccessorIndex());
    }
    if (!allBranches)
      continue;
    // The arguments that go, erased together after the scan.
    llvm::BitVector dead(block->getNumArguments());
    for (int index = block->getNumArguments() - 1; index >= 0; --index) {
      BlockArgument argument = block->getArgument(index);
      // The one value every edge passes (the argument itself, on a
      // self-loop, does not count).
      Value common;
      bool unique = true;
      for (auto [branch, successor] : edges) {
        Value incoming = branch.getSuccessorOperands(successor)[index];
        if (!incoming) {
          unique = false;
          break;
        }
        if (incoming == argument || incoming == common)
          continue;
        if (common) {
          unique = false;
          break;
        }
        common = incoming;
      }
      // Used only on edges into this block to arguments that go (a value
      // carried around a loop in a chain of arguments) counts as unused.
      bool unused = llvm::all_of(argument.getUses(), [&](OpOperand &use) {
        std::optional<unsigned> to = getEdgeArgumentIndex(use, block);
        return to && dead.test(*to);
      });
      if (!unused) {
        if (!unique || !common)
          continue;
        // The blocks the argument flows into now get `common` instead:
        // their own argument may now have one value.
        for (Operation *user : argument.getUsers())
          if (user->hasTrait<OpTrait::IsTerminator>())
            for (Block *successor : user->getSuccessors())
              push(successor);
        replaceArgument(argument, common);
      }
      // A block argument the edges passed may be left unused.
      for (auto [branch, successor] : edges)
        if (auto passed = dyn_cast<BlockArgument>(
                branch.getSuccessorOperands(successor)[index]))
          if (passed != argument)
            push(passed.getOwner());
      LLVM_DEBUG(llvm::dbgs()
                 << "  - remove argument " << index << " of the block at "
                 << argument.getLoc() << "\n");
      dead.set(index);
      ++counts.removedArguments;
      changed = true;
    }
    eraseBlockArguments(block, dead);
  }
  return changed;
}

bool CFGSimplifier::forwardEmptyBlocks() {
  bool changed = false;
  for (Block &block : llvm::drop_begin(func.getBody())) {
    auto branch = dyn_cast<BrOp>(&block.front());
    if (!branch || branch->getBlock()->getTerminator() != branch)
      continue;
    Block *dest = branch.getDest();
    if (dest == &block || block.hasNoPredecessors())
      continue;
    if (hasTraits(branch)) {
      LLVM_DEBUG(llvm::dbgs() << "  - keep the empty block ending at "
                              << branch.getLoc() << ": requests\n");
      reporter.missed(branch.getLoc(), "KeptBlock",
                      "empty block kept: its branch carries requests");
      continue;
    }
    // The block's arguments may only feed its own branch.
    if (llvm::any_of(block.getArguments(), [&](BlockArgument argument) {
          return llvm::any_of(argument.getUsers(), [&](Operation *user) {
            return user != branch.getOperation();
          });
        }))
      continue;
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    for (auto it = block.pred_begin(), e = block.pred_end(); it != e; ++it)
      if (auto pred = dyn_cast<BranchOpInterface>((*it)->getTerminator()))
        edges.emplace_back(pred, it.getSuccessorIndex());
    bool redirectable =
        edges.size() == static_cast<size_t>(std::distance(block.pred_begin(),
                                                          block.pred_end())) &&
        llvm::all_of(edges, [](auto edge) {
          return edge.first.getSuccessorOperands(edge.second)
                     .getProducedOperandCount() == 0;
        });
    if (!redirectable)
      continue;
    for (auto [pred, successor] : edges) {
      SuccessorOperands incoming = pred.getSuccessorOperands(successor);
      SmallVector<Value> forwarded;
      for (Value operand : branch.getDestOperands()) {
        auto argument = dyn_cast<BlockArgument>(operand);
        forwarded.push_back(argument && argument.getOwner() == &block
                                ? incoming[argument.getArgNumber()]
                                : operand);
      }
      // A switch's edges are rewritten together at the end: changing one
      // case's operands in place moves every operand after it and rebuilds
      // the segment sizes, so one edge at a time costs the whole switch per
      // edge (quadratic in its cases). Until then the edge still reaches
      // `block`, which a later sweep removes once unreachable.
      if (isa<SwitchOp>(pred)) {
        switchEdits[pred.getOperation()].push_back(
            {successor, dest, std::move(forwarded)});
        continue;
      }
      pred->setSuccessor(dest, successor);
      incoming.getMutableForwardedOperands().assign(forwarded);
    }
    LLVM_DEBUG(llvm::dbgs() << "  - forward the empty block ending at "
                            << branch.getLoc() << "\n");
    ++counts.forwardedBlocks;
    changed = true;
  }
  for (auto &[op, edits] : switchEdits)
    rewriteSwitch(cast<SwitchOp>(op), edits);
  switchEdits.clear();
  return changed;
}

bool CFGSimplifier::threadConstantConditions() {
  bool changed = false;
  std::optional<DominanceInfo> dominance;
  for (Block &block : llvm::drop_begin(func.getBody())) {
    // The branch is on an argument, or on a compare of an argument with a
    // constant that only the branch reads (a flag the returns or breaks of
    // a scope with cleanups pass: `flag == 0`).
    // Constants before them are left in place.
    Operation *first = &block.front();
    while (first->hasTrait<OpTrait::ConstantLike>())
      first = first->getNextNode();
    auto compare = dyn_cast<ICmpOp>(first);
    std::optional<APInt> bound;
    if (compare) {
      bound = getScalarConstant(compare.getRhs());
      if (!bound || !compare->hasOneUse())
        continue;
    }
    auto branch =
        dyn_cast_or_null<CondBrOp>(compare ? compare->getNextNode() : first);
    if (!branch || hasTraits(branch) ||
        (compare && branch.getCondition() != compare.getResult()))
      continue;
    auto condition = dyn_cast<BlockArgument>(compare ? compare.getLhs()
                                                     : branch.getCondition());
    if (!condition || condition.getOwner() != &block)
      continue;
    // The block's arguments may only feed its own compare and branch.
    if (llvm::any_of(block.getArguments(), [&](BlockArgument argument) {
          return llvm::any_of(argument.getUsers(), [&](Operation *user) {
            return user != branch.getOperation() &&
                   user != compare.getOperation();
          });
        }))
      continue;
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    for (auto it = block.pred_begin(), e = block.pred_end(); it != e; ++it) {
      auto pred = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!pred || pred.getSuccessorOperands(it.getSuccessorIndex())
                       .getProducedOperandCount())
        continue;
      Value incoming = pred.getSuccessorOperands(
          it.getSuccessorIndex())[condition.getArgNumber()];
      if (getScalarConstant(incoming))
        edges.emplace_back(pred, it.getSuccessorIndex());
    }
    if (edges.empty())
      continue;
    // A loop header's entering edge must stay an edge into the header.
    if (!dominance)
      dominance.emplace(func);
    if (llvm::any_of(block.getPredecessors(), [&](Block *pred) {
          return dominance->dominates(&block, pred);
        }))
      continue;
    for (auto [pred, successor] : edges) {
      SuccessorOperands incoming = pred.getSuccessorOperands(successor);
      APInt value = *getScalarConstant(incoming[condition.getArgNumber()]);
      bool taken = compare ? evaluateICmp(compare.getPredicate(), value, *bound)
                           : value.isOne();
      Block *dest = taken ? branch.getTrueDest() : branch.getFalseDest();
      SmallVector<Value> forwarded;
      for (Value operand : taken ? branch.getTrueDestOperands()
                                 : branch.getFalseDestOperands()) {
        auto argument = dyn_cast<BlockArgument>(operand);
        forwarded.push_back(argument && argument.getOwner() == &block
                                ? incoming[argument.getArgNumber()]
                                : operand);
      }
      pred->setSuccessor(dest, successor);
      incoming.getMutableForwardedOperands().assign(forwarded);
      ++counts.threadedEdges;
    }
    LLVM_DEBUG(llvm::dbgs()
               << "  - thread " << edges.size() << " constant edges past "
               << branch.getLoc() << "\n");
    changed = true;
    dominance.reset();
  }
  return changed;
}

void CFGSimplifier::rewriteSwitch(SwitchOp switchOp,
                                  ArrayRef<SwitchEdit> edits) {
  // Successor 0 is the default destination, successor i + 1 case i.
  Block *defaultDest = switchOp.getDefaultDestination();
  SmallVector<Value> defaultOperands(switchOp.getDefaultOperands());
  SmallVector<Block *> dests(switchOp.getCaseDestinations());
  SmallVector<SmallVector<Value>> operands;
  for (OperandRange range : getCaseOperandRanges(switchOp))
    operands.emplace_back(range.begin(), range.end());
  for (const SwitchEdit &edit : edits) {
    if (edit.successor == 0) {
      defaultDest = edit.dest;
      defaultOperands = edit.operands;
    } else {
      dests[edit.successor - 1] = edit.dest;
      operands[edit.successor - 1] = edit.operands;
    }
  }
  SmallVector<ValueRange> ranges(operands.begin(), operands.end());
  OpBuilder builder(switchOp);
  auto replacement =
      SwitchOp::create(builder, switchOp.getLoc(), switchOp.getFlag(),
                       defaultOperands, ranges, switchOp.getCaseValuesAttr(),
                       switchOp.getBranchWeightsAttr(), defaultDest, dests);
  replacement->setDiscardableAttrs(switchOp->getDiscardableAttrDictionary());
  switchOp->erase();
}

bool CFGSimplifier::mergeBlocks() {
  bool changed = false;
  for (Block &block :
       llvm::make_early_inc_range(llvm::drop_begin(func.getBody()))) {
    Block *pred = block.getSinglePredecessor();
    if (!pred || pred == &block)
      continue;
    auto branch = dyn_cast<BrOp>(pred->getTerminator());
    if (!branch)
      continue;
    // A cycle that an earlier rewrite of this sweep made unreachable may
    // pass the block a value of its own (dominance does not hold there):
    // the next sweep deletes it instead.
    if (llvm::any_of(branch.getDestOperands(), [&](Value operand) {
          return operand.getParentBlock() == &block;
        }))
      continue;
    if (hasTraits(branch)) {
      LLVM_DEBUG(llvm::dbgs() << "  - keep the block after " << branch.getLoc()
                              << ": the branch carries requests\n");
      reporter.missed(branch.getLoc(), "KeptBlock",
                      "block not merged into its predecessor: the "
                      "predecessor's branch carries requests");
      continue;
    }
    LLVM_DEBUG(llvm::dbgs() << "  - merge the block after " << branch.getLoc()
                            << " into its predecessor\n");
    for (auto [argument, operand] :
         llvm::zip(block.getArguments(), branch.getDestOperands()))
      replaceArgument(argument, operand);
    branch.erase();
    pred->getOperations().splice(pred->end(), block.getOperations());
    block.dropAllUses();
    block.erase();
    ++counts.mergedBlocks;
    changed = true;
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// Chains of compares into switches
//===----------------------------------------------------------------------===//

/// The test `terminator` makes, if it is one a chain may hold: on an integer
/// of 2 to 64 bits, and the terminator carries no traits (requests stay
/// where they are). Without `withCases`, a switch's cases are left out
/// (only `x` and the continuation are wanted: copying them costs the
/// switch's size, for each block it reaches).
static std::optional<ChainTest> getChainTest(Operation *terminator,
                                             bool withCases = true) {
  if (hasTraits(terminator))
    return std::nullopt;
  auto fits = [](Value x) {
    auto type = dyn_cast<IntegerType>(x.getType());
    return type && type.getWidth() >= 2 && type.getWidth() <= 64;
  };
  ChainTest test;
  if (auto switchOp = dyn_cast<SwitchOp>(terminator)) {
    if (!fits(switchOp.getFlag()))
      return std::nullopt;
    test.x = switchOp.getFlag();
    test.next = switchOp.getDefaultDestination();
    test.nextOperands = switchOp.getDefaultOperands();
    if (!withCases)
      return test;
    if (std::optional<ArrayRef<int64_t>> values = switchOp.getCaseValues())
      test.values.assign(values->begin(), values->end());
    test.dests.assign(switchOp.getCaseDestinations().begin(),
                      switchOp.getCaseDestinations().end());
    for (OperandRange range : getCaseOperandRanges(switchOp))
      test.operands.push_back(range);
    return test;
  }
  auto condBr = dyn_cast<CondBrOp>(terminator);
  if (!condBr)
    return std::nullopt;
  auto icmp = condBr.getCondition().getDefiningOp<ICmpOp>();
  if (!icmp || (icmp.getPredicate() != ICmpPredicate::eq &&
                icmp.getPredicate() != ICmpPredicate::ne))
    return std::nullopt;
  std::optional<APInt> c = getScalarConstant(icmp.getRhs());
  test.x = icmp.getLhs();
  if (!c) {
    c = getScalarConstant(icmp.getLhs());
    test.x = icmp.getRhs();
  }
  if (!c || !fits(test.x) || getScalarConstant(test.x))
    return std::nullopt;
  bool eq = icmp.getPredicate() == ICmpPredicate::eq;
  test.values.push_back(c->getSExtValue());
  test.dests.push_back(eq ? condBr.getTrueDest() : condBr.getFalseDest());
  test.operands.push_back(eq ? condBr.getTrueDestOperands()
                             : condBr.getFalseDestOperands());
  test.next = eq ? condBr.getFalseDest() : condBr.getTrueDest();
  test.nextOperands =
      eq ? condBr.getFalseDestOperands() : condBr.getTrueDestOperands();
  return test;
}

/// True if `block` holds a compare and the conditional branch on it, and
/// nothing else: the compare has no other use and no trait, so it goes
/// with the block.
static bool holdsOnlyItsCompare(Block *block) {
  auto branch = dyn_cast<CondBrOp>(block->getTerminator());
  auto compare = dyn_cast<ICmpOp>(&block->front());
  return branch && compare && compare->getNextNode() == branch &&
         compare.getResult() == branch.getCondition() && compare->hasOneUse() &&
         !hasTraits(compare);
}

/// The test of `block` if the chain of `pred`, which tests `x`, goes on
/// into it: `pred` is its only predecessor, it has no arguments, and it
/// holds nothing but its test of `x` (a compare only its branch uses, or a
/// switch). `withCases` as for getChainTest.
static std::optional<ChainTest> getLinkTest(Block *block, Block *pred, Value x,
                                            bool withCases = true) {
  if (block->getSinglePredecessor() != pred || block->getNumArguments() != 0)
    return std::nullopt;
  Operation *terminator = block->getTerminator();
  if (&block->front() != terminator && !holdsOnlyItsCompare(block))
    return std::nullopt;
  std::optional<ChainTest> test = getChainTest(terminator, withCases);
  if (!test || test->x != x)
    return std::nullopt;
  return test;
}

/// The other destination of `condBr`, besides `dest`.
static Block *getOtherDest(CondBrOp condBr, Block *dest) {
  return condBr.getTrueDest() == dest ? condBr.getFalseDest()
                                      : condBr.getTrueDest();
}

/// The operands `condBr` passes to `dest` (its true or false destination).
static OperandRange getDestOperands(CondBrOp condBr, Block *dest) {
  return condBr.getTrueDest() == dest ? condBr.getTrueDestOperands()
                                      : condBr.getFalseDestOperands();
}

bool CFGSimplifier::joinRangeTests() {
  bool changed = false;
  std::optional<RangeInfo> ranges;
  for (Block &block : func.getBody()) {
    auto first = dyn_cast<CondBrOp>(block.getTerminator());
    if (!first || hasTraits(first) ||
        first.getTrueDest() == first.getFalseDest())
      continue;
    std::optional<ConstantCompare> firstTest =
        matchConstantCompare(first.getCondition());
    if (!firstTest)
      continue;
    // The second test: a successor holding only a compare of the same
    // value and its branch, one of whose destinations is the first
    // branch's other one (`shared`), with the same operands.
    for (Block *next : {first.getTrueDest(), first.getFalseDest()}) {
      if (next == &block || next->getSinglePredecessor() != &block ||
          next->getNumArguments() != 0)
        continue;
      if (!holdsOnlyItsCompare(next))
        continue;
      auto second = cast<CondBrOp>(next->getTerminator());
      Operation *compare = &next->front();
      if (hasTraits(second))
        continue;
      std::optional<ConstantCompare> secondTest =
          matchConstantCompare(second.getCondition());
      if (!secondTest || secondTest->x != firstTest->x)
        continue;
      // Chains of equality tests are formSwitches' business.
      auto isEquality = [](Value condition) {
        ICmpPredicate predicate =
            condition.getDefiningOp<ICmpOp>().getPredicate();
        return predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne;
      };
      if (isEquality(first.getCondition()) && isEquality(second.getCondition()))
        continue;
      Block *shared = getOtherDest(first, next);
      if (second.getTrueDest() != shared && second.getFalseDest() != shared)
        continue;
      Block *other = getOtherDest(second, shared);
      if (other == shared ||
          getDestOperands(first, shared) != getDestOperands(second, shared))
        continue;
      // x reaches `other` when the first test leads to `next` and the
      // second one on to `other`; every other x reaches `shared`.
      ConstantRange toNext = first.getTrueDest() == next
                                 ? firstTest->range
                                 : firstTest->range.inverse();
      ConstantRange toOther = second.getTrueDest() == other
                                  ? secondTest->range
                                  : secondTest->range.inverse();
      std::optional<ConstantRange> joined = toNext.exactIntersectWith(toOther);
      if (!joined)
        continue;
      LLVM_DEBUG(llvm::dbgs()
                 << "  - join the tests at " << first.getLoc() << " and "
                 << second.getLoc() << " into one range test\n");
      // The traits' range of x may decide the joined test (each test
      // alone instcombine would fold).
      if (!ranges)
        ranges.emplace(func);
      OpBuilder builder(first);
      Value condition =
          buildRangeTest(builder, first.getLoc(), firstTest->x, *joined,
                         getKnownRange(*ranges, firstTest->x));
      SmallVector<Value> otherOperands(getDestOperands(second, other));
      SmallVector<Value> sharedOperands(getDestOperands(first, shared));
      CondBrOp::create(builder, first.getLoc(), condition, other, otherOperands,
                       shared, sharedOperands);
      SmallVector<Value> oldOperands{first.getCondition()};
      oldOperands.append(compare->getOperands().begin(),
                         compare->getOperands().end());
      first.erase();
      second.erase();
      compare->erase();
      next->erase();
      eraseDeadDefinitions(oldOperands);
      ++counts.joinedTests;
      changed = true;
      break;
    }
  }
  return changed;
}

bool CFGSimplifier::formSwitches() {
  if (minSwitchCases == 0)
    return false;
  bool changed = false;
  // The links a switch absorbs are erased; the head stays, so the walk goes
  // on from it.
  for (Block *head = &func.getBody().front(); head;
       head = head->getNextNode()) {
    Block &block = *head;
    std::optional<ChainTest> test = getChainTest(block.getTerminator());
    if (!test || test->next == &block)
      continue;
    // A block the chain of its predecessor goes on into is not a head: its
    // chain is formed from there, once.
    if (Block *pred = block.getSinglePredecessor()) {
      std::optional<ChainTest> predTest =
          getChainTest(pred->getTerminator(), /*withCases=*/false);
      if (predTest && predTest->x == test->x && predTest->next == &block &&
          getLinkTest(&block, pred, test->x, /*withCases=*/false))
        continue;
    }
    changed |= formSwitch(&block, std::move(*test));
  }
  return changed;
}

bool CFGSimplifier::formSwitch(Block *head, ChainTest headTest) {
  Value x = headTest.x;
  SmallVector<Block *> links;
  SmallVector<ChainTest> tests;
  tests.push_back(std::move(headTest));
  while (Block *next = tests.back().next) {
    if (next == head)
      break;
    std::optional<ChainTest> link =
        getLinkTest(next, links.empty() ? head : links.back(), x);
    if (!link)
      break;
    links.push_back(next);
    tests.push_back(std::move(*link));
  }
  if (links.empty())
    return false;
  // The cases in chain order; a value an earlier test took is never seen
  // again, so its later case goes. The switch reaches at most
  // kMaxDestinations places (a block and the operands passed to it; what
  // the backends lower to a bit test or a small table), and at most
  // kMaxEdgesWithOperands of its edges pass operands: the LLVM backend
  // gives each edge to a block that another edge also reaches a block of
  // its own, and llc's block placement is quadratic in thousands of those
  // when they pass operands to a join (a chain of `if (x == k) return
  // k % 7;` inlined into a loop). The chain is cut at the longest prefix
  // that fits, its continuation (the default) included.
  constexpr size_t kMaxDestinations = 8;
  constexpr size_t kMaxEdgesWithOperands = 16;
  SmallVector<int64_t> values;
  SmallVector<Block *> dests;
  SmallVector<ValueRange> operands;
  DenseSet<int64_t> seen;
  SmallVector<std::pair<Block *, ValueRange>, kMaxDestinations> places;
  size_t edgesWithOperands = 0;
  auto isNewPlace = [&](Block *dest, ValueRange range) {
    return llvm::none_of(places, [&](const auto &place) {
      return place.first == dest && llvm::equal(place.second, range);
    });
  };
  size_t kept = 0, keptCases = 0;
  for (auto [index, test] : llvm::enumerate(tests)) {
    bool fits = true;
    for (auto [value, dest, range] :
         llvm::zip(test.values, test.dests, test.operands)) {
      if (!seen.insert(value).second)
        continue;
      bool newPlace = isNewPlace(dest, range);
      if ((newPlace && places.size() == kMaxDestinations) ||
          (!range.empty() && edgesWithOperands == kMaxEdgesWithOperands)) {
        fits = false;
        break;
      }
      if (newPlace)
        places.emplace_back(dest, range);
      edgesWithOperands += !range.empty();
      values.push_back(value);
      dests.push_back(dest);
      operands.push_back(range);
    }
    if (!fits)
      break;
    if (places.size() + isNewPlace(test.next, test.nextOperands) <=
            kMaxDestinations &&
        edgesWithOperands + !test.nextOperands.empty() <=
            kMaxEdgesWithOperands) {
      kept = index + 1;
      keptCases = values.size();
    }
  }
  // At least the head and one link, and enough cases.
  if (kept < 2 || keptCases < minSwitchCases)
    return false;
  tests.truncate(kept);
  links.truncate(kept - 1);
  values.truncate(keptCases);
  dests.truncate(keptCases);
  operands.truncate(keptCases);
  // What the edges pass must be defined before the chain (a link holds only
  // its compare).
  auto inLink = [&](Value value) {
    return llvm::is_contained(links, value.getParentBlock());
  };
  if (llvm::any_of(
          operands,
          [&](ValueRange range) { return llvm::any_of(range, inLink); }) ||
      llvm::any_of(tests.back().nextOperands, inLink))
    return false;

  Operation *old = head->getTerminator();
  LLVM_DEBUG(llvm::dbgs() << "  - turn the chain of " << tests.size()
                          << " tests at " << old->getLoc() << " into a "
                          << values.size() << "-case switch\n");
  OpBuilder builder(old);
  SwitchOp::create(builder, old->getLoc(), x, tests.back().next,
                   ValueRange(tests.back().nextOperands), values, dests,
                   operands);
  SmallVector<Value> oldOperands(old->getOperands());
  old->erase();
  for (Block *link : links) {
    // Its predecessor, the block before it in the chain, no longer
    // branches to it.
    if (auto compare = dyn_cast<ICmpOp>(&link->front()))
      oldOperands.append({compare.getLhs(), compare.getRhs()});
    while (!link->empty())
      link->back().erase();
    link->erase();
  }
  eraseDeadDefinitions(oldOperands);
  ++counts.formedSwitches;
  return true;
}

namespace {
struct SimplifyCFGPass : vct::impl::SimplifyCFGPassBase<SimplifyCFGPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    CFGSimplifier simplifier(func, reporter, minSwitchCases);

    int64_t sweeps = 0;
    bool changed = true;
    while (changed && sweeps < maxIterations) {
      changed = simplifier.sweep();
      ++sweeps;
    }
    // Dropping block arguments keeps the CFG; every other change edits it.
    const Counts &counts = simplifier.getCounts();
    PassOutcome outcome;
    outcome.changed = counts.any();
    outcome.changedCFG = counts.removedBlocks || counts.foldedBranches ||
                         counts.forwardedBlocks || counts.mergedBlocks ||
                         counts.threadedEdges || counts.formedSwitches ||
                         counts.joinedTests;
    outcome.budgetExhausted = changed;
    outcome.budgetNote = "the CFG may simplify further";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    if (simplifier.hadInternalError())
      return signalPassFailure();
    numBlocksRemoved += counts.removedBlocks;
    numBranchesFolded += counts.foldedBranches;
    numArgumentsRemoved += counts.removedArguments;
    numBlocksForwarded += counts.forwardedBlocks;
    numBlocksMerged += counts.mergedBlocks;
    numEdgesThreaded += counts.threadedEdges;
    numSwitchesFormed += counts.formedSwitches;
    numTestsJoined += counts.joinedTests;
    if (outcome.changed && reporter.remarksEnabled())
      reporter.passed(
          func.getLoc(), "Simplified",
          llvm::formatv("removed {0} unreachable blocks, folded {1} branches, "
                        "dropped {2} block arguments, forwarded {3} empty "
                        "blocks, threaded {4} constant edges, merged {5} "
                        "blocks, joined {6} pairs of tests into range tests, "
                        "formed {7} switches",
                        counts.removedBlocks, counts.foldedBranches,
                        counts.removedArguments, counts.forwardedBlocks,
                        counts.threadedEdges, counts.mergedBlocks,
                        counts.joinedTests, counts.formedSwitches));
  }
};
} // namespace
