//===- LoopCloner.h - Copy a loop's blocks and ops with their traits -*- C++
//-*-===//
//
// Copies of loop code (rotation's header copies, unrolled iterations,
// peeled iterations, unswitched versions) made through an IRMapping, with
// the traits a copy may keep (ARCHITECTURE §5.7).
//
// The contract: every execution of a copy stands for one execution of its
// original with the same operand values (the copy runs instead of it, never
// in addition to it). Under it, the copy keeps:
//  - value and memory facts of one execution: `range`, `assume`,
//    `dereferenceable`, `noalias`, `restrict`, `nocapture`, `readonly`,
//    `writeonly`, `immutable`, the access-edge `noread`/`nowrite` of calls
//    and the `libcall` a call computes — each holds of every execution of
//    the original, hence of the copy's;
//  - `loop_invariant` only when the copy stays in the loop the original was
//    in (CopyTraitPolicy::sameLoop): it speaks of "the innermost loop
//    containing it", which a copy outside (a guard, a peeled iteration, a
//    fully unrolled body) no longer has;
//  - action requests as the stated CopiedRequestPolicy says
//    (applyCopiedRequestPolicy).
// Kept traits are re-stamped at the function's current epoch (the cloner
// vouches for them); stale traits (already worthless) and traits of any
// other kind are dropped.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_LOOPCLONER_H
#define VCT_TRANSFORMS_UTILS_LOOPCLONER_H

#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SmallVector.h"

namespace vct {

/// What copies do with the originals' traits.
struct CopyTraitPolicy {
  /// The copies stay inside the loop the originals were in.
  bool sameLoop = false;
  /// What the copies do with each kind of action request (null: drop).
  llvm::function_ref<CopiedRequestPolicy(vir::RequestKind)> requests;
  /// The copy takes the original's place (the original is about to be
  /// erased): its requests stay the original's, names included, and
  /// `requests` is not consulted.
  bool replacesOriginal = false;
};

/// Fixes the traits of `copy` and the ops nested in it (not inside a
/// vir.opaque_region), just cloned from code of the same function, as the
/// file comment says.
void fixCopiedTraits(mlir::Operation *copy, const CopyTraitPolicy &policy);

/// Clones `op` at `builder`'s insertion point through `mapping` (operands,
/// successors and nested regions remapped, results added to the mapping)
/// and fixes its traits.
mlir::Operation *cloneWithTraits(mlir::OpBuilder &builder, mlir::Operation *op,
                                 mlir::IRMapping &mapping,
                                 const CopyTraitPolicy &policy);

/// Clones `blocks` (a loop's, or any set of blocks of one region) before
/// `insertBefore` in the same region: block arguments, ops and successors
/// inside the set map to their copies, values and successors outside it
/// stay. `mapping` receives blocks, arguments and results (it may hold
/// mappings already, e.g. of values the copies should read instead).
/// Returns the copies in the order of `blocks`.
llvm::SmallVector<mlir::Block *>
cloneBlocks(llvm::ArrayRef<mlir::Block *> blocks, mlir::Block *insertBefore,
            mlir::IRMapping &mapping, const CopyTraitPolicy &policy);

/// Gives the copies (through `mapping`, which maps the blocks) of the loops
/// nested in `loop` the requests of their originals, as requests of their
/// own with their own results to come: a copy of a whole iteration (peeled,
/// or fully unrolled) keeps real loops inside it. The copies were made with
/// their requests dropped; `loop`'s own requests stay with `loop`.
void inheritNestedLoopRequests(mlir::CFGLoop *loop, mlir::IRMapping &mapping);
/// Moves the traits and request names of `from`, a loop's old back-edge
/// branch, onto `to`, the new one (appended to its own), leaving `from`
/// without traits: the loop's requests keep their identity.
void moveLoopTraits(mlir::Operation *from, mlir::Operation *to);

/// The number of operations in `blocks` (nested ones included) that a copy
/// would contain: what size budgets count.
unsigned countOps(llvm::ArrayRef<mlir::Block *> blocks);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_LOOPCLONER_H
