//===- LoopUnroll.cpp - Unroll counted loops the front end asked for ------===//
//
// For each innermost natural loop carrying an epoch-valid `unroll` request
// on its back-edge branch (O-20):
//
//  1. Shape. A bottom-tested loop: one latch, ending in `vir.cond_br` to
//     the header and to an exit; no `vir.opaque_region` (O-36). Rotation
//     (which runs first) makes this shape from header-tested loops. Other
//     exiting blocks are allowed for a full unroll only (3).
//  2. Trip count (Utils/LoopUtils.h computeConstantTripCount), for at most
//     `max-full-trip` iterations: an induction variable with a constant
//     start and step compared with a constant by the latch's test is
//     stepped at its width with its wrapping — exact arithmetic on the IR's
//     own operations, no scalar evolution (O-16); a variable whose
//     increment says it does not wrap (nsw/nuw or a range fact) but would:
//     Unsupported. Without such a variable the test itself is run on
//     constants: the header arguments it depends on start at constants and
//     get, on the back edge, what memory-free operations of the loop
//     compute from them (`s <<= 1`), folded once per simulated iteration
//     (LLVM's computeExitCountExhaustively).
//  3. Full unroll, when the trip count T is known, T × the size of a copy
//     (what stays once the induction variables are constants in it:
//     getUnrolledCopySize) is within `full-budget` — or, for at most
//     kMaxSimulatedTrips iterations, what running each iteration on
//     constants leaves (simulateFullUnroll: the blocks its decided branches
//     and switches take, the operations that do not fold) is within
//     full-budget grown by the rolled loop's work per operation left, at
//     most 2x (LLVM's analyzeLoopUnrollCost and its boost) — and (at -Oz,
//     `only-shrinking`) the copies without their tests are no larger than the
//     loop (O-45): T - 1 copies of the loop's blocks (Utils/LoopCloner.h: facts
//     of one execution kept, requests dropped), chained latch to next header by
//     `vir.br`, the last one into the exit; uses after the loop read the last
//     copy's values (the last latch dominates them: it is the only way out).
//     When other blocks exit too, each copy keeps their exits (none may go to
//     the enclosing loop's header: each copy would add a back edge to it), and
//     the SSA updater merges the copies' values over every way out, as LLVM's
//     UnrollLoop does for a loop with several exits. The loop is gone: its
//     unroll request is accepted, its other requests AlreadyDone.
//  3a. Bounded loops: with no trip count but another exiting block that
//     runs every iteration (it dominates the latch) and leaves on a compare
//     of an induction variable (constant start and step, its next value
//     after its increment, either perhaps truncated) with a constant, the
//     iteration it leaves in is found by stepping the variable as for the
//     latch's test (at most max-full-trip; Utils/LoopUtils.h
//     countInductionTest): getExitBound. Without a factor, within full-budget
//     and not at -Oz, the loop is fully unrolled to that many copies, each
//     keeping every test; each latch's test goes on to the next copy (a new
//     branch, without the loop's requests), the last copy's latch is never
//     reached and branches to the exit.
//  3b. Nests (unrollNests, before the innermost-first walk, outermost
//     first): a loop that contains loops, with a known trip count T, one
//     exit and no vir.opaque_region, whose T × nest size (getNestSize: an
//     inner loop with a constant trip count counted that many times) is
//     within `full-budget`, is fully unrolled as in 3. The copies of its
//     inner loops carry their requests as requests of their own
//     (inheritNestedLoopRequests), and what each iteration makes constant in
//     them is folded (foldConstantsAfterUnroll), so an inner loop bounded or
//     stepped by the outer variable then has a constant trip count too.
//     Nothing is recorded for a nest that does not qualify: the walk of 1-6
//     refuses it ("the loop contains loops"). LLVM's full unroll of an outer
//     loop, which revisits the copies of its children.
//  4. Factor: the request's F, or the cost model's when it gives none (the
//     largest power of two up to `max-factor` with F × size within
//     `partial-budget`; a body with a call is not worth it).
//  5. Runtime unroll (Utils/LoopUtils.h unrollWithPrologue, shared with
//     loop-interleave), for a counted loop (findCountedLoop:
//     one test of an induction variable stepping by ±1 against an
//     invariant bound) when `runtime` is set. The preheader computes the
//     back-edge count BE (bound - first, or 0 when the first tested value
//     is already past the bound; modulo 2^w for `ne`), the remainder
//     R = ((BE mod F) + 1) mod F = N mod F without overflow, and branches
//     to a prologue copy of the loop when R != 0. The prologue counts R
//     iterations down on a header argument of its own (its original test
//     is known to stay: R ≤ N); then, if BE >= R (iterations remain), it
//     enters the loop, else it leaves by the exit edge with its own exit
//     values. The loop is F copies chained without their tests but the
//     last's: each group of F starts at an iteration ≡ R (mod F), so only
//     the last copy's test can see the final iteration (the test stays
//     exactly until then). LLVM's UnrollRuntimeLoopRemainder with a
//     prologue. The prologue drops every request (a remainder is not
//     unrolled again); the loop keeps its own, the unroll request consumed.
//  6. Partial unroll, for a request with a factor of a loop that is not
//     counted: F - 1 copies, each keeping its exit test, chained by their
//     back edges, the last copy's back edge to the original header. It
//     carries the loop's requests (moveLoopTraits) with the unroll request
//     consumed; the copies' latch branches drop theirs.
//  In both, values used after the loop now have one definition per way
//  out, merged by the SSA updater.
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
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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
using LoopShape = BottomTestedLoop;

