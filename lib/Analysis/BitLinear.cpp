//===- BitLinear.cpp - Loop values as maps over GF(2) ---------------------===//

#include "vct/Analysis/BitLinear.h"

#include "mlir/IR/Matchers.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

bool BitMap::isConstantBit(unsigned i) const {
  const llvm::BitVector &row = bits[i];
  int first = row.find_first();
  return first < 0 || static_cast<unsigned>(first) == getConstantIndex();
}

bool BitMap::isConstant() const {
  for (unsigned i = 0, e = getWidth(); i != e; ++i)
    if (!isConstantBit(i))
      return false;
  return true;
}

/// The width of an integer type, or 0 for any other type.
static unsigned getIntWidth(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer ? integer.getWidth() : 0;
}

BitLinearEvaluator::BitLinearEvaluator(
    ArrayRef<Value> inputs, llvm::function_ref<bool(Block *)> inScope,
    unsigned maxSteps)
    : inputs(inputs), inScope(inScope), maxSteps(maxSteps) {
  for (Value input : inputs) {
    offsets.push_back(numInputBits);
    numInputBits += getIntWidth(input.getType());
  }
}

BitMap BitLinearEvaluator::makeConstant(unsigned width,
                                        const APInt &bits) const {
  BitMap map;
  for (unsigned i = 0; i != width; ++i) {
    map.bits.emplace_back(numInputBits + 1);
    if (bits[i])
      map.bits.back().set(numInputBits);
  }
  return map;
}

BitMap BitLinearEvaluator::substitute(const BitMap &map,
                                      ArrayRef<llvm::BitVector> inputs) {
  unsigned constant = map.getConstantIndex();
  unsigned size = inputs.empty() ? constant + 1 : inputs.front().size();
  BitMap result;
  for (const llvm::BitVector &row : map.bits) {
    llvm::BitVector out(size);
    for (unsigned variable : row.set_bits()) {
      if (variable == constant)
        out.flip(size - 1);
      else
        out ^= inputs[variable];
    }
    result.bits.push_back(std::move(out));
  }
  return result;
}

const BitMap *BitLinearEvaluator::evaluate(Value value) {
  auto [it, inserted] = cache.try_emplace(value, nullptr);
  if (!inserted)
    return it->second;
  // Null while it is computed: a cycle (an irreducible body) fails.
  if (++steps > maxSteps)
    return nullptr;
  std::optional<BitMap> map = compute(value);
  if (!map)
    return nullptr;
  storage.push_back(std::move(*map));
  return cache[value] = &storage.back();
}

std::optional<BitMap>
BitLinearEvaluator::choose(const llvm::BitVector &condition,
                           const BitMap &whenTrue,
                           const BitMap &whenFalse) const {
  // whenFalse ^ (condition & (whenTrue ^ whenFalse)): affine when the two
  // differ by a constant.
  BitMap result = whenFalse;
  for (unsigned i = 0, e = result.getWidth(); i != e; ++i) {
    llvm::BitVector difference = whenTrue.bits[i];
    difference ^= whenFalse.bits[i];
    int first = difference.find_first();
    if (first < 0)
      continue;
    if (static_cast<unsigned>(first) != numInputBits)
      return std::nullopt;
    result.bits[i] ^= condition;
  }
  return result;
}

std::optional<llvm::BitVector>
BitLinearEvaluator::evaluateCondition(Value value) {
  const BitMap *map = evaluate(value);
  if (!map || map->getWidth() != 1)
    return std::nullopt;
  return map->bits[0];
}

