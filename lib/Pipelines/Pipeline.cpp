//===- Pipeline.cpp - The VIR optimizer's pipeline ------------------------===//
//
// The pass table, the per-round pipeline built from it, and `vir-optimize`,
// the module pass that runs rounds until the module stops changing
// (ARCHITECTURE §5.1, §5.2).
//
//===----------------------------------------------------------------------===//

#include "vct/Pipelines/Pipeline.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Optimizer/Session.h"
#include "vct/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/PassManager.h"

namespace vct {
#define GEN_PASS_DEF_OPTIMIZEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

using namespace mlir;
using namespace vct;

//===----------------------------------------------------------------------===//
// The pass table
//===----------------------------------------------------------------------===//

/// A factory for a pass whose only option is the iteration budget.
template <typename OptionsT, std::unique_ptr<Pass> (*Create)(OptionsT)>
static std::unique_ptr<Pass> createBudgeted(const OptimizerConfig &config) {
  OptionsT options;
  options.maxIterations = config.maxIterations;
  return Create(options);
}

/// jump-threading copies no operation at -Oz.
static std::unique_ptr<Pass>
createJumpThreading(const OptimizerConfig &config) {
  JumpThreadingPassOptions options;
  options.maxIterations = config.maxIterations;
  if (config.isSizeFirst())
    options.maxDuplicatedOps = 0;
  return createJumpThreadingPass(options);
}

/// The inliner's budget rises at -O3 and -Ofast and shrinks at -Oz (O-43,
/// O-45).
static std::unique_ptr<Pass> createInline(const OptimizerConfig &config) {
  InlinePassOptions options;
  options.maxIterations = config.maxIterations;
  options.threshold = config.isAggressive()  ? 150
                      : config.isSizeFirst() ? 12
                                             : 60;
  return createInlinePass(options);
}

static const OptimizerPassInfo kOptimizerPasses[] = {
    // Stage 1: canonicalize.
    {"mem2reg", 1, false, true,
     createBudgeted<Mem2RegPassOptions, createMem2RegPass>},
    {"sroa", 1, false, true, createBudgeted<SROAPassOptions, createSROAPass>},
    {"instcombine", 1, false, true,
     createBudgeted<InstCombinePassOptions, createInstCombinePass>},
    {"simplify-cfg", 1, false, true,
     createBudgeted<SimplifyCFGPassOptions, createSimplifyCFGPass>},
    {"early-cse", 1, false, true,
     createBudgeted<EarlyCSEPassOptions, createEarlyCSEPass>},
    {"dce", 1, false, true, createBudgeted<DCEPassOptions, createDCEPass>},
    // Stage 2: scalar, in the order gvn, sccp, licm, indvars, reassociate
    // (007 §4.4). gvn first: the loads and expressions it merges leave
    // fewer, simpler operations for the later passes to hoist.
    {"gvn", 2, false, true, createBudgeted<GVNPassOptions, createGVNPass>},
    {"sccp", 2, false, true, createBudgeted<SCCPPassOptions, createSCCPPass>},
    {"licm", 2, false, true, createBudgeted<LICMPassOptions, createLICMPass>},
    {"indvars", 2, false, true,
     createBudgeted<IndVarsPassOptions, createIndVarsPass>},
    {"reassociate", 2, false, true,
     createBudgeted<ReassociatePassOptions, createReassociatePass>},
    // Stage 3: IPA.
    {"inline", 3, true, true, createInline},
    {"globaldce", 3, true, true,
     [](const OptimizerConfig &) { return createGlobalDCEPass(); }},
    {"ipsccp", 3, true, true,
     createBudgeted<IPSCCPPassOptions, createIPSCCPPass>},
    {"function-attrs", 3, true, true,
     createBudgeted<FunctionAttrsPassOptions, createFunctionAttrsPass>},
    // Stage 7: control flow. jump-threading first: the join it removes (a
    // branch on an i1 block argument) is a triangle phiopt would otherwise
    // turn into a select feeding the branch. At -Oz it only threads what
    // copies nothing.
    {"jump-threading", 7, false, true, createJumpThreading},
    {"phiopt", 7, false, true,
     createBudgeted<PhiOptPassOptions, createPhiOptPass>},
};

ArrayRef<OptimizerPassInfo> vct::getOptimizerPasses() {
  return kOptimizerPasses;
}

static const OptimizerPassInfo *lookupPass(StringRef name) {
  for (const OptimizerPassInfo &info : kOptimizerPasses)
    if (info.name == name)
      return &info;
  return nullptr;
}

LogicalResult vct::verifyPassToggles(const OptimizerConfig &config,
                                     std::string &error) {
  for (const auto &[name, enabled] : config.toggles) {
    if (lookupPass(name))
      continue;
    error = "unknown optimizer pass '" + name + "' in -f" +
            (enabled ? "" : "no-") + name;
    return failure();
  }
  return success();
}

bool vct::isPassEnabled(const OptimizerPassInfo &info,
                        const OptimizerConfig &config) {
  // At -O0 and -O1 nothing runs, whatever the toggles say (O-42).
  if (!config.runsOptimizer())
    return false;
  if (std::optional<bool> toggle = config.getToggle(info.name))
    return *toggle;
  return !config.isSizeFirst() || info.enabledAtOz;
}

void vct::buildPipelineRound(OpPassManager &pm, const OptimizerConfig &config) {
  // Consecutive function passes share one nested pipeline: each function
  // then runs them in order on one thread.
  OpPassManager *functionPM = nullptr;
  for (const OptimizerPassInfo &info : kOptimizerPasses) {
    if (!isPassEnabled(info, config))
      continue;
    if (info.isModulePass) {
      functionPM = nullptr;
      pm.addPass(info.create(config));
      continue;
    }
    if (!functionPM)
      functionPM = &pm.nest<vir::FuncOp>();
    functionPM->addPass(info.create(config));
  }
}

LogicalResult vct::buildOptimizerPipeline(OpPassManager &pm,
                                          const OptimizerConfig &config,
                                          std::string &error) {
  if (failed(verifyPassToggles(config, error)))
    return failure();
  if (config.runsOptimizer())
    pm.addPass(createOptimizePass(config));
  return success();
}

//===----------------------------------------------------------------------===//
// vir-optimize
//===----------------------------------------------------------------------===//

/// Gives every floating-point operation the `fast` flags (-Ofast).
static void applyFastMath(ModuleOp module) {
  auto fast = vir::FastMathFlagsAttr::get(module.getContext(),
                                          vir::FastMathFlags::fast);
  module.walk([&](Operation *op) {
    if (auto flags = op->getAttrOfType<vir::FastMathFlagsAttr>("fastmath"))
      op->setAttr("fastmath", fast);
  });
}

namespace {
struct OptimizePass : vct::impl::OptimizePassBase<OptimizePass> {
  using Base::Base;

