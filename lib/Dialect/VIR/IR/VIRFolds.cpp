//===- VIRFolds.cpp - Folders of VIR operations --------------------------===//
//
// The `fold` hooks of VIR operations, the constant builder and verifier, and
// the speculatability of division and remainder. Every fold is exact under
// LLVM IR semantics: constants are folded at the operand width with APInt and
// APFloat (round-to-nearest-even), and nothing is folded whose result would
// depend on undefined behaviour or on a broken nsw/nuw/exact promise
// (division by zero, signed INT_MIN / -1, shifts by the bit width or more,
// out-of-range float-to-integer conversions). Floating-point folds are
// constant folds only, plus `fneg(fneg x)`; no algebraic identity is applied
// to floats.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Dialect/CommonFolders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/APSInt.h"

#include <optional>

using namespace mlir;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The bit width of `type`, or of its elements when it is a vector.
static unsigned getElementWidth(Type type) {
  return getElementTypeOrSelf(type).getIntOrFloatBitWidth();
}

/// The value of an integer constant attribute, or of the common element of a
/// splat integer vector constant; std::nullopt for anything else (including
/// absent attributes and non-splat vectors).
static std::optional<APInt> getConstantInt(Attribute attr) {
  if (auto intAttr = dyn_cast_if_present<IntegerAttr>(attr))
    return intAttr.getValue();
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(attr))
    if (isa<IntegerType>(splat.getElementType()))
      return splat.getSplatValue<APInt>();
  return std::nullopt;
}

static bool isConstantZero(Attribute attr) {
  std::optional<APInt> value = getConstantInt(attr);
  return value && value->isZero();
}

static bool isConstantOne(Attribute attr) {
  std::optional<APInt> value = getConstantInt(attr);
  return value && value->isOne();
}

static bool isConstantAllOnes(Attribute attr) {
  std::optional<APInt> value = getConstantInt(attr);
  return value && value->isAllOnes();
}

/// Whether `attr` is the constant +1 read as a signed number. At width 1 the
/// only non-zero value is -1, so no i1 constant qualifies.
static bool isConstantSignedOne(Attribute attr) {
  std::optional<APInt> value = getConstantInt(attr);
  return value && value->getBitWidth() > 1 && value->isOne();
}

/// An integer attribute of `type` holding `value`: an IntegerAttr for a
/// scalar, a splat for a vector.
static Attribute getIntLikeAttr(Type type, const APInt &value) {
  if (auto vecType = dyn_cast<VectorType>(type))
    return DenseElementsAttr::get(vecType, ArrayRef<APInt>(value));
  return IntegerAttr::get(type, value);
}

/// The all-zero constant of the integer-like `type`.
static Attribute getZeroAttr(Type type) {
  return getIntLikeAttr(type, APInt::getZero(getElementWidth(type)));
}

/// The i1-like constant `value` of the boolean-like `type` (i1 or a vector of
/// i1).
static Attribute getBoolLikeAttr(Type type, bool value) {
  return getIntLikeAttr(type, APInt(1, value ? 1 : 0));
}

/// An element-wise integer calculation for the common folders; returns
/// std::nullopt for an element that must not be folded.
using IntBinaryFn =
    function_ref<std::optional<APInt>(const APInt &, const APInt &)>;

/// Constant-folds an integer binary operation on scalar or vector constants.
/// Nothing is folded if `calculate` refuses any element.
static Attribute foldIntBinary(ArrayRef<Attribute> operands,
                               IntBinaryFn calculate) {
  return constFoldBinaryOpConditional<IntegerAttr, APInt, void>(
      operands, [&](APInt lhs, APInt rhs) { return calculate(lhs, rhs); });
}

/// An element-wise floating-point calculation for the common folders.
using FloatBinaryFn = function_ref<APFloat(const APFloat &, const APFloat &)>;

