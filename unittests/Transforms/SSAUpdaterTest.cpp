//===- SSAUpdaterTest.cpp - Tests of the SSA updater ----------------------===//
//
// A variable with definitions in several blocks: block arguments where they
// merge and the variable is live, none where it is dead, the value at a
// block's end for its terminator, and no change when a use is reached by
// no definition.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/SSAUpdater.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

class SSAUpdaterTest : public ::testing::Test {
protected:
  SSAUpdaterTest() {
    context.loadDialect<VIRDialect>();
    context.disableMultithreading();
  }

  /// Parses `source` and returns its first function.
  FuncOp parse(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return cast<FuncOp>(module->getBody()->front());
  }

  /// The `index`-th block of `func`.
  static Block *block(FuncOp func, unsigned index) {
    auto it = func.getBody().begin();
    std::advance(it, index);
    return &*it;
  }

  /// The result of the first op named `name` in `block`.
  static Value result(Block *block, StringRef name) {
    for (Operation &op : *block)
      if (op.getName().getStringRef() == name)
        return op.getResult(0);
    return {};
  }

  std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    return text;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

/// A diamond: the variable is %a on entry, %x at the end of ^l, %y at the
/// end of ^r; the return in ^m should read their merge.
constexpr StringLiteral kDiamond = R"mlir(
vir.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^l, ^r
^l:
  %x = vir.add %a, %b : i32
  vir.br ^m
^r:
  %y = vir.sub %a, %b : i32
  vir.br ^m
^m:
  vir.return %a : i32
}
)mlir";

