//===- OptimizerConfig.h - What the VIR optimizer is asked to do -*- C++
//-*-===//
//
// The optimizer's whole configuration (ARCHITECTURE §5.2): level, pass
// toggles, budgets, remarks, fast-math and target CPU. Tools fill it from
// their command lines; embedders fill it directly and hand it to
// vct::buildOptimizerPipeline (vct/Pipelines/Pipeline.h).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_OPTIMIZER_OPTIMIZERCONFIG_H
#define VCT_OPTIMIZER_OPTIMIZERCONFIG_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace vct {

/// The optimization levels of 007 §4.9.
enum class OptLevel { O0, O1, O2, O3, Ofast, Oz };

/// Parses a level as written after `-O`: "0", "1", "2", "3", "fast", "z".
std::optional<OptLevel> parseOptLevel(llvm::StringRef text);
/// The inverse of parseOptLevel.
llvm::StringRef stringifyOptLevel(OptLevel level);

/// The default budgets of 007 §4.8.
constexpr int64_t kDefaultMaxIterations = 100000;
constexpr unsigned kDefaultMaxPipelineRounds = 4;

struct OptimizerConfig {
  OptLevel level = OptLevel::O2;
  /// `-f<name>` (true) and `-fno-<name>` (false) in command-line order; for
  /// a pass named more than once the last toggle wins.
  llvm::SmallVector<std::pair<std::string, bool>> toggles;
  /// vir.max_iterations: caps every pass-internal loop, rewrite driver and
  /// dataflow solve.
  int64_t maxIterations = kDefaultMaxIterations;
  /// vir.max_pipeline_rounds: how often the whole pipeline may run.
  unsigned maxPipelineRounds = kDefaultMaxPipelineRounds;
  /// Remarks on: asked for with --remarks, implied by -O3 and -Ofast.
  bool remarks = false;
  /// Give every floating-point operation the `fast` flags (-Ofast only,
  /// unless an embedder sets it: O-44).
  bool fastMath = false;
  /// The CPU recorded as `vir.target_cpu` for the backends ("" = generic).
  std::string targetCPU;

  /// The configuration `-O<level>` stands for: -O3 and -Ofast turn remarks
  /// on; -Ofast adds fast-math and the host CPU (-march=native).
  static OptimizerConfig forLevel(OptLevel level);

  /// False at -O0 and -O1, where the optimizer does not run at all (O-42).
  bool runsOptimizer() const {
    return level != OptLevel::O0 && level != OptLevel::O1;
  }
  /// -O3 and -Ofast raise aggression (O-43).
  bool isAggressive() const {
    return level == OptLevel::O3 || level == OptLevel::Ofast;
  }
  /// -Oz is size first (O-45).
  bool isSizeFirst() const { return level == OptLevel::Oz; }

  /// The explicit toggle of pass `name`, if any (the last one wins).
  std::optional<bool> getToggle(llvm::StringRef name) const;
};

} // namespace vct

#endif // VCT_OPTIMIZER_OPTIMIZERCONFIG_H