/// The most iterations a full unroll's cost is found for by running each
/// on constants (simulateFullUnroll).
constexpr uint64_t kMaxSimulatedTrips = 10;
/// How far (in percent) the rolled loop's work per operation a full unroll
/// leaves may grow full-budget. LLVM allows 400; a straight-line block of
/// 600 operations costs slp-vectorize seconds and gains nothing (eight
/// rows of an 8 x 8 transform), so 200.
constexpr uint64_t kMaxBoostPercent = 200;

class LoopUnroll {
public:
  LoopUnroll(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
             const RangeInfo &ranges, PassReporter &reporter,
             const LoopUnrollPassOptions &options)
      : func(func), dominance(dominance), loops(&loops), ranges(ranges),
        reporter(reporter), budget{options.maxIterations}, options(options) {}

  LogicalResult run() {
    if (failed(unrollNests()))
      return failure();
    for (Block *header : loops->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool changed() const { return fully + partially + runtime != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned fully = 0, partially = 0, runtime = 0, copies = 0;

private:
  LogicalResult processLoop(Block *header);
  LogicalResult unrollNests();
  FailureOr<bool> unrollNest(CFGLoop *loop,
                             SmallVectorImpl<Block *> &unrolledBlocks);
  uint64_t getNestSize(CFGLoop *loop) {
    return vct::getNestSize(func, loop, *loops, reporter, ranges,
                            options.maxFullTrip, options.fullBudget);
  }
  ConstantTripCount getTripCount(CFGLoop *loop, const LoopShape &shape) {
    return computeConstantTripCount(loop, shape, ranges, options.maxFullTrip);
  }
  /// An induction variable with a constant start and step: a constant in
  /// each copy of a full unroll.
  struct ConstantCounter {
    BlockArgument iv;
    APInt start, step;
  };
  SmallVector<ConstantCounter> getConstantCounters(CFGLoop *loop);
  unsigned getUnrolledCopySize(CFGLoop *loop, const LoopShape &shape);
  /// What a full unroll of `trip` iterations of `loop` (one exit, no inner
  /// loops) leaves, found by running each iteration on constants (LLVM's
  /// analyzeLoopUnrollCost): `unrolled` counts the operations of the blocks
  /// each iteration reaches that do not fold, `rolled` every operation the
  /// rolled loop runs on the same paths. None without an induction variable
  /// of constant start and step, or when the budget runs out.
  struct SimulatedCost {
    uint64_t unrolled = 0, rolled = 0;
  };
  std::optional<SimulatedCost>
  simulateFullUnroll(CFGLoop *loop, const LoopShape &shape, uint64_t trip);
  /// With `bounded`, `trip` is the most iterations the loop runs (an exit
  /// in its body leaves by then, getExitBound): every copy keeps its latch
  /// test, which goes on to the next copy.
  LogicalResult unrollFully(CFGLoop *loop, const LoopShape &shape,
                            uint64_t trip, RequestAttr request,
                            SmallVectorImpl<Block *> *nestBlocks = nullptr,
                            bool bounded = false);
  /// The most iterations `loop` runs when a block other than the latch that
  /// runs in every iteration leaves on a compare of an induction variable
  /// (or its next value) with a constant start and step against a constant
  /// (`shift += 7; if (shift > 63) return`): the iteration it leaves in
  /// (countInductionTest), at most max-full-trip; none otherwise (LLVM's
  /// unrolling by a loop's constant maximum trip count).
  std::optional<uint64_t> getExitBound(CFGLoop *loop, const LoopShape &shape);
  LogicalResult unrollPartially(CFGLoop *loop, const LoopShape &shape,
                                uint64_t factor, RequestAttr request);
  LogicalResult unrollAtRuntime(CFGLoop *loop, const LoopShape &shape,
                                const CountedLoop &counted, uint64_t factor,
                                bool chosen, RequestAttr request);
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
  return recordRequestResult(reporter, branch, request, reason, note);
}

LogicalResult LoopUnroll::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found = takeLoopRequest(
      loop, *loops, branch, RequestKind::unroll, func, reporter, budget);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  LoopShape shape;
  if (std::optional<std::string> why = matchBottomTestedLoop(
          func, loop, reporter, "unrolled", shape, /*allowOtherExits=*/true))
    return record(branch, request, DenyReason::Unsupported, *why);
  bool multiExit = !shape.otherExiting.empty();

  unsigned size = countOps(shape.blocks);
  ConstantTripCount trip = getTripCount(loop, shape);
  // What each copy of a full unroll keeps.
  unsigned copySize = trip.count ? getUnrolledCopySize(loop, shape) : size;
  uint64_t factor = request.getFactor();
  if (trip.wraps)
    return record(branch, request, DenyReason::Unsupported,
                  "the induction variable would wrap although its increment "
                  "says it does not");

  std::optional<CountedLoop> counted;
  if (options.runtime)
    counted = findCountedLoop(loop, ranges);
  if (counted && (counted->exiting != shape.latch || multiExit))
    counted.reset();

  // What a full unroll leaves. Over the budget, each iteration of a loop
  // of at most kMaxSimulatedTrips is run on constants: branches it decides
  // drop the blocks not taken, and the budget grows with the share of the
  // rolled loop's work that folds away, up to kMaxBoostPercent (LLVM's
  // analyzeLoopUnrollCost, which looks at 10 iterations at most, and its
  // threshold boost).
  uint64_t fullCost = trip.count ? *trip.count * copySize : 0;
  uint64_t fullAllowed = options.fullBudget;
  std::optional<SimulatedCost> simulated;
  if (trip.count && *trip.count <= kMaxSimulatedTrips &&
      fullCost > options.fullBudget &&
      (simulated = simulateFullUnroll(loop, shape, *trip.count))) {
    fullCost = std::min(fullCost, simulated->unrolled);
    uint64_t boost =
        simulated->unrolled
            ? std::min<uint64_t>(kMaxBoostPercent,
                                 100 * simulated->rolled / simulated->unrolled)
            : kMaxBoostPercent;
    fullAllowed =
        std::max<uint64_t>(fullAllowed, options.fullBudget * boost / 100);
  }
  // Full unrolling; a loop too large for it may still be unrolled at run
  // time by the cost model's factor.
  bool fullTooLarge = trip.count && factor == 0 && counted &&
                      options.partialBudget != 0 && fullCost > fullAllowed;
  if (trip.count && (factor == 0 || *trip.count <= factor) && !fullTooLarge) {
    if (fullCost > fullAllowed) {
      if (simulated)
        return record(branch, request, DenyReason::TooLarge,
                      llvm::formatv("{0} iterations leave {1} operations "
                                    "(each run on constants), more than "
                                    "full-budget ({2}) grown to {3} by the "
                                    "{4} operations the rolled loop runs",
                                    *trip.count, fullCost, options.fullBudget,
                                    fullAllowed, simulated->rolled));
      return record(branch, request, DenyReason::TooLarge,
                    llvm::formatv("{0} iterations of {1} operations (those "
                                  "that do not fold once the induction "
                                  "variables are constants) exceed "
                                  "full-budget ({2})",
                                  *trip.count, copySize, options.fullBudget));
    }
    // Each copy loses its test and branch.
    uint64_t after = *trip.count * (size > 2 ? size - 2 : 0);
    if (options.onlyShrinking && after > size)
      return record(branch, request, DenyReason::CostModel,
                    llvm::formatv("at -Oz a full unroll must not grow the "
                                  "code ({0} operations for {1})",
                                  after, size));
    if (multiExit)
      if (CFGLoop *parent = loop->getParentLoop())
        for (Block *exiting : shape.otherExiting)
          if (llvm::is_contained(exiting->getSuccessors(), parent->getHeader()))
            return record(branch, request, DenyReason::Unsupported,
                          "a block other than the latch exits to the "
                          "enclosing loop's header: each copy would add a "
                          "back edge to it");
    return unrollFully(loop, shape, *trip.count, request);
  }
  // Several exits, one of which leaves by a known iteration: the loop runs
  // at most that many times, and a full unroll keeps every test.
  if (multiExit && !trip.count && factor == 0) {
    if (std::optional<uint64_t> bound = getExitBound(loop, shape)) {
      unsigned boundedCopy = getUnrolledCopySize(loop, shape);
      bool toParentHeader = false;
      if (CFGLoop *parent = loop->getParentLoop()) {
        toParentHeader = shape.exit == parent->getHeader();
        for (Block *exiting : shape.otherExiting)
          toParentHeader |=
              llvm::is_contained(exiting->getSuccessors(), parent->getHeader());
      }
      if (!toParentHeader && !options.onlyShrinking &&
          *bound * boundedCopy <= options.fullBudget)
        return unrollFully(loop, shape, *bound, request, nullptr,
                           /*bounded=*/true);
    }
  }
  // Several exits: only a full unroll takes them (each copy keeps its
  // other exits, and the chain needs no test).
  if (multiExit) {
    if (trip.exceeds)
      return record(branch, request, DenyReason::TooLarge,
                    llvm::formatv("the trip count is more than max-full-trip "
                                  "({0})",
                                  options.maxFullTrip));
    return record(branch, request, DenyReason::Unsupported,
                  trip.count ? "a block other than the latch exits the loop: "
                               "only a full unroll takes such a loop, and the "
                               "request's factor is below the trip count"
                             : "a block other than the latch exits the loop: "
                               "only a full unroll takes such a loop, and the "
                               "trip count is not a constant");
  }
  // Runtime unrolling waits for the later slot: a loop unrolled now is no
  // longer the counted single-block loop loop-vectorize takes (LLVM, too,
  // unrolls at run time after vectorizing). The request stays open for it.
  if (counted && options.runtimeLater)
    return success();
  bool chosen = false;
  if (factor == 0 && counted) {
    if (options.partialBudget == 0)
      return record(branch, request, DenyReason::CostModel,
                    "partial unrolling is off (partial-budget=0)");
    for (Block *block : shape.blocks)
      for (Operation &op : *block)
        if (isa<CallOp>(op))
          return record(branch, request, DenyReason::CostModel,
                        "the loop calls a function: unrolling it would save "
                        "little against the call");
    for (uint64_t f = 2;
         f <= options.maxFactor && f * size <= options.partialBudget; f *= 2)
      factor = f;
    if (factor < 2)
      return record(branch, request, DenyReason::TooLarge,
                    llvm::formatv("2 copies of {0} operations exceed "
                                  "partial-budget ({1})",
                                  size, options.partialBudget));
    chosen = true;
  }
  if (factor < 2) {
    if (factor == 1)
      return record(branch, request, DenyReason::CostModel,
                    "the request's factor is 1");
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
  if (counted) {
    unsigned width = counted->iv.iv.getType().getIntOrFloatBitWidth();
    if (width < 64 && factor >= (uint64_t(1) << (width - 1)))
      return record(branch, request, DenyReason::Unsupported,
                    llvm::formatv("the factor {0} does not fit the induction "
                                  "variable's i{1}",
                                  factor, width));
  }
  if (factor * size > options.partialBudget)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} copies of {1} operations exceed "
                                "partial-budget ({2})",
                                factor, size, options.partialBudget));
  if (CFGLoop *parent = loop->getParentLoop();
      parent && parent->getHeader() == shape.exit)
    return record(branch, request, DenyReason::Unsupported,
                  "the loop's exit is the enclosing loop's header: each copy "
                  "would add a back edge to it");
  if (counted)
    return unrollAtRuntime(loop, shape, *counted, factor, chosen, request);
  return unrollPartially(loop, shape, factor, request);
}

