//===- LICM.cpp - Loop invariant code motion ------------------------------===//
//
// For each natural loop of a function's own body, innermost first:
//
//  1. License. The loop's requests are on the branches forming its back
//     edges. An epoch-valid `licm` request licenses hoisting whatever is
//     safe; without one, only operations carrying an epoch-valid
//     `#vir.loop_invariant` move (O-20, O-29). Stale requests and traits
//     are ignored with a remark.
//  2. Summary. What the loop (nested loops included) does to memory: its
//     writers and readers, whether it holds a `vir.opaque_region` (then
//     nothing moves: O-36, O-38) or a volatile or atomic access.
//  3. Plan. In dominator-tree order over the loop's own blocks (nested
//     loops' blocks are left to those loops), an operation is invariant
//     when each operand is defined outside the loop, by an operation
//     already planned, or by a constant (copied along). It moves when it
//     is licensed and safe to run on every entry to the loop:
//     side-effect free and speculatable (a division needs a nonzero
//     constant divisor or a `#vir.range` excluding 0 and -1, or to run on
//     every entry to the loop, as for loads below); a load also needs
//     not to fault where the loop would not have run it: an address within
//     a `#vir.dereferenceable` region, or the load runs on every entry to
//     the loop — in the header before any operation that may not pass
//     control on (a rotated loop's body), or, in a loop with an acyclic
//     body, no nested loop and no such operation at all, in a block that
//     dominates every latch and exiting block (embcc's R1) — and, unless
//     it carries `loop_invariant`, no writer in the loop that AliasInfo
//     cannot separate from it. Volatile and atomic loads never move.
//  4. Preheader. CFGLoop never finds a preheader for MLIR blocks, so when
//     the loop's only entering block does not branch to the header alone,
//     a new block takes the header's arguments and the entering edges.
//     Dominance and loops are then rebuilt.
//  5. Hoist the plan before the preheader's branch, keeping order.
//  6. Promotion (licm requests only): an address defined outside the loop
//     that the loop only loads and stores, all in one block that dominates
//     every latch and exiting block, with at least one store, no other
//     access in the loop that may read or write it, and either a first
//     access that runs on every entry to the loop (as for loads, in 3) or
//     a dereferenceable address: loaded in the preheader, carried in a new
//     header argument,
//     the loads replaced by the current value, the stores by the value
//     they store, and stored back on every exit edge (in a new block when
//     the exit block has other predecessors). The store that dominates the
//     exits makes the exit stores write nothing the loop would not have.
//  7. Results: every evaluated licm request gets a RequestResult. The
//     request stays on the loop: code that becomes invariant later (inlined
//     into the loop, or exposed by rotation) moves in a later run, and the
//     request keeps its first result.
//
// Reference: LLVM's LICM (hoistRegion and promoteLoopAccessesToScalars).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/LoopMemory.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/SSAUpdater.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LICMPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "licm"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// The operations to hoist out of one loop, definitions first.
struct HoistPlan {
  SmallVector<Operation *> ops;
  /// The planned operations that ran on every entry to the loop (first in
  /// the header): their value facts stay true once hoisted.
  DenseSet<Operation *> guaranteed;
  /// Licensed invariant operations that cannot move, and why.
  SmallVector<std::pair<Operation *, std::string>> blocked;
};

/// A memory location to carry in a register across a loop.
struct Promotion {
  Value address;
  Type type;
  /// The block holding every access, or null when they are in several
  /// blocks of the loop (then the SSA updater carries the value).
  Block *block = nullptr;
  /// The loads and stores of it, in block order.
  SmallVector<Operation *> accesses;
};
} // namespace

/// True if `size` bytes at `address` can be read without faulting on every
/// entry to `loop`: the address is a constant offset (through GEPs) from a
/// value defined outside the loop whose epoch-valid `#vir.dereferenceable`
/// covers them.
static bool isDereferenceable(Value address, uint64_t size, CFGLoop *loop) {
  int64_t offset = 0;
  // GEP chains are short; the bound keeps a pathological one cheap.
  for (unsigned depth = 0; depth < 16; ++depth) {
    if (isDefinedOutside(address, loop))
      if (auto fact = TraitView::forValue(address).get<DereferenceableAttr>())
        return static_cast<uint64_t>(offset) <= fact.getBytes() &&
               size <= fact.getBytes() - static_cast<uint64_t>(offset);
    auto gep = address.getDefiningOp<GEPOp>();
    if (!gep)
      return false;
    std::optional<int64_t> step = getNonNegativeGEPOffset(gep);
    if (!step || llvm::AddOverflow(offset, *step, offset))
      return false;
    address = gep.getBase();
  }
  return false;
}