  explicit OptimizePass(const OptimizerConfig &config)
      : config(config), hasConfig(true) {
    // Mirror the configuration in the options, so that the pass prints as
    // the textual pipeline that recreates it.
    level = stringifyOptLevel(config.level).str();
    SmallVector<std::string> enabled, disabled;
    for (const auto &[name, on] : config.toggles)
      (on ? enabled : disabled).push_back(name);
    enable = enabled;
    disable = disabled;
    maxIterations = config.maxIterations;
    maxPipelineRounds = config.maxPipelineRounds;
  }

  /// Builds the round pipeline, from the configuration given to the
  /// constructor or else from the options.
  LogicalResult initialize(MLIRContext *context) override {
    if (!hasConfig) {
      std::optional<OptLevel> parsed = parseOptLevel(level);
      if (!parsed)
        return emitError(UnknownLoc::get(context))
               << "vir-optimize: unknown optimization level '" << level
               << "' (expected 0, 1, 2, 3, fast or z)";
      config = OptimizerConfig::forLevel(*parsed);
      for (const std::string &name : enable)
        config.toggles.emplace_back(name, true);
      for (const std::string &name : disable)
        config.toggles.emplace_back(name, false);
      config.maxIterations = maxIterations;
      config.maxPipelineRounds = maxPipelineRounds;
    }
    std::string error;
    if (failed(verifyPassToggles(config, error)))
      return emitError(UnknownLoc::get(context)) << "vir-optimize: " << error;
    roundPM = OpPassManager(ModuleOp::getOperationName());
    buildPipelineRound(roundPM, config);
    return success();
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<vir::VIRDialect>();
    roundPM.getDependentDialects(registry);
  }

  void runOnOperation() override;

private:
  OptimizerConfig config;
  /// True when constructed from a configuration rather than options.
  bool hasConfig = false;
  OpPassManager roundPM{ModuleOp::getOperationName()};
};
} // namespace

void OptimizePass::runOnOperation() {
  ModuleOp module = getOperation();
  if (!config.runsOptimizer())
    return markAllAnalysesPreserved();

  // Without a session from the tool or embedder, one for this run: remarks
  // as diagnostics if the configuration asks for them.
  MLIRContext *context = &getContext();
  std::optional<OptimizerSession> ownSession;
  std::optional<SessionAttachment> attachment;
  OptimizerSession *session = OptimizerSession::lookup(context);
  if (!session) {
    ownSession.emplace(config.remarks ? RemarkFormat::Text
                                      : RemarkFormat::None);
    attachment.emplace(context, *ownSession);
    session = &*ownSession;
  }

  if (config.fastMath)
    applyFastMath(module);
  if (!config.targetCPU.empty())
    module->setAttr(vir::VIRDialect::getTargetCpuAttrName(),
                    StringAttr::get(context, config.targetCPU));

  OperationFingerPrint before(module);
  for (unsigned round = 1;; ++round) {
    session->setRound(round);
    if (failed(runPipeline(roundPM, module)))
      return signalPassFailure();
    OperationFingerPrint after(module);
    if (after == before)
      break;
    before = after;
    if (round >= config.maxPipelineRounds) {
      emitWarning(module.getLoc())
          << "VIR: vir.max_pipeline_rounds (" << config.maxPipelineRounds
          << ") exhausted; the pipeline still changed the module in its "
             "last round";
      break;
    }
  }
  session->setRound(0);
}

std::unique_ptr<Pass> vct::createOptimizePass(const OptimizerConfig &config) {
  return std::make_unique<OptimizePass>(config);
}

LogicalResult vct::optimize(ModuleOp module, const OptimizerConfig &config,
                            OptimizerSession &session) {
  PassManager pm(module.getContext());
  std::string error;
  if (failed(buildOptimizerPipeline(pm, config, error)))
    return module.emitError() << error;
  SessionAttachment attachment(module.getContext(), session);
  return pm.run(module);
}