LogicalResult LoopUnroll::unrollNests() {
  // Outermost first, siblings in program order; the loops a full unroll
  // leaves (the copies of the inner loops) are visited after it.
  SmallVector<Block *> work;
  for (CFGLoop *top : loops->getTopLevelLoops())
    work.push_back(top->getHeader());
  SmallVector<Block *> unrolledBlocks;
  for (size_t next = 0; next < work.size(); ++next) {
    CFGLoop *loop = loops->getLoopFor(work[next]);
    if (!loop || loop->getHeader() != work[next] || loop->getSubLoops().empty())
      continue;
    unrolledBlocks.clear();
    FailureOr<bool> unrolled = unrollNest(loop, unrolledBlocks);
    if (failed(unrolled))
      return failure();
    if (!*unrolled) {
      for (CFGLoop *sub : loop->getSubLoops())
        work.push_back(sub->getHeader());
      continue;
    }
    // The loops now in the unrolled blocks, outermost ones only.
    llvm::SmallPtrSet<Block *, 32> inside(unrolledBlocks.begin(),
                                          unrolledBlocks.end());
    for (Block *block : unrolledBlocks) {
      CFGLoop *inner = loops->getLoopFor(block);
      if (inner && inner->getHeader() == block &&
          (!inner->getParentLoop() ||
           !inside.contains(inner->getParentLoop()->getHeader())))
        work.push_back(block);
    }
  }
  return success();
}

