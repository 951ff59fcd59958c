//===- LoopRotate.cpp - Header-tested loops become bottom-tested ----------===//
//
// For each natural loop, innermost first, that carries an epoch-valid
// `rotate` request on its back-edge branch (O-20):
//
//  1. Shape. One latch ending in `vir.br` to the header; the header ends in
//     `vir.cond_br` to one block in the loop (the body's first block, whose
//     only predecessor is the header) and one exit; other blocks may exit
//     too (a `break`, a `return`'s block, the second test of `p && q`); an
//     entering edge; the header's exit is not the enclosing loop's header
//     (the guard would become a second back edge of that loop); no
//     `vir.opaque_region` (a barrier, O-36). A loop whose latch already
//     exits is bottom-tested: AlreadyDone.
//  2. Budget. The header has at most `max-header-size` operations that
//     stay in it (step 3 moves the others out).
//  3. Preheader and invariants. A loop without a preheader ending in
//     `vir.br` (one entered from a `vir.cond_br`, as simplify-cfg leaves an
//     inner loop) gets one: the entering edges reach a new block before the
//     header, which joins the loops around (LoopInfo::addPreheader). Header
//     operations free of memory effects whose operands are defined outside
//     the loop move to the end of the preheader, in order: the header runs
//     whenever the preheader does, so only an operation that may trap
//     (a division by a variable) needs every operation before it in the
//     header to be free of effects too. They are computed once instead of
//     copied twice.
//  4. Copies. The header's operations, terminator included, are cloned at
//     the end of the preheader with the header arguments replaced by what
//     the preheader passed (the guard), and at the end of the latch with
//     what the latch passed (the next iteration's test); those cond_brs
//     replace the two branches to the header. The latch's copy is the new
//     back-edge branch: the loop's traits and request names move to it
//     (transferRequestIds). The guard's copy drops the header terminator's
//     requests; the latch's copy takes them over (the header goes).
//  5. SSA, without a dominator tree in the common case. The body's first
//     block dominates every block of the loop but the header, so a header
//     value used in the loop reads an argument of it, which the header's
//     test (and so each copy of it) passes. A header value used after the
//     loop reads an argument of the exit when the header is the only
//     exiting block and the exit's only predecessor (each path to such a
//     use leaves the loop last through the exit). Otherwise (other exits,
//     or an exit with other predecessors) the SSA updater merges the two
//     definitions, the guard's copy and the latch's, over a dominator tree
//     built for that loop; uses past the other exits read the body's
//     argument, the current iteration's value. The old header, now
//     unreachable, is erased, and the loops are updated in place (the
//     body's first block becomes the header, LoopInfo::replaceHeader).
//     The guard's edge into the loop is split: the new block is the rotated
//     loop's preheader, where LICM and the other loop passes hoist without
//     making one (and rebuilding the loops).
//     A copy's test passed on its own edges becomes the constant it is
//     there (true on the true edge, false on the false one).
//     The budget counts one step per loop, then the operations copied, the
//     loop's blocks and the uses rewritten, and a function's blocks for
//     each dominator tree built.
//  6. Results: accepted ("rotated: ..."), and the request is consumed.
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
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
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

namespace {
class LoopRotate {
public:
  LoopRotate(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
             PassReporter &reporter, int64_t budget, unsigned maxHeaderSize)
      : func(func), dominance(dominance), loops(loops), reporter(reporter),
        budget{budget}, maxHeaderSize(maxHeaderSize) {}

