//===- InductionVariables.h - Basic induction variables ---------*- C++ -*-===//
//
// The induction variables of a natural loop, found by matching the IR, not
// by scalar evolution (007 O-16): a header argument whose value on the back
// edge is itself plus or minus a loop-invariant step. What is known of its
// wrapping comes from the increment's `nsw`/`nuw` flags and from the
// `#vir.range` facts RangeInfo gives, never from the optimizer's own
// reasoning.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_INDUCTIONVARIABLES_H
#define VCT_ANALYSIS_INDUCTIONVARIABLES_H

#include "vct/Analysis/LoopInfo.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace vct {

class RangeInfo;

/// A basic induction variable: `iv` takes `start` on entry to the loop and
/// `increment` (`vir.add %iv, %step` in either order, or `vir.sub %iv,
/// %step`) on the back edge.
struct InductionVariable {
  mlir::BlockArgument iv;
  mlir::Value start;
  mlir::Operation *increment = nullptr;
  /// The increment's operand other than `iv`, defined outside the loop.
  mlir::Value step;
  /// The increment is a vir.sub: the variable moves by -step.
  bool decrements = false;
  /// How far the variable moves per iteration (negated for a vir.sub), at
  /// its width, when the step is a constant.
  std::optional<llvm::APInt> constantStep;
  /// The increment does not wrap as a signed (unsigned) operation: its
  /// `nsw` (`nuw`) flag says so, the epoch-valid ranges of both operands
  /// keep the result in bounds, or (for a constant step) the range of its
  /// result excludes every value a wrap would give.
  bool noSignedWrap = false;
  bool noUnsignedWrap = false;

  /// The value on the back edge.
  mlir::Value getNext() const { return increment->getResult(0); }
  /// True if the step is the constant `value` (+1 or -1 mostly).
  bool hasConstantStep(int64_t value) const;
};

/// The value `from`'s terminator passes to argument `index` of `to`; null
/// if it passes none, or different values on two edges.
mlir::Value getIncomingValue(mlir::Block *from, mlir::Block *to,
                             unsigned index);

/// Whether `lhs + rhs` (`lhs - rhs` if `subtract`) stays in bounds as a
/// signed and as an unsigned operation for all values in the ranges.
std::pair<bool, bool> excludesWrap(const mlir::ConstantIntRanges &lhs,
                                   const mlir::ConstantIntRanges &rhs,
                                   bool subtract);

/// The basic induction variables of `loop`, in header-argument order. A loop
/// without a single entering block or a single latch has none.
llvm::SmallVector<InductionVariable>
findInductionVariables(mlir::CFGLoop *loop, const RangeInfo &ranges);

} // namespace vct

#endif // VCT_ANALYSIS_INDUCTIONVARIABLES_H
