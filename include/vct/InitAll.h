//===- InitAll.h - Register everything VCT provides -------------*- C++ -*-===//
//
// One place for tools and embedders to register VCT's dialects and passes.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_INITALL_H
#define VCT_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace vct {

/// Adds the VIR dialect (and the dialects VCT's tools need next to it) to
/// `registry`.
void registerAllDialects(mlir::DialectRegistry &registry);

/// Registers VCT's passes, and the upstream MLIR passes whose names do not
/// collide with the VIR pass names (ARCHITECTURE §5.1), with the global pass
/// registry.
void registerAllPasses();

} // namespace vct

#endif // VCT_INITALL_H
