//===- DSE.cpp - Dead store elimination -----------------------------------===//
//
// For each non-volatile, non-atomic write of the function body (a store, a
// memset, a memcpy or memmove; never inside an opaque region), in program
// order:
//
//  1. Its location L (MemoryLocation of the destination) and, when L's base
//     is a `#vir.nocapture` slot whose address SlotReach can follow, the
//     slot's reach.
//  2. A search over every path from the write: each byte of L is decided
//     dead (a later write covers it first) or live (something may read it
//     first). Reads: loads and copy sources AliasInfo does not separate
//     from the write (a same-base load with a known range makes only its
//     bytes live; anything else may read all of L), calls without
//     `#vir.noread`, opaque regions, volatile and atomic accesses, and
//     unknown effects. For a nocapture slot, only what its address
//     reaches. At a return or `vir.unreachable`, the bytes of a nocapture
//     slot are dead and all others live. A
//     path that comes back to a block it is in, or runs past the max-scan
//     budget, leaves its undecided bytes live. A byte is dead if it is dead
//     on every path.
//  3. All dead: the write goes. A memset or memcpy with a dead prefix or
//     suffix is shortened to the rest.
//
// Reference: LLVM's DeadStoreElimination (isOverwrite, dead objects at the
// end of the function, tryToShorten), without MemorySSA: the path search is
// bounded per write.
//
//===----------------------------------------------------------------------===//

#include "SlotReach.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_DSEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "dse"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The widest write whose bytes are tracked one by one; wider ones (and
/// writes of unknown size) can only die at a return.
static constexpr uint64_t kMaxTrackedBytes = 256;

/// True for the operations DSE may remove or shorten.
static bool isCandidateWrite(Operation *op) {
  return isa<StoreOp, MemsetOp, MemcpyOp, MemmoveOp>(op) &&
         !isVolatileOrAtomicAccess(op) && !isInRegionBarrier(op);
}

/// The location a write writes.
static MemoryLocation getWrittenLocation(Operation *op) {
  return getAccessedLocations(op)->front();
}

namespace {
/// The answer for one write.
struct Liveness {
  /// Bytes of the location dead on every path (all of them when the size is
  /// not tracked and the write is dead).
  llvm::BitVector dead;
  /// Some path ended at a return with the slot dying.
  bool diedAtReturn = false;
};

class DeadStoreFinder {
public:
  DeadStoreFinder(AliasInfo &aliasInfo, int64_t maxScan)
      : aliasInfo(aliasInfo), maxScan(maxScan) {}

  /// Which bytes of `write`'s location are dead. `reach` is the slot's,
  /// when the location is a nocapture slot's.
  Liveness analyze(Operation *write, const MemoryLocation &location,
                   const SlotReach *reach) {
    this->write = write;
    this->location = location;
    this->reach = reach;
    scanned = 0;
    diedAtReturn = false;
    unsigned bytes = tracked() ? static_cast<unsigned>(*location.size) : 1;
    State state{llvm::BitVector(bytes), llvm::BitVector(bytes)};
    llvm::SmallPtrSet<Block *, 8> onPath;
    llvm::BitVector dead = scan(
        write->getBlock(), std::next(Block::iterator(write)), state, onPath);
    return {dead, diedAtReturn};
  }

private:
  struct State {
    llvm::BitVector dead;
    llvm::BitVector live;
    bool decided() const {
      llvm::BitVector either = dead;
      either |= live;
      return either.all();
    }
    void undecidedLive() {
      llvm::BitVector rest = dead;
      rest.flip();
      live |= rest;
    }
    void undecidedDead() {
      llvm::BitVector rest = live;
      rest.flip();
      dead |= rest;
    }
    /// Marks the undecided bytes in [begin, end) with `bits`.
    void mark(llvm::BitVector &bits, int64_t begin, int64_t end) {
      for (int64_t i = std::max<int64_t>(begin, 0),
                   e = std::min<int64_t>(end, bits.size());
           i < e; ++i)
        if (!dead.test(i) && !live.test(i))
          bits.set(i);
    }
  };

  bool tracked() const {
    return location.offset && location.size && *location.size > 0 &&
           *location.size <= kMaxTrackedBytes;
  }

