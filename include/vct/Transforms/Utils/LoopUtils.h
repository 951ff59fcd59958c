//===- LoopUtils.h - Loop transformations shared by the passes --*- C++ -*-===//
//
// What the loop passes share, on the natural loops of a vir.func
// (vct/Analysis/LoopInfo.h):
//
//  - LoopAnalyses: dominance and loops of one function, rebuilt together
//    after a CFG change (the pass first uses the cached analyses).
//  - Simplified form: insertPreheader, mergeLatches, formDedicatedExits and
//    simplifyLoop, which does all three and says what it changed.
//  - hasAcyclicBody: no cycle in a loop's body but through its header;
//    getAcyclicBodyOrder: its blocks in topological order.
//  - findCountedLoop: the exit test of a counted loop and, from constants,
//    its trip count (matched on the IR, no scalar evolution: 007 O-16).
//  - deleteLoop: removes a loop whose results nobody reads, giving its
//    requests their results.
//  - Unrolling: matchBottomTestedLoop, unrollWithPrologue (runtime
//    unrolling with a prologue remainder) and mergeLoopLiveOuts, shared by
//    loop-unroll and loop-interleave.
//
// Preconditions: the loops are reachable natural loops of the function's
// body; their terminators are vir.br, vir.cond_br or vir.switch. Loops
// holding a vir.opaque_region are the caller's to skip (O-36, O-38).
//
// What they preserve: the CFG edits are those of CFGUtils.h (no value
// changes, loop requests stay on back-edge branches). After any edit the
// CFGLoop passed in is stale (it does not contain the new blocks) and
// `dominance` may have been invalidated: call LoopAnalyses::rebuild before
// asking either again. The queries (hasAcyclicBody, findCountedLoop) change
// nothing.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_LOOPUTILS_H
#define VCT_TRANSFORMS_UTILS_LOOPUTILS_H

#include "vct/Analysis/InductionVariables.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace vct {
struct IterationBudget;

class RangeInfo;

//===----------------------------------------------------------------------===//
// Dominance and loops
//===----------------------------------------------------------------------===//

/// The dominance and loops a pass works with: first the cached analyses it
/// got from the AnalysisManager, then, after each rebuild, loops of its own
/// computed from the recomputed dominance. Loops and blocks from before a
/// rebuild must not be asked again (re-find a loop by its header).
class LoopAnalyses {
public:
  /// `budget`, if any, is the pass's: every rebuild is charged to it.
  LoopAnalyses(vir::FuncOp func, mlir::DominanceInfo &dominance,
               LoopInfo &loops, IterationBudget *budget = nullptr)
      : func(func), dominance(dominance), loops(&loops), budget(budget) {}

  /// Recomputes dominance of the function body and the loops after a CFG
  /// change, spending one step of the budget per block of the function:
  /// a pass that rebuilds after every loop it changes is quadratic in its
  /// loops, and its budget says so.
  void rebuild();

  mlir::DominanceInfo &getDominance() { return dominance; }
  LoopInfo &getLoops() { return *loops; }
  LoopInfo *operator->() { return loops; }

private:
  vir::FuncOp func;
  mlir::DominanceInfo &dominance;
  LoopInfo *loops;
  IterationBudget *budget;
  std::unique_ptr<LoopInfo> rebuiltLoops;
};

//===----------------------------------------------------------------------===//
// Simplified form
//===----------------------------------------------------------------------===//

/// Gives `loop` a new preheader: a block before the header taking the
/// header's arguments, which every edge entering the loop now reaches, and
/// which branches to the header (the location of the first entering
/// block's branch). Made whether or not the loop had one; see
/// LoopInfo::getPreheader. Returns null (nothing changed) if the loop has no
/// entering edge. An entering edge is never a back edge, so no loop request
/// moves and no dominator tree is asked (redirectForwardEdges).
mlir::Block *insertPreheader(mlir::CFGLoop *loop);

/// Routes every back edge of `loop` through one new latch, placed after the
/// last latch in block order; the loop requests of the old latches' branches
/// move to the new one's. A latch with two edges to the header (a vir.cond_br
/// passing different values) counts as two: LoopInfo::getLatch has none for
/// it. Returns the loop's only latch: the existing one if it had one back
/// edge (nothing changed), the new one, or null (nothing changed) if
/// two latches that stop forming back edges carry loop requests of one kind
/// (merging would make one request of two, and each needs its own result:
/// O-28).
mlir::Block *mergeLatches(mlir::CFGLoop *loop, mlir::DominanceInfo &dominance);

