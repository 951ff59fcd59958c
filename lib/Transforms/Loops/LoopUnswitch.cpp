//===- LoopUnswitch.cpp - Move invariant branches out of loops ------------===//
//
// For each natural loop, innermost first, carrying an epoch-valid
// `unswitch` request on its back-edge branch (O-20):
//
//  1. Shape. One latch, one entering block (a preheader ending in `vir.br`
//     is made when it has none), no `vir.opaque_region` (O-36).
//  2. Trivial unswitching, repeated while it applies: walking from the
//     header through blocks that only compute (every operation free of
//     memory effects, no call) and end in `vir.br` to a block entered from
//     them alone, the first `vir.cond_br` whose condition is defined
//     outside the loop, with one successor outside the loop that it passes
//     values defined outside the loop, carrying no traits. The walk's
//     values must not be used after the loop. Then, on entry, the loop
//     either leaves by that edge at once (doing nothing observable first)
//     or never does: the preheader takes the test, and the branch in the
//     loop becomes a `vir.br` into the loop. Nothing is copied.
//  3. Otherwise, in a loop whose exits are not the enclosing loop's
//     header: the first `vir.cond_br` or `vir.switch` in block order (in a
//     loop that contains loops, one in an inner loop: a branch the inner
//     loop left, see below), on a condition defined outside the loop and
//     not computed from constants alone (a guard loop-rotate left before a
//     cleanup folds it), carrying no traits, not branching to the header of
//     the loop or of a nested loop, with at least two distinct successors.
//     The loop (with the loops in it: LLVM's unswitchNontrivialInvariants
//     clones whole nests) is versioned: one copy per further successor, when
//     the copies total at most `max-copied-ops` operations; the preheader
//     branches on the
//     condition to the version for its value, and in each version the
//     branch goes straight to its successor (the blocks it no longer
//     reaches are erased). Values used after the loop get one definition
//     per exiting block they dominate in each version, merged by the SSA
//     updater. Copies are loops of their own (Utils/LoopCloner.h): they
//     inherit every request but `unswitch` (each gets its own result) and
//     drop `loop_invariant`; so do the copies of the loops nested in it.
//     Innermost loops come first, so a branch in an inner loop is versioned
//     there when it can be, and the enclosing loop then versions the test
//     left in the inner loop's preheader. A loop loop-unroll will unroll
//     fully (an unroll request without a factor, a constant trip count T
//     with T × size within `full-unroll-budget`, where a nest with one exit
//     counts each inner loop times its constant trip count: getNestSize) is
//     not versioned: each version would be unrolled, and the branch is left
//     to the enclosing loop (CostModel).
//  4. Results: accepted and consumed; AlreadyDone when no branch is on an
//     invariant condition; CostModel when a nest has such branches only in
//     its own blocks.
//
// Reference: LLVM's SimpleLoopUnswitch (unswitchTrivialBranch,
// unswitchNontrivialInvariants).
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
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPUNSWITCHPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-unswitch"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The most blocks the trivial walk follows from the header.
static constexpr unsigned kMaxWalk = 16;

namespace {
class LoopUnswitch {
public:
  LoopUnswitch(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
               const RangeInfo &ranges, PassReporter &reporter,
               const LoopUnswitchPassOptions &options)
      : func(func), loops(func, dominance, loops, &budget), ranges(ranges),
        reporter(reporter), budget{options.maxIterations}, options(options) {}

