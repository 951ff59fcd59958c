//===- LoopInterleave.cpp - Split the reductions of counted loops ---------===//
//
// For each innermost natural loop carrying an epoch-valid `interleave`
// request on its back-edge branch (O-20):
//
//  1. Order. With `vectorize-later` (the stage-4 slot) a loop that still
//     carries an epoch-valid `vectorize` request is left, with both
//     requests, to the slot after loop-vectorize: an interleaved loop is no
//     longer the single-block counted loop the vectorizer takes.
//  2. Shape. A bottom-tested counted loop (Utils/LoopUtils.h
//     matchBottomTestedLoop and findCountedLoop, the latch the only exit);
//     no vir.opaque_region (O-36).
//  3. Reductions. A header argument other than the induction variable
//     whose back-edge value is one associative operation of it (integer
//     add, sub with the accumulator on the left, mul, and, or, xor, min/max
//     as icmp + select; float fadd/fmul with `reassoc`), which nothing else
//     in the loop reads, and whose result the loop reads only on its back
//     edge and exit edge. Other header arguments are recurrences, chained
//     through the copies as loop-unroll chains them. A float reduction
//     without `reassoc` refuses the loop (its chain would stay the critical
//     path); a loop without a reduction is loop-unroll's to unroll.
//  4. Code. Runtime unrolling by F (Utils/LoopUtils.h unrollWithPrologue,
//     shared with loop-unroll): a prologue runs N mod F iterations, the
//     loop F copies per exit test. Then each reduction gets F - 1 new
//     header arguments: copy k > 0 accumulates into its own, started at
//     the identity (min/max, and, or: the start value), copy 0 into the
//     original. A middle block on the exit edge combines the F partial
//     values; the SSA updater merges them with the prologue's for the uses
//     after the loop. The integer reduction operations of the copies lose
//     nsw/nuw and `range` facts (their partial values are not the
//     sequential ones); float ones keep their flags (reassoc allows it).
//  5. Requests. The interleave request is accepted and consumed; the
//     loop's unroll and vectorize requests are denied AlreadyDone ("the
//     loop was interleaved by F") and consumed: loop-unroll does not
//     unroll it again.
//
// Reference: LLVM's interleaving of scalar loops in LoopVectorize
// (selectInterleaveCount, reductions with several partial accumulators).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/Dominance.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPINTERLEAVEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-interleave"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// A reduction carried in a header argument.
struct Reduction {
  BlockArgument arg;
  /// The value on the back edge.
  Value update;
  /// The operations from `arg` to `update` (a binary operation, or an icmp
  /// and a select).
  SmallVector<Operation *, 2> ops;
  /// The operand combined with the accumulator.
  Value other;
  /// The partial accumulators' start: the identity, or null for the start
  /// value itself (min/max).
  TypedAttr identity;
  /// "add", "smin", "fadd", ...
  StringRef kind;
};

/// What the header arguments are.
struct Classification {
  SmallVector<Reduction> reductions;
  /// Why the loop is refused, when it is.
  std::optional<std::string> refusal;
};

class LoopInterleave {
public:
  LoopInterleave(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
                 const RangeInfo &ranges, PassReporter &reporter,
                 const LoopInterleavePassOptions &options)
      : func(func), dominance(dominance), loops(&loops), ranges(ranges),
        reporter(reporter), budget{options.maxIterations}, options(options) {}