/// Gives every exit block of `loop` that also has predecessors outside the
/// loop a new block, just before it, for the loop's edges to it: then every
/// exit block is entered from the loop only. Exit blocks are visited in the
/// order of the loop's blocks and their successors; an exit whose loop edges
/// would bring two requests of one kind together (it is an outer loop's
/// header) keeps them. Returns how many blocks were made.
unsigned formDedicatedExits(mlir::CFGLoop *loop,
                            mlir::DominanceInfo &dominance);

/// What simplifyLoop did.
struct LoopSimplification {
  /// The preheader after the call, or null if the loop has none.
  mlir::Block *preheader = nullptr;
  /// The only latch after the call, or null if several remain.
  mlir::Block *latch = nullptr;
  bool insertedPreheader = false;
  bool mergedLatches = false;
  /// How many dedicated exit blocks were made.
  unsigned dedicatedExits = 0;

  /// True if the CFG changed: dominance and loops must be rebuilt.
  bool changed() const {
    return insertedPreheader || mergedLatches || dedicatedExits != 0;
  }
};

/// Puts `loop` in simplified form: a preheader (if it has none), one latch
/// (if mergeLatches can) and dedicated exits, in that order.
LoopSimplification simplifyLoop(mlir::CFGLoop *loop,
                                mlir::DominanceInfo &dominance);

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

/// True if the loop's blocks, without the edges back to the header, form no
/// cycle: each iteration runs a bounded path (no nested loop, no irreducible
/// cycle).
bool hasAcyclicBody(mlir::CFGLoop *loop);

/// The loop's blocks in a topological order of its body without the edges
/// back to the header (the reverse post-order of a depth-first walk from
/// the header, successors in order), or nothing when they form a cycle.
std::optional<llvm::SmallVector<mlir::Block *>>
getAcyclicBodyOrder(mlir::CFGLoop *loop);

/// A loop whose only way out is one comparison of a basic induction
/// variable stepping by +1 or -1 with a loop-invariant bound:
///
///   header ... exiting: %c = vir.icmp <p>, %tested, %bound
///                       vir.cond_br %c, <stay>, <exit>    (either order)
///
/// where `exiting` is the loop's only exiting block and dominates its only
/// latch (so the test runs in every iteration), the loop has one entering
/// block, and `tested` is the variable or its next value. Iteration k
/// (from 0) tests `first + k * step`, with `first` the start (plus one step
/// if the next value is tested), and the loop leaves at the first k where
/// `tested predicate bound` is false. No wrapping is assumed: counting by
/// one towards a bound with slt/ult/sgt/ugt cannot pass it, and `ne` meets
/// it within 2^w steps.
struct CountedLoop {
  /// The loop's only exiting block, and the successor index of its
  /// vir.cond_br that leaves the loop.
  mlir::Block *exiting = nullptr;
  unsigned exitIndex = 0;
  /// The induction variable the exit test reads (its start, step and
  /// increment are in it).
  InductionVariable iv;
  /// The test reads `iv.getNext()` rather than `iv.iv`.
  bool testsNext = false;
  /// The loop stays while `tested predicate bound`: slt, ult or ne for a
  /// step of +1; sgt, ugt or ne for -1 (sle/ule and sge/uge against a
  /// constant are rewritten to these with `adjustedBound`; eq never is).
  vir::ICmpPredicate predicate = vir::ICmpPredicate::ne;
  /// The loop-invariant bound as the comparison reads it (defined outside
  /// the loop, or a constant).
  mlir::Value bound;
  /// For sle/ule (sge/uge): the constant bound plus (minus) one, which
  /// replaces `bound` for `predicate`. Such a test against the largest
  /// (smallest) value never fails and is not a CountedLoop.
  std::optional<llvm::APInt> adjustedBound;
  /// How many times the exit test runs, when the start and the bound are
  /// constants: the header and the blocks up to `exiting` run this often,
  /// the back edge is taken once less. At least 1; null when unknown or
  /// above 2^64 - 1 (an i64 `ne` loop over every value).
  std::optional<uint64_t> tripCount;

  /// The value the exit test compares.
  mlir::Value getTested() const {
    return testsNext ? iv.getNext() : mlir::Value(iv.iv);
  }
  /// The number of back edges taken, when the trip count is known.
  std::optional<uint64_t> getBackEdgeCount() const {
    if (!tripCount)
      return std::nullopt;
    return *tripCount - 1;
  }
};

