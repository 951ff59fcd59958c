//===- LoopFuse.cpp - Fuse adjacent loops ---------------------------------===//
//
// For each pair of adjacent natural loops, in control-flow order, both carrying
// an epoch-valid `fuse` request on their back-edge branch (O-20):
//
//  1. Adjacency. The first loop's exit block has the first loop's latch as
//     its only predecessor and leads, through blocks ending in `vir.br`
//     whose only predecessor is the block before, to the second loop's
//     only entering edge.
//  2. Shape of each loop: innermost, one latch that is the only exiting
//     block (bottom-tested), a `vir.cond_br` there, one entering block, no
//     `vir.opaque_region` (O-36, a Barrier remark), no call or other
//     operation touching memory but loads and stores, no volatile or
//     atomic access. Both are children of the same loop (or of none).
//  3. Trip counts (findCountedLoop, no scalar evolution: O-16): both loops
//     count by +1 and run the same constant number of times, or have the
//     same start, bound, predicate and tested value (the variable or its
//     next value).
//  4. The code between: memory-effect free operations only. Those that do
//     not read the first loop's values and are speculatable move before
//     the first loop; the others move to the start of the second loop's
//     exit (which must have no other predecessor), and the second loop may
//     not use them. The second loop may not use a value of the first.
//  5. Dependences (Analysis/Dependence.h, LoopPairDependence): every pair
//     of a load or store in the first loop and one in the second, one of
//     them a store, must keep its order: no iteration k' of the second
//     loop may touch what an iteration k > k' of the first touches.
//     Different bases are independent only by a noalias or restrict trait
//     (O-31..O-33).
//  6. Rewrite. The second header's arguments become new arguments of the
//     first header (entered with the second loop's entry values, carried
//     by the second latch's back edge), the first latch branches to the
//     blocks between, and the second latch's back edge goes to the first
//     header with both latches' back-edge values. The first loop's values
//     used after it are computed by its part of the fused body, whose last
//     iteration is the first loop's last.
//  7. Results: both fuse requests accepted (each naming the other loop) and
//     consumed; on a refusal both denied with the same reason. The first
//     latch's other requests end with its branch (AlreadyDone): the second
//     loop's speak for the fused loop.
//
// Reference: LLVM's LoopFuse (FusionCandidate, isAdjacent,
// dependencesAllowFusion, fuseCandidates).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/Dependence.h"
#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopMemory.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/RegionGraphTraits.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPFUSEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-fuse"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// Most blocks between two loops that are looked through.
static constexpr unsigned kMaxBetweenBlocks = 16;

namespace {
struct Refusal {
  DenyReason reason;
  std::string note;
};

/// One loop of a pair, as checked.
struct Candidate {
  CFGLoop *loop = nullptr;
  Block *header = nullptr;
  Block *latch = nullptr;
  CondBrOp branch;
  /// The successor of `branch` that stays (the header) and that leaves.
  unsigned backIndex = 0;
  Block *exit = nullptr;
  CountedLoop counted;
  /// The loop's blocks in region order.
  SmallVector<Block *> blocks;
};

/// What the pair's rewrite needs, found by the checks.
struct Plan {
  Candidate first, second;
  /// The blocks from the first loop's exit to the second loop's entering
  /// block, in order.
  SmallVector<Block *> between;
  /// Operations between the loops that move before the first loop, and
  /// those that move after the fused loop, in program order.
  SmallVector<Operation *> hoisted, sunk;
  /// A guarded pair (rotated loops): the first loop's entering block ends
  /// in `firstGuard`, which enters the loop or skips to its exit; the
  /// exit (`between`'s only block) ends in `secondGuard`, which enters the
  /// second loop or skips it, on an equivalent condition. The skip path
  /// keeps the code between; the fused loop's exit runs a copy of it.
  CondBrOp firstGuard, secondGuard;
  unsigned firstGuardIndex = 0, secondGuardIndex = 0;
  /// The branch entering the second loop, and its successor index: the
  /// last block's between, the second guard, or (no code between) the
  /// first latch's exit edge.
  Operation *entryBranch = nullptr;
  unsigned entryIndex = 0;
  ValueRange getEntryValues() const {
    return cast<BranchOpInterface>(entryBranch)
        .getSuccessorOperands(entryIndex)
        .getForwardedOperands();
  }
  bool isGuarded() const { return static_cast<bool>(firstGuard); }
};

class LoopFuse {
public:
  LoopFuse(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
           const RangeInfo &ranges, const AliasInfo &aliases,
           PassReporter &reporter, const LoopFusePassOptions &options)
      : func(func), loops(func, dominance, loops, &budget), ranges(ranges),
        aliases(aliases), reporter(reporter), budget{options.maxIterations} {}

