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
// of an __int128, always followed by "int128.high" on its high half);
// `result` and `sret_type` are optional. An __int128 result needs no entry:
// it is returned as two i64 results, which both backends return in RAX:RDX,
// where the C ABI returns an __int128. An indirect vir.call carries the same
// attribute for the call site (a direct call's is its callee's).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRABI_H
#define VCT_DIALECT_VIR_IR_VIRABI_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/StringSwitch.h"

#include <optional>

namespace vct::vir {

constexpr llvm::StringLiteral kABIAttrName = "vct.abi";

/// A unit attribute on a vir.global: the variable is `_Thread_local`, one
/// instance per thread (LLVM's `thread_local`). Within one thread it is an
/// ordinary global, so passes need not know it; the backends declare it
/// thread-local again.
constexpr llvm::StringLiteral kThreadLocalAttrName = "vct.thread_local";

/// How an argument or result is passed beyond its VIR type.
enum class ABIKind { None, SignExt, ZeroExt, StructRet, Int128, Int128High };

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
