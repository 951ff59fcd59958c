//===- Pipeline.h - The VIR optimizer's pipeline ----------------*- C++ -*-===//
//
// The pass table (ARCHITECTURE §5.1), and the function that turns an
// OptimizerConfig into passes: `vir-optimize`, a module pass that runs the
// eight-stage pipeline in rounds. Tools and embedders call
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

/// One row of the pass table.
struct OptimizerPassInfo {
  /// The pass argument and `-f` name.
  llvm::StringLiteral name;
  /// 1..8, the stage of 007 §4.4.
  unsigned stage;
  /// Runs on the module (IPA) rather than on each function.
  bool isModulePass;
  /// Part of the -Oz pipeline unless toggled on (false for passes that
  /// grow code).
  bool enabledAtOz;
  /// Creates the pass, configured for `config`.
  std::unique_ptr<mlir::Pass> (*create)(const OptimizerConfig &config);
};

/// Every optimizer pass, in pipeline order.
llvm::ArrayRef<OptimizerPassInfo> getOptimizerPasses();

/// Checks that every toggle of `config` names a pass of the table; on
/// failure `error` names the first that does not.
mlir::LogicalResult verifyPassToggles(const OptimizerConfig &config,
                                      std::string &error);

/// True if pass `info` is part of the pipeline `config` builds.
bool isPassEnabled(const OptimizerPassInfo &info,
                   const OptimizerConfig &config);

/// Adds one round of the pipeline for `config` to `pm`, a pass manager on
/// builtin.module: every enabled pass in table order, function passes
/// nested on vir.func.
void buildPipelineRound(mlir::OpPassManager &pm, const OptimizerConfig &config);

/// Adds the optimizer for `config` to `pm`, a pass manager on
/// builtin.module: nothing at -O0 and -O1, the `vir-optimize` driver
/// otherwise. Fails, with `error` set, on a toggle naming no pass.
mlir::LogicalResult buildOptimizerPipeline(mlir::OpPassManager &pm,
                                           const OptimizerConfig &config,
                                           std::string &error);

/// Creates the `vir-optimize` driver for `config`.
std::unique_ptr<mlir::Pass> createOptimizePass(const OptimizerConfig &config);

/// Optimizes `module` as `config` says, with `session` attached for the
/// run: the C++ entry point for embedders. The request results are in
/// `session.getRequestLog()` afterwards. Fails on an internal compiler
/// error or a bad toggle (both reported as diagnostics).
mlir::LogicalResult optimize(mlir::ModuleOp module,
                             const OptimizerConfig &config,
                             OptimizerSession &session);

} // namespace vct

#endif // VCT_PIPELINES_PIPELINE_H
