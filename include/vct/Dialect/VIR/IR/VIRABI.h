//===- VIRABI.h - C ABI facts of VIR functions ------------------*- C++ -*-===//
//
// What the x86-64 C ABI of a function's LLVM signature says beyond VIR's
// types: that a char or short argument or result arrives sign- or
// zero-extended to 32 bits (LLVM's `signext`/`zeroext`, which clang-compiled
// code relies on), which pointer argument is the hidden pointer to a
// returned structure (`sret`, returned in RAX), and which two i64 arguments
// are the low and high halves of one `__int128` (LLVM's i128: passed in two
// consecutive registers, or entirely on the stack when fewer than two are
// left, so never as two separate i64). The LLVM IR importer records
// them in the discardable `vct.abi` attribute of a vir.func and both
// backends state them again, so calls between VCT- and clang-compiled code
// agree (issue 13). Passes neither read nor change it.
//
//   vct.abi = {args = ["", "signext", "sret"], result = "zeroext",
//              sret_type = !vir.struct<i64, i64, i64>}
//
// `args` has one entry per argument ("" for none; "int128" on the low half
// of an __int128, always followed by "int128.high" on its high half;
// "byval" on a pointer to a structure passed by value, whose copy the
// caller makes in the argument area: LLVM's `byval(T) align N`, and `byval`
// then has one entry per argument, `{type = T, align = N}` for such an
// argument and a unit attribute for the others); `result`, `sret_type` and
// `byval` are optional. An __int128 result needs no entry: it is returned
// as two i64 results, which both backends return in RAX:RDX, where the C
// ABI returns an __int128. A vir.call may carry the same attribute for the
// call site, and an indirect one or one passing structures by value among
// a variadic function's extra arguments does; otherwise a direct call's ABI
// is its callee's.
//
// A function definition with a "byval" argument receives the address of
// the caller's copy, and (as imported) copies the object again into a slot
// of its own; to the optimizer the argument is a plain pointer.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRABI_H
#define VCT_DIALECT_VIR_IR_VIRABI_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

namespace vct::vir {

constexpr llvm::StringLiteral kABIAttrName = "vct.abi";

/// A unit attribute on a vir.global: the variable is `_Thread_local`, one
/// instance per thread (LLVM's `thread_local`). Within one thread it is an
/// ordinary global, so passes need not know it; the backends declare it
/// thread-local again.
constexpr llvm::StringLiteral kThreadLocalAttrName = "vct.thread_local";

/// A string attribute on a vir.func or vir.global: its symbol is weak
/// (`__attribute__((weak))`). "weak": a definition another object file may
/// replace at link time, so nothing may be taken from its body or
/// initializer (no inlining, no facts for its callers, no folding of its
/// value). "extern_weak": a declaration of a symbol that may be missing, so
/// its address may be null. The backends declare the symbol weak again.
constexpr llvm::StringLiteral kLinkageAttrName = "vct.linkage";

/// True if `symbol` (a vir.func or vir.global) is a weak definition, which
/// the linker may replace.
inline bool isInterposable(mlir::Operation *symbol) {
  auto linkage = symbol->getAttrOfType<mlir::StringAttr>(kLinkageAttrName);
  return linkage && linkage.getValue() == "weak";
}

/// True if `symbol` is a weak declaration, whose address may be null.
inline bool isExternWeak(mlir::Operation *symbol) {
  auto linkage = symbol->getAttrOfType<mlir::StringAttr>(kLinkageAttrName);
  return linkage && linkage.getValue() == "extern_weak";
}

/// How an argument or result is passed beyond its VIR type.
enum class ABIKind {
  None,
  SignExt,
  ZeroExt,
  StructRet,
  Int128,
  Int128High,
  ByVal
};

inline ABIKind parseABIKind(mlir::Attribute attr) {
  auto str = llvm::dyn_cast_or_null<mlir::StringAttr>(attr);
  if (!str)
    return ABIKind::None;
  return llvm::StringSwitch<ABIKind>(str.getValue())
      .Case("signext", ABIKind::SignExt)
      .Case("zeroext", ABIKind::ZeroExt)
      .Case("sret", ABIKind::StructRet)
      .Case("int128", ABIKind::Int128)
      .Case("int128.high", ABIKind::Int128High)
      .Case("byval", ABIKind::ByVal)
      .Default(ABIKind::None);
}

/// The ABI kind of argument `index` in the `vct.abi` dictionary `abi`
/// (null for none).
inline ABIKind getArgABI(mlir::DictionaryAttr abi, unsigned index) {
  auto args = abi ? abi.getAs<mlir::ArrayAttr>("args") : mlir::ArrayAttr();
  if (!args || index >= args.size())
    return ABIKind::None;
  return parseABIKind(args[index]);
}

/// The ABI kind of argument `index` of `op`, a vir.func or an indirect
/// vir.call (whose arguments do not count the callee pointer).
inline ABIKind getArgABI(mlir::Operation *op, unsigned index) {
  return getArgABI(op->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName),
                   index);
}

