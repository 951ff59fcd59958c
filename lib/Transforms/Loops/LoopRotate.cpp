//===- LoopRotate.cpp - Header-tested loops become bottom-tested ----------===//
//
// For each natural loop, innermost first, that carries an epoch-valid
// `rotate` request on its back-edge branch (O-20):
//
//  1. Shape. One latch ending in `vir.br` to the header; the header ends in
//     `vir.cond_br` to one block in the loop (the body's first block, whose
//     only predecessor is the header) and one exit, and is the only exiting
//     block; a preheader ending in `vir.br`; the exit is not the enclosing
//     loop's header (the guard would become a second back edge of that
//     loop); no `vir.opaque_region` (a barrier, O-36). A loop whose latch
//     already exits is bottom-tested: AlreadyDone.
//  2. Budget. The header has at most `max-header-size` operations.
//  3. Copies. The header's operations, terminator included, are cloned at
//     the end of the preheader with the header arguments replaced by what
//     the preheader passed (the guard), which replaces the preheader's
//     branch. The header itself becomes the bottom test: its block set
//     stays the loop's, so the loops are updated in place (the body's first
//     block becomes the header, CFGLoop::moveToHeader) and neither
//     dominance nor the loops are recomputed per loop. The latch's loop
//     traits and request names move to the header's test, the new back
//     edge (transferRequestIds); the guard's copy drops the test's requests.
//  4. SSA. No dominator tree is needed: every block of the loop but the
//     header is dominated by the body's first block (the header's only
//     successor in the loop), and every use after the loop by the exit
//     (the header is the only exiting block). So a header value used in
//     the loop gets an argument of the body's first block and a header
//     value used after it one of the exit, each passed by the guard's copy
//     and by the test. (An exit with other predecessors, a cycle after the
//     loop through it, is left to the SSA updater over a dominator tree of
//     the current CFG, whose cost the budget counts.) After every loop is done,
//     each old latch (now ending in a branch to the old header, its only
//     predecessor) is merged with the old header: the test ends up in the
//     latch, as a copy there would. The work per loop is linear in its header
//     and its uses; the budget counts one unit per loop plus the operations
//     copied and the uses rewritten.
//  5. Results: accepted ("rotated: ..."), and the request is consumed.
//
// Reference: LLVM's LoopRotate (LoopRotationUtils.cpp, rotateLoop).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Optimizer/Session.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPROTATEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-rotate"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The first vir.opaque_region of each block that has one, found in one
/// walk of the function (a check per loop then costs its block count, not
/// its operation count).
static DenseMap<Block *, Operation *> findBarriers(FuncOp func) {
  DenseMap<Block *, Operation *> barriers;
  for (Block &block : func.getBody())
    for (Operation &op : block)
      if (isa<OpaqueRegionOp>(op)) {
        barriers.try_emplace(&block, &op);
        break;
      }
  return barriers;
}

namespace {
class LoopRotate {
public:
  LoopRotate(FuncOp func, LoopInfo &loops, PassReporter &reporter,
             int64_t budget, unsigned maxHeaderSize)
      : func(func), loops(loops), reporter(reporter), budget{budget},
        maxHeaderSize(maxHeaderSize), barriers(findBarriers(func)) {}

  LogicalResult run() {
    LogicalResult result = success();
    for (Block *header : loops.getHeadersInnermostFirst())
      if (failed(processLoop(header))) {
        result = failure();
        break;
      }
    mergeLatches();
    return result;
  }

