//===- TranslateToLLVMIR.cpp - VIR to LLVM IR -----------------------------===//
//
// Runs convert-vir-to-llvm on the module, then MLIR's LLVM IR export, then
// LLVM's verifier. A module that LLVM rejects is a bug in VCT (the VIR
// verifier should have refused it, or the lowering mapped it wrongly); it is
// reported as a located error at the VIR function (or the module), never as
// LLVM's bare text.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"
#include "vct/Conversion/Passes.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
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
  // The VIR function names survive lowering: keep their locations to place
  // LLVM's complaints.
  llvm::StringMap<Location> funcLocations;
  for (auto func : moduleOp.getOps<vir::FuncOp>())
    funcLocations.try_emplace(func.getName(), func.getLoc());
  Location moduleLoc = moduleOp.getLoc();
  if (failed(pm.run(moduleOp)))
    return nullptr;
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(
      module, context, "LLVMDialectModule", /*disableVerification=*/true);
  if (!llvmModule)
    return nullptr;
  auto report = [&](Location loc, StringRef message) {
    emitError(loc, "the LLVM backend produced invalid LLVM IR (LLVM's "
                   "verifier): ")
        << StringRef(message).trim();
    return nullptr;
  };
  for (llvm::Function &func : *llvmModule) {
    std::string message;
    llvm::raw_string_ostream os(message);
    if (!llvm::verifyFunction(func, &os))
      continue;
    auto it = funcLocations.find(func.getName());
    return report(it == funcLocations.end() ? moduleLoc : it->second, message);
  }
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(*llvmModule, &os))
    return report(moduleLoc, message);
  return llvmModule;
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
