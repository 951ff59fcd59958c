//===- InstCombine.cpp - Algebraic simplification -------------------------===//
//
// The op folders (constant folding at width and signedness, identities,
// cast-of-cast) plus the rewrite patterns below, driven to a fixpoint by
// MLIR's greedy driver over the operations of the function's own body
// (never inside an opaque region), capped by vir.max_iterations rewrites.
//
// Flags: a rewrite keeps nsw/nuw/exact only where they provably carry
// over and never adds one. Integer patterns apply to scalar integers.
// Floating-point patterns apply to scalars and splat vectors; those that
// change any result (a zero's sign, a NaN) need the fast-math flag that
// allows the change. Compares fold when the traits' ranges (RangeInfo) or
// the type's own bounds decide them, and a three-way comparison (a > b) -
// (a < b) compared with a constant is one compare of a and b (also through
// a block argument, LLVM's foldOpIntoPhi); two compares of the same values
// joined by and/or/xor (or compared as i1 values) are one compare or a
// constant (LLVM's foldLogicOfICmps); loads (and alike geps) every
// predecessor passes to a block argument are one load (gep) in the block
// (foldPHIArgLoadIntoPHI), and a truncation or shift of a block argument
// moves onto the edges when each incoming value reduces (a packed pair,
// foldOpIntoPhi); signed divisions and remainders of
// values the ranges say are never negative become unsigned ones. Constants
// the folders materialize are
// merged into identical dominating ones afterwards.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_INSTCOMBINEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "instcombine"

using namespace mlir;
using namespace vct;
using namespace vct::vir;
using llvm::ConstantRange;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

static Value createIntConstant(PatternRewriter &rewriter, Location loc,
                               Type type, const APInt &value) {
  return ConstantOp::create(rewriter, loc, type,
                            rewriter.getIntegerAttr(type, value));
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {
/// icmp p C, x -> icmp swap(p) x, C
struct ICmpConstantToRight : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(op.getLhs(), m_Constant()) ||
        matchPattern(op.getRhs(), m_Constant()))
      return failure();
    rewriter.replaceOpWithNewOp<ICmpOp>(
        op, swapICmpPredicate(op.getPredicate()), op.getRhs(), op.getLhs());
    return success();
  }
};

/// Non-strict compares against a constant become strict ones:
/// icmp sge x, C -> icmp sgt x, C-1 (C not the minimum), and likewise for
/// sle, uge, ule.
struct ICmpStrict : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c)
      return failure();
    ICmpPredicate predicate;
    APInt adjusted;
    switch (op.getPredicate()) {
    case ICmpPredicate::sge:
      if (c->isMinSignedValue())
        return failure();
      predicate = ICmpPredicate::sgt;
      adjusted = *c - 1;
      break;
    case ICmpPredicate::sle:
      if (c->isMaxSignedValue())
        return failure();
      predicate = ICmpPredicate::slt;
      adjusted = *c + 1;
      break;
    case ICmpPredicate::uge:
      if (c->isZero())
        return failure();
      predicate = ICmpPredicate::ugt;
      adjusted = *c - 1;
      break;
    case ICmpPredicate::ule:
      if (c->isMaxValue())
        return failure();
      predicate = ICmpPredicate::ult;
      adjusted = *c + 1;
      break;
    default:
      return failure();
    }
    Value constant = createIntConstant(rewriter, op.getLoc(),
                                       op.getRhs().getType(), adjusted);
    rewriter.replaceOpWithNewOp<ICmpOp>(op, predicate, op.getLhs(), constant);
    return success();
  }
};

/// True if `value` has an epoch-valid `#vir.assume<ne, c>` for the constant
/// `c` (a hole RangeInfo's intervals cannot show).
static bool isAssumedNotEqual(Value value, const APInt &c) {
  unsigned width = c.getBitWidth();
  for (TraitAttrInterface trait : TraitView::forValue(value).getValid())
    if (auto assume = dyn_cast<AssumeAttr>(trait))
      if (assume.getPredicate() == ICmpPredicate::ne &&
          APInt(width, static_cast<uint64_t>(assume.getValue()),
                /*isSigned=*/true, /*implicitTrunc=*/true) == c)
        return true;
  return false;
}

/// icmp p x, y -> true/false when the ranges of x and y decide it. A range
/// comes from epoch-valid `#vir.range`/`#vir.assume` traits or a constant
/// (RangeInfo); a value with neither may be anything of its type, which
/// decides compares against the type's extremes (`x <u 0` is false).
struct ICmpByRange : OpRewritePattern<ICmpOp> {
  /// `ranges` points at the ranges of the function being rewritten.
  ICmpByRange(MLIRContext *context, const RangeInfo *const &ranges)
      : OpRewritePattern(context), ranges(ranges) {}
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getLhs().getType());
    if (!type)
      return failure();
    // Two constants are the folder's business.
    if (matchPattern(op.getLhs(), m_Constant()) &&
        matchPattern(op.getRhs(), m_Constant()))
      return failure();
    std::optional<ConstantIntRanges> lhs = ranges->getRange(op.getLhs());
    std::optional<ConstantIntRanges> rhs = ranges->getRange(op.getRhs());
    if (!lhs && !rhs)
      return failure();
    ConstantIntRanges any = ConstantIntRanges::maxRange(type.getWidth());
    std::optional<bool> known =
        evaluateByRanges(op.getPredicate(), lhs ? *lhs : any, rhs ? *rhs : any);
    // x != c for an assumed hole c.
    ICmpPredicate predicate = op.getPredicate();
    if (!known &&
        (predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne)) {
      std::optional<APInt> lhsConstant = getScalarConstant(op.getLhs());
      std::optional<APInt> rhsConstant = getScalarConstant(op.getRhs());
      if ((rhsConstant && isAssumedNotEqual(op.getLhs(), *rhsConstant)) ||
          (lhsConstant && isAssumedNotEqual(op.getRhs(), *lhsConstant)))
        known = predicate == ICmpPredicate::ne;
    }
    if (!known)
      return failure();
    Value constant = createIntConstant(rewriter, op.getLoc(), op.getType(),
                                       APInt(1, *known ? 1 : 0));
    rewriter.replaceOp(op, constant);
    return success();
  }
  const RangeInfo *const &ranges;
};

/// xor (icmp p a, b), true -> icmp invert(p) a, b
struct NotOfICmp : OpRewritePattern<XorOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(XorOp op,
                                PatternRewriter &rewriter) const override {
    auto icmp = op.getLhs().getDefiningOp<ICmpOp>();
    if (!icmp || !icmp->hasOneUse() || !matchPattern(op.getRhs(), m_One()) ||
        !op.getType().isInteger(1))
      return failure();
    rewriter.replaceOpWithNewOp<ICmpOp>(
        op, invertICmpPredicate(icmp.getPredicate()), icmp.getLhs(),
        icmp.getRhs());
    return success();
  }
};

/// The outcomes of comparing a with b a predicate accepts, as a mask (bit 0:
/// a < b, bit 1: a == b, bit 2: a > b; LLVM's getICmpCode), and whether the
/// order is the signed one (eq and ne are both).
struct CompareOutcomes {
  unsigned mask;
  std::optional<bool> isSigned;
};

static CompareOutcomes getCompareOutcomes(ICmpPredicate predicate) {
  bool isSigned = isSignedICmpPredicate(predicate);
  switch (predicate) {
  case ICmpPredicate::eq:
    return {0b010, std::nullopt};
  case ICmpPredicate::ne:
    return {0b101, std::nullopt};
  case ICmpPredicate::slt:
  case ICmpPredicate::ult:
    return {0b001, isSigned};
  case ICmpPredicate::sle:
  case ICmpPredicate::ule:
    return {0b011, isSigned};
  case ICmpPredicate::sgt:
  case ICmpPredicate::ugt:
    return {0b100, isSigned};
  case ICmpPredicate::sge:
  case ICmpPredicate::uge:
    return {0b110, isSigned};
  }
  llvm_unreachable("unknown predicate");
}

/// The predicate accepting the outcomes in `mask` (neither none nor all).
static ICmpPredicate getPredicateForOutcomes(unsigned mask, bool isSigned) {
  switch (mask) {
  case 0b001:
    return isSigned ? ICmpPredicate::slt : ICmpPredicate::ult;
  case 0b010:
    return ICmpPredicate::eq;
  case 0b011:
    return isSigned ? ICmpPredicate::sle : ICmpPredicate::ule;
  case 0b100:
    return isSigned ? ICmpPredicate::sgt : ICmpPredicate::ugt;
  case 0b101:
    return ICmpPredicate::ne;
  case 0b110:
    return isSigned ? ICmpPredicate::sge : ICmpPredicate::uge;
  }
  llvm_unreachable("no predicate for none or all outcomes");
}

/// What `op` computes from two i1 values: and, or, xor, or a compare of
/// them (true is 1 unsigned and -1 signed).
static bool evaluateBoolean(Operation *op, bool lhs, bool rhs) {
  if (isa<AndOp>(op))
    return lhs && rhs;
  if (isa<OrOp>(op))
    return lhs || rhs;
  if (isa<XorOp>(op))
    return lhs != rhs;
  // As i1 values: 1 unsigned, -1 signed.
  return evaluateICmp(cast<ICmpOp>(op).getPredicate(), APInt(1, lhs),
                      APInt(1, rhs));
}