  LogicalResult run();

  bool exhausted() const { return budget.exhausted; }
  unsigned fused = 0, hoisted = 0, sunk = 0;

private:
  /// Evaluates the fuse request of the loop headed by `header`; sets
  /// `changed` if it fused.
  LogicalResult processLoop(Block *header, bool &changed);
  std::optional<Refusal> checkLoop(CFGLoop *loop, StringRef which,
                                   Candidate &candidate);
  std::optional<std::string> matchGuards(Plan &plan, CFGLoop *&next);
  std::optional<Refusal> checkTripCounts(const Plan &plan);
  std::optional<Refusal> checkBetween(Plan &plan);
  std::optional<Refusal> checkDependences(const Plan &plan);
  LogicalResult fuse(Plan &plan, RequestAttr firstRequest,
                     RequestAttr secondRequest);
  LogicalResult fuseGuarded(Plan &plan, RequestAttr firstRequest,
                            RequestAttr secondRequest);
  /// Both requests' results, then the first latch's branch becomes
  /// `vir.br dest(operands)`.
  LogicalResult finish(Plan &plan, RequestAttr firstRequest,
                       RequestAttr secondRequest, Block *dest,
                       ValueRange operands);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses loops;
  const RangeInfo &ranges;
  const AliasInfo &aliases;
  PassReporter &reporter;
  IterationBudget budget;
  /// Back-edge branches whose fuse request has its result (membership
  /// only, never iterated).
  llvm::SmallPtrSet<Operation *, 8> evaluated;
};
} // namespace

/// "line N" of `op`'s location, or "" when it has none.
static std::string describeLine(Operation *op) {
  if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
    return llvm::formatv(" at line {0}", loc.getLine()).str();
  return "";
}

LogicalResult LoopFuse::run() {
  // In control-flow order (a reverse post-order of the CFG: a loop comes
  // before the loops its exits lead to, wherever rotation left its header
  // in the region); after a fusion the loops are rebuilt and the scan
  // starts again (the evaluated requests are skipped).
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Block *> headers;
    llvm::ReversePostOrderTraversal<Block *> order(&func.getBody().front());
    for (Block *block : order) {
      budget.spend(1);
      if (CFGLoop *loop = loops->getLoopFor(block);
          loop && loop->getHeader() == block)
        headers.push_back(block);
    }
    for (Block *header : headers) {
      if (failed(processLoop(header, changed)))
        return failure();
      if (changed)
        break;
    }
  }
  return success();
}

