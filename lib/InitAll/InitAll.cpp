//===- InitAll.cpp - Register everything VCT provides ---------------------===//
//
// Upstream passes named like a VIR pass (`mem2reg`, `sroa`, `sccp`, `inline`)
// are deliberately not registered: in VCT's tools those names belong to the
// VIR passes.
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"
#include "vct/Conversion/Passes.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Frontend/Passes.h"
#include "vct/Target/C/TranslateToC.h"
#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"
#include "vct/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"

void vct::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<vir::VIRDialect, mlir::LLVM::LLVMDialect>();
}

void vct::registerAllPasses() {
  registerVCTConversionPasses();
  registerVCTFrontendPasses();
  registerVCTTransformsPasses();

  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerControlFlowSinkPass();
  mlir::registerLocationSnapshotPass();
  mlir::registerLoopInvariantCodeMotionPass();
  mlir::registerPrintIRPass();
  mlir::registerPrintOpStatsPass();
  // Not remove-dead-values: on VIR it deletes arguments of blocks it finds
  // partly live without updating the branches into them, and inserts `ub`
  // dialect operations these tools do not load.
  mlir::registerStripDebugInfoPass();
  mlir::registerSymbolDCEPass();
  mlir::registerSymbolPrivatizePass();
  mlir::registerTopologicalSortPass();
  mlir::registerViewOpGraphPass();
}

void vct::registerAllTranslations() {
  static mlir::TranslateToMLIRRegistration fromLLVMIR(
      "import-llvm", "Import LLVM IR (text or bitcode) as VIR",
      [](llvm::SourceMgr &sourceMgr,
         mlir::MLIRContext *context) -> mlir::OwningOpRef<mlir::Operation *> {
        return importLLVMIR(sourceMgr, context);
      },
      registerLLVMIRImportDependencies);
  static mlir::TranslateFromMLIRRegistration toLLVMIR(
      "vir-to-llvmir", "Translate VIR to LLVM IR (the LLVM backend)",
      [](mlir::Operation *module, llvm::raw_ostream &os) {
        return translateVIRToLLVMIR(module, os);
      },
      registerVIRToLLVMIRTranslationDependencies);
  static mlir::TranslateFromMLIRRegistration toC(
      "vir-to-c", "Translate VIR to C11 (the C backend)",
      [](mlir::Operation *module, llvm::raw_ostream &os) {
        return translateVIRToC(module, os);
      },
      [](mlir::DialectRegistry &registry) {
        registry.insert<vir::VIRDialect>();
      });
}

void vct::hideLibraryOptions() {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::StringRef name = entry.first;
    if (name == "help" || name == "help-hidden" || name == "version")
      continue;
    if (entry.second->getOptionHiddenFlag() == llvm::cl::NotHidden)
      entry.second->setHiddenFlag(llvm::cl::Hidden);
  }
}
