//===- LoopInfo.h - Natural loops of a VIR function -------------*- C++ -*-===//
//
// MLIR's CFGLoopInfo over the function's dominator tree, cached in the
// AnalysisManager, with the helpers CFGLoop lacks for MLIR blocks: it never
// returns a preheader (MLIR-API.md §2), so getPreheader finds it here, and
// getBackEdgeBranch finds the branch loop requests are attached to.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_ANALYSIS_LOOPINFO_H
#define VCT_ANALYSIS_LOOPINFO_H

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Pass/AnalysisManager.h"
#include "mlir/Support/TypeID.h"
#include "llvm/ADT/SmallVector.h"

#include <memory>

namespace vct {

class LoopInfo {
public:
  /// Finds what the loops of `op`, a vir.func, would cost beyond its size
  /// (getCost) from its (cached) dominance, in time linear in the
  /// function. The loops themselves are built by the first `build` whose
  /// budget covers that.
  LoopInfo(mlir::Operation *op, mlir::AnalysisManager &am);
  /// Builds the loops of `op`, a vir.func, from `dominance`: for a pass
  /// that changed the CFG (and invalidated `dominance` for the body) and
  /// needs the loops again before it returns.
  /// Built at once, whatever the cost.
  LoopInfo(mlir::Operation *op, mlir::DominanceInfo &dominance);

  /// Builds the loops if that has not been done and their cost is at most
  /// `budget` (a pass's vir.max_iterations); true if they are built. Until
  /// then the function looks loop-free: a pass that changes loops must
  /// not run on it (refuseUnbuiltLoops, Transforms/Utils/LoopUtils.h), one
  /// that only asks where the loops are gets no answer and must assume
  /// nothing.
  bool build(int64_t budget);
  bool isBuilt() const { return built; }
  /// What the loops cost beyond the function's size: every block counted
  /// once for each loop around it but its innermost. Building the loops
  /// (CFGLoopInfo lists each loop's blocks) and a pass visiting every
  /// loop's blocks cost the function's size plus this; it is 0 without
  /// nested loops and O(D^2) for a nest of depth D.
  uint64_t getCost() const { return cost; }

  /// The top-level loops in a fixed order (by header position), nested
  /// loops reachable through getSubLoops().
  llvm::ArrayRef<mlir::CFGLoop *> getTopLevelLoops() const;
  /// The innermost loop containing `block`, or null.
  mlir::CFGLoop *getLoopFor(mlir::Block *block) const;
  /// The headers of every loop, innermost first: a loop after the loops
  /// nested in it, siblings in block order. Deleting an innermost loop
  /// leaves the headers after it valid.
  llvm::SmallVector<mlir::Block *> getHeadersInnermostFirst() const;

  /// The loop's preheader: its only predecessor from outside the loop, if
  /// that block has the header as its only successor; null otherwise.
  static mlir::Block *getPreheader(mlir::CFGLoop *loop);
  /// The loop's only latch, or null if it has several.
  static mlir::Block *getLatch(mlir::CFGLoop *loop);
  /// The branch forming the loop's back edge (the latch's terminator), where
  /// loop requests live; null without a unique latch.
  static mlir::Operation *getBackEdgeBranch(mlir::CFGLoop *loop);

  /// Updates the loops in place for a transform that removes `loop`'s
  /// header from the loop and makes `newHeader` (a block of the loop that
  /// dominates every other block but the header) the header: the old
  /// header leaves `loop` and every loop around it. The caller erases it.
  /// Costs the sizes of the loops around, not the function.
  void replaceHeader(mlir::CFGLoop *loop, mlir::Block *newHeader);
  /// Updates the loops in place for a new preheader of `loop` (a block
  /// outside it that only branches to its header): the block joins every
  /// loop around `loop`.
  void addPreheader(mlir::CFGLoop *loop, mlir::Block *preheader);
  /// Updates the loops in place for new blocks outside `loop` that only
  /// run where it does (a block before it, or between it and its exit):
  /// they join every loop around `loop`.
  void addBlocksAround(mlir::CFGLoop *loop,
                       llvm::ArrayRef<mlir::Block *> blocks);
  /// Updates the loops in place for a new innermost loop of `blocks` (its
  /// header first) beside `sibling`: a subloop of the loop around
  /// `sibling`, or a top-level loop, whose blocks join every loop around
  /// it. Returns the new loop. Costs the depth of the nest per block.
  mlir::CFGLoop *addInnermostLoopBeside(mlir::CFGLoop *sibling,
                                        llvm::ArrayRef<mlir::Block *> blocks);
  /// Updates the loops in place for a new block on an exit edge of `loop`
  /// (it branches only to the edge's target): the block joins the
  /// innermost loop around `loop` that contains the target, and every loop
  /// around that one.
  void addExitBlock(mlir::CFGLoop *loop, mlir::Block *exitBlock);
  /// Updates the loops in place for a transform that deletes `loop`, a
  /// loop without subloops, with its blocks: they leave every loop around,
  /// and `loop` is destroyed. Costs the sizes of the loops around.
  void eraseInnermostLoop(mlir::CFGLoop *loop);
  /// Updates the loops in place for new blocks of `loop`, a loop without
  /// subloops (copies of its body): they join it and every loop around it.
  void addBlocks(mlir::CFGLoop *loop, llvm::ArrayRef<mlir::Block *> blocks);
  /// Updates the loops in place for a transform that removed the back edges
  /// of `loop`, a loop without subloops, and made `newBlocks` beside its
  /// blocks (a full unroll): all of them belong to the loop around it, if
  /// any, and `loop` is destroyed.
  void dissolveInnermostLoop(mlir::CFGLoop *loop,
                             llvm::ArrayRef<mlir::Block *> newBlocks);
  /// Invalid when either this analysis or dominance is not preserved: the
  /// loops point into the dominator tree.
  bool isInvalidated(const mlir::AnalysisManager::PreservedAnalyses &pa);

private:
  mlir::DominanceInfo *dominance = nullptr;
  mlir::Region *body = nullptr;
  uint64_t cost = 0;
  bool built = false;
  std::unique_ptr<mlir::CFGLoopInfo> loops;
};

/// The blocks of `loop` in the order of their region. Costs the span of
/// the region from the header to the loop's last block when no block of
/// the loop comes before its header (as the front end lays loops out),
/// the whole region otherwise; never a pointer order.
llvm::SmallVector<mlir::Block *> getBlocksInProgramOrder(mlir::CFGLoop *loop);

/// True if `a` dominates `b`, two blocks of `loop`: every path from the
/// header to `b` in the loop passes `a`. Every way into the loop is through
/// its header, so this is dominance in the function, found from the loop's
/// blocks alone (no dominator tree; it costs the loop's size).
bool dominatesInLoop(mlir::CFGLoop *loop, mlir::Block *a, mlir::Block *b);

/// True if `value` is defined outside `loop`: a function argument or a
/// value of a block the loop does not contain.
bool isDefinedOutside(mlir::Value value, mlir::CFGLoop *loop);

} // namespace vct

MLIR_DECLARE_EXPLICIT_TYPE_ID(vct::LoopInfo)

#endif // VCT_ANALYSIS_LOOPINFO_H
