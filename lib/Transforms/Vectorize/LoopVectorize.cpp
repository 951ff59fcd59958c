//===- LoopVectorize.cpp - Vectorize counted loops the front end asked for ===//
//
// For each innermost natural loop carrying an epoch-valid `vectorize`
// request on its back-edge branch (O-21):
//
//  0. If-conversion. A body whose branches join again before the latch
//     (acyclic without its back edge, leaving only from the latch, at
//     most kMaxIfConvertedBlocks blocks) is copied into one new block
//     (ifConvert), its blocks in topological order: each block gets a mask
//     (true for a block every iteration passes, its immediate dominator's
//     when it runs whenever that does, else the `or` of its incoming edges'
//     masks, each the `and` of its source's mask and the branch condition,
//     or a switch's compare of its flag with the case values: LLVM's block
//     and edge masks), the operations of conditional blocks
//     run unconditionally (only pure ones; their wrap flags and value facts
//     dropped), and each block argument becomes a vir.select per incoming
//     edge after the first, on that edge's mask (LLVM's blends). One store
//     in a conditional block is stored lane by lane under its mask; up to
//     kMaxMergedStores stores to one address that never run in the same
//     iteration become one store of their values' blend (unconditional
//     when each iteration runs one, else under the `or` of their masks).
//     Loads in conditional blocks, and other conditional stores, are
//     refused: VIR has no masked access. The plan
//     below runs on the copy; when it refuses, the copy is erased and the
//     branching loop is left as it was.
//  1. Shape. One block, bottom-tested: the header is the latch, ends in
//     vir.cond_br to itself and to the exit, and is the only exiting block;
//     a counted loop (findCountedLoop) whose variable steps by +1 or -1
//     (its exit test reads the variable or its next value), or by a larger
//     constant under a strict test whose increment cannot wrap
//     (findSteppedLoop: addresses then move step times their coefficient
//     per iteration, `p[i], p[i + 1]` under `i += 2` an interleave group).
//     Other header arguments may be pointers carried as `vir.gep %p[C]` and
//     read only as addresses (`*d++ = *s++`): each is its start plus C bytes
//     per iteration. No vir.opaque_region (O-36) in any block, no call, no
//     volatile or atomic access.
//     Integer header arguments updated by a constant per iteration (`j--`,
//     `k += 2` beside `i++`, `j++` beside `i += 4`) are induction variables
//     too: start + step * m in iteration m, read anywhere (LLVM's secondary
//     inductions). Addresses decompose per unit of the variable, or per
//     iteration when another variable moves by a fraction of its step.
//  2. Values. Every header argument but the induction variables and the
//     pointer variables is a reduction: integer add, sub, mul, and, or,
//     xor, or min/max written as icmp + select, or any-of (a select between
//     the accumulator and a value from before the loop: the result is that
//     value if any lane chose it); float fadd and fmul only with `reassoc`.
//     Values used after the loop are the variables, their next values and the
//     reductions' results. Every other operation is pure and has a vector form
//     (arithmetic, comparisons, selects, casts), is a division or remainder by
//     a constant that cannot trap, or is a load or store.
//  3. Memory (Analysis/Dependence.h). Each address is affine in the
//     variable: consecutive elements (plus or minus the element size per
//     iteration: a backward access is a vector access at the last lane's
//     address and a lane-reversing vir.shuffle), one loop-invariant
//     element (loads only; one with an epoch-valid loop_invariant trait
//     conflicts with no store, O-21), or a member of an interleave group
//     (planGroups: F = 2..4 accesses of one kind and type moving F elements
//     per iteration that together cover F consecutive elements: one access
//     of F x VF elements and a shuffle per member, at the first load or
//     the last store; the accesses between must never touch the members
//     moved past them; a load group may miss elements after its first, and
//     the vector loop then leaves a scalar iteration: LLVM's
//     InterleavedAccessInfo with gaps and requiresScalarEpilogue). Pairs
//     with a write: on one
//     base, independent or a distance the vector order keeps (the later
//     access in iteration order stays later, or the distance spans a whole
//     vector iteration); on different bases, or on one base at offsets
//     that differ by a non-constant invariant amount, a noalias or restrict
//     trait (AliasInfo) or a runtime overlap check, at most
//     `max-runtime-checks`.
//  4. Width and cost. VF is the request's width (within target-bits), or
//     the power of two from 2 up to width-bits / the widest element loaded,
//     stored or reduced (LLVM's getSmallestAndWidestTypesInLoop) with the
//     lowest cost per element; values wider than that element take several
//     vectors each (type legalization), and a dependence distance d in the
//     wrong order caps VF × IC at d (MaxSafeVectorWidth). `interleave`
//     parts per vector iteration; with host-width, the bits are those of
//     the CPU the module records (vir.target_cpu, -Ofast: O-44), 256 on
//     AVX2. A per-operation cost table (SSE2, or AVX2) gives the scalar and
//     vector costs per element; the vector loop must be cheaper, and a
//     constant trip count must reach one vector iteration (below 16, with
//     no scalar remainder).
//  5. Code. A new preheader computes the trip count n = bound - start
//     (start - bound counting down; one more when the test reads the
//     variable before its increment), the vector trip count n & -(VF × IC)
//     and the guard (the loop runs more than once as the test says, n >=
//     VF × IC); the runtime checks follow in a block of their own, reached
//     only when the guard passes, then the vector preheader (splats, step
//     vectors and accumulator seeds, LLVM's vector.ph);
//     the vector body (one block: lane 0's scalar addresses, vector loads,
//     operations and stores, accumulators as block arguments) runs the
//     vector trip count; a middle block reduces the accumulators and
//     either leaves (nothing remains) or enters the original loop, now the
//     remainder, at the next iteration. Values used after the loop become
//     arguments of the exit block, or of a new block on the edges to it
//     when it has other predecessors; the SSA updater merges them only
//     when the exit is the header of a loop around. With a constant trip
//     count that is a multiple of VF × IC and no runtime check, there is
//     no guard and the original loop is deleted. The loops are updated in
//     place (LoopInfo), so the pass's cost is linear in its loops; the
//     budget counts each loop, its operations, and the function's blocks
//     for each dominator tree the SSA updater needs.
//
// Reference: LLVM's LoopVectorize (LoopVectorizationLegality, the runtime
// checks of LoopAccessAnalysis, the cost model of
// LoopVectorizationCostModel).
//
//===----------------------------------------------------------------------===//

#include "CostModel.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/Dependence.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TargetParser/X86TargetParser.h"

#include <limits>

namespace vct {
#define GEN_PASS_DEF_LOOPVECTORIZEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-vectorize"

using namespace mlir;
using namespace vct;
using namespace vct::vir;
using namespace vct::vectorize;

/// The most accesses of one interleave group (RGBA).
static constexpr unsigned kMaxInterleaveFactor = 4;

/// One lane of a conditional store stored on its own: the extraction of its
/// condition and a branch, and half the time (LLVM's reciprocal block
/// probability of 2) the extraction of its value and the store.
static constexpr double kPredicatedLaneCost = 3;

/// The most conditional updates of one reduction foldConditionalReductions
/// folds into one chain (nested ifs, or ifs in a row).
static constexpr unsigned kMaxFoldDepth = 8;

/// How deep computeSameValue compares two addresses' computations.
static constexpr unsigned kMaxSameValueDepth = 4;

/// The most conditional stores to one address if-conversion merges into
/// one store of their values' blend.
static constexpr unsigned kMaxMergedStores = 4;

/// The most blocks a loop body may have to be if-converted (the masks and
/// selects grow with its edges).
static constexpr unsigned kMaxIfConvertedBlocks = 64;

/// Below this known trip count a loop is vectorized only at a width that
/// leaves no scalar remainder (LLVM's TinyTripCountVectorThreshold).
static constexpr uint64_t kTinyTripCount = 16;

/// The vector instruction set of the CPU the module records
/// (`vir.target_cpu`, -Ofast's host CPU: O-44), or null when it records
/// none. AVX2 CPUs get the AVX2 column; AVX-512 ones too (256-bit vectors:
/// LLVM also prefers them there, prefer-256-bit), others SSE2.
static std::optional<VectorISA> getRecordedISA(FuncOp func) {
  auto module = func->getParentOfType<ModuleOp>();
  auto cpu = module ? module->getAttrOfType<StringAttr>(
                          VIRDialect::getTargetCpuAttrName())
                    : StringAttr();
  if (!cpu)
    return std::nullopt;
  SmallVector<StringRef> features;
  llvm::X86::getFeaturesForCPU(cpu.getValue(), features);
  return llvm::is_contained(features, "avx2") ? VectorISA::AVX2
                                              : VectorISA::SSE2;
}

/// Drops the facts of one scalar value from `op`, whose results became
/// vectors: a `range` bounds an integer, not a vector of them (the trait
/// verifier rejects it there).
static void dropScalarValueFacts(Operation *op) {
  SmallVector<Attribute> kept;
  for (Attribute trait : getTraitList(op))
    if (!isa<RangeAttr>(trait))
      kept.push_back(trait);
  if (kept.size() != getTraitList(op).size())
    setTraitList(op, kept);
}

namespace {

/// A reduction carried in a header argument.
struct Reduction {
  unsigned argIndex = 0;
  BlockArgument arg;
  /// The value on the back edge.
  Value update;
  ReduceKind kind = ReduceKind::add;
  /// The operations from `arg` to `update`: a binary operation, a chain of
  /// one binary operation (`((acc + a) + b) + c`, each link read only by
  /// the next), or an icmp and a select.
  SmallVector<Operation *, 2> ops;
  /// How many of `ops`, from the first, combine the accumulator with
  /// `other` (the rest of a chain combines its result with more operands).
  unsigned combineOps = 1;
  /// The operand combined with the accumulator.
  Value other;
  /// The identity of the operation, or null for min/max and any-of (the
  /// start value itself seeds every lane).
  TypedAttr identity;
  /// An any-of reduction (LLVM's AnyOf recurrence): `select(c, k, acc)` or
  /// `select(c, acc, k)` with `k` (`other`) defined before the loop, a
  /// flag set in some iteration (`if (a[i] > a[i + 1]) ok = 0;`). Each lane
  /// holds the start value or k; the result is k if any lane does.
  bool anyOf = false;
};

/// A refusal: the reason and a note naming what blocked.
struct Refusal {
  DenyReason reason;
  std::string note;
};

/// What if-conversion made of a branching body (ifConvert), for the plan's
/// costs and the vector body.
struct IfConvertedBody {
  /// The selects it made, and the copies of the arms' operations: the
  /// scalar loop ran no select, and each arm only when its side was taken
  /// (the cost model's scalar cost says so).
  llvm::SmallPtrSet<Operation *, 4> selects;
  llvm::SmallPtrSet<Operation *, 16> armOps;
  /// The operations computing the blocks' masks (vir.and, vir.or and
  /// vir.xor of conditions): the scalar loop ran none of them.
  llvm::SmallPtrSet<Operation *, 4> masks;
  /// The conditional branches the body had (the latch's apart).
  unsigned branches = 0;
  /// A select merged the stores of both arms.
  bool mergedStore = false;
  /// A store that ran on one side of the if only (in the if-converted
  /// block, unconditional): stored lane by lane, each under its lane of
  /// `predicate` (negated when `predicateOnFalse`).
  StoreOp predicatedStore;
  Value predicate;
  bool predicateOnFalse = false;
};

/// Everything the transformation needs about one loop.
struct Plan {
  Block *header = nullptr, *exit = nullptr;
  CondBrOp latch;
  unsigned headerIndex = 0;
  CountedLoop counted;
  unsigned ivIndex = 0;
  SmallVector<Reduction> reductions;
  /// Header arguments equal to trunc(iv) in every iteration (indvars'
  /// narrow copies of a widened variable): entered with trunc(start),
  /// carried as trunc(next).
  SmallVector<BlockArgument> truncatedIVs;
  /// Pointer induction variables: header arguments carried as `vir.gep
  /// %arg[C]` (a constant `bytes` per iteration), read in the loop only as
  /// addresses (`*p++`).
  struct PointerIV {
    BlockArgument arg;
    Value next;
    int64_t bytes = 0;
  };
  SmallVector<PointerIV> pointerIVs;
  /// Other integer induction variables: header arguments updated by a
  /// constant `step` per iteration (`j += 2`, `j--` beside the counted `i`),
  /// read anywhere in the loop. The value in iteration m is start + step *
  /// m, wrapping at the argument's width.
  struct IntegerIV {
    BlockArgument arg;
    Value next;
    int64_t step = 0;
    bool noSignedWrap = false, noUnsignedWrap = false;
  };
  SmallVector<IntegerIV> integerIVs;
  /// The variable's step per iteration: +1 counting up, -1 counting down,
  /// or a larger constant (findSteppedLoop). Addresses decompose per unit
  /// of k (Dependence.h); times `kStep` they move per iteration.
  int64_t step = 1;
  /// How far k moves per iteration: `step` when k counts the variable's
  /// units, 1 when it counts iterations (an integer or pointer variable
  /// moves by an amount per iteration `step` does not divide).
  int64_t kStep = 1;
  /// The loop's loads and stores, in program order.
  SmallVector<MemoryAccess> accesses;
  /// Per access: its address moves backward (by minus its size) per
  /// iteration, so a vector access starts at the last lane's address and
  /// its lanes are reversed.
  SmallVector<bool> backward;
  /// Interleave groups: F accesses of one kind moving F elements per
  /// iteration that together cover F consecutive elements (re[i], im[i] of
  /// complex pairs): one wide access and shuffles. `members[m]` is the
  /// access at element m of the F.
  struct Group {
    unsigned factor = 0;
    SmallVector<unsigned, 4> members;
    /// The element of the F each member touches (0..F-1, the lowest first):
    /// a load group may miss elements after its first (a gap, LLVM's
    /// interleave group with gaps); the wide load reads them unused.
    SmallVector<unsigned, 4> elements;
    /// The access, in program order, where the wide one goes: the first
    /// load or the last store.
    unsigned anchor = 0;
  };
  SmallVector<Group> groups;
  /// A load group has a gap: its wide load in the last vector iteration
  /// reads elements up to the next iteration's first member, which only a
  /// scalar iteration after the vector loop shows to exist. The vector
  /// loop then always leaves one (LLVM's requiresScalarEpilogue).
  bool needsRemainder = false;
  /// Per access: its group in `groups`, or -1.
  SmallVector<int> groupOf;
  /// Pairs of `accesses` compared at run time.
  SmallVector<std::pair<unsigned, unsigned>> checks;
  /// The names of the pairs, for the remark.
  SmallVector<std::string> checkNotes;
  unsigned vf = 0, ic = 1;
  /// The cost table's column and the vector widths in bits: SSE2 and the
  /// options', or the recorded CPU's (host-width).
  VectorISA targetISA = VectorISA::SSE2;
  unsigned widthBits = 0, targetBits = 0;
  bool atHostWidth = false;
  /// The body was if-converted, into `converted` (empty otherwise).
  bool ifConverted = false;
  IfConvertedBody converted;
  double scalarCost = 0, vectorCost = 0;
  bool noRemainder = false;
  /// Set before planning the scalar remainder of a loop just vectorized
  /// (its epilogue): the widest width it may take (the request's width and
  /// interleaving are the main loop's, and its request already has its
  /// result). 0 for a main loop.
  unsigned epilogueWidth = 0;
  bool isEpilogue() const { return epilogueWidth != 0; }
  /// What the transformation made (with a remainder): the block ending in
  /// the guard, the trip count n, the test that the loop runs at all (null
  /// when the count says it), and the scalar remainder's one entering
  /// block.
  Block *guardBlock = nullptr;
  Value tripCount, runs;
  Block *scalarPreheader = nullptr;
};

//===----------------------------------------------------------------------===//
// The pass's work on one function
//===----------------------------------------------------------------------===//

class VectorEmitter;

class LoopVectorize {
public:
  LoopVectorize(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
                const RangeInfo &ranges, const AliasInfo &aliases,
                PassReporter &reporter, const LoopVectorizePassOptions &options)
      : func(func), analyses(func, dominance, loops, &budget), ranges(ranges),
        aliases(aliases), reporter(reporter), budget{options.maxIterations},
        options(options) {}