LogicalResult LoopFuse::processLoop(Block *header, bool &changed) {
  CFGLoop *loop = loops->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  if (branch && evaluated.contains(branch))
    return success();
  FailureOr<RequestAttr> found = findLoopRequest(
      loop, loops.getLoops(), branch, RequestKind::fuse, func, reporter);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  evaluated.insert(branch);
  if (!budget.take())
    return record(branch, request, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");

  // The loop that follows.
  auto denyFirst = [&](const Twine &note) {
    return record(branch, request, DenyReason::Unsupported, note);
  };
  Plan plan;
  if (std::optional<Refusal> refusal = checkLoop(loop, "first", plan.first))
    return record(branch, request, refusal->reason, refusal->note);
  Block *block = plan.first.exit;
  CFGLoop *next = nullptr;
  if (CFGLoop *exitLoop = loops->getLoopFor(block);
      exitLoop && exitLoop->getHeader() == block &&
      exitLoop != loop->getParentLoop()) {
    // The first loop exits straight into the second's header.
    next = exitLoop;
    plan.entryBranch = plan.first.branch;
    plan.entryIndex = 1 - plan.first.backIndex;
  } else if (block->getSinglePredecessor() != plan.first.latch) {
    std::optional<std::string> why = matchGuards(plan, next);
    if (why)
      return denyFirst(*why);
  }
  while (!next) {
    if (plan.between.size() >= kMaxBetweenBlocks)
      return denyFirst(llvm::formatv("no loop follows within {0} blocks",
                                     kMaxBetweenBlocks));
    if (!budget.take())
      return record(branch, request, DenyReason::TooLarge,
                    "vir.max_iterations ran out before this loop");
    plan.between.push_back(block);
    auto br = dyn_cast<BrOp>(block->getTerminator());
    if (!br)
      return denyFirst("no loop follows: the code after the loop branches "
                       "conditionally or leaves the function before another "
                       "loop");
    Block *dest = br.getDest();
    if (CFGLoop *destLoop = loops->getLoopFor(dest);
        destLoop && destLoop->getHeader() == dest &&
        destLoop != loop->getParentLoop()) {
      next = destLoop;
      plan.entryBranch = br;
      plan.entryIndex = 0;
      break;
    }
    if (dest->getSinglePredecessor() != block)
      return denyFirst("no loop follows: the code after the loop joins "
                       "other paths before another loop");
    block = dest;
  }
  Operation *nextBranch = LoopInfo::getBackEdgeBranch(next);
  FailureOr<RequestAttr> nextFound = findLoopRequest(
      next, loops.getLoops(), nextBranch, RequestKind::fuse, func, reporter);
  if (failed(nextFound))
    return failure();
  RequestAttr nextRequest = *nextFound;
  if (!nextRequest)
    return denyFirst("the loop that follows carries no fuse request");
  if (evaluated.contains(nextBranch))
    return denyFirst("the loop that follows was evaluated for fusion with "
                     "another loop");
  evaluated.insert(nextBranch);

  auto denyBoth = [&](const Refusal &refusal) -> LogicalResult {
    if (failed(record(branch, request, refusal.reason,
                      "with the following loop: " + refusal.note)))
      return failure();
    return record(nextBranch, nextRequest, refusal.reason,
                  "with the preceding loop: " + refusal.note);
  };
  if (!budget.take())
    return denyBoth(
        {DenyReason::TooLarge, "vir.max_iterations ran out before this loop"});
  if (std::optional<Refusal> refusal = checkLoop(next, "second", plan.second))
    return denyBoth(*refusal);
  if (loop->getParentLoop() != next->getParentLoop())
    return denyBoth({DenyReason::Unsupported,
                     "the loops are not children of the same loop"});
  if (next->getLoopPredecessor() != plan.entryBranch->getBlock())
    return denyBoth({DenyReason::Unsupported,
                     "the second loop is entered from elsewhere too"});
  if (std::optional<Refusal> refusal = checkTripCounts(plan))
    return denyBoth(*refusal);
  if (std::optional<Refusal> refusal = checkBetween(plan))
    return denyBoth(*refusal);
  if (std::optional<Refusal> refusal = checkDependences(plan))
    return denyBoth(*refusal);
  if (failed(fuse(plan, request, nextRequest)))
    return failure();
  changed = true;
  return success();
}

std::optional<Refusal> LoopFuse::checkLoop(CFGLoop *loop, StringRef which,
                                           Candidate &candidate) {
  auto unsupported = [&](const Twine &note) {
    return Refusal{DenyReason::Unsupported,
                   ("the " + which + " loop " + note).str()};
  };
  candidate.loop = loop;
  candidate.header = loop->getHeader();
  if (!loop->getSubLoops().empty())
    return unsupported("contains loops");
  for (Block &block : func.getBody())
    if (loop->contains(&block))
      candidate.blocks.push_back(&block);
  for (Block *block : candidate.blocks)
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not fused");
        return unsupported("contains a vir.opaque_region; no memory access "
                           "is reordered across a region barrier");
      }
  candidate.latch = LoopInfo::getLatch(loop);
  if (!candidate.latch)
    return unsupported("has several latches");
  SmallVector<Block *> exiting;
  loop->getExitingBlocks(exiting);
  if (exiting.size() != 1 || exiting.front() != candidate.latch)
    return unsupported("is not bottom-tested: its latch is not its only "
                       "exiting block");
  candidate.branch = dyn_cast<CondBrOp>(candidate.latch->getTerminator());
  if (!candidate.branch ||
      (candidate.branch.getTrueDest() == candidate.header) ==
          (candidate.branch.getFalseDest() == candidate.header))
    return unsupported("does not end in a vir.cond_br to its header and "
                       "its exit");
  candidate.backIndex =
      candidate.branch.getTrueDest() == candidate.header ? 0 : 1;
  candidate.exit = candidate.branch->getSuccessor(1 - candidate.backIndex);
  if (!loop->getLoopPredecessor())
    return unsupported("has several entering blocks");
  LoopMemory memory = LoopMemory::get(loop);
  for (Operation *op :
       llvm::concat<Operation *>(memory.writers, memory.readers))
    if (!isa<LoadOp, StoreOp>(op))
      return unsupported(llvm::formatv("holds a {0}, which may touch memory",
                                       op->getName().getStringRef()));
  if (memory.synchronizes)
    return unsupported("holds a volatile or atomic access");
  std::optional<CountedLoop> counted = findCountedLoop(loop, ranges);
  if (!counted)
    return unsupported("is not a counted loop: no induction variable "
                       "compared with a loop-invariant bound decides the "
                       "exit");
  if (!counted->iv.hasConstantStep(1))
    return unsupported("has an induction variable that does not step by +1");
  if (!isa<IntegerType>(counted->iv.iv.getType()))
    return unsupported("has an induction variable that is not an integer");
  candidate.counted = *counted;
  return std::nullopt;
}

