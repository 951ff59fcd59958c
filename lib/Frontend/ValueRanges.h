//===- ValueRanges.h - Ranges the C program's operations bound --*- C++ -*-===//
//
// The trait producer's interval arithmetic (stampRanges in TraitProducer.cpp):
// for the integer scalars (2 to 64 bits) of one function, the signed
// interval every value lies in, as a front end knows it from the C types
// and the operations on them. Sources: a zext or sext from a narrower type,
// constants, an `and` with a non-negative mask, a remainder or quotient by a
// constant, shifts by a constant, and the loads of a local integer slot
// whose every store stores a value with a known interval (or, for a counter,
// adds a non-negative constant to the slot's own load). Through `add`, `sub`,
// `mul` (exact when the bounds fit the type, clamped to it when the
// operation is `nsw`), division, remainders, shifts, masks and selects.
//
// Slots and values depend on each other (a slot holds `255 - a`, where `a` is
// another slot's load), so the walk runs again while a slot's interval
// changes, at most kMaxRounds times. Every round starts from facts the
// previous one proved, so each interval is sound whenever the walk stops.
// A value used before its definition in the walk's order (a block placed
// after its users) is unknown: a lost fact, never a wrong one.
//
// A branch narrows what a slot holds where it leads (guardOf): in a block
// entered only by one edge of a `cond_br` on a compare of the slot's load,
// through blocks that store nothing to the slot, a load of the slot reads
// the value the compare tested (`while (i > 0) { p = (i - 1) / 2; ...`:
// there i >= 1, so p >= 0). A difference of two slots' loads under a
// compare of those two slots is ordered the same way (`if (lo < hi) mid =
// lo + (hi - lo) / 2`: hi - lo >= 1 when it cannot wrap). Only slots whose
// address nothing but their own loads and stores reads qualify, so no call
// or pointer can change them between the compare and the load.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_FRONTEND_VALUERANGES_H
#define VCT_LIB_FRONTEND_VALUERANGES_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <cstdint>
#include <optional>

namespace vct {

/// A closed signed interval [lo, hi], lo <= hi.
struct SignedInterval {
  int64_t lo;
  int64_t hi;
  bool operator==(const SignedInterval &other) const {
    return lo == other.lo && hi == other.hi;
  }
  bool operator!=(const SignedInterval &other) const {
    return !(*this == other);
  }
};

class ValueRanges {
public:
  /// Computes the intervals of the integer values of `func`, outside region
  /// barriers.
  explicit ValueRanges(vir::FuncOp func);

  /// The interval of integer `value` (a constant's is itself), or nullopt
  /// when nothing narrower than its type is known.
  std::optional<SignedInterval> lookup(mlir::Value value) const;

  /// True if `interval` of a value of `width` bits says something worth a
  /// trait: the value is never negative, or it takes at most half of the
  /// type's values.
  static bool isInformative(SignedInterval interval, unsigned width);

private:
  /// The most walks over the function (slot intervals feeding values).
  static constexpr unsigned kMaxRounds = 4;

  /// The most blocks a guard is looked for through (single predecessors
  /// ending in an unconditional branch, then the conditional one).
  static constexpr unsigned kMaxGuardDepth = 8;

  /// Where the stores to each private slot are in each block.
  struct StoreSpan {
    unsigned first;
    unsigned last;
  };

  void computeValues();
  /// Recomputes the slots' intervals from the stores; true if one changed.
  bool computeSlots();
  /// Finds the private slots and where they are stored (once).
  void indexPrivateSlots();
  std::optional<SignedInterval> evaluate(mlir::Operation *op) const;
  /// The interval the nearest guarding branch puts on what `load` reads.
  std::optional<SignedInterval> guardOf(vir::LoadOp load) const;
  /// The interval the nearest guarding branch puts on `sub` of two slots'
  /// loads (a compare of those two slots).
  std::optional<SignedInterval> guardOf(vir::SubOp sub) const;
  /// The compare whose edge alone leads to the block of `loads` (loads of
  /// private slots, all in one block), through blocks that store none of
  /// their slots, with the predicate as it holds on that edge; the loads
  /// must read what the compare's loads read (no store in between).
  std::optional<std::pair<vir::ICmpOp, vir::ICmpPredicate>>
  findGuard(llvm::ArrayRef<vir::LoadOp> loads) const;
  /// True if `op`, a load of a private slot, reads the value the slot had
  /// at the end of its block (no store to the slot after it there).
  bool readsLastValue(vir::LoadOp load) const;
  /// The private slot `address` is, or null.
  mlir::Operation *getPrivateSlot(mlir::Value address) const;
  /// The private slot `value` is a load of, or null.
  mlir::Operation *getLoadedSlot(mlir::Value value) const;

  vir::FuncOp func;
  llvm::DenseMap<mlir::Value, SignedInterval> values;
  llvm::DenseMap<mlir::Operation *, SignedInterval> slots;
  /// Slots whose address only their own loads and stores read.
  llvm::DenseSet<mlir::Operation *> privateSlots;
  /// Each load's and store's position in its block (private slots only).
  llvm::DenseMap<mlir::Operation *, unsigned> positions;
  /// The positions of the first and last store to a private slot in a
  /// block.
  llvm::DenseMap<std::pair<mlir::Block *, mlir::Operation *>, StoreSpan> stores;
};

} // namespace vct

#endif // VCT_LIB_FRONTEND_VALUERANGES_H
