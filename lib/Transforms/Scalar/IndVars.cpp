//===- IndVars.cpp - Induction variable simplification --------------------===//
//
// For each natural loop, innermost first, on its basic induction variables
// (vct/Analysis/InductionVariables.h; no scalar evolution, 007 O-16):
//
//  1. Canonical IVs. Two induction variables of one type with the same
//     start, the same step and the same kind of increment hold the same
//     value on every iteration: the later one's uses move to the earlier
//     one, whose increment keeps only the no-wrap flags both had.
//  2. Widening. A narrow induction variable that is sign-extended (zero-
//     extended) to one wider type becomes a variable of that type when its
//     increment cannot wrap as a signed (unsigned) operation: `nsw` (`nuw`),
//     or `#vir.range` facts on both operands. The extensions become the wide
//     variable, comparisons with loop-invariant values compare the extended
//     values (an extension keeps every order its predicate can ask for:
//     sext all of them, zext the unsigned ones and equality), and any other
//     use reads a truncation. A sign extension of `add nsw v, C` (v the
//     variable or its next value, C a constant or loop-invariant) becomes
//     the wide value plus sext(C), extended before the loop: the add
//     cannot wrap, so the two agree. The narrow
//     variable then goes. Without a no-wrap fact the extension stays, with
//     a remark. An extension only shifted and or-ed (packing the variable
//     into a wider integer) does not count.
//  2b. Strict exit tests. An exit test `v <= n` (`<=u`, or the inverted
//     `v > n` leaving) of a variable counting up by one, n invariant, not a
//     constant, and never its type's largest value (an extension from a
//     narrower type, or a #vir.range below it), becomes `v < n + 1`, n + 1
//     computed in the entering block: the two agree for every v, and the
//     strict form is what findCountedLoop takes with a bound that is not
//     a constant (the vectorizer and the runtime unroller).
//  2c. Exit tests on the next value. An exit test `v == n` or `v != n` of
//     a variable v with a constant step s, n invariant, whose increment
//     runs before the test in every iteration, becomes `v + s == n + s` on
//     the increment's result (as `while (n--)` rotates to): the canonical
//     form the vectorizer takes (LLVM's LFTR tests the post-increment
//     value too). Equality is kept by any modular addition; an increment
//     with a no-wrap flag takes a constant n whose n + s does not wrap
//     (at the exit the increment must not be poison).
//  2d. Pointer exit tests. A loop that leaves only through one block,
//     which runs on every iteration, on `p != end` or `p <u end` of a
//     pointer variable p stepping by `gep inbounds p[S]` (S > 0 constant
//     bytes), or of that next value, and an invariant end, counts instead:
//     a new i64 variable i from 0 by 1 and the test `i != N` (`i + 1 != N`
//     on the next value), N = (end - p0) / S for `!=` (stepping past end
//     would leave the object, which inbounds GEPs exclude) and ceil((end -
//     p0) / S) for `<u` (0 when end is not above p0; 1 on the next value,
//     after the body has run once), computed in the entering block. The
//     vectorizer and the runtime unroller take counted loops only (LLVM's
//     SCEV computes the same trip count); the pointer stays for the
//     addresses.
//  2e. Exit tests of a truncation. In a loop that leaves only through one
//     block, which runs on every iteration, `trunc(v) < n` (`<u`; `>`, `>u`
//     counting down) of a variable or its next value stepping by one from a
//     constant, n invariant, becomes `v < ext(n)` (sext for signed, zext
//     for unsigned, before the loop) when the first value tested fits the
//     narrow type: every value tested lies between it and n, so the
//     truncation changes none (LLVM's eliminateTrunc). A variable widened
//     while its bound was loaded in the loop is counted again.
//  3. Exit values. When a loop leaves only through one block E that runs on
//     every iteration (it dominates the latch), and E leaves once
//     `icmp p, v, n` fails, with v the induction variable or its next
//     value, a step of +1 or -1 and n invariant, then the value v has on
//     exit is known before the loop runs: n for `ne`; max(v0, n) for `slt`
//     and `ult` counting up (`sle`/`ule` against a constant n are `slt`/
//     `ult` against n + 1); min(v0, n) for `sgt` and `ugt` counting down.
//     No wrapping is assumed: counting up by one while below n cannot pass
//     the largest value, and `ne` meets n after at most 2^w steps. The
//     trip count is then the distance v went, and every other induction
//     variable leaves at its start plus that many steps. Uses after the
//     loop of the variables and of their next values are replaced by values
//     computed in the loop's entering block, when that costs no new
//     operation (a constant, or n itself), when it lets the loop go, or
//     when it costs at most 4 operations per variable other than the
//     tested one that then dies: the loop read it only to step it (a
//     counter `s->count++` whose total is used after the loop).
//  4. Deletion. An innermost loop with such an exit test, an acyclic body,
//     no operation with an effect (loads and calls with `#vir.noread` and
//     `#vir.nowrite` included) and no value used after it is deleted: its
//     entry edge goes straight to the exit. It terminates, so nothing
//     observable is lost; its requests get AlreadyDone.
//
// Loops holding a vir.opaque_region are not touched (O-36, O-38).
//
// Reference: LLVM's IndVarSimplify (widenIVUse, rewriteLoopExitValues) and
// LoopDeletion, without ScalarEvolution.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_INDVARSPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "indvars"

/// The most operations exit values may cost in the entering block, per
/// variable that then dies, when their loop stays (LLVM's
/// SCEVCheapExpansionBudget is 4 too).
static constexpr unsigned kMaxExitValueCost = 4;

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// True if `value` is the same in every iteration of `loop`: defined outside
/// it, or a constant.
static bool isInvariant(Value value, CFGLoop *loop) {
  return isDefinedOutside(value, loop) || matchPattern(value, m_Constant());
}

/// `value`, invariant in `loop`, usable at `builder`'s insertion point
/// before the loop: a constant defined in the loop is copied.
static Value getOutside(OpBuilder &builder, Value value, CFGLoop *loop) {
  if (isDefinedOutside(value, loop))
    return value;
  return builder.clone(*value.getDefiningOp())->getResult(0);
}

/// True if `use` is an operand a branch passes to argument `index` of `to`
/// (for a loop header: its value on an entry or back edge).
static bool isEdgeOperand(OpOperand &use, Block *to, unsigned index) {
  return getEdgeArgumentIndex(use, to) == index;
}

