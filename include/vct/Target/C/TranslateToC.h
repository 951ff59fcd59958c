//===- TranslateToC.h - VIR to C11 ------------------------------*- C++ -*-===//
//
// The C backend: prints a VIR module as one C11 translation unit that
// `gcc -std=c11 -Wall -Wextra -Werror` accepts. Out-of-SSA translation
// happens here and only here: block arguments become local variables that
// each branch assigns as a parallel copy.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TARGET_C_TRANSLATETOC_H
#define VCT_TARGET_C_TRANSLATETOC_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class Operation;
} // namespace mlir

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace vct {

/// Prints `module` (a builtin.module of VIR globals and functions) as C11 to
/// `os`. Fails with a located error naming the construct when the module
/// contains something C cannot express (e.g. a `must_tail` request).
mlir::LogicalResult translateVIRToC(mlir::Operation *module,
                                    llvm::raw_ostream &os);

} // namespace vct

#endif // VCT_TARGET_C_TRANSLATETOC_H