/// Why `op`, side-effect free, may not run where the loop would not run it;
/// nullopt if it may.
static std::optional<std::string>
whyNotSpeculatable(Operation *op, CFGLoop *loop, const RangeInfo &ranges) {
  if (isSpeculatable(op))
    return std::nullopt;
  bool isSigned = isa<SDivOp, SRemOp>(op);
  if (!isSigned && !isa<UDivOp, URemOp>(op))
    return op->getName().getStringRef().str() + " may have undefined behaviour";
  Value divisor = op->getOperand(1);
  // A range fact of a value computed in the loop may hold only where the
  // loop computed it.
  if (isDefinedOutside(divisor, loop)) {
    if (std::optional<ConstantIntRanges> range = ranges.getRange(divisor)) {
      bool safe = isSigned ? range->smin().sgt(0) || range->smax().slt(-1)
                           : range->umin().ugt(0);
      if (safe)
        return std::nullopt;
    }
  }
  return isSigned ? "a division by a value not known to be nonzero and not -1"
                  : "a division by a value not known to be nonzero";
}

/// What a writer that may clobber a load is, for a note.
static std::string describeWriter(Operation *writer) {
  if (isa<CallOp>(writer))
    return "a call in the loop may write memory (no #vir.nowrite)";
  if (isa<StoreOp>(writer))
    return "a store in the loop may write the loaded memory";
  if (isa<MemcpyOp, MemmoveOp, MemsetOp>(writer))
    return "a memory intrinsic in the loop may write the loaded memory";
  return "an operation in the loop may write memory";
}

/// True if `op` always passes control to the next operation (for the
/// "ran on every entry" test): not a call (unless a pure call, which
/// returns) or a region, which may not return, and not a volatile or atomic
/// access.
static bool alwaysContinues(Operation *op) {
  if (isPureCall(op) || isReadOnlyLibCall(op))
    return true;
  return !isa<CallOp, OpaqueRegionOp>(op) && !isVolatileOrAtomicAccess(op);
}

/// True if every entry to `loop` reaches a latch or an exit: no nested
/// loop, no cycle but through the header, and every operation always passes
/// control on. A block dominating every latch and exiting block then runs
/// on each entry.
static bool isStraightLoop(CFGLoop *loop) {
  if (!loop->getSubLoops().empty() || !hasAcyclicBody(loop))
    return false;
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (!alwaysContinues(&op))
        return false;
  return true;
}

/// "1 operation", "2 operations".
static std::string pluralize(unsigned n, StringRef singular, StringRef plural) {
  return llvm::formatv("{0} {1}", n, n == 1 ? singular : plural).str();
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
class LICM {
public:
  LICM(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
       const AliasInfo &aliases, const RangeInfo &ranges,
       PassReporter &reporter, int64_t budget)
      : func(func), dominance(dominance),
        loops(func, dominance, loops, &this->budget), aliases(aliases),
        ranges(ranges), reporter(reporter), budget{budget} {}

  /// Processes every loop. Fails on an internal compiler error.
  LogicalResult run();

  bool changed() const { return irChanged; }
  bool changedCFG() const { return cfgChanged; }
  bool exhausted() const { return budget.exhausted; }

  /// What changed, for the pass's statistics.
  unsigned hoistedOps = 0, promotedLocations = 0;

private:
  LogicalResult processLoop(Block *header);
  /// `straight`: isStraightLoop(loop).
  HoistPlan planHoists(CFGLoop *loop, bool requested, const LoopMemory &memory,
                       bool straight);
  /// Why the invariant load `load` cannot move, or nullopt.
  /// The write in the loop (or the synchronisation) that may change what
  /// `reader` reads, or nothing when none may.
  std::optional<std::string> whyReadChanges(mlir::Operation *reader,
                                            const LoopMemory &memory);
  /// Why an invariant library call (isReadOnlyLibCall) may not move out of
  /// `loop`, or nothing when it may.
  std::optional<std::string> whyLibCallStays(mlir::Operation *call,
                                             bool runsOnEntry,
                                             const LoopMemory &memory);
  std::optional<std::string> whyLoadStays(LoadOp load, CFGLoop *loop,
                                          bool licensedByTrait,
                                          bool runsOnEntry,
                                          const LoopMemory &memory);
  SmallVector<Promotion> planPromotions(CFGLoop *loop, const LoopMemory &memory,
                                        bool straight);
  /// `straight`: isStraightLoop(loop).
  bool canPromote(const Promotion &promotion, CFGLoop *loop,
                  const LoopMemory &memory, bool straight);

  Block *getOrCreatePreheader(CFGLoop *loop);
  void hoist(const HoistPlan &plan, CFGLoop *loop, Block *preheader);
  /// Promotes one location of the loop headed by `header`. Fails on an
  /// internal compiler error.
  LogicalResult promote(const Promotion &promotion, Block *header,
                        Block *preheader);
  /// Stores `valueAt(builder)` to the promoted address on every exit edge of
  /// `loop`, in the exit block when the edge is its only way in, else in a
  /// new block on the edge (the loops are then stale). The stores are at
  /// `loc` (the accesses may be gone already).
  void storeOnExits(const Promotion &promotion, CFGLoop *loop, Location loc,
                    IntegerAttr alignment, ArrayRef<Attribute> facts,
                    llvm::function_ref<Value(OpBuilder &)> valueAt);
  /// promote for accesses in several blocks; fails on an internal error.
  LogicalResult promoteAcrossBlocks(const Promotion &promotion, Block *header,
                                    Block *preheader);
  /// Rebuilds dominance and the loops if an edge was split since they were
  /// built.
  void rebuildIfStale() {
    if (loopsStale)
      loops.rebuild();
    loopsStale = false;
  }
  /// Records `result` for each request. The requests stay on their
  /// branches: the loop may hold more to hoist after a later pass.
  LogicalResult record(ArrayRef<std::pair<Operation *, RequestAttr>> requests,
                       std::optional<DenyReason> reason,
                       const std::string &note);

  FuncOp func;
  DominanceInfo &dominance;
  /// `dominance` and the loops, rebuilt after a CFG change.
  LoopAnalyses loops;
  const AliasInfo &aliases;
  const RangeInfo &ranges;
  PassReporter &reporter;
  IterationBudget budget;
  bool irChanged = false, cfgChanged = false;
  /// An exit edge was split since dominance and the loops were built.
  bool loopsStale = false;
  /// Stale traits already reported.
  DenseSet<Operation *> reportedStale;
};
} // namespace

