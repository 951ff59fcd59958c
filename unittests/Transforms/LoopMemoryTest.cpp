//===- LoopMemoryTest.cpp - Tests of the loop memory summary --------------===//
//
// LoopMemory::get on VIR parsed from strings: the writers and readers of a
// loop with nested loops included, a call with #vir.noread, a volatile
// access, a region barrier.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/LoopMemory.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

constexpr const char *kModule = R"mlir(
  vir.func private @g(!vir.ptr)
  vir.func @f(%p: !vir.ptr, %c: i1, %x: i32) {
    vir.br ^outer
  ^outer:
    %a = vir.load %p {name = "load"} : i32
    vir.br ^inner
  ^inner:
    vir.store %x, %p {name = "store"} : i32
    vir.call @g(%p) {name = "noread", vir.traits = [#vir.noread]} : (!vir.ptr) -> ()
    vir.cond_br %c, ^inner, ^latch
  ^latch:
    vir.cond_br %c, ^outer, ^exit
  ^exit:
    vir.return
  }
  vir.func @v(%p: !vir.ptr, %c: i1) {
    vir.br ^loop
  ^loop:
    %a = vir.load volatile %p : i32
    vir.cond_br %c, ^loop, ^exit
  ^exit:
    vir.return
  }
  vir.func @r(%p: !vir.ptr, %c: i1) {
    vir.br ^loop
  ^loop:
    %r = vir.opaque_region(%c : i1) -> (i1) {
    ^bb0(%q: i1):
      vir.yield %q : i1
    }
    vir.cond_br %c, ^loop, ^exit
  ^exit:
    vir.return
  }
)mlir";

class LoopMemoryTest : public ::testing::Test {
protected:
  LoopMemoryTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }

  /// The summary of the outermost loop of `name`, headed by block 1.
  std::optional<LoopMemory> summarize(StringRef name) {
    auto func = module->lookupSymbol<FuncOp>(name);
    if (!func)
      return std::nullopt;
    DominanceInfo dominance(func);
    LoopInfo loops(func, dominance);
    Block *header = &*std::next(func.getBody().begin());
    CFGLoop *loop = loops.getLoopFor(header);
    if (!loop || loop->getHeader() != header)
      return std::nullopt;
    return LoopMemory::get(loop);
  }

  static StringRef nameOf(Operation *op) {
    auto name = op->getAttrOfType<StringAttr>("name");
    return name ? name.getValue() : op->getName().getStringRef();
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(LoopMemoryTest, WritersAndReadersWithNestedLoops) {
  ASSERT_TRUE(module);
  std::optional<LoopMemory> memory = summarize("f");
  ASSERT_TRUE(memory);
  // The store and the call (noread says nothing about writes), from the
  // inner loop too; the load reads, the noread call does not.
  SmallVector<StringRef> writers, readers;
  for (Operation *op : memory->writers)
    writers.push_back(nameOf(op));
  for (Operation *op : memory->readers)
    readers.push_back(nameOf(op));
  EXPECT_EQ(writers, (SmallVector<StringRef>{"store", "noread"}));
  EXPECT_EQ(readers, (SmallVector<StringRef>{"load"}));
  EXPECT_FALSE(memory->hasBarrier);
  EXPECT_FALSE(memory->synchronizes);
}

TEST_F(LoopMemoryTest, VolatileSynchronizes) {
  ASSERT_TRUE(module);
  std::optional<LoopMemory> memory = summarize("v");
  ASSERT_TRUE(memory);
  EXPECT_TRUE(memory->synchronizes);
  // A volatile load is ordered against all memory: a writer and a reader.
  EXPECT_EQ(memory->writers.size(), 1u);
  EXPECT_EQ(memory->readers.size(), 1u);
}

TEST_F(LoopMemoryTest, BarrierIsOneOpaqueAccess) {
  ASSERT_TRUE(module);
  std::optional<LoopMemory> memory = summarize("r");
  ASSERT_TRUE(memory);
  EXPECT_TRUE(memory->hasBarrier);
  ASSERT_EQ(memory->writers.size(), 1u);
  EXPECT_TRUE(isa<OpaqueRegionOp>(memory->writers.front()));
  ASSERT_EQ(memory->readers.size(), 1u);
}

} // namespace
