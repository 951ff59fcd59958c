//===- LoopMemory.cpp - What a loop does to memory ------------------------===//

#include "vct/Transforms/Utils/LoopMemory.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// True if `op` may read memory.
static bool mayReadMemory(Operation *op) {
  if (isMemoryEffectFree(op))
    return false;
  if (isa<CallOp>(op))
    return !TraitView::forOp(op).has<NoReadAttr>();
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
    return effects.hasEffect<MemoryEffects::Read>();
  return true;
}

LoopMemory LoopMemory::get(CFGLoop *loop) {
  LoopMemory memory;
  for (Block *block : loop->getBlocks()) {
    for (Operation &op : *block) {
      if (isa<OpaqueRegionOp>(op))
        memory.hasBarrier = true;
      if (isVolatileOrAtomicAccess(&op))
        memory.synchronizes = true;
      if (mayWriteMemory(&op))
        memory.writers.push_back(&op);
      if (mayReadMemory(&op))
        memory.readers.push_back(&op);
    }
  }
  return memory;
}
