//===- LoopJam.cpp - Unroll-and-jam loop nests the front end asked for ----===//
//
// For each natural loop, outermost first, carrying an epoch-valid `jam`
// request on its back-edge branch (O-20):
//
//  1. Shape. The outer loop's blocks are its header H, one innermost inner
//     loop and its latch L, which is also the inner loop's only exit and the
//     outer loop's only exiting block (bottom-tested, as rotation leaves
//     it). H ends in `vir.br` to the inner header, or in a `vir.cond_br` on
//     a condition defined outside the outer loop to the inner header and to
//     L (the guard rotation leaves). The inner loop is bottom-tested, its
//     latch its only exiting block. No `vir.opaque_region` (O-36), no
//     operation with memory effects but plain loads and stores.
//  2. Trip counts. The outer loop is counted (Utils/LoopUtils.h
//     findCountedLoop, step ±1); the inner loop is counted with step +1,
//     and its start and bound are defined outside the outer loop: every
//     copy of it runs the same iterations. The outer header's other
//     arguments advance without the inner loop: their back-edge values are
//     computed by pure operations of H and L from H's arguments.
//  3. Dependences (Analysis/NestDependence.h): no access of outer
//     iteration i + d (1 <= d < F) that the jam moves ahead of one of
//     iteration i may touch its bytes, one of them a write: H's accesses
//     ahead of the inner loop's and L's, the inner loop's ahead of L's, and
//     inner against inner with direction (<, >).
//  4. The preheader computes the back-edge count BE as loop-unroll does,
//     the number of groups G = (BE + 1) / F and the remainder
//     R = (BE + 1) mod F without overflow. When G != 0 the jammed loop runs
//     G times on a counter of its own: a header block with H's operations
//     F times (copy k's arguments are copy k-1's advanced values), then the
//     F inner copies chained into one loop (copy 0's header takes every
//     copy's arguments; copy F-1's latch tests and branches back with all of
//     them), then a block with L's operations F times. After it, R != 0
//     enters the original outer loop with the values of the next iteration,
//     else the outer exit. The original loop is the remainder (LLVM's
//     UnrollAndJamLoop with an epilogue). Values used after the nest get one
//     definition per way out, merged by the SSA updater.
//
// Reference: LLVM's LoopUnrollAndJam (isSafeToUnrollAndJam,
// UnrollAndJamLoop, computeUnrollAndJamCount).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/NestDependence.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

#include <functional>

namespace vct {
#define GEN_PASS_DEF_LOOPJAMPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-jam"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// A nest of the shape the pass handles.
struct Nest {
  CFGLoop *outer = nullptr, *inner = nullptr;
  /// The outer header (code before the inner loop) and latch (after it).
  Block *header = nullptr, *latch = nullptr;
  Block *innerHeader = nullptr, *innerLatch = nullptr;
  /// The inner loop's blocks in region order.
  SmallVector<Block *> innerBlocks;
  /// The outer loop's blocks in region order.
  SmallVector<Block *> blocks;
  /// The outer exit.
  Block *exit = nullptr;
  /// Successor indices of the back edges in the latches' vir.cond_br.
  unsigned headerIndex = 0, innerHeaderIndex = 0;
  /// The guard around the inner loop in `header`, if any, and the index of
  /// its successor to the inner header.
  CondBrOp guard;
  unsigned guardInnerIndex = 0;
  CountedLoop outerCount, innerCount;
  /// The pure operations of `header` and `latch` that compute the outer
  /// header's back-edge values, operands first.
  llvm::SetVector<Operation *> advance;
};

class LoopJam {
public:
  LoopJam(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
          const RangeInfo &ranges, const AliasInfo &aliases,
          PassReporter &reporter, const LoopJamPassOptions &options)
      : func(func), analyses(func, dominance, loops, &budget), ranges(ranges),
        aliases(aliases), reporter(reporter), budget{options.maxIterations},
        options(options) {}