/// Two values that are the same SSA value or equal constants.
static bool sameValue(Value a, Value b) {
  if (a == b)
    return true;
  std::optional<APInt> x = getScalarConstant(a), y = getScalarConstant(b);
  return x && y && x->getBitWidth() == y->getBitWidth() && *x == *y;
}

/// Two conditions that are one value, or vir.icmp of one predicate on the
/// same operands.
static bool sameCondition(Value a, Value b) {
  if (sameValue(a, b))
    return true;
  auto x = a.getDefiningOp<ICmpOp>(), y = b.getDefiningOp<ICmpOp>();
  return x && y && x.getPredicate() == y.getPredicate() &&
         sameValue(x.getLhs(), y.getLhs()) && sameValue(x.getRhs(), y.getRhs());
}

std::optional<std::string> LoopFuse::matchGuards(Plan &plan, CFGLoop *&next) {
  Block *exit = plan.first.exit;
  CFGLoop *loop = plan.first.loop;
  Block *entering = loop->getLoopPredecessor();
  auto guard =
      entering ? dyn_cast<CondBrOp>(entering->getTerminator()) : CondBrOp();
  llvm::SetVector<Block *> preds(exit->pred_begin(), exit->pred_end());
  if (!guard || preds.size() != 2 || !preds.contains(entering) ||
      guard.getTrueDest() == guard.getFalseDest() ||
      !llvm::is_contained(guard->getSuccessors(), exit))
    return std::string("the loop's exit block has other predecessors than "
                       "the loop and its guard");
  // Blocks that only branch on, to the second loop's guard.
  SmallVector<Block *> between{exit};
  while (auto br = dyn_cast<BrOp>(between.back()->getTerminator())) {
    Block *dest = br.getDest();
    if (between.size() >= kMaxBetweenBlocks ||
        dest->getSinglePredecessor() != between.back())
      break;
    between.push_back(dest);
  }
  auto second = dyn_cast<CondBrOp>(between.back()->getTerminator());
  if (!second)
    return std::string("no loop follows: the guarded loop's exit does not "
                       "lead to a guard of another loop");
  for (unsigned index : {0u, 1u}) {
    Block *dest = second->getSuccessor(index);
    CFGLoop *destLoop = loops->getLoopFor(dest);
    if (!destLoop || destLoop->getHeader() != dest ||
        destLoop == loop->getParentLoop() ||
        second->getSuccessor(1 - index) == dest)
      continue;
    plan.firstGuard = guard;
    plan.firstGuardIndex = guard.getTrueDest() == plan.first.header ? 0 : 1;
    plan.secondGuard = second;
    plan.secondGuardIndex = index;
    plan.entryBranch = second;
    plan.entryIndex = index;
    plan.between = between;
    next = destLoop;
    return std::nullopt;
  }
  return std::string("no loop follows: the guarded loop's exit does not "
                     "lead to a guard of another loop");
}

