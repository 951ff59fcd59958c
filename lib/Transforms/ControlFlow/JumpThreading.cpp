//===- JumpThreading.cpp - Thread edges past branches they decide ---------===//
//
// For each block B ending in `cond_br` or `switch`, and each edge P -> B:
//
//  1. Facts on the edge: B's arguments that P passes a constant; the
//     condition of P's own `cond_br` when B is on only one side of it; the
//     condition of each dominating `cond_br` whose edge dominates P (walking
//     up the dominator tree at most 8 blocks).
//  2. Evaluate B under those facts: its `icmp`, `xor`, `and`, `or` and
//     `select` fold when their operands are known; an `icmp` of two values
//     is also decided by a fact about an `icmp` of the same two values
//     (same, inverted or swapped predicate), and `xor %v, true` by a fact
//     about %v. When B's terminator is then decided (a known condition, a
//     known switch flag), the edge is threaded: P branches to the
//     destination D directly, passing what B would have passed (B's
//     arguments replaced by P's values); if that needs values B computes,
//     those operations (and only those) are copied into a new block for
//     the edge, at most `max-duplicated-ops` of them.
//  3. Refusals, each with a remark: B is a loop header (threading into a
//     loop past its header makes it irreducible); B's terminator carries
//     requests (a latch's loop requests, hot/cold path); B has an operation
//     with a memory effect or with regions (a `vir.opaque_region` is a
//     barrier); a value B defines or receives is used in an unreachable
//     block; too many operations to copy, or the function's copy budget (32
//     operations plus an eighth of its size) spent. A value of B used after
//     B is copied onto the edge too (block arguments: the edge's value),
//     and the SSA updater merges original and copy, adding block arguments
//     where they meet. A predecessor's edges are threaded 8 times at most
//     (an irreducible cycle of decided branches would go round for ever).
//  3b. Branches on an argument: a block that is only a `cond_br` on one of
//     its arguments (read by nothing else) is copied into a predecessor
//     that jumps to it with `vir.br`, which then branches on the value it
//     passed (LLVM's DuplicateCondBranchOnPHIIntoPred: an inlined
//     predicate's `return a < b;` on several paths, tested by the caller).
//     The refusals of 3 apply; each copy counts against the function's copy
//     budget; with max-duplicated-ops=0 only when every predecessor jumps.
//  4. Blocks left without predecessors are deleted (requests in them get
//     an AlreadyDone result).
//  5. Cost: one dominator tree per sweep over the blocks, not one per
//     threaded edge (a block's dominators stay its dominators when an edge
//     skips a threaded block, so facts are taken from every block but the
//     ones threaded past); the SSA updater walks predecessors from the
//     uses back to the definitions (PathSSAUpdater), and that walk is
//     charged to vir.max_iterations.
//
// Reference: LLVM's JumpThreading (threading over a phi of constants, and
// implied conditions from dominating branches).
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
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_JUMPTHREADINGPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "jump-threading"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// What is known on one edge into the block being threaded.
class EdgeFacts {
public:
  /// Facts about i1 values decided by branches, in the order found.
  SmallVector<std::pair<Value, bool>> conditions;
  /// Constants of the block's own arguments and operations.
  DenseMap<Value, APInt> values;

  /// The constant `value` is known to hold, if any.
  std::optional<APInt> lookup(Value value, unsigned depth = 0) const;

private:
  std::optional<bool> lookupCondition(Value value, unsigned depth) const;
};

struct Counts {
  unsigned threaded = 0, duplicated = 0, removedBlocks = 0, merged = 0,
           branchesCopied = 0;
};
} // namespace

static APInt boolean(bool value) { return APInt(1, value ? 1 : 0); }

std::optional<bool> EdgeFacts::lookupCondition(Value value,
                                               unsigned depth) const {
  for (auto [known, holds] : conditions)
    if (known == value)
      return holds;
  if (depth > 4)
    return std::nullopt;
  // xor %v, true is the negation of %v.
  if (auto xorOp = value.getDefiningOp<XorOp>()) {
    for (unsigned i = 0; i < 2; ++i) {
      std::optional<APInt> one = getScalarConstant(xorOp->getOperand(1 - i));
      if (one && one->getBitWidth() == 1 && one->isOne())
        if (std::optional<APInt> inner =
                lookup(xorOp->getOperand(i), depth + 1))
          return inner->isZero();
    }
  }
  // An icmp of the same two values as a known icmp.
  auto icmp = value.getDefiningOp<ICmpOp>();
  if (!icmp)
    return std::nullopt;
  for (auto [known, holds] : conditions) {
    auto other = known.getDefiningOp<ICmpOp>();
    if (!other)
      continue;
    ICmpPredicate predicate = other.getPredicate();
    if (other.getLhs() == icmp.getRhs() && other.getRhs() == icmp.getLhs())
      predicate = swapICmpPredicate(predicate);
    else if (other.getLhs() != icmp.getLhs() || other.getRhs() != icmp.getRhs())
      continue;
    if (predicate == icmp.getPredicate())
      return holds;
    if (predicate == invertICmpPredicate(icmp.getPredicate()))
      return !holds;
  }
  return std::nullopt;
}

