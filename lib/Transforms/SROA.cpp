//===- SROA.cpp - Split aggregate stack slots -----------------------------===//
//
// MLIR's slot destructuring does the work; VIR's interfaces offer a slot only
// when its alloca carries an epoch-valid `#vir.nocapture`, and the field
// allocas they create inherit the alloca's traits.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Passes.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Optimizer/Reporter.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/SROA.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace vct {
#define GEN_PASS_DEF_SROAPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

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

namespace {
struct SROAPass : vct::impl::SROAPassBase<SROAPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    PassReporter reporter(getArgument(), func);

    SmallVector<DestructurableAllocationOpInterface> candidates;
    for (AllocaOp alloca : getAggregateAllocas(func)) {
      TraitView traits = TraitView::forOp(alloca);
      if (traits.has<NoCaptureAttr>()) {
        candidates.push_back(alloca);
        continue;
      }
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

    SmallVector<std::pair<Operation *, Location>> before;
    for (DestructurableAllocationOpInterface candidate : candidates)
      before.emplace_back(candidate.getOperation(), candidate->getLoc());

    OpBuilder builder(&getContext());
    DataLayout dataLayout = DataLayout::closest(func);
    if (failed(tryToDestructureMemorySlots(candidates, builder, dataLayout)))
      markAllAnalysesPreserved();
    else
      // New allocas and accesses, the same blocks and edges.
      markAnalysesPreserved<DominanceInfo, PostDominanceInfo, LoopInfo,
                            AliasInfo, RangeInfo>();

    SmallPtrSet<Operation *, 16> remaining;
    for (Block &block : func.getBody())
      for (auto alloca : block.getOps<AllocaOp>())
        remaining.insert(alloca);
    for (auto [op, loc] : before) {
      if (remaining.contains(op))
        reporter.missed(loc, "NotSplit",
                        "aggregate slot not split: an access spans fields or "
                        "the address is used as a whole");
      else
        reporter.passed(loc, "Split",
                        "split an aggregate stack slot into its fields");
    }
  }
};
} // namespace
