//===- PassUtils.cpp - Helpers shared by the VIR passes -------------------===//

#include "PassUtils.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

std::string vct::describeRequestSubject(Operation *op) {
  if (auto call = dyn_cast<CallOp>(op)) {
    if (FlatSymbolRefAttr callee = call.getCalleeAttr())
      return ("call to @" + callee.getValue()).str();
    return "indirect call";
  }
  auto func = op->getParentOfType<FuncOp>();
  std::string where = func ? (" in @" + func.getName()).str() : "";
  bool loop = llvm::any_of(TraitView::forOp(op).getRequests(),
                           [](RequestAttr request) {
                             return getRequestCategory(request.getKind()) ==
                                    RequestCategory::Loop;
                           });
  if (loop)
    return "loop with back edge" + where;
  return ("block ending in " + op->getName().getStringRef() + where).str();
}

bool vct::hasActionRequests(Operation *op) {
  return !TraitView::forOp(op).getRequests().empty();
}

LogicalResult vct::reportDroppedRequests(PassReporter &reporter, Operation *op,
                                         StringRef why) {
  SmallVector<RequestAttr> requests = TraitView::forOp(op).getRequests();
  if (requests.empty())
    return success();
  std::string subject = describeRequestSubject(op);
  bool failed = false;
  for (RequestAttr request : requests)
    failed |= mlir::failed(reporter.recordRequest(
        op, subject,
        RequestResult::deny(request, DenyReason::AlreadyDone, why.str())));
  return failure(failed);
}
