//===- BlockLayout.cpp - Order blocks for fall-through --------------------===//
//
// Reorders the blocks of a function body so that each block's preferred
// successor follows it. Both backends emit blocks in region order.
//
//  1. Cold blocks: a branch with a `cold_path` request; a block ending in
//     `vir.unreachable`; then, to a fixpoint, a block whose successors are
//     all cold or whose predecessors are all cold. A `hot_path` request
//     makes a block hot, and hot blocks and the entry are never cold.
//  2. Order: the reverse post-order of a depth-first walk from the entry
//     that visits each block's successors from the least to the most
//     preferred, so the most preferred one not placed yet comes right after
//     it. Preference, in order: a successor inside the block's innermost
//     loop over one leaving it (loop bodies stay contiguous: a natural loop
//     is entered through its header only); hot over plain over cold; the
//     heavier `branch_weights` side; the successor that followed the block
//     before; the earlier block.
//  3. Non-cold blocks in that order, then cold ones in that order, then the
//     blocks not reachable from the entry, in their old order.
//
// Requests: `hot_path` accepted when the block follows a predecessor (or is
// the entry), denied CostModel otherwise; `cold_path` accepted when placed
// among the cold blocks, denied CostModel for the entry, ContradictsTrait
// with a `hot_path` on the same block. Requests in unreachable blocks are
// denied AlreadyDone; those inside a vir.opaque_region, whose blocks keep
// their order (barrier), Unsupported.
//
// Reference: LLVM's MachineBlockPlacement (chains along likely edges, loop
// bodies contiguous, cold blocks last), much simplified.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <tuple>

namespace vct {
#define GEN_PASS_DEF_BLOCKLAYOUTPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "block-layout"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
class BlockLayout {
public:
  BlockLayout(FuncOp func, LoopInfo &loops, PassReporter &reporter,
              IterationBudget &budget)
      : func(func), loops(loops), reporter(reporter), budget(budget) {}

  /// Computes and applies the order; fails on an internal compiler error.
  LogicalResult run();
  unsigned getMoved() const { return moved; }
  unsigned getCold() const { return numCold; }

private:
  void findCold();
  /// The successors of `block` from the least to the most preferred.
  SmallVector<Block *> orderSuccessors(Block *block);
  LogicalResult reportRequests(ArrayRef<Block *> order);

  FuncOp func;
  LoopInfo &loops;
  PassReporter &reporter;
  IterationBudget &budget;
  /// Old positions, hot and cold blocks, reachable blocks (lookups only).
  DenseMap<Block *, unsigned> oldIndex;
  DenseSet<Block *> hot, cold, reachable;
  unsigned moved = 0, numCold = 0;
};
} // namespace

static RequestAttr getBlockRequest(Block *block, RequestKind kind) {
  return TraitView::forOp(block->getTerminator()).getRequest(kind);
}

void BlockLayout::findCold() {
  Block *entry = &func.getBody().front();
  for (Block &block : func.getBody()) {
    if (getBlockRequest(&block, RequestKind::hot_path))
      hot.insert(&block);
    else if (&block != entry &&
             (getBlockRequest(&block, RequestKind::cold_path) ||
              isa<UnreachableOp>(block.getTerminator())))
      cold.insert(&block);
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (Block &block : func.getBody()) {
      if (!budget.take())
        return;
      if (&block == entry || hot.contains(&block) || cold.contains(&block) ||
          !reachable.contains(&block))
        continue;
      bool allSuccs = block.getNumSuccessors() != 0 &&
                      llvm::all_of(block.getSuccessors(), [&](Block *succ) {
                        return cold.contains(succ);
                      });
      bool anyPred = false, allPreds = true;
      for (Block *pred : block.getPredecessors()) {
        if (!reachable.contains(pred))
          continue;
        anyPred = true;
        allPreds &= cold.contains(pred);
      }
      if (allSuccs || (anyPred && allPreds)) {
        cold.insert(&block);
        changed = true;
      }
    }
  }
}

