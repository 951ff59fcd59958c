//===- Inline.cpp - Inline calls the front end asked to inline ------------===//
//
// MLIR's Inliner walks the call graph bottom-up and copies bodies; the
// decision for each call is ours and is driven only by the call-edge
// requests on the call and on its callee (O-19). Every request the decision
// weighs gets a RequestResult.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Transforms/Inliner.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_INLINEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "inline"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// The inlining requests on one call edge: the call's own first, then the
/// callee's (which apply to all its calls).
struct EdgeRequests {
  RequestAttr inlineRequest, alwaysInline, noInline, coldCall, likelyCall;

  explicit EdgeRequests(CallOp call, FuncOp callee) {
    for (const TraitView &traits :
         {TraitView::forOp(call), TraitView::forOp(callee)}) {
      take(inlineRequest, traits, RequestKind::inline_);
      take(alwaysInline, traits, RequestKind::always_inline);
      take(noInline, traits, RequestKind::no_inline);
      take(coldCall, traits, RequestKind::cold_call);
      take(likelyCall, traits, RequestKind::likely_call);
    }
  }

  static void take(RequestAttr &slot, const TraitView &traits,
                   RequestKind kind) {
    if (!slot)
      slot = traits.getRequest(kind);
  }

  static bool isStrong(RequestAttr request) {
    return request && request.getStrength() == Strength::strong;
  }
};

class InlineDecider {
public:
  InlineDecider(CallGraph &callGraph, unsigned threshold,
                unsigned maxCallerSize, StringRef passName)
      : threshold(threshold), maxCallerSize(maxCallerSize), passName(passName) {
    // Recursive cycles: the call graph's strongly connected components
    // with a cycle (several functions, or one calling itself).
    unsigned id = 0;
    for (auto scc = llvm::scc_begin(static_cast<const CallGraph *>(&callGraph));
         !scc.isAtEnd(); ++scc, ++id) {
      if (!scc.hasCycle())
        continue;
      for (CallGraphNode *node : *scc)
        if (!node->isExternal())
          recursiveComponent[node->getCallableRegion()->getParentOp()] = id;
    }
  }

  /// Weighs the requests on `call` (in `caller`), records their results, and
  /// returns whether to inline it.
  bool decideCall(CallOp call, FuncOp caller, FuncOp callee);

  bool hadInternalError() const { return internalError; }

private:
  void record(PassReporter &reporter, CallOp call, RequestAttr request,
              RequestResult result) {
    if (!request)
      return;
    result.request = request;
    internalError |= failed(
        reporter.recordRequest(call, describeRequestSubject(call), result));
  }
  bool isRecursive(FuncOp caller, FuncOp callee) const {
    if (caller == callee)
      return true;
    auto source = recursiveComponent.find(caller);
    auto target = recursiveComponent.find(callee);
    return source != recursiveComponent.end() &&
           target != recursiveComponent.end() &&
           source->second == target->second;
  }
  /// The number of operations in `func`'s body, counted once per run.
  unsigned getSize(FuncOp func) {
    auto [it, inserted] = sizes.try_emplace(func, 0);
    if (inserted)
      func.getBody().walk([&](Operation *) { ++it->second; });
    return it->second;
  }

  unsigned threshold;
  unsigned maxCallerSize;
  StringRef passName;
  DenseMap<Operation *, unsigned> recursiveComponent;
  DenseMap<Operation *, unsigned> sizes;
  DenseMap<Operation *, bool> hasBarrier;
  /// Operations each caller gains from the calls accepted so far.
  DenseMap<Operation *, unsigned> growth;
  bool internalError = false;
};
} // namespace