/// Two compares of the same two values, joined by and, or or xor, or
/// compared with each other (i1 operands), are one compare of those values,
/// or a constant: each outcome of comparing them (below, equal, above)
/// passes or not, and the join decides which pass (LLVM's
/// foldLogicOfICmps with getICmpCode). `(b >u a) != (a >u b)` is `a != b`;
/// `(a < b) & (a != b)` is `a < b`; `(a <= b) | (a > b)` is true. A signed
/// and an unsigned order do not mix (eq and ne go with either).
template <typename OpTy>
struct CompareLogic : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value lhsValue = op->getOperand(0), rhsValue = op->getOperand(1);
    if (!lhsValue.getType().isInteger(1))
      return failure();
    auto lhs = lhsValue.template getDefiningOp<ICmpOp>();
    auto rhs = rhsValue.template getDefiningOp<ICmpOp>();
    if (!lhs || !rhs || lhs == rhs)
      return failure();
    Value a = lhs.getLhs(), b = lhs.getRhs();
    ICmpPredicate rhsPredicate = rhs.getPredicate();
    if (rhs.getLhs() == b && rhs.getRhs() == a && a != b)
      rhsPredicate = swapICmpPredicate(rhsPredicate);
    else if (rhs.getLhs() != a || rhs.getRhs() != b)
      return failure();
    CompareOutcomes first = getCompareOutcomes(lhs.getPredicate());
    CompareOutcomes second = getCompareOutcomes(rhsPredicate);
    if (first.isSigned && second.isSigned &&
        *first.isSigned != *second.isSigned)
      return failure();
    bool isSigned = first.isSigned.value_or(second.isSigned.value_or(true));
    unsigned mask = 0;
    for (unsigned outcome = 0; outcome < 3; ++outcome)
      if (evaluateBoolean(op, first.mask >> outcome & 1,
                          second.mask >> outcome & 1))
        mask |= 1u << outcome;
    if (mask == 0 || mask == 0b111) {
      rewriter.replaceOpWithNewOp<ConstantOp>(
          op, op.getType(), rewriter.getIntegerAttr(op.getType(), mask != 0));
      return success();
    }
    rewriter.replaceOpWithNewOp<ICmpOp>(
        op, getPredicateForOutcomes(mask, isSigned), a, b);
    return success();
  }
};

/// The select forms of and and or (`select a, b, false`, `select a, true,
/// b`: C's `&&` and `||` once their branches are gone) of two compares of
/// the same two values are the plain and and or, which CompareLogic folds:
/// the compares read the same values, so one is poison exactly when the
/// other is, and the select's short circuit hides nothing.
struct SelectOfCompares : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getType().isInteger(1))
      return failure();
    Value condition = op.getCondition();
    bool isAnd = matchPattern(op.getFalseValue(), m_Zero());
    bool isOr = matchPattern(op.getTrueValue(), m_One());
    Value other = isAnd ? op.getTrueValue() : op.getFalseValue();
    auto lhs = condition.getDefiningOp<ICmpOp>();
    auto rhs = other.getDefiningOp<ICmpOp>();
    if ((!isAnd && !isOr) || !lhs || !rhs)
      return failure();
    Value a = lhs.getLhs(), b = lhs.getRhs();
    bool sameValues = (rhs.getLhs() == a && rhs.getRhs() == b) ||
                      (rhs.getLhs() == b && rhs.getRhs() == a);
    if (!sameValues)
      return failure();
    if (isAnd)
      rewriter.replaceOpWithNewOp<AndOp>(op, condition, other);
    else
      rewriter.replaceOpWithNewOp<OrOp>(op, condition, other);
    return success();
  }
};

/// and, or or xor of two i1 values zero-extended alike is the extension of
/// the i1 operation (LLVM's foldCastedBitwiseLogic): the compares under it
/// then meet CompareLogic.
template <typename OpTy>
struct LogicOfZExts : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto lhs = op.getLhs().template getDefiningOp<ZExtOp>();
    auto rhs = op.getRhs().template getDefiningOp<ZExtOp>();
    if (!lhs || !rhs || !isa<IntegerType>(op.getType()) ||
        lhs.getOperand().getType() != rhs.getOperand().getType() ||
        !lhs.getOperand().getType().isInteger(1))
      return failure();
    Value narrow =
        OpTy::create(rewriter, op.getLoc(), lhs.getOperand(), rhs.getOperand());
    rewriter.replaceOpWithNewOp<ZExtOp>(op, op.getType(), narrow);
    return success();
  }
};

/// A compare of an extended value against a constant the narrow type can
/// hold, or of two values extended alike from one type, is the compare of
/// the narrow values: icmp p (zext x), C -> icmp p x, trunc C for eq, ne
/// and the unsigned predicates (and for the signed ones when C is not
/// negative, as a zero-extended value is not); icmp p (zext x), (zext y)
/// -> icmp p' x, y with p' the unsigned form of p; icmp p (sext x), C -> icmp p
/// x, trunc C for eq, ne and the signed predicates. On i1, the compares with
/// 0 and 1 are x or its negation.
struct ICmpOfExt : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<IntegerType>(op.getLhs().getType()))
      return failure();
    ICmpPredicate predicate = op.getPredicate();
    bool equality =
        predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne;
    bool isSigned = isSignedICmpPredicate(predicate);
    Value lhs = op.getLhs();
    // Two values extended alike from one type.
    auto zextL = lhs.getDefiningOp<ZExtOp>();
    auto sextL = lhs.getDefiningOp<SExtOp>();
    Value narrowL = zextL ? zextL.getIn() : sextL ? sextL.getIn() : Value();
    if (!narrowL)
      return failure();
    // Zero-extended values are not negative: a signed order of two is
    // their unsigned order.
    if (auto zextR = op.getRhs().getDefiningOp<ZExtOp>();
        zextL && zextR && zextR.getIn().getType() == narrowL.getType()) {
      rewriter.replaceOpWithNewOp<ICmpOp>(
          op, isSigned ? toUnsignedICmpPredicate(predicate) : predicate,
          narrowL, zextR.getIn());
      return success();
    }
    if (auto sextR = op.getRhs().getDefiningOp<SExtOp>();
        sextL && sextR && sextR.getIn().getType() == narrowL.getType() &&
        (equality || isSigned)) {
      rewriter.replaceOpWithNewOp<ICmpOp>(op, predicate, narrowL,
                                          sextR.getIn());
      return success();
    }
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c)
      return failure();
    auto narrowType = cast<IntegerType>(narrowL.getType());
    unsigned width = narrowType.getWidth();
    if (zextL) {
      if (c->getActiveBits() > width ||
          (isSigned && !equality && c->isNegative()))
        return failure();
    } else if (c->getSignificantBits() > width || (!equality && !isSigned)) {
      return failure();
    }
    APInt narrowC = c->trunc(width);
    if (width == 1 && equality) {
      // zext: x == 1 and x != 0 are x; sext: x == -1 and x != 0 are x.
      bool isX = (predicate == ICmpPredicate::eq) == narrowC.isOne();
      if (isX) {
        rewriter.replaceOp(op, narrowL);
        return success();
      }
      Value one =
          createIntConstant(rewriter, op.getLoc(), narrowType, APInt(1, 1));
      rewriter.replaceOpWithNewOp<XorOp>(op, narrowL, one);
      return success();
    }
    // A signed compare of zero-extended values with a non-negative constant
    // is the unsigned compare of the narrow ones.
    if (zextL && isSigned)
      predicate = toUnsignedICmpPredicate(predicate);
    Value constant =
        createIntConstant(rewriter, op.getLoc(), narrowType, narrowC);
    rewriter.replaceOpWithNewOp<ICmpOp>(op, predicate, narrowL, constant);
    return success();
  }
};

/// A compare of x (or of x + C) with a constant that the range the traits
/// give x decides (what ICmpByRange does for x alone; the range test of
/// JoinedCompares compares x + C).
struct RangeTestByRange : OpRewritePattern<ICmpOp> {
  /// `ranges` points at the ranges of the function being rewritten.
  RangeTestByRange(MLIRContext *context, const RangeInfo *const &ranges)
      : OpRewritePattern(context), ranges(ranges) {}
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ConstantCompare> test = matchConstantCompare(op);
    if (!test)
      return failure();
    std::optional<bool> decided =
        decideRangeTest(test->range, getKnownRange(*ranges, test->x));
    if (!decided)
      return failure();
    rewriter.replaceOp(op, createIntConstant(rewriter, op.getLoc(),
                                             op.getType(), APInt(1, *decided)));
    return success();
  }
  const RangeInfo *const &ranges;
};

/// Two compares of one value with constants, joined by and/or (or their
/// select forms `select a, b, false` and `select a, true, b`), are one
/// compare when the values they accept form one range (LLVM's
/// foldAndOrOfICmpsUsingRanges): `c >= 48 and c <= 57` is `c - 48 <u 10`,
/// `x > 5 and x > 3` is `x > 5`. A compare of non-poison x with a constant
/// is never poison, so the select forms fold too.
template <typename OpTy>
struct JoinedCompares : OpRewritePattern<OpTy> {
  /// `ranges` points at the ranges of the function being rewritten.
  JoinedCompares(MLIRContext *context, const RangeInfo *const &ranges)
      : OpRewritePattern<OpTy>(context), ranges(ranges) {}
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Value a, b;
    bool conjunction;
    if constexpr (std::is_same_v<OpTy, SelectOp>) {
      if (!op.getType().isInteger(1))
        return failure();
      a = op.getCondition();
      if (matchPattern(op.getFalseValue(), m_Zero())) {
        b = op.getTrueValue();
        conjunction = true;
      } else if (matchPattern(op.getTrueValue(), m_One())) {
        b = op.getFalseValue();
        conjunction = false;
      } else {
        return failure();
      }
    } else {
      if (!op.getType().isInteger(1))
        return failure();
      a = op.getLhs();
      b = op.getRhs();
      conjunction = std::is_same_v<OpTy, AndOp>;
    }
    std::optional<ConstantCompare> first = matchConstantCompare(a);
    std::optional<ConstantCompare> second = matchConstantCompare(b);
    if (!first || !second || first->x != second->x)
      return failure();
    std::optional<ConstantRange> joined =
        conjunction ? first->range.exactIntersectWith(second->range)
                    : first->range.exactUnionWith(second->range);
    if (!joined)
      return failure();
    // The traits' range of x may decide the joined test (each compare
    // alone ICmpByRange would fold).
    ConstantRange known = getKnownRange(*ranges, first->x);
    // An add and a compare for two compares and the join: only when one
    // compare goes.
    if (rangeTestNeedsOffset(*joined, known) && !a.hasOneUse() &&
        !b.hasOneUse())
      return failure();
    rewriter.replaceOp(
        op, buildRangeTest(rewriter, op.getLoc(), first->x, *joined, known));
    return success();
  }
  const RangeInfo *const &ranges;
};

