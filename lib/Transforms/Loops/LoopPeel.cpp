//===- LoopPeel.cpp - Peel the first iterations off loops -----------------===//
//
// For each natural loop, innermost first, carrying an epoch-valid `peel`
// request on its back-edge branch (O-20); an outer loop's peeled
// iterations hold copies of its inner loops:
//
//  1. Shape. One latch, a preheader (made when the only entering block
//     does not end in `vir.br`), no `vir.opaque_region` (O-36), no exit to
//     the enclosing loop's header (each copy's exit edge would become one
//     more back edge of that loop).
//  2. Count: the request's `count`; without one, 1 when peeling pays:
//      - a header argument whose back-edge value is loop-invariant but
//        whose entry value is another: after the first iteration it is
//        one value (LLVM's computePeelCount for phis);
//      - a `vir.icmp eq/ne` of an induction variable that cannot wrap
//        (nsw/nuw or a range fact) with its start: true (false) in the
//        first iteration only. In the loop that remains the comparison is
//        decided, and replaced by its constant.
//     Budget: count × size within `peel-budget`, count within `max-count`.
//  3. Copies. `count` copies of the loop's blocks in front of it, copy j's
//     back edges entering copy j + 1 (the last one the loop), each keeping
//     its exit tests and exit edges (Utils/LoopCloner.h: facts of one
//     execution kept, loop_invariant and requests dropped: a peeled
//     iteration is not a loop; the copies of inner loops are loops, but
//     without requests nothing later transforms them: the loop that
//     remains keeps them). Values used after the loop get one
//     definition per exiting block they dominate, in every copy, merged by
//     the SSA updater.
//  4. Results: accepted ("peeled N iterations: why") and consumed.
//
// Reference: LLVM's LoopPeel (peelLoop, computePeelCount).
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
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPPEELPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-peel"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// Why peeling one iteration pays, when it does.
struct PeelGain {
  std::string why;
  /// Comparisons decided in the loop that remains, with their value there.
  SmallVector<std::pair<ICmpOp, bool>> decided;
};

class LoopPeel {
public:
  LoopPeel(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
           const RangeInfo &ranges, PassReporter &reporter,
           const LoopPeelPassOptions &options)
      : func(func), loops(func, dominance, loops, &budget), ranges(ranges),
        reporter(reporter), budget{options.maxIterations}, options(options) {}

  LogicalResult run() {
    for (Block *header : loops->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool changed() const { return peeled != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned peeled = 0, iterations = 0;

private:
  LogicalResult processLoop(Block *header);
  std::optional<std::string> checkShape(CFGLoop *loop);
  std::optional<PeelGain> findGain(CFGLoop *loop);
  LogicalResult peel(CFGLoop *loop, uint64_t count, const PeelGain &gain,
                     RequestAttr request);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses loops;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopPeelPassOptions &options;
};
} // namespace

LogicalResult LoopPeel::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found =
      takeLoopRequest(loop, loops.getLoops(), branch, RequestKind::peel, func,
                      reporter, budget);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  if (std::optional<std::string> why = checkShape(loop))
    return record(branch, request, DenyReason::Unsupported, *why);

  SmallVector<Block *> blocks(loop->getBlocks().begin(),
                              loop->getBlocks().end());
  unsigned size = countOps(blocks);
  uint64_t count = request.getCount();
  PeelGain gain;
  if (count == 0) {
    std::optional<PeelGain> found = findGain(loop);
    if (!found)
      return record(branch, request, DenyReason::CostModel,
                    "no header argument becomes invariant after the first "
                    "iteration and no branch is decided by it");
    gain = std::move(*found);
    count = 1;
  } else {
    gain.why = "the request's count";
  }
  if (count > options.maxCount)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} iterations exceed max-count ({1})", count,
                                options.maxCount));
  if (count * size > options.peelBudget)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} copies of {1} operations exceed "
                                "peel-budget ({2})",
                                count, size, options.peelBudget));
  return peel(loop, count, gain, request);
}

std::optional<std::string> LoopPeel::checkShape(CFGLoop *loop) {
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not peeled");
        return std::string("the loop contains a vir.opaque_region; no code "
                           "is copied across a region barrier");
      }
  if (!loop->getLoopPredecessor())
    return std::string("the loop has several entering blocks");
  SmallVector<Block *> exits;
  loop->getExitBlocks(exits);
  if (CFGLoop *parent = loop->getParentLoop())
    if (llvm::is_contained(exits, parent->getHeader()))
      return std::string("the loop exits to the enclosing loop's header: "
                         "each copy would add a back edge to it");
  return std::nullopt;
}

