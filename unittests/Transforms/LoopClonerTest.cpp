//===- LoopClonerTest.cpp - Tests of the loop cloner ----------------------===//
//
// A loop's blocks cloned: successors and operands inside the loop map to
// the copies, those outside stay; facts of one execution are kept and
// re-stamped, loop_invariant only for copies in the same loop, stale traits
// go, requests follow the stated policy.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

/// A loop ^header/^body, ^body first in block order (so its add reads a
/// value defined later in block order), with traits on its ops; the function
/// is at epoch 2, the `mul`'s range is stale.
constexpr StringLiteral kLoop = R"mlir(
vir.func @f(%a: i32, %n: i32) -> i32 attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%c0 : i32)
^body:
  %m = vir.mul %a, %a {vir.traits = [#vir.range<0, 10, epoch = 1>, #vir.loop_invariant<epoch = 2>]} : i32
  %next = vir.add %i, %m {vir.traits = [#vir.range<0, 100, epoch = 2>]} : i32
  vir.br ^header(%next : i32) {vir.traits = [#vir.req<unroll, soft, epoch = 2>, #vir.req<rotate, strong, epoch = 2>]}
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^exit
^exit:
  vir.return %i : i32
}
)mlir";

class LoopClonerTest : public ::testing::Test {
protected:
  LoopClonerTest() {
    context.loadDialect<VIRDialect>();
    context.disableMultithreading();
  }

  FuncOp parse(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    EXPECT_TRUE(module);
    return cast<FuncOp>(module->getBody()->front());
  }

  static Block *block(FuncOp func, unsigned index) {
    auto it = func.getBody().begin();
    std::advance(it, index);
    return &*it;
  }

  static Operation *find(Block *block, StringRef name) {
    for (Operation &op : *block)
      if (op.getName().getStringRef() == name)
        return &op;
    return nullptr;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(LoopClonerTest, RemapsInsideKeepsOutside) {
  FuncOp func = parse(kLoop);
  Block *body = block(func, 1), *header = block(func, 2),
        *exit = block(func, 3);
  IRMapping mapping;
  SmallVector<Block *> copies =
      cloneBlocks({header, body}, exit, mapping, CopyTraitPolicy{});
  ASSERT_EQ(copies.size(), 2u);
  Block *headerCopy = copies[0], *bodyCopy = copies[1];
  EXPECT_EQ(mapping.lookup(header), headerCopy);
  EXPECT_EQ(headerCopy->getNumArguments(), 1u);
  auto condBr = cast<CondBrOp>(headerCopy->getTerminator());
  EXPECT_EQ(condBr.getTrueDest(), bodyCopy);
  EXPECT_EQ(condBr.getFalseDest(), exit);
  // ^body's add reads the header argument that comes after it in block
  // order: remapped all the same.
  Operation *add = find(bodyCopy, "vir.add");
  EXPECT_EQ(add->getOperand(0), headerCopy->getArgument(0));
  EXPECT_EQ(add->getOperand(1), find(bodyCopy, "vir.mul")->getResult(0));
  // Values from outside stay.
  EXPECT_EQ(find(bodyCopy, "vir.mul")->getOperand(0),
            func.getBody().getArgument(0));
  EXPECT_EQ(cast<BrOp>(bodyCopy->getTerminator()).getDest(), headerCopy);
  // The original is untouched.
  EXPECT_EQ(cast<BrOp>(body->getTerminator()).getDest(), header);
  EXPECT_TRUE(succeeded(verify(func)));
}

TEST_F(LoopClonerTest, TraitPolicy) {
  FuncOp func = parse(kLoop);
  Block *body = block(func, 1), *header = block(func, 2),
        *exit = block(func, 3);
  IRMapping mapping;
  // Copies outside the loop; unroll requests dropped, rotate inherited.
  auto requests = [](RequestKind kind) {
    return kind == RequestKind::unroll ? CopiedRequestPolicy::Drop
                                       : CopiedRequestPolicy::Inherit;
  };
  SmallVector<Block *> copies = cloneBlocks({header, body}, exit, mapping,
                                            CopyTraitPolicy{false, requests});
  Block *bodyCopy = copies[1];
  // The stale range and the loop_invariant go.
  EXPECT_TRUE(getTraitList(find(bodyCopy, "vir.mul")).empty());
  // The valid range stays, at the current epoch.
  TraitView add = TraitView::forOp(find(bodyCopy, "vir.add"));
  ASSERT_TRUE(add.has<RangeAttr>());
  EXPECT_EQ(add.get<RangeAttr>().getHi(), 100);
  EXPECT_TRUE(add.getStale().empty());
  TraitView branch = TraitView::forOp(bodyCopy->getTerminator());
  EXPECT_FALSE(branch.getRequest(RequestKind::unroll));
  EXPECT_TRUE(branch.getRequest(RequestKind::rotate));
  // The original keeps all of its traits.
  EXPECT_EQ(getTraitList(find(body, "vir.mul")).size(), 2u);
  EXPECT_TRUE(
      TraitView::forOp(body->getTerminator()).getRequest(RequestKind::unroll));
}

TEST_F(LoopClonerTest, SameLoopKeepsLoopInvariant) {
  FuncOp func = parse(kLoop);
  Block *body = block(func, 1);
  IRMapping mapping;
  OpBuilder builder(body->getTerminator());
  Operation *copy = cloneWithTraits(builder, find(body, "vir.mul"), mapping,
                                    CopyTraitPolicy{true, nullptr});
  TraitView view = TraitView::forOp(copy);
  EXPECT_TRUE(view.has<LoopInvariantAttr>());
  EXPECT_FALSE(view.has<RangeAttr>());
  EXPECT_EQ(mapping.lookup(find(body, "vir.mul")->getResult(0)),
            copy->getResult(0));
}

TEST_F(LoopClonerTest, CountOps) {
  FuncOp func = parse(kLoop);
  EXPECT_EQ(countOps({block(func, 1), block(func, 2)}), 5u);
}

} // namespace
