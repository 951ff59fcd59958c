//===- VIROps.cpp - VIR operations ----------------------------------------===//
//
// Custom syntax, builders, verifiers and interface methods of the VIR
// operations. Folders live in VIRFolds.cpp, integer-range inference in
// VIRIntRange.cpp, the memory-slot interfaces in VIRMemorySlot.cpp and trait
// checks in VIRTraits.cpp.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "TraitVerifier.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// gep-indices ::= (index (`,` index)*)?   index ::= ssa-value | integer
static ParseResult
parseGEPIndices(OpAsmParser &parser,
                SmallVectorImpl<OpAsmParser::UnresolvedOperand> &dynamicIndices,
                DenseI32ArrayAttr &rawConstantIndices) {
  SmallVector<int32_t> indices;
  auto parseIndex = [&]() -> ParseResult {
    int32_t constant = 0;
    OptionalParseResult parsedConstant = parser.parseOptionalInteger(constant);
    if (parsedConstant.has_value()) {
      if (failed(*parsedConstant))
        return failure();
      if (constant == GEPOp::kDynamicIndex)
        return parser.emitError(parser.getCurrentLocation(),
                                "gep index out of range");
      indices.push_back(constant);
      return success();
    }
    indices.push_back(GEPOp::kDynamicIndex);
    return parser.parseOperand(dynamicIndices.emplace_back());
  };
  if (parser.parseCommaSeparatedList(parseIndex))
    return failure();
  rawConstantIndices = DenseI32ArrayAttr::get(parser.getContext(), indices);
  return success();
}

static void printGEPIndices(OpAsmPrinter &printer, GEPOp op,
                            OperandRange dynamicIndices,
                            DenseI32ArrayAttr rawConstantIndices) {
  unsigned nextDynamic = 0;
  llvm::interleaveComma(rawConstantIndices.asArrayRef(), printer,
                        [&](int32_t index) {
                          if (index == GEPOp::kDynamicIndex)
                            printer << dynamicIndices[nextDynamic++];
                          else
                            printer << index;
                        });
}

/// switch-cases ::= `default` `:` successor (`,` integer `:` successor)*
static ParseResult parseSwitchCases(
    OpAsmParser &parser, Type flagType, Block *&defaultDestination,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &defaultOperands,
    SmallVectorImpl<Type> &defaultOperandTypes, DenseI64ArrayAttr &caseValues,
    SmallVectorImpl<Block *> &caseDestinations,
    SmallVectorImpl<SmallVector<OpAsmParser::UnresolvedOperand>> &caseOperands,
    SmallVectorImpl<SmallVector<Type>> &caseOperandTypes) {
  auto parseSuccessorAndOperands =
      [&](Block *&dest, SmallVectorImpl<OpAsmParser::UnresolvedOperand> &ops,
          SmallVectorImpl<Type> &types) -> ParseResult {
    if (parser.parseSuccessor(dest))
      return failure();
    if (succeeded(parser.parseOptionalLParen())) {
      if (parser.parseOperandList(ops, OpAsmParser::Delimiter::None) ||
          parser.parseColonTypeList(types) || parser.parseRParen())
        return failure();
    }
    return success();
  };
  if (parser.parseKeyword("default") || parser.parseColon() ||
      parseSuccessorAndOperands(defaultDestination, defaultOperands,
                                defaultOperandTypes))
    return failure();

  SmallVector<int64_t> values;
  unsigned width = flagType.getIntOrFloatBitWidth();
  while (succeeded(parser.parseOptionalComma())) {
    int64_t value = 0;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseInteger(value))
      return failure();
    // Accept the value if it fits the flag's width as a signed or an unsigned
    // integer; store it normalized (zero-extended for i1, sign-extended
    // otherwise) as the verifier and the folders expect.
    if (!llvm::isIntN(width, value) &&
        !(value >= 0 && llvm::isUIntN(width, value)))
      return parser.emitError(loc, "case value ")
             << value << " does not fit " << flagType;
    APInt bits(64, static_cast<uint64_t>(value), /*isSigned=*/true);
    bits = bits.trunc(width);
    values.push_back(width == 1 ? bits.getZExtValue() : bits.getSExtValue());
    if (parser.parseColon() ||
        parseSuccessorAndOperands(caseDestinations.emplace_back(),
                                  caseOperands.emplace_back(),
                                  caseOperandTypes.emplace_back()))
      return failure();
  }
  if (!values.empty())
    caseValues = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printSwitchCases(
    OpAsmPrinter &p, SwitchOp op, Type flagType, Block *defaultDestination,
    OperandRange defaultOperands, TypeRange defaultOperandTypes,
    DenseI64ArrayAttr caseValues, SuccessorRange caseDestinations,
    OperandRangeRange caseOperands, const TypeRangeRange &caseOperandTypes) {
  p << "  default: ";
  p.printSuccessorAndUseList(defaultDestination, defaultOperands);
  if (!caseValues) {
    p.printNewline();
    return;
  }
  unsigned width = flagType.getIntOrFloatBitWidth();
  for (auto [index, value] : llvm::enumerate(caseValues.asArrayRef())) {
    p << ',';
    p.printNewline();
    p << "  ";
    // Print i1 cases as 0/1, wider ones as signed values.
    if (width == 1)
      p << (value & 1);
    else
      p << value;
    p << ": ";
    p.printSuccessorAndUseList(caseDestinations[index], caseOperands[index]);
  }
  p.printNewline();
}

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type, bool isVariadic) {
  state.addAttribute(SymbolTable::getSymbolAttrName(),
                     builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  if (isVariadic)
    state.addAttribute(getVariadicAttrName(state.name), builder.getUnitAttr());
  state.addRegion();
}

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  bool isVariadic = false;
  auto buildFuncType =
      [&](Builder &builder, ArrayRef<Type> argTypes, ArrayRef<Type> results,
          function_interface_impl::VariadicFlag variadic, std::string &) {
        isVariadic = variadic.isVariadic();
        return builder.getFunctionType(argTypes, results);
      };
  if (function_interface_impl::parseFunctionOp(
          parser, result, /*allowVariadic=*/true,
          getFunctionTypeAttrName(result.name), buildFuncType,
          getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name)))
    return failure();
  if (isVariadic)
    result.addAttribute(getVariadicAttrName(result.name),
                        parser.getBuilder().getUnitAttr());
  return success();
}

