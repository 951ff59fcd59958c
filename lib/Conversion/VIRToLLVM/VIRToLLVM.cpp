//===- VIRToLLVM.cpp - Lower VIR to the LLVM dialect ----------------------===//
//
// The first half of the LLVM backend: a dialect conversion from VIR to the
// LLVM dialect, which MLIR then exports as LLVM IR. Almost every VIR
// operation has an LLVM twin, so most patterns are one-to-one; the work is in
// carrying the meaning of epoch-valid traits over to LLVM attributes and
// metadata (see the pass description in Passes.td for the full mapping).
//
// Phases:
//  1. inline every `vir.opaque_region` into its function (the barrier exists
//     for the VIR optimizer only);
//  2. build one alias-scope domain per function and one LLVM scope per
//     declared VIR scope name, so patterns can translate `#vir.noalias`;
//  3. run the conversion: functions, globals, then every op in the bodies.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/TraitView.h"
#include "vct/Conversion/Passes.h"
#include "vct/Conversion/VIRLLVMEnums.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/TypeSwitch.h"

namespace vct {
#define GEN_PASS_DEF_CONVERTVIRTOLLVMPASS
#include "vct/Conversion/Passes.h.inc"
} // namespace vct

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The target VIR's fixed data layout describes (ARCHITECTURE §3).
static constexpr const char *kTargetTriple = "x86_64-pc-linux-gnu";
static constexpr const char *kDataLayout =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:"
    "64-S128";

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// Adds VIR's own types to the LLVM type converter.
static void addVIRTypeConversions(LLVMTypeConverter &converter) {
  MLIRContext *ctx = &converter.getContext();
  converter.addConversion(
      [ctx](PtrType) -> Type { return LLVM::LLVMPointerType::get(ctx); });
  converter.addConversion([&converter](StructType type) -> Type {
    SmallVector<Type> body;
    for (Type field : type.getBody())
      body.push_back(converter.convertType(field));
    return LLVM::LLVMStructType::getLiteral(&converter.getContext(), body,
                                            type.getPacked());
  });
  converter.addConversion([&converter](ArrayType type) -> Type {
    return LLVM::LLVMArrayType::get(
        converter.convertType(type.getElementType()), type.getNumElements());
  });
  converter.addConversion([&converter](VectorType type) -> Type {
    return VectorType::get(type.getShape(),
                           converter.convertType(type.getElementType()));
  });
}

//===----------------------------------------------------------------------===//
// Trait translation
//===----------------------------------------------------------------------===//

namespace {
/// What the patterns need to know about traits, recorded before the
/// conversion moves operations out of their vir.func (after which an op's
/// function, and so its epoch, can no longer be found): the epoch and name
/// of the function owning each op, and one LLVM alias scope per declared VIR
/// scope name, with one scope domain per function.
class TraitContext {
public:
  explicit TraitContext(ModuleOp module) {
    MLIRContext *ctx = module.getContext();
    for (auto func : module.getOps<FuncOp>()) {
      functions[func.getSymNameAttr()] = {
          SmallVector<Attribute>(getTraitList(func)), func.getCurrentEpoch(),
          func.getFunctionType(), func.getVariadic(),
          func->getAttrOfType<DictionaryAttr>(kABIAttrName)};
      Owner owner{func.getSymNameAttr(), func.getCurrentEpoch()};
      func.walk([&](Operation *op) {
        if (op != func.getOperation())
          owners[op] = owner;
      });
      auto names = func.getAliasScopes();
      if (!names || names->empty())
        continue;
      auto domain = LLVM::AliasScopeDomainAttr::get(
          ctx, StringAttr::get(ctx, func.getSymName()));
      for (auto name : names->getAsRange<StringAttr>())
        scopes[{func.getSymNameAttr(), name}] =
            LLVM::AliasScopeAttr::get(domain, name);
    }
  }

  /// The valid traits of `op`, an op of some vir.func.
  TraitView view(Operation *op) const {
    auto it = owners.find(op);
    if (it == owners.end())
      return TraitView::forList({}, 0);
    return TraitView::forList(getTraitList(op), it->second.epoch);
  }

  /// The valid traits of argument `index` of `call`.
  TraitView callArgView(CallOp call, unsigned index) const {
    auto it = owners.find(call);
    if (it == owners.end())
      return TraitView::forList({}, 0);
    return TraitView::forList(getCallArgTraitList(call, index),
                              it->second.epoch);
  }

  /// The valid traits of the function named `name` (its call-edge requests
  /// apply to every call of it).
  TraitView functionView(StringAttr name) const {
    auto it = functions.find(name);
    if (it == functions.end())
      return TraitView::forList({}, 0);
    return TraitView::forList(it->second.traits, it->second.epoch);
  }

  /// The signature of the function named `name`, if it is defined or
  /// declared in the module.
  std::optional<FunctionType> getSignature(StringAttr name) const {
    auto it = functions.find(name);
    if (it == functions.end())
      return std::nullopt;
    return it->second.type;
  }

  /// Copies the valid `#vir.noalias` trait of `op` onto the LLVM access
  /// `access`.
  void setAliasScopes(Operation *op,
                      LLVM::AliasAnalysisOpInterface access) const {
    auto noalias = view(op).get<NoAliasAttr>();
    if (!noalias)
      return;
    StringAttr func = owners.lookup(op).name;
    if (ArrayAttr attr = lookup(func, noalias.getAliasScopes()))
      access.setAliasScopes(attr);
    if (ArrayAttr attr = lookup(func, noalias.getNoaliasScopes()))
      access.setNoAliasScopes(attr);
  }

private:
  /// The LLVM scopes for `names` in the function `func`.
  ArrayAttr lookup(StringAttr func, ArrayAttr names) const {
    if (!names || names.empty())
      return {};
    SmallVector<Attribute> result;
    for (auto name : names.getAsRange<StringAttr>()) {
      auto it = scopes.find({func, name});
      if (it != scopes.end())
        result.push_back(it->second);
    }
    if (result.empty())
      return {};
    return ArrayAttr::get(func.getContext(), result);
  }

  struct Owner {
    StringAttr name;
    int64_t epoch = 0;
  };
  struct Function {
    SmallVector<Attribute> traits;
    int64_t epoch = 0;
    FunctionType type;
    bool variadic = false;
    DictionaryAttr abi;
  };
  llvm::DenseMap<Operation *, Owner> owners;
  llvm::DenseMap<StringAttr, Function> functions;

public:
  /// True if the function named `name` is variadic.
  bool isVariadic(StringAttr name) const {
    auto it = functions.find(name);
    return it != functions.end() && it->second.variadic;
  }

  /// The `vct.abi` of the function named `name` (VIRABI.h), or null.
  DictionaryAttr getABI(StringAttr name) const {
    auto it = functions.find(name);
    return it != functions.end() ? it->second.abi : DictionaryAttr();
  }

  /// The name of the function owning `op`.
  StringAttr getOwnerName(Operation *op) const {
    return owners.lookup(op).name;
  }

private:
  llvm::DenseMap<std::pair<StringAttr, StringAttr>, LLVM::AliasScopeAttr>
      scopes;
};

/// A conversion pattern that reads traits.
template <typename SourceOp>
struct TraitAwareLowering : public ConvertOpToLLVMPattern<SourceOp> {
  TraitAwareLowering(const LLVMTypeConverter &converter,
                     const TraitContext &traits)
      : ConvertOpToLLVMPattern<SourceOp>(converter), traits(traits) {}

  const TraitContext &traits;
};
} // namespace