std::optional<Refusal> LoopFuse::checkTripCounts(const Plan &plan) {
  const CountedLoop &a = plan.first.counted, &b = plan.second.counted;
  if (a.tripCount && b.tripCount) {
    if (*a.tripCount == *b.tripCount)
      return std::nullopt;
    return Refusal{DenyReason::Unsupported,
                   llvm::formatv("the trip counts differ ({0} and {1})",
                                 *a.tripCount, *b.tripCount)
                       .str()};
  }
  auto bound = [](const CountedLoop &counted) -> std::optional<APInt> {
    if (counted.adjustedBound)
      return counted.adjustedBound;
    return getScalarConstant(counted.bound);
  };
  std::optional<APInt> boundA = bound(a), boundB = bound(b);
  bool sameBound =
      (boundA && boundB)
          ? boundA->getBitWidth() == boundB->getBitWidth() && *boundA == *boundB
          : !a.adjustedBound && !b.adjustedBound && a.bound == b.bound;
  if (a.iv.iv.getType() == b.iv.iv.getType() && a.predicate == b.predicate &&
      a.testsNext == b.testsNext && sameValue(a.iv.start, b.iv.start) &&
      sameBound)
    return std::nullopt;
  return Refusal{DenyReason::Unsupported,
                 "the trip counts are not shown equal: the loops do not "
                 "have the same start, bound and exit test"};
}

std::optional<Refusal> LoopFuse::checkBetween(Plan &plan) {
  CFGLoop *first = plan.first.loop;
  // Values that carry the first loop's values: its own, the blocks'
  // arguments between (they are the first loop's exit values, or values
  // passed on) and the operations that read them.
  llvm::SetVector<Value> fromFirst;
  auto isFromFirst = [&](Value value) {
    if (fromFirst.contains(value))
      return true;
    Block *block = isa<BlockArgument>(value)
                       ? cast<BlockArgument>(value).getOwner()
                       : value.getDefiningOp()->getBlock();
    return first->contains(block);
  };
  for (Block *block : plan.between) {
    for (BlockArgument argument : block->getArguments())
      fromFirst.insert(argument);
    for (Operation &op : block->without_terminator()) {
      if (!budget.take())
        return Refusal{DenyReason::TooLarge,
                       "vir.max_iterations ran out between the loops"};
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "a vir.opaque_region between the loops; not fused");
        return Refusal{DenyReason::Unsupported,
                       "a vir.opaque_region is between the loops; no code "
                       "moves across a region barrier"};
      }
      if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
        return Refusal{
            DenyReason::Unsupported,
            llvm::formatv("the {0} between the loops has side effects or "
                          "touches memory",
                          op.getName().getStringRef())
                .str()};
      bool readsFirst = llvm::any_of(op.getOperands(), isFromFirst);
      if (!readsFirst && isSpeculatable(&op)) {
        plan.hoisted.push_back(&op);
        continue;
      }
      plan.sunk.push_back(&op);
      for (Value result : op.getResults())
        fromFirst.insert(result);
    }
  }
  // The second loop and its entry values may not read them.
  auto usedBySecond = [&](Value value) -> bool {
    for (Operation *user : value.getUsers())
      if (plan.second.loop->contains(user->getBlock()))
        return true;
    return false;
  };
  for (Value value : plan.getEntryValues())
    if (isFromFirst(value))
      return Refusal{DenyReason::Unsupported,
                     "the second loop starts from a value computed from the "
                     "first loop's"};
  for (Block *block : plan.first.blocks) {
    SmallVector<Value> values(block->getArguments());
    for (Operation &op : *block)
      llvm::append_range(values, op.getResults());
    for (Value value : values)
      if (usedBySecond(value))
        return Refusal{DenyReason::Unsupported,
                       "the second loop uses a value of the first loop"};
  }
  for (Value value : fromFirst)
    if (usedBySecond(value))
      return Refusal{DenyReason::Unsupported,
                     "the second loop uses a value computed from the first "
                     "loop's between the loops"};
  if (plan.isGuarded()) {
    // Both loops run, or neither: one condition, entering on the same side.
    Value condition = plan.secondGuard.getCondition();
    if (isFromFirst(condition) ||
        !sameCondition(plan.firstGuard.getCondition(), condition) ||
        plan.firstGuardIndex != plan.secondGuardIndex)
      return Refusal{DenyReason::Unsupported,
                     "the loops' guards are not shown to agree"};
    // The skip path keeps the code between; the fused loop's exit gets a
    // copy.
    return std::nullopt;
  }
  // Where the sunk operations go.
  if (!plan.sunk.empty() &&
      plan.second.exit->getSinglePredecessor() != plan.second.latch)
    return Refusal{DenyReason::Unsupported,
                   "the code between the loops reads the first loop's "
                   "values, and the second loop's exit has other "
                   "predecessors to move it to"};
  // Sunk operations still see their operands at the second exit: the first
  // loop's values and the blocks between dominate it in the fused loop
  // (they stay on its only path), and hoisted ones dominate the loop.
  return std::nullopt;
}

