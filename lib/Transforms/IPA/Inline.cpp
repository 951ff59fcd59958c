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
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Transforms/Inliner.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
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
/// One call-edge request and the op carrying it: the call, or the callee for
/// a request on all its calls.
struct EdgeRequest {
  RequestAttr request;
  Operation *carrier = nullptr;

  explicit operator bool() const { return static_cast<bool>(request); }
  bool isStrong() const {
    return request && request.getStrength() == Strength::strong;
  }
};

/// The inlining requests on one call edge: the call's own first, then the
/// callee's (which apply to all its calls).
struct EdgeRequests {
  EdgeRequest inlineRequest, alwaysInline, noInline, coldCall, likelyCall;

  EdgeRequests(CallOp call, FuncOp callee) {
    for (Operation *carrier : {call.getOperation(), callee.getOperation()}) {
      TraitView traits = TraitView::forOp(carrier);
      take(inlineRequest, traits, carrier, RequestKind::inline_);
      take(alwaysInline, traits, carrier, RequestKind::always_inline);
      take(noInline, traits, carrier, RequestKind::no_inline);
      take(coldCall, traits, carrier, RequestKind::cold_call);
      take(likelyCall, traits, carrier, RequestKind::likely_call);
    }
  }

  static void take(EdgeRequest &slot, const TraitView &traits,
                   Operation *carrier, RequestKind kind) {
    if (!slot)
      slot = {traits.getRequest(kind), carrier};
  }
};

