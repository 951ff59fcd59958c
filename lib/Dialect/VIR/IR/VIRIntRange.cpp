//===- VIRIntRange.cpp - Integer range inference of VIR operations -------===//
//
// The InferIntRangeInterface of VIR's integer operations: constants, the
// integer binary operations, comparisons, select and the integer extensions
// and truncation. The arithmetic is delegated to the common helpers of
// mlir/Interfaces/Utils/InferIntRangeCommon.h. A range describes every value
// an integer (or every element of an integer vector) may take; values that
// are not integers (pointers) have ranges of width 0 and are never given a
// range here.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/Utils/InferIntRangeCommon.h"

#include <optional>

using namespace mlir;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The bit width of the ranges describing values of `type`, or 0 when values
/// of `type` have no integer range.
static unsigned getRangeWidth(Type type) {
  return ConstantIntRanges::getStorageBitwidth(type);
}

/// Whether `range` describes values of `width` bits, `width` being non-zero.
static bool hasWidth(const ConstantIntRanges &range, unsigned width) {
  return width != 0 && range.umin().getBitWidth() == width;
}

/// Whether `argRanges` holds `count` ranges of the integer width of `type`.
static bool hasIntRanges(ArrayRef<ConstantIntRanges> argRanges, size_t count,
                         Type type) {
  unsigned width = getRangeWidth(type);
  return argRanges.size() == count &&
         llvm::all_of(argRanges, [&](const ConstantIntRanges &range) {
           return hasWidth(range, width);
         });
}

/// The overflow promises of an operation with `nsw` and `nuw` flags.
static intrange::OverflowFlags getOverflowFlags(bool nsw, bool nuw) {
  intrange::OverflowFlags flags = intrange::OverflowFlags::None;
  if (nsw)
    flags |= intrange::OverflowFlags::Nsw;
  if (nuw)
    flags |= intrange::OverflowFlags::Nuw;
  return flags;
}

/// Sets the range of the single result of the binary integer operation `op`
/// to `infer(argRanges)` when both operand ranges are integer ranges.
template <typename OpTy, typename InferFn>
static void inferBinary(OpTy op, ArrayRef<ConstantIntRanges> argRanges,
                        SetIntRangeFn setResultRange, InferFn &&infer) {
  if (!hasIntRanges(argRanges, 2, op.getType()))
    return;
  setResultRange(op.getResult(), infer(argRanges));
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

void ConstantOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                   SetIntRangeFn setResultRange) {
  if (getRangeWidth(getType()) == 0)
    return;
  if (auto intAttr = dyn_cast<IntegerAttr>(getValueAttr())) {
    setResultRange(getResult(),
                   ConstantIntRanges::constant(intAttr.getValue()));
    return;
  }
  // An integer vector: the union of its elements.
  auto elements = dyn_cast<DenseIntElementsAttr>(getValueAttr());
  if (!elements)
    return;
  std::optional<ConstantIntRanges> result;
  for (const APInt &value : elements.getValues<APInt>()) {
    ConstantIntRanges range = ConstantIntRanges::constant(value);
    result = result ? result->rangeUnion(range) : range;
  }
  if (result)
    setResultRange(getResult(), *result);
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

void AddOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  intrange::OverflowFlags flags = getOverflowFlags(getNsw(), getNuw());
  inferBinary(*this, argRanges, setResultRange,
              [&](ArrayRef<ConstantIntRanges> ranges) {
                return intrange::inferAdd(ranges, flags);
              });
}

void SubOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  intrange::OverflowFlags flags = getOverflowFlags(getNsw(), getNuw());
  inferBinary(*this, argRanges, setResultRange,
              [&](ArrayRef<ConstantIntRanges> ranges) {
                return intrange::inferSub(ranges, flags);
              });
}

void MulOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  intrange::OverflowFlags flags = getOverflowFlags(getNsw(), getNuw());
  inferBinary(*this, argRanges, setResultRange,
              [&](ArrayRef<ConstantIntRanges> ranges) {
                return intrange::inferMul(ranges, flags);
              });
}

void UMulHOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                SetIntRangeFn setResultRange) {
  // The high half grows with either operand read as unsigned.
  inferBinary(*this, argRanges, setResultRange,
              [](ArrayRef<ConstantIntRanges> ranges) {
                return ConstantIntRanges::fromUnsigned(
                    llvm::APIntOps::mulhu(ranges[0].umin(), ranges[1].umin()),
                    llvm::APIntOps::mulhu(ranges[0].umax(), ranges[1].umax()));
              });
}

void ShlOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  intrange::OverflowFlags flags = getOverflowFlags(getNsw(), getNuw());
  inferBinary(*this, argRanges, setResultRange,
              [&](ArrayRef<ConstantIntRanges> ranges) {
                return intrange::inferShl(ranges, flags);
              });
}

void UDivOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferDivU);
}

void SDivOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferDivS);
}

void URemOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferRemU);
}

void SRemOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferRemS);
}

void AndOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferAnd);
}

void OrOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                             SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferOr);
}

void XorOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                              SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferXor);
}

void LShrOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferShrU);
}

void AShrOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  inferBinary(*this, argRanges, setResultRange, intrange::inferShrS);
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

static intrange::CmpPredicate toIntRangePredicate(ICmpPredicate pred) {
  switch (pred) {
  case ICmpPredicate::eq:
    return intrange::CmpPredicate::eq;
  case ICmpPredicate::ne:
    return intrange::CmpPredicate::ne;
  case ICmpPredicate::slt:
    return intrange::CmpPredicate::slt;
  case ICmpPredicate::sle:
    return intrange::CmpPredicate::sle;
  case ICmpPredicate::sgt:
    return intrange::CmpPredicate::sgt;
  case ICmpPredicate::sge:
    return intrange::CmpPredicate::sge;
  case ICmpPredicate::ult:
    return intrange::CmpPredicate::ult;
  case ICmpPredicate::ule:
    return intrange::CmpPredicate::ule;
  case ICmpPredicate::ugt:
    return intrange::CmpPredicate::ugt;
  case ICmpPredicate::uge:
    return intrange::CmpPredicate::uge;
  }
  llvm_unreachable("unknown integer comparison predicate");
}

void ICmpOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  // Pointer operands have no ranges: the result is only known to be a bool.
  if (!hasIntRanges(argRanges, 2, getLhs().getType())) {
    setResultRange(getResult(), ConstantIntRanges::maxRange(1));
    return;
  }
  std::optional<bool> known = intrange::evaluatePred(
      toIntRangePredicate(getPredicate()), argRanges[0], argRanges[1]);
  if (!known) {
    setResultRange(getResult(), ConstantIntRanges::maxRange(1));
    return;
  }
  setResultRange(getResult(),
                 ConstantIntRanges::constant(APInt(1, *known ? 1 : 0)));
}

void SelectOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                 SetIntRangeFn setResultRange) {
  unsigned width = getRangeWidth(getType());
  if (argRanges.size() != 3 || !hasWidth(argRanges[1], width) ||
      !hasWidth(argRanges[2], width))
    return;
  // A condition known to be true (false) everywhere picks one operand.
  const ConstantIntRanges &cond = argRanges[0];
  if (hasWidth(cond, 1)) {
    if (std::optional<APInt> value = cond.getConstantValue()) {
      setResultRange(getResult(), value->isOne() ? argRanges[1] : argRanges[2]);
      return;
    }
  }
  setResultRange(getResult(), argRanges[1].rangeUnion(argRanges[2]));
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

void ZExtOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  unsigned width = getRangeWidth(getType());
  if (width == 0 || !hasIntRanges(argRanges, 1, getIn().getType()))
    return;
  setResultRange(getResult(), intrange::extUIRange(argRanges[0], width));
}

void SExtOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                               SetIntRangeFn setResultRange) {
  unsigned width = getRangeWidth(getType());
  if (width == 0 || !hasIntRanges(argRanges, 1, getIn().getType()))
    return;
  setResultRange(getResult(), intrange::extSIRange(argRanges[0], width));
}

void TruncOp::inferResultRanges(ArrayRef<ConstantIntRanges> argRanges,
                                SetIntRangeFn setResultRange) {
  unsigned width = getRangeWidth(getType());
  if (width == 0 || !hasIntRanges(argRanges, 1, getIn().getType()))
    return;
  setResultRange(getResult(), intrange::truncRange(argRanges[0], width));
}