  LogicalResult run() {
    for (Block *header : analyses->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool exhausted() const { return budget.exhausted; }
  /// Single-block loops whose conditional counts became reductions.
  unsigned foldedReductions = 0;
  unsigned vectorized = 0, runtimeChecked = 0, runtimeChecks = 0,
           reductions = 0, noRemainder = 0, reversed = 0, ifConverted = 0,
           atHostWidth = 0, predicatedStores = 0, earlyExits = 0, stepped = 0,
           integerIVs = 0, epilogues = 0;

private:
  /// A loop body if-converted into one new block (ifConvert), with what
  /// undoes it.
  struct IfConversion {
    Block *header = nullptr;
    /// The original blocks: the heads and arms of the ifs, and the latch.
    SmallVector<Block *, 4> originals;
    /// Entering edges moved to `header`: (terminator, successor index).
    SmallVector<std::pair<Operation *, unsigned>> edges;
    /// Uses after the loop moved to the copies: (use, original value).
    SmallVector<std::pair<OpOperand *, Value>> uses;
    /// What the plan and the vector body need to know of the new block.
    IfConvertedBody converted;
  };
  std::optional<Refusal> ifConvert(CFGLoop *loop, IfConversion &conversion);
  void undoIfConversion(IfConversion &conversion);
  void commitIfConversion(IfConversion &conversion);
  /// In the single block `header` of a loop (if-converted, with
  /// `converted` to keep up to date, or so already: phiopt made the
  /// select): a header argument updated as `select(c, x op v, x)` (an
  /// accumulation in one arm) becomes `x op select(c, v, identity)`, a
  /// reduction (LLVM's conditional reduction pattern), for integer add,
  /// sub, or, xor; such selects nested in it (ifs in ifs) or under its x
  /// (ifs in a row) are folded first, up to kMaxFoldDepth of them. Returns
  /// whether it changed anything.
  static bool foldConditionalReductions(Block *header,
                                        IfConvertedBody *converted);
  /// Puts the predicated store of the scalar loop `header` (the committed
  /// if-converted block) back under its condition.
  void restorePredicatedStore(Block *header, const IfConvertedBody &converted);
  LogicalResult processLoop(Block *header);
  /// Puts a vector search loop in front of `loop`, a loop that leaves
  /// early (see the definition); `branch` carries `request`. Nothing is
  /// changed when it refuses.
  std::optional<Refusal> vectorizeEarlyExit(CFGLoop *loop, Operation *branch,
                                            RequestAttr request);
  std::optional<Refusal> plan(CFGLoop *loop, RequestAttr request, Plan &plan);
  std::optional<Refusal> planValues(CFGLoop *loop, Plan &plan);
  std::optional<Refusal> planMemory(CFGLoop *loop, Plan &plan,
                                    LoopDependence &dependence);
  std::optional<Refusal> planGroups(Plan &plan, LoopDependence &dependence);
  /// Emits the wide access and shuffles of `group` at `builder`.
  void emitGroup(Plan &plan, const Plan::Group &group, VectorEmitter &emitter,
                 OpBuilder &builder);
  /// Emits part `part` of the predicated store lane by lane, each lane's
  /// store in a block of its own entered when its lane of the condition
  /// says so; `builder` moves to the block after the last lane, and the
  /// new blocks join `blocks`.
  void emitPredicatedStore(Plan &plan, unsigned part, uint64_t bytes,
                           VectorEmitter &emitter, OpBuilder &builder,
                           SmallVectorImpl<Block *> &blocks);
  std::optional<Refusal> planWidth(CFGLoop *loop, RequestAttr request,
                                   Plan &plan, LoopDependence &dependence);
  LogicalResult transform(CFGLoop *loop, Plan &plan, RequestAttr request);
  std::string describe(const Plan &plan);
  /// The same for an epilogue (statistic `epilogues`).
  std::string describeEpilogue(const Plan &plan);
  /// Vectorizes the scalar remainder `main` left at `header` at a quarter
  /// of its width (see the definition).
  LogicalResult vectorizeEpilogue(Block *header, const Plan &main,
                                  RequestAttr request);
  void testShortLoopsFirst(const Plan &main, const Plan &epilogue);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses analyses;
  const RangeInfo &ranges;
  const AliasInfo &aliases;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopVectorizePassOptions &options;
  /// The values that need vector forms, and the pure operations that need
  /// scalar forms (addresses), of the loop being planned.
  llvm::SetVector<Value> vectorValues;
  llvm::SetVector<Operation *> scalarOps;

public:
  /// Headers of loops deleted by the pass (skipped when their turn comes).
  llvm::SmallPtrSet<Block *, 4> erasedHeaders;
};
} // namespace

LogicalResult LoopVectorize::processLoop(Block *header) {
  if (erasedHeaders.contains(header))
    return success();
  CFGLoop *loop = analyses->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found =
      takeLoopRequest(loop, analyses.getLoops(), branch, RequestKind::vectorize,
                      func, reporter, budget);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  // Planning reads every operation of the loop.
  int64_t size = 0;
  for (Block *block : loop->getBlocks())
    size += static_cast<int64_t>(block->getOperations().size());
  budget.spend(size);
  if (loop->getNumBlocks() == 1 || !loop->getSubLoops().empty()) {
    // A count phiopt made a select (`n = c ? n + 1 : n`) is a reduction
    // once the select picks the step.
    if (loop->getNumBlocks() == 1 && foldConditionalReductions(header, nullptr))
      ++foldedReductions;
    Plan loopPlan;
    if (std::optional<Refusal> refusal = plan(loop, request, loopPlan))
      return record(branch, request, refusal->reason, refusal->note);
    if (failed(transform(loop, loopPlan, request)))
      return failure();
    return vectorizeEpilogue(header, loopPlan, request);
  }
  // No memory access is reordered across a region barrier (O-36), in any
  // block of the loop.
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not vectorized");
        return record(branch, request, DenyReason::Unsupported,
                      "the loop contains a vir.opaque_region; no memory "
                      "access is reordered across a region barrier");
      }
  // A header that leaves the loop: a search, run ahead by a vector loop.
  if (loop->getNumBlocks() == 2 &&
      llvm::any_of(header->getSuccessors(),
                   [&](Block *succ) { return !loop->contains(succ); })) {
    if (std::optional<Refusal> refusal =
            vectorizeEarlyExit(loop, branch, request))
      return record(branch, request, refusal->reason, refusal->note);
    return success();
  }
  // A branching body: planned as one if-converted block, undone when the
  // plan refuses.
  IfConversion conversion;
  if (std::optional<Refusal> refusal = ifConvert(loop, conversion))
    return record(branch, request, refusal->reason, refusal->note);
  // The new block branches back to itself (the latch's branch, copied): a
  // loop beside the original, which stays until the plan is committed.
  LoopInfo &loops = analyses.getLoops();
  CFGLoop *converted = loops.addInnermostLoopBeside(loop, {conversion.header});
  foldConditionalReductions(conversion.header, &conversion.converted);
  Plan loopPlan;
  loopPlan.ifConverted = true;
  loopPlan.converted = conversion.converted;
  if (std::optional<Refusal> refusal = plan(converted, request, loopPlan)) {
    loops.eraseInnermostLoop(converted);
    undoIfConversion(conversion);
    return record(branch, request, refusal->reason,
                  refusal->note + " (in the if-converted body)");
  }
  loops.eraseInnermostLoop(loop);
  commitIfConversion(conversion);
  erasedHeaders.insert(header);
  // The if-converted header is a block made in this run: an entry for a
  // block erased earlier at the same address must not speak for it.
  erasedHeaders.erase(conversion.header);
  LogicalResult result = transform(converted, loopPlan, request);
  // The if-converted block is the scalar remainder (or, when the transform
  // stopped early, the whole loop): its predicated store runs under its
  // condition again.
  if (conversion.converted.predicatedStore &&
      !erasedHeaders.contains(conversion.header))
    restorePredicatedStore(conversion.header, conversion.converted);
  // A remainder of selects (no store went back under its condition) is a
  // block the plan takes as it is.
  if (failed(result) || conversion.converted.predicatedStore)
    return result;
  return vectorizeEpilogue(conversion.header, loopPlan, request);
}

/// A vector loop's guard: the loop runs (`runs`, null when its count says
/// so) and its `count` iterations reach `minimum`, one iteration more when
/// the vector loop always leaves one to the scalar loop.
static Value buildGuard(OpBuilder &builder, Location loc, Value runs,
                        Value count, Value minimum, bool leavesOne) {
  Value enough = ICmpOp::create(
      builder, loc, leavesOne ? ICmpPredicate::ugt : ICmpPredicate::uge, count,
      minimum);
  return runs ? AndOp::create(builder, loc, runs, enough).getResult() : enough;
}

/// `vir.constant` of `value` at `type`.
static Value createInt(OpBuilder &builder, Location loc, Type type,
                       uint64_t value) {
  return ConstantOp::create(
      builder, loc, type,
      builder.getIntegerAttr(type, APInt(getBits(type), value,
                                         /*isSigned=*/false,
                                         /*implicitTrunc=*/true)));
}

bool LoopVectorize::foldConditionalReductions(Block *header,
                                              IfConvertedBody *converted) {
  bool changed = false;
  auto latch = dyn_cast<CondBrOp>(header->getTerminator());
  if (!latch)
    return changed;
  unsigned successor = latch.getTrueDest() == header ? 0 : 1;
  if (latch->getSuccessor(successor) != header)
    return changed;
  // Rewrites `select(c, x op v, x)` (either way round) into
  // `x op select(c, v, identity)`, first rewriting such selects on either
  // side (ifs nested in ifs, or in a row, each updating the total).
  // Returns the new operation, or null.
  std::function<Operation *(SelectOp, unsigned)> fold;
  // Replaces `select` by `x op taken` (`taken` right after it) on every
  // use (the back edge, the exit edge, uses after the loop), erases the
  // arms left unused, and folds the update `x` may itself be.
  auto replaceWithUpdate = [&](SelectOp select, Value x, SelectOp taken,
                               OperationName op, ArrayRef<Operation *> arms,
                               unsigned depth) -> Operation * {
    if (converted)
      converted->selects.insert(taken);
    OpBuilder builder(taken->getContext());
    builder.setInsertionPointAfter(taken);
    // No wrap flags: the new operation is not the one that had them.
    OperationState state(select.getLoc(), op);
    state.addOperands({x, taken.getResult()});
    state.addTypes(x.getType());
    Operation *folded = builder.create(state);
    if (converted)
      converted->armOps.insert(folded);
    select.getResult().replaceAllUsesWith(folded->getResult(0));
    if (converted)
      converted->selects.erase(select);
    select->erase();
    for (Operation *arm : arms)
      if (arm->use_empty()) {
        if (converted)
          converted->armOps.erase(arm);
        arm->erase();
      }
    changed = true;
    if (auto inner = x.getDefiningOp<SelectOp>())
      fold(inner, depth + 1);
    return folded;
  };
  // `select(c, x op v, x op' w)`, both arms updating the total (`if (c) r
  // += v; else r -= w;`): `x + select(c, v, -w)` for add and sub in any
  // mix, `x op select(c, v, w)` for one or or xor. Each arm may itself
  // be a conditional update (an else-if chain), folded first.
  auto foldBothArms = [&](SelectOp select, unsigned depth) -> Operation * {
    for (Value arm : {select.getTrueValue(), select.getFalseValue()})
      if (auto inner = arm.getDefiningOp<SelectOp>())
        fold(inner, depth + 1);
    Operation *onTrue = select.getTrueValue().getDefiningOp();
    Operation *onFalse = select.getFalseValue().getDefiningOp();
    if (!onTrue || !onFalse || onTrue == onFalse ||
        onTrue->getBlock() != header || onFalse->getBlock() != header)
      return nullptr;
    bool additive = isa<AddOp, SubOp>(onTrue) && isa<AddOp, SubOp>(onFalse);
    if (!additive &&
        !(isa<OrOp, XorOp>(onTrue) && onTrue->getName() == onFalse->getName()))
      return nullptr;
    // The amount `op` adds to x (its first operand for a sub).
    auto amountOf = [](Operation *op, Value x) -> Value {
      if (isa<SubOp>(op))
        return op->getOperand(0) == x && op->getOperand(1) != x
                   ? op->getOperand(1)
                   : Value();
      if ((op->getOperand(0) == x) == (op->getOperand(1) == x))
        return Value();
      return op->getOperand(0) == x ? op->getOperand(1) : op->getOperand(0);
    };
    for (Value x : onTrue->getOperands()) {
      Value a = amountOf(onTrue, x), b = amountOf(onFalse, x);
      if (!a || !b)
        continue;
      OpBuilder builder(select);
      Location loc = select.getLoc();
      // Both subtract: x - select(c, v, w); else each subtracted amount
      // is negated and added.
      bool bothSub = isa<SubOp>(onTrue) && isa<SubOp>(onFalse);
      auto negated = [&](Operation *op, Value amount) -> Value {
        if (bothSub || !isa<SubOp>(op))
          return amount;
        Value zero = createInt(builder, loc, amount.getType(), 0);
        Operation *negation = SubOp::create(builder, loc, zero, amount);
        if (converted)
          converted->armOps.insert(negation);
        return negation->getResult(0);
      };
      a = negated(onTrue, a);
      b = negated(onFalse, b);
      builder.setInsertionPointAfter(select);
      SelectOp taken =
          SelectOp::create(builder, loc, select.getCondition(), a, b);
      OperationName op =
          bothSub || !additive
              ? onTrue->getName()
              : OperationName(AddOp::getOperationName(), select.getContext());
      return replaceWithUpdate(select, x, taken, op, {onTrue, onFalse}, depth);
    }
    return nullptr;
  };
  fold = [&](SelectOp select, unsigned depth) -> Operation * {
    if (depth > kMaxFoldDepth || select->getBlock() != header ||
        !isa<IntegerType>(select.getType()) ||
        !isa<IntegerType>(select.getCondition().getType()))
      return nullptr;
    if (Operation *folded = foldBothArms(select, depth))
      return folded;
    for (bool xOnFalse : {true, false}) {
      auto side = [&](bool onFalse) {
        return onFalse ? select.getFalseValue() : select.getTrueValue();
      };
      if (auto inner = side(!xOnFalse).getDefiningOp<SelectOp>())
        fold(inner, depth + 1);
      Value x = side(xOnFalse);
      Operation *step = side(!xOnFalse).getDefiningOp();
      if (!step || step->getBlock() != header || x == side(!xOnFalse))
        continue;
      bool commutes = isa<AddOp, OrOp, XorOp>(step) &&
                      (step->getOperand(0) == x) != (step->getOperand(1) == x);
      bool subtracts = isa<SubOp>(step) && step->getOperand(0) == x &&
                       step->getOperand(1) != x;
      if (!commutes && !subtracts)
        continue;
      Value amount =
          step->getOperand(0) == x ? step->getOperand(1) : step->getOperand(0);
      // Right after the select: operations after it in the block may read
      // it (the new value replaces it everywhere).
      OpBuilder builder(select->getContext());
      builder.setInsertionPointAfter(select);
      Location loc = select.getLoc();
      Value zero = createInt(builder, loc, x.getType(), 0);
      SelectOp taken =
          xOnFalse ? SelectOp::create(builder, loc, select.getCondition(),
                                      amount, zero)
                   : SelectOp::create(builder, loc, select.getCondition(), zero,
                                      amount);
      return replaceWithUpdate(select, x, taken, step->getName(), {step},
                               depth);
    }
    return nullptr;
  };
  MutableOperandRange updates =
      latch.getSuccessorOperands(successor).getMutableForwardedOperands();
  for (BlockArgument arg : header->getArguments())
    if (isa<IntegerType>(arg.getType()))
      if (auto select =
              updates[arg.getArgNumber()].get().getDefiningOp<SelectOp>())
        fold(select, 0);
  return changed;
}

/// Ends the block at `builder` with a branch on `condition` to `store`
/// when the predicated store runs (the condition holds, or fails when
/// `onFalse`), to `skip` otherwise.
static void branchToPredicatedStore(OpBuilder &builder, Location loc,
                                    Value condition, bool onFalse, Block *store,
                                    Block *skip) {
  if (onFalse)
    std::swap(store, skip);
  CondBrOp::create(builder, loc, condition, store, ValueRange(), skip,
                   ValueRange());
}

void LoopVectorize::restorePredicatedStore(Block *header,
                                           const IfConvertedBody &converted) {
  StoreOp store = converted.predicatedStore;
  Location loc = store.getLoc();
  Block *storeBlock = header->splitBlock(store);
  Block *rest = storeBlock->splitBlock(store->getNextNode());
  OpBuilder atStore = OpBuilder::atBlockEnd(storeBlock);
  BrOp::create(atStore, loc, rest);
  OpBuilder atHeader = OpBuilder::atBlockEnd(header);
  branchToPredicatedStore(atHeader, loc, converted.predicate,
                          converted.predicateOnFalse, storeBlock, rest);
  // New blocks of an innermost loop: the dominator tree is rebuilt when
  // next asked for, and the loops are updated in place.
  analyses.getDominance().invalidate(header->getParent());
  analyses.getLoops().addBlocks(analyses->getLoopFor(header),
                                {storeBlock, rest});
}

/// Whether `a` and `b` compute the same value: they are one value, or
/// results of equal pure operations whose operands compute the same values,
/// up to kMaxSameValueDepth operations deep (each arm's own `&p[i]`).
static bool computeSameValue(Value a, Value b, unsigned depth = 0) {
  if (a == b)
    return true;
  Operation *x = a.getDefiningOp(), *y = b.getDefiningOp();
  if (!x || !y || depth >= kMaxSameValueDepth || x->getNumResults() != 1 ||
      !isPure(x) || !isPure(y))
    return false;
  return OperationEquivalence::isEquivalentTo(
      x, y,
      [&](Value l, Value r) {
        return success(computeSameValue(l, r, depth + 1));
      },
      /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
}

/// Drops from `op`, about to run also where its block did not, what held
/// only where it ran: wrap and exactness flags and value facts.
static void dropConditionalFacts(Operation *op) {
  for (StringRef flag : {"nsw", "nuw", "exact"})
    op->removeAttr(flag);
  dropScalarValueFacts(op);
}

std::optional<Refusal> LoopVectorize::ifConvert(CFGLoop *loop,
                                                IfConversion &conversion) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  unsigned numBlocks = loop->getNumBlocks();
  auto shapeNote = [&](StringRef why) {
    return unsupported(llvm::formatv("the loop has {0} blocks and {1}; only "
                                     "single-block bodies and bodies whose "
                                     "branches join again before the latch are "
                                     "vectorized",
                                     numBlocks, why));
  };
  Block *header = loop->getHeader();
  Block *latch = loop->getLoopLatch();
  if (!latch || latch == header)
    return shapeNote("no single latch apart from its header");
  if (numBlocks > kMaxIfConvertedBlocks)
    return shapeNote(
        llvm::formatv("more than {0}", kMaxIfConvertedBlocks).str());
  auto latchBranch = dyn_cast<CondBrOp>(latch->getTerminator());
  if (!latchBranch ||
      (latchBranch.getTrueDest() == header) ==
          (latchBranch.getFalseDest() == header) ||
      loop->contains(latchBranch.getTrueDest() == header
                         ? latchBranch.getFalseDest()
                         : latchBranch.getTrueDest()))
    return shapeNote("its latch does not branch back or leave");
  for (Block *block : loop->getBlocks()) {
    if (block == latch)
      continue;
    Operation *terminator = block->getTerminator();
    if (!isa<BrOp, CondBrOp, SwitchOp>(terminator))
      return shapeNote(llvm::formatv("a block ends in {0}",
                                     terminator->getName().getStringRef())
                           .str());
    for (Block *succ : terminator->getSuccessors())
      if (!loop->contains(succ) || succ == header)
        return shapeNote("a block other than its latch leaves the loop or "
                         "branches back");
  }

  // The body without its back edge is acyclic, with the header as its
  // source and the latch as its sink (every other block branches within
  // the loop, never back): order it.
  std::optional<SmallVector<Block *>> bodyOrder = getAcyclicBodyOrder(loop);
  if (!bodyOrder)
    return shapeNote("a cycle inside (an inner loop)");
  ArrayRef<Block *> order = *bodyOrder;
  DenseMap<Block *, unsigned> index;
  for (auto [i, block] : llvm::enumerate(order))
    index[block] = i;
  // Each block's predecessors in that order, and its immediate dominator
  // and post-dominator within the body (Cooper, Harvey and Kennedy's
  // intersection; one pass suffices without cycles).
  DenseMap<Block *, SmallVector<Block *, 2>> preds;
  for (Block *block : order) {
    SmallVector<Block *, 2> &list = preds[block];
    if (block != header)
      for (Block *pred : block->getPredecessors())
        if (!llvm::is_contained(list, pred))
          list.push_back(pred);
    llvm::sort(list, [&](Block *a, Block *b) { return index[a] < index[b]; });
  }
  // The nearest common ancestor of the blocks `around` in `tree`, whose
  // parents come earlier in the order (later when `parentsLater`).
  auto nearestCommon = [&](DenseMap<Block *, Block *> &tree,
                           ArrayRef<Block *> around, bool parentsLater) {
    auto deeper = [&](Block *a, Block *b) {
      return parentsLater ? index[a] < index[b] : index[a] > index[b];
    };
    Block *common = around.front();
    for (Block *other : llvm::drop_begin(around))
      while (common != other) {
        while (deeper(common, other))
          common = tree[common];
        while (deeper(other, common))
          other = tree[other];
      }
    return common;
  };
  DenseMap<Block *, Block *> idom, ipdom;
  idom[header] = header;
  for (Block *block : llvm::drop_begin(order))
    idom[block] = nearestCommon(idom, preds[block], /*parentsLater=*/false);
  ipdom[latch] = latch;
  for (Block *block : llvm::drop_begin(llvm::reverse(order))) {
    SmallVector<Block *, 2> succs(block->getSuccessors());
    ipdom[block] = nearestCommon(ipdom, succs, /*parentsLater=*/true);
  }
  // Whether every path from `from` to the latch passes through `block`.
  auto postDominates = [&](Block *block, Block *from) {
    for (Block *p = from;; p = ipdom[p]) {
      if (p == block)
        return true;
      if (p == latch || index[p] > index[block])
        return false;
    }
  };

  // What runs only under a condition: a block every path from the header
  // to the latch passes runs in every iteration, any other only when its
  // mask holds. Such blocks only compute (pure operations) or store.
  LoopDependence names(DependenceLoop{loop, BlockArgument()}, aliases);
  auto describe = [&](Operation *op) {
    auto store = dyn_cast<StoreOp>(op);
    Value address = store ? store.getAddr() : cast<LoadOp>(op).getAddr();
    return (store ? "store to " : "load from ") +
           names.getName(getUnderlyingObject(address));
  };
  DenseSet<Block *> conditional;
  SmallVector<StoreOp, 2> armStores;
  for (Block *block : order) {
    if (postDominates(block, header))
      continue;
    conditional.insert(block);
    for (Operation &op : block->without_terminator()) {
      if (isa<LoadOp>(op)) {
        return unsupported(llvm::formatv(
            "{0} runs only under a condition: VIR has no masked load, and "
            "nothing shows its address dereferenceable when the condition "
            "fails",
            describe(&op)));
      }
      if (auto store = dyn_cast<StoreOp>(op)) {
        if (isVolatileOrAtomicAccess(&op))
          return unsupported(llvm::formatv(
              "{0} runs only under a condition and is volatile or atomic",
              describe(&op)));
        armStores.push_back(store);
        continue;
      }
      if (!isPure(&op) || op.getNumRegions())
        return unsupported(
            llvm::formatv("{0} runs only under a condition and cannot run "
                          "unconditionally",
                          op.getName().getStringRef()));
    }
  }
  // One conditional store is stored lane by lane under its mask (LLVM's
  // scalarized predicated store): each copy runs only where the original
  // did. Several to one address that never run in the same iteration are
  // one store of their values' blend, under the `or` of their masks, or
  // unconditional when every iteration runs one of them (the arms of an
  // if/else, or of an else-if chain).
  if (armStores.size() > kMaxMergedStores)
    return unsupported(llvm::formatv(
        "{0} stores run only under conditions: a body is vectorized with one "
        "conditional store, or up to {1} to one address that never run in "
        "the same iteration",
        armStores.size(), kMaxMergedStores));
  if (armStores.size() == 1)
    conversion.converted.predicatedStore = armStores.front();
  bool merged = false, mergedCovers = false;
  if (armStores.size() > 1) {
    // Whether a path from `from` reaches `to` without passing `avoid` (the
    // latch ends every path).
    auto reaches = [&](Block *from, Block *to, ArrayRef<Block *> avoid) {
      SmallVector<Block *, 16> worklist{from};
      DenseSet<Block *> seen{from};
      while (!worklist.empty()) {
        Block *block = worklist.pop_back_val();
        if (block == to)
          return true;
        if (block == latch)
          continue;
        for (Block *succ : block->getSuccessors())
          if (!llvm::is_contained(avoid, succ) && seen.insert(succ).second)
            worklist.push_back(succ);
      }
      return false;
    };
    SmallVector<Block *, 4> blocks;
    StoreOp first = armStores.front();
    for (StoreOp store : armStores) {
      if (!computeSameValue(first.getAddr(), store.getAddr()) ||
          first.getValue().getType() != store.getValue().getType() ||
          first->getAttrDictionary() != store->getAttrDictionary())
        return unsupported(llvm::formatv(
            "{0} and {1} run under conditions and store to addresses not "
            "shown equal: a conditional store needs a masked store, which "
            "neither VIR nor the C backend's vector extensions have",
            describe(first), describe(store)));
      // Never two in one iteration: no store's block reaches a later one's
      // (the stores are in the blocks' order).
      Block *block = store->getBlock();
      for (auto [earlier, blockBefore] : llvm::zip(armStores, blocks))
        if (blockBefore == block || reaches(blockBefore, block, {}))
          return unsupported(llvm::formatv(
              "{0} and {1} may both run in one iteration: a conditional "
              "store needs a masked store, which neither VIR nor the C "
              "backend's vector extensions have",
              describe(earlier), describe(store)));
      blocks.push_back(block);
    }
    merged = true;
    mergedCovers = !reaches(header, latch, blocks);
  }

  // The new block: each block's operations in order, a block's arguments
  // as selects on the masks of its incoming edges (LLVM's blends), and its
  // mask built from its predecessors' (or its immediate dominator's, when
  // it runs whenever that does).
  Region &region = func.getBody();
  Block *flat = new Block();
  region.getBlocks().insert(header->getIterator(), flat);
  conversion.header = flat;
  llvm::append_range(conversion.originals, order);
  IRMapping mapping;
  for (BlockArgument arg : header->getArguments())
    mapping.map(arg, flat->addArgument(arg.getType(), arg.getLoc()));
  mapping.map(header, flat);
  CopyTraitPolicy same{/*sameLoop=*/true, nullptr, /*replacesOriginal=*/true};
  OpBuilder builder = OpBuilder::atBlockEnd(flat);
  IfConvertedBody &converted = conversion.converted;
  // A mask: `value` (true when null), negated when `negated`.
  struct Mask {
    Value value;
    bool negated = false;
  };
  DenseMap<Block *, Mask> masks;
  masks[header] = Mask();
  SmallVector<Operation *, 8> maskOps;
  Value trueValue;
  DenseMap<Value, Value> negations;
  auto materialize = [&](Mask mask, Location loc) -> Value {
    if (!mask.negated)
      return mask.value;
    Value &negation = negations[mask.value];
    if (!negation) {
      if (!trueValue) {
        OpBuilder atStart = OpBuilder::atBlockBegin(flat);
        trueValue = createInt(atStart, loc, atStart.getI1Type(), 1);
        maskOps.push_back(trueValue.getDefiningOp());
      }
      negation = XorOp::create(builder, loc, mask.value, trueValue);
      maskOps.push_back(negation.getDefiningOp());
    }
    return negation;
  };
  // The condition under which the terminator of `pred` takes its
  // successor `successor`: a vir.cond_br's condition, or a vir.switch's
  // compare of its flag with the case value (none of them for the
  // default).
  DenseMap<std::pair<Block *, unsigned>, Mask> edgeMasks;
  auto takenMask = [&](Block *pred, unsigned successor) -> Mask {
    if (auto branch = dyn_cast<CondBrOp>(pred->getTerminator()))
      return Mask{mapping.lookupOrDefault(branch.getCondition()),
                  successor == 1};
    auto branch = cast<SwitchOp>(pred->getTerminator());
    Location loc = branch.getLoc();
    Value flag = mapping.lookupOrDefault(branch.getFlag());
    auto equals = [&](int64_t value) -> Value {
      Value constant = createInt(builder, loc, flag.getType(), value);
      Value equal =
          ICmpOp::create(builder, loc, ICmpPredicate::eq, flag, constant);
      maskOps.push_back(constant.getDefiningOp());
      maskOps.push_back(equal.getDefiningOp());
      return equal;
    };
    ArrayRef<int64_t> values;
    if (std::optional<ArrayRef<int64_t>> cases = branch.getCaseValues())
      values = *cases;
    if (successor != 0)
      return Mask{equals(values[successor - 1])};
    Value any;
    for (int64_t value : values) {
      Value equal = equals(value);
      if (any) {
        equal = OrOp::create(builder, loc, any, equal);
        maskOps.push_back(equal.getDefiningOp());
      }
      any = equal;
    }
    return any ? Mask{any, /*negated=*/true} : Mask();
  };
  // The mask of the edge from `pred` to its successor `successor`.
  auto edgeMask = [&](Block *pred, unsigned successor) -> Mask {
    Mask mask = masks[pred];
    Operation *terminator = pred->getTerminator();
    if (isa<BrOp>(terminator) || llvm::all_equal(terminator->getSuccessors()))
      return mask;
    auto [it, inserted] = edgeMasks.try_emplace({pred, successor});
    if (inserted) {
      Mask taken = takenMask(pred, successor);
      if (mask.value && taken.value) {
        Location loc = terminator->getLoc();
        Value both = AndOp::create(builder, loc, materialize(mask, loc),
                                   materialize(taken, loc));
        maskOps.push_back(both.getDefiningOp());
        taken = Mask{both};
      } else if (!taken.value) {
        taken = mask;
      }
      it->second = taken;
    }
    return it->second;
  };
  auto select = [&](Location loc, Mask mask, Value onTrue,
                    Value onFalse) -> Value {
    if (onTrue == onFalse || !mask.value)
      return onTrue;
    if (mask.negated)
      std::swap(onTrue, onFalse);
    auto select = SelectOp::create(builder, loc, mask.value, onTrue, onFalse);
    converted.selects.insert(select);
    return select;
  };
  for (Block *block : order) {
    // The edges entering `block`, in the order of their sources.
    SmallVector<std::pair<Block *, unsigned>, 2> edges;
    for (Block *pred : preds[block])
      for (auto [i, succ] : llvm::enumerate(pred->getSuccessors()))
        if (succ == block)
          edges.push_back({pred, static_cast<unsigned>(i)});
    auto incoming = [&](std::pair<Block *, unsigned> edge, unsigned arg) {
      auto branch = cast<BranchOpInterface>(edge.first->getTerminator());
      return mapping.lookupOrDefault(
          branch.getSuccessorOperands(edge.second)[arg]);
    };
    if (block != header) {
      for (BlockArgument arg : block->getArguments()) {
        Value value = incoming(edges.front(), arg.getArgNumber());
        for (auto edge : llvm::drop_begin(edges))
          value = select(edge.first->getTerminator()->getLoc(),
                         edgeMask(edge.first, edge.second),
                         incoming(edge, arg.getArgNumber()), value);
        mapping.map(arg, value);
      }
      if (!conditional.contains(block)) {
        masks[block] = Mask();
      } else if (postDominates(block, idom[block])) {
        masks[block] = masks[idom[block]];
      } else {
        Mask mask = edgeMask(edges.front().first, edges.front().second);
        for (auto edge : llvm::drop_begin(edges)) {
          Location loc = edge.first->getTerminator()->getLoc();
          Value either =
              OrOp::create(builder, loc, materialize(mask, loc),
                           materialize(edgeMask(edge.first, edge.second), loc));
          maskOps.push_back(either.getDefiningOp());
          mask = Mask{either};
        }
        masks[block] = mask;
      }
    }
    // The scalar body's branches: one per vir.cond_br, one per case of a
    // vir.switch (a compare and branch each, or a table).
    if (block != latch &&
        !llvm::all_equal(block->getTerminator()->getSuccessors())) {
      if (auto branch = dyn_cast<SwitchOp>(block->getTerminator()))
        converted.branches += branch.getCaseDestinations().size();
      else if (isa<CondBrOp>(block->getTerminator()))
        ++converted.branches;
    }
    if (block == latch)
      break;
    bool isConditional = conditional.contains(block);
    for (Operation &op : block->without_terminator()) {
      auto store = dyn_cast<StoreOp>(op);
      if (!isConditional || !store) {
        Operation *copy = cloneWithTraits(builder, &op, mapping, same);
        if (isConditional) {
          dropConditionalFacts(copy);
          converted.armOps.insert(copy);
        }
        continue;
      }
      if (!merged) {
        // A conditional block's mask is never the constant true.
        Mask mask = masks[block];
        assert(mask.value && "a conditional block without a mask");
        converted.predicate = materialize(Mask{mask.value}, op.getLoc());
        converted.predicateOnFalse = mask.negated;
        converted.predicatedStore =
            cast<StoreOp>(cloneWithTraits(builder, &op, mapping, same));
        converted.armOps.insert(converted.predicatedStore);
        continue;
      }
      // The merged store, at the last store: each value is computed by
      // then (conditional blocks only compute), and no other access lies
      // between them (a block every iteration runs would be on a path
      // through two of them).
      if (store != armStores.back())
        continue;
      Location loc = store.getLoc();
      Value value = mapping.lookupOrDefault(armStores.front().getValue());
      for (StoreOp other : llvm::drop_begin(armStores))
        value = select(loc, masks[other->getBlock()],
                       mapping.lookupOrDefault(other.getValue()), value);
      Value any;
      if (!mergedCovers) {
        for (StoreOp other : armStores) {
          Value mask = materialize(masks[other->getBlock()], loc);
          if (any) {
            mask = OrOp::create(builder, loc, any, mask);
            maskOps.push_back(mask.getDefiningOp());
          }
          any = mask;
        }
      }
      IRMapping storeMapping = mapping;
      storeMapping.map(store.getValue(), value);
      auto copy =
          cast<StoreOp>(cloneWithTraits(builder, store, storeMapping, same));
      converted.mergedStore = true;
      if (any) {
        converted.predicate = any;
        converted.predicateOnFalse = false;
        converted.predicatedStore = copy;
        converted.armOps.insert(copy);
      }
    }
  }
  for (Operation &op : *latch)
    cloneWithTraits(builder, &op, mapping, same);
  // Masks no select, store or other mask came to need (the predicated
  // store's stays: the vector body reads it).
  for (Operation *op : llvm::reverse(maskOps)) {
    if (op->use_empty() && op != converted.predicate.getDefiningOp())
      op->erase();
    else
      converted.masks.insert(op);
  }
  // Entering edges and uses after the loop move to the new block.
  SmallVector<Block *> entering;
  for (Block *pred : header->getPredecessors())
    if (!loop->contains(pred) && !llvm::is_contained(entering, pred))
      entering.push_back(pred);
  for (Block *pred : entering) {
    Operation *terminator = pred->getTerminator();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (terminator->getSuccessor(i) == header) {
        terminator->setSuccessor(flat, i);
        conversion.edges.push_back({terminator, i});
      }
  }
  for (Block *block : conversion.originals) {
    SmallVector<Value> defined(block->getArguments());
    for (Operation &op : *block)
      llvm::append_range(defined, op.getResults());
    for (Value value : defined)
      for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
        Block *user = use.getOwner()->getBlock();
        if (user == flat || llvm::is_contained(conversion.originals, user))
          continue;
        conversion.uses.push_back({&use, value});
        use.set(mapping.lookup(value));
      }
  }
  return std::nullopt;
}

void LoopVectorize::undoIfConversion(IfConversion &conversion) {
  for (auto [use, value] : conversion.uses)
    use->set(value);
  Block *header = conversion.originals.front();
  for (auto [terminator, index] : conversion.edges)
    terminator->setSuccessor(header, index);
  conversion.header->dropAllDefinedValueUses();
  conversion.header->dropAllReferences();
  conversion.header->erase();
}

void LoopVectorize::commitIfConversion(IfConversion &conversion) {
  // The originals are unreachable: nothing after the loop uses them.
  for (Block *block : conversion.originals) {
    block->dropAllDefinedValueUses();
    block->dropAllReferences();
  }
  for (Block *block : conversion.originals)
    block->erase();
}

std::optional<Refusal> LoopVectorize::plan(CFGLoop *loop, RequestAttr request,
                                           Plan &plan) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  if (!loop->getSubLoops().empty())
    return unsupported("the loop contains loops");
  Block *header = loop->getHeader();
  for (Operation &op : *header)
    if (isa<OpaqueRegionOp>(op)) {
      reporter.missed(op.getLoc(), "Barrier",
                      "loop contains a vir.opaque_region; not vectorized");
      return unsupported("the loop contains a vir.opaque_region; no memory "
                         "access is reordered across a region barrier");
    }
  if (loop->getNumBlocks() != 1)
    return unsupported(llvm::formatv("the loop has {0} blocks; only "
                                     "single-block loops are vectorized",
                                     loop->getNumBlocks()));
  plan.header = header;
  plan.latch = dyn_cast<CondBrOp>(header->getTerminator());
  if (!plan.latch || (plan.latch.getTrueDest() == header) ==
                         (plan.latch.getFalseDest() == header))
    return unsupported("the loop is not bottom-tested: its latch does not "
                       "exit");
  plan.headerIndex = plan.latch.getTrueDest() == header ? 0 : 1;
  plan.exit = plan.latch->getSuccessor(1 - plan.headerIndex);
  SmallVector<InductionVariable> ivs = findInductionVariables(loop, ranges);
  std::optional<CountedLoop> counted = findCountedLoop(loop, ivs);
  if (!counted)
    counted = findSteppedLoop(loop, ivs);
  if (!counted) {
    // Name a constant step other than +1 and -1 that does not count: its
    // test may be jumped over (ne) or its increment may wrap.
    for (const InductionVariable &candidate : ivs)
      if (candidate.constantStep && !candidate.hasConstantStep(1) &&
          !candidate.hasConstantStep(-1))
        return unsupported(llvm::formatv(
            "not a counted loop: induction variable {0} steps by {1}, and a "
            "step other than +1 and -1 counts only under a strict test "
            "(not ne) with an increment that cannot wrap (nsw for a signed "
            "test, nuw for an unsigned one)",
            candidate.iv.getArgNumber(),
            candidate.constantStep->getSExtValue()));
    return unsupported("not a counted loop: no induction variable compared "
                       "with a loop-invariant bound decides the exit");
  }
  plan.counted = *counted;
  const InductionVariable &iv = counted->iv;
  if (iv.constantStep->getSignificantBits() > 32)
    return unsupported("the induction variable's step does not fit 32 bits");
  plan.step = iv.constantStep->getSExtValue();
  if (!isa<IntegerType>(iv.iv.getType()))
    return unsupported("the induction variable is not an integer");
  plan.ivIndex = iv.iv.getArgNumber();
  if (std::optional<Refusal> refusal = planValues(loop, plan))
    return refusal;
  // The guard takes the vector loop only when the first test passes
  // (start < bound counting up, start > bound counting down): the variable
  // then runs from the start to the bound without a wrap. Dependence.h
  // decomposes against k = iv - start; counting down, the iteration number
  // is -k (coefficients and distances change sign, see planMemory).
  DependenceLoop dependenceLoop{
      loop, iv.iv,
      counted->predicate == ICmpPredicate::slt ||
          counted->predicate == ICmpPredicate::sgt || iv.noSignedWrap,
      counted->predicate == ICmpPredicate::ult ||
          counted->predicate == ICmpPredicate::ugt || iv.noUnsignedWrap};
  if (std::optional<APInt> startValue = getScalarConstant(iv.start);
      startValue && startValue->getSignificantBits() <= 64)
    dependenceLoop.ivStart = startValue->getSExtValue();
  // A narrow copy trunc(iv) sign-extends back to the variable when the
  // loop counts up (slt) from a start to a bound that both fit its type.
  for (BlockArgument arg : plan.truncatedIVs) {
    unsigned bits = getBits(arg.getType());
    auto fits = [&](Value value) {
      if (std::optional<APInt> constant = getScalarConstant(value))
        return constant->getSignificantBits() <= bits;
      if (auto ext = value.getDefiningOp<SExtOp>())
        return getBits(ext.getIn().getType()) <= bits;
      return false;
    };
    bool boundFits =
        plan.counted.adjustedBound
            ? plan.counted.adjustedBound->getSignificantBits() <= bits
            : fits(plan.counted.bound);
    if (plan.counted.predicate == ICmpPredicate::slt && boundFits &&
        fits(iv.start))
      dependenceLoop.narrowIVs.push_back(arg);
  }
  // The values an slt loop's variable takes: from a constant start up to
  // a constant bound, or up to a bound sign-extended from a narrower type
  // (when the test reads the variable before its increment, the last
  // iteration runs with the first value past it: up to bound - 1 + step).
  if (std::optional<APInt> first = getScalarConstant(iv.start);
      first && first->getSignificantBits() <= 64 &&
      plan.counted.predicate == ICmpPredicate::slt) {
    std::optional<int64_t> last;
    std::optional<APInt> bound = plan.counted.adjustedBound
                                     ? plan.counted.adjustedBound
                                     : getScalarConstant(plan.counted.bound);
    // The step is positive here and fits 32 bits (plan.step).
    int64_t below = plan.counted.testsNext ? 1 : 1 - plan.step;
    if (bound && bound->getSignificantBits() <= 64 &&
        (below <= 0 ? bound->getSExtValue() <=
                          std::numeric_limits<int64_t>::max() + below
                    : !bound->isMinSignedValue()))
      last = bound->getSExtValue() - below;
    else if (auto ext = plan.counted.bound.getDefiningOp<SExtOp>();
             ext && getBits(ext.getIn().getType()) < 64)
      last = (int64_t(1) << (getBits(ext.getIn().getType()) - 1)) - 1 - below;
    if (last)
      dependenceLoop.ivRange = {first->getSExtValue(), *last};
  }
  // k counts units of the variable, `step` of them per iteration, unless
  // a pointer or integer variable moves per iteration by an amount the
  // step does not divide (`y[j]` under `i += 4, j++`): then k counts
  // iterations, and the variable moves `step` per unit of k.
  plan.kStep = plan.step;
  if (llvm::any_of(plan.pointerIVs,
                   [&](const Plan::PointerIV &pointer) {
                     return pointer.bytes % plan.step != 0;
                   }) ||
      llvm::any_of(plan.integerIVs, [&](const Plan::IntegerIV &other) {
        return other.step % plan.step != 0;
      })) {
    plan.kStep = 1;
    dependenceLoop.ivCoefficient = plan.step;
  }
  dependenceLoop.step = plan.kStep;
  // The value a carried variable enters the loop with, or a refusal.
  auto startOf = [&](BlockArgument arg) -> FailureOr<Value> {
    if (Value start = getIncomingValue(loop->getLoopPredecessor(), header,
                                       arg.getArgNumber()))
      return start;
    return failure();
  };
  auto noStart = [&](BlockArgument arg) {
    return unsupported(
        llvm::formatv("header argument {0} has no single value on entry",
                      arg.getArgNumber()));
  };
  // A pointer variable is its start plus its bytes per iteration times the
  // iteration number, which is -k counting down.
  for (const Plan::PointerIV &pointer : plan.pointerIVs) {
    FailureOr<Value> start = startOf(pointer.arg);
    if (failed(start))
      return noStart(pointer.arg);
    // Per unit of k: the bytes per iteration over k's step.
    dependenceLoop.pointerIVs.push_back(
        {pointer.arg, *start, pointer.bytes / plan.kStep});
  }
  for (const Plan::IntegerIV &other : plan.integerIVs) {
    FailureOr<Value> start = startOf(other.arg);
    if (failed(start))
      return noStart(other.arg);
    dependenceLoop.integerIVs.push_back(
        {other.arg, *start, other.step / plan.kStep, other.noSignedWrap,
         other.noUnsignedWrap});
  }
  LoopDependence dependence(dependenceLoop, aliases);
  if (std::optional<Refusal> refusal = planMemory(loop, plan, dependence))
    return refusal;
  return planWidth(loop, request, plan, dependence);
}

