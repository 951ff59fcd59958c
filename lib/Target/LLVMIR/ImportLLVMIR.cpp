//===- ImportLLVMIR.cpp - LLVM IR to VIR ----------------------------------===//
//
// Parses LLVM IR (text or bitcode), imports it into the LLVM dialect with
// MLIR's importer, and converts that to VIR.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Conversion/LLVMToVIR/LLVMToVIR.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMIRToLLVMTranslation.h"
#include "mlir/Target/LLVMIR/Import.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

OwningOpRef<ModuleOp> vct::importLLVMIR(llvm::SourceMgr &sourceMgr,
                                        MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  llvm::LLVMContext llvmContext;
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> llvmModule =
      llvm::parseIR(*buffer, diag, llvmContext);
  if (!llvmModule) {
    Location loc = FileLineColLoc::get(context, diag.getFilename(),
                                       diag.getLineNo(), diag.getColumnNo());
    emitError(loc, "cannot parse LLVM IR: ") << diag.getMessage();
    return nullptr;
  }
  // Debug information only feeds locations; composite type descriptions are
  // not needed.
  OwningOpRef<ModuleOp> llvmDialectModule = translateLLVMIRToModule(
      std::move(llvmModule), context, /*emitExpensiveWarnings=*/false,
      /*dropDICompositeTypeElements=*/true, /*loadAllDialects=*/true,
      /*preferUnregisteredIntrinsics=*/false,
      /*importStructsAsLiterals=*/true);
  if (!llvmDialectModule)
    return nullptr;
  return convertLLVMDialectToVIR(*llvmDialectModule);
}

void vct::registerLLVMIRImportDependencies(DialectRegistry &registry) {
  registry.insert<vir::VIRDialect, LLVM::LLVMDialect, DLTIDialect>();
  registerLLVMDialectImport(registry);
}
