//===- LoopUnroll.cpp - Unroll counted loops the front end asked for ------===//
//
// For each innermost natural loop carrying an epoch-valid `unroll` request
// on its back-edge branch (O-20):
//
//  1. Shape. A bottom-tested loop: one latch, ending in `vir.cond_br` to
//     the header and to an exit, and the only exiting block; no
//     `vir.opaque_region` (O-36). Rotation (which runs first) makes this
//     shape from header-tested loops.
//  2. Trip count. The latch's test compares an induction variable (or its
//     next value) with a constant; the variable starts at a constant and
//     steps by one. The trip count is found by running the test on those
//     constants, at the variable's width with its wrapping, for at most
//     `max-full-trip` iterations — exact arithmetic on the IR's own
//     operations, no scalar evolution (O-16). A variable whose increment
//     says it does not wrap (nsw/nuw or a range fact) but would: Unsupported.
//  3. Full unroll, when the trip count T is known, T × size is within
//     `full-budget` and (at -Oz, `only-shrinking`) the copies without their
//     tests are no larger than the loop (O-45): T - 1 copies of the loop's
//     blocks (Utils/LoopCloner.h: facts of one execution kept, requests
//     dropped), chained latch to next header by `vir.br`, the last one into
//     the exit; uses after the loop read the last copy's values (the last
//     latch dominates them: it is the only way out). The loop is gone: its
//     unroll request is accepted, its other requests AlreadyDone.
//  4. Partial unroll, for a request with a factor F below T (or without a
//     known T) when F × size is within `partial-budget`: F - 1 copies, each
//     keeping its exit test, chained by their back edges, the last copy's
//     back edge to the original header. It carries the loop's requests
//     (moveLoopTraits) with the unroll request consumed; the copies' latch
//     branches drop theirs. Values used after the loop now have one
//     definition per copy, merged by the SSA updater.
//
// Reference: LLVM's LoopUnroll (UnrollLoop, computeUnrollCount).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPUNROLLPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-unroll"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// A loop of the shape the pass handles.
struct LoopShape {
  Block *header = nullptr, *latch = nullptr, *exit = nullptr;
  CondBrOp test;
  /// The successor index of the back edge in `test`.
  unsigned headerIndex = 0;
  /// The loop's blocks in region order.
  SmallVector<Block *> blocks;
};

/// The trip count, or why there is none.
struct TripCount {
  std::optional<uint64_t> count;
  /// Set when the count is unknown because of a wrap the IR rules out.
  bool wraps = false;
  /// Set when the loop runs more than the simulation limit.
  bool exceeds = false;
};

class LoopUnroll {
public:
  LoopUnroll(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
             const RangeInfo &ranges, PassReporter &reporter,
             const LoopUnrollPassOptions &options)
      : func(func), dominance(dominance), loops(&loops), ranges(ranges),
        reporter(reporter), budget{options.maxIterations}, options(options) {}

