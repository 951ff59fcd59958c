//===- VIRTraits.h - Reading and writing VIR traits -------------*- C++ -*-===//
//
// Low-level access to the `vir.traits` lists on operations, functions,
// function arguments and call arguments, and the trait-epoch operations
// (ARCHITECTURE §4.3). Passes normally read traits through vct::TraitView
// (vct/Analysis/TraitView.h), which filters out stale ones; this header is
// what that view and the passes that stamp traits are built on.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRTRAITS_H
#define VCT_DIALECT_VIR_IR_VIRTRAITS_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"

#include "mlir/IR/Operation.h"

namespace vct::vir {
class CallOp;
class FuncOp;

/// Where an action request is attached.
enum class RequestCategory {
  /// On a vir.call, or on a vir.func for all its call edges.
  CallEdge,
  /// On the branch that forms a loop's back edge.
  Loop,
  /// On the terminator of the block it describes.
  Block,
};

/// The discardable attribute by which the LLVM IR importer hands the trait
/// producer the loop requests a source pragma switched off (an array of
/// request-kind names on a loop's back-edge branch, e.g. ["unroll"] for
/// `#pragma clang loop unroll(disable)`): the producer stamps no soft
/// request of those kinds there, and removes the attribute.
constexpr llvm::StringLiteral kDisabledRequestsAttrName =
    "vct.disabled_requests";

/// The discardable attribute by which the LLVM IR importer hands the trait
/// producer the type of a load or store from clang's TBAA metadata: the
/// access type's name and its ancestors' up to the root, an array of
/// strings (e.g. ["int", "omnipotent char", "Simple C/C++ TBAA"]). The
/// producer stamps it as `#vir.tbaa` (option `types`) and removes it.
constexpr llvm::StringLiteral kTBAANoteAttrName = "vct.tbaa";

/// The discardable unit attribute by which the LLVM IR importer tells the
/// trait producer that a function of the module carries clang's
/// `"no-builtins"` or `"no-builtin-<function>"` (`-ffreestanding`,
/// `-fno-builtin[-<function>]`): the library's names need not mean the
/// library there, so the producer states no facts about it (its `libcalls`
/// kind is off for the module), and removes the attribute.
constexpr llvm::StringLiteral kNoBuiltinsNoteAttrName = "vct.no_builtins";

/// The most type names a `#vir.tbaa` path holds (clang's deepest scalar
/// path, a pointer to a pointer, has five).
constexpr size_t kMaxTBAADepth = 16;

/// The category of requests of kind `kind`.
RequestCategory getRequestCategory(RequestKind kind);

//===----------------------------------------------------------------------===//
// Trait lists
//===----------------------------------------------------------------------===//

/// The traits attached to `op` (a function's own traits for a vir.func), in
/// order, stale ones included. Empty when there are none.
llvm::ArrayRef<mlir::Attribute> getTraitList(mlir::Operation *op);
/// The traits of argument `index` of `func`.
llvm::ArrayRef<mlir::Attribute> getArgTraitList(FuncOp func, unsigned index);
/// The access-edge traits of argument `index` of `call`.
llvm::ArrayRef<mlir::Attribute> getCallArgTraitList(CallOp call,
                                                    unsigned index);

/// Replaces the traits of `op`; an empty list removes the attribute.
void setTraitList(mlir::Operation *op, llvm::ArrayRef<mlir::Attribute> traits);
/// Removes the traits of the kinds `Kinds` from `op` (the list is rewritten
/// only when one goes): facts that no longer hold where `op` now runs or
/// what it now reads.
template <typename... Kinds>
void removeTraits(mlir::Operation *op) {
  llvm::ArrayRef<mlir::Attribute> traits = getTraitList(op);
  llvm::SmallVector<mlir::Attribute> kept;
  for (mlir::Attribute trait : traits)
    if (!llvm::isa<Kinds...>(trait))
      kept.push_back(trait);
  if (kept.size() != traits.size())
    setTraitList(op, kept);
}
/// Replaces the traits of argument `index` of `func`.
void setArgTraitList(FuncOp func, unsigned index,
                     llvm::ArrayRef<mlir::Attribute> traits);

/// The prefix of the alias scope names that stand for a global variable of
/// the module (`vct.global.<symbol>`, as the trait producer names them):
/// such a scope means the same object in every function, so inlining keeps
/// its name where it renames a callee's other scopes.
inline constexpr llvm::StringLiteral kModuleScopePrefix = "vct.global.";

/// True if `scope` is a module scope (kModuleScopePrefix).
inline bool isModuleScope(mlir::StringAttr scope) {
  return scope && scope.getValue().starts_with(kModuleScopePrefix);
}

/// Replaces the access-edge traits of argument `index` of `call`.
void setCallArgTraitList(CallOp call, unsigned index,
                         llvm::ArrayRef<mlir::Attribute> traits);

/// Adds `trait` to the traits of `op`: it replaces, in place, a trait of the
/// same kind already there (a stale copy); otherwise it is appended.
void addTrait(mlir::Operation *op, TraitAttrInterface trait);
/// Adds `trait` to the traits of argument `index` of `call`, as addTrait.
void addCallArgTrait(CallOp call, unsigned index, TraitAttrInterface trait);

/// Gives `access`, one of the loads or stores a memory copy (`vir.memcpy`,
/// `vir.memmove`) `copy` is rewritten into, the copy's `#vir.noalias` facts:
/// every byte the copy reads or writes lies in its scopes and in none of its
/// noalias scopes, so every byte of the access does.
void copyAccessScopes(mlir::Operation *copy, mlir::Operation *access);

//===----------------------------------------------------------------------===//
// Epochs
//===----------------------------------------------------------------------===//

/// The function governing the epoch of traits on `op` (`op` itself for a
/// vir.func), or null outside functions.
FuncOp getEpochOwner(mlir::Operation *op);

/// True if `trait`, attached at or inside `owner`, is epoch-valid.
bool isEpochValid(TraitAttrInterface trait, FuncOp owner);

/// Advances `func`'s epoch by one and returns the new epoch. Every trait in
/// the function becomes stale until re-stamped.
int64_t advanceEpoch(FuncOp func);

/// Re-stamps `trait` on `op` (which must carry it) at its function's current
/// epoch: the pass calling it vouches that the fact still holds.
void restampTrait(mlir::Operation *op, TraitAttrInterface trait);

} // namespace vct::vir

#endif // VCT_DIALECT_VIR_IR_VIRTRAITS_H