  LogicalResult run() {
    // Outermost first: a jammed nest is not looked at again.
    SmallVector<Block *> headers = analyses->getHeadersInnermostFirst();
    for (Block *header : llvm::reverse(headers))
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool exhausted() const { return budget.exhausted; }
  unsigned jammed = 0, copies = 0, refused = 0;

private:
  LogicalResult processLoop(Block *header);
  std::optional<std::string> matchShape(CFGLoop *loop, Nest &nest);
  std::optional<std::string> checkDependences(Nest &nest, uint64_t factor);
  LogicalResult jam(Nest &nest, uint64_t factor, RequestAttr request);
  LogicalResult deny(Operation *branch, RequestAttr request, DenyReason reason,
                     const Twine &note) {
    ++refused;
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses analyses;
  const RangeInfo &ranges;
  const AliasInfo &aliases;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopJamPassOptions &options;
};
} // namespace

/// The name of `value` in a remark.
static std::string nameOf(Value value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  Operation *scope = isa<BlockArgument>(value)
                         ? cast<BlockArgument>(value).getOwner()->getParentOp()
                         : value.getDefiningOp()->getParentOp();
  while (scope && !isa<FuncOp>(scope))
    scope = scope->getParentOp();
  if (!scope) {
    value.printAsOperand(os, OpPrintingFlags());
    return text;
  }
  AsmState state(scope, OpPrintingFlags().assumeVerified());
  value.printAsOperand(os, state);
  return text;
}

/// True if `value`, computed in `loop`, depends on `on` through operations
/// of the loop (a bounded walk).
static bool dependsOn(Value value, Value on, CFGLoop *loop, unsigned depth) {
  if (value == on)
    return true;
  Operation *def = value.getDefiningOp();
  if (!def || depth > 16 || !loop->contains(def->getBlock()))
    return false;
  for (Value operand : def->getOperands())
    if (dependsOn(operand, on, loop, depth + 1))
      return true;
  return false;
}

std::optional<std::string> LoopJam::matchShape(CFGLoop *loop, Nest &nest) {
  nest.outer = loop;
  for (Block &block : func.getBody()) {
    if (!loop->contains(&block))
      continue;
    nest.blocks.push_back(&block);
    for (Operation &op : block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not jammed");
        return std::string("the loop contains a vir.opaque_region; no code "
                           "is copied across a region barrier");
      }
  }
  if (loop->getSubLoops().size() != 1)
    return std::string("the outer loop's body is not exactly one inner loop");
  nest.inner = loop->getSubLoops().front();
  if (!nest.inner->getSubLoops().empty())
    return std::string("the inner loop contains loops");
  nest.header = loop->getHeader();
  nest.latch = LoopInfo::getLatch(loop);
  if (!nest.latch || nest.latch == nest.header ||
      nest.inner->contains(nest.latch) || nest.inner->contains(nest.header))
    return std::string("the outer loop has no latch of its own after the "
                       "inner loop");
  for (Block *block : nest.blocks)
    if (block != nest.header && block != nest.latch &&
        !nest.inner->contains(block))
      return std::string("the outer loop has blocks besides its header, the "
                         "inner loop and its latch");
    else if (nest.inner->contains(block))
      nest.innerBlocks.push_back(block);

  // Both loops bottom-tested, their latches the only exits.
  auto bottomTested = [](CFGLoop *l, Block *latch, Block *header,
                         unsigned &index) -> bool {
    auto test = dyn_cast<CondBrOp>(latch->getTerminator());
    if (!test ||
        l->contains(test.getTrueDest()) == l->contains(test.getFalseDest()))
      return false;
    index = test.getTrueDest() == header ? 0 : 1;
    if (test->getSuccessor(index) != header)
      return false;
    SmallVector<Block *> exiting;
    l->getExitingBlocks(exiting);
    return exiting.size() == 1;
  };
  if (!bottomTested(loop, nest.latch, nest.header, nest.headerIndex))
    return std::string("the outer loop is not bottom-tested with its latch "
                       "as its only exit");
  nest.exit = nest.latch->getTerminator()->getSuccessor(1 - nest.headerIndex);
  nest.innerHeader = nest.inner->getHeader();
  nest.innerLatch = LoopInfo::getLatch(nest.inner);
  if (!nest.innerLatch ||
      !bottomTested(nest.inner, nest.innerLatch, nest.innerHeader,
                    nest.innerHeaderIndex))
    return std::string("the inner loop is not bottom-tested with its latch "
                       "as its only exit");
  if (nest.innerLatch->getTerminator()->getSuccessor(
          1 - nest.innerHeaderIndex) != nest.latch)
    return std::string("the inner loop does not exit to the outer latch");
  if (!loop->getLoopPredecessor())
    return std::string("the outer loop has several entering blocks");

  // The header enters the inner loop, or skips it on an invariant guard.
  Operation *enter = nest.header->getTerminator();
  if (auto br = dyn_cast<BrOp>(enter)) {
    if (br.getDest() != nest.innerHeader)
      return std::string("the outer header does not enter the inner loop");
  } else if (auto guard = dyn_cast<CondBrOp>(enter)) {
    unsigned index = guard.getTrueDest() == nest.innerHeader ? 0 : 1;
    if (guard->getSuccessor(index) != nest.innerHeader ||
        guard->getSuccessor(1 - index) != nest.latch)
      return std::string("the outer header does not enter the inner loop");
    if (!isDefinedOutside(guard.getCondition(), loop))
      return std::string("the guard around the inner loop is not invariant "
                         "in the outer loop");
    nest.guard = guard;
    nest.guardInnerIndex = index;
  } else {
    return std::string("the outer header does not enter the inner loop");
  }
  for (Block *pred : nest.innerHeader->getPredecessors())
    if (pred != nest.header && pred != nest.innerLatch)
      return std::string("the inner loop has entries besides the outer "
                         "header");
  for (Block *pred : nest.latch->getPredecessors())
    if (pred != nest.innerLatch && !(nest.guard && pred == nest.header))
      return std::string("the outer latch has predecessors besides the "
                         "inner loop and its guard");

  // Only loads, stores and pure operations.
  for (Block *block : nest.blocks)
    for (Operation &op : *block) {
      if (op.hasTrait<OpTrait::IsTerminator>())
        continue;
      if (isa<LoadOp, StoreOp>(op)) {
        if (isVolatileOrAtomicAccess(&op))
          return llvm::formatv("the loop has a volatile or atomic {0}",
                               op.getName().getStringRef())
              .str();
        continue;
      }
      if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
        return llvm::formatv("the loop has an operation with memory effects "
                             "({0})",
                             op.getName().getStringRef())
            .str();
    }

  // Trip counts.
  std::optional<CountedLoop> outerCount = findCountedLoop(loop, ranges);
  if (!outerCount || outerCount->exiting != nest.latch)
    return std::string("the outer loop is not a counted loop (one test of an "
                       "induction variable stepping by one against an "
                       "invariant bound, in its latch)");
  nest.outerCount = *outerCount;
  std::optional<CountedLoop> innerCount = findCountedLoop(nest.inner, ranges);
  if (!innerCount || innerCount->exiting != nest.innerLatch)
    return std::string("the inner loop is not a counted loop (one test of an "
                       "induction variable stepping by one against an "
                       "invariant bound, in its latch)");
  if (!innerCount->iv.hasConstantStep(1))
    return std::string("the inner loop's induction variable does not step "
                       "by +1");
  nest.innerCount = *innerCount;
  BlockArgument outerIV = nest.outerCount.iv.iv;
  auto varies = [&](Value value) -> std::optional<std::string> {
    if (!value || isDefinedOutside(value, loop) || getScalarConstant(value))
      return std::nullopt;
    if (dependsOn(value, outerIV, loop, 0))
      return "the inner trip count depends on the outer loop's " +
             nameOf(outerIV);
    return "the inner trip count is computed in the outer loop (" +
           nameOf(value) + ")";
  };
  Value innerStart = nest.innerCount.iv.start;
  if (!nest.innerCount.adjustedBound)
    if (std::optional<std::string> why = varies(nest.innerCount.bound))
      return why;
  if (std::optional<std::string> why = varies(innerStart))
    return why;

  // The outer header's arguments advance without the inner loop.
  auto latchBranch = cast<CondBrOp>(nest.latch->getTerminator());
  OperandRange backValues =
      latchBranch.getSuccessorOperands(nest.headerIndex).getForwardedOperands();
  std::function<bool(Value, unsigned)> collect = [&](Value value,
                                                     unsigned depth) {
    if (isDefinedOutside(value, loop))
      return true;
    if (auto arg = dyn_cast<BlockArgument>(value))
      return arg.getOwner() == nest.header;
    Operation *def = value.getDefiningOp();
    if (depth > 32 ||
        (def->getBlock() != nest.header && def->getBlock() != nest.latch) ||
        isa<LoadOp, StoreOp>(def) || def->getNumRegions() != 0 ||
        !isMemoryEffectFree(def))
      return false;
    if (nest.advance.contains(def))
      return true;
    for (Value operand : def->getOperands())
      if (!collect(operand, depth + 1))
        return false;
    nest.advance.insert(def);
    return true;
  };
  for (auto [index, value] : llvm::enumerate(backValues))
    if (!collect(value, 0))
      return "the outer loop carries " +
             nameOf(nest.header->getArgument(index)) +
             " through computations after the inner loop";
  return std::nullopt;
}

std::optional<std::string> LoopJam::checkDependences(Nest &nest,
                                                     uint64_t factor) {
  const InductionVariable &innerIV = nest.innerCount.iv;
  const CountedLoop &outer = nest.outerCount;
  DependenceNest shape;
  shape.inner = DependenceLoop{
      nest.inner, innerIV.iv,
      nest.innerCount.predicate == ICmpPredicate::slt || innerIV.noSignedWrap,
      nest.innerCount.predicate == ICmpPredicate::ult ||
          innerIV.noUnsignedWrap};
  if (std::optional<APInt> start = getScalarConstant(innerIV.start);
      start && start->getSignificantBits() <= 64)
    shape.inner.ivStart = start->getSExtValue();
  if (std::optional<uint64_t> trip = nest.innerCount.tripCount;
      trip && *trip <= static_cast<uint64_t>(INT64_MAX))
    shape.innerTrip = static_cast<int64_t>(*trip);
  shape.outer = nest.outer;
  shape.outerIV = outer.iv.iv;
  bool up = outer.iv.hasConstantStep(1);
  shape.outerStep = up ? 1 : -1;
  shape.outerNoSignedWrap =
      outer.iv.noSignedWrap ||
      outer.predicate == (up ? ICmpPredicate::slt : ICmpPredicate::sgt);
  shape.outerNoUnsignedWrap =
      outer.iv.noUnsignedWrap ||
      outer.predicate == (up ? ICmpPredicate::ult : ICmpPredicate::ugt);
  NestDependence dependence(shape, aliases);
  SmallVector<NestAccess> accesses;
  auto gather = [&](Block *block, NestAccess::Section section) {
    for (Operation &op : *block)
      if (std::optional<NestAccess> access = dependence.getAccess(&op, section))
        accesses.push_back(*access);
  };
  gather(nest.header, NestAccess::Before);
  for (Block *block : nest.innerBlocks)
    gather(block, NestAccess::Inner);
  gather(nest.latch, NestAccess::After);
  for (size_t x = 0; x < accesses.size(); ++x)
    for (size_t y = x; y < accesses.size(); ++y) {
      if (!budget.take())
        return std::string("vir.max_iterations ran out while testing the "
                           "nest's dependences");
      NestConflict conflict = dependence.conflicts(
          accesses[x], accesses[y], static_cast<int64_t>(factor) - 1);
      if (conflict.kind != NestConflict::Independent)
        return conflict.reason;
    }
  return std::nullopt;
}

LogicalResult LoopJam::processLoop(Block *header) {
  CFGLoop *loop = analyses->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found = findLoopRequest(
      loop, analyses.getLoops(), branch, RequestKind::jam, func, reporter);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  if (!budget.take())
    return deny(branch, request, DenyReason::TooLarge,
                "vir.max_iterations ran out before this loop");
  if (options.factor == 0)
    return deny(branch, request, DenyReason::CostModel,
                "unroll-and-jam is off (factor=0)");
  uint64_t factor = request.getFactor() ? request.getFactor() : options.factor;
  if (factor == 1)
    return deny(branch, request, DenyReason::CostModel,
                "the factor is 1: nothing to jam");
  Nest nest;
  if (std::optional<std::string> why = matchShape(loop, nest))
    return deny(branch, request, DenyReason::Unsupported, *why);
  unsigned width = nest.outerCount.iv.iv.getType().getIntOrFloatBitWidth();
  if (factor > 64 || (width < 64 && factor >= (uint64_t(1) << (width - 1))))
    return deny(branch, request, DenyReason::Unsupported,
                llvm::formatv("the factor {0} does not fit the outer "
                              "induction variable's i{1}",
                              factor, width));
  unsigned size = countOps(nest.blocks);
  if (factor * size > options.maxSize)
    return deny(branch, request, DenyReason::TooLarge,
                llvm::formatv("{0} copies of {1} operations exceed max-size "
                              "({2})",
                              factor, size, options.maxSize));
  if (std::optional<std::string> why = checkDependences(nest, factor))
    return deny(branch, request,
                budget.exhausted ? DenyReason::TooLarge
                                 : DenyReason::Unsupported,
                *why);
  return jam(nest, factor, request);
}

LogicalResult LoopJam::jam(Nest &nest, uint64_t factor, RequestAttr request) {
  LLVM_DEBUG(llvm::dbgs() << "jamming by " << factor << "\n");
  CFGLoop *loop = nest.outer;
  DominanceInfo &dominance = analyses.getDominance();
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader || !isa<BrOp>(preheader->getTerminator()))
    preheader = insertPreheader(loop);
  auto entry = cast<BrOp>(preheader->getTerminator());
  auto latchBranch = cast<CondBrOp>(nest.latch->getTerminator());
  Location loc = latchBranch.getLoc();
  const CountedLoop &counted = nest.outerCount;
  auto type = cast<IntegerType>(counted.iv.iv.getType());
  unsigned ivIndex = counted.iv.iv.getArgNumber();
  Region &region = func.getBody();