std::optional<PeelGain> LoopPeel::findGain(CFGLoop *loop) {
  Block *header = loop->getHeader();
  Block *latch = LoopInfo::getLatch(loop);
  Block *entering = loop->getLoopPredecessor();
  PeelGain gain;
  auto isInvariant = [&](Value value) {
    return isDefinedOutside(value, loop) || matchPattern(value, m_Constant());
  };
  for (BlockArgument argument : header->getArguments()) {
    Value back = getIncomingValue(latch, header, argument.getArgNumber());
    Value in = getIncomingValue(entering, header, argument.getArgNumber());
    if (!back || !in || back == in || argument.use_empty() ||
        !isInvariant(back))
      continue;
    std::optional<APInt> backConstant = getScalarConstant(back);
    std::optional<APInt> inConstant = getScalarConstant(in);
    if (backConstant && inConstant && *backConstant == *inConstant)
      continue;
    gain.why = llvm::formatv("header argument #{0} is loop-invariant after "
                             "the first iteration",
                             argument.getArgNumber())
                   .str();
    return gain;
  }
  for (const InductionVariable &iv : findInductionVariables(loop, ranges)) {
    if (!iv.constantStep || iv.constantStep->isZero() ||
        !(iv.noSignedWrap || iv.noUnsignedWrap))
      continue;
    std::optional<APInt> start = getScalarConstant(iv.start);
    for (Operation *user : iv.iv.getUsers()) {
      auto icmp = dyn_cast<ICmpOp>(user);
      if (!icmp || !loop->contains(icmp->getBlock()) ||
          (icmp.getPredicate() != ICmpPredicate::eq &&
           icmp.getPredicate() != ICmpPredicate::ne))
        continue;
      Value other = icmp.getLhs() == iv.iv ? icmp.getRhs() : icmp.getLhs();
      std::optional<APInt> otherConstant = getScalarConstant(other);
      bool isStart = other == iv.start ||
                     (start && otherConstant && *start == *otherConstant);
      if (!isStart || other == iv.iv)
        continue;
      // After the first iteration the variable has moved away from its
      // start and never comes back: it does not wrap.
      gain.decided.push_back({icmp, icmp.getPredicate() == ICmpPredicate::ne});
    }
  }
  if (gain.decided.empty())
    return std::nullopt;
  gain.why =
      llvm::formatv(
          "{0} of an induction variable with its start "
          "decided after the first iteration",
          gain.decided.size() == 1
              ? std::string("a comparison")
              : llvm::formatv("{0} comparisons", gain.decided.size()).str())
          .str();
  return gain;
}

LogicalResult LoopPeel::peel(CFGLoop *loop, uint64_t count,
                             const PeelGain &gain, RequestAttr request) {
  Block *header = loop->getHeader();
  Block *latch = LoopInfo::getLatch(loop);
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader || !isa<BrOp>(preheader->getTerminator()))
    preheader = insertPreheader(loop);
  DominanceInfo &dominance = loops.getDominance();
  // The loop's blocks in region order.
  SmallVector<Block *> blocks = getBlocksInProgramOrder(loop);
  SmallVector<Block *> exiting;
  loop->getExitingBlocks(exiting);
  // Which exiting blocks each block dominates, before anything changes.
  dominance.invalidate(&func.getBody());
  llvm::MapVector<Block *, SmallVector<Block *>> dominatedExits;
  for (Block *block : blocks)
    for (Block *exit : exiting)
      if (dominance.dominates(block, exit))
        dominatedExits[block].push_back(exit);

  LLVM_DEBUG(llvm::dbgs() << "peeling " << count << " iterations\n");
  SmallVector<IRMapping> maps(count);
  llvm::SetVector<Block *> inside(blocks.begin(), blocks.end());
  for (uint64_t j = 0; j < count; ++j) {
    for (Block *copy : cloneBlocks(blocks, header, maps[j],
                                   CopyTraitPolicy{false, nullptr, false}))
      inside.insert(copy);
    // A peeled iteration is not a loop, but the loops nested in it are.
    inheritNestedLoopRequests(loop, maps[j]);
  }
  // Entry into the first copy, each copy's back edges into the next.
  auto entry = cast<BrOp>(preheader->getTerminator());
  entry->setSuccessor(maps[0].lookup(header), 0);
  for (uint64_t j = 0; j < count; ++j) {
    Block *copyHeader = maps[j].lookup(header);
    Block *next = j + 1 < count ? maps[j + 1].lookup(header) : header;
    Operation *terminator = maps[j].lookup(latch)->getTerminator();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (terminator->getSuccessor(i) == copyHeader)
        terminator->setSuccessor(next, i);
  }

  // Values used after the loop.
  Region &region = func.getBody();
  dominance.invalidate(&region);
  for (Block *block : blocks) {
    auto exits = dominatedExits.find(block);
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
      if (exits == dominatedExits.end())
        return entry->emitError("loop-peel: internal error: a loop value "
                                "used after the loop dominates no exit");
      SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
      for (Block *exit : exits->second) {
        updater.addAvailableValue(exit, value);
        for (IRMapping &map : maps)
          updater.addAvailableValue(map.lookup(exit), map.lookup(value));
      }
      if (failed(updater.rewriteUses(uses)))
        return entry->emitError("loop-peel: internal error: a loop value "
                                "used after the loop is not reached by any "
                                "copy");
    }
  }
  // Comparisons the loop that remains decides.
  for (auto [icmp, value] : gain.decided) {
    OpBuilder builder(icmp);
    Type type = icmp.getType();
    Value constant = ConstantOp::create(builder, icmp.getLoc(), type,
                                        builder.getIntegerAttr(type, value));
    icmp.replaceAllUsesWith(constant);
    icmp.erase();
  }

  ++peeled;
  iterations += count;
  Operation *branch = latch->getTerminator();
  std::string note = llvm::formatv("peeled {0} iteration{1}: {2}", count,
                                   count == 1 ? "" : "s", gain.why)
                         .str();
  if (failed(record(branch, request, std::nullopt, note)))
    return failure();
  consumeRequests(branch, request);
  loops.rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopPeelPass : vct::impl::LoopPeelPassBase<LoopPeelPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::peel}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopPeelPassOptions options{maxIterations, peelBudget, maxCount};
    LoopPeel peel(func, getAnalysis<DominanceInfo>(), loops,
                  getAnalysis<RangeInfo>(), reporter, options);
    if (failed(peel.run()))
      return signalPassFailure();
    if (peel.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not peeled");
    numPeeled += peel.peeled;
    numIterationsPeeled += peel.iterations;
    if (!peel.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