namespace {
/// Records the non-constant operations a builder creates, to count the
/// cost of an expansion and to take it back.
struct CreatedOps : OpBuilder::Listener {
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  unsigned cost() const {
    return llvm::count_if(ops,
                          [](Operation *op) { return !isa<ConstantOp>(op); });
  }
  /// Erases the created operations nothing uses, last first, except
  /// `keep`.
  void eraseUnused(ArrayRef<Value> keep = {}) {
    for (Operation *op : llvm::make_early_inc_range(llvm::reverse(ops))) {
      if (!op->use_empty() || llvm::any_of(op->getResults(), [&](Value v) {
            return llvm::is_contained(keep, v);
          }))
        continue;
      llvm::erase(ops, op);
      op->erase();
    }
  }
  SmallVector<Operation *> ops;
};

class IndVars {
public:
  IndVars(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
          const RangeInfo &ranges, PassReporter &reporter, int64_t budget)
      : func(func), dominance(dominance),
        loops(func, dominance, loops, &this->budget), ranges(ranges),
        reporter(reporter), budget{budget} {}

  /// Processes every loop. Fails on an internal compiler error.
  LogicalResult run();

  bool changed() const { return irChanged; }
  bool changedCFG() const { return cfgChanged; }
  bool exhausted() const { return budget.exhausted; }

  /// What changed, for the pass's statistics.
  unsigned mergedIVs = 0, widenedIVs = 0, strictTests = 0, nextValueTests = 0,
           pointerTests = 0, truncatedTests = 0, exitUsesReplaced = 0,
           deletedLoops = 0;

private:
  LogicalResult processLoop(Block *header);
  bool mergeEquivalent(CFGLoop *loop);
  bool widen(CFGLoop *loop, const InductionVariable &iv);
  bool makeExitTestStrict(CFGLoop *loop, ArrayRef<InductionVariable> ivs);
  bool testNextValue(CFGLoop *loop, ArrayRef<InductionVariable> ivs);
  bool countPointerTest(CFGLoop *loop);
  bool widenTruncatedTest(CFGLoop *loop, ArrayRef<InductionVariable> ivs);
  /// True if a `#vir.range` on one of `extensions` (of `iv`), holding where
  /// it runs before the increment, keeps the increment from wrapping.
  bool extensionExcludesWrap(const InductionVariable &iv, bool signExtend,
                             ArrayRef<Operation *> extensions);
  /// The tested value on exit, built before `builder`'s insertion point;
  /// `first` is set to the value the test first reads.
  Value buildExitValue(OpBuilder &builder, const CountedLoop &test,
                       CFGLoop *loop, Value &first);
  /// Replaces uses after the loop by exit values and deletes the loop when
  /// that leaves it dead. Sets `deleted`; fails on an internal compiler
  /// error.
  LogicalResult rewriteExit(CFGLoop *loop, ArrayRef<InductionVariable> ivs,
                            bool &deleted);
  bool isDeletable(CFGLoop *loop);
  LogicalResult deleteLoop(CFGLoop *loop, const CountedLoop &test);

  FuncOp func;
  DominanceInfo &dominance;
  /// `dominance` and the loops, rebuilt after a CFG change.
  LoopAnalyses loops;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  bool irChanged = false, cfgChanged = false;
};
} // namespace

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

LogicalResult IndVars::run() {
  for (Block *header : loops->getHeadersInnermostFirst()) {
    if (!budget.take())
      return success();
    if (failed(processLoop(header)))
      return failure();
  }
  return success();
}

LogicalResult IndVars::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  assert(loop && loop->getHeader() == header && "loops changed");
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        LLVM_DEBUG(llvm::dbgs() << "  - skip the loop at "
                                << header->getTerminator()->getLoc()
                                << ": it contains a vir.opaque_region\n");
        if (!findInductionVariables(loop, ranges).empty())
          reporter.missed(header->getTerminator()->getLoc(), "RegionBarrier",
                          "left the loop's induction variables alone: the "
                          "loop contains a vir.opaque_region");
        return success();
      }

  // 1. One variable per sequence of values.
  while (mergeEquivalent(loop))
    ;

  // 2. Widening. Each variable stays valid while others are widened: its
  // argument, start and increment are untouched.
  for (const InductionVariable &iv : findInductionVariables(loop, ranges))
    widen(loop, iv);
  makeExitTestStrict(loop, findInductionVariables(loop, ranges));
  testNextValue(loop, findInductionVariables(loop, ranges));
  countPointerTest(loop);
  widenTruncatedTest(loop, findInductionVariables(loop, ranges));

  // 3, 4. Exit values and deletion.
  bool deleted = false;
  if (failed(rewriteExit(loop, findInductionVariables(loop, ranges), deleted)))
    return failure();
  // The loops are updated in place. Dominance among the blocks that stay
  // is what it was (paths through the loop became the entering block's
  // edge to the exit), and no block is made, so the tree still answers
  // the queries of the loops still to do.
  if (deleted)
    loops->eraseInnermostLoop(loop);
  return success();
}

//===----------------------------------------------------------------------===//
// 1. Canonical induction variables
//===----------------------------------------------------------------------===//

/// What identifies an invariant start or step: the constant, as its
/// uniqued attribute, or else the value itself.
static const void *getInvariantKey(Value value) {
  if (std::optional<APInt> constant = getScalarConstant(value))
    return IntegerAttr::get(value.getType(), *constant).getAsOpaquePointer();
  return value.getAsOpaquePointer();
}

bool IndVars::mergeEquivalent(CFGLoop *loop) {
  SmallVector<InductionVariable> ivs = findInductionVariables(loop, ranges);
  // One pass over the variables: each joins the first one with its type,
  // direction, start and step (a search over all pairs, repeated after
  // each merge, was cubic in the variables of a loop).
  using Key = std::tuple<const void *, unsigned, const void *, const void *>;
  llvm::DenseMap<Key, unsigned> first;
  bool merged = false;
  for (auto [i, other] : llvm::enumerate(ivs)) {
    if (!budget.take())
      return merged;
    Key key{other.iv.getType().getAsOpaquePointer(), other.decrements,
            getInvariantKey(other.start), getInvariantKey(other.step)};
    auto [it, inserted] = first.try_emplace(key, i);
    if (inserted)
      continue;
    const InductionVariable &kept = ivs[it->second];
    // The kept increment may only promise what both promised: its value
    // replaces one that did not promise more.
    Operation *increment = kept.increment;
    for (StringRef flag : {"nsw", "nuw"})
      if (!other.increment->hasAttr(flag))
        increment->removeAttr(flag);
    Block *header = loop->getHeader();
    unsigned index = other.iv.getArgNumber();
    Value otherNext = other.getNext();
    Operation *otherIncrement = other.increment;
    // The kept next value replaces the other's, so it must come first:
    // both increments reach the back edge, so one dominates the other, and
    // the kept one (its variable and its invariant step) can move up to
    // the other's place (`s[i + 1]` read before `j + 1` is computed).
    if (dominance.properlyDominates(otherIncrement, increment))
      increment->moveBefore(otherIncrement);
    // The other next value's uses, except the back edge (which goes with
    // the argument), and the argument's, except its own increment.
    otherNext.replaceUsesWithIf(kept.getNext(), [&](OpOperand &use) {
      return !isEdgeOperand(use, header, index);
    });
    BlockArgument otherIV = other.iv;
    otherIV.replaceUsesWithIf(kept.iv, [&](OpOperand &use) {
      return use.getOwner() != otherIncrement;
    });
    eraseBlockArgument(header, index);
    if (otherIncrement->use_empty())
      otherIncrement->erase();
    LLVM_DEBUG(llvm::dbgs()
               << "  - merge induction variable " << index << " of the loop at "
               << header->getTerminator()->getLoc() << "\n");
    ++mergedIVs;
    reporter.passed(header->getTerminator()->getLoc(),
                    "MergedInductionVariable",
                    "merged two induction variables with the same start "
                    "and step");
    irChanged = true;
    merged = true;
  }
  return merged;
}