/// Matches the three-way comparison `(a > b) - (a < b)`: two compares
/// extended to iN (N > 1) and subtracted, -1, 0 or 1 as a is below, equal
/// to or above b. Sets `a`, `b` and whether the order is signed.
static bool matchThreeWay(Value value, Value &a, Value &b, bool &isSigned) {
  auto sub = value.getDefiningOp<SubOp>();
  auto type = sub ? dyn_cast<IntegerType>(sub.getType()) : IntegerType();
  if (!type || type.getWidth() < 2)
    return false;
  auto above = sub.getLhs().getDefiningOp<ZExtOp>();
  auto below = sub.getRhs().getDefiningOp<ZExtOp>();
  if (!above || !below)
    return false;
  auto gt = above.getIn().getDefiningOp<ICmpOp>();
  auto lt = below.getIn().getDefiningOp<ICmpOp>();
  if (!gt || !lt)
    return false;
  // gt as `a >s b` (or >u): the operands in that order.
  a = gt.getLhs();
  b = gt.getRhs();
  ICmpPredicate greater = gt.getPredicate();
  if (greater == ICmpPredicate::slt || greater == ICmpPredicate::ult) {
    std::swap(a, b);
    greater = swapICmpPredicate(greater);
  }
  if (greater != ICmpPredicate::sgt && greater != ICmpPredicate::ugt)
    return false;
  isSigned = greater == ICmpPredicate::sgt;
  ICmpPredicate less = isSigned ? ICmpPredicate::slt : ICmpPredicate::ult;
  return (lt.getPredicate() == less && lt.getLhs() == a && lt.getRhs() == b) ||
         (lt.getPredicate() == swapICmpPredicate(less) && lt.getLhs() == b &&
          lt.getRhs() == a);
}

/// A three-way comparison compared with a constant is a compare of a and
/// b (LLVM's folds of scmp/ucmp). Which of the three outcomes pass
/// decides: lt, eq, gt, le, ge, ne, or a constant when none or all do.
struct ThreeWayCompare : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    APInt constant;
    Value a, b;
    bool isSigned = false;
    if (!matchPattern(op.getRhs(), m_ConstantInt(&constant)) ||
        !matchThreeWay(op.getLhs(), a, b, isSigned))
      return failure();
    unsigned width = constant.getBitWidth();
    auto passes = [&](int64_t outcome) {
      return evaluateICmp(op.getPredicate(),
                          APInt(width, outcome, /*isSigned=*/true), constant);
    };
    bool onBelow = passes(-1), onEqual = passes(0), onAbove = passes(1);
    if (onBelow == onEqual && onEqual == onAbove) {
      rewriter.replaceOp(op,
                         createIntConstant(rewriter, op.getLoc(), op.getType(),
                                           APInt(1, onBelow ? 1 : 0)));
      return success();
    }
    ICmpPredicate predicate;
    if (onBelow && onEqual)
      predicate = isSigned ? ICmpPredicate::sle : ICmpPredicate::ule;
    else if (onEqual && onAbove)
      predicate = isSigned ? ICmpPredicate::sge : ICmpPredicate::uge;
    else if (onBelow && onAbove)
      predicate = ICmpPredicate::ne;
    else if (onBelow)
      predicate = isSigned ? ICmpPredicate::slt : ICmpPredicate::ult;
    else if (onAbove)
      predicate = isSigned ? ICmpPredicate::sgt : ICmpPredicate::ugt;
    else
      predicate = ICmpPredicate::eq;
    rewriter.replaceOpWithNewOp<ICmpOp>(op, predicate, a, b);
    return success();
  }
};

/// What `icmp pred (select c, C1, C2), constant` is when both arms are
/// constants: true or false (the same on both arms), or the condition
/// (`isNegated` false) or its negation (true).
struct SelectCompare {
  SelectOp select;
  std::optional<bool> known;
  bool isNegated = false;
};
static std::optional<SelectCompare> foldCompareOfSelect(Value value,
                                                        ICmpPredicate predicate,
                                                        const APInt &constant) {
  auto select = value.getDefiningOp<SelectOp>();
  if (!select || !select.getCondition().getType().isInteger(1))
    return std::nullopt;
  std::optional<APInt> onTrue = getScalarConstant(select.getTrueValue());
  std::optional<APInt> onFalse = getScalarConstant(select.getFalseValue());
  if (!onTrue || !onFalse || onTrue->getBitWidth() != constant.getBitWidth() ||
      onFalse->getBitWidth() != constant.getBitWidth())
    return std::nullopt;
  bool ifTrue = evaluateICmp(predicate, *onTrue, constant);
  bool ifFalse = evaluateICmp(predicate, *onFalse, constant);
  SelectCompare fold{select, std::nullopt, false};
  if (ifTrue == ifFalse)
    fold.known = ifTrue;
  else
    fold.isNegated = ifFalse;
  return fold;
}

/// A compare with a constant of a select between two constants is the
/// select's condition, its negation or a constant (LLVM folds a compare
/// into a select of constants): `(a < b ? -1 : 1) > 0` is `!(a < b)`,
/// that is `a >= b`.
struct ICmpOfSelectConstants : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    APInt constant;
    if (!matchPattern(op.getRhs(), m_ConstantInt(&constant)))
      return failure();
    std::optional<SelectCompare> fold =
        foldCompareOfSelect(op.getLhs(), op.getPredicate(), constant);
    if (!fold)
      return failure();
    Location loc = op.getLoc();
    if (fold->known) {
      rewriter.replaceOp(op, createIntConstant(rewriter, loc, op.getType(),
                                               APInt(1, *fold->known)));
      return success();
    }
    Value condition = fold->select.getCondition();
    if (!fold->isNegated) {
      rewriter.replaceOp(op, condition);
      return success();
    }
    // The inverse of a compare is a compare (NotOfICmp's fold, also when
    // the compare has other readers).
    if (auto compare = condition.getDefiningOp<ICmpOp>()) {
      rewriter.replaceOpWithNewOp<ICmpOp>(
          op, invertICmpPredicate(compare.getPredicate()), compare.getLhs(),
          compare.getRhs());
      return success();
    }
    Value one = createIntConstant(rewriter, loc, op.getType(), APInt(1, 1));
    rewriter.replaceOpWithNewOp<XorOp>(op, condition, one);
    return success();
  }
};

/// The compare of a and b that `icmp pred (sub a, b), constant` is, if it
/// is one: against 0, eq and ne always, and the signed predicates when the
/// subtraction has nsw (it cannot wrap, so its sign is the order of a and
/// b); against -1 and 1 the strict forms ICmpStrict leaves of sge 0 and
/// sle 0 (`sgt -1`, `slt 1`), with nsw. LLVM's compare of a difference
/// with zero.
static std::optional<ICmpPredicate>
foldCompareOfDifference(Value value, ICmpPredicate predicate,
                        const APInt &constant) {
  auto sub = value.getDefiningOp<SubOp>();
  Value a, b;
  bool isSigned = false;
  // A three-way comparison is ThreeWayCompare's: one compare of what its
  // two compares read.
  if (!sub || !isa<IntegerType>(sub.getType()) ||
      matchThreeWay(value, a, b, isSigned))
    return std::nullopt;
  bool isEquality =
      predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne;
  if (constant.isZero() && isEquality)
    return predicate;
  if (!sub.getNsw())
    return std::nullopt;
  switch (predicate) {
  case ICmpPredicate::sgt:
    if (constant.isAllOnes())
      return ICmpPredicate::sge;
    [[fallthrough]];
  case ICmpPredicate::sge:
  case ICmpPredicate::sle:
    if (constant.isZero())
      return predicate;
    return std::nullopt;
  case ICmpPredicate::slt:
    if (constant.isOne())
      return ICmpPredicate::sle;
    if (constant.isZero())
      return predicate;
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

/// The compare of the difference `compare` reads that it is
/// (foldCompareOfDifference), if its right side is a constant.
static std::optional<ICmpPredicate> foldCompareOfDifference(ICmpOp compare) {
  APInt constant;
  if (!matchPattern(compare.getRhs(), m_ConstantInt(&constant)))
    return std::nullopt;
  return foldCompareOfDifference(compare.getLhs(), compare.getPredicate(),
                                 constant);
}

/// icmp p (sub a, b), 0 -> icmp p a, b where foldCompareOfDifference says
/// so (`cmp(x, y) > 0` of an inlined `return x->n - y->n;`), when every
/// reader of the difference is such a compare (`d < 0 || d == 0`), so the
/// difference dies: a difference that is kept sets the flags the compare
/// would (and `d < 0 ? -d : d` stays the absolute value the backend
/// recognizes).
struct ICmpOfDifference : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<ICmpPredicate> predicate = foldCompareOfDifference(op);
    if (!predicate ||
        !llvm::all_of(op.getLhs().getUsers(), [](Operation *user) {
          auto compare = dyn_cast<ICmpOp>(user);
          return compare && foldCompareOfDifference(compare);
        }))
      return failure();
    auto sub = op.getLhs().getDefiningOp<SubOp>();
    rewriter.replaceOpWithNewOp<ICmpOp>(op, *predicate, sub.getLhs(),
                                        sub.getRhs());
    return success();
  }
};