void FuncOp::print(OpAsmPrinter &p) {
  p << ' ';
  if (auto visibility = getSymVisibility())
    p << *visibility << ' ';
  p.printSymbolName(getSymName());
  function_interface_impl::printFunctionSignature(
      p, *this, getArgumentTypes(), getVariadic(), getResultTypes());
  function_interface_impl::printFunctionAttributes(
      p, *this,
      {getSymVisibilityAttrName(), getFunctionTypeAttrName(),
       getVariadicAttrName(), getArgAttrsAttrName(), getResAttrsAttrName()});
  if (!getBody().empty()) {
    p << ' ';
    p.printRegion(getBody(), /*printEntryBlockArgs=*/false,
                  /*printBlockTerminators=*/true);
  }
}

/// Checks the results of a function or call: at most two VIR values, and
/// two only as the eightbytes of a structure returned in registers (each a
/// scalar or a vector of at most 8 bytes).
static LogicalResult
verifyResultTypes(TypeRange results,
                  llvm::function_ref<InFlightDiagnostic()> emitOpError) {
  if (results.size() > 2)
    return emitOpError() << "has " << results.size()
                         << " results; a VIR function has at most two";
  for (Type result : results)
    if (!isVIRValueType(result))
      return emitOpError() << "result type " << result
                           << " is not a VIR value type";
  if (results.size() == 2)
    for (Type result : results)
      if (getAllocSize(result) > 8)
        return emitOpError()
               << "result type " << result << " is wider than 8 bytes; "
               << "each of two results is one eightbyte of a structure "
                  "returned in registers";
  return success();
}

/// An alignment is a power of two no larger than 2^32, LLVM's largest
/// (llvm::Value::MaximumAlignment); both backends write it as given.
static LogicalResult verifyAlignmentValue(Operation *op,
                                          std::optional<uint64_t> alignment) {
  constexpr uint64_t kMaxAlignment = uint64_t(1) << 32;
  if (!alignment)
    return success();
  if (*alignment == 0 || !llvm::isPowerOf2_64(*alignment))
    return op->emitOpError("alignment must be a power of two, got ")
           << static_cast<int64_t>(*alignment);
  if (*alignment > kMaxAlignment)
    return op->emitOpError("alignment ")
           << *alignment << " exceeds the largest, 2^32 (4294967296)";
  return success();
}

/// LLVM reserves the `llvm.` prefix for its intrinsics; a VIR symbol with it
/// would become an intrinsic declaration or an invalid definition. VIR has
/// its own operations for the intrinsics it supports.
static LogicalResult verifySymbolName(Operation *op, StringRef name) {
  if (name.starts_with("llvm."))
    return op->emitOpError("symbol '")
           << name
           << "' uses the 'llvm.' prefix, which is reserved for LLVM "
              "intrinsics";
  return success();
}

LogicalResult FuncOp::verify() {
  if (failed(verifySymbolName(*this, getName())))
    return failure();
  FunctionType type = getFunctionType();
  for (Type input : type.getInputs())
    if (!isVIRValueType(input))
      return emitOpError("argument type ")
             << input << " is not a VIR value type";
  if (failed(
          verifyResultTypes(type.getResults(), [&] { return emitOpError(); })))
    return failure();
  if (getEpochAttr() && getEpochAttr().getInt() < 0)
    return emitOpError("epoch must be non-negative, got ")
           << getEpochAttr().getInt();
  if (auto scopes = getAliasScopes()) {
    llvm::SmallSet<StringRef, 8> seen;
    for (auto scope : scopes->getAsRange<StringAttr>())
      if (!seen.insert(scope.getValue()).second)
        return emitOpError("declares alias scope '")
               << scope.getValue() << "' twice";
  }
  return success();
}

LogicalResult FuncOp::verifyRegions() {
  // The entry block's arguments are checked against the signature by
  // FunctionOpInterface's own verifier.
  if (isExternal())
    return success();
  return detail::verifyLoopRequestsOnBackEdges(*this);
}

//===----------------------------------------------------------------------===//
// GlobalOp
//===----------------------------------------------------------------------===//

/// Parses an initializer for a global of type `type` (see GlobalOp's
/// description for the grammar).
static ParseResult parseInitializer(OpAsmParser &parser, Type type,
                                    Attribute &init) {
  MLIRContext *ctx = parser.getContext();
  if (succeeded(parser.parseOptionalKeyword("zeroinit"))) {
    init = ZeroInitAttr::get(ctx);
    return success();
  }
  if (succeeded(parser.parseOptionalKeyword("undef"))) {
    init = UndefInitAttr::get(ctx);
    return success();
  }
  // An address: for a pointer, or as an integer for an i64.
  StringAttr symbolName;
  bool address = isa<PtrType>(type);
  if (!address && type.isSignlessInteger(64) &&
      succeeded(parser.parseOptionalSymbolName(symbolName)))
    address = true;
  if (address) {
    FlatSymbolRefAttr symbol;
    if (symbolName)
      symbol = FlatSymbolRefAttr::get(symbolName);
    else if (parser.parseAttribute(symbol))
      return failure();
    int64_t offset = 0;
    bool plus = succeeded(parser.parseOptionalPlus());
    if (plus || succeeded(parser.parseOptionalMinus())) {
      if (parser.parseInteger(offset))
        return failure();
      if (!plus)
        offset = -offset;
    }
    init = AddressAttr::get(ctx, symbol, offset);
    return success();
  }
  if (isa<ArrayType, StructType>(type)) {
    std::string string;
    if (succeeded(parser.parseOptionalString(&string))) {
      init = StringAttr::get(ctx, string);
      return success();
    }
    SmallVector<Attribute> elements;
    auto elementType = [&](size_t index) -> Type {
      if (auto array = dyn_cast<ArrayType>(type))
        return array.getElementType();
      ArrayRef<Type> body = cast<StructType>(type).getBody();
      return index < body.size() ? body[index] : Type();
    };
    auto parseElement = [&]() -> ParseResult {
      Type elemType = elementType(elements.size());
      if (!elemType)
        return parser.emitError(parser.getCurrentLocation(),
                                "too many initializers for ")
               << type;
      return parseInitializer(parser, elemType, elements.emplace_back());
    };
    if (parser.parseCommaSeparatedList(OpAsmParser::Delimiter::Square,
                                       parseElement))
      return failure();
    init = ArrayAttr::get(ctx, elements);
    return success();
  }
  return parser.parseAttribute(init, type);
}