LogicalResult LICM::run() {
  for (Block *header : loops->getHeadersInnermostFirst())
    if (failed(processLoop(header)))
      return failure();
  return success();
}

LogicalResult LICM::processLoop(Block *header) {
  CFGLoop *loop = loops->getLoopFor(header);
  assert(loop && loop->getHeader() == header && "loops changed");

  // 1. License: the licm requests on the back edges.
  SmallVector<std::pair<Operation *, RequestAttr>> requests;
  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  for (Block *latch : latches) {
    Operation *branch = latch->getTerminator();
    TraitView traits = TraitView::forOp(branch);
    if (RequestAttr request = traits.getRequest(RequestKind::licm))
      requests.push_back({branch, request});
    for (TraitAttrInterface stale : traits.getStale())
      if (auto request = dyn_cast<RequestAttr>(stale);
          request && request.getKind() == RequestKind::licm)
        reporter.missed(branch->getLoc(), "StaleRequest",
                        llvm::formatv("ignored stale licm request (stamped "
                                      "at epoch {0}, the function is at {1})",
                                      request.getEpoch(),
                                      func.getCurrentEpoch()));
  }
  bool requested = !requests.empty();
  LLVM_DEBUG(
      llvm::dbgs() << "  - loop at " << header->getTerminator()->getLoc()
                   << (requested ? ": licm requested\n" : ": no request\n"));

  if (!budget.take())
    return record(requests, DenyReason::TooLarge,
                  "vir.max_iterations ran out before this loop");

  // 2. Summary.
  LoopMemory memory = LoopMemory::get(loop);
  if (memory.hasBarrier)
    return record(requests, DenyReason::Unsupported,
                  "the loop contains a vir.opaque_region; nothing moves "
                  "across a region barrier");

  // 3. Plan. Hoisting keeps the loop straight or not: what it moves out
  // always passes control on.
  bool straight = isStraightLoop(loop);
  HoistPlan plan = planHoists(loop, requested, memory, straight);
  if (budget.exhausted)
    return record(requests, DenyReason::TooLarge,
                  "vir.max_iterations ran out while planning this loop");

  // 4, 5. Preheader and hoisting.
  unsigned hoisted = plan.ops.size();
  Block *preheader = nullptr;
  if (hoisted) {
    preheader = getOrCreatePreheader(loop);
    loop = loops->getLoopFor(header);
    hoist(plan, loop, preheader);
    hoistedOps += hoisted;
    if (!requested)
      reporter.passed(plan.ops.front()->getLoc(), "Hoisted",
                      "hoisted " +
                          pluralize(hoisted, "loop_invariant operation",
                                    "loop_invariant operations") +
                          " out of the loop");
  }

  // 6. Promotion.
  unsigned promoted = 0;
  if (requested) {
    LoopMemory after = LoopMemory::get(loop);
    Block *entering = preheader ? preheader : LoopInfo::getPreheader(loop);
    SmallVector<Promotion> promotions;
    if (!entering || isa<BrOp>(entering->getTerminator()))
      promotions = planPromotions(loop, after, straight);
    if (!promotions.empty()) {
      if (!entering) {
        entering = getOrCreatePreheader(loop);
        loop = loops->getLoopFor(header);
      }
      for (const Promotion &promotion : promotions) {
        // A load that could not be hoisted may be promoted instead.
        llvm::erase_if(plan.blocked, [&](const auto &blocked) {
          return llvm::is_contained(promotion.accesses, blocked.first);
        });
        if (failed(promote(promotion, header, entering)))
          return failure();
      }
      rebuildIfStale();
      loop = loops->getLoopFor(header);
      promoted = promotions.size();
      promotedLocations += promoted;
      LLVM_DEBUG(llvm::dbgs()
                 << "  - promoted " << promoted << " memory locations\n");
    }
  }

  // 7. Results.
  if (!requested)
    return success();
  if (hoisted || promoted) {
    SmallVector<std::string, 2> done;
    if (hoisted)
      done.push_back("hoisted " +
                     pluralize(hoisted, "operation", "operations"));
    if (promoted)
      done.push_back("promoted " + pluralize(promoted, "memory location",
                                             "memory locations"));
    std::string note = llvm::join(done, ", ");
    if (!plan.blocked.empty())
      note += "; " +
              pluralize(plan.blocked.size(), "invariant operation stays",
                        "invariant operations stay") +
              ": " + plan.blocked.front().second;
    return record(requests, std::nullopt, note);
  }
  if (!plan.blocked.empty())
    return record(
        requests, DenyReason::Unsupported,
        pluralize(plan.blocked.size(), "loop-invariant operation",
                  "loop-invariant operations") +
            " cannot move without more facts: " + plan.blocked.front().second);
  return record(requests, DenyReason::AlreadyDone,
                "nothing in the loop is loop-invariant");
}

