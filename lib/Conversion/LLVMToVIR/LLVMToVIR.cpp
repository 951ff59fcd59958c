//===- LLVMToVIR.cpp - LLVM dialect to VIR --------------------------------===//
//
// Imports a module of the LLVM dialect into VIR. The two IRs have the same
// shape (CFG functions, block arguments as phis, opaque pointers, typed
// accesses), so the import is a walk that builds one VIR op per LLVM op, with
// a value map:
//
//  1. globals: types converted, initializers evaluated to VIR initializer
//     attributes (initializer regions are interpreted: constants, addresses,
//     constant GEPs, insertvalue);
//  2. function signatures, so calls can be checked against them;
//  3. function bodies, block by block in reverse post-order, so every value
//     is mapped before its uses; unreachable blocks are dropped.
//
// VIR has no aggregate SSA values: an LLVM value of structure or array type
// (what clang uses to return 9-16 byte structures in registers) is imported
// as its leaves, the scalars and vectors it is made of, in memory order.
// Loads and stores of it become one access per leaf, `extractvalue` and
// `insertvalue` pick and replace leaves, phis and selects carry one value
// per leaf, and a function returning it returns its leaves: one result, or
// two for the two eightbytes of a structure, as LLVM's own calling
// convention splits the structure into registers.
//
// Integers wider than 64 bits (packed bit-field storage, __int128) are split
// into 64-bit parts (see importWideOp).
//
// Semantics-free LLVM intrinsics (debug info, lifetime markers, stack
// save/restore) are dropped; others are expanded exactly (min/max, abs,
// fmuladd, bswap, ctpop/ctlz/cttz, funnel shifts, the *.with.overflow
// family, is.fpclass); anything else VIR cannot express is a located error
// naming the construct. The signext/zeroext/sret attributes of signatures
// and indirect calls are kept in `vct.abi` (VIRABI.h) for the backends.
//
// The facts LLVM attributes state (noalias, nocapture,
// dereferenceable, readonly and writeonly parameters, memory effects,
// alwaysinline, noinline without optnone, loop pragmas) and `!range`
// metadata (kept for it by the LLVM IR reader) become traits with
// `origin = "llvm-ir"`; what a front end would infer is left to the trait
// producer.
//
//===----------------------------------------------------------------------===//

#include "vct/Conversion/LLVMToVIR/LLVMToVIR.h"
#include "vct/Conversion/VIRLLVMEnums.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/IR/ConstantRange.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The `origin` of traits the importer derives from LLVM attributes and
/// metadata (the trait producer's `llvm-facts=false` removes them).
static constexpr const char *kLLVMOrigin = "llvm-ir";

/// The most leaves an aggregate SSA value may have (clang's are at most
/// two; larger ones would become that many separate values).
static constexpr unsigned kMaxAggregateLeaves = 64;

/// Integers wider than VIR's 64 bits (split into parts, see importWideOp).
/// The widest integer split into parts: each operation on one becomes
/// operations on its parts (a multiplication on (width/32)^2 limbs), so the
/// split is bounded; wider integers are errors.
static constexpr unsigned kMaxWideBits = 1024;

static bool isWideInteger(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.getWidth() > 64 &&
         intType.getWidth() <= kMaxWideBits;
}

static unsigned numParts(unsigned width) { return llvm::divideCeil(width, 64); }

static unsigned partWidth(unsigned width, unsigned part) {
  return std::min(64u, width - 64 * part);
}

/// LLVM's allocation size of an integer wider than 64 bits on x86-64: its
/// store size rounded up to the 16-byte alignment of i128 (which LLVM also
/// gives every wider integer).
static uint64_t getWideAllocSize(unsigned width) {
  return llvm::alignTo(llvm::divideCeil(width, 8), 16);
}

/// LLVM's allocation size and ABI alignment of `type` on x86-64 (the
/// datalayout clang gives it: i128 and wider integers aligned to 16, f80
/// to 16, pointers and i64 to 8), or nothing for a type this importer has
/// no layout for.
static std::optional<std::pair<uint64_t, uint64_t>> getLLVMLayout(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type)) {
    unsigned width = intType.getWidth();
    if (width > 64)
      return std::make_pair(getWideAllocSize(width), uint64_t(16));
    uint64_t bytes = llvm::PowerOf2Ceil(llvm::divideCeil(width, 8));
    return std::make_pair(bytes, bytes);
  }
  if (isa<LLVM::LLVMPointerType>(type))
    return std::make_pair(uint64_t(8), uint64_t(8));
  if (auto floatType = dyn_cast<FloatType>(type)) {
    unsigned width = floatType.getWidth();
    if (width == 80)
      return std::make_pair(uint64_t(16), uint64_t(16));
    return std::make_pair(uint64_t(width / 8), uint64_t(width / 8));
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    auto element = getLLVMLayout(array.getElementType());
    if (!element)
      return std::nullopt;
    return std::make_pair(element->first * array.getNumElements(),
                          element->second);
  }
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    if (structType.isOpaque())
      return std::nullopt;
    uint64_t offset = 0, align = 1;
    for (Type field : structType.getBody()) {
      auto layout = getLLVMLayout(field);
      if (!layout)
        return std::nullopt;
      uint64_t fieldAlign = structType.isPacked() ? 1 : layout->second;
      offset = llvm::alignTo(offset, fieldAlign) + layout->first;
      align = std::max(align, fieldAlign);
    }
    return std::make_pair(llvm::alignTo(offset, align), align);
  }
  return std::nullopt;
}

/// True if `type` holds an integer wider than 64 bits, in a field or an
/// element at any depth.
static bool holdsWideInteger(Type type) {
  if (isWideInteger(type))
    return true;
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return holdsWideInteger(array.getElementType());
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type))
    return !structType.isOpaque() &&
           llvm::any_of(structType.getBody(), holdsWideInteger);
  return false;
}

/// True if the fields of `structType` (not packed) lie one after the
/// other, with no padding between them or after them, in LLVM's layout:
/// then the structure is its fields packed, and the packed form (whose
/// fields may be wide integers' arrays of parts) keeps every offset.
static bool hasNoPadding(LLVM::LLVMStructType structType) {
  auto layout = getLLVMLayout(structType);
  if (!layout)
    return false;
  uint64_t offset = 0;
  for (Type field : structType.getBody()) {
    auto fieldLayout = getLLVMLayout(field);
    if (!fieldLayout || offset % fieldLayout->second != 0)
      return false;
    offset += fieldLayout->first;
  }
  return offset == layout->first;
}

/// Whether `type` is LLVM's i128 (`__int128`), the one integer wider than 64
/// bits that crosses calls: as two i64 VIR arguments or results (VIRABI.h).
static bool isInt128(Type type) { return type.isInteger(128); }

namespace {

/// One scalar or vector inside an aggregate type: its type, the GEP path to
/// it from the aggregate and its byte offset.
struct Leaf {
  Type type;
  SmallVector<int32_t> path;
  uint64_t offset;
};

class Importer {
public:
  explicit Importer(ModuleOp llvmModule)
      : llvmModule(llvmModule), ctx(llvmModule.getContext()), builder(ctx) {}

  OwningOpRef<ModuleOp> run();

private:
  //===--------------------------------------------------------------------===//
  // Types
  //===--------------------------------------------------------------------===//

  /// The VIR type for `type`, or null after an error at `loc`.
  Type convertType(Type type, Location loc);

  //===--------------------------------------------------------------------===//
  // Globals
  //===--------------------------------------------------------------------===//

  LogicalResult importGlobal(LLVM::GlobalOp global);
  /// The VIR initializer for an LLVM `value` attribute of VIR type `type`.
  Attribute convertInitAttr(Attribute value, Type type, Location loc);
  /// Interprets an LLVM initializer region.
  Attribute evaluateInitializer(Region &region, Location loc);

  //===--------------------------------------------------------------------===//
  // Functions
  //===--------------------------------------------------------------------===//

  LogicalResult declareFunction(LLVM::LLVMFuncOp func);
  /// Records the ABI attributes of `func`'s signature on `virFunc`
  /// (vct.abi, VIRABI.h).
  LogicalResult importABI(LLVM::LLVMFuncOp func, FuncOp virFunc);
  /// Stamps the facts LLVM attributes state about `func` on `virFunc`.
  void importFunctionFacts(LLVM::LLVMFuncOp func, FuncOp virFunc);
  /// Stamps `nowrite` (and, for a call that also returns, `noread`) on
  /// `call` where the memory effects of `c` or of its callee `target`
  /// (null for an indirect call) allow no writes (no accesses).
  void importCallEffects(LLVM::CallOp c, LLVM::LLVMFuncOp target, CallOp call);
  /// Stamps the requests a loop pragma states on the back-edge branch.
  void importLoopPragmas(LLVM::LoopAnnotationAttr annotation,
                         Operation *branch);
  /// States the value range LLVM IR gives the result of a load or call
  /// (`!range` metadata, a call site's `range` return attribute) as a
  /// `#vir.range` on the result of `virOp`.
  void importRangeFacts(Operation *llvmOp, Operation *virOp);
  /// Hands the trait producer the C type of a load or store from its TBAA
  /// tag (kTBAANoteAttrName).
  void importTypeTag(ArrayAttr tags, Operation *virOp);
  /// Marks a trait as coming from the input's LLVM attributes.
  StringAttr llvmOrigin() { return StringAttr::get(ctx, kLLVMOrigin); }
  LogicalResult importBody(LLVM::LLVMFuncOp func, FuncOp virFunc);
  LogicalResult importOp(Operation *op);

  Value lookup(Value llvmValue) { return mapping.lookup(llvmValue); }
  SmallVector<Value> lookup(ValueRange values) {
    return llvm::map_to_vector(values,
                               [&](Value v) { return mapping.lookup(v); });
  }
  /// The VIR values of `values`, an aggregate contributing all its leaves
  /// (branch operands, returned values).
  SmallVector<Value> lookupLeaves(ValueRange values);

  //===--------------------------------------------------------------------===//
  // Aggregate values
  //===--------------------------------------------------------------------===//

  /// The leaves of the VIR aggregate type `type`, or failure after an error
  /// at `op` when it has more than kMaxAggregateLeaves.
  FailureOr<SmallVector<Leaf>> getLeaves(Type type, Operation *op);
  /// The VIR result types of a function or call returning the LLVM type
  /// `type` (void: none; an aggregate: its leaves), or failure after an
  /// error at `op`, naming `what`.
  FailureOr<SmallVector<Type>> convertResultType(Type type, Operation *op,
                                                 const Twine &what);
  /// Imports the ops that produce or consume aggregate values; other ops
  /// with aggregate operands are errors.
  LogicalResult importAggregateOp(Operation *op);
  /// The zero value of the VIR value type `type`, or null.
  Value createZero(Type type, Location loc);
  /// The leaves of the aggregate constant `value` of VIR type `type`.
  LogicalResult getConstantLeaves(Attribute value, Type type, Location loc,
                                  SmallVectorImpl<Value> &leaves);
  /// An i64 version of `index` (GEP indices are sign-extended).
  Value toI64(Value index, Location loc);
  /// Declares (once) an external function, for intrinsics that become calls.
  FuncOp getOrDeclareLibcall(StringRef name, FunctionType type, Location loc);

  //===--------------------------------------------------------------------===//
  // Integers wider than 64 bits
  //===--------------------------------------------------------------------===//

  /// The VIR type of memory holding an LLVM value of type `type` (an
  /// alloca's, a GEP's or a global's element type): as convertType, but an
  /// integer wider than 64 bits, alone or in arrays, becomes an array of i64
  /// of its LLVM allocation size.
  Type convertMemoryType(Type type, Location loc);
  /// convertMemoryType inside a structure that is not packed and holds
  /// integers of 65 to 128 bits: those are `vector<2 x i64>`.
  Type convertAlignedWide(Type type, Location loc);
  /// Imports an op with an operand or result wider than 64 bits, as an
  /// operation on its 64-bit parts (wideParts).
  LogicalResult importWideOp(Operation *op);
  /// The quotient or remainder of the `width`-bit integers `lhs` and `rhs`
  /// (narrow form), by a loop of restoring division (shift and subtract)
  /// over their i64 parts, split out of the current block; the builder then
  /// continues in the block after the loop.
  LogicalResult importInitFini(Operation *op);
  /// Finds every alias's target (through aliases of aliases); false after
  /// an error.
  bool resolveAliases();
  /// The target and offset of the alias `name`, or `name` itself and 0.
  std::pair<FlatSymbolRefAttr, int64_t> resolveSymbol(FlatSymbolRefAttr name);
  StringAttr getWeakLinkage(LLVM::Linkage linkage);
  /// LLVM's is.fpclass of an x87 `long double` (f80) for the class mask
  /// `mask`.
  Value importX87Class(Value x, uint32_t mask, Location loc);
  /// A new 16-byte aligned stack slot of `type` at the start of the
  /// function being imported (for reinterpreting a value's bytes).
  Value createEntrySlot(Type type, Location loc);
  /// A call of the runtime library's `name` taking an __int128 (its i64
  /// halves `low`, `high`) and returning `result`.
  Value callInt128Library(StringRef name, Type result, ArrayRef<Value> halves,
                          Location loc);
  /// A call of the runtime library's `name` taking `arg` and returning an
  /// __int128: its two i64 halves (none after an error).
  SmallVector<Value> callInt128Result(StringRef name, Value arg, Location loc);
  /// Intrinsics that become C library calls, or vanish, or are expanded
  /// without a case of their own in importOp; nothing if `op` is none.
  std::optional<LogicalResult> importIntrinsic(Operation *op);
  /// An atomicrmw VIR has no kind for, as a compare-exchange loop.
  LogicalResult importAtomicRMWLoop(LLVM::AtomicRMWOp rmw);
  /// A call of the C library function `name` taking `args` and returning
  /// `result` (declared on first use).
  Value callLibrary(StringRef name, Type result, ValueRange args, Location loc);
  SmallVector<Value> importWideDivision(ArrayRef<Value> lhs,
                                        ArrayRef<Value> rhs, unsigned width,
                                        bool isSigned, bool isRem,
                                        Location loc);
  /// Imports a switch on an integer wider than 64 bits as a chain of
  /// comparisons of its parts with each case value, in case order.
  LogicalResult importWideSwitch(LLVM::SwitchOp s);
  /// A computed goto: a vir.switch over the label offsets of its targets.
  LogicalResult importIndirectBr(LLVM::IndirectBrOp b);
  /// The byte offset from its function's address that stands for the
  /// address of the label `tag` (blockaddress): distinct per label, never
  /// 0 (the function itself).
  static int32_t getLabelOffset(LLVM::BlockTagAttr tag) {
    return static_cast<int32_t>(std::min<uint32_t>(tag.getId(), INT32_MAX - 1) +
                                1);
  }
  /// The parts of the wide LLVM value `value`, or null after an error at
  /// `op`.
  const SmallVector<Value> *partsOf(Value value, Operation *op);
  /// An integer constant of `width` bits.
  Value intConstant(unsigned width, const APInt &value, Location loc);

  /// Starts "cannot import <what>" at `op`, naming its function when the
  /// location alone may not (LLVM IR without debug information).
  InFlightDiagnostic unsupported(Operation *op, const Twine &what) {
    // A declaration has no line in the program (vct-cc's is one of its
    // temporary .ll file): the error goes to its first call, which has the
    // C source's.
    Operation *at = op;
    auto declaration = dyn_cast<LLVM::LLVMFuncOp>(op);
    if (declaration && declaration.isExternal())
      llvmModule.walk([&](LLVM::CallOp call) {
        if (call.getCallee() != declaration.getName())
          return WalkResult::advance();
        at = call;
        return WalkResult::interrupt();
      });
    InFlightDiagnostic diag = at->emitError("cannot import ") << what;
    if (at != op)
      diag.attachNote(op->getLoc())
          << "@" << declaration.getName() << " is declared here";
    if (auto func = at->getParentOfType<LLVM::LLVMFuncOp>())
      diag.attachNote() << "in @" << func.getName();
    return diag;
  }

  ModuleOp llvmModule;
  MLIRContext *ctx;
  /// Each alias's target and byte offset (aliases of aliases resolved):
  /// every use of an alias is imported as a use of its target.
  llvm::StringMap<std::pair<FlatSymbolRefAttr, int64_t>> aliases;
  /// Weak aliases of functions: each becomes a weak function calling its
  /// target.
  SmallVector<std::pair<StringAttr, LLVM::LLVMFuncOp>> weakAliasThunks;
  OpBuilder builder;
  ModuleOp virModule;
  /// The symbols of the LLVM dialect module, which the import does not
  /// change (a lookup in the module itself walks its operations).
  std::optional<SymbolTable> llvmSymbols;
  /// The functions of `virModule` by name, as they are created.
  llvm::StringMap<FuncOp> virFunctions;
  IRMapping mapping;
  /// The leaves of each LLVM value of aggregate type.
  DenseMap<Value, SmallVector<Value>> aggregates;
  /// The parts of each LLVM integer value wider than 64 bits: i64 values
  /// from the least significant, the last one as wide as what remains (an
  /// i72 is an i64 and an i8).
  DenseMap<Value, SmallVector<Value>> wideParts;
  DenseMap<Block *, Block *> blockMap;
};

} // namespace

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type Importer::convertType(Type type, Location loc) {
  if (auto ptr = dyn_cast<LLVM::LLVMPointerType>(type)) {
    if (ptr.getAddressSpace() != 0) {
      emitError(loc, "cannot import address space ")
          << ptr.getAddressSpace() << " pointers";
      return {};
    }
    return PtrType::get(ctx);
  }
  if (isVIRIntegerType(type) || isVIRFloatType(type))
    return type;
  if (auto intType = dyn_cast<IntegerType>(type)) {
    emitError(loc, "cannot import ")
        << intType
        << " here: VIR integers are 1 to 64 bits wide, and wider ones (up "
           "to 1024 bits) are split into parts only in memory, in "
           "operations, in fields of structures (wider than 128 bits: of "
           "packed ones or ones without padding) and, for i128, in "
           "function arguments and results; not in vector elements";
    return {};
  }
  if (auto vec = dyn_cast<VectorType>(type)) {
    Type elem = convertType(vec.getElementType(), loc);
    return elem ? VectorType::get(vec.getShape(), elem) : Type();
  }
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    Type elem = convertType(array.getElementType(), loc);
    return elem ? ArrayType::get(ctx, array.getNumElements(), elem) : Type();
  }
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type)) {
    if (structType.isOpaque()) {
      emitError(loc, "cannot import the opaque structure ") << type;
      return {};
    }
    SmallVector<Type> body;
    for (Type field : structType.getBody()) {
      Type converted = convertType(field, loc);
      if (!converted)
        return {};
      body.push_back(converted);
    }
    return StructType::get(ctx, body, structType.isPacked());
  }
  emitError(loc, "cannot import the type ") << type;
  return {};
}

//===----------------------------------------------------------------------===//
// Aggregate types
//===----------------------------------------------------------------------===//

static bool isAggregateType(Type type) {
  return isa<StructType, ArrayType>(type);
}

/// The number of scalars and vectors an aggregate of `type` is made of.
static uint64_t countLeaves(Type type) {
  if (auto array = dyn_cast<ArrayType>(type))
    return array.getNumElements() * countLeaves(array.getElementType());
  if (auto structType = dyn_cast<StructType>(type)) {
    uint64_t count = 0;
    for (Type field : structType.getBody())
      count += countLeaves(field);
    return count;
  }
  return 1;
}

/// Appends the leaves of `type`, found at `path` and byte `offset`.
static void flattenType(Type type, SmallVectorImpl<int32_t> &path,
                        uint64_t offset, SmallVectorImpl<Leaf> &leaves) {
  if (auto array = dyn_cast<ArrayType>(type)) {
    uint64_t size = getAllocSize(array.getElementType());
    for (uint64_t i = 0, e = array.getNumElements(); i < e; ++i) {
      path.push_back(static_cast<int32_t>(i));
      flattenType(array.getElementType(), path, offset + i * size, leaves);
      path.pop_back();
    }
    return;
  }
  if (auto structType = dyn_cast<StructType>(type)) {
    for (auto [i, field] : llvm::enumerate(structType.getBody())) {
      path.push_back(static_cast<int32_t>(i));
      flattenType(field, path, offset + structType.getFieldOffset(i), leaves);
      path.pop_back();
    }
    return;
  }
  leaves.push_back(
      {type, SmallVector<int32_t>(path.begin(), path.end()), offset});
}

/// The index of the first leaf of the element at `position` of an aggregate
/// of `type`, and the element's type.
static std::pair<uint64_t, Type> locateElement(Type type,
                                               ArrayRef<int64_t> position) {
  uint64_t first = 0;
  for (int64_t index : position) {
    if (auto array = dyn_cast<ArrayType>(type)) {
      type = array.getElementType();
      first += index * countLeaves(type);
      continue;
    }
    auto structType = cast<StructType>(type);
    for (int64_t i = 0; i < index; ++i)
      first += countLeaves(structType.getBody()[i]);
    type = structType.getBody()[index];
  }
  return {first, type};
}

FailureOr<SmallVector<Leaf>> Importer::getLeaves(Type type, Operation *op) {
  if (uint64_t count = countLeaves(type); count > kMaxAggregateLeaves) {
    unsupported(op, "an aggregate value of ")
        << count << " scalars (at most " << kMaxAggregateLeaves << ")";
    return failure();
  }
  SmallVector<Leaf> leaves;
  SmallVector<int32_t> path;
  flattenType(type, path, 0, leaves);
  return leaves;
}

FailureOr<SmallVector<Type>>
Importer::convertResultType(Type type, Operation *op, const Twine &what) {
  SmallVector<Type> results;
  if (isa<LLVM::LLVMVoidType>(type))
    return results;
  if (isInt128(type)) {
    // An __int128 comes back as its halves, in RAX:RDX.
    results.append(2, builder.getI64Type());
    return results;
  }
  Type converted = convertType(type, op->getLoc());
  if (!converted)
    return failure();
  if (!isAggregateType(converted)) {
    results.push_back(converted);
    return results;
  }
  // LLVM returns an aggregate as its leaves, in registers: VIR says the same
  // with one result per leaf. Two results are the two eightbytes of a C
  // structure; more are not what a C ABI returns in registers.
  FailureOr<SmallVector<Leaf>> leaves = getLeaves(converted, op);
  if (failed(leaves))
    return failure();
  for (const Leaf &leaf : *leaves)
    results.push_back(leaf.type);
  if (results.size() > 2 ||
      (results.size() == 2 && llvm::any_of(results, [](Type result) {
         return getAllocSize(result) > 8;
       }))) {
    unsupported(op, what) << " returning the aggregate " << type
                          << ": VIR returns at most two eightbytes";
    return failure();
  }
  return results;
}

//===----------------------------------------------------------------------===//
// Globals
//===----------------------------------------------------------------------===//

