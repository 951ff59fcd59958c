//===- Passes.h - VCT front-end passes --------------------------*- C++ -*-===//
//
// The trait producer and its registration (see Passes.td).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_FRONTEND_PASSES_H
#define VCT_FRONTEND_PASSES_H

#include "vct/Optimizer/PassStatistic.h"

#include "mlir/Pass/Pass.h"

namespace vct {

#define GEN_PASS_DECL
#include "vct/Frontend/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "vct/Frontend/Passes.h.inc"

} // namespace vct

#endif // VCT_FRONTEND_PASSES_H