HoistPlan LICM::planHoists(CFGLoop *loop, bool requested,
                           const LoopMemory &memory, bool straight) {
  HoistPlan plan;
  DenseSet<Operation *> planned;
  auto isInvariant = [&](Value value) {
    if (isDefinedOutside(value, loop))
      return true;
    Operation *def = value.getDefiningOp();
    return def &&
           (planned.contains(def) || (def->hasTrait<OpTrait::ConstantLike>() &&
                                      def->getNumOperands() == 0));
  };
  auto block = [&](Operation *op, bool licensedByTrait, std::string why) {
    LLVM_DEBUG(llvm::dbgs() << "  - keep " << op->getName() << " at "
                            << op->getLoc() << ": " << why << "\n");
    plan.blocked.emplace_back(op, why);
    if (licensedByTrait)
      reporter.missed(op->getLoc(), "NotHoisted",
                      "loop_invariant operation not hoisted: " + why);
  };

  Block *header = loop->getHeader();
  // Blocks that run on every entry to the loop: in a straight loop, a
  // block dominating every latch and exiting block.
  SmallVector<Block *> ends;
  loop->getLoopLatches(ends);
  loop->getExitingBlocks(ends);
  auto runsOnEveryEntry = [&](Block *block) {
    return straight && llvm::all_of(ends, [&](Block *end) {
             return dominance.dominates(block, end);
           });
  };
  // Dominator-tree preorder over the loop's blocks: definitions come
  // before their uses. Blocks of nested loops are skipped.
  SmallVector<DominanceInfoNode *> worklist = {dominance.getNode(header)};
  while (!worklist.empty()) {
    DominanceInfoNode *node = worklist.pop_back_val();
    Block *current = node->getBlock();
    if (!loop->contains(current))
      continue;
    SmallVector<DominanceInfoNode *> children(node->begin(), node->end());
    for (DominanceInfoNode *child : llvm::reverse(children))
      worklist.push_back(child);
    if (loops->getLoopFor(current) != loop)
      continue;

    // In the header, until an operation that may not pass control on,
    // every operation runs on each entry to the loop.
    bool runsOnEntry = current == header;
    bool blockRunsOnEntry = runsOnEveryEntry(current);
    for (Operation &op : *current) {
      if (!budget.take())
        return plan;
      bool opRunsOnEntry = runsOnEntry || blockRunsOnEntry;
      runsOnEntry = runsOnEntry && alwaysContinues(&op);
      if (op.getNumRegions() != 0 || op.getNumResults() != 1 ||
          op.hasTrait<OpTrait::IsTerminator>() ||
          op.hasTrait<OpTrait::ConstantLike>())
        continue;
      TraitView traits = TraitView::forOp(&op);
      bool licensedByTrait = traits.has<LoopInvariantAttr>();
      if (!licensedByTrait && traits.hasStale<LoopInvariantAttr>() &&
          reportedStale.insert(&op).second)
        reporter.missed(op.getLoc(), "StaleTrait",
                        "ignored stale loop_invariant trait");
      if (!requested && !licensedByTrait)
        continue;
      if (!llvm::all_of(op.getOperands(), isInvariant)) {
        if (licensedByTrait)
          reporter.missed(op.getLoc(), "NotHoisted",
                          "loop_invariant operation not hoisted: an "
                          "operand is computed in the loop");
        continue;
      }
      if (auto load = dyn_cast<LoadOp>(op)) {
        if (isVolatileOrAtomicAccess(load))
          continue; // every execution is observable: never invariant
        if (std::optional<std::string> why = whyLoadStays(
                load, loop, licensedByTrait, opRunsOnEntry, memory)) {
          block(&op, licensedByTrait, *why);
          continue;
        }
      } else if (isPureCall(&op)) {
        // It returns and touches no memory, but it may have undefined
        // behaviour for operands the loop would never give it: it moves only
        // from where every entry to the loop runs it.
        if (!opRunsOnEntry) {
          block(&op, licensedByTrait,
                "a call that does not run on every entry to the loop");
          continue;
        }
      } else if (isReadOnlyLibCall(&op)) {
        // strlen of an invariant string: it reads memory, so it moves as an
        // invariant load that runs on every entry does (it may have
        // undefined behaviour for a pointer the loop would never give it).
        if (std::optional<std::string> why =
                whyLibCallStays(&op, opRunsOnEntry, memory)) {
          block(&op, licensedByTrait, *why);
          continue;
        }
      } else if (!isMemoryEffectFree(&op)) {
        continue; // calls, allocas: not invariant computations
      } else if (std::optional<std::string> why =
                     whyNotSpeculatable(&op, loop, ranges)) {
        // A division the loop runs on every entry has its undefined
        // behaviour there too: it may run before the loop instead.
        if (!opRunsOnEntry) {
          block(&op, licensedByTrait,
                *why + ", and it does not run on every entry to the loop");
          continue;
        }
      }
      planned.insert(&op);
      plan.ops.push_back(&op);
      if (opRunsOnEntry)
        plan.guaranteed.insert(&op);
    }
  }
  return plan;
}

