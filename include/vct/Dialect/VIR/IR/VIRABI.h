//===- VIRABI.h - C ABI facts of VIR functions ------------------*- C++ -*-===//
//
// What the x86-64 C ABI of a function's LLVM signature says beyond VIR's
// types: that a char or short argument or result arrives sign- or
// zero-extended to 32 bits (LLVM's `signext`/`zeroext`, which clang-compiled
// code relies on), and which pointer argument is the hidden pointer to a
// returned structure (`sret`, returned in RAX). The LLVM IR importer records
// them in the discardable `vct.abi` attribute of a vir.func and both
// backends state them again, so calls between VCT- and clang-compiled code
// agree (issue 13). Passes neither read nor change it.
//
//   vct.abi = {args = ["", "signext", "sret"], result = "zeroext",
//              sret_type = !vir.struct<i64, i64, i64>}
//
// `args` has one entry per argument ("" for none); `result` and
// `sret_type` are optional. An indirect vir.call carries the same attribute
// for the call site (a direct call's is its callee's).
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
enum class ABIKind { None, SignExt, ZeroExt, StructRet };

inline ABIKind parseABIKind(mlir::Attribute attr) {
  auto str = llvm::dyn_cast_or_null<mlir::StringAttr>(attr);
  if (!str)
    return ABIKind::None;
  return llvm::StringSwitch<ABIKind>(str.getValue())
      .Case("signext", ABIKind::SignExt)
      .Case("zeroext", ABIKind::ZeroExt)
      .Case("sret", ABIKind::StructRet)
      .Default(ABIKind::None);
}

/// The ABI kind of argument `index` of `op`, a vir.func or an indirect
/// vir.call (whose arguments do not count the callee pointer).
inline ABIKind getArgABI(mlir::Operation *op, unsigned index) {
  auto abi = op->getAttrOfType<mlir::DictionaryAttr>(kABIAttrName);
  auto args = abi ? abi.getAs<mlir::ArrayAttr>("args") : mlir::ArrayAttr();
  if (!args || index >= args.size())
    return ABIKind::None;
  return parseABIKind(args[index]);
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
