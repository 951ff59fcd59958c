//===- BitLinear.h - Loop values as maps over GF(2) -------------*- C++ -*-===//
//
// The integer values a loop body computes from its state, when each bit is
// the exclusive or of some bits of the state and a constant: a GF(2)-affine
// map. Shifts by constants, xor, and/or with constants, extensions and
// truncations are such maps; so is choosing between two values that differ
// by a constant on a condition that is one bit of the state (a select, or a
// branch whose two arms meet again). Bit-serial CRC steps are the case that
// matters: `crc = crc & top ? (crc << 1) ^ poly : crc << 1`.
//
// The evaluation reads the IR only (no trait is needed: the maps are exact
// for every input), and fails on anything else.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_BITLINEAR_H
#define VCT_ANALYSIS_BITLINEAR_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <deque>
#include <optional>

namespace mlir {
class Block;
} // namespace mlir

namespace vct {

/// An integer value as a GF(2)-affine map of `numInputs` input bits: bit i
/// of the value is the exclusive or of the input bits set in `bits[i]`
/// (indices below numInputs) and of the constant one when bit numInputs is
/// set.
struct BitMap {
  llvm::SmallVector<llvm::BitVector> bits;

  unsigned getWidth() const { return bits.size(); }
  /// The constant bit of each row.
  unsigned getConstantIndex() const {
    return bits.empty() ? 0 : bits.front().size() - 1;
  }
  /// Whether bit `i` does not depend on any input.
  bool isConstantBit(unsigned i) const;
  /// Whether no bit depends on any input.
  bool isConstant() const;
};

/// Evaluates values of a loop body as BitMaps of its inputs (the header's
/// arguments that carry state). Values are evaluated on demand and kept.
class BitLinearEvaluator {
public:
  /// `inputs`: integer values whose bits are the map's variables, in order
  /// (input k's bit b is variable offset(k) + b). `inScope`: the blocks
  /// whose operations may be evaluated; values defined elsewhere must be
  /// constants. `maxSteps` bounds the operations evaluated.
  BitLinearEvaluator(llvm::ArrayRef<mlir::Value> inputs,
                     llvm::function_ref<bool(mlir::Block *)> inScope,
                     unsigned maxSteps);

  /// The map `value` computes, or null when it is not of the forms above
  /// (or the steps ran out).
  const BitMap *evaluate(mlir::Value value);

  unsigned getNumInputBits() const { return numInputBits; }
  /// The first variable of input `index`.
  unsigned getInputOffset(unsigned index) const { return offsets[index]; }
  /// Operations evaluated so far.
  unsigned getSteps() const { return steps; }

  /// `map` with each variable replaced by row of `inputs` (a map per input
  /// bit, over another set of variables, all of width numInputBits + 1).
  static BitMap substitute(const BitMap &map,
                           llvm::ArrayRef<llvm::BitVector> inputs);

private:
  std::optional<BitMap> compute(mlir::Value value);
  std::optional<BitMap> computeJoin(mlir::BlockArgument arg);
  /// A map of `width` constant bits taken from `bits`.
  BitMap makeConstant(unsigned width, const llvm::APInt &bits) const;
  /// `condition ? whenTrue : whenFalse`, when the two differ by a constant.
  std::optional<BitMap> choose(const llvm::BitVector &condition,
                               const BitMap &whenTrue,
                               const BitMap &whenFalse) const;
  /// The one-bit condition `value` (an i1) is, as a row.
  std::optional<llvm::BitVector> evaluateCondition(mlir::Value value);

  llvm::SmallVector<mlir::Value> inputs;
  llvm::SmallVector<unsigned> offsets;
  unsigned numInputBits = 0;
  llvm::function_ref<bool(mlir::Block *)> inScope;
  unsigned maxSteps;
  unsigned steps = 0;
  /// Evaluated values; a failed one maps to null. The maps live in
  /// `storage`, whose elements do not move.
  llvm::DenseMap<mlir::Value, const BitMap *> cache;
  std::deque<BitMap> storage;
};

} // namespace vct

#endif // VCT_ANALYSIS_BITLINEAR_H
