//===- LoopInfo.cpp - Natural loops of a VIR function ---------------------===//

#include "vct/Analysis/LoopInfo.h"

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "llvm/ADT/SmallPtrSet.h"

#include "llvm/ADT/SmallPtrSet.h"

MLIR_DEFINE_EXPLICIT_TYPE_ID(vct::LoopInfo)

using namespace mlir;
using namespace vct;

LoopInfo::LoopInfo(Operation *op, AnalysisManager &am)
    : LoopInfo(op, am.getAnalysis<DominanceInfo>()) {}

LoopInfo::LoopInfo(Operation *op, DominanceInfo &dominance) {
  Region &body = cast<vir::FuncOp>(op).getBody();
  // A single-block region has no loops (its entry block has no
  // predecessors), and getDomTree must not be asked for it.
  if (body.empty() || body.hasOneBlock())
    return;
  loops = std::make_unique<CFGLoopInfo>(dominance.getDomTree(&body));
}

ArrayRef<CFGLoop *> LoopInfo::getTopLevelLoops() const {
  if (!loops)
    return {};
  return loops->getTopLevelLoops();
}

CFGLoop *LoopInfo::getLoopFor(Block *block) const {
  return loops ? loops->getLoopFor(block) : nullptr;
}

SmallVector<Block *> LoopInfo::getHeadersInnermostFirst() const {
  SmallVector<Block *> headers;
  ArrayRef<CFGLoop *> roots = getTopLevelLoops();
  if (roots.empty())
    return headers;
  DenseMap<Block *, unsigned> position;
  for (auto [index, block] :
       llvm::enumerate(*roots.front()->getHeader()->getParent()))
    position[&block] = index;
  auto byPosition = [&](CFGLoop *a, CFGLoop *b) {
    return position[a->getHeader()] < position[b->getHeader()];
  };
  SmallVector<CFGLoop *> sortedRoots(roots);
  llvm::sort(sortedRoots, byPosition);
  for (CFGLoop *root : sortedRoots) {
    // Post-order over the nest with an explicit stack.
    SmallVector<std::pair<CFGLoop *, bool>> stack = {{root, false}};
    while (!stack.empty()) {
      auto [loop, expanded] = stack.pop_back_val();
      if (expanded) {
        headers.push_back(loop->getHeader());
        continue;
      }
      stack.push_back({loop, true});
      SmallVector<CFGLoop *> children(loop->getSubLoops().begin(),
                                      loop->getSubLoops().end());
      llvm::sort(children, byPosition);
      for (CFGLoop *child : llvm::reverse(children))
        stack.push_back({child, false});
    }
  }
  return headers;
}

bool vct::isDefinedOutside(Value value, CFGLoop *loop) {
  return !loop->contains(value.getParentBlock());
}

Block *LoopInfo::getPreheader(CFGLoop *loop) {
  Block *predecessor = loop->getLoopPredecessor();
  if (!predecessor || predecessor->getNumSuccessors() != 1)
    return nullptr;
  return predecessor;
}

Block *LoopInfo::getLatch(CFGLoop *loop) { return loop->getLoopLatch(); }

Operation *LoopInfo::getBackEdgeBranch(CFGLoop *loop) {
  Block *latch = getLatch(loop);
  return latch ? latch->getTerminator() : nullptr;
}

SmallVector<Block *> vct::getBlocksInProgramOrder(CFGLoop *loop) {
  SmallVector<Block *> blocks;
  unsigned size = loop->getNumBlocks();
  Region *region = loop->getHeader()->getParent();
  auto collectFrom = [&](Region::iterator it) {
    for (auto end = region->end(); it != end && blocks.size() < size; ++it)
      if (loop->contains(&*it))
        blocks.push_back(&*it);
  };
  collectFrom(loop->getHeader()->getIterator());
  if (blocks.size() < size) {
    blocks.clear();
    collectFrom(region->begin());
  }
  return blocks;
}

bool vct::dominatesInLoop(CFGLoop *loop, Block *a, Block *b) {
  Block *header = loop->getHeader();
  if (a == b || a == header)
    return true;
  // Search from the header without passing `a`: b is dominated iff it is
  // not found. Each block enters the worklist once.
  llvm::SmallPtrSet<Block *, 16> seen = {header, a};
  SmallVector<Block *> worklist = {header};
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *successor : block->getSuccessors()) {
      if (successor == b)
        return false;
      if (loop->contains(successor) && seen.insert(successor).second)
        worklist.push_back(successor);
    }
  }
  return true;
}

void LoopInfo::replaceHeader(CFGLoop *loop, Block *newHeader) {
  Block *oldHeader = loop->getHeader();
  loop->moveToHeader(newHeader);
  loops->removeBlock(oldHeader);
}

void LoopInfo::addPreheader(CFGLoop *loop, Block *preheader) {
  if (CFGLoop *parent = loop->getParentLoop())
    parent->addBasicBlockToLoop(preheader, *loops);
}

void LoopInfo::eraseInnermostLoop(CFGLoop *loop) {
  assert(loop->getSubLoops().empty() && "the loop has subloops");
  SmallVector<Block *> blocks(loop->getBlocks());
  for (Block *block : blocks)
    loops->removeBlock(block);
  if (CFGLoop *parent = loop->getParentLoop())
    parent->removeChildLoop(loop);
  else
    loops->removeLoop(llvm::find(*loops, loop));
  loops->destroy(loop);
}

void LoopInfo::addBlocks(CFGLoop *loop, ArrayRef<Block *> blocks) {
  assert(loop->getSubLoops().empty() && "the loop has subloops");
  for (Block *block : blocks)
    loop->addBasicBlockToLoop(block, *loops);
}

void LoopInfo::dissolveInnermostLoop(CFGLoop *loop,
                                     ArrayRef<Block *> newBlocks) {
  assert(loop->getSubLoops().empty() && "the loop has subloops");
  CFGLoop *parent = loop->getParentLoop();
  for (Block *block : loop->getBlocks())
    loops->changeLoopFor(block, parent);
  if (parent) {
    for (Block *block : newBlocks)
      parent->addBasicBlockToLoop(block, *loops);
    parent->removeChildLoop(loop);
  } else {
    loops->removeLoop(llvm::find(*loops, loop));
  }
  loops->destroy(loop);
}

bool LoopInfo::isInvalidated(const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<LoopInfo>() || !pa.isPreserved<DominanceInfo>();
}