FailureOr<bool> LoopUnroll::unrollNest(CFGLoop *loop,
                                       SmallVectorImpl<Block *> &nestBlocks) {
  // Only what can be unrolled now is taken here, without a remark: the
  // innermost-first walk gives every other request its result.
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  if (!branch || options.onlyShrinking)
    return false;
  RequestAttr request =
      TraitView::forOp(branch).getRequest(RequestKind::unroll);
  if (!request || request.getFactor() != 0)
    return false;
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op))
        return false;
  LoopShape shape;
  if (matchBottomTestedLoop(func, loop, reporter, "unrolled", shape,
                            /*allowOtherExits=*/false,
                            /*allowSubLoops=*/true))
    return false;
  std::optional<uint64_t> trip = getTripCount(loop, shape).count;
  if (!trip)
    return false;
  // The rolled nest first, stopping at the budget: a large nest costs no
  // more than the budget to refuse.
  uint64_t rolled = 0;
  for (Block *block : shape.blocks)
    if ((rolled += countOps(block)) * *trip > options.fullBudget)
      return false;
  if (*trip * getNestSize(loop) > options.fullBudget)
    return false;
  FailureOr<RequestAttr> found = takeLoopRequest(
      loop, *loops, branch, RequestKind::unroll, func, reporter, budget);
  if (failed(found))
    return failure();
  if (!*found)
    return false;
  if (failed(unrollFully(loop, shape, *trip, *found, &nestBlocks)))
    return failure();
  return true;
}