  // The group count and the remainder, in the preheader.
  OpBuilder builder(entry);
  auto constant = [&](const APInt &value) -> Value {
    return ConstantOp::create(builder, loc, type,
                              builder.getIntegerAttr(type, value));
  };
  auto constantInt = [&](uint64_t value) {
    return constant(APInt(type.getWidth(), value));
  };
  Value start = entry.getDestOperands()[ivIndex];
  Value bound;
  if (counted.adjustedBound)
    bound = constant(*counted.adjustedBound);
  else if (isDefinedOutside(counted.bound, loop))
    bound = counted.bound;
  else
    bound = builder.clone(*counted.bound.getDefiningOp())->getResult(0);
  bool up = counted.iv.hasConstantStep(1);
  Value first = start;
  if (counted.testsNext)
    first =
        AddOp::create(builder, loc, start, constant(*counted.iv.constantStep));
  Value backEdges = up ? SubOp::create(builder, loc, bound, first).getResult()
                       : SubOp::create(builder, loc, first, bound).getResult();
  if (counted.predicate != ICmpPredicate::ne) {
    Value stays = ICmpOp::create(builder, loc, counted.predicate, first, bound);
    backEdges =
        SelectOp::create(builder, loc, stays, backEdges, constantInt(0));
  }
  Value factorValue = constantInt(factor);
  Value partial = URemOp::create(builder, loc, backEdges, factorValue);
  Value partialPlusOne = AddOp::create(builder, loc, partial, constantInt(1));
  Value groups = AddOp::create(
      builder, loc, UDivOp::create(builder, loc, backEdges, factorValue),
      UDivOp::create(builder, loc, partialPlusOne, factorValue));
  Value remainder = URemOp::create(builder, loc, partialPlusOne, factorValue);
  Value hasGroups =
      ICmpOp::create(builder, loc, ICmpPredicate::ne, groups, constantInt(0));
  Value hasRemainder = ICmpOp::create(builder, loc, ICmpPredicate::ne,
                                      remainder, constantInt(0));

