//===- LoopUtils.cpp - Loop transformations shared by the passes ----------===//

#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
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
  if (budget)
    budget->spend(func.getBody().getBlocks().size());
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

Block *vct::insertPreheader(CFGLoop *loop) {
  Block *header = loop->getHeader();
  SmallVector<Block *> entering =
      getPredecessors(header, loop, /*inside=*/false);
  if (entering.empty())
    return nullptr;
  return redirectForwardEdges(header, entering, header->getIterator());
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
    result.preheader = insertPreheader(loop);
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
  return getAcyclicBodyOrder(loop).has_value();
}

std::optional<SmallVector<Block *>> vct::getAcyclicBodyOrder(CFGLoop *loop) {
  Block *header = loop->getHeader();
  SmallVector<Block *> order;        // post-order first
  DenseMap<Block *, unsigned> state; // 1: on the stack, 2: done.
  SmallVector<std::pair<Block *, unsigned>> stack = {{header, 0}};
  state[header] = 1;
  while (!stack.empty()) {
    auto &[block, next] = stack.back();
    if (next == block->getNumSuccessors()) {
      state[block] = 2;
      order.push_back(block);
      stack.pop_back();
      continue;
    }
    Block *successor = block->getSuccessor(next++);
    if (successor == header || !loop->contains(successor))
      continue;
    unsigned &seen = state[successor];
    if (seen == 1)
      return std::nullopt;
    if (seen == 0) {
      seen = 1;
      stack.push_back({successor, 0});
    }
  }
  std::reverse(order.begin(), order.end());
  return order;
}

/// True if `value` is the same in every iteration of `loop`: defined outside
/// it, or a constant.
static bool isInvariant(Value value, CFGLoop *loop) {
  return isDefinedOutside(value, loop) || matchPattern(value, m_Constant());
}

/// How many times the exit test of `test` runs, from a constant start and
/// bound.
static std::optional<uint64_t> computeTripCount(const CountedLoop &test) {
  std::optional<APInt> start = getIncomingScalarConstant(test.iv.start);
  std::optional<APInt> bound =
      test.adjustedBound ? test.adjustedBound : getScalarConstant(test.bound);
  if (!start || !bound || !test.iv.constantStep)
    return std::nullopt;
  bool up = !test.iv.constantStep->isNegative();
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
  // A larger step passes the bound within one step (its increment cannot
  // wrap: findSteppedLoop): the back edges round up.
  if (uint64_t step = test.iv.constantStep->abs().getZExtValue(); step > 1)
    backEdges = backEdges / step + (backEdges % step != 0);
  if (backEdges == UINT64_MAX)
    return std::nullopt;
  return backEdges + 1;
}

std::optional<CountedLoop>
vct::findCountedLoop(CFGLoop *loop, ArrayRef<InductionVariable> ivs) {
  return findCountedLoop(loop, loop->getExitingBlock(), ivs);
}

/// The counted test of `exiting`: a step of +1 or -1, or with `anyStep`
/// any other constant step whose increment cannot wrap under a strict
/// test (findSteppedLoop).
static std::optional<CountedLoop>
matchCountedTest(CFGLoop *loop, Block *exiting, ArrayRef<InductionVariable> ivs,
                 bool anyStep) {
  Block *latch = loop->getLoopLatch();
  if (!exiting || !latch || !loop->getLoopPredecessor() ||
      !dominatesInLoop(loop, exiting, latch))
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
      !dominatesInLoop(loop, iv->increment->getBlock(), exiting))
    return std::nullopt;

  bool up = iv->hasConstantStep(1), down = iv->hasConstantStep(-1);
  bool unit = up || down;
  if (anyStep) {
    // Steps of +-1 are findCountedLoop's; a larger step may jump over an
    // `ne` bound, and counts only if its increment cannot wrap in the
    // test's sense (checked below, once the predicate is known).
    if (unit || !iv->constantStep || iv->constantStep->isZero())
      return std::nullopt;
    up = !iv->constantStep->isNegative();
    down = !up;
  }
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
    counted = unit;
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
  if (anyStep) {
    if (!(isSignedICmpPredicate(test.predicate) ? iv->noSignedWrap
                                                : iv->noUnsignedWrap))
      return std::nullopt;
  }
  test.tripCount = computeTripCount(test);
  return test;
}