  /// The byte range of `other` relative to the location, when `other` is on
  /// the same base with a known offset and size.
  std::optional<std::pair<int64_t, int64_t>>
  getRelativeRange(const MemoryLocation &other) const {
    if (!tracked() || other.base != location.base || !other.offset ||
        !other.size || *other.size > static_cast<uint64_t>(INT32_MAX))
      return std::nullopt;
    int64_t begin = *other.offset - *location.offset;
    return std::make_pair(begin, begin + static_cast<int64_t>(*other.size));
  }

  /// True if an access at `address` may reach the location.
  bool mayReachSlot(Value address) const {
    return !reach || reach->isDerived(address);
  }

  /// Applies `op` to `state`: the bytes it may read become live, then the
  /// bytes it certainly writes dead.
  void apply(Operation *op, State &state) {
    if (isVolatileOrAtomicAccess(op))
      return state.undecidedLive();
    if (isa<StoreOp, MemsetOp, MemcpyOp, MemmoveOp, LoadOp>(op)) {
      if (aliasInfo.alias(op, write) == AliasResult::NoAlias)
        return;
      SmallVector<MemoryLocation, 2> locations = *getAccessedLocations(op);
      // The read: a load's location, a copy's source.
      if (isa<LoadOp, MemcpyOp, MemmoveOp>(op)) {
        const MemoryLocation &read = locations.back();
        Value address =
            isa<LoadOp>(op) ? cast<LoadOp>(op).getAddr() : op->getOperand(1);
        if (mayReachSlot(address) &&
            AliasInfo::alias(read, location) != AliasResult::NoAlias) {
          if (auto range = getRelativeRange(read))
            state.mark(state.live, range->first, range->second);
          else
            return state.undecidedLive();
        }
      }
      if (isa<LoadOp>(op))
        return;
      if (auto range = getRelativeRange(locations.front()))
        state.mark(state.dead, range->first, range->second);
      return;
    }
    if (isa<CallOp>(op)) {
      if (reach ? reach->hasDerivedOperand(op)
                : !TraitView::forOp(op).has<NoReadAttr>() &&
                      aliasInfo.alias(op, write) != AliasResult::NoAlias)
        state.undecidedLive();
      return;
    }
    if (isa<OpaqueRegionOp>(op)) {
      if (!reach || reach->hasDerivedOperand(op))
        state.undecidedLive();
      return;
    }
    if (op->getNumRegions() || !isMemoryEffectFree(op)) {
      auto effects = dyn_cast<MemoryEffectOpInterface>(op);
      if (!effects || effects.hasEffect<MemoryEffects::Read>())
        state.undecidedLive();
    }
  }

  /// The bytes dead on every path from `it` in `block`.
  llvm::BitVector scan(Block *block, Block::iterator it, State state,
                       llvm::SmallPtrSetImpl<Block *> &onPath) {
    for (Block::iterator end = block->end(); it != end; ++it) {
      Operation *op = &*it;
      if (++scanned > maxScan) {
        state.undecidedLive();
        return state.dead;
      }
      if (op == write) {
        // The write again, before anything read its bytes: it overwrites
        // itself.
        state.undecidedDead();
        return state.dead;
      }
      if (op->hasTrait<OpTrait::IsTerminator>())
        break;
      apply(op, state);
      if (state.decided())
        return state.dead;
    }
    Operation *terminator = block->getTerminator();
    // `vir.unreachable` is treated as a return: the program may end there
    // (after a call that does not return) with the memory observed.
    if (isa<ReturnOp, UnreachableOp>(terminator)) {
      if (reach) {
        diedAtReturn = true;
        state.undecidedDead();
      } else {
        state.undecidedLive();
      }
      return state.dead;
    }
    if (terminator->getNumSuccessors() == 0 ||
        !isa<BranchOpInterface>(terminator)) {
      state.undecidedLive();
      return state.dead;
    }
    // The bytes dead on every successor path.
    llvm::BitVector result(state.dead.size(), true);
    llvm::SmallPtrSet<Block *, 4> seen;
    onPath.insert(block);
    for (Block *successor : terminator->getSuccessors()) {
      if (!seen.insert(successor).second)
        continue;
      llvm::BitVector dead;
      if (onPath.contains(successor)) {
        dead = state.dead;
      } else {
        dead = scan(successor, successor->begin(), state, onPath);
      }
      result &= dead;
      if (result.none())
        break;
    }
    onPath.erase(block);
    return result;
  }

