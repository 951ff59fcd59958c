//===- TranslateToLLVMIR.cpp - VIR to LLVM IR -----------------------------===//
//
// Runs convert-vir-to-llvm on the module, then MLIR's LLVM IR export, then
// LLVM's verifier. A module that LLVM rejects is a bug in VCT (the VIR
// verifier should have refused it, or the lowering mapped it wrongly); it is
// reported as a located error at the VIR function (or the module), never as
// LLVM's bare text.
//
//===----------------------------------------------------------------------===//

#include "vct/Target/LLVMIR/TranslateToLLVMIR.h"
#include "vct/Conversion/Passes.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {
/// A global whose aggregate initializer is set on the LLVM module directly.
/// The lowering builds it as a chain of `llvm.insertvalue` in the global's
/// region, which MLIR's translation constant-folds one step at a time, each
/// step a new constant of the whole aggregate: quadratic in its elements (a
/// table of 10,000 string pointers took 2 s).
struct DeferredInitializer {
  std::string name;
  Attribute init;
};
} // namespace

/// True if `init` is made only of what buildConstant handles.
static bool isBuildable(Attribute init) {
  if (auto elements = dyn_cast<ArrayAttr>(init))
    return llvm::all_of(elements, isBuildable);
  return isa<vct::vir::ZeroInitAttr, vct::vir::UndefInitAttr,
             vct::vir::AddressAttr, IntegerAttr, FloatAttr, StringAttr>(init);
}

/// The constant of LLVM type `type` that `init` describes, as the lowering's
/// initializer region computes it (elements it does not give are undef).
static llvm::Constant *buildConstant(llvm::Module &module, llvm::Type *type,
                                     Attribute init) {
  llvm::LLVMContext &context = module.getContext();
  if (isa<vct::vir::ZeroInitAttr>(init))
    return llvm::Constant::getNullValue(type);
  if (isa<vct::vir::UndefInitAttr>(init))
    return llvm::UndefValue::get(type);
  if (auto address = dyn_cast<vct::vir::AddressAttr>(init)) {
    llvm::Constant *base = module.getNamedValue(address.getSymbol().getValue());
    if (!base)
      return nullptr;
    if (int64_t offset = address.getOffset()) {
      llvm::Constant *index =
          offset == static_cast<int32_t>(offset)
              ? llvm::ConstantInt::get(llvm::Type::getInt32Ty(context), offset,
                                       /*IsSigned=*/true)
              : llvm::ConstantInt::get(llvm::Type::getInt64Ty(context), offset,
                                       /*IsSigned=*/true);
      // Folded as MLIR's translation folds it (an i64 index; inbounds when
      // the offset stays in the object).
      base = llvm::ConstantFoldConstant(
          llvm::ConstantExpr::getGetElementPtr(llvm::Type::getInt8Ty(context),
                                               base, index),
          module.getDataLayout());
    }
    if (type->isIntegerTy())
      return llvm::ConstantExpr::getPtrToInt(base, type);
    return base;
  }
  if (auto integer = dyn_cast<IntegerAttr>(init))
    return llvm::ConstantInt::get(type, integer.getValue());
  if (auto real = dyn_cast<FloatAttr>(init))
    return llvm::ConstantFP::get(type, real.getValue());
  SmallVector<llvm::Constant *> elements;
  auto elementType = [&](unsigned index) -> llvm::Type * {
    if (auto *array = dyn_cast<llvm::ArrayType>(type))
      return array->getElementType();
    return cast<llvm::StructType>(type)->getElementType(index);
  };
  unsigned count = isa<llvm::ArrayType>(type)
                       ? cast<llvm::ArrayType>(type)->getNumElements()
                       : cast<llvm::StructType>(type)->getNumElements();
  if (auto string = dyn_cast<StringAttr>(init)) {
    for (char byte : string.getValue())
      elements.push_back(llvm::ConstantInt::get(llvm::Type::getInt8Ty(context),
                                                static_cast<uint8_t>(byte)));
  } else {
    for (auto [index, element] :
         llvm::enumerate(cast<ArrayAttr>(init).getValue())) {
      llvm::Constant *constant =
          buildConstant(module, elementType(index), element);
      if (!constant)
        return nullptr;
      elements.push_back(constant);
    }
  }
  if (elements.size() > count)
    return nullptr;
  for (unsigned index = elements.size(); index < count; ++index)
    elements.push_back(llvm::UndefValue::get(elementType(index)));
  if (auto *array = dyn_cast<llvm::ArrayType>(type))
    return llvm::ConstantArray::get(array, elements);
  return llvm::ConstantStruct::get(cast<llvm::StructType>(type), elements);
}