std::optional<CountedLoop>
vct::findCountedLoop(CFGLoop *loop, Block *exiting,
                     ArrayRef<InductionVariable> ivs) {
  return matchCountedTest(loop, exiting, ivs, /*anyStep=*/false);
}

std::optional<CountedLoop> vct::findCountedLoop(CFGLoop *loop,
                                                const RangeInfo &ranges) {
  return findCountedLoop(loop, findInductionVariables(loop, ranges));
}

std::optional<CountedLoop>
vct::findSteppedLoop(CFGLoop *loop, ArrayRef<InductionVariable> ivs) {
  return matchCountedTest(loop, loop->getExitingBlock(), ivs,
                          /*anyStep=*/true);
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

FailureOr<RequestAttr> vct::takeLoopRequest(CFGLoop *loop,
                                            const LoopInfo &loopInfo,
                                            Operation *branch, RequestKind kind,
                                            FuncOp func, PassReporter &reporter,
                                            IterationBudget &budget) {
  FailureOr<RequestAttr> request =
      findLoopRequest(loop, loopInfo, branch, kind, func, reporter);
  if (failed(request) || !*request || budget.take())
    return request;
  if (failed(recordRequestResult(reporter, branch, *request,
                                 DenyReason::TooLarge,
                                 "vir.max_iterations ran out before this "
                                 "loop")))
    return failure();
  return RequestAttr();
}

LogicalResult vct::refuseUnbuiltLoops(FuncOp func, const LoopInfo &loops,
                                      int64_t budget,
                                      ArrayRef<RequestKind> kinds,
                                      PassReporter &reporter) {
  std::string note =
      llvm::formatv("the function's loops were not analysed: their blocks, "
                    "counted once for each loop around them but the "
                    "innermost, number {0}, over {1}",
                    loops.getCost(), budget)
          .str();
  bool failed = false;
  func->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<OpaqueRegionOp>(op))
      return WalkResult::skip();
    for (RequestAttr request : TraitView::forOp(op).getRequests())
      if (llvm::is_contained(kinds, request.getKind()))
        failed |= mlir::failed(recordRequestResult(reporter, op, request,
                                                   DenyReason::TooLarge, note));
    return WalkResult::advance();
  });
  // Without the counts, which change from round to round: one warning per
  // pass and function.
  reporter.budgetExhausted(func, "vir.max_iterations",
                           "the function's loops were not analysed (a loop "
                           "nest too large for the budget)");
  return failure(failed);
}

//===----------------------------------------------------------------------===//
// Unrolling
//===----------------------------------------------------------------------===//

std::optional<std::string>
vct::matchBottomTestedLoop(FuncOp func, CFGLoop *loop, PassReporter &reporter,
                           llvm::StringRef notDone, BottomTestedLoop &shape,
                           bool allowOtherExits, bool allowSubLoops) {
  if (!allowSubLoops && !loop->getSubLoops().empty())
    return std::string("the loop contains loops");
  for (Block *block : getBlocksInProgramOrder(loop)) {
    shape.blocks.push_back(block);
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(
            op.getLoc(), "Barrier",
            ("loop contains a vir.opaque_region; not " + notDone).str());
        return std::string("the loop contains a vir.opaque_region; no code "
                           "is copied across a region barrier");
      }
  }
  shape.header = loop->getHeader();
  shape.latch = LoopInfo::getLatch(loop);
  if (!shape.latch)
    return std::string("the loop has several latches");
  shape.test = dyn_cast<CondBrOp>(shape.latch->getTerminator());
  if (!shape.test || loop->contains(shape.test.getTrueDest()) ==
                         loop->contains(shape.test.getFalseDest()))
    return std::string("the loop is not bottom-tested: its latch does not "
                       "exit");
  shape.headerIndex = shape.test.getTrueDest() == shape.header ? 0 : 1;
  if (shape.test->getSuccessor(shape.headerIndex) != shape.header)
    return std::string("the latch's test does not branch to the header");
  shape.exit = shape.test->getSuccessor(1 - shape.headerIndex);
  for (Block *block : shape.blocks)
    if (block != shape.latch &&
        llvm::any_of(block->getSuccessors(), [&](Block *successor) {
          return !loop->contains(successor);
        }))
      shape.otherExiting.push_back(block);
  if (!shape.otherExiting.empty() && !allowOtherExits)
    return std::string("a block other than the latch exits the loop");
  if (!loop->getLoopPredecessor())
    return std::string("the loop has several entering blocks");
  return std::nullopt;
}

