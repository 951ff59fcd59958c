//===- LoopCloner.cpp - Copy a loop's blocks and ops with their traits ----===//

#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Session.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// True for the traits a copy may keep (besides requests and
/// loop_invariant): facts of one execution.
static bool isExecutionFact(Attribute trait) {
  return isa<RangeAttr, AssumeAttr, DereferenceableAttr, NoAliasAttr,
             RestrictAttr, NoCaptureAttr, ReadOnlyAttr, WriteOnlyAttr,
             NoReadAttr, NoWriteAttr, NoReturnAttr, TBAAAttr, LibCallAttr,
             ImmutableAttr>(trait);
}

void vct::fixCopiedTraits(Operation *copy, const CopyTraitPolicy &policy) {
  FuncOp owner = getEpochOwner(copy);
  assert(owner && "copies live in functions");
  int64_t epoch = owner.getCurrentEpoch();
  copy->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != copy && isa<OpaqueRegionOp>(op))
      return WalkResult::skip();
    ArrayRef<Attribute> traits = getTraitList(op);
    if (traits.empty())
      return WalkResult::advance();
    SmallVector<Attribute> kept;
    for (Attribute attr : traits) {
      auto trait = dyn_cast<TraitAttrInterface>(attr);
      if (!trait || !isEpochValid(trait, owner))
        continue;
      bool keep = isa<RequestAttr>(attr) || isExecutionFact(attr) ||
                  (policy.sameLoop && isa<LoopInvariantAttr>(attr));
      if (keep)
        kept.push_back(trait.withEpoch(epoch));
    }
    if (ArrayRef<Attribute>(kept) != traits)
      setTraitList(op, kept);
    return WalkResult::advance();
  });
  if (policy.replacesOriginal)
    return;
  if (policy.requests)
    applyCopiedRequestPolicy(copy, policy.requests);
  else
    applyCopiedRequestPolicy(copy, CopiedRequestPolicy::Drop);
}

Operation *vct::cloneWithTraits(OpBuilder &builder, Operation *op,
                                IRMapping &mapping,
                                const CopyTraitPolicy &policy) {
  Operation *copy = builder.clone(*op, mapping);
  fixCopiedTraits(copy, policy);
  return copy;
}

void vct::inheritNestedLoopRequests(CFGLoop *loop, IRMapping &mapping) {
  SmallVector<CFGLoop *> nested(loop->getSubLoops().begin(),
                                loop->getSubLoops().end());
  // Every loop nested at any depth: each one's copy gets its own.
  for (size_t next = 0; next < nested.size(); ++next) {
    CFGLoop *inner = nested[next];
    llvm::append_range(nested, inner->getSubLoops());
    Block *latch = LoopInfo::getLatch(inner);
    Block *copy = latch ? mapping.lookupOrNull(latch) : nullptr;
    if (!copy)
      continue;
    SmallVector<RequestAttr> requests =
        TraitView::forOp(latch->getTerminator()).getRequests();
    if (requests.empty())
      continue;
    Operation *branch = copy->getTerminator();
    SmallVector<Attribute> traits(getTraitList(branch));
    llvm::append_range(traits, requests);
    setTraitList(branch, traits);
    applyCopiedRequestPolicy(branch, CopiedRequestPolicy::Inherit);
  }
}

SmallVector<Block *> vct::cloneBlocks(ArrayRef<Block *> blocks,
                                      Block *insertBefore, IRMapping &mapping,
                                      const CopyTraitPolicy &policy) {
  Region *region = insertBefore->getParent();
  SmallVector<Block *> copies;
  for (Block *block : blocks) {
    auto *copy = new Block();
    region->getBlocks().insert(insertBefore->getIterator(), copy);
    for (BlockArgument argument : block->getArguments())
      mapping.map(argument,
                  copy->addArgument(argument.getType(), argument.getLoc()));
    mapping.map(block, copy);
    copies.push_back(copy);
  }
  // Ops first, operands after: an operand may be defined in a block later in
  // `blocks` than its use.
  OpBuilder builder(region->getContext());
  for (auto [block, copy] : llvm::zip_equal(blocks, copies)) {
    builder.setInsertionPointToEnd(copy);
    for (Operation &op : *block)
      builder.clone(op, mapping);
  }
  for (Block *copy : copies) {
    for (Operation &op : *copy) {
      op.walk([&](Operation *nested) {
        for (OpOperand &operand : nested->getOpOperands())
          if (Value mapped = mapping.lookupOrNull(operand.get()))
            operand.set(mapped);
      });
      fixCopiedTraits(&op, policy);
    }
  }
  return copies;
}

unsigned vct::countOps(ArrayRef<Block *> blocks) {
  unsigned count = 0;
  for (Block *block : blocks)
    for (Operation &op : *block)
      op.walk([&](Operation *) { ++count; });
  return count;
}

void vct::moveLoopTraits(Operation *from, Operation *to) {
  SmallVector<Attribute> traits(getTraitList(to));
  llvm::append_range(traits, getTraitList(from));
  setTraitList(to, traits);
  NamedAttrList ids;
  for (Operation *op : {to, from})
    if (auto dict = op->getAttrOfType<DictionaryAttr>(kRequestIdsAttrName))
      for (NamedAttribute id : dict)
        if (!ids.get(id.getName()))
          ids.append(id);
  if (!ids.empty())
    to->setAttr(kRequestIdsAttrName, ids.getDictionary(to->getContext()));
  setTraitList(from, {});
  from->removeAttr(kRequestIdsAttrName);
}
