//===- MemorySlotTest.cpp - Tests of VIR's memory-slot interfaces ---------===//
//
// VIR implements MLIR's memory-slot interfaces so that the upstream mem2reg
// (`tryToPromoteMemorySlots`) and SROA (`tryToDestructureMemorySlots`)
// drivers work on it. These tests call the drivers directly on every alloca of
// a parsed function and check the resulting IR structurally: what is left of
// the slots and their accesses, what replaced the loads, and that the module
// still verifies. They pin down the rules of VIRMemorySlot.cpp: only entry
// block allocas with a valid `#vir.nocapture` are slots, volatile, mistyped
// and escaping accesses block promotion, aggregates split through constant
// GEPs, and memset and memcpy of whole slots are promoted and split.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/MemorySlotInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/Mem2Reg.h"
#include "mlir/Transforms/SROA.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <optional>
#include <string>

using namespace mlir;
using namespace vct::vir;

namespace {

/// A module parsed from VIR text, its function @f, and the two drivers
/// applied to all of @f's allocas.
class Harness {
public:
  explicit Harness(StringRef source) {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(source, &context);
    if (module)
      func = module->lookupSymbol<FuncOp>("f");
  }

  /// Runs mem2reg on every alloca of @f.
  LogicalResult promote() {
    SmallVector<PromotableAllocationOpInterface> allocators;
    for (AllocaOp alloca : getAllocas())
      allocators.push_back(alloca);
    OpBuilder builder(&context);
    DataLayout dataLayout = DataLayout::closest(func);
    DominanceInfo dominance(func);
    return tryToPromoteMemorySlots(allocators, builder, dataLayout, dominance);
  }

  /// Runs SROA on every alloca of @f.
  LogicalResult destructure() {
    SmallVector<DestructurableAllocationOpInterface> allocators;
    for (AllocaOp alloca : getAllocas())
      allocators.push_back(alloca);
    OpBuilder builder(&context);
    DataLayout dataLayout = DataLayout::closest(func);
    return tryToDestructureMemorySlots(allocators, builder, dataLayout);
  }

  SmallVector<AllocaOp> getAllocas() {
    SmallVector<AllocaOp> allocas;
    func.walk([&](AllocaOp alloca) { allocas.push_back(alloca); });
    return allocas;
  }

  /// The number of `OpTy` operations in @f.
  template <typename OpTy>
  unsigned count() {
    unsigned n = 0;
    func.walk([&](OpTy) { ++n; });
    return n;
  }

  /// The only vir.return of @f.
  ReturnOp getReturn() {
    ReturnOp result;
    func.walk([&](ReturnOp op) { result = op; });
    return result;
  }

  /// The value @f returns.
  Value getReturned() { return getReturn().getValue(); }

  bool verifies() { return succeeded(verify(*module)); }