/// Matches `update` as `arg + C` or `arg - C` in `arg`'s block, for a
/// constant C of at most 32 significant bits: an induction variable beside
/// the counted one.
static std::optional<Plan::IntegerIV> matchIntegerIV(BlockArgument arg,
                                                     Value update) {
  Operation *op = update.getDefiningOp();
  if (!isa<IntegerType>(arg.getType()) || !op ||
      op->getBlock() != arg.getOwner())
    return std::nullopt;
  std::optional<APInt> constant;
  Plan::IntegerIV result{arg, update};
  bool negated = false;
  if (auto add = dyn_cast<AddOp>(op)) {
    if (add.getLhs() == arg)
      constant = getScalarConstant(add.getRhs());
    else if (add.getRhs() == arg)
      constant = getScalarConstant(add.getLhs());
    result.noSignedWrap = add.getNsw();
    result.noUnsignedWrap = add.getNuw();
  } else if (auto sub = dyn_cast<SubOp>(op); sub && sub.getLhs() == arg) {
    constant = getScalarConstant(sub.getRhs());
    negated = true;
    result.noSignedWrap = sub.getNsw();
    result.noUnsignedWrap = sub.getNuw();
  }
  if (!constant || constant->getSignificantBits() > 32 || constant->isZero())
    return std::nullopt;
  int64_t value = constant->getSExtValue();
  // `add nuw` of a negative constant (or `sub nuw` of one) never steps
  // without an unsigned wrap: only the signed reading of C stays exact.
  if (value < 0)
    result.noUnsignedWrap = false;
  result.step = negated ? -value : value;
  return result;
}

