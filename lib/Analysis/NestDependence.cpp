//===- NestDependence.cpp - Dependences in a two-deep loop nest -----------===//

#include "vct/Analysis/NestDependence.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"

#include "mlir/IR/Matchers.h"
#include "llvm/Support/FormatVariadic.h"

#include <numeric>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// Coefficients and constants beyond this are not tested (the arithmetic
/// below then stays far from int64 overflow).
static constexpr int64_t kMaxMagnitude = int64_t(1) << 40;
/// The most byte offsets the GCD test tries.
static constexpr int64_t kMaxOffsets = 256;

NestDependence::NestDependence(const DependenceNest &nest,
                               const AliasInfo &aliases)
    : nest(nest), aliases(aliases), loop(nest.inner, aliases) {}

bool NestDependence::isInOuter(Value value) const {
  Block *block = isa<BlockArgument>(value)
                     ? cast<BlockArgument>(value).getOwner()
                     : value.getDefiningOp()->getBlock();
  return nest.outer->contains(block);
}

std::optional<NestAccess>
NestDependence::getAccess(Operation *op, NestAccess::Section section) {
  std::optional<MemoryAccess> access = loop.getAccess(op);
  if (!access)
    return std::nullopt;
  NestAccess result;
  result.op = op;
  result.isWrite = access->isWrite;
  result.section = section;
  result.size = access->size;
  if (!access->address) {
    result.whyNotAffine = access->whyNotAffine;
    return result;
  }
  const AffineAddress &flat = *access->address;
  NestAddress address;
  address.base = flat.base;
  address.inner = flat.coefficient;
  address.invariant.base = flat.base;
  address.invariant.constant = flat.constant;
  if (section != NestAccess::Inner && flat.coefficient != 0) {
    result.whyNotAffine = "it reads the inner loop's induction variable "
                          "after the inner loop";
    return result;
  }
  for (const AffineTerm &term : flat.terms) {
    if (term.value == nest.outerIV) {
      bool linear = term.extension == AffineTerm::None ||
                    (term.extension == AffineTerm::SignExtend &&
                     nest.outerNoSignedWrap) ||
                    (term.extension == AffineTerm::ZeroExtend &&
                     nest.outerNoUnsignedWrap);
      if (!linear) {
        result.whyNotAffine = "the outer induction variable may wrap before "
                              "it is extended";
        return result;
      }
      int64_t product;
      if (llvm::MulOverflow(term.coefficient, nest.outerStep, product) ||
          llvm::AddOverflow(address.outer, product, address.outer)) {
        result.whyNotAffine = "the address arithmetic overflows";
        return result;
      }
      continue;
    }
    // The inner variable stands for its start, defined outside the nest.
    if (term.value != nest.inner.iv && isInOuter(term.value)) {
      result.whyNotAffine =
          llvm::formatv("{0} is computed in the outer loop and is not affine "
                        "in its induction variable",
                        loop.getName(term.value))
              .str();
      return result;
    }
    address.invariant.terms.push_back(term);
  }
  if (isInOuter(address.base)) {
    result.whyNotAffine = llvm::formatv("the pointer {0} is computed in the "
                                        "outer loop",
                                        loop.getName(address.base))
                              .str();
    return result;
  }
  result.address = address;
  return result;
}

std::string NestDependence::subscript(Value index, unsigned depth) {
  if (depth > 8)
    return loop.getName(index);
  while (Operation *def = index.getDefiningOp()) {
    if (auto sext = dyn_cast<SExtOp>(def))
      index = sext.getIn();
    else if (auto zext = dyn_cast<ZExtOp>(def))
      index = zext.getIn();
    else if (auto trunc = dyn_cast<TruncOp>(def))
      index = trunc.getIn();
    else
      break;
  }
  if (index == nest.outerIV)
    return "i";
  if (index == nest.inner.iv || llvm::is_contained(nest.inner.narrowIVs, index))
    return "j";
  APInt constant;
  if (matchPattern(index, m_ConstantInt(&constant)) &&
      constant.getSignificantBits() <= 64)
    return std::to_string(constant.getSExtValue());
  auto constantOf = [](Value v) -> std::optional<int64_t> {
    APInt c;
    if (matchPattern(v, m_ConstantInt(&c)) && c.getSignificantBits() <= 64)
      return c.getSExtValue();
    return std::nullopt;
  };
  auto offset = [](int64_t c) {
    return c < 0 ? "-" + std::to_string(-static_cast<uint64_t>(c))
                 : "+" + std::to_string(c);
  };
  if (auto add = dyn_cast_or_null<AddOp>(index.getDefiningOp())) {
    if (std::optional<int64_t> c = constantOf(add.getRhs()))
      return subscript(add.getLhs(), depth + 1) + offset(*c);
    if (std::optional<int64_t> c = constantOf(add.getLhs()))
      return subscript(add.getRhs(), depth + 1) + offset(*c);
    return subscript(add.getLhs(), depth + 1) + "+" +
           subscript(add.getRhs(), depth + 1);
  }
  if (auto sub = dyn_cast_or_null<SubOp>(index.getDefiningOp())) {
    std::optional<int64_t> c = constantOf(sub.getRhs());
    if (c && *c != INT64_MIN)
      return subscript(sub.getLhs(), depth + 1) + offset(-*c);
    return subscript(sub.getLhs(), depth + 1) + "-" +
           subscript(sub.getRhs(), depth + 1);
  }
  if (auto mul = dyn_cast_or_null<MulOp>(index.getDefiningOp())) {
    if (std::optional<int64_t> c = constantOf(mul.getRhs()))
      return std::to_string(*c) + "*" + subscript(mul.getLhs(), depth + 1);
    if (std::optional<int64_t> c = constantOf(mul.getLhs()))
      return std::to_string(*c) + "*" + subscript(mul.getRhs(), depth + 1);
  }
  return loop.getName(index);
}