/// The LLVM argument attributes saying what the valid traits in `view` say.
static DictionaryAttr getArgAttrs(const TraitView &view, Builder &builder) {
  NamedAttrList attrs;
  // Only a function-wide restrict is LLVM's `noalias`; a restrict limited to
  // a named scope claims less and has no argument-attribute spelling.
  if (auto restrict = view.get<RestrictAttr>();
      restrict && !restrict.getScope())
    attrs.set(LLVM::LLVMDialect::getNoAliasAttrName(), builder.getUnitAttr());
  if (view.has<NoCaptureAttr>())
    attrs.set(LLVM::LLVMDialect::getNoCaptureAttrName(), builder.getUnitAttr());
  if (auto deref = view.get<DereferenceableAttr>())
    attrs.set(LLVM::LLVMDialect::getDereferenceableAttrName(),
              builder.getI64IntegerAttr(deref.getBytes()));
  // Neither read nor written through: LLVM's `readnone` (its `readonly` and
  // `writeonly` together are invalid, issue 13).
  bool noWrite = view.has<ReadOnlyAttr>() || view.has<NoWriteAttr>();
  bool noRead = view.has<WriteOnlyAttr>() || view.has<NoReadAttr>();
  if (noWrite && noRead)
    attrs.set(LLVM::LLVMDialect::getReadnoneAttrName(), builder.getUnitAttr());
  else if (noWrite)
    attrs.set(LLVM::LLVMDialect::getReadonlyAttrName(), builder.getUnitAttr());
  else if (noRead)
    attrs.set(LLVM::LLVMDialect::getWriteOnlyAttrName(), builder.getUnitAttr());
  return attrs.getDictionary(builder.getContext());
}

/// `memory(read)` for a non-writing region or edge, `memory(write)` for a
/// non-reading one, `memory(none)` for both; null when neither holds.
static LLVM::MemoryEffectsAttr getMemoryEffects(MLIRContext *ctx, bool noWrite,
                                                bool noRead) {
  if (!noWrite && !noRead)
    return {};
  LLVM::ModRefInfo info = noWrite && noRead ? LLVM::ModRefInfo::NoModRef
                          : noWrite         ? LLVM::ModRefInfo::Ref
                                            : LLVM::ModRefInfo::Mod;
  return LLVM::MemoryEffectsAttr::get(ctx,
                                      {info, info, info, info, info, info});
}

/// The `llvm.loop` annotation for the loop requests in `view`, or null.
static LLVM::LoopAnnotationAttr getLoopAnnotation(MLIRContext *ctx,
                                                  const TraitView &view) {
  auto countAttr = [&](uint64_t count) -> IntegerAttr {
    return count ? IntegerAttr::get(IntegerType::get(ctx, 32), count)
                 : IntegerAttr();
  };
  BoolAttr falseAttr = BoolAttr::get(ctx, false);
  LLVM::LoopUnrollAttr unroll;
  LLVM::LoopInterleaveAttr interleave;
  LLVM::LoopVectorizeAttr vectorize;
  LLVM::LoopPeeledAttr peeled;
  LLVM::LoopDistributeAttr distribute;
  LLVM::LoopUnrollAndJamAttr jam;
  bool any = false;
  for (RequestAttr req : view.getRequests()) {
    switch (req.getKind()) {
    case RequestKind::unroll:
      unroll = LLVM::LoopUnrollAttr::get(
          ctx, falseAttr, countAttr(req.getFactor()), {}, {}, {}, {}, {});
      break;
    case RequestKind::interleave:
      interleave = LLVM::LoopInterleaveAttr::get(
          ctx, countAttr(req.getFactor() ? req.getFactor() : 2));
      break;
    case RequestKind::vectorize:
      vectorize = LLVM::LoopVectorizeAttr::get(
          ctx, falseAttr, {}, {}, countAttr(req.getWidth()), {}, {}, {});
      break;
    case RequestKind::peel:
      peeled = LLVM::LoopPeeledAttr::get(
          ctx, countAttr(req.getCount() ? req.getCount() : 1));
      break;
    case RequestKind::distribute:
      distribute =
          LLVM::LoopDistributeAttr::get(ctx, falseAttr, {}, {}, {}, {});
      break;
    case RequestKind::jam:
      jam = LLVM::LoopUnrollAndJamAttr::get(
          ctx, falseAttr, countAttr(req.getFactor()), {}, {}, {}, {}, {});
      break;
    default:
      // rotate, unswitch, fuse and licm have no llvm.loop spelling (LLVM
      // only has llvm.licm.disable).
      continue;
    }
    any = true;
  }
  if (!any)
    return {};
  return LLVM::LoopAnnotationAttr::get(ctx, {}, vectorize, interleave, unroll,
                                       jam, /*licm=*/{}, distribute, {}, peeled,
                                       /*unswitch=*/{}, {}, {}, {}, {}, {});
}

//===----------------------------------------------------------------------===//
// Patterns: functions and globals
//===----------------------------------------------------------------------===//

/// The LLVM result type of a function whose (converted) results are
/// `results`: void, the one result, or the literal structure `{T0, T1}` of
/// two, which LLVM returns in the registers the C ABI uses for a structure
/// with those two eightbytes.
static Type getLLVMResultType(MLIRContext *ctx, ArrayRef<Type> results) {
  if (results.empty())
    return LLVM::LLVMVoidType::get(ctx);
  if (results.size() == 1)
    return results.front();
  return LLVM::LLVMStructType::getLiteral(ctx, results);
}

namespace {
/// The LLVM linkage of a VIR symbol: internal, weak or extern_weak
/// (`vct.linkage`, VIRABI.h), else external.
static LLVM::Linkage getLinkage(Operation *symbol, bool internal) {
  if (internal)
    return LLVM::Linkage::Internal;
  if (isInterposable(symbol))
    return LLVM::Linkage::Weak;
  if (isExternWeak(symbol))
    return LLVM::Linkage::ExternWeak;
  return LLVM::Linkage::External;
}

/// LLVM's `byval(T) align N` for a "byval" argument (VIRABI.h).
static void setByVal(NamedAttrList &attrs, const TypeConverter &converter,
                     std::optional<std::pair<Type, uint64_t>> byval) {
  if (!byval)
    return;
  Type object = converter.convertType(byval->first);
  if (!object)
    return;
  MLIRContext *ctx = object.getContext();
  attrs.set(LLVM::LLVMDialect::getByValAttrName(), TypeAttr::get(object));
  attrs.set(LLVM::LLVMDialect::getAlignAttrName(),
            IntegerAttr::get(IntegerType::get(ctx, 64), byval->second));
}

/// The LLVM parameter types of a signature whose converted VIR inputs are
/// `inputs`: the two i64 halves `abi` marks as an __int128 (VIRABI.h) are
/// one i128, which LLVM passes as the C ABI does.
static SmallVector<Type> joinInt128Halves(ArrayRef<Type> inputs,
                                          DictionaryAttr abi) {
  SmallVector<Type> joined;
  for (unsigned i = 0, e = inputs.size(); i < e; ++i) {
    if (getArgABI(abi, i) == ABIKind::Int128 && i + 1 < e) {
      joined.push_back(IntegerType::get(inputs[i].getContext(), 128));
      ++i;
      continue;
    }
    joined.push_back(inputs[i]);
  }
  return joined;
}

struct FuncLowering : public ConvertOpToLLVMPattern<FuncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(FuncOp func, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = func.getFunctionType();
    SmallVector<Type> virInputs;
    if (failed(converter.convertTypes(type.getInputs(), virInputs)))
      return rewriter.notifyMatchFailure(func, "unconvertible argument type");
    // The two i64 halves of an __int128 argument (VIRABI.h, checked before
    // the conversion) are one i128, which LLVM passes as the C ABI does.
    DictionaryAttr abi = func->getAttrOfType<DictionaryAttr>(kABIAttrName);
    SmallVector<Type> inputs = joinInt128Halves(virInputs, abi);
    bool hasInt128 = inputs.size() != virInputs.size();
    SmallVector<Type> results;
    if (failed(converter.convertTypes(type.getResults(), results)))
      return rewriter.notifyMatchFailure(func, "unconvertible result type");
    Type result = getLLVMResultType(getContext(), results);
    auto llvmType =
        LLVM::LLVMFunctionType::get(result, inputs, func.getVariadic());
    bool internal = func.isPrivate() && !func.isExternal();
    Builder builder(getContext());
    SmallVector<DictionaryAttr> argAttrs;
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
      DictionaryAttr traits =
          getArgAttrs(TraitView::forArgument(func, i), builder);
      // The ABI of the imported signature (VIRABI.h): extensions of char
      // and short arguments, the sret pointer.
      ABIKind kind = getArgABI(func, i);
      if (kind == ABIKind::Int128High)
        continue; // one i128 with the low half
      if (kind == ABIKind::None || kind == ABIKind::Int128) {
        argAttrs.push_back(traits);
        continue;
      }
      NamedAttrList attrs(traits);
      if (kind == ABIKind::SignExt)
        attrs.set(LLVM::LLVMDialect::getSExtAttrName(), builder.getUnitAttr());
      else if (kind == ABIKind::ZeroExt)
        attrs.set(LLVM::LLVMDialect::getZExtAttrName(), builder.getUnitAttr());
      else if (kind == ABIKind::ByVal)
        setByVal(
            attrs, converter,
            getByVal(func->getAttrOfType<DictionaryAttr>(kABIAttrName), i));
      else if (Type sret = getSRetType(func))
        if (Type llvmSRet = converter.convertType(sret))
          attrs.set(LLVM::LLVMDialect::getStructRetAttrName(),
                    TypeAttr::get(llvmSRet));
      argAttrs.push_back(attrs.getDictionary(getContext()));
    }
    auto llvmFunc = LLVM::LLVMFuncOp::create(
        rewriter, func.getLoc(), func.getSymName(), llvmType,
        getLinkage(func, internal), /*dsoLocal=*/false, LLVM::CConv::C,
        /*comdat=*/{}, /*attrs=*/{}, argAttrs);