/// The default initializer of each element of `type`, for filling in
/// insertvalue chains that start from zero or undef.
static Attribute expandAggregate(Attribute fill, Type type) {
  size_t count = 0;
  if (auto array = dyn_cast<ArrayType>(type))
    count = array.getNumElements();
  else if (auto structType = dyn_cast<StructType>(type))
    count = structType.getBody().size();
  SmallVector<Attribute> elements(count, fill);
  return ArrayAttr::get(type.getContext(), elements);
}

Attribute Importer::convertInitAttr(Attribute value, Type type, Location loc) {
  if (auto string = dyn_cast<StringAttr>(value))
    return string;
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    if (auto vector = dyn_cast<VectorType>(type)) {
      // An integer of 65 to 128 bits in a structure (convertAlignedWide):
      // its two i64 parts.
      APInt bits = intAttr.getValue().zextOrTrunc(128);
      SmallVector<APInt> parts = {bits.trunc(64), bits.lshr(64).trunc(64)};
      return DenseElementsAttr::get(vector, parts);
    }
    if (auto array = dyn_cast<ArrayType>(type)) {
      // An integer wider than 64 bits in memory (convertMemoryType): its
      // i64 parts, least significant first, zero beyond its width.
      const APInt &bits = intAttr.getValue();
      SmallVector<Attribute> parts;
      for (uint64_t j = 0; j < array.getNumElements(); ++j)
        parts.push_back(builder.getI64IntegerAttr(
            64 * j < bits.getBitWidth()
                ? static_cast<int64_t>(bits.extractBitsAsZExtValue(
                      std::min<unsigned>(64, bits.getBitWidth() - 64 * j),
                      64 * j))
                : 0));
      return ArrayAttr::get(ctx, parts);
    }
    return IntegerAttr::get(type, intAttr.getValue());
  }
  if (auto floatAttr = dyn_cast<FloatAttr>(value))
    return FloatAttr::get(type, floatAttr.getValue());
  if (auto dense = dyn_cast<DenseElementsAttr>(value)) {
    if (isa<VectorType>(type))
      return dense;
    // Keep zero-filled arrays compact (large static buffers are common).
    if (dense.isSplat()) {
      Attribute splat = dense.getSplatValue<Attribute>();
      auto intAttr = dyn_cast<IntegerAttr>(splat);
      auto floatAttr = dyn_cast<FloatAttr>(splat);
      if ((intAttr && intAttr.getValue().isZero()) ||
          (floatAttr && floatAttr.getValue().isPosZero()))
        return ZeroInitAttr::get(ctx);
    }
    // An array (possibly nested) of scalars, stored row-major in `dense`.
    SmallVector<Attribute> flat(dense.getValues<Attribute>());
    size_t next = 0;
    std::function<Attribute(Type)> build = [&](Type t) -> Attribute {
      // An integer wider than 64 bits is an array of its parts.
      if (auto wide = next < flat.size() ? dyn_cast<IntegerAttr>(flat[next])
                                         : IntegerAttr();
          wide && isWideInteger(wide.getType()) &&
          ((isa<ArrayType>(t) &&
            cast<ArrayType>(t).getElementType().isInteger(64)) ||
           isa<VectorType>(t)))
        return convertInitAttr(flat[next++], t, loc);
      if (auto array = dyn_cast<ArrayType>(t)) {
        SmallVector<Attribute> elements;
        for (uint64_t i = 0; i < array.getNumElements(); ++i)
          elements.push_back(build(array.getElementType()));
        return ArrayAttr::get(ctx, elements);
      }
      if (next >= flat.size())
        return ZeroInitAttr::get(ctx);
      return convertInitAttr(flat[next++], t, loc);
    };
    return build(type);
  }
  emitError(loc, "cannot import the initializer ") << value;
  return {};
}

/// Replaces the element at `path` of the aggregate initializer `aggregate`
/// (of type `type`) by `value`.
static Attribute insertIntoAggregate(Attribute aggregate, Type type,
                                     ArrayRef<int64_t> path, Attribute value) {
  if (path.empty()) {
    // A wide integer's parts (an array of i64, as the constant converts
    // alone) in a field of vector<2 x i64> (convertAlignedWide).
    auto vector = dyn_cast<VectorType>(type);
    auto parts = dyn_cast<ArrayAttr>(value);
    if (vector && parts && parts.size() == 2 &&
        llvm::all_of(parts, [](Attribute a) { return isa<IntegerAttr>(a); }))
      return DenseElementsAttr::get(vector,
                                    llvm::map_to_vector(parts, [](Attribute a) {
                                      return cast<IntegerAttr>(a).getValue();
                                    }));
    return value;
  }
  if (isa<ZeroInitAttr, UndefInitAttr>(aggregate))
    aggregate = expandAggregate(aggregate, type);
  auto elements = cast<ArrayAttr>(aggregate);
  SmallVector<Attribute> updated(elements.getValue());
  Type elemType = isa<ArrayType>(type)
                      ? cast<ArrayType>(type).getElementType()
                      : cast<StructType>(type).getBody()[path.front()];
  updated[path.front()] = insertIntoAggregate(updated[path.front()], elemType,
                                              path.drop_front(), value);
  return ArrayAttr::get(type.getContext(), updated);
}

/// The byte offset a GEP with constant indices adds, under VIR's layout.
static std::optional<int64_t> getConstantGEPOffset(Type elemType,
                                                   ArrayRef<int64_t> indices) {
  int64_t offset = 0;
  Type current = elemType;
  for (auto [position, index] : llvm::enumerate(indices)) {
    if (position == 0) {
      offset += index * static_cast<int64_t>(getAllocSize(current));
      continue;
    }
    if (auto array = dyn_cast<ArrayType>(current)) {
      current = array.getElementType();
      offset += index * static_cast<int64_t>(getAllocSize(current));
    } else if (auto structType = dyn_cast<StructType>(current)) {
      if (index < 0 ||
          index >= static_cast<int64_t>(structType.getBody().size()))
        return std::nullopt;
      offset += structType.getFieldOffset(index);
      current = structType.getBody()[index];
    } else {
      return std::nullopt;
    }
  }
  return offset;
}

Attribute Importer::evaluateInitializer(Region &region, Location loc) {
  DenseMap<Value, Attribute> values;
  // The elements of the aggregates a chain of insertvalue operations builds
  // (each used by the next only): updated in place, for a new ArrayAttr at
  // each step would make a table of N entries cost N^2.
  DenseMap<Value, SmallVector<Attribute>> building;
  auto lookup = [&](Value value) -> Attribute {
    auto it = building.find(value);
    if (it == building.end())
      return values.lookup(value);
    Attribute aggregate = ArrayAttr::get(ctx, it->second);
    building.erase(it);
    values[value] = aggregate;
    return aggregate;
  };
  for (Operation &op : region.front()) {
    Attribute result;
    Location opLoc = op.getLoc();
    if (auto ret = dyn_cast<LLVM::ReturnOp>(op))
      return lookup(ret.getArg());
    if (auto constant = dyn_cast<LLVM::ConstantOp>(op)) {
      // A wide integer constant initializes its array of parts.
      Type type = convertMemoryType(constant.getType(), opLoc);
      if (!type)
        return {};
      result = convertInitAttr(constant.getValue(), type, opLoc);
    } else if (isa<LLVM::ZeroOp>(op)) {
      result = ZeroInitAttr::get(ctx);
    } else if (isa<LLVM::UndefOp, LLVM::PoisonOp>(op)) {
      result = UndefInitAttr::get(ctx);
    } else if (auto addr = dyn_cast<LLVM::AddressOfOp>(op)) {
      auto [symbol, offset] =
          resolveSymbol(FlatSymbolRefAttr::get(ctx, addr.getGlobalName()));
      result = AddressAttr::get(ctx, symbol, offset);
    } else if (auto label = dyn_cast<LLVM::BlockAddressOp>(op)) {
      LLVM::BlockAddressAttr address = label.getBlockAddr();
      result = AddressAttr::get(ctx, address.getFunction(),
                                getLabelOffset(address.getTag()));
    } else if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
      auto base = dyn_cast_or_null<AddressAttr>(lookup(gep.getBase()));
      Type elemType = convertMemoryType(gep.getElemType(), opLoc);
      SmallVector<int64_t> indices;
      bool constantIndices = true;
      for (auto index : gep.getIndices()) {
        if (auto attr = dyn_cast<IntegerAttr>(index))
          indices.push_back(attr.getInt());
        else if (auto folded =
                     dyn_cast_or_null<IntegerAttr>(lookup(cast<Value>(index))))
          indices.push_back(folded.getInt());
        else
          constantIndices = false;
      }
      std::optional<int64_t> offset;
      if (base && elemType && constantIndices)
        offset = getConstantGEPOffset(elemType, indices);
      if (!offset) {
        emitError(opLoc, "cannot import this address computation in a global "
                         "initializer");
        return {};
      }
      result =
          AddressAttr::get(ctx, base.getSymbol(), base.getOffset() + *offset);
    } else if (auto cast = dyn_cast<LLVM::PtrToIntOp>(op)) {
      // An address as an integer: `(uintptr_t)&x` (VIR's initializers take
      // an address in an i64 as well as in a pointer).
      auto address = dyn_cast_or_null<AddressAttr>(lookup(cast.getArg()));
      if (!address || !cast.getType().isInteger(64)) {
        emitError(opLoc, "cannot import this pointer-to-integer conversion "
                         "in a global initializer (an address becomes an "
                         "i64 only)");
        return {};
      }
      result = address;
    } else if (isa<LLVM::SubOp, LLVM::AddOp>(op)) {
      // The distance between two addresses of one symbol (`&&b - &&a` in a
      // table of label offsets, whose labels are offsets from their
      // function in VIR too), or an address moved by a constant.
      Attribute lhs = lookup(op.getOperand(0));
      Attribute rhs = lookup(op.getOperand(1));
      auto lhsAddress = dyn_cast_or_null<AddressAttr>(lhs);
      auto rhsAddress = dyn_cast_or_null<AddressAttr>(rhs);
      auto rhsInt = dyn_cast_or_null<IntegerAttr>(rhs);
      auto lhsInt = dyn_cast_or_null<IntegerAttr>(lhs);
      Type type = op.getResult(0).getType();
      bool sub = isa<LLVM::SubOp>(op);
      if (sub && lhsAddress && rhsAddress &&
          lhsAddress.getSymbol() == rhsAddress.getSymbol() &&
          type.isInteger(64)) {
        result = IntegerAttr::get(type, lhsAddress.getOffset() -
                                            rhsAddress.getOffset());
      } else if (lhsAddress && rhsInt) {
        int64_t delta = rhsInt.getValue().getSExtValue();
        result =
            AddressAttr::get(ctx, lhsAddress.getSymbol(),
                             lhsAddress.getOffset() + (sub ? -delta : delta));
      } else if (!sub && lhsInt && rhsAddress) {
        result = AddressAttr::get(ctx, rhsAddress.getSymbol(),
                                  rhsAddress.getOffset() +
                                      lhsInt.getValue().getSExtValue());
      } else if (lhsInt && rhsInt && isa<IntegerType>(type)) {
        APInt value = sub ? lhsInt.getValue() - rhsInt.getValue()
                          : lhsInt.getValue() + rhsInt.getValue();
        result = IntegerAttr::get(type, value);
      } else {
        emitError(opLoc, "cannot import this arithmetic on addresses in a "
                         "global initializer");
        return {};
      }
    } else if (auto trunc = dyn_cast<LLVM::TruncOp>(op)) {
      auto value = dyn_cast_or_null<IntegerAttr>(lookup(trunc.getArg()));
      auto type = dyn_cast<IntegerType>(trunc.getType());
      if (!value || !type || !isVIRIntegerType(type)) {
        emitError(opLoc, "cannot import a truncated address in a global "
                         "initializer");
        return {};
      }
      result = IntegerAttr::get(type, value.getValue().trunc(type.getWidth()));
    } else if (auto insert = dyn_cast<LLVM::InsertValueOp>(op)) {
      Type type = convertMemoryType(insert.getType(), opLoc);
      Attribute value = lookup(insert.getValue());
      if (!type || !value)
        return {};
      Value container = insert.getContainer();
      SmallVector<Attribute> elements;
      if (auto it = building.find(container);
          it != building.end() && container.hasOneUse()) {
        elements = std::move(it->second);
        building.erase(it);
      } else {
        Attribute aggregate = lookup(container);
        if (!aggregate)
          return {};
        if (isa<ZeroInitAttr, UndefInitAttr>(aggregate))
          aggregate = expandAggregate(aggregate, type);
        llvm::append_range(elements, llvm::cast<ArrayAttr>(aggregate));
      }
      ArrayRef<int64_t> path = insert.getPosition();
      Type elemType =
          isa<ArrayType>(type)
              ? llvm::cast<ArrayType>(type).getElementType()
              : llvm::cast<StructType>(type).getBody()[path.front()];
      elements[path.front()] = insertIntoAggregate(
          elements[path.front()], elemType, path.drop_front(), value);
      building[insert.getResult()] = std::move(elements);
      continue;
    } else {
      emitError(opLoc, "cannot import '")
          << op.getName() << "' in a global initializer";
      return {};
    }
    if (!result)
      return {};
    values[op.getResult(0)] = result;
  }
  emitError(loc, "global initializer without a return");
  return {};
}

LogicalResult Importer::importGlobal(LLVM::GlobalOp global) {
  Location loc = global.getLoc();
  Type type = convertMemoryType(global.getGlobalType(), loc);
  if (!type)
    return failure();
  Attribute init;
  if (Block *block = global.getInitializerBlock())
    init = evaluateInitializer(*block->getParent(), loc);
  else if (auto value = global.getValueOrNull())
    init = convertInitAttr(value, type, loc);
  else if (global.getLinkage() != LLVM::Linkage::External &&
           global.getLinkage() != LLVM::Linkage::ExternWeak)
    init = ZeroInitAttr::get(ctx); // common, zero-initialized definitions
  if ((global.getInitializerBlock() || global.getValueOrNull()) && !init)
    return failure();

  builder.setInsertionPointToEnd(virModule.getBody());
  auto virGlobal = GlobalOp::create(
      builder, loc, global.getSymName(), type,
      /*sym_visibility=*/nullptr, global.getConstant(), init,
      global.getAlignment() ? builder.getI64IntegerAttr(*global.getAlignment())
                            : IntegerAttr());
  bool local = global.getLinkage() == LLVM::Linkage::Internal ||
               global.getLinkage() == LLVM::Linkage::Private;
  // MLIR requires declarations to be private; they still name an outside
  // definition.
  if (local || !init)
    virGlobal.setSymVisibility("private");
  if (global.getThreadLocal_())
    virGlobal->setAttr(kThreadLocalAttrName, builder.getUnitAttr());
  if (StringAttr linkage = getWeakLinkage(global.getLinkage()))
    virGlobal->setAttr(kLinkageAttrName, linkage);
  return success();
}

/// The `vct.linkage` (VIRABI.h) of a symbol of LLVM linkage `linkage`:
/// "weak" for a definition the linker may replace (weak, and the
/// one-definition kinds C does not produce), "extern_weak" for a weak
/// declaration; null otherwise.
StringAttr Importer::getWeakLinkage(LLVM::Linkage linkage) {
  switch (linkage) {
  case LLVM::Linkage::Weak:
  case LLVM::Linkage::WeakODR:
  case LLVM::Linkage::Linkonce:
  case LLVM::Linkage::LinkonceODR:
  case LLVM::Linkage::Common:
    return builder.getStringAttr("weak");
  case LLVM::Linkage::ExternWeak:
    return builder.getStringAttr("extern_weak");
  default:
    return {};
  }
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

LogicalResult Importer::declareFunction(LLVM::LLVMFuncOp func) {
  Location loc = func.getLoc();
  LLVM::LLVMFunctionType type = func.getFunctionType();
  SmallVector<Type> inputs;
  for (Type param : type.getParams()) {
    if (isInt128(param)) {
      // An __int128: its low and high halves (vct.abi "int128").
      inputs.append(2, builder.getI64Type());
      continue;
    }
    Type converted = convertType(param, loc);
    if (!converted)
      return failure();
    inputs.push_back(converted);
  }
  FailureOr<SmallVector<Type>> results =
      convertResultType(type.getReturnType(), func, "@" + func.getName());
  if (failed(results))
    return failure();
  for (Type input : inputs)
    if (!isVIRValueType(input))
      return func.emitError("cannot import @")
             << func.getName() << ": it takes an aggregate argument";
  builder.setInsertionPointToEnd(virModule.getBody());
  auto virFunc = FuncOp::create(builder, loc, func.getName(),
                                builder.getFunctionType(inputs, *results),
                                type.isVarArg());
  virFunctions[func.getName()] = virFunc;
  bool local = func.getLinkage() == LLVM::Linkage::Internal ||
               func.getLinkage() == LLVM::Linkage::Private;
  if (local || func.isExternal())
    virFunc.setPrivate();
  if (StringAttr linkage = getWeakLinkage(func.getLinkage()))
    virFunc->setAttr(kLinkageAttrName, linkage);
  importFunctionFacts(func, virFunc);
  return importABI(func, virFunc);
}

/// The `vct.abi` dictionary (VIRABI.h) for the argument attributes `args`
/// and result attributes `result` of an LLVM signature, or null when they
/// state none of signext, zeroext and sret. `convert` gives the VIR type of
/// an sret type (null after an error, which sets `failed`).
static DictionaryAttr getABIDictionary(MLIRContext *ctx, TypeRange params,
                                       ArrayRef<DictionaryAttr> args,
                                       DictionaryAttr result,
                                       function_ref<Type(Type)> convert,
                                       bool &failed) {
  auto kindOf = [&](DictionaryAttr attrs) -> StringRef {
    if (!attrs)
      return "";
    if (attrs.get(LLVM::LLVMDialect::getSExtAttrName()))
      return "signext";
    if (attrs.get(LLVM::LLVMDialect::getZExtAttrName()))
      return "zeroext";
    if (attrs.get(LLVM::LLVMDialect::getStructRetAttrName()))
      return "sret";
    if (attrs.get(LLVM::LLVMDialect::getByValAttrName()))
      return "byval";
    return "";
  };
  SmallVector<Attribute> kinds, byvals;
  bool any = false;
  Type sretType;
  failed = false;
  Attribute none = UnitAttr::get(ctx);
  for (auto [index, param] : llvm::enumerate(params)) {
    if (isInt128(param)) {
      kinds.push_back(StringAttr::get(ctx, "int128"));
      kinds.push_back(StringAttr::get(ctx, "int128.high"));
      byvals.append(2, none);
      any = true;
      continue;
    }
    DictionaryAttr attrs = index < args.size() ? args[index] : DictionaryAttr();
    StringRef kind = kindOf(attrs);
    byvals.push_back(none);
    if (kind == "byval") {
      // The object and the alignment of the caller's copy (at least 8 on
      // x86-64).
      auto type = attrs.getAs<TypeAttr>(LLVM::LLVMDialect::getByValAttrName());
      Type object = type ? convert(type.getValue()) : Type();
      if (!object) {
        failed = true;
        return {};
      }
      auto alignAttr =
          attrs.getAs<IntegerAttr>(LLVM::LLVMDialect::getAlignAttrName());
      auto layout = getLLVMLayout(type.getValue());
      uint64_t align = alignAttr
                           ? alignAttr.getValue().getZExtValue()
                           : std::max<uint64_t>(8, layout ? layout->second : 8);
      NamedAttrList entry;
      entry.set("type", TypeAttr::get(object));
      entry.set("align", IntegerAttr::get(IntegerType::get(ctx, 64), align));
      byvals.back() = entry.getDictionary(ctx);
    }
    if (kind == "sret") {
      auto type =
          attrs.getAs<TypeAttr>(LLVM::LLVMDialect::getStructRetAttrName());
      sretType = type ? convert(type.getValue()) : Type();
      if (!sretType) {
        failed = true;
        return {};
      }
    }
    any |= !kind.empty();
    kinds.push_back(StringAttr::get(ctx, kind));
  }
  StringRef resultKind = kindOf(result);
  if (resultKind == "sret")
    resultKind = "";
  if (!any && resultKind.empty())
    return {};
  NamedAttrList abi;
  abi.set("args", ArrayAttr::get(ctx, kinds));
  if (!resultKind.empty())
    abi.set("result", StringAttr::get(ctx, resultKind));
  if (sretType)
    abi.set("sret_type", TypeAttr::get(sretType));
  if (llvm::any_of(byvals, [](Attribute a) { return !isa<UnitAttr>(a); }))
    abi.set("byval", ArrayAttr::get(ctx, byvals));
  return abi.getDictionary(ctx);
}

LogicalResult Importer::importABI(LLVM::LLVMFuncOp func, FuncOp virFunc) {
  // signext/zeroext (char and short arguments and results, which
  // clang-compiled code expects extended to 32 bits) and sret (the hidden
  // pointer to a returned structure, returned in RAX): the backends state
  // them again (VIRABI.h).
  SmallVector<DictionaryAttr> args;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    args.push_back(func.getArgAttrDict(i));
  bool failed = false;
  DictionaryAttr abi = getABIDictionary(
      ctx, func.getFunctionType().getParams(), args,
      func.getNumResults() == 1 ? func.getResultAttrDict(0) : DictionaryAttr(),
      [&](Type type) { return convertMemoryType(type, func.getLoc()); },
      failed);
  if (failed)
    return failure();
  if (abi)
    virFunc->setAttr(kABIAttrName, abi);
  return success();
}

/// True if `func` carries a string attribute without a value that
/// `matches` (the MLIR LLVM dialect keeps such attributes in the function's
/// passthrough list, e.g. `noreturn` or `"no-builtins"`).
static bool hasPassthrough(LLVM::LLVMFuncOp func,
                           function_ref<bool(StringRef)> matches) {
  ArrayAttr passthrough = func.getPassthroughAttr();
  return passthrough && llvm::any_of(passthrough, [&](Attribute attr) {
           auto name = dyn_cast<StringAttr>(attr);
           return name && matches(name.getValue());
         });
}

/// True if `func` carries LLVM's `noreturn` attribute.
static bool isNoReturn(LLVM::LLVMFuncOp func) {
  return hasPassthrough(func,
                        [](StringRef name) { return name == "noreturn"; });
}

/// True if `func` was compiled with `-ffreestanding` or
/// `-fno-builtin[-<function>]`: clang's `"no-builtins"` or
/// `"no-builtin-<function>"`.
static bool isNoBuiltins(LLVM::LLVMFuncOp func) {
  return hasPassthrough(
      func, [](StringRef name) { return name.starts_with("no-builtin"); });
}

/// True if `info` allows writes (reads).
static bool allowsWrites(LLVM::ModRefInfo info) {
  return info == LLVM::ModRefInfo::Mod || info == LLVM::ModRefInfo::ModRef;
}
static bool allowsReads(LLVM::ModRefInfo info) {
  return info == LLVM::ModRefInfo::Ref || info == LLVM::ModRefInfo::ModRef;
}

void Importer::importCallEffects(LLVM::CallOp c, LLVM::LLVMFuncOp target,
                                 CallOp call) {
  // The call's own attributes, else its callee's (LLVM reads both).
  LLVM::MemoryEffectsAttr effects = c.getMemoryEffectsAttr();
  if (!effects && target)
    effects = target.getMemoryEffectsAttr();
  if (!effects)
    return;
  SmallVector<LLVM::ModRefInfo> infos = {
      effects.getOther(), effects.getArgMem(), effects.getInaccessibleMem()};
  if (llvm::any_of(infos, allowsWrites))
    return;
  StringAttr origin = llvmOrigin();
  addTrait(call, NoWriteAttr::get(ctx, 0, origin));
  // A call that reads and writes nothing is removable, and may be merged
  // with an equal one or hoisted where it runs anyway: VIR's `noread` on a
  // call implies that the call returns (as function-attrs stamps it), so it
  // needs LLVM's `willreturn` too.
  bool willReturn =
      c.getWillReturn() || (target && target.getWillReturn().value_or(false));
  if (willReturn && llvm::none_of(infos, allowsReads))
    addTrait(call, NoReadAttr::get(ctx, 0, origin));
}

void Importer::importFunctionFacts(LLVM::LLVMFuncOp func, FuncOp virFunc) {
  StringAttr origin = llvmOrigin();
  // Pointer-argument facts (LLVM argument i is VIR argument virIndex: an
  // __int128 before it takes two).
  unsigned virIndex = 0;
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i, ++virIndex) {
    if (isInt128(func.getFunctionType().getParams()[i]))
      ++virIndex;
    if (!isa<PtrType>(virFunc.getArgumentTypes()[virIndex]))
      continue;
    SmallVector<Attribute> traits;
    if (func.getArgAttr(i, LLVM::LLVMDialect::getNoAliasAttrName()))
      traits.push_back(RestrictAttr::get(ctx, StringAttr(), 0, origin));
    if (func.getArgAttr(i, LLVM::LLVMDialect::getNoCaptureAttrName()))
      traits.push_back(NoCaptureAttr::get(ctx, 0, origin));
    if (auto bytes = func.getArgAttrOfType<IntegerAttr>(
            i, LLVM::LLVMDialect::getDereferenceableAttrName());
        bytes && bytes.getInt() > 0)
      traits.push_back(
          DereferenceableAttr::get(ctx, bytes.getInt(), 0, origin));
    if (func.getArgAttr(i, LLVM::LLVMDialect::getReadonlyAttrName()))
      traits.push_back(ReadOnlyAttr::get(ctx, 0, origin));
    if (func.getArgAttr(i, LLVM::LLVMDialect::getWriteOnlyAttrName()))
      traits.push_back(WriteOnlyAttr::get(ctx, 0, origin));
    if (!traits.empty())
      setArgTraitList(virFunc, virIndex, traits);
  }
  // Function-level facts and requests. `-O0` marks every function
  // noinline+optnone: that is the compiler's level, not the programmer's
  // wish, so it never becomes a no_inline request.
  SmallVector<Attribute> traits;
  if (auto effects = func.getMemoryEffects()) {
    SmallVector<LLVM::ModRefInfo> infos = {effects->getOther(),
                                           effects->getArgMem(),
                                           effects->getInaccessibleMem()};
    if (llvm::none_of(infos, allowsWrites))
      traits.push_back(ReadOnlyAttr::get(ctx, 0, origin));
    if (llvm::none_of(infos, allowsReads))
      traits.push_back(WriteOnlyAttr::get(ctx, 0, origin));
  }
  if (isNoReturn(func))
    traits.push_back(NoReturnAttr::get(ctx, 0, origin));
  if (func.getAlwaysInline().value_or(false))
    traits.push_back(RequestAttr::get(ctx, RequestKind::always_inline,
                                      Strength::strong, 0, 0, 0, 0, origin));
  else if (func.getNoInline().value_or(false) &&
           !func.getOptimizeNone().value_or(false))
    traits.push_back(RequestAttr::get(ctx, RequestKind::no_inline,
                                      Strength::strong, 0, 0, 0, 0, origin));
  if (!traits.empty())
    setTraitList(virFunc, traits);
}