/// A compare with a constant of a block argument read by nothing else,
/// whose incoming value on every edge is a three-way comparison, an
/// extension of an i1 read by nothing else, a select between constants, a
/// difference read by nothing else whose compare is one of its operands
/// (foldCompareOfDifference), or a constant (`c = cmp(x, y); if (c == 0) c
/// = cmp(z, w); if (c < 0)`, an inlined predicate's `return a < b;` from
/// several returns tested by `if (f(...))`, or an inlined comparator's
/// `return a < b ? -1 : 1;` and `return a - b;` tested by `cmp(...) > 0`):
/// the compare moves onto the edges as a new i1 argument, where
/// ThreeWayCompare, ICmpOfExt, ICmpOfSelectConstants, ICmpOfDifference and
/// the folders reduce each copy to one compare or the i1 itself (LLVM's
/// foldOpIntoPhi). The old argument is left for simplify-cfg to drop.
struct ICmpOfCompareArgument : OpRewritePattern<ICmpOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    APInt constant;
    auto arg = dyn_cast<BlockArgument>(op.getLhs());
    if (!arg || !arg.hasOneUse() ||
        !matchPattern(op.getRhs(), m_ConstantInt(&constant)))
      return failure();
    Block *block = arg.getOwner();
    if (block->isEntryBlock())
      return failure();
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    bool anyFolds = false;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return failure();
      SuccessorOperands operands =
          branch.getSuccessorOperands(it.getSuccessorIndex());
      if (arg.getArgNumber() < operands.getProducedOperandCount() ||
          arg.getArgNumber() >= operands.size())
        return failure();
      Value incoming = operands[arg.getArgNumber()];
      Value a, b;
      bool isSigned = false;
      Operation *def = incoming.getDefiningOp();
      bool folds =
          matchThreeWay(incoming, a, b, isSigned) ||
          (isa_and_nonnull<ZExtOp, SExtOp>(def) &&
           def->getOperand(0).getType().isInteger(1) && def->hasOneUse()) ||
          foldCompareOfSelect(incoming, op.getPredicate(), constant) ||
          (foldCompareOfDifference(incoming, op.getPredicate(), constant) &&
           def->hasOneUse());
      if (!folds && !matchPattern(incoming, m_Constant()))
        return failure();
      anyFolds |= folds;
      edges.push_back({branch, it.getSuccessorIndex()});
    }
    if (!anyFolds)
      return failure();
    Location loc = op.getLoc();
    BlockArgument test = block->addArgument(op.getType(), loc);
    for (auto [branch, index] : edges) {
      Value incoming = branch.getSuccessorOperands(index)[arg.getArgNumber()];
      rewriter.setInsertionPoint(branch);
      // A difference is compared at once: the old argument still reads it
      // until simplify-cfg drops that, which ICmpOfDifference would wait
      // for.
      Value copy;
      if (std::optional<ICmpPredicate> order =
              foldCompareOfDifference(incoming, op.getPredicate(), constant)) {
        auto sub = incoming.getDefiningOp<SubOp>();
        copy =
            ICmpOp::create(rewriter, loc, *order, sub.getLhs(), sub.getRhs());
      } else {
        Value bound =
            createIntConstant(rewriter, loc, incoming.getType(), constant);
        copy =
            ICmpOp::create(rewriter, loc, op.getPredicate(), incoming, bound);
      }
      rewriter.modifyOpInPlace(
          branch, [&] { branch.getSuccessorOperands(index).append(copy); });
    }
    rewriter.replaceOp(op, test);
    return success();
  }
};

/// The edges into `block` and the value each passes to argument `index`,
/// when every predecessor reaches it by one edge of a BranchOpInterface
/// terminator that forwards the argument (not a produced operand).
static bool
getIncomingEdges(Block *block, unsigned index,
                 SmallVectorImpl<std::pair<BranchOpInterface, unsigned>> &edges,
                 SmallVectorImpl<Value> &incoming) {
  if (block->isEntryBlock())
    return false;
  llvm::SmallPtrSet<Block *, 4> seen;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
    if (!branch || !seen.insert(*it).second)
      return false;
    SuccessorOperands operands =
        branch.getSuccessorOperands(it.getSuccessorIndex());
    if (index < operands.getProducedOperandCount() || index >= operands.size())
      return false;
    edges.push_back({branch, it.getSuccessorIndex()});
    incoming.push_back(operands[index]);
  }
  return !edges.empty();
}

/// The width of an integer type, or 0.
static unsigned getWidth(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer ? integer.getWidth() : 0;
}

/// Whether the low `width` bits of `value` are a value that exists or a
/// constant, through the folders and NarrowTruncatedExpression: a constant,
/// an extension of a `width`-bit value, a shift left by at least `width`
/// (zero), or a bitwise operation of such values.
static bool isFreeToTruncate(Value value, unsigned width, int depth = 0) {
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth == 3)
    return false;
  if (isa<ZExtOp, SExtOp>(def))
    return getWidth(def->getOperand(0).getType()) == width;
  APInt amount;
  if (isa<ShlOp>(def))
    return matchPattern(def->getOperand(1), m_ConstantInt(&amount)) &&
           amount.uge(width);
  if (isa<AndOp, OrOp, XorOp>(def) && def->hasOneUse())
    return isFreeToTruncate(def->getOperand(0), width, depth + 1) &&
           isFreeToTruncate(def->getOperand(1), width, depth + 1);
  return false;
}

/// Whether `value >> amount` (logical) is a value that exists, shifted
/// left, or a constant through the folders: a constant, or `zext a | (b <<
/// amount)` with `a` no wider than `amount` (the high half of a packed
/// pair).
static bool isFreeToShiftRight(Value value, const APInt &amount) {
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || !isa<OrOp, XorOp>(def) || !def->hasOneUse())
    return false;
  auto isLow = [&](Value side) {
    auto ext = side.getDefiningOp<ZExtOp>();
    return ext && amount.uge(getWidth(ext.getOperand().getType()));
  };
  auto isHigh = [&](Value side) {
    auto shl = side.getDefiningOp<ShlOp>();
    APInt by;
    return shl && matchPattern(shl.getRhs(), m_ConstantInt(&by)) &&
           by == amount;
  };
  Value lhs = def->getOperand(0), rhs = def->getOperand(1);
  return (isLow(lhs) && isHigh(rhs)) || (isHigh(lhs) && isLow(rhs));
}

/// Whether `op` reduces on an edge whose incoming value is `value`.
static bool foldsWith(TruncOp op, Value value) {
  return isFreeToTruncate(value, getWidth(op.getType()));
}
static bool foldsWith(LShrOp op, Value value) {
  APInt amount;
  return matchPattern(op.getRhs(), m_ConstantInt(&amount)) &&
         isFreeToShiftRight(value, amount);
}

/// A truncation or a logical shift right by a constant of a block argument
/// read by nothing else, whose incoming value on every edge it reduces
/// (foldsWith: a constant, or a value packed by `vir.zext`, `vir.shl` and
/// `vir.or`, as a small structure returned in registers is read after the
/// join of its returns): the operation moves onto the edges, where the
/// folders and patterns reduce each copy, and the block reads a new
/// argument (LLVM's foldOpIntoPhi). The old argument is left for
/// simplify-cfg to drop.
template <typename OpTy>
struct FoldIntoJoinedArgument : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;
  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    auto arg = dyn_cast<BlockArgument>(op->getOperand(0));
    if (!arg || !arg.hasOneUse() || !isa<IntegerType>(op.getType()) ||
        !isa<IntegerType>(arg.getType()))
      return failure();
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    SmallVector<Value> incoming;
    if (!getIncomingEdges(arg.getOwner(), arg.getArgNumber(), edges,
                          incoming) ||
        edges.size() < 2)
      return failure();
    for (Value value : incoming)
      if (!foldsWith(op, value))
        return failure();
    BlockArgument joined =
        arg.getOwner()->addArgument(op.getType(), op.getLoc());
    for (auto [edge, value] : llvm::zip_equal(edges, incoming)) {
      auto [branch, index] = edge;
      rewriter.setInsertionPoint(branch);
      IRMapping mapping;
      mapping.map(arg, value);
      Value copy = rewriter.clone(*op, mapping)->getResult(0);
      rewriter.modifyOpInPlace(
          branch, [&] { branch.getSuccessorOperands(index).append(copy); });
    }
    rewriter.replaceOp(op, joined);
    return success();
  }
};

/// The block argument `op`'s only use passes it to, from the terminator of
/// `op`'s block, when that argument is used and every one of its at least
/// two predecessors reaches it by one edge (getIncomingEdges, which fills
/// `edges` and `incoming`).
static std::optional<BlockArgument> getJoinedArgument(
    Operation *op,
    SmallVectorImpl<std::pair<BranchOpInterface, unsigned>> &edges,
    SmallVectorImpl<Value> &incoming) {
  if (!op->hasOneUse())
    return std::nullopt;
  OpOperand &use = *op->use_begin();
  auto branch = dyn_cast<BranchOpInterface>(use.getOwner());
  if (!branch || branch->getBlock() != op->getBlock())
    return std::nullopt;
  std::optional<BlockArgument> reached =
      branch.getSuccessorBlockArgument(use.getOperandNumber());
  if (!reached || reached->use_empty() ||
      !getIncomingEdges(reached->getOwner(), reached->getArgNumber(), edges,
                        incoming) ||
      edges.size() < 2)
    return std::nullopt;
  return reached;
}

/// Erases argument `argument` of its block, unused now, and what each edge
/// of `edges` passed it, then `passed` (the values the edges passed, each
/// read by nothing else).
static void
eraseIncomingArgument(PatternRewriter &rewriter, BlockArgument argument,
                      ArrayRef<std::pair<BranchOpInterface, unsigned>> edges,
                      ArrayRef<Value> passed) {
  unsigned index = argument.getArgNumber();
  for (auto [branch, successor] : edges) {
    BranchOpInterface edge = branch;
    unsigned which = successor;
    rewriter.modifyOpInPlace(
        edge, [&] { edge.getSuccessorOperands(which).erase(index); });
  }
  argument.getOwner()->eraseArgument(index);
  for (Value value : passed)
    rewriter.eraseOp(value.getDefiningOp());
}

/// Appends an argument of `type` to `block`, passed `values` (one per edge
/// of `edges`, in order).
static BlockArgument
addIncomingArgument(PatternRewriter &rewriter, Block *block, Type type,
                    Location loc,
                    ArrayRef<std::pair<BranchOpInterface, unsigned>> edges,
                    ArrayRef<Value> values) {
  BlockArgument argument = block->addArgument(type, loc);
  for (auto [edge, value] : llvm::zip_equal(edges, values)) {
    BranchOpInterface branch = edge.first;
    unsigned successor = edge.second;
    Value passed = value;
    rewriter.modifyOpInPlace(
        branch, [&] { branch.getSuccessorOperands(successor).append(passed); });
  }
  return argument;
}

/// Replaces `joined` (getJoinedArgument) by the value `build` makes at the
/// start of its block from a new argument of `type`, which the edges pass
/// `passed`; the old argument and the values the edges passed it go.
static void
replaceJoinedArgument(PatternRewriter &rewriter, BlockArgument joined,
                      ArrayRef<std::pair<BranchOpInterface, unsigned>> edges,
                      ArrayRef<Value> incoming, Type type,
                      ArrayRef<Value> passed, Location loc,
                      llvm::function_ref<Value(BlockArgument)> build) {
  Block *block = joined.getOwner();
  BlockArgument argument =
      addIncomingArgument(rewriter, block, type, loc, edges, passed);
  rewriter.setInsertionPointToStart(block);
  rewriter.replaceAllUsesWith(joined, build(argument));
  eraseIncomingArgument(rewriter, joined, edges, incoming);
}