//===----------------------------------------------------------------------===//
// 2. Widening
//===----------------------------------------------------------------------===//

/// True if extending both operands of `predicate` with sext (zext) keeps
/// its answer.
static bool isPreservedBy(ICmpPredicate predicate, bool signExtend) {
  if (signExtend)
    return true;
  switch (predicate) {
  case ICmpPredicate::eq:
  case ICmpPredicate::ne:
  case ICmpPredicate::ult:
  case ICmpPredicate::ule:
  case ICmpPredicate::ugt:
  case ICmpPredicate::uge:
    return true;
  default:
    return false;
  }
}

bool IndVars::extensionExcludesWrap(const InductionVariable &iv,
                                    bool signExtend,
                                    ArrayRef<Operation *> extensions) {
  std::optional<ConstantIntRanges> stepRange = ranges.getRange(iv.step);
  if (!stepRange)
    return false;
  unsigned width = iv.iv.getType().getIntOrFloatBitWidth();
  for (Operation *extension : extensions) {
    if (extension->getOperand(0) != iv.iv ||
        !dominance.properlyDominates(extension, iv.increment))
      continue;
    std::optional<ConstantIntRanges> range =
        ranges.getRange(extension->getResult(0));
    if (!range)
      continue;
    // The extension is exact: its range, if it fits, is the variable's.
    APInt low = signExtend ? range->smin() : range->umin();
    APInt high = signExtend ? range->smax() : range->umax();
    bool fits = signExtend ? low.isSignedIntN(width) && high.isSignedIntN(width)
                           : low.isIntN(width) && high.isIntN(width);
    if (!fits)
      continue;
    ConstantIntRanges ivRange =
        signExtend
            ? ConstantIntRanges::fromSigned(low.trunc(width), high.trunc(width))
            : ConstantIntRanges::fromUnsigned(low.trunc(width),
                                              high.trunc(width));
    auto [noSigned, noUnsigned] =
        excludesWrap(ivRange, *stepRange, iv.decrements);
    if (signExtend ? noSigned : noUnsigned)
      return true;
  }
  return false;
}

