//===- PipelineTest.cpp - Tests of the optimizer framework ----------------===//
//
// What lit cannot see directly: that the pass manager rebuilds an analysis
// exactly when a pass did not preserve it (O-9, O-13) or the trait epoch
// moved (O-15); the severities the reporter gives request results
// (O-24..O-27); and how configurations become pipelines (O-42, O-46).
//
//===----------------------------------------------------------------------===//

#include "vct/Pipelines/Pipeline.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Optimizer/Session.h"
#include "vct/Pipelines/PassTable.h"
#include "vct/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

#include <atomic>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

/// Counts how often an analysis is computed.
class AnalysisCounter : public PassInstrumentation {
public:
  AnalysisCounter(TypeID id, std::atomic<int> &count) : id(id), count(count) {}
  void runBeforeAnalysis(StringRef, TypeID analysis, Operation *) override {
    if (analysis == id)
      ++count;
  }

private:
  TypeID id;
  std::atomic<int> &count;
};

/// A loop with a redundant computation in its body (for early-cse), a dead
/// one (for dce), and a constant branch (for simplify-cfg).
constexpr StringLiteral kLoop = R"mlir(
vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %true = vir.constant true
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %cond = vir.icmp slt %i, %n : i32
  vir.cond_br %cond, ^body, ^exit
^body:
  %a = vir.add %i, %c1 : i32
  %b = vir.add %i, %c1 : i32
  %dead = vir.mul %a, %b : i32
  vir.cond_br %true, ^latch, ^exit
^latch:
  vir.br ^header(%b : i32)
^exit:
  vir.return %i : i32
}
)mlir";

class PipelineTest : public ::testing::Test {
protected:
  PipelineTest() {
    context.loadDialect<VIRDialect>();
    context.disableMultithreading();
  }

  OwningOpRef<ModuleOp> parse(StringRef source) {
    return parseSourceString<ModuleOp>(source, &context);
  }

  /// How often DominanceInfo is computed by `passes` on `source` (kLoop by
  /// default).
  int countDominanceBuilds(ArrayRef<std::unique_ptr<Pass> (*)()> passes,
                           StringRef source = kLoop) {
    OwningOpRef<ModuleOp> module = parse(source);
    EXPECT_TRUE(module);
    std::atomic<int> count{0};
    PassManager pm(&context);
    pm.addInstrumentation(
        std::make_unique<AnalysisCounter>(TypeID::get<DominanceInfo>(), count));
    OpPassManager &functionPM = pm.nest<FuncOp>();
    for (auto create : passes)
      functionPM.addPass(create());
    EXPECT_TRUE(succeeded(pm.run(*module)));
    return count;
  }

  MLIRContext context;
};

TEST_F(PipelineTest, PreservedDominanceIsNotRebuilt) {
  // dce removes %dead and keeps the CFG: it preserves dominance, so the
  // second early-cse reuses the first one's.
  EXPECT_EQ(countDominanceBuilds(
                {createEarlyCSEPass, createDCEPass, createEarlyCSEPass}),
            1);
}

TEST_F(PipelineTest, UnpreservedDominanceIsRebuilt) {
  // simplify-cfg folds the constant branch: dominance is invalidated and
  // the second early-cse builds it again.
  EXPECT_EQ(countDominanceBuilds({createEarlyCSEPass, createSimplifyCFGPass,
                                  createEarlyCSEPass}),
            2);
}

/// A loop with an invariant multiplication and a licm request; the entry
/// block branches to the header alone (a preheader) or also around the loop
/// (no preheader: licm makes one).
constexpr StringLiteral kHoistWithPreheader = R"mlir(
vir.func @f(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}
)mlir";
constexpr StringLiteral kHoistWithoutPreheader = R"mlir(
vir.func @f(%a: i32, %n: i32, %go: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.cond_br %go, ^loop(%c0 : i32), ^exit(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit(%i1 : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
)mlir";

TEST_F(PipelineTest, GVNPreservesDominance) {
  // gvn merges the two additions and adds no block or edge.
  EXPECT_EQ(countDominanceBuilds({createGVNPass, createGVNPass}), 1);
}

TEST_F(PipelineTest, LICMThatOnlyHoistsPreservesDominance) {
  EXPECT_EQ(countDominanceBuilds({createGVNPass, createLICMPass, createGVNPass},
                                 kHoistWithPreheader),
            1);
}

TEST_F(PipelineTest, LICMThatCreatesAPreheaderInvalidatesDominance) {
  // The new block changes the dominator tree: the second gvn rebuilds it.
  EXPECT_EQ(countDominanceBuilds({createGVNPass, createLICMPass, createGVNPass},
                                 kHoistWithoutPreheader),
            2);
}

// indvars that widens a variable changes operations and block arguments,
// not blocks: dominance survives it. Deleting a loop removes blocks: the
// next user rebuilds dominance.
constexpr StringLiteral kWiden = R"mlir(
vir.func @f(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  vir.store %c0, %p : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return
}
)mlir";
constexpr StringLiteral kDeadLoop = R"mlir(
vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}
)mlir";

