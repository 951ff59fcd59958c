//===- RequestAccounting.cpp - Every request ends with one result ---------===//
//
// Names for requests during a `vir-optimize` run, the rules for requests on
// copied and deleted code, and the end-of-run sweep that gives every
// request still without a result its one result.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Optimizer/Session.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The function whose name space the requests of `op` are named in: the
/// function holding it, or `op` itself for a vir.func.
static std::string getNamingFunction(Operation *op) {
  auto func = dyn_cast<FuncOp>(op);
  if (!func)
    func = op->getParentOfType<FuncOp>();
  return func ? func.getName().str() : "";
}

/// Walks `root` and the ops nested in it, outside vir.opaque_region (whose
/// contents no pass evaluates: O-36), in program order.
static void walkCarriers(Operation *root,
                         llvm::function_ref<void(Operation *)> callback) {
  root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != root && isa<OpaqueRegionOp>(op))
      return WalkResult::skip();
    callback(op);
    return WalkResult::advance();
  });
}

/// Names the requests on `op` that have no name in `session`, keeping the
/// names in `keep` (which `op` already carries and are its own).
static void nameRequestsOn(Operation *op, OptimizerSession &session,
                           llvm::function_ref<bool(StringRef)> keep) {
  SmallVector<RequestAttr> requests = TraitView::forOp(op).getRequests();
  if (requests.empty()) {
    op->removeAttr(kRequestIdsAttrName);
    return;
  }
  auto old = op->getAttrOfType<DictionaryAttr>(kRequestIdsAttrName);
  std::string function = getNamingFunction(op);
  std::string subject = describeRequestSubject(op);
  MLIRContext *context = op->getContext();
  NamedAttrList ids;
  for (RequestAttr request : requests) {
    StringRef kind = stringifyRequestKind(request.getKind());
    if (old)
      if (auto id = old.getAs<StringAttr>(kind); id && keep(id.getValue())) {
        ids.append(kind, id);
        continue;
      }
    std::string id = session.makeRequestId(function);
    session.registerRequest(id, request, function, subject, op->getLoc());
    ids.append(kind, StringAttr::get(context, id));
  }
  op->setAttr(kRequestIdsAttrName, ids.getDictionary(context));
}

void vct::nameRequests(ModuleOp module, OptimizerSession &session) {
  walkCarriers(module, [&](Operation *op) {
    nameRequestsOn(op, session, [](StringRef) { return false; });
  });
}

void vct::applyCopiedRequestPolicy(
    Operation *copy,
    llvm::function_ref<CopiedRequestPolicy(RequestKind)> policy) {
  OptimizerSession *session = OptimizerSession::lookup(copy->getContext());
  walkCarriers(copy, [&](Operation *op) {
    ArrayRef<Attribute> traits = getTraitList(op);
    if (traits.empty())
      return;
    // Dropped requests leave the copy; stale ones go too (they vouch for
    // nothing and would only be reported as ignored).
    SmallVector<Attribute> kept;
    bool dropped = false;
    for (Attribute trait : traits) {
      auto request = dyn_cast<RequestAttr>(trait);
      if (request && policy(request.getKind()) == CopiedRequestPolicy::Drop) {
        dropped = true;
        continue;
      }
      kept.push_back(trait);
    }
    if (dropped)
      setTraitList(op, kept);
    // Inherited requests are new requests: fresh names, while a pipeline
    // run names requests.
    if (session && session->getRound() > 0)
      nameRequestsOn(op, *session, [](StringRef) { return false; });
    else
      op->removeAttr(kRequestIdsAttrName);
  });
}

void vct::applyCopiedRequestPolicy(Operation *copy,
                                   CopiedRequestPolicy policy) {
  applyCopiedRequestPolicy(copy, [&](RequestKind) { return policy; });
}

void vct::forgetRequestIds(Operation *op) {
  op->walk([](Operation *nested) { nested->removeAttr(kRequestIdsAttrName); });
}

void vct::transferRequestIds(Operation *from, Operation *to) {
  auto ids = from->getAttrOfType<DictionaryAttr>(kRequestIdsAttrName);
  if (!ids)
    return;
  // Keep only the names of requests `to` now carries.
  NamedAttrList kept;
  for (RequestAttr request : TraitView::forOp(to).getRequests()) {
    StringRef kind = stringifyRequestKind(request.getKind());
    if (Attribute id = ids.get(kind))
      kept.append(kind, id);
  }
  if (kept.empty())
    to->removeAttr(kRequestIdsAttrName);
  else
    to->setAttr(kRequestIdsAttrName, kept.getDictionary(to->getContext()));
}

