//===- LoopUtils.cpp - Loop transformations shared by the passes ----------===//

#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Dominance and loops
//===----------------------------------------------------------------------===//

void LoopAnalyses::rebuild() {
  dominance.invalidate(&func.getBody());
  rebuiltLoops = std::make_unique<LoopInfo>(func, dominance);
  loops = rebuiltLoops.get();
}

//===----------------------------------------------------------------------===//
// Simplified form
//===----------------------------------------------------------------------===//

/// The distinct predecessors of `block` that `loop` contains (`inside`) or
/// does not, in predecessor order.
static SmallVector<Block *> getPredecessors(Block *block, CFGLoop *loop,
                                            bool inside) {
  SmallVector<Block *> result;
  for (Block *predecessor : block->getPredecessors())
    if (loop->contains(predecessor) == inside &&
        !llvm::is_contained(result, predecessor))
      result.push_back(predecessor);
  return result;
}

Block *vct::insertPreheader(CFGLoop *loop, DominanceInfo &dominance) {
  Block *header = loop->getHeader();
  SmallVector<Block *> entering =
      getPredecessors(header, loop, /*inside=*/false);
  if (entering.empty())
    return nullptr;
  return redirectPredecessors(header, entering, header->getIterator(),
                              dominance);
}

/// How many edges go back to `loop`'s header (a latch may have two).
static unsigned countBackEdges(CFGLoop *loop) {
  return llvm::count_if(loop->getHeader()->getPredecessors(),
                        [&](Block *pred) { return loop->contains(pred); });
}

Block *vct::mergeLatches(CFGLoop *loop, DominanceInfo &dominance) {
  Block *header = loop->getHeader();
  SmallVector<Block *> latches = getPredecessors(header, loop, /*inside=*/true);
  if (latches.empty())
    return nullptr;
  if (countBackEdges(loop) == 1)
    return latches.front();
  // After the last latch in block order.
  Block *last = latches.front();
  for (Block &block : *header->getParent())
    if (llvm::is_contained(latches, &block))
      last = &block;
  return redirectPredecessors(header, latches, std::next(last->getIterator()),
                              dominance);
}

unsigned vct::formDedicatedExits(CFGLoop *loop, DominanceInfo &dominance) {
  SmallVector<Block *> exits;
  for (Block *block : loop->getBlocks())
    for (Block *successor : block->getSuccessors())
      if (!loop->contains(successor) && !llvm::is_contained(exits, successor))
        exits.push_back(successor);
  unsigned made = 0;
  for (Block *exit : exits) {
    if (getPredecessors(exit, loop, /*inside=*/false).empty())
      continue;
    SmallVector<Block *> inside = getPredecessors(exit, loop, /*inside=*/true);
    if (redirectPredecessors(exit, inside, exit->getIterator(), dominance))
      ++made;
  }
  return made;
}

LoopSimplification vct::simplifyLoop(CFGLoop *loop, DominanceInfo &dominance) {
  LoopSimplification result;
  result.preheader = LoopInfo::getPreheader(loop);
  if (!result.preheader) {
    result.preheader = insertPreheader(loop, dominance);
    result.insertedPreheader = result.preheader != nullptr;
  }
  bool severalBackEdges = countBackEdges(loop) > 1;
  result.latch = mergeLatches(loop, dominance);
  result.mergedLatches = result.latch && severalBackEdges;
  result.dedicatedExits = formDedicatedExits(loop, dominance);
  return result;
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

bool vct::hasAcyclicBody(CFGLoop *loop) {
  Block *header = loop->getHeader();
  DenseMap<Block *, unsigned> state; // 1: on the stack, 2: done.
  SmallVector<std::pair<Block *, unsigned>> stack = {{header, 0}};
  state[header] = 1;
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    if (next == block->getNumSuccessors()) {
      state[block] = 2;
      stack.pop_back();
      continue;
    }
    Block *successor = block->getSuccessor(next++);
    if (successor == header || !loop->contains(successor))
      continue;
    unsigned &seen = state[successor];
    if (seen == 1)
      return false;
    if (seen == 0) {
      seen = 1;
      stack.push_back({successor, 0});
    }
  }
  return true;
}

/// True if `value` is the same in every iteration of `loop`: defined outside
/// it, or a constant.
static bool isInvariant(Value value, CFGLoop *loop) {
  return isDefinedOutside(value, loop) || matchPattern(value, m_Constant());
}

