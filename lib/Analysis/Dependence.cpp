//===- Dependence.cpp - Dependences between a loop's memory accesses ------===//

#include "vct/Analysis/Dependence.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <numeric>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// How deep the decomposition looks through operations.
static constexpr unsigned kMaxDepth = 16;

bool AffineAddress::hasSameTerms(const AffineAddress &other) const {
  // Sums of (value, extension) -> coefficient, compared term by term.
  auto total = [](ArrayRef<AffineTerm> terms, const AffineTerm &key) {
    int64_t sum = 0;
    for (const AffineTerm &term : terms)
      if (term.value == key.value && term.extension == key.extension)
        sum += term.coefficient;
    return sum;
  };
  for (const AffineTerm &term : terms)
    if (total(terms, term) != total(other.terms, term))
      return false;
  for (const AffineTerm &term : other.terms)
    if (total(terms, term) != total(other.terms, term))
      return false;
  return true;
}

LoopDependence::LoopDependence(const DependenceLoop &loop,
                               const AliasInfo &aliases)
    : loop(loop), aliases(aliases) {}

LoopDependence::~LoopDependence() = default;

bool LoopDependence::isInLoop(Value value) const {
  Block *block = isa<BlockArgument>(value)
                     ? cast<BlockArgument>(value).getOwner()
                     : value.getDefiningOp()->getBlock();
  return loop.loop->contains(block);
}

static std::optional<int64_t> getConstant(Value value,
                                          AffineTerm::Extension extension) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  if (extension == AffineTerm::ZeroExtend) {
    if (constant.getActiveBits() > 63)
      return std::nullopt;
    return static_cast<int64_t>(constant.getZExtValue());
  }
  if (constant.getSignificantBits() > 64)
    return std::nullopt;
  return constant.getSExtValue();
}

/// Adds `scale * value` (an integer: i64, or narrower under `extension`) to
/// `address`.
namespace {
struct IntegerDecomposer {
  LoopDependence &self;
  const DependenceLoop &loop;
  std::function<bool(Value)> inLoop;

