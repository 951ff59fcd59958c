//===- DCE.cpp - Remove dead operations and block arguments ---------------===//
//
// Mark and sweep over a function's own body (an opaque region is one
// operation with unknown effects: live, and never looked into):
//
//  1. Roots: terminators and operations that may have effects. A call has
//     unknown effects unless it carries epoch-valid `#vir.noread` and
//     `#vir.nowrite`; a stack slot nothing uses has none.
//  2. Liveness flows from a live operation to the definitions of its
//     operands; a branch's operands that feed a successor's block argument
//     become live only when that argument does.
//  3. Sweep: dead block arguments leave their blocks and the branches
//     feeding them, then dead operations go, last use first.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_DCEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "dce"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
class LivenessSweep {
public:
  explicit LivenessSweep(FuncOp func) : func(func) {}

  void mark() {
    for (Block &block : func.getBody()) {
      // Arguments the sweep could not detach from their branches stay.
      if (!block.isEntryBlock())
        for (BlockArgument argument : block.getArguments())
          if (!canRemoveArgument(argument))
            markValueLive(argument);
      for (Operation &op : block)
        if (!isRemovableWhenUnused(&op))
          markLive(&op);
    }
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      if (Operation *def = value.getDefiningOp()) {
        markLive(def);
        continue;
      }
      auto argument = cast<BlockArgument>(value);
      Block *block = argument.getOwner();
      for (auto it = block->pred_begin(), e = block->pred_end(); it != e;
           ++it) {
        // Other terminators keep all their operands live anyway.
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch)
          continue;
        SuccessorOperands operands =
            branch.getSuccessorOperands(it.getSuccessorIndex());
        if (Value incoming = operands[argument.getArgNumber()])
          markValueLive(incoming);
      }
    }
  }

  /// Removes what was not marked. Fails on an internal compiler error from
  /// a request on a removed call.
  LogicalResult sweep(PassReporter &reporter, unsigned &removedOps,
                      unsigned &removedArguments) {
    // Dead block arguments and their incoming values.
    for (Block &block : llvm::drop_begin(func.getBody())) {
      for (int index = block.getNumArguments() - 1; index >= 0; --index) {
        BlockArgument argument = block.getArgument(index);
        if (liveValues.contains(argument))
          continue;
        LLVM_DEBUG(llvm::dbgs()
                   << "  - remove dead argument " << index << " of a block at "
                   << argument.getLoc() << "\n");
        eraseBlockArgument(&block, index);
        ++removedArguments;
      }
    }

    // Dead operations: drop every reference first, so that erasure order
    // does not matter.
    SmallVector<Operation *> dead;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        if (!liveOps.contains(&op)) {
          LLVM_DEBUG(llvm::dbgs() << "  - remove dead " << op.getName()
                                  << " at " << op.getLoc() << "\n");
          dead.push_back(&op);
        }
    bool failed = false;
    for (Operation *op : dead)
      failed |= mlir::failed(reportDroppedRequests(
          reporter, op, "the call's result is unused and it has no effect"));
    for (Operation *op : dead)
      op->dropAllReferences();
    for (Operation *op : dead) {
      op->dropAllUses();
      op->erase();
    }
    removedOps += dead.size();
    return failure(failed);
  }

private:
  void markLive(Operation *op) {
    if (!liveOps.insert(op).second)
      return;
    auto branch = dyn_cast<BranchOpInterface>(op);
    // The operands a branch passes to its successors' arguments, found once
    // per branch (asking per operand costs a pass over all successors each:
    // cubic in the cases of a switch).
    llvm::BitVector forwarded(op->getNumOperands());
    if (branch)
      for (unsigned index = 0, e = op->getNumSuccessors(); index < e; ++index) {
        OperandRange range =
            branch.getSuccessorOperands(index).getForwardedOperands();
        if (!range.empty())
          forwarded.set(range.getBeginOperandIndex(),
                        range.getBeginOperandIndex() + range.size());
      }
    for (OpOperand &operand : op->getOpOperands())
      if (!forwarded.test(operand.getOperandNumber()))
        markValueLive(operand.get());
  }

  void markValueLive(Value value) {
    if (liveValues.insert(value).second)
      worklist.push_back(value);
  }

  /// An argument can go if every predecessor's branch forwards an explicit
  /// operand to it.
  static bool canRemoveArgument(BlockArgument argument) {
    Block *block = argument.getOwner();
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return false;
      SuccessorOperands operands =
          branch.getSuccessorOperands(it.getSuccessorIndex());
      if (argument.getArgNumber() < operands.getProducedOperandCount())
        return false;
    }
    return true;
  }

  FuncOp func;
  DenseSet<Operation *> liveOps;
  DenseSet<Value> liveValues;
  SmallVector<Value> worklist;
};

struct DCEPass : vct::impl::DCEPassBase<DCEPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    LivenessSweep liveness(func);
    liveness.mark();
    unsigned removedOps = 0, removedArguments = 0;
    if (failed(liveness.sweep(reporter, removedOps, removedArguments)))
      return signalPassFailure();
    // Blocks and edges stay.
    PassOutcome outcome;
    outcome.changed = removedOps != 0 || removedArguments != 0;
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    if (!outcome.changed)
      return;
    numOpsRemoved += removedOps;
    numArgumentsRemoved += removedArguments;

    reporter.passed(func.getLoc(), "Removed",
                    llvm::Twine("removed ") + llvm::Twine(removedOps) +
                        " dead operations and " +
                        llvm::Twine(removedArguments) +
                        " dead block arguments");
  }
};
} // namespace
