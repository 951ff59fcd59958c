//===- LibraryCalls.cpp - Calls a pass adds to the C library --------------===//

#include "vct/Transforms/Utils/LibraryCalls.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// A function's C prototype on x86-64 and the standard's facts on it.
struct Prototype {
  llvm::StringLiteral name;
  /// The result's width, then each parameter's (0: a pointer).
  unsigned result;
  llvm::SmallVector<unsigned, 1> params;
  /// The function reads memory only.
  bool readOnly;
  /// Its pointer parameters are read only and not kept.
  bool readOnlyArgs;
};
} // namespace

static Prototype getPrototype(LibraryFunction function) {
  switch (function) {
  case LibraryFunction::Strlen:
    return {"strlen", 64, {0}, /*readOnly=*/true, /*readOnlyArgs=*/true};
  case LibraryFunction::Puts:
    return {"puts", 32, {0}, /*readOnly=*/false, /*readOnlyArgs=*/true};
  case LibraryFunction::Putchar:
    return {"putchar", 32, {32}, /*readOnly=*/false, /*readOnlyArgs=*/false};
  }
  llvm_unreachable("unknown library function");
}

static FunctionType getFunctionType(MLIRContext *ctx,
                                    const Prototype &prototype) {
  auto typeOf = [&](unsigned width) -> Type {
    return width ? Type(IntegerType::get(ctx, width)) : PtrType::get(ctx);
  };
  SmallVector<Type> inputs;
  for (unsigned width : prototype.params)
    inputs.push_back(typeOf(width));
  return FunctionType::get(ctx, inputs, {typeOf(prototype.result)});
}

StringRef vct::getLibraryFunctionName(LibraryFunction function) {
  return getPrototype(function).name;
}

std::optional<std::string> vct::whyNoLibraryFunction(ModuleOp module,
                                                     SymbolTable &symbols,
                                                     LibraryFunction function) {
  if (!module->hasAttr(VIRDialect::getHostedAttrName()))
    return std::string("the module is not marked vir.hosted (no front-end "
                       "fact that the C library is present)");
  Prototype prototype = getPrototype(function);
  Operation *symbol = symbols.lookup(prototype.name);
  if (!symbol)
    return std::nullopt;
  auto existing = dyn_cast<FuncOp>(symbol);
  std::string name = prototype.name.str();
  if (!existing)
    return "the module names something else " + name;
  if (!existing.isDeclaration())
    return "the module defines its own " + name;
  if (existing.getVariadic() ||
      existing.getFunctionType() !=
          getFunctionType(module.getContext(), prototype))
    return "the module declares " + name + " with another type";
  return std::nullopt;
}

/// The module's declaration of the function `prototype` describes, made
/// with the standard's facts (origin `origin`) when there is none.
static FuncOp getOrDeclare(ModuleOp module, SymbolTable &symbols,
                           const Prototype &prototype, StringAttr origin) {
  if (auto existing = symbols.lookup<FuncOp>(prototype.name))
    return existing;
  MLIRContext *ctx = module.getContext();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  auto func = FuncOp::create(builder, module.getLoc(), prototype.name,
                             getFunctionType(ctx, prototype));
  func.setPrivate();
  // What the C standard says of it, as the trait producer would stamp it.
  int64_t epoch = func.getCurrentEpoch();
  if (prototype.readOnly)
    addTrait(func, ReadOnlyAttr::get(ctx, epoch, origin));
  if (prototype.readOnlyArgs)
    for (auto [index, width] : llvm::enumerate(prototype.params))
      if (width == 0)
        setArgTraitList(func, index,
                        {ReadOnlyAttr::get(ctx, epoch, origin),
                         NoCaptureAttr::get(ctx, epoch, origin)});
  symbols.insert(func);
  return func;
}

CallOp vct::createLibraryCall(OpBuilder &builder, Location loc, ModuleOp module,
                              SymbolTable &symbols, LibraryFunction function,
                              ValueRange args, StringRef origin) {
  Prototype prototype = getPrototype(function);
  MLIRContext *ctx = module.getContext();
  StringAttr originAttr = StringAttr::get(ctx, origin);
  FuncOp callee = getOrDeclare(module, symbols, prototype, originAttr);
  auto call = CallOp::create(builder, loc, callee, args);
  int64_t epoch = call->getParentOfType<FuncOp>().getCurrentEpoch();
  if (prototype.readOnly)
    addTrait(call, NoWriteAttr::get(ctx, epoch, originAttr));
  if (function == LibraryFunction::Strlen)
    addTrait(call, LibCallAttr::get(ctx, StringAttr::get(ctx, prototype.name),
                                    epoch, originAttr));
  if (prototype.readOnlyArgs)
    for (auto [index, width] : llvm::enumerate(prototype.params))
      if (width == 0) {
        addCallArgTrait(call, index, NoWriteAttr::get(ctx, epoch, originAttr));
        addCallArgTrait(call, index,
                        NoCaptureAttr::get(ctx, epoch, originAttr));
      }
  return call;
}