/// The exit test of `loop` if it is a counted loop of one of `ivs` (the
/// loop's induction variables, findInductionVariables); null otherwise.
/// Dominance inside the loop is found from its blocks (dominatesInLoop), so
/// a dominator tree made stale by changes elsewhere does not matter.
std::optional<CountedLoop>
findCountedLoop(mlir::CFGLoop *loop, llvm::ArrayRef<InductionVariable> ivs);
/// The test of `exiting` (null: none), one of `loop`'s exiting blocks that
/// dominates its latch, if it counts one of `ivs` as above: a loop that
/// also leaves elsewhere (a search) is counted by its latch's test. The
/// trip count is then the most iterations it runs.
std::optional<CountedLoop>
findCountedLoop(mlir::CFGLoop *loop, mlir::Block *exiting,
                llvm::ArrayRef<InductionVariable> ivs);
/// The same, finding the induction variables with `ranges`.
std::optional<CountedLoop> findCountedLoop(mlir::CFGLoop *loop,
                                           const RangeInfo &ranges);
/// The exit test of `loop` if it counts one of `ivs` by a constant step
/// other than +1 and -1 (`i += 2` while `i < n`): as findCountedLoop, but
/// `predicate` is strict (slt/ult counting up, sgt/ugt down, never ne,
/// which a larger step may jump over), and the increment cannot wrap in
/// the test's sense (`noSignedWrap` for slt/sgt, `noUnsignedWrap` for
/// ult/ugt), so the variable leaves within one step past the bound. The
/// trip count rounds up: the tested values are first, first + step, ...
std::optional<CountedLoop>
findSteppedLoop(mlir::CFGLoop *loop, llvm::ArrayRef<InductionVariable> ivs);

//===----------------------------------------------------------------------===//
// Deletion
//===----------------------------------------------------------------------===//

/// Deletes `loop`: the edges from its only entering block to the header go
/// to the exit block of the edge leaving through successor `exitIndex` of
/// `exiting`'s terminator, with that edge's operands, and the loop's blocks
/// are erased. Every epoch-valid action request on the loop's operations
/// (its own loop requests included) gets an AlreadyDone result with `why`
/// (O-28); nothing else is reported.
///
/// The caller guarantees it is sound: the loop terminates, does nothing
/// observable, no value it defines is used after it, and the exit edge's
/// operands are defined outside it. Fails on an internal compiler error of
/// the reporter (the loop is deleted all the same).
mlir::LogicalResult deleteLoop(mlir::CFGLoop *loop, mlir::Block *exiting,
                               unsigned exitIndex, PassReporter &reporter,
                               llvm::StringRef why);

/// The `kind` request of `loop`, found on the branches of its latches that
/// belong to it (the latch of a nested loop carries the nested loop's
/// request). A stale request gets a StaleRequest remark. The loop's
/// back-edge branch, if it has one, is `branch`: with several latches each
/// request found is denied Unsupported ("the loop has N latches") and the
/// result is null. Fails on an internal compiler error of the reporter.
mlir::FailureOr<vir::RequestAttr>
findLoopRequest(mlir::CFGLoop *loop, const LoopInfo &loopInfo,
                mlir::Operation *branch, vir::RequestKind kind,
                vir::FuncOp func, PassReporter &reporter);

/// findLoopRequest, then one unit of `budget` for the loop: when the budget
/// has run out, the request is denied TooLarge ("vir.max_iterations ran out
/// before this loop") on `branch` and the result is null, as for a loop
/// without a request. Fails on an internal compiler error of the reporter.
mlir::FailureOr<vir::RequestAttr>
takeLoopRequest(mlir::CFGLoop *loop, const LoopInfo &loopInfo,
                mlir::Operation *branch, vir::RequestKind kind,
                vir::FuncOp func, PassReporter &reporter,
                IterationBudget &budget);

/// For a loop pass whose budget does not cover `func`'s loops (`build`
/// returned false: `loops.getCost()` exceeds `budget`, a nest too deep):
/// denies every request of `kinds` in `func` TooLarge and warns once that
/// vir.max_iterations ran out; the pass then leaves the function alone.
/// Fails on an internal compiler error of the reporter.
mlir::LogicalResult refuseUnbuiltLoops(vir::FuncOp func, const LoopInfo &loops,
                                       int64_t budget,
                                       llvm::ArrayRef<vir::RequestKind> kinds,
                                       PassReporter &reporter);

//===----------------------------------------------------------------------===//
// Unrolling
//===----------------------------------------------------------------------===//