  LogicalResult run() {
    for (Block *header : loops->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool changed() const { return fully + partially != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned fully = 0, partially = 0, copies = 0;

private:
  LogicalResult processLoop(Block *header);
  std::optional<std::string> matchShape(CFGLoop *loop, LoopShape &shape);
  TripCount getTripCount(CFGLoop *loop, const LoopShape &shape);
  LogicalResult unrollFully(CFGLoop *loop, const LoopShape &shape,
                            uint64_t trip, RequestAttr request);
  LogicalResult unrollPartially(CFGLoop *loop, const LoopShape &shape,
                                uint64_t factor, RequestAttr request);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note);
  void rebuild() {
    dominance.invalidate(&func.getBody());
    rebuiltLoops = std::make_unique<LoopInfo>(func, dominance);
    loops = rebuiltLoops.get();
  }

  FuncOp func;
  DominanceInfo &dominance;
  LoopInfo *loops;
  std::unique_ptr<LoopInfo> rebuiltLoops;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopUnrollPassOptions &options;
};
} // namespace

LogicalResult LoopUnroll::record(Operation *branch, RequestAttr request,
                                 std::optional<DenyReason> reason,
                                 const Twine &note) {
  RequestResult result = reason
                             ? RequestResult::deny(request, *reason, note.str())
                             : RequestResult::accept(request, note.str());
  return reporter.recordRequest(branch, describeRequestSubject(branch), result);
}

LogicalResult LoopUnroll::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  // Several latches: each back-edge branch's request is denied.
  SmallVector<Operation *> carriers;
  for (Block *latch : latches)
    carriers.push_back(latch->getTerminator());
  RequestAttr request;
  for (Operation *carrier : carriers) {
    TraitView traits = TraitView::forOp(carrier);
    for (TraitAttrInterface stale : traits.getStale())
      if (auto staleRequest = dyn_cast<RequestAttr>(stale);
          staleRequest && staleRequest.getKind() == RequestKind::unroll)
        reporter.missed(carrier->getLoc(), "StaleRequest",
                        llvm::formatv("ignored stale unroll request (stamped "
                                      "at epoch {0}, the function is at {1})",
                                      staleRequest.getEpoch(),
                                      func.getCurrentEpoch()));
    RequestAttr found = traits.getRequest(RequestKind::unroll);
    if (!found)
      continue;
    if (!branch) {
      if (failed(record(
              carrier, found, DenyReason::Unsupported,
              llvm::formatv("the loop has {0} latches", latches.size()))))
        return failure();
      continue;
    }
    request = found;
  }
  if (!request)
    return success();
  if (!budget.take())
    return record(branch, request, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");
  LoopShape shape;
  if (std::optional<std::string> why = matchShape(loop, shape))
    return record(branch, request, DenyReason::Unsupported, *why);

  unsigned size = countOps(shape.blocks);
  TripCount trip = getTripCount(loop, shape);
  uint64_t factor = request.getFactor();
  if (trip.wraps)
    return record(branch, request, DenyReason::Unsupported,
                  "the induction variable would wrap although its increment "
                  "says it does not");

  // Full unrolling.
  if (trip.count && (factor == 0 || *trip.count <= factor)) {
    uint64_t total = *trip.count * size;
    if (total > options.fullBudget)
      return record(branch, request, DenyReason::TooLarge,
                    llvm::formatv("{0} iterations of {1} operations exceed "
                                  "full-budget ({2})",
                                  *trip.count, size, options.fullBudget));
    // Each copy loses its test and branch.
    uint64_t after = *trip.count * (size > 2 ? size - 2 : 0);
    if (options.onlyShrinking && after > size)
      return record(branch, request, DenyReason::CostModel,
                    llvm::formatv("at -Oz a full unroll must not grow the "
                                  "code ({0} operations for {1})",
                                  after, size));
    return unrollFully(loop, shape, *trip.count, request);
  }
  if (factor < 2) {
    if (trip.exceeds)
      return record(branch, request, DenyReason::TooLarge,
                    llvm::formatv("the trip count is more than max-full-trip "
                                  "({0})",
                                  options.maxFullTrip));
    return record(branch, request, DenyReason::CostModel,
                  "no constant trip count, and no factor: partial "
                  "unrolling keeps every exit test, which the cost model "
                  "does not count as a gain");
  }
  if (options.partialBudget == 0)
    return record(branch, request, DenyReason::CostModel,
                  "partial unrolling is off (partial-budget=0)");
  if (factor * size > options.partialBudget)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} copies of {1} operations exceed "
                                "partial-budget ({2})",
                                factor, size, options.partialBudget));
  return unrollPartially(loop, shape, factor, request);
}

std::optional<std::string> LoopUnroll::matchShape(CFGLoop *loop,
                                                  LoopShape &shape) {
  if (!loop->getSubLoops().empty())
    return std::string("the loop contains loops");
  for (Block &block : func.getBody()) {
    if (!loop->contains(&block))
      continue;
    shape.blocks.push_back(&block);
    for (Operation &op : block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not unrolled");
        return std::string("the loop contains a vir.opaque_region; no code "
                           "is copied across a region barrier");
      }
  }
  shape.header = loop->getHeader();
  shape.latch = LoopInfo::getLatch(loop);
  shape.test = dyn_cast<CondBrOp>(shape.latch->getTerminator());
  if (!shape.test || loop->contains(shape.test.getTrueDest()) ==
                         loop->contains(shape.test.getFalseDest()))
    return std::string("the loop is not bottom-tested: its latch does not "
                       "exit");
  shape.headerIndex = shape.test.getTrueDest() == shape.header ? 0 : 1;
  if (shape.test->getSuccessor(shape.headerIndex) != shape.header)
    return std::string("the latch's test does not branch to the header");
  shape.exit = shape.test->getSuccessor(1 - shape.headerIndex);
  SmallVector<Block *> exiting;
  loop->getExitingBlocks(exiting);
  if (exiting.size() != 1)
    return std::string("a block other than the latch exits the loop");
  if (!LoopInfo::getPreheader(loop))
    return std::string("the loop has no preheader");
  return std::nullopt;
}