std::optional<std::string> LICM::whyLibCallStays(Operation *call,
                                                 bool runsOnEntry,
                                                 const LoopMemory &memory) {
  if (!runsOnEntry)
    return std::string("a library call that does not run on every entry to "
                       "the loop");
  return whyReadChanges(call, memory);
}

std::optional<std::string> LICM::whyReadChanges(Operation *reader,
                                                const LoopMemory &memory) {
  if (memory.synchronizes)
    return std::string("the loop contains a volatile or atomic access");
  for (Operation *writer : memory.writers) {
    if (!budget.take())
      return std::string("vir.max_iterations ran out");
    if (aliases.mayClobber(writer, reader))
      return describeWriter(writer);
  }
  return std::nullopt;
}

std::optional<std::string> LICM::whyLoadStays(LoadOp load, CFGLoop *loop,
                                              bool licensedByTrait,
                                              bool runsOnEntry,
                                              const LoopMemory &memory) {
  if (!runsOnEntry &&
      !isDereferenceable(load.getAddr(), getStoreSize(load.getType()), loop))
    return std::string("the load's address is not known dereferenceable "
                       "(no #vir.dereferenceable covering it) and the load "
                       "does not run on every entry to the loop");
  // `loop_invariant` states that the value read does not change.
  if (licensedByTrait)
    return std::nullopt;
  return whyReadChanges(load, memory);
}