/// How many times the exit test of `test` runs, from a constant start and
/// bound.
static std::optional<uint64_t> computeTripCount(const CountedLoop &test) {
  std::optional<APInt> start = getScalarConstant(test.iv.start);
  std::optional<APInt> bound =
      test.adjustedBound ? test.adjustedBound : getScalarConstant(test.bound);
  if (!start || !bound || !test.iv.constantStep)
    return std::nullopt;
  bool up = test.iv.hasConstantStep(1);
  APInt first = test.testsNext ? *start + *test.iv.constantStep : *start;
  // The tested value on exit: the bound, or the first value when it is
  // already past it.
  APInt last = *bound;
  switch (test.predicate) {
  case ICmpPredicate::slt:
    last = first.sge(*bound) ? first : *bound;
    break;
  case ICmpPredicate::ult:
    last = first.uge(*bound) ? first : *bound;
    break;
  case ICmpPredicate::sgt:
    last = first.sle(*bound) ? first : *bound;
    break;
  case ICmpPredicate::ugt:
    last = first.ule(*bound) ? first : *bound;
    break;
  default:
    break;
  }
  APInt distance = up ? last - first : first - last;
  if (distance.getActiveBits() > 64)
    return std::nullopt;
  uint64_t backEdges = distance.getZExtValue();
  if (backEdges == UINT64_MAX)
    return std::nullopt;
  return backEdges + 1;
}

std::optional<CountedLoop> vct::findCountedLoop(CFGLoop *loop,
                                                ArrayRef<InductionVariable> ivs,
                                                DominanceInfo &dominance) {
  Block *exiting = loop->getExitingBlock();
  Block *latch = loop->getLoopLatch();
  if (!exiting || !latch || !loop->getLoopPredecessor() ||
      !dominance.dominates(exiting, latch))
    return std::nullopt;
  auto branch = dyn_cast<CondBrOp>(exiting->getTerminator());
  if (!branch)
    return std::nullopt;
  bool trueStays = loop->contains(branch.getTrueDest());
  if (trueStays == loop->contains(branch.getFalseDest()))
    return std::nullopt;
  auto icmp = branch.getCondition().getDefiningOp<ICmpOp>();
  if (!icmp)
    return std::nullopt;

  CountedLoop test;
  test.exiting = exiting;
  test.exitIndex = trueStays ? 1 : 0;
  ICmpPredicate predicate = icmp.getPredicate();
  if (!trueStays)
    predicate = invertICmpPredicate(predicate);
  Value tested = icmp.getLhs();
  test.bound = icmp.getRhs();
  if (!isInvariant(test.bound, loop)) {
    std::swap(tested, test.bound);
    predicate = swapICmpPredicate(predicate);
  }
  if (!isInvariant(test.bound, loop))
    return std::nullopt;
  const InductionVariable *iv = llvm::find_if(ivs, [&](const auto &candidate) {
    return candidate.iv == tested || candidate.getNext() == tested;
  });
  if (iv == ivs.end())
    return std::nullopt;
  test.iv = *iv;
  test.testsNext = tested == iv->getNext();
  // The tested next value must be the one of the exiting iteration.
  if (test.testsNext &&
      !dominance.dominates(iv->increment->getBlock(), exiting))
    return std::nullopt;

  bool up = iv->hasConstantStep(1), down = iv->hasConstantStep(-1);
  std::optional<APInt> bound = getScalarConstant(test.bound);
  auto adjust = [&](ICmpPredicate strict, bool increase) -> bool {
    // v <= n is v < n + 1 unless n is the largest value (then the loop
    // never leaves through the test).
    if (!bound)
      return false;
    unsigned width = bound->getBitWidth();
    bool isSigned =
        strict == ICmpPredicate::slt || strict == ICmpPredicate::sgt;
    APInt limit = increase ? (isSigned ? APInt::getSignedMaxValue(width)
                                       : APInt::getMaxValue(width))
                           : (isSigned ? APInt::getSignedMinValue(width)
                                       : APInt::getMinValue(width));
    if (*bound == limit)
      return false;
    test.adjustedBound = increase ? *bound + 1 : *bound - 1;
    test.predicate = strict;
    return true;
  };
  bool counted = false;
  switch (predicate) {
  case ICmpPredicate::ne:
    test.predicate = predicate;
    counted = up || down;
    break;
  case ICmpPredicate::slt:
  case ICmpPredicate::ult:
    test.predicate = predicate;
    counted = up;
    break;
  case ICmpPredicate::sgt:
  case ICmpPredicate::ugt:
    test.predicate = predicate;
    counted = down;
    break;
  case ICmpPredicate::sle:
  case ICmpPredicate::ule:
    counted = up && adjust(predicate == ICmpPredicate::sle ? ICmpPredicate::slt
                                                           : ICmpPredicate::ult,
                           /*increase=*/true);
    break;
  case ICmpPredicate::sge:
  case ICmpPredicate::uge:
    counted =
        down && adjust(predicate == ICmpPredicate::sge ? ICmpPredicate::sgt
                                                       : ICmpPredicate::ugt,
                       /*increase=*/false);
    break;
  case ICmpPredicate::eq:
    break;
  }
  if (!counted)
    return std::nullopt;
  test.tripCount = computeTripCount(test);
  return test;
}

