//===- LLVMToVIR.h - LLVM dialect to VIR ------------------------*- C++ -*-===//
//
// The second half of the importer: turns a module of the LLVM dialect (as
// MLIR's LLVM IR import produces it) into a VIR module.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_CONVERSION_LLVMTOVIR_LLVMTOVIR_H
#define VCT_CONVERSION_LLVMTOVIR_LLVMTOVIR_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <optional>

namespace vct {

/// The discardable attribute under which the LLVM IR reader keeps an
/// instruction's `!range` metadata for the conversion (MLIR's own importer
/// drops it): an array of `#llvm.constant_range`, one per `[lo, hi)` pair.
inline constexpr llvm::StringLiteral kRangeMetadataAttrName =
    "vct.range_metadata";

/// Builds a VIR module equivalent to `llvmModule`. Debug intrinsics and
/// lifetime markers are dropped; aggregate values become their scalar
/// leaves (a function returning a 9-16 byte structure returns two values);
/// constructs VIR cannot express (inline assembly, exceptions, ...) are
/// reported as located errors naming the construct, and null is returned.
mlir::OwningOpRef<mlir::ModuleOp>
convertLLVMDialectToVIR(mlir::ModuleOp llvmModule);

/// The source line of a top-level operation of the LLVM dialect module: its
/// own location when that names a line, else the line of its debug
/// description (DISubprogram, DIGlobalVariable), else none.
std::optional<mlir::Location> getSymbolLine(mlir::Operation &symbol);

} // namespace vct

#endif // VCT_CONVERSION_LLVMTOVIR_LLVMTOVIR_H