/// A select on an i1 block argument read by nothing else, whose incoming
/// value is a constant on every edge but at most one, with arms defined
/// outside the block: each edge passes the arm its constant picks, and the
/// one other edge a copy of the select on its value (LLVM's foldOpIntoPhi
/// for a select on a phi). `if (l < n && less(a[l], a[m])) m = l;` once
/// phiopt has made the assignment a select on the joined `&&`: the join
/// then passes the values themselves, and no i1 is kept to branch on. The
/// old argument is left for simplify-cfg to drop.
struct SelectOfJoinArgument : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto argument = dyn_cast<BlockArgument>(op.getCondition());
    Block *block = op->getBlock();
    if (!argument || argument.getOwner() != block || !argument.hasOneUse() ||
        !argument.getType().isInteger(1))
      return failure();
    // The arms dominate the select from outside its block, so they
    // dominate every predecessor's branch.
    auto isDefinedHere = [&](Value value) {
      return value.getParentBlock() == block;
    };
    if (isDefinedHere(op.getTrueValue()) || isDefinedHere(op.getFalseValue()))
      return failure();
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    SmallVector<Value> incoming;
    if (!getIncomingEdges(block, argument.getArgNumber(), edges, incoming) ||
        edges.size() < 2)
      return failure();
    unsigned copies = 0;
    for (Value value : incoming)
      if (!getScalarConstant(value) && ++copies > 1)
        return failure();
    SmallVector<Value> passed;
    for (auto [edge, value] : llvm::zip_equal(edges, incoming)) {
      if (std::optional<APInt> constant = getScalarConstant(value)) {
        passed.push_back(constant->isOne() ? op.getTrueValue()
                                           : op.getFalseValue());
        continue;
      }
      rewriter.setInsertionPoint(edge.first);
      passed.push_back(SelectOp::create(rewriter, op.getLoc(), value,
                                        op.getTrueValue(), op.getFalseValue()));
    }
    BlockArgument joined = addIncomingArgument(rewriter, block, op.getType(),
                                               op.getLoc(), edges, passed);
    rewriter.replaceOp(op, joined);
    return success();
  }
};

/// A memcpy or memmove of 1, 2, 4 or 8 bytes (a constant length,
/// non-volatile) is a load of an integer that wide and a store of it, each
/// with the copy's alias facts (copyAccessScopes) and alignment 1 (LLVM's
/// InstCombine, SimplifyAnyMemTransfer): GVN and DSE then see a store whose
/// value is known, and a small structure copied through a temporary is
/// two accesses per copy. The load reads every byte before the store
/// writes, so overlapping regions (memmove) copy right too.
template <typename CopyOp>
struct SmallCopyToLoadStore : OpRewritePattern<CopyOp> {
  using OpRewritePattern<CopyOp>::OpRewritePattern;
  LogicalResult matchAndRewrite(CopyOp op,
                                PatternRewriter &rewriter) const override {
    APInt length;
    if (op.getVolatile_() || !matchPattern(op.getLen(), m_ConstantInt(&length)))
      return failure();
    uint64_t bytes = length.getZExtValue();
    if (bytes != 1 && bytes != 2 && bytes != 4 && bytes != 8)
      return failure();
    Location loc = op.getLoc();
    Type type = rewriter.getIntegerType(static_cast<unsigned>(bytes * 8));
    IntegerAttr align = rewriter.getI64IntegerAttr(1);
    auto load =
        LoadOp::create(rewriter, loc, type, op.getSrc(), false, nullptr, align);
    copyAccessScopes(op, load);
    auto store = StoreOp::create(rewriter, loc, load.getResult(), op.getDst(),
                                 false, nullptr, align);
    copyAccessScopes(op, store);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A block argument every predecessor passes a load to (each load in that
/// predecessor, read by nothing else, non-volatile and non-atomic, of one
/// type and alignment, with nothing that may write memory after it in its
/// block) is one load in the block, of an argument passed the addresses
/// (LLVM's foldPHIArgLoadIntoPHI): each path loaded from its address
/// anyway, and memory is the same at the join. The load keeps the alias
/// facts all the loads had (getCommonAliasFacts); facts about the value
/// read, such as `loop_invariant`, do not survive the choice of address. `c ?
/// *a : *b` then loads once, from a pointer a select picks. The old argument
/// and the loads go.
struct LoadOfJoinArgument : OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LoadOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    SmallVector<Value> incoming;
    std::optional<BlockArgument> reached =
        getJoinedArgument(op, edges, incoming);
    if (!reached)
      return failure();
    SmallVector<Operation *> loads;
    SmallVector<Value> addresses;
    for (auto [edge, value] : llvm::zip_equal(edges, incoming)) {
      auto load = value.getDefiningOp<LoadOp>();
      if (!load || !load->hasOneUse() ||
          load->getBlock() != edge.first->getBlock() || load.getVolatile_() ||
          load.getOrdering() || load.getType() != op.getType() ||
          load.getAlignment() != op.getAlignment())
        return failure();
      for (Operation *after = load->getNextNode(); after != edge.first;
           after = after->getNextNode())
        if (!isMemoryEffectFree(after) && !isa<LoadOp>(after))
          return failure();
      loads.push_back(load);
      addresses.push_back(load.getAddr());
    }
    SmallVector<Attribute> common = getCommonAliasFacts(loads);
    replaceJoinedArgument(
        rewriter, *reached, edges, incoming, op.getAddr().getType(), addresses,
        op.getLoc(), [&](BlockArgument address) -> Value {
          auto merged =
              LoadOp::create(rewriter, op.getLoc(), op.getType(), address,
                             false, nullptr, op.getAlignmentAttr());
          if (!common.empty())
            setTraitList(merged, common);
          return merged;
        });
    return success();
  }
};

/// A block argument every predecessor passes a `vir.gep` to, each read by
/// nothing else, alike but for their bases (same element type, constant
/// indices and dynamic ones, and flags), is that gep of an argument passed
/// the bases (LLVM's foldPHIArgGEPIntoPHI): the addresses LoadOfJoinArgument
/// joins for the fields of a structure become one base and its offsets.
struct GEPOfJoinArgument : OpRewritePattern<GEPOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GEPOp op,
                                PatternRewriter &rewriter) const override {
    if (!getTraitList(op).empty())
      return failure();
    SmallVector<std::pair<BranchOpInterface, unsigned>> edges;
    SmallVector<Value> incoming;
    std::optional<BlockArgument> reached =
        getJoinedArgument(op, edges, incoming);
    if (!reached)
      return failure();
    SmallVector<Value> bases;
    for (Value value : incoming) {
      auto gep = value.getDefiningOp<GEPOp>();
      if (!gep || !gep->hasOneUse() ||
          gep->getAttrDictionary() != op->getAttrDictionary() ||
          gep.getDynamicIndices() != op.getDynamicIndices())
        return failure();
      // Dynamic indices must be available in the block: defined outside
      // the predecessors (they are equal on every edge).
      bases.push_back(gep.getBase());
    }
    for (Value index : op.getDynamicIndices())
      if (Operation *def = index.getDefiningOp())
        if (llvm::any_of(edges, [&](auto &edge) {
              return def->getBlock() == edge.first->getBlock();
            }))
          return failure();
    replaceJoinedArgument(rewriter, *reached, edges, incoming,
                          op.getBase().getType(), bases, op.getLoc(),
                          [&](BlockArgument base) -> Value {
                            Operation *merged = rewriter.clone(*op);
                            merged->setOperand(0, base);
                            return merged->getResult(0);
                          });
    return success();
  }
};

/// mul x, 2^k -> shl x, k. `nuw` carries over; so does `nsw` for k below
/// the sign bit.
struct MulByPowerOfTwo : OpRewritePattern<MulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MulOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || !c->isPowerOf2() || c->isOne())
      return failure();
    Value shift = createIntConstant(rewriter, op.getLoc(), op.getType(),
                                    APInt(c->getBitWidth(), c->logBase2()));
    // The flags are read before `op` is replaced (and freed).
    bool nuw = op.getNuw(), nsw = op.getNsw();
    auto shl = rewriter.replaceOpWithNewOp<ShlOp>(op, op.getLhs(), shift);
    if (nuw)
      shl.setNuw(true);
    // 2^k is positive as a signed number below the sign bit, where x * 2^k
    // and x << k overflow alike (LLVM keeps nsw there too).
    if (nsw && c->logBase2() + 1 < c->getBitWidth())
      shl.setNsw(true);
    return success();
  }
};

/// udiv x, 2^k -> lshr x, k (keeping `exact`); urem x, 2^k -> and x, 2^k-1.
struct UDivByPowerOfTwo : OpRewritePattern<UDivOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(UDivOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || !c->isPowerOf2() || c->isOne())
      return failure();
    Value shift = createIntConstant(rewriter, op.getLoc(), op.getType(),
                                    APInt(c->getBitWidth(), c->logBase2()));
    bool exact = op.getExact();
    auto lshr = rewriter.replaceOpWithNewOp<LShrOp>(op, op.getLhs(), shift);
    if (exact)
      lshr.setExact(true);
    return success();
  }
};

struct URemByPowerOfTwo : OpRewritePattern<URemOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(URemOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || !c->isPowerOf2())
      return failure();
    Value mask = createIntConstant(rewriter, op.getLoc(), op.getType(), *c - 1);
    rewriter.replaceOpWithNewOp<AndOp>(op, op.getLhs(), mask);
    return success();
  }
};

/// True if the traits' ranges (RangeInfo) say integer `value` is never
/// negative.
static bool isKnownNonNegative(const RangeInfo &ranges, Value value) {
  std::optional<ConstantIntRanges> range = ranges.getRange(value);
  return range && !range->smin().isNegative();
}