void Importer::importLoopPragmas(LLVM::LoopAnnotationAttr annotation,
                                 Operation *branch) {
  if (!annotation)
    return;
  StringAttr origin = llvmOrigin();
  auto count = [](IntegerAttr attr) -> uint64_t {
    return attr && attr.getInt() > 0 ? attr.getInt() : 0;
  };
  auto isSet = [](BoolAttr flag) { return flag && flag.getValue(); };
  auto isCleared = [](BoolAttr flag) { return flag && !flag.getValue(); };
  // A pragma is the programmer's explicit wish: a strong request.
  SmallVector<Attribute> traits;
  auto request = [&](RequestKind kind, uint64_t factor, uint64_t width) {
    traits.push_back(RequestAttr::get(ctx, kind, Strength::strong, factor, 0,
                                      width, 0, origin));
  };
  if (auto unroll = annotation.getUnroll();
      unroll && !isSet(unroll.getDisable()) &&
      (count(unroll.getCount()) || isCleared(unroll.getDisable()) ||
       isSet(unroll.getFull())))
    request(RequestKind::unroll, count(unroll.getCount()), 0);
  if (auto vectorize = annotation.getVectorize();
      vectorize && !isSet(vectorize.getDisable()) &&
      (count(vectorize.getWidth()) > 1 || isCleared(vectorize.getDisable())))
    request(RequestKind::vectorize, 0, count(vectorize.getWidth()));
  if (auto interleave = annotation.getInterleave();
      interleave && count(interleave.getCount()) > 1)
    request(RequestKind::interleave, count(interleave.getCount()), 0);
  if (auto distribute = annotation.getDistribute();
      distribute && isCleared(distribute.getDisable()))
    request(RequestKind::distribute, 0, 0);
  // `#pragma unroll_and_jam(N)` (and without N: the pass's factor).
  if (auto jam = annotation.getUnrollAndJam(); jam && !isSet(jam.getDisable()))
    request(RequestKind::jam, count(jam.getCount()), 0);
  if (!traits.empty())
    setTraitList(branch, traits);

  // What the programmer switched off: the trait producer must not ask for
  // it with a soft request of its own (kDisabledRequestsAttrName).
  SmallVector<Attribute> disabled;
  auto disable = [&](RequestKind kind) {
    disabled.push_back(StringAttr::get(ctx, stringifyRequestKind(kind)));
  };
  if (auto unroll = annotation.getUnroll();
      unroll && isSet(unroll.getDisable()))
    disable(RequestKind::unroll);
  if (auto vectorize = annotation.getVectorize();
      vectorize &&
      (isSet(vectorize.getDisable()) ||
       (vectorize.getWidth() && vectorize.getWidth().getInt() == 1)))
    disable(RequestKind::vectorize);
  if (auto interleave = annotation.getInterleave();
      interleave && interleave.getCount() &&
      interleave.getCount().getInt() == 1)
    disable(RequestKind::interleave);
  if (auto distribute = annotation.getDistribute();
      distribute && isSet(distribute.getDisable()))
    disable(RequestKind::distribute);
  if (auto jam = annotation.getUnrollAndJam(); jam && isSet(jam.getDisable()))
    disable(RequestKind::jam);
  if (!disabled.empty())
    branch->setAttr(kDisabledRequestsAttrName, ArrayAttr::get(ctx, disabled));
}

/// The closed signed interval LLVM's `ranges` (half-open `[lo, hi)` pairs
/// that may wrap, whose union holds the value) state, when one interval
/// states it exactly: a single pair that does not wrap around the signed
/// domain.
static std::optional<std::pair<int64_t, int64_t>>
getSignedInterval(ArrayRef<Attribute> ranges, unsigned width) {
  if (ranges.size() != 1)
    return std::nullopt;
  auto range = dyn_cast<LLVM::ConstantRangeAttr>(ranges.front());
  if (!range || range.getLower().getBitWidth() != width ||
      range.getUpper().getBitWidth() != width ||
      range.getLower() == range.getUpper())
    return std::nullopt;
  llvm::ConstantRange set(range.getLower(), range.getUpper());
  if (set.isSignWrappedSet())
    return std::nullopt;
  return std::make_pair(set.getSignedMin().getSExtValue(),
                        set.getSignedMax().getSExtValue());
}

void Importer::importRangeFacts(Operation *llvmOp, Operation *virOp) {
  if (virOp->getNumResults() != 1 ||
      !isVIRIntegerType(virOp->getResult(0).getType()))
    return;
  unsigned width = virOp->getResult(0).getType().getIntOrFloatBitWidth();
  SmallVector<ArrayRef<Attribute>> facts;
  if (auto metadata = llvmOp->getAttrOfType<ArrayAttr>(kRangeMetadataAttrName))
    facts.push_back(metadata.getValue());
  Attribute callSiteRange;
  if (auto call = dyn_cast<LLVM::CallOp>(llvmOp))
    if (auto resAttrs = call.getResAttrs(); resAttrs && resAttrs->size() == 1)
      if (auto dict = dyn_cast<DictionaryAttr>((*resAttrs)[0]))
        if ((callSiteRange = dict.get(LLVM::LLVMDialect::getRangeAttrName())))
          facts.push_back(callSiteRange);
  // Every fact holds, so their intersection does.
  std::optional<std::pair<int64_t, int64_t>> interval;
  for (ArrayRef<Attribute> ranges : facts) {
    auto next = getSignedInterval(ranges, width);
    if (!next)
      continue;
    if (interval)
      next = std::make_pair(std::max(interval->first, next->first),
                            std::min(interval->second, next->second));
    if (next->first <= next->second)
      interval = next;
  }
  if (interval)
    addTrait(virOp, RangeAttr::get(ctx, interval->first, interval->second,
                                   /*epoch=*/0, llvmOrigin()));
}

/// The names on the path from `node`, a scalar TBAA type descriptor, up to
/// its root: each descriptor has exactly one member, its parent, at offset 0
/// (clang's access types are scalars). Empty for anything else: a structure
/// descriptor, an unnamed root, a path longer than kMaxTBAADepth.
static SmallVector<Attribute> getTypePath(LLVM::TBAATypeDescriptorAttr node) {
  SmallVector<Attribute> path;
  MLIRContext *ctx = node.getContext();
  while (path.size() < kMaxTBAADepth) {
    if (node.getId().empty() || node.getMembers().size() != 1 ||
        node.getMembers()[0].getOffset() != 0)
      return {};
    path.push_back(StringAttr::get(ctx, node.getId()));
    LLVM::TBAANodeAttr parent = node.getMembers()[0].getTypeDesc();
    if (auto root = dyn_cast<LLVM::TBAARootAttr>(parent)) {
      if (!root.getId() || root.getId().empty() || path.size() == kMaxTBAADepth)
        return {};
      path.push_back(root.getId());
      return path;
    }
    node = dyn_cast<LLVM::TBAATypeDescriptorAttr>(parent);
    if (!node)
      return {};
  }
  return {};
}

void Importer::importTypeTag(ArrayAttr tags, Operation *virOp) {
  if (!tags || tags.size() != 1)
    return;
  auto tag = dyn_cast<LLVM::TBAATagAttr>(tags[0]);
  if (!tag)
    return;
  SmallVector<Attribute> path = getTypePath(tag.getAccessType());
  if (!path.empty())
    virOp->setAttr(kTBAANoteAttrName, ArrayAttr::get(ctx, path));
}

Value Importer::toI64(Value index, Location loc) {
  auto type = cast<IntegerType>(index.getType());
  Type i64 = builder.getI64Type();
  if (type.getWidth() == 64)
    return index;
  if (type.getWidth() < 64)
    return SExtOp::create(builder, loc, i64, index);
  return TruncOp::create(builder, loc, i64, index);
}

FuncOp Importer::getOrDeclareLibcall(StringRef name, FunctionType type,
                                     Location loc) {
  if (FuncOp existing = virFunctions.lookup(name))
    return existing;
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToEnd(virModule.getBody());
  auto func = FuncOp::create(builder, loc, name, type);
  virFunctions[name] = func;
  func.setPrivate();
  return func;
}

LogicalResult Importer::importBody(LLVM::LLVMFuncOp func, FuncOp virFunc) {
  mapping.clear();
  aggregates.clear();
  wideParts.clear();
  blockMap.clear();
  Region &body = func.getBody();
  // Blocks in reverse post-order: definitions come before their uses, and
  // unreachable blocks are left out.
  llvm::ReversePostOrderTraversal<Block *> rpo(&body.front());
  for (Block *block : rpo) {
    Block *virBlock = new Block();
    virFunc.getBody().push_back(virBlock);
    blockMap[block] = virBlock;
    for (BlockArgument arg : block->getArguments()) {
      if (auto intType = dyn_cast<IntegerType>(arg.getType());
          intType && isWideInteger(intType)) {
        // A wide phi: one block argument per part.
        SmallVector<Value> &parts = wideParts[arg];
        for (unsigned j = 0, e = numParts(intType.getWidth()); j < e; ++j)
          parts.push_back(virBlock->addArgument(
              builder.getIntegerType(partWidth(intType.getWidth(), j)),
              arg.getLoc()));
        continue;
      }
      Type type = convertType(arg.getType(), arg.getLoc());
      if (!type)
        return failure();
      if (!isAggregateType(type)) {
        mapping.map(arg, virBlock->addArgument(type, arg.getLoc()));
        continue;
      }
      // An aggregate phi: one block argument per leaf.
      FailureOr<SmallVector<Leaf>> leaves = getLeaves(type, func);
      if (failed(leaves))
        return failure();
      SmallVector<Value> &values = aggregates[arg];
      for (const Leaf &leaf : *leaves)
        values.push_back(virBlock->addArgument(leaf.type, arg.getLoc()));
    }
  }
  // A `byval` argument is the callee's own copy of the caller's object:
  // VIR passes the pointer, so the callee makes the copy on entry.
  Block *entry = blockMap[&body.front()];
  builder.setInsertionPointToStart(entry);
  for (auto [index, arg] : llvm::enumerate(body.front().getArguments())) {
    auto byval = func.getArgAttrOfType<TypeAttr>(
        index, LLVM::LLVMDialect::getByValAttrName());
    if (!byval)
      continue;
    // The copy is memory, typed as an alloca's (a wide integer field of a
    // packed structure is split into parts there).
    Location loc = arg.getLoc();
    Type type = convertMemoryType(byval.getValue(), loc);
    if (!type)
      return failure();
    auto align = func.getArgAttrOfType<IntegerAttr>(
        index, LLVM::LLVMDialect::getAlignAttrName());
    Value copy =
        AllocaOp::create(builder, loc, PtrType::get(ctx), type, Value(),
                         builder.getI64IntegerAttr(
                             align ? align.getInt() : getABIAlignment(type)));
    Value size = ConstantOp::create(builder, loc, builder.getI64Type(),
                                    getAllocSize(type));
    MemcpyOp::create(builder, loc, copy, mapping.lookup(arg), size,
                     /*volatile_=*/false);
    mapping.map(arg, copy);
  }
  for (Block *block : rpo) {
    builder.setInsertionPointToEnd(blockMap[block]);
    for (Operation &op : *block)
      if (failed(importOp(&op)))
        return failure();
  }
  return success();
}

SmallVector<Value> Importer::lookupLeaves(ValueRange values) {
  SmallVector<Value> result;
  for (Value value : values) {
    auto it = aggregates.find(value);
    auto wide = wideParts.find(value);
    if (it != aggregates.end())
      llvm::append_range(result, it->second);
    else if (wide != wideParts.end())
      llvm::append_range(result, wide->second);
    else
      result.push_back(mapping.lookup(value));
  }
  return result;
}

Value Importer::createZero(Type type, Location loc) {
  if (isa<PtrType>(type))
    return NullOp::create(builder, loc, type);
  if (isVIRIntegerType(type))
    return ConstantOp::create(builder, loc, type, 0);
  if (isVIRFloatType(type))
    return ConstantOp::create(builder, loc, FloatAttr::get(type, 0.0));
  if (auto vec = dyn_cast<VectorType>(type);
      vec && !isa<PtrType>(vec.getElementType()))
    return ConstantOp::create(
        builder, loc,
        cast<TypedAttr>(DenseElementsAttr::get(
            vec, builder.getZeroAttr(vec.getElementType()))));
  return {};
}

LogicalResult Importer::getConstantLeaves(Attribute value, Type type,
                                          Location loc,
                                          SmallVectorImpl<Value> &leaves) {
  if (auto elements = dyn_cast<ArrayAttr>(value)) {
    SmallVector<Type> elementTypes;
    if (auto array = dyn_cast<ArrayType>(type))
      elementTypes.assign(array.getNumElements(), array.getElementType());
    else if (auto structType = dyn_cast<StructType>(type))
      llvm::append_range(elementTypes, structType.getBody());
    if (elementTypes.size() != elements.size())
      return emitError(loc, "cannot import the aggregate constant ") << value;
    for (auto [element, elementType] : llvm::zip(elements, elementTypes))
      if (failed(getConstantLeaves(element, elementType, loc, leaves)))
        return failure();
    return success();
  }
  if (isAggregateType(type)) {
    // Arrays of scalars: a dense or string attribute, row-major.
    SmallVector<Leaf> typeLeaves;
    SmallVector<int32_t> path;
    flattenType(type, path, 0, typeLeaves);
    SmallVector<Attribute> flat;
    if (auto dense = dyn_cast<DenseElementsAttr>(value))
      llvm::append_range(flat, dense.getValues<Attribute>());
    else if (auto string = dyn_cast<StringAttr>(value))
      for (char c : string.getValue())
        flat.push_back(builder.getI8IntegerAttr(c));
    if (flat.size() != typeLeaves.size())
      return emitError(loc, "cannot import the aggregate constant ") << value;
    for (auto [element, leaf] : llvm::zip(flat, typeLeaves))
      if (failed(getConstantLeaves(element, leaf.type, loc, leaves)))
        return failure();
    return success();
  }
  if (auto intAttr = dyn_cast<IntegerAttr>(value))
    value = IntegerAttr::get(type, intAttr.getValue());
  else if (auto floatAttr = dyn_cast<FloatAttr>(value))
    value = FloatAttr::get(type, floatAttr.getValue());
  else if (auto dense = dyn_cast<DenseElementsAttr>(value);
           dense && isa<VectorType>(type))
    value = dense.reshape(cast<ShapedType>(type));
  else
    return emitError(loc, "cannot import the aggregate constant element ")
           << value;
  leaves.push_back(ConstantOp::create(builder, loc, cast<TypedAttr>(value)));
  return success();
}

static bool isLLVMAggregateType(Type type) {
  return isa<LLVM::LLVMStructType, LLVM::LLVMArrayType>(type);
}