std::optional<CountedLoop> vct::findCountedLoop(CFGLoop *loop,
                                                const RangeInfo &ranges,
                                                DominanceInfo &dominance) {
  return findCountedLoop(loop, findInductionVariables(loop, ranges), dominance);
}

//===----------------------------------------------------------------------===//
// Deletion
//===----------------------------------------------------------------------===//

LogicalResult vct::deleteLoop(CFGLoop *loop, Block *exiting, unsigned exitIndex,
                              PassReporter &reporter, StringRef why) {
  Block *header = loop->getHeader();
  Block *entering = loop->getLoopPredecessor();
  assert(entering && "a deleted loop has one entering block");
  auto exitBranch = cast<BranchOpInterface>(exiting->getTerminator());
  Block *exit = exitBranch->getSuccessor(exitIndex);
  assert(!loop->contains(exit) && "the edge leaves the loop");
  SmallVector<Value> exitOperands(
      exitBranch.getSuccessorOperands(exitIndex).getForwardedOperands());
  assert(llvm::all_of(
             exitOperands,
             [&](Value value) { return isDefinedOutside(value, loop); }) &&
         "the exit edge passes values from outside the loop");

  bool failed = false;
  SmallVector<Block *> blocks(loop->getBlocks().begin(),
                              loop->getBlocks().end());
  for (Block *block : blocks)
    for (Operation &op : *block)
      failed |= mlir::failed(reportDroppedRequests(reporter, &op, why));
  auto entry = cast<BranchOpInterface>(entering->getTerminator());
  for (unsigned i = 0, e = entry->getNumSuccessors(); i != e; ++i) {
    if (entry->getSuccessor(i) != header)
      continue;
    entry->setSuccessor(exit, i);
    entry.getSuccessorOperands(i).getMutableForwardedOperands().assign(
        exitOperands);
  }
  eraseBlocks(blocks);
  return failure(failed);
}

FailureOr<RequestAttr>
vct::findLoopRequest(CFGLoop *loop, const LoopInfo &loopInfo, Operation *branch,
                     RequestKind kind, FuncOp func, PassReporter &reporter) {
  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  RequestAttr request;
  for (Block *latch : latches) {
    if (loopInfo.getLoopFor(latch) != loop)
      continue;
    Operation *carrier = latch->getTerminator();
    TraitView traits = TraitView::forOp(carrier);
    for (TraitAttrInterface stale : traits.getStale())
      if (auto staleRequest = dyn_cast<RequestAttr>(stale);
          staleRequest && staleRequest.getKind() == kind)
        reporter.missed(carrier->getLoc(), "StaleRequest",
                        llvm::formatv("ignored stale {0} request (stamped "
                                      "at epoch {1}, the function is at {2})",
                                      stringifyRequestKind(kind),
                                      staleRequest.getEpoch(),
                                      func.getCurrentEpoch()));
    RequestAttr found = traits.getRequest(kind);
    if (!found)
      continue;
    if (!branch) {
      RequestResult result = RequestResult::deny(
          found, DenyReason::Unsupported,
          llvm::formatv("the loop has {0} latches", latches.size()).str());
      if (failed(reporter.recordRequest(
              carrier, describeRequestSubject(carrier), result)))
        return failure();
      continue;
    }
    request = found;
  }
  return request;
}