/// sdiv x, C -> udiv x, C and srem x, C -> urem x, C for a constant C > 0
/// when the ranges say x >= 0 (LLVM's CorrelatedValuePropagation, on the
/// traits' ranges; the unsigned op keeps the signed one's traits); the unsigned
/// forms then become shifts and masks. And srem x, 2^k -> and x, 2^k - 1 when
/// the srem's own range says it is never negative: a negative x then leaves no
/// remainder, and its low bits are 0.
template <typename SignedOp, typename UnsignedOp>
struct SignedDivRemOfNonNegative : OpRewritePattern<SignedOp> {
  SignedDivRemOfNonNegative(MLIRContext *context,
                            const RangeInfo *const &ranges)
      : OpRewritePattern<SignedOp>(context), ranges(ranges) {}
  LogicalResult matchAndRewrite(SignedOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<IntegerType>(op.getType()))
      return failure();
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || c->isNegative() || c->isZero())
      return failure();
    if (isKnownNonNegative(*ranges, op.getLhs())) {
      bool exact = false;
      if constexpr (std::is_same_v<SignedOp, SDivOp>)
        exact = op.getExact();
      auto replacement =
          UnsignedOp::create(rewriter, op.getLoc(), op.getLhs(), op.getRhs());
      if constexpr (std::is_same_v<SignedOp, SDivOp>)
        if (exact)
          replacement.setExact(true);
      // The same value: the facts about it (its range) still hold.
      setTraitList(replacement, getTraitList(op));
      rewriter.replaceOp(op, replacement);
      return success();
    }
    if (std::is_same_v<SignedOp, SRemOp> && c->isPowerOf2() &&
        isKnownNonNegative(*ranges, op.getResult())) {
      Value mask =
          createIntConstant(rewriter, op.getLoc(), op.getType(), *c - 1);
      rewriter.replaceOpWithNewOp<AndOp>(op, op.getLhs(), mask);
      return success();
    }
    return failure();
  }
  const RangeInfo *const &ranges;
};

/// sub x, C -> add x, -C (the canonical form the other patterns expect).
/// `nsw` stays unless C = INT_MIN (whose negation is itself: x - INT_MIN
/// may fit where x + INT_MIN does not); nuw never carries over.
struct SubConstantToAdd : OpRewritePattern<SubOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || c->isZero())
      return failure();
    Value negated = createIntConstant(rewriter, op.getLoc(), op.getType(), -*c);
    bool nsw = op.getNsw();
    auto add = rewriter.replaceOpWithNewOp<AddOp>(op, op.getLhs(), negated);
    if (nsw && !c->isMinSignedValue())
      add.setNsw(true);
    return success();
  }
};

/// add (add x, C1), C2 -> add x, C1+C2. `nsw` stays when both adds have it
/// and C1 + C2 does not overflow: x + C1 + C2 then fits, computed either
/// way; nuw is dropped.
struct AddConstants : OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AddOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c2 = getScalarConstant(op.getRhs());
    auto inner = op.getLhs().getDefiningOp<AddOp>();
    if (!c2 || !inner)
      return failure();
    std::optional<APInt> c1 = getScalarConstant(inner.getRhs());
    if (!c1)
      return failure();
    bool overflow = false;
    APInt total = c1->sadd_ov(*c2, overflow);
    Value sum = createIntConstant(rewriter, op.getLoc(), op.getType(), total);
    bool nsw = op.getNsw() && inner.getNsw() && !overflow;
    auto add = rewriter.replaceOpWithNewOp<AddOp>(op, inner.getLhs(), sum);
    if (nsw)
      add.setNsw(true);
    return success();
  }
};

/// sext(zext x) -> zext x: the zero-extended value has a clear sign bit.
struct SExtOfZExt : OpRewritePattern<SExtOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SExtOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getIn().getDefiningOp<ZExtOp>();
    if (!inner)
      return failure();
    rewriter.replaceOpWithNewOp<ZExtOp>(op, op.getType(), inner.getIn());
    return success();
  }
};

/// trunc(zext x) -> zext x and trunc(sext x) -> sext x when x is still
/// narrower than the result.
struct TruncOfExt : OpRewritePattern<TruncOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TruncOp op,
                                PatternRewriter &rewriter) const override {
    auto resultType = dyn_cast<IntegerType>(op.getType());
    if (!resultType)
      return failure();
    auto narrower = [&](Value x) {
      auto type = dyn_cast<IntegerType>(x.getType());
      return type && type.getWidth() < resultType.getWidth();
    };
    if (auto zext = op.getIn().getDefiningOp<ZExtOp>();
        zext && narrower(zext.getIn())) {
      rewriter.replaceOpWithNewOp<ZExtOp>(op, resultType, zext.getIn());
      return success();
    }
    if (auto sext = op.getIn().getDefiningOp<SExtOp>();
        sext && narrower(sext.getIn())) {
      rewriter.replaceOpWithNewOp<SExtOp>(op, resultType, sext.getIn());
      return success();
    }
    return failure();
  }
};

/// The bits of scalar integer `value` that may be one (the others are known
/// zero), from its constants, extensions, shifts by constants, ands, ors,
/// xors, selects and truncations, `depth` operations deep. What SROA's retyped
/// slots compute: a field inserted into a wider integer and extracted again.
static APInt getPossibleOnes(Value value, unsigned depth = 6) {
  auto type = cast<IntegerType>(value.getType());
  unsigned width = type.getWidth();
  APInt all = APInt::getAllOnes(width);
  if (std::optional<APInt> constant = getScalarConstant(value))
    return *constant;
  Operation *def = value.getDefiningOp();
  if (!def || depth == 0)
    return all;
  auto shiftAmount = [&](Value amount) -> std::optional<unsigned> {
    std::optional<APInt> constant = getScalarConstant(amount);
    if (!constant || constant->uge(width))
      return std::nullopt;
    return static_cast<unsigned>(constant->getZExtValue());
  };
  if (auto zext = dyn_cast<ZExtOp>(def)) {
    auto inner = dyn_cast<IntegerType>(zext.getIn().getType());
    if (!inner)
      return all;
    return getPossibleOnes(zext.getIn(), depth - 1).zext(width);
  }
  if (auto trunc = dyn_cast<TruncOp>(def)) {
    if (!isa<IntegerType>(trunc.getIn().getType()))
      return all;
    return getPossibleOnes(trunc.getIn(), depth - 1).trunc(width);
  }
  if (auto shl = dyn_cast<ShlOp>(def)) {
    if (std::optional<unsigned> amount = shiftAmount(shl.getRhs()))
      return getPossibleOnes(shl.getLhs(), depth - 1).shl(*amount);
    return all;
  }
  if (auto lshr = dyn_cast<LShrOp>(def)) {
    if (std::optional<unsigned> amount = shiftAmount(lshr.getRhs()))
      return getPossibleOnes(lshr.getLhs(), depth - 1).lshr(*amount);
    return all;
  }
  if (auto andOp = dyn_cast<AndOp>(def))
    return getPossibleOnes(andOp.getLhs(), depth - 1) &
           getPossibleOnes(andOp.getRhs(), depth - 1);
  if (isa<OrOp, XorOp>(def))
    return getPossibleOnes(def->getOperand(0), depth - 1) |
           getPossibleOnes(def->getOperand(1), depth - 1);
  if (auto select = dyn_cast<SelectOp>(def))
    return getPossibleOnes(select.getTrueValue(), depth - 1) |
           getPossibleOnes(select.getFalseValue(), depth - 1);
  return all;
}

/// The operands of the vir.or `value` is, in both orders (keep, drop):
/// where `drop` has no bit that may be one, the result's bits are `keep`'s.
/// Not through a xor, though the same holds: `(t << 1) | (t >> 7)` of a
/// xor of bytes then lost its vector form in smallfix's unrolled loop
/// (1.37x -> 1.82x).
static SmallVector<std::pair<Value, Value>, 2> getOrSides(Value value) {
  Operation *def = value.getDefiningOp();
  if (!isa_and_nonnull<OrOp>(def))
    return {};
  return {{def->getOperand(0), def->getOperand(1)},
          {def->getOperand(1), def->getOperand(0)}};
}

/// and x, C -> x when no bit of x outside C may be one;
/// and (or a, b), C -> and a, C when no bit of b inside C may be one. Not
/// through a xor: a bitwise CRC step `c = (c >> 1) ^ (K & -(c & 1))` would
/// test `(c >> 1) & 1` instead of the new c's bit 0, and x86 then loses
/// the shift-and-borrow form of the step (bench crc: 1.20x -> 1.30x).
struct AndOfPossibleOnes : OpRewritePattern<AndOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AndOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<IntegerType>(op.getType()))
      return failure();
    std::optional<APInt> mask = getScalarConstant(op.getRhs());
    if (!mask)
      return failure();
    Value x = op.getLhs();
    if (getPossibleOnes(x).isSubsetOf(*mask)) {
      rewriter.replaceOp(op, x);
      return success();
    }
    for (auto [keep, drop] : getOrSides(x)) {
      if (!getPossibleOnes(drop).intersects(*mask)) {
        rewriter.modifyOpInPlace(op, [&] { op.getLhsMutable().assign(keep); });
        return success();
      }
    }
    return failure();
  }
};

/// and x, undef -> 0 (undef may be chosen 0): what SROA's insertion of a
/// field into a partition not written before leaves after mem2reg.
struct AndOfUndef : OpRewritePattern<AndOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AndOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || !(op.getLhs().getDefiningOp<UndefOp>() ||
                   op.getRhs().getDefiningOp<UndefOp>()))
      return failure();
    rewriter.replaceOpWithNewOp<ConstantOp>(op, type,
                                            rewriter.getIntegerAttr(type, 0));
    return success();
  }
};

