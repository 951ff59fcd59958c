//===- Mem2Reg.cpp - Promote stack slots to SSA values --------------------===//
//
// MLIR's memory-slot promotion does the work; VIR's interfaces offer a slot
// only when its alloca carries an epoch-valid `#vir.nocapture`. This pass
// picks the candidate allocas of the function body (never inside an opaque
// region), runs the promotion, and says what happened to each candidate.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/Mem2Reg.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_MEM2REGPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "mem2reg"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The allocas of `func`'s own body (opaque regions are not looked into).
static SmallVector<AllocaOp> getBodyAllocas(FuncOp func) {
  SmallVector<AllocaOp> allocas;
  for (Block &block : func.getBody())
    for (auto alloca : block.getOps<AllocaOp>())
      allocas.push_back(alloca);
  return allocas;
}

/// True if every index of `gep` is a constant zero: its result is its base.
static bool hasAllZeroIndices(GEPOp gep) {
  return llvm::all_of(gep.getIndices(), [](const GEPArg &index) {
    return index.isDynamic() ? matchPattern(index.getValue(), m_Zero())
                             : index.getConstant() == 0;
  });
}

/// Makes the loads, stores and memory intrinsics that reach `alloca`'s slot
/// through zero-offset GEPs use the slot pointer itself, which those GEPs
/// equal, and erases the GEPs. The memory-slot interfaces only rewrite
/// accesses of the slot pointer, so without this an access through
/// `vir.gep %slot[0]` would block the promotion. GEPs carrying traits are
/// kept (their facts would be lost).
static unsigned forwardZeroOffsetGEPs(AllocaOp alloca) {
  Value slot = alloca.getRes();
  unsigned forwarded = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (Operation *user : llvm::make_early_inc_range(slot.getUsers())) {
      auto gep = dyn_cast<GEPOp>(user);
      if (!gep || gep.getBase() != slot || !hasAllZeroIndices(gep) ||
          !getTraitList(gep).empty())
        continue;
      gep.getRes().replaceAllUsesWith(slot);
      LLVM_DEBUG(llvm::dbgs() << "  - forward " << gep << "\n");
      gep.erase();
      ++forwarded;
      // The GEP's users are now the slot's: look again.
      changed = true;
      break;
    }
  }
  return forwarded;
}

/// Promotes `alloca` itself when every use is a plain load or store of the
/// slot's type in one block that either is the entry block or stores
/// before it loads: each load reads the last store before it (or the slot's
/// default value, in the entry block), and no value flows between blocks.
/// MLIR's promotion walks the whole block of each slot it promotes, which
/// makes a block of many slots (straight-line code at -O0) quadratic; this
/// walks only the slot's uses. True if the slot went.
static bool promoteWithinBlock(AllocaOp alloca, BlockPositions &positions) {
  Value slot = alloca.getRes();
  Type type = alloca.getElemType();
  Block *block = nullptr;
  SmallVector<Operation *> uses;
  for (Operation *user : slot.getUsers()) {
    auto load = dyn_cast<LoadOp>(user);
    auto store = dyn_cast<StoreOp>(user);
    bool plain = load ? load.getType() == type && !load.getVolatile_() &&
                            !load.getOrderingAttr()
                 : store
                     ? store.getAddr() == slot && store.getValue() != slot &&
                           store.getValue().getType() == type &&
                           !store.getVolatile_() && !store.getOrderingAttr()
                     : false;
    if (!plain || (block && user->getBlock() != block))
      return false;
    block = user->getBlock();
    uses.push_back(user);
  }
  if (!block)
    return false;
  llvm::sort(uses, [&](Operation *a, Operation *b) {
    return positions.get(a) < positions.get(b);
  });
  if (!block->isEntryBlock() && !isa<StoreOp>(uses.front()))
    return false;
  Value current;
  for (Operation *use : uses) {
    if (auto store = dyn_cast<StoreOp>(use)) {
      current = store.getValue();
    } else {
      if (!current) {
        OpBuilder builder(alloca);
        current = alloca.getDefaultValue(MemorySlot{slot, type}, builder);
      }
      use->getResult(0).replaceAllUsesWith(current);
    }
    positions.forget(use);
    use->erase();
  }
  positions.forget(alloca);
  alloca.erase();
  return true;
}

