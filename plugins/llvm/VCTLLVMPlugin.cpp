//===- VCTLLVMPlugin.cpp - The VIR optimizer inside opt and clang ---------===//
//
// A new-pass-manager plugin for LLVM's own tools:
//
//   opt -load-pass-plugin=VCTLLVMPlugin.so -passes='vct<O2>' in.ll
//   clang -O2 -fpass-plugin=VCTLLVMPlugin.so -c in.c
//
// The module pass `vct<level>` takes the LLVM module through VCT: LLVM IR
// (as bitcode) -> VIR (vct::importLLVMIR) -> vir-produce-traits ->
// vct::optimize at the level -> LLVM IR, which replaces the module's
// contents. In clang it is added at the pipeline-start extension point, at
// clang's -O level: first of the middle end, before LLVM's own -O pipeline,
// which still runs after it (docs/Plugins.md).
//
//===----------------------------------------------------------------------===//

#include "vct/Frontend/Passes.h"
#include "vct/Optimizer/OptimizerConfig.h"
#include "vct/Optimizer/Session.h"
#include "vct/Pipelines/Pipeline.h"
#include "vct/Target/LLVMIR/ImportLLVMIR.h"
#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace {

/// Empties `dst` and links `src` (in the same LLVMContext) into it. `dst`'s
/// module flags stay (PIC level, frame pointers, ...: VIR does not carry
/// them); its debug-info compile units go, as no function refers to them
/// any more.
bool replaceModuleContents(llvm::Module &dst,
                           std::unique_ptr<llvm::Module> src) {
  for (llvm::GlobalValue &value : dst.global_values())
    value.removeDeadConstantUsers();
  for (llvm::Function &function : dst)
    function.dropAllReferences();
  for (llvm::GlobalVariable &global : dst.globals())
    global.dropAllReferences();
  for (llvm::GlobalAlias &alias : dst.aliases())
    alias.dropAllReferences();
  for (llvm::GlobalIFunc &ifunc : dst.ifuncs())
    ifunc.dropAllReferences();
  while (!dst.ifunc_empty())
    dst.ifunc_begin()->eraseFromParent();
  while (!dst.alias_empty())
    dst.alias_begin()->eraseFromParent();
  while (!dst.empty())
    dst.begin()->eraseFromParent();
  while (!dst.global_empty())
    dst.global_begin()->eraseFromParent();
  if (llvm::NamedMDNode *cu = dst.getNamedMetadata("llvm.dbg.cu"))
    dst.eraseNamedMetadata(cu);
  src->setDataLayout(dst.getDataLayout());
  src->setTargetTriple(dst.getTargetTriple());
  return !llvm::Linker::linkModules(dst, std::move(src));
}

/// `vct<level>`: the module through the VIR optimizer.
struct VIROptimizePass : llvm::PassInfoMixin<VIROptimizePass> {
  explicit VIROptimizePass(vct::OptLevel level) : level(level) {}

  llvm::PreservedAnalyses run(llvm::Module &module,
                              llvm::ModuleAnalysisManager &) {
    vct::OptimizerConfig config = vct::OptimizerConfig::forLevel(level);
    if (!config.runsOptimizer())
      return llvm::PreservedAnalyses::all();
    // Remarks would go to the diagnostic stream as text; the plugin has no
    // flag to ask for them (vct-cc -Rpass does).
    config.remarks = false;

    // The importer reads text or bitcode: hand it the module as bitcode.
    llvm::SmallVector<char, 0> bitcode;
    llvm::raw_svector_ostream bitcodeStream(bitcode);
    llvm::WriteBitcodeToFile(module, bitcodeStream);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(
            llvm::StringRef(bitcode.data(), bitcode.size()),
            module.getModuleIdentifier(), /*RequiresNullTerminator=*/false),
        llvm::SMLoc());

    mlir::DialectRegistry registry;
    vct::registerLLVMIRImportDependencies(registry);
    vct::registerVIRToLLVMIRTranslationDependencies(registry);
    // One thread: the host (make -j, a clang per file) owns the cores.
    mlir::MLIRContext context(registry, mlir::MLIRContext::Threading::DISABLED);
    context.loadAllAvailableDialects();
    context.printOpOnDiagnostic(false);
    mlir::SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

    auto skip = [&](llvm::StringRef stage) {
      llvm::WithColor::warning(llvm::errs(), "VCTLLVMPlugin")
          << "stage '" << stage << "' failed for '"
          << module.getModuleIdentifier()
          << "'; the module is left to LLVM unchanged\n";
      return llvm::PreservedAnalyses::all();
    };
    mlir::OwningOpRef<mlir::ModuleOp> vir =
        vct::importLLVMIR(sourceMgr, &context);
    if (!vir || mlir::failed(mlir::verify(*vir)))
      return skip("import");
    mlir::PassManager traits(&context);
    traits.addPass(vct::createProduceTraitsPass());
    if (mlir::failed(traits.run(*vir)))
      return skip("produce-traits");
    vct::OptimizerSession session;
    if (mlir::failed(vct::optimize(*vir, config, session)))
      return skip("optimize");
    std::unique_ptr<llvm::Module> optimized =
        vct::translateVIRToLLVMIR(*vir, module.getContext());
    if (!optimized)
      return skip("translate");
    if (!replaceModuleContents(module, std::move(optimized)))
      llvm::report_fatal_error(
          llvm::Twine("VCTLLVMPlugin: relinking the optimized module into '") +
          module.getModuleIdentifier() + "' failed");
    return llvm::PreservedAnalyses::none();
  }

  static bool isRequired() { return true; }
  /// The name -debug-pass-manager and -print-pipeline-passes show.
  static llvm::StringRef name() { return "vct"; }

  vct::OptLevel level;
};

/// `vct` (O2) or `vct<O0|O1|O2|O3|Ofast|Oz>`.
std::optional<vct::OptLevel> parsePassName(llvm::StringRef name) {
  if (name == "vct")
    return vct::OptLevel::O2;
  if (!name.consume_front("vct<") || !name.consume_back(">") ||
      !name.consume_front("O"))
    return std::nullopt;
  return vct::parseOptLevel(name);
}

/// clang's -O level as a VCT level (-Os as -Oz, as vct-cc takes it: VCT
/// has no -Os).
vct::OptLevel fromLLVMLevel(llvm::OptimizationLevel level) {
  if (level == llvm::OptimizationLevel::O0)
    return vct::OptLevel::O0;
  if (level == llvm::OptimizationLevel::O1)
    return vct::OptLevel::O1;
  if (level == llvm::OptimizationLevel::O3)
    return vct::OptLevel::O3;
  if (level == llvm::OptimizationLevel::Oz ||
      level == llvm::OptimizationLevel::Os)
    return vct::OptLevel::Oz;
  return vct::OptLevel::O2;
}

void registerCallbacks(llvm::PassBuilder &builder) {
  builder.registerPipelineParsingCallback(
      [](llvm::StringRef name, llvm::ModulePassManager &passes,
         llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        std::optional<vct::OptLevel> level = parsePassName(name);
        if (!level)
          return false;
        passes.addPass(VIROptimizePass(*level));
        return true;
      });
  builder.registerPipelineStartEPCallback(
      [](llvm::ModulePassManager &passes, llvm::OptimizationLevel level) {
        passes.addPass(VIROptimizePass(fromLLVMLevel(level)));
      });
}

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo
llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "VCT", LLVM_VERSION_STRING,
          registerCallbacks};
}