/// True if `op` is memory-free and has no regions: a copy computes it from
/// its operands alone.
static bool isPureOp(Operation &op) {
  return op.getNumRegions() == 0 && isMemoryEffectFree(&op);
}

/// True if `op` costs nothing in a copy of a full unroll, where `isKnown`
/// says which values are constants: an address with known indices is part
/// of its access's addressing, unconditional branches go when the copies'
/// blocks merge, and unused results of memory-free operations are erased.
static bool isFreeInCopy(Operation &op, function_ref<bool(Value)> isKnown) {
  if (auto gep = dyn_cast<GEPOp>(op);
      gep && llvm::all_of(gep.getDynamicIndices(), isKnown))
    return true;
  return isa<BrOp>(op) ||
         (isPureOp(op) && op.getNumResults() != 0 && op.use_empty());
}

/// The operations `op` counts as: itself and those nested in it.
static unsigned getWeight(Operation &op) {
  unsigned weight = 0;
  op.walk([&](Operation *) { ++weight; });
  return weight;
}

SmallVector<LoopUnroll::ConstantCounter>
LoopUnroll::getConstantCounters(CFGLoop *loop) {
  SmallVector<ConstantCounter> counters;
  for (const InductionVariable &iv : findInductionVariables(loop, ranges))
    if (iv.constantStep)
      if (std::optional<APInt> start = getIncomingScalarConstant(iv.start))
        counters.push_back({iv.iv, *start, *iv.constantStep});
  return counters;
}

unsigned LoopUnroll::getUnrolledCopySize(CFGLoop *loop,
                                         const LoopShape &shape) {
  // Values that are constants in each copy: constants, the induction
  // variables with a constant start and step, and what memory-free
  // operations compute from them (blocks in loop order: a value from a
  // later block counts as unknown).
  llvm::SmallPtrSet<Value, 16> folds;
  for (const ConstantCounter &counter : getConstantCounters(loop))
    folds.insert(counter.iv);
  auto isFolded = [&](Value value) {
    return folds.contains(value) || matchPattern(value, m_Constant());
  };
  unsigned size = 0;
  for (Block *block : shape.blocks)
    for (Operation &op : *block) {
      if (isPureOp(op) && op.getNumResults() == 1 &&
          llvm::all_of(op.getOperands(), isFolded)) {
        folds.insert(op.getResult(0));
        continue;
      }
      if (!isFreeInCopy(op, isFolded))
        size += getWeight(op);
    }
  return size;
}