TripCount LoopUnroll::getTripCount(CFGLoop *loop, const LoopShape &shape) {
  TripCount result;
  CondBrOp test = shape.test;
  auto cmp = test.getCondition().getDefiningOp<ICmpOp>();
  if (!cmp || !isa<IntegerType>(cmp.getLhs().getType()))
    return result;
  for (const InductionVariable &iv : findInductionVariables(loop, ranges)) {
    if (!iv.constantStep)
      continue;
    std::optional<APInt> start = getScalarConstant(iv.start);
    if (!start)
      continue;
    // Which side is the variable, and is it the next value?
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    ICmpPredicate predicate = cmp.getPredicate();
    bool onNext;
    std::optional<APInt> bound;
    auto matches = [&](Value side) {
      return side == iv.iv || side == iv.getNext();
    };
    if (matches(lhs)) {
      bound = getScalarConstant(rhs);
      onNext = lhs == iv.getNext();
    } else if (matches(rhs)) {
      bound = getScalarConstant(lhs);
      onNext = rhs == iv.getNext();
      predicate = swapICmpPredicate(predicate);
    } else {
      continue;
    }
    if (!bound)
      continue;
    bool continueOnTrue = shape.headerIndex == 0;
    APInt value = *start;
    const APInt &step = *iv.constantStep;
    // Each simulated iteration is one step of the budgeted work.
    for (uint64_t k = 1; k <= options.maxFullTrip; ++k) {
      bool overflow = false;
      APInt next = value.sadd_ov(step, overflow);
      if (overflow && iv.noSignedWrap) {
        result.wraps = true;
        return result;
      }
      bool unsignedOverflow = false;
      if (step.isNegative())
        (void)value.usub_ov(-step, unsignedOverflow);
      else
        (void)value.uadd_ov(step, unsignedOverflow);
      if (unsignedOverflow && iv.noUnsignedWrap) {
        result.wraps = true;
        return result;
      }
      bool holds = evaluateICmp(predicate, onNext ? next : value, *bound);
      if (holds != continueOnTrue) {
        result.count = k;
        return result;
      }
      value = next;
    }
    result.exceeds = true;
    return result;
  }
  return result;
}

/// Replaces terminator `old` by `vir.br dest(operands)`.
static Operation *replaceByBranch(Operation *old, Block *dest,
                                  ValueRange operands) {
  OpBuilder builder(old);
  Operation *branch = BrOp::create(builder, old->getLoc(), dest, operands);
  old->erase();
  return branch;
}

LogicalResult LoopUnroll::unrollFully(CFGLoop *loop, const LoopShape &shape,
                                      uint64_t trip, RequestAttr request) {
  LLVM_DEBUG(llvm::dbgs() << "fully unrolling " << trip << " iterations\n");
  SmallVector<IRMapping> maps(trip);
  llvm::SetVector<Block *> inLoop(shape.blocks.begin(), shape.blocks.end());
  for (uint64_t k = 1; k < trip; ++k)
    for (Block *copy : cloneBlocks(shape.blocks, shape.exit, maps[k],
                                   CopyTraitPolicy{false, nullptr, false}))
      inLoop.insert(copy);
  auto lookup = [&](uint64_t k, auto thing) {
    return k == 0 ? thing : maps[k].lookup(thing);
  };

  // Uses after the loop read the last copy's values.
  for (Block *block : shape.blocks) {
    SmallVector<Value> values(block->getArguments());
    for (Operation &op : *block)
      llvm::append_range(values, op.getResults());
    for (Value value : values)
      for (OpOperand &use : llvm::make_early_inc_range(value.getUses()))
        if (!inLoop.contains(use.getOwner()->getBlock()))
          use.set(lookup(trip - 1, value));
  }

  // The loop's results, then its back-edge branch goes.
  Operation *original = shape.latch->getTerminator();
  std::string note = llvm::formatv("fully unrolled {0} iterations", trip).str();
  bool failed = mlir::failed(record(original, request, std::nullopt, note));
  for (RequestAttr other : TraitView::forOp(original).getRequests())
    if (other != request)
      failed |= mlir::failed(record(original, other, DenyReason::AlreadyDone,
                                    "the loop was fully unrolled"));

  // Chain the copies.
  for (uint64_t k = 0; k < trip; ++k) {
    auto test = cast<CondBrOp>(lookup(k, shape.latch)->getTerminator());
    if (k + 1 < trip)
      replaceByBranch(
          test, lookup(k + 1, shape.header),
          test.getSuccessorOperands(shape.headerIndex).getForwardedOperands());
    else
      replaceByBranch(test, shape.exit,
                      test.getSuccessorOperands(1 - shape.headerIndex)
                          .getForwardedOperands());
  }
  ++fully;
  copies += trip - 1;
  rebuild();
  return failure(failed);
}