/// True if a narrow header argument entering as `entry` starts as the
/// truncation of `wideStart`, the value a wider variable enters with:
/// trunc(wideStart), the value `wideStart` extends (clang's sext of a
/// narrow start: trunc(ext(x)) is x), or a constant equal to its
/// truncation.
static bool isTruncationOf(Value entry, Value wideStart) {
  if (!entry)
    return false;
  if (auto entryTrunc = entry.getDefiningOp<TruncOp>();
      entryTrunc && entryTrunc.getIn() == wideStart)
    return true;
  if (auto ext = wideStart.getDefiningOp<SExtOp>(); ext && ext.getIn() == entry)
    return true;
  if (auto ext = wideStart.getDefiningOp<ZExtOp>(); ext && ext.getIn() == entry)
    return true;
  std::optional<APInt> narrow = getScalarConstant(entry);
  std::optional<APInt> wide = getScalarConstant(wideStart);
  return narrow && wide && wide->trunc(narrow->getBitWidth()) == *narrow;
}

/// Matches `arg` as a narrow copy of another integer induction variable
/// (what indvars leaves of a C variable it widened): entered from
/// `entering` as the truncation of the wide variable's entry value,
/// updated by trunc(wide + C) where wide + C is the wide variable's own
/// update. It steps by C too (trunc distributes over the addition), and
/// promises no lack of wrap.
static std::optional<Plan::IntegerIV>
matchTruncatedIntegerIV(BlockArgument arg, Value update, Block *entering) {
  auto trunc = update.getDefiningOp<TruncOp>();
  Block *header = arg.getOwner();
  if (!trunc || trunc->getBlock() != header)
    return std::nullopt;
  Value wideNext = trunc.getIn();
  Operation *def = wideNext.getDefiningOp();
  if (!def || def->getNumOperands() != 2)
    return std::nullopt;
  auto wide = dyn_cast<BlockArgument>(def->getOperand(0));
  if (!wide && isa<AddOp>(def))
    wide = dyn_cast<BlockArgument>(def->getOperand(1));
  if (!wide || wide.getOwner() != header ||
      getIncomingValue(header, header, wide.getArgNumber()) != wideNext)
    return std::nullopt;
  std::optional<Plan::IntegerIV> wideIV = matchIntegerIV(wide, wideNext);
  if (!wideIV ||
      !isTruncationOf(getIncomingValue(entering, header, arg.getArgNumber()),
                      getIncomingValue(entering, header, wide.getArgNumber())))
    return std::nullopt;
  return Plan::IntegerIV{arg, update, wideIV->step};
}

/// Matches `update` as a reduction of `arg`.
static std::optional<Reduction> matchReduction(BlockArgument arg, Value update,
                                               std::string &why) {
  Reduction reduction;
  reduction.arg = arg;
  reduction.argIndex = arg.getArgNumber();
  reduction.update = update;
  Operation *op = update.getDefiningOp();
  if (!op || op->getBlock() != arg.getOwner()) {
    why = "is not updated in the loop by an operation";
    return std::nullopt;
  }
  Type type = arg.getType();
  Builder builder(arg.getContext());
  // A chain of one binary operation from the accumulator to the update
  // (reassociate's `((acc + a) + b) + c`): the accumulator's one reader
  // starts it, and each link's result is read only by the next (through
  // its left operand for a subtraction), up to the update. Each float link
  // must allow reassociation (checked on the first below, on the others
  // here).
  SmallVector<Operation *, 4> chain;
  auto isLink = [&](Operation *link, Value from) {
    if (!link || link->getName() != op->getName() ||
        link->getBlock() != arg.getOwner() ||
        (link->getOperand(0) == from) == (link->getOperand(1) == from) ||
        (isa<SubOp>(link) && link->getOperand(0) != from))
      return false;
    if (!isa<FAddOp, FMulOp>(link))
      return true;
    auto flags = link->getAttrOfType<FastMathFlagsAttr>("fastmath");
    return flags &&
           bitEnumContainsAll(flags.getValue(), FastMathFlags::reassoc);
  };
  if (isa<AddOp, SubOp, MulOp, AndOp, OrOp, XorOp, FAddOp, FMulOp>(op) &&
      op->getOperand(0) != arg && op->getOperand(1) != arg && arg.hasOneUse()) {
    Value from = arg;
    Operation *link = arg.getUses().begin()->getOwner();
    // Each step moves to a later operation of the block: at most its size.
    while (isLink(link, from)) {
      chain.push_back(link);
      if (link == op)
        break;
      from = link->getResult(0);
      link = from.hasOneUse() ? from.getUses().begin()->getOwner() : nullptr;
    }
    if (!chain.empty() && chain.back() == op)
      op = chain.front();
    else
      chain.clear();
  }
  // Otherwise the reduction is the one operation `op`.
  if (chain.empty())
    chain.push_back(op);
  auto binary = [&](ReduceKind kind, TypedAttr identity) {
    reduction.kind = kind;
    reduction.identity = identity;
    reduction.ops.assign(chain.begin(), chain.end());
    reduction.other =
        op->getOperand(0) == arg ? op->getOperand(1) : op->getOperand(0);
    return reduction;
  };
  auto intAttr = [&](int64_t value) {
    return builder.getIntegerAttr(type, APInt(getBits(type), value, true));
  };
  bool onLhs = op->getNumOperands() == 2 && op->getOperand(0) == arg &&
               op->getOperand(1) != arg;
  bool onRhs = op->getNumOperands() == 2 && op->getOperand(1) == arg &&
               op->getOperand(0) != arg;
  std::optional<Reduction> result;
  if (isa<IntegerType>(type) && (onLhs || onRhs)) {
    if (isa<AddOp>(op))
      result = binary(ReduceKind::add, intAttr(0));
    else if (isa<SubOp>(op) && onLhs)
      result = binary(ReduceKind::add, intAttr(0));
    else if (isa<MulOp>(op))
      result = binary(ReduceKind::mul, intAttr(1));
    else if (isa<AndOp>(op))
      result = binary(ReduceKind::and_, intAttr(-1));
    else if (isa<OrOp>(op))
      result = binary(ReduceKind::or_, intAttr(0));
    else if (isa<XorOp>(op))
      result = binary(ReduceKind::xor_, intAttr(0));
  }
  if (isa<FloatType>(type) && (onLhs || onRhs) && isa<FAddOp, FMulOp>(op)) {
    auto flags = op->getAttrOfType<FastMathFlagsAttr>("fastmath");
    if (!flags ||
        !bitEnumContainsAll(flags.getValue(), FastMathFlags::reassoc)) {
      why = llvm::formatv("is a floating-point {0} reduction without "
                          "reassoc: reordering it changes the result",
                          op->getName().getStringRef())
                .str();
      return std::nullopt;
    }
    bool isAdd = isa<FAddOp>(op);
    result = binary(isAdd ? ReduceKind::fadd : ReduceKind::fmul,
                    builder.getFloatAttr(type, isAdd ? -0.0 : 1.0));
  }
  if (auto select = dyn_cast<SelectOp>(op); select && isa<IntegerType>(type)) {
    auto cmp = select.getCondition().getDefiningOp<ICmpOp>();
    Value t = select.getTrueValue(), f = select.getFalseValue();
    if (cmp && cmp->getBlock() == arg.getOwner() &&
        ((t == arg) != (f == arg))) {
      Value other = t == arg ? f : t;
      ICmpPredicate predicate = cmp.getPredicate();
      // Normalize to `icmp p arg, other`.
      if (cmp.getLhs() == other && cmp.getRhs() == arg)
        predicate = swapICmpPredicate(predicate);
      else if (!(cmp.getLhs() == arg && cmp.getRhs() == other))
        predicate = ICmpPredicate::eq; // not a min/max
      // select(arg < other, arg, other) is a minimum.
      bool keepsArgWhenTrue = t == arg;
      std::optional<ReduceKind> kind;
      switch (predicate) {
      case ICmpPredicate::slt:
      case ICmpPredicate::sle:
        kind = keepsArgWhenTrue ? ReduceKind::smin : ReduceKind::smax;
        break;
      case ICmpPredicate::sgt:
      case ICmpPredicate::sge:
        kind = keepsArgWhenTrue ? ReduceKind::smax : ReduceKind::smin;
        break;
      case ICmpPredicate::ult:
      case ICmpPredicate::ule:
        kind = keepsArgWhenTrue ? ReduceKind::umin : ReduceKind::umax;
        break;
      case ICmpPredicate::ugt:
      case ICmpPredicate::uge:
        kind = keepsArgWhenTrue ? ReduceKind::umax : ReduceKind::umin;
        break;
      default:
        break;
      }
      if (kind && cmp->hasOneUse()) {
        reduction.kind = *kind;
        reduction.ops = {cmp, op};
        reduction.combineOps = 2;
        reduction.other = other;
        result = reduction;
      }
    }
  }
  // select(c, k, acc) with k from before the loop: any-of. The lanes'
  // values are combined by a compare with the start value, not by a
  // vir.reduce kind of their own.
  if (auto select = dyn_cast<SelectOp>(op);
      !result && select && isa<IntegerType>(type) &&
      select.getCondition().getType().isInteger(1)) {
    Value t = select.getTrueValue(), f = select.getFalseValue();
    Value other = t == arg ? f : t;
    Block *body = arg.getOwner();
    if ((t == arg) != (f == arg) &&
        select.getCondition().getParentBlock() == body &&
        !isa<BlockArgument>(select.getCondition()) &&
        other.getParentBlock() != body &&
        body->getParent()->isAncestor(other.getParentRegion())) {
      reduction.kind = ReduceKind::or_;
      reduction.anyOf = true;
      reduction.ops = {op};
      reduction.other = other;
      result = reduction;
    }
  }
  if (!result) {
    why = llvm::formatv("is updated by {0}, which is not a reduction the "
                        "pass vectorizes",
                        op->getName().getStringRef())
              .str();
    return std::nullopt;
  }
  // The accumulator feeds only the reduction's own operations.
  for (OpOperand &use : arg.getUses())
    if (!llvm::is_contained(result->ops, use.getOwner())) {
      why = "is read in the loop by more than its reduction";
      return std::nullopt;
    }
  // Its new value feeds only the next iteration and the code after the
  // loop: an operation of the loop that reads it sees a running value (a
  // prefix sum), which the vector accumulators never hold.
  Block *body = arg.getOwner();
  for (Operation *op : result->ops)
    for (Value value : op->getResults())
      for (Operation *user : value.getUsers())
        if (user->getBlock() == body &&
            !llvm::is_contained(result->ops, user) &&
            !(value == update && user == body->getTerminator())) {
          why = "is read in the loop after its update (a running value, not "
                "only a total)";
          return std::nullopt;
        }
  return result;
}

/// True if header argument `arg`, carried as `next`, is read in `header`
/// only as an address: the address of a load or store, the base of a
/// vir.gep whose result is read so too, or (`next`) the back edge's operand
/// for `arg`. Uses after the loop are live-outs, checked apart.
static bool isOnlyAddress(BlockArgument arg, Value next) {
  Block *header = arg.getOwner();
  SmallVector<Value> worklist = {arg};
  // Each value is a distinct operation's result: the walk is bounded by
  // the loop's operations.
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (user->getBlock() != header)
        continue;
      if (auto gep = dyn_cast<GEPOp>(user)) {
        if (use.getOperandNumber() != 0)
          return false;
        worklist.push_back(gep.getResult());
        continue;
      }
      if (auto load = dyn_cast<LoadOp>(user); load && load.getAddr() == value)
        continue;
      if (auto store = dyn_cast<StoreOp>(user);
          store && store.getAddr() == value && store.getValue() != value)
        continue;
      if (user == header->getTerminator()) {
        // Only the back edge to its own argument.
        auto branch = cast<CondBrOp>(user);
        for (unsigned side : {0u, 1u}) {
          if (branch->getSuccessor(side) != header)
            continue;
          SuccessorOperands operands = branch.getSuccessorOperands(side);
          for (unsigned i = 0, e = operands.size(); i != e; ++i)
            if (operands[i] == value &&
                (i != arg.getArgNumber() || value != next))
              return false;
        }
        continue;
      }
      return false;
    }
  }
  return true;
}

std::optional<Refusal> LoopVectorize::planValues(CFGLoop *loop, Plan &plan) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  Block *header = plan.header;
  const InductionVariable &iv = plan.counted.iv;
  // The block the loop is entered from (a counted loop has one).
  Block *entering = nullptr;
  for (Block *pred : header->getPredecessors())
    if (pred != header)
      entering = pred;
  // Header arguments: the variable and reductions.
  for (BlockArgument arg : header->getArguments()) {
    if (arg == iv.iv)
      continue;
    Value update = getIncomingValue(header, header, arg.getArgNumber());
    std::string why;
    if (!update)
      return unsupported(llvm::formatv("header argument {0} has no single "
                                       "value on the back edge",
                                       arg.getArgNumber()));
    if (auto trunc = update.getDefiningOp<TruncOp>();
        trunc && trunc.getIn() == iv.getNext() && entering &&
        isTruncationOf(getIncomingValue(entering, header, arg.getArgNumber()),
                       iv.start)) {
      plan.truncatedIVs.push_back(arg);
      continue;
    }
    if (auto gep = update.getDefiningOp<GEPOp>();
        gep && gep.getBase() == arg && gep->getBlock() == header) {
      std::optional<int64_t> bytes = getConstantGEPOffset(gep);
      if (!bytes || *bytes == 0)
        return unsupported(llvm::formatv(
            "header argument {0} is a pointer that moves by {1} per "
            "iteration; only a constant number of bytes is vectorized",
            arg.getArgNumber(), bytes ? "nothing" : "a non-constant offset"));
      if (!isOnlyAddress(arg, update))
        return unsupported(llvm::formatv(
            "header argument {0} is a pointer the loop reads other than as "
            "an address",
            arg.getArgNumber()));
      plan.pointerIVs.push_back({arg, update, *bytes});
      continue;
    }
    std::optional<Reduction> reduction = matchReduction(arg, update, why);
    if (!reduction) {
      std::optional<Plan::IntegerIV> other = matchIntegerIV(arg, update);
      if (!other && entering)
        other = matchTruncatedIntegerIV(arg, update, entering);
      if (other) {
        plan.integerIVs.push_back(*other);
        continue;
      }
      return Refusal{
          DenyReason::Unsupported,
          llvm::formatv("header argument {0} {1}", arg.getArgNumber(), why)
              .str()};
    }
    plan.reductions.push_back(*reduction);
  }
  // Operations.
  for (Operation &op : header->without_terminator()) {
    if (isa<LoadOp, StoreOp>(op)) {
      if (isVolatileOrAtomicAccess(&op))
        return unsupported("the loop holds a volatile or atomic access");
      continue;
    }
    if (isa<GEPOp, ConstantOp>(op) || hasVectorForm(&op))
      continue;
    // A division or remainder by a constant that cannot trap (not 0, and
    // not -1 for a signed one) runs in every lane as in every iteration;
    // the backends expand it to multiplies.
    if (isa<UDivOp, SDivOp, URemOp, SRemOp>(op)) {
      bool isSigned = isa<SDivOp, SRemOp>(op);
      std::optional<APInt> divisor = getScalarConstant(op.getOperand(1));
      if (divisor && !divisor->isZero() && !(isSigned && divisor->isAllOnes()))
        continue;
      return unsupported(llvm::formatv(
          "{0} in the loop divides by a value that is not a constant other "
          "than 0{1}",
          op.getName().getStringRef(), isSigned ? " and -1" : ""));
    }
    return unsupported(llvm::formatv("{0} in the loop has no vector form",
                                     op.getName().getStringRef()));
  }
  // Values used after the loop (and passed to the exit): the variable, its
  // next value or a truncation of either (the C variable of a widened
  // one), the reductions' updates.
  auto isLiveOutOk = [&](Value value) {
    if (auto trunc = value.getDefiningOp<TruncOp>())
      value = trunc.getIn();
    if (value == iv.iv || value == iv.getNext())
      return true;
    if (llvm::any_of(plan.pointerIVs, [&](const Plan::PointerIV &pointer) {
          return value == pointer.arg || value == pointer.next;
        }))
      return true;
    if (llvm::any_of(plan.integerIVs, [&](const Plan::IntegerIV &other) {
          return value == other.arg || value == other.next;
        }))
      return true;
    return llvm::any_of(plan.reductions, [&](const Reduction &reduction) {
      return reduction.update == value;
    });
  };
  auto definedInLoop = [&](Value value) {
    Block *block = isa<BlockArgument>(value)
                       ? cast<BlockArgument>(value).getOwner()
                       : value.getDefiningOp()->getBlock();
    return block == header;
  };
  for (Value exitValue : plan.latch.getSuccessorOperands(1 - plan.headerIndex)
                             .getForwardedOperands())
    if (definedInLoop(exitValue) && !isLiveOutOk(exitValue))
      return unsupported("a value computed in the loop, other than the "
                         "induction variable and the reductions, is passed "
                         "to the exit");
  SmallVector<Value> defined(header->getArguments());
  for (Operation &op : *header)
    llvm::append_range(defined, op.getResults());
  for (Value value : defined)
    for (Operation *user : value.getUsers())
      if (!loop->contains(user->getBlock()) && !isLiveOutOk(value))
        return unsupported("a value computed in the loop, other than the "
                           "induction variable and the reductions, is used "
                           "after it");
  return std::nullopt;
}

std::optional<Refusal> LoopVectorize::planMemory(CFGLoop *loop, Plan &plan,
                                                 LoopDependence &dependence) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  for (Operation &op : plan.header->without_terminator()) {
    if (!isa<LoadOp, StoreOp>(op))
      continue;
    std::optional<MemoryAccess> access = dependence.getAccess(&op);
    Type type = isa<LoadOp>(op) ? cast<LoadOp>(op).getType()
                                : cast<StoreOp>(op).getValue().getType();
    if (!isVectorElement(type))
      return unsupported(llvm::formatv("{0} of {1}: not a vector element type",
                                       dependence.describe(*access), type));
    if (!access->address)
      return unsupported(llvm::formatv("non-consecutive access: {0}: {1}",
                                       dependence.describe(*access),
                                       access->whyNotAffine));
    // Bytes per iteration: the coefficient is per unit of k.
    int64_t stride = access->address->coefficient * plan.kStep;
    auto size = static_cast<int64_t>(access->size);
    bool strided = stride > size && stride % size == 0 &&
                   stride / size <= kMaxInterleaveFactor;
    if (stride != size && stride != -size && !strided &&
        !(stride == 0 && !access->isWrite))
      return unsupported(llvm::formatv(
          "non-consecutive access: {0} moves {1} bytes per iteration for "
          "{2}-byte elements",
          dependence.describe(*access), stride, access->size));
    if (&op == plan.converted.predicatedStore.getOperation() && stride != size)
      return unsupported(llvm::formatv(
          "{0} runs only under a condition and moves {1} bytes per "
          "iteration: a conditional store is stored lane by lane only when "
          "it moves forward by one element",
          dependence.describe(*access), stride));
    plan.accesses.push_back(*access);
    plan.backward.push_back(stride == -size && stride != 0);
  }
  return planGroups(plan, dependence);
}