/// An x87 f80 value as its 80 bits (`0x3FFF8000000000000000`), which MLIR
/// parses exactly for an f80; a decimal literal it would read through a
/// double. True if `attr` is one and was printed.
static bool printX87Float(OpAsmPrinter &p, Attribute attr) {
  auto value = dyn_cast<FloatAttr>(attr);
  if (!value || !value.getType().isF80())
    return false;
  SmallString<24> hex;
  value.getValue().bitcastToAPInt().toString(hex, 16, /*Signed=*/false,
                                             /*formatAsCLiteral=*/false,
                                             /*UpperCase=*/true);
  p << "0x" << std::string(20 - std::min<size_t>(hex.size(), 20), '0') << hex;
  return true;
}

static ParseResult parseConstantValue(OpAsmParser &parser, TypedAttr &value) {
  return parser.parseAttribute(value);
}

static void printConstantValue(OpAsmPrinter &p, Operation *, TypedAttr value) {
  if (printX87Float(p, value)) {
    p << " : " << value.getType();
    return;
  }
  p.printAttribute(value);
}

static void printInitializer(OpAsmPrinter &p, Attribute init) {
  if (isa<ZeroInitAttr>(init)) {
    p << "zeroinit";
  } else if (isa<UndefInitAttr>(init)) {
    p << "undef";
  } else if (auto address = dyn_cast<AddressAttr>(init)) {
    p.printAttribute(address.getSymbol());
    if (address.getOffset() > 0)
      p << " + " << address.getOffset();
    else if (address.getOffset() < 0)
      p << " - " << -address.getOffset();
  } else if (auto string = dyn_cast<StringAttr>(init)) {
    p.printAttribute(string);
  } else if (auto elements = dyn_cast<ArrayAttr>(init)) {
    p << '[';
    llvm::interleaveComma(
        elements, p, [&](Attribute element) { printInitializer(p, element); });
    p << ']';
  } else if (!printX87Float(p, init)) {
    p.printAttributeWithoutType(init);
  }
}

/// global ::= `vir.global` visibility? `constant`? symbol `:` type
///            (`=` initializer)? (`align` integer)? attr-dict
ParseResult GlobalOp::parse(OpAsmParser &parser, OperationState &result) {
  Builder &builder = parser.getBuilder();
  std::string visibility;
  if (succeeded(parser.parseOptionalKeywordOrString(&visibility)) &&
      visibility != "constant") {
    result.addAttribute(getSymVisibilityAttrName(result.name),
                        builder.getStringAttr(visibility));
    visibility.clear();
  }
  if (visibility == "constant" ||
      succeeded(parser.parseOptionalKeyword("constant")))
    result.addAttribute(getConstantAttrName(result.name),
                        builder.getUnitAttr());
  StringAttr name;
  Type type;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes) ||
      parser.parseColonType(type))
    return failure();
  result.addAttribute(getGlobalTypeAttrName(result.name), TypeAttr::get(type));
  if (succeeded(parser.parseOptionalEqual())) {
    Attribute init;
    if (parseInitializer(parser, type, init))
      return failure();
    result.addAttribute(getInitialValueAttrName(result.name), init);
  }
  if (succeeded(parser.parseOptionalKeyword("align"))) {
    int64_t alignment;
    if (parser.parseInteger(alignment))
      return failure();
    result.addAttribute(getAlignmentAttrName(result.name),
                        builder.getI64IntegerAttr(alignment));
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void GlobalOp::print(OpAsmPrinter &p) {
  p << ' ';
  if (auto visibility = getSymVisibility())
    p << *visibility << ' ';
  if (getConstant())
    p << "constant ";
  p.printSymbolName(getSymName());
  p << " : " << getGlobalType();
  if (auto init = getInitialValue()) {
    p << " = ";
    printInitializer(p, *init);
  }
  if (auto alignment = getAlignment())
    p << " align " << *alignment;
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getSymVisibilityAttrName(), getConstantAttrName(),
                           getSymNameAttrName(), getGlobalTypeAttrName(),
                           getInitialValueAttrName(), getAlignmentAttrName()});
}

/// Checks that `init` is a valid initializer for an object of `type`.
static LogicalResult verifyInitializer(Operation *op, Type type,
                                       Attribute init) {
  auto mismatch = [&]() {
    return op->emitOpError("initializer ")
           << init << " does not match type " << type;
  };
  if (isa<ZeroInitAttr, UndefInitAttr>(init))
    return success();
  if (isa<AddressAttr>(init)) {
    // A pointer, or the address as an i64 (`(uintptr_t)&x`).
    if (!isa<PtrType>(type) && !type.isSignlessInteger(64))
      return mismatch();
    return success();
  }
  if (auto string = dyn_cast<StringAttr>(init)) {
    auto array = dyn_cast<ArrayType>(type);
    if (!array || !array.getElementType().isSignlessInteger(8))
      return mismatch();
    if (array.getNumElements() != string.size())
      return op->emitOpError("string initializer has ")
             << string.size() << " bytes, the type " << array.getNumElements();
    return success();
  }
  if (auto typed = dyn_cast<TypedAttr>(init)) {
    if (!isa<IntegerAttr, FloatAttr, DenseElementsAttr>(init) ||
        typed.getType() != type)
      return mismatch();
    return success();
  }
  auto elements = dyn_cast<ArrayAttr>(init);
  if (!elements)
    return mismatch();
  if (auto array = dyn_cast<ArrayType>(type)) {
    if (elements.size() != array.getNumElements())
      return op->emitOpError("initializer has ")
             << elements.size() << " elements, the type "
             << array.getNumElements();
    for (Attribute element : elements)
      if (failed(verifyInitializer(op, array.getElementType(), element)))
        return failure();
    return success();
  }
  auto structType = dyn_cast<StructType>(type);
  if (!structType)
    return mismatch();
  if (elements.size() != structType.getBody().size())
    return op->emitOpError("initializer has ")
           << elements.size() << " fields, the type "
           << structType.getBody().size();
  for (auto [field, element] : llvm::zip(structType.getBody(), elements))
    if (failed(verifyInitializer(op, field, element)))
      return failure();
  return success();
}