  // The jammed loop's header: the code before the inner loop, F times.
  auto *jamHeader = new Block();
  region.getBlocks().insert(nest.header->getIterator(), jamHeader);
  SmallVector<Value> outerArgs;
  for (BlockArgument argument : nest.header->getArguments())
    outerArgs.push_back(
        jamHeader->addArgument(argument.getType(), argument.getLoc()));
  Value counter = jamHeader->addArgument(type, loc);
  CopyTraitPolicy dropRequests{false, nullptr, false};
  SmallVector<IRMapping> maps(factor);
  builder.setInsertionPointToEnd(jamHeader);
  for (uint64_t k = 0; k < factor; ++k) {
    if (k == 0) {
      for (auto [from, to] : llvm::zip(nest.header->getArguments(), outerArgs))
        maps[0].map(from, to);
    } else {
      // Copy k's arguments: copy k-1's advanced values.
      IRMapping scratch = maps[k - 1];
      for (Operation *op : nest.advance)
        if (!scratch.contains(op->getResult(0)))
          cloneWithTraits(builder, op, scratch, dropRequests);
      OperandRange back = latchBranch.getSuccessorOperands(nest.headerIndex)
                              .getForwardedOperands();
      for (auto [from, value] : llvm::zip(nest.header->getArguments(), back))
        maps[k].map(from, scratch.lookupOrDefault(value));
    }
    for (Operation &op : nest.header->without_terminator())
      cloneWithTraits(builder, &op, maps[k], dropRequests);
  }