bool IndVars::widen(CFGLoop *loop, const InductionVariable &iv) {
  Block *header = loop->getHeader();
  unsigned index = iv.iv.getArgNumber();
  Value narrow[2] = {iv.iv, iv.getNext()};
  auto isNarrow = [&](Value value) {
    return value == narrow[0] || value == narrow[1];
  };

  // Classify the uses of the variable and of its next value.
  SmallVector<Operation *> extensions, comparisons;
  // `add nsw v, C` (C constant or loop-invariant) read only by sign
  // extensions: sext(v + C) is sext(v) + sext(C) when the add does not
  // wrap, so they read the wide variable plus C extended before the loop
  // (LLVM's widenIVUse of an nsw add: `a[i + j]` indexes with one add).
  SmallVector<AddOp> offsets;
  unsigned offsetExtensions = 0;
  bool needsTruncation[2] = {false, false};
  std::optional<bool> signExtend;
  Type wide;
  auto isOffsetOf = [&](AddOp add, Value value) -> Value {
    Value other = add.getLhs() == value ? add.getRhs() : add.getLhs();
    if (!add.getNsw() || other == value || !isInvariant(other, loop) ||
        add->use_empty())
      return {};
    // Every user a sign extension to one type (checked before any result
    // is read: a store has none).
    Type type;
    for (Operation *user : add->getUsers()) {
      if (!isa<SExtOp>(user))
        return {};
      Type extended = user->getResult(0).getType();
      if (type && extended != type)
        return {};
      type = extended;
    }
    return other;
  };
  for (unsigned which = 0; which < 2; ++which) {
    for (OpOperand &use : narrow[which].getUses()) {
      Operation *user = use.getOwner();
      if ((which == 0 && user == iv.increment) ||
          (which == 1 && isEdgeOperand(use, header, index)))
        continue;
      if (auto add = dyn_cast<AddOp>(user);
          add && isOffsetOf(add, narrow[which])) {
        Type type = (*add->user_begin())->getResult(0).getType();
        if ((!signExtend || *signExtend) && (!wide || wide == type)) {
          signExtend = true;
          wide = type;
          offsets.push_back(add);
          offsetExtensions += std::distance(add->user_begin(), add->user_end());
          continue;
        }
      }
      // An extension only shifted (as the value, not the amount) and or-ed
      // into a wider integer packs the variable beside other values (a
      // small structure copied as one integer): unpacking relies on its
      // zero (sign) bits, which the wide variable would not show, so it is
      // no reason to widen.
      bool packs =
          !user->use_empty() &&
          llvm::all_of(user->getUses(), [](OpOperand &packer) {
            Operation *owner = packer.getOwner();
            return isa<OrOp>(owner) ||
                   (isa<ShlOp>(owner) && packer.getOperandNumber() == 0);
          });
      if (isa<SExtOp, ZExtOp>(user) && !packs) {
        bool isSigned = isa<SExtOp>(user);
        Type type = user->getResult(0).getType();
        if ((signExtend && *signExtend != isSigned) || (wide && wide != type))
          return false;
        signExtend = isSigned;
        wide = type;
        extensions.push_back(user);
        continue;
      }
      if (isa<ICmpOp>(user))
        comparisons.push_back(user);
      else
        needsTruncation[which] = true;
    }
  }
  if (extensions.empty() && offsets.empty())
    return false;
  bool noWrap = *signExtend ? iv.noSignedWrap : iv.noUnsignedWrap;
  if (!noWrap)
    noWrap = extensionExcludesWrap(iv, *signExtend, extensions);
  if (!noWrap) {
    LLVM_DEBUG(llvm::dbgs() << "  - not widened: the induction variable "
                            << "has no no-wrap fact\n");
    Location at = extensions.empty() ? offsets.front()->getLoc()
                                     : extensions.front()->getLoc();
    reporter.missed(at, "NotWidened",
                    llvm::formatv("did not widen the induction variable to "
                                  "{0}: its increment has no {1} flag and no "
                                  "#vir.range shows that it cannot wrap",
                                  wide, *signExtend ? "nsw" : "nuw")
                        .str());
    return false;
  }
  // A comparison is rewritten when its predicate survives the extension and
  // its other operand is another narrow value or can be extended: outside
  // the loop, or (in the loop) an invariant extended before it.
  llvm::SetVector<Operation *> rewritten;
  for (Operation *op : comparisons) {
    auto icmp = cast<ICmpOp>(op);
    bool ok = isPreservedBy(icmp.getPredicate(), *signExtend);
    for (Value operand : {icmp.getLhs(), icmp.getRhs()})
      ok &= isNarrow(operand) || !loop->contains(op->getBlock()) ||
            isInvariant(operand, loop);
    if (ok) {
      rewritten.insert(op);
      continue;
    }
    for (unsigned which = 0; which < 2; ++which)
      needsTruncation[which] |=
          llvm::is_contained(op->getOperands(), narrow[which]);
  }
  // Truncations are the price: never pay more than the extensions saved.
  unsigned saved = extensions.size() + offsetExtensions;
  if (static_cast<unsigned>(needsTruncation[0] + needsTruncation[1]) > saved)
    return false;

  // The wide variable.
  Location loc = iv.iv.getLoc();
  Block *entering = loop->getLoopPredecessor();
  Block *latch = loop->getLoopLatch();
  OpBuilder builder(entering->getTerminator());
  auto extend = [&](Value value) -> Value {
    if (*signExtend)
      return builder.createOrFold<SExtOp>(loc, wide, value);
    return builder.createOrFold<ZExtOp>(loc, wide, value);
  };
  // Extensions built before the loop, by narrow value: the step and a bound
  // are often the same constant.
  DenseMap<Value, Value> extendedBefore;
  auto extendBefore = [&](Value value) -> Value {
    Value &wideValue = extendedBefore[value];
    if (!wideValue) {
      builder.setInsertionPoint(entering->getTerminator());
      wideValue = extend(getOutside(builder, value, loop));
    }
    return wideValue;
  };
  Value wideStart = extendBefore(iv.start);
  Value wideStep = extendBefore(iv.step);
  BlockArgument wideIV = header->addArgument(wide, loc);
  appendSuccessorOperand(entering, header, wideStart);
  builder.setInsertionPointAfter(iv.increment);
  Operation *wideIncrement =
      iv.decrements
          ? SubOp::create(builder, iv.increment->getLoc(), wideIV, wideStep)
                .getOperation()
          : AddOp::create(builder, iv.increment->getLoc(), wideIV, wideStep)
                .getOperation();
  // The wide increment is the extension of the narrow one, which does not
  // wrap in the extension's sense: its operands and result are extensions
  // of narrow values, so it does not wrap in that sense either (LLVM's
  // widened variables keep <nsw>/<nuw>). A later pass that needs the wide
  // variable not to wrap (a step of 2 under `i < n`) reads it here.
  wideIncrement->setAttr(*signExtend ? "nsw" : "nuw", builder.getUnitAttr());
  Value wideNext = wideIncrement->getResult(0);
  appendSuccessorOperand(latch, header, wideNext);
  Value wideValue[2] = {wideIV, wideNext};
  auto wideOf = [&](Value value) {
    return value == narrow[0] ? wideValue[0] : wideValue[1];
  };

  for (Operation *op : rewritten) {
    auto icmp = cast<ICmpOp>(op);
    bool inLoop = loop->contains(op->getBlock());
    Value operands[2] = {icmp.getLhs(), icmp.getRhs()};
    for (Value &operand : operands) {
      if (isNarrow(operand)) {
        operand = wideOf(operand);
        continue;
      }
      if (inLoop) {
        operand = extendBefore(operand);
        continue;
      }
      builder.setInsertionPoint(op);
      operand = extend(operand);
    }
    icmp.getLhsMutable().assign(operands[0]);
    icmp.getRhsMutable().assign(operands[1]);
  }
  for (Operation *op : extensions) {
    op->getResult(0).replaceAllUsesWith(wideOf(op->getOperand(0)));
    op->erase();
  }
  for (AddOp add : offsets) {
    Value value = isNarrow(add.getLhs()) ? add.getLhs() : add.getRhs();
    Value offset =
        extendBefore(add.getLhs() == value ? add.getRhs() : add.getLhs());
    builder.setInsertionPoint(add);
    Value wideAdd =
        AddOp::create(builder, add.getLoc(), wideOf(value), offset).getResult();
    for (Operation *user : llvm::make_early_inc_range(add->getUsers())) {
      user->getResult(0).replaceAllUsesWith(wideAdd);
      user->erase();
    }
    add.erase();
  }
  for (unsigned which = 0; which < 2; ++which) {
    if (!needsTruncation[which])
      continue;
    if (which == 0)
      builder.setInsertionPointToStart(header);
    else
      builder.setInsertionPointAfterValue(wideNext);
    Value truncated = TruncOp::create(builder, loc, narrow[which].getType(),
                                      wideValue[which]);
    narrow[which].replaceUsesWithIf(truncated, [&](OpOperand &use) {
      Operation *user = use.getOwner();
      return user != iv.increment && user != truncated.getDefiningOp() &&
             !(which == 1 && isEdgeOperand(use, header, index));
    });
  }
  // The narrow variable is now only its own cycle.
  Operation *increment = iv.increment;
  eraseBlockArgument(header, index);
  if (increment->use_empty())
    increment->erase();

  LLVM_DEBUG(llvm::dbgs() << "  - widen the induction variable at " << loc
                          << " to " << wide << "\n");
  ++widenedIVs;
  reporter.passed(loc, "Widened",
                  llvm::formatv("widened an induction variable to {0}, "
                                "removing {1} {2} in the loop",
                                wide, saved,
                                saved == 1 ? "extension" : "extensions")
                      .str());
  irChanged = true;
  return true;
}

/// True if invariant integer `bound` is never the largest value of its type
/// (signed or unsigned): an extension from a narrower type, or a range
/// below it.
static bool isBelowMax(Value bound, bool isSigned, const RangeInfo &ranges) {
  auto type = dyn_cast<IntegerType>(bound.getType());
  if (!type)
    return false;
  auto narrower = [&](Value in) {
    auto inType = dyn_cast<IntegerType>(in.getType());
    return inType && inType.getWidth() < type.getWidth();
  };
  if (auto ext = bound.getDefiningOp<SExtOp>())
    return isSigned && narrower(ext.getIn());
  if (auto ext = bound.getDefiningOp<ZExtOp>())
    return narrower(ext.getIn());
  std::optional<ConstantIntRanges> range = ranges.getRange(bound);
  if (!range)
    return false;
  return isSigned ? !range->smax().isMaxSignedValue()
                  : !range->umax().isMaxValue();
}

