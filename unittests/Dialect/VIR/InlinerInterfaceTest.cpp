//===- InlinerInterfaceTest.cpp - Tests of VIR's inliner interface --------===//
//
// The VIR dialect's DialectInlinerInterface says what MLIR's inliner may copy
// into a VIR caller and how a `vir.return` becomes a branch or a value. These
// tests drive mlir::inlineCall directly on parsed VIR.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/Inliner.h"
#include "mlir/Transforms/InliningUtils.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct::vir;

namespace {

class InlinerInterfaceTest : public ::testing::Test {
protected:
  InlinerInterfaceTest() { context.loadDialect<VIRDialect>(); }

  /// Parses `source` and inlines the first call in @caller.
  LogicalResult inlineFirstCall(const char *source) {
    module = parseSourceString<ModuleOp>(source, &context);
    if (!module)
      return failure();
    auto caller = module->lookupSymbol<FuncOp>("caller");
    CallOp call;
    caller.walk([&](CallOp op) {
      if (!call)
        call = op;
    });
    auto callee = module->lookupSymbol<FuncOp>(call.getCalleeAttr());
    InlinerInterface interface(&context);
    InlinerConfig config;
    if (failed(inlineCall(interface, config.getCloneCallback(), call, callee,
                          &callee.getBody())))
      return failure();
    call.erase();
    return success();
  }

  /// Counts the ops of type `OpT` in @caller.
  template <typename OpT>
  unsigned countInCaller() {
    unsigned count = 0;
    module->lookupSymbol<FuncOp>("caller").walk([&](OpT) { ++count; });
    return count;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(InlinerInterfaceTest, InlinesASingleBlockCallee) {
  const char *source = R"mlir(
    vir.func private @twice(%x: i32) -> i32 {
      %y = vir.add %x, %x : i32
      vir.return %y : i32
    }
    vir.func @caller(%a: i32) -> i32 {
      %r = vir.call @twice(%a) : (i32) -> i32
      vir.return %r : i32
    }
  )mlir";
  ASSERT_TRUE(succeeded(inlineFirstCall(source)));
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(countInCaller<CallOp>(), 0u);
  EXPECT_EQ(countInCaller<AddOp>(), 1u);
}

TEST_F(InlinerInterfaceTest, TurnsReturnsIntoBranches) {
  const char *source = R"mlir(
    vir.func private @abs(%x: i32) -> i32 {
      %zero = vir.constant 0 : i32
      %neg = vir.icmp slt %x, %zero : i32
      vir.cond_br %neg, ^flip, ^keep
    ^flip:
      %m = vir.sub %zero, %x : i32
      vir.return %m : i32
    ^keep:
      vir.return %x : i32
    }
    vir.func @caller(%a: i32) -> i32 {
      %r = vir.call @abs(%a) : (i32) -> i32
      vir.return %r : i32
    }
  )mlir";
  ASSERT_TRUE(succeeded(inlineFirstCall(source)));
  EXPECT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(countInCaller<CallOp>(), 0u);
  // Both callee returns now branch to the continuation; only the caller's own
  // return is left.
  EXPECT_EQ(countInCaller<ReturnOp>(), 1u);
  EXPECT_EQ(countInCaller<BrOp>(), 2u);
}

TEST_F(InlinerInterfaceTest, RefusesAVariadicCallee) {
  const char *source = R"mlir(
    vir.func private @sum(%n: i32, ...) -> i32 {
      vir.return %n : i32
    }
    vir.func @caller(%a: i32) -> i32 {
      %r = vir.call @sum(%a, %a) vararg((i32) -> i32) : (i32, i32) -> i32
      vir.return %r : i32
    }
  )mlir";
  EXPECT_TRUE(failed(inlineFirstCall(source)));
}

} // namespace