LogicalResult Importer::importAggregateOp(Operation *op) {
  Location loc = op->getLoc();
  // The leaves of an aggregate operand (null when it has none mapped, which
  // an earlier error would have reported).
  auto leavesOf = [&](Value value) -> const SmallVector<Value> * {
    auto it = aggregates.find(value);
    if (it != aggregates.end())
      return &it->second;
    unsupported(op, "an aggregate operand without known parts");
    return nullptr;
  };
  auto mapLeaves = [&](ArrayRef<Value> values) {
    aggregates[op->getResult(0)].assign(values.begin(), values.end());
    return success();
  };
  // The VIR type of the op's aggregate result and its leaves.
  Type type;
  SmallVector<Leaf> leaves;
  auto convertResult = [&](Type llvmType) -> LogicalResult {
    type = convertType(llvmType, loc);
    if (!type)
      return failure();
    FailureOr<SmallVector<Leaf>> found = getLeaves(type, op);
    if (failed(found))
      return failure();
    leaves = std::move(*found);
    return success();
  };
  // The address of each leaf of an aggregate of `type` at `base`, and the
  // alignment its access may claim given the aggregate's `align`ment.
  auto leafAddress = [&](Value base, const Leaf &leaf) -> Value {
    if (leaf.offset == 0)
      return base;
    SmallVector<GEPArg> indices = {0};
    for (int32_t index : leaf.path)
      indices.emplace_back(index);
    return GEPOp::create(builder, loc, base, type, indices, /*inbounds=*/true);
  };
  auto leafAlignment = [&](std::optional<uint64_t> align, const Leaf &leaf) {
    return static_cast<int64_t>(
        llvm::MinAlign(align ? *align : getABIAlignment(type), leaf.offset));
  };

  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case<LLVM::UndefOp, LLVM::PoisonOp, LLVM::ZeroOp>(
          [&](Operation *) -> LogicalResult {
            if (failed(convertResult(op->getResult(0).getType())))
              return failure();
            SmallVector<Value> values;
            for (const Leaf &leaf : leaves) {
              Value value = isa<LLVM::ZeroOp>(op)
                                ? createZero(leaf.type, loc)
                                : UndefOp::create(builder, loc, leaf.type);
              if (!value)
                return unsupported(op, "the zero value of ") << leaf.type;
              values.push_back(value);
            }
            return mapLeaves(values);
          })
      .Case([&](LLVM::ConstantOp c) -> LogicalResult {
        if (failed(convertResult(c.getType())))
          return failure();
        SmallVector<Value> values;
        if (failed(getConstantLeaves(c.getValue(), type, loc, values)))
          return failure();
        return mapLeaves(values);
      })
      .Case([&](LLVM::CallIntrinsicOp c) -> LogicalResult {
        // llvm.modf (C's modf, modff, modfl): {fractional, integral} from
        // the C library's function, which stores the integral part.
        if (!c.getIntrin().starts_with("llvm.modf.") || c.getArgs().size() != 1)
          return unsupported(op, "the intrinsic '")
                 << c.getIntrin() << "' returning an aggregate";
        Value x = lookup(c.getArgs()[0]);
        Type floatType = x.getType();
        if (!isVIRFloatType(floatType))
          return unsupported(op, "'") << c.getIntrin() << "' on " << floatType;
        std::string function = floatType.isF32()   ? "modff"
                               : floatType.isF64() ? "modf"
                                                   : "modfl";
        Value slot = createEntrySlot(floatType, loc);
        Value fraction =
            callLibrary(function, floatType, ValueRange{x, slot}, loc);
        if (!fraction)
          return failure();
        Value integral = LoadOp::create(builder, loc, floatType, slot);
        return mapLeaves({fraction, integral});
      })
      .Case([&](LLVM::LoadOp l) -> LogicalResult {
        if (l.getOrdering() != LLVM::AtomicOrdering::not_atomic)
          return unsupported(op, "an atomic load of an aggregate");
        if (failed(convertResult(l.getType())))
          return failure();
        // As LLVM's own legalization: one access per leaf; the padding
        // between them is not read.
        Value base = lookup(l.getAddr());
        SmallVector<Value> values;
        for (const Leaf &leaf : leaves) {
          auto load =
              LoadOp::create(builder, loc, leaf.type, leafAddress(base, leaf));
          load.setVolatile_(l.getVolatile_());
          load.setAlignment(leafAlignment(l.getAlignment(), leaf));
          values.push_back(load);
        }
        return mapLeaves(values);
      })
      .Case([&](LLVM::StoreOp s) -> LogicalResult {
        if (s.getOrdering() != LLVM::AtomicOrdering::not_atomic)
          return unsupported(op, "an atomic store of an aggregate");
        const SmallVector<Value> *values = leavesOf(s.getValue());
        if (!values)
          return failure();
        if (failed(convertResult(s.getValue().getType())))
          return failure();
        Value base = lookup(s.getAddr());
        for (auto [leaf, value] : llvm::zip(leaves, *values)) {
          auto store =
              StoreOp::create(builder, loc, value, leafAddress(base, leaf));
          store.setVolatile_(s.getVolatile_());
          store.setAlignment(leafAlignment(s.getAlignment(), leaf));
        }
        return success();
      })
      .Case([&](LLVM::ExtractValueOp e) -> LogicalResult {
        const SmallVector<Value> *values = leavesOf(e.getContainer());
        Type containerType = convertType(e.getContainer().getType(), loc);
        if (!values || !containerType)
          return failure();
        auto [first, elementType] =
            locateElement(containerType, e.getPosition());
        if (!isAggregateType(elementType)) {
          mapping.map(e.getResult(), (*values)[first]);
          return success();
        }
        return mapLeaves(
            ArrayRef<Value>(*values).slice(first, countLeaves(elementType)));
      })
      .Case([&](LLVM::InsertValueOp i) -> LogicalResult {
        const SmallVector<Value> *container = leavesOf(i.getContainer());
        if (failed(convertResult(i.getType())) || !container)
          return failure();
        SmallVector<Value> values(*container);
        auto [first, elementType] = locateElement(type, i.getPosition());
        SmallVector<Value> inserted = lookupLeaves(i.getValue());
        if (inserted.size() != countLeaves(elementType) ||
            llvm::is_contained(inserted, Value()))
          return unsupported(op, "an insertion of an unknown value");
        llvm::copy(inserted, values.begin() + first);
        return mapLeaves(values);
      })
      .Case([&](LLVM::SelectOp sel) -> LogicalResult {
        const SmallVector<Value> *trueValues = leavesOf(sel.getTrueValue());
        const SmallVector<Value> *falseValues = leavesOf(sel.getFalseValue());
        if (!trueValues || !falseValues)
          return failure();
        Value condition = lookup(sel.getCondition());
        SmallVector<Value> values;
        for (auto [t, f] : llvm::zip(*trueValues, *falseValues))
          values.push_back(SelectOp::create(builder, loc, condition, t, f));
        return mapLeaves(values);
      })
      .Case([&](LLVM::FreezeOp f) -> LogicalResult {
        // As for scalars, the operand itself.
        const SmallVector<Value> *values = leavesOf(f.getVal());
        if (!values)
          return failure();
        return mapLeaves(*values);
      })
      // llvm.*.with.overflow: the {result, overflowed} pair, expanded exactly
      // (__builtin_add_overflow and friends).
      .Case<LLVM::SAddWithOverflowOp, LLVM::UAddWithOverflowOp,
            LLVM::SSubWithOverflowOp, LLVM::USubWithOverflowOp,
            LLVM::SMulWithOverflowOp, LLVM::UMulWithOverflowOp>(
          [&](Operation *) -> LogicalResult {
            Value a = lookup(op->getOperand(0)), b = lookup(op->getOperand(1));
            Type type = a ? a.getType() : Type();
            if (!type || !isVIRIntegerType(type))
              return unsupported(op, "'")
                     << op->getName() << "' on " << op->getOperand(0).getType();
            unsigned width = type.getIntOrFloatBitWidth();
            auto cst = [&](Type t, int64_t v) -> Value {
              return ConstantOp::create(builder, loc, t, v);
            };
            auto cmp = [&](ICmpPredicate pred, Value x, Value y) -> Value {
              return ICmpOp::create(builder, loc, pred, x, y);
            };
            auto xorOf = [&](Value x, Value y) -> Value {
              return XorOp::create(builder, loc, x, y);
            };
            auto andOf = [&](Value x, Value y) -> Value {
              return AndOp::create(builder, loc, x, y);
            };
            Value result, overflow;
            if (isa<LLVM::SAddWithOverflowOp, LLVM::UAddWithOverflowOp>(op)) {
              result = AddOp::create(builder, loc, a, b, false, false);
              overflow = isa<LLVM::UAddWithOverflowOp>(op)
                             ? cmp(ICmpPredicate::ult, result, a)
                             : cmp(ICmpPredicate::slt,
                                   andOf(xorOf(a, result), xorOf(b, result)),
                                   cst(type, 0));
            } else if (isa<LLVM::SSubWithOverflowOp, LLVM::USubWithOverflowOp>(
                           op)) {
              result = SubOp::create(builder, loc, a, b, false, false);
              overflow =
                  isa<LLVM::USubWithOverflowOp>(op)
                      ? cmp(ICmpPredicate::ult, a, b)
                      : cmp(ICmpPredicate::slt,
                            andOf(xorOf(a, b), xorOf(a, result)), cst(type, 0));
            } else if (bool isSigned = isa<LLVM::SMulWithOverflowOp>(op);
                       width <= 32) {
              // The exact product fits i64.
              Type i64 = builder.getI64Type();
              auto ext = [&](Value x) -> Value {
                return isSigned ? Value(SExtOp::create(builder, loc, i64, x))
                                : Value(ZExtOp::create(builder, loc, i64, x));
              };
              Value product =
                  MulOp::create(builder, loc, ext(a), ext(b), false, false);
              result = TruncOp::create(builder, loc, type, product);
              overflow = cmp(ICmpPredicate::ne, ext(result), product);
            } else {
              // The high half of the double-width product: zero (unsigned),
              // or the sign extension of the low half (signed, where the
              // signed high half is the unsigned one minus b where a < 0
              // and minus a where b < 0).
              result = MulOp::create(builder, loc, a, b, false, false);
              Value zero = cst(type, 0);
              Value high = UMulHOp::create(builder, loc, a, b);
              if (!isSigned) {
                overflow = cmp(ICmpPredicate::ne, high, zero);
              } else {
                auto minusIfNegative = [&](Value x, Value y) {
                  Value negative = cmp(ICmpPredicate::slt, x, zero);
                  Value sub = SelectOp::create(builder, loc, negative, y, zero);
                  high = SubOp::create(builder, loc, high, sub, false, false);
                };
                minusIfNegative(a, b);
                minusIfNegative(b, a);
                Value sign = AShrOp::create(builder, loc, result,
                                            cst(type, width - 1), false);
                overflow = cmp(ICmpPredicate::ne, high, sign);
              }
            }
            return mapLeaves({result, overflow});
          })
      .Case([&](LLVM::AtomicCmpXchgOp x) -> LogicalResult {
        Type type = convertType(x.getVal().getType(), loc);
        if (!type)
          return failure();
        uint64_t align = x.getAlignment().value_or(getStoreSize(type));
        auto cmpxchg = CmpXchgOp::create(
            builder, loc, type, builder.getI1Type(), lookup(x.getPtr()),
            lookup(x.getCmp()), lookup(x.getVal()),
            *fromLLVM(x.getSuccessOrdering()),
            *fromLLVM(x.getFailureOrdering()), align, x.getWeak(),
            x.getVolatile_());
        return mapLeaves({cmpxchg.getOld(), cmpxchg.getOk()});
      })
      .Default([&](Operation *) {
        return unsupported(op, "'")
               << op->getName() << "' on an aggregate value";
      });
}

//===----------------------------------------------------------------------===//
// Integers wider than 64 bits
//===----------------------------------------------------------------------===//
//
// VIR integers are at most 64 bits wide. Clang uses wider ones for the
// storage units of bit-fields in packed structures (i72, i104, i176: loads,
// stores, masks and constant shifts) and for `__int128`. The importer splits
// such a value into parts, as LLVM's own type legalization does: i64 values
// from the least significant, the last one as wide as what remains, so that
// a load or store of the parts touches exactly the value's store size, and
// rewrites each operation on the parts (division as a loop, switches as
// compare chains). An i128 crosses calls as its two halves (VIRABI.h). What
// it does not split (other widths across calls, vectors, fields of
// structures that are not packed and need padding) is a located error.

/// True if every integer wider than 64 bits in `type` (not under a packed
/// structure, which convertMemoryType lays out itself) has at most 128 bits.
static bool fitsAlignedWide(Type type);

Type Importer::convertMemoryType(Type type, Location loc) {
  if (auto intType = dyn_cast<IntegerType>(type);
      intType && isWideInteger(type))
    return ArrayType::get(ctx, getWideAllocSize(intType.getWidth()) / 8,
                          builder.getI64Type());
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    Type elem = convertMemoryType(array.getElementType(), loc);
    return elem ? ArrayType::get(ctx, array.getNumElements(), elem) : Type();
  }
  // A packed structure (clang's packed bit-fields: `<{ i128, i16 }>`) lays
  // its fields out without padding, so a wide field may be its array of
  // parts. Elsewhere the array's alignment (8) is not the integer's (16),
  // except in a structure whose fields need no padding in LLVM's layout
  // (csmith's bit-field storage `{ i128 }`): it is imported packed, with
  // the same offsets and field indices. (Its alignment becomes 1; the
  // accesses, slots and globals clang makes carry their own.)
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type);
      structType && !structType.isOpaque() && !structType.isPacked() &&
      holdsWideInteger(structType) && fitsAlignedWide(structType)) {
    // Wide integers of at most 128 bits in a structure that is not packed
    // (`{ i8, i128 }`: __int128 after a char) are `vector<2 x i64>`, whose
    // size and alignment (16) are the integer's: every field keeps its
    // offset and index. Their accesses go through byte addresses as
    // elsewhere.
    return convertAlignedWide(structType, loc);
  }
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type);
      structType && !structType.isOpaque() &&
      (structType.isPacked() ||
       (holdsWideInteger(structType) && hasNoPadding(structType)))) {
    SmallVector<Type> body;
    for (Type field : structType.getBody()) {
      Type converted = convertMemoryType(field, loc);
      if (!converted)
        return {};
      body.push_back(converted);
    }
    return StructType::get(ctx, body, /*packed=*/true);
  }
  return convertType(type, loc);
}

static bool fitsAlignedWide(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth() <= 128;
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type))
    return fitsAlignedWide(array.getElementType());
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type))
    return structType.isPacked() ||
           llvm::all_of(structType.getBody(),
                        [](Type field) { return fitsAlignedWide(field); });
  return true;
}

Type Importer::convertAlignedWide(Type type, Location loc) {
  if (isWideInteger(type))
    return VectorType::get({2}, builder.getI64Type());
  if (auto array = dyn_cast<LLVM::LLVMArrayType>(type)) {
    Type elem = convertAlignedWide(array.getElementType(), loc);
    return elem ? ArrayType::get(ctx, array.getNumElements(), elem) : Type();
  }
  if (auto structType = dyn_cast<LLVM::LLVMStructType>(type);
      structType && !structType.isPacked()) {
    SmallVector<Type> body;
    for (Type field : structType.getBody()) {
      Type converted = convertAlignedWide(field, loc);
      if (!converted)
        return {};
      body.push_back(converted);
    }
    return StructType::get(ctx, body, /*packed=*/false);
  }
  return convertMemoryType(type, loc);
}

Value Importer::intConstant(unsigned width, const APInt &value, Location loc) {
  Type type = builder.getIntegerType(width);
  return ConstantOp::create(builder, loc,
                            cast<TypedAttr>(IntegerAttr::get(type, value)));
}

const SmallVector<Value> *Importer::partsOf(Value value, Operation *op) {
  auto it = wideParts.find(value);
  if (it != wideParts.end())
    return &it->second;
  unsupported(op, "an operand wider than 64 bits without known parts");
  return nullptr;
}

namespace {
/// The number of set bits of the i64 `x` (SWAR).
static Value popcount64(OpBuilder &b, Location loc, Value x) {
  Type i64 = b.getI64Type();
  auto c = [&](uint64_t v) {
    return ConstantOp::create(b, loc, i64, static_cast<int64_t>(v));
  };
  auto lshr = [&](Value v, unsigned n) -> Value {
    return LShrOp::create(b, loc, v, c(n), false);
  };
  auto andOf = [&](Value v, uint64_t m) -> Value {
    return AndOp::create(b, loc, v, c(m));
  };
  auto add = [&](Value u, Value v) -> Value {
    return AddOp::create(b, loc, u, v, false, false);
  };
  x = SubOp::create(b, loc, x, andOf(lshr(x, 1), 0x5555555555555555ull), false,
                    false);
  x = add(andOf(x, 0x3333333333333333ull),
          andOf(lshr(x, 2), 0x3333333333333333ull));
  x = andOf(add(x, lshr(x, 4)), 0x0f0f0f0f0f0f0f0full);
  x = MulOp::create(b, loc, x, c(0x0101010101010101ull), false, false);
  return lshr(x, 56);
}

/// The trailing zeros of the i64 `x` (64 for zero): popcount((x & -x) - 1).
static Value countTrailingZeros64(OpBuilder &b, Location loc, Value x) {
  Type i64 = b.getI64Type();
  Value zero = ConstantOp::create(b, loc, i64, 0);
  Value one = ConstantOp::create(b, loc, i64, 1);
  Value lowest =
      AndOp::create(b, loc, x, SubOp::create(b, loc, zero, x, false, false));
  return popcount64(b, loc, SubOp::create(b, loc, lowest, one, false, false));
}

/// The leading zeros of the i64 `x` (64 for zero): 64 minus the popcount of
/// x with every bit below its highest set bit set.
static Value countLeadingZeros64(OpBuilder &b, Location loc, Value x) {
  Type i64 = b.getI64Type();
  for (unsigned shift = 1; shift < 64; shift *= 2)
    x = OrOp::create(b, loc, x,
                     LShrOp::create(b, loc, x,
                                    ConstantOp::create(b, loc, i64, shift),
                                    false));
  return SubOp::create(b, loc, ConstantOp::create(b, loc, i64, 64),
                       popcount64(b, loc, x), false, false);
}

/// Builds operations on the 64-bit parts of wide integers. A null Value in
/// a list of i64 parts stands for zero (so shifts build no dead code).
struct WideBuilder {
  OpBuilder &b;
  Location loc;

  Type i64() { return b.getI64Type(); }
  Value zero64() { return ConstantOp::create(b, loc, i64(), 0); }
  Value orOf(Value x, Value y) {
    if (!x)
      return y;
    if (!y)
      return x;
    return OrOp::create(b, loc, x, y);
  }
  Value shiftLeft(Value x, unsigned amount) {
    if (!x)
      return x;
    if (amount == 0)
      return x;
    return ShlOp::create(b, loc, x, ConstantOp::create(b, loc, i64(), amount),
                         false, false);
  }
  Value shiftRightU(Value x, unsigned amount) {
    if (!x)
      return x;
    if (amount == 0)
      return x;
    return LShrOp::create(b, loc, x, ConstantOp::create(b, loc, i64(), amount),
                          false);
  }
  Value cmp(ICmpPredicate pred, Value x, Value y) {
    return ICmpOp::create(b, loc, pred, x, y);
  }
  /// `parts` (narrow form) with the last one extended to i64.
  SmallVector<Value> widen(ArrayRef<Value> parts, bool isSigned) {
    SmallVector<Value> result(parts.begin(), parts.end());
    Value &top = result.back();
    if (top.getType() != i64())
      top = isSigned ? Value(SExtOp::create(b, loc, i64(), top))
                     : Value(ZExtOp::create(b, loc, i64(), top));
    return result;
  }
  Value c64(uint64_t value) {
    return ConstantOp::create(b, loc, i64(), static_cast<int64_t>(value));
  }
  /// `parts` (narrow form, a `width`-bit integer) shifted by the constant
  /// `amount` (less than `width`): left, or right arithmetically or
  /// logically.
  SmallVector<Value> shift(ArrayRef<Value> parts, unsigned width,
                           unsigned amount, bool left, bool arith) {
    unsigned words = amount / 64, bits = amount % 64;
    SmallVector<Value> x = widen(parts, arith);
    int k = x.size();
    SmallVector<Value> result(k);
    if (left) {
      auto at = [&](int i) { return i >= 0 ? x[i] : Value(); };
      for (int j = 0; j < k; ++j) {
        int from = j - static_cast<int>(words);
        result[j] = orOf(shiftLeft(at(from), bits),
                         bits ? shiftRightU(at(from - 1), 64 - bits) : Value());
      }
    } else {
      Value fill;
      if (arith)
        fill = AShrOp::create(b, loc, x.back(), c64(63), false);
      auto at = [&](int i) { return i < k ? x[i] : fill; };
      for (int j = 0; j < k; ++j) {
        int from = j + static_cast<int>(words);
        result[j] = orOf(shiftRightU(at(from), bits),
                         bits ? shiftLeft(at(from + 1), 64 - bits) : Value());
      }
    }
    return narrow(result, width);
  }
  /// The low `width` bits of the product of `lhs` and `rhs` (narrow form).
  /// Up to 128 bits from the i64 parts: the low part is `x0 * y0`, the high
  /// one `umulh(x0, y0) + x0 * y1 + x1 * y0` (the rest is beyond 128 bits),
  /// LLVM's own expansion. Wider by schoolbook multiplication of 32-bit
  /// limbs held in i64 (each step `r + a * b + carry` fits 64 bits).
  SmallVector<Value> multiply(ArrayRef<Value> lhs, ArrayRef<Value> rhs,
                              unsigned width) {
    if (numParts(width) == 2) {
      SmallVector<Value> x = widen(lhs, /*isSigned=*/false),
                         y = widen(rhs, /*isSigned=*/false);
      Value low = MulOp::create(b, loc, x[0], y[0], false, false);
      Value high = UMulHOp::create(b, loc, x[0], y[0]);
      high = AddOp::create(b, loc, high,
                           MulOp::create(b, loc, x[0], y[1], false, false),
                           false, false);
      high = AddOp::create(b, loc, high,
                           MulOp::create(b, loc, x[1], y[0], false, false),
                           false, false);
      return narrow({low, high}, width);
    }
    unsigned limbs = llvm::divideCeil(width, 32);
    auto limbsOf = [&](ArrayRef<Value> parts) {
      SmallVector<Value> x = widen(parts, /*isSigned=*/false), result;
      for (unsigned i = 0; i < limbs; ++i) {
        Value part = x[i / 2];
        result.push_back(
            i % 2 ? shiftRightU(part, 32)
                  : Value(AndOp::create(b, loc, part, c64(0xffffffffu))));
      }
      return result;
    };
    SmallVector<Value> a = limbsOf(lhs), y = limbsOf(rhs);
    SmallVector<Value> r(limbs);
    for (unsigned i = 0; i < limbs; ++i) {
      Value carry;
      for (unsigned j = 0; i + j < limbs; ++j) {
        Value t = MulOp::create(b, loc, a[i], y[j], false, false);
        if (r[i + j])
          t = AddOp::create(b, loc, t, r[i + j], false, false);
        if (carry)
          t = AddOp::create(b, loc, t, carry, false, false);
        r[i + j] = AndOp::create(b, loc, t, c64(0xffffffffu));
        carry = shiftRightU(t, 32);
      }
    }
    SmallVector<Value> parts;
    for (unsigned p = 0; p < numParts(width); ++p)
      parts.push_back(orOf(
          r[2 * p], 2 * p + 1 < limbs ? shiftLeft(r[2 * p + 1], 32) : Value()));
    return narrow(parts, width);
  }
  /// `lhs` plus or minus `rhs`, part by part from the least significant,
  /// with the carry (or borrow) of each part into the next; no wrap flags.
  /// The lists have equal length and part types (narrow or i64 form).
  SmallVector<Value> addSub(ArrayRef<Value> lhs, ArrayRef<Value> rhs,
                            bool isAdd) {
    SmallVector<Value> parts;
    Value carry; // i1, null for none
    for (size_t j = 0, e = lhs.size(); j < e; ++j) {
      Value x = lhs[j], y = rhs[j];
      Type type = x.getType();
      Value result = isAdd ? Value(AddOp::create(b, loc, x, y, false, false))
                           : Value(SubOp::create(b, loc, x, y, false, false));
      bool last = j + 1 == e;
      Value nextCarry;
      if (!last)
        nextCarry = isAdd ? cmp(ICmpPredicate::ult, result, x)
                          : cmp(ICmpPredicate::ult, x, y);
      if (carry) {
        Value c = ZExtOp::create(b, loc, type, carry);
        Value adjusted =
            isAdd ? Value(AddOp::create(b, loc, result, c, false, false))
                  : Value(SubOp::create(b, loc, result, c, false, false));
        if (!last) {
          Value again = isAdd ? cmp(ICmpPredicate::ult, adjusted, c)
                              : cmp(ICmpPredicate::ult, result, c);
          nextCarry = OrOp::create(b, loc, nextCarry, again);
        }
        result = adjusted;
      }
      parts.push_back(result);
      carry = nextCarry;
    }
    return parts;
  }
  /// Whether `lhs` `pred` `rhs` for an ordered predicate: the most
  /// significant part that differs decides; it is compared signed for a
  /// signed predicate, the others unsigned.
  Value compareOrdered(ICmpPredicate pred, ArrayRef<Value> lhs,
                       ArrayRef<Value> rhs) {
    bool isSigned = pred == ICmpPredicate::slt || pred == ICmpPredicate::sle ||
                    pred == ICmpPredicate::sgt || pred == ICmpPredicate::sge;
    bool less = pred == ICmpPredicate::slt || pred == ICmpPredicate::sle ||
                pred == ICmpPredicate::ult || pred == ICmpPredicate::ule;
    bool orEqual = pred == ICmpPredicate::sle || pred == ICmpPredicate::sge ||
                   pred == ICmpPredicate::ule || pred == ICmpPredicate::uge;
    ICmpPredicate ustrict = less ? ICmpPredicate::ult : ICmpPredicate::ugt;
    ICmpPredicate sstrict = less ? ICmpPredicate::slt : ICmpPredicate::sgt;
    ICmpPredicate ubottom =
        orEqual ? (less ? ICmpPredicate::ule : ICmpPredicate::uge) : ustrict;
    if (lhs.size() == 1)
      return cmp(isSigned ? (orEqual ? pred : sstrict) : ubottom, lhs[0],
                 rhs[0]);
    Value result = cmp(ubottom, lhs[0], rhs[0]);
    for (size_t j = 1, e = lhs.size(); j < e; ++j) {
      ICmpPredicate strict = (isSigned && j + 1 == e) ? sstrict : ustrict;
      Value decides = cmp(strict, lhs[j], rhs[j]);
      Value same = cmp(ICmpPredicate::eq, lhs[j], rhs[j]);
      result =
          OrOp::create(b, loc, decides, AndOp::create(b, loc, same, result));
    }
    return result;
  }
  /// `x` (i64 parts) negated if `condition`, else `x`.
  SmallVector<Value> negateIf(Value condition, ArrayRef<Value> x) {
    SmallVector<Value> zeros;
    for (size_t j = 0; j < x.size(); ++j)
      zeros.push_back(zero64());
    SmallVector<Value> negated = addSub(zeros, x, /*isAdd=*/false);
    SmallVector<Value> result;
    for (auto [n, v] : llvm::zip(negated, x))
      result.push_back(SelectOp::create(b, loc, condition, n, v));
    return result;
  }
  /// The parts of a `width`-bit integer from i64 `parts` (null for zero):
  /// the first numParts(width), the last one truncated.
  SmallVector<Value> narrow(ArrayRef<Value> parts, unsigned width) {
    SmallVector<Value> result;
    for (unsigned j = 0, e = numParts(width); j < e; ++j) {
      Value part = j < parts.size() ? parts[j] : Value();
      if (!part)
        part = zero64();
      unsigned w = partWidth(width, j);
      if (w != 64)
        part = TruncOp::create(b, loc, b.getIntegerType(w), part);
      result.push_back(part);
    }
    return result;
  }
};
} // namespace

