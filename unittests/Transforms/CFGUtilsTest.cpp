//===- CFGUtilsTest.cpp - Tests of the shared CFG edits -------------------===//
//
// vct/Transforms/Utils/CFGUtils.h on VIR parsed from strings: edge splitting
// on each kind of branch, critical edges, predecessor redirection, the
// back-edge test, where loop requests end up, and erasing unreachable
// blocks with results for their requests.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/CFGUtils.h"
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

class CFGUtilsTest : public ::testing::Test {
protected:
  CFGUtilsTest() { context.loadDialect<VIRDialect>(); }

  /// Parses `source` and returns its @f (null on a parse error).
  FuncOp parse(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return {};
    return module->lookupSymbol<FuncOp>("f");
  }

  /// Block `index` of `func`'s body, in region order.
  static Block *getBlock(FuncOp func, unsigned index) {
    auto it = func.getBody().begin();
    std::advance(it, index);
    return &*it;
  }

  static size_t countBlocks(FuncOp func) {
    return func.getBody().getBlocks().size();
  }

  /// True if `op` carries a request of `kind`.
  static bool hasRequest(Operation *op, RequestKind kind) {
    return llvm::any_of(getTraitList(op), [&](Attribute trait) {
      auto request = dyn_cast<RequestAttr>(trait);
      return request && request.getKind() == kind;
    });
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

/// A loop: ^header (1) -> ^body (2) -> ^header, ^header -> ^exit (3); the
/// back edge carries a licm request.
constexpr StringLiteral kLoop = R"mlir(
vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit(%i : i32)
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
)mlir";

TEST_F(CFGUtilsTest, SplitsACondBrEdgeForwardingItsOperands) {
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1, %x: i32, %y: i64) -> i32 {
  vir.cond_br %c weights([3, 1]), ^a(%x, %y : i32, i64), ^b
^a(%p: i32, %q: i64):
  vir.return %p : i32
^b:
  vir.return %x : i32
}
)mlir");
  ASSERT_TRUE(func);
  auto branch = cast<CondBrOp>(getBlock(func, 0)->getTerminator());
  Block *a = getBlock(func, 1);
  DominanceInfo dominance(func);

  Block *split = splitEdge(branch, 0, dominance);

  ASSERT_TRUE(split);
  EXPECT_EQ(countBlocks(func), 4u);
  // Placed just before the target.
  EXPECT_EQ(split->getNextNode(), a);
  EXPECT_EQ(branch.getTrueDest(), split);
  EXPECT_EQ(branch.getFalseDest(), getBlock(func, 3));
  // The branch keeps its operands and weights; they now feed the new block.
  ASSERT_EQ(branch.getTrueDestOperands().size(), 2u);
  EXPECT_EQ(branch.getTrueDestOperands()[0], func.getArgument(1));
  EXPECT_EQ(branch.getTrueDestOperands()[1], func.getArgument(2));
  EXPECT_TRUE(branch.getBranchWeights().has_value());
  ASSERT_EQ(split->getNumArguments(), 2u);
  EXPECT_EQ(split->getArgument(0).getType(), a->getArgument(0).getType());
  EXPECT_EQ(split->getArgument(1).getType(), a->getArgument(1).getType());
  auto forward = dyn_cast<BrOp>(split->getTerminator());
  ASSERT_TRUE(forward);
  EXPECT_EQ(forward.getDest(), a);
  ASSERT_EQ(forward.getDestOperands().size(), 2u);
  EXPECT_EQ(forward.getDestOperands()[0], split->getArgument(0));
  EXPECT_EQ(forward.getDestOperands()[1], split->getArgument(1));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, SplitsASwitchCaseEdge) {
  FuncOp func = parse(R"mlir(
vir.func @f(%x: i32) -> i32 {
  %c7 = vir.constant 7 : i32
  vir.switch %x : i32, [
    default: ^join(%x : i32),
    0: ^join(%c7 : i32),
    5: ^other
  ]
^join(%v: i32):
  vir.return %v : i32
^other:
  vir.return %x : i32
}
)mlir");
  ASSERT_TRUE(func);
  auto sw = cast<SwitchOp>(getBlock(func, 0)->getTerminator());
  Block *join = getBlock(func, 1);
  DominanceInfo dominance(func);

  // Successor 1 is the first case (0 -> ^join(%c7)).
  Block *split = splitEdge(sw, 1, dominance);

  EXPECT_EQ(sw.getDefaultDestination(), join);
  EXPECT_EQ(sw.getCaseDestinations()[0], split);
  EXPECT_EQ(sw.getCaseDestinations()[1], getBlock(func, 3));
  OperandRange caseOperands = sw.getCaseOperands()[0];
  ASSERT_EQ(caseOperands.size(), 1u);
  EXPECT_TRUE(caseOperands[0].getDefiningOp<ConstantOp>());
  EXPECT_EQ(sw.getDefaultOperands()[0], func.getArgument(0));
  ASSERT_EQ(split->getNumArguments(), 1u);
  auto forward = cast<BrOp>(split->getTerminator());
  EXPECT_EQ(forward.getDest(), join);
  EXPECT_EQ(forward.getDestOperands()[0], split->getArgument(0));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, CountsAndSplitsEveryCriticalEdge) {
  // ^entry -> {^a, ^join}, ^a -> {^join, ^exit}: entry->join and a->join
  // are critical (^join has two predecessors); a->exit is not (one
  // predecessor); the vir.br of ^join has one successor.
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1, %d: i1, %x: i32) -> i32 {
  vir.cond_br %c, ^a, ^join(%x : i32)
^a:
  vir.cond_br %d, ^join(%x : i32), ^exit
^join(%v: i32):
  vir.br ^exit
^exit:
  vir.return %x : i32
}
)mlir");
  ASSERT_TRUE(func);
  Operation *entry = getBlock(func, 0)->getTerminator();
  Operation *a = getBlock(func, 1)->getTerminator();
  EXPECT_FALSE(isCriticalEdge(entry, 0));
  EXPECT_TRUE(isCriticalEdge(entry, 1));
  EXPECT_TRUE(isCriticalEdge(a, 0));
  // ^exit has two predecessors (^a and ^join), and ^a two successors.
  EXPECT_TRUE(isCriticalEdge(a, 1));
  EXPECT_FALSE(isCriticalEdge(getBlock(func, 2)->getTerminator(), 0));
  DominanceInfo dominance(func);

  EXPECT_EQ(splitCriticalEdges(func.getBody(), dominance), 3u);
  EXPECT_EQ(countBlocks(func), 7u);
  for (Block &block : func.getBody())
    for (unsigned i = 0, e = block.getTerminator()->getNumSuccessors(); i != e;
         ++i)
      EXPECT_FALSE(isCriticalEdge(block.getTerminator(), i));
  EXPECT_TRUE(succeeded(verify(*module)));
  // Nothing left to split.
  EXPECT_EQ(splitCriticalEdges(func.getBody(), dominance), 0u);
}

