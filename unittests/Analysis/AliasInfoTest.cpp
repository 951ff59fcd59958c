//===- AliasInfoTest.cpp - Tests of memory locations and alias answers ----===//
//
// AliasInfo compares accesses on one SSA base by arithmetic on the IR's own
// operations (MustAlias, PartialAlias, NoAlias through GEPs with constant
// indices) and relates different bases only through traits (O-32).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

/// Accesses are named by a `name` attribute. @f is at epoch 1: traits
/// stamped at epoch 0 are stale.
constexpr const char *kModule = R"mlir(
  vir.func @f(%p: !vir.ptr, %q: !vir.ptr, %i: i64, %n: i64, %x: i32,
              %y: i64) attributes {epoch = 1, alias_scopes = ["a", "b"]} {
    %s = vir.alloca !vir.struct<i32, i64, !vir.array<4 x i16>>
    %t = vir.alloca !vir.struct<i32, i64, !vir.array<4 x i16>>
    %f0 = vir.gep %s[0, 0] : !vir.struct<i32, i64, !vir.array<4 x i16>>
    %f1 = vir.gep %s[0, 1] : !vir.struct<i32, i64, !vir.array<4 x i16>>
    %e2 = vir.gep %s[0, 2, 2] : !vir.struct<i32, i64, !vir.array<4 x i16>>
    %arr = vir.gep %s[0, 2] : !vir.struct<i32, i64, !vir.array<4 x i16>>
    %e2b = vir.gep %arr[0, 2] : !vir.array<4 x i16>
    %two = vir.constant 2 : i64
    %e2c = vir.gep %arr[0, %two] : !vir.array<4 x i16>
    %ei = vir.gep %arr[0, %i] : !vir.array<4 x i16>
    %t0 = vir.gep %t[0, 0] : !vir.struct<i32, i64, !vir.array<4 x i16>>
    %p1 = vir.gep %p[1] : i32
    %pm1 = vir.gep %p[-1] : i32
    %pi = vir.gep %p[%i] : i32
    %pi4 = vir.gep %pi[1] : i32
    %ld_s = vir.load %s {name = "ld_s"} : i32
    %ld_f0 = vir.load %f0 {name = "ld_f0"} : i32
    %ld_f0_i64 = vir.load %f0 {name = "ld_f0_i64"} : i64
    %ld_f0_i8 = vir.load %f0 {name = "ld_f0_i8"} : i8
    vir.store %y, %f1 {name = "st_f1"} : i64
    %ld_e2 = vir.load %e2 {name = "ld_e2"} : i16
    %ld_e2b = vir.load %e2b {name = "ld_e2b"} : i16
    %ld_e2c = vir.load %e2c {name = "ld_e2c"} : i16
    %ld_ei = vir.load %ei {name = "ld_ei"} : i16
    %ld_t0 = vir.load %t0 {name = "ld_t0"} : i32
    %ld_p = vir.load %p {name = "ld_p"} : i32
    vir.store %x, %p1 {name = "st_p1"} : i32
    %ld_pm1 = vir.load %pm1 {name = "ld_pm1"} : i64
    %ld_pi = vir.load %pi {name = "ld_pi"} : i32
    %ld_pi4 = vir.load %pi4 {name = "ld_pi4"} : i32
    %ld_q = vir.load %q {name = "ld_q"} : i32
    %zero = vir.constant 0 : i8
    %eight = vir.constant 8 : i64
    vir.memset %s, %zero, %eight {name = "set_s8"} : i64
    vir.memset %s, %zero, %n {name = "set_sn"} : i64
    vir.memcpy %f1, %t0, %eight {name = "cpy"} : i64
    %ld_pa = vir.load %p {name = "ld_pa", vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]} : i32
    vir.store %x, %q {name = "st_qb", vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]} : i32
    vir.store %x, %q {name = "st_qb_stale", vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i32
    vir.return
  }
)mlir";

