//===- InstCombine.cpp - Algebraic simplification -------------------------===//
//
// The op folders (constant folding at width and signedness, identities,
// cast-of-cast) plus the rewrite patterns below, driven to a fixpoint by
// MLIR's greedy driver over the operations of the function's own body
// (never inside an opaque region), capped by vir.max_iterations rewrites.
//
// Flags: a rewrite keeps nsw/nuw/exact only where they provably carry
// over and never adds one. Integer patterns apply to scalar integers.
//
//===----------------------------------------------------------------------===//

#include "PassUtils.h"
#include "vct/Transforms/Passes.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Optimizer/Reporter.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace vct {
#define GEN_PASS_DEF_INSTCOMBINEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The scalar integer constant `value` holds, if any.
static std::optional<APInt> getScalarConstant(Value value) {
  APInt constant;
  if (isa<IntegerType>(value.getType()) &&
      matchPattern(value, m_ConstantInt(&constant)))
    return constant;
  return std::nullopt;
}

static Value createIntConstant(PatternRewriter &rewriter, Location loc,
                               Type type, const APInt &value) {
  return ConstantOp::create(rewriter, loc, type,
                            rewriter.getIntegerAttr(type, value));
}

/// The negated predicate: `!(a p b)` == `a invert(p) b`.
static ICmpPredicate invertPredicate(ICmpPredicate predicate) {
  switch (predicate) {
  case ICmpPredicate::eq:
    return ICmpPredicate::ne;
  case ICmpPredicate::ne:
    return ICmpPredicate::eq;
  case ICmpPredicate::slt:
    return ICmpPredicate::sge;
  case ICmpPredicate::sle:
    return ICmpPredicate::sgt;
  case ICmpPredicate::sgt:
    return ICmpPredicate::sle;
  case ICmpPredicate::sge:
    return ICmpPredicate::slt;
  case ICmpPredicate::ult:
    return ICmpPredicate::uge;
  case ICmpPredicate::ule:
    return ICmpPredicate::ugt;
  case ICmpPredicate::ugt:
    return ICmpPredicate::ule;
  case ICmpPredicate::uge:
    return ICmpPredicate::ult;
  }
  llvm_unreachable("unknown predicate");
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

/// icmp p x, y -> true/false when the traits' ranges of x and y decide it.
struct ICmpByRange : OpRewritePattern<ICmpOp> {
  ICmpByRange(MLIRContext *context, const RangeInfo &ranges)
      : OpRewritePattern(context), ranges(ranges) {}
  LogicalResult matchAndRewrite(ICmpOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<IntegerType>(op.getLhs().getType()))
      return failure();
    // Two constants are the folder's business.
    if (matchPattern(op.getLhs(), m_Constant()) &&
        matchPattern(op.getRhs(), m_Constant()))
      return failure();
    std::optional<ConstantIntRanges> lhs = ranges.getRange(op.getLhs());
    std::optional<ConstantIntRanges> rhs = ranges.getRange(op.getRhs());
    if (!lhs || !rhs)
      return failure();
    std::optional<bool> known = intrange::evaluatePred(
        static_cast<intrange::CmpPredicate>(op.getPredicate()), *lhs, *rhs);
    if (!known)
      return failure();
    Value constant = createIntConstant(rewriter, op.getLoc(), op.getType(),
                                       APInt(1, *known ? 1 : 0));
    rewriter.replaceOp(op, constant);
    return success();
  }
  const RangeInfo &ranges;
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
    rewriter.replaceOpWithNewOp<ICmpOp>(op,
                                        invertPredicate(icmp.getPredicate()),
                                        icmp.getLhs(), icmp.getRhs());
    return success();
  }
};

/// mul x, 2^k -> shl x, k. `nuw` carries over; `nsw` is dropped.
struct MulByPowerOfTwo : OpRewritePattern<MulOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(MulOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || !c->isPowerOf2() || c->isOne())
      return failure();
    Value shift = createIntConstant(
        rewriter, op.getLoc(), op.getType(),
        APInt(c->getBitWidth(), c->logBase2()));
    auto shl = rewriter.replaceOpWithNewOp<ShlOp>(op, op.getLhs(), shift);
    if (op.getNuw())
      shl.setNuw(true);
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
    Value shift = createIntConstant(
        rewriter, op.getLoc(), op.getType(),
        APInt(c->getBitWidth(), c->logBase2()));
    auto lshr = rewriter.replaceOpWithNewOp<LShrOp>(op, op.getLhs(), shift);
    if (op.getExact())
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
    Value mask = createIntConstant(rewriter, op.getLoc(), op.getType(),
                                   *c - 1);
    rewriter.replaceOpWithNewOp<AndOp>(op, op.getLhs(), mask);
    return success();
  }
};

/// sub x, C -> add x, -C (the canonical form the other patterns expect).
/// Flags are dropped: `sub nsw x, C` does not make `add nsw x, -C` hold for
/// C = INT_MIN, and nuw never carries over.
struct SubConstantToAdd : OpRewritePattern<SubOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(SubOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> c = getScalarConstant(op.getRhs());
    if (!c || c->isZero())
      return failure();
    Value negated =
        createIntConstant(rewriter, op.getLoc(), op.getType(), -*c);
    rewriter.replaceOpWithNewOp<AddOp>(op, op.getLhs(), negated);
    return success();
  }
};

/// add (add x, C1), C2 -> add x, C1+C2 (flags dropped).
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
    Value sum =
        createIntConstant(rewriter, op.getLoc(), op.getType(), *c1 + *c2);
    rewriter.replaceOpWithNewOp<AddOp>(op, inner.getLhs(), sum);
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
      Value one = createIntConstant(rewriter, op.getLoc(),
                                    condition.getType(), APInt(1, 1));
      rewriter.replaceOpWithNewOp<XorOp>(op, condition, one);
      return success();
    }
    auto negation = condition.getDefiningOp<XorOp>();
    if (negation && matchPattern(negation.getRhs(), m_One())) {
      rewriter.replaceOpWithNewOp<SelectOp>(op, negation.getLhs(),
                                            op.getFalseValue(),
                                            op.getTrueValue());
      return success();
    }
    return failure();
  }
};
} // namespace

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct InstCombinePass : vct::impl::InstCombinePassBase<InstCombinePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    const RangeInfo &ranges = getAnalysis<RangeInfo>();

    RewritePatternSet patterns(&getContext());
    patterns.add<ICmpConstantToRight, ICmpStrict, NotOfICmp, MulByPowerOfTwo,
                 UDivByPowerOfTwo, URemByPowerOfTwo, SubConstantToAdd,
                 AddConstants, SExtOfZExt, TruncOfExt, SelectSimplify>(
        &getContext());
    patterns.add<ICmpByRange>(&getContext(), ranges);
    FrozenRewritePatternSet frozen(std::move(patterns));

    // The function's own operations; opaque regions are not looked into.
    SmallVector<Operation *> ops;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        ops.push_back(&op);

    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
        .setMaxNumRewrites(maxIterations);
    bool changed = false;
    if (failed(applyOpPatternsGreedily(ops, frozen, config, &changed)))
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "the function may simplify further");
    if (!changed)
      return markAllAnalysesPreserved();
    if (reporter.remarksEnabled())
      reporter.passed(func.getLoc(), "Combined",
                      "simplified instructions");
    // Operations change, blocks and edges do not.
    markAnalysesPreserved<DominanceInfo, PostDominanceInfo, LoopInfo,
                          AliasInfo, RangeInfo>();
  }
};
} // namespace