std::string NestDependence::describe(const NestAccess &access) {
  Value address = isa<LoadOp>(access.op) ? cast<LoadOp>(access.op).getAddr()
                                         : cast<StoreOp>(access.op).getAddr();
  // The chain of vir.geps, innermost base first.
  SmallVector<GEPOp> chain;
  Value base = address;
  while (auto gep = base.getDefiningOp<GEPOp>()) {
    if (chain.size() > 8)
      break;
    chain.push_back(gep);
    base = gep.getBase();
  }
  std::string text = loop.getName(base);
  for (GEPOp gep : llvm::reverse(chain)) {
    auto indices = gep.getIndices();
    for (auto [position, arg] : llvm::enumerate(indices)) {
      if (position == 0 && indices.size() > 1 && !arg.isDynamic() &&
          arg.getConstant() == 0)
        continue;
      text += "[" +
              (arg.isDynamic() ? subscript(arg.getValue(), 0)
                               : std::to_string(arg.getConstant())) +
              "]";
    }
  }
  return (access.isWrite ? "store to " : "load from ") + text;
}

/// Whether some m in [1, most] makes `step * m` (step > 0) fall in
/// [lo, hi].
static std::optional<int64_t> positiveMultipleIn(int64_t step, int64_t lo,
                                                 int64_t hi, int64_t most) {
  int64_t from = std::max(lo, step);
  int64_t m = (from + step - 1) / step; // from >= step > 0
  if (m <= most && m * step <= hi)
    return m;
  return std::nullopt;
}

