//===- Pipeline.h - The VIR optimizer's pipeline ----------------*- C++ -*-===//
//
// The function that turns an OptimizerConfig into passes, from the pass
// table (vct/Pipelines/PassTable.h): `vir-optimize`, a module pass that runs
// the pipeline of the pass table in rounds. Tools and embedders call
// buildOptimizerPipeline; `--pass-pipeline` users write
// `builtin.module(vir-optimize{O=3 disable=gvn})`.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_PIPELINES_PIPELINE_H
#define VCT_PIPELINES_PIPELINE_H

#include "vct/Optimizer/OptimizerConfig.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"

#include <memory>
#include <string>

namespace vct {
class OptimizerSession;

/// Checks that every toggle of `config` names a pass of the table; on
/// failure `error` names the first that does not.
mlir::LogicalResult verifyPassToggles(const OptimizerConfig &config,
                                      std::string &error);

/// Adds one round of the pipeline for `config` to `pm`, a pass manager on
/// builtin.module: every enabled slot in table order, consecutive function
/// passes nested on vir.func together. Fails, with `error` set, when a
/// slot's pass is not registered or rejects its options.
mlir::LogicalResult buildPipelineRound(mlir::OpPassManager &pm,
                                       const OptimizerConfig &config,
                                       std::string &error);

/// Prints the slots `config` runs, a line each ("<stage> <slot>
/// <pass>{<options>}"), and the round pipeline in textual form.
void printPipeline(llvm::raw_ostream &os, const OptimizerConfig &config);

/// Adds the optimizer for `config` to `pm`, a pass manager on
/// builtin.module: nothing at -O0 and -O1, the `vir-optimize` driver
/// otherwise. Fails, with `error` set, on a toggle naming no pass.
mlir::LogicalResult buildOptimizerPipeline(mlir::OpPassManager &pm,
                                           const OptimizerConfig &config,
                                           std::string &error);

/// A VCT pass whose name upstream MLIR also uses for a pass of its own
/// (`inline`, `mem2reg`, `sccp`, `sroa`). The pipeline creates these
/// directly rather than by name, so that `vir-optimize` runs VCT's pass even
/// in a host whose registry gives the name to upstream's (the stock mlir-opt
/// with VCTPlugin loaded, docs/Plugins.md).
struct UpstreamNamedPass {
  /// The VCT name (vct-mlir-opt's `-f` name and pass argument).
  llvm::StringLiteral name;
  /// The name VCTPlugin registers it under: `vir-<name>`.
  llvm::StringLiteral pluginName;
  std::unique_ptr<mlir::Pass> (*create)();
};

/// The VCT passes whose names clash with upstream MLIR pass names.
llvm::ArrayRef<UpstreamNamedPass> getUpstreamNamedPasses();

/// Registers every optimizer pass (vct/Transforms/Passes.td, `vir-optimize`
/// included) whose name is not one of getUpstreamNamedPasses(), with the
/// global pass registry. VCTPlugin calls it; a host that already has them
/// (vct-mlir-opt) may call it again.
void registerOptimizerPassesWithFreeNames();

/// Creates the `vir-optimize` driver for `config`.
std::unique_ptr<mlir::Pass> createOptimizePass(const OptimizerConfig &config);

/// Optimizes `module` as `config` says, with `session` attached for the
/// run: the C++ entry point for embedders. The request results are in
/// `session.getRequestLog()` afterwards. The module is verified first and
/// last, not after every pass (as `opt`: `vct-mlir-opt --verify-each`
/// checks each pass); `config.remarks` turns text remarks on when the
/// session has none. Fails
/// on invalid input, an internal compiler error or a bad configuration (all
/// reported as diagnostics).
mlir::LogicalResult optimize(mlir::ModuleOp module,
                             const OptimizerConfig &config,
                             OptimizerSession &session);

} // namespace vct

#endif // VCT_PIPELINES_PIPELINE_H
