//===- ValueRanges.cpp - Ranges the C program's operations bound ----------===//

#include "ValueRanges.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

int64_t typeMin(unsigned width) {
  return width >= 64 ? INT64_MIN : -(int64_t(1) << (width - 1));
}

int64_t typeMax(unsigned width) {
  return width >= 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
}

/// The largest unsigned value of `width` bits.
uint64_t unsignedMax(unsigned width) {
  return width >= 64 ? UINT64_MAX : (uint64_t(1) << width) - 1;
}

SignedInterval fullRange(unsigned width) {
  return {typeMin(width), typeMax(width)};
}

/// The width of integer `value`, or 0 for another type or a width beyond 64.
unsigned integerWidth(Value value) {
  auto type = dyn_cast<IntegerType>(value.getType());
  return type && type.getWidth() <= 64 ? type.getWidth() : 0;
}

/// Arithmetic on the bounds in 128 bits, where no 64-bit sum, difference or
/// product overflows.
APInt wide(int64_t value) { return APInt(128, value, /*isSigned=*/true); }

/// [lo, hi] as the value of an operation of `width` bits: itself when it fits
/// the type (two's-complement arithmetic then computed it exactly), clamped to
/// the type when the operation promises no signed wrap (a result outside is
/// poison), and unknown otherwise.
std::optional<SignedInterval> fitResult(const APInt &lo, const APInt &hi,
                                        unsigned width, bool nsw) {
  APInt min = wide(typeMin(width)), max = wide(typeMax(width));
  if (lo.sge(min) && hi.sle(max))
    return SignedInterval{lo.getSExtValue(), hi.getSExtValue()};
  if (!nsw)
    return std::nullopt;
  APInt clampedLo = lo.slt(min) ? min : lo;
  APInt clampedHi = hi.sgt(max) ? max : hi;
  if (clampedLo.sgt(clampedHi))
    return std::nullopt;
  return SignedInterval{clampedLo.getSExtValue(), clampedHi.getSExtValue()};
}

/// An arithmetic right shift of `value` by `amount` (0 to 63), without
/// relying on how C++ shifts negative numbers.
int64_t shiftRightArithmetic(int64_t value, unsigned amount) {
  return value >= 0 ? value >> amount : ~(~value >> amount);
}

/// The shift amount of a shift of `width` bits when it is a constant below the
/// width.
std::optional<unsigned> constantShift(Value amount, unsigned width) {
  APInt constant;
  if (!matchPattern(amount, m_ConstantInt(&constant)) || constant.uge(width))
    return std::nullopt;
  return static_cast<unsigned>(constant.getZExtValue());
}

/// The bits a non-negative value up to `max` may set: [0, 2^k - 1].
int64_t bitsUpTo(int64_t max) {
  unsigned bits = 64 - llvm::countl_zero(static_cast<uint64_t>(max));
  return bits >= 63 ? INT64_MAX : (int64_t(1) << bits) - 1;
}

/// The integer type (2 to 64 bits) of a one-element slot outside region
/// barriers, or null: the slots whose loads get intervals.
IntegerType getIntegerSlotType(AllocaOp slot) {
  if (slot.getCount() || isInRegionBarrier(slot))
    return IntegerType();
  auto type = dyn_cast<IntegerType>(slot.getElemType());
  if (!type || type.getWidth() < 2 || type.getWidth() > 64)
    return IntegerType();
  return type;
}

/// The values both intervals hold, or nullopt when none (code no
/// execution reaches: nothing is claimed there).
std::optional<SignedInterval> intersect(SignedInterval a, SignedInterval b) {
  int64_t lo = std::max(a.lo, b.lo), hi = std::min(a.hi, b.hi);
  if (lo > hi)
    return std::nullopt;
  return SignedInterval{lo, hi};
}