TEST_F(SSAUpdaterTest, DiamondGetsOneMergeArgument) {
  FuncOp func = parse(kDiamond);
  DominanceInfo dominance(func);
  Block *l = block(func, 1), *r = block(func, 2), *m = block(func, 3);
  SSAUpdater updater(func.getBody(), dominance, IntegerType::get(&context, 32),
                     func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  updater.addAvailableValue(r, result(r, "vir.sub"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  ASSERT_TRUE(succeeded(updater.rewriteUses({&ret->getOpOperand(0)})));
  ASSERT_EQ(m->getNumArguments(), 1u);
  EXPECT_EQ(ret->getOperand(0), m->getArgument(0));
  EXPECT_EQ(cast<BrOp>(l->getTerminator()).getDestOperands()[0],
            result(l, "vir.add"));
  EXPECT_EQ(cast<BrOp>(r->getTerminator()).getDestOperands()[0],
            result(r, "vir.sub"));
  ASSERT_EQ(updater.getInsertedArguments().size(), 1u);
  EXPECT_TRUE(succeeded(verify(func)));
}

TEST_F(SSAUpdaterTest, MissingDefinitionChangesNothing) {
  // Only ^l defines the variable: the path through ^r meets no definition.
  FuncOp func = parse(kDiamond);
  std::string before = print(func);
  DominanceInfo dominance(func);
  Block *l = block(func, 1), *m = block(func, 3);
  SSAUpdater updater(func.getBody(), dominance, IntegerType::get(&context, 32),
                     func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  EXPECT_TRUE(failed(updater.rewriteUses({&ret->getOpOperand(0)})));
  EXPECT_EQ(print(func), before);
}

/// A loop: the variable is %init at the end of the entry and %next at the
/// end of the latch; the header and exit read it.
constexpr StringLiteral kLoop = R"mlir(
vir.func @f(%init: i32, %n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  vir.br ^header
^header:
  %t = vir.icmp slt %init, %n : i32
  vir.cond_br %t, ^latch, ^exit
^latch:
  %next = vir.add %init, %c1 : i32
  vir.br ^header
^exit:
  vir.return %init : i32
}
)mlir";

TEST_F(SSAUpdaterTest, LoopHeaderGetsArgumentExitDoesNot) {
  FuncOp func = parse(kLoop);
  DominanceInfo dominance(func);
  Block *entry = block(func, 0), *header = block(func, 1),
        *latch = block(func, 2), *exit = block(func, 3);
  Value init = func.getBody().getArgument(0);
  SSAUpdater updater(func.getBody(), dominance, init.getType(), func.getLoc());
  updater.addAvailableValue(entry, init);
  updater.addAvailableValue(latch, result(latch, "vir.add"));
  // Every use of %init but the entry's own role as the definition.
  ASSERT_TRUE(succeeded(updater.rewriteAllUsesOf(init)));
  ASSERT_EQ(header->getNumArguments(), 1u);
  EXPECT_EQ(exit->getNumArguments(), 0u);
  Value phi = header->getArgument(0);
  EXPECT_EQ(result(header, "vir.icmp").getDefiningOp()->getOperand(0), phi);
  // The increment reads the value live into the latch: the header's.
  EXPECT_EQ(result(latch, "vir.add").getDefiningOp()->getOperand(0), phi);
  EXPECT_EQ(exit->getTerminator()->getOperand(0), phi);
  EXPECT_EQ(cast<BrOp>(entry->getTerminator()).getDestOperands()[0], init);
  EXPECT_EQ(cast<BrOp>(latch->getTerminator()).getDestOperands()[0],
            result(latch, "vir.add"));
  EXPECT_TRUE(succeeded(verify(func)));
}

/// Two definitions merge at ^m, but nothing after ^m reads the variable;
/// only ^l2's own terminator does, which reads the value at ^l2's end.
constexpr StringLiteral kDeadMerge = R"mlir(
vir.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^l, ^r
^l:
  %x = vir.add %a, %b : i32
  vir.br ^l2
^l2:
  %x2 = vir.mul %x, %b : i32
  vir.br ^m(%a : i32)
^r:
  %y = vir.sub %a, %b : i32
  vir.br ^m(%y : i32)
^m(%p: i32):
  vir.return %p : i32
}
)mlir";

TEST_F(SSAUpdaterTest, NoArgumentWhereTheVariableIsDead) {
  FuncOp func = parse(kDeadMerge);
  DominanceInfo dominance(func);
  Block *l2 = block(func, 2), *r = block(func, 3), *m = block(func, 4);
  SSAUpdater updater(func.getBody(), dominance, IntegerType::get(&context, 32),
                     func.getLoc());
  updater.addAvailableValue(l2, result(l2, "vir.mul"));
  updater.addAvailableValue(r, result(r, "vir.sub"));
  auto br = cast<BrOp>(l2->getTerminator());
  ASSERT_TRUE(succeeded(updater.rewriteUses({&br->getOpOperand(0)})));
  EXPECT_EQ(m->getNumArguments(), 1u);
  EXPECT_TRUE(updater.getInsertedArguments().empty());
  EXPECT_EQ(br.getDestOperands()[0], result(l2, "vir.mul"));
  EXPECT_TRUE(succeeded(verify(func)));
}

/// ^r both passes the variable on an edge (to ^u) and is a predecessor of
/// the merge block ^m: the merge argument's operand is inserted into ^r's
/// branch before the use, which must still be rewritten (loop-rotate of a
/// loop with a second exiting block, loop-diff seed 43001).
constexpr StringLiteral kUseInMergePredecessor = R"mlir(
vir.func @f(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^l, ^r
^l:
  %x = vir.add %a, %b : i32
  vir.br ^m
^r:
  %y = vir.sub %a, %b : i32
  vir.cond_br %d, ^m, ^u(%a : i32)
^m:
  vir.return %a : i32
^u(%v: i32):
  vir.return %v : i32
}
)mlir";

