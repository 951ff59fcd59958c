//===- PassUtils.cpp - Helpers shared by the VIR passes -------------------===//

#include "PassUtils.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

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

ICmpPredicate vct::swapICmpPredicate(ICmpPredicate predicate) {
  switch (predicate) {
  case ICmpPredicate::eq:
  case ICmpPredicate::ne:
    return predicate;
  case ICmpPredicate::slt:
    return ICmpPredicate::sgt;
  case ICmpPredicate::sle:
    return ICmpPredicate::sge;
  case ICmpPredicate::sgt:
    return ICmpPredicate::slt;
  case ICmpPredicate::sge:
    return ICmpPredicate::sle;
  case ICmpPredicate::ult:
    return ICmpPredicate::ugt;
  case ICmpPredicate::ule:
    return ICmpPredicate::uge;
  case ICmpPredicate::ugt:
    return ICmpPredicate::ult;
  case ICmpPredicate::uge:
    return ICmpPredicate::ule;
  }
  llvm_unreachable("unknown predicate");
}

bool vct::isVolatileOrAtomicAccess(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getVolatile_() || load.getOrdering();
  if (auto store = dyn_cast<StoreOp>(op))
    return store.getVolatile_() || store.getOrdering();
  if (auto copy = dyn_cast<MemcpyOp>(op))
    return copy.getVolatile_();
  if (auto move = dyn_cast<MemmoveOp>(op))
    return move.getVolatile_();
  if (auto set = dyn_cast<MemsetOp>(op))
    return set.getVolatile_();
  return false;
}

bool vct::mayWriteMemory(Operation *op) {
  if (isMemoryEffectFree(op))
    return false;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
    return effects.hasEffect<MemoryEffects::Write>();
  return true;
}