LogicalResult GlobalOp::verify() {
  if (failed(verifySymbolName(*this, getSymName())))
    return failure();
  if (!isVIRStorableType(getGlobalType()))
    return emitOpError("type ")
           << getGlobalType() << " is not a VIR value or aggregate type";
  if (failed(verifyAlignmentValue(*this, getAlignment())))
    return failure();
  if (getConstant() && isDeclaration())
    return success();
  if (auto init = getInitialValue())
    return verifyInitializer(*this, getGlobalType(), *init);
  return success();
}

/// Collects the symbols the address initializers inside `init` name.
static void collectAddresses(Attribute init,
                             SmallVectorImpl<FlatSymbolRefAttr> &symbols) {
  if (auto address = dyn_cast<AddressAttr>(init))
    symbols.push_back(address.getSymbol());
  else if (auto elements = dyn_cast<ArrayAttr>(init))
    for (Attribute element : elements)
      collectAddresses(element, symbols);
}

LogicalResult GlobalOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto init = getInitialValue();
  if (!init)
    return success();
  SmallVector<FlatSymbolRefAttr> symbols;
  collectAddresses(*init, symbols);
  for (FlatSymbolRefAttr symbol : symbols) {
    Operation *target =
        symbolTable.lookupNearestSymbolFrom<Operation *>(*this, symbol);
    if (!isa_and_nonnull<GlobalOp, FuncOp>(target))
      return emitOpError("initializer refers to ")
             << symbol << ", which is not a vir.global or vir.func";
    // Each thread has its own: no address of one is a link-time constant
    // (C rejects `int *p = &tl;` for a _Thread_local tl).
    if (target->hasAttr("vct.thread_local"))
      return emitOpError("initializer refers to ")
             << symbol << ", which is thread-local (its address is not a "
             << "constant)";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AliasOp
//===----------------------------------------------------------------------===//

LogicalResult AliasOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *target =
      symbolTable.lookupNearestSymbolFrom(*this, getTargetAttr());
  auto func = dyn_cast_or_null<FuncOp>(target);
  auto global = dyn_cast_or_null<GlobalOp>(target);
  if (!func && !global)
    return emitOpError("'")
           << getTarget() << "' does not name a vir.global or vir.func";
  if ((func && func.isExternal()) || (global && global.isDeclaration()))
    return emitOpError("@") << getTarget() << " is not defined in the module";
  if (func && getOffset() && *getOffset() != 0)
    return emitOpError("an alias of function @")
           << getTarget() << " has no offset";
  return success();
}

//===----------------------------------------------------------------------===//
// GlobalCtorOp, GlobalDtorOp
//===----------------------------------------------------------------------===//

/// A constructor or destructor names a function defined in the module that
/// takes no arguments.
static LogicalResult verifyInitFini(Operation *op, FlatSymbolRefAttr function,
                                    SymbolTableCollection &symbolTable) {
  auto func = symbolTable.lookupNearestSymbolFrom<FuncOp>(op, function);
  if (!func)
    return op->emitOpError("'")
           << function.getValue() << "' does not name a vir.func";
  if (func.isExternal())
    return op->emitOpError("@")
           << function.getValue() << " is not defined in the module";
  if (func.getNumArguments() != 0 || func.getVariadic())
    return op->emitOpError("@") << function.getValue() << " takes arguments";
  return success();
}

LogicalResult
GlobalCtorOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyInitFini(*this, getFunctionAttr(), symbolTable);
}

LogicalResult
GlobalDtorOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  return verifyInitFini(*this, getFunctionAttr(), symbolTable);
}

//===----------------------------------------------------------------------===//
// AddressOfOp
//===----------------------------------------------------------------------===//

LogicalResult
AddressOfOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *symbol =
      symbolTable.lookupNearestSymbolFrom(*this, getSymbolAttr());
  if (!isa_and_nonnull<GlobalOp, FuncOp>(symbol))
    return emitOpError("'")
           << getSymbol() << "' does not name a vir.global or vir.func";
  return success();
}

void AddressOfOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), (getSymbol() + "_addr").str());
}

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

void CallOp::build(OpBuilder &builder, OperationState &state, FuncOp callee,
                   ValueRange args) {
  build(builder, state, SymbolRefAttr::get(callee), callee.getResultTypes(),
        args);
  if (callee.getVariadic())
    state.addAttribute(getVarCalleeTypeAttrName(state.name),
                       TypeAttr::get(callee.getFunctionType()));
}

void CallOp::build(OpBuilder &builder, OperationState &state,
                   FlatSymbolRefAttr callee, TypeRange results,
                   ValueRange args) {
  build(builder, state, results, callee, args, /*var_callee_type=*/nullptr,
        /*arg_attrs=*/nullptr, /*res_attrs=*/nullptr);
}

/// call ::= `vir.call` (symbol | ssa-value) `(` operands `)`
///          (`vararg` `(` function-type `)`)? attr-dict `:` function-type
ParseResult CallOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *ctx = parser.getContext();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  FlatSymbolRefAttr callee;
  OpAsmParser::UnresolvedOperand calleePtr;
  OptionalParseResult parsedPtr = parser.parseOptionalOperand(calleePtr);
  bool indirect = parsedPtr.has_value();
  if (indirect) {
    if (failed(*parsedPtr))
      return failure();
  } else if (parser.parseAttribute(callee, getCalleeAttrName(result.name),
                                   result.attributes)) {
    return failure();
  }
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("vararg"))) {
    Type varType;
    if (parser.parseLParen() || parser.parseType(varType) ||
        parser.parseRParen())
      return failure();
    auto funcType = dyn_cast<FunctionType>(varType);
    if (!funcType)
      return parser.emitError(parser.getNameLoc(),
                              "expected a function type in vararg(...)");
    result.addAttribute(getVarCalleeTypeAttrName(result.name),
                        TypeAttr::get(funcType));
  }
  SMLoc typeLoc = parser.getCurrentLocation();
  FunctionType type;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  SmallVector<Type> operandTypes;
  if (indirect) {
    operandTypes.push_back(PtrType::get(ctx));
    operands.insert(operands.begin(), calleePtr);
  }
  llvm::append_range(operandTypes, type.getInputs());
  if (parser.resolveOperands(operands, operandTypes, typeLoc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  return success();
}

void CallOp::print(OpAsmPrinter &p) {
  p << ' ';
  if (isIndirect())
    p << getCalleeOperands().front();
  else
    p.printAttributeWithoutType(getCalleeAttr());
  p << '(' << getArgs() << ')';
  if (auto varType = getVarCalleeType())
    p << " vararg(" << *varType << ')';
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {getCalleeAttrName(), getVarCalleeTypeAttrName()});
  p << " : ";
  p.printFunctionalType(getArgs().getTypes(), (*this)->getResultTypes());
}