  // The inner copies, chained into one loop.
  auto request0 = [](RequestKind) { return CopiedRequestPolicy::Inherit; };
  llvm::function_ref<CopiedRequestPolicy(RequestKind)> inherit = request0;
  llvm::SetVector<Block *> inside(nest.blocks.begin(), nest.blocks.end());
  inside.insert(jamHeader);
  SmallVector<Block *> innerHeaders, innerLatches;
  for (uint64_t k = 0; k < factor; ++k) {
    SmallVector<Block *> copy =
        cloneBlocks(nest.innerBlocks, nest.header, maps[k],
                    CopyTraitPolicy{false, k == 0 ? inherit : nullptr, false});
    inside.insert(copy.begin(), copy.end());
    innerHeaders.push_back(maps[k].lookup(nest.innerHeader));
    innerLatches.push_back(maps[k].lookup(nest.innerLatch));
  }
  Block *jamInner = maps[0].lookup(nest.innerHeader);
  unsigned innerArgs = nest.innerHeader->getNumArguments();
  for (uint64_t k = 1; k < factor; ++k) {
    Block *copyHeader = innerHeaders[k];
    for (unsigned i = 0; i < innerArgs; ++i) {
      BlockArgument old = copyHeader->getArgument(i);
      Value merged = jamInner->addArgument(old.getType(), old.getLoc());
      old.replaceAllUsesWith(merged);
      maps[k].map(nest.innerHeader->getArgument(i), merged);
    }
    copyHeader->eraseArguments(0, innerArgs);
  }

