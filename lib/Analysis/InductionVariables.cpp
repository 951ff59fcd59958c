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

std::pair<bool, bool> vct::excludesWrap(const ConstantIntRanges &lhs,
                                        const ConstantIntRanges &rhs,
                                        bool subtract) {
  bool overflow = false;
  bool noSigned = true, noUnsigned = true;
  if (subtract) {
    (void)lhs.smin().ssub_ov(rhs.smax(), overflow);
    noSigned &= !overflow;
    (void)lhs.smax().ssub_ov(rhs.smin(), overflow);
    noSigned &= !overflow;
    noUnsigned = lhs.umin().uge(rhs.umax());
  } else {
    (void)lhs.smin().sadd_ov(rhs.smin(), overflow);
    noSigned &= !overflow;
    (void)lhs.smax().sadd_ov(rhs.smax(), overflow);
    noSigned &= !overflow;
    (void)lhs.umax().uadd_ov(rhs.umax(), overflow);
    noUnsigned = !overflow;
  }
  return {noSigned, noUnsigned};
}

/// Whether `increment`, which adds the constant `step` (negative for a
/// decrement), cannot wrap because its result's range fact excludes every
/// value a wrap would produce: adding c > 0 wraps only to the c smallest
/// values, adding c < 0 only to the |c| largest.
static std::pair<bool, bool> resultExcludesWrap(Operation *increment,
                                                const APInt &step,
                                                bool decrements,
                                                const RangeInfo &ranges) {
  std::optional<ConstantIntRanges> range =
      ranges.getRange(increment->getResult(0));
  if (!range || step.isZero())
    return {false, false};
  unsigned width = step.getBitWidth();
  bool noSigned =
      step.isStrictlyPositive()
          ? range->smin().sge(APInt::getSignedMinValue(width) + step)
          : range->smax().sle(APInt::getSignedMaxValue(width) + step);
  // As an unsigned operation: an add of u wraps to [0, u - 1], a sub of u
  // to [2^w - u, 2^w - 1].
  bool noUnsigned =
      decrements ? range->umax().ult(step) : range->umin().uge(step);
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
  result.noSignedWrap = nsw;
  result.noUnsignedWrap = nuw;
  auto addFacts = [&](std::pair<bool, bool> facts) {
    result.noSignedWrap |= facts.first;
    result.noUnsignedWrap |= facts.second;
  };
  std::optional<ConstantIntRanges> ivRange = ranges.getRange(iv);
  std::optional<ConstantIntRanges> stepRange = ranges.getRange(result.step);
  if (ivRange && stepRange)
    addFacts(excludesWrap(*ivRange, *stepRange, result.decrements));
  if (result.constantStep)
    addFacts(resultExcludesWrap(increment, *result.constantStep,
                                result.decrements, ranges));
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