LogicalResult CallOp::verify() {
  if (isIndirect()) {
    if (getCalleeOperands().empty() ||
        !isa<PtrType>(getCalleeOperands().front().getType()))
      return emitOpError("indirect call needs a !vir.ptr callee operand");
  }
  for (Value arg : getArgs())
    if (!isVIRValueType(arg.getType()))
      return emitOpError("argument type ")
             << arg.getType() << " is not a VIR value type";
  if (failed(
          verifyResultTypes(getResultTypes(), [&] { return emitOpError(); })))
    return failure();
  if (auto varType = getVarCalleeType()) {
    ArrayRef<Type> fixed = varType->getInputs();
    auto args = getArgs();
    if (args.size() < fixed.size())
      return emitOpError("passes ")
             << args.size() << " arguments, fewer than the " << fixed.size()
             << " fixed parameters of the variadic callee";
    for (auto [index, pair] : llvm::enumerate(llvm::zip(args, fixed)))
      if (std::get<0>(pair).getType() != std::get<1>(pair))
        return emitOpError("argument ")
               << index << " has type " << std::get<0>(pair).getType()
               << ", the variadic callee's parameter " << std::get<1>(pair);
    if (TypeRange(varType->getResults()) != TypeRange(getResultTypes()))
      return emitOpError("result types do not match the variadic callee's");
  }
  if (auto resAttrs = getResAttrs())
    for (auto dict : resAttrs->getAsRange<DictionaryAttr>())
      for (NamedAttribute attr : dict)
        if (attr.getName().getValue().starts_with("vir."))
          return emitOpError("result attribute '")
                 << attr.getName().getValue()
                 << "': VIR traits on a call's result go on the call itself";
  if (auto argAttrs = getArgAttrs()) {
    if (argAttrs->size() != getArgs().size())
      return emitOpError("has ")
             << argAttrs->size() << " argument attribute "
             << "dictionaries for " << getArgs().size() << " arguments";
    for (auto [index, dict] :
         llvm::enumerate(argAttrs->getAsRange<DictionaryAttr>()))
      for (NamedAttribute attr : dict)
        if (failed(detail::verifyCallArgAttribute(*this, index, attr)))
          return failure();
  }
  return success();
}

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  FlatSymbolRefAttr calleeAttr = getCalleeAttr();
  if (!calleeAttr)
    return success();
  auto fn = symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, calleeAttr);
  if (!fn)
    return emitOpError("'")
           << calleeAttr.getValue() << "' does not name a vir.func";
  FunctionType fnType = fn.getFunctionType();
  if (fn.getVariadic()) {
    auto varType = getVarCalleeType();
    if (!varType)
      return emitOpError("calls variadic function @")
             << calleeAttr.getValue() << " without vararg(" << fnType << ")";
    if (*varType != fnType)
      return emitOpError("vararg type ")
             << *varType << " does not match @" << calleeAttr.getValue()
             << "'s " << fnType;
    return success();
  }
  if (getVarCalleeType())
    return emitOpError("has vararg(...) but @")
           << calleeAttr.getValue() << " is not variadic";
  auto args = getArgs();
  if (fnType.getNumInputs() != args.size())
    return emitOpError("passes ")
           << args.size() << " arguments to @" << calleeAttr.getValue()
           << ", which takes " << fnType.getNumInputs();
  for (auto [index, pair] :
       llvm::enumerate(llvm::zip(args.getTypes(), fnType.getInputs())))
    if (std::get<0>(pair) != std::get<1>(pair))
      return emitOpError("argument ")
             << index << " has type " << std::get<0>(pair) << ", @"
             << calleeAttr.getValue() << " expects " << std::get<1>(pair);
  if (TypeRange(fnType.getResults()) != TypeRange(getResultTypes()))
    return emitOpError("result types do not match @")
           << calleeAttr.getValue() << "'s " << fnType;
  return success();
}

CallInterfaceCallable CallOp::getCallableForCallee() {
  if (FlatSymbolRefAttr callee = getCalleeAttr())
    return callee;
  return getCalleeOperands().front();
}

void CallOp::setCalleeFromCallable(CallInterfaceCallable callee) {
  if (auto symbol = dyn_cast<SymbolRefAttr>(callee)) {
    if (isIndirect())
      getCalleeOperandsMutable().erase(0);
    setCalleeAttr(cast<FlatSymbolRefAttr>(symbol));
    return;
  }
  if (!isIndirect()) {
    removeCalleeAttr();
    SmallVector<Value> operands = {cast<Value>(callee)};
    llvm::append_range(operands, getCalleeOperands());
    getCalleeOperandsMutable().assign(operands);
    return;
  }
  getCalleeOperandsMutable().slice(0, 1).assign(cast<Value>(callee));
}

Operation::operand_range CallOp::getArgOperands() { return getArgs(); }