/// Checks the __int128 halves of `abi` against the argument types `inputs`:
/// each "int128" is an i64 followed by an i64 marked "int128.high", and
/// every "int128.high" follows an "int128". Returns the index of the first
/// argument that breaks this, or nullopt.
inline std::optional<unsigned> checkInt128Args(mlir::DictionaryAttr abi,
                                               mlir::TypeRange inputs) {
  for (unsigned i = 0, e = inputs.size(); i < e; ++i) {
    ABIKind kind = getArgABI(abi, i);
    if (kind == ABIKind::Int128High)
      return i; // not consumed by a preceding "int128"
    if (kind != ABIKind::Int128)
      continue;
    if (i + 1 >= e || !inputs[i].isInteger(64) ||
        !inputs[i + 1].isInteger(64) ||
        getArgABI(abi, i + 1) != ABIKind::Int128High)
      return i;
    ++i;
  }
  return std::nullopt;
}

/// The ABI of a call: its own `vct.abi`, else (a direct call) its
/// callee's, which `calleeABI` gives.
inline mlir::DictionaryAttr getCallABI(mlir::Operation *call,
                                       mlir::DictionaryAttr calleeABI) {
  if (auto own = call->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName))
    return own;
  return calleeABI;
}

/// The object type and alignment of the "byval" argument `index` of
/// `abi`, or nothing when it is not one.
inline std::optional<std::pair<mlir::Type, uint64_t>>
getByVal(mlir::DictionaryAttr abi, unsigned index) {
  if (getArgABI(abi, index) != ABIKind::ByVal)
    return std::nullopt;
  auto entries = abi.getAs<mlir::ArrayAttr>("byval");
  if (!entries || index >= entries.size())
    return std::nullopt;
  auto entry = llvm::dyn_cast<mlir::DictionaryAttr>(entries[index]);
  auto type = entry ? entry.getAs<mlir::TypeAttr>("type") : mlir::TypeAttr();
  auto align =
      entry ? entry.getAs<mlir::IntegerAttr>("align") : mlir::IntegerAttr();
  if (!type || !align)
    return std::nullopt;
  return std::make_pair(type.getValue(), align.getValue().getZExtValue());
}

/// Checks the "byval" arguments of `abi` against the argument types
/// `inputs`: each is a pointer with an object type and an alignment that
/// is a power of two of at most 2^32 (LLVM's limit). Returns the index of
/// the first that is not, or nullopt.
inline std::optional<unsigned> checkByValArgs(mlir::DictionaryAttr abi,
                                              mlir::TypeRange inputs) {
  for (unsigned i = 0, e = inputs.size(); i < e; ++i) {
    if (getArgABI(abi, i) != ABIKind::ByVal)
      continue;
    auto byval = getByVal(abi, i);
    if (!llvm::isa<PtrType>(inputs[i]) || !byval ||
        !llvm::isPowerOf2_64(byval->second) ||
        byval->second > (uint64_t(1) << 32))
      return i;
  }
  return std::nullopt;
}

/// Checks a direct call's own ABI `callABI` against its callee's
/// `calleeABI` on the callee's `numParams` declared parameters (the call's
/// own entries may only add to the variadic ones): the same kind, and for
/// "byval" the same object and alignment. Returns the index of the first
/// parameter on which they differ, or nullopt.
inline std::optional<unsigned> checkCallABI(mlir::DictionaryAttr callABI,
                                            mlir::DictionaryAttr calleeABI,
                                            unsigned numParams) {
  for (unsigned i = 0; i < numParams; ++i)
    if (getArgABI(callABI, i) != getArgABI(calleeABI, i) ||
        getByVal(callABI, i) != getByVal(calleeABI, i))
      return i;
  return std::nullopt;
}

