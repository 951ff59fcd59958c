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

namespace vct {

/// Builds a VIR module equivalent to `llvmModule`. Debug intrinsics and
/// lifetime markers are dropped; constructs VIR cannot express (inline
/// assembly, exceptions, aggregate values, ...) are reported as located
/// errors naming the construct, and null is returned.
mlir::OwningOpRef<mlir::ModuleOp> convertLLVMDialectToVIR(
    mlir::ModuleOp llvmModule);

} // namespace vct

#endif // VCT_CONVERSION_LLVMTOVIR_LLVMTOVIR_H