/// Constant-folds a floating-point binary operation on scalar or vector
/// constants.
static Attribute foldFloatBinary(ArrayRef<Attribute> operands,
                                 FloatBinaryFn calculate) {
  return constFoldBinaryOp<FloatAttr, APFloat, void>(
      operands, [&](APFloat lhs, APFloat rhs) { return calculate(lhs, rhs); });
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

OpFoldResult AddressOfOp::fold(FoldAdaptor) { return getSymbolAttr(); }

OpFoldResult NullOp::fold(FoldAdaptor) {
  return ZeroInitAttr::get(getContext());
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

/// The attribute for `value` as a constant of `type`: an integer truncated to
/// the integer width, a float rounded to the float type, or a splat of either
/// for a vector.
static TypedAttr getConstantAttr(Type type, int64_t value) {
  Type elemType = getElementTypeOrSelf(type);
  if (auto floatType = dyn_cast<FloatType>(elemType)) {
    APFloat floatValue(floatType.getFloatSemantics());
    floatValue.convertFromAPInt(APInt(64, value, /*isSigned=*/true),
                                /*IsSigned=*/true,
                                APFloat::rmNearestTiesToEven);
    if (auto vecType = dyn_cast<VectorType>(type))
      return DenseElementsAttr::get(vecType, ArrayRef<APFloat>(floatValue));
    return FloatAttr::get(type, floatValue);
  }
  auto intType = cast<IntegerType>(elemType);
  APInt intValue(intType.getWidth(), value, /*isSigned=*/true,
                 /*implicitTrunc=*/true);
  if (auto vecType = dyn_cast<VectorType>(type))
    return DenseElementsAttr::get(vecType, ArrayRef<APInt>(intValue));
  return IntegerAttr::get(type, intValue);
}

void ConstantOp::build(OpBuilder &builder, OperationState &state, Type type,
                       int64_t value) {
  build(builder, state, type, getConstantAttr(type, value));
}

LogicalResult ConstantOp::verify() {
  Type type = getType();
  TypedAttr value = getValueAttr();
  if (value.getType() != type)
    return emitOpError("value of type ")
           << value.getType() << " does not match the result type " << type;
  if (isa<IntegerType>(type)) {
    if (!isa<IntegerAttr>(value))
      return emitOpError("of integer type requires an integer value, got ")
             << value;
    return success();
  }
  if (isa<FloatType>(type)) {
    if (!isa<FloatAttr>(value))
      return emitOpError("of float type requires a float value, got ") << value;
    return success();
  }
  if (auto vecType = dyn_cast<VectorType>(type)) {
    if (!isa<IntegerType, FloatType>(vecType.getElementType()))
      return emitOpError("cannot be a vector of ")
             << vecType.getElementType()
             << "; only integer and float vectors have constants";
    if (!isa<DenseIntOrFPElementsAttr>(value))
      return emitOpError("of vector type requires a dense elements value, got ")
             << value;
    return success();
  }
  return emitOpError("cannot have type ")
         << type << "; use vir.null or vir.addressof for pointers";
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  // x + 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  // 0 + x -> x
  if (isConstantZero(adaptor.getLhs()))
    return getRhs();
  bool nsw = getNsw(), nuw = getNuw();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        bool signedOverflow = false, unsignedOverflow = false;
        APInt result = lhs.sadd_ov(rhs, signedOverflow);
        (void)lhs.uadd_ov(rhs, unsignedOverflow);
        if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
          return std::nullopt;
        return result;
      });
}

OpFoldResult SubOp::fold(FoldAdaptor adaptor) {
  // x - 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  // x - x -> 0
  if (getLhs() == getRhs())
    return getZeroAttr(getType());
  bool nsw = getNsw(), nuw = getNuw();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        bool signedOverflow = false, unsignedOverflow = false;
        APInt result = lhs.ssub_ov(rhs, signedOverflow);
        (void)lhs.usub_ov(rhs, unsignedOverflow);
        if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
          return std::nullopt;
        return result;
      });
}

OpFoldResult MulOp::fold(FoldAdaptor adaptor) {
  // x * 0 -> 0, 0 * x -> 0
  if (isConstantZero(adaptor.getRhs()) || isConstantZero(adaptor.getLhs()))
    return getZeroAttr(getType());
  // At width 1, 1 is -1 as a signed number and `mul nsw 1, 1` overflows, so
  // the identity is only exact without nsw there.
  if (!getNsw() || getElementWidth(getType()) > 1) {
    // x * 1 -> x
    if (isConstantOne(adaptor.getRhs()))
      return getLhs();
    // 1 * x -> x
    if (isConstantOne(adaptor.getLhs()))
      return getRhs();
  }
  bool nsw = getNsw(), nuw = getNuw();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        bool signedOverflow = false, unsignedOverflow = false;
        APInt result = lhs.smul_ov(rhs, signedOverflow);
        (void)lhs.umul_ov(rhs, unsignedOverflow);
        if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
          return std::nullopt;
        return result;
      });
}

