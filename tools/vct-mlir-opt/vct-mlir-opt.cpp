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

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  mlir::DialectRegistry registry;
  vct::registerAllDialects(registry);
  vct::registerAllPasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "vct-mlir-opt: the VIR optimizer driver\n", registry));
}