std::optional<LoopUnroll::SimulatedCost>
LoopUnroll::simulateFullUnroll(CFGLoop *loop, const LoopShape &shape,
                               uint64_t trip) {
  Block *header = shape.header;
  SmallVector<ConstantCounter> counters = getConstantCounters(loop);
  if (counters.empty())
    return std::nullopt;
  // The blocks in an order that visits each after its predecessors in the
  // iteration (the loop has no inner loops: without the back edges its
  // blocks are acyclic).
  SmallVector<Block *> order;
  {
    llvm::SmallPtrSet<Block *, 16> visited;
    SmallVector<std::pair<Block *, unsigned>> stack{{header, 0}};
    visited.insert(header);
    while (!stack.empty()) {
      auto &[block, next] = stack.back();
      if (next < block->getNumSuccessors()) {
        Block *succ = block->getSuccessor(next++);
        if (succ != header && loop->contains(succ) &&
            visited.insert(succ).second)
          stack.push_back({succ, 0});
        continue;
      }
      order.push_back(block);
      stack.pop_back();
    }
    std::reverse(order.begin(), order.end());
  }
  SimulatedCost cost;
  DenseMap<Value, Attribute> known;
  // Per block: the values its arguments get on the live edges into it
  // (a null attribute for an unknown or disagreeing one).
  DenseMap<Block *, SmallVector<Attribute>> incoming;
  llvm::SmallPtrSet<Block *, 16> live;
  auto lookup = [&](Value value) { return getConstantOrKnown(value, known); };
  auto reach = [&](Block *succ, OperandRange operands) {
    if (!loop->contains(succ) || succ == header)
      return;
    SmallVector<Attribute> values;
    for (Value operand : operands)
      values.push_back(lookup(operand));
    auto [it, first] = incoming.try_emplace(succ, values);
    if (!first)
      for (auto [mine, theirs] : llvm::zip(it->second, values))
        if (mine != theirs)
          mine = Attribute();
    live.insert(succ);
  };
  for (uint64_t iteration = 0; iteration < trip; ++iteration) {
    known.clear();
    incoming.clear();
    live.clear();
    live.insert(header);
    for (const ConstantCounter &counter : counters)
      known[counter.iv] = IntegerAttr::get(
          counter.iv.getType(),
          counter.start +
              counter.step * APInt(counter.start.getBitWidth(), iteration));
    for (Block *block : order) {
      if (!live.contains(block))
        continue;
      if (!budget.take())
        return std::nullopt;
      if (block != header)
        for (auto [argument, value] :
             llvm::zip(block->getArguments(), incoming[block]))
          if (value)
            known[argument] = value;
      for (Operation &op : *block) {
        unsigned weight = getWeight(op);
        cost.rolled += weight;
        if (auto br = dyn_cast<BrOp>(op)) {
          reach(br.getDest(), br.getDestOperands());
          continue;
        }
        if (auto condBr = dyn_cast<CondBrOp>(op)) {
          auto condition =
              dyn_cast_if_present<IntegerAttr>(lookup(condBr.getCondition()));
          if (!condition || condition.getValue().isOne())
            reach(condBr.getTrueDest(), condBr.getTrueDestOperands());
          if (!condition || condition.getValue().isZero())
            reach(condBr.getFalseDest(), condBr.getFalseDestOperands());
          if (!condition)
            cost.unrolled += weight;
          continue;
        }
        if (auto switchOp = dyn_cast<SwitchOp>(op)) {
          auto flag =
              dyn_cast_if_present<IntegerAttr>(lookup(switchOp.getFlag()));
          if (flag && flag.getValue().getSignificantBits() <= 64) {
            int64_t value = flag.getValue().getBitWidth() == 1
                                ? flag.getValue().getZExtValue()
                                : flag.getValue().getSExtValue();
            reach(switchOp.getDestinationFor(value),
                  switchOp.getOperandsFor(value));
            continue;
          }
          for (unsigned i = 0, e = switchOp->getNumSuccessors(); i != e; ++i)
            reach(switchOp->getSuccessor(i),
                  switchOp.getSuccessorOperands(i).getForwardedOperands());
          cost.unrolled += weight;
          continue;
        }
        if (isPureOp(op) && op.getNumResults() == 1) {
          SmallVector<Attribute> constants;
          for (Value operand : op.getOperands())
            constants.push_back(lookup(operand));
          if (llvm::all_of(constants, [](Attribute a) { return bool(a); })) {
            SmallVector<OpFoldResult> results;
            if (succeeded(foldWithoutChange(&op, constants, results)) &&
                results.size() == 1) {
              Attribute folded = dyn_cast<Attribute>(results.front());
              if (!folded)
                folded = lookup(cast<Value>(results.front()));
              if (folded) {
                known[op.getResult(0)] = folded;
                continue;
              }
            }
          }
        }
        if (!isFreeInCopy(op, [&](Value value) { return bool(lookup(value)); }))
          cost.unrolled += weight;
      }
    }
  }
  return cost;
}