MutableOperandRange CallOp::getArgOperandsMutable() {
  MutableOperandRange all = getCalleeOperandsMutable();
  return isIndirect() ? all.slice(1, all.size() - 1) : all;
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

SuccessorOperands BrOp::getSuccessorOperands(unsigned index) {
  assert(index == 0 && "invalid successor index");
  return SuccessorOperands(getDestOperandsMutable());
}

Block *BrOp::getSuccessorForOperands(ArrayRef<Attribute>) { return getDest(); }

SuccessorOperands CondBrOp::getSuccessorOperands(unsigned index) {
  assert(index < 2 && "invalid successor index");
  return SuccessorOperands(index == 0 ? getTrueDestOperandsMutable()
                                      : getFalseDestOperandsMutable());
}

Block *CondBrOp::getSuccessorForOperands(ArrayRef<Attribute> operands) {
  if (auto cond = dyn_cast_or_null<IntegerAttr>(operands.front()))
    return cond.getValue().isOne() ? getTrueDest() : getFalseDest();
  return nullptr;
}

/// Checks that `weights`, when present, has one entry per successor.
static LogicalResult verifyWeights(Operation *op,
                                   std::optional<ArrayRef<int32_t>> weights) {
  if (!weights)
    return success();
  if (weights->size() != op->getNumSuccessors())
    return op->emitOpError("has ") << weights->size() << " branch weights for "
                                   << op->getNumSuccessors() << " successors";
  for (int32_t weight : *weights)
    if (weight < 0)
      return op->emitOpError("branch weights must be non-negative");
  return success();
}

LogicalResult CondBrOp::verify() {
  return verifyWeights(*this, getBranchWeights());
}

void SwitchOp::build(OpBuilder &builder, OperationState &state, Value flag,
                     Block *defaultDest, ValueRange defaultOperands,
                     ArrayRef<int64_t> caseValues, BlockRange caseDests,
                     ArrayRef<ValueRange> caseOperands) {
  DenseI64ArrayAttr values;
  if (!caseValues.empty())
    values = builder.getDenseI64ArrayAttr(caseValues);
  build(builder, state, flag, defaultOperands, caseOperands, values,
        /*branch_weights=*/nullptr, defaultDest, caseDests);
}

LogicalResult SwitchOp::verify() {
  DenseI64ArrayAttr values = getCaseValuesAttr();
  size_t numValues = values ? values.size() : 0;
  if (numValues != getCaseDestinations().size())
    return emitOpError("has ")
           << numValues << " case values for " << getCaseDestinations().size()
           << " case destinations";
  if (numValues) {
    llvm::SmallSet<int64_t, 16> seen;
    for (int64_t value : values.asArrayRef())
      if (!seen.insert(value).second)
        return emitOpError("has case value ") << value << " twice";
  }
  return verifyWeights(*this, getBranchWeights());
}

SuccessorOperands SwitchOp::getSuccessorOperands(unsigned index) {
  assert(index < getNumSuccessors() && "invalid successor index");
  return SuccessorOperands(index == 0 ? getDefaultOperandsMutable()
                                      : getCaseOperandsMutable()[index - 1]);
}

Block *SwitchOp::getDestinationFor(int64_t value) {
  if (auto values = getCaseValues())
    for (auto [index, caseValue] : llvm::enumerate(*values))
      if (caseValue == value)
        return getCaseDestinations()[index];
  return getDefaultDestination();
}

OperandRange SwitchOp::getOperandsFor(int64_t value) {
  if (auto values = getCaseValues())
    for (auto [index, caseValue] : llvm::enumerate(*values))
      if (caseValue == value)
        return getCaseOperands()[index];
  return getDefaultOperands();
}

Block *SwitchOp::getSuccessorForOperands(ArrayRef<Attribute> operands) {
  auto flag = dyn_cast_or_null<IntegerAttr>(operands.front());
  if (!flag)
    return nullptr;
  const APInt &value = flag.getValue();
  return getDestinationFor(value.getBitWidth() == 1 ? value.getZExtValue()
                                                    : value.getSExtValue());
}

LogicalResult ReturnOp::verify() {
  auto fn = (*this)->getParentOfType<FuncOp>();
  ArrayRef<Type> results = fn.getResultTypes();
  TypeRange returned = getValues().getTypes();
  if (returned == TypeRange(results))
    return success();
  if (returned.empty())
    return emitOpError("returns no value from a function returning ")
           << results;
  if (results.empty())
    return emitOpError("returns a value from a function without results");
  return emitOpError("returns ")
         << returned << " from a function returning " << results;
}

//===----------------------------------------------------------------------===//
// ConstantOp, SelectOp
//===----------------------------------------------------------------------===//

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  auto intAttr = dyn_cast<IntegerAttr>(getValue());
  if (!intAttr || intAttr.getType().isInteger(1)) {
    setNameFn(getResult(), "cst");
    return;
  }
  SmallString<16> name;
  llvm::raw_svector_ostream os(name);
  os << 'c' << intAttr.getValue().getSExtValue() << '_' << intAttr.getType();
  std::replace(name.begin(), name.end(), '-', 'n');
  setNameFn(getResult(), name);
}

LogicalResult SelectOp::verify() {
  auto condVec = dyn_cast<VectorType>(getCondition().getType());
  if (!condVec)
    return success();
  auto resVec = dyn_cast<VectorType>(getType());
  if (!resVec || resVec.getShape() != condVec.getShape())
    return emitOpError("vector condition ")
           << condVec << " needs a result vector of the same length, got "
           << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

/// The element type of a scalar or vector, and its length (0 for scalars).
static std::pair<Type, int64_t> splitShape(Type type) {
  if (auto vec = dyn_cast<VectorType>(type))
    return {vec.getElementType(), vec.getNumElements()};
  return {type, 0};
}

/// Shared compatibility check of the integer and float casts: same shape,
/// and `widthOk(inBits, outBits)`.
static bool areCastCompatible(TypeRange inputs, TypeRange outputs,
                              bool (*kindOk)(Type, Type),
                              bool (*widthOk)(unsigned, unsigned)) {
  if (inputs.size() != 1 || outputs.size() != 1)
    return false;
  auto [inElem, inLen] = splitShape(inputs.front());
  auto [outElem, outLen] = splitShape(outputs.front());
  if (inLen != outLen || !kindOk(inElem, outElem))
    return false;
  if (!widthOk)
    return true;
  return widthOk(inElem.getIntOrFloatBitWidth(),
                 outElem.getIntOrFloatBitWidth());
}

static bool intToInt(Type in, Type out) {
  return isVIRIntegerType(in) && isVIRIntegerType(out);
}
static bool floatToFloat(Type in, Type out) {
  return isVIRFloatType(in) && isVIRFloatType(out);
}
static bool floatToInt(Type in, Type out) {
  return isVIRFloatType(in) && isVIRIntegerType(out);
}
static bool intToFloat(Type in, Type out) {
  return isVIRIntegerType(in) && isVIRFloatType(out);
}
static bool widens(unsigned in, unsigned out) { return out > in; }
static bool narrows(unsigned in, unsigned out) { return out < in; }

bool ZExtOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, intToInt, widens);
}
bool SExtOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, intToInt, widens);
}
bool TruncOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, intToInt, narrows);
}
bool FPExtOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, floatToFloat, widens);
}
bool FPTruncOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, floatToFloat, narrows);
}
bool FPToSIOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, floatToInt, nullptr);
}
bool FPToUIOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, floatToInt, nullptr);
}
bool SIToFPOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, intToFloat, nullptr);
}
bool UIToFPOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return ::areCastCompatible(inputs, outputs, intToFloat, nullptr);
}
bool PtrToIntOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return inputs.size() == 1 && outputs.size() == 1 &&
         isa<PtrType>(inputs.front()) && isVIRIntegerType(outputs.front());
}
bool IntToPtrOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  return inputs.size() == 1 && outputs.size() == 1 &&
         isVIRIntegerType(inputs.front()) && isa<PtrType>(outputs.front());
}