/// The trip count of `loop` from running its exit test on constants.
static ConstantTripCount evaluateTripCount(CFGLoop *loop,
                                           const BottomTestedLoop &shape,
                                           uint64_t maxTrip) {
  // The test's cone: memory-free operations of the loop computing it from
  // header arguments and constants, each header argument starting at a
  // constant and receiving on the back edge a value of the cone (LLVM's
  // computeExitCountExhaustively: `s <<= 1`, `n >>= 1`, `x = x * 3 + 1`).
  ConstantTripCount result;
  constexpr unsigned kMaxConeSize = 32;
  llvm::SetVector<Operation *> cone;
  llvm::SetVector<BlockArgument> arguments;
  SmallVector<Attribute> startValues;
  CondBrOp test = shape.test;
  ValueRange backEdge =
      test.getSuccessorOperands(shape.headerIndex).getForwardedOperands();
  Block *preheader = loop->getLoopPredecessor();
  // Post-order over operands, with an explicit stack; a value is in the
  // cone once all it reads is.
  SmallVector<std::pair<Value, bool>> stack{{test.getCondition(), false}};
  while (!stack.empty()) {
    if (cone.size() > kMaxConeSize)
      return result;
    auto [value, operandsDone] = stack.pop_back_val();
    if (matchPattern(value, m_Constant()))
      continue;
    if (auto argument = dyn_cast<BlockArgument>(value)) {
      if (argument.getOwner() != shape.header || !preheader)
        return result;
      if (!arguments.insert(argument))
        continue;
      Value start =
          getIncomingValue(preheader, shape.header, argument.getArgNumber());
      auto type = dyn_cast<IntegerType>(argument.getType());
      std::optional<APInt> constant;
      if (start && type)
        constant = getIncomingScalarConstant(start);
      if (!constant)
        return result;
      startValues.push_back(IntegerAttr::get(type, *constant));
      stack.push_back({backEdge[argument.getArgNumber()], false});
      continue;
    }
    Operation *op = value.getDefiningOp();
    if (cone.contains(op))
      continue;
    if (!loop->contains(op->getBlock()) || op->getNumResults() != 1 ||
        op->getNumRegions() != 0 || !isMemoryEffectFree(op) ||
        !isa<IntegerType>(value.getType()))
      return result;
    if (operandsDone) {
      cone.insert(op);
      continue;
    }
    stack.push_back({value, true});
    for (Value operand : op->getOperands())
      stack.push_back({operand, false});
  }
  if (arguments.empty())
    return result;

  // Each simulated iteration evaluates the cone once: at most
  // max-full-trip times its size.
  llvm::DenseMap<Value, Attribute> known;
  auto lookup = [&](Value value) { return getConstantOrKnown(value, known); };
  for (auto [argument, start] : llvm::zip_equal(arguments, startValues))
    known[argument] = start;
  bool continueOnTrue = shape.headerIndex == 0;
  SmallVector<Attribute, 4> operands;
  SmallVector<OpFoldResult, 1> folded;
  for (uint64_t k = 1; k <= maxTrip; ++k) {
    for (Operation *op : cone) {
      operands.clear();
      for (Value operand : op->getOperands())
        operands.push_back(lookup(operand));
      bool ok = succeeded(foldWithoutChange(op, operands, folded)) &&
                folded.size() == 1 && isa<Attribute>(folded.front());
      auto value = ok ? dyn_cast<IntegerAttr>(cast<Attribute>(folded.front()))
                      : IntegerAttr();
      if (!value)
        return result;
      known[op->getResult(0)] = value;
    }
    auto condition =
        dyn_cast_if_present<IntegerAttr>(lookup(test.getCondition()));
    if (!condition)
      return result;
    if (!condition.getValue().isZero() != continueOnTrue) {
      result.count = k;
      return result;
    }
    SmallVector<Attribute> next;
    for (BlockArgument argument : arguments)
      next.push_back(lookup(backEdge[argument.getArgNumber()]));
    for (auto [argument, value] : llvm::zip_equal(arguments, next)) {
      if (!isa_and_present<IntegerAttr>(value))
        return result;
      known[argument] = value;
    }
  }
  result.exceeds = true;
  return result;
}

