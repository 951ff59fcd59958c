//===- SlotReach.h - What a nocapture stack slot's address reaches -*- C++
//-*-===//
//
// Shared by the stage-6 memory passes. A `vir.alloca` with an epoch-valid
// `#vir.nocapture` is reached only through values derived from its address
// (the trait: nothing else can point into it). SlotReach follows those
// values (address arithmetic, selects, block arguments) and records the
// operations that use them; a use it cannot account for (the address
// stored as a value, returned, converted to an integer) makes the slot
// escape, and then no client draws a conclusion from the trait.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_LIB_TRANSFORMS_MEMORY_SLOTREACH_H
#define VCT_LIB_TRANSFORMS_MEMORY_SLOTREACH_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

namespace vct {

struct SlotReach {
  /// The values derived from the slot's address, the address first.
  llvm::SetVector<mlir::Value> derived;
  /// The operations with a derived operand, in discovery order.
  llvm::SetVector<mlir::Operation *> users;
  /// True if the address reaches something SlotReach cannot follow.
  bool escapes = false;

  /// True if `value` is derived from the slot's address.
  bool isDerived(mlir::Value value) const { return derived.contains(value); }
  /// True if some operand of `op` is derived from the slot's address.
  bool hasDerivedOperand(mlir::Operation *op) const;
};

/// What the address of `alloca` reaches, or nullopt when `alloca` is not a
/// vir.alloca with an epoch-valid `#vir.nocapture` (outside any opaque
/// region).
std::optional<SlotReach> computeSlotReach(mlir::Operation *alloca);

} // namespace vct

#endif // VCT_LIB_TRANSFORMS_MEMORY_SLOTREACH_H