/// The dependence loop of a candidate (as loop-vectorize builds it).
static DependenceLoop getDependenceLoop(const Candidate &candidate) {
  const CountedLoop &counted = candidate.counted;
  const InductionVariable &iv = counted.iv;
  DependenceLoop loop{
      candidate.loop, iv.iv,
      counted.predicate == ICmpPredicate::slt || iv.noSignedWrap,
      counted.predicate == ICmpPredicate::ult || iv.noUnsignedWrap};
  if (std::optional<APInt> start = getScalarConstant(iv.start);
      start && start->getSignificantBits() <= 64)
    loop.ivStart = start->getSExtValue();
  return loop;
}

std::optional<Refusal> LoopFuse::checkDependences(const Plan &plan) {
  LoopPairDependence dependence(
      getDependenceLoop(plan.first), plan.first.counted.iv.start,
      getDependenceLoop(plan.second), plan.second.counted.iv.start, aliases);
  SmallVector<MemoryAccess> firstAccesses, secondAccesses;
  for (Block *block : plan.first.blocks)
    for (Operation &op : *block)
      if (std::optional<MemoryAccess> access = dependence.getFirstAccess(&op))
        firstAccesses.push_back(*access);
  for (Block *block : plan.second.blocks)
    for (Operation &op : *block)
      if (std::optional<MemoryAccess> access = dependence.getSecondAccess(&op))
        secondAccesses.push_back(*access);
  for (const MemoryAccess &a : firstAccesses)
    for (const MemoryAccess &b : secondAccesses) {
      if (!a.isWrite && !b.isWrite)
        continue;
      if (!budget.take())
        return Refusal{DenyReason::TooLarge,
                       "vir.max_iterations ran out testing dependences"};
      FusionDependence dep = dependence.depends(a, b);
      LLVM_DEBUG(llvm::dbgs()
                 << dependence.describe(a) << " / " << dependence.describe(b)
                 << ": " << dep.reason << "\n");
      if (dep.kind == FusionDependence::Backward)
        return Refusal{DenyReason::Illegality, dep.reason};
      if (dep.kind == FusionDependence::Unknown)
        return Refusal{DenyReason::Unsupported, "may depend: " + dep.reason};
    }
  return std::nullopt;
}