std::optional<uint64_t> LoopUnroll::getExitBound(CFGLoop *loop,
                                                 const LoopShape &shape) {
  for (Block *exiting : shape.otherExiting) {
    if (!budget.take())
      return std::nullopt;
    auto test = dyn_cast<CondBrOp>(exiting->getTerminator());
    if (!test || !dominance.dominates(exiting, shape.latch))
      continue;
    bool trueStays = loop->contains(test.getTrueDest());
    if (trueStays == loop->contains(test.getFalseDest()))
      continue;
    if (std::optional<ConstantTripCount> counted = countInductionTest(
            loop, test, trueStays, ranges, options.maxFullTrip);
        counted && counted->count)
      return counted->count;
  }
  return std::nullopt;
}

LogicalResult LoopUnroll::unrollFully(CFGLoop *loop, const LoopShape &shape,
                                      uint64_t trip, RequestAttr request,
                                      SmallVectorImpl<Block *> *nestBlocks,
                                      bool bounded) {
  LLVM_DEBUG(llvm::dbgs() << "fully unrolling " << trip << " iterations\n");
  SmallVector<IRMapping> maps(trip);
  llvm::SetVector<Block *> inLoop(shape.blocks.begin(), shape.blocks.end());
  for (uint64_t k = 1; k < trip; ++k) {
    for (Block *copy : cloneBlocks(shape.blocks, shape.exit, maps[k],
                                   CopyTraitPolicy{false, nullptr, false}))
      inLoop.insert(copy);
    // The copies of an inner loop are loops of their own.
    if (nestBlocks)
      inheritNestedLoopRequests(loop, maps[k]);
  }
  auto lookup = [&](uint64_t k, auto thing) {
    return k == 0 ? thing : maps[k].lookup(thing);
  };

  // With one exit, uses after the loop read the last copy's values (the
  // last latch dominates them: it is the only way out). With several, the
  // SSA updater merges them once the copies are chained.
  bool multiExit = !shape.otherExiting.empty();
  if (!multiExit)
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
  std::string note =
      nestBlocks ? llvm::formatv("fully unrolled {0} iterations with the "
                                 "loops nested in it",
                                 trip)
                       .str()
      : bounded  ? llvm::formatv("fully unrolled {0} iterations, the most it "
                                 "runs (an exit in its body leaves by then)",
                                 trip)
                       .str()
                 : llvm::formatv("fully unrolled {0} iterations", trip).str();
  bool failed = mlir::failed(record(original, request, std::nullopt, note));
  for (RequestAttr other : TraitView::forOp(original).getRequests())
    if (other != request)
      failed |= mlir::failed(record(original, other, DenyReason::AlreadyDone,
                                    "the loop was fully unrolled"));

  // Chain the copies.
  for (uint64_t k = 0; k < trip; ++k) {
    auto test = cast<CondBrOp>(lookup(k, shape.latch)->getTerminator());
    // A bounded loop may leave at any latch: the test stays, going on to
    // the next copy. The last copy's latch is never reached.
    if (bounded && k + 1 < trip) {
      // A new branch: the loop's requests (their results recorded above)
      // leave with the old one, which is no back edge now.
      Block *dests[2] = {test.getTrueDest(), test.getFalseDest()};
      dests[shape.headerIndex] = lookup(k + 1, shape.header);
      SmallVector<Value> onTrue(test.getTrueDestOperands());
      SmallVector<Value> onFalse(test.getFalseDestOperands());
      OpBuilder builder(test);
      CondBrOp::create(builder, test.getLoc(), test.getCondition(), dests[0],
                       onTrue, dests[1], onFalse);
      test.erase();
    } else if (k + 1 < trip)
      replaceByBranch(
          test, lookup(k + 1, shape.header),
          test.getSuccessorOperands(shape.headerIndex).getForwardedOperands());
    else
      replaceByBranch(test, shape.exit,
                      test.getSuccessorOperands(1 - shape.headerIndex)
                          .getForwardedOperands());
  }
  if (multiExit) {
    SmallVector<std::pair<Block *, IRMapping *>> exits;
    for (uint64_t k = 0; k < trip; ++k) {
      IRMapping *map = k == 0 ? nullptr : &maps[k];
      for (Block *exiting : shape.otherExiting)
        exits.push_back({lookup(k, exiting), map});
      if (bounded && k + 1 < trip)
        exits.push_back({lookup(k, shape.latch), map});
    }
    exits.push_back(
        {lookup(trip - 1, shape.latch), trip == 1 ? nullptr : &maps[trip - 1]});
    Operation *errorAt = lookup(trip - 1, shape.latch)->getTerminator();
    if (mlir::failed(mergeLoopLiveOuts(func, shape, inLoop, exits, dominance,
                                       errorAt, DEBUG_TYPE)))
      return failure();
  }
  ++fully;
  copies += trip - 1;
  if (nestBlocks) {
    // The inner loops' copies see their iteration's constants, then the
    // loops are found again.
    foldConstantsAfterUnroll(inLoop.getArrayRef());
    nestBlocks->assign(inLoop.begin(), inLoop.end());
    rebuild();
    return failure(failed);
  }
  // In place: the copies and the blocks join the loop around, if any.
  loops->dissolveInnermostLoop(
      loop, inLoop.getArrayRef().drop_front(shape.blocks.size()));
  dominance.invalidate(&func.getBody());
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
  SmallVector<std::pair<Block *, IRMapping *>> exits;
  for (uint64_t k = 0; k < factor; ++k)
    exits.push_back({lookup(k, shape.latch), k == 0 ? nullptr : &maps[k]});
  if (mlir::failed(mergeLoopLiveOuts(func, shape, inLoop, exits, dominance,
                                     newBackEdge, DEBUG_TYPE)))
    return failure();
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
  // In place: the copies join the loop.
  loops->addBlocks(loop, inLoop.getArrayRef().drop_front(shape.blocks.size()));
  dominance.invalidate(&func.getBody());
  return success();
}

