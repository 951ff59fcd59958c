//===- CostModel.cpp - Per-operation costs of scalar and vector code ------===//
//
// x86-64: the SSE2 baseline and the AVX2 column (see CostModel.h).
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

unsigned vectorize::getVectorBits(VectorISA target) {
  return target == VectorISA::AVX2 ? 256 : 128;
}

Type vectorize::getElementType(Type type) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.getElementType();
  return type;
}

unsigned vectorize::getBits(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return integer.getWidth();
  if (isa<Float32Type>(type))
    return 32;
  if (isa<Float64Type>(type))
    return 64;
  return 0;
}

bool vectorize::isVectorElement(Type type) {
  if (auto integer = dyn_cast<IntegerType>(type))
    return llvm::is_contained({8u, 16u, 32u, 64u}, integer.getWidth());
  return isa<Float32Type, Float64Type>(type);
}

bool vectorize::hasVectorForm(Operation *op) {
  return isa<AddOp, SubOp, MulOp, ShlOp, LShrOp, AShrOp, AndOp, OrOp, XorOp,
             ICmpOp, FCmpOp, SelectOp, ZExtOp, SExtOp, TruncOp, SIToFPOp,
             UIToFPOp, FPToSIOp, FPToUIOp, FPExtOp, FPTruncOp, FAddOp, FSubOp,
             FMulOp, FDivOp, FNegOp>(op);
}

double vectorize::getScalarCost(Operation *op) {
  if (isa<FDivOp>(op))
    return 4;
  if (isa<UDivOp, SDivOp>(op))
    // A multiply-high and shifts by a constant; a divide otherwise.
    return matchPattern(op->getOperand(1), m_Constant()) ? 4 : 20;
  if (isa<URemOp, SRemOp>(op))
    // The quotient's sequence, a multiply and a subtraction.
    return matchPattern(op->getOperand(1), m_Constant()) ? 6 : 20;
  if (isa<ConstantOp, GEPOp>(op))
    return 0;
  return 1;
}

/// The AVX2 column: where it differs from SSE2's.
static std::optional<double> getAVX2Cost(Operation *op, unsigned vf,
                                         unsigned bits) {
  if (isa<MulOp>(op)) {
    // vpmullw, vpmulld (two uops); no vpmullq before AVX-512; 8-bit lanes
    // unpack to 16 bits and pack back.
    if (bits == 16)
      return 1;
    if (bits == 32)
      return 2;
    return bits == 64 ? 6 : 5;
  }
  if (isa<ShlOp, LShrOp, AShrOp>(op) &&
      !matchPattern(op->getOperand(1), m_Constant())) {
    // vpsllv/vpsrlv for 32 and 64 bits, vpsrav for 32 only.
    if (bits == 32 || (bits == 64 && !isa<AShrOp>(op)))
      return 1;
    return 2.0 * vf;
  }
  if (auto cmp = dyn_cast<ICmpOp>(op)) {
    // vpcmpgtq and vpcmpeqq exist; unsigned orders go through vpminu/vpmaxu
    // (no 64-bit form: flip the sign bits).
    bool isSigned = cmp.getPredicate() == ICmpPredicate::eq ||
                    cmp.getPredicate() == ICmpPredicate::ne ||
                    cmp.getPredicate() == ICmpPredicate::slt ||
                    cmp.getPredicate() == ICmpPredicate::sle ||
                    cmp.getPredicate() == ICmpPredicate::sgt ||
                    cmp.getPredicate() == ICmpPredicate::sge;
    return isSigned ? 1 : bits == 64 ? 3 : 2;
  }
  if (isa<SelectOp>(op))
    return 1; // vpblendvb
  if (isa<ZExtOp, SExtOp, TruncOp>(op))
    return isa<TruncOp>(op) ? 2 : 1; // vpmovzx / vpmovsx; shuffles
  if (isa<AShrOp>(op) && bits == 64)
    return 1;
  if (isa<SIToFPOp, FPToSIOp>(op)) {
    unsigned inBits = vectorize::getBits(
        vectorize::getElementType(op->getOperand(0).getType()));
    // No 64-bit integer conversions before AVX-512DQ.
    if (bits == 64 || inBits == 64)
      return 2.0 * vf;
    return 1;
  }
  if (isa<FDivOp>(op))
    // A 256-bit divide takes about twice a 128-bit one.
    return vf * bits > 128 ? (bits == 64 ? 16 : 10) : (bits == 64 ? 8 : 5);
  return std::nullopt;
}