bool IndVars::makeExitTestStrict(CFGLoop *loop,
                                 ArrayRef<InductionVariable> ivs) {
  Block *exiting = loop->getExitingBlock();
  Block *entering = loop->getLoopPredecessor();
  if (!exiting || !entering)
    return false;
  auto branch = dyn_cast<CondBrOp>(exiting->getTerminator());
  if (!branch)
    return false;
  auto icmp = branch.getCondition().getDefiningOp<ICmpOp>();
  if (!icmp || !isa<IntegerType>(icmp.getLhs().getType()))
    return false;
  // The variable (or its next value) on the left.
  Value tested = icmp.getLhs(), bound = icmp.getRhs();
  ICmpPredicate predicate = icmp.getPredicate();
  auto countsUp = [&](Value value) {
    return llvm::any_of(ivs, [&](const InductionVariable &iv) {
      return (iv.iv == value || iv.getNext() == value) && iv.hasConstantStep(1);
    });
  };
  if (!countsUp(tested)) {
    std::swap(tested, bound);
    predicate = swapICmpPredicate(predicate);
  }
  if (!countsUp(tested) || !isInvariant(bound, loop) ||
      getScalarConstant(bound))
    return false;
  ICmpPredicate strict;
  switch (predicate) {
  case ICmpPredicate::sle:
    strict = ICmpPredicate::slt;
    break;
  case ICmpPredicate::sgt:
    strict = ICmpPredicate::sge;
    break;
  case ICmpPredicate::ule:
    strict = ICmpPredicate::ult;
    break;
  case ICmpPredicate::ugt:
    strict = ICmpPredicate::uge;
    break;
  default:
    return false;
  }
  bool isSigned = isSignedICmpPredicate(predicate);
  if (!isBelowMax(bound, isSigned, ranges))
    return false;
  // bound + 1 before the loop; it cannot wrap.
  OpBuilder builder(entering->getTerminator());
  Location loc = icmp.getLoc();
  Value one = ConstantOp::create(builder, loc, bound.getType(),
                                 builder.getIntegerAttr(bound.getType(), 1));
  auto next =
      AddOp::create(builder, loc, getOutside(builder, bound, loop), one);
  if (isSigned)
    next.setNsw(true);
  else
    next.setNuw(true);
  builder.setInsertionPoint(branch);
  Value strictTest = ICmpOp::create(builder, loc, strict, tested, next);
  branch.getConditionMutable().assign(strictTest);
  if (icmp->use_empty())
    icmp->erase();
  LLVM_DEBUG(llvm::dbgs() << "  - strict exit test at " << loc << "\n");
  ++strictTests;
  irChanged = true;
  return true;
}

namespace {
/// The exit test of a loop that leaves only through one block, which runs
/// on every iteration: that block's vir.cond_br on a vir.icmp used only
/// there.
struct ExitTest {
  Block *exiting, *entering, *latch;
  CondBrOp branch;
  ICmpOp icmp;
};
} // namespace

static std::optional<ExitTest> getExitTest(CFGLoop *loop) {
  ExitTest test;
  test.exiting = loop->getExitingBlock();
  test.entering = loop->getLoopPredecessor();
  test.latch = loop->getLoopLatch();
  if (!test.exiting || !test.entering || !test.latch ||
      !dominatesInLoop(loop, test.exiting, test.latch))
    return std::nullopt;
  test.branch = dyn_cast<CondBrOp>(test.exiting->getTerminator());
  if (!test.branch)
    return std::nullopt;
  test.icmp = test.branch.getCondition().getDefiningOp<ICmpOp>();
  if (!test.icmp || !test.icmp->hasOneUse())
    return std::nullopt;
  return test;
}

bool IndVars::widenTruncatedTest(CFGLoop *loop,
                                 ArrayRef<InductionVariable> ivs) {
  std::optional<ExitTest> test = getExitTest(loop);
  if (!test)
    return false;
  ICmpOp icmp = test->icmp;
  bool truncOnLeft = static_cast<bool>(icmp.getLhs().getDefiningOp<TruncOp>());
  auto trunc =
      (truncOnLeft ? icmp.getLhs() : icmp.getRhs()).getDefiningOp<TruncOp>();
  Value bound = truncOnLeft ? icmp.getRhs() : icmp.getLhs();
  if (!trunc || !isInvariant(bound, loop))
    return false;
  // A variable (or its next value) stepping by one from a constant.
  Value wide = trunc.getIn();
  const InductionVariable *iv = nullptr;
  for (const InductionVariable &candidate : ivs)
    if ((candidate.iv == wide || candidate.getNext() == wide) &&
        (candidate.hasConstantStep(1) || candidate.hasConstantStep(-1)))
      iv = &candidate;
  if (!iv || !isa<IntegerType>(wide.getType()))
    return false;
  std::optional<APInt> start = getIncomingScalarConstant(iv->start);
  if (!start)
    return false;
  // The test that keeps the loop going, with the variable on the left.
  ICmpPredicate predicate = truncOnLeft
                                ? icmp.getPredicate()
                                : swapICmpPredicate(icmp.getPredicate());
  bool staysOnTrue = loop->contains(test->branch.getTrueDest());
  ICmpPredicate stay = staysOnTrue ? predicate : invertICmpPredicate(predicate);
  bool up = iv->hasConstantStep(1);
  if (up ? stay != ICmpPredicate::slt && stay != ICmpPredicate::ult
         : stay != ICmpPredicate::sgt && stay != ICmpPredicate::ugt)
    return false;
  // Moving by one toward the bound, the variable is tested on its first
  // value and then on each next one until it reaches the bound, which has
  // the narrow type: when the first fits the narrow type (signed or
  // unsigned, as the test compares), so does every value tested, and the
  // truncation changes none.
  bool isSigned = isSignedICmpPredicate(stay);
  unsigned narrow = trunc.getType().getIntOrFloatBitWidth();
  APInt first = *start;
  if (wide == iv->getNext())
    first += *iv->constantStep;
  if (isSigned ? !first.isSignedIntN(narrow)
               : first.isNegative() || !first.isIntN(narrow))
    return false;
  OpBuilder builder(test->entering->getTerminator());
  Location loc = icmp.getLoc();
  Value outside = getOutside(builder, bound, loop);
  Value extended =
      isSigned
          ? SExtOp::create(builder, loc, wide.getType(), outside).getResult()
          : ZExtOp::create(builder, loc, wide.getType(), outside).getResult();
  builder.setInsertionPoint(test->branch);
  Value wideTest =
      truncOnLeft
          ? ICmpOp::create(builder, loc, icmp.getPredicate(), wide, extended)
          : ICmpOp::create(builder, loc, icmp.getPredicate(), extended, wide);
  test->branch.getConditionMutable().assign(wideTest);
  icmp->erase();
  if (trunc->use_empty())
    trunc->erase();
  LLVM_DEBUG(llvm::dbgs() << "  - exit test on the wide variable at " << loc
                          << "\n");
  ++truncatedTests;
  irChanged = true;
  return true;
}