LogicalResult LoopUnroll::unrollAtRuntime(CFGLoop *loop, const LoopShape &shape,
                                          const CountedLoop &counted,
                                          uint64_t factor, bool chosen,
                                          RequestAttr request) {
  LLVM_DEBUG(llvm::dbgs() << "unrolling by " << factor
                          << " with a prologue remainder\n");
  RuntimeUnrolledLoop unrolled =
      unrollWithPrologue(func, loop, shape, counted, factor, dominance);
  Operation *newBackEdge = unrolled.backEdge;
  IRMapping *last = factor == 1 ? nullptr : &unrolled.maps[factor - 1];
  std::pair<Block *, IRMapping *> exits[] = {
      {unrolled.prologueLatch, &unrolled.prologueMap},
      {unrolled.lookup(factor - 1, shape.latch), last}};
  if (failed(mergeLoopLiveOuts(func, shape, unrolled.inside, exits, dominance,
                               newBackEdge, DEBUG_TYPE)))
    return failure();
  ++runtime;
  copies += factor;
  std::string note =
      llvm::formatv("unrolled by {0}{1} with a remainder loop", factor,
                    chosen ? " (the cost model's factor)" : "")
          .str();
  if (failed(record(newBackEdge, request, std::nullopt, note)))
    return failure();
  consumeRequests(newBackEdge, request);
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
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::unroll}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopUnrollPassOptions options{maxIterations, fullBudget,    maxFullTrip,
                                  partialBudget, onlyShrinking, maxFactor,
                                  runtime,       runtimeLater};
    LoopUnroll unroll(func, getAnalysis<DominanceInfo>(), loops,
                      getAnalysis<RangeInfo>(), reporter, options);
    if (failed(unroll.run()))
      return signalPassFailure();
    if (unroll.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not unrolled");
    numFullyUnrolled += unroll.fully;
    numPartiallyUnrolled += unroll.partially;
    numRuntimeUnrolled += unroll.runtime;
    numCopies += unroll.copies;
    if (!unroll.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