TEST_F(PipelineTest, IndVarsThatWidensPreservesDominance) {
  EXPECT_EQ(countDominanceBuilds(
                {createGVNPass, createIndVarsPass, createGVNPass}, kWiden),
            1);
}

TEST_F(PipelineTest, IndVarsThatDeletesALoopInvalidatesDominance) {
  EXPECT_EQ(countDominanceBuilds(
                {createGVNPass, createIndVarsPass, createGVNPass}, kDeadLoop),
            2);
}

/// Asks for AliasInfo; optionally advances the function's epoch. Declares
/// AliasInfo preserved, so only AliasInfo's own epoch check can invalidate
/// it. (A pass that advances an epoch changed the IR and must not claim
/// that all analyses are preserved: the pass manager then asks no analysis.)
struct AliasInfoUser : PassWrapper<AliasInfoUser, OperationPass<FuncOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AliasInfoUser)
  explicit AliasInfoUser(bool advance) : advance(advance) {}
  void runOnOperation() override {
    (void)getAnalysis<AliasInfo>();
    if (advance)
      advanceEpoch(getOperation());
    markAnalysesPreserved<AliasInfo>();
  }
  bool advance;
};

TEST_F(PipelineTest, TraitEpochInvalidatesAliasInfo) {
  auto count = [&](bool advance) {
    OwningOpRef<ModuleOp> module = parse(kLoop);
    std::atomic<int> builds{0};
    PassManager pm(&context);
    pm.addInstrumentation(
        std::make_unique<AnalysisCounter>(TypeID::get<AliasInfo>(), builds));
    OpPassManager &functionPM = pm.nest<FuncOp>();
    functionPM.addPass(std::make_unique<AliasInfoUser>(advance));
    functionPM.addPass(std::make_unique<AliasInfoUser>(false));
    EXPECT_TRUE(succeeded(pm.run(*module)));
    return builds.load();
  };
  EXPECT_EQ(count(/*advance=*/false), 1);
  EXPECT_EQ(count(/*advance=*/true), 2);
}

//===----------------------------------------------------------------------===//
// Request severities
//===----------------------------------------------------------------------===//

struct Reported {
  DiagnosticSeverity severity;
  std::string message;
};

class ReporterTest : public PipelineTest {
protected:
  /// Records `result` for a request of `strength` on @f's return, with
  /// remarks on; returns what the reporter emitted and whether it failed.
  std::pair<std::vector<Reported>, bool>
  record(Strength strength, std::optional<DenyReason> reason) {
    OwningOpRef<ModuleOp> module = parse(kLoop);
    auto func = module->lookupSymbol<FuncOp>("f");
    Operation *subject = func.getBody().back().getTerminator();
    auto request =
        RequestAttr::get(&context, RequestKind::unroll, strength, 0, 0, 0,
                         /*epoch=*/0, StringAttr::get(&context, "test"));
    RequestResult result =
        reason ? RequestResult::deny(request, *reason, "why not")
               : RequestResult::accept(request, "done");

    std::vector<Reported> reported;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      reported.push_back({diag.getSeverity(), diag.str()});
      return success();
    });
    SessionAttachment attachment(&context, session);
    PassReporter reporter("test-pass", func);
    bool failed = mlir::failed(reporter.recordRequest(subject, "loop", result));
    return {reported, failed};
  }

  OptimizerSession session{RemarkFormat::Text};
};

TEST_F(ReporterTest, SoftDenialIsARemark) {
  auto [reported, failed] = record(Strength::soft, DenyReason::CostModel);
  EXPECT_FALSE(failed);
  ASSERT_EQ(reported.size(), 1u);
  EXPECT_EQ(reported[0].severity, DiagnosticSeverity::Remark);
  EXPECT_EQ(reported[0].message,
            "VIR: denied unroll on loop, CostModel (why not)");
}

TEST_F(ReporterTest, AcceptanceIsARemark) {
  auto [reported, failed] = record(Strength::strong, std::nullopt);
  EXPECT_FALSE(failed);
  ASSERT_EQ(reported.size(), 1u);
  EXPECT_EQ(reported[0].severity, DiagnosticSeverity::Remark);
  EXPECT_EQ(reported[0].message, "VIR: accepted unroll on loop (done)");
}

