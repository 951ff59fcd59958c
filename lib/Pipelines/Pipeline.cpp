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
#include "vct/Pipelines/PassTable.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/xxhash.h"

namespace vct {
#define GEN_PASS_DEF_OPTIMIZEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

using namespace mlir;
using namespace vct;

//===----------------------------------------------------------------------===//
// Building a round from the table
//===----------------------------------------------------------------------===//

static const UpstreamNamedPass kUpstreamNamedPasses[] = {
    {"inline", "vir-inline", [] { return createInlinePass(); }},
    {"mem2reg", "vir-mem2reg", [] { return createMem2RegPass(); }},
    {"sccp", "vir-sccp", [] { return createSCCPPass(); }},
    {"sroa", "vir-sroa", [] { return createSROAPass(); }},
};

ArrayRef<UpstreamNamedPass> vct::getUpstreamNamedPasses() {
  return kUpstreamNamedPasses;
}

static const UpstreamNamedPass *lookupUpstreamNamedPass(StringRef name) {
  for (const UpstreamNamedPass &pass : kUpstreamNamedPasses)
    if (pass.name == name)
      return &pass;
  return nullptr;
}

void vct::registerOptimizerPassesWithFreeNames() {
  // Every registration of vct/Transforms/Passes.td but the four of
  // kUpstreamNamedPasses. test/Plugins/mlir-opt/pass-list.mlir compares the
  // passes the plugin registers with vct-mlir-opt's: a pass missing here
  // fails it.
  registerBlockLayoutPass();
  registerCodegenPreparePass();
  registerDCEPass();
  registerDSEPass();
  registerEarlyCSEPass();
  registerFunctionAttrsPass();
  registerGEPSimplifyPass();
  registerGlobalDCEPass();
  registerGVNPass();
  registerIndVarsPass();
  registerInstCombinePass();
  registerIPSCCPPass();
  registerJumpThreadingPass();
  registerLICMPass();
  registerLoadWidenPass();
  registerLoopDistributePass();
  registerLoopFusePass();
  registerLoopIdiomPass();
  registerLoopInterleavePass();
  registerLoopJamPass();
  registerLoopPeelPass();
  registerLoopRotatePass();
  registerLoopUnrollPass();
  registerLoopUnswitchPass();
  registerLoopVectorizePass();
  registerMemcpyForwardPass();
  registerOptimizePass();
  registerPhiOptPass();
  registerPruneUnreachablePass();
  registerReassociatePass();
  registerSimplifyCFGPass();
  registerSimplifyLibCallsPass();
  registerSLPVectorizePass();
  registerTailCallPass();
}

/// Registers the optimizer's passes once, so that slots find them by name
/// also for embedders that registered nothing. A host that registered
/// `vir-optimize` itself (vct-mlir-opt, VCTPlugin) has them already, and
/// perhaps upstream passes under the clashing names, which must not be
/// registered again.
static void ensurePassesRegistered() {
  static llvm::once_flag flag;
  llvm::call_once(flag, [] {
    if (!PassInfo::lookup("vir-optimize"))
      registerVCTTransformsPasses();
  });
}

LogicalResult vct::verifyPassToggles(const OptimizerConfig &config,
                                     std::string &error) {
  for (const auto &[name, enabled] : config.toggles) {
    if (isOptimizerPass(name))
      continue;
    error = "unknown optimizer pass '" + name + "' in -f" +
            (enabled ? "" : "no-") + name;
    return failure();
  }
  return success();
}

LogicalResult vct::buildPipelineRound(OpPassManager &pm,
                                      const OptimizerConfig &config,
                                      std::string &error) {
  ensurePassesRegistered();
  // Consecutive function passes share one nested pipeline: each function
  // then runs them in order on one thread.
  OpPassManager *functionPM = nullptr;
  for (const PassSlot &slot : getPassSlots()) {
    if (!isSlotEnabled(slot, config))
      continue;
    const UpstreamNamedPass *upstreamNamed = lookupUpstreamNamedPass(slot.pass);
    const PassInfo *info =
        upstreamNamed ? nullptr : PassInfo::lookup(slot.pass);
    if (!upstreamNamed && !info) {
      error = ("slot '" + slot.name + "': no pass '" + slot.pass +
               "' is registered")
                  .str();
      return failure();
    }
    OpPassManager *target = &pm;
    if (slot.isModulePass) {
      functionPM = nullptr;
    } else {
      if (!functionPM)
        functionPM = &pm.nest<vir::FuncOp>();
      target = functionPM;
    }
    std::string options = getSlotOptions(slot, config);
    std::string message;
    auto errorHandler = [&](const Twine &msg) {
      message = msg.str();
      return failure();
    };
    LogicalResult added = success();
    if (upstreamNamed) {
      std::unique_ptr<Pass> pass = upstreamNamed->create();
      added = pass->initializeOptions(options, errorHandler);
      if (succeeded(added))
        target->addPass(std::move(pass));
    } else {
      added = info->addToPipeline(*target, options, errorHandler);
    }
    if (failed(added)) {
      error = ("slot '" + slot.name + "': " + message).str();
      return failure();
    }
  }
  return success();
}

void vct::printPipeline(raw_ostream &os, const OptimizerConfig &config) {
  for (const PassSlot &slot : getPassSlots()) {
    if (!isSlotEnabled(slot, config))
      continue;
    os << slot.stage << " " << getStageName(slot.stage) << " " << slot.name
       << " " << slot.pass << "{" << getSlotOptions(slot, config) << "}\n";
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

/// Gives every floating-point operation the `fast` flags (-Ofast), except
/// inside region barriers, which no pass changes (O-36).
static void applyFastMath(ModuleOp module) {
  auto fast = vir::FastMathFlagsAttr::get(module.getContext(),
                                          vir::FastMathFlags::fast);
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<vir::OpaqueRegionOp>(op))
      return WalkResult::skip();
    if (auto flags = op->getAttrOfType<vir::FastMathFlagsAttr>("fastmath"))
      op->setAttr("fastmath", fast);
    return WalkResult::advance();
  });
}