SmallVector<Promotion>
LICM::planPromotions(CFGLoop *loop, const LoopMemory &memory, bool straight) {
  if (memory.synchronizes || memory.hasBarrier)
    return {};
  // Latches take the carried value as one more branch operand.
  SmallVector<Block *> latches, exiting;
  loop->getLoopLatches(latches);
  loop->getExitingBlocks(exiting);
  if (exiting.empty())
    return {};
  for (Block *latch : latches)
    if (!isa<BrOp, CondBrOp>(latch->getTerminator()))
      return {};

  // The simple accesses of each address defined outside the loop, as long
  // as they are all of one type and in the loop's own blocks (not in a
  // nested loop).
  llvm::MapVector<Value, Promotion> candidates;
  DenseSet<Value> rejected;
  for (Block *block : loop->getBlocks()) {
    for (Operation &op : *block) {
      if (!budget.take())
        return {};
      Value address;
      Type type;
      if (auto load = dyn_cast<LoadOp>(op)) {
        address = load.getAddr();
        type = load.getType();
      } else if (auto store = dyn_cast<StoreOp>(op)) {
        address = store.getAddr();
        type = store.getValue().getType();
      } else {
        continue;
      }
      if (isVolatileOrAtomicAccess(&op) || !isDefinedOutside(address, loop) ||
          rejected.contains(address))
        continue;
      Promotion &candidate = candidates[address];
      if (loops->getLoopFor(block) != loop) {
        rejected.insert(address);
        continue;
      }
      if (!candidate.address) {
        candidate.address = address;
        candidate.type = type;
        candidate.block = block;
      } else if (candidate.type != type) {
        rejected.insert(address);
        continue;
      } else if (candidate.block != block) {
        candidate.block = nullptr;
      }
      candidate.accesses.push_back(&op);
    }
  }
  SmallVector<Promotion> promotions;
  for (auto &[address, candidate] : candidates)
    if (!rejected.contains(address) &&
        canPromote(candidate, loop, memory, straight))
      promotions.push_back(candidate);
  return promotions;
}

bool LICM::canPromote(const Promotion &promotion, CFGLoop *loop,
                      const LoopMemory &memory, bool straight) {
  if (!llvm::any_of(promotion.accesses, llvm::IsaPred<StoreOp>))
    return false;
  SmallVector<Block *> latches, exiting;
  loop->getLoopLatches(latches);
  loop->getExitingBlocks(exiting);
  auto dominatesAll = [&](Block *block, ArrayRef<Block *> blocks) {
    return llvm::all_of(blocks, [&](Block *other) {
      return dominance.dominates(block, other);
    });
  };
  // Some access runs on every entry to the loop: in a straight loop in a
  // block that dominates every way out, or in the header with nothing
  // before it that may not pass control on (LLVM's isGuaranteedToExecute).
  auto someAccessRunsOnEntry = [&] {
    if (straight && llvm::any_of(promotion.accesses, [&](Operation *access) {
          return dominatesAll(access->getBlock(), latches) &&
                 dominatesAll(access->getBlock(), exiting);
        }))
      return true;
    for (Operation &op : *loop->getHeader()) {
      if (llvm::is_contained(promotion.accesses, &op))
        return true;
      if (!budget.take() || !alwaysContinues(&op))
        return false;
    }
    return false;
  };
  if (Block *block = promotion.block) {
    // One visit of the block per iteration, and a store on the way to every
    // exit and back edge.
    if (!dominatesAll(block, latches) || !dominatesAll(block, exiting))
      return false;
  } else if (llvm::none_of(promotion.accesses, [&](Operation *access) {
               return isa<StoreOp>(access) &&
                      dominatesAll(access->getBlock(), exiting);
             })) {
    // Accesses in several blocks: the stores on the exit edges write
    // nothing the loop would not have when a store runs before every exit
    // (LLVM's promotion condition).
    return false;
  }
  // The load in the preheader may not fault where the loop would not have
  // accessed the address: an access runs on every entry to the loop, or
  // the address is dereferenceable (isSafeToExecuteUnconditionally).
  if (!someAccessRunsOnEntry() &&
      !isDereferenceable(promotion.address, getStoreSize(promotion.type), loop))
    return false;
  // Nothing else in the loop may touch it.
  for (Operation *writer : memory.writers) {
    if (llvm::is_contained(promotion.accesses, writer))
      continue;
    for (Operation *access : promotion.accesses) {
      if (!budget.take() || aliases.mayClobber(writer, access))
        return false;
    }
  }
  for (Operation *reader : memory.readers) {
    // The location is written; immutable memory is not.
    if (llvm::is_contained(promotion.accesses, reader) ||
        readsImmutableMemory(reader))
      continue;
    bool noRead =
        isa<CallOp>(reader) && TraitView::forOp(reader).has<NoReadAttr>();
    for (Operation *access : promotion.accesses) {
      if (!budget.take() ||
          (!noRead && aliases.alias(reader, access) != AliasResult::NoAlias))
        return false;
    }
  }
  return true;
}

Block *LICM::getOrCreatePreheader(CFGLoop *loop) {
  if (Block *preheader = LoopInfo::getPreheader(loop))
    return preheader;
  Block *preheader = insertPreheader(loop);
  assert(preheader && "a reachable loop is entered");
  LLVM_DEBUG(llvm::dbgs() << "- created a preheader\n");
  irChanged = cfgChanged = true;
  loops.rebuild();
  return preheader;
}