/// An innermost bottom-tested loop: one latch, ending in vir.cond_br to the
/// header and to an exit, the only exiting block unless other exits were
/// allowed; one entering block.
struct BottomTestedLoop {
  mlir::Block *header = nullptr, *latch = nullptr, *exit = nullptr;
  vir::CondBrOp test;
  /// The successor index of the back edge in `test`.
  unsigned headerIndex = 0;
  /// The loop's blocks in region order.
  llvm::SmallVector<mlir::Block *> blocks;
  /// The exiting blocks other than the latch, in region order (empty unless
  /// matchBottomTestedLoop was asked to allow them).
  llvm::SmallVector<mlir::Block *> otherExiting;
};

/// Fills `shape` for `loop` of `func`, or says why the loop is not an
/// innermost bottom-tested loop without a vir.opaque_region (a barrier also
/// gets a Barrier remark "loop contains a vir.opaque_region; not
/// <notDone>", e.g. "unrolled"). Blocks other than the latch may exit the
/// loop only when `allowOtherExits` is set; the loop may contain loops (their
/// blocks are in `shape.blocks`) only when `allowSubLoops` is set.
std::optional<std::string>
matchBottomTestedLoop(vir::FuncOp func, mlir::CFGLoop *loop,
                      PassReporter &reporter, llvm::StringRef notDone,
                      BottomTestedLoop &shape, bool allowOtherExits = false,
                      bool allowSubLoops = false);

/// The trip count of a bottom-tested loop (matchBottomTestedLoop), or why
/// there is none.
struct ConstantTripCount {
  std::optional<uint64_t> count;
  /// Set when the count is unknown because of a wrap the IR rules out.
  bool wraps = false;
  /// Set when the loop runs more than `maxTrip` iterations.
  bool exceeds = false;
};

/// How many times `test`, a vir.cond_br that runs once in every iteration of
/// `loop` and stays in it on its true edge when `continueOnTrue`, runs
/// before it leaves, when it compares an induction variable with a
/// constant start and step (or its next value, either perhaps truncated)
/// against a constant: the variable is stepped at its width (and compared
/// at the truncation's) for at most `maxTrip` iterations
/// (`wraps`, `exceeds` as below). None when no such variable is compared.
/// computeConstantTripCount asks it about the latch's test; loop-unroll
/// about an exit in the body, for the most iterations a loop runs.
std::optional<ConstantTripCount>
countInductionTest(mlir::CFGLoop *loop, vir::CondBrOp test, bool continueOnTrue,
                   const RangeInfo &ranges, uint64_t maxTrip);

/// The constant `value` is, or what a simulation of the loop on constants
/// has found it to be (`known`; null when neither): how the trip-count
/// evaluation and loop-unroll's simulation read operands.
mlir::Attribute
getConstantOrKnown(mlir::Value value,
                   const llvm::DenseMap<mlir::Value, mlir::Attribute> &known);

/// How many times `shape`'s latch test runs, found on constants, for at most
/// `maxTrip` iterations, with no scalar evolution (O-16). An induction
/// variable with a constant start and step compared with a constant by the
/// test is stepped at its width with its wrapping (a variable whose
/// increment says it does not wrap, by nsw/nuw or a range fact, but would:
/// `wraps`). Otherwise the test itself is run: the header arguments it
/// depends on start at constants and get, on the back edge, what
/// memory-free operations of the loop compute from them (`s <<= 1`), folded
/// once per simulated iteration (LLVM's computeExitCountExhaustively).
ConstantTripCount computeConstantTripCount(mlir::CFGLoop *loop,
                                           const BottomTestedLoop &shape,
                                           const RangeInfo &ranges,
                                           uint64_t maxTrip);

/// `value`, or, when it is the argument of a block with a single
/// predecessor, the value that predecessor passes (a few blocks deep): a
/// loop's start as the guard before its preheader compared it.
mlir::Value lookThroughSinglePredecessors(mlir::Value value);

/// True if `lhs predicate rhs` holds whenever `block` runs: a block it is
/// reached from through single predecessors (a few blocks up) ends in a
/// vir.cond_br with distinct successors on that compare (operands through
/// lookThroughSinglePredecessors, either order) taken on its true edge, or
/// on the inverse compare taken on its false edge. A loop's guard. An
/// operand may be the extension of the guard's (sext for a signed
/// predicate, zext otherwise), and constants match by value: a widened
/// loop compares the extensions of what its guard compared.
bool isImpliedOnEntry(mlir::Block *block, vir::ICmpPredicate predicate,
                      mlir::Value lhs, mlir::Value rhs);