    if (ABIKind kind = getResultABI(func);
        results.size() == 1 &&
        (kind == ABIKind::SignExt || kind == ABIKind::ZeroExt))
      llvmFunc.setResAttrsAttr(
          builder.getArrayAttr(builder.getDictionaryAttr(builder.getNamedAttr(
              kind == ABIKind::SignExt ? LLVM::LLVMDialect::getSExtAttrName()
                                       : LLVM::LLVMDialect::getZExtAttrName(),
              builder.getUnitAttr()))));

    TraitView view = TraitView::forOp(func);
    if (auto effects = getMemoryEffects(getContext(), view.has<ReadOnlyAttr>(),
                                        view.has<WriteOnlyAttr>()))
      llvmFunc.setMemoryEffectsAttr(effects);
    if (view.getRequest(RequestKind::no_inline))
      llvmFunc.setNoInline(true);
    if (view.getRequest(RequestKind::always_inline))
      llvmFunc.setAlwaysInline(true);
    if (view.getRequest(RequestKind::inline_))
      llvmFunc.setInlineHint(true);
    if (view.has<NoReturnAttr>())
      llvmFunc.setPassthroughAttr(
          builder.getArrayAttr({builder.getStringAttr("noreturn")}));
    if (auto cpu = func->getParentOfType<ModuleOp>()->getAttrOfType<StringAttr>(
            VIRDialect::getTargetCpuAttrName()))
      llvmFunc.setTargetCpuAttr(cpu);

    rewriter.inlineRegionBefore(func.getBody(), llvmFunc.getBody(),
                                llvmFunc.end());
    FailureOr<Block *> entry =
        rewriter.convertRegionTypes(&llvmFunc.getBody(), converter);
    if (failed(entry))
      return rewriter.notifyMatchFailure(func, "unconvertible block types");
    if (hasInt128 && *entry) {
      // A new entry block takes the i128 arguments and splits them into the
      // halves the body uses.
      Location loc = func.getLoc();
      SmallVector<Location> locs(inputs.size(), loc);
      Block *split = rewriter.createBlock(
          &llvmFunc.getBody(), llvmFunc.getBody().begin(), inputs, locs);
      Type i64 = rewriter.getI64Type();
      Type i128 = rewriter.getIntegerType(128);
      Value shift = LLVM::ConstantOp::create(rewriter, loc, i128,
                                             rewriter.getIntegerAttr(i128, 64));
      SmallVector<Value> halves;
      for (unsigned i = 0, n = 0, e = virInputs.size(); i < e; ++i, ++n) {
        Value arg = split->getArgument(n);
        if (getArgABI(func, i) != ABIKind::Int128) {
          halves.push_back(arg);
          continue;
        }
        halves.push_back(LLVM::TruncOp::create(rewriter, loc, i64, arg));
        halves.push_back(LLVM::TruncOp::create(
            rewriter, loc, i64,
            LLVM::LShrOp::create(rewriter, loc, arg, shift)));
        ++i;
      }
      rewriter.mergeBlocks(*entry, split, halves);
    }
    rewriter.eraseOp(func);
    return success();
  }
};

/// Builds, in an LLVM global's initializer region, the value of `init` of
/// VIR type `type`.
static Value buildInitializer(OpBuilder &builder, Location loc, Type type,
                              Attribute init, const TypeConverter &converter) {
  Type llvmType = converter.convertType(type);
  if (isa<ZeroInitAttr>(init))
    return LLVM::ZeroOp::create(builder, loc, llvmType);
  if (isa<UndefInitAttr>(init))
    return LLVM::UndefOp::create(builder, loc, llvmType);
  if (auto address = dyn_cast<AddressAttr>(init)) {
    // In an i64: the address as an integer.
    Type ptrType = LLVM::LLVMPointerType::get(builder.getContext());
    Value base = LLVM::AddressOfOp::create(builder, loc, ptrType,
                                           address.getSymbol().getValue());
    if (int64_t offset = address.getOffset()) {
      LLVM::GEPArg index = static_cast<int32_t>(offset);
      if (offset != static_cast<int32_t>(offset))
        index = LLVM::ConstantOp::create(builder, loc, builder.getI64Type(),
                                         builder.getI64IntegerAttr(offset))
                    .getResult();
      base = LLVM::GEPOp::create(builder, loc, ptrType, builder.getI8Type(),
                                 base, ArrayRef<LLVM::GEPArg>{index});
    }
    if (isa<IntegerType>(type))
      return LLVM::PtrToIntOp::create(builder, loc, llvmType, base);
    return base;
  }
  if (auto elements = dyn_cast<ArrayAttr>(init)) {
    Value aggregate = LLVM::UndefOp::create(builder, loc, llvmType);
    for (auto [index, element] : llvm::enumerate(elements)) {
      Type elementType = isa<ArrayType>(type)
                             ? cast<ArrayType>(type).getElementType()
                             : cast<StructType>(type).getBody()[index];
      Value value =
          buildInitializer(builder, loc, elementType, element, converter);
      aggregate = LLVM::InsertValueOp::create(
          builder, loc, aggregate, value,
          ArrayRef<int64_t>{static_cast<int64_t>(index)});
    }
    return aggregate;
  }
  if (auto string = dyn_cast<StringAttr>(init)) {
    // A string nested in an aggregate: build it byte by byte.
    Value aggregate = LLVM::UndefOp::create(builder, loc, llvmType);
    for (auto [index, byte] : llvm::enumerate(string.getValue())) {
      Value value = LLVM::ConstantOp::create(
          builder, loc, builder.getI8Type(),
          builder.getI8IntegerAttr(static_cast<int8_t>(byte)));
      aggregate = LLVM::InsertValueOp::create(
          builder, loc, aggregate, value,
          ArrayRef<int64_t>{static_cast<int64_t>(index)});
    }
    return aggregate;
  }
  return LLVM::ConstantOp::create(builder, loc, llvmType,
                                  cast<TypedAttr>(init));
}

/// True if `init` only holds integer or float scalars (for a dense value).
static bool isFlatScalarArray(Type type, Attribute init) {
  auto array = dyn_cast<ArrayType>(type);
  auto elements = dyn_cast<ArrayAttr>(init);
  return array && elements &&
         (isVIRIntegerType(array.getElementType()) ||
          isVIRFloatType(array.getElementType())) &&
         llvm::all_of(elements, [](Attribute element) {
           return isa<IntegerAttr, FloatAttr>(element);
         });
}