bool InlineDecider::decideCall(CallOp call, FuncOp caller, FuncOp callee) {
  EdgeRequests requests(call, callee);
  RequestAttr asked =
      requests.alwaysInline ? requests.alwaysInline : requests.inlineRequest;
  PassReporter reporter(passName, caller);
  auto deny = [&](RequestAttr request, DenyReason reason, std::string note) {
    record(reporter, call, request,
           RequestResult::deny(request, reason, std::move(note)));
  };
  auto denyAsked = [&](DenyReason reason, const std::string &note) {
    deny(requests.alwaysInline, reason, note);
    deny(requests.inlineRequest, reason, note);
  };

  if (requests.noInline) {
    if (asked) {
      // Strong against strong is a contradiction the front end should have
      // resolved (007 §6); a soft request simply loses.
      std::string note = EdgeRequests::isStrong(requests.noInline)
                             ? "the edge also carries a strong no_inline"
                             : "the edge also carries no_inline";
      denyAsked(DenyReason::ContradictsTrait, note);
    }
    record(reporter, call, requests.noInline,
           RequestResult::accept(requests.noInline, "not inlined"));
    return false;
  }
  if (!asked)
    return false;

  if (callee.getVariadic()) {
    denyAsked(DenyReason::Illegality, "the callee is variadic");
    return false;
  }
  if (callee.isDeclaration()) {
    denyAsked(DenyReason::Unsupported, "the callee has no body in this module");
    return false;
  }
  if (isRecursive(caller, callee)) {
    denyAsked(DenyReason::Unsupported, "the call is part of a recursive cycle");
    return false;
  }
  auto [barrier, inserted] = hasBarrier.try_emplace(callee, false);
  if (inserted)
    callee.walk([&](OpaqueRegionOp) { barrier->second = true; });
  if (barrier->second) {
    denyAsked(DenyReason::Unsupported, "the callee contains a region barrier");
    return false;
  }

  unsigned calleeSize = getSize(callee);
  // The caller as it will be after the inlining decided so far this run.
  unsigned callerSize = getSize(caller) + growth[caller];
  if (callerSize + calleeSize > maxCallerSize) {
    denyAsked(DenyReason::TooLarge,
              llvm::formatv("the caller would grow to {0} operations, over "
                            "the limit of {1}",
                            callerSize + calleeSize, maxCallerSize));
    return false;
  }

  if (requests.alwaysInline) {
    growth[caller] += calleeSize;
    record(reporter, call, requests.alwaysInline,
           RequestResult::accept(
               requests.alwaysInline,
               llvm::formatv("callee {0} operations", calleeSize)));
    deny(requests.inlineRequest, DenyReason::AlreadyDone,
         "inlined for always_inline");
    return true;
  }

  unsigned budget = threshold;
  if (requests.coldCall) {
    budget /= 4;
    record(reporter, call, requests.coldCall,
           RequestResult::accept(requests.coldCall,
                                 llvm::formatv("inline budget lowered to {0} "
                                               "operations",
                                               budget)));
  } else if (requests.likelyCall) {
    budget *= 2;
    record(reporter, call, requests.likelyCall,
           RequestResult::accept(requests.likelyCall,
                                 llvm::formatv("inline budget raised to {0} "
                                               "operations",
                                               budget)));
  }
  if (calleeSize > budget) {
    deny(requests.inlineRequest, DenyReason::CostModel,
         llvm::formatv("callee {0:f1}x size budget",
                       budget ? double(calleeSize) / budget : 0.0));
    return false;
  }
  growth[caller] += calleeSize;
  record(reporter, call, requests.inlineRequest,
         RequestResult::accept(requests.inlineRequest,
                               llvm::formatv("callee {0} operations, budget "
                                             "{1}",
                                             calleeSize, budget)));
  return true;
}

namespace {
struct InlinePass : vct::impl::InlinePassBase<InlinePass> {
  using Base::Base;

  static LogicalResult runPipelineHelper(Pass &pass, OpPassManager &pipeline,
                                         Operation *op) {
    return static_cast<InlinePass &>(pass).runPipeline(pipeline, op);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on the module\n");
    CallGraph &callGraph = getAnalysis<CallGraph>();
    InlineDecider decider(callGraph, threshold, maxCallerSize, getArgument());

    // Decide every direct call first, in module order, so that every
    // request gets its result even where MLIR's inliner would not ask
    // (it skips recursive callees on its own). Calls created by inlining
    // are decided in the next pipeline round.
    struct Decision {
      bool inlined;
      FlatSymbolRefAttr callee;
    };
    DenseMap<Operation *, Decision> decisions;
    SymbolTable symbols(module);
    for (auto caller : module.getOps<FuncOp>()) {
      caller.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<OpaqueRegionOp>(op))
          return WalkResult::skip();
        auto call = dyn_cast<CallOp>(op);
        if (!call || !call.getCalleeAttr())
          return WalkResult::advance();
        auto callee = symbols.lookup<FuncOp>(call.getCalleeAttr().getValue());
        if (callee) {
          decisions[call] = {decider.decideCall(call, caller, callee),
                             call.getCalleeAttr()};
          LLVM_DEBUG(llvm::dbgs()
                     << "  - " << (decisions[call].inlined ? "inline" : "keep")
                     << " the call to @" << callee.getName() << " at "
                     << call.getLoc() << "\n");
        }
        return WalkResult::advance();
      });
    }
    if (decider.hadInternalError())
      return signalPassFailure();
    if (llvm::none_of(decisions,
                      [](const auto &entry) { return entry.second.inlined; }))
      return markAllAnalysesPreserved();

    InlinerConfig config;
    // The pipeline's later passes and rounds clean up; no per-callee
    // simplification here.
    config.setDefaultPipeline(nullptr);
    config.setMaxInliningIterations(
        static_cast<unsigned>(std::min<int64_t>(maxIterations, 4)));
    auto profitable = [&](const Inliner::ResolvedCall &resolved) {
      Operation *call = const_cast<CallOpInterface &>(resolved.call);
      auto it = decisions.find(call);
      // A call made by this run's inlining (possibly at the address of one
      // decided and since erased) waits for the next round.
      if (it == decisions.end() || !isa<CallOp>(call) ||
          cast<CallOp>(call).getCalleeAttr() != it->second.callee)
        return false;
      if (it->second.inlined)
        ++numInlined;
      return it->second.inlined;
    };
    Inliner inliner(module, callGraph, *this, getAnalysisManager(),
                    runPipelineHelper, config, profitable);
    if (failed(inliner.doInlining()))
      return signalPassFailure();
    // Inlined bodies bring blocks, traits and calls.
    PassOutcome outcome;
    outcome.changed = outcome.changedCFG = outcome.changedTraits =
        outcome.changedCalls = true;
    PassReporter reporter(getArgument(), module);
    finishPass(reporter, module, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