OpFoldResult UMulHOp::fold(FoldAdaptor adaptor) {
  // The product of x and 0 or 1 has no high half.
  if (isConstantZero(adaptor.getRhs()) || isConstantZero(adaptor.getLhs()) ||
      isConstantOne(adaptor.getRhs()) || isConstantOne(adaptor.getLhs()))
    return getZeroAttr(getType());
  return foldIntBinary(
      adaptor.getOperands(),
      [](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        return llvm::APIntOps::mulhu(lhs, rhs);
      });
}

OpFoldResult ShlOp::fold(FoldAdaptor adaptor) {
  // x << 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  bool nsw = getNsw(), nuw = getNuw();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Shifting by the bit width or more is poison.
        if (rhs.uge(lhs.getBitWidth()))
          return std::nullopt;
        unsigned amount = rhs.getZExtValue();
        // nsw: the shifted-out bits all equal the result's sign bit.
        // nuw: the shifted-out bits are all zero.
        bool signedOverflow = false, unsignedOverflow = false;
        APInt result = lhs.sshl_ov(amount, signedOverflow);
        (void)lhs.ushl_ov(amount, unsignedOverflow);
        if ((nsw && signedOverflow) || (nuw && unsignedOverflow))
          return std::nullopt;
        return result;
      });
}

OpFoldResult UDivOp::fold(FoldAdaptor adaptor) {
  // x /u 1 -> x
  if (isConstantOne(adaptor.getRhs()))
    return getLhs();
  bool exact = getExact();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Division by zero is undefined behaviour.
        if (rhs.isZero())
          return std::nullopt;
        if (exact && !lhs.urem(rhs).isZero())
          return std::nullopt;
        return lhs.udiv(rhs);
      });
}

OpFoldResult SDivOp::fold(FoldAdaptor adaptor) {
  // x /s 1 -> x
  if (isConstantSignedOne(adaptor.getRhs()))
    return getLhs();
  bool exact = getExact();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Division by zero and INT_MIN / -1 are undefined behaviour.
        if (rhs.isZero() || (lhs.isMinSignedValue() && rhs.isAllOnes()))
          return std::nullopt;
        if (exact && !lhs.srem(rhs).isZero())
          return std::nullopt;
        return lhs.sdiv(rhs);
      });
}

OpFoldResult URemOp::fold(FoldAdaptor adaptor) {
  // x %u 1 -> 0
  if (isConstantOne(adaptor.getRhs()))
    return getZeroAttr(getType());
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Remainder by zero is undefined behaviour.
        if (rhs.isZero())
          return std::nullopt;
        return lhs.urem(rhs);
      });
}

OpFoldResult SRemOp::fold(FoldAdaptor adaptor) {
  // x %s 1 -> 0
  if (isConstantSignedOne(adaptor.getRhs()))
    return getZeroAttr(getType());
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Remainder by zero and INT_MIN % -1 are undefined behaviour.
        if (rhs.isZero() || (lhs.isMinSignedValue() && rhs.isAllOnes()))
          return std::nullopt;
        return lhs.srem(rhs);
      });
}

OpFoldResult AndOp::fold(FoldAdaptor adaptor) {
  // x & 0 -> 0, 0 & x -> 0
  if (isConstantZero(adaptor.getRhs()) || isConstantZero(adaptor.getLhs()))
    return getZeroAttr(getType());
  // x & -1 -> x
  if (isConstantAllOnes(adaptor.getRhs()))
    return getLhs();
  // -1 & x -> x
  if (isConstantAllOnes(adaptor.getLhs()))
    return getRhs();
  // x & x -> x
  if (getLhs() == getRhs())
    return getLhs();
  return foldIntBinary(
      adaptor.getOperands(),
      [](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        return lhs & rhs;
      });
}

OpFoldResult OrOp::fold(FoldAdaptor adaptor) {
  // x | -1 -> -1, -1 | x -> -1
  if (isConstantAllOnes(adaptor.getRhs()) ||
      isConstantAllOnes(adaptor.getLhs()))
    return getIntLikeAttr(getType(),
                          APInt::getAllOnes(getElementWidth(getType())));
  // x | 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  // 0 | x -> x
  if (isConstantZero(adaptor.getLhs()))
    return getRhs();
  // x | x -> x
  if (getLhs() == getRhs())
    return getLhs();
  return foldIntBinary(
      adaptor.getOperands(),
      [](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        return lhs | rhs;
      });
}