  bool run(Value value, int64_t scale, AffineTerm::Extension extension,
           AffineAddress &address, std::string &why, unsigned depth) {
    if (std::optional<int64_t> constant = getConstant(value, extension)) {
      int64_t product;
      if (llvm::MulOverflow(scale, *constant, product) ||
          llvm::AddOverflow(address.constant, product, address.constant)) {
        why = "the address arithmetic overflows";
        return false;
      }
      return true;
    }
    bool isNarrowIV = extension == AffineTerm::SignExtend &&
                      llvm::is_contained(loop.narrowIVs, value);
    if (value == loop.iv || isNarrowIV) {
      bool noWrap =
          isNarrowIV || extension == AffineTerm::None ||
          (extension == AffineTerm::SignExtend && loop.ivNoSignedWrap) ||
          (extension == AffineTerm::ZeroExtend && loop.ivNoUnsignedWrap);
      if (!noWrap) {
        why = "the induction variable may wrap before it is extended";
        return false;
      }
      int64_t perUnit;
      if (llvm::MulOverflow(scale, loop.ivCoefficient, perUnit) ||
          llvm::AddOverflow(address.coefficient, perUnit,
                            address.coefficient)) {
        why = "the address arithmetic overflows";
        return false;
      }
      if (loop.ivStart &&
          (extension != AffineTerm::ZeroExtend || *loop.ivStart >= 0)) {
        int64_t product;
        if (llvm::MulOverflow(scale, *loop.ivStart, product) ||
            llvm::AddOverflow(address.constant, product, address.constant)) {
          why = "the address arithmetic overflows";
          return false;
        }
        return true;
      }
      address.terms.push_back(
          {loop.iv, isNarrowIV ? AffineTerm::None : extension, scale});
      return true;
    }
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      const auto *other = llvm::find_if(
          loop.integerIVs,
          [&](const DependenceLoop::IntegerIV &iv) { return iv.arg == arg; });
      if (other != loop.integerIVs.end()) {
        bool noWrap =
            extension == AffineTerm::None ||
            (extension == AffineTerm::SignExtend && other->noSignedWrap) ||
            (extension == AffineTerm::ZeroExtend && other->noUnsignedWrap);
        if (!noWrap) {
          why = llvm::formatv("the induction variable {0} may wrap before it "
                              "is extended",
                              self.getName(value))
                    .str();
          return false;
        }
        int64_t product;
        if (llvm::MulOverflow(scale, other->coefficient, product) ||
            llvm::AddOverflow(address.coefficient, product,
                              address.coefficient)) {
          why = "the address arithmetic overflows";
          return false;
        }
        return run(other->start, scale, extension, address, why, depth + 1);
      }
    }
    auto leaf = [&]() {
      if (inLoop(value)) {
        why = llvm::formatv("{0} is computed in the loop and is not affine "
                            "in the induction variable",
                            self.getName(value))
                  .str();
        return false;
      }
      address.terms.push_back({value, extension, scale});
      return true;
    };
    Operation *def = value.getDefiningOp();
    if (!def || depth > kMaxDepth)
      return leaf();
    // The flag that makes the operation distribute over the extension.
    auto distributes = [&](bool nsw, bool nuw) {
      return extension == AffineTerm::None ||
             (extension == AffineTerm::SignExtend && nsw) ||
             (extension == AffineTerm::ZeroExtend && nuw);
    };
    auto constantOf = [&](Value v) {
      return getConstant(v, AffineTerm::SignExtend);
    };
    if (auto add = dyn_cast<AddOp>(def)) {
      // narrow + C under sext, when no value of the variable makes it wrap.
      if (extension == AffineTerm::SignExtend && !add.getNsw() &&
          loop.ivRange) {
        for (auto [x, y] : {std::pair(add.getLhs(), add.getRhs()),
                            std::pair(add.getRhs(), add.getLhs())}) {
          std::optional<int64_t> c = constantOf(y);
          if (!c || !llvm::is_contained(loop.narrowIVs, x))
            continue;
          unsigned bits = cast<IntegerType>(x.getType()).getWidth();
          int64_t lo = bits >= 64 ? INT64_MIN : -(int64_t(1) << (bits - 1));
          int64_t hi = bits >= 64 ? INT64_MAX : (int64_t(1) << (bits - 1)) - 1;
          int64_t first, last;
          if (!llvm::AddOverflow(loop.ivRange->first, *c, first) &&
              !llvm::AddOverflow(loop.ivRange->second, *c, last) &&
              first >= lo && last <= hi)
            return run(x, scale, extension, address, why, depth + 1) &&
                   run(y, scale, extension, address, why, depth + 1);
        }
      }
      if (distributes(add.getNsw(), add.getNuw()))
        return run(add.getLhs(), scale, extension, address, why, depth + 1) &&
               run(add.getRhs(), scale, extension, address, why, depth + 1);
      return leaf();
    }
    if (auto sub = dyn_cast<SubOp>(def)) {
      int64_t negated;
      if (distributes(sub.getNsw(), sub.getNuw()) &&
          !llvm::MulOverflow(scale, int64_t(-1), negated))
        return run(sub.getLhs(), scale, extension, address, why, depth + 1) &&
               run(sub.getRhs(), negated, extension, address, why, depth + 1);
      return leaf();
    }
    if (auto mul = dyn_cast<MulOp>(def)) {
      if (distributes(mul.getNsw(), mul.getNuw())) {
        for (auto [x, y] : {std::pair(mul.getLhs(), mul.getRhs()),
                            std::pair(mul.getRhs(), mul.getLhs())}) {
          std::optional<int64_t> factor = constantOf(y);
          int64_t product;
          if (factor && !llvm::MulOverflow(scale, *factor, product))
            return run(x, product, extension, address, why, depth + 1);
        }
      }
      return leaf();
    }
    if (auto shl = dyn_cast<ShlOp>(def)) {
      std::optional<int64_t> amount = constantOf(shl.getRhs());
      int64_t product;
      if (distributes(shl.getNsw(), shl.getNuw()) && amount && *amount >= 0 &&
          *amount < 62 &&
          !llvm::MulOverflow(scale, int64_t(1) << *amount, product))
        return run(shl.getLhs(), product, extension, address, why, depth + 1);
      return leaf();
    }
    if (extension == AffineTerm::None) {
      if (auto sext = dyn_cast<SExtOp>(def))
        return run(sext.getIn(), scale, AffineTerm::SignExtend, address, why,
                   depth + 1);
      if (auto zext = dyn_cast<ZExtOp>(def))
        return run(zext.getIn(), scale, AffineTerm::ZeroExtend, address, why,
                   depth + 1);
    }
    return leaf();
  }
};
} // namespace

