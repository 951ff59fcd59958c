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

bool LoopInfo::isInvalidated(const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<LoopInfo>() || !pa.isPreserved<DominanceInfo>();
}
