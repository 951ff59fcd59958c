//===- VCTPlugin.cpp - VCT as a plugin of the stock mlir-opt --------------===//
//
// Loaded by any MlirOptMain tool (the stock /usr/lib/llvm-22/bin/mlir-opt):
//
//   mlir-opt --load-dialect-plugin=VCTPlugin.so --load-pass-plugin=VCTPlugin.so
//     --pass-pipeline='builtin.module(vir-optimize{O=2})' in.mlir
//
// The dialect entry point registers the VIR dialect (and the passes, so that
// --load-dialect-plugin alone suffices, as upstream's standalone example
// does); the pass entry point registers the passes. Four VCT pass names are
// upstream pass names too (inline, mem2reg, sccp, sroa): registering a
// different pass under a taken name aborts the host, so in the plugin they
// are `vir-inline`, `vir-mem2reg`, `vir-sccp` and `vir-sroa` (pipelines that
// add VCT's pass with the options given). `vir-optimize` creates those four
// directly (vct::getUpstreamNamedPasses), never by name.
//
//===----------------------------------------------------------------------===//

#include "vct/Conversion/Passes.h"
#include "vct/Frontend/Passes.h"
#include "vct/InitAll.h"
#include "vct/Pipelines/Pipeline.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Threading.h"

using namespace mlir;

namespace {

/// Registers `vir-<name>` for each upstream-named VCT pass: a pipeline of
/// that one pass, nested on the op it runs on if the pipeline it is added to
/// is anchored elsewhere (`builtin.module(vir-mem2reg)` runs it on every
/// vir.func).
void registerRenamedPasses() {
  for (const vct::UpstreamNamedPass &renamed : vct::getUpstreamNamedPasses()) {
    std::unique_ptr<Pass> probe = renamed.create();
    std::string description =
        ("VCT's `" + renamed.name + "` (" + probe->getDescription() +
         "); named `" + renamed.pluginName +
         "` in VCTPlugin, as upstream MLIR has a pass `" + renamed.name +
         "`; options as for `" + renamed.name + "` in docs/Passes.md")
            .str();
    auto create = renamed.create;
    registerPassPipeline(
        renamed.pluginName, description,
        [create](OpPassManager &pm, StringRef options,
                 function_ref<LogicalResult(const Twine &)> errorHandler)
            -> LogicalResult {
          std::unique_ptr<Pass> pass = create();
          if (failed(pass->initializeOptions(options, errorHandler)))
            return failure();
          std::optional<StringRef> anchor = pass->getOpName();
          std::optional<StringRef> pmAnchor = pm.getOpName();
          if (anchor && pmAnchor && *pmAnchor != *anchor)
            pm.nest(*anchor).addPass(std::move(pass));
          else
            pm.addPass(std::move(pass));
          return success();
        },
        // No option list in --help: a pipeline entry has no access to the
        // pass's options; they are the VCT pass's (docs/Passes.md).
        [](function_ref<void(const detail::PassOptions &)>) {});
  }
}

/// Registers VCT's passes once, however many entry points the host calls.
void registerPassesOnce() {
  static llvm::once_flag flag;
  llvm::call_once(flag, [] {
    vct::registerOptimizerPassesWithFreeNames();
    vct::registerVCTFrontendPasses();
    vct::registerVCTConversionPasses();
    registerRenamedPasses();
  });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "VCT", LLVM_VERSION_STRING,
          [](DialectRegistry *registry) {
            vct::registerAllDialects(*registry);
            registerPassesOnce();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "VCTPasses", LLVM_VERSION_STRING,
          [] { registerPassesOnce(); }};
}