bool LoopDependence::decomposeInteger(Value value, int64_t scale,
                                      AffineAddress &address, std::string &why,
                                      unsigned depth) {
  IntegerDecomposer decomposer{*this, loop,
                               [this](Value v) { return isInLoop(v); }};
  return decomposer.run(value, scale, AffineTerm::None, address, why, depth);
}

bool LoopDependence::decomposePointer(Value value, AffineAddress &address,
                                      std::string &why, unsigned depth) {
  auto gep = value.getDefiningOp<GEPOp>();
  if (auto arg = dyn_cast<BlockArgument>(value); arg && depth <= kMaxDepth) {
    const auto *pointerIV =
        llvm::find_if(loop.pointerIVs, [&](const DependenceLoop::PointerIV &p) {
          return p.arg == arg;
        });
    if (pointerIV != loop.pointerIVs.end()) {
      if (llvm::AddOverflow(address.coefficient, pointerIV->coefficient,
                            address.coefficient)) {
        why = "the address arithmetic overflows";
        return false;
      }
      return decomposePointer(pointerIV->start, address, why, depth + 1);
    }
  }
  if (!gep || depth > kMaxDepth) {
    if (isInLoop(value)) {
      why = llvm::formatv("the pointer {0} is computed in the loop",
                          getName(value))
                .str();
      return false;
    }
    address.base = value;
    return true;
  }
  Type type = gep.getElemType();
  auto addScaled = [&](const GEPArg &arg, uint64_t size) {
    if (size > static_cast<uint64_t>(INT64_MAX)) {
      why = "the element size is too large";
      return false;
    }
    if (arg.isDynamic())
      return decomposeInteger(arg.getValue(), static_cast<int64_t>(size),
                              address, why, depth + 1);
    int64_t product;
    if (llvm::MulOverflow(static_cast<int64_t>(arg.getConstant()),
                          static_cast<int64_t>(size), product) ||
        llvm::AddOverflow(address.constant, product, address.constant)) {
      why = "the address arithmetic overflows";
      return false;
    }
    return true;
  };
  for (auto [position, arg] : llvm::enumerate(gep.getIndices())) {
    if (position == 0) {
      if (!addScaled(arg, getAllocSize(type)))
        return false;
    } else if (auto array = dyn_cast<ArrayType>(type)) {
      type = array.getElementType();
      if (!addScaled(arg, getAllocSize(type)))
        return false;
    } else if (auto structure = dyn_cast<StructType>(type)) {
      if (arg.isDynamic() || arg.getConstant() < 0 ||
          static_cast<size_t>(arg.getConstant()) >=
              structure.getBody().size()) {
        why = "a structure field index is not a constant";
        return false;
      }
      int64_t offset = structure.getFieldOffset(arg.getConstant());
      if (llvm::AddOverflow(address.constant, offset, address.constant)) {
        why = "the address arithmetic overflows";
        return false;
      }
      type = structure.getBody()[arg.getConstant()];
    } else {
      why = "a vir.gep indexes into a non-aggregate type";
      return false;
    }
  }
  return decomposePointer(gep.getBase(), address, why, depth + 1);
}

std::optional<AffineAddress> LoopDependence::decompose(Value address,
                                                       std::string &why) {
  AffineAddress result;
  if (!decomposePointer(address, result, why, 0))
    return std::nullopt;
  return result;
}

std::optional<MemoryAccess> LoopDependence::getAccess(Operation *op) {
  MemoryAccess access;
  access.op = op;
  Value address;
  if (auto load = dyn_cast<LoadOp>(op)) {
    address = load.getAddr();
    access.size = getStoreSize(load.getType());
  } else if (auto store = dyn_cast<StoreOp>(op)) {
    address = store.getAddr();
    access.size = getStoreSize(store.getValue().getType());
    access.isWrite = true;
  } else {
    return std::nullopt;
  }
  access.address = decompose(address, access.whyNotAffine);
  return access;
}

