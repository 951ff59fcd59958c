//===- InitAll.h - Register everything VCT provides -------------*- C++ -*-===//
//
// One place for tools and embedders to register VCT's dialects, passes and
// translations.
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

/// Registers VCT's translations (`--vir-to-llvmir`, `--vir-to-c`) with the
/// global translation registry.
void registerAllTranslations();

/// libLLVM.so registers hundreds of code-generation options at load time
/// (`--aarch64-neon-syntax`, ...) that mean nothing to VCT's tools. Moves
/// every option registered so far to --help-hidden; call it first in main so
/// --help shows only the tool's own options.
void hideLibraryOptions();

} // namespace vct

#endif // VCT_INITALL_H