OpFoldResult XorOp::fold(FoldAdaptor adaptor) {
  // x ^ 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  // 0 ^ x -> x
  if (isConstantZero(adaptor.getLhs()))
    return getRhs();
  // x ^ x -> 0
  if (getLhs() == getRhs())
    return getZeroAttr(getType());
  return foldIntBinary(
      adaptor.getOperands(),
      [](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        return lhs ^ rhs;
      });
}

OpFoldResult LShrOp::fold(FoldAdaptor adaptor) {
  // x >>u 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  bool exact = getExact();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Shifting by the bit width or more is poison.
        if (rhs.uge(lhs.getBitWidth()))
          return std::nullopt;
        unsigned amount = rhs.getZExtValue();
        // exact: only zero bits are shifted out.
        if (exact && lhs.countr_zero() < amount)
          return std::nullopt;
        return lhs.lshr(amount);
      });
}

OpFoldResult AShrOp::fold(FoldAdaptor adaptor) {
  // x >>s 0 -> x
  if (isConstantZero(adaptor.getRhs()))
    return getLhs();
  bool exact = getExact();
  return foldIntBinary(
      adaptor.getOperands(),
      [&](const APInt &lhs, const APInt &rhs) -> std::optional<APInt> {
        // Shifting by the bit width or more is poison.
        if (rhs.uge(lhs.getBitWidth()))
          return std::nullopt;
        unsigned amount = rhs.getZExtValue();
        // exact: only zero bits are shifted out.
        if (exact && lhs.countr_zero() < amount)
          return std::nullopt;
        return lhs.ashr(amount);
      });
}

//===----------------------------------------------------------------------===//
// Division speculatability
//===----------------------------------------------------------------------===//

/// Division and remainder may be speculated only when the divisor is a
/// constant none of whose elements is zero and, for the signed operations,
/// none is -1 (INT_MIN / -1 is undefined behaviour).
static Speculation::Speculatability getDivisionSpeculatability(Value divisor,
                                                               bool isSigned) {
  Attribute attr;
  if (!matchPattern(divisor, m_Constant(&attr)))
    return Speculation::NotSpeculatable;
  auto isSafe = [&](const APInt &value) {
    return !value.isZero() && !(isSigned && value.isAllOnes());
  };
  if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    return isSafe(intAttr.getValue()) ? Speculation::Speculatable
                                      : Speculation::NotSpeculatable;
  if (auto elements = dyn_cast<DenseIntElementsAttr>(attr))
    return llvm::all_of(elements.getValues<APInt>(), isSafe)
               ? Speculation::Speculatable
               : Speculation::NotSpeculatable;
  return Speculation::NotSpeculatable;
}

Speculation::Speculatability UDivOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs(), /*isSigned=*/false);
}

Speculation::Speculatability SDivOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs(), /*isSigned=*/true);
}

Speculation::Speculatability URemOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs(), /*isSigned=*/false);
}