std::optional<Refusal> LoopVectorize::planGroups(Plan &plan,
                                                 LoopDependence &dependence) {
  plan.groupOf.assign(plan.accesses.size(), -1);
  auto strideOf = [&](const MemoryAccess &access) {
    return access.address->coefficient * plan.kStep;
  };
  auto typeOf = [](Operation *op) {
    return isa<LoadOp>(op) ? cast<LoadOp>(op).getType()
                           : cast<StoreOp>(op).getValue().getType();
  };
  for (unsigned a = 0; a < plan.accesses.size(); ++a) {
    const MemoryAccess &first = plan.accesses[a];
    auto size = static_cast<int64_t>(first.size);
    int64_t stride = strideOf(first);
    if (plan.groupOf[a] >= 0 || stride <= size)
      continue; // (a predicated store moves by its size: never grouped)
    auto factor = static_cast<unsigned>(stride / size);
    // The accesses of the same kind, type and stride on the same terms, by
    // element of the F it touches.
    SmallVector<int, 4> byElement(factor, -1);
    int64_t low = first.address->constant;
    SmallVector<unsigned, 4> candidates;
    for (unsigned b = a; b < plan.accesses.size(); ++b) {
      const MemoryAccess &other = plan.accesses[b];
      if (plan.groupOf[b] >= 0 || other.isWrite != first.isWrite ||
          typeOf(other.op) != typeOf(first.op) || strideOf(other) != stride ||
          other.address->base != first.address->base ||
          !other.address->hasSameTerms(*first.address))
        continue;
      candidates.push_back(b);
      low = std::min(low, other.address->constant);
    }
    for (unsigned b : candidates) {
      int64_t delta = plan.accesses[b].address->constant - low;
      if (delta % size != 0 || delta / size >= static_cast<int64_t>(factor) ||
          byElement[delta / size] >= 0)
        return Refusal{DenyReason::Unsupported,
                       llvm::formatv("{0} is not one element of a group of "
                                     "{1} accesses covering consecutive "
                                     "elements",
                                     dependence.describe(plan.accesses[b]),
                                     factor)
                           .str()};
      byElement[delta / size] = static_cast<int>(b);
    }
    if (llvm::is_contained(byElement, -1) && first.isWrite)
      return Refusal{
          DenyReason::Unsupported,
          llvm::formatv("non-consecutive access: {0} moves {1} elements per "
                        "iteration, and the loop does not store all {1} "
                        "elements (a wide store would write the others)",
                        dependence.describe(first), factor)
              .str()};
    // The wide load goes where the first member is, the wide store where
    // the last is: a later load member moves above the stores between, an
    // earlier store member below the accesses between. Each such pair
    // must never touch a common byte.
    SmallVector<int, 4> present;
    for (int member : byElement)
      if (member >= 0)
        present.push_back(member);
    int lo = *llvm::min_element(present), hi = *llvm::max_element(present);
    for (int c = lo + 1; c < hi; ++c) {
      const MemoryAccess &between = plan.accesses[c];
      if (llvm::is_contained(byElement, c) ||
          (!between.isWrite && !first.isWrite))
        continue;
      for (int member : present) {
        bool moved = first.isWrite ? member < c : member > c;
        if (moved && dependence.depends(between, plan.accesses[member]).kind !=
                         Dependence::Independent)
          return Refusal{
              DenyReason::Unsupported,
              llvm::formatv("{0} lies between the accesses of an "
                            "interleave group and may touch {1}",
                            dependence.describe(between),
                            dependence.describe(plan.accesses[member]))
                  .str()};
      }
    }
    Plan::Group group;
    group.factor = factor;
    for (auto [element, member] : llvm::enumerate(byElement))
      if (member >= 0) {
        group.members.push_back(static_cast<unsigned>(member));
        group.elements.push_back(static_cast<unsigned>(element));
      }
    plan.needsRemainder |= group.members.size() < factor;
    group.anchor = static_cast<unsigned>(first.isWrite ? hi : lo);
    for (int member : present)
      plan.groupOf[member] = static_cast<int>(plan.groups.size());
    plan.groups.push_back(std::move(group));
  }
  return std::nullopt;
}

std::optional<Refusal> LoopVectorize::planWidth(CFGLoop *loop,
                                                RequestAttr request, Plan &plan,
                                                LoopDependence &dependence) {
  const InductionVariable &iv = plan.counted.iv;
  Block *header = plan.header;
  // The values that need vector forms: stored values and reduction
  // operands, and what they compute from.
  vectorValues.clear();
  scalarOps.clear();
  SmallVector<Value> worklist;
  for (const MemoryAccess &access : plan.accesses)
    if (auto store = dyn_cast<StoreOp>(access.op))
      worklist.push_back(store.getValue());
  for (const Reduction &reduction : plan.reductions)
    for (Operation *op : reduction.ops)
      llvm::append_range(worklist, op->getOperands());
  if (plan.converted.predicatedStore)
    worklist.push_back(plan.converted.predicate);
  unsigned maxBits = 0;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!vectorValues.insert(value))
      continue;
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != header)
      continue;
    Type type = getElementType(value.getType());
    if (!isVectorElement(type) && !type.isInteger(1))
      return Refusal{DenyReason::Unsupported,
                     llvm::formatv("a value of type {0} would need a vector",
                                   value.getType())
                         .str()};
    maxBits = std::max(maxBits, getBits(type));
    if (isa<LoadOp>(def))
      continue;
    if (isa<GEPOp>(def))
      return Refusal{DenyReason::Unsupported,
                     "a pointer computed in the loop is used as a value"};
    for (Value operand : def->getOperands()) {
      Type operandType = getElementType(operand.getType());
      if (!isVectorElement(operandType) && !operandType.isInteger(1))
        return Refusal{DenyReason::Unsupported,
                       llvm::formatv("{0} reads a value of type {1}, which "
                                     "has no vector form here",
                                     def->getName().getStringRef(),
                                     operand.getType())
                           .str()};
      maxBits = std::max(maxBits, getBits(operandType));
      worklist.push_back(operand);
    }
  }
  for (const MemoryAccess &access : plan.accesses)
    maxBits = std::max(maxBits, static_cast<unsigned>(access.size * 8));
  bool needsVectorIV = vectorValues.contains(iv.iv);
  if (needsVectorIV)
    maxBits = std::max(maxBits, getBits(iv.iv.getType()));
  for (BlockArgument arg : plan.truncatedIVs)
    if (vectorValues.contains(arg)) {
      needsVectorIV = true;
      maxBits = std::max(maxBits, getBits(arg.getType()));
    }
  SmallVector<unsigned> vectorIntegerIVBits;
  for (const Plan::IntegerIV &other : plan.integerIVs)
    if (vectorValues.contains(other.arg)) {
      vectorIntegerIVBits.push_back(getBits(other.arg.getType()));
      maxBits = std::max(maxBits, vectorIntegerIVBits.back());
    }
  // Addresses: scalar forms of lane 0.
  worklist.clear();
  for (const MemoryAccess &access : plan.accesses)
    worklist.push_back(isa<LoadOp>(access.op)
                           ? cast<LoadOp>(access.op).getAddr()
                           : cast<StoreOp>(access.op).getAddr());
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != header || !scalarOps.insert(def))
      continue;
    if (!isPure(def))
      return Refusal{DenyReason::Unsupported,
                     "an address is computed from a value loaded in the loop"};
    llvm::append_range(worklist, def->getOperands());
  }
  if (maxBits == 0)
    maxBits = 32;

  // The widths: the options', or with host-width those of the CPU the
  // module records.
  plan.widthBits = options.widthBits;
  plan.targetBits = options.targetBits;
  if (options.hostWidth)
    if (std::optional<VectorISA> recorded = getRecordedISA(func)) {
      plan.targetISA = *recorded;
      unsigned bits = getVectorBits(*recorded);
      plan.atHostWidth = bits > plan.targetBits;
      plan.targetBits = bits;
      if (plan.widthBits)
        plan.widthBits = bits;
    }

  // The widest element the loop loads, stores or reduces: without a
  // request, the widest vectors hold width-bits of it (LLVM's
  // getSmallestAndWidestTypesInLoop looks at these only). Wider values
  // computed in between take several vectors each, which the cost counts.
  unsigned memBits = 0;
  for (const MemoryAccess &access : plan.accesses)
    memBits = std::max(memBits, static_cast<unsigned>(access.size * 8));
  for (const Reduction &reduction : plan.reductions)
    memBits = std::max(memBits, getBits(reduction.arg.getType()));
  if (memBits == 0)
    memBits = maxBits;

  // Width: the request's, or the cheapest per element up to width-bits over
  // the widest element above (for an epilogue, up to its width).
  uint64_t requestedWidth = plan.isEpilogue() ? 0 : request.getWidth();
  unsigned maxVF;
  if (uint64_t width = requestedWidth) {
    if (width < 2 || !llvm::isPowerOf2_64(width))
      return Refusal{DenyReason::Unsupported,
                     llvm::formatv("width {0} is not a power of two of at "
                                   "least 2",
                                   width)
                         .str()};
    if (width * maxBits > plan.targetBits)
      return Refusal{DenyReason::NoTargetSupport,
                     llvm::formatv("{0} lanes of {1} bits exceed the "
                                   "target's {2}-bit vectors",
                                   width, maxBits, plan.targetBits)
                         .str()};
    maxVF = width;
  } else {
    if (plan.widthBits == 0)
      return Refusal{DenyReason::CostModel,
                     "vectorization without a requested width is off "
                     "(width-bits=0)"};
    maxVF = std::min(plan.widthBits, plan.targetBits) / memBits;
    if (maxVF < 2)
      return Refusal{DenyReason::NoTargetSupport,
                     llvm::formatv("{0}-bit elements do not fit two to a "
                                   "{1}-bit vector",
                                   memBits, plan.widthBits)
                         .str()};
  }
  plan.ic = std::max(1u, options.interleave);
  if (!llvm::isPowerOf2_32(plan.ic) || plan.isEpilogue())
    plan.ic = 1;
  if (plan.isEpilogue())
    maxVF = std::min(maxVF, plan.epilogueWidth);

  // A load of one loop-invariant element whose epoch-valid loop_invariant
  // trait says it reads the same value in every iteration (O-21) conflicts
  // with no store of the loop: it stays a scalar load at its place in the
  // vector body, and its value is the same there.
  llvm::SetVector<Operation *> reportedStale;
  auto isInvariantLoad = [&](const MemoryAccess &access) {
    if (access.isWrite || access.address->coefficient != 0)
      return false;
    TraitView traits = TraitView::forOp(access.op);
    if (traits.has<LoopInvariantAttr>())
      return true;
    if (traits.hasStale<LoopInvariantAttr>() && reportedStale.insert(access.op))
      reporter.missed(access.op->getLoc(), "StaleTrait",
                      "ignored stale loop_invariant trait");
    return false;
  };

  // Dependences: every pair with a write. A pair a distance of d
  // iterations apart in the wrong order limits a vector step to d (LLVM's
  // MaxSafeVectorWidthInBits).
  unsigned checksNeeded = 0;
  uint64_t safeStep = std::numeric_limits<uint64_t>::max();
  std::string nearest;
  for (unsigned a = 0; a < plan.accesses.size(); ++a) {
    for (unsigned b = a + 1; b < plan.accesses.size(); ++b) {
      const MemoryAccess &first = plan.accesses[a], &second = plan.accesses[b];
      if (!first.isWrite && !second.isWrite)
        continue;
      Dependence dep = dependence.depends(first, second);
      if (dep.kind == Dependence::Independent)
        continue;
      if (isInvariantLoad(first) || isInvariantLoad(second))
        continue;
      if (dep.kind == Dependence::Distance) {
        // `first` touches in iteration k + d what `second` touches in k;
        // `first` comes first in the body. The later instance in iteration
        // order must stay later.
        // The distance is in units of k: iterations times k's step (minus
        // the iterations counting down), a multiple of it (the analysis
        // knows the step: others are independent).
        int64_t d = dep.distance / plan.kStep;
        if (d <= 0)
          continue;
        auto magnitude = static_cast<uint64_t>(d);
        if (magnitude < safeStep) {
          safeStep = magnitude;
          nearest = llvm::formatv("{0} and {1} are {2} iterations apart in "
                                  "the wrong order",
                                  dependence.describe(first),
                                  dependence.describe(second), magnitude)
                        .str();
        }
        continue;
      }
      if (!dep.runtimeCheckable)
        return Refusal{DenyReason::Unsupported, dep.reason};
      if (++checksNeeded > options.maxRuntimeChecks)
        return Refusal{DenyReason::TooLarge,
                       llvm::formatv("{0}; a runtime check would compare "
                                     "more than max-runtime-checks ({1}) "
                                     "pairs",
                                     dep.reason, options.maxRuntimeChecks)
                           .str()};
      plan.checks.push_back({a, b});
      plan.checkNotes.push_back(dep.reason);
    }
  }
  // The widest step the dependences allow; a requested width must fit.
  unsigned minVF = requestedWidth ? maxVF : 2;
  while (maxVF > minVF && static_cast<uint64_t>(maxVF) * plan.ic > safeStep)
    maxVF /= 2;
  if (static_cast<uint64_t>(maxVF) * plan.ic > safeStep)
    return Refusal{DenyReason::Illegality,
                   llvm::formatv("{0} for {1} lanes", nearest,
                                 static_cast<uint64_t>(maxVF) * plan.ic)
                       .str()};

  // Cost per element at each width: operations on values wider than the
  // widest element take several vectors (LLVM's type legalization).
  unsigned vectorBits = std::min(
      plan.widthBits ? plan.widthBits : plan.targetBits, plan.targetBits);
  // The operations a loop iteration runs besides its counter's increment
  // and test (which the 2 of each cost below stand for).
  auto isCounted = [&](Operation &op) {
    return &op != iv.increment &&
           !(op.getNumResults() == 1 &&
             op.getResult(0) == plan.latch.getCondition());
  };
  // Interleave group members, by their element's bytes: a shuffle per
  // vector takes their lanes out of the wide load (or puts them into the
  // wide store).
  llvm::SmallDenseMap<Operation *, uint64_t> memberBytes;
  for (auto [access, group] : llvm::zip(plan.accesses, plan.groupOf))
    if (group >= 0)
      memberBytes[access.op] = access.size;
  auto costAt = [&](unsigned vf) {
    double vector = 2; // the increment, compare and branch
    for (Operation &op : header->without_terminator()) {
      if (!isCounted(op))
        continue;
      if (&op == plan.converted.predicatedStore.getOperation()) {
        vector += plan.ic * vf * kPredicatedLaneCost;
        continue;
      }
      bool isVector =
          isa<LoadOp, StoreOp>(op) ||
          (op.getNumResults() == 1 && vectorValues.contains(op.getResult(0)));
      if (isVector)
        vector += plan.ic *
                  getLegalizedVectorCost(&op, vf, vectorBits, plan.targetISA);
      else if (scalarOps.contains(&op))
        vector += plan.ic * getScalarCost(&op);
      if (auto member = memberBytes.find(&op); member != memberBytes.end())
        vector += plan.ic * kShuffleCost *
                  std::max<uint64_t>(1, vf * member->second * 8 / vectorBits);
    }
    if (needsVectorIV) // splat and add of the lane offsets
      vector += plan.ic * 2.0 *
                std::max(1u, vf * getBits(iv.iv.getType()) / vectorBits);
    for (unsigned bits : vectorIntegerIVBits)
      vector += plan.ic * 2.0 * std::max(1u, vf * bits / vectorBits);
    // Each pointer or integer variable's first value per part.
    vector += plan.ic * (plan.pointerIVs.size() + plan.integerIVs.size());
    // A load group's missing elements are loaded too.
    for (const Plan::Group &group : plan.groups) {
      uint64_t bytes = plan.accesses[group.members.front()].size;
      vector += plan.ic * double(group.factor - group.members.size()) *
                std::max<uint64_t>(1, vf * bytes * 8 / vectorBits);
    }
    for (auto [access, backward] : llvm::zip(plan.accesses, plan.backward))
      if (backward)
        vector += plan.ic * getReverseCost(access.size * 8, plan.targetISA) *
                  std::max<uint64_t>(1, vf * access.size * 8 / vectorBits);
    return vector / (static_cast<double>(vf) * plan.ic);
  };
  // The scalar loop ran each arm of an if only when its side was taken
  // (half its cost, LLVM's reciprocal block probability of 2), no select
  // or mask, and a branch per if instead.
  double scalar = 2 + plan.converted.branches;
  for (Operation &op : header->without_terminator())
    if (isCounted(op) && !plan.converted.selects.contains(&op) &&
        !plan.converted.masks.contains(&op))
      scalar +=
          getScalarCost(&op) * (plan.converted.armOps.contains(&op) ? 0.5 : 1);
  // A known trip count takes a width only if it runs a vector iteration,
  // and, below kTinyTripCount, leaves no scalar remainder (LLVM's
  // TinyTripCountVectorThreshold: it would cost more than it saves).
  std::optional<uint64_t> trip = plan.counted.tripCount;
  auto fits = [&](unsigned vf) {
    uint64_t step = static_cast<uint64_t>(vf) * plan.ic;
    if (trip && plan.needsRemainder)
      return *trip > step && *trip >= kTinyTripCount;
    return !trip ||
           (*trip >= step && (*trip >= kTinyTripCount || *trip % step == 0));
  };
  unsigned vf = 0;
  double best = 0;
  for (unsigned candidate = minVF; candidate <= maxVF; candidate *= 2) {
    if (!fits(candidate))
      continue;
    double cost = costAt(candidate);
    if (!vf || cost < best) {
      best = cost;
      vf = candidate;
    }
  }
  uint64_t minStep = static_cast<uint64_t>(minVF) * plan.ic;
  if (!vf && *trip < minStep)
    return Refusal{DenyReason::CostModel,
                   llvm::formatv("the trip count {0} is below one vector "
                                 "iteration ({1} lanes)",
                                 *trip, minStep)
                       .str()};
  if (!vf)
    return Refusal{DenyReason::CostModel,
                   llvm::formatv("the trip count {0} is below {1} and leaves "
                                 "a scalar remainder at every width",
                                 *trip, kTinyTripCount)
                       .str()};
  plan.vf = vf;
  uint64_t step = static_cast<uint64_t>(plan.vf) * plan.ic;
  plan.scalarCost = scalar;
  plan.vectorCost = best;
  // The table is coarse (lane extraction, unpacking and the guard are
  // not in it): a vector loop must save a sixth per element.
  if (!requestedWidth && plan.vectorCost > plan.scalarCost * kMinGain)
    return Refusal{
        DenyReason::CostModel,
        llvm::formatv("not cheap enough: cost {0:F1} -> {1:F1} per element at "
                      "{2} lanes (at most {3:F1} needed)",
                      plan.scalarCost, plan.vectorCost, step,
                      plan.scalarCost * kMinGain)
            .str()};
  plan.noRemainder =
      trip && *trip % step == 0 && plan.checks.empty() && !plan.needsRemainder;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
/// Emits the vector loop of a plan.
class VectorEmitter {
public:
  VectorEmitter(Plan &plan, Block *preheader, Block *body,
                const llvm::SetVector<Value> &vectorValues)
      : plan(plan), preheader(preheader), body(body),
        vectorValues(vectorValues), parts(plan.ic), lastLanes(plan.ic),
        vectors(plan.ic) {}

  Plan &plan;
  Block *preheader, *body;
  const llvm::SetVector<Value> &vectorValues;
  /// Per part: the scalar values of lane 0 (the variable is mapped to the
  /// part's first iteration).
  SmallVector<IRMapping> parts;
  /// Per part: the scalar values of the last lane (VF - 1), the lowest
  /// address of a backward access.
  SmallVector<IRMapping> lastLanes;
  /// Per part: vector values.
  SmallVector<IRMapping> vectors;
  IRMapping splats;
  /// [0, s, ..., (VF - 1) s] per element width and step s.
  llvm::SmallDenseMap<std::pair<unsigned, int64_t>, Value> stepVectors;

  bool isInLoop(Value value) const {
    Block *block = isa<BlockArgument>(value)
                       ? cast<BlockArgument>(value).getOwner()
                       : value.getDefiningOp()->getBlock();
    return block == plan.header;
  }

  VectorType vectorOf(Type type) const {
    return VectorType::get({static_cast<int64_t>(plan.vf)}, type);
  }