/// How many single-predecessor blocks the guard helpers look up through.
static constexpr unsigned kMaxGuardDepth = 4;

Value vct::lookThroughSinglePredecessors(Value value) {
  for (unsigned depth = 0; depth < kMaxGuardDepth; ++depth) {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument)
      return value;
    Block *block = argument.getOwner();
    Block *predecessor = block->getSinglePredecessor();
    if (!predecessor)
      return value;
    Value incoming =
        getIncomingValue(predecessor, block, argument.getArgNumber());
    if (!incoming)
      return value;
    value = incoming;
  }
  return value;
}

/// True if `a` and `b` are the same operand of a compare whose predicate is
/// signed (`isSigned`) or not: the same value once an extension that keeps
/// that order is looked through (a widened loop compares the extensions of
/// what its guard compared), or constants of the same value.
static bool sameComparedValue(Value a, Value b, bool isSigned) {
  auto strip = [&](Value value) {
    value = lookThroughSinglePredecessors(value);
    if (auto ext = value.getDefiningOp<SExtOp>(); ext && isSigned)
      return lookThroughSinglePredecessors(ext.getIn());
    if (auto ext = value.getDefiningOp<ZExtOp>(); ext && !isSigned)
      return lookThroughSinglePredecessors(ext.getIn());
    return value;
  };
  a = strip(a);
  b = strip(b);
  if (a == b)
    return true;
  std::optional<APInt> x = getScalarConstant(a), y = getScalarConstant(b);
  if (!x || !y || x->getBitWidth() > 64 || y->getBitWidth() > 64)
    return false;
  return isSigned ? x->getSExtValue() == y->getSExtValue()
                  : x->getZExtValue() == y->getZExtValue();
}

bool vct::isImpliedOnEntry(Block *block, ICmpPredicate predicate, Value lhs,
                           Value rhs) {
  // Equality keeps any extension of both sides; zext is looked through.
  bool isSigned = isSignedICmpPredicate(predicate);
  for (unsigned depth = 0; depth < kMaxGuardDepth; ++depth) {
    Block *predecessor = block->getSinglePredecessor();
    if (!predecessor)
      return false;
    auto branch = dyn_cast<CondBrOp>(predecessor->getTerminator());
    if (branch && branch.getTrueDest() != branch.getFalseDest()) {
      if (auto compare = branch.getCondition().getDefiningOp<ICmpOp>()) {
        ICmpPredicate holds = compare.getPredicate();
        if (branch.getFalseDest() == block)
          holds = invertICmpPredicate(holds);
        Value a = compare.getLhs(), b = compare.getRhs();
        auto same = [&](Value x, Value y) {
          return sameComparedValue(x, y, isSigned);
        };
        if ((holds == predicate && same(a, lhs) && same(b, rhs)) ||
            (holds == swapICmpPredicate(predicate) && same(a, rhs) &&
             same(b, lhs)))
          return true;
      }
    }
    block = predecessor;
  }
  return false;
}

uint64_t vct::getNestSize(FuncOp func, CFGLoop *loop, const LoopInfo &loopInfo,
                          PassReporter &reporter, const RangeInfo &ranges,
                          uint64_t maxTrip, uint64_t budget) {
  uint64_t size = 0;
  for (Block *block : loop->getBlocks())
    if (loopInfo.getLoopFor(block) == loop)
      size += countOps(block);
  for (CFGLoop *sub : loop->getSubLoops()) {
    if (size > budget)
      return size;
    uint64_t inner =
        getNestSize(func, sub, loopInfo, reporter, ranges, maxTrip, budget);
    BottomTestedLoop shape;
    if (!matchBottomTestedLoop(func, sub, reporter, "unrolled", shape,
                               /*allowOtherExits=*/true,
                               /*allowSubLoops=*/true))
      if (std::optional<uint64_t> trip =
              computeConstantTripCount(sub, shape, ranges, maxTrip).count)
        inner *= *trip;
    size += inner;
  }
  return size;
}