/// The values x of `width` bits for which `x pred y` can hold with y in
/// `other`, or nullopt when that is not an interval narrower than the
/// type (ne, and the unsigned orders against a possibly negative y).
std::optional<SignedInterval> satisfying(ICmpPredicate predicate,
                                         SignedInterval other, unsigned width) {
  int64_t min = typeMin(width), max = typeMax(width);
  switch (predicate) {
  case ICmpPredicate::eq:
    return other;
  case ICmpPredicate::slt:
    if (other.hi == min)
      return std::nullopt;
    return SignedInterval{min, other.hi - 1};
  case ICmpPredicate::sle:
    return SignedInterval{min, other.hi};
  case ICmpPredicate::sgt:
    if (other.lo == max)
      return std::nullopt;
    return SignedInterval{other.lo + 1, max};
  case ICmpPredicate::sge:
    return SignedInterval{other.lo, max};
  // x <u y for a y that is never negative: x is too, and below y's most.
  case ICmpPredicate::ult:
    if (other.lo < 0 || other.hi == 0)
      return std::nullopt;
    return SignedInterval{0, other.hi - 1};
  case ICmpPredicate::ule:
    if (other.lo < 0)
      return std::nullopt;
    return SignedInterval{0, other.hi};
  default:
    return std::nullopt;
  }
}

} // namespace

bool ValueRanges::isInformative(SignedInterval interval, unsigned width) {
  return interval.lo >= 0 || static_cast<uint64_t>(interval.hi) -
                                     static_cast<uint64_t>(interval.lo) <=
                                 static_cast<uint64_t>(typeMax(width));
}

ValueRanges::ValueRanges(FuncOp func) : func(func) {
  indexPrivateSlots();
  for (unsigned round = 0; round < kMaxRounds; ++round) {
    computeValues();
    if (!computeSlots())
      break;
  }
}

std::optional<SignedInterval> ValueRanges::lookup(Value value) const {
  unsigned width = integerWidth(value);
  if (!width)
    return std::nullopt;
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant))) {
    int64_t exact = constant.getSExtValue();
    return SignedInterval{exact, exact};
  }
  auto it = values.find(value);
  if (it == values.end())
    return std::nullopt;
  return it->second;
}

void ValueRanges::computeValues() {
  values.clear();
  if (func.getBody().empty())
    return;
  for (auto [index, argument] :
       llvm::enumerate(func.getBody().front().getArguments()))
    if (unsigned width = integerWidth(argument))
      if (auto range = TraitView::forArgument(func, index).get<RangeAttr>();
          range && width >= 2)
        values[argument] = {range.getLo(), range.getHi()};
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<OpaqueRegionOp>(op))
      return WalkResult::skip();
    if (op->getNumResults() != 1)
      return WalkResult::advance();
    unsigned width = integerWidth(op->getResult(0));
    if (width < 2)
      return WalkResult::advance();
    std::optional<SignedInterval> interval = evaluate(op);
    // A range the front end stamped earlier is a fact as well.
    if (auto known = TraitView::forOp(op).get<RangeAttr>()) {
      SignedInterval stated{known.getLo(), known.getHi()};
      if (!interval)
        interval = stated;
      else if (std::max(interval->lo, stated.lo) <=
               std::min(interval->hi, stated.hi))
        interval = SignedInterval{std::max(interval->lo, stated.lo),
                                  std::min(interval->hi, stated.hi)};
    }
    if (interval && *interval != fullRange(width))
      values[op->getResult(0)] = *interval;
    return WalkResult::advance();
  });
}

