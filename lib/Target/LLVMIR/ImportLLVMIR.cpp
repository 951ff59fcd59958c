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
#include "mlir/Target/LLVMIR/LLVMImportInterface.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {
/// Keeps the `!range` metadata of loads and calls, which MLIR's LLVM IR
/// importer drops, on the imported op (kRangeMetadataAttrName) so that the
/// conversion to VIR can state it as a `#vir.range` trait. Attached to the
/// VIR dialect, which claims no other LLVM IR construct.
class RangeMetadataImport : public LLVMImportDialectInterface {
public:
  using LLVMImportDialectInterface::LLVMImportDialectInterface;

  SmallVector<unsigned> getSupportedMetadata(llvm::LLVMContext &) const final {
    return {llvm::LLVMContext::MD_range};
  }

  LogicalResult setMetadataAttrs(OpBuilder &builder, unsigned kind,
                                 llvm::MDNode *node, Operation *op,
                                 LLVM::ModuleImport &) const final {
    if (kind != llvm::LLVMContext::MD_range || node->getNumOperands() % 2)
      return failure();
    SmallVector<Attribute> ranges;
    for (unsigned i = 0, e = node->getNumOperands(); i < e; i += 2) {
      auto *lo =
          llvm::mdconst::dyn_extract<llvm::ConstantInt>(node->getOperand(i));
      auto *hi = llvm::mdconst::dyn_extract<llvm::ConstantInt>(
          node->getOperand(i + 1));
      if (!lo || !hi)
        return failure();
      ranges.push_back(LLVM::ConstantRangeAttr::get(
          builder.getContext(), lo->getValue(), hi->getValue()));
    }
    op->setAttr(vct::kRangeMetadataAttrName, builder.getArrayAttr(ranges));
    return success();
  }
};
} // namespace

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
  registry.addExtension(+[](MLIRContext *, vir::VIRDialect *dialect) {
    dialect->addInterfaces<RangeMetadataImport>();
  });
}