LogicalResult LoopFuse::fuse(Plan &plan, RequestAttr firstRequest,
                             RequestAttr secondRequest) {
  if (plan.isGuarded())
    return fuseGuarded(plan, firstRequest, secondRequest);
  Candidate &first = plan.first, &second = plan.second;
  LLVM_DEBUG(llvm::dbgs() << "fusing two loops\n");
  Operation *firstBranch = first.branch;
  // A preheader ending in vir.br.
  Block *preheader = first.loop->getLoopPredecessor();
  if (!isa<BrOp>(preheader->getTerminator()))
    preheader = insertPreheader(first.loop);
  if (!preheader)
    return firstBranch->emitError("loop-fuse: internal error: the first loop "
                                  "has no entering edge");
  // The blocks' arguments between the loops become what they are passed.
  for (Block *block : plan.between) {
    for (unsigned index = block->getNumArguments(); index-- > 0;) {
      Block *pred = block->getSinglePredecessor();
      auto branch = cast<BranchOpInterface>(pred->getTerminator());
      unsigned successor = 0;
      while (pred->getTerminator()->getSuccessor(successor) != block)
        ++successor;
      Value incoming =
          branch.getSuccessorOperands(successor).getForwardedOperands()[index];
      block->getArgument(index).replaceAllUsesWith(incoming);
      eraseBlockArgument(block, index);
    }
  }
  for (Operation *op : plan.hoisted)
    op->moveBefore(preheader->getTerminator());
  Operation *anchor = &second.exit->front();
  for (Operation *op : plan.sunk)
    op->moveBefore(anchor);
  hoisted += plan.hoisted.size();
  sunk += plan.sunk.size();

  // The second header's arguments come through the first header.
  auto preheaderBranch = cast<BrOp>(preheader->getTerminator());
  SmallVector<Value> entryValues(plan.getEntryValues());
  SmallVector<Value> carried;
  for (BlockArgument argument : second.header->getArguments())
    carried.push_back(
        first.header->addArgument(argument.getType(), argument.getLoc()));
  preheaderBranch.getDestOperandsMutable().append(entryValues);
  bool direct = plan.between.empty();
  if (!direct)
    cast<BranchOpInterface>(plan.entryBranch)
        .getSuccessorOperands(plan.entryIndex)
        .getMutableForwardedOperands()
        .assign(carried);
  // The second latch's back edge goes to the first header with both
  // latches' back-edge values.
  SmallVector<Value> backValues(
      first.branch.getSuccessorOperands(first.backIndex)
          .getForwardedOperands());
  llvm::append_range(backValues,
                     second.branch.getSuccessorOperands(second.backIndex)
                         .getForwardedOperands());
  second.branch.getSuccessorOperands(second.backIndex)
      .getMutableForwardedOperands()
      .assign(backValues);
  second.branch->setSuccessor(first.header, second.backIndex);

  // The first latch falls through to the code between, or into the
  // second loop's body.
  if (direct)
    return finish(plan, firstRequest, secondRequest, second.header, carried);
  SmallVector<Value> exitValues(
      first.branch.getSuccessorOperands(1 - first.backIndex)
          .getForwardedOperands());
  return finish(plan, firstRequest, secondRequest, first.exit, exitValues);
}

LogicalResult LoopFuse::finish(Plan &plan, RequestAttr firstRequest,
                               RequestAttr secondRequest, Block *dest,
                               ValueRange operands) {
  Operation *firstBranch = plan.first.branch;
  Operation *secondBranch = plan.second.branch;
  ++fused;
  if (failed(
          record(firstBranch, firstRequest, std::nullopt,
                 "fused with the following loop" + describeLine(secondBranch))))
    return failure();
  consumeRequests(firstBranch, firstRequest);
  if (failed(
          record(secondBranch, secondRequest, std::nullopt,
                 "fused with the preceding loop" + describeLine(firstBranch))))
    return failure();
  consumeRequests(secondBranch, secondRequest);
  Value condition = plan.first.branch.getCondition();
  SmallVector<Value> values(operands);
  if (failed(replaceWithBranch(reporter, firstBranch, dest, values)))
    return failure();
  if (Operation *def = condition.getDefiningOp();
      def && def->use_empty() && isMemoryEffectFree(def))
    def->erase();
  loops.rebuild();
  return success();
}

