//===- vct-translate.cpp - VIR backends -----------------------------------===//
//
// An mlir-translate for VIR: `--vir-to-llvmir` (the LLVM backend) and
// `--vir-to-c` (the C backend) read a VIR module and write LLVM IR or C.
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"

#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"

int main(int argc, char **argv) {
  vct::hideLibraryOptions();
  vct::registerAllTranslations();
  return mlir::failed(mlir::mlirTranslateMain(
             argc, argv, "vct-translate: VIR to LLVM IR or C\n"))
             ? 1
             : 0;
}