void LICM::hoist(const HoistPlan &plan, CFGLoop *loop, Block *preheader) {
  Operation *insertionPoint = preheader->getTerminator();
  OpBuilder builder(insertionPoint);
  DenseMap<Operation *, Operation *> constantCopies;
  for (Operation *op : plan.ops) {
    LLVM_DEBUG(llvm::dbgs() << "  - hoist " << op->getName() << " at "
                            << op->getLoc() << "\n");
    // Constants the loop still uses stay; the hoisted op gets a copy.
    for (OpOperand &operand : op->getOpOperands()) {
      Operation *def = operand.get().getDefiningOp();
      if (!def || !loop->contains(def->getBlock()) ||
          !def->hasTrait<OpTrait::ConstantLike>())
        continue;
      auto [it, inserted] = constantCopies.try_emplace(def);
      if (inserted)
        it->second = builder.clone(*def);
      operand.set(it->second->getResult(0));
    }
    op->moveBefore(insertionPoint);
    // `loop_invariant` spoke of the loop it was in. Value facts held where
    // the op ran; they stay only if it ran on every entry to the loop.
    bool keepFacts = plan.guaranteed.contains(op);
    ArrayRef<Attribute> traits = getTraitList(op);
    SmallVector<Attribute> kept;
    for (Attribute trait : traits) {
      if (isa<LoopInvariantAttr>(trait) ||
          (!keepFacts &&
           isa<RangeAttr, AssumeAttr, DereferenceableAttr>(trait)))
        continue;
      kept.push_back(trait);
    }
    if (kept.size() != traits.size())
      setTraitList(op, kept);
  }
  irChanged = true;
}

/// The alignment all of `accesses` agree on, or null.
static IntegerAttr getCommonAlignment(ArrayRef<Operation *> accesses) {
  auto getAlignment = [](Operation *op) {
    if (auto load = dyn_cast<LoadOp>(op))
      return load.getAlignmentAttr();
    return cast<StoreOp>(op).getAlignmentAttr();
  };
  IntegerAttr alignment = getAlignment(accesses.front());
  for (Operation *access : accesses)
    if (getAlignment(access) != alignment)
      return {};
  return alignment;
}

/// The exit edges of `loop`: (exiting block, successor index), in block
/// order.
static SmallVector<std::pair<Block *, unsigned>> getExitEdges(CFGLoop *loop) {
  SmallVector<std::pair<Block *, unsigned>> exits;
  for (Block *block : loop->getBlocks()) {
    Operation *terminator = block->getTerminator();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (!loop->contains(terminator->getSuccessor(i)))
        exits.emplace_back(block, i);
  }
  return exits;
}

LogicalResult LICM::promote(const Promotion &promotion, Block *header,
                            Block *preheader) {
  if (!promotion.block)
    return promoteAcrossBlocks(promotion, header, preheader);
  CFGLoop *loop = loops->getLoopFor(header);
  Location loc = promotion.accesses.front()->getLoc();
  IntegerAttr alignment = getCommonAlignment(promotion.accesses);
  SmallVector<Attribute> facts = getCommonAliasFacts(promotion.accesses);

  // The value on entry, carried by a new header argument.
  OpBuilder builder(preheader->getTerminator());
  auto initial =
      LoadOp::create(builder, loc, promotion.type, promotion.address);
  initial.setAlignmentAttr(alignment);
  setTraitList(initial, facts);
  Value carried = header->addArgument(promotion.type, loc);
  appendSuccessorOperand(preheader, header, initial);

  // The accesses become the value they read or write.
  Value current = carried;
  for (Operation *access : promotion.accesses) {
    if (auto load = dyn_cast<LoadOp>(access)) {
      load.replaceAllUsesWith(current);
    } else {
      current = cast<StoreOp>(access).getValue();
    }
    access->erase();
  }

  SmallVector<Block *> latches;
  loop->getLoopLatches(latches);
  for (Block *latch : latches)
    appendSuccessorOperand(latch, header, current);

  // Stored back on every exit edge.
  storeOnExits(promotion, loop, loc, alignment, facts,
               [&](OpBuilder &) { return current; });
  irChanged = true;
  return success();
}

void LICM::storeOnExits(const Promotion &promotion, CFGLoop *loop, Location loc,
                        IntegerAttr alignment, ArrayRef<Attribute> facts,
                        llvm::function_ref<Value(OpBuilder &)> valueAt) {
  OpBuilder builder(loop->getHeader()->getParent()->getContext());
  for (auto [from, index] : getExitEdges(loop)) {
    Operation *terminator = from->getTerminator();
    Block *exit = terminator->getSuccessor(index);
    if (exit->getSinglePredecessor() == from) {
      builder.setInsertionPointToStart(exit);
    } else {
      builder.setInsertionPointToStart(splitEdge(terminator, index, dominance));
      loopsStale = irChanged = cfgChanged = true;
    }
    auto store =
        StoreOp::create(builder, loc, valueAt(builder), promotion.address);
    store.setAlignmentAttr(alignment);
    setTraitList(store, facts);
  }
}

