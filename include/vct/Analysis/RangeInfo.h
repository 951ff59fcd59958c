//===- RangeInfo.h - Value ranges the traits state --------------*- C++ -*-===//
//
// 007 O-16: lightweight ranges, seeded only by `#vir.range` and
// `#vir.assume` traits on a value's defining operation or function
// argument, plus constants. No propagation through arithmetic and no
// scalar evolution: a pass must not expect exact ranges.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_RANGEINFO_H
#define VCT_ANALYSIS_RANGEINFO_H

#include "mlir/Interfaces/Utils/InferIntRangeCommon.h"
#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Support/TypeID.h"

#include <optional>

namespace vct {

class RangeInfo {
public:
  /// Builds the analysis for `op`, a vir.func.
  explicit RangeInfo(mlir::Operation *op);

  /// What the traits say about integer `value`: the intersection of its
  /// epoch-valid `range` and `assume` facts, or the constant itself; nullopt
  /// when nothing is known.
  std::optional<mlir::ConstantIntRanges> getRange(mlir::Value value) const;

  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &pa);

private:
  mlir::Operation *func;
  int64_t epoch;
};

} // namespace vct

MLIR_DECLARE_EXPLICIT_TYPE_ID(vct::RangeInfo)

#endif // VCT_ANALYSIS_RANGEINFO_H