  AliasInfo &aliasInfo;
  int64_t maxScan;
  Operation *write = nullptr;
  MemoryLocation location;
  const SlotReach *reach = nullptr;
  int64_t scanned = 0;
  bool diedAtReturn = false;
};

struct DSEPass : vct::impl::DSEPassBase<DSEPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    auto &aliasInfo = getAnalysis<AliasInfo>();
    IterationBudget budget{maxIterations};
    DeadStoreFinder finder(aliasInfo, maxScan);

    SmallVector<Operation *> writes;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        if (isCandidateWrite(&op))
          writes.push_back(&op);

    // The reach of each nocapture slot, computed when first needed and
    // dropped when a shortened intrinsic gives a slot a new address.
    llvm::MapVector<Operation *, std::optional<SlotReach>> reaches;
    PassOutcome outcome;
    for (Operation *write : writes) {
      if (!budget.take())
        break;
      MemoryLocation location = getWrittenLocation(write);
      const SlotReach *reach = nullptr;
      Value object = getUnderlyingObject(location.base);
      if (Operation *def = object.getDefiningOp();
          isa_and_nonnull<AllocaOp>(def)) {
        auto [entry, inserted] = reaches.insert({def, std::nullopt});
        if (inserted)
          entry->second = computeSlotReach(def);
        if (entry->second && !entry->second->escapes)
          reach = &*entry->second;
        else if (!entry->second &&
                 TraitView::forOp(def).hasStale<NoCaptureAttr>())
          reporter.missed(write->getLoc(), "StaleNoCapture",
                          "the slot's nocapture trait is stale: its writes "
                          "are not known dead at the return");
      }
      Liveness liveness = finder.analyze(write, location, reach);
      if (liveness.dead.all()) {
        LLVM_DEBUG(llvm::dbgs() << "  - dead: " << *write << "\n");
        if (liveness.diedAtReturn) {
          ++numDeadAtReturn;
          reporter.passed(write->getLoc(), "DeadAtReturn",
                          "removed a write to a nocapture stack slot that "
                          "nothing reads before the function returns");
        } else {
          ++numOverwritten;
          reporter.passed(write->getLoc(), "Overwritten",
                          "removed a write that later writes cover before "
                          "anything reads it");
        }
        write->erase();
        outcome.changed = true;
        continue;
      }
      if (isa<StoreOp>(write) || liveness.dead.none() ||
          liveness.dead.size() < 2)
        continue;
      // A dead prefix or suffix of a memory intrinsic.
      unsigned size = liveness.dead.size();
      int prefix = liveness.dead.find_first_unset();
      int suffix = size - 1 - liveness.dead.find_last_unset();
      if (prefix <= 0 && suffix <= 0)
        continue;
      OpBuilder builder(write);
      Location loc = write->getLoc();
      unsigned lengthIndex = 2;
      Type lengthType = write->getOperand(lengthIndex).getType();
      unsigned keep = size - std::max(prefix, 0) - std::max(suffix, 0);
      if (prefix > 0) {
        auto i8 = IntegerType::get(&getContext(), 8);
        write->setOperand(0, GEPOp::create(builder, loc, write->getOperand(0),
                                           i8, {GEPArg(prefix)}));
        if (!isa<MemsetOp>(write))
          write->setOperand(1, GEPOp::create(builder, loc, write->getOperand(1),
                                             i8, {GEPArg(prefix)}));
      }
      write->setOperand(lengthIndex,
                        ConstantOp::create(builder, loc, lengthType,
                                           static_cast<int64_t>(keep)));
      LLVM_DEBUG(llvm::dbgs() << "  - shortened: " << *write << "\n");
      ++numShortened;
      reporter.passed(loc, "Shortened",
                      llvm::formatv("shortened a memory intrinsic by {0} "
                                    "bytes that later writes cover",
                                    size - keep)
                          .str());
      reaches.clear();
      outcome.changed = true;
    }
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "later writes were not looked at";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