namespace {
struct Mem2RegPass : vct::impl::Mem2RegPassBase<Mem2RegPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    SmallVector<PromotableAllocationOpInterface> candidates;
    unsigned forwardedGEPs = 0;
    BlockPositions positions;
    SmallVector<Location> promotedHere;
    for (AllocaOp alloca : getBodyAllocas(func)) {
      Location loc = alloca.getLoc();
      TraitView traits = TraitView::forOp(alloca);
      if (traits.has<NoCaptureAttr>()) {
        // The slot interface offers only one object of a value type,
        // allocated once per call: say so rather than blame a use.
        if (alloca.getPromotableSlots().empty()) {
          LLVM_DEBUG(llvm::dbgs() << "  - not a slot: " << alloca << "\n");
          reporter.missed(alloca.getLoc(), "NotASlot",
                          "slot not promoted: only a single object of a "
                          "value type allocated in the entry block is "
                          "promoted (aggregates are split by sroa)");
          continue;
        }
        forwardedGEPs += forwardZeroOffsetGEPs(alloca);
        LLVM_DEBUG(llvm::dbgs() << "  - candidate: " << alloca << "\n");
        if (promoteWithinBlock(alloca, positions)) {
          LLVM_DEBUG(llvm::dbgs() << "    promoted within its block\n");
          promotedHere.push_back(loc);
          continue;
        }
        candidates.push_back(alloca);
        continue;
      }
      LLVM_DEBUG(llvm::dbgs()
                 << "  - no epoch-valid nocapture: " << alloca << "\n");
      if (traits.hasStale<NoCaptureAttr>())
        reporter.missed(alloca.getLoc(), "StaleNoCapture",
                        "slot not promoted: its nocapture trait is stale");
      else
        reporter.missed(alloca.getLoc(), "NoCapture",
                        "slot not promoted: no nocapture trait");
    }
    for (Location loc : promotedHere) {
      ++numPromoted;
      reporter.passed(loc, "Promoted", "promoted a stack slot to SSA values");
    }
    if (candidates.empty()) {
      if (promotedHere.empty() && forwardedGEPs == 0)
        return markAllAnalysesPreserved();
      numGEPsForwarded += forwardedGEPs;
      PassOutcome outcome;
      outcome.changed = true;
      finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
      return;
    }

    // The promotion erases the allocas it promotes; remember the candidates
    // by identity (never dereferenced afterwards) to tell which went.
    SmallVector<std::pair<Operation *, Location>> before;
    for (PromotableAllocationOpInterface candidate : candidates)
      before.emplace_back(candidate.getOperation(), candidate->getLoc());

    OpBuilder builder(&getContext());
    DataLayout dataLayout = DataLayout::closest(func);
    auto &dominance = getAnalysis<DominanceInfo>();
    // New block arguments, no new blocks or edges.
    PassOutcome outcome;
    outcome.changed = succeeded(tryToPromoteMemorySlots(
                          candidates, builder, dataLayout, dominance)) ||
                      forwardedGEPs != 0 || !promotedHere.empty();
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);

    SmallPtrSet<Operation *, 16> remaining;
    for (AllocaOp alloca : getBodyAllocas(func))
      remaining.insert(alloca);
    numGEPsForwarded += forwardedGEPs;
    for (auto [op, loc] : before) {
      if (remaining.contains(op)) {
        LLVM_DEBUG(llvm::dbgs() << "  - blocked: the slot at " << loc << "\n");
        reporter.missed(loc, "Blocked",
                        "slot not promoted: it has a use promotion cannot "
                        "rewrite (a call, an opaque region, a partial or "
                        "volatile access, ...)");
      } else {
        LLVM_DEBUG(llvm::dbgs() << "  - promoted the slot at " << loc << "\n");
        ++numPromoted;
        reporter.passed(loc, "Promoted", "promoted a stack slot to SSA values");
      }
    }
  }
};
} // namespace