  // The block after the inner loop: the code after it, F times.
  auto *jamLatch = new Block();
  region.getBlocks().insert(nest.header->getIterator(), jamLatch);
  inside.insert(jamLatch);
  for (uint64_t k = 0; k < factor; ++k)
    for (BlockArgument argument : nest.latch->getArguments())
      maps[k].map(argument,
                  jamLatch->addArgument(argument.getType(), argument.getLoc()));

  // The fore block's exit: into the jammed inner loop, or around it.
  auto innerEntryOperands = [&](Operation *enter, unsigned index) {
    SmallVector<Value> operands;
    auto interface = cast<BranchOpInterface>(enter);
    for (uint64_t k = 0; k < factor; ++k)
      for (Value value :
           interface.getSuccessorOperands(index).getForwardedOperands())
        operands.push_back(maps[k].lookupOrDefault(value));
    return operands;
  };
  builder.setInsertionPointToEnd(jamHeader);
  if (nest.guard) {
    unsigned skip = 1 - nest.guardInnerIndex;
    SmallVector<Value> into =
        innerEntryOperands(nest.guard, nest.guardInnerIndex);
    SmallVector<Value> around = innerEntryOperands(nest.guard, skip);
    if (nest.guardInnerIndex == 0)
      CondBrOp::create(builder, nest.guard.getLoc(), nest.guard.getCondition(),
                       jamInner, into, jamLatch, around);
    else
      CondBrOp::create(builder, nest.guard.getLoc(), nest.guard.getCondition(),
                       jamLatch, around, jamInner, into);
  } else {
    BrOp::create(builder, nest.header->getTerminator()->getLoc(), jamInner,
                 innerEntryOperands(nest.header->getTerminator(), 0));
  }