  LogicalResult run() {
    for (Block *header : loops->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool exhausted() const { return budget.exhausted; }
  unsigned interleaved = 0, reductions = 0, copies = 0;

private:
  LogicalResult processLoop(Block *header);
  Classification classify(const BottomTestedLoop &shape,
                          const CountedLoop &counted, CFGLoop *loop);
  LogicalResult interleave(CFGLoop *loop, const BottomTestedLoop &shape,
                           const CountedLoop &counted,
                           ArrayRef<Reduction> split, uint64_t factor,
                           RequestAttr request);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }
  std::string nameOf(Value value) {
    if (!asmState)
      asmState = std::make_unique<AsmState>(func.getOperation(),
                                            OpPrintingFlags().assumeVerified());
    std::string text;
    llvm::raw_string_ostream os(text);
    value.printAsOperand(os, *asmState);
    return text;
  }
  void rebuild() {
    asmState.reset();
    dominance.invalidate(&func.getBody());
    rebuiltLoops = std::make_unique<LoopInfo>(func, dominance);
    loops = rebuiltLoops.get();
  }

  FuncOp func;
  DominanceInfo &dominance;
  LoopInfo *loops;
  std::unique_ptr<LoopInfo> rebuiltLoops;
  std::unique_ptr<AsmState> asmState;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopInterleavePassOptions &options;
};
} // namespace

static std::string describeType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  type.print(os);
  return text;
}

/// Matches `update`, the back-edge value of `arg`, as a reduction the pass
/// splits. Sets `blocked` (and returns null) for a float reduction without
/// reassoc.
static std::optional<Reduction> matchReduction(BlockArgument arg, Value update,
                                               CFGLoop *loop, bool &blocked) {
  Operation *op = update.getDefiningOp();
  if (!op || !loop->contains(op->getBlock()) || op->getNumResults() != 1)
    return std::nullopt;
  Type type = arg.getType();
  Builder builder(arg.getContext());
  Reduction reduction;
  reduction.arg = arg;
  reduction.update = update;
  bool isBinary = op->getNumOperands() == 2;
  bool onLhs = isBinary && op->getOperand(0) == arg && op->getOperand(1) != arg;
  bool onRhs = isBinary && op->getOperand(1) == arg && op->getOperand(0) != arg;
  auto binary = [&](StringRef kind, TypedAttr identity) {
    reduction.kind = kind;
    reduction.identity = identity;
    reduction.ops = {op};
    reduction.other = onLhs ? op->getOperand(1) : op->getOperand(0);
  };
  bool matched = false;
  if (auto intType = dyn_cast<IntegerType>(type); intType && (onLhs || onRhs)) {
    unsigned bits = intType.getWidth();
    auto intAttr = [&](int64_t value) {
      return builder.getIntegerAttr(type, APInt(bits, value, true));
    };
    matched = true;
    if (isa<AddOp>(op))
      binary("add", intAttr(0));
    else if (isa<SubOp>(op) && onLhs)
      binary("sub", intAttr(0));
    else if (isa<MulOp>(op))
      binary("mul", intAttr(1));
    else if (isa<AndOp>(op))
      binary("and", nullptr);
    else if (isa<OrOp>(op))
      binary("or", nullptr);
    else if (isa<XorOp>(op))
      binary("xor", intAttr(0));
    else
      matched = false;
  }
  if (isa<FloatType>(type) && (onLhs || onRhs) && isa<FAddOp, FMulOp>(op)) {
    auto flags = op->getAttrOfType<FastMathFlagsAttr>("fastmath");
    bool isAdd = isa<FAddOp>(op);
    binary(isAdd ? "fadd" : "fmul",
           builder.getFloatAttr(type, isAdd ? -0.0 : 1.0));
    if (!flags ||
        !bitEnumContainsAll(flags.getValue(), FastMathFlags::reassoc)) {
      blocked = true;
      return reduction;
    }
    matched = true;
  }
  if (auto select = dyn_cast<SelectOp>(op); select && isa<IntegerType>(type)) {
    auto cmp = select.getCondition().getDefiningOp<ICmpOp>();
    Value t = select.getTrueValue(), f = select.getFalseValue();
    if (cmp && cmp->hasOneUse() && (t == arg) != (f == arg)) {
      Value other = t == arg ? f : t;
      std::optional<ICmpPredicate> predicate;
      if (cmp.getLhs() == arg && cmp.getRhs() == other)
        predicate = cmp.getPredicate();
      else if (cmp.getLhs() == other && cmp.getRhs() == arg)
        predicate = swapICmpPredicate(cmp.getPredicate());
      // select(arg < other, arg, other) is a minimum.
      bool keepsArg = t == arg;
      StringRef kind;
      if (predicate)
        switch (*predicate) {
        case ICmpPredicate::slt:
        case ICmpPredicate::sle:
          kind = keepsArg ? "smin" : "smax";
          break;
        case ICmpPredicate::sgt:
        case ICmpPredicate::sge:
          kind = keepsArg ? "smax" : "smin";
          break;
        case ICmpPredicate::ult:
        case ICmpPredicate::ule:
          kind = keepsArg ? "umin" : "umax";
          break;
        case ICmpPredicate::ugt:
        case ICmpPredicate::uge:
          kind = keepsArg ? "umax" : "umin";
          break;
        default:
          break;
        }
      if (!kind.empty()) {
        reduction.kind = kind;
        reduction.ops = {cmp, op};
        reduction.other = other;
        matched = true;
      }
    }
  }
  if (!matched)
    return std::nullopt;
  // The accumulator feeds only the reduction's own operations.
  for (OpOperand &use : arg.getUses())
    if (!llvm::is_contained(reduction.ops, use.getOwner()))
      return std::nullopt;
  return reduction;
}