// Division and remainder of wide integers: restoring division, one quotient
// bit per iteration, over the 64*k bits of the values' k i64 parts
// (zero-extended: the same quotient and remainder as at their own width).
// Signed operations divide the magnitudes and fix the signs, as C (and
// LLVM's sdiv/srem) round towards zero: the quotient is negative when the
// signs differ, the remainder has the sign of the dividend. When the high
// parts of both values are zero, one i64 udiv or urem does it. The loop
// is one block:
//
//   loop(%i, %q..., %r...):                 // (r:q) <<= 1
//     %top = r[k-1] >> 63; r = r << 1 | q[k-1] >> 63; q = q << 1
//     %ge = %top != 0 || r >= b             // then r -= b, q |= 1
//     cond_br %i + 1 < 64k, loop(...), done(%q..., %r...)
//
// Division by zero (undefined behaviour) gives whatever the loop gives.
SmallVector<Value> Importer::importWideDivision(ArrayRef<Value> lhs,
                                                ArrayRef<Value> rhs,
                                                unsigned width, bool isSigned,
                                                bool isRem, Location loc) {
  WideBuilder wb{builder, loc};
  SmallVector<Value> a = wb.widen(lhs, isSigned), d = wb.widen(rhs, isSigned);
  size_t k = a.size();
  Value negA, negD;
  if (isSigned) {
    Value zero = wb.zero64();
    negA = wb.cmp(ICmpPredicate::slt, a.back(), zero);
    negD = wb.cmp(ICmpPredicate::slt, d.back(), zero);
    a = wb.negateIf(negA, a);
    d = wb.negateIf(negD, d);
  }
  Block *current = builder.getInsertionBlock();
  Region *region = current->getParent();
  auto newBlockAfter = [&](Block *after) {
    Block *block = new Block();
    region->getBlocks().insertAfter(Region::iterator(after), block);
    return block;
  };
  Block *fast = newBlockAfter(current);
  Block *loop = newBlockAfter(fast);
  Block *done = newBlockAfter(loop);
  Type i64 = wb.i64();
  SmallVector<Value> q, r;
  Value i = loop->addArgument(i64, loc);
  for (size_t j = 0; j < k; ++j)
    q.push_back(loop->addArgument(i64, loc));
  for (size_t j = 0; j < k; ++j)
    r.push_back(loop->addArgument(i64, loc));
  SmallVector<Value> quotient, remainder;
  for (size_t j = 0; j < k; ++j)
    quotient.push_back(done->addArgument(i64, loc));
  for (size_t j = 0; j < k; ++j)
    remainder.push_back(done->addArgument(i64, loc));

  // Entry: high parts all zero -> fast, else the loop from (0, a, 0).
  Value high;
  for (size_t j = 1; j < k; ++j)
    high = wb.orOf(high, OrOp::create(builder, loc, a[j], d[j]));
  Value small = wb.cmp(ICmpPredicate::eq, high, wb.zero64());
  SmallVector<Value> start = {wb.zero64()};
  llvm::append_range(start, a);
  for (size_t j = 0; j < k; ++j)
    start.push_back(wb.zero64());
  CondBrOp::create(builder, loc, small, fast, ValueRange(), loop, start);

  builder.setInsertionPointToEnd(fast);
  SmallVector<Value> fastResult = {
      UDivOp::create(builder, loc, a[0], d[0], false)};
  for (size_t j = 1; j < k; ++j)
    fastResult.push_back(wb.zero64());
  fastResult.push_back(URemOp::create(builder, loc, a[0], d[0]));
  for (size_t j = 1; j < k; ++j)
    fastResult.push_back(wb.zero64());
  BrOp::create(builder, loc, done, fastResult);

  builder.setInsertionPointToEnd(loop);
  Value top = wb.shiftRightU(r[k - 1], 63);
  SmallVector<Value> r1, q1;
  for (size_t j = 0; j < k; ++j) {
    r1.push_back(wb.orOf(wb.shiftLeft(r[j], 1),
                         wb.shiftRightU(j ? r[j - 1] : q[k - 1], 63)));
    q1.push_back(wb.orOf(wb.shiftLeft(q[j], 1),
                         j ? wb.shiftRightU(q[j - 1], 63) : Value()));
  }
  Value ge =
      OrOp::create(builder, loc, wb.cmp(ICmpPredicate::ne, top, wb.zero64()),
                   wb.compareOrdered(ICmpPredicate::uge, r1, d));
  SmallVector<Value> diff = wb.addSub(r1, d, /*isAdd=*/false);
  SmallVector<Value> next;
  Value i1 = AddOp::create(builder, loc, i, wb.c64(1), false, false);
  next.push_back(i1);
  next.push_back(
      OrOp::create(builder, loc, q1[0], ZExtOp::create(builder, loc, i64, ge)));
  for (size_t j = 1; j < k; ++j)
    next.push_back(q1[j]);
  for (size_t j = 0; j < k; ++j)
    next.push_back(SelectOp::create(builder, loc, ge, diff[j], r1[j]));
  Value more = wb.cmp(ICmpPredicate::ult, i1, wb.c64(64 * k));
  CondBrOp::create(builder, loc, more, loop, next, done,
                   ArrayRef<Value>(next).drop_front());

  builder.setInsertionPointToEnd(done);
  SmallVector<Value> result = isRem ? remainder : quotient;
  if (isSigned)
    result = wb.negateIf(
        isRem ? negA : Value(XorOp::create(builder, loc, negA, negD)), result);
  return wb.narrow(result, width);
}

LogicalResult Importer::importIndirectBr(LLVM::IndirectBrOp b) {
  Location loc = b.getLoc();
  auto function = b->getParentOfType<LLVM::LLVMFuncOp>();
  // Each target's label offset, from the block's tag.
  SmallVector<int64_t> offsets;
  SmallVector<Block *> dests;
  SmallVector<SmallVector<Value>> operands;
  for (auto [index, dest] : llvm::enumerate(b.getSuccessors())) {
    auto tags = dest->getOps<LLVM::BlockTagOp>();
    if (tags.empty())
      return unsupported(b, "an indirect branch to a block whose address is "
                            "never taken");
    int64_t offset = getLabelOffset((*tags.begin()).getTag());
    if (llvm::is_contained(offsets, offset))
      continue; // a target listed twice
    offsets.push_back(offset);
    dests.push_back(blockMap.lookup(dest));
    operands.push_back(
        lookupLeaves(b.getSuccessorOperands(index).getForwardedOperands()));
  }
  // Jumping to any other address is undefined behaviour.
  Block *current = builder.getInsertionBlock();
  auto *invalid = new Block();
  current->getParent()->push_back(invalid);
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(invalid);
    UnreachableOp::create(builder, loc);
  }
  Type i64 = builder.getI64Type();
  Value target = PtrToIntOp::create(builder, loc, i64, lookup(b.getAddr()));
  Value base = PtrToIntOp::create(
      builder, loc, i64,
      AddressOfOp::create(builder, loc, PtrType::get(ctx), function.getName()));
  Value offset = SubOp::create(builder, loc, target, base);
  SmallVector<ValueRange> ranges(operands.begin(), operands.end());
  SwitchOp::create(builder, loc, offset, invalid, ValueRange(), offsets, dests,
                   ranges);
  return success();
}

LogicalResult Importer::importWideSwitch(LLVM::SwitchOp s) {
  Location loc = s.getLoc();
  const SmallVector<Value> *flag = partsOf(s.getValue(), s);
  if (!flag)
    return failure();
  WideBuilder wb{builder, loc};
  unsigned width = cast<IntegerType>(s.getValue().getType()).getWidth();
  SmallVector<APInt> values;
  if (auto caseValues = s.getCaseValues())
    llvm::append_range(values, caseValues->getValues<APInt>());
  Block *current = builder.getInsertionBlock();
  Region *region = current->getParent();
  for (auto [index, value] : llvm::enumerate(values)) {
    // flag == value, part by part.
    Value equal;
    for (auto [j, part] : llvm::enumerate(*flag)) {
      unsigned w = partWidth(width, j);
      Value c = intConstant(w, value.extractBits(w, 64 * j), loc);
      Value same = wb.cmp(ICmpPredicate::eq, part, c);
      equal = equal ? Value(AndOp::create(builder, loc, equal, same)) : same;
    }
    Block *next = new Block();
    region->getBlocks().insertAfter(Region::iterator(current), next);
    CondBrOp::create(
        builder, loc, equal, blockMap.lookup(s.getCaseDestinations()[index]),
        lookupLeaves(s.getCaseOperands(index)), next, ValueRange());
    current = next;
    builder.setInsertionPointToEnd(next);
  }
  BrOp::create(builder, loc, blockMap.lookup(s.getDefaultDestination()),
               lookupLeaves(s.getDefaultOperands()));
  return success();
}

LogicalResult Importer::importWideOp(Operation *op) {
  Location loc = op->getLoc();
  WideBuilder wb{builder, loc};
  auto widthOf = [](Type type) { return cast<IntegerType>(type).getWidth(); };
  auto mapParts = [&](ArrayRef<Value> parts) -> LogicalResult {
    wideParts[op->getResult(0)].assign(parts.begin(), parts.end());
    return success();
  };
  auto operandParts = [&](unsigned i) {
    return partsOf(op->getOperand(i), op);
  };
  auto mapResult = [&](Operation *, Value value) -> LogicalResult {
    mapping.map(op->getResult(0), value);
    return success();
  };
  auto notSplit = [&]() {
    return unsupported(op, "'")
           << op->getName() << "' on integers wider than 64 bits (VIR "
           << "integers are at most 64 bits wide; the importer splits wider "
              "ones only for loads, stores, bitwise operations, shifts, "
              "additions, subtractions, multiplications, divisions, "
              "comparisons, casts and selects)";
  };
  // The part addresses of a wide access at `base` and their alignments.
  auto partAddress = [&](Value base, unsigned part) -> Value {
    if (part == 0)
      return base;
    return GEPOp::create(builder, loc, base, builder.getI8Type(),
                         ArrayRef<GEPArg>{GEPArg(int32_t(8 * part))},
                         /*inbounds=*/true);
  };
  auto partAlign = [](std::optional<uint64_t> align, unsigned part) {
    return static_cast<int64_t>(llvm::MinAlign(align ? *align : 16, 8 * part));
  };

  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      .Case([&](LLVM::ConstantOp c) -> LogicalResult {
        auto value = dyn_cast<IntegerAttr>(c.getValue());
        if (!value)
          return notSplit();
        unsigned width = widthOf(c.getType());
        SmallVector<Value> parts;
        for (unsigned j = 0, e = numParts(width); j < e; ++j) {
          unsigned w = partWidth(width, j);
          parts.push_back(
              intConstant(w, value.getValue().extractBits(w, 64 * j), loc));
        }
        return mapParts(parts);
      })
      .Case<LLVM::UndefOp, LLVM::PoisonOp, LLVM::ZeroOp>(
          [&](Operation *) -> LogicalResult {
            unsigned width = widthOf(op->getResult(0).getType());
            SmallVector<Value> parts;
            for (unsigned j = 0, e = numParts(width); j < e; ++j) {
              Type type = builder.getIntegerType(partWidth(width, j));
              parts.push_back(
                  isa<LLVM::ZeroOp>(op)
                      ? Value(ConstantOp::create(builder, loc, type, 0))
                      : Value(UndefOp::create(builder, loc, type)));
            }
            return mapParts(parts);
          })
      .Case([&](LLVM::BitcastOp b) -> LogicalResult {
        // Between a wide integer and a value of its size that is not one
        // (an x87 long double and its i80 bits: signbit; a vector and an
        // i128): through a stack slot of the other type, part by part.
        bool toWide = isWideInteger(b.getType());
        Type other =
            convertType(toWide ? b.getArg().getType() : b.getType(), loc);
        if (!other || isWideInteger(other))
          return failure();
        unsigned width = widthOf(toWide ? b.getType() : b.getArg().getType());
        Value slot = createEntrySlot(other, loc);
        if (toWide) {
          StoreOp::create(builder, loc, lookup(b.getArg()), slot);
          SmallVector<Value> parts;
          for (unsigned j = 0, e = numParts(width); j < e; ++j)
            parts.push_back(LoadOp::create(
                builder, loc, builder.getIntegerType(partWidth(width, j)),
                partAddress(slot, j)));
          return mapParts(parts);
        }
        const SmallVector<Value> *parts = operandParts(0);
        if (!parts)
          return failure();
        for (auto [j, part] : llvm::enumerate(*parts))
          StoreOp::create(builder, loc, part, partAddress(slot, j));
        return mapResult(op, LoadOp::create(builder, loc, other, slot));
      })
      .Case([&](LLVM::LoadOp l) -> LogicalResult {
        if (l.getOrdering() != LLVM::AtomicOrdering::not_atomic)
          return unsupported(op, "an atomic load wider than 64 bits");
        unsigned width = widthOf(l.getType());
        Value base = lookup(l.getAddr());
        SmallVector<Value> parts;
        for (unsigned j = 0, e = numParts(width); j < e; ++j) {
          auto load = LoadOp::create(
              builder, loc, builder.getIntegerType(partWidth(width, j)),
              partAddress(base, j));
          load.setVolatile_(l.getVolatile_());
          load.setAlignment(partAlign(l.getAlignment(), j));
          parts.push_back(load);
        }
        return mapParts(parts);
      })
      .Case([&](LLVM::StoreOp s) -> LogicalResult {
        if (s.getOrdering() != LLVM::AtomicOrdering::not_atomic)
          return unsupported(op, "an atomic store wider than 64 bits");
        const SmallVector<Value> *parts = operandParts(0);
        if (!parts)
          return failure();
        Value base = lookup(s.getAddr());
        for (auto [j, part] : llvm::enumerate(*parts)) {
          auto store =
              StoreOp::create(builder, loc, part, partAddress(base, j));
          store.setVolatile_(s.getVolatile_());
          store.setAlignment(partAlign(s.getAlignment(), j));
        }
        return success();
      })
      .Case<LLVM::AndOp, LLVM::OrOp, LLVM::XOrOp>(
          [&](Operation *) -> LogicalResult {
            const SmallVector<Value> *lhs = operandParts(0);
            const SmallVector<Value> *rhs = operandParts(1);
            if (!lhs || !rhs)
              return failure();
            SmallVector<Value> parts;
            for (auto [x, y] : llvm::zip(*lhs, *rhs))
              parts.push_back(isa<LLVM::AndOp>(op)
                                  ? Value(AndOp::create(builder, loc, x, y))
                              : isa<LLVM::OrOp>(op)
                                  ? Value(OrOp::create(builder, loc, x, y))
                                  : Value(XorOp::create(builder, loc, x, y)));
            return mapParts(parts);
          })
      .Case<LLVM::AddOp, LLVM::SubOp>([&](Operation *) -> LogicalResult {
        const SmallVector<Value> *lhs = operandParts(0);
        const SmallVector<Value> *rhs = operandParts(1);
        if (!lhs || !rhs)
          return failure();
        return mapParts(wb.addSub(*lhs, *rhs, isa<LLVM::AddOp>(op)));
      })
      .Case<LLVM::UDivOp, LLVM::SDivOp, LLVM::URemOp, LLVM::SRemOp>(
          [&](Operation *) -> LogicalResult {
            const SmallVector<Value> *lhs = operandParts(0);
            const SmallVector<Value> *rhs = operandParts(1);
            if (!lhs || !rhs)
              return failure();
            bool isSigned = isa<LLVM::SDivOp, LLVM::SRemOp>(op);
            bool isRem = isa<LLVM::URemOp, LLVM::SRemOp>(op);
            return mapParts(importWideDivision(
                *lhs, *rhs, widthOf(op->getResult(0).getType()), isSigned,
                isRem, loc));
          })
      .Case<LLVM::ShlOp, LLVM::LShrOp, LLVM::AShrOp>(
          [&](Operation *) -> LogicalResult {
            unsigned width = widthOf(op->getResult(0).getType());
            const SmallVector<Value> *src = operandParts(0);
            if (!src)
              return failure();
            bool left = isa<LLVM::ShlOp>(op), arith = isa<LLVM::AShrOp>(op);
            APInt amount;
            if (matchPattern(op->getOperand(1), m_ConstantInt(&amount))) {
              if (amount.ult(width))
                return mapParts(
                    wb.shift(*src, width, amount.getZExtValue(), left, arith));
              SmallVector<Value> poison;
              for (unsigned j = 0, e = numParts(width); j < e; ++j)
                poison.push_back(UndefOp::create(
                    builder, loc, builder.getIntegerType(partWidth(width, j))));
              return mapParts(poison);
            }
            // A variable amount: a barrel shifter over the bits of the
            // amount's low part (an amount of the width or more is poison,
            // so the higher parts and bits do not matter).
            const SmallVector<Value> *amountParts = operandParts(1);
            if (!amountParts)
              return failure();
            Value low = amountParts->front();
            SmallVector<Value> x(*src);
            for (unsigned step = 1; step < width; step *= 2) {
              Value bit = wb.cmp(
                  ICmpPredicate::ne,
                  AndOp::create(builder, loc, low,
                                ConstantOp::create(builder, loc, wb.i64(),
                                                   static_cast<int64_t>(step))),
                  ConstantOp::create(builder, loc, wb.i64(), 0));
              SmallVector<Value> shifted =
                  wb.shift(x, width, step, left, arith);
              for (auto [part, moved] : llvm::zip(x, shifted))
                part = SelectOp::create(builder, loc, bit, moved, part);
            }
            return mapParts(x);
          })
      .Case([&](LLVM::MulOp) -> LogicalResult {
        const SmallVector<Value> *lhs = operandParts(0);
        const SmallVector<Value> *rhs = operandParts(1);
        if (!lhs || !rhs)
          return failure();
        unsigned width = widthOf(op->getResult(0).getType());
        return mapParts(wb.multiply(*lhs, *rhs, width));
      })
      .Case([&](LLVM::ICmpOp c) -> LogicalResult {
        const SmallVector<Value> *lhs = operandParts(0);
        const SmallVector<Value> *rhs = operandParts(1);
        if (!lhs || !rhs)
          return failure();
        ICmpPredicate pred = fromLLVM(c.getPredicate());
        if (pred == ICmpPredicate::eq || pred == ICmpPredicate::ne) {
          Value result;
          for (auto [x, y] : llvm::zip(*lhs, *rhs)) {
            Value part = wb.cmp(pred, x, y);
            result = !result ? part
                     : pred == ICmpPredicate::eq
                         ? Value(AndOp::create(builder, loc, result, part))
                         : Value(OrOp::create(builder, loc, result, part));
          }
          return mapResult(op, result);
        }
        return mapResult(op, wb.compareOrdered(pred, *lhs, *rhs));
      })
      .Case([&](LLVM::TruncOp t) -> LogicalResult {
        const SmallVector<Value> *src = operandParts(0);
        if (!src)
          return failure();
        unsigned width = widthOf(t.getType());
        if (width > 64) {
          SmallVector<Value> parts(src->begin(),
                                   src->begin() + numParts(width));
          unsigned w = partWidth(width, parts.size() - 1);
          if (parts.back().getType() != builder.getIntegerType(w))
            parts.back() = TruncOp::create(
                builder, loc, builder.getIntegerType(w), parts.back());
          return mapParts(parts);
        }
        Value low = src->front();
        if (width == 64)
          return mapResult(op, low);
        return mapResult(
            op,
            TruncOp::create(builder, loc, builder.getIntegerType(width), low));
      })
      .Case<LLVM::ZExtOp, LLVM::SExtOp>([&](Operation *) -> LogicalResult {
        bool isSigned = isa<LLVM::SExtOp>(op);
        unsigned width = widthOf(op->getResult(0).getType());
        Value source = op->getOperand(0);
        SmallVector<Value> x;
        if (isWideInteger(source.getType())) {
          const SmallVector<Value> *src = partsOf(source, op);
          if (!src)
            return failure();
          x = wb.widen(*src, isSigned);
        } else if (isa<IntegerType>(source.getType())) {
          Value v = lookup(source);
          if (v.getType() != wb.i64())
            v = isSigned ? Value(SExtOp::create(builder, loc, wb.i64(), v))
                         : Value(ZExtOp::create(builder, loc, wb.i64(), v));
          x.push_back(v);
        } else {
          return notSplit();
        }
        Value fill;
        if (isSigned)
          fill = AShrOp::create(builder, loc, x.back(),
                                ConstantOp::create(builder, loc, wb.i64(), 63),
                                false);
        while (x.size() < numParts(width))
          x.push_back(fill);
        return mapParts(wb.narrow(x, width));
      })
      .Case<LLVM::SIToFPOp, LLVM::UIToFPOp>([&](Operation *) -> LogicalResult {
        // To float: libgcc's (and compiler-rt's) __floatti?f/__floatunti?f
        // on the value extended to 128 bits, passed as an __int128.
        bool isSigned = isa<LLVM::SIToFPOp>(op);
        Type type = convertType(op->getResult(0).getType(), loc);
        const SmallVector<Value> *src = operandParts(0);
        if (!src || !type)
          return failure();
        if (widthOf(op->getOperand(0).getType()) > 128 || !isVIRFloatType(type))
          return notSplit();
        SmallVector<Value> x = wb.widen(*src, isSigned);
        if (x.size() < 2)
          x.push_back(isSigned ? Value(AShrOp::create(builder, loc, x[0],
                                                      wb.c64(63), false))
                               : wb.zero64());
        std::string function =
            std::string(isSigned ? "__floatti" : "__floatunti") +
            (type.isF32()   ? "sf"
             : type.isF64() ? "df"
                            : "xf");
        return mapResult(op,
                         callInt128Library(function, type, {x[0], x[1]}, loc));
      })
      .Case<LLVM::FPToSIOp, LLVM::FPToUIOp>([&](Operation *) -> LogicalResult {
        // From float: __fix?fti/__fixuns?fti, whose __int128 result is
        // truncated to the width.
        bool isSigned = isa<LLVM::FPToSIOp>(op);
        unsigned width = widthOf(op->getResult(0).getType());
        Value x = lookup(op->getOperand(0));
        Type type = x.getType();
        if (width > 128 || !isVIRFloatType(type))
          return notSplit();
        std::string function = std::string(isSigned ? "__fix" : "__fixuns") +
                               (type.isF32()   ? "sf"
                                : type.isF64() ? "df"
                                               : "xf") +
                               "ti";
        SmallVector<Value> parts = callInt128Result(function, x, loc);
        if (parts.empty())
          return failure();
        return mapParts(wb.narrow(parts, width));
      })
      .Case<LLVM::CtPopOp, LLVM::CountLeadingZerosOp,
            LLVM::CountTrailingZerosOp>([&](Operation *) -> LogicalResult {
        // Part by part (each widened to i64 with zeros): the popcounts
        // summed; for the zeros, the count in the highest (lowest) part that
        // is not zero, `clz64 + width - 64 (p + 1)` (`64 p + ctz64`), the
        // width when every part is zero.
        const SmallVector<Value> *src = operandParts(0);
        if (!src)
          return failure();
        unsigned width = widthOf(op->getOperand(0).getType());
        SmallVector<Value> x = wb.widen(*src, /*isSigned=*/false);
        auto add = [&](Value a, Value b) -> Value {
          return AddOp::create(builder, loc, a, b, false, false);
        };
        Value result;
        if (isa<LLVM::CtPopOp>(op)) {
          for (Value part : x) {
            Value count = popcount64(builder, loc, part);
            result = result ? add(result, count) : count;
          }
        } else if (isa<LLVM::CountLeadingZerosOp>(op)) {
          for (unsigned p = 0, k = x.size(); p < k; ++p) {
            Value count = add(countLeadingZeros64(builder, loc, x[p]),
                              wb.c64(uint64_t(width) - 64 * (uint64_t(p) + 1)));
            result = p == 0 ? count
                            : Value(SelectOp::create(
                                  builder, loc,
                                  wb.cmp(ICmpPredicate::ne, x[p], wb.zero64()),
                                  count, result));
          }
        } else {
          result = wb.c64(width);
          for (unsigned p = x.size(); p-- > 0;) {
            Value count = add(countTrailingZeros64(builder, loc, x[p]),
                              wb.c64(64 * uint64_t(p)));
            result = SelectOp::create(
                builder, loc, wb.cmp(ICmpPredicate::ne, x[p], wb.zero64()),
                count, result);
          }
        }
        SmallVector<Value> parts = {result};
        while (parts.size() < numParts(width))
          parts.push_back(wb.zero64());
        return mapParts(wb.narrow(parts, width));
      })
      .Case([&](LLVM::SelectOp s) -> LogicalResult {
        const SmallVector<Value> *t = operandParts(1);
        const SmallVector<Value> *f = operandParts(2);
        if (!t || !f)
          return failure();
        if (isa<VectorType>(s.getCondition().getType()))
          return notSplit();
        Value condition = lookup(s.getCondition());
        SmallVector<Value> parts;
        for (auto [x, y] : llvm::zip(*t, *f))
          parts.push_back(SelectOp::create(builder, loc, condition, x, y));
        return mapParts(parts);
      })
      .Case([&](LLVM::FreezeOp) -> LogicalResult {
        const SmallVector<Value> *src = operandParts(0);
        if (!src)
          return failure();
        return mapParts(*src);
      })
      .Default([&](Operation *) { return notSplit(); });
}

