//===- Passes.h - The VIR optimizer's passes --------------------*- C++ -*-===//

#ifndef VCT_TRANSFORMS_PASSES_H
#define VCT_TRANSFORMS_PASSES_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "vct/Optimizer/PassStatistic.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace vct {

#define GEN_PASS_DECL
#include "vct/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "vct/Transforms/Passes.h.inc"

} // namespace vct

#endif // VCT_TRANSFORMS_PASSES_H
