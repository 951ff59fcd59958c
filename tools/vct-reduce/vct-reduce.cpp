//===- vct-reduce.cpp - Reduce a VIR test case ----------------------------===//
//
// MLIR's reducer (mlirReduceMain) with the VIR dialect and every VCT pass:
// shrinks a VIR module while an interestingness script says it is still
// interesting (a non-zero exit status means interesting: the reverse of
// llvm-reduce). VCT's passes and `vir-optimize` are usable as
// `opt-reduction-pass{opt-pass=...}`; symbol-dce and canonicalize come with
// VCT's registration of the upstream passes
// (docs/Tools/vct-reduce.md has the "reduce a miscompile" recipe).
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Tools/mlir-reduce/MlirReduceMain.h"

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  mlir::DialectRegistry registry;
  vct::registerAllDialects(registry);
  vct::registerAllPasses();
  mlir::MLIRContext context(registry);
  return mlir::failed(mlir::mlirReduceMain(argc, argv, context)) ? 1 : 0;
}
