//===- PruneUnreachable.cpp - Remove edges never taken and dead blocks ----===//
//
// Reaching `vir.unreachable` is undefined behaviour, so a path that must
// reach one is never taken. A block is *doomed* when it ends in
// `vir.unreachable` and nothing before it has a memory effect or regions
// (a call may not return, so `call @abort(); vir.unreachable` is not
// doomed; a `vir.opaque_region` is a barrier: kept, with a remark).
//
// Sweeps the function body's blocks in order until nothing changes (each
// block visit spends one unit of vir.max_iterations):
//
//  - `cond_br` on a constant, or with one doomed successor: a `br` to the
//    other side (traits moved by replaceWithBranch);
//  - `switch` on a constant: a `br`; cases to doomed blocks dropped with
//    their weights; a doomed default replaced by the first remaining case;
//  - a terminator all of whose successors are doomed: `vir.unreachable`
//    (its requests get AlreadyDone).
//  - a call carrying `#vir.noreturn` (a call-edge fact) followed by more
//    than `vir.unreachable`: the block is split after the call and ends in
//    `vir.unreachable`; the rest, now without predecessors, goes with the
//    unreachable blocks.
//
// Then the blocks no longer reachable from the entry are deleted, their
// requests with an AlreadyDone result. The blocks of a vir.opaque_region
// are never edited.
//
// Reference: LLVM's SimplifyCFG (removeUnreachableBlocks, and the folds of
// branches into blocks that start with `unreachable`).
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

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_PRUNEUNREACHABLEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "prune-unreachable"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
struct Counts {
  unsigned edges = 0, doomedTerminators = 0, removedBlocks = 0,
           noReturnCalls = 0;
};

class Pruner {
public:
  Pruner(FuncOp func, PassReporter &reporter)
      : func(func), reporter(reporter) {}

  /// One sweep over the body's blocks; true if anything changed.
  bool sweep(IterationBudget &budget);
  void cleanUp() {
    counts.removedBlocks +=
        removeUnreachableBlocks(reporter, func.getBody(), internalError);
  }
  const Counts &getCounts() const { return counts; }
  bool hadInternalError() const { return internalError; }

private:
  bool isDoomed(Block *block);
  bool pruneCondBr(CondBrOp condBr);
  bool pruneSwitch(SwitchOp switchOp);
  /// Ends `block` with vir.unreachable after its first call that does not
  /// return, if more follows it; true if it did.
  bool pruneAfterNoReturn(Block *block);
  /// Replaces `terminator` by vir.unreachable.
  void doom(Operation *terminator);
  void branchTo(Operation *terminator, Block *dest, ValueRange operands,
                const Twine &why);

  FuncOp func;
  PassReporter &reporter;
  Counts counts;
  bool internalError = false;
  /// Barrier blocks already remarked on (lookups only).
  SmallPtrSet<Block *, 4> barrierRemarked;
};
} // namespace

bool Pruner::isDoomed(Block *block) {
  if (!isa<UnreachableOp>(block->getTerminator()))
    return false;
  for (Operation &op : block->without_terminator()) {
    if (isa<OpaqueRegionOp>(op)) {
      if (barrierRemarked.insert(block).second)
        reporter.missed(op.getLoc(), "Barrier",
                        "the path to vir.unreachable passes a "
                        "vir.opaque_region (region barrier); its edges are "
                        "kept");
      return false;
    }
    if (op.getNumRegions() || !isMemoryEffectFree(&op))
      return false;
  }
  return true;
}

void Pruner::doom(Operation *terminator) {
  if (failed(reportDroppedRequests(reporter, terminator,
                                   "the branch only leads to "
                                   "vir.unreachable")))
    internalError = true;
  OpBuilder builder(terminator);
  UnreachableOp::create(builder, terminator->getLoc());
  if (reporter.remarksEnabled())
    reporter.passed(terminator->getLoc(), "Doomed",
                    "every successor only reaches vir.unreachable: the "
                    "branch became vir.unreachable");
  terminator->erase();
  ++counts.doomedTerminators;
}

void Pruner::branchTo(Operation *terminator, Block *dest, ValueRange operands,
                      const Twine &why) {
  SmallVector<Value> copied(operands.begin(), operands.end());
  if (reporter.remarksEnabled())
    reporter.passed(terminator->getLoc(), "Pruned", why);
  if (failed(replaceWithBranch(reporter, terminator, dest, copied)))
    internalError = true;
}

bool Pruner::pruneCondBr(CondBrOp condBr) {
  if (std::optional<APInt> condition =
          getScalarConstant(condBr.getCondition())) {
    bool taken = condition->isOne();
    branchTo(condBr, taken ? condBr.getTrueDest() : condBr.getFalseDest(),
             taken ? condBr.getTrueDestOperands()
                   : condBr.getFalseDestOperands(),
             "removed the edge of a branch on a constant");
    ++counts.edges;
    return true;
  }
  bool trueDoomed = isDoomed(condBr.getTrueDest());
  bool falseDoomed = isDoomed(condBr.getFalseDest());
  if (trueDoomed && falseDoomed) {
    doom(condBr);
    return true;
  }
  if (!trueDoomed && !falseDoomed)
    return false;
  branchTo(condBr, trueDoomed ? condBr.getFalseDest() : condBr.getTrueDest(),
           trueDoomed ? condBr.getFalseDestOperands()
                      : condBr.getTrueDestOperands(),
           "removed an edge to a block that only reaches vir.unreachable");
  ++counts.edges;
  return true;
}