std::unique_ptr<llvm::Module>
vct::translateVIRToLLVMIR(Operation *module, llvm::LLVMContext &context) {
  auto moduleOp = dyn_cast<ModuleOp>(module);
  if (!moduleOp) {
    module->emitError("the LLVM backend translates a builtin.module");
    return nullptr;
  }
  PassManager pm(module->getContext());
  pm.addPass(createConvertVIRToLLVMPass());
  // VCT emits no debug information: source locations (from imported line
  // tables) would otherwise become partial, invalid !dbg attachments.
  pm.addPass(createStripDebugInfoPass());
  // The VIR function names survive lowering: keep their locations to place
  // LLVM's complaints.
  llvm::StringMap<Location> funcLocations;
  for (auto func : moduleOp.getOps<vir::FuncOp>())
    funcLocations.try_emplace(func.getName(), func.getLoc());
  Location moduleLoc = moduleOp.getLoc();
  // Aggregate initializers that hold more than numbers (the lowering gives
  // those an initializer region).
  SmallVector<DeferredInitializer> deferred;
  for (auto global : moduleOp.getOps<vir::GlobalOp>()) {
    std::optional<Attribute> init = global.getInitialValue();
    auto elements = init ? dyn_cast<ArrayAttr>(*init) : ArrayAttr();
    if (elements && isBuildable(elements) &&
        !llvm::all_of(elements, llvm::IsaPred<IntegerAttr, FloatAttr>))
      deferred.push_back({global.getSymName().str(), elements});
  }
  if (failed(pm.run(moduleOp)))
    return nullptr;
  // Their regions only return zero until the constants are set below.
  SymbolTable symbols(moduleOp);
  for (const DeferredInitializer &entry : deferred) {
    auto global = symbols.lookup<LLVM::GlobalOp>(entry.name);
    if (!global || global.getInitializerRegion().empty())
      continue;
    Block &body = global.getInitializerRegion().front();
    body.clear();
    OpBuilder builder = OpBuilder::atBlockEnd(&body);
    Value zero =
        LLVM::ZeroOp::create(builder, global.getLoc(), global.getGlobalType());
    LLVM::ReturnOp::create(builder, global.getLoc(), zero);
  }
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(
      module, context, "LLVMDialectModule", /*disableVerification=*/true);
  if (!llvmModule)
    return nullptr;
  for (const DeferredInitializer &entry : deferred) {
    llvm::GlobalVariable *global =
        llvmModule->getGlobalVariable(entry.name, /*AllowInternal=*/true);
    if (!global)
      continue;
    llvm::Constant *init =
        buildConstant(*llvmModule, global->getValueType(), entry.init);
    if (!init) {
      emitError(moduleLoc, "the LLVM backend cannot build the initializer "
                           "of @")
          << entry.name;
      return nullptr;
    }
    global->setInitializer(init);
  }
  auto report = [&](Location loc, StringRef message) {
    emitError(loc, "the LLVM backend produced invalid LLVM IR (LLVM's "
                   "verifier): ")
        << StringRef(message).trim();
    return nullptr;
  };
  for (llvm::Function &func : *llvmModule) {
    std::string message;
    llvm::raw_string_ostream os(message);
    if (!llvm::verifyFunction(func, &os))
      continue;
    auto it = funcLocations.find(func.getName());
    return report(it == funcLocations.end() ? moduleLoc : it->second, message);
  }
  std::string message;
  llvm::raw_string_ostream os(message);
  if (llvm::verifyModule(*llvmModule, &os))
    return report(moduleLoc, message);
  return llvmModule;
}

LogicalResult vct::translateVIRToLLVMIR(Operation *module,
                                        llvm::raw_ostream &os) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> llvmModule =
      translateVIRToLLVMIR(module, context);
  if (!llvmModule)
    return failure();
  llvmModule->print(os, /*AAW=*/nullptr);
  return success();
}

void vct::registerVIRToLLVMIRTranslationDependencies(
    DialectRegistry &registry) {
  registry.insert<vir::VIRDialect, LLVM::LLVMDialect>();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
}