LogicalResult LoopFuse::fuseGuarded(Plan &plan, RequestAttr firstRequest,
                                    RequestAttr secondRequest) {
  Candidate &first = plan.first, &second = plan.second;
  LLVM_DEBUG(llvm::dbgs() << "fusing two guarded loops\n");
  Block *between = plan.between.back();
  Region &region = func.getBody();
  // Invariant code moves before the first guard.
  for (Operation *op : plan.hoisted)
    op->moveBefore(plan.firstGuard);
  hoisted += plan.hoisted.size();
  sunk += plan.sunk.size();
  // The fused loop's exit: a copy of the code between, on the first loop's
  // exit values, then the second loop's exit edge.
  auto *copy = new Block();
  region.getBlocks().insert(second.exit->getIterator(), copy);
  IRMapping map;
  ValueRange incoming = first.branch.getSuccessorOperands(1 - first.backIndex)
                            .getForwardedOperands();
  llvm::SetVector<Operation *> sunkOps(plan.sunk.begin(), plan.sunk.end());
  OpBuilder builder = OpBuilder::atBlockEnd(copy);
  SmallVector<Value> defined;
  for (Block *block : plan.between) {
    for (auto [argument, value] :
         llvm::zip_equal(block->getArguments(), incoming)) {
      map.map(argument, map.lookupOrDefault(value));
      defined.push_back(argument);
    }
    for (Operation &op : block->without_terminator())
      if (sunkOps.contains(&op)) {
        builder.clone(op, map);
        llvm::append_range(defined, op.getResults());
      }
    if (auto br = dyn_cast<BrOp>(block->getTerminator()))
      incoming = br.getDestOperands();
  }
  unsigned secondExitIndex = 1 - second.backIndex;
  SmallVector<Value> secondExitValues(
      second.branch.getSuccessorOperands(secondExitIndex)
          .getForwardedOperands());
  BrOp::create(builder, second.branch.getLoc(), second.exit, secondExitValues);
  second.branch.getSuccessorOperands(secondExitIndex)
      .getMutableForwardedOperands()
      .assign(ValueRange());
  second.branch->setSuccessor(copy, secondExitIndex);
  // The values of the code between used beyond it, with their copies.
  SmallVector<std::pair<Value, Value>> outside;
  for (Value value : defined)
    outside.push_back({value, map.lookupOrDefault(value)});

  // The second header's arguments come through the first header.
  SmallVector<Value> entryValues(
      plan.secondGuard.getSuccessorOperands(plan.secondGuardIndex)
          .getForwardedOperands());
  SmallVector<Value> carried;
  for (BlockArgument argument : second.header->getArguments())
    carried.push_back(
        first.header->addArgument(argument.getType(), argument.getLoc()));
  plan.firstGuard.getSuccessorOperands(plan.firstGuardIndex)
      .getMutableForwardedOperands()
      .append(entryValues);
  SmallVector<Value> backValues(
      first.branch.getSuccessorOperands(first.backIndex)
          .getForwardedOperands());
  llvm::append_range(backValues,
                     second.branch.getSuccessorOperands(second.backIndex)
                         .getForwardedOperands());
  second.branch.getSuccessorOperands(second.backIndex)
      .getMutableForwardedOperands()
      .assign(backValues);
  second.branch->setSuccessor(first.header, second.backIndex);
  // The skip path no longer enters the second loop: its guard agrees with
  // the first, which skipped.
  SmallVector<Value> skipValues(
      plan.secondGuard.getSuccessorOperands(1 - plan.secondGuardIndex)
          .getForwardedOperands());
  Block *skip = plan.secondGuard->getSuccessor(1 - plan.secondGuardIndex);
  if (failed(replaceWithBranch(reporter, plan.secondGuard, skip, skipValues)))
    return failure();
  // The first latch enters the second loop's body.
  if (failed(finish(plan, firstRequest, secondRequest, second.header, carried)))
    return failure();
  // Uses beyond the code between see its value on the skip path and the
  // copy's after the fused loop.
  DominanceInfo &dominance = loops.getDominance();
  dominance.invalidate(&region);
  for (auto [value, copied] : outside) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : value.getUses())
      if (!llvm::is_contained(plan.between, use.getOwner()->getBlock()))
        uses.push_back(&use);
    if (uses.empty())
      continue;
    SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
    updater.addAvailableValue(between, value);
    updater.addAvailableValue(copy, copied);
    if (failed(updater.rewriteUses(uses)))
      return copy->getTerminator()->emitError(
          "loop-fuse: internal error: a value of the code between the "
          "loops is not reached after the fused loop");
  }
  loops.rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopFusePass : vct::impl::LoopFusePassBase<LoopFusePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::fuse}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopFusePassOptions options{maxIterations};
    LoopFuse fuse(func, getAnalysis<DominanceInfo>(), loops,
                  getAnalysis<RangeInfo>(), getAnalysis<AliasInfo>(), reporter,
                  options);
    if (failed(fuse.run()))
      return signalPassFailure();
    numFused += fuse.fused;
    numHoisted += fuse.hoisted;
    numSunk += fuse.sunk;
    PassOutcome outcome;
    outcome.changed = fuse.fused != 0;
    outcome.changedCFG = outcome.changed;
    outcome.changedTraits = outcome.changed;
    outcome.budgetExhausted = fuse.exhausted();
    outcome.budgetNote = "loops after that point were not fused";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
