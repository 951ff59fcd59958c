//===- SlotReach.cpp - What a nocapture stack slot's address reaches ------===//

#include "SlotReach.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

bool SlotReach::hasDerivedOperand(Operation *op) const {
  return llvm::any_of(op->getOperands(),
                      [&](Value operand) { return isDerived(operand); });
}

std::optional<SlotReach> vct::computeSlotReach(Operation *op) {
  auto alloca = dyn_cast<AllocaOp>(op);
  if (!alloca || isInRegionBarrier(alloca) ||
      !TraitView::forOp(alloca).has<NoCaptureAttr>())
    return std::nullopt;
  SlotReach reach;
  reach.derived.insert(alloca.getRes());
  // The set only grows and each value is visited once.
  for (size_t next = 0; next < reach.derived.size() && !reach.escapes; ++next) {
    Value value = reach.derived[next];
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      reach.users.insert(user);
      if (isa<LoadOp, MemsetOp, MemcpyOp, MemmoveOp, CallOp, OpaqueRegionOp,
              ICmpOp>(user))
        continue;
      if (auto store = dyn_cast<StoreOp>(user)) {
        if (use.getOperandNumber() == 0)
          reach.escapes = true;
        continue;
      }
      if (auto branch = dyn_cast<BranchOpInterface>(user)) {
        for (unsigned s = 0, e = user->getNumSuccessors(); s != e; ++s) {
          SuccessorOperands operands = branch.getSuccessorOperands(s);
          for (unsigned i = 0, n = operands.size(); i != n; ++i)
            if (operands[i] == value) {
              std::optional<BlockArgument> argument =
                  branch.getSuccessorBlockArgument(operands.getOperandIndex(i));
              if (!argument) {
                reach.escapes = true;
                continue;
              }
              reach.derived.insert(*argument);
            }
        }
        continue;
      }
      if (isa<GEPOp, SelectOp>(user)) {
        reach.derived.insert(user->getResult(0));
        continue;
      }
      // Returned, converted, or anything else.
      reach.escapes = true;
      break;
    }
  }
  return reach;
}