std::optional<ConstantTripCount>
vct::countInductionTest(CFGLoop *loop, CondBrOp test, bool continueOnTrue,
                        const RangeInfo &ranges, uint64_t maxTrip) {
  auto cmp = test.getCondition().getDefiningOp<ICmpOp>();
  if (!cmp || !isa<IntegerType>(cmp.getLhs().getType()))
    return std::nullopt;
  for (const InductionVariable &iv : findInductionVariables(loop, ranges)) {
    if (!iv.constantStep)
      continue;
    std::optional<APInt> start = getIncomingScalarConstant(iv.start);
    if (!start)
      continue;
    // Which side is the variable, and is it the next value? The test may
    // read it truncated (a counter indvars widened, tested at its C type:
    // `shift += 7; if (shift > 63)`), which is stepped wide and compared
    // narrow.
    Value lhs = cmp.getLhs(), rhs = cmp.getRhs();
    ICmpPredicate predicate = cmp.getPredicate();
    bool onNext;
    std::optional<APInt> bound;
    std::optional<unsigned> truncatedTo;
    auto variableOf = [&](Value side) -> Value {
      if (auto trunc = side.getDefiningOp<TruncOp>())
        side = trunc.getIn();
      return side == iv.iv || side == iv.getNext() ? side : Value();
    };
    Value tested;
    if ((tested = variableOf(lhs))) {
      bound = getScalarConstant(rhs);
      if (lhs != tested)
        truncatedTo = cast<IntegerType>(lhs.getType()).getWidth();
    } else if ((tested = variableOf(rhs))) {
      bound = getScalarConstant(lhs);
      if (rhs != tested)
        truncatedTo = cast<IntegerType>(rhs.getType()).getWidth();
      predicate = swapICmpPredicate(predicate);
    } else {
      continue;
    }
    onNext = tested == iv.getNext();
    if (!bound)
      continue;
    ConstantTripCount result;
    APInt value = *start;
    const APInt &step = *iv.constantStep;
    // Each simulated iteration is one step of the budgeted work.
    for (uint64_t k = 1; k <= maxTrip; ++k) {
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
      APInt compared = onNext ? next : value;
      if (truncatedTo)
        compared = compared.trunc(*truncatedTo);
      bool holds = evaluateICmp(predicate, compared, *bound);
      if (holds != continueOnTrue) {
        result.count = k;
        return result;
      }
      value = next;
    }
    result.exceeds = true;
    return result;
  }
  return std::nullopt;
}

Attribute
vct::getConstantOrKnown(Value value,
                        const llvm::DenseMap<Value, Attribute> &known) {
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constant;
  return known.lookup(value);
}

ConstantTripCount vct::computeConstantTripCount(CFGLoop *loop,
                                                const BottomTestedLoop &shape,
                                                const RangeInfo &ranges,
                                                uint64_t maxTrip) {
  if (std::optional<ConstantTripCount> counted = countInductionTest(
          loop, shape.test, shape.headerIndex == 0, ranges, maxTrip))
    return *counted;
  return evaluateTripCount(loop, shape, maxTrip);
}