/// Decides every call of a run, bottom-up over the call graph as MLIR's
/// inliner copies, so that a callee's size includes what was already
/// inlined into it. Growth is bounded twice: no caller grows past
/// `maxCallerSize` operations, and one run adds at most `moduleBudget`
/// operations to the module; a request past either is denied TooLarge.
class InlineDecider {
public:
  InlineDecider(CallGraph &callGraph, unsigned threshold,
                unsigned maxCallerSize, uint64_t moduleBudget,
                StringRef passName)
      : threshold(threshold), maxCallerSize(maxCallerSize),
        moduleBudget(moduleBudget), passName(passName) {
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
  /// The first call whose requests were denied for a growth budget, in the
  /// order calls are decided (callees before callers), or null.
  CallOp getFirstOverBudget() const { return firstOverBudget; }

  /// Private functions called exactly once and never referenced otherwise:
  /// inlining that call removes the callee, so the module does not grow.
  llvm::DenseSet<Operation *> singleCallCallees;

private:
  void record(PassReporter &reporter, CallOp call, const EdgeRequest &edge,
              RequestResult result) {
    if (!edge)
      return;
    result.request = edge.request;
    internalError |= failed(reporter.recordRequest(
        call, describeRequestSubject(call), result, edge.carrier));
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
  /// The operations of `func`'s own body, and how many are constants:
  /// counted in one walk, once.
  struct BodyCount {
    uint64_t ops = 0, constants = 0;
  };
  const BodyCount &getBodyCount(FuncOp func) {
    auto [it, inserted] = bodyCounts.try_emplace(func);
    if (inserted)
      func.getBody().walk([&](Operation *op) {
        ++it->second.ops;
        if (isa<ConstantOp>(op))
          ++it->second.constants;
      });
    return it->second;
  }

  /// The number of operations in `func`'s body as it will be once the
  /// calls accepted into it so far are inlined.
  uint64_t getSize(FuncOp func) {
    return getBodyCount(func).ops + growth.lookup(func);
  }

  /// The callee's cost against the inline budget: its operations but its
  /// constants (they are free where they are used, as in LLVM's inline
  /// cost, which counts no constant).
  uint64_t getCost(FuncOp func) {
    return getSize(func) - getBodyCount(func).constants;
  }

  unsigned threshold;
  unsigned maxCallerSize;
  uint64_t moduleBudget;
  uint64_t moduleGrowth = 0;
  StringRef passName;
  DenseMap<Operation *, unsigned> recursiveComponent;
  DenseMap<Operation *, BodyCount> bodyCounts;
  DenseMap<Operation *, bool> hasBarrier;
  /// Callees with a strong must_tail call (lookups only).
  DenseMap<Operation *, bool> hasMustTail;
  /// Operations each caller gains from the calls accepted so far.
  DenseMap<Operation *, uint64_t> growth;
  bool internalError = false;
  CallOp firstOverBudget;
};
} // namespace

bool InlineDecider::decideCall(CallOp call, FuncOp caller, FuncOp callee) {
  EdgeRequests requests(call, callee);
  EdgeRequest asked =
      requests.alwaysInline ? requests.alwaysInline : requests.inlineRequest;
  PassReporter reporter(passName, caller);
  auto deny = [&](const EdgeRequest &edge, DenyReason reason,
                  std::string note) {
    record(reporter, call, edge,
           RequestResult::deny(edge.request, reason, std::move(note)));
  };
  // Everything asked for on the edge that did not happen.
  auto denyAsked = [&](DenyReason reason, const std::string &note) {
    deny(requests.alwaysInline, reason, note);
    deny(requests.inlineRequest, reason, note);
    deny(requests.coldCall, reason, "the call is not inlined: " + note);
    deny(requests.likelyCall, reason, "the call is not inlined: " + note);
  };

  if (requests.noInline) {
    // A strong request beats a soft contradicting one; strong against
    // strong is a contradiction the front end should have resolved (007
    // §6: an internal compiler error); otherwise no_inline wins.
    if (asked.isStrong() && !requests.noInline.isStrong()) {
      deny(requests.noInline, DenyReason::ContradictsTrait,
           ("the edge also carries a strong " +
            stringifyRequestKind(asked.request.getKind()))
               .str());
    } else {
      if (asked)
        denyAsked(DenyReason::ContradictsTrait,
                  requests.noInline.isStrong()
                      ? "the edge also carries a strong no_inline"
                      : "the edge also carries no_inline");
      else {
        deny(requests.coldCall, DenyReason::AlreadyDone,
             "the call is never inlined (no_inline)");
        deny(requests.likelyCall, DenyReason::AlreadyDone,
             "the call is never inlined (no_inline)");
      }
      record(reporter, call, requests.noInline,
             RequestResult::accept(requests.noInline.request, "not inlined"));
      return false;
    }
  }
  if (!asked) {
    // cold_call and likely_call only weigh an inline request.
    deny(requests.coldCall, DenyReason::AlreadyDone,
         "no inline request on the call to weigh");
    deny(requests.likelyCall, DenyReason::AlreadyDone,
         "no inline request on the call to weigh");
    return false;
  }

  if (callee.getVariadic()) {
    denyAsked(DenyReason::Unsupported,
              "inlining a variadic callee is not supported");
    return false;
  }
  if (callee.isDeclaration()) {
    denyAsked(DenyReason::Unsupported, "the callee has no body in this module");
    return false;
  }
  if (isInterposable(callee)) {
    denyAsked(DenyReason::Unsupported,
              "the callee is weak: the linker may replace its body");
    return false;
  }
  if (isRecursive(caller, callee)) {
    denyAsked(DenyReason::Unsupported, "the call is part of a recursive cycle");
    return false;
  }
  // A recursive callee's copy calls it again: inlining it would unroll
  // the recursion into the caller by one level per pipeline round, and the
  // rounds would never settle (LLVM's inliner keeps an inline history for
  // this).
  if (recursiveComponent.count(callee)) {
    denyAsked(DenyReason::Unsupported,
              "the callee is recursive (each inlined copy would call it "
              "again)");
    return false;
  }
  auto [barrier, inserted] = hasBarrier.try_emplace(callee, false);
  if (inserted)
    callee.walk([&](OpaqueRegionOp) { barrier->second = true; });
  if (barrier->second) {
    denyAsked(DenyReason::Unsupported, "the callee contains a region barrier");
    return false;
  }
  // A strong must_tail call (C's musttail) must stay the last thing its
  // function does; in an inlined copy it would be followed by the caller's
  // code (LLVM's inliner drops the guarantee there; VCT keeps the call).
  auto [mustTail, added] = hasMustTail.try_emplace(callee, false);
  if (added)
    callee.walk([&](CallOp call) {
      RequestAttr request =
          TraitView::forOp(call).getRequest(RequestKind::must_tail);
      if (request && request.getStrength() == Strength::strong)
        mustTail->second = true;
    });
  if (mustTail->second) {
    denyAsked(DenyReason::Unsupported,
              "the callee makes a strong must_tail call, which would not be "
              "in tail position in the caller");
    return false;
  }

  // The call is replaced by the callee's body, less its return.
  uint64_t calleeSize = getSize(callee);
  uint64_t callerSize = getSize(caller);
  if (callerSize + calleeSize > maxCallerSize) {
    if (!firstOverBudget)
      firstOverBudget = call;
    denyAsked(DenyReason::TooLarge,
              llvm::formatv("the caller would grow to {0} operations, over "
                            "the limit of {1}",
                            callerSize + calleeSize, maxCallerSize));
    return false;
  }
  if (moduleGrowth + calleeSize > moduleBudget) {
    if (!firstOverBudget)
      firstOverBudget = call;
    denyAsked(DenyReason::TooLarge,
              llvm::formatv("inlining has added {0} operations to the module "
                            "in this run, the most allowed is {1}",
                            moduleGrowth, moduleBudget));
    return false;
  }
  auto accept = [&] {
    growth[caller] += calleeSize;
    moduleGrowth += calleeSize;
  };

  if (requests.alwaysInline) {
    accept();
    record(reporter, call, requests.alwaysInline,
           RequestResult::accept(
               requests.alwaysInline.request,
               llvm::formatv("callee {0} operations", calleeSize)));
    deny(requests.inlineRequest, DenyReason::AlreadyDone,
         "inlined for always_inline");
    deny(requests.coldCall, DenyReason::AlreadyDone,
         "inlined for always_inline, whatever the budget");
    deny(requests.likelyCall, DenyReason::AlreadyDone,
         "inlined for always_inline, whatever the budget");
    return true;
  }

  uint64_t budget = threshold;
  if (requests.coldCall) {
    budget /= 4;
    record(reporter, call, requests.coldCall,
           RequestResult::accept(requests.coldCall.request,
                                 llvm::formatv("inline budget lowered to {0} "
                                               "operations",
                                               budget)));
    deny(requests.likelyCall, DenyReason::ContradictsTrait,
         "the call also carries cold_call");
  } else if (requests.likelyCall) {
    budget *= 2;
    record(reporter, call, requests.likelyCall,
           RequestResult::accept(requests.likelyCall.request,
                                 llvm::formatv("inline budget raised to {0} "
                                               "operations",
                                               budget)));
  }
  // The last call of a private callee: inlining it deletes the callee, so
  // a callee up to kSingleCallFactor times the budget still pays (LLVM
  // gives the same bonus to the last call of a static function).
  constexpr uint64_t kSingleCallFactor = 10;
  // (Not for a cold call: its budget is kept small on purpose.)
  bool single = !requests.coldCall && singleCallCallees.contains(callee);
  if (single)
    budget *= kSingleCallFactor;
  uint64_t calleeCost = getCost(callee);
  if (calleeCost > budget) {
    deny(requests.inlineRequest, DenyReason::CostModel,
         llvm::formatv("callee {0:f1}x size budget",
                       budget ? double(calleeCost) / budget : 0.0));
    return false;
  }
  accept();
  record(reporter, call, requests.inlineRequest,
         RequestResult::accept(
             requests.inlineRequest.request,
             llvm::formatv("callee {0} operations, budget {1}{2}", calleeCost,
                           budget, single ? ", its only call" : "")));
  return true;
}

/// The requests on `call` that are not call-edge inlining requests
/// (tail_call, must_tail, no_tail): they end with the call when it is
/// inlined.
static LogicalResult endOtherCallRequests(PassReporter &reporter, CallOp call) {
  bool failed = false;
  for (RequestAttr request : TraitView::forOp(call).getRequests()) {
    RequestKind kind = request.getKind();
    if (kind != RequestKind::tail_call && kind != RequestKind::must_tail &&
        kind != RequestKind::no_tail)
      continue;
    failed |= mlir::failed(reporter.recordRequest(
        call, describeRequestSubject(call),
        RequestResult::deny(request, DenyReason::AlreadyDone,
                            "the call was inlined")));
  }
  return failure(failed);
}

namespace {
/// A request that ends if its function is deleted, kept by value: the
/// function is gone when its result is recorded.
struct PendingResult {
  Location loc;
  std::string subject;
  RequestAttr request;
  std::string id;
};

/// What was decided for one call, and the callee it named then.
struct Decision {
  bool inlined;
  FlatSymbolRefAttr callee;
};
} // namespace

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
    // One walk of the module: its size, and the calls and address uses of
    // each function (a private function with exactly one call and no other
    // reference is deleted when that call is inlined).
    uint64_t moduleSize = 0;
    llvm::StringMap<unsigned> callCounts;
    llvm::StringSet<> referenced;
    module.walk([&](Operation *op) {
      ++moduleSize;
      if (auto call = dyn_cast<CallOp>(op)) {
        if (FlatSymbolRefAttr callee = call.getCalleeAttr())
          ++callCounts[callee.getValue()];
      } else if (auto address = dyn_cast<AddressOfOp>(op)) {
        referenced.insert(address.getSymbol());
      } else if (isa<GlobalOp, GlobalCtorOp, GlobalDtorOp, AliasOp>(op)) {
        // Addresses in initializers, registrations and aliases.
        (void)walkSymbolUses(op, [&](Operation *, SymbolRefAttr ref) {
          referenced.insert(ref.getRootReference());
        });
      }
    });
    // One run adds at most as many operations as the module has, and at
    // least `kMinModuleBudget` (a small module may still inline).
    constexpr uint64_t kMinModuleBudget = 2000;
    InlineDecider decider(callGraph, threshold, maxCallerSize,
                          std::max<uint64_t>(moduleSize, kMinModuleBudget),
                          getArgument());
    for (auto func : module.getOps<FuncOp>())
      if (func.isPrivate() && !func.isDeclaration() &&
          callCounts.lookup(func.getName()) == 1 &&
          !referenced.contains(func.getName()))
        decider.singleCallCallees.insert(func);