bool IndVars::testNextValue(CFGLoop *loop, ArrayRef<InductionVariable> ivs) {
  std::optional<ExitTest> exitTest = getExitTest(loop);
  if (!exitTest || !isa<IntegerType>(exitTest->icmp.getLhs().getType()))
    return false;
  auto [exiting, entering, latch, branch, icmp] = *exitTest;
  ICmpPredicate predicate = icmp.getPredicate();
  if (predicate != ICmpPredicate::eq && predicate != ICmpPredicate::ne)
    return false;
  // The variable itself (not its next value) against an invariant bound.
  const InductionVariable *iv = nullptr;
  unsigned ivOperand = 0;
  for (unsigned i : {0u, 1u}) {
    Value tested = icmp->getOperand(i), bound = icmp->getOperand(1 - i);
    if (!isInvariant(bound, loop))
      continue;
    const auto *found = llvm::find_if(ivs, [&](const InductionVariable &c) {
      return c.iv == tested && c.constantStep;
    });
    if (found != ivs.end()) {
      iv = found;
      ivOperand = i;
      break;
    }
  }
  // The next value must be computed before the test in every iteration.
  if (!iv || !dominatesInLoop(loop, iv->increment->getBlock(), exiting) ||
      (iv->increment->getBlock() == exiting &&
       !iv->increment->isBeforeInBlock(icmp)))
    return false;
  // `v == n` is `v + s == n + s` in modular arithmetic. An increment with
  // nsw (nuw) is poison where it wraps: at the exit (v == n) that must not
  // happen, so a constant n + s must not wrap; an n that is not a constant
  // takes an increment without such flags.
  Value bound = icmp->getOperand(1 - ivOperand);
  bool nsw = false, nuw = false;
  if (auto add = dyn_cast<AddOp>(iv->increment)) {
    nsw = add.getNsw();
    nuw = add.getNuw();
  } else if (auto sub = dyn_cast<SubOp>(iv->increment)) {
    nsw = sub.getNsw();
    nuw = sub.getNuw();
  }
  const APInt &step = *iv->constantStep;
  OpBuilder builder(entering->getTerminator());
  Location loc = icmp.getLoc();
  Value nextBound;
  if (std::optional<APInt> constant = getScalarConstant(bound)) {
    bool signedWrap = false, unsignedWrap = false;
    APInt moved = iv->decrements ? constant->ssub_ov(-step, signedWrap)
                                 : constant->sadd_ov(step, signedWrap);
    if (iv->decrements)
      (void)constant->usub_ov(-step, unsignedWrap);
    else
      (void)constant->uadd_ov(step, unsignedWrap);
    if ((nsw && signedWrap) || (nuw && unsignedWrap))
      return false;
    nextBound =
        ConstantOp::create(builder, loc, bound.getType(),
                           builder.getIntegerAttr(bound.getType(), moved));
  } else {
    if (nsw || nuw)
      return false;
    Value stepValue =
        ConstantOp::create(builder, loc, bound.getType(),
                           builder.getIntegerAttr(bound.getType(), step));
    nextBound = AddOp::create(builder, loc, getOutside(builder, bound, loop),
                              stepValue);
  }
  builder.setInsertionPoint(icmp);
  Value test =
      ICmpOp::create(builder, loc, predicate, iv->getNext(), nextBound);
  branch.getConditionMutable().assign(test);
  icmp->erase();
  LLVM_DEBUG(llvm::dbgs() << "  - exit test on the next value at " << loc
                          << "\n");
  ++nextValueTests;
  irChanged = true;
  return true;
}

//===----------------------------------------------------------------------===//
// 2d. Pointer exit tests
//===----------------------------------------------------------------------===//