SmallVector<Block *> BlockLayout::orderSuccessors(Block *block) {
  Operation *terminator = block->getTerminator();
  std::optional<ArrayRef<int32_t>> weights;
  if (auto condBr = dyn_cast<CondBrOp>(terminator))
    weights = condBr.getBranchWeights();
  else if (auto switchOp = dyn_cast<SwitchOp>(terminator))
    weights = switchOp.getBranchWeights();
  CFGLoop *loop = loops.getLoopFor(block);
  unsigned index = oldIndex.lookup(block);
  // (in loop, hotness, weight, followed before, -old index), per slot.
  using Key = std::tuple<int, int, int64_t, int, int64_t>;
  SmallVector<std::pair<Key, Block *>> keyed;
  for (unsigned i = 0, e = terminator->getNumSuccessors(); i < e; ++i) {
    Block *succ = terminator->getSuccessor(i);
    int inLoop = !loop || loop->contains(succ) ? 1 : 0;
    int hotness = hot.contains(succ) ? 2 : cold.contains(succ) ? 0 : 1;
    int64_t weight = weights && i < weights->size() ? (*weights)[i] : 0;
    unsigned succIndex = oldIndex.lookup(succ);
    int followed = succIndex == index + 1 ? 1 : 0;
    keyed.push_back({Key{inLoop, hotness, weight, followed,
                         -static_cast<int64_t>(succIndex)},
                     succ});
  }
  llvm::stable_sort(
      keyed, [](const auto &a, const auto &b) { return a.first < b.first; });
  SmallVector<Block *> result;
  for (auto &entry : keyed)
    result.push_back(entry.second);
  return result;
}

LogicalResult BlockLayout::reportRequests(ArrayRef<Block *> order) {
  bool failedAny = false;
  Block *entry = &func.getBody().front();
  DenseMap<Block *, Block *> previous;
  for (unsigned i = 1; i < order.size(); ++i)
    previous[order[i]] = order[i - 1];
  auto record = [&](Operation *subject, RequestAttr request,
                    std::optional<DenyReason> reason, const Twine &note) {
    RequestResult result =
        reason ? RequestResult::deny(request, *reason, note.str())
               : RequestResult::accept(request, note.str());
    failedAny |= failed(reporter.recordRequest(
        subject, describeRequestSubject(subject), result));
  };
  for (Block *block : order) {
    Operation *terminator = block->getTerminator();
    RequestAttr hotReq = getBlockRequest(block, RequestKind::hot_path);
    RequestAttr coldReq = getBlockRequest(block, RequestKind::cold_path);
    if (!hotReq && !coldReq)
      continue;
    if (!reachable.contains(block)) {
      if (hotReq)
        record(terminator, hotReq, DenyReason::AlreadyDone,
               "the block is unreachable");
      if (coldReq)
        record(terminator, coldReq, DenyReason::AlreadyDone,
               "the block is unreachable");
      continue;
    }
    if (hotReq) {
      Block *prev = previous.lookup(block);
      bool follows =
          block == entry ||
          (prev && llvm::is_contained(block->getPredecessors(), prev));
      if (follows)
        record(terminator, hotReq, std::nullopt,
               block == entry ? "the entry block comes first"
                              : "placed right after a predecessor (its "
                                "fall-through)");
      else
        record(terminator, hotReq, DenyReason::CostModel,
               "another block is its predecessors' fall-through");
    }
    if (coldReq) {
      if (hotReq)
        record(terminator, coldReq, DenyReason::ContradictsTrait,
               "the block also has a hot_path request");
      else if (block == entry)
        record(terminator, coldReq, DenyReason::CostModel,
               "the entry block stays first");
      else
        record(terminator, coldReq, std::nullopt,
               "placed among the cold blocks at the end of the function");
    }
  }
  // Requests inside barriers.
  func.getBody().walk([&](OpaqueRegionOp region) {
    region.getBody().walk([&](Operation *op) {
      if (!op->hasTrait<OpTrait::IsTerminator>())
        return;
      for (RequestKind kind : {RequestKind::hot_path, RequestKind::cold_path})
        if (RequestAttr request = TraitView::forOp(op).getRequest(kind))
          record(op, request, DenyReason::Unsupported,
                 "the block is inside a vir.opaque_region (region barrier): "
                 "its blocks keep their order");
    });
  });
  return failure(failedAny);
}