std::string LoopDependence::getName(Value value) {
  if (auto argument = dyn_cast<BlockArgument>(value))
    if (argument.getOwner()->isEntryBlock() &&
        isa<FuncOp>(argument.getOwner()->getParentOp()))
      return "%arg" + std::to_string(argument.getArgNumber());
  if (auto global = value.getDefiningOp<AddressOfOp>())
    return "@" + global.getSymbol().str();
  Operation *scope = isa<BlockArgument>(value)
                         ? cast<BlockArgument>(value).getOwner()->getParentOp()
                         : value.getDefiningOp()->getParentOp();
  while (scope && !isa<FuncOp>(scope))
    scope = scope->getParentOp();
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!scope) {
    value.printAsOperand(os, OpPrintingFlags());
    return text;
  }
  if (!asmState)
    asmState =
        std::make_unique<AsmState>(scope, OpPrintingFlags().assumeVerified());
  value.printAsOperand(os, *asmState);
  return text;
}

std::string LoopDependence::describe(const MemoryAccess &access) {
  Value address = access.address           ? access.address->base
                  : isa<LoadOp>(access.op) ? cast<LoadOp>(access.op).getAddr()
                                           : cast<StoreOp>(access.op).getAddr();
  return (access.isWrite ? "store to " : "load from ") + getName(address);
}

std::string LoopDependence::describeElement(const MemoryAccess &access) {
  // The element is spelt in units of the variable.
  if (!access.address || access.size == 0 ||
      access.size > static_cast<uint64_t>(INT64_MAX) || loop.ivCoefficient != 1)
    return describe(access);
  const AffineAddress &address = *access.address;
  auto size = static_cast<int64_t>(access.size);
  // The offset from the base at iv = 0: the start's share of the constant
  // goes back to the variable.
  int64_t offset = address.constant;
  if (address.terms.empty()) {
    if (!loop.ivStart)
      return describe(access);
    int64_t startShare;
    if (llvm::MulOverflow(address.coefficient, *loop.ivStart, startShare) ||
        llvm::SubOverflow(offset, startShare, offset))
      return describe(access);
  } else if (address.terms.size() != 1 ||
             address.terms.front().value != loop.iv ||
             address.terms.front().coefficient != address.coefficient) {
    return describe(access);
  }
  if (address.coefficient % size != 0 || offset % size != 0)
    return describe(access);
  int64_t scale = address.coefficient / size, element = offset / size;
  std::string index;
  if (scale == 1)
    index = "i";
  else if (scale == -1)
    index = "-i";
  else if (scale != 0)
    index = std::to_string(scale) + "*i";
  if (index.empty())
    index = std::to_string(element);
  else if (element > 0)
    index += "+" + std::to_string(element);
  else if (element < 0)
    index += std::to_string(element);
  return describe(access) + "[" + index + "]";
}

/// x mod m in [0, m), m > 0.
static int64_t positiveRemainder(int64_t x, int64_t m) {
  int64_t r = x % m;
  return r < 0 ? r + m : r;
}