bool IndVars::countPointerTest(CFGLoop *loop) {
  Block *header = loop->getHeader();
  std::optional<ExitTest> exitTest = getExitTest(loop);
  if (!exitTest || !isa<PtrType>(exitTest->icmp.getLhs().getType()) ||
      !isa<BranchOpInterface>(exitTest->latch->getTerminator()))
    return false;
  auto [exiting, entering, latch, branch, icmp] = *exitTest;
  bool continueOnTrue = loop->contains(branch.getTrueDest());
  if (continueOnTrue == loop->contains(branch.getFalseDest()))
    return false;
  for (unsigned side : {0u, 1u}) {
    Value tested = icmp->getOperand(side), end = icmp->getOperand(1 - side);
    if (!isInvariant(end, loop))
      continue;
    // The variable p (a header argument) or its next value gep p[S].
    auto gep = tested.getDefiningOp<GEPOp>();
    auto pointer = dyn_cast<BlockArgument>(gep ? gep.getBase() : tested);
    if (!pointer || pointer.getOwner() != header)
      continue;
    Value start = getIncomingValue(entering, header, pointer.getArgNumber());
    Value back = getIncomingValue(latch, header, pointer.getArgNumber());
    auto step = back ? back.getDefiningOp<GEPOp>() : GEPOp();
    if (!start || !step || step.getBase() != pointer || !step.getInbounds() ||
        (gep && gep != step))
      continue;
    std::optional<int64_t> bytes = getConstantGEPOffset(step);
    if (!bytes || *bytes <= 0)
      continue;
    // The test as it keeps the loop going, with p on the left.
    ICmpPredicate predicate = icmp.getPredicate();
    if (side == 1)
      predicate = swapICmpPredicate(predicate);
    if (!continueOnTrue)
      predicate = invertICmpPredicate(predicate);
    if (predicate != ICmpPredicate::ne && predicate != ICmpPredicate::ult)
      continue;
    // How many steps the tested value is ahead of the iteration count.
    bool testsNext = gep != nullptr;

    // The value the count meets, in the entering block: d / S for `!=`;
    // for `<u`, ceil(d / S) when d > 0, else 0 (or 1 when the test reads
    // the next value: the body has run once by then).
    OpBuilder builder(entering->getTerminator());
    Location loc = icmp.getLoc();
    Type i64 = builder.getI64Type();
    auto constant = [&](int64_t value) -> Value {
      return ConstantOp::create(builder, loc, i64,
                                builder.getIntegerAttr(i64, value));
    };
    Value distance = SubOp::create(
        builder, loc,
        PtrToIntOp::create(builder, loc, i64, getOutside(builder, end, loop)),
        PtrToIntOp::create(builder, loc, i64, start));
    Value trip;
    if (predicate == ICmpPredicate::ne) {
      trip = UDivOp::create(builder, loc, distance, constant(*bytes));
    } else {
      Value one = constant(1);
      Value down = UDivOp::create(builder, loc,
                                  SubOp::create(builder, loc, distance, one),
                                  constant(*bytes));
      Value up = AddOp::create(builder, loc, down, one);
      Value positive = ICmpOp::create(builder, loc, ICmpPredicate::sgt,
                                      distance, constant(0));
      trip = SelectOp::create(builder, loc, positive, up,
                              constant(testsNext ? 1 : 0));
    }
    Value zero = constant(0);

    // The count: a header argument from 0, one more on the back edge.
    BlockArgument counter = header->addArgument(i64, loc);
    auto appendEdgeOperand = [&](Operation *terminator, Value value) {
      auto edges = cast<BranchOpInterface>(terminator);
      for (unsigned index = 0; index < terminator->getNumSuccessors(); ++index)
        if (terminator->getSuccessor(index) == header)
          edges.getSuccessorOperands(index).append(value);
    };
    appendEdgeOperand(entering->getTerminator(), zero);
    // The increment goes before the test when the latch tests the next
    // value (it is the tested count), else at the end of the latch.
    bool shared = testsNext && exiting == latch;
    builder.setInsertionPoint(shared ? icmp.getOperation()
                                     : latch->getTerminator());
    auto next = AddOp::create(builder, loc, counter, constant(1));
    // At most the trip count, which the distance in bytes bounds.
    next.setNsw(true);
    next.setNuw(true);
    appendEdgeOperand(latch->getTerminator(), next);
    Value count = counter;
    if (shared) {
      count = next;
    } else if (testsNext) {
      builder.setInsertionPoint(icmp);
      count = AddOp::create(builder, loc, counter, constant(1));
    }
    builder.setInsertionPoint(icmp);
    Value test = ICmpOp::create(
        builder, loc, continueOnTrue ? ICmpPredicate::ne : ICmpPredicate::eq,
        count, trip);
    branch.getConditionMutable().assign(test);
    icmp->erase();
    LLVM_DEBUG(llvm::dbgs()
               << "  - counted the pointer exit test at " << loc << "\n");
    ++pointerTests;
    irChanged = true;
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// 3. Exit values
//===----------------------------------------------------------------------===//

/// True if `iv` is read in `loop` by its increment alone, and the increment
/// by the branches that pass it back to the header: once the uses after the
/// loop (`isOutside`) read its exit value, the variable is dead.
static bool onlyFeedsItself(const InductionVariable &iv,
                            function_ref<bool(OpOperand &)> isOutside) {
  for (OpOperand &use : iv.iv.getUses())
    if (use.getOwner() != iv.increment && !isOutside(use))
      return false;
  for (OpOperand &use : iv.getNext().getUses()) {
    if (isOutside(use))
      continue;
    auto branch = dyn_cast<BranchOpInterface>(use.getOwner());
    std::optional<BlockArgument> argument =
        branch ? branch.getSuccessorBlockArgument(use.getOperandNumber())
               : std::nullopt;
    if (argument != iv.iv)
      return false;
  }
  return true;
}

Value IndVars::buildExitValue(OpBuilder &builder, const CountedLoop &test,
                              CFGLoop *loop, Value &first) {
  Location loc = test.exiting->getTerminator()->getLoc();
  Type type = test.iv.iv.getType();
  Value bound = test.adjustedBound
                    ? ConstantOp::create(
                          builder, loc, type,
                          builder.getIntegerAttr(type, *test.adjustedBound))
                          .getResult()
                    : getOutside(builder, test.bound, loop);
  // The first tested value; the loop leaves at once unless it stays.
  Value start = lookThroughSinglePredecessors(test.iv.start);
  first = start;
  if (test.testsNext)
    first = builder.createOrFold<AddOp>(
        loc, first,
        ConstantOp::create(
            builder, loc, type,
            builder.getIntegerAttr(type, *test.iv.constantStep)));
  if (test.predicate == ICmpPredicate::ne)
    return bound;
  // A guard ran the test on the start before the loop (a rotated loop's):
  // counting by one from a start that passes, the next value reaches the
  // bound at the latest, and the loop ends there.
  if (isImpliedOnEntry(loop->getLoopPredecessor(), test.predicate, start,
                       test.bound))
    return bound;
  // Counting up (down) while below (above) the bound ends at the bound, or
  // at once where the first value is already past it: max (min).
  ICmpPredicate past = invertICmpPredicate(test.predicate);
  std::optional<ConstantIntRanges> firstRange = ranges.getRange(first);
  std::optional<ConstantIntRanges> boundRange = ranges.getRange(bound);
  if (firstRange && boundRange) {
    // Decided by the ranges (constants have exact ones).
    if (std::optional<bool> stays =
            evaluateByRanges(test.predicate, *firstRange, *boundRange))
      return *stays ? bound : first;
  }
  Value isPast = builder.createOrFold<ICmpOp>(loc, past, first, bound);
  return builder.createOrFold<SelectOp>(loc, isPast, first, bound);
}

bool IndVars::isDeletable(CFGLoop *loop) {
  if (!loop->getSubLoops().empty() || !hasAcyclicBody(loop))
    return false;
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (!op.hasTrait<OpTrait::IsTerminator>() && !isRemovableWhenUnused(&op))
        return false;
  return true;
}

LogicalResult IndVars::rewriteExit(CFGLoop *loop,
                                   ArrayRef<InductionVariable> ivs,
                                   bool &deleted) {
  std::optional<CountedLoop> test = findCountedLoop(loop, ivs);
  if (!test)
    return success();

  // Values the loop defines that are read after it, on the exit edge
  // included: the variable and its next value can be replaced, anything
  // else keeps the loop.
  Block *header = loop->getHeader();
  auto exitBranch = cast<BranchOpInterface>(test->exiting->getTerminator());
  OperandRange exitOperands =
      exitBranch.getSuccessorOperands(test->exitIndex).getForwardedOperands();
  auto isExitOperand = [&](OpOperand &use) {
    return !exitOperands.empty() &&
           use.getOwner() == exitBranch.getOperation() &&
           use.getOperandNumber() >= exitOperands.getBeginOperandIndex() &&
           use.getOperandNumber() <
               exitOperands.getBeginOperandIndex() + exitOperands.size();
  };
  auto isOutsideUse = [&](OpOperand &use) {
    return !loop->contains(use.getOwner()->getBlock()) || isExitOperand(use);
  };
  // Every variable's value in the exiting iteration is known: the tested
  // one's from the test, the others' from the number of increments before
  // it. A next value counts when it was computed in that iteration.
  struct Replaceable {
    Value value;
    const InductionVariable *iv;
    bool isNext;
  };
  SmallVector<Replaceable> replaceable;
  for (const InductionVariable &iv : ivs) {
    replaceable.push_back({iv.iv, &iv, false});
    if (dominance.dominates(iv.increment->getBlock(), test->exiting))
      replaceable.push_back({iv.getNext(), &iv, true});
  }
  auto findReplaceable = [&](Value value) {
    return llvm::find_if(replaceable, [&](const Replaceable &candidate) {
      return candidate.value == value;
    });
  };
  bool othersEscape = false;
  unsigned outsideUses = 0;
  auto visit = [&](Value value) {
    for (OpOperand &use : value.getUses()) {
      if (!isOutsideUse(use))
        continue;
      if (findReplaceable(value) != replaceable.end())
        ++outsideUses;
      else
        othersEscape = true;
    }
  };
  for (Block *block : loop->getBlocks()) {
    for (BlockArgument argument : block->getArguments())
      visit(argument);
    for (Operation &op : *block)
      for (Value result : op.getResults())
        visit(result);
  }
  bool deletable = !othersEscape && isDeletable(loop);
  if (outsideUses == 0 && !deletable)
    return success();

  if (outsideUses) {
    Block *entering = loop->getLoopPredecessor();
    OpBuilder builder(entering->getTerminator());
    CreatedOps created;
    builder.setListener(&created);
    Value first;
    Value tested = buildExitValue(builder, *test, loop, first);
    Location loc = tested.getLoc();
    // Increments before the exit: the distance the tested value went.
    Value trips = test->iv.hasConstantStep(1)
                      ? builder.createOrFold<SubOp>(loc, tested, first)
                      : builder.createOrFold<SubOp>(loc, first, tested);
    unsigned tripWidth = trips.getType().getIntOrFloatBitWidth();
    auto exitValueOf = [&](const Replaceable &r) -> Value {
      const InductionVariable &iv = *r.iv;
      Type type = iv.iv.getType();
      Value step = getOutside(builder, iv.step, loop);
      auto advance = [&](Value value) -> Value {
        return iv.decrements ? builder.createOrFold<SubOp>(loc, value, step)
                             : builder.createOrFold<AddOp>(loc, value, step);
      };
      auto retreat = [&](Value value) -> Value {
        return iv.decrements ? builder.createOrFold<AddOp>(loc, value, step)
                             : builder.createOrFold<SubOp>(loc, value, step);
      };
      if (iv.iv == test->iv.iv) {
        if (test->testsNext)
          return r.isNext ? tested : retreat(tested);
        return r.isNext ? advance(tested) : tested;
      }
      // Another variable: its start plus `trips` steps, at its own width
      // (the count is below 2^w of the tested width, so zero-extends).
      unsigned width = type.getIntOrFloatBitWidth();
      Value count = trips;
      if (width < tripWidth)
        count = builder.createOrFold<TruncOp>(loc, type, trips);
      else if (width > tripWidth)
        count = builder.createOrFold<ZExtOp>(loc, type, trips);
      Value distance = builder.createOrFold<MulOp>(loc, count, step);
      Value atExit = iv.decrements
                         ? builder.createOrFold<SubOp>(loc, iv.start, distance)
                         : builder.createOrFold<AddOp>(loc, iv.start, distance);
      return r.isNext ? advance(atExit) : atExit;
    };
    // Only what is read after the loop is built and paid for.
    SmallVector<std::pair<Value, Value>> replacements;
    for (const Replaceable &r : replaceable)
      if (llvm::any_of(r.value.getUses(), isOutsideUse))
        replacements.push_back({r.value, exitValueOf(r)});
    SmallVector<Value> needed =
        llvm::to_vector(llvm::make_second_range(replacements));
    created.eraseUnused(needed);
    // A few operations once pay for each variable that then dies in the
    // loop (LLVM's rewriteLoopExitValues replaces a cheap exit value, and
    // any whose variable has no other user in the loop).
    llvm::SmallPtrSet<const InductionVariable *, 4> dying;
    for (const auto &[value, exitValue] : replacements) {
      const InductionVariable *iv = findReplaceable(value)->iv;
      if (iv->iv != test->iv.iv && onlyFeedsItself(*iv, isOutsideUse))
        dying.insert(iv);
    }
    bool paysOff = created.cost() <= kMaxExitValueCost * dying.size();
    if (created.cost() != 0 && !deletable && !paysOff) {
      LLVM_DEBUG(llvm::dbgs() << "  - keep the uses after the loop at "
                              << header->getTerminator()->getLoc()
                              << ": the exit value costs " << created.cost()
                              << " operations\n");
      reporter.missed(header->getTerminator()->getLoc(), "ExitValueNotReplaced",
                      llvm::formatv("kept the uses after the loop of its "
                                    "induction variable: the exit value needs "
                                    "{0} new operations and the loop stays",
                                    created.cost())
                          .str());
      created.eraseUnused();
      return success();
    }
    for (auto [value, exitValue] : replacements)
      value.replaceUsesWithIf(exitValue, isOutsideUse);
    created.eraseUnused();
    LLVM_DEBUG(llvm::dbgs()
               << "  - replace " << outsideUses << " uses after the loop at "
               << header->getTerminator()->getLoc() << " by exit values\n");
    exitUsesReplaced += outsideUses;
    reporter.passed(header->getTerminator()->getLoc(), "ExitValue",
                    llvm::formatv("replaced {0} {1} after the loop by the "
                                  "induction variable's exit value",
                                  outsideUses,
                                  outsideUses == 1 ? "use" : "uses")
                        .str());
    irChanged = true;
  }
  if (!deletable)
    return success();
  deleted = true;
  return deleteLoop(loop, *test);
}

LogicalResult IndVars::deleteLoop(CFGLoop *loop, const CountedLoop &test) {
  Location loc = loop->getHeader()->getTerminator()->getLoc();
  LogicalResult result =
      vct::deleteLoop(loop, test.exiting, test.exitIndex, reporter,
                      "the loop computes nothing used after it and was "
                      "deleted");
  LLVM_DEBUG(llvm::dbgs() << "  - delete the loop at " << loc << "\n");
  ++deletedLoops;
  reporter.passed(loc, "LoopDeleted",
                  "deleted a loop that computes nothing used after it");
  irChanged = cfgChanged = true;
  return result;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct IndVarsPass : vct::impl::IndVarsPassBase<IndVarsPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations, {}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    IndVars indvars(func, getAnalysis<DominanceInfo>(), loops,
                    getAnalysis<RangeInfo>(), reporter, maxIterations);
    if (failed(indvars.run()))
      return signalPassFailure();
    PassOutcome outcome;
    outcome.changed = indvars.changed();
    outcome.changedCFG = indvars.changedCFG();
    outcome.budgetExhausted = indvars.exhausted();
    outcome.budgetNote = "loops after that point were not simplified";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    numMerged += indvars.mergedIVs;
    numWidened += indvars.widenedIVs;
    numStrictTests += indvars.strictTests;
    numTruncatedTests += indvars.truncatedTests;
    numNextValueTests += indvars.nextValueTests;
    numPointerTests += indvars.pointerTests;
    numExitUsesReplaced += indvars.exitUsesReplaced;
    numLoopsDeleted += indvars.deletedLoops;
  }
};
} // namespace
