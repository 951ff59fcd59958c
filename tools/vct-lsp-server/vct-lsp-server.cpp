//===- vct-lsp-server.cpp - A language server for VIR ---------------------===//
//
// MLIR's language server (MlirLspServerMain) with the VIR dialect: editors
// get the verifier's diagnostics, hover, go-to-definition, references and
// document symbols for `.mlir` files in VIR (docs/Tools/vct-lsp-server.md).
// The stock mlir-lsp-server cannot load a dialect plugin.
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  mlir::DialectRegistry registry;
  vct::registerAllDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
