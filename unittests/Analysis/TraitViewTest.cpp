//===- TraitViewTest.cpp - Tests of the trait C++ API ---------------------===//
//
// TraitView answers "which valid traits does this subject carry"; these tests
// pin down its epoch filtering, its lookups per subject kind, and the epoch
// operations (advance, re-stamp) passes use.
//
//===----------------------------------------------------------------------===//

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

/// A module with traits of every subject kind; @f is at epoch 2 and carries
/// a mix of current (epoch 2) and stale (epoch 0 and 1) traits.
constexpr const char *kModule = R"mlir(
  vir.func private @g(!vir.ptr)
  vir.func @f(%p: !vir.ptr {vir.traits = [#vir.restrict<epoch = 2>,
                                          #vir.dereferenceable<8>]},
              %n: i32 {vir.traits = [#vir.range<0, 10, epoch = 2>]}) -> i32
      attributes {epoch = 2,
                  vir.traits = [#vir.req<inline, soft, epoch = 2>,
                                #vir.readonly<epoch = 1>]} {
    %slot = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 2>]}
    vir.call @g(%p) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 2>]}],
                     vir.traits = [#vir.req<no_inline, strong, epoch = 2>,
                                   #vir.req<cold_call, soft>]}
        : (!vir.ptr) -> ()
    %v = vir.load %p {vir.traits = [#vir.range<1, 5, epoch = 2>]} : i32
    vir.br ^loop(%v : i32)
  ^loop(%i: i32):
    %c = vir.icmp slt %i, %n : i32
    vir.cond_br %c, ^loop(%i : i32), ^exit
        {vir.traits = [#vir.req<unroll, soft, factor = 4, epoch = 2>]}
  ^exit:
    vir.return %i : i32
  }
)mlir";

class TraitViewTest : public ::testing::Test {
protected:
  TraitViewTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }

  FuncOp getFunc() { return module->lookupSymbol<FuncOp>("f"); }

  template <typename OpT>
  OpT getFirst() {
    OpT found;
    getFunc().walk([&](OpT op) {
      if (!found)
        found = op;
    });
    return found;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(TraitViewTest, ParsesAndVerifiesTheModule) {
  ASSERT_TRUE(module);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TraitViewTest, SplitsValidAndStaleTraits) {
  ASSERT_TRUE(module);
  TraitView view = TraitView::forOp(getFunc());
  ASSERT_EQ(view.getValid().size(), 1u);
  EXPECT_TRUE(view.getRequest(RequestKind::inline_));
  EXPECT_FALSE(view.has<ReadOnlyAttr>());
  EXPECT_TRUE(view.hasStale<ReadOnlyAttr>());
}

TEST_F(TraitViewTest, FindsRequestsByKind) {
  ASSERT_TRUE(module);
  TraitView view = TraitView::forOp(getFirst<CallOp>());
  RequestAttr noInline = view.getRequest(RequestKind::no_inline);
  ASSERT_TRUE(noInline);
  EXPECT_EQ(noInline.getStrength(), Strength::strong);
  // cold_call was stamped at epoch 0 and is stale at epoch 2.
  EXPECT_FALSE(view.getRequest(RequestKind::cold_call));
  EXPECT_EQ(view.getRequests().size(), 1u);
}

TEST_F(TraitViewTest, ReadsLoopRequestsOnTheBackEdge) {
  ASSERT_TRUE(module);
  RequestAttr unroll =
      TraitView::forOp(getFirst<CondBrOp>()).getRequest(RequestKind::unroll);
  ASSERT_TRUE(unroll);
  EXPECT_EQ(unroll.getFactor(), 4u);
}

TEST_F(TraitViewTest, ReadsArgumentTraits) {
  ASSERT_TRUE(module);
  FuncOp func = getFunc();
  TraitView pointer = TraitView::forArgument(func, 0);
  EXPECT_TRUE(pointer.has<RestrictAttr>());
  // dereferenceable was stamped at epoch 0.
  EXPECT_FALSE(pointer.has<DereferenceableAttr>());
  EXPECT_TRUE(pointer.hasStale<DereferenceableAttr>());
  RangeAttr range = TraitView::forArgument(func, 1).get<RangeAttr>();
  ASSERT_TRUE(range);
  EXPECT_EQ(range.getLo(), 0);
  EXPECT_EQ(range.getHi(), 10);
}

TEST_F(TraitViewTest, ReadsCallArgumentTraits) {
  ASSERT_TRUE(module);
  CallOp call = getFirst<CallOp>();
  EXPECT_TRUE(TraitView::forCallArgument(call, 0).has<NoWriteAttr>());
  EXPECT_FALSE(TraitView::forCallArgument(call, 0).has<NoReadAttr>());
}

TEST_F(TraitViewTest, ReadsValueTraits) {
  ASSERT_TRUE(module);
  FuncOp func = getFunc();
  // An op result: the defining op's traits.
  RangeAttr loaded = TraitView::forValue(getFirst<LoadOp>()).get<RangeAttr>();
  ASSERT_TRUE(loaded);
  EXPECT_EQ(loaded.getHi(), 5);
  // An entry-block argument: the function's argument traits.
  EXPECT_TRUE(TraitView::forValue(func.getArgument(1)).has<RangeAttr>());
  // A block argument of another block carries no traits.
  Block *loop = getFirst<CondBrOp>()->getBlock();
  TraitView phi = TraitView::forValue(loop->getArgument(0));
  EXPECT_TRUE(phi.getValid().empty());
  EXPECT_TRUE(phi.getStale().empty());
}

TEST_F(TraitViewTest, AdvancingTheEpochMakesTraitsStale) {
  ASSERT_TRUE(module);
  FuncOp func = getFunc();
  AllocaOp slot = getFirst<AllocaOp>();
  ASSERT_TRUE(TraitView::forOp(slot).has<NoCaptureAttr>());
  EXPECT_EQ(advanceEpoch(func), 3);
  EXPECT_EQ(func.getCurrentEpoch(), 3);
  TraitView after = TraitView::forOp(slot);
  EXPECT_FALSE(after.has<NoCaptureAttr>());
  EXPECT_TRUE(after.hasStale<NoCaptureAttr>());
  // The module still verifies: stale traits are legal, just ignored.
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TraitViewTest, RestampingRevalidatesATrait) {
  ASSERT_TRUE(module);
  FuncOp func = getFunc();
  AllocaOp slot = getFirst<AllocaOp>();
  advanceEpoch(func);
  auto stale = cast<TraitAttrInterface>(TraitView::forOp(slot).getStale()[0]);
  restampTrait(slot, stale);
  NoCaptureAttr restamped = TraitView::forOp(slot).get<NoCaptureAttr>();
  ASSERT_TRUE(restamped);
  EXPECT_EQ(restamped.getEpoch(), 3);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(TraitViewTest, AddsAndRemovesTraits) {
  ASSERT_TRUE(module);
  LoadOp load = getFirst<LoadOp>();
  addTrait(load, LoopInvariantAttr::get(&context, /*epoch=*/2,
                                        /*origin=*/StringAttr()));
  EXPECT_TRUE(TraitView::forOp(load).has<LoopInvariantAttr>());
  EXPECT_EQ(getTraitList(load).size(), 2u);
  setTraitList(load, {});
  EXPECT_FALSE(load->hasAttr(VIRDialect::getTraitsAttrName()));
}

TEST_F(TraitViewTest, ClassifiesRequestKinds) {
  EXPECT_EQ(getRequestCategory(RequestKind::must_tail),
            RequestCategory::CallEdge);
  EXPECT_EQ(getRequestCategory(RequestKind::licm), RequestCategory::Loop);
  EXPECT_EQ(getRequestCategory(RequestKind::cold_path), RequestCategory::Block);
}

TEST_F(TraitViewTest, FutureEpochIsRejectedByTheVerifier) {
  ASSERT_TRUE(module);
  // Stamping a trait at an epoch the function has not reached is malformed.
  LoadOp load = getFirst<LoadOp>();
  addTrait(load, LoopInvariantAttr::get(&context, /*epoch=*/7,
                                        /*origin=*/StringAttr()));
  context.getDiagEngine().registerHandler([](Diagnostic &) {
    return success(); // Swallow the expected verifier error.
  });
  EXPECT_TRUE(failed(verify(*module)));
}

} // namespace