/// Builds the VIR twin of an LLVM integer binary operation.
template <typename VirOp, typename LLVMOp>
static Value importWrapOp(OpBuilder &b, LLVMOp op, Value lhs, Value rhs) {
  auto flags = op.getOverflowFlags();
  return VirOp::create(
      b, op.getLoc(), lhs, rhs,
      bitEnumContainsAll(flags, LLVM::IntegerOverflowFlags::nsw),
      bitEnumContainsAll(flags, LLVM::IntegerOverflowFlags::nuw));
}

template <typename VirOp, typename LLVMOp>
static Value importExactOp(OpBuilder &b, LLVMOp op, Value lhs, Value rhs) {
  return VirOp::create(b, op.getLoc(), lhs, rhs, op.getIsExact());
}

template <typename VirOp, typename LLVMOp>
static Value importFloatOp(OpBuilder &b, LLVMOp op, Value lhs, Value rhs) {
  return VirOp::create(b, op.getLoc(), lhs, rhs,
                       fromLLVM(op.getFastmathFlags()));
}

//===----------------------------------------------------------------------===//
// Intrinsics
//===----------------------------------------------------------------------===//

namespace {
/// An LLVM math intrinsic and the C library function computing it (on
/// `double`; the `float` one adds `f`).
struct MathLibcall {
  StringLiteral intrinsic;
  StringLiteral function;
};
} // namespace

// Every one is exactly its C library function, errno aside: clang emits the
// intrinsic only where errno cannot be set or is not wanted.
static constexpr MathLibcall kMathLibcalls[] = {
    {"llvm.intr.fabs", "fabs"},
    {"llvm.intr.sqrt", "sqrt"},
    {"llvm.intr.floor", "floor"},
    {"llvm.intr.ceil", "ceil"},
    {"llvm.intr.trunc", "trunc"},
    {"llvm.intr.round", "round"},
    {"llvm.intr.roundeven", "roundeven"},
    {"llvm.intr.rint", "rint"},
    {"llvm.intr.nearbyint", "nearbyint"},
    {"llvm.intr.sin", "sin"},
    {"llvm.intr.cos", "cos"},
    {"llvm.intr.tan", "tan"},
    {"llvm.intr.asin", "asin"},
    {"llvm.intr.acos", "acos"},
    {"llvm.intr.atan", "atan"},
    {"llvm.intr.sinh", "sinh"},
    {"llvm.intr.cosh", "cosh"},
    {"llvm.intr.tanh", "tanh"},
    {"llvm.intr.exp", "exp"},
    {"llvm.intr.exp2", "exp2"},
    {"llvm.intr.exp10", "exp10"},
    {"llvm.intr.log", "log"},
    {"llvm.intr.log2", "log2"},
    {"llvm.intr.log10", "log10"},
    {"llvm.intr.pow", "pow"},
    {"llvm.intr.atan2", "atan2"},
    {"llvm.intr.copysign", "copysign"},
    {"llvm.intr.minnum", "fmin"},
    {"llvm.intr.maxnum", "fmax"},
    {"llvm.intr.minimum", "fminimum"},
    {"llvm.intr.maximum", "fmaximum"},
    {"llvm.intr.fma", "fma"},
    // Float to integer: the C functions return long (long), 64 bits here.
    {"llvm.intr.lround", "lround"},
    {"llvm.intr.llround", "llround"},
    {"llvm.intr.lrint", "lrint"},
    {"llvm.intr.llrint", "llrint"},
    // (x, int): ldexp, and powi as libgcc's (and compiler-rt's) helper.
    {"llvm.intr.ldexp", "ldexp"},
    {"llvm.intr.powi", "__powi"}};

Value Importer::callInt128Library(StringRef name, Type result,
                                  ArrayRef<Value> halves, Location loc) {
  Value call = callLibrary(name, result, halves, loc);
  if (!call)
    return {};
  // The declaration passes the halves as one __int128 (VIRABI.h).
  FuncOp callee = virFunctions.lookup(name);
  callee->setAttr(
      kABIAttrName,
      builder.getDictionaryAttr(builder.getNamedAttr(
          "args", builder.getStrArrayAttr({"int128", "int128.high"}))));
  return call;
}

SmallVector<Value> Importer::callInt128Result(StringRef name, Value arg,
                                              Location loc) {
  Type i64 = builder.getI64Type();
  FunctionType type = builder.getFunctionType({arg.getType()}, {i64, i64});
  FuncOp callee = getOrDeclareLibcall(name, type, loc);
  if (callee.getFunctionType() != type) {
    emitError(loc, "cannot import a call of the runtime library's @")
        << name << " as " << type << ": the module declares it as "
        << callee.getFunctionType();
    return {};
  }
  auto call = CallOp::create(builder, loc, callee, ValueRange{arg});
  return {call.getResults()[0], call.getResults()[1]};
}

Value Importer::callLibrary(StringRef name, Type result, ValueRange args,
                            Location loc) {
  FunctionType type = builder.getFunctionType(
      args.getTypes(), result ? TypeRange(result) : TypeRange());
  FuncOp callee = getOrDeclareLibcall(name, type, loc);
  if (callee.getFunctionType() != type) {
    emitError(loc, "cannot import a call of the C library's @")
        << name << " as " << type << ": the module declares it as "
        << callee.getFunctionType();
    return {};
  }
  auto call = CallOp::create(builder, loc, callee, args);
  return result ? call.getResult() : Value();
}

static uint64_t maskOf(unsigned width) {
  return width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
}

/// x with the order of its bytes reversed (its width a whole number of
/// bytes): each byte masked and shifted to its mirrored place.
static Value swapBytes(OpBuilder &builder, Location loc, Value x) {
  Type type = x.getType();
  unsigned n = type.getIntOrFloatBitWidth() / 8;
  auto cst = [&](uint64_t v) {
    return ConstantOp::create(builder, loc, type, static_cast<int64_t>(v));
  };
  Value result;
  for (unsigned i = 0; i < n; ++i) {
    Value byte = AndOp::create(
        builder, loc, LShrOp::create(builder, loc, x, cst(8 * i), false),
        cst(0xff));
    Value placed =
        ShlOp::create(builder, loc, byte, cst(8 * (n - 1 - i)), false, false);
    result =
        result ? Value(OrOp::create(builder, loc, result, placed)) : placed;
  }
  return result;
}

/// x with the order of its bits reversed, for widths that are whole bytes:
/// adjacent bits, pairs and nibbles swapped by masks, then the bytes.
static Value reverseBits(OpBuilder &builder, Location loc, Value x) {
  Type type = x.getType();
  unsigned width = type.getIntOrFloatBitWidth();
  auto cst = [&](uint64_t v) {
    return ConstantOp::create(builder, loc, type,
                              static_cast<int64_t>(v & maskOf(width)));
  };
  auto swapBy = [&](unsigned shift, uint64_t mask) -> Value {
    Value low = AndOp::create(builder, loc, x, cst(mask));
    Value high = AndOp::create(
        builder, loc, LShrOp::create(builder, loc, x, cst(shift), false),
        cst(mask));
    return OrOp::create(
        builder, loc,
        ShlOp::create(builder, loc, low, cst(shift), false, false), high);
  };
  x = swapBy(1, 0x5555555555555555ull);
  x = swapBy(2, 0x3333333333333333ull);
  x = swapBy(4, 0x0f0f0f0f0f0f0f0full);
  return swapBytes(builder, loc, x);
}

std::optional<LogicalResult> Importer::importIntrinsic(Operation *op) {
  Location loc = op->getLoc();
  StringRef name = op->getName().getStringRef();
  auto mapResult = [&](Value v) -> LogicalResult {
    if (!v)
      return failure();
    mapping.map(op->getResult(0), v);
    return success();
  };
  auto operand = [&](unsigned i) { return lookup(op->getOperand(i)); };

  // Math: calls of the C library.
  const auto *math = llvm::find_if(
      kMathLibcalls, [&](const MathLibcall &m) { return m.intrinsic == name; });
  if (math != std::end(kMathLibcalls)) {
    Type floatType = op->getOperand(0).getType();
    Type result = convertType(op->getResult(0).getType(), loc);
    if (!result)
      return failure();
    if (!isVIRFloatType(floatType))
      return unsupported(op, "'") << name << "' on " << floatType;
    StringRef base = math->function;
    std::string function = base.str();
    if (base == "__powi")
      function = floatType.isF32()   ? "__powisf2"
                 : floatType.isF64() ? "__powidf2"
                                     : "__powixf2";
    else if (floatType.isF32())
      function += "f";
    else if (floatType.isF80())
      function += "l";
    SmallVector<Value> args;
    for (unsigned i = 0, e = op->getNumOperands(); i < e; ++i)
      args.push_back(operand(i));
    if (isa<IntegerType>(result)) {
      // lround and friends: long results, narrowed as LLVM's narrower
      // overloads allow (out of range is unspecified either way).
      if (result.getIntOrFloatBitWidth() > 64)
        return unsupported(op, "'") << name << "' to " << result;
      Value wide = callLibrary(function, builder.getI64Type(), args, loc);
      if (wide && result.getIntOrFloatBitWidth() < 64)
        wide = TruncOp::create(builder, loc, result, wide);
      return mapResult(wide);
    }
    if (result != floatType)
      return unsupported(op, "'") << name << "' to " << result;
    if (llvm::any_of(args, [](Value arg) {
          return isa<IntegerType>(arg.getType()) &&
                 !arg.getType().isInteger(32);
        }))
      return unsupported(op, "'") << name << "' with a non-int exponent";
    return mapResult(callLibrary(function, result, args, loc));
  }

  if (name == "llvm.intr.expect" || name == "llvm.intr.expect.with.probability")
    // __builtin_expect: the value itself (the hint is not kept).
    return mapResult(operand(0));
  if (name == "llvm.intr.annotation" || name == "llvm.intr.ptr.annotation")
    return mapResult(operand(0));
  if (name == "llvm.intr.prefetch" || name == "llvm.intr.var.annotation")
    return success(); // hints without semantics
  if (name == "llvm.intr.trap" || name == "llvm.intr.debugtrap" ||
      name == "llvm.intr.ubsantrap") {
    // __builtin_trap: abnormal termination, as the C library's abort().
    callLibrary("abort", Type(), ValueRange(), loc);
    return success();
  }
  if (name == "llvm.intr.memcpy.inline" || name == "llvm.intr.memset.inline") {
    auto len = op->getAttrOfType<IntegerAttr>("len");
    auto isVolatile = op->getAttrOfType<BoolAttr>("isVolatile");
    if (!len)
      return unsupported(op, "'") << name << "' without a length";
    Value size = ConstantOp::create(builder, loc, builder.getI64Type(),
                                    len.getValue().getZExtValue());
    bool vol = isVolatile && isVolatile.getValue();
    if (name == "llvm.intr.memcpy.inline")
      MemcpyOp::create(builder, loc, operand(0), operand(1), size, vol);
    else
      MemsetOp::create(builder, loc, operand(0), operand(1), size, vol);
    return success();
  }
  if (name == "llvm.intr.ptrmask") {
    // p & mask, keeping p's provenance (va_arg of an over-aligned type
    // rounds the argument pointer so): p plus the bytes the mask clears,
    // negated.
    Value ptr = operand(0), mask = operand(1);
    if (!isa<PtrType>(ptr.getType()) || !mask.getType().isInteger(64))
      return unsupported(op, "'") << name << "' on " << ptr.getType();
    Value bits = PtrToIntOp::create(builder, loc, mask.getType(), ptr);
    Value kept = AndOp::create(builder, loc, bits, mask);
    Value delta = SubOp::create(builder, loc, kept, bits, false, false);
    return mapResult(GEPOp::create(builder, loc, ptr, builder.getI8Type(),
                                   ArrayRef<GEPArg>{GEPArg(delta)},
                                   /*inbounds=*/false));
  }
  if (auto reverse = dyn_cast<LLVM::BitReverseOp>(op)) {
    Type type = reverse.getType();
    if (!isVIRIntegerType(type) || type.getIntOrFloatBitWidth() % 8 != 0)
      return unsupported(op, "'") << name << "' on " << type;
    return mapResult(reverseBits(builder, loc, operand(0)));
  }
  if (auto call = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
    StringRef intrinsic = call.getIntrin();
    if (intrinsic.starts_with("llvm.objectsize.")) {
      // __builtin_object_size when the size is not known: (size_t)-1 for
      // the maximum, 0 for the minimum (the second argument), as LLVM
      // answers.
      Type type = convertType(call.getResult(0).getType(), loc);
      if (!type)
        return failure();
      APInt min;
      bool isMin = call.getArgs().size() > 1 &&
                   matchPattern(call.getArgs()[1], m_ConstantInt(&min)) &&
                   !min.isZero();
      return mapResult(ConstantOp::create(builder, loc, type, isMin ? 0 : -1));
    }
    return unsupported(op, "the intrinsic '") << intrinsic << "'";
  }
  return std::nullopt;
}

namespace {
/// The i1 tests of one value that an is.fpclass mask combines.
struct FPClassTests {
  Value sNan, qNan, inf, normal, subnormal, zero, negative, positive;
};
} // namespace

/// LLVM's is.fpclass for the class mask `mask` from the value's tests. The
/// mask's bits: snan, qnan, then -inf, -normal, -subnormal, -zero, +zero,
/// +subnormal, +normal, +inf.
static Value combineFPClasses(OpBuilder &builder, Location loc, uint32_t mask,
                              const FPClassTests &tests) {
  Value result;
  auto add = [&](Value test) {
    result = result ? Value(OrOp::create(builder, loc, result, test)) : test;
  };
  auto andOf = [&](Value x, Value y) -> Value {
    return AndOp::create(builder, loc, x, y);
  };
  mask &= 0x3ff;
  if (mask & 1)
    add(tests.sNan);
  if (mask & 2)
    add(tests.qNan);
  std::pair<Value, unsigned> classes[] = {
      {tests.inf, 2}, {tests.normal, 3}, {tests.subnormal, 4}, {tests.zero, 5}};
  for (auto [test, negBit] : classes) {
    unsigned posBit = 9 - (negBit - 2);
    bool neg = mask & (1u << negBit), pos = mask & (1u << posBit);
    if (neg && pos)
      add(test);
    else if (neg)
      add(andOf(test, tests.negative));
    else if (pos)
      add(andOf(test, tests.positive));
  }
  if (!result)
    result = ConstantOp::create(builder, loc, builder.getI1Type(), 0);
  return result;
}

// An x87 value has no integer of its width in VIR: it is stored to a slot
// of the function and read back as its 64-bit significand (with the
// explicit integer bit, 63) and its 16-bit sign and exponent. Exponent all
// ones: an infinity when the fraction (bits 0-62) is zero, else a NaN,
// quiet when bit 62 is set; exponent zero: zero or subnormal; otherwise
// normal (LLVM classifies x87's unnormals so too).
Value Importer::createEntrySlot(Type type, Location loc) {
  Block *entry = &builder.getInsertionBlock()
                      ->getParent()
                      ->getParentOfType<FuncOp>()
                      .getBody()
                      .front();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(entry);
  return AllocaOp::create(builder, loc, PtrType::get(ctx), type, Value(),
                          builder.getI64IntegerAttr(16));
}

Value Importer::importX87Class(Value x, uint32_t mask, Location loc) {
  Value slot = createEntrySlot(x.getType(), loc);
  StoreOp::create(builder, loc, x, slot);
  Type i64 = builder.getI64Type(), i16 = builder.getI16Type();
  Value mantissa = LoadOp::create(builder, loc, i64, slot);
  Value high = GEPOp::create(builder, loc, slot, builder.getI8Type(),
                             ArrayRef<GEPArg>{GEPArg(int32_t(8))}, true);
  Value signExp = LoadOp::create(builder, loc, i16, high);
  auto c64 = [&](uint64_t v) {
    return ConstantOp::create(builder, loc, i64, static_cast<int64_t>(v));
  };
  auto c16 = [&](uint64_t v) {
    return ConstantOp::create(builder, loc, i16, static_cast<int64_t>(v));
  };
  auto cmp = [&](ICmpPredicate pred, Value a, Value b) -> Value {
    return ICmpOp::create(builder, loc, pred, a, b);
  };
  auto andOf = [&](Value a, Value b) -> Value {
    return AndOp::create(builder, loc, a, b);
  };
  Value exponent = andOf(signExp, c16(0x7fff));
  Value fraction = andOf(mantissa, c64(~(uint64_t(1) << 63)));
  Value maxExp = cmp(ICmpPredicate::eq, exponent, c16(0x7fff));
  Value zeroExp = cmp(ICmpPredicate::eq, exponent, c16(0));
  Value zeroFraction = cmp(ICmpPredicate::eq, fraction, c64(0));
  Value nonzeroFraction = cmp(ICmpPredicate::ne, fraction, c64(0));
  Value quietBit =
      cmp(ICmpPredicate::ne, andOf(mantissa, c64(uint64_t(1) << 62)), c64(0));
  Value isNan = andOf(maxExp, nonzeroFraction);
  Value isQNan = andOf(isNan, quietBit);
  Value isSNan =
      andOf(isNan, cmp(ICmpPredicate::eq,
                       andOf(mantissa, c64(uint64_t(1) << 62)), c64(0)));
  Value isInf = andOf(maxExp, zeroFraction);
  Value zeroMantissa = cmp(ICmpPredicate::eq, mantissa, c64(0));
  Value isZero = andOf(zeroExp, zeroMantissa);
  Value isSub = andOf(zeroExp, cmp(ICmpPredicate::ne, mantissa, c64(0)));
  Value isNormal = andOf(cmp(ICmpPredicate::ne, exponent, c16(0)),
                         cmp(ICmpPredicate::ne, exponent, c16(0x7fff)));
  Value negative = cmp(ICmpPredicate::slt, signExp, c16(0));
  Value positive = cmp(ICmpPredicate::sge, signExp, c16(0));
  return combineFPClasses(
      builder, loc, mask,
      {isSNan, isQNan, isInf, isNormal, isSub, isZero, negative, positive});
}

/// The failure ordering of a compare-exchange standing for an operation of
/// `ordering`: the strongest one allowed (LLVM's).
static AtomicOrdering getFailureOrdering(AtomicOrdering ordering) {
  switch (ordering) {
  case AtomicOrdering::acq_rel:
    return AtomicOrdering::acquire;
  case AtomicOrdering::release:
    return AtomicOrdering::monotonic;
  default:
    return ordering;
  }
}

