//===- SROA.cpp - Split aggregate stack slots -----------------------------===//
//
// MLIR's slot destructuring does the work; VIR's interfaces offer a slot only
// when its alloca carries an epoch-valid `#vir.nocapture`, and the field
// allocas they create inherit the alloca's traits.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/SROA.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_SROAPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "sroa"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The allocas of aggregate type in `func`'s own body.
static SmallVector<AllocaOp> getAggregateAllocas(FuncOp func) {
  SmallVector<AllocaOp> allocas;
  for (Block &block : func.getBody())
    for (auto alloca : block.getOps<AllocaOp>())
      if (isa<StructType, ArrayType>(alloca.getElemType()))
        allocas.push_back(alloca);
  return allocas;
}

/// The temporary attribute naming a candidate while the slots are split.
static constexpr llvm::StringLiteral kCandidateAttrName = "vct.sroa_candidate";

namespace {
struct SROAPass : vct::impl::SROAPassBase<SROAPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    SmallVector<DestructurableAllocationOpInterface> candidates;
    for (AllocaOp alloca : getAggregateAllocas(func)) {
      TraitView traits = TraitView::forOp(alloca);
      if (traits.has<NoCaptureAttr>()) {
        // The slot interface does not offer every aggregate: say so rather
        // than blame an access.
        if (alloca.getDestructurableSlots().empty()) {
          LLVM_DEBUG(llvm::dbgs() << "  - not splittable: " << alloca << "\n");
          reporter.missed(alloca.getLoc(), "NotSplittable",
                          "aggregate slot not split: counted allocas, empty "
                          "structures and arrays of more than 16 elements "
                          "are not split");
          continue;
        }
        LLVM_DEBUG(llvm::dbgs() << "  - candidate: " << alloca << "\n");
        candidates.push_back(alloca);
        continue;
      }
      LLVM_DEBUG(llvm::dbgs()
                 << "  - no epoch-valid nocapture: " << alloca << "\n");
      if (traits.hasStale<NoCaptureAttr>())
        reporter.missed(alloca.getLoc(), "StaleNoCapture",
                        "aggregate slot not split: its nocapture trait is "
                        "stale");
      else
        reporter.missed(alloca.getLoc(), "NoCapture",
                        "aggregate slot not split: no nocapture trait");
    }
    if (candidates.empty())
      return markAllAnalysesPreserved();

    // The destructuring erases the allocas it splits and creates new ones,
    // which may take the memory of an erased one: a pointer comparison
    // cannot tell which candidates are left. Tag each candidate with its
    // index instead (the field allocas copy only the traits).
    SmallVector<Location> locations;
    for (auto [index, candidate] : llvm::enumerate(candidates)) {
      locations.push_back(candidate->getLoc());
      candidate->setAttr(kCandidateAttrName,
                         IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                          static_cast<int64_t>(index)));
    }

    OpBuilder builder(&getContext());
    DataLayout dataLayout = DataLayout::closest(func);
    // New allocas and accesses, the same blocks and edges.
    PassOutcome outcome;
    outcome.changed =
        succeeded(tryToDestructureMemorySlots(candidates, builder, dataLayout));
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);

    llvm::SmallDenseSet<int64_t, 16> remaining;
    for (Block &block : func.getBody())
      for (auto alloca : block.getOps<AllocaOp>())
        if (auto tag = alloca->getAttrOfType<IntegerAttr>(kCandidateAttrName)) {
          remaining.insert(tag.getInt());
          alloca->removeAttr(kCandidateAttrName);
        }
    for (auto [index, loc] : llvm::enumerate(locations)) {
      if (remaining.contains(static_cast<int64_t>(index))) {
        LLVM_DEBUG(llvm::dbgs()
                   << "  - not split: the slot at " << loc << "\n");
        reporter.missed(loc, "NotSplit",
                        "aggregate slot not split: an access spans fields or "
                        "the address is used as a whole");
      } else {
        LLVM_DEBUG(llvm::dbgs() << "  - split the slot at " << loc << "\n");
        ++numSplit;
        reporter.passed(loc, "Split",
                        "split an aggregate stack slot into its fields");
      }
    }
  }
};
} // namespace
