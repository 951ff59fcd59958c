//===- CostModel.h - Per-operation costs of vector code ---------*- C++ -*-===//
//
// The cost table both vectorizers use (loop-vectorize per element of a loop,
// slp-vectorize per tree): x86-64 with the SSE2 baseline, and an AVX2
// column for loop-vectorize at a recorded AVX2 CPU (-Ofast), one unit for a
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

/// The vector instruction sets the table has a column for.
enum class VectorISA {
  /// The x86-64 baseline: 128-bit vectors.
  SSE2,
  /// 256-bit vectors with AVX2's integer operations (and SSE4.1's: pinsrb,
  /// pmulld, pcmpeqq), FMA not counted.
  AVX2,
};

/// The widest vector in bits of `target`.
unsigned getVectorBits(VectorISA target);

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

/// The cost of `op` on one vector of `vf` lanes of at most
/// getVectorBits(target) bits (its element type is that of its result, or of
/// its operand for comparisons and stores).
double getVectorCost(mlir::Operation *op, unsigned vf,
                     VectorISA target = VectorISA::SSE2);

/// The cost of `op` on `vf` lanes in vectors of `vectorBits`: an operation
/// whose widest element (of its result and operands) makes the lanes wider
/// than one vector is split into as many vectors, each at its cost (LLVM's
/// type legalization); a load or store counts its element.
double getLegalizedVectorCost(mlir::Operation *op, unsigned vf,
                              unsigned vectorBits,
                              VectorISA target = VectorISA::SSE2);

/// Reversing the lanes of one vector of `bits`-bit elements (a backward
/// consecutive access): one pshufd for 32- and 64-bit lanes, three
/// shuffles for 16-bit lanes and more for 8-bit ones on SSE2 (no pshufb);
/// vpermd/vpermq, or vpshufb and vpermq, on AVX2.
double getReverseCost(unsigned bits, VectorISA target = VectorISA::SSE2);

/// Moving one scalar of type `element` into a vector lane (`vir.insert`):
/// a move from a general register and a shuffle, more for 8-bit lanes
/// (SSE2 has no pinsrb).
double getInsertCost(mlir::Type element, VectorISA target = VectorISA::SSE2);

/// Reading one lane out of a vector (`vir.extract`), and broadcasting a
/// scalar (`vir.splat`).
inline constexpr double kExtractCost = 1;
inline constexpr double kSplatCost = 1;
/// Taking the lanes of one member out of an interleaved vector (or putting
/// them in): about one shuffle per vector.
inline constexpr double kShuffleCost = 1;

} // namespace vectorize
} // namespace vct

#endif // VCT_LIB_TRANSFORMS_VECTORIZE_COSTMODEL_H
