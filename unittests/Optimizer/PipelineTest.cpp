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
  /// With `name`, the request is named as vir-optimize names it (so its
  /// identity is that name) and the session is in its first round.
  std::pair<std::vector<Reported>, bool>
  record(Strength strength, std::optional<DenyReason> reason,
         StringRef name = "") {
    OwningOpRef<ModuleOp> module = parse(kLoop);
    auto func = module->lookupSymbol<FuncOp>("f");
    Operation *subject = func.getBody().back().getTerminator();
    auto request =
        RequestAttr::get(&context, RequestKind::unroll, strength, 0, 0, 0,
                         /*epoch=*/0, StringAttr::get(&context, "test"));
    if (!name.empty()) {
      subject->setAttr(
          kRequestIdsAttrName,
          DictionaryAttr::get(
              &context, {NamedAttribute(StringAttr::get(&context, "unroll"),
                                        StringAttr::get(&context, name))}));
      if (!session.hasRequestResult(name))
        session.registerRequest(name, request, "f", "loop", subject->getLoc());
    }
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

TEST_F(ReporterTest, ANamedRequestKeepsItsFirstResult) {
  record(Strength::soft, DenyReason::CostModel, "f#0");
  // The same request again (a later round, another text) is neither logged
  // nor reported.
  auto [reported, failed] = record(Strength::soft, DenyReason::TooLarge, "f#0");
  EXPECT_TRUE(reported.empty());
  // Another request with the same text is another result.
  record(Strength::soft, DenyReason::CostModel, "f#1");
  std::vector<RequestRecord> records = session.getRequestLog().getRecords();
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[0].function, "f");
  EXPECT_EQ(*records[0].reason, DenyReason::CostModel);
  EXPECT_EQ(*records[1].reason, DenyReason::CostModel);
  EXPECT_LT(records[0].sequence, records[1].sequence);
  EXPECT_TRUE(session.hasRequestResult("f#0"));
  EXPECT_TRUE(session.getRequestsWithoutResult().empty());
}

TEST_F(ReporterTest, UnnamedRequestsAreLoggedAtEveryEvaluation) {
  // Outside vir-optimize a pass run on its own records what it evaluates.
  record(Strength::soft, DenyReason::CostModel);
  record(Strength::soft, DenyReason::CostModel);
  record(Strength::strong, DenyReason::TooLarge);
  std::vector<RequestRecord> records = session.getRequestLog().getRecords();
  ASSERT_EQ(records.size(), 3u);
  EXPECT_EQ(records[2].strength, "strong");
  EXPECT_EQ(*records[2].reason, DenyReason::TooLarge);
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

namespace {

//===----------------------------------------------------------------------===//
// vct::optimize and analysis lifetime
//===----------------------------------------------------------------------===//

class OptimizeTest : public PipelineTest {
protected:
  /// Runs vct::optimize on `module`; returns the diagnostics it emitted.
  std::vector<Reported> optimize(ModuleOp module, const OptimizerConfig &config,
                                 OptimizerSession &session, bool &ok) {
    std::vector<Reported> reported;
    ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
      reported.push_back({diag.getSeverity(), diag.str()});
      return success();
    });
    ok = succeeded(vct::optimize(module, config, session));
    return reported;
  }
};

TEST_F(OptimizeTest, VerifiesItsInput) {
  OwningOpRef<ModuleOp> module = parse(kLoop);
  ASSERT_TRUE(module);
  // A block without its terminator is not VIR (O-1).
  module->lookupSymbol<FuncOp>("f").getBody().back().getTerminator()->erase();
  OptimizerSession session;
  bool ok = true;
  std::vector<Reported> reported =
      optimize(*module, OptimizerConfig::forLevel(OptLevel::O2), session, ok);
  EXPECT_FALSE(ok);
  ASSERT_FALSE(reported.empty());
  EXPECT_EQ(reported[0].severity, DiagnosticSeverity::Error);
}

TEST_F(OptimizeTest, HonoursRemarksInTheConfiguration) {
  OwningOpRef<ModuleOp> module = parse(kLoop);
  ASSERT_TRUE(module);
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::O2);
  config.remarks = true;
  OptimizerSession session;
  bool ok = false;
  std::vector<Reported> reported = optimize(*module, config, session, ok);
  EXPECT_TRUE(ok);
  EXPECT_TRUE(llvm::any_of(reported, [](const Reported &r) {
    return r.severity == DiagnosticSeverity::Remark &&
           StringRef(r.message).starts_with("VIR: ");
  }));
}

/// How often DominanceInfo is built by vir-optimize at -O2 with at most
/// `rounds` rounds on `source`.
static int countDominanceBuildsInRounds(MLIRContext &context, StringRef source,
                                        unsigned rounds) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  EXPECT_TRUE(module);
  std::atomic<int> count{0};
  PassManager pm(&context);
  pm.addInstrumentation(
      std::make_unique<AnalysisCounter>(TypeID::get<DominanceInfo>(), count));
  OptimizerConfig config = OptimizerConfig::forLevel(OptLevel::O2);
  config.maxPipelineRounds = rounds;
  std::string error;
  EXPECT_TRUE(succeeded(buildOptimizerPipeline(pm, config, error))) << error;
  EXPECT_TRUE(succeeded(pm.run(*module)));
  return count;
}

TEST_F(OptimizeTest, AnalysesDoNotSurviveARound) {
  // O-13 and MLIR: each round runs as a dynamic pipeline, and MLIR's pass
  // adaptor clears the nested analysis managers when a nested pipeline
  // ends, so a round that changes nothing still builds dominance again
  // (measured at 1-3 % of optimizer time, docs/Optimizer.md "Analyses").
  // @g only gets its effect traits from function-attrs in round 1; round
  // 2 changes nothing (so a third never runs) and still builds dominance
  // again for the passes that ask for it.
  constexpr StringLiteral kNothing = R"mlir(
vir.func @g(%x: i32) -> i32 {
  vir.return %x : i32
}
)mlir";
  int oneRound = countDominanceBuildsInRounds(context, kNothing, 1);
  int twoRounds = countDominanceBuildsInRounds(context, kNothing, 2);
  EXPECT_GT(oneRound, 0);
  EXPECT_EQ(twoRounds, 2 * oneRound);
  EXPECT_EQ(countDominanceBuildsInRounds(context, kNothing, 4), twoRounds);
}

} // namespace