  // Chain the inner latches; the last one tests and branches back with
  // every copy's values.
  SmallVector<Value> innerBack, innerExit;
  for (uint64_t k = 0; k < factor; ++k) {
    auto test = cast<CondBrOp>(innerLatches[k]->getTerminator());
    llvm::append_range(innerBack,
                       test.getSuccessorOperands(nest.innerHeaderIndex)
                           .getForwardedOperands());
    llvm::append_range(innerExit,
                       test.getSuccessorOperands(1 - nest.innerHeaderIndex)
                           .getForwardedOperands());
  }
  Operation *innerBackEdge = nullptr;
  for (uint64_t k = 0; k < factor; ++k) {
    auto test = cast<CondBrOp>(innerLatches[k]->getTerminator());
    builder.setInsertionPoint(test);
    if (k + 1 < factor) {
      BrOp::create(builder, test.getLoc(), innerHeaders[k + 1], ValueRange{});
    } else if (nest.innerHeaderIndex == 0) {
      innerBackEdge =
          CondBrOp::create(builder, test.getLoc(), test.getCondition(),
                           jamInner, innerBack, jamLatch, innerExit);
    } else {
      innerBackEdge =
          CondBrOp::create(builder, test.getLoc(), test.getCondition(),
                           jamLatch, innerExit, jamInner, innerBack);
    }
  }
  moveLoopTraits(innerLatches[0]->getTerminator(), innerBackEdge);
  for (uint64_t k = 0; k < factor; ++k)
    innerLatches[k]->getTerminator()->erase();

