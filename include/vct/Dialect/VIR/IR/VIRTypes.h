//===- VIRTypes.h - VIR types -----------------------------------*- C++ -*-===//
//
// VIR's pointer and aggregate types, and the predicates that say which
// builtin types VIR accepts.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRTYPES_H
#define VCT_DIALECT_VIR_IR_VIRTYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/MemorySlotInterfaces.h"

#define GET_TYPEDEF_CLASSES
#include "vct/Dialect/VIR/IR/VIRTypes.h.inc"

namespace vct::vir {

/// A signless integer of 1 to 64 bits.
bool isVIRIntegerType(mlir::Type type);
/// f32, f64 or f80 (x87 extended precision, C's long double on x86-64).
bool isVIRFloatType(mlir::Type type);
/// !vir.ptr.
bool isVIRPtrType(mlir::Type type);
/// An integer, float or pointer.
bool isVIRScalarType(mlir::Type type);
/// A one-dimensional, fixed-length, non-empty vector whose elements satisfy
/// `pred` (never f80).
bool isVIRVectorOf(mlir::Type type, bool (*pred)(mlir::Type));
/// A type SSA values may have: scalar or vector of scalars.
bool isVIRValueType(mlir::Type type);
/// A type a stack slot or global may have: a value type or an aggregate of
/// them.
bool isVIRStorableType(mlir::Type type);
/// i1 or a vector of i1.
bool isVIRBoolLike(mlir::Type type);
/// i1, or a vector of i1 with the shape of `type` when it is a vector.
mlir::Type getBoolLike(mlir::Type type);

/// VIR's data layout is fixed: the x86-64 System V C ABI. These give sizes in
/// bytes and alignments for any storable type, as LLVM computes them for the
/// corresponding LLVM types (so `getAllocSize(i24)` is 4).

/// Bytes a load or store of `type` touches.
uint64_t getStoreSize(mlir::Type type);
/// Bytes between consecutive objects of `type` in an array.
uint64_t getAllocSize(mlir::Type type);
/// The ABI alignment of `type` in bytes.
uint64_t getABIAlignment(mlir::Type type);

} // namespace vct::vir

#endif // VCT_DIALECT_VIR_IR_VIRTYPES_H