LogicalResult LICM::promoteAcrossBlocks(const Promotion &promotion,
                                        Block *header, Block *preheader) {
  CFGLoop *loop = loops->getLoopFor(header);
  Location loc = promotion.accesses.front()->getLoc();
  IntegerAttr alignment = getCommonAlignment(promotion.accesses);
  SmallVector<Attribute> facts = getCommonAliasFacts(promotion.accesses);
  Type type = promotion.type;

  // The stores on the exit edges first, each of a placeholder the SSA
  // updater replaces by the value leaving the loop there; then dominance
  // and the loops describe the CFG the updater works on (rebuilt only if
  // an edge was split).
  OpBuilder builder(preheader->getTerminator());
  auto initial = LoadOp::create(builder, loc, type, promotion.address);
  initial.setAlignmentAttr(alignment);
  setTraitList(initial, facts);
  // A placeholder: a use of the value live into its block, rewritten by the
  // updater, then replaced by what it names.
  SmallVector<Operation *> placeholders;
  auto placeholder = [&](OpBuilder &at) {
    auto cast = UnrealizedConversionCastOp::create(at, loc, TypeRange{type},
                                                   ValueRange{initial});
    placeholders.push_back(cast);
    return cast.getResult(0);
  };
  storeOnExits(promotion, loop, loc, alignment, facts, placeholder);
  irChanged = true;
  rebuildIfStale();
  loop = loops->getLoopFor(header);

  // In each block, a load after a store reads the stored value, one before
  // any reads the value live into the block; the last store's value leaves
  // the block.
  SSAUpdater updater(*header->getParent(), dominance, type, loc);
  updater.addAvailableValue(preheader, initial);
  llvm::SmallPtrSet<Operation *, 8> accesses(promotion.accesses.begin(),
                                             promotion.accesses.end());
  for (Block *block : loop->getBlocks()) {
    Value current;
    for (Operation &op : llvm::make_early_inc_range(*block)) {
      if (!accesses.contains(&op))
        continue;
      if (auto load = dyn_cast<LoadOp>(op)) {
        if (!current) {
          builder.setInsertionPoint(load);
          current = placeholder(builder);
        }
        load.replaceAllUsesWith(current);
      } else {
        current = cast<StoreOp>(op).getValue();
      }
      op.erase();
    }
    if (current && !llvm::is_contained(placeholders, current.getDefiningOp()))
      updater.addAvailableValue(block, current);
  }
  SmallVector<OpOperand *> uses;
  for (Operation *cast : placeholders)
    uses.push_back(&cast->getOpOperand(0));
  // The preheader's load dominates every block of the loop and every exit:
  // a definition reaches every use.
  if (failed(updater.rewriteUses(uses)))
    return func.emitError("licm: internal error: the promoted value does not "
                          "reach every access");
  for (Operation *cast : placeholders) {
    cast->getResult(0).replaceAllUsesWith(cast->getOperand(0));
    cast->erase();
  }
  return success();
}

LogicalResult
LICM::record(ArrayRef<std::pair<Operation *, RequestAttr>> requests,
             std::optional<DenyReason> reason, const std::string &note) {
  LLVM_DEBUG(if (!requests.empty()) llvm::dbgs()
             << "  - " << (reason ? "deny" : "accept")
             << " the licm request: " << note << "\n");
  bool failed = false;
  for (auto [branch, request] : requests) {
    RequestResult result = reason ? RequestResult::deny(request, *reason, note)
                                  : RequestResult::accept(request, note);
    failed |= mlir::failed(
        reporter.recordRequest(branch, describeRequestSubject(branch), result));
  }
  return failure(failed);
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LICMPass : vct::impl::LICMPassBase<LICMPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::licm}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    LICM licm(func, getAnalysis<DominanceInfo>(), loops,
              getAnalysis<AliasInfo>(), getAnalysis<RangeInfo>(), reporter,
              maxIterations);
    if (failed(licm.run()))
      return signalPassFailure();
    PassOutcome outcome;
    outcome.changed = licm.changed();
    outcome.changedCFG = licm.changedCFG();
    outcome.budgetExhausted = licm.exhausted();
    outcome.budgetNote = "loops after that point were not hoisted from";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    numHoisted += licm.hoistedOps;
    numPromoted += licm.promotedLocations;
  }
};
} // namespace