NestConflict NestDependence::test(const NestAccess &a, const NestAccess &b,
                                  int64_t maxDistance) {
  NestConflict result;
  result.kind = NestConflict::Independent;
  if (!a.isWrite && !b.isWrite)
    return result;
  // The writer first in the reason text.
  const NestAccess &first = a.isWrite ? a : b;
  const NestAccess &second = a.isWrite ? b : a;
  std::string pair = describe(first) + " and " + describe(second);
  result.kind = NestConflict::Unknown;
  for (const NestAccess *access : {&a, &b})
    if (!access->address) {
      result.reason = llvm::formatv("{0}: the address of the {1} is not "
                                    "affine in the nest's induction "
                                    "variables ({2})",
                                    pair, access->isWrite ? "store" : "load",
                                    access->whyNotAffine)
                          .str();
      return result;
    }
  const NestAddress &x = *a.address, &y = *b.address;
  if (x.base != y.base) {
    if (aliases.alias(a.op, b.op) == AliasResult::NoAlias) {
      result.kind = NestConflict::Independent;
      return result;
    }
    result.reason = llvm::formatv("{0} and {1}: no noalias or restrict trait",
                                  loop.getName(first.address->base),
                                  loop.getName(second.address->base))
                        .str();
    return result;
  }
  if (!x.invariant.hasSameTerms(y.invariant)) {
    result.reason = pair + ": their addresses differ by a loop-invariant "
                           "amount that is not a constant";
    return result;
  }
  int64_t delta = x.invariant.constant - y.invariant.constant;
  for (int64_t value : {x.outer, x.inner, y.outer, y.inner,
                        x.invariant.constant, y.invariant.constant})
    if (value > kMaxMagnitude || value < -kMaxMagnitude) {
      result.reason = pair + ": the address arithmetic is too large to test";
      return result;
    }
  auto sa = static_cast<int64_t>(a.size), sb = static_cast<int64_t>(b.size);
  // The largest inner iteration number.
  int64_t lastInner =
      nest.innerTrip && *nest.innerTrip > 0 && *nest.innerTrip <= kMaxMagnitude
          ? *nest.innerTrip - 1
          : kMaxMagnitude;
  bool bothInner =
      a.section == NestAccess::Inner && b.section == NestAccess::Inner;
  // a's bytes start e = A(a) - A(b) after b's; they overlap when
  // -sa < e < sb.
  if (x.outer == y.outer && x.inner == y.inner) {
    // e = outer * d + inner * (j' - j) + delta.
    int64_t c = x.inner;
    for (int64_t d = 1; d <= maxDistance; ++d) {
      int64_t v = x.outer * d + delta;
      int64_t lo = -sa + 1 - v, hi = sb - 1 - v; // c * (j' - j) in [lo, hi]
      std::optional<int64_t> inner;
      if (c == 0) {
        if (lo <= 0 && 0 <= hi)
          inner = 0;
      } else if (!bothInner) {
        // Not reached: an access outside the inner loop has no inner
        // coefficient.
        inner = 0;
      } else if (c > 0) {
        // j' - j = -m, m >= 1: c * m in [-hi, -lo].
        if (std::optional<int64_t> m =
                positiveMultipleIn(c, -hi, -lo, lastInner))
          inner = -*m;
      } else {
        if (std::optional<int64_t> m =
                positiveMultipleIn(-c, lo, hi, lastInner))
          inner = -*m;
      }
      if (!inner)
        continue;
      if (bothInner && *inner == 0)
        // Any j' < j touches these bytes too.
        inner = -1;
      result.kind = NestConflict::Conflict;
      result.outerDistance = d;
      result.innerDistance = *inner;
      if (bothInner)
        result.reason = pair + " carry a dependence of direction (<, >)";
      else
        result.reason =
            llvm::formatv("{0} carry a dependence across {1} outer "
                          "iteration{2}, which jamming would reverse",
                          pair, d, d == 1 ? "" : "s")
                .str();
      return result;
    }
    result.kind = NestConflict::Independent;
    return result;
  }
  if (sa + sb - 1 > kMaxOffsets) {
    result.reason = pair + ": the accesses are too wide to test";
    return result;
  }
  if (x.outer == y.outer && (x.inner == 0 || y.inner == 0)) {
    // One inner variable left, in [0, lastInner]: x.inner j' - y.inner j
    // = rhs.
    int64_t c = x.inner != 0 ? x.inner : -y.inner;
    for (int64_t d = 1; d <= maxDistance; ++d)
      for (int64_t e = -sa + 1; e <= sb - 1; ++e) {
        int64_t rhs = e - x.outer * d - delta;
        if (rhs % c == 0 && rhs / c >= 0 && rhs / c <= lastInner) {
          result.kind = NestConflict::Conflict;
          result.outerDistance = d;
          result.reason =
              llvm::formatv("{0} carry a dependence across {1} outer "
                            "iteration{2}, which jamming would reverse",
                            pair, d, d == 1 ? "" : "s")
                  .str();
          return result;
        }
      }
    result.kind = NestConflict::Independent;
    return result;
  }
  // Different coefficients: (x.outer - y.outer) k + x.inner j' - y.inner j
  // = e - x.outer d - delta has an integer solution only if the gcd divides
  // the right-hand side.
  int64_t g = std::gcd(std::gcd(x.outer - y.outer, x.inner), y.inner);
  for (int64_t d = 1; d <= maxDistance; ++d)
    for (int64_t e = -sa + 1; e <= sb - 1; ++e)
      if ((e - x.outer * d - delta) % g == 0) {
        result.reason = pair + ": their strides differ";
        return result;
      }
  result.kind = NestConflict::Independent;
  return result;
}

NestConflict NestDependence::conflicts(const NestAccess &a, const NestAccess &b,
                                       int64_t maxDistance) {
  // Whether the jam runs `later`'s access of outer iteration i + d before
  // `earlier`'s of iteration i (for two inner accesses: in some inner
  // iterations).
  auto reverses = [](const NestAccess &later, const NestAccess &earlier) {
    switch (later.section) {
    case NestAccess::Before:
      return earlier.section != NestAccess::Before;
    case NestAccess::Inner:
      return earlier.section != NestAccess::Before;
    case NestAccess::After:
      return false;
    }
    return true;
  };
  NestConflict result;
  result.kind = NestConflict::Independent;
  if (reverses(a, b)) {
    result = test(a, b, maxDistance);
    if (result.kind != NestConflict::Independent)
      return result;
  }
  if (reverses(b, a))
    result = test(b, a, maxDistance);
  return result;
}
