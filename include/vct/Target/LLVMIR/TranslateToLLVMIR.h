//===- TranslateToLLVMIR.h - VIR to LLVM IR ---------------------*- C++ -*-===//
//
// The LLVM backend's entry point: lowers a VIR module to the LLVM dialect
// (convert-vir-to-llvm) and exports it as LLVM IR.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TARGET_LLVMIR_TRANSLATETOLLVMIR_H
#define VCT_TARGET_LLVMIR_TRANSLATETOLLVMIR_H

#include "mlir/Support/LLVM.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
class raw_ostream;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class Operation;
} // namespace mlir

namespace vct {

/// Lowers `module` in place to the LLVM dialect and exports it. Returns null
/// after emitting a located error when a VIR construct cannot be lowered.
std::unique_ptr<llvm::Module> translateVIRToLLVMIR(mlir::Operation *module,
                                                   llvm::LLVMContext &context);

/// As above, printing the LLVM IR module to `os`.
mlir::LogicalResult translateVIRToLLVMIR(mlir::Operation *module,
                                         llvm::raw_ostream &os);

/// Registers the dialects and LLVM IR translation interfaces the export
/// needs.
void registerVIRToLLVMIRTranslationDependencies(
    mlir::DialectRegistry &registry);

} // namespace vct

#endif // VCT_TARGET_LLVMIR_TRANSLATETOLLVMIR_H