LogicalResult BlockLayout::run() {
  Region &body = func.getBody();
  for (auto [index, block] : llvm::enumerate(body))
    oldIndex[&block] = index;
  Block *entry = &body.front();

  // Depth-first walk, successors least preferred first.
  SmallVector<Block *> postOrder;
  struct Frame {
    Block *block;
    SmallVector<Block *> succs;
    unsigned next = 0;
  };
  // Reachability first (the cold rules need it), in the same walk order.
  {
    SmallVector<Block *> worklist{entry};
    reachable.insert(entry);
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      for (Block *succ : block->getSuccessors())
        if (reachable.insert(succ).second)
          worklist.push_back(succ);
    }
  }
  findCold();
  {
    DenseSet<Block *> visited{entry};
    SmallVector<Frame> stack;
    stack.push_back({entry, orderSuccessors(entry)});
    while (!stack.empty()) {
      if (!budget.take()) {
        // Nothing moves; every request still gets its result.
        bool failedAny = false;
        for (Block &block : body)
          for (RequestKind kind :
               {RequestKind::hot_path, RequestKind::cold_path})
            if (RequestAttr request = getBlockRequest(&block, kind))
              failedAny |= failed(reporter.recordRequest(
                  block.getTerminator(),
                  describeRequestSubject(block.getTerminator()),
                  RequestResult::deny(request, DenyReason::TooLarge,
                                      "the iteration budget ran out before "
                                      "the blocks were laid out")));
        return failure(failedAny);
      }
      Frame &frame = stack.back();
      if (frame.next == frame.succs.size()) {
        postOrder.push_back(frame.block);
        stack.pop_back();
        continue;
      }
      Block *succ = frame.succs[frame.next++];
      if (visited.insert(succ).second)
        stack.push_back({succ, orderSuccessors(succ)});
    }
  }
  SmallVector<Block *> order;
  for (Block *block : llvm::reverse(postOrder))
    if (!cold.contains(block))
      order.push_back(block);
  for (Block *block : llvm::reverse(postOrder))
    if (cold.contains(block)) {
      order.push_back(block);
      ++numCold;
    }
  for (Block &block : body)
    if (!reachable.contains(&block))
      order.push_back(&block);
  assert(order.size() == body.getBlocks().size() && "a block was lost");
  assert(order.front() == entry && "the entry moved");

  for (auto [index, block] : llvm::enumerate(order))
    if (oldIndex.lookup(block) != index)
      ++moved;
  if (moved)
    for (Block *block : order)
      body.getBlocks().splice(body.end(), body.getBlocks(),
                              block->getIterator());

  bool barrier = false;
  body.walk([&](OpaqueRegionOp region) {
    if (!region.getBody().hasOneBlock())
      barrier = true;
  });
  if (barrier)
    reporter.missed(func.getLoc(), "Barrier",
                    "the blocks inside a vir.opaque_region keep their order "
                    "(region barrier)");
  if (moved && reporter.remarksEnabled())
    reporter.passed(func.getLoc(), "LaidOut",
                    llvm::formatv("placed {0} blocks elsewhere, {1} cold "
                                  "blocks last",
                                  moved, numCold));
  return reportRequests(order);
}

namespace {
struct BlockLayoutPass : vct::impl::BlockLayoutPassBase<BlockLayoutPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    IterationBudget budget{maxIterations};
    // Over the budget the loops stay unbuilt: the layout then keeps no
    // loop together.
    auto &loops = getAnalysis<LoopInfo>();
    loops.build(maxIterations);
    BlockLayout layout(func, loops, reporter, budget);
    if (failed(layout.run()))
      return signalPassFailure();
    if (budget.exhausted)
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "the blocks were left in their order");
    numMoved += layout.getMoved();
    numCold += layout.getCold();
    // Only the order of blocks changed: dominance and loops are the same
    // graphs.
    markAllAnalysesPreserved();
  }
};
} // namespace