    // Decide every direct call first, bottom-up over the call graph (as
    // MLIR's inliner copies, so a callee's size includes what is inlined
    // into it) and in program order within a function, so that every
    // request gets its result even where MLIR's inliner would not ask (it
    // skips recursive callees on its own). Calls created by inlining are
    // decided in the next pipeline round.
    DenseMap<Operation *, Decision> decisions;
    SmallVector<CallOp> inlinedCalls;
    SymbolTable symbols(module);
    auto decideCalls = [&](FuncOp caller) {
      caller.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<OpaqueRegionOp>(op))
          return WalkResult::skip();
        auto call = dyn_cast<CallOp>(op);
        if (!call || !call.getCalleeAttr())
          return WalkResult::advance();
        auto callee = symbols.lookup<FuncOp>(call.getCalleeAttr().getValue());
        if (!callee)
          return WalkResult::advance();
        bool inlined = decider.decideCall(call, caller, callee);
        decisions[call] = {inlined, call.getCalleeAttr()};
        if (inlined)
          inlinedCalls.push_back(call);
        LLVM_DEBUG(llvm::dbgs() << "  - " << (inlined ? "inline" : "keep")
                                << " the call to @" << callee.getName()
                                << " at " << call.getLoc() << "\n");
        return WalkResult::advance();
      });
    };
    llvm::SmallPtrSet<Operation *, 16> decided;
    for (auto scc = llvm::scc_begin(static_cast<const CallGraph *>(&callGraph));
         !scc.isAtEnd(); ++scc)
      for (CallGraphNode *node : *scc)
        if (!node->isExternal())
          if (auto caller =
                  dyn_cast<FuncOp>(node->getCallableRegion()->getParentOp()))
            if (decided.insert(caller).second)
              decideCalls(caller);
    // Functions the call graph does not list (none today) in module order.
    for (auto caller : module.getOps<FuncOp>())
      if (!caller.isDeclaration() && decided.insert(caller).second)
        decideCalls(caller);
    if (decider.hadInternalError())
      return signalPassFailure();
    if (inlinedCalls.empty())
      return markAllAnalysesPreserved();
    // At the first call the budget stopped (the warning is given once per
    // run, so its text names no call that may differ from round to round).
    if (CallOp over = decider.getFirstOverBudget())
      PassReporter(getArgument(), module)
          .budgetExhausted(over, "the inlining growth budget",
                           "some requested calls were not inlined");

    // The requests that end with the calls inlined away, and with the
    // private callees MLIR's inliner deletes once no call is left: recorded
    // before the code goes.
    bool failed = false;
    for (CallOp call : inlinedCalls) {
      PassReporter reporter(getArgument(), call->getParentOfType<FuncOp>());
      failed |= mlir::failed(endOtherCallRequests(reporter, call));
    }
    if (failed)
      return signalPassFailure();
    std::vector<std::pair<std::string, std::vector<PendingResult>>> pending =
        collectDeletableCallees(module, decisions);
    for (CallOp call : inlinedCalls)
      copyByValArguments(call, symbols);

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
    // Inlined code is a copy: its requests are requests of their own in the
    // caller (ARCHITECTURE §5.7). Copies into a callee that this run deletes
    // are not: they live only until that callee is copied on, and the copies
    // made from them are.
    llvm::StringSet<> dying;
    for (auto &entry : pending)
      dying.insert(entry.first);
    InlinerInterface::CloneCallbackTy clone = config.getCloneCallback();
    config.setCloneCallback(
        [clone, &dying](OpBuilder &builder, Region *src, Block *inlineBlock,
                        Block *postInsertBlock, IRMapping &mapper,
                        bool shouldCloneInlinedRegion) {
          clone(builder, src, inlineBlock, postInsertBlock, mapper,
                shouldCloneInlinedRegion);
          auto into = inlineBlock->getParentOp()->getParentOfType<FuncOp>();
          if (!into)
            into = dyn_cast<FuncOp>(inlineBlock->getParentOp());
          bool transient = into && dying.contains(into.getName());
          for (Block *block = inlineBlock->getNextNode();
               block && block != postInsertBlock; block = block->getNextNode())
            for (Operation &op : *block) {
              if (transient)
                forgetRequestIds(&op);
              else
                applyCopiedRequestPolicy(&op, CopiedRequestPolicy::Inherit);
            }
        });
    Inliner inliner(module, callGraph, *this, getAnalysisManager(),
                    runPipelineHelper, config, profitable);
    if (mlir::failed(inliner.doInlining()))
      return signalPassFailure();

    // Private callees that went: their requests end here. (One table: a
    // lookup in the module itself walks its operations.)
    SymbolTable remaining(module);
    for (auto &[name, results] : pending) {
      if (remaining.lookup(name))
        continue;
      PassReporter reporter(getArgument(), module);
      for (const PendingResult &result : results)
        failed |= mlir::failed(reporter.recordNamedRequest(
            result.loc, result.subject,
            RequestResult::deny(result.request, DenyReason::AlreadyDone,
                                "the function was inlined into every caller "
                                "and deleted"),
            result.id));
    }
    if (failed)
      return signalPassFailure();

    // Inlined bodies bring blocks, traits and calls.
    PassOutcome outcome;
    outcome.changed = outcome.changedCFG = outcome.changedTraits =
        outcome.changedCalls = true;
    PassReporter reporter(getArgument(), module);
    finishPass(reporter, module, outcome, getPassState().preservedAnalyses);
  }

  /// A structure passed by value (vct.abi "byval", VIRABI.h) reaches the
  /// callee as the address of a copy the call makes; an inlined body gets
  /// one too: a slot in the caller's entry block, filled before the call,
  /// as LLVM's inliner does for byval. The body's only use of the slot is
  /// the parameter's, so the parameter's valid `#vir.nocapture` holds for
  /// the slot: it comes along, at the caller's epoch, and sroa and mem2reg
  /// may then take the slot apart (bench/extra/vec3.c kept fifteen such
  /// slots of three doubles in memory).
  static void copyByValArguments(CallOp call, SymbolTable &symbols) {
    auto callee = symbols.lookup<FuncOp>(call.getCalleeAttr().getAttr());
    auto abi = callee ? callee->getAttrOfType<DictionaryAttr>(kABIAttrName)
                      : DictionaryAttr();
    if (!abi || !abi.get("byval"))
      return;
    auto caller = call->getParentOfType<FuncOp>();
    Location loc = call.getLoc();
    for (unsigned i = 0, e = call.getArgs().size(); i < e; ++i) {
      std::optional<std::pair<Type, uint64_t>> byval = getByVal(abi, i);
      if (!byval)
        continue;
      OpBuilder entry = OpBuilder::atBlockBegin(&caller.getBody().front());
      auto slot = AllocaOp::create(
          entry, loc, PtrType::get(call.getContext()), byval->first, Value(),
          entry.getI64IntegerAttr(static_cast<int64_t>(byval->second)));
      if (auto nocapture =
              TraitView::forArgument(callee, i).get<NoCaptureAttr>())
        addTrait(slot, cast<TraitAttrInterface>(nocapture).withEpoch(
                           caller.getCurrentEpoch()));
      OpBuilder at(call);
      Value size =
          ConstantOp::create(at, loc, at.getI64Type(),
                             static_cast<int64_t>(getAllocSize(byval->first)));
      MemcpyOp::create(at, loc, slot, call.getArgs()[i], size,
                       /*isVolatile=*/false);
      call->setOperand(i, slot);
    }
  }

  /// The private functions every use of which is a call about to be
  /// inlined (MLIR's inliner deletes them afterwards), each with the
  /// requests inside it that would go with it. Its own call-edge requests
  /// are not among them: its calls gave them their results.
  static std::vector<std::pair<std::string, std::vector<PendingResult>>>
  collectDeletableCallees(ModuleOp module,
                          const DenseMap<Operation *, Decision> &decisions) {
    std::vector<std::pair<std::string, std::vector<PendingResult>>> result;
    // Per symbol: is every use of it a call about to be inlined? One walk
    // of the module (a walk per function would be quadratic).
    DenseMap<StringAttr, bool> allInlined;
    if (failed(walkSymbolUses(
            module.getBodyRegion(), [&](Operation *user, SymbolRefAttr ref) {
              auto it = decisions.find(user);
              bool inlined = it != decisions.end() && it->second.inlined;
              auto [entry, inserted] =
                  allInlined.try_emplace(ref.getRootReference(), inlined);
              if (!inserted)
                entry->second &= inlined;
            })))
      return result;
    for (auto func : module.getOps<FuncOp>()) {
      if (!func.isPrivate() || func.isDeclaration())
        continue;
      auto it = allInlined.find(func.getSymNameAttr());
      if (it == allInlined.end() || !it->second)
        continue;
      std::vector<PendingResult> requests;
      func.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<OpaqueRegionOp>(op))
          return WalkResult::skip();
        std::string subject;
        for (RequestAttr request : TraitView::forOp(op).getRequests()) {
          if (op == func.getOperation() &&
              getRequestCategory(request.getKind()) ==
                  RequestCategory::CallEdge)
            continue;
          if (subject.empty())
            subject = describeRequestSubject(op);
          requests.push_back({op->getLoc(), subject, request,
                              getRequestId(op, request.getKind())});
        }
        return WalkResult::advance();
      });
      result.emplace_back(func.getName().str(), std::move(requests));
    }
    return result;
  }
};
} // namespace