double vectorize::getVectorCost(Operation *op, unsigned vf, VectorISA target) {
  Type type = op->getNumResults() ? op->getResult(0).getType() : Type();
  if (isa<ICmpOp, FCmpOp>(op) || isa<StoreOp>(op))
    type = op->getOperand(0).getType();
  unsigned bits = getBits(getElementType(type));
  if (target == VectorISA::AVX2)
    if (std::optional<double> cost = getAVX2Cost(op, vf, bits))
      return *cost;
  if (isa<UDivOp, SDivOp>(op)) {
    // By a constant: a multiply-high sequence (the backends expand it);
    // otherwise lane by lane.
    if (matchPattern(op->getOperand(1), m_Constant()))
      return bits == 32 ? 8 : 2.0 * vf + 2;
    return 6.0 * vf;
  }
  if (isa<URemOp, SRemOp>(op)) {
    // The quotient's sequence, then a multiply (two pmuludq and shuffles
    // for 32-bit lanes) and a subtraction.
    if (matchPattern(op->getOperand(1), m_Constant()))
      return bits == 32 ? 15 : 3.0 * vf + 4;
    return 6.0 * vf;
  }
  if (isa<MulOp>(op)) {
    // SSE2 multiplies 16-bit lanes (pmullw); 32-bit lanes take two pmuludq
    // and shuffles, 64-bit and 8-bit lanes more. A 64-bit lane times a
    // constant below 2^32 is two pmuludq, a psrlq, a psllq and a paddq.
    if (bits == 16)
      return 1;
    if (bits == 64 && llvm::any_of(op->getOperands(), [](Value operand) {
          APInt value;
          return matchPattern(operand, m_ConstantInt(&value)) &&
                 value.getActiveBits() <= 32;
        }))
      return 5;
    return bits == 32 ? 6 : 8;
  }
  if (isa<ShlOp, LShrOp, AShrOp>(op)) {
    // A shift by a splat is one instruction (64-bit lanes shifted
    // arithmetically: psrad and psrlq, merged by a shuffle); by a vector,
    // lane by lane.
    if (matchPattern(op->getOperand(1), m_Constant())) {
      if (bits == 64 && isa<AShrOp>(op))
        return 3;
      return bits == 8 ? 3 : 1;
    }
    return 2.0 * vf;
  }
  if (auto cmp = dyn_cast<ICmpOp>(op)) {
    // No pcmpgtq/pcmpeqq in SSE2; unsigned comparisons flip the sign bit.
    if (bits == 64)
      return 4;
    bool isUnsigned = cmp.getPredicate() != ICmpPredicate::eq &&
                      cmp.getPredicate() != ICmpPredicate::ne &&
                      cmp.getPredicate() != ICmpPredicate::slt &&
                      cmp.getPredicate() != ICmpPredicate::sle &&
                      cmp.getPredicate() != ICmpPredicate::sgt &&
                      cmp.getPredicate() != ICmpPredicate::sge;
    return isUnsigned ? 3 : 1;
  }
  if (isa<SelectOp>(op))
    return 3; // and, andn, or
  if (isa<FDivOp>(op))
    return bits == 64 ? 8 : 5;
  if (isa<SIToFPOp, UIToFPOp, FPToSIOp, FPToUIOp>(op)) {
    unsigned inBits = getBits(getElementType(op->getOperand(0).getType()));
    if (bits == 64 || inBits == 64 || isa<UIToFPOp, FPToUIOp>(op))
      return 2.0 * vf;
    return 1;
  }
  if (isa<ZExtOp, SExtOp, TruncOp>(op)) {
    // Unpack or pack steps. Between 32 and 64 bits: a shufps takes the low
    // halves of two vectors (half of it per part), a zero extension is one
    // unpack per part and a sign extension adds the sign (psrad) once for
    // two parts.
    unsigned inBits = getBits(getElementType(op->getOperand(0).getType()));
    if (std::max(bits, inBits) == 64 && std::min(bits, inBits) == 32)
      return isa<TruncOp>(op) ? 0.5 : isa<ZExtOp>(op) ? 1 : 1.5;
    return 2;
  }
  if (isa<ConstantOp, GEPOp>(op))
    return 0;
  return 1;
}

double vectorize::getReverseCost(unsigned bits, VectorISA target) {
  if (bits >= 32)
    return 1; // pshufd; vpermd / vpermq
  if (target == VectorISA::AVX2)
    return 2;                // vpshufb and vpermq
  return bits == 16 ? 3 : 7; // pshuflw, pshufhw, pshufd; unpacks for bytes
}

double vectorize::getInsertCost(Type element, VectorISA target) {
  return getBits(element) == 8 && target == VectorISA::SSE2 ? 3 : 2;
}

double vectorize::getLegalizedVectorCost(Operation *op, unsigned vf,
                                         unsigned vectorBits,
                                         VectorISA target) {
  unsigned bits = 0;
  auto widen = [&](Type type) {
    bits = std::max(bits, getBits(getElementType(type)));
  };
  if (auto store = dyn_cast<StoreOp>(op)) {
    widen(store.getValue().getType());
  } else if (isa<LoadOp>(op)) {
    widen(op->getResult(0).getType());
  } else {
    llvm::for_each(op->getResultTypes(), widen);
    llvm::for_each(op->getOperandTypes(), widen);
  }
  unsigned parts = std::max(1u, vf * bits / std::max(1u, vectorBits));
  if (parts == 1 || vf % parts != 0)
    return getVectorCost(op, vf, target);
  return parts * getVectorCost(op, vf / parts, target);
}
