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
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_FRONTEND_VALUERANGES_H
#define VCT_LIB_FRONTEND_VALUERANGES_H

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "llvm/ADT/DenseMap.h"

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

  void computeValues();
  /// Recomputes the slots' intervals from the stores; true if one changed.
  bool computeSlots();
  std::optional<SignedInterval> evaluate(mlir::Operation *op) const;

  vir::FuncOp func;
  llvm::DenseMap<mlir::Value, SignedInterval> values;
  llvm::DenseMap<mlir::Operation *, SignedInterval> slots;
};

} // namespace vct

#endif // VCT_LIB_FRONTEND_VALUERANGES_H
