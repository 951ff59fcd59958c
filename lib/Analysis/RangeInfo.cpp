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

bool RangeInfo::isInvalidated(
    const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<RangeInfo>() ||
         cast<FuncOp>(func).getCurrentEpoch() != epoch;
}

/// The values `x` with `x <predicate> c`, as a range of width `width`, or
/// nullopt for predicates that give no interval (`ne`).
static std::optional<ConstantIntRanges>
getAssumedRange(ICmpPredicate predicate, int64_t c, unsigned width) {
  APInt value(width, static_cast<uint64_t>(c), /*isSigned=*/true);
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
  TraitView traits = TraitView::forValue(value);
  for (TraitAttrInterface trait : traits.getValid()) {
    if (auto range = dyn_cast<RangeAttr>(trait)) {
      meet(ConstantIntRanges::fromSigned(
          APInt(width, static_cast<uint64_t>(range.getLo()), true),
          APInt(width, static_cast<uint64_t>(range.getHi()), true)));
    } else if (auto assume = dyn_cast<AssumeAttr>(trait)) {
      if (std::optional<ConstantIntRanges> assumed = getAssumedRange(
              assume.getPredicate(), assume.getValue(), width))
        meet(*assumed);
    }
  }
  return result;
}