std::optional<SignedInterval> ValueRanges::evaluate(Operation *op) const {
  unsigned width = integerWidth(op->getResult(0));
  auto orFull = [&](Value value) {
    std::optional<SignedInterval> known = lookup(value);
    return known ? *known : fullRange(integerWidth(value));
  };
  auto constantOf = [](Value value) -> std::optional<APInt> {
    APInt constant;
    if (!matchPattern(value, m_ConstantInt(&constant)))
      return std::nullopt;
    return constant;
  };
  // add, sub and mul on two operands of which at least one is known.
  auto arithmetic = [&](Value lhs, Value rhs, bool nsw,
                        auto combine) -> std::optional<SignedInterval> {
    std::optional<SignedInterval> a = lookup(lhs), b = lookup(rhs);
    if (!a && !b)
      return std::nullopt;
    SignedInterval x = a ? *a : fullRange(width);
    SignedInterval y = b ? *b : fullRange(width);
    auto [lo, hi] = combine(x, y);
    return fitResult(lo, hi, width, nsw);
  };
  auto sum = [](SignedInterval x, SignedInterval y) {
    return std::make_pair(wide(x.lo) + wide(y.lo), wide(x.hi) + wide(y.hi));
  };
  auto difference = [](SignedInterval x, SignedInterval y) {
    return std::make_pair(wide(x.lo) - wide(y.hi), wide(x.hi) - wide(y.lo));
  };
  auto multiply = [](SignedInterval x, SignedInterval y) {
    APInt products[] = {wide(x.lo) * wide(y.lo), wide(x.lo) * wide(y.hi),
                        wide(x.hi) * wide(y.lo), wide(x.hi) * wide(y.hi)};
    APInt lo = products[0], hi = products[0];
    for (const APInt &product : products) {
      if (product.slt(lo))
        lo = product;
      if (product.sgt(hi))
        hi = product;
    }
    return std::make_pair(lo, hi);
  };

  return llvm::TypeSwitch<Operation *, std::optional<SignedInterval>>(op)
      .Case([&](ZExtOp zext) -> std::optional<SignedInterval> {
        unsigned from = integerWidth(zext.getIn());
        if (!from || from >= width)
          return std::nullopt;
        if (std::optional<SignedInterval> in = lookup(zext.getIn());
            in && in->lo >= 0)
          return in;
        return SignedInterval{0, static_cast<int64_t>(unsignedMax(from))};
      })
      .Case([&](SExtOp sext) -> std::optional<SignedInterval> {
        unsigned from = integerWidth(sext.getIn());
        if (!from || from >= width)
          return std::nullopt;
        return orFull(sext.getIn());
      })
      .Case([&](TruncOp trunc) -> std::optional<SignedInterval> {
        std::optional<SignedInterval> in = lookup(trunc.getIn());
        if (!in || in->lo < typeMin(width) || in->hi > typeMax(width))
          return std::nullopt;
        return in;
      })
      .Case([&](AddOp add) {
        return arithmetic(add.getLhs(), add.getRhs(), add.getNsw(), sum);
      })
      .Case([&](SubOp sub) -> std::optional<SignedInterval> {
        std::optional<SignedInterval> computed =
            arithmetic(sub.getLhs(), sub.getRhs(), sub.getNsw(), difference);
        std::optional<SignedInterval> guarded = guardOf(sub);
        if (!guarded)
          return computed;
        if (!computed)
          return guarded;
        return intersect(*computed, *guarded);
      })
      .Case([&](MulOp mul) {
        return arithmetic(mul.getLhs(), mul.getRhs(), mul.getNsw(), multiply);
      })
      .Case([&](ShlOp shl) -> std::optional<SignedInterval> {
        std::optional<unsigned> amount = constantShift(shl.getRhs(), width);
        std::optional<SignedInterval> in = lookup(shl.getLhs());
        if (!amount || !in || *amount >= 63)
          return std::nullopt;
        APInt scale = wide(int64_t(1) << *amount);
        return fitResult(wide(in->lo) * scale, wide(in->hi) * scale, width,
                         shl.getNsw());
      })
      .Case([&](SDivOp div) -> std::optional<SignedInterval> {
        SignedInterval in = orFull(div.getLhs());
        if (std::optional<APInt> divisor = constantOf(div.getRhs())) {
          int64_t c = divisor->getSExtValue();
          // Truncating division is monotonic in the dividend.
          if (c > 0)
            return SignedInterval{in.lo / c, in.hi / c};
          if (c < -1)
            return SignedInterval{in.hi / c, in.lo / c};
          return std::nullopt;
        }
        std::optional<SignedInterval> divisor = lookup(div.getRhs());
        if (!divisor || divisor->lo < 1 || in.lo < 0)
          return std::nullopt;
        return SignedInterval{in.lo / divisor->hi, in.hi / divisor->lo};
      })
      .Case([&](UDivOp div) -> std::optional<SignedInterval> {
        std::optional<APInt> divisor = constantOf(div.getRhs());
        if (!divisor || divisor->isZero())
          return std::nullopt;
        uint64_t c = divisor->getZExtValue();
        if (std::optional<SignedInterval> in = lookup(div.getLhs());
            in && in->lo >= 0)
          return SignedInterval{static_cast<int64_t>(uint64_t(in->lo) / c),
                                static_cast<int64_t>(uint64_t(in->hi) / c)};
        if (c < 2)
          return std::nullopt;
        return SignedInterval{0, static_cast<int64_t>(unsignedMax(width) / c)};
      })
      .Case([&](SRemOp rem) -> std::optional<SignedInterval> {
        std::optional<APInt> divisor = constantOf(rem.getRhs());
        if (!divisor || divisor->isZero() || divisor->isMinSignedValue())
          return std::nullopt;
        // The remainder takes the dividend's sign and is smaller than the
        // divisor in magnitude, and than the dividend.
        int64_t magnitude = divisor->abs().getZExtValue() - 1;
        SignedInterval in = orFull(rem.getLhs());
        return SignedInterval{std::max(std::min<int64_t>(in.lo, 0), -magnitude),
                              std::min(std::max<int64_t>(in.hi, 0), magnitude)};
      })
      .Case([&](URemOp rem) -> std::optional<SignedInterval> {
        std::optional<APInt> divisor = constantOf(rem.getRhs());
        if (!divisor || divisor->isZero())
          return std::nullopt;
        std::optional<int64_t> hi;
        if (divisor->getZExtValue() - 1 <=
            static_cast<uint64_t>(typeMax(width)))
          hi = static_cast<int64_t>(divisor->getZExtValue() - 1);
        if (std::optional<SignedInterval> in = lookup(rem.getLhs());
            in && in->lo >= 0)
          hi = hi ? std::min(*hi, in->hi) : in->hi;
        if (!hi)
          return std::nullopt;
        return SignedInterval{0, *hi};
      })
      .Case([&](AndOp mask) -> std::optional<SignedInterval> {
        // Clearing bits of a non-negative value keeps it between 0 and itself.
        std::optional<int64_t> hi;
        for (Value operand : {mask.getLhs(), mask.getRhs()})
          if (std::optional<SignedInterval> in = lookup(operand);
              in && in->lo >= 0)
            hi = hi ? std::min(*hi, in->hi) : in->hi;
        if (!hi)
          return std::nullopt;
        return SignedInterval{0, *hi};
      })
      .Case<OrOp, XorOp>([&](Operation *bits) -> std::optional<SignedInterval> {
        std::optional<SignedInterval> a = lookup(bits->getOperand(0));
        std::optional<SignedInterval> b = lookup(bits->getOperand(1));
        if (!a || !b || a->lo < 0 || b->lo < 0)
          return std::nullopt;
        int64_t lo = isa<OrOp>(bits) ? std::max(a->lo, b->lo) : 0;
        return SignedInterval{lo, bitsUpTo(std::max(a->hi, b->hi))};
      })
      .Case([&](LShrOp shift) -> std::optional<SignedInterval> {
        std::optional<unsigned> amount = constantShift(shift.getRhs(), width);
        if (!amount)
          return std::nullopt;
        if (std::optional<SignedInterval> in = lookup(shift.getLhs());
            in && in->lo >= 0)
          return SignedInterval{in->lo >> *amount, in->hi >> *amount};
        if (*amount == 0)
          return std::nullopt;
        return SignedInterval{
            0, static_cast<int64_t>(unsignedMax(width) >> *amount)};
      })
      .Case([&](AShrOp shift) -> std::optional<SignedInterval> {
        std::optional<unsigned> amount = constantShift(shift.getRhs(), width);
        if (!amount)
          return std::nullopt;
        SignedInterval in = orFull(shift.getLhs());
        return SignedInterval{shiftRightArithmetic(in.lo, *amount),
                              shiftRightArithmetic(in.hi, *amount)};
      })
      .Case([&](SelectOp select) -> std::optional<SignedInterval> {
        std::optional<SignedInterval> a = lookup(select.getTrueValue());
        std::optional<SignedInterval> b = lookup(select.getFalseValue());
        if (!a || !b)
          return std::nullopt;
        return SignedInterval{std::min(a->lo, b->lo), std::max(a->hi, b->hi)};
      })
      .Case([&](LoadOp load) -> std::optional<SignedInterval> {
        Operation *slot = load.getAddr().getDefiningOp();
        auto it = slot ? slots.find(slot) : slots.end();
        std::optional<SignedInterval> guarded = guardOf(load);
        if (it == slots.end())
          return guarded;
        if (!guarded)
          return it->second;
        return intersect(it->second, *guarded);
      })
      .Default([](Operation *) { return std::nullopt; });
}