/// Checks the `vct.abi` of `op` (a vir.func or vir.call; anything else
/// passes) as both backends need it: __int128 halves paired, "byval" entries
/// well formed, and a direct call's own ABI agreeing with its callee's on
/// the declared parameters. Emits a located error on failure.
inline mlir::LogicalResult verifyABI(mlir::Operation *op,
                                     mlir::SymbolTableCollection &symbols) {
  auto abi = op->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName);
  if (!abi || !llvm::isa<FuncOp, CallOp>(op))
    return mlir::success();
  mlir::TypeRange inputs =
      llvm::isa<FuncOp>(op)
          ? mlir::TypeRange(llvm::cast<FuncOp>(op).getArgumentTypes())
          : mlir::TypeRange(llvm::cast<CallOp>(op).getArgs().getTypes());
  if (std::optional<unsigned> bad = checkInt128Args(abi, inputs))
    return op->emitError("vct.abi: argument ")
           << *bad
           << " is not an i64 half of an __int128 (\"int128\" must mark an "
              "i64 followed by an i64 marked \"int128.high\")";
  if (std::optional<unsigned> bad = checkByValArgs(abi, inputs))
    return op->emitError("vct.abi: argument ")
           << *bad
           << " is \"byval\" but not a pointer with a `byval` entry "
              "{type = T, align = N} whose alignment is a power of two";
  // Extensions are of integers narrower than 32 bits' containers; the
  // sret pointer is a pointer of a function returning nothing.
  mlir::TypeRange results = op->getResultTypes();
  if (auto func = llvm::dyn_cast<FuncOp>(op))
    results = func.getResultTypes();
  for (unsigned i = 0, e = inputs.size(); i < e; ++i) {
    ABIKind kind = getArgABI(abi, i);
    bool extension = kind == ABIKind::SignExt || kind == ABIKind::ZeroExt;
    if ((extension && !inputs[i].isSignlessInteger()) ||
        (kind == ABIKind::StructRet &&
         (!llvm::isa<PtrType>(inputs[i]) || !results.empty())))
      return op->emitError("vct.abi: argument ")
             << i << " cannot be \""
             << llvm::cast<mlir::StringAttr>(
                    abi.getAs<mlir::ArrayAttr>("args")[i])
                    .getValue()
             << "\" (an extension marks an integer; sret a pointer of a "
                "function that returns nothing)";
  }
  ABIKind result = parseABIKind(abi.get("result"));
  if ((result == ABIKind::SignExt || result == ABIKind::ZeroExt) &&
      (results.size() != 1 || !results[0].isSignlessInteger()))
    return op->emitError("vct.abi: the result cannot be extended (an "
                         "extension marks one integer result)");
  auto call = llvm::dyn_cast<CallOp>(op);
  if (!call || call.isIndirect())
    return mlir::success();
  auto callee =
      symbols.lookupNearestSymbolFrom<FuncOp>(op, call.getCalleeAttr());
  if (!callee)
    return mlir::success();
  if (std::optional<unsigned> bad = checkCallABI(
          abi, callee->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName),
          callee.getNumArguments()))
    return op->emitError("vct.abi: argument ")
           << *bad << " of the call is passed otherwise than @"
           << callee.getSymName() << " takes it (a call's own ABI may only "
           << "add to the variadic arguments)";
  return mlir::success();
}

/// The ABI kind of the (single) result of `op`, a vir.func or vir.call.
inline ABIKind getResultABI(mlir::Operation *op) {
  auto abi = op->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName);
  return abi ? parseABIKind(abi.get("result")) : ABIKind::None;
}

/// The index of the `sret` argument of `func`, if it has one.
inline std::optional<unsigned> getSRetIndex(FuncOp func) {
  for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
    if (getArgABI(func, i) == ABIKind::StructRet)
      return i;
  return std::nullopt;
}

/// The type of the object an `sret` argument of `op` points to, or null.
inline mlir::Type getSRetType(mlir::Operation *op) {
  auto abi = op->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName);
  auto type = abi ? abi.getAs<mlir::TypeAttr>("sret_type") : mlir::TypeAttr();
  return type ? type.getValue() : mlir::Type();
}

} // namespace vct::vir

#endif // VCT_DIALECT_VIR_IR_VIRABI_H