std::optional<BitMap> BitLinearEvaluator::compute(Value value) {
  unsigned width = getIntWidth(value.getType());
  if (!width)
    return std::nullopt;
  for (auto [index, input] : llvm::enumerate(inputs)) {
    if (value != input)
      continue;
    BitMap map = makeConstant(width, APInt::getZero(width));
    for (unsigned i = 0; i != width; ++i)
      map.bits[i].set(offsets[index] + i);
    return map;
  }
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return makeConstant(width, constant);
  if (!inScope(value.getParentBlock()))
    return std::nullopt;
  if (auto arg = dyn_cast<BlockArgument>(value))
    return computeJoin(arg);

  Operation *op = value.getDefiningOp();
  auto operand = [&](unsigned index) -> const BitMap * {
    return evaluate(op->getOperand(index));
  };
  auto shiftAmount = [&]() -> std::optional<unsigned> {
    APInt amount;
    if (!matchPattern(op->getOperand(1), m_ConstantInt(&amount)) ||
        amount.uge(width))
      return std::nullopt;
    return amount.getZExtValue();
  };
  BitMap zero = makeConstant(width, APInt::getZero(width));

  if (isa<XorOp, AndOp, OrOp>(op)) {
    const BitMap *lhs = operand(0);
    const BitMap *rhs = lhs ? operand(1) : nullptr;
    if (!rhs)
      return std::nullopt;
    BitMap result = zero;
    for (unsigned i = 0; i != width; ++i) {
      if (isa<XorOp>(op)) {
        result.bits[i] = lhs->bits[i];
        result.bits[i] ^= rhs->bits[i];
        continue;
      }
      // A product or a sum of bits is affine when one of them is constant.
      const BitMap *fixed = lhs->isConstantBit(i)   ? lhs
                            : rhs->isConstantBit(i) ? rhs
                                                    : nullptr;
      if (!fixed)
        return std::nullopt;
      const BitMap *other = fixed == lhs ? rhs : lhs;
      bool one = fixed->bits[i].any();
      if (isa<AndOp>(op) == one)
        result.bits[i] = other->bits[i];
      else
        result.bits[i] = fixed->bits[i];
    }
    return result;
  }
  if (isa<ShlOp, LShrOp, AShrOp>(op)) {
    const BitMap *lhs = operand(0);
    std::optional<unsigned> amount = shiftAmount();
    if (!lhs || !amount)
      return std::nullopt;
    BitMap result = zero;
    for (unsigned i = 0; i != width; ++i) {
      if (isa<ShlOp>(op)) {
        if (i >= *amount)
          result.bits[i] = lhs->bits[i - *amount];
      } else if (i + *amount < width) {
        result.bits[i] = lhs->bits[i + *amount];
      } else if (isa<AShrOp>(op)) {
        result.bits[i] = lhs->bits[width - 1];
      }
    }
    return result;
  }
  if (isa<ZExtOp, SExtOp, TruncOp>(op)) {
    const BitMap *from = operand(0);
    if (!from)
      return std::nullopt;
    BitMap result = zero;
    for (unsigned i = 0; i != width; ++i) {
      if (i < from->getWidth())
        result.bits[i] = from->bits[i];
      else if (isa<SExtOp>(op))
        result.bits[i] = from->bits[from->getWidth() - 1];
    }
    return result;
  }
  // 0 - b and b * c, for b a single bit (0 or 1): every bit of the
  // result is b (masked by the constant c).
  if (isa<SubOp, MulOp>(op)) {
    const BitMap *lhs = operand(0);
    const BitMap *rhs = lhs ? operand(1) : nullptr;
    if (!rhs)
      return std::nullopt;
    auto isSingleBit = [](const BitMap *map) {
      for (unsigned i = 1, e = map->getWidth(); i != e; ++i)
        if (map->bits[i].any())
          return false;
      return true;
    };
    auto constantOf = [&](const BitMap *map) -> std::optional<APInt> {
      if (!map->isConstant())
        return std::nullopt;
      APInt bits(width, 0);
      for (unsigned i = 0; i != width; ++i)
        bits.setBitVal(i, map->bits[i].any());
      return bits;
    };
    const BitMap *bit = nullptr;
    APInt mask;
    if (isa<SubOp>(op)) {
      std::optional<APInt> lhsConstant = constantOf(lhs);
      if (!lhsConstant || !lhsConstant->isZero() || !isSingleBit(rhs))
        return std::nullopt;
      bit = rhs;
      mask = APInt::getAllOnes(width);
    } else {
      std::optional<APInt> rhsConstant = constantOf(rhs);
      std::optional<APInt> lhsConstant = constantOf(lhs);
      if (rhsConstant && isSingleBit(lhs)) {
        bit = lhs;
        mask = *rhsConstant;
      } else if (lhsConstant && isSingleBit(rhs)) {
        bit = rhs;
        mask = *lhsConstant;
      } else {
        return std::nullopt;
      }
    }
    BitMap result = zero;
    for (unsigned i = 0; i != width; ++i)
      if (mask[i])
        result.bits[i] = bit->bits[0];
    return result;
  }
  if (auto select = dyn_cast<SelectOp>(op)) {
    std::optional<llvm::BitVector> condition =
        evaluateCondition(select.getCondition());
    const BitMap *whenTrue =
        condition ? evaluate(select.getTrueValue()) : nullptr;
    const BitMap *whenFalse =
        whenTrue ? evaluate(select.getFalseValue()) : nullptr;
    if (!whenFalse)
      return std::nullopt;
    return choose(*condition, *whenTrue, *whenFalse);
  }
  if (auto cmp = dyn_cast<ICmpOp>(op)) {
    const BitMap *lhs = evaluate(cmp.getLhs());
    const BitMap *rhs = lhs ? evaluate(cmp.getRhs()) : nullptr;
    if (!rhs)
      return std::nullopt;
    unsigned operandWidth = lhs->getWidth();
    BitMap result = makeConstant(1, APInt::getZero(1));
    ICmpPredicate predicate = cmp.getPredicate();
    if (predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne) {
      // Equal unless one bit of lhs ^ rhs is set: affine when at most one
      // bit of the difference is not a constant zero.
      std::optional<unsigned> varying;
      for (unsigned i = 0; i != operandWidth; ++i) {
        llvm::BitVector difference = lhs->bits[i];
        difference ^= rhs->bits[i];
        if (difference.none())
          continue;
        if (varying)
          return std::nullopt;
        varying = i;
        result.bits[0] = difference;
      }
      if (predicate == ICmpPredicate::eq)
        result.bits[0].flip(numInputBits);
      return result;
    }
    // The sign bit: x < 0, x >= 0, x > -1, x <= -1.
    APInt constant;
    if (!matchPattern(cmp.getRhs(), m_ConstantInt(&constant)))
      return std::nullopt;
    bool negativeTest;
    if ((predicate == ICmpPredicate::slt && constant.isZero()) ||
        (predicate == ICmpPredicate::sle && constant.isAllOnes()))
      negativeTest = true;
    else if ((predicate == ICmpPredicate::sge && constant.isZero()) ||
             (predicate == ICmpPredicate::sgt && constant.isAllOnes()))
      negativeTest = false;
    else
      return std::nullopt;
    result.bits[0] = lhs->bits[operandWidth - 1];
    if (!negativeTest)
      result.bits[0].flip(numInputBits);
    return result;
  }
  return std::nullopt;
}