bool ValueRanges::computeSlots() {
  llvm::DenseMap<Operation *, SignedInterval> found;
  for (Block &block : func.getBody()) {
    for (Operation &op : block) {
      auto slot = dyn_cast<AllocaOp>(op);
      IntegerType type = slot ? getIntegerSlotType(slot) : IntegerType();
      if (!type)
        continue;
      unsigned width = type.getWidth();
      auto loadsThisSlot = [&](Value value) {
        auto load = value.getDefiningOp<LoadOp>();
        return load && load.getAddr() == slot.getResult();
      };
      // A counter: `add nsw` of the slot's own load and a non-negative
      // constant only ever grows what the other stores put there.
      auto isStep = [&](Value stored) {
        auto add = stored.getDefiningOp<AddOp>();
        if (!add || !add.getNsw())
          return false;
        for (auto [self, step] : {std::pair(add.getLhs(), add.getRhs()),
                                  std::pair(add.getRhs(), add.getLhs())}) {
          APInt constant;
          if (loadsThisSlot(self) &&
              matchPattern(step, m_ConstantInt(&constant)) &&
              !constant.isNegative())
            return true;
        }
        return false;
      };
      std::optional<SignedInterval> interval;
      bool steps = false, known = true;
      for (OpOperand &use : slot.getResult().getUses()) {
        Operation *user = use.getOwner();
        if (isInRegionBarrier(user)) {
          known = false;
        } else if (auto load = dyn_cast<LoadOp>(user)) {
          known = load.getType() == type && !isVolatileOrAtomicAccess(load);
        } else if (auto store = dyn_cast<StoreOp>(user)) {
          Value stored = store.getValue();
          known = store.getAddr() == slot.getResult() &&
                  stored.getType() == type && !isVolatileOrAtomicAccess(store);
          if (!known)
            break;
          if (isStep(stored)) {
            steps = true;
            continue;
          }
          std::optional<SignedInterval> value = lookup(stored);
          known = value.has_value();
          if (known)
            interval = interval
                           ? SignedInterval{std::min(interval->lo, value->lo),
                                            std::max(interval->hi, value->hi)}
                           : *value;
        } else {
          known = false;
        }
        if (!known)
          break;
      }
      if (!known || !interval)
        continue;
      if (steps)
        interval->hi = typeMax(width);
      if (*interval != fullRange(width))
        found[slot] = *interval;
    }
  }
  bool changed = found != slots;
  slots = std::move(found);
  return changed;
}