unsigned vct::foldConstantsAfterUnroll(ArrayRef<Block *> blocks) {
  unsigned replaced = 0;
  SmallVector<Attribute, 4> constants;
  SmallVector<OpFoldResult, 1> folded;
  // The blocks are not in dominance order: a few sweeps, each over every
  // block, until one changes nothing.
  constexpr unsigned kMaxSweeps = 4;
  for (unsigned sweep = 0, before = ~0u;
       sweep < kMaxSweeps && before != replaced; ++sweep) {
    before = replaced;
    for (Block *block : blocks) {
      for (BlockArgument argument : block->getArguments()) {
        auto type = dyn_cast<IntegerType>(argument.getType());
        if (!type || argument.use_empty())
          continue;
        if (std::optional<APInt> value = getIncomingScalarConstant(argument)) {
          OpBuilder builder = OpBuilder::atBlockBegin(block);
          argument.replaceAllUsesWith(
              ConstantOp::create(builder, argument.getLoc(), type,
                                 builder.getIntegerAttr(type, *value)));
          ++replaced;
        }
      }
      for (Operation &op : llvm::make_early_inc_range(*block)) {
        if (op.getNumResults() != 1 || op.getNumRegions() != 0 ||
            op.hasTrait<OpTrait::ConstantLike>() || !isMemoryEffectFree(&op))
          continue;
        constants.clear();
        for (Value operand : op.getOperands()) {
          Attribute constant;
          if (!matchPattern(operand, m_Constant(&constant)))
            break;
          constants.push_back(constant);
        }
        if (constants.size() != op.getNumOperands())
          continue;
        // Only a constant result is taken (`x + 0` folds to the constant
        // operand).
        if (failed(foldWithoutChange(&op, constants, folded)) ||
            folded.size() != 1)
          continue;
        Value result;
        if (auto value = dyn_cast<Value>(folded.front())) {
          if (!matchPattern(value, m_Constant()))
            continue;
          result = value;
        } else {
          OpBuilder builder(&op);
          Operation *constant = op.getDialect()->materializeConstant(
              builder, cast<Attribute>(folded.front()),
              op.getResult(0).getType(), op.getLoc());
          if (!constant)
            continue;
          if (constant->getNumResults() != 1 ||
              constant->getResult(0).getType() != op.getResult(0).getType()) {
            constant->erase();
            continue;
          }
          result = constant->getResult(0);
        }
        op.getResult(0).replaceAllUsesWith(result);
        op.erase();
        ++replaced;
      }
    }
  }
  return replaced;
}

Operation *vct::replaceByBranch(Operation *old, Block *dest,
                                ValueRange operands) {
  OpBuilder builder(old);
  Operation *branch = BrOp::create(builder, old->getLoc(), dest, operands);
  old->erase();
  return branch;
}