  /// The scalar value of `value` for lane 0 of a part, cloned at `builder`
  /// through `mapping`.
  static Value cloneScalar(Value value, IRMapping &mapping, OpBuilder &builder,
                           Block *header) {
    if (Value mapped = mapping.lookupOrNull(value))
      return mapped;
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != header)
      return value;
    for (Value operand : def->getOperands())
      cloneScalar(operand, mapping, builder, header);
    Operation *copy = cloneWithTraits(builder, def, mapping,
                                      CopyTraitPolicy{false, nullptr, false});
    return copy->getResult(cast<OpResult>(value).getResultNumber());
  }

  Value scalarAt(Value value, unsigned part, OpBuilder &builder) {
    return cloneScalar(value, parts[part], builder, plan.header);
  }

  Value lastLaneAt(Value value, unsigned part, OpBuilder &builder) {
    return cloneScalar(value, lastLanes[part], builder, plan.header);
  }

  /// `vector` with its lanes in reverse order.
  Value reverse(Value vector, OpBuilder &builder, Location loc) {
    SmallVector<int32_t> mask;
    for (unsigned lane = plan.vf; lane-- > 0;)
      mask.push_back(static_cast<int32_t>(lane));
    return ShuffleOp::create(builder, loc, vector.getType(), vector, vector,
                             mask);
  }

  Value splat(Value value, Location loc) {
    if (Value mapped = splats.lookupOrNull(value))
      return mapped;
    OpBuilder builder(preheader->getTerminator());
    Value result =
        SplatOp::create(builder, loc, vectorOf(value.getType()), value);
    splats.map(value, result);
    return result;
  }

  Value vectorAt(Value value, unsigned part, OpBuilder &builder) {
    if (Value mapped = vectors[part].lookupOrNull(value))
      return mapped;
    Location loc = value.getLoc();
    if (!isInLoop(value))
      return splat(value, loc);
    Value result;
    const auto *other =
        llvm::find_if(plan.integerIVs, [&](const Plan::IntegerIV &candidate) {
          return candidate.arg == value;
        });
    bool isIntegerIV = other != plan.integerIVs.end();
    if (value == plan.counted.iv.iv || isIntegerIV ||
        llvm::is_contained(plan.truncatedIVs, value)) {
      // splat(first iteration of the part) + [0, s, ..., (VF - 1) s] for
      // the step s (-1 counting down), at the variable's width or its
      // narrow copy's (trunc distributes over the addition).
      Type type = value.getType();
      int64_t step = isIntegerIV ? other->step : plan.step;
      Value &steps = stepVectors[{getBits(type), step}];
      if (!steps) {
        OpBuilder before(preheader->getTerminator());
        SmallVector<APInt> lanes;
        for (unsigned lane = 0; lane < plan.vf; ++lane)
          lanes.push_back(APInt(getBits(type),
                                static_cast<int64_t>(lane) * step,
                                /*isSigned=*/true, /*implicitTrunc=*/true));
        steps =
            ConstantOp::create(before, loc, vectorOf(type),
                               DenseElementsAttr::get(vectorOf(type), lanes));
      }
      Value first = SplatOp::create(builder, loc, vectorOf(type),
                                    scalarAt(value, part, builder));
      result = AddOp::create(builder, loc, first, steps);
    } else {
      Operation *def = value.getDefiningOp();
      bool uniform = llvm::all_of(def->getOperands(), [&](Value operand) {
        return !isInLoop(operand);
      });
      if (uniform && !isa<LoadOp>(def)) {
        // The same in every iteration: computed once before the loop.
        OpBuilder before(preheader->getTerminator());
        IRMapping none;
        Value scalar = cloneScalar(value, none, before, plan.header);
        result = splat(scalar, loc);
      } else {
        IRMapping mapping;
        for (Value operand : def->getOperands())
          mapping.map(operand, vectorAt(operand, part, builder));
        Operation *copy = cloneWithTraits(
            builder, def, mapping, CopyTraitPolicy{false, nullptr, false});
        dropScalarValueFacts(copy);
        for (OpResult res : copy->getResults())
          res.setType(vectorOf(res.getType()));
        result = copy->getResult(cast<OpResult>(value).getResultNumber());
      }
    }
    vectors[part].map(value, result);
    return result;
  }
};
} // namespace

/// Combines `a` and `b` (vectors or scalars) as `reduction` combines its
/// accumulator with its operand.
static Value combine(OpBuilder &builder, const Reduction &reduction, Value a,
                     Value b) {
  if (isa<SubOp>(reduction.ops.front()))
    return AddOp::create(builder, reduction.update.getLoc(), a, b);
  IRMapping mapping;
  mapping.map(reduction.arg, a);
  mapping.map(reduction.other, b);
  ArrayRef<Operation *> ops =
      ArrayRef(reduction.ops).take_front(reduction.combineOps);
  for (Operation *op : ops) {
    Operation *copy = builder.clone(*op, mapping);
    copy->removeAttr("nsw");
    copy->removeAttr("nuw");
    if (isa<VectorType>(a.getType()))
      dropScalarValueFacts(copy);
    for (OpResult result : copy->getResults())
      if (auto vector = dyn_cast<VectorType>(a.getType()))
        result.setType(
            result.getType().isInteger(1)
                ? VectorType::get(vector.getShape(), result.getType())
                : vector);
  }
  return mapping.lookup(ops.back()->getResult(0));
}

/// The result of the any-of reduction `reduction` from its parts' vectors:
/// its other value if a lane of any part left the start value `start`,
/// else `start`.
static Value finishAnyOf(OpBuilder &builder, Location loc,
                         const Reduction &reduction, ArrayRef<Value> parts,
                         Value start) {
  auto type = cast<VectorType>(parts.front().getType());
  Value starts = SplatOp::create(builder, loc, type, start);
  Value changed;
  for (Value part : parts) {
    Value lanes = ICmpOp::create(builder, loc, ICmpPredicate::ne, part, starts);
    changed = changed ? OrOp::create(builder, loc, changed, lanes) : lanes;
  }
  Value any = ReduceOp::create(builder, loc, builder.getI1Type(),
                               ReduceKind::or_, changed);
  return SelectOp::create(builder, loc, any, reduction.other, start);
}

/// The concatenation of `vectors`, each of `lanes` lanes, by shuffles.
static Value concatenate(OpBuilder &builder, Location loc,
                         ArrayRef<Value> vectors, unsigned lanes) {
  assert(!vectors.empty() && "nothing to concatenate");
  Value all = vectors[0];
  auto element = cast<VectorType>(all.getType()).getElementType();
  unsigned length = lanes;
  for (Value vector : vectors.drop_front()) {
    // Widened to `length` lanes (the extra ones repeat lane 0, never read),
    // then appended.
    if (length != lanes) {
      SmallVector<int32_t> widen;
      for (unsigned lane = 0; lane < length; ++lane)
        widen.push_back(lane < lanes ? static_cast<int32_t>(lane) : 0);
      vector = ShuffleOp::create(builder, loc,
                                 VectorType::get({int64_t(length)}, element),
                                 vector, vector, widen);
    }
    SmallVector<int32_t> append;
    for (unsigned lane = 0; lane < length + lanes; ++lane)
      append.push_back(static_cast<int32_t>(lane));
    all = ShuffleOp::create(builder, loc,
                            VectorType::get({int64_t(length + lanes)}, element),
                            all, vector, append);
    length += lanes;
  }
  return all;
}

void LoopVectorize::emitGroup(Plan &plan, const Plan::Group &group,
                              VectorEmitter &emitter, OpBuilder &builder) {
  unsigned factor = group.factor, vf = plan.vf;
  Operation *lowest = plan.accesses[group.members.front()].op;
  Location loc = plan.accesses[group.anchor].op->getLoc();
  SmallVector<Operation *, 4> members;
  for (unsigned member : group.members)
    members.push_back(plan.accesses[member].op);
  bool sameTraits = llvm::all_of(members, [&](Operation *op) {
    return getTraitList(op) == getTraitList(lowest);
  });
  CopyTraitPolicy keepFacts{false, nullptr, false};
  auto finish = [&](Operation *copy) {
    if (!sameTraits)
      setTraitList(copy, {});
    dropScalarValueFacts(copy);
  };
  for (unsigned part = 0; part < plan.ic; ++part) {
    if (auto load = dyn_cast<LoadOp>(lowest)) {
      // One load of F x VF elements; member m takes lanes m, m + F, ...
      IRMapping mapping;
      mapping.map(load.getAddr(),
                  emitter.scalarAt(load.getAddr(), part, builder));
      Operation *copy = cloneWithTraits(builder, load, mapping, keepFacts);
      finish(copy);
      cast<LoadOp>(copy).setAlignment(getAccessAlignment(load));
      Value wide = copy->getResult(0);
      wide.setType(VectorType::get({int64_t(factor * vf)}, load.getType()));
      for (auto [element, member] : llvm::zip(group.elements, members)) {
        SmallVector<int32_t> lanes;
        for (unsigned lane = 0; lane < vf; ++lane)
          lanes.push_back(static_cast<int32_t>(element + lane * factor));
        Value taken = ShuffleOp::create(
            builder, loc, emitter.vectorOf(load.getType()), wide, wide, lanes);
        emitter.vectors[part].map(member->getResult(0), taken);
      }
      continue;
    }
    // One store of F x VF elements: lane m + F j is member m's lane j.
    auto store = cast<StoreOp>(lowest);
    SmallVector<Value, 4> values;
    values.reserve(members.size());
    for (Operation *member : members)
      values.push_back(
          emitter.vectorAt(cast<StoreOp>(member).getValue(), part, builder));
    Value all = concatenate(builder, loc, values, vf);
    SmallVector<int32_t> lanes;
    for (unsigned lane = 0; lane < vf; ++lane)
      for (unsigned m = 0; m < factor; ++m)
        lanes.push_back(static_cast<int32_t>(m * vf + lane));
    Value interleaved =
        ShuffleOp::create(builder, loc, all.getType(), all, all, lanes);
    IRMapping mapping;
    mapping.map(store.getValue(), interleaved);
    mapping.map(store.getAddr(),
                emitter.scalarAt(store.getAddr(), part, builder));
    Operation *copy = cloneWithTraits(builder, store, mapping, keepFacts);
    finish(copy);
    cast<StoreOp>(copy).setAlignment(getAccessAlignment(store));
  }
}

void LoopVectorize::emitPredicatedStore(Plan &plan, unsigned part,
                                        uint64_t bytes, VectorEmitter &emitter,
                                        OpBuilder &builder,
                                        SmallVectorImpl<Block *> &blocks) {
  StoreOp store = plan.converted.predicatedStore;
  Location loc = store.getLoc();
  Value conditions = emitter.vectorAt(plan.converted.predicate, part, builder);
  Value values = emitter.vectorAt(store.getValue(), part, builder);
  Value first = emitter.scalarAt(store.getAddr(), part, builder);
  Type i64 = builder.getI64Type();
  CopyTraitPolicy keepFacts{false, nullptr, false};
  Region *region = builder.getInsertionBlock()->getParent();
  for (unsigned lane = 0; lane < plan.vf; ++lane) {
    Value index = createInt(builder, loc, i64, lane);
    Value condition = ExtractOp::create(builder, loc, conditions, index);
    Block *current = builder.getInsertionBlock();
    Block *storeBlock = new Block(), *next = new Block();
    region->getBlocks().insert(std::next(current->getIterator()), storeBlock);
    region->getBlocks().insert(std::next(storeBlock->getIterator()), next);
    branchToPredicatedStore(builder, loc, condition,
                            plan.converted.predicateOnFalse, storeBlock, next);
    OpBuilder atStore = OpBuilder::atBlockEnd(storeBlock);
    IRMapping mapping;
    mapping.map(store.getValue(),
                ExtractOp::create(atStore, loc, values, index).getResult());
    Value address = first;
    if (lane)
      address = GEPOp::create(atStore, loc, first, atStore.getI8Type(),
                              {GEPArg(static_cast<int32_t>(lane * bytes))});
    mapping.map(store.getAddr(), address);
    // Each copy stands for one execution of the original: its facts hold.
    cloneWithTraits(atStore, store, mapping, keepFacts);
    BrOp::create(atStore, loc, next);
    blocks.push_back(storeBlock);
    blocks.push_back(next);
    builder.setInsertionPointToEnd(next);
  }
}

/// Counts the vector loop of `plan` in the statistics, and says what it
/// is: the remark's and the request result's note.
std::string LoopVectorize::describe(const Plan &plan) {
  ++vectorized;
  reductions += plan.reductions.size();
  if (!plan.checks.empty()) {
    ++runtimeChecked;
    runtimeChecks += plan.checks.size();
  }
  bool down = plan.step < 0;
  uint64_t magnitude = static_cast<uint64_t>(std::abs(plan.step));
  std::string note =
      llvm::formatv("vectorized by {0}, interleaved by {1}: cost {2:F1} -> "
                    "{3:F1} per element",
                    plan.vf, plan.ic, plan.scalarCost, plan.vectorCost)
          .str();
  if (plan.atHostWidth) {
    ++atHostWidth;
    note +=
        llvm::formatv(" at the recorded CPU's {0}-bit vectors", plan.targetBits)
            .str();
  }
  unsigned backwardCount = llvm::count(plan.backward, true);
  if (down || backwardCount)
    ++reversed;
  if (down)
    note += ", counting down";
  if (magnitude != 1) {
    ++stepped;
    note += llvm::formatv(", stepping by {0}", magnitude).str();
  }
  if (backwardCount)
    note +=
        llvm::formatv(", {0} backward access(es) lane-reversed", backwardCount)
            .str();
  if (plan.ifConverted) {
    ++ifConverted;
    note += llvm::formatv(", if-converted with {0} select(s){1}",
                          plan.converted.selects.size(),
                          plan.converted.mergedStore
                              ? " (blending the stores of its arms)"
                              : "")
                .str();
  }
  if (plan.converted.predicatedStore) {
    ++predicatedStores;
    note += ", a conditional store stored lane by lane";
  }
  if (!plan.integerIVs.empty()) {
    integerIVs += plan.integerIVs.size();
    note += llvm::formatv(", {0} other induction variable(s)",
                          plan.integerIVs.size())
                .str();
  }
  if (!plan.reductions.empty())
    note += llvm::formatv(", {0} reduction(s)", plan.reductions.size()).str();
  if (plan.noRemainder) {
    note += ", no remainder";
  } else {
    note += ", with a scalar remainder";
  }
  if (!plan.checks.empty())
    note += llvm::formatv(", behind a runtime check of {0} pair(s) (no trait "
                          "separates {1}; the original loop runs when the "
                          "check fails)",
                          plan.checks.size(), plan.checkNotes.front())
                .str();
  return note;
}

std::string LoopVectorize::describeEpilogue(const Plan &plan) {
  ++epilogues;
  std::string note =
      llvm::formatv("its scalar remainder runs {0} lanes at a time first (a "
                    "vector epilogue): cost {1:F1} -> {2:F1} per element",
                    plan.vf, plan.scalarCost, plan.vectorCost)
          .str();
  if (!plan.checks.empty())
    note += llvm::formatv(", behind its own runtime check of {0} pair(s)",
                          plan.checks.size())
                .str();
  return note;
}

