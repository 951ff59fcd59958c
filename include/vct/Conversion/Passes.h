//===- Passes.h - VCT conversion passes -------------------------*- C++ -*-===//
//
// Declarations of the passes in Passes.td and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_CONVERSION_PASSES_H
#define VCT_CONVERSION_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class ModuleOp;
} // namespace mlir

namespace vct {

#define GEN_PASS_DECL
#include "vct/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "vct/Conversion/Passes.h.inc"

} // namespace vct

#endif // VCT_CONVERSION_PASSES_H