Dependence LoopDependence::depends(const MemoryAccess &a,
                                   const MemoryAccess &b) {
  Dependence result;
  if (!a.isWrite && !b.isWrite) {
    result.kind = Dependence::Independent;
    result.reason = "both read";
    return result;
  }
  // The writer first in the reason text.
  const MemoryAccess &first = a.isWrite ? a : b;
  const MemoryAccess &second = a.isWrite ? b : a;
  std::string pair = describe(first) + " and " + describe(second);
  for (const MemoryAccess *access : {&a, &b}) {
    if (!access->address) {
      result.reason = llvm::formatv("{0}: the address of the {1} is not "
                                    "affine in the induction variable ({2})",
                                    pair, access->isWrite ? "store" : "load",
                                    access->whyNotAffine)
                          .str();
      return result;
    }
  }
  const AffineAddress &x = *a.address, &y = *b.address;
  if (x.base != y.base) {
    if (aliases.alias(a.op, b.op) == AliasResult::NoAlias) {
      result.kind = Dependence::Independent;
      result.reason = "a noalias or restrict trait separates them";
      return result;
    }
    result.runtimeCheckable = true;
    result.reason = llvm::formatv("{0} may alias {1}: no noalias or restrict "
                                  "trait",
                                  describe(first), describe(second))
                        .str();
    return result;
  }
  if (!x.hasSameTerms(y)) {
    result.runtimeCheckable = true;
    result.reason = llvm::formatv("{0}: their addresses differ by a "
                                  "loop-invariant amount that is not a "
                                  "constant",
                                  pair)
                        .str();
    return result;
  }
  int64_t delta; // y's constant minus x's
  if (llvm::SubOverflow(y.constant, x.constant, delta)) {
    result.reason = pair + ": the address arithmetic overflows";
    return result;
  }
  auto sa = static_cast<int64_t>(a.size), sb = static_cast<int64_t>(b.size);
  if (x.coefficient == 0 && y.coefficient == 0) {
    // The same bytes in every iteration, or never.
    if (delta >= sa || -delta >= sb) {
      result.kind = Dependence::Independent;
      result.reason = "disjoint loop-invariant bytes";
      return result;
    }
    result.reason = pair + ": both touch the same loop-invariant bytes in "
                           "every iteration";
    return result;
  }
  if (x.coefficient == y.coefficient) {
    // a in iteration k + m against b in iteration k: a's bytes start
    // c * m - delta bytes after b's; they overlap when that is in (-sa, sb).
    int64_t c = x.coefficient;
    if (c == INT64_MIN) {
      result.reason = pair + ": the address arithmetic overflows";
      return result;
    }
    int64_t magnitude = c < 0 ? -c : c;
    int64_t r = positiveRemainder(-delta, magnitude);
    bool overlaps = r < sb || r - magnitude > -sa;
    if (!overlaps) {
      result.kind = Dependence::Independent;
      result.reason = "the GCD test separates them";
      return result;
    }
    if (sa == sb && sa <= magnitude && delta % c == 0) {
      int64_t distance = delta / c;
      if (distance % loop.step != 0) {
        result.kind = Dependence::Independent;
        result.reason = llvm::formatv("distance {0} in units of the variable, "
                                      "not a multiple of its step {1}",
                                      distance, loop.step)
                            .str();
        return result;
      }
      result.kind = Dependence::Distance;
      result.distance = distance;
      result.reason =
          llvm::formatv("distance {0} iterations", result.distance).str();
      return result;
    }
    result.reason = pair + ": they overlap partially in some iterations";
    return result;
  }
  // Different strides: a GCD test on element units.
  if (sa == sb && x.coefficient % sa == 0 && y.coefficient % sa == 0 &&
      delta % sa == 0) {
    int64_t g = std::gcd(x.coefficient / sa, y.coefficient / sa);
    if (g != 0 && (delta / sa) % g != 0) {
      result.kind = Dependence::Independent;
      result.reason = "the GCD test separates them";
      return result;
    }
  }
  result.reason = pair + ": their strides differ";
  return result;
}

//===----------------------------------------------------------------------===//
// Between two loops run one after the other (loop fusion)
//===----------------------------------------------------------------------===//

LoopPairDependence::LoopPairDependence(const DependenceLoop &first,
                                       Value firstStart,
                                       const DependenceLoop &second,
                                       Value secondStart,
                                       const AliasInfo &aliases)
    : first(first, aliases), second(second, aliases), firstIV(first.iv),
      secondIV(second.iv), firstStart(firstStart), secondStart(secondStart),
      aliases(aliases) {}

/// floor(x / m) for m > 0.
static int64_t divideDown(int64_t x, int64_t m) {
  int64_t q = x / m;
  return (x % m != 0 && x < 0) ? q - 1 : q;
}

/// ceil(x / m) for m > 0.
static int64_t divideUp(int64_t x, int64_t m) {
  int64_t q = x / m;
  return (x % m != 0 && x > 0) ? q + 1 : q;
}

