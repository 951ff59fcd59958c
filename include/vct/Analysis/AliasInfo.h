//===- AliasInfo.h - May-alias answers from traits --------------*- C++ -*-===//
//
// 007 §4.6: which memory accesses of a function may touch the same memory.
// Every NoAlias answer is licensed by an epoch-valid trait (O-31, O-33):
//
//  - scoped no-alias: access A's `#vir.noalias` alias_scopes (non-empty) all
//    appear in access B's noalias_scopes, or the other way round;
//  - restrict: A's address is derived (through GEPs) from a value with an
//    unscoped `#vir.restrict` (a function argument or a pointer-valued
//    operation), and B's address from a different identified object: another
//    argument, a stack slot, a global, or another restrict pointer. As C's
//    restrict, this speaks of conflicting accesses: it is asked about pairs
//    in which one access writes;
//  - types (C's strict aliasing): A and B are loads or stores whose
//    `#vir.tbaa` paths end at the same root and neither path is a suffix of
//    the other (neither access type is an ancestor of the other's, so a
//    character type, the ancestor of all, separates nothing). Asked after
//    the barrier test: a load or store inside a barrier is not separated.
//
// Accesses on one SSA base are compared by arithmetic on the IR's own
// operations (ARCHITECTURE §1, §5.7): each address is a MemoryLocation, the
// base with constant-index `vir.gep`s stripped plus a constant byte offset,
// and the access size in bytes. On the same base, the same bytes are
// MustAlias, overlapping ones PartialAlias and disjoint ones NoAlias.
//
// Everything else is MayAlias (O-32); in particular two distinct allocas do
// not alias only if a trait says so. A `vir.opaque_region` is one access to
// any memory, and nothing inside one is known not to alias anything
// (O-34, O-37).
//
// The answers depend on traits, so the analysis is invalidated when the
// function's trait epoch moves (O-15), even by a pass that declared it
// preserved, besides when a pass does not preserve it. (A pass that advances
// an epoch changed the IR, so it never marks all analyses preserved.)
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_ALIASINFO_H
#define VCT_ANALYSIS_ALIASINFO_H

#include "mlir/IR/Value.h"
#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace vct {
namespace vir {
class FuncOp;
class TBAAAttr;
} // namespace vir

/// NoAlias: the accesses touch no common byte. MustAlias: the same bytes.
/// PartialAlias: some but not all bytes in common. MayAlias: not known.
enum class AliasResult { NoAlias, MayAlias, PartialAlias, MustAlias };

/// The bytes one address operand of an access touches: `size` bytes at
/// `offset` bytes from `base`. `base` is the address with its chain of
/// `vir.gep`s with constant indices (in place or vir.constant) stripped: the
/// underlying object when every index on the way is constant, otherwise the
/// innermost GEP with a non-constant index. Offsets are signed; an offset is
/// unknown only when the arithmetic overflows, a size when a memory
/// intrinsic's length is not a constant.
struct MemoryLocation {
  mlir::Value base;
  std::optional<int64_t> offset;
  std::optional<uint64_t> size;

  /// The location of `size` bytes at `address`.
  static MemoryLocation get(mlir::Value address, std::optional<uint64_t> size);

  bool operator==(const MemoryLocation &other) const {
    return base == other.base && offset == other.offset && size == other.size;
  }
};

/// The locations `op` accesses (a load, a store, a memcpy/memmove: dst then
/// src, a memset), or nullopt for anything else (calls, opaque regions),
/// whose memory is not named by its operands.
std::optional<llvm::SmallVector<MemoryLocation, 2>>
getAccessedLocations(mlir::Operation *op);

/// The byte offset `gep` adds to its base when every index is a constant
/// (in place or a vir.constant); nullopt otherwise or on overflow. Negative
/// indices give negative offsets.
std::optional<int64_t> getConstantGEPOffset(mlir::Operation *gep);

class AliasInfo {
public:
  /// Builds the analysis for `op`, a vir.func.
  explicit AliasInfo(mlir::Operation *op);

  /// Whether the memory accessed by `a` and `b` may overlap. Both are
  /// operations that access memory (loads, stores, memory intrinsics, calls,
  /// opaque regions); anything else is MayAlias. Traits come first (a
  /// NoAlias they license), then a region barrier (MayAlias), then the
  /// locations: NoAlias when every pair of addresses is disjoint; for one
  /// address each (loads, stores, memsets) the answer for that pair;
  /// otherwise MayAlias. Clients that only ask "may they overlap" compare
  /// with NoAlias.
  AliasResult alias(mlir::Operation *a, mlir::Operation *b) const;

  /// The arithmetic answer for two locations: on one base, MustAlias for the
  /// same bytes, PartialAlias for overlapping ones, NoAlias for disjoint
  /// ones (all when offsets and sizes are known; an empty access is
  /// disjoint from everything); MayAlias otherwise, in particular for
  /// different bases (only traits relate those, O-32).
  static AliasResult alias(const MemoryLocation &a, const MemoryLocation &b);

  /// Whether `writer` may write memory that `access` reads or writes: false
  /// only when `writer` writes no memory at all, `access` only reads
  /// immutable memory (readsImmutableMemory), or AliasInfo proves the two
  /// disjoint. A call writes no memory when it carries `#vir.nowrite`. (A
  /// function pass must not read other functions, so a callee's own
  /// `#vir.readonly` counts only once function-attrs has put it on the
  /// call.)
  bool mayClobber(mlir::Operation *writer, mlir::Operation *access) const;

  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &pa);

private:
  mlir::Operation *func;
  int64_t epoch;
};

/// False when the strict-aliasing rule says accesses through the C types
/// `a` and `b` never touch the same object: their paths end at the same
/// root and neither is a suffix of the other.
bool mayAliasByType(vir::TBAAAttr a, vir::TBAAAttr b);

/// True for a volatile or atomic memory access (a load, store or memory
/// intrinsic marked so, and every `atomic_rmw`, `cmpxchg` and `fence`):
/// such accesses are never reused or moved, and passes that track memory
/// forget everything at one.
bool isVolatileOrAtomicAccess(mlir::Operation *op);

/// True if `op` is or is inside a vir.opaque_region.
bool isInRegionBarrier(mlir::Operation *op);

/// The value `address` is derived from through GEPs (its provenance as the
/// SSA graph states it).
mlir::Value getUnderlyingObject(mlir::Value address);

/// True if `op` is a load, neither volatile nor atomic, whose address is
/// derived through GEPs from a value with an epoch-valid `#vir.immutable`:
/// nothing writes what it reads, so no write clobbers it and it reads no
/// byte that any write in the program writes.
bool readsImmutableMemory(mlir::Operation *op);

} // namespace vct

MLIR_DECLARE_EXPLICIT_TYPE_ID(vct::AliasInfo)

#endif // VCT_ANALYSIS_ALIASINFO_H
