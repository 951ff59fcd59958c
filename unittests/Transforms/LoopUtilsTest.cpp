//===- LoopUtilsTest.cpp - Tests of the shared loop utilities -------------===//
//
// vct/Transforms/Utils/LoopUtils.h on VIR parsed from strings: simplified
// loop form (preheader, one latch, dedicated exits), the trip count of
// counted loops, loop deletion with its request results, the acyclic-body
// test, and the dominance-and-loops rebuild.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

class LoopUtilsTest : public ::testing::Test {
protected:
  LoopUtilsTest() { context.loadDialect<VIRDialect>(); }

  /// Parses `source`, takes its @f and builds dominance and loops for it.
  FuncOp parse(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return {};
    auto func = module->lookupSymbol<FuncOp>("f");
    dominance = std::make_unique<DominanceInfo>(func);
    loops = std::make_unique<LoopInfo>(func, *dominance);
    return func;
  }

  /// Block `index` of `func`'s body, in region order.
  static Block *getBlock(FuncOp func, unsigned index) {
    auto it = func.getBody().begin();
    std::advance(it, index);
    return &*it;
  }

  /// The loop headed by block `index`.
  CFGLoop *getLoop(FuncOp func, unsigned index) {
    Block *header = getBlock(func, index);
    CFGLoop *loop = loops->getLoopFor(header);
    return loop && loop->getHeader() == header ? loop : nullptr;
  }

  /// The counted loop headed by block `index`, if it is one.
  std::optional<CountedLoop> count(FuncOp func, unsigned index) {
    CFGLoop *loop = getLoop(func, index);
    if (!loop)
      return std::nullopt;
    RangeInfo ranges(func);
    return findCountedLoop(loop, ranges);
  }

  static bool hasRequest(Operation *op, RequestKind kind) {
    return llvm::any_of(getTraitList(op), [&](Attribute trait) {
      auto request = dyn_cast<RequestAttr>(trait);
      return request && request.getKind() == kind;
    });
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<LoopInfo> loops;
};

/// A counted loop `for (i = START; i PRED BOUND; i += STEP)` tested in its
/// header, with `i` of type i32 and the placeholders replaced.
std::string makeCountedLoop(StringRef start, StringRef predicate,
                            StringRef bound, StringRef increment = "vir.add",
                            StringRef step = "1") {
  std::string source = R"mlir(
vir.func @f(%n: i32) -> i32 {
  %start = vir.constant START : i32
  %step = vir.constant STEP : i32
  %bound = BOUND
  vir.br ^header(%start : i32)
^header(%i: i32):
  %c = vir.icmp PRED %i, %bound : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %next = INCREMENT %i, %step : i32
  vir.br ^header(%next : i32)
^exit:
  vir.return %i : i32
}
)mlir";
  auto replace = [&](StringRef key, StringRef value) {
    size_t at = source.find(key.str());
    source.replace(at, key.size(), value.str());
  };
  replace("START", start);
  replace("STEP", step);
  replace("BOUND", bound);
  replace("PRED", predicate);
  replace("INCREMENT", increment);
  return source;
}

//===----------------------------------------------------------------------===//
// Simplified form
//===----------------------------------------------------------------------===//