struct GlobalLowering : public ConvertOpToLLVMPattern<GlobalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(GlobalOp global, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    Type type = global.getGlobalType();
    Type llvmType = converter.convertType(type);
    std::optional<Attribute> init = global.getInitialValue();
    bool internal = global.isPrivate() && init;
    LLVM::Linkage linkage = getLinkage(global, internal);

    // Strings and flat scalar arrays become value attributes; everything
    // else is built in an initializer region.
    Attribute value;
    bool needsRegion = false;
    if (init) {
      if (isa<StringAttr>(*init) && isa<ArrayType>(type)) {
        value = *init;
      } else if (isFlatScalarArray(type, *init)) {
        auto array = cast<ArrayType>(type);
        auto shaped = RankedTensorType::get(
            {static_cast<int64_t>(array.getNumElements())},
            array.getElementType());
        value =
            DenseElementsAttr::get(shaped, cast<ArrayAttr>(*init).getValue());
      } else if (isa<IntegerAttr, FloatAttr>(*init)) {
        value = *init;
      } else {
        needsRegion = true;
      }
    }
    auto llvmGlobal = LLVM::GlobalOp::create(
        rewriter, global.getLoc(), llvmType, global.getConstant(), linkage,
        global.getSymName(), value, global.getAlignment().value_or(0));
    if (global->hasAttr(kThreadLocalAttrName))
      llvmGlobal.setThreadLocal_(true);
    if (needsRegion) {
      Block *block = rewriter.createBlock(&llvmGlobal.getInitializerRegion());
      rewriter.setInsertionPointToStart(block);
      Value result =
          buildInitializer(rewriter, global.getLoc(), type, *init, converter);
      LLVM::ReturnOp::create(rewriter, global.getLoc(), result);
    }
    rewriter.eraseOp(global);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Patterns: calls and control flow
//===----------------------------------------------------------------------===//

struct CallLowering : public TraitAwareLowering<CallOp> {
  using TraitAwareLowering::TraitAwareLowering;

  /// LLVM's `musttail` needs the call to be returned right away and the
  /// caller's and callee's signatures to match. A `must_tail` request that
  /// cannot be honoured is a located error, not invalid LLVM IR.
  LogicalResult checkMustTail(CallOp call) const {
    auto next = dyn_cast_or_null<ReturnOp>(call->getNextNode());
    if (!next || (!next.getValues().empty() &&
                  !llvm::equal(next.getValues(), call.getResults())))
      return call.emitError("must_tail call is not immediately followed by a "
                            "vir.return of its result");
    StringAttr caller = traits.getOwnerName(call);
    std::optional<FunctionType> callerType = traits.getSignature(caller);
    FunctionType calleeType =
        call.isIndirect() ||
                !traits.getSignature(call.getCalleeAttr().getAttr())
            ? FunctionType::get(call.getContext(),
                                TypeRange(call.getArgs().getTypes()),
                                call.getResultTypes())
            : *traits.getSignature(call.getCalleeAttr().getAttr());
    bool variadicMismatch =
        !call.isIndirect() &&
        traits.isVariadic(caller) !=
            traits.isVariadic(call.getCalleeAttr().getAttr());
    if (!callerType || *callerType != calleeType || variadicMismatch)
      return call.emitError("must_tail call needs the caller @")
             << caller.getValue() << " and the callee to have the same "
             << "signature";
    return success();
  }

  LogicalResult
  matchAndRewrite(CallOp call, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    SmallVector<Type> resultTypes;
    if (failed(converter.convertTypes(call.getResultTypes(), resultTypes)))
      return failure();
    Type result = getLLVMResultType(getContext(), resultTypes);
    // The ABI: the call's own, else its callee's (VIRABI.h).
    DictionaryAttr abi =
        getCallABI(call, call.isIndirect()
                             ? DictionaryAttr()
                             : traits.getABI(call.getCalleeAttr().getAttr()));
    // The two i64 halves of an __int128 argument are passed as one i128.
    SmallVector<Value> operandList(adaptor.getCalleeOperands());
    {
      unsigned first = call.isIndirect() ? 1 : 0;
      SmallVector<Value> combined(operandList.begin(),
                                  operandList.begin() + first);
      Type i128 = rewriter.getIntegerType(128);
      Location loc = call.getLoc();
      for (unsigned i = 0, e = operandList.size() - first; i < e; ++i) {
        Value arg = operandList[first + i];
        if (getArgABI(abi, i) != ABIKind::Int128 || i + 1 >= e) {
          combined.push_back(arg);
          continue;
        }
        Value lo = LLVM::ZExtOp::create(rewriter, loc, i128, arg);
        Value hi = LLVM::ZExtOp::create(rewriter, loc, i128,
                                        operandList[first + i + 1]);
        Value shift = LLVM::ConstantOp::create(
            rewriter, loc, i128, rewriter.getIntegerAttr(i128, 64));
        combined.push_back(LLVM::OrOp::create(
            rewriter, loc, lo, LLVM::ShlOp::create(rewriter, loc, hi, shift)));
        ++i;
      }
      operandList = std::move(combined);
    }
    ValueRange operands = operandList;
    ValueRange args = call.isIndirect() ? operands.drop_front() : operands;

    // The callee's signature: the fixed part for variadic calls.
    SmallVector<Type> params;
    bool variadic = false;
    if (auto varType = call.getVarCalleeType()) {
      // A fixed __int128 parameter is its two halves in VIR, one i128 here.
      SmallVector<Type> virInputs;
      if (failed(converter.convertTypes(varType->getInputs(), virInputs)))
        return failure();
      params = joinInt128Halves(virInputs, abi);
      variadic = true;
    } else {
      llvm::append_range(params, args.getTypes());
    }
    auto calleeType = LLVM::LLVMFunctionType::get(result, params, variadic);

    LLVM::CallOp llvmCall =
        call.isIndirect()
            ? LLVM::CallOp::create(rewriter, call.getLoc(), calleeType,
                                   operands)
            : LLVM::CallOp::create(rewriter, call.getLoc(), calleeType,
                                   call.getCalleeAttr(), operands);

    TraitView view = traits.view(call);
    // Call-edge requests on the callee apply to this edge unless the call
    // carries its own request of the same kind.
    TraitView calleeView =
        call.isIndirect() ? TraitView::forList({}, 0)
                          : traits.functionView(call.getCalleeAttr().getAttr());
    auto getRequest = [&](RequestKind kind) {
      RequestAttr req = view.getRequest(kind);
      return req ? req : calleeView.getRequest(kind);
    };
    RequestAttr mustTail = getRequest(RequestKind::must_tail);
    // A must_tail LLVM cannot honour here is an error when strong (O-26);
    // a soft one is denied with a remark and becomes a tail call hint
    // (O-24: a denied soft request never errors).
    bool honoured = false;
    if (mustTail && mustTail.getStrength() == Strength::strong) {
      if (failed(checkMustTail(call)))
        return failure();
      honoured = true;
    } else if (mustTail) {
      ScopedDiagnosticHandler quiet(call.getContext(),
                                    [](Diagnostic &) { return success(); });
      honoured = succeeded(checkMustTail(call));
    }
    if (mustTail && !honoured) {
      call.emitRemark("VIR: denied must_tail on ")
          << (call.isIndirect()
                  ? std::string("indirect call")
                  : ("call to @" + call.getCalleeAttr().getValue()).str())
          << ", NoTargetSupport (musttail needs the call returned at once "
             "from a caller of the same signature; emitted as "
          << (view.has<TailAttr>() ? "a tail call)" : "a plain call)");
    }
    // LLVM's `tail` says the callee reaches no stack slot of the caller: a
    // fact, `#vir.tail` (the tail-call pass derives it), never a request
    // alone — a `tail_call` request the tail-call pass did not evaluate
    // (it did not run, or it denied a callee's request) marks nothing.
    if (mustTail && honoured)
      llvmCall.setTailCallKind(LLVM::tailcallkind::TailCallKind::MustTail);
    else if (getRequest(RequestKind::no_tail) && !mustTail &&
             !getRequest(RequestKind::tail_call))
      llvmCall.setTailCallKind(LLVM::tailcallkind::TailCallKind::NoTail);
    else if (view.has<TailAttr>())
      llvmCall.setTailCallKind(LLVM::tailcallkind::TailCallKind::Tail);
    if (view.getRequest(RequestKind::no_inline))
      llvmCall.setNoInline(true);
    else if (view.getRequest(RequestKind::always_inline))
      llvmCall.setAlwaysInline(true);
    else if (view.getRequest(RequestKind::inline_))
      llvmCall.setInlineHint(true);
    if (auto effects = getMemoryEffects(getContext(), view.has<NoWriteAttr>(),
                                        view.has<NoReadAttr>()))
      llvmCall.setMemoryEffectsAttr(effects);
    traits.setAliasScopes(call, llvmCall);

    bool hasABI = call->hasAttr(kABIAttrName);
    bool byval = abi && abi.get("byval");
    if (call.getArgAttrs() || hasABI || byval) {
      Builder builder(getContext());
      SmallVector<Attribute> argAttrs;
      for (unsigned i = 0, e = call.getArgs().size(); i < e; ++i) {
        if (getArgABI(abi, i) == ABIKind::Int128High)
          continue; // one i128 with the low half
        NamedAttrList attrs(
            call.getArgAttrs()
                ? getArgAttrs(traits.callArgView(call, i), builder)
                : builder.getDictionaryAttr({}));
        // An indirect call's own ABI (VIRABI.h).
        switch (getArgABI(call, i)) {
        case ABIKind::SignExt:
          attrs.set(LLVM::LLVMDialect::getSExtAttrName(),
                    builder.getUnitAttr());
          break;
        case ABIKind::ZeroExt:
          attrs.set(LLVM::LLVMDialect::getZExtAttrName(),
                    builder.getUnitAttr());
          break;
        case ABIKind::StructRet:
          if (Type sret = getSRetType(call))
            if (Type llvmSRet = getTypeConverter()->convertType(sret))
              attrs.set(LLVM::LLVMDialect::getStructRetAttrName(),
                        TypeAttr::get(llvmSRet));
          break;
        case ABIKind::None:
        case ABIKind::Int128:
        case ABIKind::Int128High:
        case ABIKind::ByVal:
          break;
        }
        // A structure passed by value: the call makes the copy, whether the
        // ABI is the call's or its callee's.
        if (getArgABI(abi, i) == ABIKind::ByVal)
          setByVal(attrs, *getTypeConverter(), getByVal(abi, i));
        argAttrs.push_back(attrs.getDictionary(getContext()));
      }
      llvmCall.setArgAttrsAttr(builder.getArrayAttr(argAttrs));
    }
    if (ABIKind kind = getResultABI(call);
        resultTypes.size() == 1 &&
        (kind == ABIKind::SignExt || kind == ABIKind::ZeroExt)) {
      Builder builder(getContext());
      llvmCall.setResAttrsAttr(
          builder.getArrayAttr(builder.getDictionaryAttr(builder.getNamedAttr(
              kind == ABIKind::SignExt ? LLVM::LLVMDialect::getSExtAttrName()
                                       : LLVM::LLVMDialect::getZExtAttrName(),
              builder.getUnitAttr()))));
    }
    if (resultTypes.size() <= 1) {
      rewriter.replaceOp(call, llvmCall->getResults());
      return success();
    }
    // Two results come back as a literal structure.
    SmallVector<Value> results;
    for (int64_t i = 0, e = resultTypes.size(); i < e; ++i)
      results.push_back(LLVM::ExtractValueOp::create(rewriter, call.getLoc(),
                                                     llvmCall.getResult(), i));
    rewriter.replaceOp(call, results);
    return success();
  }
};

struct BrLowering : public TraitAwareLowering<BrOp> {
  using TraitAwareLowering::TraitAwareLowering;

  LogicalResult
  matchAndRewrite(BrOp br, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto llvmBr = rewriter.replaceOpWithNewOp<LLVM::BrOp>(
        br, adaptor.getDestOperands(), br.getDest());
    if (auto loop = getLoopAnnotation(getContext(), traits.view(br)))
      llvmBr.setLoopAnnotationAttr(loop);
    return success();
  }
};

struct CondBrLowering : public TraitAwareLowering<CondBrOp> {
  using TraitAwareLowering::TraitAwareLowering;

  LogicalResult
  matchAndRewrite(CondBrOp br, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto llvmBr = rewriter.replaceOpWithNewOp<LLVM::CondBrOp>(
        br, adaptor.getCondition(), br.getTrueDest(),
        adaptor.getTrueDestOperands(), br.getFalseDest(),
        adaptor.getFalseDestOperands());
    if (auto weights = br.getBranchWeightsAttr())
      llvmBr.setBranchWeightsAttr(weights);
    if (auto loop = getLoopAnnotation(getContext(), traits.view(br)))
      llvmBr.setLoopAnnotationAttr(loop);
    return success();
  }
};

struct SwitchLowering : public ConvertOpToLLVMPattern<SwitchOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(SwitchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    // A switch with only a default is an unconditional branch. MLIR's export
    // of an llvm.switch without case values crashes when it connects the
    // default's block arguments (issue 13), so it becomes an llvm.br.
    if (op.getCaseDestinations().empty()) {
      rewriter.replaceOpWithNewOp<LLVM::BrOp>(op, adaptor.getDefaultOperands(),
                                              op.getDefaultDestination());
      return success();
    }
    unsigned width = op.getFlag().getType().getIntOrFloatBitWidth();
    SmallVector<APInt> values;
    if (auto caseValues = op.getCaseValues())
      for (int64_t value : *caseValues)
        values.push_back(APInt(64, value, /*isSigned=*/true).trunc(width));
    SmallVector<ValueRange> caseOperands;
    for (ValueRange operands : adaptor.getCaseOperands())
      caseOperands.push_back(operands);
    SmallVector<int32_t> weights;
    if (auto attr = op.getBranchWeights())
      llvm::append_range(weights, *attr);
    // llvm.switch carries no loop metadata: loop requests on a switch back
    // edge have no LLVM spelling and are dropped (docs/Backends.md).
    rewriter.replaceOpWithNewOp<LLVM::SwitchOp>(
        op, adaptor.getFlag(), op.getDefaultDestination(),
        adaptor.getDefaultOperands(), values, op.getCaseDestinations(),
        caseOperands, weights);
    return success();
  }
};

