//===- LoopInfo.cpp - Natural loops of a VIR function ---------------------===//

#include "vct/Analysis/LoopInfo.h"

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallPtrSet.h"

MLIR_DEFINE_EXPLICIT_TYPE_ID(vct::LoopInfo)

using namespace mlir;
using namespace vct;

/// The nesting cost of the natural loops of `body` (LoopInfo::getCost)
/// without building them: the discovery of LLVM's LoopInfoBase::analyze
/// (headers in dominator-tree post-order, a backward walk from each back edge
/// that steps over the loops found inside), keeping only each block's innermost
/// loop and each loop's parent. A union-find over the loops finds the
/// outermost loop found so far around a block, so each block and each edge
/// is handled a bounded number of times.
static uint64_t getLoopForestCost(Region &body,
                                  llvm::DominatorTreeBase<Block, false> &tree) {
  llvm::DenseMap<Block *, unsigned> index;
  for (Block &block : body)
    index.try_emplace(&block, index.size());
  constexpr unsigned none = ~0u;
  SmallVector<unsigned> innermost(index.size(), none);
  SmallVector<unsigned> parent, root;
  SmallVector<Block *> headers;
  auto findRoot = [&](unsigned loop) {
    unsigned top = loop;
    while (root[top] != top)
      top = root[top];
    while (root[loop] != top)
      loop = std::exchange(root[loop], top);
    return top;
  };
  SmallVector<Block *> worklist;
  for (auto *node : llvm::post_order(tree.getRootNode())) {
    Block *header = node->getBlock();
    for (Block *pred : header->getPredecessors())
      if (tree.isReachableFromEntry(pred) && tree.dominates(header, pred))
        worklist.push_back(pred);
    if (worklist.empty())
      continue;
    unsigned loop = parent.size();
    parent.push_back(none);
    root.push_back(loop);
    headers.push_back(header);
    while (!worklist.empty()) {
      Block *block = worklist.pop_back_val();
      unsigned &inner = innermost[index.lookup(block)];
      if (inner == none) {
        if (!tree.isReachableFromEntry(block))
          continue;
        inner = loop;
        if (block != header)
          llvm::append_range(worklist, block->getPredecessors());
        continue;
      }
      unsigned sub = findRoot(inner);
      if (sub == loop)
        continue;
      // A loop found before, with everything around it found so far: it
      // nests in this one, and the walk goes on from its header.
      parent[sub] = loop;
      root[sub] = loop;
      llvm::append_range(worklist, headers[sub]->getPredecessors());
    }
  }
  // A loop is found before the loops around it: depths from the last.
  SmallVector<uint64_t> depth(parent.size());
  for (unsigned loop = parent.size(); loop-- > 0;)
    depth[loop] = parent[loop] == none ? 1 : depth[parent[loop]] + 1;
  uint64_t cost = 0;
  for (unsigned loop : innermost)
    if (loop != none)
      cost += depth[loop] - 1;
  return cost;
}

LoopInfo::LoopInfo(Operation *op, AnalysisManager &am) {
  body = &cast<vir::FuncOp>(op).getBody();
  if (body->empty() || body->hasOneBlock())
    return;
  dominance = &am.getAnalysis<DominanceInfo>();
  cost = getLoopForestCost(*body, dominance->getDomTree(body));
}

LoopInfo::LoopInfo(Operation *op, DominanceInfo &dominance) {
  Region &body = cast<vir::FuncOp>(op).getBody();
  built = true;
  // A single-block region has no loops (its entry block has no
  // predecessors), and getDomTree must not be asked for it.
  if (body.empty() || body.hasOneBlock())
    return;
  cost = getLoopForestCost(body, dominance.getDomTree(&body));
  loops = std::make_unique<CFGLoopInfo>(dominance.getDomTree(&body));
}

bool LoopInfo::build(int64_t budget) {
  if (built)
    return true;
  if (budget >= 0 && cost > static_cast<uint64_t>(budget))
    return false;
  built = true;
  if (dominance)
    loops = std::make_unique<CFGLoopInfo>(dominance->getDomTree(body));
  return true;
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
  // Nothing but the header dominates it (the back edges reach it last).
  if (b == header)
    return false;
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
  addBlocksAround(loop, preheader);
}

void LoopInfo::addBlocksAround(CFGLoop *loop, ArrayRef<Block *> blocks) {
  if (CFGLoop *parent = loop->getParentLoop())
    for (Block *block : blocks)
      parent->addBasicBlockToLoop(block, *loops);
}

CFGLoop *LoopInfo::addInnermostLoopBeside(CFGLoop *sibling,
                                          ArrayRef<Block *> blocks) {
  assert(!blocks.empty() && "a loop needs a header");
  CFGLoop *parent = sibling->getParentLoop();
  Block *header = blocks.front();
  CFGLoop *loop = loops->AllocateLoop(header);
  if (parent)
    parent->addChildLoop(loop);
  else
    loops->addTopLevelLoop(loop);
  loops->changeLoopFor(header, loop);
  for (CFGLoop *around = parent; around; around = around->getParentLoop())
    around->addBlockEntry(header);
  for (Block *block : blocks.drop_front())
    loop->addBasicBlockToLoop(block, *loops);
  return loop;
}

void LoopInfo::addExitBlock(CFGLoop *loop, Block *exitBlock) {
  Block *target = exitBlock->getSuccessor(0);
  CFGLoop *around = loop->getParentLoop();
  while (around && !around->contains(target))
    around = around->getParentLoop();
  if (around)
    around->addBasicBlockToLoop(exitBlock, *loops);
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
