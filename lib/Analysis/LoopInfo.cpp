//===- LoopInfo.cpp - Natural loops of a VIR function ---------------------===//

#include "vct/Analysis/LoopInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

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

void LoopInfo::replaceHeader(CFGLoop *loop, Block *newHeader) {
  Block *oldHeader = loop->getHeader();
  loop->moveToHeader(newHeader);
  loops->removeBlock(oldHeader);
}

bool LoopInfo::isInvalidated(const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<LoopInfo>() || !pa.isPreserved<DominanceInfo>();
}