std::optional<APInt> EdgeFacts::lookup(Value value, unsigned depth) const {
  auto it = values.find(value);
  if (it != values.end())
    return it->second;
  if (std::optional<APInt> constant = getScalarConstant(value))
    return constant;
  if (value.getType().isInteger(1))
    if (std::optional<bool> holds = lookupCondition(value, depth))
      return boolean(*holds);
  return std::nullopt;
}

/// The constant `op` computes under `facts`, if the operations handled
/// here decide it.
static std::optional<APInt> evaluate(Operation *op, const EdgeFacts &facts) {
  if (op->getNumResults() != 1 || !isa<IntegerType>(op->getResult(0).getType()))
    return std::nullopt;
  if (std::optional<APInt> known = facts.lookup(op->getResult(0)))
    return known;
  if (auto select = dyn_cast<SelectOp>(op)) {
    std::optional<APInt> condition = facts.lookup(select.getCondition());
    if (!condition)
      return std::nullopt;
    return facts.lookup(condition->isOne() ? select.getTrueValue()
                                           : select.getFalseValue());
  }
  if (!isa<ICmpOp, XorOp, AndOp, OrOp>(op))
    return std::nullopt;
  std::optional<APInt> lhs = facts.lookup(op->getOperand(0));
  std::optional<APInt> rhs = facts.lookup(op->getOperand(1));
  if (auto icmp = dyn_cast<ICmpOp>(op)) {
    if (!lhs || !rhs)
      return std::nullopt;
    std::optional<bool> holds =
        evaluateByRanges(icmp.getPredicate(), ConstantIntRanges::constant(*lhs),
                         ConstantIntRanges::constant(*rhs));
    if (!holds)
      return std::nullopt;
    return boolean(*holds);
  }
  // and/or are decided by one absorbing operand.
  if (isa<AndOp>(op) && ((lhs && lhs->isZero()) || (rhs && rhs->isZero())))
    return APInt::getZero(op->getResult(0).getType().getIntOrFloatBitWidth());
  if (isa<OrOp>(op) && ((lhs && lhs->isAllOnes()) || (rhs && rhs->isAllOnes())))
    return APInt::getAllOnes(
        op->getResult(0).getType().getIntOrFloatBitWidth());
  if (!lhs || !rhs)
    return std::nullopt;
  if (isa<XorOp>(op))
    return *lhs ^ *rhs;
  if (isa<AndOp>(op))
    return *lhs & *rhs;
  return *lhs | *rhs;
}

namespace {
class JumpThreader {
public:
  JumpThreader(FuncOp func, PassReporter &reporter, int64_t maxDuplicated)
      : func(func), reporter(reporter), maxDuplicated(maxDuplicated) {
    // Copies grow the function by at most an eighth of its size (and 32
    // operations in a small one).
    size_t size = 0;
    func.getBody().walk([&](Operation *) { ++size; });
    copyBudget = 32 + size / 8;
  }

  /// Tries every block once; true if anything changed.
  bool sweep(IterationBudget &budget);
  /// Deletes the blocks threading left unreachable.
  void cleanUp() {
    counts.removedBlocks +=
        removeUnreachableBlocks(reporter, func.getBody(), internalError);
  }