Classification LoopInterleave::classify(const BottomTestedLoop &shape,
                                        const CountedLoop &counted,
                                        CFGLoop *loop) {
  Classification result;
  CondBrOp test = shape.test;
  OperandRange backValues =
      test.getSuccessorOperands(shape.headerIndex).getForwardedOperands();
  unsigned firstBack = backValues.getBeginOperandIndex();
  for (BlockArgument arg : shape.header->getArguments()) {
    if (arg == counted.iv.iv)
      continue;
    Value update = backValues[arg.getArgNumber()];
    bool blocked = false;
    std::optional<Reduction> reduction =
        matchReduction(arg, update, loop, blocked);
    if (!reduction)
      continue;
    // The result is read in the loop only by the latch's test: once on the
    // back edge, for this argument, and on the exit edge.
    bool onlyEdges = true;
    for (OpOperand &use : update.getUses()) {
      Operation *user = use.getOwner();
      if (!loop->contains(user->getBlock()))
        continue;
      if (user != test.getOperation()) {
        onlyEdges = false;
        break;
      }
      unsigned index = use.getOperandNumber();
      bool onBackEdge =
          index >= firstBack && index < firstBack + backValues.size();
      if (index == 0 ||
          (onBackEdge && index - firstBack != arg.getArgNumber())) {
        onlyEdges = false;
        break;
      }
    }
    if (!onlyEdges)
      continue;
    if (blocked) {
      result.refusal = llvm::formatv("the {0} {1} reduction of {2} needs "
                                     "reassoc: splitting it reorders the "
                                     "operations and changes the result",
                                     describeType(arg.getType()),
                                     reduction->kind, nameOf(arg))
                           .str();
      return result;
    }
    result.reductions.push_back(*reduction);
  }
  return result;
}