  /// @f as text, for failure messages.
  std::string print() {
    std::string text;
    llvm::raw_string_ostream os(text);
    func->print(os);
    return text;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FuncOp func;
};

/// The value of `value` if a vir.constant integer defines it.
std::optional<int64_t> getConstantInt(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto attr = dyn_cast<IntegerAttr>(constant.getValue());
  if (!attr)
    return std::nullopt;
  return attr.getInt();
}

/// The value of `value` if a vir.constant float defines it.
std::optional<double> getConstantFloat(Value value) {
  auto constant = value.getDefiningOp<ConstantOp>();
  if (!constant)
    return std::nullopt;
  auto attr = dyn_cast<FloatAttr>(constant.getValue());
  if (!attr)
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// True if `op` carries `#vir.nocapture` (stale or not).
bool hasNoCapture(Operation *op) {
  return llvm::any_of(getTraitList(op),
                      [](Attribute attr) { return isa<NoCaptureAttr>(attr); });
}

//===----------------------------------------------------------------------===//
// mem2reg
//===----------------------------------------------------------------------===//

TEST(MemorySlotTest, PromotesStraightLineSlot) {
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  EXPECT_EQ(h.count<StoreOp>(), 0u);
  // The unused default value is cleaned up.
  EXPECT_EQ(h.count<UndefOp>(), 0u);
  EXPECT_EQ(h.getReturned(), h.func.getArgument(0));
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, InsertsBlockArgumentAtJoin) {
  Harness h(R"mlir(
    vir.func @f(%b: i1) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.cond_br %b, ^bb1, ^bb2
    ^bb1:
      %c1 = vir.constant 1 : i32
      vir.store %c1, %p : i32
      vir.br ^bb3
    ^bb2:
      %c2 = vir.constant 2 : i32
      vir.store %c2, %p : i32
      vir.br ^bb3
    ^bb3:
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  EXPECT_EQ(h.count<StoreOp>(), 0u);
  ASSERT_TRUE(h.verifies());

  Block *join = h.getReturn()->getBlock();
  ASSERT_EQ(join->getNumArguments(), 1u) << h.print();
  EXPECT_TRUE(join->getArgument(0).getType().isInteger(32));
  EXPECT_EQ(h.getReturned(), join->getArgument(0));

  // Each arm passes the constant it stored.
  SmallVector<int64_t> incoming;
  for (Block *pred : join->getPredecessors()) {
    auto br = dyn_cast<BrOp>(pred->getTerminator());
    ASSERT_TRUE(br);
    ASSERT_EQ(br.getDestOperands().size(), 1u);
    std::optional<int64_t> value = getConstantInt(br.getDestOperands()[0]);
    ASSERT_TRUE(value) << h.print();
    incoming.push_back(*value);
  }
  llvm::sort(incoming);
  EXPECT_EQ(incoming, (SmallVector<int64_t>{1, 2}));
}

TEST(MemorySlotTest, LoadBeforeStoreReadsUndef) {
  Harness h(R"mlir(
    vir.func @f() -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  auto undef = h.getReturned().getDefiningOp<UndefOp>();
  ASSERT_TRUE(undef) << h.print();
  EXPECT_TRUE(undef.getType().isInteger(32));
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, RefusesSlotWithoutNoCapture) {
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32
      vir.store %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<LoadOp>(), 1u);
  EXPECT_EQ(h.count<StoreOp>(), 1u);
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, RefusesStaleNoCapture) {
  // At epoch 1, a trait stamped at epoch 0 is stale and must be ignored.
  Harness stale(R"mlir(
    vir.func @f(%v: i32) -> i32 attributes {epoch = 1} {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(stale.func);
  EXPECT_TRUE(failed(stale.promote())) << stale.print();
  EXPECT_EQ(stale.count<AllocaOp>(), 1u);

  Harness staleAggregate(R"mlir(
    vir.func @f(%v: f64) -> f64 attributes {epoch = 1} {
      %p = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
      %q = vir.gep %p[0, 1] : !vir.struct<i32, f64>
      vir.store %v, %q : f64
      %x = vir.load %q : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(staleAggregate.func);
  EXPECT_TRUE(failed(staleAggregate.destructure())) << staleAggregate.print();
  EXPECT_EQ(staleAggregate.count<AllocaOp>(), 1u);

  // Re-stamped at the current epoch, the trait is valid again.
  Harness current(R"mlir(
    vir.func @f(%v: i32) -> i32 attributes {epoch = 1} {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 1>]}
      vir.store %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(current.func);
  EXPECT_TRUE(succeeded(current.promote())) << current.print();
  EXPECT_EQ(current.count<AllocaOp>(), 0u);
  EXPECT_EQ(current.getReturned(), current.func.getArgument(0));
}

TEST(MemorySlotTest, RefusesEscapingSlot) {
  Harness h(R"mlir(
    vir.func private @g(!vir.ptr)
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      vir.call @g(%p) : (!vir.ptr) -> ()
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<LoadOp>(), 1u);
  EXPECT_EQ(h.count<StoreOp>(), 1u);
}

TEST(MemorySlotTest, RefusesSlotStoredAsValue) {
  // Storing the slot's own address into memory lets it escape.
  Harness h(R"mlir(
    vir.func @f() -> !vir.ptr {
      %p = vir.alloca !vir.ptr {vir.traits = [#vir.nocapture]}
      vir.store %p, %p : !vir.ptr
      %x = vir.load %p : !vir.ptr
      vir.return %x : !vir.ptr
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<StoreOp>(), 1u);
}

TEST(MemorySlotTest, RefusesVolatileAccess) {
  Harness volatileLoad(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load volatile %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(volatileLoad.func);
  EXPECT_TRUE(failed(volatileLoad.promote())) << volatileLoad.print();
  EXPECT_EQ(volatileLoad.count<AllocaOp>(), 1u);
  EXPECT_EQ(volatileLoad.count<LoadOp>(), 1u);
  EXPECT_EQ(volatileLoad.count<StoreOp>(), 1u);

  Harness volatileStore(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store volatile %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(volatileStore.func);
  EXPECT_TRUE(failed(volatileStore.promote())) << volatileStore.print();
  EXPECT_EQ(volatileStore.count<AllocaOp>(), 1u);
  EXPECT_EQ(volatileStore.count<StoreOp>(), 1u);
}

TEST(MemorySlotTest, RefusesAtomicAccess) {
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load %p atomic seq_cst align 4 : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<LoadOp>(), 1u);
}

TEST(MemorySlotTest, RefusesMismatchedAccessType) {
  // Promotion never reinterprets bits: a load of another type blocks it.
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> f32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load %p : f32
      vir.return %x : f32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<LoadOp>(), 1u);
}

TEST(MemorySlotTest, RefusesSlotOutsideEntryBlock) {
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      vir.br ^bb1
    ^bb1:
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
}

//===----------------------------------------------------------------------===//
// SROA
//===----------------------------------------------------------------------===//

TEST(MemorySlotTest, SplitsStructSlot) {
  // Field 0 is reached through the slot pointer itself, field 1 through a GEP.
  Harness h(R"mlir(
    vir.func @f(%a: i32, %v: f64) -> f64 {
      %p = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
      %q = vir.gep %p[0, 1] : !vir.struct<i32, f64>
      vir.store %a, %p : i32
      vir.store %v, %q : f64
      %i = vir.load %p : i32
      %x = vir.load %q : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  ASSERT_TRUE(h.verifies());
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 2u) << h.print();
  EXPECT_TRUE(allocas[0].getElemType().isInteger(32));
  EXPECT_TRUE(allocas[1].getElemType().isF64());
  for (AllocaOp alloca : allocas)
    EXPECT_TRUE(hasNoCapture(alloca)) << h.print();
  EXPECT_EQ(h.count<GEPOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 2u);
  EXPECT_EQ(h.count<StoreOp>(), 2u);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  EXPECT_EQ(h.count<StoreOp>(), 0u);
  EXPECT_EQ(h.getReturned(), h.func.getArgument(1));
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, SplitsOnlyUsedFields) {
  Harness h(R"mlir(
    vir.func @f(%v: f64) -> f64 {
      %p = vir.alloca !vir.struct<i32, f64, i8> {vir.traits = [#vir.nocapture]}
      %q = vir.gep inbounds %p[0, 1] : !vir.struct<i32, f64, i8>
      vir.store %v, %q : f64
      %x = vir.load %q : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u) << h.print();
  EXPECT_TRUE(allocas[0].getElemType().isF64());
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, SplitsArraySlot) {
  // Elements are addressed by an aggregate GEP, by a flat GEP over elements
  // and by an aggregate GEP whose index is a constant operand.
  Harness h(R"mlir(
    vir.func @f(%a: i32, %b: i32, %c: i32) -> i32 {
      %p = vir.alloca !vir.array<4 x i32> {vir.traits = [#vir.nocapture]}
      %two = vir.constant 2 : i64
      %e1 = vir.gep %p[0, 1] : !vir.array<4 x i32>
      %e3 = vir.gep %p[3] : i32
      %e2 = vir.gep %p[0, %two] : !vir.array<4 x i32>
      vir.store %a, %e1 : i32
      vir.store %b, %e3 : i32
      vir.store %c, %e2 : i32
      %x = vir.load %e1 : i32
      %y = vir.load %e3 : i32
      %z = vir.load %e2 : i32
      %s = vir.add %x, %y : i32
      %t = vir.add %s, %z : i32
      vir.return %t : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  ASSERT_TRUE(h.verifies());
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 3u) << h.print();
  for (AllocaOp alloca : allocas)
    EXPECT_TRUE(alloca.getElemType().isInteger(32)) << h.print();
  EXPECT_EQ(h.count<GEPOp>(), 0u) << h.print();

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  EXPECT_EQ(h.count<StoreOp>(), 0u);
  ASSERT_TRUE(h.verifies());

  auto outer = h.getReturned().getDefiningOp<AddOp>();
  ASSERT_TRUE(outer) << h.print();
  auto inner = outer.getLhs().getDefiningOp<AddOp>();
  ASSERT_TRUE(inner) << h.print();
  EXPECT_EQ(inner.getLhs(), h.func.getArgument(0));
  EXPECT_EQ(inner.getRhs(), h.func.getArgument(1));
  EXPECT_EQ(outer.getRhs(), h.func.getArgument(2));
}

TEST(MemorySlotTest, SplitsNestedAggregates) {
  // SROA is iterated: the inner structure's slot is split in turn.
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca !vir.struct<i64, !vir.struct<i32, i32>>
          {vir.traits = [#vir.nocapture]}
      %q = vir.gep %p[0, 1, 1] : !vir.struct<i64, !vir.struct<i32, i32>>
      vir.store %v, %q : i32
      %x = vir.load %q : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  ASSERT_TRUE(h.verifies());
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u) << h.print();
  EXPECT_TRUE(allocas[0].getElemType().isInteger(32)) << h.print();

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.getReturned(), h.func.getArgument(0));
}

TEST(MemorySlotTest, KeepsLargeArray) {
  Harness h(R"mlir(
    vir.func @f(%v: i32) -> i32 {
      %p = vir.alloca !vir.array<100 x i32> {vir.traits = [#vir.nocapture]}
      %e = vir.gep %p[0, 5] : !vir.array<100 x i32>
      vir.store %v, %e : i32
      %x = vir.load %e : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.destructure())) << h.print();
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u);
  auto type = dyn_cast<ArrayType>(allocas[0].getElemType());
  ASSERT_TRUE(type);
  EXPECT_EQ(type.getNumElements(), 100u);
  EXPECT_EQ(h.count<GEPOp>(), 1u);
}

TEST(MemorySlotTest, KeepsSlotWithDynamicIndex) {
  Harness h(R"mlir(
    vir.func @f(%i: i64, %v: i32) -> i32 {
      %p = vir.alloca !vir.array<4 x i32> {vir.traits = [#vir.nocapture]}
      %e = vir.gep %p[0, %i] : !vir.array<4 x i32>
      vir.store %v, %e : i32
      %x = vir.load %e : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.destructure())) << h.print();
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u);
  EXPECT_TRUE(isa<ArrayType>(allocas[0].getElemType()));
}

TEST(MemorySlotTest, KeepsAggregateWithoutNoCapture) {
  Harness h(R"mlir(
    vir.func @f(%v: f64) -> f64 {
      %p = vir.alloca !vir.struct<i32, f64>
      %q = vir.gep %p[0, 1] : !vir.struct<i32, f64>
      vir.store %v, %q : f64
      %x = vir.load %q : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.destructure())) << h.print();
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u);
  EXPECT_TRUE(isa<StructType>(allocas[0].getElemType()));
}

//===----------------------------------------------------------------------===//
// Memory intrinsics
//===----------------------------------------------------------------------===//

TEST(MemorySlotTest, PromotesMemsetOfWholeSlot) {
  Harness h(R"mlir(
    vir.func @f() -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %byte = vir.constant 1 : i8
      %len = vir.constant 4 : i64
      vir.memset %p, %byte, %len : i64
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<MemsetOp>(), 0u);
  EXPECT_EQ(h.count<LoadOp>(), 0u);
  EXPECT_EQ(getConstantInt(h.getReturned()), 0x01010101) << h.print();
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, PromotesMemsetOfVectorAndPointerSlots) {
  Harness vector(R"mlir(
    vir.func @f() -> vector<4xi32> {
      %p = vir.alloca vector<4xi32> {vir.traits = [#vir.nocapture]}
      %byte = vir.constant 2 : i8
      %len = vir.constant 16 : i64
      vir.memset %p, %byte, %len : i64
      %x = vir.load %p : vector<4xi32>
      vir.return %x : vector<4xi32>
    }
  )mlir");
  ASSERT_TRUE(vector.func);
  ASSERT_TRUE(succeeded(vector.promote())) << vector.print();
  EXPECT_EQ(vector.count<AllocaOp>(), 0u) << vector.print();
  auto constant = vector.getReturned().getDefiningOp<ConstantOp>();
  ASSERT_TRUE(constant) << vector.print();
  auto elements = dyn_cast<DenseElementsAttr>(constant.getValue());
  ASSERT_TRUE(elements && elements.isSplat()) << vector.print();
  EXPECT_EQ(elements.getSplatValue<APInt>().getZExtValue(), 0x02020202u);
  EXPECT_TRUE(vector.verifies());

  // A zero-filled pointer is the null pointer.
  Harness pointer(R"mlir(
    vir.func @f() -> !vir.ptr {
      %p = vir.alloca !vir.ptr {vir.traits = [#vir.nocapture]}
      %zero = vir.constant 0 : i8
      %len = vir.constant 8 : i64
      vir.memset %p, %zero, %len : i64
      %x = vir.load %p : !vir.ptr
      vir.return %x : !vir.ptr
    }
  )mlir");
  ASSERT_TRUE(pointer.func);
  ASSERT_TRUE(succeeded(pointer.promote())) << pointer.print();
  EXPECT_EQ(pointer.count<AllocaOp>(), 0u) << pointer.print();
  EXPECT_TRUE(pointer.getReturned().getDefiningOp<NullOp>()) << pointer.print();
  EXPECT_TRUE(pointer.verifies());
}

TEST(MemorySlotTest, PromotesMemsetWithRuntimeByte) {
  Harness integer(R"mlir(
    vir.func @f(%byte: i8) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %len = vir.constant 4 : i64
      vir.memset %p, %byte, %len : i64
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(integer.func);
  ASSERT_TRUE(succeeded(integer.promote())) << integer.print();
  EXPECT_EQ(integer.count<AllocaOp>(), 0u) << integer.print();
  EXPECT_EQ(integer.count<MemsetOp>(), 0u);
  EXPECT_EQ(integer.count<ZExtOp>(), 1u) << integer.print();
  // The byte is widened, then doubled twice: 1 -> 2 -> 4 bytes.
  EXPECT_EQ(integer.count<OrOp>(), 2u) << integer.print();
  EXPECT_TRUE(integer.getReturned().getDefiningOp<OrOp>()) << integer.print();
  EXPECT_TRUE(integer.verifies()) << integer.print();

  Harness floating(R"mlir(
    vir.func @f(%byte: i8) -> f64 {
      %p = vir.alloca f64 {vir.traits = [#vir.nocapture]}
      %len = vir.constant 8 : i64
      vir.memset %p, %byte, %len : i64
      %x = vir.load %p : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(floating.func);
  ASSERT_TRUE(succeeded(floating.promote())) << floating.print();
  EXPECT_EQ(floating.count<AllocaOp>(), 0u) << floating.print();
  EXPECT_EQ(floating.count<OrOp>(), 3u) << floating.print();
  EXPECT_TRUE(floating.getReturned().getDefiningOp<BitcastOp>())
      << floating.print();
  EXPECT_TRUE(floating.verifies()) << floating.print();
}

TEST(MemorySlotTest, RefusesPartialMemset) {
  Harness h(R"mlir(
    vir.func @f() -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %byte = vir.constant 0 : i8
      %len = vir.constant 2 : i64
      vir.memset %p, %byte, %len : i64
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<MemsetOp>(), 1u);
}

TEST(MemorySlotTest, SplitsMemsetOfStruct) {
  // Only the field that is read keeps its part of the memset.
  Harness h(R"mlir(
    vir.func @f() -> f64 {
      %p = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
      %zero = vir.constant 0 : i8
      %len = vir.constant 16 : i64
      vir.memset %p, %zero, %len : i64
      %q = vir.gep %p[0, 1] : !vir.struct<i32, f64>
      %x = vir.load %q : f64
      vir.return %x : f64
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  ASSERT_TRUE(h.verifies());
  SmallVector<AllocaOp> allocas = h.getAllocas();
  ASSERT_EQ(allocas.size(), 1u) << h.print();
  EXPECT_TRUE(allocas[0].getElemType().isF64());
  SmallVector<MemsetOp> memsets;
  h.func.walk([&](MemsetOp op) { memsets.push_back(op); });
  ASSERT_EQ(memsets.size(), 1u) << h.print();
  EXPECT_EQ(memsets[0].getDst(), allocas[0].getRes());
  EXPECT_EQ(getConstantInt(memsets[0].getLen()), 8);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<MemsetOp>(), 0u);
  EXPECT_EQ(getConstantFloat(h.getReturned()), 0.0) << h.print();
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, PromotesMemcpyIntoSlot) {
  // The copy becomes a load from its source.
  Harness h(R"mlir(
    vir.func @f(%src: !vir.ptr) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %len = vir.constant 4 : i64
      vir.memcpy %p, %src, %len : i64
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<MemcpyOp>(), 0u);
  auto load = h.getReturned().getDefiningOp<LoadOp>();
  ASSERT_TRUE(load) << h.print();
  EXPECT_EQ(load.getAddr(), h.func.getArgument(0));
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, PromotesMemmoveOutOfSlot) {
  // The copy becomes a store of the slot's value to its destination.
  Harness h(R"mlir(
    vir.func @f(%dst: !vir.ptr, %v: i32) {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      vir.store %v, %p : i32
      %len = vir.constant 4 : i64
      vir.memmove %dst, %p, %len : i64
      vir.return
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<MemmoveOp>(), 0u);
  SmallVector<StoreOp> stores;
  h.func.walk([&](StoreOp op) { stores.push_back(op); });
  ASSERT_EQ(stores.size(), 1u) << h.print();
  EXPECT_EQ(stores[0].getAddr(), h.func.getArgument(0));
  EXPECT_EQ(stores[0].getValue(), h.func.getArgument(1));
  EXPECT_TRUE(h.verifies());
}

TEST(MemorySlotTest, RefusesPartialMemcpy) {
  Harness h(R"mlir(
    vir.func @f(%src: !vir.ptr) -> i32 {
      %p = vir.alloca i32 {vir.traits = [#vir.nocapture]}
      %len = vir.constant 2 : i64
      vir.memcpy %p, %src, %len : i64
      %x = vir.load %p : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  EXPECT_TRUE(failed(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 1u);
  EXPECT_EQ(h.count<MemcpyOp>(), 1u);
}

TEST(MemorySlotTest, SplitsMemcpyIntoStruct) {
  Harness h(R"mlir(
    vir.func @f(%src: !vir.ptr) -> i32 {
      %p = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
      %len = vir.constant 8 : i64
      vir.memcpy %p, %src, %len : i64
      %q = vir.gep %p[0, 1] : !vir.struct<i32, i32>
      %x = vir.load %q : i32
      vir.return %x : i32
    }
  )mlir");
  ASSERT_TRUE(h.func);

  ASSERT_TRUE(succeeded(h.destructure())) << h.print();
  ASSERT_TRUE(h.verifies());
  ASSERT_EQ(h.getAllocas().size(), 1u) << h.print();
  EXPECT_EQ(h.count<MemcpyOp>(), 1u) << h.print();

  ASSERT_TRUE(succeeded(h.promote())) << h.print();
  EXPECT_EQ(h.count<AllocaOp>(), 0u) << h.print();
  EXPECT_EQ(h.count<MemcpyOp>(), 0u);
  ASSERT_TRUE(h.verifies());

  // What is left reads field 1 of the source.
  auto load = h.getReturned().getDefiningOp<LoadOp>();
  ASSERT_TRUE(load) << h.print();
  auto gep = load.getAddr().getDefiningOp<GEPOp>();
  ASSERT_TRUE(gep) << h.print();
  EXPECT_EQ(gep.getBase(), h.func.getArgument(0));
  SmallVector<GEPArg> indices = gep.getIndices();
  ASSERT_EQ(indices.size(), 2u);
  ASSERT_FALSE(indices[0].isDynamic());
  ASSERT_FALSE(indices[1].isDynamic());
  EXPECT_EQ(indices[0].getConstant(), 0);
  EXPECT_EQ(indices[1].getConstant(), 1);
}

TEST(MemorySlotTest, SplitsMemcpyOutOfUnpaddedStructOnly) {
  Harness unpadded(R"mlir(
    vir.func @f(%dst: !vir.ptr, %a: i32, %b: i32) {
      %p = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
      %q = vir.gep %p[0, 1] : !vir.struct<i32, i32>
      vir.store %a, %p : i32
      vir.store %b, %q : i32
      %len = vir.constant 8 : i64
      vir.memcpy %dst, %p, %len : i64
      vir.return
    }
  )mlir");
  ASSERT_TRUE(unpadded.func);
  ASSERT_TRUE(succeeded(unpadded.destructure())) << unpadded.print();
  ASSERT_TRUE(unpadded.verifies());
  EXPECT_EQ(unpadded.getAllocas().size(), 2u) << unpadded.print();
  EXPECT_EQ(unpadded.count<MemcpyOp>(), 2u) << unpadded.print();

  // Both fields end up stored straight to the destination.
  ASSERT_TRUE(succeeded(unpadded.promote())) << unpadded.print();
  EXPECT_EQ(unpadded.count<AllocaOp>(), 0u) << unpadded.print();
  EXPECT_EQ(unpadded.count<MemcpyOp>(), 0u);
  EXPECT_EQ(unpadded.count<StoreOp>(), 2u);
  EXPECT_TRUE(unpadded.verifies());

  // Copying out a structure with padding would lose the padding bytes.
  Harness padded(R"mlir(
    vir.func @f(%dst: !vir.ptr, %v: f64) {
      %p = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
      %q = vir.gep %p[0, 1] : !vir.struct<i32, f64>
      vir.store %v, %q : f64
      %len = vir.constant 16 : i64
      vir.memcpy %dst, %p, %len : i64
      vir.return
    }
  )mlir");
  ASSERT_TRUE(padded.func);
  EXPECT_TRUE(failed(padded.destructure())) << padded.print();
  SmallVector<AllocaOp> allocas = padded.getAllocas();
  ASSERT_EQ(allocas.size(), 1u);
  EXPECT_TRUE(isa<StructType>(allocas[0].getElemType()));
  EXPECT_EQ(padded.count<MemcpyOp>(), 1u);
}

} // namespace
