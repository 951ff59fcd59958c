//===- InitAll.cpp - Register everything VCT provides ---------------------===//
//
// Upstream passes named like a VIR pass (`mem2reg`, `sroa`, `sccp`, `inline`)
// are deliberately not registered: in VCT's tools those names belong to the
// VIR passes.
//
//===----------------------------------------------------------------------===//

#include "vct/InitAll.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/Passes.h"

void vct::registerAllDialects(mlir::DialectRegistry &registry) {
  registry.insert<vct::vir::VIRDialect>();
}

void vct::registerAllPasses() {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  mlir::registerControlFlowSinkPass();
  mlir::registerLocationSnapshotPass();
  mlir::registerLoopInvariantCodeMotionPass();
  mlir::registerPrintIRPass();
  mlir::registerPrintOpStatsPass();
  mlir::registerRemoveDeadValuesPass();
  mlir::registerStripDebugInfoPass();
  mlir::registerSymbolDCEPass();
  mlir::registerSymbolPrivatizePass();
  mlir::registerTopologicalSortPass();
  mlir::registerViewOpGraphPass();
}