/// Size in bits of a value type, for bitcast.
static uint64_t getBitSize(Type type) {
  auto [elem, len] = splitShape(type);
  uint64_t bits = isa<PtrType>(elem) ? 64 : elem.getIntOrFloatBitWidth();
  return len ? bits * len : bits;
}

bool BitcastOp::areCastCompatible(TypeRange inputs, TypeRange outputs) {
  if (inputs.size() != 1 || outputs.size() != 1)
    return false;
  Type in = inputs.front(), out = outputs.front();
  if (in == out)
    return false;
  // Pointers only convert to pointers (use ptrtoint/inttoptr otherwise).
  bool inPtr = isa<PtrType>(splitShape(in).first);
  bool outPtr = isa<PtrType>(splitShape(out).first);
  if (inPtr != outPtr)
    return false;
  return getBitSize(in) == getBitSize(out);
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

/// Checks an optional alignment attribute.
static LogicalResult verifyAlignment(Operation *op,
                                     std::optional<uint64_t> alignment) {
  return verifyAlignmentValue(op, alignment);
}

void AllocaOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(), "slot");
}

/// Checks the type and alignment of an atomic read-modify-write: an integer
/// of 8, 16, 32 or 64 bits, or a pointer when `allowPointer`.
static LogicalResult verifyAtomicAccess(Operation *op, Type type,
                                        uint64_t alignment, bool allowPointer) {
  auto intType = dyn_cast<IntegerType>(type);
  bool validInt = intType && intType.getWidth() >= 8 &&
                  intType.getWidth() <= 64 &&
                  llvm::isPowerOf2_32(intType.getWidth());
  if (!validInt && !(allowPointer && isa<PtrType>(type)))
    return op->emitOpError("cannot operate on ")
           << type << " (integers of 8 to 64 bits"
           << (allowPointer ? " or pointers" : "") << ")";
  if (failed(verifyAlignment(op, alignment)))
    return failure();
  if (alignment < getStoreSize(type))
    return op->emitOpError("alignment ")
           << alignment << " is below the access size " << getStoreSize(type);
  return success();
}

LogicalResult AtomicRMWOp::verify() {
  if (getOrdering() == AtomicOrdering::unordered)
    return emitOpError("cannot be unordered");
  return verifyAtomicAccess(*this, getType(), getAlignment(),
                            /*allowPointer=*/getKind() == AtomicRMWKind::xchg);
}

LogicalResult CmpXchgOp::verify() {
  if (getSuccessOrdering() == AtomicOrdering::unordered ||
      getFailureOrdering() == AtomicOrdering::unordered)
    return emitOpError("cannot be unordered");
  if (getFailureOrdering() == AtomicOrdering::release ||
      getFailureOrdering() == AtomicOrdering::acq_rel)
    return emitOpError("failure ordering cannot be ")
           << stringifyAtomicOrdering(getFailureOrdering());
  return verifyAtomicAccess(*this, getOld().getType(), getAlignment(),
                            /*allowPointer=*/true);
}

LogicalResult FenceOp::verify() {
  if (getOrdering() == AtomicOrdering::unordered ||
      getOrdering() == AtomicOrdering::monotonic)
    return emitOpError("cannot be ")
           << stringifyAtomicOrdering(getOrdering())
           << " (a fence is acquire, release, acq_rel or seq_cst)";
  return success();
}

LogicalResult VaStartOp::verify() {
  auto func = (*this)->getParentOfType<FuncOp>();
  if (!func || !func.getVariadic())
    return emitOpError("is only valid in a variadic function");
  return success();
}

LogicalResult AllocaOp::verify() {
  if (!isVIRStorableType(getElemType()))
    return emitOpError("element type ")
           << getElemType() << " is not a VIR value or aggregate type";
  return verifyAlignment(*this, getAlignment());
}

/// Checks the atomic ordering and alignment of a load or store; `forbidden`
/// lists the orderings the access kind may not use.
static LogicalResult verifyAccess(Operation *op, Type type,
                                  std::optional<AtomicOrdering> ordering,
                                  std::optional<uint64_t> alignment,
                                  ArrayRef<AtomicOrdering> forbidden) {
  if (failed(verifyAlignment(op, alignment)))
    return failure();
  if (!ordering)
    return success();
  if (llvm::is_contained(forbidden, *ordering))
    return op->emitOpError("cannot have ")
           << stringifyAtomicOrdering(*ordering) << " ordering";
  // As LLVM: atomics are on pointers, f32/f64, or integers of 8 to 64 bits
  // that are a power of two wide (not x87's 10-byte f80).
  auto intType = dyn_cast<IntegerType>(type);
  bool byteSizedInt = intType && intType.getWidth() >= 8 &&
                      llvm::isPowerOf2_32(intType.getWidth());
  if (!isVIRScalarType(type) || (intType && !byteSizedInt) || type.isF80())
    return op->emitOpError("atomic access needs a pointer, an f32/f64 or an "
                           "i8/i16/i32/i64, got ")
           << type;
  if (!alignment)
    return op->emitOpError("atomic access needs an explicit alignment");
  return success();
}

LogicalResult LoadOp::verify() {
  return verifyAccess(*this, getType(), getOrdering(), getAlignment(),
                      {AtomicOrdering::release, AtomicOrdering::acq_rel});
}