LogicalResult LoopVectorize::transform(CFGLoop *loop, Plan &plan,
                                       RequestAttr request) {
  Block *header = plan.header;
  const InductionVariable &iv = plan.counted.iv;
  Location loc = plan.latch->getLoc();
  Type ivType = iv.iv.getType();
  uint64_t step = static_cast<uint64_t>(plan.vf) * plan.ic;
  Operation *originalBranch = plan.latch;
  SmallVector<Value> exitOperands(
      plan.latch.getSuccessorOperands(1 - plan.headerIndex)
          .getForwardedOperands());

  // 1. A fresh preheader P taking the header's arguments. The loops are
  // updated in place as blocks come and go (a rebuild per loop would be
  // quadratic in a function of many loops).
  LoopInfo &loops = analyses.getLoops();
  Block *preheader = insertPreheader(loop);
  if (!preheader && plan.isEpilogue())
    return success();
  if (!preheader)
    return record(originalBranch, request, DenyReason::Unsupported,
                  "the loop has no entering edge");
  loops.addPreheader(loop, preheader);
  Value start = preheader->getArgument(plan.ivIndex);
  OpBuilder pre(preheader->getTerminator());
  Value bound = plan.counted.bound;
  if (plan.counted.adjustedBound)
    bound = ConstantOp::create(
        pre, loc, ivType,
        pre.getIntegerAttr(ivType, *plan.counted.adjustedBound));
  // Iterations: bound - start counting up, start - bound counting down,
  // plus one when the test reads the variable before its increment (the
  // tested values are start, start + 1, ... then). Past the bound, n is
  // not the count, and the guard's first test sends the loop to the
  // scalar form; where the count is 2^w, n wraps to 0 and so does it. A
  // step s of more than one tests start + s, start + 2s, ...: the distance
  // d (at least 1 behind the guard) takes (d - 1) / s + 1 iterations, one
  // more when the test reads the variable before its increment.
  bool down = plan.step < 0;
  uint64_t magnitude = static_cast<uint64_t>(std::abs(plan.step));
  Value n = down ? SubOp::create(pre, loc, start, bound)
                 : SubOp::create(pre, loc, bound, start);
  if (magnitude == 1) {
    if (!plan.counted.testsNext)
      n = AddOp::create(pre, loc, n, createInt(pre, loc, ivType, 1));
  } else {
    Value below = SubOp::create(pre, loc, n, createInt(pre, loc, ivType, 1));
    Value steps =
        UDivOp::create(pre, loc, below, createInt(pre, loc, ivType, magnitude));
    n = AddOp::create(
        pre, loc, steps,
        createInt(pre, loc, ivType, plan.counted.testsNext ? 1 : 2));
  }
  // The variable `count` iterations after `from` (`from` + count * step).
  auto advance = [&](OpBuilder &builder, Value from, Value count) -> Value {
    if (magnitude != 1)
      count = MulOp::create(builder, loc, count,
                            createInt(builder, loc, ivType, magnitude));
    return down ? SubOp::create(builder, loc, from, count).getResult()
                : AddOp::create(builder, loc, from, count).getResult();
  };
  Value stepValue = createInt(pre, loc, ivType, step);
  // With a gap in a load group, the vector loop leaves at least one
  // iteration: it runs (n - 1) rounded down to whole steps.
  Value vectorTrip = AndOp::create(
      pre, loc,
      plan.needsRemainder
          ? SubOp::create(pre, loc, n, createInt(pre, loc, ivType, 1))
          : n,
      createInt(pre, loc, ivType, -step));
  // A pointer variable after `count` iterations (an unsigned count).
  auto pointerAfter = [&](OpBuilder &builder, const Plan::PointerIV &pointer,
                          Value count) -> Value {
    Type i64 = builder.getI64Type();
    if (getBits(ivType) != 64)
      count = ZExtOp::create(builder, loc, i64, count);
    Value bytes = MulOp::create(
        builder, loc, count,
        createInt(builder, loc, i64, static_cast<uint64_t>(pointer.bytes)));
    return GEPOp::create(builder, loc,
                         preheader->getArgument(pointer.arg.getArgNumber()),
                         builder.getI8Type(), {GEPArg(bytes)});
  };
  // An integer variable after `count` iterations (an unsigned count), at
  // its own width: start + count * step wraps as the variable does.
  auto integerAfter = [&](OpBuilder &builder, const Plan::IntegerIV &other,
                          Value count) -> Value {
    Type type = other.arg.getType();
    if (getBits(type) < getBits(ivType))
      count = TruncOp::create(builder, loc, type, count);
    else if (getBits(type) > getBits(ivType))
      count = ZExtOp::create(builder, loc, type, count);
    Value delta = MulOp::create(
        builder, loc, count,
        createInt(builder, loc, type, static_cast<uint64_t>(other.step)));
    return AddOp::create(
        builder, loc, preheader->getArgument(other.arg.getArgNumber()), delta);
  };

  // 2. Blocks: the vector preheader VP, the vector body V and the middle
  // block M, before the header. VP, entered only when the guard and the
  // runtime checks pass (LLVM's vector.ph), computes what the vector loop
  // needs before it starts (splats, step vectors, accumulator seeds), so a
  // short loop the guard sends to the scalar form pays for none of it.
  Region &region = func.getBody();
  Block *vectorPreheader = new Block();
  region.getBlocks().insert(header->getIterator(), vectorPreheader);
  Block *body = new Block();
  region.getBlocks().insert(header->getIterator(), body);
  Block *middle = new Block();
  region.getBlocks().insert(header->getIterator(), middle);
  body->addArgument(ivType, loc);
  OpBuilder vpre = OpBuilder::atBlockEnd(vectorPreheader);
  VectorEmitter emitter(plan, vectorPreheader, body, vectorValues);
  // Accumulators: reduction r, part p at 1 + r * IC + p.
  SmallVector<Value> entryValues = {createInt(vpre, loc, ivType, 0)};
  for (const Reduction &reduction : plan.reductions) {
    VectorType type = emitter.vectorOf(reduction.arg.getType());
    Value init = preheader->getArgument(reduction.argIndex);
    Value seed = reduction.identity
                     ? ConstantOp::create(
                           vpre, loc, type,
                           DenseElementsAttr::get(
                               type, ArrayRef<Attribute>{reduction.identity}))
                           .getResult()
                     : SplatOp::create(vpre, loc, type, init).getResult();
    for (unsigned part = 0; part < plan.ic; ++part) {
      body->addArgument(type, loc);
      entryValues.push_back(seed);
    }
  }
  BrOp::create(vpre, loc, body, entryValues);

  // 3. The guard, and the block of runtime checks after it.
  Value guard, memoryGuard;
  Block *checkBlock = nullptr;
  if (!plan.noRemainder) {
    if (plan.counted.predicate != ICmpPredicate::ne)
      plan.runs =
          ICmpOp::create(pre, loc, plan.counted.predicate, start, bound);
    guard = buildGuard(pre, loc, plan.runs, n, stepValue, plan.needsRemainder);
    // Runtime checks: the byte ranges [lo, hi) the two accesses touch over
    // the whole loop do not overlap. They run in a block of their own,
    // only when the count is enough for the vector loop (LLVM's
    // vector.memcheck after min.iters.check): a short loop pays for one
    // comparison.
    if (!plan.checks.empty()) {
      checkBlock = new Block();
      region.getBlocks().insert(body->getIterator(), checkBlock);
      OpBuilder chk = OpBuilder::atBlockEnd(checkBlock);
      Type i64 = chk.getI64Type();
      Value n64 = getBits(ivType) == 64
                      ? n
                      : ZExtOp::create(chk, loc, i64, n).getResult();
      Value last = SubOp::create(chk, loc, n64, createInt(chk, loc, i64, 1));
      IRMapping atStart;
      atStart.map(iv.iv, start);
      for (const Plan::PointerIV &pointer : plan.pointerIVs)
        atStart.map(pointer.arg,
                    preheader->getArgument(pointer.arg.getArgNumber()));
      for (BlockArgument arg : plan.truncatedIVs)
        atStart.map(arg, TruncOp::create(chk, loc, arg.getType(), start));
      for (const Plan::IntegerIV &other : plan.integerIVs)
        atStart.map(other.arg,
                    preheader->getArgument(other.arg.getArgNumber()));
      auto range = [&](const MemoryAccess &access) {
        Value address = isa<LoadOp>(access.op)
                            ? cast<LoadOp>(access.op).getAddr()
                            : cast<StoreOp>(access.op).getAddr();
        Value first = VectorEmitter::cloneScalar(address, atStart, chk, header);
        Value at = PtrToIntOp::create(chk, loc, i64, first);
        // The address moves by `stride` bytes per iteration: the first
        // iteration's is the lowest (highest) when it is positive
        // (negative).
        int64_t stride = access.address->coefficient * plan.kStep;
        Value span = MulOp::create(
            chk, loc, last,
            createInt(chk, loc, i64, static_cast<uint64_t>(std::abs(stride))));
        Value lo =
            stride < 0 ? SubOp::create(chk, loc, at, span).getResult() : at;
        Value top = stride < 0 ? at : AddOp::create(chk, loc, at, span);
        Value hi =
            AddOp::create(chk, loc, top, createInt(chk, loc, i64, access.size));
        return std::pair(lo, hi);
      };
      for (auto [a, b] : plan.checks) {
        auto [loA, hiA] = range(plan.accesses[a]);
        auto [loB, hiB] = range(plan.accesses[b]);
        Value before = ICmpOp::create(chk, loc, ICmpPredicate::ule, hiA, loB);
        Value after = ICmpOp::create(chk, loc, ICmpPredicate::ule, hiB, loA);
        Value disjoint = OrOp::create(chk, loc, before, after);
        memoryGuard =
            memoryGuard
                ? AndOp::create(chk, loc, memoryGuard, disjoint).getResult()
                : disjoint;
      }
    }
  }

  // 4. The vector body: one block, and two more per lane of a conditional
  // store.
  SmallVector<Block *> bodyBlocks = {body};
  OpBuilder builder = OpBuilder::atBlockEnd(body);
  Value index = body->getArgument(0);
  for (unsigned part = 0; part < plan.ic; ++part) {
    Value offset = index;
    if (part)
      offset = AddOp::create(builder, loc, index,
                             createInt(builder, loc, ivType, part * plan.vf));
    Value first = advance(builder, start, offset);
    emitter.parts[part].map(iv.iv, first);
    for (BlockArgument arg : plan.truncatedIVs)
      emitter.parts[part].map(
          arg, TruncOp::create(builder, loc, arg.getType(), first));
    for (const Plan::PointerIV &pointer : plan.pointerIVs)
      emitter.parts[part].map(pointer.arg,
                              pointerAfter(builder, pointer, offset));
    for (const Plan::IntegerIV &other : plan.integerIVs)
      emitter.parts[part].map(other.arg, integerAfter(builder, other, offset));
    if (!llvm::is_contained(plan.backward, true))
      continue;
    Value lanes = createInt(builder, loc, ivType, plan.vf - 1);
    Value last = advance(builder, first, lanes);
    emitter.lastLanes[part].map(iv.iv, last);
    for (BlockArgument arg : plan.truncatedIVs)
      emitter.lastLanes[part].map(
          arg, TruncOp::create(builder, loc, arg.getType(), last));
    Value lastOffset = AddOp::create(builder, loc, offset, lanes);
    for (const Plan::PointerIV &pointer : plan.pointerIVs)
      emitter.lastLanes[part].map(pointer.arg,
                                  pointerAfter(builder, pointer, lastOffset));
    for (const Plan::IntegerIV &other : plan.integerIVs)
      emitter.lastLanes[part].map(other.arg,
                                  integerAfter(builder, other, lastOffset));
  }
  for (auto [position, reduction] : llvm::enumerate(plan.reductions))
    for (unsigned part = 0; part < plan.ic; ++part)
      emitter.vectors[part].map(
          reduction.arg, body->getArgument(1 + position * plan.ic + part));
  CopyTraitPolicy keepFacts{false, nullptr, false};
  for (auto [index, access, backward] :
       llvm::enumerate(plan.accesses, plan.backward)) {
    if (int group = plan.groupOf[index]; group >= 0) {
      // The group's wide access where its anchor is; the others are done.
      if (plan.groups[group].anchor == index)
        emitGroup(plan, plan.groups[group], emitter, builder);
      continue;
    }
    for (unsigned part = 0; part < plan.ic; ++part) {
      // Each vector access stands for VF executions of the original, so
      // its facts of one execution (noalias scopes) hold. A backward one
      // starts at the last lane's address and reverses its lanes.
      if (auto load = dyn_cast<LoadOp>(access.op)) {
        Value address = backward
                            ? emitter.lastLaneAt(load.getAddr(), part, builder)
                            : emitter.scalarAt(load.getAddr(), part, builder);
        IRMapping mapping;
        mapping.map(load.getAddr(), address);
        Operation *copy = cloneWithTraits(builder, load, mapping, keepFacts);
        Value result = copy->getResult(0);
        if (access.address->coefficient == 0)
          result = SplatOp::create(builder, load.getLoc(),
                                   emitter.vectorOf(load.getType()), result);
        else {
          dropScalarValueFacts(copy);
          // The vector's own alignment would promise more than one lane's.
          cast<LoadOp>(copy).setAlignment(getAccessAlignment(load));
          result.setType(emitter.vectorOf(load.getType()));
          if (backward)
            result = emitter.reverse(result, builder, load.getLoc());
        }
        emitter.vectors[part].map(load.getResult(), result);
      } else if (access.op == plan.converted.predicatedStore.getOperation()) {
        emitPredicatedStore(plan, part, access.size, emitter, builder,
                            bodyBlocks);
      } else {
        auto store = cast<StoreOp>(access.op);
        IRMapping mapping;
        Value value = emitter.vectorAt(store.getValue(), part, builder);
        if (backward)
          value = emitter.reverse(value, builder, store.getLoc());
        mapping.map(store.getValue(), value);
        mapping.map(store.getAddr(),
                    backward
                        ? emitter.lastLaneAt(store.getAddr(), part, builder)
                        : emitter.scalarAt(store.getAddr(), part, builder));
        Operation *copy = cloneWithTraits(builder, store, mapping, keepFacts);
        cast<StoreOp>(copy).setAlignment(getAccessAlignment(store));
      }
    }
  }
  SmallVector<Value> backEdge;
  Value nextIndex = AddOp::create(builder, loc, index, stepValue);
  backEdge.push_back(nextIndex);
  // updates[r][p]
  SmallVector<SmallVector<Value>> updates;
  for (const Reduction &reduction : plan.reductions) {
    updates.emplace_back();
    for (unsigned part = 0; part < plan.ic; ++part) {
      Value update = emitter.vectorAt(reduction.update, part, builder);
      // Reassociated partial results may wrap where the scalar order did
      // not: no wrap flags on them.
      for (Operation *op : reduction.ops)
        if (Value copy = emitter.vectors[part].lookupOrNull(op->getResult(0)))
          if (Operation *def = copy.getDefiningOp()) {
            def->removeAttr("nsw");
            def->removeAttr("nuw");
          }
      updates.back().push_back(update);
      backEdge.push_back(update);
    }
  }
  Value again =
      ICmpOp::create(builder, loc, ICmpPredicate::ne, nextIndex, vectorTrip);
  CondBrOp::create(builder, loc, again, body, backEdge, middle, ValueRange());
  loops.addInnermostLoopBeside(loop, bodyBlocks);
  loops.addBlocksAround(loop, {vectorPreheader, middle});

  // 5. The middle block: final values, then the exit or the remainder.
  OpBuilder mid = OpBuilder::atBlockEnd(middle);
  SmallVector<Value> finals;
  for (auto [r, reduction] : llvm::enumerate(plan.reductions)) {
    if (reduction.anyOf) {
      finals.push_back(finishAnyOf(mid, loc, reduction, updates[r],
                                   preheader->getArgument(reduction.argIndex)));
      continue;
    }
    Value total = updates[r][0];
    for (unsigned part = 1; part < plan.ic; ++part)
      total = combine(mid, reduction, total, updates[r][part]);
    auto reduce = ReduceOp::create(mid, loc, reduction.arg.getType(),
                                   reduction.kind, total);
    if (auto flags =
            reduction.ops.front()->getAttrOfType<FastMathFlagsAttr>("fastmath"))
      reduce.setFastmathAttr(flags);
    finals.push_back(combine(
        mid, reduction, preheader->getArgument(reduction.argIndex), reduce));
  }
  DenseMap<Value, Value> finalOf;
  // The last iteration's variable is start +- (n - 1) steps, its next
  // value start +- n steps.
  auto getFinalIV = [&](Value value) -> Value {
    if (value == iv.getNext())
      return advance(mid, start, n);
    return down ? AddOp::create(mid, loc, advance(mid, start, n),
                                createInt(mid, loc, ivType, magnitude))
                      .getResult()
                : SubOp::create(mid, loc, advance(mid, start, n),
                                createInt(mid, loc, ivType, magnitude))
                      .getResult();
  };
  // A carried variable is its value after n - 1 iterations in the last,
  // its next value that after n.
  auto lastIterations = [&]() -> Value {
    return SubOp::create(mid, loc, n, createInt(mid, loc, ivType, 1));
  };
  // The value a variable or reduction of the loop has after it (the
  // value itself for anything else).
  auto getFinalUntruncated = [&](Value value) -> Value {
    if (value == iv.iv || value == iv.getNext())
      return getFinalIV(value);
    for (const Plan::PointerIV &pointer : plan.pointerIVs)
      if (value == pointer.arg || value == pointer.next)
        return pointerAfter(mid, pointer,
                            value == pointer.arg ? lastIterations() : n);
    for (const Plan::IntegerIV &other : plan.integerIVs)
      if (value == other.arg || value == other.next)
        return integerAfter(mid, other,
                            value == other.arg ? lastIterations() : n);
    for (auto [r, reduction] : llvm::enumerate(plan.reductions))
      if (value == reduction.update)
        return finals[r];
    return value;
  };
  // A truncation of one in the loop (the C variable of a widened one) is
  // the truncation of its final value.
  auto getFinal = [&](Value value) -> Value {
    if (auto it = finalOf.find(value); it != finalOf.end())
      return it->second;
    Value result = getFinalUntruncated(value);
    if (auto trunc = value.getDefiningOp<TruncOp>();
        trunc && trunc->getBlock() == header) {
      Value inner = getFinalUntruncated(trunc.getIn());
      if (inner != trunc.getIn())
        result = TruncOp::create(mid, loc, trunc.getType(), inner);
    }
    finalOf[value] = result;
    return result;
  };
  SmallVector<Value> exitValues;
  for (Value value : exitOperands)
    exitValues.push_back(getFinal(value));
  // Values used after the loop, outside the exit edge; their uses wait on
  // a placeholder (a rewrite moves the operands of the branches it extends).
  SmallVector<std::pair<Value, Operation *>> liveOuts;
  {
    SmallVector<Value> defined(header->getArguments());
    for (Operation &op : *header)
      llvm::append_range(defined, op.getResults());
    for (Value value : defined) {
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : value.getUses())
        if (use.getOwner()->getBlock() != header)
          uses.push_back(&use);
      if (!uses.empty()) {
        getFinal(value);
        liveOuts.push_back({value, parkUses(region, value, uses)});
      }
    }
  }

  Operation *preBranch = preheader->getTerminator();
  SmallVector<Value> scalarEntry(preheader->getArguments());
  OpBuilder atPre(preBranch);
  std::string note =
      plan.isEpilogue() ? describeEpilogue(plan) : describe(plan);
  if (plan.isEpilogue())
    reporter.passed(loc, "VectorizedEpilogue", note);
  else
    reporter.passed(loc, "Vectorized", note);

  if (plan.noRemainder) {
    ++noRemainder;
    BrOp::create(atPre, preBranch->getLoc(), vectorPreheader);
    preBranch->erase();
    BrOp::create(mid, loc, plan.exit, exitValues);
    // The original loop is unreachable: its requests end here (an
    // epilogue's ended with the main loop's).
    bool failedRecord =
        !plan.isEpilogue() &&
        failed(record(originalBranch, request, std::nullopt, note));
    for (RequestAttr other : TraitView::forOp(originalBranch).getRequests())
      if (other != request && !plan.isEpilogue())
        failedRecord |=
            failed(record(originalBranch, other, DenyReason::AlreadyDone,
                          "the loop was vectorized without a "
                          "scalar remainder"));
    for (auto &[value, placeholder] : liveOuts) {
      placeholder->getResult(0).replaceAllUsesWith(finalOf[value]);
      placeholder->erase();
    }
    loops.eraseInnermostLoop(loop);
    header->dropAllDefinedValueUses();
    header->dropAllReferences();
    header->erase();
    erasedHeaders.insert(header);
    return failure(failedRecord);
  }

  if (checkBlock) {
    CondBrOp::create(atPre, preBranch->getLoc(), guard, checkBlock,
                     ValueRange(), header, scalarEntry);
    OpBuilder atCheck = OpBuilder::atBlockEnd(checkBlock);
    CondBrOp::create(atCheck, preBranch->getLoc(), memoryGuard, vectorPreheader,
                     ValueRange(), header, scalarEntry);
    loops.addBlocksAround(loop, {checkBlock});
  } else {
    CondBrOp::create(atPre, preBranch->getLoc(), guard, vectorPreheader,
                     ValueRange(), header, scalarEntry);
  }
  preBranch->erase();
  SmallVector<Value> resume(header->getNumArguments());
  resume[plan.ivIndex] = advance(mid, start, vectorTrip);
  for (auto [r, reduction] : llvm::enumerate(plan.reductions))
    resume[reduction.argIndex] = finals[r];
  for (BlockArgument arg : plan.truncatedIVs)
    resume[arg.getArgNumber()] =
        TruncOp::create(mid, loc, arg.getType(), resume[plan.ivIndex]);
  for (const Plan::PointerIV &pointer : plan.pointerIVs)
    resume[pointer.arg.getArgNumber()] = pointerAfter(mid, pointer, vectorTrip);
  for (const Plan::IntegerIV &other : plan.integerIVs)
    resume[other.arg.getArgNumber()] = integerAfter(mid, other, vectorTrip);
  Value remains = ICmpOp::create(mid, loc, ICmpPredicate::ne, vectorTrip, n);
  CondBrOp::create(mid, loc, remains, header, resume, plan.exit, exitValues);
  // The scalar loop's one entering block (LLVM's scalar.ph): the guard,
  // the runtime checks and the middle block enter the remainder through
  // it, so the passes after this one (the runtime unroller, licm) see a
  // loop with a preheader.
  plan.guardBlock = preheader;
  plan.tripCount = n;
  plan.scalarPreheader = insertPreheader(loop);
  loops.addBlocksAround(loop, {plan.scalarPreheader});

  // Values used after the loop: the scalar loop's, or the middle block's.
  // Every such use is past the loop's one exit edge, so a block entered
  // only from the header and the middle block dominates it: the exit, or
  // a new block on both edges to it. Each value becomes an argument of
  // that block, and no dominator tree is needed. Only when the exit edge
  // is an outer loop's back edge (the exit is the header of a loop around
  // this one) does the SSA updater merge them over a tree built for it.
  bool exitIsOuterHeader = false;
  for (CFGLoop *around = loop->getParentLoop(); around;
       around = around->getParentLoop())
    exitIsOuterHeader |= around->getHeader() == plan.exit;
  if (!liveOuts.empty() && !exitIsOuterHeader) {
    Block *join = plan.exit;
    if (llvm::any_of(join->getPredecessors(), [&](Block *predecessor) {
          return predecessor != header && predecessor != middle;
        })) {
      join = redirectForwardEdges(plan.exit, {header, middle},
                                  plan.exit->getIterator());
      loops.addExitBlock(loop, join);
    }
    auto middleBranch = cast<CondBrOp>(middle->getTerminator());
    for (auto &[value, placeholder] : liveOuts) {
      BlockArgument merged = join->addArgument(value.getType(), value.getLoc());
      plan.latch.getSuccessorOperands(1 - plan.headerIndex).append(value);
      middleBranch.getSuccessorOperands(1).append(finalOf[value]);
      placeholder->getResult(0).replaceAllUsesWith(merged);
      placeholder->erase();
    }
    liveOuts.clear();
  }
  if (!liveOuts.empty()) {
    analyses.getDominance().invalidate(&region);
    budget.spend(static_cast<int64_t>(region.getBlocks().size()));
  }
  for (auto &[value, placeholder] : liveOuts) {
    SSAUpdater updater(region, analyses.getDominance(), value.getType(),
                       value.getLoc());
    updater.addAvailableValue(header, value);
    updater.addAvailableValue(middle, finalOf[value]);
    if (failed(updater.rewriteAllUsesOf(placeholder->getResult(0))))
      return originalBranch->emitError(
          "loop-vectorize: internal error: a loop value used after the loop "
          "is not reached by either exit");
    placeholder->erase();
  }

  if (plan.isEpilogue())
    return success();
  if (failed(record(originalBranch, request, std::nullopt, note)))
    return failure();
  // Consumed: the remainder is not vectorized again in a later round. Nor
  // unrolled or interleaved: after the vector loop it runs fewer than VF ×
  // IC iterations, and a short loop the guard sent there pays for the
  // unrolled copy's setup (LLVM leaves its epilogue alone too).
  SmallVector<RequestAttr> done{request};
  std::string doneNote =
      llvm::formatv("the loop was vectorized; this is its scalar remainder, "
                    "which runs fewer than {0} iterations after the vector "
                    "loop",
                    step)
          .str();
  for (RequestAttr other : TraitView::forOp(originalBranch).getRequests())
    if (other.getKind() == RequestKind::unroll ||
        other.getKind() == RequestKind::interleave) {
      if (failed(
              record(originalBranch, other, DenyReason::AlreadyDone, doneNote)))
        return failure();
      done.push_back(other);
    }
  consumeRequests(originalBranch, done);
  return success();
}

/// A loop vectorized by at least `epilogue-min-width` lanes leaves up to VF
/// × IC - 1 iterations to its scalar remainder, and a short loop (a
/// swap of 4 or 8 bytes) the guard sends there runs all of its iterations
/// one by one: the remainder gets a vector loop of its own at a quarter of
/// the width (at least 2 lanes), when the cost model takes that width
/// (LLVM's epilogue vectorization, for main widths of 16 and more). It is
/// planned as the main loop was, with its own guard and runtime checks,
/// and leaves a scalar remainder of its own; refusing changes nothing. The
/// request's result is the main loop's: the epilogue has a remark.
LogicalResult LoopVectorize::vectorizeEpilogue(Block *header, const Plan &main,
                                               RequestAttr request) {
  if (main.noRemainder || !options.epilogueMinWidth ||
      main.vf < options.epilogueMinWidth)
    return success();
  CFGLoop *remainder = analyses->getLoopFor(header);
  if (!remainder || remainder->getHeader() != header ||
      remainder->getNumBlocks() != 1)
    return success();
  budget.spend(static_cast<int64_t>(header->getOperations().size()));
  Plan epilogue;
  epilogue.epilogueWidth = std::max(2u, main.vf / 4);
  if (plan(remainder, request, epilogue))
    return success();
  if (failed(transform(remainder, epilogue, request)))
    return failure();
  if (epilogue.scalarPreheader)
    testShortLoopsFirst(main, epilogue);
  return success();
}

/// Moves the compare or `and` computing `value` in `from`, read by nothing
/// but its user, before `before`, and so on for its operands (but `keep`).
static void sinkGuardTests(Value value, Operation *before, Block *from,
                           Value keep) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != from || !def->hasOneUse() || value == keep ||
      !isa<ICmpOp, AndOp>(def))
    return;
  def->moveBefore(before);
  for (Value operand : def->getOperands())
    sinkGuardTests(operand, def, from, keep);
}