struct ReturnLowering : public ConvertOpToLLVMPattern<ReturnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ReturnOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange values = adaptor.getOperands();
    if (values.size() <= 1) {
      rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, values);
      return success();
    }
    // Two results are returned as a literal structure.
    SmallVector<Type> types(values.getTypes());
    Value packed = LLVM::PoisonOp::create(
        rewriter, op.getLoc(), getLLVMResultType(getContext(), types));
    for (auto [index, value] : llvm::enumerate(values))
      packed = LLVM::InsertValueOp::create(rewriter, op.getLoc(), packed, value,
                                           index);
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, packed);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Patterns: values and arithmetic
//===----------------------------------------------------------------------===//

/// A VIR op that becomes one LLVM op with the same operands; `configure`
/// copies the flags.
template <typename SourceOp, typename TargetOp>
struct OneToOneLowering : public ConvertOpToLLVMPattern<SourceOp> {
  using ConvertOpToLLVMPattern<SourceOp>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type resultType = this->getTypeConverter()->convertType(op.getType());
    if (!resultType)
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    auto target = TargetOp::create(rewriter, op.getLoc(), resultType,
                                   adaptor.getOperands());
    configure(op, target);
    rewriter.replaceOp(op, target->getResults());
    return success();
  }

  static void configure(SourceOp op, TargetOp target) {
    if constexpr (std::is_same_v<SourceOp, AddOp> ||
                  std::is_same_v<SourceOp, SubOp> ||
                  std::is_same_v<SourceOp, MulOp> ||
                  std::is_same_v<SourceOp, ShlOp>) {
      LLVM::IntegerOverflowFlags flags = LLVM::IntegerOverflowFlags::none;
      if (op.getNsw())
        flags = flags | LLVM::IntegerOverflowFlags::nsw;
      if (op.getNuw())
        flags = flags | LLVM::IntegerOverflowFlags::nuw;
      target.setOverflowFlags(flags);
    } else if constexpr (std::is_same_v<SourceOp, UDivOp> ||
                         std::is_same_v<SourceOp, SDivOp> ||
                         std::is_same_v<SourceOp, LShrOp> ||
                         std::is_same_v<SourceOp, AShrOp>) {
      target.setIsExact(op.getExact());
    } else if constexpr (std::is_same_v<SourceOp, FAddOp> ||
                         std::is_same_v<SourceOp, FSubOp> ||
                         std::is_same_v<SourceOp, FMulOp> ||
                         std::is_same_v<SourceOp, FDivOp> ||
                         std::is_same_v<SourceOp, FRemOp> ||
                         std::is_same_v<SourceOp, FNegOp>) {
      target.setFastmathFlags(toLLVM(op.getFastmath()));
    }
  }
};

