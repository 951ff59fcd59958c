//===- CFGUtils.h - Edits of a VIR control-flow graph -----------*- C++ -*-===//
//
// The CFG edits every pass shares, on the blocks of one region of a vir.func
// (its body, or the body of a vir.opaque_region, whose blocks a pass leaves
// alone unless it is the region's own pass):
//
//  - isBackEdge / formsBackEdge: THE back-edge test. An edge is a back edge
//    when its target dominates its source; loop requests live on the
//    branches that form one (the VIR verifier checks it).
//  - splitEdge / splitCriticalEdges: a new block on an edge.
//  - redirectPredecessors: a new block between some predecessors of a block
//    and the block (preheaders, merged latches, dedicated exits).
//  - Erasing unreachable blocks is removeUnreachableBlocks (PassUtils.h,
//    included here): it gives the requests on the erased code their results.
//
// Preconditions: the terminators involved implement BranchOpInterface
// without produced operands (vir.br, vir.cond_br, vir.switch); the blocks
// are reachable.
//
// What they preserve: the edited terminators keep their operands, traits and
// branch weights; every new block ends in a `vir.br` and takes as block
// arguments exactly what the edge passed, so no value changes. Loop requests
// (ARCHITECTURE §4) stay on a back-edge branch: when an edit makes a new
// block's branch the back edge in place of an old terminator, the old
// terminator's loop requests move to it. Dominance between the blocks that
// existed before is unchanged (every old path survives), but the new blocks
// are not in any tree built before: `dominance` may be invalidated for the
// region by these functions (they recompute it only when a moved request
// needs it), and the caller must treat it and its LoopInfo as invalid after
// any edit (see LoopAnalyses in LoopUtils.h).
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_CFGUTILS_H
#define VCT_TRANSFORMS_UTILS_CFGUTILS_H

#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Region.h"

namespace vct {

/// True if the edge from `terminator`'s block to `successor`, one of its
/// successors, is a back edge: `successor` dominates the block.
bool isBackEdge(mlir::Operation *terminator, mlir::Block *successor,
                mlir::DominanceInfo &dominance);

/// True if one of `terminator`'s edges is a back edge: the branch may carry
/// loop requests.
bool formsBackEdge(mlir::Operation *terminator, mlir::DominanceInfo &dominance);

/// True if successor `index` of `terminator` is a critical edge: the
/// terminator has several successors and the target several predecessor
/// edges (two edges from one block count as two).
bool isCriticalEdge(mlir::Operation *terminator, unsigned index);

/// Splits the edge from `terminator` through its successor slot `index`: a
/// new block, inserted just before the target, takes the target's argument
/// types as its arguments and branches to the target with them; the slot
/// now leads to the new block with the operands it had. Returns the new
/// block. A back edge's loop requests move to the new block's branch when
/// the terminator forms no back edge any more.
mlir::Block *splitEdge(mlir::Operation *terminator, unsigned index,
                       mlir::DominanceInfo &dominance);

/// Splits every critical edge of `region`, blocks in region order and each
/// terminator's successors in slot order (decided before any split).
/// Returns how many edges were split.
unsigned splitCriticalEdges(mlir::Region &region,
                            mlir::DominanceInfo &dominance);

/// redirectPredecessors for edges none of which is a back edge (the edges
/// entering a loop): no branch stops forming one and the new block's branch
/// forms none, so every loop request stays where it is and no dominator
/// tree is needed.
mlir::Block *redirectForwardEdges(mlir::Block *block,
                                  llvm::ArrayRef<mlir::Block *> predecessors,
                                  mlir::Region::iterator insertBefore);

/// Routes every edge from one of `predecessors` to `block` through a new
/// block inserted before `insertBefore` (a position in `block`'s region):
/// it takes `block`'s argument types as its arguments and branches to
/// `block` with them; the branch gets the location of the first
/// predecessor's terminator. `predecessors` must be distinct predecessors of
/// `block`. Loop requests of predecessors' branches that stop forming back
/// edges move to the new block's branch. Returns the new block, or null
/// (and changes nothing) when two such branches carry loop requests of one
/// kind: one branch may carry each kind once, and each request needs its
/// own result (O-28).
mlir::Block *redirectPredecessors(mlir::Block *block,
                                  llvm::ArrayRef<mlir::Block *> predecessors,
                                  mlir::Region::iterator insertBefore,
                                  mlir::DominanceInfo &dominance);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_CFGUTILS_H