/// Why requests of `kind` get no result from the pipeline `config` runs.
static std::optional<Unevaluated>
whyUnevaluated(vir::RequestKind kind, const OptimizerConfig &config) {
  StringRef name = vir::stringifyRequestKind(kind);
  const PassSlot *owner = nullptr;
  for (const PassSlot &slot : getPassSlots()) {
    if (!llvm::is_contained(slot.requests, kind))
      continue;
    if (isSlotEnabled(slot, config))
      return std::nullopt;
    owner = &slot;
  }
  if (!owner)
    return Unevaluated{DenyReason::Unsupported,
                       ("no pass implements " + name + " yet").str()};
  // The pass exists but this configuration leaves it out: a choice of cost
  // model (the level, or the user's -fno-).
  std::optional<bool> toggle = config.getToggle(owner->pass);
  std::string note = toggle ? ("pass " + owner->pass +
                               " is switched off (-fno-" + owner->pass + ")")
                                  .str()
                            : ("pass " + owner->pass + " does not run at -O" +
                               stringifyOptLevel(config.level))
                                  .str();
  return Unevaluated{DenyReason::CostModel, note};
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
    if (config.maxIterations <= 0 || config.maxPipelineRounds == 0)
      return emitError(UnknownLoc::get(context))
             << "vir-optimize: budgets must be positive "
                "(max-iterations, max-pipeline-rounds)";
    roundPM = OpPassManager(ModuleOp::getOperationName());
    if (failed(buildPipelineRound(roundPM, config, error)))
      return emitError(UnknownLoc::get(context)) << "vir-optimize: " << error;
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

namespace {
/// A fingerprint of an operation (and, with `includeNested`, everything in
/// it) that changes when a pass changes it: the same parts MLIR's
/// OperationFingerPrint hashes (each operation's pointer, parent, attribute
/// dictionary, properties, blocks and their arguments, location, operands,
/// successors and result types), hashed with 128-bit XXH3 in chunks
/// instead of SHA-1, which took 5% of a -O2 run. Pointers are only ever
/// compared for equality through it, never ordered.
class Fingerprint {
public:
  Fingerprint(Operation *top, bool includeNested) {
    Hasher hasher{top};
    if (includeNested)
      top->walk([&](Operation *op) { hasher.addOperation(op); });
    else
      hasher.addOperation(top);
    state = hasher.finish();
  }
  bool operator==(const Fingerprint &other) const {
    return state == other.state;
  }
  bool operator!=(const Fingerprint &other) const { return !(*this == other); }

private:
  struct Hasher {
    Operation *top;
    SmallVector<uint64_t, 0> words;
    llvm::XXH128_hash_t state{0, 0};

    void add(uint64_t word) {
      words.push_back(word);
      if (words.size() == kChunk)
        flush();
    }
    void add(const void *pointer) {
      add(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(pointer)));
    }
    void addOperation(Operation *op) {
      add(op);
      if (op != top)
        add(op->getParentOp());
      add(op->getRawDictionaryAttrs().getAsOpaquePointer());
      add(static_cast<uint64_t>(op->hashProperties()));
      for (Region &region : op->getRegions())
        for (Block &block : region) {
          add(&block);
          for (BlockArgument argument : block.getArguments())
            add(argument.getAsOpaquePointer());
        }
      add(op->getLoc().getAsOpaquePointer());
      for (Value operand : op->getOperands())
        add(operand.getAsOpaquePointer());
      for (Block *successor : op->getSuccessors())
        add(successor);
      for (Type type : op->getResultTypes())
        add(type.getAsOpaquePointer());
    }
    /// Hashes the words so far, and the state before them, into the state.
    void flush() {
      words.push_back(state.low64);
      words.push_back(state.high64);
      state = llvm::xxh3_128bits(llvm::ArrayRef<uint8_t>(
          reinterpret_cast<const uint8_t *>(words.data()),
          words.size() * sizeof(uint64_t)));
      words.clear();
    }
    llvm::XXH128_hash_t finish() {
      flush();
      return state;
    }
  };
  static constexpr size_t kChunk = 4096;
  llvm::XXH128_hash_t state;
};

/// What pipeline rounds are compared by: the module's own fingerprint
/// (its attributes) and each top-level operation's, in program order, so
/// that a round that used up the budget says where it still changed
/// something. Together they cover what one fingerprint of the module would.
struct ModuleState {
  Fingerprint self;
  SmallVector<std::pair<Operation *, Fingerprint>> ops;

  explicit ModuleState(ModuleOp module)
      : self(module, /*includeNested=*/false) {
    for (Operation &op : module.getBody()->getOperations())
      ops.emplace_back(&op, Fingerprint(&op, /*includeNested=*/true));
  }

  /// The first top-level operation of `next` that is new or changed, or
  /// null if none is (the module's own attributes may still differ).
  Operation *findFirstChanged(const ModuleState &next) const {
    for (auto [index, entry] : llvm::enumerate(next.ops))
      if (index >= ops.size() || ops[index] != entry)
        return entry.first;
    return nullptr;
  }

  bool operator==(const ModuleState &other) const {
    return self == other.self && ops == other.ops;
  }
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

  // Every action request gets a name for the run, and at its end a result
  // if no pass gave it one (RequestAccounting.h).
  nameRequests(module, *session);
  ModuleState before(module);
  unsigned round = 1;
  for (;; ++round) {
    session->setRound(round);
    if (failed(runPipeline(roundPM, module)))
      return signalPassFailure();
    ModuleState after(module);
    if (after == before)
      break;
    if (round >= config.maxPipelineRounds) {
      // At the first function (or global) the last round changed, when the
      // change is not the module's own attributes alone.
      Operation *changed = before.findFirstChanged(after);
      InFlightDiagnostic warning =
          emitWarning(changed ? changed->getLoc() : module.getLoc())
          << "VIR: vir.max_pipeline_rounds (" << config.maxPipelineRounds
          << ") exhausted; the pipeline still changed the module in its "
             "last round";
      if (auto name = changed ? changed->getAttrOfType<StringAttr>(
                                    SymbolTable::getSymbolAttrName())
                              : StringAttr())
        warning << " (first @" << name.getValue() << ")";
      break;
    }
    before = std::move(after);
  }
  session->setRound(round + 1);
  LogicalResult finished =
      finishRequests(module, *session, [&](vir::RequestKind kind) {
        return whyUnevaluated(kind, config);
      });
  session->setRound(0);
  if (failed(finished))
    return signalPassFailure();
}

std::unique_ptr<Pass> vct::createOptimizePass(const OptimizerConfig &config) {
  return std::make_unique<OptimizePass>(config);
}

LogicalResult vct::optimize(ModuleOp module, const OptimizerConfig &config,
                            OptimizerSession &session) {
  // The input must be well-formed VIR (O-1): diagnose it rather than
  // optimize it.
  if (failed(mlir::verify(module)))
    return failure();
  // Remarks asked for in the configuration and not decided by the session's
  // owner come as diagnostics.
  if (config.remarks && !session.remarksEnabled())
    session.setRemarkFormat(RemarkFormat::Text);
  // Verifying after every pass costs a third of the run on a large
  // function; the output is verified once instead.
  PassManager pm(module.getContext());
  pm.enableVerifier(false);
  std::string error;
  if (failed(buildOptimizerPipeline(pm, config, error)))
    return module.emitError() << error;
  SessionAttachment attachment(module.getContext(), session);
  if (failed(pm.run(module)))
    return failure();
  if (failed(mlir::verify(module)))
    return module.emitError()
           << "VIR: internal compiler error: the optimizer produced invalid "
              "VIR (vct-mlir-opt --verify-each names the pass)";
  return success();
}