// The atomicrmw operations VIR has no kind for (floating-point fadd, fsub,
// fmax, fmin, fmaximum, fminimum; integer uinc_wrap, udec_wrap, usub_cond,
// usub_sat) as LLVM's AtomicExpand lowers them where the target has no
// instruction: a loop that computes the new value from the one last seen
// and stores it with a compare-exchange on the integer of the width, until
// no other thread wrote in between.
//
//   %init = load atomic monotonic %p : iN
//   br ^loop(%init)
// ^loop(%seen):
//   %new = bitcast (op (bitcast %seen), %value)
//   %old, %ok = cmpxchg %p, %seen, %new
//   cond_br %ok, ^done(%seen), ^loop(%old)
// ^done(%result):                      (the value before the update)
LogicalResult Importer::importAtomicRMWLoop(LLVM::AtomicRMWOp rmw) {
  Operation *op = rmw;
  Location loc = rmw.getLoc();
  LLVM::AtomicBinOp kind = rmw.getBinOp();
  Type type = convertType(rmw.getRes().getType(), loc);
  if (!type)
    return failure();
  bool isFloat = isa<FloatType>(type);
  bool floatKind =
      kind == LLVM::AtomicBinOp::fadd || kind == LLVM::AtomicBinOp::fsub ||
      kind == LLVM::AtomicBinOp::fmax || kind == LLVM::AtomicBinOp::fmin ||
      kind == LLVM::AtomicBinOp::fmaximum ||
      kind == LLVM::AtomicBinOp::fminimum;
  if ((!type.isF32() && !type.isF64() && !isVIRIntegerType(type)) ||
      isFloat != floatKind)
    return unsupported(op, "'atomicrmw ")
           << stringifyAtomicBinOp(kind) << "' on " << type;
  std::optional<AtomicOrdering> ordering = fromLLVM(rmw.getOrdering());
  if (!ordering || *ordering == AtomicOrdering::unordered)
    return unsupported(op, "'atomicrmw ")
           << stringifyAtomicBinOp(kind) << "' that is unordered";
  unsigned width = type.getIntOrFloatBitWidth();
  Type intType = builder.getIntegerType(width);
  uint64_t align = rmw.getAlignment().value_or(width / 8);
  Value addr = lookup(rmw.getPtr()), value = lookup(rmw.getVal());
  bool isVolatile = rmw.getVolatile_();

  auto init = LoadOp::create(builder, loc, intType, addr);
  init.setVolatile_(isVolatile);
  init.setOrdering(AtomicOrdering::monotonic);
  init.setAlignment(align);
  Block *current = builder.getInsertionBlock();
  Region *region = current->getParent();
  Block *loop = new Block(), *done = new Block();
  region->getBlocks().insertAfter(Region::iterator(current), loop);
  region->getBlocks().insertAfter(Region::iterator(loop), done);
  Value seen = loop->addArgument(intType, loc);
  Value result = done->addArgument(intType, loc);
  BrOp::create(builder, loc, loop, ValueRange{init});

  builder.setInsertionPointToEnd(loop);
  Value old =
      isFloat ? Value(BitcastOp::create(builder, loc, type, seen)) : seen;
  auto cst = [&](int64_t v) {
    return ConstantOp::create(builder, loc, type, v);
  };
  auto cmp = [&](ICmpPredicate pred, Value a, Value b) -> Value {
    return ICmpOp::create(builder, loc, pred, a, b);
  };
  auto select = [&](Value c, Value a, Value b) -> Value {
    return SelectOp::create(builder, loc, c, a, b);
  };
  auto sub = [&](Value a, Value b) -> Value {
    return SubOp::create(builder, loc, a, b, false, false);
  };
  std::string suffix = type.isF32() ? "f" : "";
  Value updated;
  switch (kind) {
  case LLVM::AtomicBinOp::fadd:
    updated = FAddOp::create(builder, loc, old, value, FastMathFlags::none);
    break;
  case LLVM::AtomicBinOp::fsub:
    updated = FSubOp::create(builder, loc, old, value, FastMathFlags::none);
    break;
  case LLVM::AtomicBinOp::fmax:
  case LLVM::AtomicBinOp::fmin:
  case LLVM::AtomicBinOp::fmaximum:
  case LLVM::AtomicBinOp::fminimum: {
    StringRef base = kind == LLVM::AtomicBinOp::fmax       ? "fmax"
                     : kind == LLVM::AtomicBinOp::fmin     ? "fmin"
                     : kind == LLVM::AtomicBinOp::fmaximum ? "fmaximum"
                                                           : "fminimum";
    updated = callLibrary((base + suffix).str(), type, {old, value}, loc);
    if (!updated)
      return failure();
    break;
  }
  case LLVM::AtomicBinOp::uinc_wrap: // old >= v ? 0 : old + 1
    updated = select(cmp(ICmpPredicate::uge, old, value), cst(0),
                     AddOp::create(builder, loc, old, cst(1), false, false));
    break;
  case LLVM::AtomicBinOp::udec_wrap: // old == 0 || old > v ? v : old - 1
    updated =
        select(OrOp::create(builder, loc, cmp(ICmpPredicate::eq, old, cst(0)),
                            cmp(ICmpPredicate::ugt, old, value)),
               value, sub(old, cst(1)));
    break;
  case LLVM::AtomicBinOp::usub_cond: // old >= v ? old - v : old
    updated = select(cmp(ICmpPredicate::uge, old, value), sub(old, value), old);
    break;
  case LLVM::AtomicBinOp::usub_sat: // old >= v ? old - v : 0
    updated =
        select(cmp(ICmpPredicate::uge, old, value), sub(old, value), cst(0));
    break;
  default:
    return unsupported(op, "'atomicrmw ")
           << stringifyAtomicBinOp(kind) << "' on " << type;
  }
  Value desired = isFloat
                      ? Value(BitcastOp::create(builder, loc, intType, updated))
                      : updated;
  auto exchange =
      CmpXchgOp::create(builder, loc, intType, builder.getI1Type(), addr, seen,
                        desired, *ordering, getFailureOrdering(*ordering),
                        align, /*weak=*/false, isVolatile);
  CondBrOp::create(builder, loc, exchange.getOk(), done, ValueRange{seen}, loop,
                   ValueRange{exchange.getOld()});

  builder.setInsertionPointToEnd(done);
  if (isFloat)
    result = BitcastOp::create(builder, loc, type, result);
  mapping.map(rmw.getRes(), result);
  return success();
}