/// The upper half of the double-width product: both operands widened
/// (zext), multiplied, shifted down and truncated, the form LLVM's
/// instruction selection turns into one widening multiplication.
struct UMulHLowering : public ConvertOpToLLVMPattern<UMulHOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(UMulHOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "unconvertible result type");
    Location loc = op.getLoc();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    Type wide = IntegerType::get(op.getContext(), 2 * width);
    Attribute shift = rewriter.getIntegerAttr(wide, width);
    if (auto vector = dyn_cast<VectorType>(type)) {
      wide = VectorType::get(vector.getShape(), wide);
      shift = SplatElementsAttr::get(cast<ShapedType>(wide), shift);
    }
    Value lhs = LLVM::ZExtOp::create(rewriter, loc, wide, adaptor.getLhs());
    Value rhs = LLVM::ZExtOp::create(rewriter, loc, wide, adaptor.getRhs());
    Value product = LLVM::MulOp::create(rewriter, loc, lhs, rhs);
    Value amount = LLVM::ConstantOp::create(rewriter, loc, wide, shift);
    Value high = LLVM::LShrOp::create(rewriter, loc, product, amount);
    rewriter.replaceOpWithNewOp<LLVM::TruncOp>(op, type, high);
    return success();
  }
};

struct UnreachableLowering : public ConvertOpToLLVMPattern<UnreachableOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(UnreachableOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::UnreachableOp>(op);
    return success();
  }
};

struct ConstantLowering : public ConvertOpToLLVMPattern<ConstantOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ConstantOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getValue());
    return success();
  }
};

struct NullLowering : public ConvertOpToLLVMPattern<NullOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(NullOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ZeroOp>(
        op, getTypeConverter()->convertType(op.getType()));
    return success();
  }
};

struct UndefLowering : public ConvertOpToLLVMPattern<UndefOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(UndefOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::UndefOp>(
        op, getTypeConverter()->convertType(op.getType()));
    return success();
  }
};

struct AddressOfLowering : public ConvertOpToLLVMPattern<AddressOfOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(AddressOfOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, getTypeConverter()->convertType(op.getType()), op.getSymbol());
    return success();
  }
};

struct ICmpLowering : public ConvertOpToLLVMPattern<ICmpOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ICmpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ICmpOp>(
        op, toLLVM(op.getPredicate()), adaptor.getLhs(), adaptor.getRhs());
    return success();
  }
};

struct FCmpLowering : public ConvertOpToLLVMPattern<FCmpOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(FCmpOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto cmp = rewriter.replaceOpWithNewOp<LLVM::FCmpOp>(
        op, toLLVM(op.getPredicate()), adaptor.getLhs(), adaptor.getRhs());
    cmp.setFastmathFlags(toLLVM(op.getFastmath()));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Patterns: memory
//===----------------------------------------------------------------------===//

struct AllocaLowering : public ConvertOpToLLVMPattern<AllocaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(AllocaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value count = adaptor.getCount();
    if (!count)
      count =
          LLVM::ConstantOp::create(rewriter, op.getLoc(), rewriter.getI64Type(),
                                   rewriter.getI64IntegerAttr(1));
    auto alloca = rewriter.replaceOpWithNewOp<LLVM::AllocaOp>(
        op, getTypeConverter()->convertType(op.getType()),
        getTypeConverter()->convertType(op.getElemType()), count);
    // Set as a 64-bit attribute: the builder's `unsigned` alignment would
    // truncate 2^32, LLVM's largest (issue 13: it came out as the default).
    alloca.setAlignment(op.getAlignment());
    return success();
  }
};

struct LoadLowering : public TraitAwareLowering<LoadOp> {
  using TraitAwareLowering::TraitAwareLowering;

  LogicalResult
  matchAndRewrite(LoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ordering = op.getOrdering() ? toLLVM(*op.getOrdering())
                                     : LLVM::AtomicOrdering::not_atomic;
    auto load = rewriter.replaceOpWithNewOp<LLVM::LoadOp>(
        op, getTypeConverter()->convertType(op.getType()), adaptor.getAddr(),
        /*alignment=*/0, op.getVolatile_(),
        /*isNonTemporal=*/false, /*isInvariant=*/false,
        /*isInvariantGroup=*/false, ordering);
    load.setAlignment(op.getAlignment()); // 64 bits, as for allocas
    traits.setAliasScopes(op, load);
    return success();
  }
};

struct AtomicRMWLowering : public ConvertOpToLLVMPattern<AtomicRMWOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(AtomicRMWOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AtomicRMWOp>(
        op, toLLVM(op.getKind()), adaptor.getAddr(), adaptor.getValue(),
        toLLVM(op.getOrdering()), /*syncscope=*/StringRef(),
        static_cast<unsigned>(op.getAlignment()), op.getVolatile_());
    return success();
  }
};

/// LLVM's cmpxchg returns `{T, i1}`; VIR's two results are its fields.
struct CmpXchgLowering : public ConvertOpToLLVMPattern<CmpXchgOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CmpXchgOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto pair = LLVM::AtomicCmpXchgOp::create(
        rewriter, loc, adaptor.getAddr(), adaptor.getExpected(),
        adaptor.getDesired(), toLLVM(op.getSuccessOrdering()),
        toLLVM(op.getFailureOrdering()), /*syncscope=*/StringRef(),
        static_cast<unsigned>(op.getAlignment()), op.getWeak(),
        op.getVolatile_());
    Value old = LLVM::ExtractValueOp::create(rewriter, loc, pair, 0);
    Value ok = LLVM::ExtractValueOp::create(rewriter, loc, pair, 1);
    rewriter.replaceOp(op, {old, ok});
    return success();
  }
};

struct StackSaveLowering : public ConvertOpToLLVMPattern<StackSaveOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(StackSaveOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::StackSaveOp>(
        op, LLVM::LLVMPointerType::get(op.getContext()));
    return success();
  }
};

struct StackRestoreLowering : public ConvertOpToLLVMPattern<StackRestoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(StackRestoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::StackRestoreOp>(op, adaptor.getToken());
    return success();
  }
};

struct FenceLowering : public ConvertOpToLLVMPattern<FenceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(FenceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::FenceOp>(
        op, toLLVM(op.getOrdering()),
        op.getSinglethread() ? StringRef("singlethread") : StringRef());
    return success();
  }
};

struct StoreLowering : public TraitAwareLowering<StoreOp> {
  using TraitAwareLowering::TraitAwareLowering;

  LogicalResult
  matchAndRewrite(StoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto ordering = op.getOrdering() ? toLLVM(*op.getOrdering())
                                     : LLVM::AtomicOrdering::not_atomic;
    auto store = rewriter.replaceOpWithNewOp<LLVM::StoreOp>(
        op, adaptor.getValue(), adaptor.getAddr(),
        /*alignment=*/0, op.getVolatile_(),
        /*isNonTemporal=*/false, /*isInvariantGroup=*/false, ordering);
    store.setAlignment(op.getAlignment()); // 64 bits, as for allocas
    traits.setAliasScopes(op, store);
    return success();
  }
};

struct GEPLowering : public ConvertOpToLLVMPattern<GEPOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(GEPOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<LLVM::GEPArg> indices;
    unsigned nextDynamic = 0;
    for (int32_t raw : op.getRawConstantIndices()) {
      if (raw == GEPOp::kDynamicIndex)
        indices.push_back(adaptor.getDynamicIndices()[nextDynamic++]);
      else
        indices.push_back(raw);
    }
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(
        op, getTypeConverter()->convertType(op.getType()),
        getTypeConverter()->convertType(op.getElemType()), adaptor.getBase(),
        indices,
        op.getInbounds() ? LLVM::GEPNoWrapFlags::inbounds
                         : LLVM::GEPNoWrapFlags::none);
    return success();
  }
};