LogicalResult LoopInterleave::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found = findLoopRequest(
      loop, *loops, branch, RequestKind::interleave, func, reporter);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  // The vectorizer takes it first; the later slot interleaves what it
  // leaves.
  if (options.vectorizeLater &&
      TraitView::forOp(branch).getRequest(RequestKind::vectorize))
    return success();
  if (!budget.take())
    return record(branch, request, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");
  BottomTestedLoop shape;
  if (std::optional<std::string> why =
          matchBottomTestedLoop(func, loop, reporter, "interleaved", shape))
    return record(branch, request, DenyReason::Unsupported, *why);

  uint64_t factor = request.getFactor() ? request.getFactor() : options.factor;
  if (factor == 0)
    return record(branch, request, DenyReason::CostModel,
                  "the request gives no factor and the pass's factor is 0");
  if (factor == 1)
    return record(branch, request, DenyReason::CostModel,
                  "the factor is 1: nothing to interleave");
  std::optional<CountedLoop> counted = findCountedLoop(loop, ranges);
  if (!counted || counted->exiting != shape.latch)
    return record(branch, request, DenyReason::Unsupported,
                  "the loop is not counted: its exit test is not one "
                  "comparison of an induction variable stepping by one with "
                  "a loop-invariant bound");
  unsigned width = counted->iv.iv.getType().getIntOrFloatBitWidth();
  if (width < 64 && factor >= (uint64_t(1) << (width - 1)))
    return record(branch, request, DenyReason::Unsupported,
                  llvm::formatv("the factor {0} does not fit the induction "
                                "variable's i{1}",
                                factor, width));
  if (counted->tripCount && *counted->tripCount < factor)
    return record(branch, request, DenyReason::CostModel,
                  llvm::formatv("the trip count {0} is below the factor {1}",
                                *counted->tripCount, factor));
  Classification values = classify(shape, *counted, loop);
  if (values.refusal)
    return record(branch, request, DenyReason::Unsupported, *values.refusal);
  if (values.reductions.empty())
    return record(branch, request, DenyReason::CostModel,
                  "the loop carries no reduction to split: interleaving it "
                  "would only unroll it (loop-unroll's request)");
  unsigned size = countOps(shape.blocks);
  if (factor * size > options.sizeBudget)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} copies of {1} operations exceed "
                                "size-budget ({2})",
                                factor, size, options.sizeBudget));
  if (CFGLoop *parent = loop->getParentLoop();
      parent && parent->getHeader() == shape.exit)
    return record(branch, request, DenyReason::Unsupported,
                  "the loop's exit is the enclosing loop's header: the "
                  "remainder would add a back edge to it");
  return interleave(loop, shape, *counted, values.reductions, factor, request);
}

/// Drops what speaks of one sequential value from the integer operation
/// `op`, which now computes a partial one.
static void dropSequentialFacts(Operation *op) {
  op->removeAttr("nsw");
  op->removeAttr("nuw");
  removeTraits<RangeAttr>(op);
}

/// Combines partial values `a` and `b` of `reduction`.
static Value combine(OpBuilder &builder, const Reduction &reduction, Value a,
                     Value b) {
  // acc - x0 - x1 ... = (acc - x0 ...) + (0 - x1 ...).
  if (reduction.kind == "sub")
    return AddOp::create(builder, reduction.update.getLoc(), a, b);
  IRMapping mapping;
  mapping.map(reduction.arg, a);
  mapping.map(reduction.other, b);
  for (Operation *op : reduction.ops) {
    Operation *copy = builder.clone(*op, mapping);
    setTraitList(copy, {});
    if (isa<IntegerType>(a.getType()))
      dropSequentialFacts(copy);
  }
  return mapping.lookup(reduction.update);
}

