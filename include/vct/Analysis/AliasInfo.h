//===- AliasInfo.h - May-alias answers from traits --------------*- C++ -*-===//
//
// 007 §4.6: which memory accesses of a function may touch the same memory.
// Every NoAlias answer is licensed by an epoch-valid trait (O-31, O-33):
//
//  - scoped no-alias: access A's `#vir.noalias` alias_scopes (non-empty) all
//    appear in access B's noalias_scopes, or the other way round;
//  - restrict: A's address is derived (through GEPs) from a value with an
//    unscoped `#vir.restrict` (a function argument or a pointer-valued
//    operation), and B's address from a different identified object: another
//    argument, a stack slot, a global, or another restrict pointer. As C's
//    restrict, this speaks of conflicting accesses: it is asked about pairs
//    in which one access writes.
//
// Everything else is MayAlias (O-32); in particular two distinct allocas do
// not alias only if a trait says so. A `vir.opaque_region` is one access to
// any memory, and nothing inside one is known not to alias anything
// (O-34, O-37).
//
// The answers depend on traits, so the analysis is invalidated when the
// function's trait epoch moves (O-15), even by a pass that declared it
// preserved, besides when a pass does not preserve it. (A pass that advances
// an epoch changed the IR, so it never marks all analyses preserved.)
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_ALIASINFO_H
#define VCT_ANALYSIS_ALIASINFO_H

#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Support/TypeID.h"

namespace vct {
namespace vir {
class FuncOp;
} // namespace vir

enum class AliasResult { NoAlias, MayAlias };

class AliasInfo {
public:
  /// Builds the analysis for `op`, a vir.func.
  explicit AliasInfo(mlir::Operation *op);

  /// Whether the memory accessed by `a` and `b` may overlap. Both are
  /// operations that access memory (loads, stores, memory intrinsics, calls,
  /// opaque regions); anything else is MayAlias.
  AliasResult alias(mlir::Operation *a, mlir::Operation *b) const;

  /// Whether `writer` may write memory that `access` reads or writes: false
  /// only when `writer` writes no memory at all, or AliasInfo proves the two
  /// disjoint. A call writes no memory when it carries `#vir.nowrite`. (A
  /// function pass must not read other functions, so a callee's own
  /// `#vir.readonly` counts only once function-attrs has put it on the
  /// call.)
  bool mayClobber(mlir::Operation *writer, mlir::Operation *access) const;

  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &pa);

private:
  mlir::Operation *func;
  int64_t epoch;
};

/// True if `op` is or is inside a vir.opaque_region.
bool isInRegionBarrier(mlir::Operation *op);

/// The value `address` is derived from through GEPs (its provenance as the
/// SSA graph states it).
mlir::Value getUnderlyingObject(mlir::Value address);

} // namespace vct

MLIR_DECLARE_EXPLICIT_TYPE_ID(vct::AliasInfo)

#endif // VCT_ANALYSIS_ALIASINFO_H