  const Counts &getCounts() const { return counts; }
  bool hadInternalError() const { return internalError; }

private:
  /// Threads one edge into `block` if one is decided; true if it did.
  bool threadBlock(Block *block, DominanceInfo &dominance,
                   IterationBudget &budget);
  /// When `block` is only `condBr` on one of its arguments, copies the
  /// branch into one predecessor that jumps to it unconditionally; true if
  /// it did.
  bool copyBranchIntoPredecessor(Block *block, CondBrOp condBr,
                                 DominanceInfo &dominance,
                                 IterationBudget &budget);
  /// Why the block's decided edges may not be threaded, or nullopt.
  std::optional<std::string> whyNotThreadable(Block *block,
                                              DominanceInfo &dominance);
  /// Facts on the edge from `pred` into `block` (successor `index`).
  EdgeFacts collectFacts(Block *block, Operation *pred, unsigned index,
                         DominanceInfo &dominance);
  /// After threading through `copy`: rewrites the uses after `block` of
  /// each of `escaping` to the original or its copy (`mapping`), whichever
  /// reaches them.
  LogicalResult mergeCopies(Block *block, Block *copy, ArrayRef<Value> escaping,
                            IRMapping &mapping, IterationBudget &budget);
  /// Reachable from the entry when the sweep began, or made by it.
  bool isLive(Block *block, DominanceInfo &dominance) const {
    return madeThisSweep.contains(block) ||
           dominance.isReachableFromEntry(block);
  }
  void refuse(Block *block, const Twine &why) {
    Operation *terminator = block->getTerminator();
    if (refused.insert(terminator).second)
      reporter.missed(terminator->getLoc(), "NotThreaded",
                      "edge not threaded past a decided branch: " + why);
  }
  /// True if copying `ops` more operations (onto edges, or branches into
  /// predecessors) stays within the function's copy budget; otherwise
  /// refuses `block` saying so.
  bool fitsCopyBudget(Block *block, size_t ops) {
    if (counts.duplicated + counts.branchesCopied + ops <= copyBudget)
      return true;
    refuse(block, llvm::formatv("the function's copy budget ({0} ops) is spent",
                                copyBudget)
                      .str());
    return false;
  }

  FuncOp func;
  PassReporter &reporter;
  int64_t maxDuplicated;
  Counts counts;
  bool internalError = false;
  SmallPtrSet<Operation *, 8> refused;
  /// How many edges of each block were threaded (lookups only).
  DenseMap<Block *, unsigned> threadsFrom;
  /// A sweep keeps the dominator tree it began with (rebuilding it after
  /// every edge made the pass quadratic). Threading P -> B to P -> D keeps
  /// every path to a block but for skipping B, so each old dominator but B
  /// still dominates: the tree stays right for the blocks it knows, except
  /// for the blocks threaded past (`threadedThisSweep`), which no fact is
  /// taken from, and the copies it does not know (`madeThisSweep`).
  SmallPtrSet<Block *, 8> threadedThisSweep;
  SmallPtrSet<Block *, 8> madeThisSweep;
  size_t copyBudget = 0;
  static constexpr unsigned kMaxThreadsPerBlock = 8;
};
} // namespace

EdgeFacts JumpThreader::collectFacts(Block *block, Operation *pred,
                                     unsigned index, DominanceInfo &dominance) {
  EdgeFacts facts;
  auto branch = cast<BranchOpInterface>(pred);
  SuccessorOperands incoming = branch.getSuccessorOperands(index);
  for (BlockArgument argument : block->getArguments())
    if (Value value = incoming[argument.getArgNumber()])
      if (std::optional<APInt> constant = getScalarConstant(value))
        facts.values[argument] = *constant;
  // The edge itself, when the predecessor branches on a condition.
  // A value of the block itself is redefined on entering it: a fact about
  // its previous value says nothing (only a back edge can carry one).
  auto addCondition = [&](Value condition, bool holds) {
    if (condition.getParentBlock() != block)
      facts.conditions.emplace_back(condition, holds);
  };
  if (auto condBr = dyn_cast<CondBrOp>(pred))
    if (condBr.getTrueDest() != condBr.getFalseDest())
      addCondition(condBr.getCondition(), index == 0);
  // Dominating edges: the edge idom -> cur dominates the predecessor when
  // cur's only predecessor is idom.
  Block *current = pred->getBlock();
  for (unsigned depth = 0; depth < 8; ++depth) {
    DominanceInfoNode *node = dominance.getNode(current);
    if (!node || !node->getIDom())
      break;
    Block *idom = node->getIDom()->getBlock();
    if (!threadedThisSweep.contains(current) &&
        current->getSinglePredecessor() == idom)
      if (auto condBr = dyn_cast<CondBrOp>(idom->getTerminator()))
        if (condBr.getTrueDest() != condBr.getFalseDest())
          addCondition(condBr.getCondition(), condBr.getTrueDest() == current);
    current = idom;
  }
  // The block's own operations, in order.
  for (Operation &op : block->without_terminator())
    if (std::optional<APInt> value = evaluate(&op, facts))
      facts.values[op.getResult(0)] = *value;
  return facts;
}