FusionDependence LoopPairDependence::depends(const MemoryAccess &a,
                                             const MemoryAccess &b) {
  FusionDependence result;
  if (!a.isWrite && !b.isWrite) {
    result.kind = FusionDependence::Independent;
    result.reason = "both read";
    return result;
  }
  std::string pair =
      describe(a) + " in the first loop and " + describe(b) + " in the second";
  for (const MemoryAccess *access : {&a, &b}) {
    if (!access->address) {
      result.reason =
          llvm::formatv("{0}: the address of the {1} in the {2} loop is not "
                        "affine in its induction variable ({3})",
                        pair, access->isWrite ? "store" : "load",
                        access == &a ? "first" : "second", access->whyNotAffine)
              .str();
      return result;
    }
  }
  AffineAddress x = *a.address, y = *b.address;
  if (x.base != y.base) {
    if (aliases.alias(a.op, b.op) == AliasResult::NoAlias) {
      result.kind = FusionDependence::Independent;
      result.reason = "a noalias or restrict trait separates them";
      return result;
    }
    result.differentBases = true;
    result.reason = llvm::formatv("{0} and {1}: no noalias or restrict trait",
                                  getName(x.base), getName(y.base))
                        .str();
    return result;
  }
  // Each loop's variable, as a term, stands for its start.
  auto spellStart = [](AffineAddress &address, BlockArgument iv, Value start) {
    if (!start)
      return;
    for (AffineTerm &term : address.terms)
      if (term.value == iv)
        term.value = start;
  };
  spellStart(x, firstIV, firstStart);
  spellStart(y, secondIV, secondStart);
  if (!x.hasSameTerms(y)) {
    result.reason = pair + ": their addresses differ by a loop-invariant "
                           "amount that is not a constant";
    return result;
  }
  // a in iteration k touches [cx k + X, + sa), b in iteration k' touches
  // [cy k' + Y, + sb).
  auto sa = static_cast<int64_t>(a.size), sb = static_cast<int64_t>(b.size);
  int64_t d; // X - Y
  if (llvm::SubOverflow(x.constant, y.constant, d)) {
    result.reason = pair + ": the address arithmetic overflows";
    return result;
  }
  if (x.coefficient != y.coefficient) {
    if (sa == sb && x.coefficient % sa == 0 && y.coefficient % sa == 0 &&
        d % sa == 0) {
      int64_t g = std::gcd(x.coefficient / sa, y.coefficient / sa);
      if (g != 0 && (d / sa) % g != 0) {
        result.kind = FusionDependence::Independent;
        result.reason = "the GCD test separates them";
        return result;
      }
    }
    result.reason = pair + ": their strides differ";
    return result;
  }
  int64_t c = x.coefficient;
  if (c == 0) {
    // The same bytes in every iteration of each loop, or never.
    if (d >= sb || -d >= sa) {
      result.kind = FusionDependence::Independent;
      result.reason = "disjoint loop-invariant bytes";
      return result;
    }
    result.kind = FusionDependence::Backward;
    result.reason = pair + " touch the same loop-invariant bytes in every "
                           "iteration: fusion would reverse the later "
                           "iterations of the first loop and the earlier "
                           "ones of the second";
    return result;
  }
  // With m = k' - k they overlap when X - Y - sb < c m < X - Y + sa, that
  // is |c| m in (lo, hi) below.
  int64_t lo, hi;
  bool overflow =
      c == INT64_MIN || d == INT64_MIN ||
      (c > 0 ? llvm::SubOverflow(d, sb, lo) || llvm::AddOverflow(d, sa, hi)
             : llvm::SubOverflow(-d, sa, lo) || llvm::AddOverflow(-d, sb, hi));
  if (overflow) {
    result.reason = pair + ": the address arithmetic overflows";
    return result;
  }
  int64_t magnitude = c < 0 ? -c : c;
  int64_t minimum = divideDown(lo, magnitude) + 1;
  int64_t maximum = divideUp(hi, magnitude) - 1;
  if (minimum > maximum) {
    result.kind = FusionDependence::Independent;
    result.reason = "the GCD test separates them";
    return result;
  }
  result.minDistance = minimum;
  result.maxDistance = maximum;
  std::string distances =
      minimum == maximum
          ? llvm::formatv("distance {0}", minimum).str()
          : llvm::formatv("distances {0} to {1}", minimum, maximum).str();
  if (minimum >= 0) {
    result.kind = FusionDependence::Forward;
    result.reason = "fusion keeps the order (" + distances + ")";
    return result;
  }
  result.kind = FusionDependence::Backward;
  result.reason =
      llvm::formatv("{0}: the second loop's iteration k touches what the "
                    "first loop's iteration k + {1} touches, so fusion would "
                    "reverse the dependence ({2})",
                    pair, -minimum, distances)
          .str();
  return result;
}