void ValueRanges::indexPrivateSlots() {
  for (Block &block : func.getBody())
    for (Operation &op : block) {
      auto slot = dyn_cast<AllocaOp>(op);
      IntegerType type = slot ? getIntegerSlotType(slot) : IntegerType();
      if (!type)
        continue;
      bool isPrivate = llvm::all_of(slot->getUses(), [&](OpOperand &use) {
        Operation *user = use.getOwner();
        if (isInRegionBarrier(user) || isVolatileOrAtomicAccess(user))
          return false;
        if (auto load = dyn_cast<LoadOp>(user))
          return load.getType() == type;
        auto store = dyn_cast<StoreOp>(user);
        return store && store.getAddr() == slot.getResult() &&
               store.getValue().getType() == type;
      });
      if (isPrivate)
        privateSlots.insert(slot);
    }
  if (privateSlots.empty())
    return;
  for (Block &block : func.getBody()) {
    unsigned position = 0;
    for (Operation &op : block) {
      ++position;
      if (!isa<LoadOp, StoreOp>(op))
        continue;
      Operation *slot =
          getPrivateSlot(isa<LoadOp>(op) ? cast<LoadOp>(op).getAddr()
                                         : cast<StoreOp>(op).getAddr());
      if (!slot)
        continue;
      positions[&op] = position;
      if (!isa<StoreOp>(op))
        continue;
      auto [it, inserted] =
          stores.try_emplace({&block, slot}, StoreSpan{position, position});
      it->second.last = position;
    }
  }
}

Operation *ValueRanges::getPrivateSlot(Value address) const {
  Operation *slot = address.getDefiningOp();
  return slot && privateSlots.contains(slot) ? slot : nullptr;
}

Operation *ValueRanges::getLoadedSlot(Value value) const {
  auto load = value.getDefiningOp<LoadOp>();
  return load ? getPrivateSlot(load.getAddr()) : nullptr;
}