std::optional<std::string>
JumpThreader::whyNotThreadable(Block *block, DominanceInfo &dominance) {
  Operation *terminator = block->getTerminator();
  for (Block *pred : block->getPredecessors()) {
    // A copy made this sweep is where its one predecessor is.
    Block *origin = pred;
    while (origin && madeThisSweep.contains(origin))
      origin = origin->getSinglePredecessor();
    if (origin && dominance.isReachableFromEntry(origin) &&
        dominance.dominates(block, origin))
      return std::string("the block is a loop header (threading past it "
                         "would make the loop irreducible)");
  }
  if (!getTraitList(terminator).empty())
    return std::string("the block's branch carries requests");
  for (Operation &op : block->without_terminator()) {
    if (isa<OpaqueRegionOp>(op))
      return std::string("the block contains a vir.opaque_region (region "
                         "barrier)");
    if (op.getNumRegions() || !isMemoryEffectFree(&op))
      return "the block has an operation with effects (" +
             op.getName().getStringRef().str() + ")";
  }
  // Values used after the block are copied with the edge and merged by the
  // SSA updater, which works on the blocks reachable from the entry.
  auto usedUnreachable = [&](Value value) {
    return llvm::any_of(value.getUsers(), [&](Operation *user) {
      return user->getBlock() != block &&
             (user->getBlock()->getParent() != &func.getBody() ||
              !isLive(user->getBlock(), dominance));
    });
  };
  for (BlockArgument argument : block->getArguments())
    if (usedUnreachable(argument))
      return std::string("a block argument is used in an unreachable block "
                         "or inside a region");
  for (Operation &op : block->without_terminator())
    for (Value result : op.getResults())
      if (usedUnreachable(result))
        return std::string("a value the block defines is used in an "
                           "unreachable block or inside a region");
  return std::nullopt;
}

LogicalResult JumpThreader::mergeCopies(Block *block, Block *copy,
                                        ArrayRef<Value> escaping,
                                        IRMapping &mapping,
                                        IterationBudget &budget) {
  // The uses after the block, wherever they are. If the edge was the
  // block's last way in, only the copy's value reaches them (the block's
  // own value is not offered), and a use in a block left unreachable gets
  // what the walk finds there.
  auto collectUses = [&](Value value) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : value.getUses()) {
      Block *user = use.getOwner()->getBlock();
      if (user != block && user != copy)
        uses.push_back(&use);
    }
    return uses;
  };
  auto makeUpdater = [&](Value value) {
    PathSSAUpdater updater(value.getType(), value.getLoc());
    if (!block->hasNoPredecessors())
      updater.addAvailableValue(block, value);
    updater.addAvailableValue(copy, mapping.lookupOrDefault(value));
    return updater;
  };
  // Every value is checked before any is rewritten, so that a refusal
  // leaves the IR as it was but for the edge (which the caller restores).
  for (Value value : escaping) {
    PathSSAUpdater updater = makeUpdater(value);
    bool rewritable = updater.canRewriteUses(collectUses(value));
    budget.spend(updater.getWork());
    if (!rewritable)
      return failure();
  }
  for (Value value : escaping) {
    PathSSAUpdater updater = makeUpdater(value);
    LogicalResult rewritten = updater.rewriteUses(collectUses(value));
    budget.spend(updater.getWork());
    if (failed(rewritten)) {
      internalError = true;
      return emitError(value.getLoc())
             << "jump-threading: a value used after the threaded block is "
                "not reached by its definition or its copy";
    }
    ++counts.merged;
  }
  return success();
}

/// Copies `op` into the copy of a block on a threaded edge, folded when the
/// edge's values make it constant (or one of its operands), as LLVM's
/// jump threading simplifies the block it makes: the copy exists because the
/// edge passes known values, and a later round should not have to fold them.
static void cloneAndFold(OpBuilder &builder, Operation &op,
                         IRMapping &mapping) {
  Operation *copy = builder.clone(op, mapping);
  SmallVector<Value> folded;
  if (copy->getNumRegions() || hasActionRequests(copy) ||
      failed(builder.tryFold(copy, folded)) || folded.empty())
    return;
  for (auto [result, value] : llvm::zip(op.getResults(), folded))
    mapping.map(result, value);
  copy->erase();
}