/// A loop entered from two blocks, with two latches and an exit block also
/// reached from outside the loop.
constexpr StringLiteral kUnsimplified = R"mlir(
vir.func @f(%n: i32, %c: i1, %d: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %c, ^left, ^right
^left:
  vir.cond_br %d, ^header(%c0 : i32), ^exit(%c0 : i32)
^right:
  vir.br ^header(%c1 : i32)
^header(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^a, ^exit(%next : i32)
^a:
  vir.cond_br %d, ^header(%next : i32), ^b
      {vir.traits = [#vir.req<licm, soft>]}
^b:
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
)mlir";

TEST_F(LoopUtilsTest, InsertsAPreheaderForTwoOutsidePredecessors) {
  FuncOp func = parse(kUnsimplified);
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 3);
  ASSERT_TRUE(loop);
  Block *header = loop->getHeader();
  EXPECT_EQ(LoopInfo::getPreheader(loop), nullptr);

  Block *preheader = insertPreheader(loop);

  ASSERT_TRUE(preheader);
  EXPECT_EQ(preheader->getNextNode(), header);
  EXPECT_EQ(preheader->getNumArguments(), 1u);
  EXPECT_EQ(getBlock(func, 1)->getTerminator()->getSuccessor(0), preheader);
  EXPECT_EQ(getBlock(func, 2)->getTerminator()->getSuccessor(0), preheader);
  EXPECT_TRUE(succeeded(verify(*module)));
  LoopAnalyses analyses(func, *dominance, *loops);
  analyses.rebuild();
  CFGLoop *rebuilt = analyses->getLoopFor(header);
  ASSERT_TRUE(rebuilt);
  EXPECT_EQ(LoopInfo::getPreheader(rebuilt), preheader);
}

TEST_F(LoopUtilsTest, MergesLatchesMovingTheirRequests) {
  FuncOp func = parse(kUnsimplified);
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 3);
  ASSERT_TRUE(loop);
  Block *header = loop->getHeader();
  Block *a = getBlock(func, 4), *b = getBlock(func, 5);
  EXPECT_EQ(LoopInfo::getLatch(loop), nullptr);

  Block *latch = mergeLatches(loop, *dominance);

  ASSERT_TRUE(latch);
  // After the last latch.
  EXPECT_EQ(b->getNextNode(), latch);
  EXPECT_EQ(a->getTerminator()->getSuccessor(0), latch);
  EXPECT_EQ(b->getTerminator()->getSuccessor(0), latch);
  Operation *backEdge = latch->getTerminator();
  EXPECT_TRUE(hasRequest(backEdge, RequestKind::licm));
  EXPECT_TRUE(hasRequest(backEdge, RequestKind::unroll));
  EXPECT_FALSE(hasRequest(a->getTerminator(), RequestKind::licm));
  EXPECT_FALSE(hasRequest(b->getTerminator(), RequestKind::unroll));
  EXPECT_TRUE(succeeded(verify(*module)));
  LoopAnalyses analyses(func, *dominance, *loops);
  analyses.rebuild();
  EXPECT_EQ(LoopInfo::getLatch(analyses->getLoopFor(header)), latch);
}

TEST_F(LoopUtilsTest, MergesTwoBackEdgesOfOneLatch) {
  // One latch, two edges to the header with different values: LoopInfo
  // finds no latch until they share one block.
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  vir.cond_br %c, ^latch, ^exit
^latch:
  vir.cond_br %d, ^header(%x : i32), ^header(%y : i32)
      {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i : i32
}
)mlir");
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 1);
  ASSERT_TRUE(loop);
  Block *header = loop->getHeader(), *old = getBlock(func, 2);
  EXPECT_EQ(LoopInfo::getLatch(loop), nullptr);

  LoopSimplification done = simplifyLoop(loop, *dominance);

  EXPECT_TRUE(done.mergedLatches);
  EXPECT_FALSE(done.insertedPreheader);
  ASSERT_TRUE(done.latch);
  EXPECT_NE(done.latch, old);
  EXPECT_EQ(old->getTerminator()->getSuccessor(0), done.latch);
  EXPECT_EQ(old->getTerminator()->getSuccessor(1), done.latch);
  EXPECT_TRUE(hasRequest(done.latch->getTerminator(), RequestKind::licm));
  EXPECT_FALSE(hasRequest(old->getTerminator(), RequestKind::licm));
  EXPECT_TRUE(succeeded(verify(*module)));
  LoopAnalyses analyses(func, *dominance, *loops);
  analyses.rebuild();
  EXPECT_EQ(LoopInfo::getLatch(analyses->getLoopFor(header)), done.latch);
}