LogicalResult Importer::importOp(Operation *op) {
  Location loc = op->getLoc();
  // Aggregate values are taken apart into their leaves; branches and returns
  // pass the leaves, calls take none and return them as their results.
  if (!isa<LLVM::CallOp, LLVM::ReturnOp, LLVM::BrOp, LLVM::CondBrOp,
           LLVM::SwitchOp, LLVM::IndirectBrOp>(op) &&
      (llvm::any_of(op->getOperandTypes(), isLLVMAggregateType) ||
       llvm::any_of(op->getResultTypes(), isLLVMAggregateType)))
    return importAggregateOp(op);
  if (!isa<LLVM::CallOp, LLVM::ReturnOp, LLVM::BrOp, LLVM::CondBrOp,
           LLVM::SwitchOp, LLVM::IndirectBrOp>(op) &&
      (llvm::any_of(op->getOperandTypes(), isWideInteger) ||
       llvm::any_of(op->getResultTypes(), isWideInteger)))
    return importWideOp(op);
  auto resultType = [&]() -> Type {
    return op->getNumResults() ? convertType(op->getResult(0).getType(), loc)
                               : Type();
  };
  auto operand = [&](unsigned i) { return lookup(op->getOperand(i)); };
  auto mapResult = [&](Value v) -> LogicalResult {
    if (!v)
      return failure();
    mapping.map(op->getResult(0), v);
    return success();
  };
  auto successor = [&](Block *block) { return blockMap.lookup(block); };
  if (std::optional<LogicalResult> intrinsic = importIntrinsic(op))
    return *intrinsic;

  return llvm::TypeSwitch<Operation *, LogicalResult>(op)
      // Constants and addresses.
      .Case([&](LLVM::ConstantOp c) -> LogicalResult {
        Type type = resultType();
        if (!type)
          return failure();
        Attribute value = c.getValue();
        if (auto intAttr = dyn_cast<IntegerAttr>(value))
          value = IntegerAttr::get(type, intAttr.getValue());
        else if (auto floatAttr = dyn_cast<FloatAttr>(value))
          value = FloatAttr::get(type, floatAttr.getValue());
        if (!isa<IntegerAttr, FloatAttr, DenseElementsAttr>(value))
          return unsupported(op, "the constant ") << value;
        return mapResult(
            ConstantOp::create(builder, loc, cast<TypedAttr>(value)));
      })
      .Case([&](LLVM::ZeroOp) -> LogicalResult {
        Type type = resultType();
        if (!type)
          return failure();
        if (Value zero = createZero(type, loc))
          return mapResult(zero);
        return unsupported(op, "the zero value of ") << type;
      })
      .Case<LLVM::UndefOp, LLVM::PoisonOp>([&](Operation *) -> LogicalResult {
        Type type = resultType();
        if (!type)
          return failure();
        return mapResult(UndefOp::create(builder, loc, type));
      })
      .Case([&](LLVM::ThreadlocalAddressOp) {
        // The current thread's instance of a thread-local global: within a
        // thread, its address (the backends make the global thread-local).
        return mapResult(operand(0));
      })
      .Case([&](LLVM::AddressOfOp a) {
        auto [symbol, offset] =
            resolveSymbol(FlatSymbolRefAttr::get(ctx, a.getGlobalName()));
        Value address = AddressOfOp::create(builder, loc, PtrType::get(ctx),
                                            symbol.getValue());
        if (offset)
          address =
              GEPOp::create(builder, loc, address, builder.getI8Type(),
                            ArrayRef<GEPArg>{GEPArg(ConstantOp::create(
                                builder, loc, builder.getI64Type(), offset))},
                            /*inbounds=*/true);
        return mapResult(address);
      })
      // Computed goto: a label's address is its function's plus the label's
      // offset (getLabelOffset); the marker of an address-taken block has
      // no semantics of its own.
      .Case([&](LLVM::BlockAddressOp label) {
        LLVM::BlockAddressAttr address = label.getBlockAddr();
        Value function = AddressOfOp::create(builder, loc, PtrType::get(ctx),
                                             address.getFunction().getValue());
        int32_t offset = getLabelOffset(address.getTag());
        return mapResult(GEPOp::create(builder, loc, function,
                                       builder.getI8Type(),
                                       ArrayRef<GEPArg>{GEPArg(offset)}));
      })
      .Case([&](LLVM::BlockTagOp) { return success(); })
      // Integer arithmetic.
      .Case([&](LLVM::AddOp o) {
        return mapResult(
            importWrapOp<AddOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::SubOp o) {
        return mapResult(
            importWrapOp<SubOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::MulOp o) {
        return mapResult(
            importWrapOp<MulOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::ShlOp o) {
        return mapResult(
            importWrapOp<ShlOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::UDivOp o) {
        return mapResult(
            importExactOp<UDivOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::SDivOp o) {
        return mapResult(
            importExactOp<SDivOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::LShrOp o) {
        return mapResult(
            importExactOp<LShrOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::AShrOp o) {
        return mapResult(
            importExactOp<AShrOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::URemOp) {
        return mapResult(URemOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::SRemOp) {
        return mapResult(SRemOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::AndOp) {
        return mapResult(AndOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::OrOp) {
        return mapResult(OrOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::XOrOp) {
        return mapResult(XorOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::ICmpOp c) {
        return mapResult(ICmpOp::create(
            builder, loc, fromLLVM(c.getPredicate()), operand(0), operand(1)));
      })
      .Case([&](LLVM::FCmpOp c) {
        return mapResult(
            FCmpOp::create(builder, loc, fromLLVM(c.getPredicate()), operand(0),
                           operand(1), fromLLVM(c.getFastmathFlags())));
      })
      .Case([&](LLVM::SelectOp) {
        return mapResult(
            SelectOp::create(builder, loc, operand(0), operand(1), operand(2)));
      })
      // Casts.
      .Case([&](LLVM::ZExtOp) {
        return mapResult(
            ZExtOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::SExtOp) {
        return mapResult(
            SExtOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::TruncOp) {
        return mapResult(
            TruncOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::PtrToIntOp c) -> LogicalResult {
        if (isa<VectorType>(c.getType()))
          return unsupported(c, "a ptrtoint of a vector of pointers");
        return mapResult(
            PtrToIntOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::IntToPtrOp c) -> LogicalResult {
        if (isa<VectorType>(c.getType()))
          return unsupported(c, "an inttoptr to a vector of pointers");
        return mapResult(
            IntToPtrOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::FPToSIOp) {
        return mapResult(
            FPToSIOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::FPToUIOp) {
        return mapResult(
            FPToUIOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::SIToFPOp) {
        return mapResult(
            SIToFPOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::UIToFPOp) {
        return mapResult(
            UIToFPOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::FPExtOp) {
        return mapResult(
            FPExtOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::FPTruncOp) {
        return mapResult(
            FPTruncOp::create(builder, loc, resultType(), operand(0)));
      })
      .Case([&](LLVM::BitcastOp) -> LogicalResult {
        Type type = resultType();
        if (!type)
          return failure();
        if (type == operand(0).getType())
          return mapResult(operand(0));
        return mapResult(BitcastOp::create(builder, loc, type, operand(0)));
      })
      .Case([&](LLVM::FreezeOp) {
        // VIR has no freeze: the operand itself is used. Only a value that is
        // undef or poison differs, which defined C programs never freeze.
        return mapResult(operand(0));
      })
      // Floating point.
      .Case([&](LLVM::FAddOp o) {
        return mapResult(
            importFloatOp<FAddOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::FSubOp o) {
        return mapResult(
            importFloatOp<FSubOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::FMulOp o) {
        return mapResult(
            importFloatOp<FMulOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::FDivOp o) {
        return mapResult(
            importFloatOp<FDivOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::FRemOp o) {
        return mapResult(
            importFloatOp<FRemOp>(builder, o, operand(0), operand(1)));
      })
      .Case([&](LLVM::FNegOp o) {
        return mapResult(FNegOp::create(builder, loc, operand(0),
                                        fromLLVM(o.getFastmathFlags())));
      })
      .Case([&](LLVM::FMulAddOp o) {
        // fmuladd may be fused or not; the unfused form is exact IEEE.
        FastMathFlags fmf = fromLLVM(o.getFastmathFlags());
        Value product =
            FMulOp::create(builder, loc, operand(0), operand(1), fmf);
        return mapResult(
            FAddOp::create(builder, loc, product, operand(2), fmf));
      })
      // Integer intrinsics expanded to compare and select.
      .Case<LLVM::SMaxOp, LLVM::SMinOp, LLVM::UMaxOp, LLVM::UMinOp>(
          [&](Operation *) {
            ICmpPredicate pred = isa<LLVM::SMaxOp>(op)   ? ICmpPredicate::sgt
                                 : isa<LLVM::SMinOp>(op) ? ICmpPredicate::slt
                                 : isa<LLVM::UMaxOp>(op) ? ICmpPredicate::ugt
                                                         : ICmpPredicate::ult;
            Value cmp =
                ICmpOp::create(builder, loc, pred, operand(0), operand(1));
            return mapResult(
                SelectOp::create(builder, loc, cmp, operand(0), operand(1)));
          })
      .Case([&](LLVM::IsConstantOp) {
        // llvm.is.constant (C's __builtin_constant_p) may answer false for
        // anything: LLVM folds it to false when it cannot prove a constant.
        // glibc's tolower and friends use it.
        return mapResult(
            ConstantOp::create(builder, loc, builder.getI1Type(), 0));
      })
      .Case([&](LLVM::AbsOp) {
        // abs(x) = x < 0 ? 0 - x : x (abs(INT_MIN) wraps, as is_int_min_poison
        // permits either way).
        Value x = operand(0);
        Value zero = ConstantOp::create(builder, loc, x.getType(), 0);
        Value neg = ICmpOp::create(builder, loc, ICmpPredicate::slt, x, zero);
        Value flipped = SubOp::create(builder, loc, zero, x);
        return mapResult(SelectOp::create(builder, loc, neg, flipped, x));
      })
      // Bit-counting and byte-order intrinsics, expanded exactly into shifts,
      // masks and arithmetic on scalars (issue 13).
      .Case<LLVM::ByteSwapOp, LLVM::CtPopOp, LLVM::CountLeadingZerosOp,
            LLVM::CountTrailingZerosOp, LLVM::FshlOp,
            LLVM::FshrOp>([&](Operation *) -> LogicalResult {
        Type type = resultType();
        if (!type || !isVIRIntegerType(type))
          return unsupported(op, "'") << op->getName() << "' on " << type;
        unsigned width = type.getIntOrFloatBitWidth();
        Type i64 = builder.getI64Type();
        auto c64 = [&](uint64_t v) {
          return ConstantOp::create(builder, loc, i64, static_cast<int64_t>(v));
        };
        auto cst = [&](uint64_t v) {
          return ConstantOp::create(builder, loc, type,
                                    static_cast<int64_t>(v));
        };
        auto lshr = [&](Value x, Value n) -> Value {
          return LShrOp::create(builder, loc, x, n, false);
        };
        auto shl = [&](Value x, Value n) -> Value {
          return ShlOp::create(builder, loc, x, n, false, false);
        };
        auto andOf = [&](Value x, Value y) -> Value {
          return AndOp::create(builder, loc, x, y);
        };
        auto sub = [&](Value x, Value y) -> Value {
          return SubOp::create(builder, loc, x, y, false, false);
        };
        auto zext64 = [&](Value x) -> Value {
          return width == 64 ? x : Value(ZExtOp::create(builder, loc, i64, x));
        };
        auto fromI64 = [&](Value x) -> Value {
          return width == 64 ? x
                             : Value(TruncOp::create(builder, loc, type, x));
        };
        Value x = operand(0);
        if (isa<LLVM::ByteSwapOp>(op)) {
          if (width % 16 != 0)
            return unsupported(op, "'") << op->getName() << "' on " << type;
          return mapResult(swapBytes(builder, loc, x));
        }
        if (isa<LLVM::CtPopOp>(op))
          return mapResult(fromI64(popcount64(builder, loc, zext64(x))));
        if (isa<LLVM::CountTrailingZerosOp>(op)) {
          // A bit above the width makes cttz(0) the width.
          Value v = zext64(x);
          if (width < 64)
            v = OrOp::create(builder, loc, v, c64(uint64_t(1) << width));
          return mapResult(fromI64(countTrailingZeros64(builder, loc, v)));
        }
        if (isa<LLVM::CountLeadingZerosOp>(op))
          // Less the zeros above the width.
          return mapResult(fromI64(sub(
              countLeadingZeros64(builder, loc, zext64(x)), c64(64 - width))));
        // Funnel shifts, by the amount modulo the width, written so that
        // no shift reaches the width (LLVM's own expansion).
        Value a = operand(0), b = operand(1);
        Value amount =
            llvm::isPowerOf2_32(width)
                ? andOf(operand(2), cst(width - 1))
                : Value(URemOp::create(builder, loc, operand(2), cst(width)));
        Value complement = sub(cst(width - 1), amount);
        if (isa<LLVM::FshlOp>(op))
          return mapResult(OrOp::create(builder, loc, shl(a, amount),
                                        lshr(lshr(b, cst(1)), complement)));
        return mapResult(OrOp::create(
            builder, loc, shl(shl(a, cst(1)), complement), lshr(b, amount)));
      })
      .Case([&](LLVM::IsFPClass c) -> LogicalResult {
        // isnan, isinf, isfinite, fpclassify: exact tests on the bits.
        Type type = operand(0).getType();
        if (!isVIRFloatType(type))
          return unsupported(op, "'") << op->getName() << "' on " << type;
        if (type.isF80())
          return mapResult(importX87Class(operand(0), c.getBit(), loc));
        bool f32 = type.isF32();
        unsigned width = f32 ? 32 : 64, mantissa = f32 ? 23 : 52;
        Type intType = builder.getIntegerType(width);
        auto cst = [&](uint64_t v) {
          return ConstantOp::create(builder, loc, intType,
                                    static_cast<int64_t>(v));
        };
        auto cmp = [&](ICmpPredicate pred, Value x, Value y) -> Value {
          return ICmpOp::create(builder, loc, pred, x, y);
        };
        auto andOf = [&](Value x, Value y) -> Value {
          return AndOp::create(builder, loc, x, y);
        };
        Value bits = BitcastOp::create(builder, loc, intType, operand(0));
        uint64_t signBit = uint64_t(1) << (width - 1);
        uint64_t expMask = (signBit - 1) & ~((uint64_t(1) << mantissa) - 1);
        uint64_t minNormal = uint64_t(1) << mantissa;
        Value abs = andOf(bits, cst(signBit - 1));
        Value negative = cmp(ICmpPredicate::slt, bits, cst(0));
        Value positive = cmp(ICmpPredicate::sge, bits, cst(0));
        Value isNan = cmp(ICmpPredicate::ugt, abs, cst(expMask));
        Value isQNan = cmp(ICmpPredicate::uge, abs,
                           cst(expMask | (uint64_t(1) << (mantissa - 1))));
        Value isSNan =
            andOf(isNan, cmp(ICmpPredicate::ult, abs,
                             cst(expMask | (uint64_t(1) << (mantissa - 1)))));
        Value isInf = cmp(ICmpPredicate::eq, abs, cst(expMask));
        Value isZero = cmp(ICmpPredicate::eq, abs, cst(0));
        Value isSub =
            cmp(ICmpPredicate::ult,
                SubOp::create(builder, loc, abs, cst(1), false, false),
                cst(minNormal - 1));
        Value isNormal =
            cmp(ICmpPredicate::ult,
                SubOp::create(builder, loc, abs, cst(minNormal), false, false),
                cst(expMask - minNormal));
        uint32_t mask = c.getBit() & 0x3ff;
        return mapResult(combineFPClasses(builder, loc, mask,
                                          {isSNan, isQNan, isInf, isNormal,
                                           isSub, isZero, negative, positive}));
      })
      // Memory.
      .Case([&](LLVM::AllocaOp a) -> LogicalResult {
        Type elemType = convertMemoryType(a.getElemType(), loc);
        if (!elemType)
          return failure();
        Value count;
        APInt one;
        if (!matchPattern(a.getArraySize(), m_ConstantInt(&one)) || one != 1)
          count = lookup(a.getArraySize());
        auto alloca = AllocaOp::create(
            builder, loc, PtrType::get(ctx), elemType, count,
            a.getAlignment() ? builder.getI64IntegerAttr(*a.getAlignment())
                             : IntegerAttr());
        return mapResult(alloca);
      })
      .Case([&](LLVM::LoadOp l) -> LogicalResult {
        Type type = resultType();
        if (!type)
          return failure();
        auto load = LoadOp::create(builder, loc, type, operand(0));
        load.setVolatile_(l.getVolatile_());
        if (auto ordering = fromLLVM(l.getOrdering()))
          load.setOrdering(*ordering);
        if (auto align = l.getAlignment())
          load.setAlignment(*align);
        importRangeFacts(op, load);
        importTypeTag(l.getTbaaAttr(), load);
        return mapResult(load);
      })
      .Case([&](LLVM::StoreOp s) -> LogicalResult {
        auto store = StoreOp::create(builder, loc, operand(0), operand(1));
        store.setVolatile_(s.getVolatile_());
        if (auto ordering = fromLLVM(s.getOrdering()))
          store.setOrdering(*ordering);
        if (auto align = s.getAlignment())
          store.setAlignment(*align);
        importTypeTag(s.getTbaaAttr(), store);
        return success();
      })
      .Case([&](LLVM::GEPOp g) -> LogicalResult {
        // VIR's vir.gep computes one address.
        if (llvm::any_of(g->getOperandTypes(), llvm::IsaPred<VectorType>))
          return unsupported(g, "a getelementptr on vectors");
        Type elemType = convertMemoryType(g.getElemType(), loc);
        if (!elemType)
          return failure();
        SmallVector<GEPArg> indices;
        for (auto index : g.getIndices()) {
          if (auto attr = dyn_cast<IntegerAttr>(index)) {
            int64_t value = attr.getInt();
            if (value != static_cast<int32_t>(value))
              indices.emplace_back(toI64(
                  ConstantOp::create(builder, loc, builder.getI64Type(), value),
                  loc));
            else
              indices.emplace_back(static_cast<int32_t>(value));
          } else if (APInt constant; matchPattern(cast<Value>(index),
                                                  m_ConstantInt(&constant)) &&
                                     constant.getSignificantBits() <= 31) {
            // A constant index operand is written in place, as VIR prints
            // constant indices.
            indices.emplace_back(static_cast<int32_t>(constant.getSExtValue()));
          } else {
            indices.emplace_back(toI64(lookup(cast<Value>(index)), loc));
          }
        }
        bool inbounds = bitEnumContainsAll(g.getNoWrapFlags(),
                                           LLVM::GEPNoWrapFlags::inbounds);
        return mapResult(GEPOp::create(builder, loc, operand(0), elemType,
                                       indices, inbounds));
      })
      .Case([&](LLVM::MemcpyOp m) {
        MemcpyOp::create(builder, loc, operand(0), operand(1), operand(2),
                         m.getIsVolatile());
        return success();
      })
      .Case([&](LLVM::MemmoveOp m) {
        MemmoveOp::create(builder, loc, operand(0), operand(1), operand(2),
                          m.getIsVolatile());
        return success();
      })
      .Case([&](LLVM::MemsetOp m) {
        MemsetOp::create(builder, loc, operand(0), operand(1), operand(2),
                         m.getIsVolatile());
        return success();
      })
      // Variadic definitions: clang expands va_arg into loads and stores on
      // the va_list; only its start, copy and end are operations.
      .Case([&](LLVM::VaStartOp) {
        VaStartOp::create(builder, loc, operand(0));
        return success();
      })
      .Case([&](LLVM::VaEndOp) {
        VaEndOp::create(builder, loc, operand(0));
        return success();
      })
      .Case([&](LLVM::VaCopyOp) {
        VaCopyOp::create(builder, loc, operand(0), operand(1));
        return success();
      })
      // Markers with no semantics VIR keeps.
      .Case<LLVM::LifetimeStartOp, LLVM::LifetimeEndOp, LLVM::DbgDeclareOp,
            LLVM::DbgValueOp, LLVM::DbgLabelOp, LLVM::AssumeOp,
            LLVM::NoAliasScopeDeclOp>(
          [&](Operation *) -> LogicalResult { return success(); })
      // The scope of a variable-length array: a loop around one must not
      // grow the stack.
      .Case([&](LLVM::StackSaveOp) {
        return mapResult(StackSaveOp::create(builder, loc, PtrType::get(ctx)));
      })
      .Case([&](LLVM::StackRestoreOp) {
        StackRestoreOp::create(builder, loc, operand(0));
        return success();
      })
      // Calls.
      .Case([&](LLVM::CallOp c) -> LogicalResult {
        // An aggregate result comes back as its leaves.
        FailureOr<SmallVector<Type>> results =
            convertResultType(c.getNumResults() ? c.getResult().getType()
                                                : LLVM::LLVMVoidType::get(ctx),
                              op, "a call");
        if (failed(results))
          return failure();
        if (llvm::any_of(c.getArgOperands().getTypes(), isLLVMAggregateType))
          return unsupported(op, "a call passing an aggregate value");
        unsigned numFixed = c.getVarCalleeType()
                                ? c.getVarCalleeType()->getNumParams()
                                : c.getArgOperands().size();
        // An __int128 argument of a variadic call is marked in the call's
        // own ABI (below), and a fixed one is two i64 in its callee type.
        bool variadicInt128 = false;
        for (Type type : c.getArgOperands().getTypes()) {
          if (!isWideInteger(type))
            continue;
          if (!isInt128(type))
            return unsupported(op, "a call passing an ")
                   << type
                   << " (of the integers wider than 64 bits, only i128, "
                      "__int128, crosses calls)";
          variadicInt128 |= static_cast<bool>(c.getVarCalleeType());
        }
        // An __int128 argument passes its two halves (VIRABI.h).
        SmallVector<Value> operands = lookupLeaves(c.getCalleeOperands());
        FlatSymbolRefAttr callee = c.getCalleeAttr();
        if (callee)
          callee = resolveSymbol(callee).first; // an alias of a function
        auto call = CallOp::create(builder, loc, *results, callee, operands,
                                   /*var_callee_type=*/nullptr,
                                   /*arg_attrs=*/nullptr,
                                   /*res_attrs=*/nullptr);
        // An indirect call states its ABI itself, and so does a call
        // passing a structure by value or an __int128 among a variadic
        // function's extra arguments (a direct call's is otherwise its
        // callee's).
        bool ownABI = variadicInt128;
        if (auto argAttrs = c.getArgAttrs())
          for (auto [index, dict] :
               llvm::enumerate(argAttrs->getAsRange<DictionaryAttr>()))
            if (index >= numFixed && dict &&
                dict.contains(LLVM::LLVMDialect::getByValAttrName()))
              ownABI = true;
        if (!callee || ownABI) {
          SmallVector<DictionaryAttr> args;
          if (auto argAttrs = c.getArgAttrs())
            llvm::append_range(args, argAttrs->getAsRange<DictionaryAttr>());
          DictionaryAttr result;
          if (auto resAttrs = c.getResAttrs();
              resAttrs && resAttrs->size() == 1)
            result = dyn_cast<DictionaryAttr>((*resAttrs)[0]);
          bool failed = false;
          DictionaryAttr abi = getABIDictionary(
              ctx, c.getArgOperands().getTypes(), args, result,
              [&](Type type) { return convertMemoryType(type, loc); }, failed);
          if (failed)
            return failure();
          if (abi)
            call->setAttr(kABIAttrName, abi);
        }
        if (auto varType = c.getVarCalleeType()) {
          SmallVector<Type> params;
          for (Type param : varType->getParams()) {
            if (isInt128(param)) {
              params.append(2, builder.getI64Type());
              continue;
            }
            Type converted = convertType(param, loc);
            if (!converted)
              return failure();
            params.push_back(converted);
          }
          call.setVarCalleeTypeAttr(
              TypeAttr::get(builder.getFunctionType(params, *results)));
        }
        // The call of a noreturn function does not return either: an
        // access-edge fact, which function passes read without looking at
        // the callee.
        LLVM::LLVMFuncOp target =
            callee ? llvmSymbols->lookup<LLVM::LLVMFuncOp>(callee.getAttr())
                   : LLVM::LLVMFuncOp();
        if (target && isNoReturn(target))
          addTrait(call, NoReturnAttr::get(ctx, 0, llvmOrigin()));
        // `__attribute__((musttail))`: the front end demands the tail call.
        if (c.getTailCallKind() == LLVM::tailcallkind::TailCallKind::MustTail)
          addTrait(call, RequestAttr::get(ctx, RequestKind::must_tail,
                                          Strength::strong, 0, 0, 0, 0,
                                          llvmOrigin()));
        importCallEffects(c, target, call);
        if (!c.getNumResults())
          return success();
        importRangeFacts(op, call);
        if (isLLVMAggregateType(c.getResult().getType()))
          aggregates[c.getResult()].assign(call.getResults().begin(),
                                           call.getResults().end());
        else if (isInt128(c.getResult().getType()))
          wideParts[c.getResult()].assign(call.getResults().begin(),
                                          call.getResults().end());
        else
          mapping.map(c.getResult(), call.getResults().front());
        return success();
      })
      // Control flow.
      .Case([&](LLVM::BrOp b) {
        auto br = BrOp::create(builder, loc, successor(b.getDest()),
                               lookupLeaves(b.getDestOperands()));
        importLoopPragmas(b.getLoopAnnotationAttr(), br);
        return success();
      })
      .Case([&](LLVM::CondBrOp b) {
        auto br = CondBrOp::create(
            builder, loc, operand(0), successor(b.getTrueDest()),
            lookupLeaves(b.getTrueDestOperands()), successor(b.getFalseDest()),
            lookupLeaves(b.getFalseDestOperands()));
        if (auto weights = b.getBranchWeightsAttr())
          br.setBranchWeightsAttr(weights);
        importLoopPragmas(b.getLoopAnnotationAttr(), br);
        return success();
      })
      .Case([&](LLVM::SwitchOp s) -> LogicalResult {
        if (isWideInteger(s.getValue().getType()))
          return importWideSwitch(s);
        SmallVector<int64_t> values;
        unsigned width = s.getValue().getType().getIntOrFloatBitWidth();
        if (auto caseValues = s.getCaseValues())
          for (const APInt &value : caseValues->getValues<APInt>())
            values.push_back(width == 1 ? value.getZExtValue()
                                        : value.getSExtValue());
        SmallVector<SmallVector<Value>> caseOperands;
        SmallVector<ValueRange> caseRanges;
        for (ValueRange operands : s.getCaseOperands())
          caseOperands.push_back(lookupLeaves(operands));
        for (auto &operands : caseOperands)
          caseRanges.push_back(operands);
        SmallVector<Block *> dests;
        for (Block *dest : s.getCaseDestinations())
          dests.push_back(successor(dest));
        auto sw = SwitchOp::create(
            builder, loc, operand(0), successor(s.getDefaultDestination()),
            lookupLeaves(s.getDefaultOperands()), values, dests, caseRanges);
        if (auto weights = s.getBranchWeightsAttr())
          sw.setBranchWeightsAttr(weights);
        return success();
      })
      .Case([&](LLVM::IndirectBrOp b) { return importIndirectBr(b); })
      .Case([&](LLVM::FenceOp f) -> LogicalResult {
        std::optional<AtomicOrdering> ordering = fromLLVM(f.getOrdering());
        std::optional<StringRef> scope = f.getSyncscope();
        if (!ordering || (scope && *scope != "singlethread"))
          return unsupported(op, "a fence of scope '")
                 << scope.value_or("") << "' or ordering "
                 << LLVM::stringifyAtomicOrdering(f.getOrdering());
        FenceOp::create(builder, loc, *ordering,
                        scope.has_value() && *scope == "singlethread");
        return success();
      })
      .Case([&](LLVM::AtomicRMWOp rmw) -> LogicalResult {
        std::optional<AtomicRMWKind> kind = fromLLVM(rmw.getBinOp());
        Type type = resultType();
        if (!type)
          return failure();
        if (!kind)
          return importAtomicRMWLoop(rmw);
        uint64_t align = rmw.getAlignment().value_or(getStoreSize(type));
        return mapResult(AtomicRMWOp::create(
            builder, loc, type, *kind, operand(0), operand(1),
            *fromLLVM(rmw.getOrdering()), align, rmw.getVolatile_()));
      })
      .Case([&](LLVM::ReturnOp r) {
        ReturnOp::create(builder, loc, lookupLeaves(r.getOperands()));
        return success();
      })
      .Case([&](LLVM::UnreachableOp) {
        UnreachableOp::create(builder, loc);
        return success();
      })
      // Vectors.
      .Case([&](LLVM::ExtractElementOp) {
        return mapResult(
            ExtractOp::create(builder, loc, operand(0), operand(1)));
      })
      .Case([&](LLVM::InsertElementOp) {
        return mapResult(
            InsertOp::create(builder, loc, operand(1), operand(0), operand(2)));
      })
      .Case([&](LLVM::ShuffleVectorOp s) {
        return mapResult(ShuffleOp::create(
            builder, loc, resultType(), operand(0), operand(1), s.getMask()));
      })
      // What VIR cannot express.
      .Case(
          [&](LLVM::InlineAsmOp) { return unsupported(op, "inline assembly"); })
      .Case<LLVM::InvokeOp, LLVM::LandingpadOp, LLVM::ResumeOp>(
          [&](Operation *) {
            return unsupported(op, "exception handling ('")
                   << op->getName() << "')";
          })
      .Default([&](Operation *) {
        return unsupported(op, "'") << op->getName() << "'";
      });
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

// Aliases (`__attribute__((alias("f")))`): every use of one is imported as a
// use of its target, at the alias's offset, so the optimizer never sees an
// alias; an exported one becomes vir.alias. A weak alias (which another
// object file may replace) and one whose value is not the address of a
// symbol of the module plus a constant stay located errors.
bool Importer::resolveAliases() {
  for (auto alias : llvmModule.getOps<LLVM::AliasOp>()) {
    auto address = dyn_cast_or_null<AddressAttr>(
        evaluateInitializer(alias.getInitializerRegion(), alias.getLoc()));
    if (!address) {
      alias.emitError("cannot import the alias @")
          << alias.getSymName()
          << ": its value is not the address of a symbol plus a constant";
      return false;
    }
    // The alias has no line of its own: its target's.
    Location loc = alias.getLoc();
    if (Operation *target = llvmSymbols->lookup(address.getSymbol().getAttr()))
      loc = target->getLoc();
    LLVM::Linkage linkage = alias.getLinkage();
    if (linkage != LLVM::Linkage::External &&
        linkage != LLVM::Linkage::Internal &&
        linkage != LLVM::Linkage::Private) {
      // A weak alias of a function is a weak function calling it (its
      // address then differs from the target's); of a variable, an error.
      auto func =
          llvmSymbols->lookup<LLVM::LLVMFuncOp>(address.getSymbol().getAttr());
      if (func && address.getOffset() == 0 &&
          !func.getFunctionType().isVarArg()) {
        weakAliasThunks.push_back({alias.getSymNameAttr(), func});
        continue;
      }
      emitError(loc, "cannot import the alias @")
          << alias.getSymName() << " of linkage "
          << LLVM::linkage::stringifyLinkage(linkage)
          << " (a weak alias may be replaced at link time; only one of a "
             "function is taken, as a weak function calling it)";
      return false;
    }
    aliases[alias.getSymName()] = {address.getSymbol(), address.getOffset()};
  }
  // Aliases of aliases: at most one step per alias.
  for (unsigned round = 0, e = aliases.size(); round < e; ++round) {
    bool changed = false;
    for (auto &entry : aliases) {
      auto it = aliases.find(entry.second.first.getValue());
      if (it == aliases.end() || &*it == &entry)
        continue;
      entry.second = {it->second.first,
                      it->second.second + entry.second.second};
      changed = true;
    }
    if (!changed)
      break;
  }
  for (auto &entry : aliases)
    if (aliases.count(entry.second.first.getValue())) {
      emitError(llvmModule.getLoc(), "cannot import the alias @")
          << entry.first() << ": its aliases form a cycle";
      return false;
    }
  return true;
}

std::pair<FlatSymbolRefAttr, int64_t>
Importer::resolveSymbol(FlatSymbolRefAttr name) {
  auto it = aliases.find(name.getValue());
  if (it == aliases.end())
    return {name, 0};
  return it->second;
}

/// `llvm.global_ctors` and `llvm.global_dtors` (`__attribute__((
/// constructor))`, `destructor`): one vir.global_ctor or vir.global_dtor
/// per entry, after the functions. The third field of an entry, a global
/// whose discarding would drop the entry, is not kept: the function always
/// runs, as it does whenever that global is kept.
LogicalResult Importer::importInitFini(Operation *op) {
  auto ctors = dyn_cast<LLVM::GlobalCtorsOp>(op);
  ArrayAttr functions =
      ctors ? ctors.getCtors() : cast<LLVM::GlobalDtorsOp>(op).getDtors();
  ArrayAttr priorities = ctors ? ctors.getPriorities()
                               : cast<LLVM::GlobalDtorsOp>(op).getPriorities();
  StringRef kind = ctors ? "constructor" : "destructor";
  OpBuilder moduleBuilder = OpBuilder::atBlockEnd(virModule.getBody());
  for (auto [function, priority] : llvm::zip(functions, priorities)) {
    auto symbol = cast<FlatSymbolRefAttr>(function);
    Operation *target = llvmSymbols->lookup(symbol.getAttr());
    Location loc = target ? target->getLoc() : op->getLoc();
    auto func = dyn_cast_or_null<LLVM::LLVMFuncOp>(target);
    if (!func || func.isExternal() ||
        func.getFunctionType().getNumParams() != 0 ||
        func.getFunctionType().isVarArg())
      return emitError(loc, "cannot import the global ")
             << kind << " @" << symbol.getValue()
             << ": it must be a function defined in the module that takes "
                "no arguments";
    int64_t value = cast<IntegerAttr>(priority).getInt();
    if (value < 0 || value > 65535)
      return emitError(loc, "cannot import the global ")
             << kind << " @" << symbol.getValue() << ": its priority " << value
             << " is not in 0..65535";
    auto priorityAttr = moduleBuilder.getI32IntegerAttr(value);
    if (ctors)
      GlobalCtorOp::create(moduleBuilder, loc, symbol, priorityAttr);
    else
      GlobalDtorOp::create(moduleBuilder, loc, symbol, priorityAttr);
  }
  return success();
}

OwningOpRef<ModuleOp> Importer::run() {
  OwningOpRef<ModuleOp> result = ModuleOp::create(llvmModule.getLoc());
  virModule = *result;
  llvmSymbols.emplace(llvmModule);
  SmallVector<Operation *> initFini;
  SmallVector<LLVM::AliasOp> aliasOps;
  if (!resolveAliases())
    return nullptr;
  for (Operation &op : llvmModule.getBody()->getOperations()) {
    if (auto global = dyn_cast<LLVM::GlobalOp>(op)) {
      if (global.getSymName().starts_with("llvm."))
        continue; // llvm.used, llvm.global_ctors, ... carry no program data
      if (failed(importGlobal(global)))
        return nullptr;
    } else if (auto func = dyn_cast<LLVM::LLVMFuncOp>(op)) {
      if (func.getName().starts_with("llvm."))
        continue; // intrinsic declarations
      if (failed(declareFunction(func)))
        return nullptr;
    } else if (isa<LLVM::ModuleFlagsOp, LLVM::ComdatOp>(op)) {
      continue;
    } else if (isa<LLVM::GlobalCtorsOp, LLVM::GlobalDtorsOp>(op)) {
      initFini.push_back(&op); // after the functions they name
    } else if (auto alias = dyn_cast<LLVM::AliasOp>(op)) {
      aliasOps.push_back(alias); // after the symbols they name

    } else if (isa<LLVM::IFuncOp>(op)) {
      op.emitError("cannot import '") << op.getName() << "'";
      return nullptr;
    }
  }
  for (Operation *op : initFini)
    if (failed(importInitFini(op)))
      return nullptr;
  for (auto [name, target] : weakAliasThunks) {
    FuncOp callee = virFunctions.lookup(target.getName());
    if (!callee)
      return nullptr;
    OpBuilder moduleBuilder = OpBuilder::atBlockEnd(virModule.getBody());
    Location loc = target.getLoc();
    auto thunk = FuncOp::create(moduleBuilder, loc, name.getValue(),
                                callee.getFunctionType());
    virFunctions[name.getValue()] = thunk;
    thunk->setAttr(kLinkageAttrName, moduleBuilder.getStringAttr("weak"));
    if (auto abi = callee->getAttr(kABIAttrName))
      thunk->setAttr(kABIAttrName, abi);
    Block *entry = thunk.addEntryBlock();
    moduleBuilder.setInsertionPointToStart(entry);
    auto call = CallOp::create(moduleBuilder, loc, callee,
                               ValueRange(entry->getArguments()));
    ReturnOp::create(moduleBuilder, loc, call.getResults());
  }
  // An alias the module exports: vir.alias (an internal one has only the
  // uses, already written as uses of its target).
  for (LLVM::AliasOp alias : aliasOps) {
    auto it = aliases.find(alias.getSymName());
    if (alias.getLinkage() == LLVM::Linkage::Internal ||
        alias.getLinkage() == LLVM::Linkage::Private || it == aliases.end())
      continue; // internal, or a weak function's thunk
    auto [target, offset] = it->second;
    OpBuilder moduleBuilder = OpBuilder::atBlockEnd(virModule.getBody());
    AliasOp::create(moduleBuilder, alias.getLoc(), alias.getSymNameAttr(),
                    /*sym_visibility=*/nullptr, target,
                    offset ? moduleBuilder.getI64IntegerAttr(offset)
                           : IntegerAttr());
  }
  for (auto func : llvmModule.getOps<LLVM::LLVMFuncOp>()) {
    if (func.isExternal() || func.getName().starts_with("llvm."))
      continue;
    FuncOp virFunc = virFunctions.lookup(func.getName());
    if (failed(importBody(func, virFunc)))
      return nullptr;
    if (isNoBuiltins(func))
      virModule->setAttr(kNoBuiltinsNoteAttrName, builder.getUnitAttr());
  }
  return result;
}

/// Whether `loc` names a source line (a FileLineColLoc with a line, perhaps
/// inside a fused, named or call-site location).
static bool hasSourceLine(Location loc) {
  bool found = false;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner); file && file.getLine())
      found = true;
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

static Location getFileLine(MLIRContext *ctx, LLVM::DIFileAttr file,
                            unsigned line) {
  return FileLineColLoc::get(file ? file.getName() : StringAttr::get(ctx, ""),
                             line, 0);
}

std::optional<Location> vct::getSymbolLine(Operation &symbol) {
  MLIRContext *ctx = symbol.getContext();
  if (hasSourceLine(symbol.getLoc()))
    return symbol.getLoc();
  if (auto func = dyn_cast<LLVM::LLVMFuncOp>(symbol)) {
    if (auto fused =
            dyn_cast<FusedLocWith<LLVM::DISubprogramAttr>>(func.getLoc()))
      if (LLVM::DISubprogramAttr sp = fused.getMetadata(); sp && sp.getLine())
        return getFileLine(ctx, sp.getFile(), sp.getLine());
  } else if (auto global = dyn_cast<LLVM::GlobalOp>(symbol)) {
    if (ArrayAttr exprs = global.getDbgExprsAttr())
      for (Attribute attr : exprs)
        if (auto expr = dyn_cast<LLVM::DIGlobalVariableExpressionAttr>(attr))
          if (LLVM::DIGlobalVariableAttr var = expr.getVar();
              var && var.getLine())
            return getFileLine(ctx, var.getFile(), var.getLine());
  }
  return std::nullopt;
}

/// Gives every operation of the module a location with a source line where
/// one can be found, so that every import error says where (issue 13:
/// errors at `<unknown>:0` or `file.c:0:0`). An operation without one of
/// its own (no debug location) gets its function's, or its global's; a
/// function or global without one gets the line of its debug description;
/// failing all, operations are named after their symbol in the source file.
static void locateOperations(ModuleOp llvmModule) {
  MLIRContext *ctx = llvmModule.getContext();
  // The module's location is the source file (`source_filename`).
  Location file = llvmModule.getLoc();
  for (Operation &symbol : llvmModule.getBody()->getOperations()) {
    auto name =
        symbol.getAttrOfType<StringAttr>(SymbolTable::getSymbolAttrName());
    if (!name)
      continue;
    std::optional<Location> line = getSymbolLine(symbol);
    Location named = NameLoc::get(StringAttr::get(ctx, "@" + name.getValue()),
                                  line ? *line : file);
    auto needsLocation = [&](Location loc) {
      return isa<UnknownLoc>(loc) || (line && !hasSourceLine(loc));
    };
    if (line && !hasSourceLine(symbol.getLoc()))
      symbol.setLoc(*line);
    symbol.walk([&](Operation *op) {
      if (needsLocation(op->getLoc()))
        op->setLoc(named);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            if (needsLocation(arg.getLoc()))
              arg.setLoc(named);
    });
  }
}

OwningOpRef<ModuleOp> vct::convertLLVMDialectToVIR(ModuleOp llvmModule) {
  locateOperations(llvmModule);
  return Importer(llvmModule).run();
}