LogicalResult StoreOp::verify() {
  return verifyAccess(*this, getValue().getType(), getOrdering(),
                      getAlignment(),
                      {AtomicOrdering::acquire, AtomicOrdering::acq_rel});
}

/// Volatile and atomic (monotonic or stronger) accesses also order against
/// other memory operations: model that as a write to all memory, so no pass
/// reorders or removes them.
static void addOrderingEffects(
    bool isVolatile, std::optional<AtomicOrdering> ordering,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (isVolatile || (ordering && *ordering != AtomicOrdering::unordered)) {
    effects.emplace_back(MemoryEffects::Write::get());
    effects.emplace_back(MemoryEffects::Read::get());
  }
}

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getAddrMutable());
  addOrderingEffects(getVolatile_(), getOrdering(), effects);
}

void StoreOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  effects.emplace_back(MemoryEffects::Write::get(), &getAddrMutable());
  addOrderingEffects(getVolatile_(), getOrdering(), effects);
}

void GEPOp::build(OpBuilder &builder, OperationState &state, Value base,
                  Type elemType, ArrayRef<GEPArg> indices, bool inbounds) {
  SmallVector<int32_t> raw;
  SmallVector<Value> dynamic;
  for (const GEPArg &index : indices) {
    if (index.isDynamic()) {
      raw.push_back(kDynamicIndex);
      dynamic.push_back(index.getValue());
    } else {
      raw.push_back(index.getConstant());
    }
  }
  build(builder, state, PtrType::get(builder.getContext()), base, dynamic,
        builder.getDenseI32ArrayAttr(raw), TypeAttr::get(elemType),
        inbounds ? builder.getUnitAttr() : nullptr);
}

SmallVector<GEPArg> GEPOp::getIndices() {
  SmallVector<GEPArg> indices;
  unsigned nextDynamic = 0;
  for (int32_t raw : getRawConstantIndices()) {
    if (raw == kDynamicIndex)
      indices.emplace_back(getDynamicIndices()[nextDynamic++]);
    else
      indices.emplace_back(raw);
  }
  return indices;
}

LogicalResult GEPOp::verify() {
  ArrayRef<int32_t> raw = getRawConstantIndices();
  if (raw.empty())
    return emitOpError("needs at least one index");
  if (static_cast<size_t>(llvm::count(raw, kDynamicIndex)) !=
      getDynamicIndices().size())
    return emitOpError("has ") << getDynamicIndices().size()
                               << " dynamic indices, its index list names "
                               << llvm::count(raw, kDynamicIndex);
  Type current = getElemType();
  if (!isVIRStorableType(current))
    return emitOpError("element type ")
           << current << " is not a VIR value or aggregate type";
  for (auto [position, index] : llvm::enumerate(raw.drop_front())) {
    if (auto array = dyn_cast<ArrayType>(current)) {
      current = array.getElementType();
      continue;
    }
    if (auto vec = dyn_cast<VectorType>(current)) {
      current = vec.getElementType();
      continue;
    }
    auto structType = dyn_cast<StructType>(current);
    if (!structType)
      return emitOpError("index ") << position + 1 << " steps into " << current
                                   << ", which is not an aggregate";
    if (index == kDynamicIndex)
      return emitOpError("index ")
             << position + 1 << " into " << current << " must be a constant";
    if (index < 0 || static_cast<size_t>(index) >= structType.getBody().size())
      return emitOpError("field index ")
             << index << " is out of range for " << current;
    current = structType.getBody()[index];
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

LogicalResult ShuffleOp::verify() {
  auto inType = cast<VectorType>(getV1().getType());
  auto outType = cast<VectorType>(getType());
  if (inType.getElementType() != outType.getElementType())
    return emitOpError("result element type ")
           << outType.getElementType() << " differs from the operands' "
           << inType.getElementType();
  if (static_cast<int64_t>(getMask().size()) != outType.getNumElements())
    return emitOpError("mask has ")
           << getMask().size() << " entries for a result of "
           << outType.getNumElements() << " elements";
  int64_t limit = 2 * inType.getNumElements();
  for (int32_t index : getMask())
    if (index < -1 || index >= limit)
      return emitOpError("mask index ")
             << index << " is out of range [-1, " << limit << ")";
  return success();
}

LogicalResult ReduceOp::verify() {
  bool isFloatKind =
      getKind() == ReduceKind::fadd || getKind() == ReduceKind::fmul ||
      getKind() == ReduceKind::fmin || getKind() == ReduceKind::fmax;
  Type elem = cast<VectorType>(getVector().getType()).getElementType();
  if (isFloatKind != isVIRFloatType(elem) || isa<PtrType>(elem))
    return emitOpError("cannot reduce ")
           << getVector().getType() << " with '"
           << stringifyReduceKind(getKind()) << "'";
  return success();
}

//===----------------------------------------------------------------------===//
// OpaqueRegionOp
//===----------------------------------------------------------------------===//

LogicalResult OpaqueRegionOp::verifyRegions() {
  Block &entry = getBody().front();
  if (entry.getArgumentTypes() != getInputs().getTypes())
    return emitOpError("entry block arguments must match the operands");
  for (Block &block : getBody()) {
    auto yield = dyn_cast<YieldOp>(block.getTerminator());
    if (yield && yield.getValues().getTypes() != getResultTypes())
      return yield.emitOpError("yields ")
             << yield.getValues().getTypes().size()
             << " values that do not match the region's result types";
  }
  return success();
}

SmallVector<Value, 2> vct::vir::getAccessAddresses(Operation *op) {
  return llvm::TypeSwitch<Operation *, SmallVector<Value, 2>>(op)
      .Case([](LoadOp load) { return SmallVector<Value, 2>{load.getAddr()}; })
      .Case(
          [](StoreOp store) { return SmallVector<Value, 2>{store.getAddr()}; })
      .Case<MemcpyOp, MemmoveOp>([](auto copy) {
        return SmallVector<Value, 2>{copy.getDst(), copy.getSrc()};
      })
      .Case([](MemsetOp set) { return SmallVector<Value, 2>{set.getDst()}; })
      .Default([](Operation *) { return SmallVector<Value, 2>{}; });
}

#define GET_OP_CLASSES
#include "vct/Dialect/VIR/IR/VIROps.cpp.inc"
