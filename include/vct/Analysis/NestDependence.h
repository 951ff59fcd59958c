//===- NestDependence.h - Dependences in a two-deep loop nest ---*- C++ -*-===//
//
// Which memory accesses of a two-deep loop nest (an outer loop whose body is
// one inner loop plus code before and after it) may touch the same bytes in
// different outer iterations, for loop-jam (unroll-and-jam, O-20).
//
// An access's address is decomposed (Dependence.h, against the inner loop's
// induction variable) and then split by loop level:
//
//   base + outer * k_o + inner * k_i + sum(c_j * t_j) + constant   (bytes)
//
// with k_o the outer iteration number (the outer variable moves by +1 or -1
// per iteration; `outer` is per iteration) and k_i the inner one. Every term
// t_j must be defined outside the outer loop (or be the inner variable's
// start, which the caller guarantees is); a term computed in the outer loop
// makes the address not affine in the nest.
//
// The question asked is the one unroll-and-jam needs: can access `a` in
// outer iteration i + d (1 <= d <= maxDistance) touch a byte access `b`
// touches in outer iteration i, one of them a write — with a's inner
// iteration before b's (direction (<, >)) when both are in the inner loop,
// in any inner iterations otherwise? Both orders of the pair are asked. It
// is answered by arithmetic on constant coefficients: for equal
// coefficients each d is tried and the inner difference is solved exactly
// (a Banerjee-style bound on one variable: inner iteration numbers are at
// least 0 and, when the inner trip count is a constant, below it); for
// different ones a GCD test over the free iteration numbers. Accesses on
// different bases are independent only when an epoch-valid trait says so
// (noalias scopes, restrict: AliasInfo, O-31, O-32).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_NESTDEPENDENCE_H
#define VCT_ANALYSIS_NESTDEPENDENCE_H

#include "vct/Analysis/Dependence.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Value.h"

#include <cstdint>
#include <optional>
#include <string>

namespace vct {

class AliasInfo;

/// The nest addresses are decomposed against.
struct DependenceNest {
  /// The inner loop and its variable (steps by +1), as for LoopDependence.
  DependenceLoop inner;
  mlir::CFGLoop *outer = nullptr;
  /// The outer loop's variable, moving by `outerStep` (+1 or -1) per
  /// iteration.
  mlir::BlockArgument outerIV;
  int64_t outerStep = 1;
  /// The outer variable takes no value twice as a signed (unsigned) number,
  /// so its sign (zero) extension moves by `outerStep` too.
  bool outerNoSignedWrap = false;
  bool outerNoUnsignedWrap = false;
  /// The inner loop's trip count when it is a constant (the same in every
  /// outer iteration): inner iteration numbers are then below it.
  std::optional<int64_t> innerTrip;
};

/// base + outer * k_o + inner * k_i + sum(terms) + constant, in bytes.
struct NestAddress {
  mlir::Value base;
  int64_t outer = 0;
  int64_t inner = 0;
  AffineAddress invariant; // base, terms and constant (coefficient 0)
};

/// A load or store of the nest.
struct NestAccess {
  mlir::Operation *op = nullptr;
  bool isWrite = false;
  /// Where in an outer iteration it runs: in the code before the inner
  /// loop, in the inner loop, or in the code after it.
  enum Section { Before, Inner, After };
  Section section = Inner;
  uint64_t size = 0;
  std::optional<NestAddress> address;
  std::string whyNotAffine;
};

struct NestConflict {
  enum Kind {
    /// No such pair of iterations touches a common byte.
    Independent,
    /// Some pair does (found by the test: `outerDistance` d, and for two
    /// inner accesses an inner distance of `innerDistance` < 0).
    Conflict,
    /// Not known.
    Unknown,
  };
  Kind kind = Unknown;
  int64_t outerDistance = 0;
  int64_t innerDistance = 0;
  /// One line naming both accesses (for Conflict and Unknown).
  std::string reason;
};

class NestDependence {
public:
  NestDependence(const DependenceNest &nest, const AliasInfo &aliases);

  /// The access `op` makes (a vir.load or vir.store) in `section`, or null
  /// for anything else.
  std::optional<NestAccess> getAccess(mlir::Operation *op,
                                      NestAccess::Section section);

  /// Whether unroll-and-jam by up to maxDistance + 1 may reorder `a` and
  /// `b`: for each order of the pair that the jam reverses (a later outer
  /// iteration's code before the inner loop ahead of an earlier one's inner
  /// loop or code after it; a later one's inner loop ahead of an earlier
  /// one's code after it; two inner accesses with direction (<, >)), the
  /// test of the file comment.
  NestConflict conflicts(const NestAccess &a, const NestAccess &b,
                         int64_t maxDistance);

  /// "store to @a[i][j]": the access with its address's subscripts written
  /// in i (the outer variable) and j (the inner one) where it can.
  std::string describe(const NestAccess &access);

  /// The name LoopDependence gives `value` in remarks.
  std::string getName(mlir::Value value) { return loop.getName(value); }

private:
  /// `a` in outer iteration i + d against `b` in iteration i, d in
  /// [1, maxDistance].
  NestConflict test(const NestAccess &a, const NestAccess &b,
                    int64_t maxDistance);
  std::string subscript(mlir::Value index, unsigned depth);
  bool isInOuter(mlir::Value value) const;

  DependenceNest nest;
  const AliasInfo &aliases;
  LoopDependence loop;
};

} // namespace vct

#endif // VCT_ANALYSIS_NESTDEPENDENCE_H