RuntimeUnrolledLoop vct::unrollWithPrologue(FuncOp func, CFGLoop *loop,
                                            const BottomTestedLoop &shape,
                                            const CountedLoop &counted,
                                            uint64_t factor,
                                            DominanceInfo &dominance) {
  RuntimeUnrolledLoop result;
  Block *header = shape.header;
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader || !isa<BrOp>(preheader->getTerminator()))
    preheader = insertPreheader(loop);
  auto entry = cast<BrOp>(preheader->getTerminator());
  Location loc = shape.latch->getTerminator()->getLoc();
  auto type = cast<IntegerType>(counted.iv.iv.getType());
  unsigned ivIndex = counted.iv.iv.getArgNumber();

  // The iteration count, in the preheader.
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
    // Already past the bound: the test leaves after the first iteration.
    Value stays = ICmpOp::create(builder, loc, counted.predicate, first, bound);
    backEdges =
        SelectOp::create(builder, loc, stays, backEdges, constantInt(0));
  }
  Value factorValue = constantInt(factor);
  Value remainder = URemOp::create(
      builder, loc,
      AddOp::create(builder, loc,
                    URemOp::create(builder, loc, backEdges, factorValue),
                    constantInt(1)),
      factorValue);
  Value hasPrologue = ICmpOp::create(builder, loc, ICmpPredicate::ne, remainder,
                                     constantInt(0));
  Value remains =
      ICmpOp::create(builder, loc, ICmpPredicate::uge, backEdges, remainder);

  // The new preheader of the unrolled loop, entered from the old one and
  // from the prologue.
  auto *loopEntry = new Block();
  result.loopEntry = loopEntry;
  func.getBody().getBlocks().insert(header->getIterator(), loopEntry);
  SmallVector<Value> entryArgs;
  for (BlockArgument argument : header->getArguments())
    entryArgs.push_back(
        loopEntry->addArgument(argument.getType(), argument.getLoc()));
  builder.setInsertionPointToEnd(loopEntry);
  BrOp::create(builder, entry.getLoc(), header, entryArgs);

  // The prologue: the loop once more, counting the remainder down.
  IRMapping &prologueMap = result.prologueMap;
  SmallVector<Block *> prologue =
      cloneBlocks(shape.blocks, loopEntry, prologueMap,
                  CopyTraitPolicy{false, nullptr, false});
  llvm::SetVector<Block *> &inside = result.inside;
  inside.insert(shape.blocks.begin(), shape.blocks.end());
  inside.insert(prologue.begin(), prologue.end());
  inside.insert(loopEntry);
  Block *prologueHeader = prologueMap.lookup(header);
  result.prologueLatch = prologueMap.lookup(shape.latch);
  Value counter = prologueHeader->addArgument(type, loc);
  auto prologueTest = cast<CondBrOp>(result.prologueLatch->getTerminator());
  SmallVector<Value> prologueNext(
      prologueTest.getSuccessorOperands(shape.headerIndex)
          .getForwardedOperands());
  SmallVector<Value> prologueExit(
      prologueTest.getSuccessorOperands(1 - shape.headerIndex)
          .getForwardedOperands());
  auto *prologueDone = new Block();
  func.getBody().getBlocks().insert(loopEntry->getIterator(), prologueDone);
  inside.insert(prologueDone);
  builder.setInsertionPoint(prologueTest);
  Value counterNext = SubOp::create(builder, loc, counter, constantInt(1));
  Value more = ICmpOp::create(builder, loc, ICmpPredicate::ne, counterNext,
                              constantInt(0));
  SmallVector<Value> prologueBack(prologueNext);
  prologueBack.push_back(counterNext);
  CondBrOp::create(builder, loc, more, prologueHeader, prologueBack,
                   prologueDone, ValueRange{});
  prologueTest.erase();
  builder.setInsertionPointToEnd(prologueDone);
  CondBrOp::create(builder, loc, remains, loopEntry, prologueNext, shape.exit,
                   prologueExit);

  // The old preheader chooses.
  SmallVector<Value> entryOperands(entry.getDestOperands());
  SmallVector<Value> prologueEntry(entryOperands);
  prologueEntry.push_back(remainder);
  builder.setInsertionPoint(entry);
  CondBrOp::create(builder, entry.getLoc(), hasPrologue, prologueHeader,
                   prologueEntry, loopEntry, entryOperands);
  entry.erase();

  // The unrolled loop.
  result.maps.resize(factor);
  for (uint64_t k = 1; k < factor; ++k)
    for (Block *copy : cloneBlocks(shape.blocks, shape.exit, result.maps[k],
                                   CopyTraitPolicy{true, nullptr, false}))
      inside.insert(copy);
  Operation *newBackEdge =
      result.lookup(factor - 1, shape.latch)->getTerminator();
  newBackEdge->setSuccessor(header, shape.headerIndex);
  moveLoopTraits(shape.latch->getTerminator(), newBackEdge);
  for (uint64_t k = 0; k + 1 < factor; ++k) {
    auto test = cast<CondBrOp>(result.lookup(k, shape.latch)->getTerminator());
    replaceByBranch(
        test, result.lookup(k + 1, header),
        test.getSuccessorOperands(shape.headerIndex).getForwardedOperands());
  }
  result.backEdge = newBackEdge;
  return result;
}

LogicalResult
vct::mergeLoopLiveOuts(FuncOp func, const BottomTestedLoop &shape,
                       const llvm::SetVector<Block *> &inside,
                       ArrayRef<std::pair<Block *, IRMapping *>> exits,
                       DominanceInfo &dominance, Operation *errorAt,
                       llvm::StringRef passName) {
  Region &region = func.getBody();
  dominance.invalidate(&region);
  for (Block *block : shape.blocks) {
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
      for (auto [exiting, map] : exits)
        updater.addAvailableValue(exiting, map ? map->lookup(value) : value);
      if (failed(updater.rewriteUses(uses)))
        return errorAt->emitError()
               << passName
               << ": internal error: a loop value used after the loop is not "
                  "reached by any copy";
    }
  }
  return success();
}