  // The code after the inner loop, F times, then the jammed back edge.
  builder.setInsertionPointToEnd(jamLatch);
  for (uint64_t k = 0; k < factor; ++k)
    for (Operation &op : nest.latch->without_terminator())
      cloneWithTraits(builder, &op, maps[k], dropRequests);
  IRMapping &last = maps[factor - 1];
  SmallVector<Value> nextOuter, exitValues;
  for (Value value : latchBranch.getSuccessorOperands(nest.headerIndex)
                         .getForwardedOperands())
    nextOuter.push_back(last.lookupOrDefault(value));
  for (Value value : latchBranch.getSuccessorOperands(1 - nest.headerIndex)
                         .getForwardedOperands())
    exitValues.push_back(last.lookupOrDefault(value));
  Value counterNext = SubOp::create(builder, loc, counter, constantInt(1));
  Value more = ICmpOp::create(builder, loc, ICmpPredicate::ne, counterNext,
                              constantInt(0));
  auto *jamDone = new Block();
  region.getBlocks().insert(nest.header->getIterator(), jamDone);
  inside.insert(jamDone);
  SmallVector<Value> jamBack(nextOuter);
  jamBack.push_back(counterNext);
  auto jamBackEdge = CondBrOp::create(builder, loc, more, jamHeader, jamBack,
                                      jamDone, ValueRange{});
  // The jammed loop is a loop of its own: it inherits the outer loop's
  // other requests.
  SmallVector<Attribute> inherited;
  for (Attribute trait : getTraitList(latchBranch))
    if (auto other = dyn_cast<RequestAttr>(trait);
        !other || other.getKind() != RequestKind::jam)
      inherited.push_back(trait);
  setTraitList(jamBackEdge, inherited);
  fixCopiedTraits(jamBackEdge, CopyTraitPolicy{false, request0, false});
  builder.setInsertionPointToEnd(jamDone);
  CondBrOp::create(builder, loc, hasRemainder, nest.header, nextOuter,
                   nest.exit, exitValues);

  // The preheader chooses.
  SmallVector<Value> entryOperands(entry.getDestOperands());
  SmallVector<Value> jamEntry(entryOperands);
  jamEntry.push_back(groups);
  builder.setInsertionPoint(entry);
  CondBrOp::create(builder, entry.getLoc(), hasGroups, jamHeader, jamEntry,
                   nest.header, entryOperands);
  entry.erase();

  // Values used after the nest: the original latch's, or the last copy's.
  dominance.invalidate(&region);
  for (Block *block : nest.blocks) {
    SmallVector<Value> values(block->getArguments());
    for (Operation &op : *block)
      llvm::append_range(values, op.getResults());
    for (Value value : values) {
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : value.getUses())
        if (!inside.contains(use.getOwner()->getBlock()))
          uses.push_back(&use);
      if (uses.empty())
        continue;
      SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
      updater.addAvailableValue(nest.latch, value);
      updater.addAvailableValue(jamLatch, last.lookupOrDefault(value));
      if (failed(updater.rewriteUses(uses)))
        return latchBranch->emitError(
            "loop-jam: internal error: a loop value used after the nest is "
            "not reached by any copy");
    }
  }
  ++jammed;
  copies += factor;
  std::string note =
      llvm::formatv("jammed by {0} with a remainder loop", factor).str();
  if (failed(recordRequestResult(reporter, latchBranch, request, std::nullopt,
                                 note)))
    return failure();
  consumeRequests(latchBranch, {request});
  analyses.rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopJamPass : vct::impl::LoopJamPassBase<LoopJamPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::jam}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopJamPassOptions options{maxIterations, factor, maxSize};
    LoopJam jam(func, getAnalysis<DominanceInfo>(), loops,
                getAnalysis<RangeInfo>(), getAnalysis<AliasInfo>(), reporter,
                options);
    if (failed(jam.run()))
      return signalPassFailure();
    numJammed += jam.jammed;
    numCopies += jam.copies;
    numRefused += jam.refused;
    PassOutcome outcome;
    outcome.changed = jam.jammed != 0;
    outcome.changedCFG = outcome.changed;
    outcome.changedTraits = outcome.changed;
    outcome.budgetExhausted = jam.exhausted();
    outcome.budgetNote = "loops after that point were not jammed";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
