//===- CostModel.h - Per-operation costs of vector code ---------*- C++ -*-===//
//
// The cost table both vectorizers use (loop-vectorize per element of a loop,
// slp-vectorize per tree): x86-64 with the SSE2 baseline, one unit for a
// simple instruction. It is coarse on purpose; the passes put the numbers it
// gives in their remarks.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_TRANSFORMS_VECTORIZE_COSTMODEL_H
#define VCT_LIB_TRANSFORMS_VECTORIZE_COSTMODEL_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"

namespace vct {
namespace vectorize {

/// The element type of `type` (itself for a scalar).
mlir::Type getElementType(mlir::Type type);

/// The width in bits of an integer, f32 or f64 type; 0 for anything else.
unsigned getBits(mlir::Type type);

/// Integer types of 8, 16, 32 or 64 bits, f32 and f64: the element types
/// vectors are made of (i1 only as comparison results).
bool isVectorElement(mlir::Type type);

/// True if `op` is a pure element-wise operation with a vector form.
bool hasVectorForm(mlir::Operation *op);

/// The largest ratio of vector to scalar cost per element at which
/// loop-vectorize vectorizes.
inline constexpr double kMinGain = 5.0 / 6.0;

/// The cost of one scalar execution of `op`.
double getScalarCost(mlir::Operation *op);

/// The cost of `op` on one vector of `vf` lanes of 128 bits or less (its
/// element type is that of its result, or of its operand for comparisons
/// and stores).
double getVectorCost(mlir::Operation *op, unsigned vf);

/// Moving one scalar of type `element` into a vector lane (`vir.insert`):
/// a move from a general register and a shuffle, more for 8-bit lanes
/// (SSE2 has no pinsrb).
double getInsertCost(mlir::Type element);

/// Reading one lane out of a vector (`vir.extract`), and broadcasting a
/// scalar (`vir.splat`).
inline constexpr double kExtractCost = 1;
inline constexpr double kSplatCost = 1;

} // namespace vectorize
} // namespace vct

#endif // VCT_LIB_TRANSFORMS_VECTORIZE_COSTMODEL_H