  LogicalResult run() {
    findBarriers();
    for (Block *header : loops.getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool changed() const { return rotated != 0; }
  bool exhausted() const { return budget.exhausted; }
  unsigned rotated = 0, copiedOps = 0, hoistedOps = 0, preheadersMade = 0,
           exitsMade = 0;

private:
  void findBarriers();
  LogicalResult processLoop(Block *header);
  /// Why `loop` cannot be rotated, with the reason; nullopt if it can.
  std::optional<std::pair<DenyReason, std::string>> check(CFGLoop *loop);
  /// The header's operations that may move to the preheader (step 3), in
  /// order.
  SmallVector<Operation *> getInvariantHeaderOps(CFGLoop *loop);
  LogicalResult rotate(CFGLoop *loop, ArrayRef<RequestAttr> requests);
  LogicalResult record(Operation *branch, ArrayRef<RequestAttr> requests,
                       std::optional<DenyReason> reason,
                       const std::string &note);

  FuncOp func;
  DominanceInfo &dominance;
  LoopInfo &loops;
  /// The first vir.opaque_region, in program order, of each loop holding
  /// one (lookups only).
  llvm::DenseMap<CFGLoop *, Operation *> barriers;
  /// The function's blocks: what a dominator tree costs.
  int64_t numBlocks = 0;
  PassReporter &reporter;
  IterationBudget budget;
  unsigned maxHeaderSize;
};
} // namespace

void LoopRotate::findBarriers() {
  // One walk of the function; each barrier marks the loops around it.
  for (Block &block : func.getBody()) {
    ++numBlocks;
    for (Operation &op : block)
      if (isa<OpaqueRegionOp>(op))
        for (CFGLoop *loop = loops.getLoopFor(&block); loop;
             loop = loop->getParentLoop())
          if (!barriers.try_emplace(loop, &op).second)
            break;
  }
}

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
  if (Block *preheader = LoopInfo::getPreheader(loop);
      !preheader || !isa<BrOp>(preheader->getTerminator())) {
    // check() found an entering edge.
    preheader = insertPreheader(loop);
    if (!preheader)
      return record(carrier, requests, DenyReason::Unsupported,
                    "the loop has no entering edge");
    loops.addPreheader(loop, preheader);
    budget.spend(preheader->getNumArguments() + 1);
    ++preheadersMade;
  }
  return rotate(loop, requests);
}

SmallVector<Operation *> LoopRotate::getInvariantHeaderOps(CFGLoop *loop) {
  Block *header = loop->getHeader();
  SmallVector<Operation *> invariant;
  llvm::SmallPtrSet<Operation *, 8> moving;
  bool sawEffects = false;
  for (Operation &op : header->without_terminator()) {
    // A call stays (LICM moves pure ones), and counts as an effect: one
    // free of memory effects may still not return.
    bool effectFree =
        isMemoryEffectFree(&op) && !isa<CallOp>(op) && op.getNumRegions() == 0;
    bool operandsOutside = llvm::all_of(op.getOperands(), [&](Value value) {
      Operation *def = value.getDefiningOp();
      return isDefinedOutside(value, loop) || (def && moving.contains(def));
    });
    if (effectFree && operandsOutside && (!sawEffects || isSpeculatable(&op))) {
      invariant.push_back(&op);
      moving.insert(&op);
      continue;
    }
    sawEffects |= !effectFree;
  }
  return invariant;
}

std::optional<std::pair<DenyReason, std::string>>
LoopRotate::check(CFGLoop *loop) {
  auto unsupported = [](const Twine &why) {
    return std::make_pair(DenyReason::Unsupported, why.str());
  };
  Block *header = loop->getHeader();
  if (Operation *barrier = barriers.lookup(loop)) {
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
  if (!loop->getLoopPredecessor() &&
      llvm::all_of(header->getPredecessors(),
                   [&](Block *pred) { return loop->contains(pred); }))
    return unsupported("the loop has no entering edge");
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
  unsigned size = countOps({header}) - getInvariantHeaderOps(loop).size();
  if (size > maxHeaderSize)
    return std::make_pair(
        DenyReason::TooLarge,
        llvm::formatv("the header has {0} operations, more than "
                      "max-header-size ({1})",
                      size, maxHeaderSize)
            .str());
  return std::nullopt;
}

LogicalResult LoopRotate::rotate(CFGLoop *loop,
                                 ArrayRef<RequestAttr> requests) {
  Block *header = loop->getHeader();
  Block *preheader = LoopInfo::getPreheader(loop);
  Block *latch = LoopInfo::getLatch(loop);
  auto entry = cast<BrOp>(preheader->getTerminator());
  auto backEdge = cast<BrOp>(latch->getTerminator());
  SmallVector<Operation *> invariant = getInvariantHeaderOps(loop);
  for (Operation *op : invariant)
    op->moveBefore(entry);
  budget.spend(invariant.size());
  hoistedOps += invariant.size();
  unsigned size = countOps({header});
  LLVM_DEBUG(llvm::dbgs() << "rotating the loop at "
                          << header->getParentOp()->getLoc() << "\n");

  // Header values used in the loop read an argument of the body's first
  // block, which dominates every block of the loop but the header; the
  // header's test passes them, so both copies of it pass their own. The
  // latch's operands first (they are the next iteration's header
  // arguments), then the other uses, one argument per value.
  auto test = cast<CondBrOp>(header->getTerminator());
  unsigned bodyIndex = loop->contains(test.getTrueDest()) ? 0 : 1;
  Block *body = test->getSuccessor(bodyIndex);
  Block *exit = test->getSuccessor(1 - bodyIndex);
  llvm::SmallDenseMap<Value, BlockArgument, 8> bodyArguments;
  auto throughBody = [&](Value value) {
    auto [it, inserted] = bodyArguments.try_emplace(value);
    if (inserted) {
      it->second = body->addArgument(value.getType(), value.getLoc());
      test.getSuccessorOperands(bodyIndex).append(value);
    }
    return it->second;
  };
  for (OpOperand &operand : backEdge->getOpOperands())
    if (operand.get().getParentBlock() == header)
      operand.set(throughBody(operand.get()));
  // Uses after the loop read an argument of the exit when every way out
  // goes through it: the header is the only exiting block and the exit's
  // only predecessor (each path to such a use leaves the loop last through
  // the exit). Otherwise the SSA updater merges them below.
  bool exitDominatesAfter = exit->getSinglePredecessor() == header &&
                            loop->getExitingBlock() == header;
  SmallVector<Value> values(header->getArguments());
  for (Operation &op : *header)
    llvm::append_range(values, op.getResults());
  // An exit with other predecessors (the header of the next loop, as
  // simplify-cfg leaves consecutive loops) gets a block of its own on the
  // header's exit edge when a header value is used after the loop, so that
  // no dominator tree is built for it (a tree per loop is quadratic in a
  // function of many loops). The header's exit edge carries no loop
  // request: it is no outer loop's back edge (check).
  if (!exitDominatesAfter && loop->getExitingBlock() == header &&
      llvm::any_of(values, [&](Value value) {
        return llvm::any_of(value.getUsers(), [&](Operation *user) {
          return !loop->contains(user->getBlock());
        });
      })) {
    exit = splitEdge(test, 1 - bodyIndex, dominance);
    loops.addExitBlock(loop, exit);
    budget.spend(exit->getNumArguments() + 1);
    ++exitsMade;
    exitDominatesAfter = true;
  }
  SmallVector<Value> merged;
  for (Value value : values) {
    SmallVector<OpOperand *> inLoop, after;
    for (OpOperand &use : value.getUses()) {
      Block *block = use.getOwner()->getBlock();
      if (block != header)
        (loop->contains(block) ? inLoop : after).push_back(&use);
    }
    budget.spend(inLoop.size() + after.size());
    for (OpOperand *use : inLoop)
      use->set(throughBody(value));
    if (after.empty())
      continue;
    if (!exitDominatesAfter) {
      merged.push_back(value);
      continue;
    }
    BlockArgument argument = exit->addArgument(value.getType(), value.getLoc());
    test.getSuccessorOperands(1 - bodyIndex).append(value);
    for (OpOperand *use : after)
      use->set(argument);
  }

  // The two copies of the header.
  auto copyHeader = [&](BrOp branch, IRMapping &mapping,
                        const CopyTraitPolicy &policy) {
    for (auto [argument, operand] :
         llvm::zip_equal(header->getArguments(), branch.getDestOperands()))
      mapping.map(argument, operand);
    OpBuilder builder(branch);
    Operation *last = nullptr;
    for (Operation &op : *header)
      last = cloneWithTraits(builder, &op, mapping, policy);
    return last;
  };
  IRMapping guardMap, latchMap;
  Operation *guard =
      copyHeader(entry, guardMap, CopyTraitPolicy{false, nullptr, false});
  Operation *newBackEdge =
      copyHeader(backEdge, latchMap, CopyTraitPolicy{true, nullptr, true});
  moveLoopTraits(backEdge, newBackEdge);
  entry->erase();
  backEdge->erase();

  // The uses after a loop with other ways out: each header value has two
  // definitions, the guard's copy and the latch's, and the body's argument
  // is the current iteration's (for the uses past the other exits). The
  // dominator tree is built only for these.
  Region &region = func.getBody();
  if (!merged.empty()) {
    dominance.invalidate(&region);
    budget.spend(numBlocks);
  }
  for (Value value : merged) {
    SSAUpdater updater(region, dominance, value.getType(), value.getLoc());
    updater.addAvailableValue(preheader, guardMap.lookup(value));
    updater.addAvailableValue(latch, latchMap.lookup(value));
    // At the end of a latch that is the body's first block, the latch's
    // copy defines the next iteration's value.
    if (auto it = bodyArguments.find(value);
        it != bodyArguments.end() && body != latch)
      updater.addAvailableValue(body, it->second);
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : value.getUses())
      if (use.getOwner()->getBlock() != header)
        uses.push_back(&use);
    if (failed(updater.rewriteUses(uses)))
      return newBackEdge->emitError(
          "loop-rotate: internal error: a header value used after rotation "
          "is not reached by either copy");
  }
  // A copy's test passed on its own edges (the `p` of `p && q` merged at
  // a common exit) is known there: true on the true edge, false on the
  // false one. Constants let the exit's test be threaded again and the
  // body's copy of the value fold, instead of one more block argument
  // carried around the loop and a test after it.
  for (Operation *copy : {guard, newBackEdge}) {
    auto branch = dyn_cast<CondBrOp>(copy);
    if (!branch)
      continue;
    Value condition = branch.getCondition();
    for (unsigned index = 0; index < 2; ++index) {
      MutableOperandRange operands = index == 0
                                         ? branch.getTrueDestOperandsMutable()
                                         : branch.getFalseDestOperandsMutable();
      for (OpOperand &operand : operands) {
        if (operand.get() != condition)
          continue;
        OpBuilder builder(branch);
        Type type = condition.getType();
        operand.set(ConstantOp::create(
            builder, branch.getLoc(), type,
            builder.getIntegerAttr(type, index == 0 ? 1 : 0)));
      }
    }
  }
  // The loops are updated in place: the body's first block heads the loop.
  loops.replaceHeader(loop, body);
  header->dropAllDefinedValueUses();
  header->erase();
  // The guard's edge into the loop gets a block of its own, the rotated
  // loop's preheader, where the next passes (LICM first) put what they
  // hoist. The guard carries no loop request, so no dominance is asked.
  Block *newPreheader = splitEdge(guard, bodyIndex, dominance);
  loops.addPreheader(loop, newPreheader);
  ++rotated;
  copiedOps += 2 * size;
  budget.spend(2 * size + loop->getNumBlocks());

  std::string note =
      llvm::formatv("rotated: the header's {0} operations copied to the "
                    "guard and the latch",
                    size)
          .str();
  if (!invariant.empty())
    note += llvm::formatv(", {0} loop-invariant ones moved to the preheader",
                          invariant.size());
  if (failed(record(newBackEdge, requests, std::nullopt, note)))
    return failure();
  // Consumed: a rotated loop is not rotated again.
  consumeRequests(newBackEdge, requests);
  return success();
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
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::rotate}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopRotate rotate(func, getAnalysis<DominanceInfo>(), loops, reporter,
                      maxIterations, maxHeaderSize);
    if (failed(rotate.run()))
      return signalPassFailure();
    if (rotate.exhausted())
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "loops after that point were not rotated");
    numRotated += rotate.rotated;
    numHeaderCopies += rotate.copiedOps;
    numHoisted += rotate.hoistedOps;
    numPreheaders += rotate.preheadersMade;
    numExits += rotate.exitsMade;
    if (!rotate.changed())
      return markAllAnalysesPreserved();
  }
};
} // namespace