/// The size a full unroll of `loop` (of `func`, whose loops are `loopInfo`)
/// would copy once per iteration: its own blocks' operations (countOps),
/// plus each inner loop's nest size times that loop's constant trip count
/// (computeConstantTripCount up to `maxTrip`; 1 when it has none). Counting
/// stops past `budget`: the exact size then no longer matters. loop-unroll
/// budgets nests with it; loop-unswitch leaves such nests to it.
uint64_t getNestSize(vir::FuncOp func, mlir::CFGLoop *loop,
                     const LoopInfo &loopInfo, PassReporter &reporter,
                     const RangeInfo &ranges, uint64_t maxTrip,
                     uint64_t budget);

/// Folds what a full unroll made constant in `blocks` (in order, each
/// operation visited once): a block argument every edge passes one constant
/// (getIncomingScalarConstant) becomes that constant, and a memory-free
/// operation whose operands are all constants becomes the constant its
/// folder gives. LLVM's simplifyLoopAfterUnroll, for constants only: the
/// copies of an inner loop then see the constant bounds and steps the
/// unrolled iterations give them. Returns the number of values replaced.
unsigned foldConstantsAfterUnroll(llvm::ArrayRef<mlir::Block *> blocks);

/// Replaces terminator `old` by `vir.br dest(operands)` and returns it.
mlir::Operation *replaceByBranch(mlir::Operation *old, mlir::Block *dest,
                                 mlir::ValueRange operands);

/// What unrollWithPrologue made.
struct RuntimeUnrolledLoop {
  /// The unrolled loop's new preheader: its arguments are the header's,
  /// and it branches to the header with them. The old preheader and the
  /// prologue enter it.
  mlir::Block *loopEntry = nullptr;
  /// The prologue: the loop's blocks once more, counting the remainder
  /// down on an extra header argument.
  mlir::IRMapping prologueMap;
  mlir::Block *prologueLatch = nullptr;
  /// Copy k of the loop's blocks (k = 1 .. F-1); copy 0 is the original.
  llvm::SmallVector<mlir::IRMapping> maps;
  /// Every block of the prologue, the unrolled loop and the blocks between.
  llvm::SetVector<mlir::Block *> inside;
  /// The unrolled loop's back-edge branch (the last copy's latch test),
  /// carrying the loop's traits and request names.
  mlir::Operation *backEdge = nullptr;

  /// Copy k of `thing` (a value or a block of the original loop).
  template <typename T>
  T lookup(uint64_t k, T thing) const {
    return k == 0 ? thing : maps[k].lookup(thing);
  }
};

/// Unrolls counted loop `loop` (shape and test given) by `factor` (at least
/// 1, below 2^(w-1) for the variable's width w) at run time with a
/// prologue remainder: the preheader computes the back-edge count BE and
/// R = ((BE mod F) + 1) mod F = N mod F; when R != 0 a prologue copy of
/// the loop runs R iterations, then enters the unrolled loop if BE >= R,
/// else leaves by the exit edge with its own exit values. The unrolled loop
/// is F copies chained by vir.br without their tests but the last's (each
/// group of F starts at an iteration = R mod F, so only the last copy's
/// test can see the final iteration). The prologue drops every request;
/// the loop's traits move to the new back edge. Values used after the loop
/// are not rewritten (mergeLoopLiveOuts). LLVM's UnrollRuntimeLoopRemainder
/// with a prologue.
RuntimeUnrolledLoop unrollWithPrologue(vir::FuncOp func, mlir::CFGLoop *loop,
                                       const BottomTestedLoop &shape,
                                       const CountedLoop &counted,
                                       uint64_t factor,
                                       mlir::DominanceInfo &dominance);

/// Rewrites the uses outside `inside` of every value the loop's blocks
/// define to the definitions available at the ends of `exits` (one mapping
/// per exiting block or block after the loop; a null mapping is the
/// original), with the SSA updater. Fails, with an internal error at
/// `errorAt` naming `passName`, when a use is not reached by any.
mlir::LogicalResult mergeLoopLiveOuts(
    vir::FuncOp func, const BottomTestedLoop &shape,
    const llvm::SetVector<mlir::Block *> &inside,
    llvm::ArrayRef<std::pair<mlir::Block *, mlir::IRMapping *>> exits,
    mlir::DominanceInfo &dominance, mlir::Operation *errorAt,
    llvm::StringRef passName);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_LOOPUTILS_H
