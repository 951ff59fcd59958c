//===- SCCP.cpp - Sparse conditional constant propagation -----------------===//
//
// sccp on one function: the dataflow solve of ConstantPropagation.h run
// intraprocedurally on the function (calls and region barriers give unknown
// values), then the rewrite: constants for the values proven constant,
// `vir.br` for branches on proven conditions, unreachable blocks deleted.
// When the solve runs out of vir.max_iterations nothing is rewritten.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/ConstantPropagation.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_SCCPPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "sccp"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
struct SCCPPass : vct::impl::SCCPPassBase<SCCPPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    ConstantSolver solver(maxIterations);
    switch (solver.solve(func)) {
    case ConstantSolver::Status::Solved:
      break;
    case ConstantSolver::Status::BudgetExhausted: {
      LLVM_DEBUG(llvm::dbgs() << "  - the solver ran out of budget\n");
      // A partial solve proves nothing.
      PassOutcome outcome;
      outcome.budgetExhausted = true;
      outcome.budgetNote = "no constants were propagated";
      return finishPass(reporter, func, outcome,
                        getPassState().preservedAnalyses);
    }
    case ConstantSolver::Status::Failed:
      LLVM_DEBUG(llvm::dbgs() << "  - the solver failed\n");
      reporter.missed(func.getLoc(), "NotSolved",
                      "the dataflow analysis failed; nothing was changed");
      return markAllAnalysesPreserved();
    }

    ConstantRewriteCounts counts;
    if (failed(rewriteWithConstants(func, solver, reporter, counts)))
      return signalPassFailure();
    PassOutcome outcome;
    outcome.changed = counts.any();
    outcome.changedCFG = counts.changedCFG();
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    LLVM_DEBUG(llvm::dbgs()
               << "  - replaced " << counts.values << " values, folded "
               << counts.foldedBranches << " branches, removed "
               << counts.removedBlocks << " blocks\n");
    numValuesReplaced += counts.values;
    numBranchesFolded += counts.foldedBranches;
    numBlocksRemoved += counts.removedBlocks;
    if (outcome.changed && reporter.remarksEnabled())
      reporter.passed(func.getLoc(), "Propagated",
                      llvm::formatv("replaced {0} values by constants, folded "
                                    "{1} branches, removed {2} unreachable "
                                    "blocks",
                                    counts.values, counts.foldedBranches,
                                    counts.removedBlocks));
  }
};
} // namespace