TEST_F(SSAUpdaterTest, UseInABranchToWhichAMergeOperandIsAdded) {
  FuncOp func = parse(kUseInMergePredecessor);
  DominanceInfo dominance(func);
  Block *l = block(func, 1), *r = block(func, 2), *m = block(func, 3);
  Value a = func.getBody().getArgument(2);
  SSAUpdater updater(func.getBody(), dominance, a.getType(), func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  updater.addAvailableValue(r, result(r, "vir.sub"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  auto branch = cast<CondBrOp>(r->getTerminator());
  OpOperand *passed = &branch.getFalseDestOperandsMutable()[0];
  ASSERT_EQ(passed->get(), a);
  ASSERT_TRUE(succeeded(updater.rewriteUses({&ret->getOpOperand(0), passed})));
  ASSERT_EQ(m->getNumArguments(), 1u);
  EXPECT_EQ(ret->getOperand(0), m->getArgument(0));
  ASSERT_EQ(branch.getTrueDestOperands().size(), 1u);
  EXPECT_EQ(branch.getTrueDestOperands()[0], result(r, "vir.sub"));
  ASSERT_EQ(branch.getFalseDestOperands().size(), 1u);
  EXPECT_EQ(branch.getFalseDestOperands()[0], result(r, "vir.sub"));
  EXPECT_TRUE(succeeded(verify(func)));
}

//===----------------------------------------------------------------------===//
// PathSSAUpdater: the same answers without a dominator tree
//===----------------------------------------------------------------------===//

TEST_F(SSAUpdaterTest, PathDiamondGetsOneMergeArgument) {
  FuncOp func = parse(kDiamond);
  Block *l = block(func, 1), *r = block(func, 2), *m = block(func, 3);
  PathSSAUpdater updater(IntegerType::get(&context, 32), func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  updater.addAvailableValue(r, result(r, "vir.sub"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  ASSERT_TRUE(succeeded(updater.rewriteUses({&ret->getOpOperand(0)})));
  ASSERT_EQ(m->getNumArguments(), 1u);
  EXPECT_EQ(ret->getOperand(0), m->getArgument(0));
  EXPECT_EQ(cast<BrOp>(l->getTerminator()).getDestOperands()[0],
            result(l, "vir.add"));
  EXPECT_EQ(cast<BrOp>(r->getTerminator()).getDestOperands()[0],
            result(r, "vir.sub"));
  // The walk visited the use's block, its two predecessors' edges, and no
  // block above them.
  EXPECT_GT(updater.getWork(), 0);
  EXPECT_LE(updater.getWork(), 8);
  EXPECT_TRUE(succeeded(verify(func)));
}

TEST_F(SSAUpdaterTest, PathMissingDefinitionChangesNothing) {
  FuncOp func = parse(kDiamond);
  std::string before = print(func);
  Block *l = block(func, 1), *m = block(func, 3);
  PathSSAUpdater updater(IntegerType::get(&context, 32), func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  EXPECT_FALSE(updater.canRewriteUses({&ret->getOpOperand(0)}));
  EXPECT_TRUE(failed(updater.rewriteUses({&ret->getOpOperand(0)})));
  EXPECT_EQ(print(func), before);
}

TEST_F(SSAUpdaterTest, PathLoopHeaderGetsArgumentExitDoesNot) {
  FuncOp func = parse(kLoop);
  Block *entry = block(func, 0), *header = block(func, 1),
        *latch = block(func, 2), *exit = block(func, 3);
  Value init = func.getBody().getArgument(0);
  PathSSAUpdater updater(init.getType(), func.getLoc());
  updater.addAvailableValue(entry, init);
  updater.addAvailableValue(latch, result(latch, "vir.add"));
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : init.getUses())
    uses.push_back(&use);
  ASSERT_TRUE(succeeded(updater.rewriteUses(uses)));
  ASSERT_EQ(header->getNumArguments(), 1u);
  EXPECT_EQ(exit->getNumArguments(), 0u);
  Value phi = header->getArgument(0);
  EXPECT_EQ(result(header, "vir.icmp").getDefiningOp()->getOperand(0), phi);
  EXPECT_EQ(result(latch, "vir.add").getDefiningOp()->getOperand(0), phi);
  EXPECT_EQ(exit->getTerminator()->getOperand(0), phi);
  EXPECT_EQ(cast<BrOp>(entry->getTerminator()).getDestOperands()[0], init);
  EXPECT_EQ(cast<BrOp>(latch->getTerminator()).getDestOperands()[0],
            result(latch, "vir.add"));
  EXPECT_TRUE(succeeded(verify(func)));
}

TEST_F(SSAUpdaterTest, PathLoopWithoutRedefinitionGetsNoArgument) {
  // Only the entry defines the variable: the header's candidate merge
  // receives the entry's value and its own, and is removed.
  FuncOp func = parse(kLoop);
  Block *entry = block(func, 0), *header = block(func, 1);
  Value init = func.getBody().getArgument(0);
  Value n = func.getBody().getArgument(1);
  PathSSAUpdater updater(init.getType(), func.getLoc());
  updater.addAvailableValue(entry, n);
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : init.getUses())
    uses.push_back(&use);
  ASSERT_TRUE(succeeded(updater.rewriteUses(uses)));
  EXPECT_EQ(header->getNumArguments(), 0u);
  EXPECT_TRUE(init.use_empty());
  EXPECT_TRUE(succeeded(verify(func)));
}

/// ^dead has no predecessors and branches into the merge block ^m.
constexpr StringLiteral kDeadPredecessor = R"mlir(
vir.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c, ^l, ^r
^l:
  %x = vir.add %a, %b : i32
  vir.br ^m
^r:
  vir.br ^m
^dead:
  vir.br ^m
^m:
  vir.return %a : i32
}
)mlir";

TEST_F(SSAUpdaterTest, PathUnreachablePredecessorDoesNotMakeAMerge) {
  // Two definitions (%x at the end of ^l, %b at the end of ^r) merge at
  // ^m; the dead block passes vir.undef. With one value on both live edges
  // the merge is trivial: what the dead block would pass does not count.
  FuncOp func = parse(kDeadPredecessor);
  Block *l = block(func, 1), *r = block(func, 2), *dead = block(func, 3),
        *m = block(func, 4);
  Value x = result(l, "vir.add");
  Value b = func.getBody().getArgument(2);
  PathSSAUpdater updater(x.getType(), func.getLoc());
  updater.addAvailableValue(l, x);
  updater.addAvailableValue(r, b);
  auto ret = cast<ReturnOp>(m->getTerminator());
  ASSERT_TRUE(succeeded(updater.rewriteUses({&ret->getOpOperand(0)})));
  ASSERT_EQ(m->getNumArguments(), 1u);
  EXPECT_EQ(ret->getOperand(0), m->getArgument(0));
  // The dead block passes an undefined value made at its start.
  auto deadBranch = cast<BrOp>(dead->getTerminator());
  ASSERT_EQ(deadBranch.getDestOperands().size(), 1u);
  EXPECT_TRUE(deadBranch.getDestOperands()[0].getDefiningOp<UndefOp>());
  EXPECT_TRUE(succeeded(verify(func)));

  // One definition and the dead block: the merge is trivial.
  FuncOp again = parse(kDeadPredecessor);
  Block *l2 = block(again, 1), *r2 = block(again, 2), *m2 = block(again, 4);
  Value b2 = again.getBody().getArgument(2);
  PathSSAUpdater single(b2.getType(), again.getLoc());
  single.addAvailableValue(l2, b2);
  single.addAvailableValue(r2, b2);
  auto ret2 = cast<ReturnOp>(m2->getTerminator());
  ASSERT_TRUE(succeeded(single.rewriteUses({&ret2->getOpOperand(0)})));
  EXPECT_EQ(m2->getNumArguments(), 0u);
  EXPECT_EQ(ret2->getOperand(0), b2);
  EXPECT_TRUE(succeeded(verify(again)));
}

TEST_F(SSAUpdaterTest, PathUseInABranchToWhichAMergeOperandIsAdded) {
  FuncOp func = parse(kUseInMergePredecessor);
  Block *l = block(func, 1), *r = block(func, 2), *m = block(func, 3);
  Value a = func.getBody().getArgument(2);
  PathSSAUpdater updater(a.getType(), func.getLoc());
  updater.addAvailableValue(l, result(l, "vir.add"));
  updater.addAvailableValue(r, result(r, "vir.sub"));
  auto ret = cast<ReturnOp>(m->getTerminator());
  auto branch = cast<CondBrOp>(r->getTerminator());
  OpOperand *passed = &branch.getFalseDestOperandsMutable()[0];
  ASSERT_TRUE(succeeded(updater.rewriteUses({&ret->getOpOperand(0), passed})));
  ASSERT_EQ(m->getNumArguments(), 1u);
  EXPECT_EQ(ret->getOperand(0), m->getArgument(0));
  ASSERT_EQ(branch.getTrueDestOperands().size(), 1u);
  EXPECT_EQ(branch.getTrueDestOperands()[0], result(r, "vir.sub"));
  ASSERT_EQ(branch.getFalseDestOperands().size(), 1u);
  EXPECT_EQ(branch.getFalseDestOperands()[0], result(r, "vir.sub"));
  EXPECT_TRUE(succeeded(verify(func)));
}

} // namespace