template <typename SourceOp, typename TargetOp>
struct MemTransferLowering : public TraitAwareLowering<SourceOp> {
  using TraitAwareLowering<SourceOp>::TraitAwareLowering;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value second;
    if constexpr (std::is_same_v<SourceOp, MemsetOp>)
      second = adaptor.getValue();
    else
      second = adaptor.getSrc();
    auto target = TargetOp::create(rewriter, op.getLoc(), adaptor.getDst(),
                                   second, adaptor.getLen(), op.getVolatile_());
    this->traits.setAliasScopes(op, target);
    rewriter.eraseOp(op);
    return success();
  }
};

/// vir.va_start, va_end and va_copy: the LLVM intrinsics of the same
/// operands.
template <typename SourceOp, typename TargetOp>
struct VaListLowering : public ConvertOpToLLVMPattern<SourceOp> {
  using ConvertOpToLLVMPattern<SourceOp>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename SourceOp::Adaptor;

  LogicalResult
  matchAndRewrite(SourceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    TargetOp::create(rewriter, op.getLoc(), TypeRange(), adaptor.getOperands(),
                     ArrayRef<NamedAttribute>());
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Patterns: vectors
//===----------------------------------------------------------------------===//

struct SplatLowering : public ConvertOpToLLVMPattern<SplatOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(SplatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<VectorType>(getTypeConverter()->convertType(op.getType()));
    Value poison = LLVM::PoisonOp::create(rewriter, loc, type);
    Value zero = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                          rewriter.getI64IntegerAttr(0));
    Value first = LLVM::InsertElementOp::create(rewriter, loc, poison,
                                                adaptor.getIn(), zero);
    SmallVector<int32_t> mask(type.getNumElements(), 0);
    rewriter.replaceOpWithNewOp<LLVM::ShuffleVectorOp>(op, first, poison, mask);
    return success();
  }
};

struct ExtractLowering : public ConvertOpToLLVMPattern<ExtractOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ExtractOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ExtractElementOp>(op, adaptor.getVector(),
                                                        adaptor.getIndex());
    return success();
  }
};

struct InsertLowering : public ConvertOpToLLVMPattern<InsertOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(InsertOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::InsertElementOp>(
        op, adaptor.getVector(), adaptor.getValue(), adaptor.getIndex());
    return success();
  }
};

struct ShuffleLowering : public ConvertOpToLLVMPattern<ShuffleOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ShuffleOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::ShuffleVectorOp>(
        op, adaptor.getV1(), adaptor.getV2(), op.getMask());
    return success();
  }
};

struct ReduceLowering : public ConvertOpToLLVMPattern<ReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type type = getTypeConverter()->convertType(op.getType());
    Value v = adaptor.getVector();
    LLVM::FastmathFlags fmf = toLLVM(op.getFastmath());
    Operation *result = nullptr;
    switch (op.getKind()) {
    case ReduceKind::add:
      result = LLVM::vector_reduce_add::create(rewriter, loc, type, v);
      break;
    case ReduceKind::mul:
      result = LLVM::vector_reduce_mul::create(rewriter, loc, type, v);
      break;
    case ReduceKind::and_:
      result = LLVM::vector_reduce_and::create(rewriter, loc, type, v);
      break;
    case ReduceKind::or_:
      result = LLVM::vector_reduce_or::create(rewriter, loc, type, v);
      break;
    case ReduceKind::xor_:
      result = LLVM::vector_reduce_xor::create(rewriter, loc, type, v);
      break;
    case ReduceKind::smin:
      result = LLVM::vector_reduce_smin::create(rewriter, loc, type, v);
      break;
    case ReduceKind::smax:
      result = LLVM::vector_reduce_smax::create(rewriter, loc, type, v);
      break;
    case ReduceKind::umin:
      result = LLVM::vector_reduce_umin::create(rewriter, loc, type, v);
      break;
    case ReduceKind::umax:
      result = LLVM::vector_reduce_umax::create(rewriter, loc, type, v);
      break;
    case ReduceKind::fadd:
    case ReduceKind::fmul: {
      bool isAdd = op.getKind() == ReduceKind::fadd;
      // The neutral start value: -0.0 for addition, 1.0 for multiplication.
      APFloat start =
          isAdd ? APFloat::getZero(cast<FloatType>(type).getFloatSemantics(),
                                   /*Negative=*/true)
                : APFloat::getOne(cast<FloatType>(type).getFloatSemantics());
      Value init = LLVM::ConstantOp::create(rewriter, loc, type,
                                            rewriter.getFloatAttr(type, start));
      auto fmfAttr = LLVM::FastmathFlagsAttr::get(getContext(), fmf);
      if (isAdd)
        result = LLVM::vector_reduce_fadd::create(rewriter, loc, type, init, v,
                                                  fmfAttr);
      else
        result = LLVM::vector_reduce_fmul::create(rewriter, loc, type, init, v,
                                                  fmfAttr);
      break;
    }
    case ReduceKind::fmin:
      result = LLVM::vector_reduce_fmin::create(rewriter, loc, type, v, fmf);
      break;
    case ReduceKind::fmax:
      result = LLVM::vector_reduce_fmax::create(rewriter, loc, type, v, fmf);
      break;
    }
    rewriter.replaceOp(op, result->getResults());
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Opaque regions
//===----------------------------------------------------------------------===//

/// Replaces every vir.opaque_region by its body, spliced into the enclosing
/// block: entry arguments become the operands, each `vir.yield` a branch to
/// the continuation, whose arguments replace the region's results.
static void inlineOpaqueRegions(ModuleOp module) {
  SmallVector<OpaqueRegionOp> regions;
  module.walk<WalkOrder::PostOrder>(
      [&](OpaqueRegionOp op) { regions.push_back(op); });
  IRRewriter rewriter(module.getContext());
  for (OpaqueRegionOp op : regions) {
    Block *before = op->getBlock();
    Block *after = rewriter.splitBlock(before, std::next(op->getIterator()));
    SmallVector<Location> locs(op.getNumResults(), op.getLoc());
    for (auto [result, loc] : llvm::zip(op.getResults(), locs))
      result.replaceAllUsesWith(after->addArgument(result.getType(), loc));
    Region &body = op.getBody();
    Block *entry = &body.front();
    for (Block &block : body) {
      auto yield = dyn_cast<YieldOp>(block.getTerminator());
      if (!yield)
        continue;
      rewriter.setInsertionPoint(yield);
      BrOp::create(rewriter, yield.getLoc(), after, yield.getValues());
      rewriter.eraseOp(yield);
    }
    rewriter.inlineRegionBefore(body, after);
    rewriter.setInsertionPoint(op);
    BrOp::create(rewriter, op.getLoc(), entry, op.getInputs());
    rewriter.eraseOp(op);
  }
}

namespace {
/// A vir.alias, kept across the conversion (its LLVM type is its target's
/// converted one).
struct PendingAlias {
  StringAttr name;
  FlatSymbolRefAttr target;
  int64_t offset;
  Location loc;
};
} // namespace

/// Takes the vir.alias operations out before the conversion.
static SmallVector<PendingAlias> takeAliases(ModuleOp module) {
  SmallVector<PendingAlias> aliases;
  for (auto alias : llvm::make_early_inc_range(module.getOps<AliasOp>())) {
    aliases.push_back({alias.getSymNameAttr(), alias.getTargetAttr(),
                       static_cast<int64_t>(alias.getOffset().value_or(0)),
                       alias.getLoc()});
    alias.erase();
  }
  return aliases;
}