  bool changed() const { return rotated != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned rotated = 0, copiedOps = 0;

private:
  LogicalResult processLoop(Block *header);
  /// Why `loop` cannot be rotated, with the reason; nullopt if it can.
  std::optional<std::pair<DenyReason, std::string>> check(CFGLoop *loop);
  LogicalResult rotate(CFGLoop *loop, ArrayRef<RequestAttr> requests);
  /// The first vir.opaque_region in `loop`, or null.
  Operation *findBarrier(CFGLoop *loop) const;
  /// The uses outside `header` of its values; whether one is outside
  /// `loop`.
  static unsigned countOutsideUses(CFGLoop *loop, Block *header,
                                   bool &usedAfter);
  /// True if the header is its exit's only predecessor.
  static bool exitIsDedicated(CFGLoop *loop) {
    auto test = cast<CondBrOp>(loop->getHeader()->getTerminator());
    Block *exit = loop->contains(test.getTrueDest()) ? test.getFalseDest()
                                                     : test.getTrueDest();
    return exit->getSinglePredecessor() == loop->getHeader();
  }
  /// Merges each rotated loop's old latch with its old header.
  void mergeLatches();
  /// Spends `units` of the budget at once (the work a rotation will do);
  /// false (and exhausted), spending nothing, if fewer are left.
  bool takeBudget(int64_t units) {
    if (budget.used + units > budget.limit) {
      budget.exhausted = true;
      return false;
    }
    budget.used += units;
    return true;
  }
  LogicalResult record(Operation *branch, ArrayRef<RequestAttr> requests,
                       std::optional<DenyReason> reason,
                       const std::string &note);

  FuncOp func;
  LoopInfo &loops;
  PassReporter &reporter;
  IterationBudget budget;
  unsigned maxHeaderSize;
  DenseMap<Block *, Operation *> barriers;
  /// (old latch, old header) of each rotated loop, in rotation order.
  SmallVector<std::pair<Block *, Block *>> pendingMerges;
};
} // namespace

LogicalResult LoopRotate::processLoop(Block *header) {
  CFGLoop *loop = loops.getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();

  // License: the rotate requests on the back edges.
  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  Operation *carrier = nullptr;
  SmallVector<RequestAttr> requests;
  for (Block *latch : latches) {
    Operation *branch = latch->getTerminator();
    TraitView traits = TraitView::forOp(branch);
    if (RequestAttr request = traits.getRequest(RequestKind::rotate)) {
      // With several latches each carries its own; they get results each.
      if (carrier && carrier != branch) {
        if (failed(record(
                branch, request, DenyReason::Unsupported,
                llvm::formatv("the loop has {0} latches", latches.size()))))
          return failure();
        continue;
      }
      carrier = branch;
      requests.push_back(request);
    }
    for (TraitAttrInterface stale : traits.getStale())
      if (auto request = dyn_cast<RequestAttr>(stale);
          request && request.getKind() == RequestKind::rotate)
        reporter.missed(branch->getLoc(), "StaleRequest",
                        llvm::formatv("ignored stale rotate request (stamped "
                                      "at epoch {0}, the function is at {1})",
                                      request.getEpoch(),
                                      func.getCurrentEpoch()));
  }
  if (!carrier)
    return success();
  if (!budget.take())
    return record(carrier, requests, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");
  if (auto why = check(loop)) {
    LLVM_DEBUG(llvm::dbgs() << "not rotated: " << why->second << "\n");
    return record(carrier, requests, why->first, why->second);
  }
  bool usedAfter = false;
  int64_t work = countOps({header}) + countOutsideUses(loop, header, usedAfter);
  // An exit with other predecessors needs the dominator tree (below): its
  // cost, the function's blocks, is counted too.
  if (usedAfter && !exitIsDedicated(loop))
    work += static_cast<int64_t>(func.getBody().getBlocks().size());
  if (!takeBudget(work))
    return record(carrier, requests, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");
  return rotate(loop, requests);
}

std::optional<std::pair<DenyReason, std::string>>
LoopRotate::check(CFGLoop *loop) {
  auto unsupported = [](const Twine &why) {
    return std::make_pair(DenyReason::Unsupported, why.str());
  };
  Block *header = loop->getHeader();
  if (Operation *barrier = findBarrier(loop)) {
    reporter.missed(barrier->getLoc(), "Barrier",
                    "loop contains a vir.opaque_region; not rotated");
    return unsupported("the loop contains a vir.opaque_region; no code is "
                       "copied across a region barrier");
  }
  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  if (latches.size() != 1)
    return unsupported(
        llvm::formatv("the loop has {0} latches", latches.size()));
  Block *latch = latches.front();
  for (Block *successor : latch->getSuccessors())
    if (!loop->contains(successor))
      return std::make_pair(DenyReason::AlreadyDone,
                            std::string("the loop is already bottom-tested: "
                                        "its latch exits"));
  auto test = dyn_cast<CondBrOp>(header->getTerminator());
  if (!test ||
      loop->contains(test.getTrueDest()) == loop->contains(test.getFalseDest()))
    return unsupported("the header does not end in a test that exits the "
                       "loop");
  SmallVector<Block *> exiting;
  loop->getExitingBlocks(exiting);
  if (exiting.size() != 1)
    return unsupported("a block other than the header exits the loop");
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader || !isa<BrOp>(preheader->getTerminator()))
    return unsupported("the loop has no preheader");
  if (!isa<BrOp>(latch->getTerminator()))
    return unsupported("the latch does not end in vir.br");
  bool bodyOnTrue = loop->contains(test.getTrueDest());
  Block *body = bodyOnTrue ? test.getTrueDest() : test.getFalseDest();
  Block *exit = bodyOnTrue ? test.getFalseDest() : test.getTrueDest();
  if (body->getSinglePredecessor() != header)
    return unsupported("the body's first block has other predecessors");
  if (CFGLoop *parent = loop->getParentLoop();
      parent && parent->getHeader() == exit)
    return unsupported("the header's exit edge is the back edge of the "
                       "enclosing loop");
  unsigned size = countOps({header});
  if (size > maxHeaderSize)
    return std::make_pair(
        DenyReason::TooLarge,
        llvm::formatv("the header has {0} operations, more than "
                      "max-header-size ({1})",
                      size, maxHeaderSize)
            .str());
  return std::nullopt;
}

Operation *LoopRotate::findBarrier(CFGLoop *loop) const {
  for (Block *block : loop->getBlocks())
    if (Operation *barrier = barriers.lookup(block))
      return barrier;
  return nullptr;
}

unsigned LoopRotate::countOutsideUses(CFGLoop *loop, Block *header,
                                      bool &usedAfter) {
  unsigned count = 0;
  auto visit = [&](Value value) {
    for (OpOperand &use : value.getUses()) {
      Block *block = use.getOwner()->getBlock();
      if (block == header)
        continue;
      ++count;
      usedAfter |= !loop->contains(block);
    }
  };
  for (BlockArgument argument : header->getArguments())
    visit(argument);
  for (Operation &op : *header)
    for (Value result : op.getResults())
      visit(result);
  return count;
}

LogicalResult LoopRotate::rotate(CFGLoop *loop,
                                 ArrayRef<RequestAttr> requests) {
  Block *header = loop->getHeader();
  Block *preheader = LoopInfo::getPreheader(loop);
  Block *latch = LoopInfo::getLatch(loop);
  auto entry = cast<BrOp>(preheader->getTerminator());
  auto backEdge = cast<BrOp>(latch->getTerminator());
  unsigned size = countOps({header});
  LLVM_DEBUG(llvm::dbgs() << "rotating the loop at "
                          << header->getParentOp()->getLoc() << "\n");

  auto test = cast<CondBrOp>(header->getTerminator());
  unsigned bodyIndex = loop->contains(test.getTrueDest()) ? 0 : 1;
  Block *body = test->getSuccessor(bodyIndex);
  Block *exit = test->getSuccessor(1 - bodyIndex);

  // A value the latch passes back that the header defined is the current
  // iteration's; the test will compute the next one's. Route it through an
  // argument of the body's first block (which dominates the latch), one per
  // operand, first, as the copies of the header did before.
  for (OpOperand &operand : backEdge->getOpOperands()) {
    Value value = operand.get();
    if (value.getParentBlock() != header)
      continue;
    BlockArgument argument = body->addArgument(value.getType(), value.getLoc());
    test.getSuccessorOperands(bodyIndex).append(value);
    operand.set(argument);
  }

  // The other header values used outside the header reach their uses
  // through an argument of the body's first block, or, after the loop, of
  // the exit; the test passes them, and so does the guard (its copy of the
  // test).
  SmallVector<Value> values(header->getArguments());
  for (Operation &op : *header)
    llvm::append_range(values, op.getResults());
  SmallVector<std::pair<Value, SmallVector<OpOperand *>>> afterUses;
  for (Value value : values) {
    SmallVector<OpOperand *> inLoop, after;
    for (OpOperand &use : value.getUses()) {
      Block *block = use.getOwner()->getBlock();
      if (block == header)
        continue;
      (loop->contains(block) ? inLoop : after).push_back(&use);
    }
    if (!inLoop.empty()) {
      BlockArgument argument =
          body->addArgument(value.getType(), value.getLoc());
      test.getSuccessorOperands(bodyIndex).append(value);
      for (OpOperand *use : inLoop)
        use->set(argument);
    }
    if (after.empty())
      continue;
    if (exit->getSinglePredecessor() != header) {
      // The exit is reached from elsewhere too (a cycle after the loop
      // through it): the SSA updater merges below.
      afterUses.push_back({value, std::move(after)});
      continue;
    }
    BlockArgument argument = exit->addArgument(value.getType(), value.getLoc());
    test.getSuccessorOperands(1 - bodyIndex).append(value);
    for (OpOperand *use : after)
      use->set(argument);
  }

  // The guard: a copy of the header at the end of the preheader.
  IRMapping guardMap;
  for (auto [argument, operand] :
       llvm::zip_equal(header->getArguments(), entry.getDestOperands()))
    guardMap.map(argument, operand);
  OpBuilder builder(entry);
  for (Operation &op : *header)
    cloneWithTraits(builder, &op, guardMap,
                    CopyTraitPolicy{false, nullptr, false});
  entry->erase();

  // Uses after a loop whose exit has other predecessors: the guard's copy
  // is available at the end of the preheader, the value itself at the end
  // of the header (the bottom test), merged over a dominator tree of the
  // current CFG (its cost was counted in the budget).
  if (!afterUses.empty()) {
    Region &region = func.getBody();
    DominanceInfo dominance;
    for (auto &[value, uses] : afterUses) {
      SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
      updater.addAvailableValue(preheader, guardMap.lookup(value));
      updater.addAvailableValue(header, value);
      if (failed(updater.rewriteUses(uses)))
        return test->emitError(
            "loop-rotate: internal error: a header value used after the "
            "loop is not reached by either definition");
    }
  }

  // The header is now the bottom test, its test the back edge; the body's
  // first block is the header.
  moveLoopTraits(backEdge, test);
  loop->moveToHeader(body);
  pendingMerges.push_back({latch, header});
  ++rotated;
  copiedOps += 2 * size;

  std::string note =
      llvm::formatv("rotated: the header's {0} operations copied to the "
                    "guard and the latch",
                    size)
          .str();
  if (failed(record(test, requests, std::nullopt, note)))
    return failure();
  // Consumed: a rotated loop is not rotated again.
  consumeRequests(test, requests);
  return success();
}

void LoopRotate::mergeLatches() {
  for (auto [latch, header] : pendingMerges) {
    auto branch = cast<BrOp>(latch->getTerminator());
    assert(branch.getDest() == header && header->hasOneUse() &&
           "the old latch is the old header's only predecessor");
    for (auto [argument, operand] :
         llvm::zip_equal(header->getArguments(), branch.getDestOperands()))
      argument.replaceAllUsesWith(operand);
    branch->erase();
    latch->getOperations().splice(latch->end(), header->getOperations());
    header->erase();
  }
  pendingMerges.clear();
}

LogicalResult LoopRotate::record(Operation *branch,
                                 ArrayRef<RequestAttr> requests,
                                 std::optional<DenyReason> reason,
                                 const std::string &note) {
  bool failed = false;
  for (RequestAttr request : requests)
    failed |= mlir::failed(
        recordRequestResult(reporter, branch, request, reason, note));
  return failure(failed);
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopRotatePass : vct::impl::LoopRotatePassBase<LoopRotatePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopRotate rotate(func, loops, reporter, maxIterations, maxHeaderSize);
    if (failed(rotate.run()))
      return signalPassFailure();
    if (rotate.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not rotated");
    numRotated += rotate.rotated;
    numHeaderCopies += rotate.copiedOps;
    if (!rotate.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
