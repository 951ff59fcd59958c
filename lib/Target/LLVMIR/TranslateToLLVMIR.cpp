//===- TranslateToLLVMIR.cpp - VIR to LLVM IR -----------------------------===//
//
// Runs convert-vir-to-llvm on the module, then MLIR's LLVM IR export.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"
#include "vct/Conversion/Passes.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

std::unique_ptr<llvm::Module>
vct::translateVIRToLLVMIR(Operation *module, llvm::LLVMContext &context) {
  auto moduleOp = dyn_cast<ModuleOp>(module);
  if (!moduleOp) {
    module->emitError("the LLVM backend translates a builtin.module");
    return nullptr;
  }
  PassManager pm(module->getContext());
  pm.addPass(createConvertVIRToLLVMPass());
  // VCT emits no debug information: source locations (from imported line
  // tables) would otherwise become partial, invalid !dbg attachments.
  pm.addPass(createStripDebugInfoPass());
  if (failed(pm.run(moduleOp)))
    return nullptr;
  return translateModuleToLLVMIR(module, context);
}

LogicalResult vct::translateVIRToLLVMIR(Operation *module,
                                        llvm::raw_ostream &os) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule =
      translateVIRToLLVMIR(module, context);
  if (!llvmModule)
    return failure();
  llvmModule->print(os, /*AAW=*/nullptr);
  return success();
}

void vct::registerVIRToLLVMIRTranslationDependencies(
    DialectRegistry &registry) {
  registry.insert<vir::VIRDialect, LLVM::LLVMDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}
