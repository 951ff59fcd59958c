//===- Dependence.h - Dependences between a loop's memory accesses -*- C++
//-*-===//
//
// Which pairs of a loop's memory accesses may touch the same bytes in
// different iterations, for the passes that reorder iterations
// (loop-vectorize; interleave, distribute, fuse and jam later).
//
// An access's address is decomposed into an affine function of the loop's
// iteration number k (k = iv - start for an induction variable stepping by
// +1 per iteration):
//
//   base + coefficient * k + sum(c_j * t_j) + constant        (in bytes)
//
// through vir.gep (indices scaled by the data layout's sizes), vir.add,
// vir.sub, vir.mul and vir.shl by constants, and vir.sext / vir.zext where
// the IR rules out the wrap that would break the identity (an `nsw` / `nuw`
// add, or the induction variable itself when the caller says it does not
// wrap). `base` is a loop-invariant pointer; the terms t_j are
// loop-invariant values (or the induction variable's start, spelt as the
// variable itself) the decomposition did not look into.
//
// Two accesses on one base with the same terms are compared by arithmetic
// on the IR's own operations (ARCHITECTURE §5.7): independent when no
// integer iteration difference makes their bytes overlap (a GCD test), a
// distance d when the access `a` touches in iteration k + d exactly the
// bytes `b` touches in iteration k, unknown otherwise. Accesses on different
// bases are independent only when an epoch-valid trait says so (noalias
// scopes, restrict: AliasInfo, O-31, O-32); otherwise they may depend, and
// the answer says so with a reason naming both accesses and whether the
// bases differ (a runtime check can then decide).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_DEPENDENCE_H
#define VCT_ANALYSIS_DEPENDENCE_H

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace vct {

class AliasInfo;

/// One loop-invariant term of an affine address: `value`, zero- or
/// sign-extended to i64 when `extension` says so, times `coefficient`.
struct AffineTerm {
  enum Extension { None, SignExtend, ZeroExtend };
  mlir::Value value;
  Extension extension = None;
  int64_t coefficient = 0;
};

/// base + coefficient * k + sum(terms) + constant, in bytes.
struct AffineAddress {
  mlir::Value base;
  int64_t coefficient = 0;
  llvm::SmallVector<AffineTerm, 2> terms;
  int64_t constant = 0;

  /// True if `terms` and `other.terms` are the same sum (in any order).
  bool hasSameTerms(const AffineAddress &other) const;
};

/// The loop and induction variable addresses are decomposed against.
struct DependenceLoop {
  mlir::CFGLoop *loop = nullptr;
  /// Addresses are decomposed against k = iv - start.
  mlir::BlockArgument iv;
  /// The variable takes no value twice in the loop as a signed (unsigned)
  /// number (no wrap), so its sign (zero) extension is affine too.
  bool ivNoSignedWrap = false;
  bool ivNoUnsignedWrap = false;
  /// The variable's start when it is a constant (as a signed number): the
  /// variable is then `start + k`, with no term of its own, so accesses
  /// with different strides can be compared.
  std::optional<int64_t> ivStart;
  /// Values equal to trunc(iv) in every iteration whose sign extension is
  /// the variable again (it stays within their signed range): under a
  /// vir.sext they are the variable.
  llvm::SmallVector<mlir::Value, 1> narrowIVs;
  /// The signed values the variable takes, when known: a narrow copy plus
  /// a constant that stays within the copy's range then extends to the
  /// variable plus that constant, even without `nsw`.
  std::optional<std::pair<int64_t, int64_t>> ivRange;
  /// Pointer induction variables: header arguments that enter as `start`
  /// (defined outside the loop) and move by `coefficient` bytes per unit of
  /// k (`*p++` in a loop counted by another variable). Each is `start +
  /// coefficient * k`.
  struct PointerIV {
    mlir::BlockArgument arg;
    mlir::Value start;
    int64_t coefficient = 0;
  };
  llvm::SmallVector<PointerIV, 2> pointerIVs;
  /// Integer induction variables besides `iv`: header arguments that enter
  /// as `start` and move by `coefficient` per unit of k (`j` of `for (i =
  /// 0, j = n - 1; i < n; i++, j--)`). Each is `start + coefficient * k`;
  /// under a sign (zero) extension only when its update cannot wrap as a
  /// signed (unsigned) number.
  struct IntegerIV {
    mlir::BlockArgument arg;
    mlir::Value start;
    int64_t coefficient = 0;
    bool noSignedWrap = false;
    bool noUnsignedWrap = false;
  };
  llvm::SmallVector<IntegerIV, 2> integerIVs;
  /// The variable's step per iteration: k takes the multiples of it only,
  /// so two accesses a distance apart that is not a multiple of it never
  /// meet (`s[i]` and `s[i + 1]` under `i += 2`).
  int64_t step = 1;
  /// The variable's change per unit of k: 1 when k counts the variable's
  /// units (k = iv - start), or the variable's step when k counts
  /// iterations instead (then `step` is 1): a loop whose other variables
  /// move by a fraction of the variable's step per iteration (`y[j]` under
  /// `i += 4, j++`).
  int64_t ivCoefficient = 1;
};

/// A load or store of the loop.
struct MemoryAccess {
  mlir::Operation *op = nullptr;
  bool isWrite = false;
  /// Bytes touched.
  uint64_t size = 0;
  /// The decomposed address, or null when it is not affine in k (then
  /// `whyNotAffine` says what stopped the decomposition).
  std::optional<AffineAddress> address;
  std::string whyNotAffine;
};

struct Dependence {
  enum Kind {
    /// The two never touch a common byte, in any iterations.
    Independent,
    /// `a` touches in iteration k + distance exactly the bytes `b` touches
    /// in iteration k (and no other pair of iterations overlaps).
    Distance,
    /// Not known.
    Unknown,
  };
  Kind kind = Unknown;
  int64_t distance = 0;
  /// Only a trait, or a runtime check of their address ranges, separates
  /// the two accesses: they are on different bases, or on one base at
  /// offsets that differ by a loop-invariant amount that is not a constant
  /// (two rows of one matrix).
  bool runtimeCheckable = false;
  /// One line: why (for Unknown: what blocks, naming both accesses).
  std::string reason;
};

class LoopDependence {
public:
  /// `aliases` answers for different bases (from traits only).
  LoopDependence(const DependenceLoop &loop, const AliasInfo &aliases);
  ~LoopDependence();

  /// The access `op` makes (a vir.load or vir.store), or null for anything
  /// else.
  std::optional<MemoryAccess> getAccess(mlir::Operation *op);

  /// The affine decomposition of `address`, or null (with `why` set).
  std::optional<AffineAddress> decompose(mlir::Value address, std::string &why);

  /// The dependence between `a` and `b` (both from getAccess). Two reads
  /// never conflict: Independent.
  Dependence depends(const MemoryAccess &a, const MemoryAccess &b);

  /// A name for a value in remarks: "%arg0" for a function argument,
  /// "@g" for a global's address, the printed operand name otherwise.
  std::string getName(mlir::Value value);
  /// "store to %q", "load from %p".
  std::string describe(const MemoryAccess &access);
  /// "store to %q[i+1]", "load from %p[2*i-1]": the element the access
  /// touches, in units of its size, with `i` the induction variable, when
  /// the address is the base plus a multiple of the size per iteration and
  /// a constant multiple of the size (no other term); describe() otherwise.
  std::string describeElement(const MemoryAccess &access);

private:
  bool decomposeInteger(mlir::Value value, int64_t scale,
                        AffineAddress &address, std::string &why,
                        unsigned depth);
  bool decomposePointer(mlir::Value value, AffineAddress &address,
                        std::string &why, unsigned depth);
  bool isInLoop(mlir::Value value) const;

  DependenceLoop loop;
  const AliasInfo &aliases;
  std::unique_ptr<mlir::AsmState> asmState;
};

//===----------------------------------------------------------------------===//
// Between two loops run one after the other (loop fusion)
//===----------------------------------------------------------------------===//
//
// Each access is decomposed against its own loop's iteration number (k in
// the first loop, k' in the second), then the two are compared as if in
// one iteration space: the fusion distance of a pair of iterations touching
// a common byte is k' - k. Fusing runs iteration k' of the second loop
// before iteration k of the first when k' < k: a negative distance is a
// dependence fusion would reverse. The iteration ranges are not used (a
// distance is ruled out only by the arithmetic of the addresses), which
// is conservative.
//
// A loop whose start is not a constant spells it in the decomposition as
// its induction variable; here each loop's variable stands for its start
// value, so two loops starting at the same SSA value compare.

struct FusionDependence {
  enum Kind {
    /// The two never touch a common byte, in any iterations.
    Independent,
    /// Every pair of iterations touching a common byte has k' >= k: fusion
    /// keeps their order.
    Forward,
    /// Some pair has k' < k: fusion would reverse it.
    Backward,
    /// Not known.
    Unknown,
  };
  Kind kind = Unknown;
  /// For Forward and Backward: the smallest fusion distance k' - k of the
  /// overlapping pairs (negative for Backward), and the largest.
  int64_t minDistance = 0;
  int64_t maxDistance = 0;
  /// The two accesses are on different bases and no trait separates them.
  bool differentBases = false;
  /// One line: why (for Backward and Unknown naming both accesses).
  std::string reason;

  /// True if fusing keeps every dependence between the two.
  bool allowsFusion() const { return kind == Independent || kind == Forward; }
};

class LoopPairDependence {
public:
  /// `firstStart` (`secondStart`): the value the first (second) loop's
  /// induction variable starts at, or null when unknown. `aliases` answers
  /// for different bases (from traits only).
  LoopPairDependence(const DependenceLoop &first, mlir::Value firstStart,
                     const DependenceLoop &second, mlir::Value secondStart,
                     const AliasInfo &aliases);

  /// The access `op` of the first (second) loop makes, decomposed against
  /// that loop's iteration number; null for anything but a load or store.
  std::optional<MemoryAccess> getFirstAccess(mlir::Operation *op) {
    return first.getAccess(op);
  }
  std::optional<MemoryAccess> getSecondAccess(mlir::Operation *op) {
    return second.getAccess(op);
  }

  /// The dependence between `a` (of the first loop) and `b` (of the
  /// second). Two reads never conflict: Independent.
  FusionDependence depends(const MemoryAccess &a, const MemoryAccess &b);

  /// "store to %q", "load from %p" (LoopDependence::describe).
  std::string describe(const MemoryAccess &access) {
    return first.describe(access);
  }
  std::string getName(mlir::Value value) { return first.getName(value); }

private:
  LoopDependence first, second;
  mlir::BlockArgument firstIV, secondIV;
  mlir::Value firstStart, secondStart;
  const AliasInfo &aliases;
};

} // namespace vct

#endif // VCT_ANALYSIS_DEPENDENCE_H