/// LLVM's iter.check: the main loop's guard block first tests that the
/// loop runs at least the epilogue's VF iterations, and sends a shorter one
/// straight to the epilogue's scalar remainder; the main guard moves to a
/// block of its own, entered otherwise. A short loop then pays for one
/// test, not for the main guard and the epilogue's.
void LoopVectorize::testShortLoopsFirst(const Plan &main,
                                        const Plan &epilogue) {
  Block *guardBlock = main.guardBlock;
  auto branch = dyn_cast<CondBrOp>(guardBlock->getTerminator());
  if (!branch)
    return;
  Location loc = branch.getLoc();
  Block *mainTest = new Block();
  guardBlock->getParent()->getBlocks().insert(
      std::next(guardBlock->getIterator()), mainTest);
  OpBuilder atTest = OpBuilder::atBlockEnd(mainTest);
  auto mainBranch =
      CondBrOp::create(atTest, loc, branch.getCondition(), branch.getTrueDest(),
                       branch.getTrueDestOperands(), branch.getFalseDest(),
                       branch.getFalseDestOperands());

  OpBuilder atGuard(branch);
  Value count = main.tripCount;
  Value enough =
      buildGuard(atGuard, loc, main.runs, count,
                 createInt(atGuard, loc, count.getType(), epilogue.vf),
                 epilogue.needsRemainder);
  SmallVector<Value> scalarEntry(branch.getFalseDestOperands());
  CondBrOp::create(atGuard, loc, enough, mainTest, ValueRange(),
                   epilogue.scalarPreheader, scalarEntry);
  branch->erase();
  // The main guard's compares go with it when nothing else reads them.
  sinkGuardTests(mainBranch.getCondition(), mainBranch, guardBlock, main.runs);
  CFGLoop *remainder = analyses->getLoopFor(epilogue.header);
  analyses.getLoops().addBlocksAround(remainder, {mainTest});
}

//===----------------------------------------------------------------------===//
// Early exits
//===----------------------------------------------------------------------===//

/// A loop that leaves early, a search (`for (i = 0; i < n; i++) if (p[i] ==
/// key) return i;`): two blocks, the header's vir.cond_br leaving the loop
/// on a condition computed from loads of consecutive elements `p[i]`, the
/// latch's test `next < bound` (or !=) counting a variable that steps by
/// one from a constant: to a constant bound (bound - start iterations), or
/// to a bound from before the loop, which a guard before the vector loop
/// checks against what the loads may read. The skipped
/// iterations must do nothing else: no operation with effects in either
/// block, and no header argument but the variable and casts of it. A vector
/// loop runs ahead of the original one: each trip loads VF elements of
/// every array the condition reads, computes the condition in VF lanes,
/// and when a lane would leave enters the original loop at the trip's first
/// iteration, which finds the exit within VF iterations; after the last
/// whole vector (at least one iteration is left) it enters it there too.
/// The vector loads read elements the original loop would not when it
/// leaves early: each base needs an epoch-valid `#vir.dereferenceable`
/// covering every lane (LLVM vectorizes such loops only over memory known
/// dereferenceable, too). The lanes past an exit compute values the
/// original never does: the copies lose their wrap flags and value facts.
std::optional<Refusal> LoopVectorize::vectorizeEarlyExit(CFGLoop *loop,
                                                         Operation *branch,
                                                         RequestAttr request) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  BottomTestedLoop shape;
  if (std::optional<std::string> why =
          matchBottomTestedLoop(func, loop, reporter, "vectorized", shape,
                                /*allowOtherExits=*/true))
    return unsupported(*why);
  Block *header = shape.header;
  auto exitBranch = dyn_cast<CondBrOp>(header->getTerminator());
  if (shape.latch == header || !exitBranch || shape.otherExiting.size() != 1 ||
      shape.otherExiting.front() != header)
    return unsupported("the loop has 2 blocks and its header's branch leaves "
                       "the loop, but not as a search: a header that leaves "
                       "and a latch that counts");
  bool leavesOnTrue = !loop->contains(exitBranch.getTrueDest());
  // Nothing the skipped iterations do may be seen.
  for (Block *block : shape.blocks)
    for (Operation &op : *block) {
      if (op.hasTrait<OpTrait::IsTerminator>())
        continue;
      if (auto load = dyn_cast<LoadOp>(op)) {
        if (isVolatileOrAtomicAccess(load))
          return unsupported("the loop holds a volatile or atomic access");
        continue;
      }
      if (!isMemoryEffectFree(&op))
        return unsupported(
            llvm::formatv("{0} in a loop that leaves early has effects: the "
                          "iterations the vector loop skips must do nothing "
                          "but compute its exit test",
                          op.getName().getStringRef()));
    }

  // The count: a variable from a constant, by one, to a constant bound.
  // The latch's test is `next < bound` (or !=) for a bound from before the
  // loop (Utils/LoopUtils.h findCountedLoop on the latch). A constant bound
  // gives the most iterations; another bound is checked before the vector
  // loop, which runs only when it leaves a whole vector and stays within
  // what the loads may read.
  std::optional<CountedLoop> counted =
      findCountedLoop(loop, shape.latch, findInductionVariables(loop, ranges));
  if (!counted || !counted->testsNext || counted->adjustedBound)
    return unsupported("the latch's test does not compare the next value "
                       "with a bound from before the loop (<, or !=)");
  const InductionVariable *counter = &counted->iv;
  std::optional<APInt> start = getIncomingScalarConstant(counter->start);
  if (!counter->hasConstantStep(1) || !start || start->isNegative())
    return unsupported("the latch's test does not count a variable stepping "
                       "by one from a constant that is not negative");
  Value runtimeBound;
  std::optional<uint64_t> tripCount = counted->tripCount;
  if (std::optional<APInt> bound = getScalarConstant(counted->bound)) {
    // A bound at or below the start: one iteration (!= would count through
    // the wrap, which no vector loop takes either).
    if (!tripCount || !bound->ugt(*start))
      tripCount = 1;
  } else {
    runtimeBound = counted->bound;
  }
  // Other header arguments: casts of the variable (a copy kept at its C
  // type), made again where the vector loop enters the original one.
  Value latchNext = counter->getNext();
  SmallVector<Operation *> casts(header->getNumArguments(), nullptr);
  auto backEdge = shape.test.getSuccessorOperands(shape.headerIndex);
  for (BlockArgument arg : header->getArguments()) {
    if (arg == counter->iv)
      continue;
    Operation *cast = backEdge[arg.getArgNumber()].getDefiningOp();
    Block *entering = loop->getLoopPredecessor();
    Value incoming =
        entering ? getIncomingValue(entering, header, arg.getArgNumber())
                 : Value();
    std::optional<APInt> first =
        incoming ? getIncomingScalarConstant(incoming) : std::nullopt;
    bool ok = isa_and_nonnull<TruncOp, ZExtOp, SExtOp>(cast) &&
              cast->getOperand(0) == latchNext && first;
    if (ok) {
      unsigned width = getBits(arg.getType());
      APInt expected = isa<TruncOp>(cast)  ? start->trunc(width)
                       : isa<ZExtOp>(cast) ? start->zext(width)
                                           : start->sext(width);
      ok = expected == *first;
    }
    if (!ok)
      return unsupported(llvm::formatv(
          "header argument {0} is neither the induction variable nor a cast "
          "of it: the iterations the vector loop skips would have to carry "
          "it",
          arg.getArgNumber()));
    casts[arg.getArgNumber()] = cast;
  }

  // p[i]: a vir.gep in the header of a base from before the loop, its one
  // dynamic index the variable or an extension of it, addressing an element
  // of the loaded type (`p[i]`, or `a[0][i]` of an array `a`).
  auto isElementAddress = [&](LoadOp load) {
    auto gep = load.getAddr().getDefiningOp<GEPOp>();
    if (!gep || gep->getBlock() != header ||
        !isDefinedOutside(gep.getBase(), loop))
      return false;
    SmallVector<GEPArg> indices = gep.getIndices();
    Type element = gep.getElemType();
    if (indices.size() == 2) {
      auto array = dyn_cast<ArrayType>(element);
      if (!array || indices.front().isDynamic() ||
          indices.front().getConstant() != 0)
        return false;
      element = array.getElementType();
    }
    if (indices.size() > 2 || element != load.getType() ||
        !indices.back().isDynamic())
      return false;
    Value index = indices.back().getValue();
    if (auto extension = index.getDefiningOp();
        isa_and_nonnull<SExtOp, ZExtOp>(extension) &&
        extension->getBlock() == header)
      index = extension->getOperand(0);
    return index == counter->iv;
  };

  // The exit test's operations: loads of p[i], and pure operations with
  // vector forms on them, the variable and values from before the loop.
  Value condition = exitBranch.getCondition();
  llvm::SetVector<Operation *> cone;
  SmallVector<Value> worklist{condition};
  unsigned widest = 8;
  uint64_t neededBytes = 0;
  SmallVector<std::pair<LoadOp, uint64_t>> loads;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (value == counter->iv || isDefinedOutside(value, loop))
      continue;
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != header)
      return unsupported("the exit test reads a value the loop carries or "
                         "computes after its header");
    if (!cone.insert(def))
      continue;
    if (auto load = dyn_cast<LoadOp>(def)) {
      if (!isElementAddress(load) || !isVectorElement(load.getType()))
        return unsupported("the exit test loads other than consecutive "
                           "elements p[i] of a base from before the loop");
      uint64_t bytes = getBits(load.getType()) / 8;
      loads.push_back({load, bytes});
      widest = std::max(widest, getBits(load.getType()));
      continue;
    }
    if (!hasVectorForm(def) && !isa<ConstantOp>(def))
      return unsupported(llvm::formatv("{0} in the exit test has no vector "
                                       "form",
                                       def->getName().getStringRef()));
    for (Value result : def->getResults())
      if (isa<IntegerType, FloatType>(result.getType()) &&
          !result.getType().isInteger(1))
        widest = std::max(widest, getBits(result.getType()));
    llvm::append_range(worklist, def->getOperands());
  }
  if (loads.empty())
    return unsupported("the exit test loads nothing");
  unsigned bits = options.widthBits ? options.widthBits : 128;
  unsigned vf = bits / widest;
  if (vf < 2)
    return unsupported(llvm::formatv("{0}-bit vectors hold fewer than two "
                                     "{1}-bit lanes",
                                     bits, widest));
  uint64_t first = start->getZExtValue();
  uint64_t lastIndex = 0;
  if (tripCount) {
    uint64_t vectorTrips = (*tripCount - 1) / vf;
    if (vectorTrips == 0)
      return Refusal{DenyReason::CostModel,
                     llvm::formatv("the loop runs at most {0} iterations: no "
                                   "whole vector of {1} before the last one",
                                   *tripCount, vf)
                         .str()};
    lastIndex = first + vectorTrips * vf;
  }
  // With a bound known only at run time, the most elements every load may
  // read: the vector loop runs only for a bound up to it.
  uint64_t maxBound = std::numeric_limits<uint64_t>::max();
  for (auto [load, bytes] : loads) {
    Value base = load.getAddr().getDefiningOp<GEPOp>().getBase();
    TraitView view = TraitView::forValue(base);
    auto fact = view.get<DereferenceableAttr>();
    if (runtimeBound) {
      if (fact)
        maxBound = std::min<uint64_t>(maxBound, fact.getBytes() / bytes);
      neededBytes = (first + vf + 1) * bytes;
    } else {
      neededBytes = lastIndex * bytes;
    }
    if (!fact || fact.getBytes() < neededBytes)
      return unsupported(llvm::formatv(
          "the vector loads read up to byte {0} of {1}, which no "
          "epoch-valid #vir.dereferenceable covers{2}: an exit before them "
          "would not have read them",
          neededBytes,
          base.getDefiningOp<AddressOfOp>()
              ? ("@" + base.getDefiningOp<AddressOfOp>().getSymbol()).str()
              : std::string("its base"),
          view.hasStale<DereferenceableAttr>() ? " (a stale one is ignored)"
                                               : ""));
  }

  // The vector loop, between a new preheader and the header.
  LoopInfo &loops = analyses.getLoops();
  Block *preheader = insertPreheader(loop);
  if (!preheader)
    return unsupported("the loop has no entering edge");
  loops.addBlocksAround(loop, {preheader});
  Location loc = branch->getLoc();
  Region &region = *header->getParent();
  Type ivType = counter->iv.getType();
  auto *body = new Block(), *latch = new Block(), *enter = new Block();
  region.getBlocks().insert(header->getIterator(), body);
  region.getBlocks().insert(header->getIterator(), latch);
  region.getBlocks().insert(header->getIterator(), enter);
  Value index = body->addArgument(ivType, loc);
  Value resume = enter->addArgument(ivType, loc);
  auto vectorOf = [&](Type type) { return VectorType::get({vf}, type); };

  OpBuilder pre(preheader->getTerminator());
  maxBound = std::min<uint64_t>(
      maxBound, APInt::getMaxValue(getBits(ivType)).getZExtValue());
  // A bound known at run time: the vector loop runs when first + VF <
  // bound <= maxBound (unsigned: a negative bound fails), to the last whole
  // vector before the last iteration, first + ((bound - first - 1) & -VF).
  Value runtimeGuard, vectorEnd;
  if (runtimeBound) {
    Value fits = ICmpOp::create(pre, loc, ICmpPredicate::ule, runtimeBound,
                                createInt(pre, loc, ivType, maxBound));
    Value long_ = ICmpOp::create(pre, loc, ICmpPredicate::ugt, runtimeBound,
                                 createInt(pre, loc, ivType, first + vf));
    runtimeGuard = AndOp::create(pre, loc, fits, long_);
    Value count = SubOp::create(pre, loc, runtimeBound,
                                createInt(pre, loc, ivType, first + 1));
    Value whole = AndOp::create(pre, loc, count,
                                createInt(pre, loc, ivType, -uint64_t(vf)));
    vectorEnd =
        AddOp::create(pre, loc, whole, createInt(pre, loc, ivType, first));
  }
  OpBuilder builder = OpBuilder::atBlockEnd(body);
  IRMapping scalars, vectors;
  scalars.map(counter->iv, index);
  auto widen = [&](Value value) -> Value {
    if (Value mapped = vectors.lookupOrNull(value))
      return mapped;
    Value result;
    if (value == counter->iv) {
      SmallVector<APInt> lanes;
      for (unsigned lane = 0; lane < vf; ++lane)
        lanes.push_back(APInt(getBits(ivType), lane));
      Value steps =
          ConstantOp::create(pre, loc, vectorOf(ivType),
                             DenseElementsAttr::get(vectorOf(ivType), lanes));
      result = AddOp::create(
          builder, loc, SplatOp::create(builder, loc, vectorOf(ivType), index),
          steps);
    } else {
      Operation *def = value.getDefiningOp();
      Value scalar = value;
      if (def && isa<ConstantOp>(def) && def->getBlock() == header)
        scalar = pre.clone(*def)->getResult(0);
      result = SplatOp::create(pre, loc, vectorOf(value.getType()), scalar);
    }
    vectors.map(value, result);
    return result;
  };
  for (Operation &op : *header) {
    if (!cone.contains(&op))
      continue;
    if (auto load = dyn_cast<LoadOp>(op)) {
      auto gep = load.getAddr().getDefiningOp<GEPOp>();
      Value index = gep.getIndices().back().getValue();
      if (!scalars.contains(index))
        scalars.map(
            index,
            builder.clone(*index.getDefiningOp(), scalars)->getResult(0));
      Operation *address = builder.clone(*gep, scalars);
      IRMapping mapping;
      mapping.map(load.getAddr(), address->getResult(0));
      Operation *copy = cloneWithTraits(builder, load, mapping,
                                        CopyTraitPolicy{false, nullptr, false});
      dropScalarValueFacts(copy);
      copy->getResult(0).setType(vectorOf(load.getType()));
      vectors.map(load.getResult(), copy->getResult(0));
      continue;
    }
    if (isa<ConstantOp>(op))
      continue;
    IRMapping mapping;
    for (Value operand : op.getOperands())
      mapping.map(operand, widen(operand));
    Operation *copy = builder.clone(op, mapping);
    copy->removeAttr("nsw");
    copy->removeAttr("nuw");
    copy->removeAttr("exact");
    setTraitList(copy, {});
    for (OpResult result : copy->getResults())
      result.setType(vectorOf(result.getType()));
    for (auto [from, to] : llvm::zip(op.getResults(), copy->getResults()))
      vectors.map(from, to);
  }
  Value lanes = widen(condition);
  // Some lane leaves: any lane true when the exit is on true, not all
  // when it is on false.
  Value test = ReduceOp::create(
      builder, loc, builder.getI1Type(),
      leavesOnTrue ? ReduceKind::or_ : ReduceKind::and_, lanes);
  if (leavesOnTrue)
    CondBrOp::create(builder, loc, test, enter, ValueRange{index}, latch,
                     ValueRange());
  else
    CondBrOp::create(builder, loc, test, latch, ValueRange(), enter,
                     ValueRange{index});
  OpBuilder atLatch = OpBuilder::atBlockEnd(latch);
  Value next =
      AddOp::create(atLatch, loc, index, createInt(atLatch, loc, ivType, vf));
  Value end =
      vectorEnd ? vectorEnd : createInt(atLatch, loc, ivType, lastIndex);
  Value more = ICmpOp::create(atLatch, loc, ICmpPredicate::ne, next, end);
  CondBrOp::create(atLatch, loc, more, body, ValueRange{next}, enter,
                   ValueRange{next});
  // The original loop, entered at the vector trip's first iteration.
  OpBuilder atEnter = OpBuilder::atBlockEnd(enter);
  SmallVector<Value> entry;
  for (BlockArgument arg : header->getArguments()) {
    if (arg == counter->iv) {
      entry.push_back(resume);
      continue;
    }
    OperationState state(loc, casts[arg.getArgNumber()]->getName());
    state.addOperands(resume);
    state.addTypes(arg.getType());
    entry.push_back(atEnter.create(state)->getResult(0));
  }
  BrOp::create(atEnter, loc, header, entry);
  Operation *oldEntry = preheader->getTerminator();
  Value firstIndex = createInt(pre, loc, ivType, first);
  if (runtimeGuard)
    CondBrOp::create(pre, loc, runtimeGuard, body, ValueRange{firstIndex},
                     enter, ValueRange{firstIndex});
  else
    BrOp::create(pre, loc, body, ValueRange{firstIndex});
  oldEntry->erase();
  loops.addInnermostLoopBeside(loop, {body, latch});
  loops.addBlocksAround(loop, {enter});

  ++vectorized;
  ++earlyExits;
  std::string note =
      llvm::formatv("a search: vectors of {0} lanes test the exit ahead of "
                    "the loop, which is entered at the first vector with a "
                    "lane that leaves (loads dereferenceable {1})",
                    vf,
                    runtimeBound
                        ? llvm::formatv("for bounds up to {0}, checked "
                                        "before the loop",
                                        maxBound)
                              .str()
                        : llvm::formatv("for {0} bytes", neededBytes).str())
          .str();
  reporter.passed(loc, "Vectorized", note);
  if (failed(record(branch, request, std::nullopt, note)))
    return Refusal{DenyReason::Unsupported, "internal error"};
  consumeRequests(branch, {request});
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopVectorizePass : vct::impl::LoopVectorizePassBase<LoopVectorizePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::vectorize}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopVectorizePassOptions options{
        maxIterations,    widthBits, targetBits,      interleave,
        maxRuntimeChecks, hostWidth, epilogueMinWidth};
    LoopVectorize vectorize(func, getAnalysis<DominanceInfo>(), loops,
                            getAnalysis<RangeInfo>(), getAnalysis<AliasInfo>(),
                            reporter, options);
    if (failed(vectorize.run()))
      return signalPassFailure();
    numVectorized += vectorize.vectorized;
    numRuntimeChecked += vectorize.runtimeChecked;
    numRuntimeChecks += vectorize.runtimeChecks;
    numReductions += vectorize.reductions;
    numEarlyExits += vectorize.earlyExits;
    numNoRemainder += vectorize.noRemainder;
    numReversed += vectorize.reversed;
    numStepped += vectorize.stepped;
    numIfConverted += vectorize.ifConverted;
    numPredicatedStores += vectorize.predicatedStores;
    numHostWidth += vectorize.atHostWidth;
    numIntegerIVs += vectorize.integerIVs;
    numEpilogues += vectorize.epilogues;
    PassOutcome outcome;
    outcome.changed =
        vectorize.vectorized != 0 || vectorize.foldedReductions != 0;
    outcome.changedCFG = vectorize.vectorized != 0;
    outcome.changedTraits = outcome.changedCFG;
    outcome.budgetExhausted = vectorize.exhausted();
    outcome.budgetNote = "loops after that point were not vectorized";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
