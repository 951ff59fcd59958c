//===- IPSCCP.cpp - Interprocedural constant propagation ------------------===//
//
// ipsccp: the dataflow solve of ConstantPropagation.h run once on the whole
// module, interprocedurally for the internal functions (private, not
// variadic, only called directly and never from inside a region barrier):
// their arguments get the join of what their live call sites pass, the
// calls to them the join of what their live `vir.return`s give back, and a
// function is analysed only from live calls. Public functions have callers
// outside the module, so their arguments are unknown. Then every analysed
// function is rewritten as by sccp: arguments and call results proven
// constant become constants inside the callee and at the call site,
// branches on proven conditions are folded, unreachable blocks deleted.
// Signatures never change. One vir.max_iterations budget covers the solve.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/ConstantPropagation.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/Dominance.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_IPSCCPPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "ipsccp"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
struct IPSCCPPass : vct::impl::IPSCCPPassBase<IPSCCPPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PassReporter moduleReporter(getArgument(), module);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on the module\n");
    InternalFunctions internal(module);

    ConstantSolver solver(maxIterations, &internal);
    switch (solver.solve(module)) {
    case ConstantSolver::Status::Solved:
      break;
    case ConstantSolver::Status::BudgetExhausted: {
      LLVM_DEBUG(llvm::dbgs() << "  - the solver ran out of budget\n");
      // A partial solve proves nothing.
      PassOutcome outcome;
      outcome.budgetExhausted = true;
      outcome.budgetNote = "no constants were propagated";
      // The warning points at the function where the solve stopped.
      Operation *stopped = solver.getStoppedAt();
      auto where = stopped ? stopped->getParentOfType<FuncOp>() : FuncOp();
      return finishPass(moduleReporter, where ? where.getOperation() : module,
                        outcome, getPassState().preservedAnalyses);
    }
    case ConstantSolver::Status::Failed:
      LLVM_DEBUG(llvm::dbgs() << "  - the solver failed\n");
      moduleReporter.missed(module.getLoc(), "NotSolved",
                            "the dataflow analysis failed; nothing was "
                            "changed");
      return markAllAnalysesPreserved();
    }

    // Each function's rewrite reads the solver before changing anything of
    // its own, and never touches another function.
    bool internalError = false, changed = false, changedCFG = false,
         removedBlocks = false;
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isDeclaration())
        continue;
      PassReporter reporter(getArgument(), func);
      ConstantRewriteCounts counts;
      internalError |=
          failed(rewriteWithConstants(func, solver, reporter, counts));
      if (!counts.any())
        continue;
      LLVM_DEBUG(llvm::dbgs() << "  - @" << func.getName() << ": replaced "
                              << counts.values << " values, folded "
                              << counts.foldedBranches << " branches, removed "
                              << counts.removedBlocks << " blocks\n");
      numValuesReplaced += counts.values;
      numArgumentsReplaced += counts.arguments;
      numCallResultsReplaced += counts.callResults;
      numBranchesFolded += counts.foldedBranches;
      numBlocksRemoved += counts.removedBlocks;
      changed = true;
      changedCFG |= counts.changedCFG();
      removedBlocks |= counts.removedBlocks != 0;
      if (reporter.remarksEnabled())
        reporter.passed(
            func.getLoc(), "Propagated",
            llvm::formatv("replaced {0} values by constants ({1} arguments, "
                          "{2} call results), folded {3} branches, removed "
                          "{4} unreachable blocks",
                          counts.values, counts.arguments, counts.callResults,
                          counts.foldedBranches, counts.removedBlocks));
    }
    if (internalError)
      return signalPassFailure();
    // Calls go only with deleted blocks (a call is never trivially dead).
    PassOutcome outcome;
    outcome.changed = changed;
    outcome.changedCFG = changedCFG;
    outcome.changedCalls = removedBlocks;
    finishPass(moduleReporter, module, outcome,
               getPassState().preservedAnalyses);
  }
};
} // namespace