LogicalResult LoopUnroll::unrollPartially(CFGLoop *loop, const LoopShape &shape,
                                          uint64_t factor,
                                          RequestAttr request) {
  LLVM_DEBUG(llvm::dbgs() << "unrolling by " << factor << "\n");
  SmallVector<IRMapping> maps(factor);
  llvm::SetVector<Block *> inLoop(shape.blocks.begin(), shape.blocks.end());
  for (uint64_t k = 1; k < factor; ++k)
    for (Block *copy : cloneBlocks(shape.blocks, shape.exit, maps[k],
                                   CopyTraitPolicy{true, nullptr, false}))
      inLoop.insert(copy);
  auto lookup = [&](uint64_t k, auto thing) {
    return k == 0 ? thing : maps[k].lookup(thing);
  };
  // Chain the back edges; the last copy's goes to the original header and
  // carries the loop's requests.
  for (uint64_t k = 0; k < factor; ++k) {
    Operation *test = lookup(k, shape.latch)->getTerminator();
    test->setSuccessor(k + 1 < factor ? lookup(k + 1, shape.header)
                                      : shape.header,
                       shape.headerIndex);
  }
  Operation *newBackEdge = lookup(factor - 1, shape.latch)->getTerminator();
  moveLoopTraits(shape.latch->getTerminator(), newBackEdge);

  // Values used after the loop: one definition per copy's latch.
  Region &region = func.getBody();
  dominance.invalidate(&region);
  for (Block *block : shape.blocks) {
    SmallVector<Value> values(block->getArguments());
    for (Operation &op : *block)
      llvm::append_range(values, op.getResults());
    for (Value value : values) {
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : value.getUses())
        if (!inLoop.contains(use.getOwner()->getBlock()))
          uses.push_back(&use);
      if (uses.empty())
        continue;
      SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
      for (uint64_t k = 0; k < factor; ++k)
        updater.addAvailableValue(lookup(k, shape.latch), lookup(k, value));
      if (mlir::failed(updater.rewriteUses(uses)))
        return newBackEdge->emitError(
            "loop-unroll: internal error: a loop value used after the loop "
            "is not reached by any copy");
    }
  }
  ++partially;
  copies += factor - 1;
  std::string note = llvm::formatv("unrolled by {0}, each copy keeping its "
                                   "exit test",
                                   factor)
                         .str();
  if (mlir::failed(record(newBackEdge, request, std::nullopt, note)))
    return failure();
  // Consumed: the loop is not unrolled again in a later round.
  SmallVector<Attribute> kept;
  for (Attribute trait : getTraitList(newBackEdge))
    if (trait != request)
      kept.push_back(trait);
  setTraitList(newBackEdge, kept);
  transferRequestIds(newBackEdge, newBackEdge);
  rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopUnrollPass : vct::impl::LoopUnrollPassBase<LoopUnrollPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopUnrollPassOptions options{maxIterations, fullBudget, maxFullTrip,
                                  partialBudget, onlyShrinking};
    LoopUnroll unroll(func, getAnalysis<DominanceInfo>(), loops,
                      getAnalysis<RangeInfo>(), reporter, options);
    if (failed(unroll.run()))
      return signalPassFailure();
    if (unroll.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not unrolled");
    numFullyUnrolled += unroll.fully;
    numPartiallyUnrolled += unroll.partially;
    numCopies += unroll.copies;
    if (!unroll.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
