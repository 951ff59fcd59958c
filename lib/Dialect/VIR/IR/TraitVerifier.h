//===- TraitVerifier.h - Checks on VIR traits -------------------*- C++ -*-===//
//
// Private to the dialect library: the entry points of the trait verifier
// (VIRTraits.cpp) that the dialect and op verifiers call.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_DIALECT_VIR_IR_TRAITVERIFIER_H
#define VCT_LIB_DIALECT_VIR_IR_TRAITVERIFIER_H

#include "mlir/IR/Operation.h"

namespace vct::vir {
class CallOp;
class FuncOp;

namespace detail {
/// Verifies `vir.traits` (and rejects other `vir.*` names) on `op`.
llvm::LogicalResult verifyOpTraitAttribute(mlir::Operation *op,
                                           mlir::NamedAttribute attr);
/// Verifies a `vir.*` attribute on argument `argIndex` of function `op`.
llvm::LogicalResult verifyFuncArgAttribute(mlir::Operation *op,
                                           unsigned argIndex,
                                           mlir::NamedAttribute attr);
/// Rejects a `vir.*` attribute on a function result.
llvm::LogicalResult verifyFuncResultAttribute(mlir::Operation *op,
                                              mlir::NamedAttribute attr);
/// Verifies a `vir.*` attribute on argument `argIndex` of `call`.
llvm::LogicalResult verifyCallArgAttribute(CallOp call, unsigned argIndex,
                                           mlir::NamedAttribute attr);
/// Checks that loop requests sit on branches that form a loop back edge.
llvm::LogicalResult verifyLoopRequestsOnBackEdges(FuncOp func);
} // namespace detail
} // namespace vct::vir

#endif // VCT_LIB_DIALECT_VIR_IR_TRAITVERIFIER_H