TEST_F(CFGUtilsTest, SplitsBothEdgesOfACondBrToOneBlock) {
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^join(%x : i32), ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}
)mlir");
  ASSERT_TRUE(func);
  DominanceInfo dominance(func);
  EXPECT_EQ(splitCriticalEdges(func.getBody(), dominance), 2u);
  auto branch = cast<CondBrOp>(getBlock(func, 0)->getTerminator());
  EXPECT_NE(branch.getTrueDest(), branch.getFalseDest());
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, RedirectsPredecessorsThroughOneNewBlock) {
  FuncOp func = parse(R"mlir(
vir.func @f(%c: i1, %d: i1, %x: i32, %y: i32) -> i32 {
  vir.cond_br %c, ^a, ^b
^a:
  vir.cond_br %d, ^join(%x : i32), ^join(%y : i32)
^b:
  vir.br ^join(%y : i32)
^other:
  vir.br ^join(%x : i32)
^join(%v: i32):
  vir.return %v : i32
}
)mlir");
  ASSERT_TRUE(func);
  Block *a = getBlock(func, 1), *b = getBlock(func, 2),
        *other = getBlock(func, 3), *join = getBlock(func, 4);
  DominanceInfo dominance(func);

  Block *forwarder =
      redirectPredecessors(join, {a, b}, join->getIterator(), dominance);

  ASSERT_TRUE(forwarder);
  EXPECT_EQ(forwarder->getNextNode(), join);
  // Both of ^a's edges and ^b's go to the new block, ^other's does not.
  for (Block *successor : a->getSuccessors())
    EXPECT_EQ(successor, forwarder);
  EXPECT_EQ(b->getSuccessor(0), forwarder);
  EXPECT_EQ(other->getSuccessor(0), join);
  EXPECT_EQ(join->getSinglePredecessor(), nullptr);
  EXPECT_EQ(std::distance(join->pred_begin(), join->pred_end()), 2);
  EXPECT_EQ(forwarder->getNumArguments(), 1u);
  EXPECT_EQ(cast<BrOp>(forwarder->getTerminator()).getDest(), join);
  // The operands stay on the old branches.
  auto aBranch = cast<CondBrOp>(a->getTerminator());
  EXPECT_EQ(aBranch.getTrueDestOperands()[0], func.getArgument(2));
  EXPECT_EQ(aBranch.getFalseDestOperands()[0], func.getArgument(3));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, FindsBackEdgesByDominance) {
  FuncOp func = parse(kLoop);
  ASSERT_TRUE(func);
  Block *header = getBlock(func, 1), *body = getBlock(func, 2),
        *exit = getBlock(func, 3);
  DominanceInfo dominance(func);
  Operation *latch = body->getTerminator();
  Operation *test = header->getTerminator();
  EXPECT_TRUE(isBackEdge(latch, header, dominance));
  EXPECT_FALSE(isBackEdge(test, body, dominance));
  EXPECT_FALSE(isBackEdge(test, exit, dominance));
  EXPECT_TRUE(formsBackEdge(latch, dominance));
  EXPECT_FALSE(formsBackEdge(test, dominance));
  EXPECT_FALSE(formsBackEdge(getBlock(func, 0)->getTerminator(), dominance));
}