Speculation::Speculatability SRemOp::getSpeculatability() {
  return getDivisionSpeculatability(getRhs(), /*isSigned=*/true);
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

/// Whether `pred` holds when both operands are equal.
static bool isReflexive(ICmpPredicate pred) {
  switch (pred) {
  case ICmpPredicate::eq:
  case ICmpPredicate::ule:
  case ICmpPredicate::uge:
  case ICmpPredicate::sle:
  case ICmpPredicate::sge:
    return true;
  case ICmpPredicate::ne:
  case ICmpPredicate::ult:
  case ICmpPredicate::ugt:
  case ICmpPredicate::slt:
  case ICmpPredicate::sgt:
    return false;
  }
  llvm_unreachable("unknown integer comparison predicate");
}

ICmpPredicate vct::vir::swapICmpPredicate(ICmpPredicate predicate) {
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

ICmpPredicate vct::vir::invertICmpPredicate(ICmpPredicate predicate) {
  switch (predicate) {
  case ICmpPredicate::eq:
    return ICmpPredicate::ne;
  case ICmpPredicate::ne:
    return ICmpPredicate::eq;
  case ICmpPredicate::slt:
    return ICmpPredicate::sge;
  case ICmpPredicate::sle:
    return ICmpPredicate::sgt;
  case ICmpPredicate::sgt:
    return ICmpPredicate::sle;
  case ICmpPredicate::sge:
    return ICmpPredicate::slt;
  case ICmpPredicate::ult:
    return ICmpPredicate::uge;
  case ICmpPredicate::ule:
    return ICmpPredicate::ugt;
  case ICmpPredicate::ugt:
    return ICmpPredicate::ule;
  case ICmpPredicate::uge:
    return ICmpPredicate::ult;
  }
  llvm_unreachable("unknown predicate");
}

bool vct::vir::evaluateICmp(ICmpPredicate pred, const APInt &lhs,
                            const APInt &rhs) {
  switch (pred) {
  case ICmpPredicate::eq:
    return lhs.eq(rhs);
  case ICmpPredicate::ne:
    return lhs.ne(rhs);
  case ICmpPredicate::slt:
    return lhs.slt(rhs);
  case ICmpPredicate::sle:
    return lhs.sle(rhs);
  case ICmpPredicate::sgt:
    return lhs.sgt(rhs);
  case ICmpPredicate::sge:
    return lhs.sge(rhs);
  case ICmpPredicate::ult:
    return lhs.ult(rhs);
  case ICmpPredicate::ule:
    return lhs.ule(rhs);
  case ICmpPredicate::ugt:
    return lhs.ugt(rhs);
  case ICmpPredicate::uge:
    return lhs.uge(rhs);
  }
  llvm_unreachable("unknown integer comparison predicate");
}

OpFoldResult ICmpOp::fold(FoldAdaptor adaptor) {
  ICmpPredicate pred = getPredicate();
  // icmp x, x -> true for eq/ule/uge/sle/sge, false for ne/ult/ugt/slt/sgt.
  // Two null pointers or two addresses of the same symbol are also equal.
  Attribute lhsAttr = adaptor.getLhs();
  bool samePointerConstant = lhsAttr && lhsAttr == adaptor.getRhs() &&
                             isa<ZeroInitAttr, FlatSymbolRefAttr>(lhsAttr);
  if (getLhs() == getRhs() || samePointerConstant)
    return getBoolLikeAttr(getType(), isReflexive(pred));
  // On i1: x != false -> x; x == true -> x.
  if (getLhs().getType().isInteger(1) &&
      ((pred == ICmpPredicate::ne && isConstantZero(adaptor.getRhs())) ||
       (pred == ICmpPredicate::eq && isConstantOne(adaptor.getRhs()))))
    return getLhs();
  return constFoldBinaryOpConditional<IntegerAttr, APInt, void, IntegerAttr,
                                      APInt>(
      adaptor.getOperands(), getType(),
      [&](APInt lhs, APInt rhs) -> std::optional<APInt> {
        return APInt(1, evaluateICmp(pred, lhs, rhs) ? 1 : 0);
      });
}

/// Evaluates the floating-point comparison `pred` on two constants: ordered
/// predicates are false when either operand is NaN, unordered ones true.
static bool evaluateFCmp(FCmpPredicate pred, const APFloat &lhs,
                         const APFloat &rhs) {
  APFloat::cmpResult cmp = lhs.compare(rhs);
  bool unordered = cmp == APFloat::cmpUnordered;
  bool lt = cmp == APFloat::cmpLessThan;
  bool eq = cmp == APFloat::cmpEqual;
  bool gt = cmp == APFloat::cmpGreaterThan;
  switch (pred) {
  case FCmpPredicate::false_:
    return false;
  case FCmpPredicate::oeq:
    return eq;
  case FCmpPredicate::ogt:
    return gt;
  case FCmpPredicate::oge:
    return gt || eq;
  case FCmpPredicate::olt:
    return lt;
  case FCmpPredicate::ole:
    return lt || eq;
  case FCmpPredicate::one:
    return lt || gt;
  case FCmpPredicate::ord:
    return !unordered;
  case FCmpPredicate::ueq:
    return unordered || eq;
  case FCmpPredicate::ugt:
    return unordered || gt;
  case FCmpPredicate::uge:
    return unordered || gt || eq;
  case FCmpPredicate::ult:
    return unordered || lt;
  case FCmpPredicate::ule:
    return unordered || lt || eq;
  case FCmpPredicate::une:
    return unordered || lt || gt;
  case FCmpPredicate::uno:
    return unordered;
  case FCmpPredicate::true_:
    return true;
  }
  llvm_unreachable("unknown floating-point comparison predicate");
}

OpFoldResult FCmpOp::fold(FoldAdaptor adaptor) {
  FCmpPredicate pred = getPredicate();
  // fcmp false x, y -> false; fcmp true x, y -> true
  if (pred == FCmpPredicate::false_ || pred == FCmpPredicate::true_)
    return getBoolLikeAttr(getType(), pred == FCmpPredicate::true_);
  // x compared with itself is equal or, for NaN, unordered, so:
  // fcmp ueq/uge/ule x, x -> true; fcmp one/ogt/olt x, x -> false
  if (getLhs() == getRhs()) {
    switch (pred) {
    case FCmpPredicate::ueq:
    case FCmpPredicate::uge:
    case FCmpPredicate::ule:
      return getBoolLikeAttr(getType(), true);
    case FCmpPredicate::one:
    case FCmpPredicate::ogt:
    case FCmpPredicate::olt:
      return getBoolLikeAttr(getType(), false);
    default:
      break;
    }
  }
  return constFoldBinaryOpConditional<FloatAttr, APFloat, void, IntegerAttr,
                                      APInt>(
      adaptor.getOperands(), getType(),
      [&](APFloat lhs, APFloat rhs) -> std::optional<APInt> {
        return APInt(1, evaluateFCmp(pred, lhs, rhs) ? 1 : 0);
      });
}

OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  // select c, x, x -> x
  if (getTrueValue() == getFalseValue())
    return getTrueValue();
  // select true, x, y -> x; select false, x, y -> y (also for splat
  // conditions).
  if (std::optional<APInt> cond = getConstantInt(adaptor.getCondition()))
    return cond->isOne() ? getTrueValue() : getFalseValue();
  // select c, true, false -> c
  if (getType() == getCondition().getType() &&
      isConstantOne(adaptor.getTrueValue()) &&
      isConstantZero(adaptor.getFalseValue()))
    return getCondition();
  return {};
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

OpFoldResult ZExtOp::fold(FoldAdaptor adaptor) {
  unsigned width = getElementWidth(getType());
  // zext c -> c zero-extended
  if (Attribute folded =
          constFoldCastOp<IntegerAttr, IntegerAttr, APInt, APInt, void>(
              adaptor.getOperands(), getType(),
              [&](const APInt &value, bool &) { return value.zext(width); }))
    return folded;
  // zext(zext x) -> zext x
  if (auto inner = getIn().getDefiningOp<ZExtOp>()) {
    getInMutable().assign(inner.getIn());
    return getResult();
  }
  return {};
}

OpFoldResult SExtOp::fold(FoldAdaptor adaptor) {
  unsigned width = getElementWidth(getType());
  // sext c -> c sign-extended
  if (Attribute folded =
          constFoldCastOp<IntegerAttr, IntegerAttr, APInt, APInt, void>(
              adaptor.getOperands(), getType(),
              [&](const APInt &value, bool &) { return value.sext(width); }))
    return folded;
  // sext(sext x) -> sext x
  if (auto inner = getIn().getDefiningOp<SExtOp>()) {
    getInMutable().assign(inner.getIn());
    return getResult();
  }
  return {};
}

OpFoldResult TruncOp::fold(FoldAdaptor adaptor) {
  unsigned width = getElementWidth(getType());
  // trunc c -> c truncated
  if (Attribute folded =
          constFoldCastOp<IntegerAttr, IntegerAttr, APInt, APInt, void>(
              adaptor.getOperands(), getType(),
              [&](const APInt &value, bool &) { return value.trunc(width); }))
    return folded;
  // trunc(trunc x) -> trunc x
  if (auto inner = getIn().getDefiningOp<TruncOp>()) {
    getInMutable().assign(inner.getIn());
    return getResult();
  }
  // Extending and truncating again keeps the low bits of x.
  Value extended;
  if (auto zext = getIn().getDefiningOp<ZExtOp>())
    extended = zext.getIn();
  else if (auto sext = getIn().getDefiningOp<SExtOp>())
    extended = sext.getIn();
  if (extended) {
    // trunc(zext x), trunc(sext x) -> x when x has the result type
    if (extended.getType() == getType())
      return extended;
    // trunc(zext x), trunc(sext x) -> trunc x when x is wider than the result
    if (getElementWidth(extended.getType()) > width) {
      getInMutable().assign(extended);
      return getResult();
    }
  }
  return {};
}

OpFoldResult PtrToIntOp::fold(FoldAdaptor adaptor) {
  // ptrtoint null -> 0
  if (isa_and_present<ZeroInitAttr>(adaptor.getIn()))
    return getZeroAttr(getType());
  // ptrtoint(inttoptr x) -> x when x has the result type: inttoptr
  // zero-extends x to 64 bits and ptrtoint truncates it back.
  if (auto intToPtr = getIn().getDefiningOp<IntToPtrOp>())
    if (intToPtr.getIn().getType() == getType())
      return intToPtr.getIn();
  return {};
}

OpFoldResult IntToPtrOp::fold(FoldAdaptor adaptor) {
  // inttoptr 0 -> null
  if (isConstantZero(adaptor.getIn()))
    return ZeroInitAttr::get(getContext());
  return {};
}

/// Folds fptosi/fptoui of constants, rounding toward zero. NaN and values
/// out of the result's range are poison and not folded.
static Attribute foldFloatToInt(ArrayRef<Attribute> operands, Type resultType,
                                bool isSigned) {
  unsigned width = getElementWidth(resultType);
  return constFoldCastOp<FloatAttr, IntegerAttr, APFloat, APInt, void>(
      operands, resultType, [&](const APFloat &value, bool &castStatus) {
        APSInt result(width, /*isUnsigned=*/!isSigned);
        bool isExact = false;
        APFloat::opStatus status =
            value.convertToInteger(result, APFloat::rmTowardZero, &isExact);
        if (status & APFloat::opInvalidOp)
          castStatus = false;
        return APInt(result);
      });
}

OpFoldResult FPToSIOp::fold(FoldAdaptor adaptor) {
  return foldFloatToInt(adaptor.getOperands(), getType(), /*isSigned=*/true);
}

OpFoldResult FPToUIOp::fold(FoldAdaptor adaptor) {
  return foldFloatToInt(adaptor.getOperands(), getType(), /*isSigned=*/false);
}

/// Folds sitofp/uitofp of constants, rounding to nearest-even.
static Attribute foldIntToFloat(ArrayRef<Attribute> operands, Type resultType,
                                bool isSigned) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(getElementTypeOrSelf(resultType)).getFloatSemantics();
  return constFoldCastOp<IntegerAttr, FloatAttr, APInt, APFloat, void>(
      operands, resultType, [&](const APInt &value, bool &) {
        APFloat result(semantics);
        result.convertFromAPInt(value, isSigned, APFloat::rmNearestTiesToEven);
        return result;
      });
}

OpFoldResult SIToFPOp::fold(FoldAdaptor adaptor) {
  return foldIntToFloat(adaptor.getOperands(), getType(), /*isSigned=*/true);
}

OpFoldResult UIToFPOp::fold(FoldAdaptor adaptor) {
  return foldIntToFloat(adaptor.getOperands(), getType(), /*isSigned=*/false);
}

/// Folds fpext/fptrunc of constants: the IEEE conversion to the result's
/// format, rounding to nearest-even.
static Attribute foldFloatToFloat(ArrayRef<Attribute> operands,
                                  Type resultType) {
  const llvm::fltSemantics &semantics =
      cast<FloatType>(getElementTypeOrSelf(resultType)).getFloatSemantics();
  return constFoldCastOp<FloatAttr, FloatAttr, APFloat, APFloat, void>(
      operands, resultType, [&](const APFloat &value, bool &) {
        APFloat result = value;
        bool losesInfo = false;
        result.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
        return result;
      });
}

OpFoldResult FPExtOp::fold(FoldAdaptor adaptor) {
  return foldFloatToFloat(adaptor.getOperands(), getType());
}

OpFoldResult FPTruncOp::fold(FoldAdaptor adaptor) {
  return foldFloatToFloat(adaptor.getOperands(), getType());
}

OpFoldResult BitcastOp::fold(FoldAdaptor adaptor) {
  // bitcast(bitcast x) -> x when x has the result type
  if (auto inner = getIn().getDefiningOp<BitcastOp>())
    if (inner.getIn().getType() == getType())
      return inner.getIn();

  // Constants: element-wise reinterpretation between integers and floats of
  // the same width, for scalars or vectors with the same number of elements.
  Type srcType = getIn().getType(), dstType = getType();
  auto srcVec = dyn_cast<VectorType>(srcType);
  auto dstVec = dyn_cast<VectorType>(dstType);
  if (static_cast<bool>(srcVec) != static_cast<bool>(dstVec))
    return {};
  if (srcVec && srcVec.getNumElements() != dstVec.getNumElements())
    return {};
  Type srcElem = getElementTypeOrSelf(srcType);
  Type dstElem = getElementTypeOrSelf(dstType);
  if (!srcElem.isIntOrFloat() || !dstElem.isIntOrFloat() ||
      srcElem.getIntOrFloatBitWidth() != dstElem.getIntOrFloatBitWidth())
    return {};
  if (isa<IntegerType>(srcElem) && isa<FloatType>(dstElem)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(dstElem).getFloatSemantics();
    return constFoldCastOp<IntegerAttr, FloatAttr, APInt, APFloat, void>(
        adaptor.getOperands(), dstType,
        [&](const APInt &value, bool &) { return APFloat(semantics, value); });
  }
  if (isa<FloatType>(srcElem) && isa<IntegerType>(dstElem))
    return constFoldCastOp<FloatAttr, IntegerAttr, APFloat, APInt, void>(
        adaptor.getOperands(), dstType,
        [](const APFloat &value, bool &) { return value.bitcastToAPInt(); });
  return {};
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

OpFoldResult FAddOp::fold(FoldAdaptor adaptor) {
  return foldFloatBinary(adaptor.getOperands(),
                         [](const APFloat &lhs, const APFloat &rhs) {
                           APFloat result = lhs;
                           result.add(rhs, APFloat::rmNearestTiesToEven);
                           return result;
                         });
}

OpFoldResult FSubOp::fold(FoldAdaptor adaptor) {
  return foldFloatBinary(adaptor.getOperands(),
                         [](const APFloat &lhs, const APFloat &rhs) {
                           APFloat result = lhs;
                           result.subtract(rhs, APFloat::rmNearestTiesToEven);
                           return result;
                         });
}

OpFoldResult FMulOp::fold(FoldAdaptor adaptor) {
  return foldFloatBinary(adaptor.getOperands(),
                         [](const APFloat &lhs, const APFloat &rhs) {
                           APFloat result = lhs;
                           result.multiply(rhs, APFloat::rmNearestTiesToEven);
                           return result;
                         });
}

OpFoldResult FDivOp::fold(FoldAdaptor adaptor) {
  return foldFloatBinary(adaptor.getOperands(),
                         [](const APFloat &lhs, const APFloat &rhs) {
                           APFloat result = lhs;
                           result.divide(rhs, APFloat::rmNearestTiesToEven);
                           return result;
                         });
}

OpFoldResult FRemOp::fold(FoldAdaptor adaptor) {
  // C fmod: the exact remainder with the dividend's sign.
  return foldFloatBinary(adaptor.getOperands(),
                         [](const APFloat &lhs, const APFloat &rhs) {
                           APFloat result = lhs;
                           result.mod(rhs);
                           return result;
                         });
}

OpFoldResult FNegOp::fold(FoldAdaptor adaptor) {
  // fneg(fneg x) -> x
  if (auto inner = getIn().getDefiningOp<FNegOp>())
    return inner.getIn();
  // fneg c -> c with the sign bit flipped
  auto negate = [](const APFloat &value) {
    APFloat result = value;
    result.changeSign();
    return result;
  };
  return constFoldUnaryOp<FloatAttr, APFloat, void>(adaptor.getOperands(),
                                                    negate);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

OpFoldResult GEPOp::fold(FoldAdaptor adaptor) {
  // gep base[0, 0, ...] -> base
  ArrayRef<Attribute> dynamicIndices = adaptor.getDynamicIndices();
  unsigned nextDynamic = 0;
  for (int32_t index : getRawConstantIndices()) {
    if (index == kDynamicIndex) {
      if (nextDynamic >= dynamicIndices.size() ||
          !isConstantZero(dynamicIndices[nextDynamic++]))
        return {};
      continue;
    }
    if (index != 0)
      return {};
  }
  return getBase();
}

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  // splat c -> dense<c>
  Attribute in = adaptor.getIn();
  auto vecType = cast<VectorType>(getType());
  if (!isa_and_present<IntegerAttr, FloatAttr>(in) ||
      cast<TypedAttr>(in).getType() != vecType.getElementType())
    return {};
  return DenseElementsAttr::get(vecType, ArrayRef<Attribute>(in));
}

OpFoldResult ExtractOp::fold(FoldAdaptor adaptor) {
  // Only a constant index below the length selects an element; any other is
  // poison and is not folded.
  auto index = dyn_cast_if_present<IntegerAttr>(adaptor.getIndex());
  if (!index)
    return {};
  auto vecType = cast<VectorType>(getVector().getType());
  if (index.getValue().uge(vecType.getNumElements()))
    return {};
  uint64_t position = index.getValue().getZExtValue();
  // extract(splat x)[i] -> x
  if (auto splat = getVector().getDefiningOp<SplatOp>())
    return splat.getIn();
  // extract(c)[i] -> c[i]
  auto elements = dyn_cast_if_present<DenseElementsAttr>(adaptor.getVector());
  if (!elements || elements.getType() != vecType)
    return {};
  return *std::next(elements.value_begin<Attribute>(), position);
}