  LogicalResult run() {
    for (Block *header : loops->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool changed() const { return trivial + versioned != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned trivial = 0, versioned = 0, copiedOps = 0;

private:
  LogicalResult processLoop(Block *header);
  std::optional<std::string> checkShape(CFGLoop *loop);
  /// Unswitches one trivial branch; false if there is none.
  bool unswitchTrivial(CFGLoop *loop);
  /// The branch to version the loop on, or null; `skippedOwn` tells
  /// whether a nest's own blocks had one (not worth a copy of the nest).
  Operation *findInvariantBranch(CFGLoop *loop, bool &skippedOwn);
  /// The trip count of `loop`, of `size` operations, when loop-unroll will
  /// unroll it fully: it asks to be unrolled (no factor), is bottom-tested,
  /// and trip count × size is within `full-unroll-budget`.
  std::optional<uint64_t> getFullUnrollTrip(CFGLoop *loop, Operation *branch,
                                            unsigned size);
  LogicalResult version(CFGLoop *loop, Operation *branch, RequestAttr request,
                        Operation *carrier);
  Block *getPreheader(CFGLoop *loop) {
    Block *preheader = LoopInfo::getPreheader(loop);
    if (!preheader || !isa<BrOp>(preheader->getTerminator()))
      preheader = insertPreheader(loop);
    return preheader;
  }
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses loops;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopUnswitchPassOptions &options;
};
} // namespace

LogicalResult LoopUnswitch::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found =
      takeLoopRequest(loop, loops.getLoops(), branch, RequestKind::unswitch,
                      func, reporter, budget);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  if (std::optional<std::string> why = checkShape(loop))
    return record(branch, request, DenyReason::Unsupported, *why);

  unsigned moved = 0;
  while (budget.take() && unswitchTrivial(loop)) {
    ++moved;
    loops.rebuild();
    loop = loops->getLoopFor(header);
  }
  trivial += moved;
  if (moved) {
    branch = LoopInfo::getBackEdgeBranch(loop);
    std::string note = llvm::formatv("unswitched {0} invariant exit test{1} "
                                     "without copying",
                                     moved, moved == 1 ? "" : "s")
                           .str();
    if (failed(record(branch, request, std::nullopt, note)))
      return failure();
    consumeRequests(branch, request);
    return success();
  }
  bool skippedOwn = false;
  Operation *invariant = findInvariantBranch(loop, skippedOwn);
  if (!invariant && skippedOwn)
    return record(branch, request, DenyReason::CostModel,
                  "the branches on conditions defined outside the loop are "
                  "in its own blocks, which run once per iteration: not "
                  "worth a copy of the loops inside it");
  if (!invariant)
    return record(branch, request, DenyReason::AlreadyDone,
                  "no branch in the loop is on a condition defined outside "
                  "it");
  SmallVector<Block *> exits;
  loop->getExitBlocks(exits);
  if (CFGLoop *parent = loop->getParentLoop())
    if (llvm::is_contained(exits, parent->getHeader()))
      return record(branch, request, DenyReason::Unsupported,
                    "the loop exits to the enclosing loop's header: each "
                    "version would add a back edge to it");
  SmallVector<Block *> blocks(loop->getBlocks().begin(),
                              loop->getBlocks().end());
  unsigned size = countOps(blocks);
  if (std::optional<uint64_t> trip = getFullUnrollTrip(loop, branch, size))
    return record(branch, request, DenyReason::CostModel,
                  llvm::formatv("the loop runs {0} times and loop-unroll "
                                "unrolls it fully (full-unroll-budget {1}): "
                                "each version would be unrolled, the branch "
                                "is left to the enclosing loop",
                                *trip, options.fullUnrollBudget));
  uint64_t total = uint64_t(invariant->getNumSuccessors() - 1) * size;
  if (total > options.maxCopiedOps)
    return record(branch, request, DenyReason::TooLarge,
                  llvm::formatv("{0} versions of {1} operations exceed "
                                "max-copied-ops ({2})",
                                invariant->getNumSuccessors(), size,
                                options.maxCopiedOps));
  return version(loop, invariant, request, branch);
}

std::optional<uint64_t> LoopUnswitch::getFullUnrollTrip(CFGLoop *loop,
                                                        Operation *branch,
                                                        unsigned size) {
  if (options.fullUnrollBudget == 0 || size == 0 ||
      size > options.fullUnrollBudget)
    return std::nullopt;
  RequestAttr unroll = TraitView::forOp(branch).getRequest(RequestKind::unroll);
  if (!unroll || unroll.getFactor() != 0)
    return std::nullopt;
  // A nest is unrolled fully only with one exit (loop-unroll's
  // unrollNest), and its inner loops count their trip counts.
  bool nest = !loop->getSubLoops().empty();
  BottomTestedLoop shape;
  if (matchBottomTestedLoop(func, loop, reporter, "unswitched", shape,
                            /*allowOtherExits=*/!nest,
                            /*allowSubLoops=*/nest))
    return std::nullopt;
  std::optional<uint64_t> trip =
      computeConstantTripCount(loop, shape, ranges,
                               options.fullUnrollBudget / size)
          .count;
  if (!trip)
    return std::nullopt;
  uint64_t copied =
      nest ? getNestSize(func, loop, loops.getLoops(), reporter, ranges,
                         options.fullUnrollBudget, options.fullUnrollBudget)
           : size;
  if (*trip * copied > options.fullUnrollBudget)
    return std::nullopt;
  return trip;
}

std::optional<std::string> LoopUnswitch::checkShape(CFGLoop *loop) {
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not unswitched");
        return std::string("the loop contains a vir.opaque_region; no code "
                           "is moved across a region barrier");
      }
  if (!loop->getLoopPredecessor())
    return std::string("the loop has several entering blocks");
  return std::nullopt;
}

/// True if `value` is a constant or computed from constants alone (a guard
/// loop-rotate left on constant bounds, before a cleanup folds it): a copy
/// on it would be dead code.
static bool foldsToConstant(Value value) {
  if (matchPattern(value, m_Constant()))
    return true;
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() != 0 && isMemoryEffectFree(def) &&
         llvm::all_of(def->getOperands(), [](Value operand) {
           return matchPattern(operand, m_Constant());
         });
}

/// True if `op` only computes: no memory effect, no call, nothing that may
/// not pass control on.
static bool onlyComputes(Operation &op) {
  return !isa<CallOp, OpaqueRegionOp>(op) && op.getNumRegions() == 0 &&
         isMemoryEffectFree(&op);
}

bool LoopUnswitch::unswitchTrivial(CFGLoop *loop) {
  Block *header = loop->getHeader();
  SmallVector<Block *> walked;
  Block *block = header;
  for (unsigned step = 0; step < kMaxWalk; ++step) {
    walked.push_back(block);
    for (Operation &op : block->without_terminator())
      if (!onlyComputes(op))
        return false;
    Operation *terminator = block->getTerminator();
    if (auto br = dyn_cast<BrOp>(terminator)) {
      Block *next = br.getDest();
      if (next == header || !loop->contains(next) ||
          next->getSinglePredecessor() != block)
        return false;
      block = next;
      continue;
    }
    auto test = dyn_cast<CondBrOp>(terminator);
    if (!test || !isDefinedOutside(test.getCondition(), loop) ||
        !getTraitList(test).empty())
      return false;
    bool trueInside = loop->contains(test.getTrueDest());
    if (trueInside == loop->contains(test.getFalseDest()))
      return false;
    unsigned exitIndex = trueInside ? 1 : 0;
    Block *stay = test->getSuccessor(1 - exitIndex);
    if (stay == header)
      return false;
    // A new edge from the preheader to the enclosing loop's header would
    // be one more back edge of that loop.
    if (CFGLoop *parent = loop->getParentLoop();
        parent && parent->getHeader() == test->getSuccessor(exitIndex))
      return false;
    SuccessorOperands exitOperands = test.getSuccessorOperands(exitIndex);
    for (Value value : exitOperands.getForwardedOperands())
      if (!isDefinedOutside(value, loop))
        return false;
    // The walk's values are not read after the loop.
    for (Block *done : walked) {
      for (BlockArgument argument : done->getArguments())
        for (Operation *user : argument.getUsers())
          if (!loop->contains(user->getBlock()))
            return false;
      for (Operation &op : *done)
        for (Operation *user : op.getUsers())
          if (!loop->contains(user->getBlock()))
            return false;
    }
    LLVM_DEBUG(llvm::dbgs()
               << "trivially unswitching " << test.getLoc() << "\n");
    Block *preheader = getPreheader(loop);
    auto entry = cast<BrOp>(preheader->getTerminator());
    SmallVector<Value> entryOperands(entry.getDestOperands());
    SmallVector<Value> leaving(exitOperands.getForwardedOperands());
    Block *exit = test->getSuccessor(exitIndex);
    OpBuilder builder(entry);
    if (exitIndex == 0)
      CondBrOp::create(builder, test.getLoc(), test.getCondition(), exit,
                       leaving, header, entryOperands);
    else
      CondBrOp::create(builder, test.getLoc(), test.getCondition(), header,
                       entryOperands, exit, leaving);
    entry.erase();
    SmallVector<Value> staying(
        test.getSuccessorOperands(1 - exitIndex).getForwardedOperands());
    builder.setInsertionPoint(test);
    BrOp::create(builder, test.getLoc(), stay, staying);
    test.erase();
    return true;
  }
  return false;
}

Operation *LoopUnswitch::findInvariantBranch(CFGLoop *loop, bool &skippedOwn) {
  // In a nest, only a branch of an inner loop is worth a copy of the whole
  // nest: one in the loop's own blocks runs once per iteration of it.
  bool nest = !loop->getSubLoops().empty();
  for (Block *block : getBlocksInProgramOrder(loop)) {
    bool own = nest && loops->getLoopFor(block) == loop;
    Operation *terminator = block->getTerminator();
    Value condition;
    if (auto test = dyn_cast<CondBrOp>(terminator))
      condition = test.getCondition();
    else if (auto choice = dyn_cast<SwitchOp>(terminator))
      condition = choice.getFlag();
    else
      continue;
    if (!isDefinedOutside(condition, loop) ||
        !getTraitList(terminator).empty() || foldsToConstant(condition))
      continue;
    if (own) {
      skippedOwn = true;
      continue;
    }
    // No edge to the header of the loop or of a loop in it: each version
    // keeps the loops it had, with their latches.
    llvm::SmallSetVector<Block *, 4> targets;
    for (Block *successor : terminator->getSuccessors())
      targets.insert(successor);
    if (targets.size() < 2 || llvm::any_of(targets, [&](Block *target) {
          CFGLoop *inner = loops->getLoopFor(target);
          return inner && inner->getHeader() == target &&
                 loop->contains(target);
        }))
      continue;
    return terminator;
  }
  return nullptr;
}

LogicalResult LoopUnswitch::version(CFGLoop *loop, Operation *invariant,
                                    RequestAttr request, Operation *carrier) {
  Block *header = loop->getHeader();
  // The result first: the latch of the original may not survive (its
  // version may leave the loop at once).
  unsigned versions = invariant->getNumSuccessors();
  std::string note = llvm::formatv("versioned the loop on an invariant "
                                   "branch: {0} cop{1}",
                                   versions - 1, versions == 2 ? "y" : "ies")
                         .str();
  if (failed(record(carrier, request, std::nullopt, note)))
    return failure();
  consumeRequests(carrier, request);
  Block *preheader = getPreheader(loop);
  DominanceInfo &dominance = loops.getDominance();
  SmallVector<Block *> blocks = getBlocksInProgramOrder(loop);
  unsigned size = countOps(blocks);
  SmallVector<Block *> exiting;
  loop->getExitingBlocks(exiting);
  dominance.invalidate(&func.getBody());
  llvm::MapVector<Block *, SmallVector<Block *>> dominatedExits;
  for (Block *block : blocks)
    for (Block *exit : exiting)
      if (dominance.dominates(block, exit))
        dominatedExits[block].push_back(exit);
  Location loc = invariant->getLoc();
  LLVM_DEBUG(llvm::dbgs() << "versioning the loop " << versions << " ways on "
                          << loc << "\n");

  // Version 0 is the loop itself; its loop requests stay, unswitch
  // consumed. The others inherit every request but unswitch.
  auto policy = [](RequestKind kind) {
    return kind == RequestKind::unswitch ? CopiedRequestPolicy::Drop
                                         : CopiedRequestPolicy::Inherit;
  };
  SmallVector<IRMapping> maps(versions);
  llvm::SetVector<Block *> inside(blocks.begin(), blocks.end());
  for (unsigned v = 1; v < versions; ++v)
    for (Block *copy : cloneBlocks(blocks, header, maps[v],
                                   CopyTraitPolicy{false, policy, false}))
      inside.insert(copy);
  auto lookup = [&](unsigned v, auto thing) {
    return v == 0 ? thing : maps[v].lookup(thing);
  };

  // The preheader chooses the version.
  auto entry = cast<BrOp>(preheader->getTerminator());
  SmallVector<Value> entryOperands(entry.getDestOperands());
  OpBuilder builder(entry);
  if (auto test = dyn_cast<CondBrOp>(invariant)) {
    CondBrOp::create(builder, loc, test.getCondition(), lookup(0, header),
                     entryOperands, lookup(1, header), entryOperands);
  } else {
    auto choice = cast<SwitchOp>(invariant);
    SmallVector<Block *> dests;
    SmallVector<ValueRange> operands;
    for (unsigned v = 1; v < versions; ++v) {
      dests.push_back(lookup(v, header));
      operands.push_back(entryOperands);
    }
    SmallVector<int64_t> values(choice.getCaseValues()->begin(),
                                choice.getCaseValues()->end());
    SwitchOp::create(builder, loc, choice.getFlag(), lookup(0, header),
                     entryOperands, values, dests, operands);
  }
  entry.erase();

  // In each version the branch goes to its successor. Successor v of the
  // branch: cond_br true (0), false (1); switch default (0), cases (1..).
  Block *branchBlock = invariant->getBlock();
  for (unsigned v = 0; v < versions; ++v) {
    Operation *copy = lookup(v, branchBlock)->getTerminator();
    auto branch = cast<BranchOpInterface>(copy);
    Block *dest = copy->getSuccessor(v);
    SmallVector<Value> operands(
        branch.getSuccessorOperands(v).getForwardedOperands());
    OpBuilder at(copy);
    BrOp::create(at, loc, dest, operands);
    copy->erase();
  }

  // The blocks a version no longer reaches go; the ways out that remain.
  llvm::DenseSet<Block *> reachable;
  SmallVector<Block *> worklist = {&func.getBody().front()};
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    if (!reachable.insert(block).second)
      continue;
    for (Block *successor : block->getSuccessors())
      worklist.push_back(successor);
  }
  // The uses after the loop read a placeholder while blocks go (a value
  // of a block a version no longer reaches goes with it).
  // The placeholder's uses are collected again after blocks go: a rewrite
  // moves the operands of the branches it extends.
  struct LiveOut {
    Operation *placeholder;
    SmallVector<std::pair<Block *, Value>> available;
  };
  SmallVector<LiveOut> liveOuts;
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
        return func.emitError("loop-unswitch: internal error: a loop "
                              "value used after the loop dominates no "
                              "exit");
      LiveOut liveOut{parkUses(func.getBody(), value, uses), {}};
      for (Block *exit : exits->second)
        for (unsigned v = 0; v < versions; ++v)
          if (reachable.contains(lookup(v, exit)))
            liveOut.available.push_back({lookup(v, exit), lookup(v, value)});
      liveOuts.push_back(std::move(liveOut));
    }
  }
  bool internalError = false;
  removeUnreachableBlocks(reporter, func.getBody(), internalError);
  if (internalError)
    return failure();

  Region &region = func.getBody();
  dominance.invalidate(&region);
  for (LiveOut &liveOut : liveOuts) {
    Value placeholder = liveOut.placeholder->getResult(0);
    SSAUpdater updater(region, dominance, placeholder.getType(),
                       placeholder.getLoc());
    for (auto [block, value] : liveOut.available)
      updater.addAvailableValue(block, value);
    if (failed(updater.rewriteAllUsesOf(placeholder)))
      return func.emitError("loop-unswitch: internal error: a loop value "
                            "used after the loop is not reached by any "
                            "version");
    liveOut.placeholder->erase();
  }

  ++versioned;
  copiedOps += size * (versions - 1);
  loops.rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopUnswitchPass : vct::impl::LoopUnswitchPassBase<LoopUnswitchPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::unswitch}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopUnswitchPassOptions options{maxIterations, maxCopiedOps,
                                    fullUnrollBudget};
    LoopUnswitch unswitch(func, getAnalysis<DominanceInfo>(), loops,
                          getAnalysis<RangeInfo>(), reporter, options);
    if (failed(unswitch.run()))
      return signalPassFailure();
    if (unswitch.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not unswitched");
    numTrivial += unswitch.trivial;
    numVersioned += unswitch.versioned;
    numCopiedOps += unswitch.copiedOps;
    if (!unswitch.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
