//===- CostModel.cpp - Per-operation costs of scalar and vector code ------===//
//
// x86-64, SSE2 baseline (see CostModel.h).
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

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
  if (isa<ConstantOp, GEPOp>(op))
    return 0;
  return 1;
}

double vectorize::getVectorCost(Operation *op, unsigned vf) {
  Type type = op->getNumResults() ? op->getResult(0).getType() : Type();
  if (isa<ICmpOp, FCmpOp>(op) || isa<StoreOp>(op))
    type = op->getOperand(0).getType();
  unsigned bits = getBits(getElementType(type));
  if (isa<MulOp>(op)) {
    // SSE2 multiplies 16-bit lanes (pmullw); 32-bit lanes take two pmuludq
    // and shuffles, 64-bit and 8-bit lanes more.
    if (bits == 16)
      return 1;
    return bits == 32 ? 6 : 8;
  }
  if (isa<ShlOp, LShrOp, AShrOp>(op)) {
    // A shift by a splat is one instruction; by a vector, lane by lane.
    if (matchPattern(op->getOperand(1), m_Constant()))
      return bits == 8 ? 3 : 1;
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
  if (isa<ZExtOp, SExtOp, TruncOp>(op))
    return 2; // unpack or pack steps
  if (isa<ConstantOp, GEPOp>(op))
    return 0;
  return 1;
}

double vectorize::getInsertCost(Type element) {
  return getBits(element) == 8 ? 3 : 2;
}