bool Pruner::pruneSwitch(SwitchOp switchOp) {
  if (std::optional<APInt> flag = getScalarConstant(switchOp.getFlag());
      flag && flag->getSignificantBits() <= 64) {
    int64_t value =
        flag->getBitWidth() == 1 ? flag->getZExtValue() : flag->getSExtValue();
    branchTo(switchOp, switchOp.getDestinationFor(value),
             switchOp.getOperandsFor(value),
             "removed the edges of a switch on a constant");
    ++counts.edges;
    return true;
  }
  std::optional<ArrayRef<int64_t>> caseValues = switchOp.getCaseValues();
  std::optional<ArrayRef<int32_t>> weights = switchOp.getBranchWeights();
  struct Edge {
    int64_t value;
    Block *dest;
    SmallVector<Value> operands;
    int32_t weight;
  };
  // Slot 0 is the default.
  SmallVector<Edge> kept;
  unsigned pruned = 0;
  bool defaultDoomed = isDoomed(switchOp.getDefaultDestination());
  auto defaultOperands = switchOp.getDefaultOperands();
  kept.push_back(
      {0, switchOp.getDefaultDestination(),
       SmallVector<Value>(defaultOperands.begin(), defaultOperands.end()),
       weights ? (*weights)[0] : 0});
  if (caseValues) {
    for (auto [index, value] : llvm::enumerate(*caseValues)) {
      Block *dest = switchOp.getCaseDestinations()[index];
      if (isDoomed(dest)) {
        ++pruned;
        continue;
      }
      auto operands = switchOp.getCaseOperands()[index];
      kept.push_back({value, dest,
                      SmallVector<Value>(operands.begin(), operands.end()),
                      weights ? (*weights)[index + 1] : 0});
    }
  }
  if (defaultDoomed) {
    if (kept.size() == 1) {
      doom(switchOp);
      return true;
    }
    // The first remaining case becomes the default.
    kept.front() = kept[1];
    kept.erase(kept.begin() + 1);
    ++pruned;
  }
  if (!pruned)
    return false;
  counts.edges += pruned;
  if (kept.size() == 1) {
    branchTo(switchOp, kept.front().dest, kept.front().operands,
             "removed the edges of a switch to blocks that only reach "
             "vir.unreachable");
    return true;
  }
  SmallVector<int64_t> values;
  SmallVector<Block *> dests;
  SmallVector<ValueRange> operands;
  SmallVector<int32_t> keptWeights;
  for (const Edge &edge : llvm::drop_begin(kept)) {
    values.push_back(edge.value);
    dests.push_back(edge.dest);
    operands.push_back(edge.operands);
  }
  for (const Edge &edge : kept)
    keptWeights.push_back(edge.weight);
  OpBuilder builder(switchOp);
  auto replacement = SwitchOp::create(
      builder, switchOp.getLoc(), switchOp.getFlag(), kept.front().dest,
      kept.front().operands, values, dests, operands);
  if (weights)
    replacement.setBranchWeights(keptWeights);
  if (failed(transferBranchTraits(reporter, switchOp, replacement)))
    internalError = true;
  if (reporter.remarksEnabled())
    reporter.passed(switchOp.getLoc(), "Pruned",
                    llvm::formatv("removed {0} switch edges to blocks that "
                                  "only reach vir.unreachable",
                                  pruned));
  switchOp.erase();
  return true;
}

bool Pruner::pruneAfterNoReturn(Block *block) {
  for (Operation &op : block->without_terminator()) {
    auto call = dyn_cast<CallOp>(op);
    if (!call || !TraitView::forOp(call).has<NoReturnAttr>())
      continue;
    Operation *next = call->getNextNode();
    if (isa<UnreachableOp>(next))
      return false;
    // What follows moves to a block without predecessors: cleanUp deletes
    // it with everything only it reached, giving their requests results.
    block->splitBlock(next);
    OpBuilder builder = OpBuilder::atBlockEnd(block);
    UnreachableOp::create(builder, call.getLoc());
    if (reporter.remarksEnabled())
      reporter.passed(call.getLoc(), "NoReturn",
                      llvm::formatv("the call of @{0} does not return "
                                    "(#vir.noreturn): the code after it "
                                    "was removed",
                                    call.getCallee().value_or("")));
    ++counts.noReturnCalls;
    return true;
  }
  return false;
}

bool Pruner::sweep(IterationBudget &budget) {
  bool changed = false;
  SmallVector<Block *> blocks;
  for (Block &block : func.getBody())
    blocks.push_back(&block);
  for (Block *block : blocks) {
    if (!budget.take())
      return changed;
    changed |= pruneAfterNoReturn(block);
    Operation *terminator = block->getTerminator();
    if (auto condBr = dyn_cast<CondBrOp>(terminator)) {
      changed |= pruneCondBr(condBr);
    } else if (auto switchOp = dyn_cast<SwitchOp>(terminator)) {
      changed |= pruneSwitch(switchOp);
    } else if (auto br = dyn_cast<BrOp>(terminator)) {
      if (br.getDest() != block && isDoomed(br.getDest())) {
        doom(br);
        changed = true;
      }
    }
  }
  return changed;
}

namespace {
struct PruneUnreachablePass
    : vct::impl::PruneUnreachablePassBase<PruneUnreachablePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    Pruner pruner(func, reporter);
    IterationBudget budget{maxIterations};
    while (pruner.sweep(budget)) {
    }
    pruner.cleanUp();
    const Counts &counts = pruner.getCounts();
    PassOutcome outcome;
    outcome.changed = counts.edges || counts.doomedTerminators ||
                      counts.removedBlocks || counts.noReturnCalls;
    outcome.changedCFG = outcome.changed;
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "edges after that point were not pruned";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    if (pruner.hadInternalError())
      return signalPassFailure();
    numEdgesPruned += counts.edges;
    numTerminatorsDoomed += counts.doomedTerminators;
    numBlocksRemoved += counts.removedBlocks;
    numNoReturnCalls += counts.noReturnCalls;
  }
};
} // namespace