bool ValueRanges::readsLastValue(LoadOp load) const {
  Operation *slot = getPrivateSlot(load.getAddr());
  auto it = stores.find({load->getBlock(), slot});
  return slot &&
         (it == stores.end() || it->second.last < positions.lookup(load));
}

std::optional<std::pair<ICmpOp, ICmpPredicate>>
ValueRanges::findGuard(ArrayRef<LoadOp> loads) const {
  Block *block = loads.front()->getBlock();
  SmallVector<Operation *, 2> slotsRead;
  for (LoadOp load : loads) {
    Operation *slot = getPrivateSlot(load.getAddr());
    if (!slot || load->getBlock() != block)
      return std::nullopt;
    // Nothing stored to the slot in the block before the load.
    auto it = stores.find({block, slot});
    if (it != stores.end() && it->second.first < positions.lookup(load))
      return std::nullopt;
    slotsRead.push_back(slot);
  }
  auto storesNone = [&](Block *through) {
    return llvm::none_of(slotsRead, [&](Operation *slot) {
      return stores.contains({through, slot});
    });
  };
  for (unsigned depth = 0; depth < kMaxGuardDepth; ++depth) {
    Block *pred = block->getSinglePredecessor();
    if (!pred || pred == block)
      return std::nullopt;
    Operation *terminator = pred->getTerminator();
    if (auto branch = dyn_cast<CondBrOp>(terminator)) {
      auto compare = branch.getCondition().getDefiningOp<ICmpOp>();
      if (branch.getTrueDest() == branch.getFalseDest() || !compare)
        return std::nullopt;
      // The compare's loads read what the slots hold when the edge is
      // taken.
      for (Value operand : compare->getOperands())
        if (getLoadedSlot(operand) &&
            (operand.getParentBlock() != pred ||
             !readsLastValue(operand.getDefiningOp<LoadOp>())))
          return std::nullopt;
      ICmpPredicate predicate = compare.getPredicate();
      if (branch.getFalseDest() == block)
        predicate = invertICmpPredicate(predicate);
      return std::make_pair(compare, predicate);
    }
    if (!isa<BrOp>(terminator) || !storesNone(pred))
      return std::nullopt;
    block = pred;
  }
  return std::nullopt;
}

std::optional<SignedInterval> ValueRanges::guardOf(LoadOp load) const {
  Operation *slot = getPrivateSlot(load.getAddr());
  if (!slot)
    return std::nullopt;
  auto guard = findGuard({load});
  if (!guard)
    return std::nullopt;
  auto [compare, predicate] = *guard;
  Value other;
  if (getLoadedSlot(compare.getLhs()) == slot) {
    other = compare.getRhs();
  } else if (getLoadedSlot(compare.getRhs()) == slot) {
    other = compare.getLhs();
    predicate = swapICmpPredicate(predicate);
  } else {
    return std::nullopt;
  }
  unsigned width = integerWidth(load.getResult());
  std::optional<SignedInterval> bound = lookup(other);
  return satisfying(predicate, bound ? *bound : fullRange(width), width);
}

std::optional<SignedInterval> ValueRanges::guardOf(SubOp sub) const {
  auto lhs = sub.getLhs().getDefiningOp<LoadOp>();
  auto rhs = sub.getRhs().getDefiningOp<LoadOp>();
  if (!sub.getNsw() || !lhs || !rhs || lhs->getBlock() != rhs->getBlock())
    return std::nullopt;
  Operation *lhsSlot = getLoadedSlot(lhs);
  Operation *rhsSlot = getLoadedSlot(rhs);
  if (!lhsSlot || !rhsSlot || lhsSlot == rhsSlot)
    return std::nullopt;
  auto guard = findGuard({lhs, rhs});
  if (!guard)
    return std::nullopt;
  auto [compare, predicate] = *guard;
  Operation *compareLhs = getLoadedSlot(compare.getLhs());
  Operation *compareRhs = getLoadedSlot(compare.getRhs());
  // As `lhs pred rhs`.
  if (compareLhs == rhsSlot && compareRhs == lhsSlot)
    predicate = swapICmpPredicate(predicate);
  else if (compareLhs != lhsSlot || compareRhs != rhsSlot)
    return std::nullopt;
  // Without wrapping (nsw), the difference has the sign of the order.
  unsigned width = integerWidth(sub.getResult());
  return satisfying(predicate, SignedInterval{0, 0}, width);
}
