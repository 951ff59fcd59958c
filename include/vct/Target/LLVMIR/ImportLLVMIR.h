//===- ImportLLVMIR.h - LLVM IR to VIR --------------------------*- C++ -*-===//
//
// The importer's entry point: LLVM IR (text or bitcode) to VIR, through
// MLIR's LLVM IR import and the LLVM-dialect-to-VIR conversion.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TARGET_LLVMIR_IMPORTLLVMIR_H
#define VCT_TARGET_LLVMIR_IMPORTLLVMIR_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace vct {

/// Imports the LLVM IR module in the main buffer of `sourceMgr` as VIR.
/// Parse errors and constructs VIR cannot express are located errors; the
/// result is then null.
mlir::OwningOpRef<mlir::ModuleOp> importLLVMIR(llvm::SourceMgr &sourceMgr,
                                               mlir::MLIRContext *context);

/// Registers the dialects and import interfaces importLLVMIR needs.
void registerLLVMIRImportDependencies(mlir::DialectRegistry &registry);

} // namespace vct

#endif // VCT_TARGET_LLVMIR_IMPORTLLVMIR_H
