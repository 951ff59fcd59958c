//===- SSAUpdater.cpp - Restore SSA form for a value with several defs ----===//
//
// Plan, check, then rewrite: the merge blocks come from llvm::IDFCalculator
// (defining blocks = blocks with an available value, live-in blocks = the
// blocks from which a use is reached without passing a definition); each
// use and each merge block's incoming edge is resolved by walking up the
// dominator tree to the nearest block with an available value or a merge
// argument. Only when every resolution succeeds is the IR changed.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/SSAUpdater.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/GenericIteratedDominanceFrontier.h"

#define DEBUG_TYPE "ssa-updater"

using namespace mlir;
using namespace vct;

SSAUpdater::SSAUpdater(Region &region, DominanceInfo &dominance, Type type,
                       Location loc)
    : region(region), dominance(dominance), type(type), loc(loc) {}

void SSAUpdater::addAvailableValue(Block *block, Value value) {
  assert(value.getType() == type && "one variable, one type");
  available[block] = value;
}

bool SSAUpdater::hasAvailableValue(Block *block) const {
  return available.count(block);
}

SSAUpdater::Source SSAUpdater::getSourceAtEnd(Block *block) const {
  // The dominator tree is finite; each step moves one level up.
  while (block) {
    auto it = available.find(block);
    if (it != available.end())
      return {it->second, nullptr};
    if (llvm::is_contained(merges, block))
      return {Value(), block};
    if (!dominance.isReachableFromEntry(block))
      return {};
    llvm::DomTreeNodeBase<Block> *node = dominance.getNode(block);
    llvm::DomTreeNodeBase<Block> *idom = node ? node->getIDom() : nullptr;
    block = idom ? idom->getBlock() : nullptr;
  }
  return {};
}

SSAUpdater::Source SSAUpdater::getSourceLiveIn(Block *block) const {
  if (llvm::is_contained(merges, block))
    return {Value(), block};
  if (!dominance.isReachableFromEntry(block))
    return {};
  llvm::DomTreeNodeBase<Block> *node = dominance.getNode(block);
  llvm::DomTreeNodeBase<Block> *idom = node ? node->getIDom() : nullptr;
  if (!idom)
    return {};
  return getSourceAtEnd(idom->getBlock());
}

/// True if `use` reads the value at the end of its block (a terminator's
/// operand) rather than the value live into it.
static bool readsAtEnd(OpOperand *use) {
  Operation *owner = use->getOwner();
  return owner == &owner->getBlock()->back() &&
         owner->hasTrait<OpTrait::IsTerminator>();
}

LogicalResult SSAUpdater::rewriteUses(ArrayRef<OpOperand *> uses,
                                      bool checkOnly) {
  merges.clear();
  inserted.clear();
  if (uses.empty())
    return success();

  // Live-in blocks: the blocks of uses that read the live-in value, and
  // backwards from them up to the defining blocks.
  SmallVector<Block *> worklist;
  llvm::SmallPtrSet<Block *, 16> liveIn;
  for (OpOperand *use : uses) {
    Block *block = use->getOwner()->getBlock();
    if (readsAtEnd(use) && available.count(block))
      continue;
    if (liveIn.insert(block).second)
      worklist.push_back(block);
  }
  // Each block enters the worklist at most once.
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *pred : block->getPredecessors())
      if (!available.count(pred) && liveIn.insert(pred).second)
        worklist.push_back(pred);
  }

  if (!region.hasOneBlock()) {
    llvm::SmallPtrSet<Block *, 16> defining;
    for (auto &entry : available)
      defining.insert(entry.first);
    llvm::IDFCalculatorBase<Block, false> idf(dominance.getDomTree(&region));
    idf.setDefiningBlocks(defining);
    idf.setLiveInBlocks(liveIn);
    SmallVector<Block *> found;
    idf.calculate(found);
    // Dominator-tree preorder (the calculator has numbered the tree), so
    // the output never depends on its queue; sorting the few merge blocks
    // costs no walk of the region per rewrite.
    auto &tree = dominance.getDomTree(&region);
    llvm::sort(found, [&](Block *a, Block *b) {
      return tree.getNode(a)->getDFSNumIn() < tree.getNode(b)->getDFSNumIn();
    });
    merges.assign(found.begin(), found.end());
  }

  // Check every resolution before changing anything. Unreachable
  // predecessors of a merge block pass vir.undef.
  auto resolveUse = [&](OpOperand *use) {
    Block *block = use->getOwner()->getBlock();
    return readsAtEnd(use) ? getSourceAtEnd(block) : getSourceLiveIn(block);
  };
  for (OpOperand *use : uses)
    if (!resolveUse(use).found()) {
      LLVM_DEBUG(llvm::dbgs()
                 << "no definition reaches " << *use->getOwner() << "\n");
      merges.clear();
      return failure();
    }
  for (Block *merge : merges)
    for (Block *pred : merge->getPredecessors())
      if (dominance.isReachableFromEntry(pred) &&
          !getSourceAtEnd(pred).found()) {
        merges.clear();
        return failure();
      }
  if (checkOnly) {
    merges.clear();
    return success();
  }

  // Rewrite.
  DenseMap<Block *, BlockArgument> arguments;
  for (Block *merge : merges) {
    BlockArgument argument = merge->addArgument(type, loc);
    arguments[merge] = argument;
    inserted.push_back(argument);
  }
  auto materialize = [&](Source source) {
    return source.value ? source.value : Value(arguments.lookup(source.merge));
  };
  // The uses first: appending a merge argument's operand to a branch moves
  // the OpOperands after it in that branch, so a use held by a branch that
  // is also a merge block's predecessor (an exiting block passing the value
  // to the body and reaching the exit) would be stale afterwards.
  for (OpOperand *use : uses)
    use->set(materialize(resolveUse(use)));
  for (Block *merge : merges) {
    for (auto it = merge->pred_begin(), e = merge->pred_end(); it != e; ++it) {
      Block *pred = *it;
      Value incoming;
      if (dominance.isReachableFromEntry(pred)) {
        incoming = materialize(getSourceAtEnd(pred));
      } else {
        OpBuilder builder(pred->getTerminator());
        incoming = vir::UndefOp::create(builder, loc, type);
      }
      cast<BranchOpInterface>(pred->getTerminator())
          .getSuccessorOperands(it.getSuccessorIndex())
          .append(incoming);
    }
  }
  return success();
}

LogicalResult SSAUpdater::rewriteAllUsesOf(Value value) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : value.getUses())
    uses.push_back(&use);
  // Use-list order is not program order, but each use is rewritten on its
  // own, so the result does not depend on it.
  return rewriteUses(uses);
}

Operation *vct::parkUses(Region &region, Value value,
                         ArrayRef<OpOperand *> uses) {
  OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
  auto placeholder = UnrealizedConversionCastOp::create(
      builder, value.getLoc(), TypeRange{value.getType()}, ValueRange{});
  for (OpOperand *use : uses)
    use->set(placeholder.getResult(0));
  return placeholder;
}