TEST_F(ReporterTest, StrongIllegalityIsAnInternalCompilerError) {
  for (DenyReason reason :
       {DenyReason::Illegality, DenyReason::ContradictsTrait}) {
    auto [reported, failed] = record(Strength::strong, reason);
    EXPECT_TRUE(failed);
    ASSERT_EQ(reported.size(), 1u);
    EXPECT_EQ(reported[0].severity, DiagnosticSeverity::Error);
    EXPECT_TRUE(StringRef(reported[0].message)
                    .starts_with("internal compiler error: VIR: denied "
                                 "unroll on loop, "));
  }
}

TEST_F(ReporterTest, OtherStrongDenialsAreWarnings) {
  for (DenyReason reason :
       {DenyReason::Unsupported, DenyReason::NoTargetSupport,
        DenyReason::CostModel, DenyReason::AlreadyDone, DenyReason::TooLarge}) {
    auto [reported, failed] = record(Strength::strong, reason);
    EXPECT_FALSE(failed);
    ASSERT_EQ(reported.size(), 1u);
    EXPECT_EQ(reported[0].severity, DiagnosticSeverity::Warning);
  }
}

TEST_F(ReporterTest, EveryResultIsLoggedOnce) {
  record(Strength::soft, DenyReason::CostModel);
  // The same decision again (a later round) is neither logged nor reported.
  auto [reported, failed] = record(Strength::soft, DenyReason::CostModel);
  EXPECT_TRUE(reported.empty());
  record(Strength::strong, DenyReason::TooLarge);
  std::vector<RequestRecord> records = session.getRequestLog().getRecords();
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].function, "f");
  EXPECT_EQ(records[0].strength, "soft");
  EXPECT_EQ(*records[0].reason, DenyReason::CostModel);
  EXPECT_EQ(records[1].strength, "strong");
  EXPECT_EQ(*records[1].reason, DenyReason::TooLarge);
  EXPECT_LT(records[0].sequence, records[1].sequence);
}

//===----------------------------------------------------------------------===//
// Configurations and pipelines
//===----------------------------------------------------------------------===//

TEST(PipelineConfigTest, NoOptimizerAtO0AndO1) {
  MLIRContext context;
  for (OptLevel level : {OptLevel::O0, OptLevel::O1}) {
    PassManager pm(&context);
    std::string error;
    ASSERT_TRUE(succeeded(
        buildOptimizerPipeline(pm, OptimizerConfig::forLevel(level), error)));
    EXPECT_EQ(pm.size(), 0u);
    for (const PassSlot &slot : getPassSlots())
      EXPECT_FALSE(isSlotEnabled(slot, OptimizerConfig::forLevel(level)));
  }
}

TEST(PipelineConfigTest, TogglesAddAndOmitPasses) {
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::O2);
  config.toggles = {{"dce", false}, {"sroa", false}, {"sroa", true}};
  std::string error;
  ASSERT_TRUE(succeeded(verifyPassToggles(config, error)));
  for (const PassSlot &slot : getPassSlots())
    EXPECT_EQ(isSlotEnabled(slot, config), slot.pass != "dce")
        << slot.name.str();

  MLIRContext context;
  context.loadDialect<VIRDialect>();
  OpPassManager round(ModuleOp::getOperationName());
  ASSERT_TRUE(succeeded(buildPipelineRound(round, config, error))) << error;
  std::string text;
  llvm::raw_string_ostream os(text);
  round.printAsTextualPipeline(os);
  // (globaldce stays: only dce was switched off.)
  EXPECT_EQ(StringRef(text).count("dce{"), 0u);
  EXPECT_NE(StringRef(text).find("globaldce"), StringRef::npos);
  EXPECT_NE(StringRef(text).find("sroa{"), StringRef::npos);
}

TEST(PipelineConfigTest, UnknownToggleIsNamed) {
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::O2);
  config.toggles = {{"gvnn", false}};
  std::string error;
  EXPECT_TRUE(failed(verifyPassToggles(config, error)));
  EXPECT_EQ(error, "unknown optimizer pass 'gvnn' in -fno-gvnn");
}

TEST(PipelineConfigTest, LevelsSetRemarksFastMathAndCPU) {
  EXPECT_FALSE(OptimizerConfig::forLevel(OptLevel::O2).remarks);
  EXPECT_TRUE(OptimizerConfig::forLevel(OptLevel::O3).remarks);
  OptimizerConfig fast = OptimizerConfig::forLevel(OptLevel::Ofast);
  EXPECT_TRUE(fast.remarks);
  EXPECT_TRUE(fast.fastMath);
  EXPECT_FALSE(fast.targetCPU.empty());
  EXPECT_FALSE(OptimizerConfig::forLevel(OptLevel::O3).fastMath);
  EXPECT_EQ(OptimizerConfig::forLevel(OptLevel::O2).maxIterations, 100000);
  EXPECT_EQ(OptimizerConfig::forLevel(OptLevel::O2).maxPipelineRounds, 4u);
}

} // namespace
