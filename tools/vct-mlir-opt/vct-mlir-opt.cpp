//===- vct-mlir-opt.cpp - The VIR optimizer driver ------------------------===//
//
// An mlir-opt for VIR: parses, verifies, runs passes and prints. Every
// standard mlir-opt flag works (--verify-diagnostics, --split-input-file,
// --pass-pipeline, --mlir-print-ir-*, ...).
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"

/// libLLVM.so registers hundreds of code-generation options at load time
/// (`--aarch64-neon-syntax`, ...) that mean nothing to this tool. Move every
/// option registered before main to --help-hidden, so --help shows only the
/// MLIR driver's options and VCT's passes.
static void hideLibraryOptions() {
  for (auto &entry : llvm::cl::getRegisteredOptions()) {
    llvm::StringRef name = entry.first;
    if (name == "help" || name == "help-hidden" || name == "version")
      continue;
    if (entry.second->getOptionHiddenFlag() == llvm::cl::NotHidden)
      entry.second->setHiddenFlag(llvm::cl::Hidden);
  }
}

int main(int argc, char **argv) {
  hideLibraryOptions();
  mlir::DialectRegistry registry;
  vct::registerAllDialects(registry);
  vct::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "vct-mlir-opt: the VIR optimizer driver\n", registry));
}