bool JumpThreader::copyBranchIntoPredecessor(Block *block, CondBrOp condBr,
                                             DominanceInfo &dominance,
                                             IterationBudget &budget) {
  auto condition = dyn_cast<BlockArgument>(condBr.getCondition());
  if (!condition || condition.getOwner() != block ||
      &block->front() != condBr.getOperation() ||
      condBr.getTrueDest() == block || condBr.getFalseDest() == block)
    return false;
  // The arguments must die with the block: only its branch reads them.
  for (BlockArgument argument : block->getArguments())
    for (Operation *user : argument.getUsers())
      if (user != condBr.getOperation())
        return false;
  // Without copies allowed (-Oz) only when the code does not grow: every
  // predecessor jumps here, and the block goes with the last.
  if (maxDuplicated <= 0 &&
      !llvm::all_of(block->getPredecessors(), [](Block *pred) {
        return isa<BrOp>(pred->getTerminator());
      }))
    return false;
  for (Block *predBlock : block->getPredecessors()) {
    auto jump = dyn_cast<BrOp>(predBlock->getTerminator());
    if (!jump || predBlock == block || !isLive(predBlock, dominance))
      continue;
    if (!budget.take())
      return false;
    if (std::optional<std::string> why = whyNotThreadable(block, dominance)) {
      refuse(block, *why);
      return false;
    }
    if (!fitsCopyBudget(block, 1))
      return false;
    IRMapping mapping;
    mapping.map(block->getArguments(), jump.getDestOperands());
    OpBuilder builder(jump);
    builder.clone(*condBr, mapping);
    jump.erase();
    ++counts.branchesCopied;
    threadedThisSweep.insert(block);
    if (reporter.remarksEnabled())
      reporter.passed(condBr.getLoc(), "BranchCopied",
                      "copied a branch on a block argument into a "
                      "predecessor, which branches on what it passed");
    return true;
  }
  return false;
}

