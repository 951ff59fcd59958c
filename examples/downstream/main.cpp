//===- main.cpp - A downstream user of the installed VCT package ----------===//
//
// Parses a VIR file, optimizes it with vct::optimize at -O2 and prints the
// result with the number of vir.alloca and vir.call operations before and
// after.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/OptimizerConfig.h"
#include "vct/Optimizer/Session.h"
#include "vct/Pipelines/Pipeline.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

namespace {
struct Counts {
  unsigned allocas = 0, calls = 0;
};

Counts count(mlir::ModuleOp module) {
  Counts counts;
  module.walk([&](mlir::Operation *op) {
    counts.allocas += mlir::isa<vct::vir::AllocaOp>(op);
    counts.calls += mlir::isa<vct::vir::CallOp>(op);
  });
  return counts;
}
} // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: vct-downstream <file.mlir>\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  registry.insert<vct::vir::VIRDialect>();
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;
  Counts before = count(*module);

  vct::OptimizerConfig config =
      vct::OptimizerConfig::forLevel(vct::OptLevel::O2);
  vct::OptimizerSession session;
  if (mlir::failed(vct::optimize(*module, config, session)))
    return 1;
  Counts after = count(*module);

  module->print(llvm::outs());
  llvm::outs() << "\n// allocas: " << before.allocas << " -> " << after.allocas
               << ", calls: " << before.calls << " -> " << after.calls << "\n";
  return 0;
}