/// An LLVM alias per vir.alias: the target's address plus the offset.
static void createAliases(ModuleOp module, ArrayRef<PendingAlias> aliases) {
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  MLIRContext *ctx = module.getContext();
  auto ptrType = LLVM::LLVMPointerType::get(ctx);
  for (const PendingAlias &alias : aliases) {
    Operation *target = module.lookupSymbol(alias.target.getAttr());
    Type type;
    if (auto func = dyn_cast_or_null<LLVM::LLVMFuncOp>(target))
      type = func.getFunctionType();
    else if (auto global = dyn_cast_or_null<LLVM::GlobalOp>(target))
      type = global.getGlobalType();
    if (!type)
      continue; // the verifier guarantees a defined vir.func or vir.global
    builder.setInsertionPointToEnd(module.getBody());
    auto llvmAlias =
        LLVM::AliasOp::create(builder, alias.loc, type, LLVM::Linkage::External,
                              alias.name.getValue());
    Block *block = builder.createBlock(&llvmAlias.getInitializerRegion());
    builder.setInsertionPointToStart(block);
    Value address = LLVM::AddressOfOp::create(builder, alias.loc, ptrType,
                                              alias.target.getValue());
    if (alias.offset) {
      Value offset =
          LLVM::ConstantOp::create(builder, alias.loc, builder.getI64Type(),
                                   builder.getI64IntegerAttr(alias.offset));
      address =
          LLVM::GEPOp::create(builder, alias.loc, ptrType, builder.getI8Type(),
                              address, ArrayRef<LLVM::GEPArg>{offset});
    }
    LLVM::ReturnOp::create(builder, alias.loc, address);
  }
}

/// Gathers the vir.global_ctor and vir.global_dtor operations into LLVM's
/// two lists (`llvm.global_ctors`, `llvm.global_dtors`), in module order,
/// each entry without associated data.
static void lowerInitFini(ModuleOp module) {
  MLIRContext *ctx = module.getContext();
  SmallVector<Attribute> ctors, ctorPriorities, dtors, dtorPriorities;
  for (Operation &op : llvm::make_early_inc_range(module.getOps())) {
    if (auto ctor = dyn_cast<GlobalCtorOp>(op)) {
      ctors.push_back(ctor.getFunctionAttr());
      ctorPriorities.push_back(ctor.getPriorityAttr());
    } else if (auto dtor = dyn_cast<GlobalDtorOp>(op)) {
      dtors.push_back(dtor.getFunctionAttr());
      dtorPriorities.push_back(dtor.getPriorityAttr());
    } else {
      continue;
    }
    op.erase();
  }
  auto builder = OpBuilder::atBlockEnd(module.getBody());
  auto zeros = [&](size_t n) {
    return ArrayAttr::get(ctx,
                          SmallVector<Attribute>(n, LLVM::ZeroAttr::get(ctx)));
  };
  if (!ctors.empty())
    LLVM::GlobalCtorsOp::create(
        builder, module.getLoc(), ArrayAttr::get(ctx, ctors),
        ArrayAttr::get(ctx, ctorPriorities), zeros(ctors.size()));
  if (!dtors.empty())
    LLVM::GlobalDtorsOp::create(
        builder, module.getLoc(), ArrayAttr::get(ctx, dtors),
        ArrayAttr::get(ctx, dtorPriorities), zeros(dtors.size()));
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct ConvertVIRToLLVMPass
    : public vct::impl::ConvertVIRToLLVMPassBase<ConvertVIRToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    inlineOpaqueRegions(module);
    // Blocks no path reaches never run; the conversion driver does not visit
    // them, so they would keep VIR operations. Dropping them changes nothing.
    IRRewriter rewriter(ctx);
    for (FuncOp func : module.getOps<FuncOp>())
      (void)eraseUnreachableBlocks(rewriter, func->getRegions());
    // vct.abi must be well formed (VIRABI.h).
    bool badABI = false;
    SymbolTableCollection symbols;
    module.walk(
        [&](Operation *op) { badABI |= failed(verifyABI(op, symbols)); });
    if (badABI)
      return signalPassFailure();
    lowerInitFini(module);
    SmallVector<PendingAlias> aliases = takeAliases(module);
    TraitContext traits(module);

    LLVMTypeConverter converter(ctx);
    addVIRTypeConversions(converter);

    RewritePatternSet patterns(ctx);
    patterns.add<FuncLowering, GlobalLowering, SwitchLowering, ReturnLowering,
                 ConstantLowering, NullLowering, UndefLowering,
                 AddressOfLowering, ICmpLowering, FCmpLowering, AllocaLowering,
                 GEPLowering, SplatLowering, ExtractLowering, InsertLowering,
                 ShuffleLowering, ReduceLowering, UMulHLowering,
                 VaListLowering<VaStartOp, LLVM::VaStartOp>,
                 VaListLowering<VaEndOp, LLVM::VaEndOp>,
                 VaListLowering<VaCopyOp, LLVM::VaCopyOp>, AtomicRMWLowering,
                 CmpXchgLowering, FenceLowering, StackSaveLowering,
                 StackRestoreLowering>(converter);
    patterns.add<BrLowering, CondBrLowering, CallLowering, LoadLowering,
                 StoreLowering, MemTransferLowering<MemcpyOp, LLVM::MemcpyOp>,
                 MemTransferLowering<MemmoveOp, LLVM::MemmoveOp>,
                 MemTransferLowering<MemsetOp, LLVM::MemsetOp>>(converter,
                                                                traits);
    patterns.add<OneToOneLowering<AddOp, LLVM::AddOp>,
                 OneToOneLowering<SubOp, LLVM::SubOp>,
                 OneToOneLowering<MulOp, LLVM::MulOp>,
                 OneToOneLowering<ShlOp, LLVM::ShlOp>,
                 OneToOneLowering<UDivOp, LLVM::UDivOp>,
                 OneToOneLowering<SDivOp, LLVM::SDivOp>,
                 OneToOneLowering<URemOp, LLVM::URemOp>,
                 OneToOneLowering<SRemOp, LLVM::SRemOp>,
                 OneToOneLowering<AndOp, LLVM::AndOp>,
                 OneToOneLowering<OrOp, LLVM::OrOp>,
                 OneToOneLowering<XorOp, LLVM::XOrOp>,
                 OneToOneLowering<LShrOp, LLVM::LShrOp>,
                 OneToOneLowering<AShrOp, LLVM::AShrOp>,
                 OneToOneLowering<SelectOp, LLVM::SelectOp>,
                 OneToOneLowering<ZExtOp, LLVM::ZExtOp>,
                 OneToOneLowering<SExtOp, LLVM::SExtOp>,
                 OneToOneLowering<TruncOp, LLVM::TruncOp>,
                 OneToOneLowering<PtrToIntOp, LLVM::PtrToIntOp>,
                 OneToOneLowering<IntToPtrOp, LLVM::IntToPtrOp>,
                 OneToOneLowering<FPToSIOp, LLVM::FPToSIOp>,
                 OneToOneLowering<FPToUIOp, LLVM::FPToUIOp>,
                 OneToOneLowering<SIToFPOp, LLVM::SIToFPOp>,
                 OneToOneLowering<UIToFPOp, LLVM::UIToFPOp>,
                 OneToOneLowering<FPExtOp, LLVM::FPExtOp>,
                 OneToOneLowering<FPTruncOp, LLVM::FPTruncOp>,
                 OneToOneLowering<BitcastOp, LLVM::BitcastOp>,
                 OneToOneLowering<FAddOp, LLVM::FAddOp>,
                 OneToOneLowering<FSubOp, LLVM::FSubOp>,
                 OneToOneLowering<FMulOp, LLVM::FMulOp>,
                 OneToOneLowering<FDivOp, LLVM::FDivOp>,
                 OneToOneLowering<FRemOp, LLVM::FRemOp>,
                 OneToOneLowering<FNegOp, LLVM::FNegOp>>(converter);
    patterns.add<UnreachableLowering>(converter);

    LLVMConversionTarget target(*ctx);
    target.addLegalOp<ModuleOp>();
    target.addIllegalDialect<VIRDialect>();
    // Lower literally: folding here would change the program the optimizer
    // produced (and reach into former opaque regions).
    ConversionConfig config;
    config.foldingMode = DialectConversionFoldingMode::Never;
    if (failed(
            applyFullConversion(module, target, std::move(patterns), config)))
      return signalPassFailure();
    createAliases(module, aliases);

    module->setAttr(LLVM::LLVMDialect::getTargetTripleAttrName(),
                    StringAttr::get(ctx, kTargetTriple));
    module->setAttr(LLVM::LLVMDialect::getDataLayoutAttrName(),
                    StringAttr::get(ctx, kDataLayout));
    module->removeAttr(VIRDialect::getTargetCpuAttrName());
  }
};
} // namespace
