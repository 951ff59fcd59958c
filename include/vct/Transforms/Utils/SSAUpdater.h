//===- SSAUpdater.h - Restore SSA form for a value with several defs -*- C++
//-*-===//
//
// After a pass copies code (loop rotation, unrolling, peeling) or splits
// edges, one source variable may have several definitions: the original
// value and its copies, each available at the end of some block. The
// SSAUpdater rewrites uses so that each sees the definition reaching it,
// placing block arguments at the iterated dominance frontier of the
// defining blocks (llvm::IDFCalculator over the region's dominator tree, as
// MLIR's Mem2Reg does), pruned to the blocks where the variable is live.
//
// Semantics (as LLVM's SSAUpdater):
//  - addAvailableValue(block, value): `value` is the variable's value at
//    the END of `block`. The caller keeps at most one per block.
//  - a use by an operation in a block is given the value LIVE INTO that
//    block, whatever is available at its end, except a use by the block's
//    terminator, which is given the value at its end (the value leaving it
//    on an edge). A use after a definition inside the same block is the
//    caller's business: it already names the definition.
//
// The dominance given must describe the region's current CFG (the caller
// invalidates and recomputes it after adding or redirecting blocks). A
// rewrite first checks that a definition reaches every use on every path;
// when one does not (a path from the entry block meets no definition), it
// fails without changing the IR.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_TRANSFORMS_UTILS_SSAUPDATER_H
#define VCT_TRANSFORMS_UTILS_SSAUPDATER_H

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Region.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"

namespace vct {

class SSAUpdater {
public:
  /// An updater for one variable of type `type` in `region`, a region of
  /// blocks with a dominator tree in `dominance`.
  SSAUpdater(mlir::Region &region, mlir::DominanceInfo &dominance,
             mlir::Type type, mlir::Location loc);

  /// `value` is the variable's value at the end of `block` (replacing an
  /// earlier one for the same block).
  void addAvailableValue(mlir::Block *block, mlir::Value value);
  bool hasAvailableValue(mlir::Block *block) const;

  /// Rewrites each of `uses` to the reaching definition, adding block
  /// arguments (and the operands the predecessors' branches pass them)
  /// where definitions merge. Fails, changing nothing, if some use is not
  /// reached by a definition on every path.
  mlir::LogicalResult rewriteUses(llvm::ArrayRef<mlir::OpOperand *> uses,
                                  bool checkOnly = false);

  /// True if rewriteUses(uses) would succeed; changes nothing.
  bool canRewriteUses(llvm::ArrayRef<mlir::OpOperand *> uses) {
    return mlir::succeeded(rewriteUses(uses, /*checkOnly=*/true));
  }

  /// rewriteUses over every current use of `value` (typically the original
  /// definition whose copies were added as available values).
  mlir::LogicalResult rewriteAllUsesOf(mlir::Value value);

  /// The block arguments the last rewrite added, in dominator-tree
  /// preorder of their blocks.
  llvm::ArrayRef<mlir::BlockArgument> getInsertedArguments() const {
    return inserted;
  }

private:
  /// Where a value comes from during planning: an available value, or the
  /// argument to be added to a merge block.
  struct Source {
    mlir::Value value;
    mlir::Block *merge = nullptr;
    bool found() const { return value || merge; }
  };
  Source getSourceAtEnd(mlir::Block *block) const;
  Source getSourceLiveIn(mlir::Block *block) const;

  mlir::Region &region;
  mlir::DominanceInfo &dominance;
  mlir::Type type;
  mlir::Location loc;
  llvm::MapVector<mlir::Block *, mlir::Value> available;
  /// Merge blocks of the current rewrite, which get a new argument.
  llvm::SmallVector<mlir::Block *> merges;
  llvm::SmallVector<mlir::BlockArgument> inserted;
};

/// The SSAUpdater's semantics without a dominator tree, for a pass that
/// changes the CFG between rewrites (jump threading): the definition
/// reaching each use is found by walking predecessors backwards from it, as
/// LLVM's SSAUpdater does. Every block where the walk meets two or more
/// predecessors is a candidate merge; the candidates whose incoming values
/// are all one value (or the merge itself) are then removed, and so are the
/// ones that became so (Braun et al., "Simple and Efficient Construction of
/// Static Single Assignment Form", CC 2013). The cost is the blocks and
/// edges between the uses and the definitions, never the whole region.
///
/// A block without predecessors other than the entry (unreachable code)
/// passes `vir.undef`, and a merge whose other incoming values are all one
/// value takes that value. A rewrite fails, changing nothing, if a use is
/// reached from the entry block without a definition, or a merge block has
/// a predecessor whose terminator cannot pass it an operand.
class PathSSAUpdater {
public:
  PathSSAUpdater(mlir::Type type, mlir::Location loc) : type(type), loc(loc) {}

  /// `value` is the variable's value at the end of `block` (replacing an
  /// earlier one for the same block).
  void addAvailableValue(mlir::Block *block, mlir::Value value);

  /// Rewrites each of `uses` to the reaching definition, adding block
  /// arguments where definitions merge (same use semantics as SSAUpdater).
  mlir::LogicalResult rewriteUses(llvm::ArrayRef<mlir::OpOperand *> uses,
                                  bool checkOnly = false);
  bool canRewriteUses(llvm::ArrayRef<mlir::OpOperand *> uses) {
    return mlir::succeeded(rewriteUses(uses, /*checkOnly=*/true));
  }

  /// Blocks and edges the rewrites so far visited (for a pass's budget).
  int64_t getWork() const { return work; }

private:
  mlir::Type type;
  mlir::Location loc;
  llvm::MapVector<mlir::Block *, mlir::Value> available;
  int64_t work = 0;
};

/// Points `uses` at a fresh placeholder of their value's type (an
/// `unrealized_conversion_cast` at the start of `region`) and returns it.
/// Held OpOperand pointers go stale when a rewrite appends a merge argument
/// to a branch that holds them (the operands after it move, or the operand
/// storage grows), so a pass that rewrites several values' uses one after
/// another parks each value's uses on a placeholder first, then calls
/// rewriteAllUsesOf on the placeholder's result and erases it.
mlir::Operation *parkUses(mlir::Region &region, mlir::Value value,
                          llvm::ArrayRef<mlir::OpOperand *> uses);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_SSAUPDATER_H