TEST_F(CFGUtilsTest, MovesLoopRequestsToTheSplitBackEdge) {
  FuncOp func = parse(kLoop);
  ASSERT_TRUE(func);
  Block *header = getBlock(func, 1);
  Operation *latch = getBlock(func, 2)->getTerminator();
  DominanceInfo dominance(func);

  Block *split = splitEdge(latch, 0, dominance);

  // The new block's branch is the back edge now, and carries the request
  // (the verifier wants loop requests on back edges).
  EXPECT_FALSE(hasRequest(latch, RequestKind::licm));
  EXPECT_TRUE(hasRequest(split->getTerminator(), RequestKind::licm));
  EXPECT_TRUE(isBackEdge(split->getTerminator(), header, dominance));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, KeepsLoopRequestsOnABranchThatStillFormsABackEdge) {
  // A rotated loop: the latch's cond_br is the back edge and the exit.
  FuncOp func = parse(R"mlir(
vir.func @f(%n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %c, ^body(%c0 : i32), ^exit(%c0 : i32)
^body(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^body(%next : i32), ^exit(%next : i32)
      {vir.traits = [#vir.req<licm, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
)mlir");
  ASSERT_TRUE(func);
  Operation *latch = getBlock(func, 1)->getTerminator();
  DominanceInfo dominance(func);

  Block *split = splitEdge(latch, 1, dominance);

  EXPECT_TRUE(hasRequest(latch, RequestKind::licm));
  EXPECT_FALSE(hasRequest(split->getTerminator(), RequestKind::licm));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, RefusesToBringTwoRequestsOfOneKindTogether) {
  // Two latches, each with a licm request: one merged latch could carry
  // only one of them.
  FuncOp func = parse(R"mlir(
vir.func @f(%n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^a, ^exit
^a:
  vir.cond_br %c, ^header(%next : i32), ^b
      {vir.traits = [#vir.req<licm, soft>]}
^b:
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %i : i32
}
)mlir");
  ASSERT_TRUE(func);
  Block *header = getBlock(func, 1), *a = getBlock(func, 2),
        *b = getBlock(func, 3);
  DominanceInfo dominance(func);

  EXPECT_EQ(redirectPredecessors(header, {a, b}, b->getIterator(), dominance),
            nullptr);

  // Nothing changed.
  EXPECT_EQ(countBlocks(func), 5u);
  EXPECT_EQ(a->getSuccessor(0), header);
  EXPECT_EQ(b->getSuccessor(0), header);
  EXPECT_TRUE(hasRequest(a->getTerminator(), RequestKind::licm));
  EXPECT_TRUE(hasRequest(b->getTerminator(), RequestKind::licm));
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(CFGUtilsTest, ErasesUnreachableBlocksWithResultsForTheirRequests) {
  FuncOp func = parse(R"mlir(
vir.func private @g()
vir.func @f(%x: i32) -> i32 {
  vir.return %x : i32
^dead:
  vir.call @g() {vir.traits = [#vir.req<inline, strong>]} : () -> ()
  vir.br ^dead2
^dead2:
  vir.br ^dead
}
)mlir");
  ASSERT_TRUE(func);
  std::vector<std::string> warnings;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Warning)
      warnings.push_back(diag.str());
    return success();
  });
  PassReporter reporter("test-pass", func);
  bool internalError = false;

  EXPECT_EQ(removeUnreachableBlocks(reporter, func.getBody(), internalError),
            2u);

  EXPECT_FALSE(internalError);
  EXPECT_EQ(countBlocks(func), 1u);
  // A strong request denied is a warning (O-25).
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("denied inline on call to @g, AlreadyDone"),
            std::string::npos)
      << warnings[0];
  EXPECT_TRUE(succeeded(verify(*module)));
}

} // namespace
