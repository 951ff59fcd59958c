//===- LoopInfoTest.cpp - Tests of the loop analysis ----------------------===//
//
// LoopInfo's helpers that CFGLoop lacks for MLIR blocks (MLIR-API.md §2):
// which block is a loop's preheader and which its latch, in the cases the
// loop passes meet: an entering vir.cond_br, several entering blocks, two
// latches, and a latch with two edges to the header.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/LoopInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/AnalysisManager.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

class LoopInfoTest : public ::testing::Test {
protected:
  LoopInfoTest() { context.loadDialect<VIRDialect>(); }

  /// Parses a module whose @f's loop is headed by block `header` and
  /// returns that loop (null on a parse error or if it is not a header).
  CFGLoop *parseLoop(StringRef source, unsigned header) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return nullptr;
    func = module->lookupSymbol<FuncOp>("f");
    dominance = std::make_unique<DominanceInfo>(func);
    loops = std::make_unique<LoopInfo>(func, *dominance);
    Block *block = getBlock(header);
    CFGLoop *loop = loops->getLoopFor(block);
    return loop && loop->getHeader() == block ? loop : nullptr;
  }

  Block *getBlock(unsigned index) {
    auto it = func.getBody().begin();
    std::advance(it, index);
    return &*it;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FuncOp func;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<LoopInfo> loops;
};

TEST_F(LoopInfoTest, FindsThePreheaderAndLatchOfASimpleLoop) {
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1) {
  vir.br ^header
^header:
  vir.cond_br %c, ^body, ^exit
^body:
  vir.br ^header
^exit:
  vir.return
}
)mlir",
                            1);
  ASSERT_TRUE(loop);
  EXPECT_EQ(LoopInfo::getPreheader(loop), getBlock(0));
  EXPECT_EQ(LoopInfo::getLatch(loop), getBlock(2));
  EXPECT_EQ(LoopInfo::getBackEdgeBranch(loop), getBlock(2)->getTerminator());
}

TEST_F(LoopInfoTest, FindsNoPreheaderBehindACondBr) {
  // The only entering block also branches elsewhere: hoisting into it
  // would run code the loop might not.
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.cond_br %d, ^header, ^exit
^header:
  vir.cond_br %c, ^header, ^exit
^exit:
  vir.return
}
)mlir",
                            1);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->getLoopPredecessor(), getBlock(0));
  EXPECT_EQ(LoopInfo::getPreheader(loop), nullptr);
  // A single-block loop is its own latch.
  EXPECT_EQ(LoopInfo::getLatch(loop), getBlock(1));
}

TEST_F(LoopInfoTest, FindsNoPreheaderBehindTwoEdgesOfOneBlock) {
  // One entering block, but with two edges (two successors) to the header.
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1, %x: i32, %y: i32) {
  vir.cond_br %d, ^header(%x : i32), ^header(%y : i32)
^header(%i: i32):
  vir.cond_br %c, ^header(%i : i32), ^exit
^exit:
  vir.return
}
)mlir",
                            1);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->getLoopPredecessor(), getBlock(0));
  EXPECT_EQ(LoopInfo::getPreheader(loop), nullptr);
}

TEST_F(LoopInfoTest, FindsNoPreheaderForTwoEnteringBlocks) {
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.cond_br %d, ^left, ^right
^left:
  vir.br ^header
^right:
  vir.br ^header
^header:
  vir.cond_br %c, ^header, ^exit
^exit:
  vir.return
}
)mlir",
                            3);
  ASSERT_TRUE(loop);
  EXPECT_EQ(loop->getLoopPredecessor(), nullptr);
  EXPECT_EQ(LoopInfo::getPreheader(loop), nullptr);
}

TEST_F(LoopInfoTest, FindsNoLatchForTwoLatches) {
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.br ^header
^header:
  vir.cond_br %c, ^a, ^exit
^a:
  vir.cond_br %d, ^header, ^b
^b:
  vir.br ^header
^exit:
  vir.return
}
)mlir",
                            1);
  ASSERT_TRUE(loop);
  EXPECT_EQ(LoopInfo::getPreheader(loop), getBlock(0));
  EXPECT_EQ(LoopInfo::getLatch(loop), nullptr);
  EXPECT_EQ(LoopInfo::getBackEdgeBranch(loop), nullptr);
}

TEST_F(LoopInfoTest, FindsNoLatchForOneBlockWithTwoBackEdges) {
  // CFGLoop counts predecessor edges: one block with two edges to the
  // header is no unique latch (mergeLatches gives it one).
  CFGLoop *loop = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1, %x: i32, %y: i32) {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  vir.cond_br %c, ^latch, ^exit
^latch:
  vir.cond_br %d, ^header(%x : i32), ^header(%y : i32)
^exit:
  vir.return
}
)mlir",
                            1);
  ASSERT_TRUE(loop);
  EXPECT_EQ(LoopInfo::getPreheader(loop), getBlock(0));
  EXPECT_EQ(LoopInfo::getLatch(loop), nullptr);
}

TEST_F(LoopInfoTest, FindsNoLoopsInASingleBlock) {
  module = parseSourceString<ModuleOp>(R"mlir(
vir.func @f() {
  vir.return
}
)mlir",
                                       &context);
  ASSERT_TRUE(module);
  func = module->lookupSymbol<FuncOp>("f");
  DominanceInfo dom(func);
  LoopInfo info(func, dom);
  EXPECT_TRUE(info.getTopLevelLoops().empty());
  EXPECT_TRUE(info.getHeadersInnermostFirst().empty());
  EXPECT_EQ(info.getLoopFor(&func.getBody().front()), nullptr);
}