/// The vir.cond_br whose choice takes the edge from `pred` (its successor
/// `successor`) into a join, and the successor index it takes for it: the
/// branch itself, or one a few blocks up whose edge leads to `pred` through
/// blocks that have one predecessor and only branch on. Null when none.
static std::pair<CondBrOp, unsigned> findDecision(Block *pred,
                                                  unsigned successor) {
  Block *from = pred;
  Block *to = nullptr;
  for (int depth = 0; depth != 4; ++depth) {
    Operation *terminator = from->getTerminator();
    if (auto branch = dyn_cast<CondBrOp>(terminator)) {
      if (!to)
        return {branch, successor};
      // Both edges into `to` would leave the choice open.
      if (branch.getTrueDest() == to && branch.getFalseDest() != to)
        return {branch, 0};
      if (branch.getFalseDest() == to && branch.getTrueDest() != to)
        return {branch, 1};
      return {};
    }
    if (!isa<BrOp>(terminator))
      return {};
    Block *up = from->getSinglePredecessor();
    if (!up)
      return {};
    to = from;
    from = up;
  }
  return {};
}

std::optional<BitMap> BitLinearEvaluator::computeJoin(BlockArgument arg) {
  Block *join = arg.getOwner();
  unsigned index = arg.getArgNumber();
  struct Edge {
    Block *pred;
    unsigned successor;
    Value passed;
  };
  SmallVector<Edge, 2> edges;
  for (auto it = join->pred_begin(), e = join->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch || edges.size() == 2 || !inScope(*it))
      return std::nullopt;
    SuccessorOperands operands =
        branch.getSuccessorOperands(it.getSuccessorIndex());
    if (index >= operands.size() || !operands[index])
      return std::nullopt;
    edges.push_back({*it, it.getSuccessorIndex(), operands[index]});
  }
  if (edges.size() == 1) {
    const BitMap *map = evaluate(edges[0].passed);
    return map ? std::optional<BitMap>(*map) : std::nullopt;
  }
  if (edges.size() != 2)
    return std::nullopt;
  // Two edges chosen by one branch: the value is its condition's choice.
  auto [first, firstIndex] = findDecision(edges[0].pred, edges[0].successor);
  auto [second, secondIndex] = findDecision(edges[1].pred, edges[1].successor);
  if (!first || first != second || firstIndex == secondIndex)
    return std::nullopt;
  std::optional<llvm::BitVector> condition =
      evaluateCondition(first.getCondition());
  const Edge &onTrue = firstIndex == 0 ? edges[0] : edges[1];
  const Edge &onFalse = firstIndex == 0 ? edges[1] : edges[0];
  const BitMap *whenTrue = condition ? evaluate(onTrue.passed) : nullptr;
  const BitMap *whenFalse = whenTrue ? evaluate(onFalse.passed) : nullptr;
  if (!whenFalse)
    return std::nullopt;
  return choose(*condition, *whenTrue, *whenFalse);
}