LogicalResult LoopInterleave::interleave(CFGLoop *loop,
                                         const BottomTestedLoop &shape,
                                         const CountedLoop &counted,
                                         ArrayRef<Reduction> split,
                                         uint64_t factor, RequestAttr request) {
  LLVM_DEBUG(llvm::dbgs() << "interleaving by " << factor << " with "
                          << split.size() << " reduction(s)\n");
  std::string names;
  for (const Reduction &reduction : split)
    names +=
        llvm::formatv("{0}{1} ({2} {3})", names.empty() ? "" : ", ",
                      nameOf(reduction.arg),
                      describeType(reduction.arg.getType()), reduction.kind)
            .str();
  Block *header = shape.header;
  RuntimeUnrolledLoop unrolled =
      unrollWithPrologue(func, loop, shape, counted, factor, dominance);
  auto backEdge = cast<CondBrOp>(unrolled.backEdge);
  unsigned exitIndex = 1 - shape.headerIndex;

  // The partial accumulators: argument [r][k - 1] of reduction r, copy k.
  auto entry = cast<BrOp>(unrolled.loopEntry->getTerminator());
  OpBuilder builder(entry);
  SmallVector<Value> seeds, backValues;
  for (const Reduction &reduction : split) {
    Type type = reduction.arg.getType();
    Value seed =
        reduction.identity
            ? ConstantOp::create(builder, reduction.arg.getLoc(), type,
                                 reduction.identity)
                  .getResult()
            : unrolled.loopEntry->getArgument(reduction.arg.getArgNumber());
    for (uint64_t k = 1; k < factor; ++k) {
      Value partial = header->addArgument(type, reduction.arg.getLoc());
      unrolled.lookup(k, Value(reduction.arg)).replaceAllUsesWith(partial);
      seeds.push_back(seed);
      backValues.push_back(unrolled.lookup(k, reduction.update));
    }
    // Copy 0 keeps the original accumulator.
    SuccessorOperands back = backEdge.getSuccessorOperands(shape.headerIndex);
    back.getMutableForwardedOperands()[reduction.arg.getArgNumber()].set(
        reduction.update);
    for (uint64_t k = 0; k < factor; ++k)
      for (Operation *op : reduction.ops)
        if (isa<IntegerType>(reduction.arg.getType()))
          dropSequentialFacts(unrolled.lookup(k, op));
  }
  entry.getDestOperandsMutable().append(seeds);
  backEdge.getSuccessorOperands(shape.headerIndex).append(backValues);

  // The middle block combines the partial values on the way out.
  auto *middle = new Block();
  func.getBody().getBlocks().insert(shape.exit->getIterator(), middle);
  unrolled.inside.insert(middle);
  builder.setInsertionPointToEnd(middle);
  IRMapping middleMap = unrolled.maps[factor - 1];
  SmallVector<Value> exitValues(
      backEdge.getSuccessorOperands(exitIndex).getForwardedOperands());
  for (const Reduction &reduction : split) {
    Value total = reduction.update;
    for (uint64_t k = 1; k < factor; ++k)
      total = combine(builder, reduction, total,
                      unrolled.lookup(k, reduction.update));
    Value last = unrolled.lookup(factor - 1, reduction.update);
    for (Value &value : exitValues)
      if (value == last)
        value = total;
    middleMap.map(reduction.update, total);
  }
  BrOp::create(builder, backEdge.getLoc(), shape.exit, exitValues);
  backEdge.getSuccessorOperands(exitIndex)
      .getMutableForwardedOperands()
      .clear();
  backEdge->setSuccessor(middle, exitIndex);

  std::pair<Block *, IRMapping *> exits[] = {
      {unrolled.prologueLatch, &unrolled.prologueMap}, {middle, &middleMap}};
  if (failed(mergeLoopLiveOuts(func, shape, unrolled.inside, exits, dominance,
                               backEdge, DEBUG_TYPE)))
    return failure();
  ++interleaved;
  reductions += split.size();
  copies += factor;

  std::string note = llvm::formatv("interleaved by {0} with a remainder loop, "
                                   "{1} reduction(s) split: {2}",
                                   factor, split.size(), names)
                         .str();
  if (failed(record(backEdge, request, std::nullopt, note)))
    return failure();
  // Interleaved is unrolled: no later unroll or vectorize of these copies.
  SmallVector<RequestAttr> done{request};
  std::string doneNote =
      llvm::formatv("the loop was interleaved by {0}", factor).str();
  for (RequestAttr other : TraitView::forOp(backEdge).getRequests())
    if (other.getKind() == RequestKind::unroll ||
        other.getKind() == RequestKind::vectorize) {
      if (failed(record(backEdge, other, DenyReason::AlreadyDone, doneNote)))
        return failure();
      done.push_back(other);
    }
  consumeRequests(backEdge, done);
  rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopInterleavePass
    : vct::impl::LoopInterleavePassBase<LoopInterleavePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::interleave}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopInterleavePassOptions options{maxIterations, factor, sizeBudget,
                                      vectorizeLater};
    LoopInterleave pass(func, getAnalysis<DominanceInfo>(), loops,
                        getAnalysis<RangeInfo>(), reporter, options);
    if (failed(pass.run()))
      return signalPassFailure();
    if (pass.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not interleaved");
    numInterleaved += pass.interleaved;
    numReductions += pass.reductions;
    numCopies += pass.copies;
    if (pass.interleaved == 0)
      return markAllAnalysesPreserved();
  }
};
} // namespace
