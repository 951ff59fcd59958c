//===- RangeInfo.cpp - Value ranges the traits state ----------------------===//

#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Matchers.h"

MLIR_DEFINE_EXPLICIT_TYPE_ID(vct::RangeInfo)

using namespace mlir;
using namespace vct;
using namespace vct::vir;

RangeInfo::RangeInfo(Operation *op)
    : func(op), epoch(cast<FuncOp>(op).getCurrentEpoch()) {}

bool RangeInfo::isInvalidated(const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<RangeInfo>() ||
         cast<FuncOp>(func).getCurrentEpoch() != epoch;
}

/// The constant `c` of a `#vir.assume<pred, c>` on a value of width `width`:
/// the verifier accepts any `c` that fits the width as a signed or as an
/// unsigned number, and the fact compares with the bits of `c` at that width
/// (as `vir.icmp pred %x, (vir.constant c)` would).
static APInt getAssumedConstant(int64_t c, unsigned width) {
  return APInt(width, static_cast<uint64_t>(c), /*isSigned=*/true,
               /*implicitTrunc=*/true);
}

/// The values `x` with `x <predicate> c`, as a range of width `width`, or
/// nullopt for predicates that give no interval (`ne`, and those that hold
/// for no value).
///
/// A constant the verifier accepts may not fit the predicate's signedness:
/// `assume<slt, 200>` on an i8 (200 is no signed i8) or `assume<ugt, -1>`.
/// Read as numbers these always hold; read as bits (-56, 255) they would
/// bound the value. Both readings are sound only where the numeric one
/// gives no information, so these facts give none. (The other
/// combinations, `assume<sgt, 200>` and `assume<ult, -1>`, never hold as
/// numbers: any range is sound for a value that cannot exist.)
static std::optional<ConstantIntRanges>
getAssumedRange(ICmpPredicate predicate, int64_t c, unsigned width) {
  switch (predicate) {
  case ICmpPredicate::slt:
  case ICmpPredicate::sle:
    if (!llvm::isIntN(width, c))
      return std::nullopt;
    break;
  case ICmpPredicate::ugt:
  case ICmpPredicate::uge:
    if (c < 0 && width < 64)
      return std::nullopt;
    break;
  default:
    break;
  }
  APInt value = getAssumedConstant(c, width);
  APInt zero = APInt::getZero(width);
  APInt one(width, 1);
  switch (predicate) {
  case ICmpPredicate::eq:
    return ConstantIntRanges::constant(value);
  case ICmpPredicate::ne:
    return std::nullopt;
  case ICmpPredicate::ult:
    if (value.isZero())
      return std::nullopt; // `x <u 0` never holds: no usable range
    return ConstantIntRanges::fromUnsigned(zero, value - one);
  case ICmpPredicate::ule:
    return ConstantIntRanges::fromUnsigned(zero, value);
  case ICmpPredicate::ugt:
    if (value.isMaxValue())
      return std::nullopt;
    return ConstantIntRanges::fromUnsigned(value + one,
                                           APInt::getMaxValue(width));
  case ICmpPredicate::uge:
    return ConstantIntRanges::fromUnsigned(value, APInt::getMaxValue(width));
  case ICmpPredicate::slt:
    if (value.isMinSignedValue())
      return std::nullopt;
    return ConstantIntRanges::fromSigned(APInt::getSignedMinValue(width),
                                         value - one);
  case ICmpPredicate::sle:
    return ConstantIntRanges::fromSigned(APInt::getSignedMinValue(width),
                                         value);
  case ICmpPredicate::sgt:
    if (value.isMaxSignedValue())
      return std::nullopt;
    return ConstantIntRanges::fromSigned(value + one,
                                         APInt::getSignedMaxValue(width));
  case ICmpPredicate::sge:
    return ConstantIntRanges::fromSigned(value,
                                         APInt::getSignedMaxValue(width));
  }
  return std::nullopt;
}

/// `range` without the value `excluded` where that value is one of its
/// bounds (an interval cannot lose an inner point).
static ConstantIntRanges excludeBound(const ConstantIntRanges &range,
                                      const APInt &excluded) {
  APInt umin = range.umin(), umax = range.umax();
  APInt smin = range.smin(), smax = range.smax();
  // A range that is only `excluded` stays as it is: the facts contradict
  // each other and the code that sees the value cannot run.
  if (umin == umax || smin == smax)
    return range;
  if (umin == excluded)
    ++umin;
  else if (umax == excluded)
    --umax;
  if (smin == excluded)
    ++smin;
  else if (smax == excluded)
    --smax;
  return ConstantIntRanges(umin, umax, smin, smax);
}

/// `range` with each half narrowed by the other where that is exact: a
/// signed interval whose bounds have the same sign is also an unsigned
/// interval, and an unsigned one within one half of the values a signed one.
/// (ConstantIntRanges::intersection intersects the halves separately, so
/// `range<-10, 10>` and `assume<sge, 0>` alone would not say x <=u 10.)
static ConstantIntRanges narrow(const ConstantIntRanges &range) {
  APInt umin = range.umin(), umax = range.umax();
  APInt smin = range.smin(), smax = range.smax();
  if (smin.sle(smax) && smin.isNegative() == smax.isNegative()) {
    umin = llvm::APIntOps::umax(umin, smin);
    umax = llvm::APIntOps::umin(umax, smax);
  }
  if (umin.ule(umax) && umin.isNegative() == umax.isNegative()) {
    smin = llvm::APIntOps::smax(smin, umin);
    smax = llvm::APIntOps::smin(smax, umax);
  }
  return ConstantIntRanges(umin, umax, smin, smax);
}

std::optional<ConstantIntRanges> RangeInfo::getRange(Value value) const {
  auto type = dyn_cast<IntegerType>(value.getType());
  if (!type)
    return std::nullopt;
  unsigned width = type.getWidth();

  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return ConstantIntRanges::constant(constant);

  std::optional<ConstantIntRanges> result;
  auto meet = [&](const ConstantIntRanges &range) {
    result = result ? result->intersection(range) : range;
  };
  SmallVector<APInt> excluded;
  TraitView traits = TraitView::forValue(value);
  for (TraitAttrInterface trait : traits.getValid()) {
    if (auto range = dyn_cast<RangeAttr>(trait)) {
      // The verifier keeps both bounds within the signed values of the
      // type.
      meet(ConstantIntRanges::fromSigned(
          APInt(width, static_cast<uint64_t>(range.getLo()), true, true),
          APInt(width, static_cast<uint64_t>(range.getHi()), true, true)));
    } else if (auto assume = dyn_cast<AssumeAttr>(trait)) {
      if (assume.getPredicate() == ICmpPredicate::ne)
        excluded.push_back(getAssumedConstant(assume.getValue(), width));
      else if (std::optional<ConstantIntRanges> assumed = getAssumedRange(
                   assume.getPredicate(), assume.getValue(), width))
        meet(*assumed);
    }
  }
  if (excluded.empty())
    return result ? std::optional(narrow(*result)) : std::nullopt;
  // `ne` facts trim the bounds they sit on; bounds may meet another excluded
  // value once trimmed, hence one pass per fact.
  if (!result)
    result = ConstantIntRanges::maxRange(width);
  for (size_t round = 0; round < excluded.size(); ++round)
    for (const APInt &value : excluded)
      result = excludeBound(narrow(*result), value);
  return narrow(*result);
}
