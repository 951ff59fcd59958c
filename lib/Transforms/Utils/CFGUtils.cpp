//===- CFGUtils.cpp - Edits of a VIR control-flow graph -------------------===//

#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

bool vct::isBackEdge(Operation *terminator, Block *successor,
                     DominanceInfo &dominance) {
  return dominance.dominates(successor, terminator->getBlock());
}

bool vct::formsBackEdge(Operation *terminator, DominanceInfo &dominance) {
  return llvm::any_of(terminator->getSuccessors(), [&](Block *successor) {
    return isBackEdge(terminator, successor, dominance);
  });
}

bool vct::isCriticalEdge(Operation *terminator, unsigned index) {
  if (terminator->getNumSuccessors() < 2)
    return false;
  Block *target = terminator->getSuccessor(index);
  return std::next(target->pred_begin()) != target->pred_end();
}

/// True if `trait` is a loop request (stale ones included: the verifier
/// wants them on back edges too).
static bool isLoopRequest(Attribute trait) {
  auto request = dyn_cast<RequestAttr>(trait);
  return request &&
         getRequestCategory(request.getKind()) == RequestCategory::Loop;
}

static bool hasLoopRequests(Operation *op) {
  return llvm::any_of(getTraitList(op), isLoopRequest);
}

/// Moves the loop requests of `from` to the end of `to`'s traits.
static void moveLoopRequests(Operation *from, Operation *to) {
  SmallVector<Attribute> kept, moved(getTraitList(to));
  for (Attribute trait : getTraitList(from))
    (isLoopRequest(trait) ? moved : kept).push_back(trait);
  setTraitList(from, kept);
  setTraitList(to, moved);
}

/// After `edited`'s edges to some blocks were routed through `block`, whose
/// terminator is the new `vir.br`: moves `edited`'s loop requests to that
/// branch if it, and no longer `edited`, forms the back edge. Returns false,
/// moving nothing, if two of the moving branches carry requests of one kind.
static bool keepLoopRequestsOnBackEdges(ArrayRef<Operation *> edited,
                                        Block *block,
                                        DominanceInfo &dominance) {
  SmallVector<Operation *> carrying;
  for (Operation *terminator : edited)
    if (hasLoopRequests(terminator))
      carrying.push_back(terminator);
  if (carrying.empty())
    return true;
  // A tree built before does not know the new block.
  dominance.invalidate(block->getParent());
  Operation *branch = block->getTerminator();
  if (!formsBackEdge(branch, dominance))
    return true;
  SmallVector<Operation *> moving;
  SmallVector<RequestKind> kinds;
  for (Operation *terminator : carrying) {
    if (formsBackEdge(terminator, dominance))
      continue;
    for (Attribute trait : getTraitList(terminator)) {
      if (!isLoopRequest(trait))
        continue;
      RequestKind kind = cast<RequestAttr>(trait).getKind();
      if (llvm::is_contained(kinds, kind))
        return false;
      kinds.push_back(kind);
    }
    moving.push_back(terminator);
  }
  for (Operation *terminator : moving)
    moveLoopRequests(terminator, branch);
  return true;
}

/// A new block before `insertBefore` in `target`'s region, with `target`'s
/// argument types, ending in `vir.br target(arguments)` at `loc`.
static Block *createForwarder(Block *target, Region::iterator insertBefore,
                              Location loc) {
  auto *block = new Block();
  target->getParent()->getBlocks().insert(insertBefore, block);
  for (BlockArgument argument : target->getArguments())
    block->addArgument(argument.getType(), argument.getLoc());
  OpBuilder builder = OpBuilder::atBlockEnd(block);
  BrOp::create(builder, loc, target, block->getArguments());
  return block;
}

Block *vct::splitEdge(Operation *terminator, unsigned index,
                      DominanceInfo &dominance) {
  Block *target = terminator->getSuccessor(index);
  Block *split =
      createForwarder(target, target->getIterator(), terminator->getLoc());
  terminator->setSuccessor(split, index);
  // One branch cannot conflict with itself.
  (void)keepLoopRequestsOnBackEdges(terminator, split, dominance);
  return split;
}

unsigned vct::splitCriticalEdges(Region &region, DominanceInfo &dominance) {
  SmallVector<std::pair<Operation *, unsigned>> critical;
  for (Block &block : region) {
    if (block.empty())
      continue;
    Operation *terminator = &block.back();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (isCriticalEdge(terminator, i))
        critical.emplace_back(terminator, i);
  }
  for (auto [terminator, index] : critical)
    splitEdge(terminator, index, dominance);
  return critical.size();
}

/// Routes the edges from `predecessors` to `block` through a new forwarder
/// before `insertBefore`; `edited` gets their terminators.
static Block *redirectThroughForwarder(Block *block,
                                       ArrayRef<Block *> predecessors,
                                       Region::iterator insertBefore,
                                       SmallVectorImpl<Operation *> &edited) {
  assert(!predecessors.empty() && "nothing to redirect");
  Block *forwarder = createForwarder(
      block, insertBefore, predecessors.front()->getTerminator()->getLoc());
  for (Block *predecessor : predecessors) {
    Operation *terminator = predecessor->getTerminator();
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (terminator->getSuccessor(i) == block)
        terminator->setSuccessor(forwarder, i);
    edited.push_back(terminator);
  }
  return forwarder;
}

Block *vct::redirectForwardEdges(Block *block, ArrayRef<Block *> predecessors,
                                 Region::iterator insertBefore) {
  SmallVector<Operation *> edited;
  return redirectThroughForwarder(block, predecessors, insertBefore, edited);
}

Block *vct::redirectPredecessors(Block *block, ArrayRef<Block *> predecessors,
                                 Region::iterator insertBefore,
                                 DominanceInfo &dominance) {
  SmallVector<Operation *> edited;
  Block *forwarder =
      redirectThroughForwarder(block, predecessors, insertBefore, edited);
  if (keepLoopRequestsOnBackEdges(edited, forwarder, dominance))
    return forwarder;
  // Take the edit back.
  for (Operation *terminator : edited)
    for (unsigned i = 0, e = terminator->getNumSuccessors(); i != e; ++i)
      if (terminator->getSuccessor(i) == forwarder)
        terminator->setSuccessor(block, i);
  forwarder->erase();
  dominance.invalidate(block->getParent());
  return nullptr;
}
