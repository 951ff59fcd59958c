//===- PassUtils.h - Helpers shared by the VIR passes -----------*- C++ -*-===//

#ifndef VCT_LIB_TRANSFORMS_PASSUTILS_H
#define VCT_LIB_TRANSFORMS_PASSUTILS_H

#include "vct/Optimizer/Reporter.h"

#include "mlir/IR/Operation.h"

namespace vct {

/// A human-readable name for the subject of the requests on `op`: "call to
/// @g", "indirect call", "loop with back edge in @f", ...
std::string describeRequestSubject(mlir::Operation *op);

/// `op` is about to disappear with the action requests on it: records each
/// epoch-valid one as denied with AlreadyDone and `why` (O-28: no request
/// is dropped without a result). Fails on an internal compiler error.
mlir::LogicalResult reportDroppedRequests(PassReporter &reporter,
                                          mlir::Operation *op,
                                          llvm::StringRef why);

/// True if `op` carries an epoch-valid action request.
bool hasActionRequests(mlir::Operation *op);

} // namespace vct

#endif // VCT_LIB_TRANSFORMS_PASSUTILS_H