/// lshr (or a, b), C -> lshr b, C when no bit of a at C or above may be one;
/// lshr (shl x, C), C -> and x, (-1 >>u C).
struct LShrOfPossibleOnes : OpRewritePattern<LShrOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(LShrOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    std::optional<APInt> amount = getScalarConstant(op.getRhs());
    if (!type || !amount || amount->uge(type.getWidth()) || amount->isZero())
      return failure();
    unsigned shift = static_cast<unsigned>(amount->getZExtValue());
    for (auto [keep, drop] : getOrSides(op.getLhs())) {
      if (getPossibleOnes(drop).lshr(shift).isZero()) {
        rewriter.modifyOpInPlace(op, [&] { op.getLhsMutable().assign(keep); });
        return success();
      }
    }
    if (auto shl = op.getLhs().getDefiningOp<ShlOp>();
        shl && shl.getRhs() == op.getRhs()) {
      APInt low = APInt::getAllOnes(type.getWidth()).lshr(shift);
      Value mask = ConstantOp::create(rewriter, op.getLoc(), type,
                                      rewriter.getIntegerAttr(type, low));
      rewriter.replaceOpWithNewOp<AndOp>(op, shl.getLhs(), mask);
      return success();
    }
    return failure();
  }
};

/// trunc (or a, b) -> trunc a when no bit of b below the result's width may
/// be one; trunc (and x, C) -> trunc x when C keeps every such bit;
/// trunc (zext x) and trunc (sext x) -> x when x has the result's type.
struct TruncOfPossibleOnes : OpRewritePattern<TruncOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(TruncOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    if (!type || !isa<IntegerType>(op.getIn().getType()))
      return failure();
    unsigned width = type.getWidth();
    if (auto zext = op.getIn().getDefiningOp<ZExtOp>();
        zext && zext.getIn().getType() == type) {
      rewriter.replaceOp(op, zext.getIn());
      return success();
    }
    if (auto sext = op.getIn().getDefiningOp<SExtOp>();
        sext && sext.getIn().getType() == type) {
      rewriter.replaceOp(op, sext.getIn());
      return success();
    }
    for (auto [keep, drop] : getOrSides(op.getIn())) {
      if (getPossibleOnes(drop).trunc(width).isZero()) {
        rewriter.modifyOpInPlace(op, [&] { op.getInMutable().assign(keep); });
        return success();
      }
    }
    if (auto andOp = op.getIn().getDefiningOp<AndOp>()) {
      std::optional<APInt> mask = getScalarConstant(andOp.getRhs());
      if (mask && mask->trunc(width).isAllOnes()) {
        rewriter.modifyOpInPlace(
            op, [&] { op.getInMutable().assign(andOp.getLhs()); });
        return success();
      }
    }
    return failure();
  }
};

/// trunc (op a, b) -> op (trunc a), (trunc b): an expression C's integer
/// promotions computed at int width, evaluated in the narrow type its
/// truncation keeps (LLVM's canEvaluateTruncated/EvaluateInDifferentType).
/// `(uint8_t)(x[i] ^ k[i])` becomes an i8 xor of the loaded bytes, so the
/// vectorizer's widest element is the byte. The low bits of add, sub, mul,
/// and, or, xor and of shl by less than the width depend only on the low
/// bits of their operands; lshr (and ashr, then a logical shift) by C does
/// too when no bit from the narrow width up may be one; select passes its
/// arms through. Each operation of
/// the tree has the trunc (or its parent in the tree) as only user, so the
/// wide one dies; the leaves are constants and extensions or truncations,
/// and at least one leaf is an extension from at most the narrow width (the
/// promotion this undoes). Narrow widths of 8, 16 and 32 bits only (types a
/// target computes in); nsw/nuw do not carry over.
struct NarrowTruncatedExpression : OpRewritePattern<TruncOp> {
  using OpRewritePattern::OpRewritePattern;

  /// At most this many operations in a tree.
  static constexpr unsigned kMaxOps = 16;

  static bool isTreeOp(Operation *op) {
    return isa<AddOp, SubOp, MulOp, AndOp, OrOp, XorOp, ShlOp, LShrOp, AShrOp,
               SelectOp>(op);
  }

  /// Whether `value` can be computed in `width` bits; counts the tree's
  /// operations in `ops` and the promotions it undoes in `promotions`.
  static bool canEvaluate(Value value, unsigned width, unsigned &ops,
                          unsigned &promotions) {
    if (getScalarConstant(value))
      return true;
    Operation *def = value.getDefiningOp();
    if (!def || !isa<IntegerType>(value.getType()))
      return false;
    if (isa<ZExtOp, SExtOp>(def)) {
      auto source = dyn_cast<IntegerType>(def->getOperand(0).getType());
      if (!source)
        return false;
      if (source.getWidth() <= width)
        ++promotions;
      return source.getWidth() <= width || value.hasOneUse();
    }
    if (isa<TruncOp>(def))
      return isa<IntegerType>(def->getOperand(0).getType()) &&
             value.hasOneUse();
    if (!isTreeOp(def) || !value.hasOneUse() || ++ops > kMaxOps)
      return false;
    auto amountBelowWidth = [&](Value amount) {
      std::optional<APInt> constant = getScalarConstant(amount);
      return constant && constant->ult(width);
    };
    if (auto select = dyn_cast<SelectOp>(def))
      return canEvaluate(select.getTrueValue(), width, ops, promotions) &&
             canEvaluate(select.getFalseValue(), width, ops, promotions);
    if (isa<ShlOp>(def))
      return amountBelowWidth(def->getOperand(1)) &&
             canEvaluate(def->getOperand(0), width, ops, promotions);
    // An arithmetic shift of a value whose sign bit is clear is a logical
    // one (C's `(int)byte >> k`).
    if (isa<LShrOp, AShrOp>(def)) {
      APInt ones = getPossibleOnes(def->getOperand(0));
      return amountBelowWidth(def->getOperand(1)) &&
             ones.countLeadingZeros() >= ones.getBitWidth() - width &&
             canEvaluate(def->getOperand(0), width, ops, promotions);
    }
    return canEvaluate(def->getOperand(0), width, ops, promotions) &&
           canEvaluate(def->getOperand(1), width, ops, promotions);
  }

  /// `value` computed in `type`, each new operation before the one it
  /// replaces.
  static Value evaluate(Value value, IntegerType type,
                        PatternRewriter &rewriter) {
    unsigned width = type.getWidth();
    Operation *def = value.getDefiningOp();
    OpBuilder::InsertionGuard guard(rewriter);
    if (std::optional<APInt> constant = getScalarConstant(value)) {
      if (def)
        rewriter.setInsertionPoint(def);
      return createIntConstant(rewriter, value.getLoc(), type,
                               constant->trunc(width));
    }
    rewriter.setInsertionPoint(def);
    Location loc = def->getLoc();
    if (isa<ZExtOp, SExtOp, TruncOp>(def)) {
      Value source = def->getOperand(0);
      unsigned sourceWidth = cast<IntegerType>(source.getType()).getWidth();
      if (sourceWidth == width)
        return source;
      if (sourceWidth > width)
        return TruncOp::create(rewriter, loc, type, source);
      if (isa<ZExtOp>(def))
        return ZExtOp::create(rewriter, loc, type, source);
      return SExtOp::create(rewriter, loc, type, source);
    }
    SmallVector<Value, 3> operands;
    for (auto [index, operand] : llvm::enumerate(def->getOperands()))
      operands.push_back((isa<SelectOp>(def) && index == 0) ||
                                 (isa<ShlOp, LShrOp, AShrOp>(def) && index == 1)
                             ? operand
                             : evaluate(operand, type, rewriter));
    if (isa<ShlOp, LShrOp, AShrOp>(def))
      operands[1] = createIntConstant(
          rewriter, loc, type, getScalarConstant(operands[1])->trunc(width));
    if (isa<AShrOp>(def))
      return LShrOp::create(rewriter, loc, operands[0], operands[1]);
    // The same operation on the narrow operands, without its flags.
    OperationState state(loc, def->getName());
    state.addOperands(operands);
    state.addTypes(type);
    return rewriter.create(state)->getResult(0);
  }

  LogicalResult matchAndRewrite(TruncOp op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<IntegerType>(op.getType());
    Operation *root = op.getIn().getDefiningOp();
    if (!type || !root || !isTreeOp(root) ||
        !llvm::is_contained({8u, 16u, 32u}, type.getWidth()))
      return failure();
    unsigned ops = 0, promotions = 0;
    if (!canEvaluate(op.getIn(), type.getWidth(), ops, promotions) ||
        promotions == 0)
      return failure();
    rewriter.replaceOp(op, evaluate(op.getIn(), type, rewriter));
    return success();
  }
};

/// select c, false, true -> xor c, true (i1 results only).
/// select (xor c, true), a, b -> select c, b, a
struct SelectSimplify : OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    Value condition = op.getCondition();
    if (!condition.getType().isInteger(1))
      return failure();
    if (op.getType().isInteger(1) &&
        matchPattern(op.getTrueValue(), m_Zero()) &&
        matchPattern(op.getFalseValue(), m_One())) {
      Value one = createIntConstant(rewriter, op.getLoc(), condition.getType(),
                                    APInt(1, 1));
      rewriter.replaceOpWithNewOp<XorOp>(op, condition, one);
      return success();
    }
    auto negation = condition.getDefiningOp<XorOp>();
    if (negation && matchPattern(negation.getRhs(), m_One())) {
      rewriter.replaceOpWithNewOp<SelectOp>(
          op, negation.getLhs(), op.getFalseValue(), op.getTrueValue());
      return success();
    }
    return failure();
  }
};

//===----------------------------------------------------------------------===//
// Floating point
//===----------------------------------------------------------------------===//

/// True if the fast-math flags `flags` include all of `required`.
static bool hasFlags(FastMathFlags flags, FastMathFlags required) {
  return bitEnumContainsAll(flags, required);
}

/// The float constant (scalar or splat) `value` holds, if any.
static std::optional<APFloat> getFloatConstant(Value value) {
  APFloat constant(APFloat::Bogus());
  if (matchPattern(value, m_ConstantFloat(&constant)))
    return constant;
  return std::nullopt;
}

/// A float constant of `type` (a float or a vector of floats) holding
/// `value` in every element.
static Value createFloatConstant(PatternRewriter &rewriter, Location loc,
                                 Type type, const APFloat &value) {
  TypedAttr attr;
  if (auto vectorType = dyn_cast<VectorType>(type))
    attr = DenseElementsAttr::get(vectorType, ArrayRef<APFloat>(value));
  else
    attr = FloatAttr::get(type, value);
  return ConstantOp::create(rewriter, loc, type, attr);
}

