//===- InductionVariables.cpp - Basic induction variables -----------------===//

#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

bool InductionVariable::hasConstantStep(int64_t value) const {
  return constantStep && constantStep->getSExtValue() == value;
}

bool vct::isDefinedOutside(Value value, CFGLoop *loop) {
  return !loop->contains(value.getParentBlock());
}

Value vct::getIncomingValue(Block *from, Block *to, unsigned index) {
  auto branch = dyn_cast<BranchOpInterface>(from->getTerminator());
  if (!branch)
    return nullptr;
  Value incoming;
  for (unsigned i = 0, e = branch->getNumSuccessors(); i != e; ++i) {
    if (branch->getSuccessor(i) != to)
      continue;
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    if (index >= operands.size() || operands.isOperandProduced(index))
      return nullptr;
    Value value = operands[index];
    if (incoming && incoming != value)
      return nullptr;
    incoming = value;
  }
  return incoming;
}

/// Whether `lhs op rhs` (an add, or a sub when `subtract`) stays in bounds
/// as a signed and as an unsigned operation for every value the epoch-valid
/// ranges allow.
static std::pair<bool, bool> rangesExcludeWrap(Value lhs, Value rhs,
                                               bool subtract,
                                               const RangeInfo &ranges) {
  std::optional<ConstantIntRanges> a = ranges.getRange(lhs);
  std::optional<ConstantIntRanges> b = ranges.getRange(rhs);
  if (!a || !b)
    return {false, false};
  bool overflow = false;
  bool noSigned = true, noUnsigned = true;
  if (subtract) {
    (void)a->smin().ssub_ov(b->smax(), overflow);
    noSigned &= !overflow;
    (void)a->smax().ssub_ov(b->smin(), overflow);
    noSigned &= !overflow;
    noUnsigned = a->umin().uge(b->umax());
  } else {
    (void)a->smin().sadd_ov(b->smin(), overflow);
    noSigned &= !overflow;
    (void)a->smax().sadd_ov(b->smax(), overflow);
    noSigned &= !overflow;
    (void)a->umax().uadd_ov(b->umax(), overflow);
    noUnsigned = !overflow;
  }
  return {noSigned, noUnsigned};
}

/// Matches `next`, the value `iv` takes on the back edge, as `iv ± step`.
static std::optional<InductionVariable>
matchIncrement(BlockArgument iv, Value next, CFGLoop *loop,
               const RangeInfo &ranges) {
  Operation *increment = next.getDefiningOp();
  if (!increment || !loop->contains(increment->getBlock()))
    return std::nullopt;
  InductionVariable result;
  result.iv = iv;
  result.increment = increment;
  bool nsw = false, nuw = false;
  if (auto add = dyn_cast<AddOp>(increment)) {
    if (add.getLhs() == iv)
      result.step = add.getRhs();
    else if (add.getRhs() == iv)
      result.step = add.getLhs();
    nsw = add.getNsw();
    nuw = add.getNuw();
  } else if (auto sub = dyn_cast<SubOp>(increment)) {
    if (sub.getLhs() == iv)
      result.step = sub.getRhs();
    result.decrements = true;
    nsw = sub.getNsw();
    nuw = sub.getNuw();
  }
  if (!result.step || !isDefinedOutside(result.step, loop) ||
      !isa<IntegerType>(iv.getType()))
    return std::nullopt;

  APInt constant;
  if (matchPattern(result.step, m_ConstantInt(&constant)))
    result.constantStep = result.decrements ? -constant : constant;
  auto [rangeNoSigned, rangeNoUnsigned] =
      rangesExcludeWrap(iv, result.step, result.decrements, ranges);
  result.noSignedWrap = nsw || rangeNoSigned;
  result.noUnsignedWrap = nuw || rangeNoUnsigned;
  return result;
}

SmallVector<InductionVariable>
vct::findInductionVariables(CFGLoop *loop, const RangeInfo &ranges) {
  SmallVector<InductionVariable> result;
  Block *header = loop->getHeader();
  Block *entering = loop->getLoopPredecessor();
  Block *latch = loop->getLoopLatch();
  if (!entering || !latch)
    return result;
  for (BlockArgument argument : header->getArguments()) {
    Value start = getIncomingValue(entering, header, argument.getArgNumber());
    Value next = getIncomingValue(latch, header, argument.getArgNumber());
    if (!start || !next)
      continue;
    if (std::optional<InductionVariable> iv =
            matchIncrement(argument, next, loop, ranges)) {
      iv->start = start;
      result.push_back(*iv);
    }
  }
  return result;
}