bool JumpThreader::threadBlock(Block *block, DominanceInfo &dominance,
                               IterationBudget &budget) {
  Operation *terminator = block->getTerminator();
  auto condBr = dyn_cast<CondBrOp>(terminator);
  auto switchOp = dyn_cast<SwitchOp>(terminator);
  if (!condBr && !switchOp)
    return false;
  if (condBr && copyBranchIntoPredecessor(block, condBr, dominance, budget))
    return true;
  std::optional<std::string> blocked;
  bool checked = false;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    Block *predBlock = *it;
    Operation *pred = predBlock->getTerminator();
    unsigned index = it.getSuccessorIndex();
    auto branch = dyn_cast<BranchOpInterface>(pred);
    if (predBlock == block || !branch ||
        branch.getSuccessorOperands(index).getProducedOperandCount() != 0 ||
        !isLive(predBlock, dominance))
      continue;
    if (!budget.take())
      return false;
    EdgeFacts facts = collectFacts(block, pred, index, dominance);
    Block *dest;
    OperandRange operands = terminator->getOperands();
    if (condBr) {
      std::optional<APInt> condition = facts.lookup(condBr.getCondition());
      if (!condition)
        continue;
      bool taken = condition->isOne();
      dest = taken ? condBr.getTrueDest() : condBr.getFalseDest();
      operands =
          taken ? condBr.getTrueDestOperands() : condBr.getFalseDestOperands();
    } else {
      std::optional<APInt> flag = facts.lookup(switchOp.getFlag());
      if (!flag || flag->getSignificantBits() > 64)
        continue;
      int64_t value = flag->getBitWidth() == 1 ? flag->getZExtValue()
                                               : flag->getSExtValue();
      dest = switchOp.getDestinationFor(value);
      operands = switchOp.getOperandsFor(value);
    }
    if (dest == block)
      continue;
    // An irreducible cycle of decided branches would move this edge round
    // it for ever: a predecessor's edges are threaded a few times at most.
    if (threadsFrom.lookup(predBlock) >= kMaxThreadsPerBlock)
      continue;
    if (!checked) {
      blocked = whyNotThreadable(block, dominance);
      checked = true;
    }
    if (blocked) {
      refuse(block, *blocked);
      return false;
    }
    // The block's values used after it: the edge gets copies of them, and
    // the SSA updater merges each copy with its original.
    SmallVector<Value> escaping;
    auto usedOutside = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        return user->getBlock() != block;
      });
    };
    for (BlockArgument argument : block->getArguments())
      if (usedOutside(argument))
        escaping.push_back(argument);
    for (Operation &op : block->without_terminator())
      for (Value result : op.getResults())
        if (usedOutside(result))
          escaping.push_back(result);
    // The operations of the block the destination's operands and the
    // escaping values need.
    llvm::SetVector<Operation *> needed;
    SmallVector<Value> worklist(operands.begin(), operands.end());
    worklist.append(escaping.begin(), escaping.end());
    while (!worklist.empty()) {
      Operation *def = worklist.pop_back_val().getDefiningOp();
      if (!def || def->getBlock() != block || !needed.insert(def))
        continue;
      worklist.append(def->operand_begin(), def->operand_end());
    }
    if (static_cast<int64_t>(needed.size()) > maxDuplicated) {
      refuse(block, llvm::formatv("threading would copy {0} ops > {1}",
                                  needed.size(), maxDuplicated)
                        .str());
      continue;
    }
    if (!fitsCopyBudget(block, needed.size()))
      continue;
    IRMapping mapping;
    SuccessorOperands incoming = branch.getSuccessorOperands(index);
    for (BlockArgument argument : block->getArguments())
      mapping.map(argument, incoming[argument.getArgNumber()]);
    SmallVector<Value> forwarded;
    if (needed.empty() && escaping.empty()) {
      for (Value operand : operands)
        forwarded.push_back(mapping.lookupOrDefault(operand));
      pred->setSuccessor(dest, index);
      incoming.getMutableForwardedOperands().assign(forwarded);
    } else {
      auto *copy = new Block();
      func.getBody().getBlocks().insert(std::next(block->getIterator()), copy);
      OpBuilder builder = OpBuilder::atBlockEnd(copy);
      for (Operation &op : block->without_terminator())
        if (needed.contains(&op))
          cloneAndFold(builder, op, mapping);
      for (Value operand : operands)
        forwarded.push_back(mapping.lookupOrDefault(operand));
      BrOp::create(builder, terminator->getLoc(), dest, forwarded);
      SmallVector<Value> original(incoming.getForwardedOperands().begin(),
                                  incoming.getForwardedOperands().end());
      incoming.getMutableForwardedOperands().assign(ValueRange{});
      pred->setSuccessor(copy, index);
      if (!escaping.empty() &&
          failed(mergeCopies(block, copy, escaping, mapping, budget))) {
        if (internalError)
          return false;
        // The SSA updater cannot merge a value: undo the edge.
        pred->setSuccessor(block, index);
        branch.getSuccessorOperands(index).getMutableForwardedOperands().assign(
            original);
        copy->dropAllDefinedValueUses();
        copy->erase();
        refuse(block, "the SSA updater cannot merge a value used after the "
                      "block with its copy");
        return false;
      }
      counts.duplicated += needed.size();
      madeThisSweep.insert(copy);
    }
    threadedThisSweep.insert(block);
    ++counts.threaded;
    ++threadsFrom[predBlock];
    if (reporter.remarksEnabled())
      reporter.passed(terminator->getLoc(), "Threaded",
                      needed.empty()
                          ? Twine("threaded an edge past a branch it decides")
                          : Twine("threaded an edge past a branch it "
                                  "decides, copying ") +
                                Twine(needed.size()) + " ops");
    // One edge at a time: the predecessor list changed.
    return true;
  }
  return false;
}

bool JumpThreader::sweep(IterationBudget &budget) {
  DominanceInfo dominance(func);
  threadedThisSweep.clear();
  madeThisSweep.clear();
  bool changed = false;
  SmallVector<Block *> blocks;
  for (Block &block : llvm::drop_begin(func.getBody()))
    blocks.push_back(&block);
  for (Block *block : blocks) {
    // Thread every decided edge into this block before moving on.
    while (threadBlock(block, dominance, budget))
      changed = true;
    if (budget.exhausted)
      break;
  }
  return changed;
}

namespace {
struct JumpThreadingPass : vct::impl::JumpThreadingPassBase<JumpThreadingPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    JumpThreader threader(func, reporter, maxDuplicatedOps);
    IterationBudget budget{maxIterations};
    bool changed = false;
    while (!budget.exhausted && threader.sweep(budget))
      changed = true;
    if (budget.exhausted)
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "edges after that point were not threaded");
    if (changed)
      threader.cleanUp();
    if (threader.hadInternalError())
      return signalPassFailure();
    const Counts &counts = threader.getCounts();
    numThreaded += counts.threaded;
    numDuplicated += counts.duplicated;
    numValuesMerged += counts.merged;
    numBranchesCopied += counts.branchesCopied;
    if (!changed)
      return markAllAnalysesPreserved();
    markAnalysesPreserved<AliasInfo, RangeInfo>();
  }
};
} // namespace