LogicalResult vct::recordRequestResult(PassReporter &reporter,
                                       Operation *carrier, RequestAttr request,
                                       std::optional<DenyReason> reason,
                                       const Twine &note) {
  RequestResult result = reason
                             ? RequestResult::deny(request, *reason, note.str())
                             : RequestResult::accept(request, note.str());
  return reporter.recordRequest(carrier, describeRequestSubject(carrier),
                                result);
}

void vct::consumeRequests(Operation *carrier, ArrayRef<RequestAttr> requests) {
  SmallVector<Attribute> kept;
  for (Attribute trait : getTraitList(carrier))
    if (!llvm::is_contained(requests, trait))
      kept.push_back(trait);
  setTraitList(carrier, kept);
  transferRequestIds(carrier, carrier);
}

std::string vct::getRequestId(Operation *carrier, RequestKind kind) {
  return lookupRequestId(carrier, stringifyRequestKind(kind));
}

LogicalResult vct::endRequests(PassReporter &reporter, Operation *root,
                               DenyReason reason, StringRef note) {
  bool failed = false;
  walkCarriers(root, [&](Operation *op) {
    SmallVector<RequestAttr> requests = TraitView::forOp(op).getRequests();
    if (requests.empty())
      return;
    std::string subject = describeRequestSubject(op);
    for (RequestAttr request : requests)
      failed |= mlir::failed(reporter.recordRequest(
          op, subject, RequestResult::deny(request, reason, note.str())));
  });
  return failure(failed);
}

LogicalResult vct::finishRequests(ModuleOp module, OptimizerSession &session,
                                  RequestCoverage coverage) {
  bool failed = false;
  // Requests still on the IR: the pipeline had no pass for them, or their
  // pass is off, or it did not reach them. Names seen on the IR are those
  // of live requests; a copy made without a policy shares its original's
  // name and is that request.
  llvm::StringSet<> live;
  walkCarriers(module, [&](Operation *op) {
    if (isa<ModuleOp>(op))
      return;
    SmallVector<RequestAttr> requests = TraitView::forOp(op).getRequests();
    if (requests.empty()) {
      op->removeAttr(kRequestIdsAttrName);
      return;
    }
    PassReporter reporter(
        "vir-optimize",
        isa<FuncOp>(op) ? op : op->getParentOfType<FuncOp>().getOperation());
    std::string subject = describeRequestSubject(op);
    for (RequestAttr request : requests) {
      std::string id = getRequestId(op, request.getKind());
      if (!id.empty()) {
        live.insert(id);
        if (session.hasRequestResult(id))
          continue;
      }
      RequestResult result =
          RequestResult::deny(request, DenyReason::Unsupported,
                              "no pass of the pipeline evaluated it");
      if (std::optional<Unevaluated> why = coverage(request.getKind())) {
        result.reason = why->reason;
        result.note = why->note;
      } else if (getRequestCategory(request.getKind()) ==
                     RequestCategory::CallEdge &&
                 isa<FuncOp>(op)) {
        // A callee's call-edge request is evaluated at its calls; none was
        // left to evaluate.
        result.reason = DenyReason::AlreadyDone;
        result.note = "no call of the function was left to evaluate it at";
      }
      failed |= mlir::failed(reporter.recordRequest(op, subject, result));
    }
    op->removeAttr(kRequestIdsAttrName);
  });

  // Requests whose code is gone without a result: a pass deleted it without
  // accounting for them. They end here, so that none vanishes.
  std::optional<SymbolTable> symbols;
  for (auto &[id, named] : session.getRequestsWithoutResult()) {
    if (live.contains(id))
      continue;
    // One table for all (a lookup in the module walks its operations).
    if (!symbols)
      symbols.emplace(module);
    auto func = symbols->lookup<FuncOp>(named.function);
    PassReporter reporter("vir-optimize",
                          func ? func.getOperation() : module.getOperation());
    failed |= mlir::failed(reporter.recordNamedRequest(
        named.location, named.subject,
        RequestResult::deny(named.request, DenyReason::AlreadyDone,
                            "the code carrying it was removed"),
        id));
  }
  session.clearRequestNames();
  return failure(failed);
}