class AliasInfoTest : public ::testing::Test {
protected:
  AliasInfoTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
  }

  Operation *get(StringRef name) {
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      if (auto attr = op->getAttrOfType<StringAttr>("name"))
        if (attr.getValue() == name)
          found = op;
    });
    EXPECT_TRUE(found) << "no access named " << name.str();
    return found;
  }

  AliasResult query(StringRef a, StringRef b) {
    AliasInfo aliases(module->lookupSymbol<FuncOp>("f"));
    AliasResult forward = aliases.alias(get(a), get(b));
    EXPECT_EQ(forward, aliases.alias(get(b), get(a)))
        << a.str() << " " << b.str();
    return forward;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(AliasInfoTest, ParsesTheModule) { ASSERT_TRUE(module); }

TEST_F(AliasInfoTest, LocationsThroughGEPs) {
  ASSERT_TRUE(module);
  std::optional<SmallVector<MemoryLocation, 2>> field =
      getAccessedLocations(get("st_f1"));
  ASSERT_TRUE(field);
  ASSERT_EQ(field->size(), 1u);
  // Field 1 of {i32, i64, [4 x i16]} is at 8 (i64 is 8-aligned).
  EXPECT_EQ(field->front().offset, 8);
  EXPECT_EQ(field->front().size, 8u);
  EXPECT_TRUE(field->front().base.getDefiningOp<AllocaOp>());
  // Element 2 of the array in field 2: 16 + 2 * 2, by either GEP chain.
  std::optional<SmallVector<MemoryLocation, 2>> element =
      getAccessedLocations(get("ld_e2b"));
  ASSERT_TRUE(element);
  EXPECT_EQ(element->front().offset, 20);
  EXPECT_EQ(element->front().base, field->front().base);
  // A dynamic index ends the chain: the base is that GEP.
  std::optional<SmallVector<MemoryLocation, 2>> dynamic =
      getAccessedLocations(get("ld_pi4"));
  ASSERT_TRUE(dynamic);
  EXPECT_TRUE(dynamic->front().base.getDefiningOp<GEPOp>());
  EXPECT_EQ(dynamic->front().offset, 4);
  // A memset with a non-constant length has an unknown size.
  std::optional<SmallVector<MemoryLocation, 2>> set =
      getAccessedLocations(get("set_sn"));
  ASSERT_TRUE(set);
  EXPECT_EQ(set->front().size, std::nullopt);
  // A memcpy: dst, then src.
  std::optional<SmallVector<MemoryLocation, 2>> copy =
      getAccessedLocations(get("cpy"));
  ASSERT_TRUE(copy);
  ASSERT_EQ(copy->size(), 2u);
  EXPECT_EQ((*copy)[0].offset, 8);
  EXPECT_NE((*copy)[0].base, (*copy)[1].base);
  EXPECT_EQ(getAccessedLocations(module->lookupSymbol<FuncOp>("f")),
            std::nullopt);
}

TEST_F(AliasInfoTest, OneBaseMustAlias) {
  ASSERT_TRUE(module);
  // The alloca itself and its field 0; one array element by three chains.
  EXPECT_EQ(query("ld_s", "ld_f0"), AliasResult::MustAlias);
  EXPECT_EQ(query("ld_e2", "ld_e2b"), AliasResult::MustAlias);
  EXPECT_EQ(query("ld_e2", "ld_e2c"), AliasResult::MustAlias);
  EXPECT_EQ(query("ld_pi", "ld_pi"), AliasResult::MustAlias);
}

TEST_F(AliasInfoTest, OneBasePartialAlias) {
  ASSERT_TRUE(module);
  // An i64 at 0 covers the i32 at 0; an i8 lies inside it.
  EXPECT_EQ(query("ld_f0_i64", "ld_f0"), AliasResult::PartialAlias);
  EXPECT_EQ(query("ld_f0_i8", "ld_f0"), AliasResult::PartialAlias);
  // An i64 at p-4 overlaps the i32 at p.
  EXPECT_EQ(query("ld_pm1", "ld_p"), AliasResult::PartialAlias);
  // memset of 8 bytes at s: all of field 0, and the i64 at 0.
  EXPECT_EQ(query("set_s8", "ld_f0"), AliasResult::PartialAlias);
  EXPECT_EQ(query("set_s8", "ld_f0_i64"), AliasResult::MustAlias);
}

TEST_F(AliasInfoTest, OneBaseNoAlias) {
  ASSERT_TRUE(module);
  // Field 0 (bytes 0..4) and field 1 (8..16); field 1 and array element 2.
  EXPECT_EQ(query("ld_f0", "st_f1"), AliasResult::NoAlias);
  EXPECT_EQ(query("st_f1", "ld_e2"), AliasResult::NoAlias);
  EXPECT_EQ(query("ld_f0_i64", "st_f1"), AliasResult::NoAlias);
  // p and p+4, i32 each; p-4 (i64: bytes -4..4) and p+4.
  EXPECT_EQ(query("ld_p", "st_p1"), AliasResult::NoAlias);
  EXPECT_EQ(query("ld_pm1", "st_p1"), AliasResult::NoAlias);
  // (p+4i) and (p+4i)+4 share a base: the dynamic GEP.
  EXPECT_EQ(query("ld_pi", "ld_pi4"), AliasResult::NoAlias);
  // The memset of bytes 0..8 and field 1; memcpy writes 8..16, reads t.
  EXPECT_EQ(query("set_s8", "st_f1"), AliasResult::NoAlias);
  EXPECT_EQ(query("cpy", "ld_f0"), AliasResult::MayAlias); // src t vs s
}

TEST_F(AliasInfoTest, UnknownOffsetsOrSizesMayAlias) {
  ASSERT_TRUE(module);
  // s[0, 2, %i] against s[0, 2, 2]: a dynamic index, not the same base.
  EXPECT_EQ(query("ld_ei", "ld_e2"), AliasResult::MayAlias);
  EXPECT_EQ(query("ld_pi", "ld_p"), AliasResult::MayAlias);
  // A memset of %n bytes at s and field 1.
  EXPECT_EQ(query("set_sn", "st_f1"), AliasResult::MayAlias);
  // Overflowing offsets are unknown.
  MemoryLocation a{Value(), std::nullopt, 4}, b{Value(), 0, 4};
  EXPECT_EQ(AliasInfo::alias(a, b), AliasResult::MayAlias);
}

TEST_F(AliasInfoTest, DifferentBasesNeedTraits) {
  ASSERT_TRUE(module);
  // Two distinct allocas (O-32), two arguments: no trait, may alias.
  EXPECT_EQ(query("ld_f0", "ld_t0"), AliasResult::MayAlias);
  EXPECT_EQ(query("ld_p", "ld_q"), AliasResult::MayAlias);
  // The scoped noalias pair, epoch-valid: no alias; stale: may.
  EXPECT_EQ(query("ld_pa", "st_qb"), AliasResult::NoAlias);
  EXPECT_EQ(query("ld_pa", "st_qb_stale"), AliasResult::MayAlias);
  AliasInfo aliases(module->lookupSymbol<FuncOp>("f"));
  EXPECT_FALSE(aliases.mayClobber(get("st_qb"), get("ld_pa")));
  EXPECT_TRUE(aliases.mayClobber(get("st_qb_stale"), get("ld_pa")));
  EXPECT_FALSE(aliases.mayClobber(get("st_f1"), get("ld_f0")));
  EXPECT_TRUE(aliases.mayClobber(get("st_p1"), get("ld_q")));
}

} // namespace