TEST_F(LoopUtilsTest, LeavesASingleLatchAlone) {
  FuncOp func = parse(makeCountedLoop("0", "slt", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 1);
  ASSERT_TRUE(loop);
  size_t blocks = func.getBody().getBlocks().size();
  EXPECT_EQ(mergeLatches(loop, *dominance), getBlock(func, 2));
  EXPECT_EQ(func.getBody().getBlocks().size(), blocks);
}

TEST_F(LoopUtilsTest, FormsDedicatedExits) {
  FuncOp func = parse(kUnsimplified);
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 3);
  ASSERT_TRUE(loop);
  Block *header = loop->getHeader();
  Block *exit = getBlock(func, 6);

  EXPECT_EQ(formDedicatedExits(loop, *dominance), 1u);

  Block *dedicated = header->getTerminator()->getSuccessor(1);
  EXPECT_NE(dedicated, exit);
  EXPECT_EQ(dedicated->getNextNode(), exit);
  EXPECT_EQ(dedicated->getSinglePredecessor(), header);
  // ^left, outside the loop, still goes straight to the exit.
  EXPECT_EQ(getBlock(func, 1)->getTerminator()->getSuccessor(1), exit);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(LoopUtilsTest, SimplifiesALoopAndSaysWhatChanged) {
  FuncOp func = parse(kUnsimplified);
  ASSERT_TRUE(func);
  Block *header = getBlock(func, 3);
  CFGLoop *loop = getLoop(func, 3);
  ASSERT_TRUE(loop);

  LoopSimplification done = simplifyLoop(loop, *dominance);

  EXPECT_TRUE(done.changed());
  EXPECT_TRUE(done.insertedPreheader);
  EXPECT_TRUE(done.mergedLatches);
  EXPECT_EQ(done.dedicatedExits, 1u);
  EXPECT_TRUE(succeeded(verify(*module)));
  LoopAnalyses analyses(func, *dominance, *loops);
  analyses.rebuild();
  CFGLoop *rebuilt = analyses->getLoopFor(header);
  EXPECT_EQ(LoopInfo::getPreheader(rebuilt), done.preheader);
  EXPECT_EQ(LoopInfo::getLatch(rebuilt), done.latch);
  SmallVector<Block *> exits;
  rebuilt->getExitBlocks(exits);
  for (Block *exit : exits)
    for (Block *predecessor : exit->getPredecessors())
      EXPECT_TRUE(rebuilt->contains(predecessor));

  // A second time, nothing changes.
  LoopSimplification again = simplifyLoop(rebuilt, analyses.getDominance());
  EXPECT_FALSE(again.changed());
  EXPECT_EQ(again.preheader, done.preheader);
  EXPECT_EQ(again.latch, done.latch);
}

//===----------------------------------------------------------------------===//
// Trip counts
//===----------------------------------------------------------------------===//

TEST_F(LoopUtilsTest, CountsAConstantLoopUpWithSlt) {
  // i = 0 .. 9: the test runs 11 times, the back edge is taken 10 times.
  FuncOp func = parse(makeCountedLoop("0", "slt", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->exiting, getBlock(func, 1));
  EXPECT_EQ(counted->exitIndex, 1u);
  EXPECT_EQ(counted->predicate, ICmpPredicate::slt);
  EXPECT_FALSE(counted->testsNext);
  EXPECT_EQ(counted->getTested(), getBlock(func, 1)->getArgument(0));
  EXPECT_TRUE(counted->iv.hasConstantStep(1));
  EXPECT_FALSE(counted->adjustedBound);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(11));
  EXPECT_EQ(counted->getBackEdgeCount(), std::optional<uint64_t>(10));
}

TEST_F(LoopUtilsTest, CountsAConstantLoopDownWithSgt) {
  // i = 10 .. 1 (stays while i > 0).
  FuncOp func =
      parse(makeCountedLoop("10", "sgt", "vir.constant 0 : i32", "vir.sub"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->predicate, ICmpPredicate::sgt);
  EXPECT_TRUE(counted->iv.hasConstantStep(-1));
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(11));
}

TEST_F(LoopUtilsTest, CountsANeLoop) {
  FuncOp func = parse(makeCountedLoop("3", "ne", "vir.constant 8 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->predicate, ICmpPredicate::ne);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(6));
}

TEST_F(LoopUtilsTest, CountsANeLoopThatWrapsAround) {
  // 8 != 3 counting up by one: 8 .. 2^32 - 1, 0 .. 2: 2^32 - 5 back edges.
  FuncOp func = parse(makeCountedLoop("8", "ne", "vir.constant 3 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>((1ull << 32) - 4));
}

TEST_F(LoopUtilsTest, CountsAnUltLoop) {
  FuncOp func = parse(makeCountedLoop("2", "ult", "vir.constant 7 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->predicate, ICmpPredicate::ult);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(6));
}

TEST_F(LoopUtilsTest, CountsOneTestWhenTheStartIsPastTheBound) {
  FuncOp func = parse(makeCountedLoop("20", "slt", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(1));
  EXPECT_EQ(counted->getBackEdgeCount(), std::optional<uint64_t>(0));
}

TEST_F(LoopUtilsTest, RewritesSleWithAConstantBound) {
  // i <= 10 is i < 11.
  FuncOp func = parse(makeCountedLoop("0", "sle", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->predicate, ICmpPredicate::slt);
  ASSERT_TRUE(counted->adjustedBound);
  EXPECT_EQ(counted->adjustedBound->getSExtValue(), 11);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(12));
}

TEST_F(LoopUtilsTest, RefusesSleAgainstTheLargestValue) {
  // i <= INT_MAX never fails: the loop does not leave through the test.
  FuncOp func =
      parse(makeCountedLoop("0", "sle", "vir.constant 2147483647 : i32"));
  ASSERT_TRUE(func);
  EXPECT_FALSE(count(func, 1));
}

TEST_F(LoopUtilsTest, RefusesSleAgainstAnUnknownBound) {
  FuncOp func = parse(makeCountedLoop("0", "sle", "vir.add %n, %n : i32"));
  ASSERT_TRUE(func);
  EXPECT_FALSE(count(func, 1));
}

TEST_F(LoopUtilsTest, FindsNoConstantTripCountForAnUnknownBound) {
  FuncOp func = parse(makeCountedLoop("0", "slt", "vir.add %n, %n : i32"));
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_EQ(counted->bound,
            getBlock(func, 0)->getTerminator()->getPrevNode()->getResult(0));
  EXPECT_FALSE(counted->tripCount);
  EXPECT_FALSE(counted->getBackEdgeCount());
}

TEST_F(LoopUtilsTest, RefusesAStepOfTwo) {
  // As indvars: only steps of +1 and -1 are counted (no wrap reasoning).
  FuncOp func = parse(
      makeCountedLoop("0", "slt", "vir.constant 10 : i32", "vir.add", "2"));
  ASSERT_TRUE(func);
  EXPECT_FALSE(count(func, 1));
}

TEST_F(LoopUtilsTest, RefusesCountingUpTowardsSgt) {
  FuncOp func = parse(makeCountedLoop("0", "sgt", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  EXPECT_FALSE(count(func, 1));
}

TEST_F(LoopUtilsTest, CountsARotatedLoopTestingTheNextValue) {
  // do { ... } while (++i < 5) from i = 0: the test reads 1 .. 5.
  FuncOp func = parse(R"mlir(
vir.func @f() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^body(%c0 : i32)
^body(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %c5 : i32
  vir.cond_br %more, ^body(%next : i32), ^exit
^exit:
  vir.return %i : i32
}
)mlir");
  ASSERT_TRUE(func);
  std::optional<CountedLoop> counted = count(func, 1);
  ASSERT_TRUE(counted);
  EXPECT_TRUE(counted->testsNext);
  EXPECT_EQ(counted->exitIndex, 1u);
  EXPECT_EQ(counted->tripCount, std::optional<uint64_t>(5));
}

TEST_F(LoopUtilsTest, RefusesALoopWithTwoExits) {
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %more = vir.icmp slt %i, %c5 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %next = vir.add %i, %c1 : i32
  vir.cond_br %c, ^header(%next : i32), ^exit
^exit:
  vir.return %i : i32
}
)mlir");
  ASSERT_TRUE(func);
  EXPECT_FALSE(count(func, 1));
}

//===----------------------------------------------------------------------===//
// Acyclic bodies and deletion
//===----------------------------------------------------------------------===//

TEST_F(LoopUtilsTest, FindsAnAcyclicBody) {
  FuncOp func = parse(kUnsimplified);
  ASSERT_TRUE(func);
  EXPECT_TRUE(hasAcyclicBody(getLoop(func, 3)));
}

TEST_F(LoopUtilsTest, FindsTheCycleOfANestedLoop) {
  FuncOp func = parse(R"mlir(
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
)mlir");
  ASSERT_TRUE(func);
  EXPECT_FALSE(hasAcyclicBody(getLoop(func, 1)));
  EXPECT_TRUE(hasAcyclicBody(getLoop(func, 2)));
}

TEST_F(LoopUtilsTest, DeletesALoopGivingItsRequestsResults) {
  FuncOp func = parse(R"mlir(
vir.func @f() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c9 = vir.constant 9 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %c = vir.icmp slt %i, %c10 : i32
  vir.cond_br %c, ^body, ^exit(%c9 : i32)
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<unroll, strong>]}
^exit(%r: i32):
  vir.return %r : i32
}
)mlir");
  ASSERT_TRUE(func);
  CFGLoop *loop = getLoop(func, 1);
  ASSERT_TRUE(loop);
  Block *exit = getBlock(func, 3);
  std::vector<std::string> warnings;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Warning)
      warnings.push_back(diag.str());
    return success();
  });
  PassReporter reporter("test-pass", func);

  EXPECT_TRUE(succeeded(
      deleteLoop(loop, getBlock(func, 1), 1, reporter, "the loop is gone")));

  EXPECT_EQ(func.getBody().getBlocks().size(), 2u);
  auto entry = cast<BrOp>(getBlock(func, 0)->getTerminator());
  EXPECT_EQ(entry.getDest(), exit);
  ASSERT_EQ(entry.getDestOperands().size(), 1u);
  EXPECT_TRUE(entry.getDestOperands()[0].getDefiningOp<ConstantOp>());
  // The strong request denied AlreadyDone: a warning (O-25).
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("denied unroll on loop with back edge in @f, "
                             "AlreadyDone (the loop is gone)"),
            std::string::npos)
      << warnings[0];
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(LoopUtilsTest, RebuildsLoopsAfterACFGChange) {
  FuncOp func = parse(makeCountedLoop("0", "slt", "vir.constant 10 : i32"));
  ASSERT_TRUE(func);
  LoopAnalyses analyses(func, *dominance, *loops);
  EXPECT_EQ(&analyses.getLoops(), loops.get());
  CFGLoop *loop = analyses->getLoopFor(getBlock(func, 1));
  ASSERT_TRUE(loop);
  // A second preheader before the first: the header is block 2 now.
  Block *preheader = insertPreheader(loop);
  ASSERT_TRUE(preheader);

  analyses.rebuild();

  EXPECT_NE(&analyses.getLoops(), loops.get());
  CFGLoop *rebuilt = analyses->getLoopFor(getBlock(func, 2));
  ASSERT_TRUE(rebuilt);
  EXPECT_EQ(rebuilt->getHeader(), getBlock(func, 2));
  EXPECT_FALSE(rebuilt->contains(preheader));
  EXPECT_TRUE(
      analyses.getDominance().dominates(preheader, rebuilt->getHeader()));
}

} // namespace
