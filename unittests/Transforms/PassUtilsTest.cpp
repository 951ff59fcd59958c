//===- PassUtilsTest.cpp - Tests of the end of runOnOperation -------------===//
//
// finishPass marks what a pass preserved from what its PassOutcome says
// changed, and warns when the budget ran out; these tests pin down each
// flag's effect, for a function and for a module scope.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

#include <string>
#include <vector>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

constexpr const char *kModule = R"mlir(
  vir.func @f(%x: i32) -> i32 {
    vir.return %x : i32
  }
)mlir";

class FinishPassTest : public ::testing::Test {
protected:
  FinishPassTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }

  FuncOp getFunc() { return module->lookupSymbol<FuncOp>("f"); }

  /// finishPass on `scope`; returns the preserved set, and the warnings
  /// emitted in `warnings`.
  mlir::detail::PreservedAnalyses finish(Operation *scope,
                                         const PassOutcome &outcome) {
    mlir::detail::PreservedAnalyses preserved;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
      EXPECT_EQ(diagnostic.getSeverity(), DiagnosticSeverity::Warning);
      warnings.push_back(diagnostic.str());
      return success();
    });
    PassReporter reporter("test-pass", scope);
    finishPass(reporter, scope, outcome, preserved);
    return preserved;
  }

  /// Expects dominance, post-dominance and loops preserved iff `cfg`, and
  /// AliasInfo and RangeInfo iff `traits`.
  static void expectFunctionAnalyses(const mlir::detail::PreservedAnalyses &p,
                                     bool cfg, bool traits) {
    EXPECT_FALSE(p.isAll());
    EXPECT_EQ(p.isPreserved<DominanceInfo>(), cfg);
    EXPECT_EQ(p.isPreserved<PostDominanceInfo>(), cfg);
    EXPECT_EQ(p.isPreserved<LoopInfo>(), cfg);
    EXPECT_EQ(p.isPreserved<AliasInfo>(), traits);
    EXPECT_EQ(p.isPreserved<RangeInfo>(), traits);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::vector<std::string> warnings;
};

TEST_F(FinishPassTest, NothingChangedPreservesAll) {
  PassOutcome outcome;
  EXPECT_TRUE(finish(getFunc(), outcome).isAll());
  EXPECT_TRUE(warnings.empty());
}

TEST_F(FinishPassTest, OperationsOnlyKeepEveryFunctionAnalysis) {
  PassOutcome outcome;
  outcome.changed = true;
  mlir::detail::PreservedAnalyses preserved = finish(getFunc(), outcome);
  expectFunctionAnalyses(preserved, /*cfg=*/true, /*traits=*/true);
  // The call graph is a module analysis: a function scope never keeps it.
  EXPECT_FALSE(preserved.isPreserved<CallGraph>());
}

TEST_F(FinishPassTest, CFGChangeDropsDominanceAndLoops) {
  PassOutcome outcome;
  outcome.changed = outcome.changedCFG = true;
  expectFunctionAnalyses(finish(getFunc(), outcome), /*cfg=*/false,
                         /*traits=*/true);
}

TEST_F(FinishPassTest, TraitChangeOnTheModuleKeepsCFGAndCallGraph) {
  PassOutcome outcome;
  outcome.changed = outcome.changedTraits = true;
  mlir::detail::PreservedAnalyses preserved = finish(*module, outcome);
  expectFunctionAnalyses(preserved, /*cfg=*/true, /*traits=*/false);
  EXPECT_TRUE(preserved.isPreserved<CallGraph>());
}

TEST_F(FinishPassTest, CallChangeDropsTheCallGraph) {
  PassOutcome outcome;
  outcome.changed = outcome.changedCFG = outcome.changedTraits =
      outcome.changedCalls = true;
  mlir::detail::PreservedAnalyses preserved = finish(*module, outcome);
  EXPECT_TRUE(preserved.isNone());
}

TEST_F(FinishPassTest, ExhaustedBudgetWarnsOnce) {
  PassOutcome outcome;
  outcome.budgetExhausted = true;
  outcome.budgetNote = "some work was left";
  EXPECT_TRUE(finish(getFunc(), outcome).isAll());
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_EQ(warnings.front(), "VIR: test-pass: vir.max_iterations exhausted; "
                              "some work was left");
}

} // namespace