/// Identities of one operation with a constant operand. Those that hold for
/// every input, -0.0 and NaN included, need no flag:
///   fadd x, -0.0 -> x     fsub x, +0.0 -> x
///   fmul x, 1.0 -> x      fdiv x, 1.0 -> x
/// The others change some results and need the flags that allow it:
///   fadd x, +0.0 -> x     nsz (-0.0 + +0.0 is +0.0)
///   fsub x, -0.0 -> x     nsz (-0.0 - -0.0 is +0.0)
///   fmul x, 0.0 -> 0.0    nnan nsz (inf * 0 and NaN * 0 are NaN,
///                         -1.0 * 0.0 is -0.0)
///   fsub x, x -> +0.0     nnan (inf - inf is NaN)
struct FAddIdentity : OpRewritePattern<FAddOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FAddOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APFloat> c = getFloatConstant(op.getRhs());
    if (!c || !c->isZero())
      return failure();
    if (c->isPosZero() && !hasFlags(op.getFastmath(), FastMathFlags::nsz))
      return failure();
    rewriter.replaceOp(op, op.getLhs());
    return success();
  }
};

struct FSubIdentity : OpRewritePattern<FSubOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FSubOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getLhs() == op.getRhs()) {
      if (!hasFlags(op.getFastmath(), FastMathFlags::nnan))
        return failure();
      const llvm::fltSemantics &semantics =
          cast<FloatType>(getElementTypeOrSelf(op.getType()))
              .getFloatSemantics();
      rewriter.replaceOp(op, createFloatConstant(rewriter, op.getLoc(),
                                                 op.getType(),
                                                 APFloat::getZero(semantics)));
      return success();
    }
    std::optional<APFloat> c = getFloatConstant(op.getRhs());
    if (!c || !c->isZero())
      return failure();
    if (c->isNegZero() && !hasFlags(op.getFastmath(), FastMathFlags::nsz))
      return failure();
    rewriter.replaceOp(op, op.getLhs());
    return success();
  }
};

static bool isOne(const APFloat &value) {
  return value == APFloat(value.getSemantics(), 1);
}

struct FMulIdentity : OpRewritePattern<FMulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FMulOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APFloat> c = getFloatConstant(op.getRhs());
    if (!c)
      return failure();
    if (isOne(*c)) {
      rewriter.replaceOp(op, op.getLhs());
      return success();
    }
    if (c->isZero() &&
        hasFlags(op.getFastmath(), FastMathFlags::nnan | FastMathFlags::nsz)) {
      rewriter.replaceOp(op, op.getRhs());
      return success();
    }
    return failure();
  }
};

/// fdiv x, 1.0 -> x; fdiv x, C -> fmul x, 1/C when 1/C is exact (C a power
/// of two whose reciprocal is a normal number: both round the same real
/// number once), or, under `arcp`, when 1/C is a normal number. The flags
/// carry over to the multiplication.
struct FDivByConstant : OpRewritePattern<FDivOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(FDivOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APFloat> c = getFloatConstant(op.getRhs());
    if (!c)
      return failure();
    if (isOne(*c)) {
      rewriter.replaceOp(op, op.getLhs());
      return success();
    }
    APFloat reciprocal(c->getSemantics());
    if (c->getExactInverse(&reciprocal)) {
      // exact
    } else if (hasFlags(op.getFastmath(), FastMathFlags::arcp) &&
               c->isFiniteNonZero()) {
      reciprocal = APFloat(c->getSemantics(), 1);
      if ((reciprocal.divide(*c, APFloat::rmNearestTiesToEven) &
           APFloat::opInvalidOp) ||
          !reciprocal.isNormal())
        return failure();
    } else {
      return failure();
    }
    Value constant =
        createFloatConstant(rewriter, op.getLoc(), op.getType(), reciprocal);
    rewriter.replaceOpWithNewOp<FMulOp>(op, op.getType(), op.getLhs(), constant,
                                        op.getFastmathAttr());
    return success();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

/// Constants of the function's own body (not of opaque regions) gather at
/// the top of the entry block, one per value and type, as MLIR's folder
/// keeps them: a constant is free to compute anywhere, and one that
/// dominates every use lets identical ones merge whatever blocks they were
/// materialized in. Counts what merged and what moved.
static void hoistConstants(FuncOp func, unsigned &merged, unsigned &moved) {
  Block &entry = func.getBody().front();
  DenseMap<std::pair<Attribute, Type>, Operation *> unique;
  // The entry block's leading constants are already in place.
  Block::iterator insertion = entry.begin();
  SmallVector<Operation *> constants;
  for (Block &block : func.getBody())
    for (Operation &op : block) {
      Attribute value;
      if (op.getNumOperands() == 0 && op.getNumResults() == 1 &&
          op.getNumRegions() == 0 && matchPattern(&op, m_Constant(&value)))
        constants.push_back(&op);
    }
  for (Operation *op : constants) {
    Attribute value;
    (void)matchPattern(op, m_Constant(&value));
    Operation *&existing = unique[{value, op->getResult(0).getType()}];
    bool atInsertion =
        op->getBlock() == &entry && Block::iterator(op) == insertion;
    if (existing && OperationEquivalence::isEquivalentTo(
                        existing, op, OperationEquivalence::IgnoreLocations)) {
      if (atInsertion)
        ++insertion;
      LLVM_DEBUG(llvm::dbgs()
                 << "  - merge the constant at " << op->getLoc()
                 << " into the one at " << existing->getLoc() << "\n");
      op->replaceAllUsesWith(existing);
      op->erase();
      ++merged;
      continue;
    }
    if (!existing)
      existing = op;
    if (atInsertion) {
      ++insertion;
      continue;
    }
    LLVM_DEBUG(llvm::dbgs() << "  - move the constant at " << op->getLoc()
                            << " to the entry block\n");
    op->moveBefore(&entry, insertion);
    ++moved;
  }
}

namespace {
/// Counts (and logs) the pattern applications that succeeded.
struct RewriteCounter : RewriterBase::Listener {
  void notifyPatternBegin(const Pattern &pattern, Operation *op) override {
    LLVM_DEBUG(root = op->getName().getStringRef().str() + " at " +
                      llvm::formatv("{0}", op->getLoc()).str());
  }
  void notifyPatternEnd(const Pattern &pattern, LogicalResult status) override {
    if (failed(status))
      return;
    ++rewrites;
    LLVM_DEBUG(llvm::dbgs()
               << "  - " << pattern.getDebugName() << " on " << root << "\n");
  }

  unsigned rewrites = 0;
  /// The root of the pattern being applied (for the log only).
  std::string root;
};
} // namespace

namespace {
/// The pass's patterns, frozen once per pass instance. A pass instance runs
/// on one function at a time (the pass manager clones it per thread), so
/// the range pattern reads `ranges`, set before each run. A copy (a clone
/// for another thread) starts empty and freezes its own.
struct PatternCache {
  PatternCache() = default;
  PatternCache(const PatternCache &) {}
  PatternCache &operator=(const PatternCache &) { return *this; }

  const FrozenRewritePatternSet &get(MLIRContext *context) {
    if (!patterns) {
      RewritePatternSet set(context);
      set.add<ICmpConstantToRight, ICmpStrict, ICmpOfExt, NotOfICmp,
              ThreeWayCompare, ICmpOfSelectConstants, ICmpOfDifference,
              ICmpOfCompareArgument, MulByPowerOfTwo, UDivByPowerOfTwo,
              URemByPowerOfTwo, SubConstantToAdd, AddConstants, SExtOfZExt,
              TruncOfExt, SelectSimplify, FAddIdentity, FSubIdentity,
              FMulIdentity, FDivByConstant, AndOfPossibleOnes, AndOfUndef,
              LShrOfPossibleOnes, TruncOfPossibleOnes,
              NarrowTruncatedExpression, CompareLogic<AndOp>,
              CompareLogic<OrOp>, CompareLogic<XorOp>, CompareLogic<ICmpOp>,
              LogicOfZExts<AndOp>, LogicOfZExts<OrOp>, LogicOfZExts<XorOp>,
              SelectOfCompares, SelectOfJoinArgument, LoadOfJoinArgument,
              GEPOfJoinArgument, FoldIntoJoinedArgument<TruncOp>,
              FoldIntoJoinedArgument<LShrOp>, SmallCopyToLoadStore<MemcpyOp>,
              SmallCopyToLoadStore<MemmoveOp>>(context);
      set.add<ICmpByRange, RangeTestByRange, JoinedCompares<AndOp>,
              JoinedCompares<OrOp>, JoinedCompares<SelectOp>,
              SignedDivRemOfNonNegative<SDivOp, UDivOp>,
              SignedDivRemOfNonNegative<SRemOp, URemOp>>(context, ranges);
      patterns = std::make_unique<FrozenRewritePatternSet>(std::move(set));
    }
    return *patterns;
  }

  const RangeInfo *ranges = nullptr;

private:
  std::unique_ptr<FrozenRewritePatternSet> patterns;
};

struct InstCombinePass : vct::impl::InstCombinePassBase<InstCombinePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    cache.ranges = &getAnalysis<RangeInfo>();
    const FrozenRewritePatternSet &frozen = cache.get(&getContext());

    // The function's own operations; opaque regions are not looked into.
    SmallVector<Operation *> ops;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        ops.push_back(&op);

    GreedyRewriteConfig config;
    // The budget is finite (O-39): a negative one, which the driver would
    // read as "no limit", allows no rewrite.
    RewriteCounter counter;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
        .setMaxNumRewrites(std::max<int64_t>(maxIterations, 0))
        .setListener(&counter);
    // Operations change, blocks and edges do not.
    PassOutcome outcome;
    outcome.budgetExhausted =
        failed(applyOpPatternsGreedily(ops, frozen, config, &outcome.changed));
    outcome.budgetNote = "the function may simplify further";
    unsigned merged = 0, moved = 0;
    hoistConstants(func, merged, moved);
    outcome.changed |= merged != 0 || moved != 0;
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    numRewrites += counter.rewrites;
    numConstantsMerged += merged;
    numConstantsMoved += moved;
    if (outcome.changed && reporter.remarksEnabled())
      reporter.passed(func.getLoc(), "Combined", "simplified instructions");
    cache.ranges = nullptr;
  }

  PatternCache cache;
};
} // namespace