TEST_F(LoopInfoTest, ListsHeadersInnermostFirst) {
  CFGLoop *outer = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.br ^outer
^outer:
  vir.br ^inner
^inner:
  vir.cond_br %c, ^inner, ^latch
^latch:
  vir.cond_br %d, ^outer, ^exit
^exit:
  vir.return
}
)mlir",
                             1);
  ASSERT_TRUE(outer);
  SmallVector<Block *> headers = loops->getHeadersInnermostFirst();
  ASSERT_EQ(headers.size(), 2u);
  EXPECT_EQ(headers[0], getBlock(2));
  EXPECT_EQ(headers[1], getBlock(1));
  EXPECT_EQ(LoopInfo::getLatch(outer), getBlock(3));
  // The inner loop's only entering block is ^outer, which ends in a vir.br.
  EXPECT_EQ(LoopInfo::getPreheader(loops->getLoopFor(getBlock(2))),
            getBlock(1));
}

/// Every block counted once for each loop around it but its innermost,
/// from the built loops: all memberships, less one per block in a loop.
static uint64_t countNestedMemberships(const LoopInfo &info, FuncOp func) {
  uint64_t total = 0;
  SmallVector<CFGLoop *> worklist(info.getTopLevelLoops());
  while (!worklist.empty()) {
    CFGLoop *loop = worklist.pop_back_val();
    total += loop->getNumBlocks();
    llvm::append_range(worklist, loop->getSubLoops());
  }
  for (Block &block : func.getBody())
    if (info.getLoopFor(&block))
      --total;
  return total;
}

TEST_F(LoopInfoTest, CostCountsTheMembershipsOfNestedBlocks) {
  // Two loops nested in a third, one of them with a loop of its own, a
  // loop after them, and a cycle in unreachable code (no loop).
  CFGLoop *outer = parseLoop(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.br ^outer
^outer:
  vir.br ^a
^a:
  vir.br ^b
^b:
  vir.cond_br %c, ^b, ^a2
^a2:
  vir.cond_br %d, ^a, ^c
^c:
  vir.cond_br %c, ^c, ^latch
^latch:
  vir.cond_br %d, ^outer, ^after
^after:
  vir.cond_br %c, ^after, ^exit
^exit:
  vir.return
^dead:
  vir.br ^dead2
^dead2:
  vir.br ^dead
}
)mlir",
                             1);
  ASSERT_TRUE(outer);
  // outer: 6 blocks; ^a's loop: 3; ^b's, ^c's and ^after's: 1 each; 12
  // memberships of 7 blocks.
  EXPECT_EQ(loops->getCost(), 5u);
  EXPECT_EQ(loops->getCost(), countNestedMemberships(*loops, func));
}

TEST_F(LoopInfoTest, CostOfADeepNestIsQuadratic) {
  // A nest of depth 40: header i and latch i belong to i + 1 loops.
  std::string source = "vir.func @f(%c: i1) {\n  vir.br ^h0\n";
  constexpr unsigned depth = 40;
  for (unsigned i = 0; i < depth; ++i)
    source += "^h" + std::to_string(i) + ":\n  vir.br ^h" +
              std::to_string(i + 1) + "\n";
  source = source.substr(0, source.rfind("  vir.br")) + "  vir.br ^l" +
           std::to_string(depth - 1) + "\n";
  for (unsigned i = depth; i-- > 0;)
    source += "^l" + std::to_string(i) + ":\n  vir.cond_br %c, ^h" +
              std::to_string(i) + ", ^" +
              (i ? "l" + std::to_string(i - 1) : std::string("exit")) + "\n";
  source += "^exit:\n  vir.return\n}\n";
  ASSERT_TRUE(parseLoop(source, 1));
  EXPECT_EQ(loops->getCost(), uint64_t(depth) * (depth - 1));
  EXPECT_EQ(loops->getCost(), countNestedMemberships(*loops, func));
}

TEST_F(LoopInfoTest, BuildsOnlyWithinTheBudget) {
  module = parseSourceString<ModuleOp>(R"mlir(
vir.func @f(%c: i1, %d: i1) {
  vir.br ^outer
^outer:
  vir.br ^inner
^inner:
  vir.cond_br %c, ^inner, ^latch
^latch:
  vir.cond_br %d, ^outer, ^exit
^exit:
  vir.return
}
)mlir",
                                       &context);
  ASSERT_TRUE(module);
  func = module->lookupSymbol<FuncOp>("f");
  ModuleAnalysisManager mam(*module, nullptr);
  AnalysisManager am = mam;
  AnalysisManager funcAnalyses = am.nest(func);
  LoopInfo info(func, funcAnalyses);
  // ^inner is in both loops.
  EXPECT_EQ(info.getCost(), 1u);
  EXPECT_FALSE(info.isBuilt());
  EXPECT_TRUE(info.getTopLevelLoops().empty());
  EXPECT_FALSE(info.build(0));
  EXPECT_TRUE(info.getTopLevelLoops().empty());
  EXPECT_TRUE(info.build(1));
  EXPECT_TRUE(info.isBuilt());
  ASSERT_EQ(info.getTopLevelLoops().size(), 1u);
  EXPECT_EQ(info.getTopLevelLoops().front()->getHeader(), getBlock(1));
  // Once built, a smaller budget does not take the loops away.
  EXPECT_TRUE(info.build(0));
}

} // namespace
