//===- DependenceTest.cpp - Tests of loop dependence answers --------------===//
//
// Accesses on one base are compared by the affine decomposition of their
// addresses (distances, the GCD test); different bases only by traits.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/Dependence.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
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

/// One loop over %i (i64, from 0, step 1); accesses named by `name`. @f is
/// at epoch 1: traits stamped at epoch 0 are stale.
constexpr const char *kModule = R"mlir(
  vir.func @f(%p: !vir.ptr, %q: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]},
              %r: !vir.ptr, %n: i64, %m: i64, %w: i32)
      attributes {epoch = 1, alias_scopes = ["a", "b"]} {
    %c0 = vir.constant 0 : i64
    %c1 = vir.constant 1 : i64
    %c2 = vir.constant 2 : i64
    %c3 = vir.constant 3 : i64
    %cm1 = vir.constant -1 : i32
    %row = vir.gep %p[%m] : !vir.array<8 x i32>
    vir.br ^loop(%c0, %w : i64, i32)
  ^loop(%i: i64, %j: i32):
    %pi = vir.gep %p[%i] : i32
    %x = vir.load %pi {name = "ld_p_i"} : i32
    vir.store %x, %pi {name = "st_p_i"} : i32
    %i1 = vir.add %i, %c1 : i64
    %pi1 = vir.gep %p[%i1] : i32
    vir.store %x, %pi1 {name = "st_p_i1"} : i32
    %im3 = vir.sub %i, %c3 : i64
    %pim3 = vir.gep %p[%im3] : i32
    %y = vir.load %pim3 {name = "ld_p_im3"} : i32
    %i2 = vir.mul %i, %c2 : i64
    %p2i = vir.gep %p[%i2] : i32
    vir.store %y, %p2i {name = "st_p_2i"} : i32
    %p2i1 = vir.gep %p2i[1] : i32
    %z = vir.load %p2i1 {name = "ld_p_2i1"} : i32
    %ps = vir.gep %p[%i] : !vir.struct<i32, i32>
    %pf1 = vir.gep %ps[0, 1] : !vir.struct<i32, i32>
    vir.store %z, %ps {name = "st_s0"} : i32
    %f = vir.load %pf1 {name = "ld_s1"} : i32
    %pw = vir.gep %p[%i] : i32
    %wide = vir.load %pw {name = "ld_p_i_i64"} : i64
    %qi = vir.gep %q[%i] : i32
    %v = vir.load %qi {name = "ld_q_i"} : i32
    %ri = vir.gep %r[%i] : i32
    %u = vir.load %ri {name = "ld_r_i"} : i32
    vir.store %u, %ri {name = "st_r_i_scoped", vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"], epoch = 1>]} : i32
    %pa = vir.load %pi {name = "ld_p_i_scoped", vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"], epoch = 1>]} : i32
    %pb = vir.load %pi {name = "ld_p_i_stale", vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
    %pn = vir.gep %p[%n] : i32
    %inv = vir.load %pn {name = "ld_p_n"} : i32
    %e = vir.gep %row[0, %i] : !vir.array<8 x i32>
    vir.store %inv, %e {name = "st_row_i"} : i32
    %e1 = vir.gep %row[0, %i1] : !vir.array<8 x i32>
    %g = vir.load %e1 {name = "ld_row_i1"} : i32
    %pm = vir.gep %p[%m] : !vir.array<8 x i32>
    %e2 = vir.gep %pm[0, %i] : !vir.array<8 x i32>
    %h = vir.load %e2 {name = "ld_pm_i"} : i32
    %ptr = vir.load %r {name = "ld_ptr"} : !vir.ptr
    %pp = vir.gep %ptr[%i] : i32
    %k = vir.load %pp {name = "ld_loaded_i"} : i32
    %jx = vir.sext %j : i32 to i64
    %pj = vir.gep %p[%jx] : i32
    %l = vir.load %pj {name = "ld_p_j"} : i32
    %jm = vir.add %j, %cm1 : i32
    %jmx = vir.sext %jm : i32 to i64
    %pjm = vir.gep %p[%jmx] : i32
    %o = vir.load %pjm {name = "ld_p_jm1"} : i32
    %more = vir.icmp slt %i1, %n : i64
    vir.cond_br %more, ^loop(%i1, %j : i64, i32), ^exit
  ^exit:
    vir.return
  }
)mlir";

class DependenceTest : public ::testing::Test {
protected:
  DependenceTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
    if (!module)
      return;
    func = module->lookupSymbol<FuncOp>("f");
    dominance = std::make_unique<DominanceInfo>(func);
    loops = std::make_unique<LoopInfo>(func, *dominance);
    aliases = std::make_unique<AliasInfo>(func);
    Block *header = &*std::next(func.getBody().begin());
    DependenceLoop loop{loops->getLoopFor(header), header->getArgument(0), true,
                        true, /*ivStart=*/0};
    dependence = std::make_unique<LoopDependence>(loop, *aliases);
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

  MemoryAccess access(StringRef name) {
    std::optional<MemoryAccess> result = dependence->getAccess(get(name));
    EXPECT_TRUE(result);
    return *result;
  }

  Dependence query(StringRef a, StringRef b) {
    return dependence->depends(access(a), access(b));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FuncOp func;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<LoopInfo> loops;
  std::unique_ptr<AliasInfo> aliases;
  std::unique_ptr<LoopDependence> dependence;
};

TEST_F(DependenceTest, ParsesTheModule) { ASSERT_TRUE(module); }

TEST_F(DependenceTest, AffineAddresses) {
  ASSERT_TRUE(module);
  MemoryAccess store = access("st_p_i1");
  ASSERT_TRUE(store.address);
  EXPECT_EQ(store.address->base, func.getArgument(0));
  EXPECT_EQ(store.address->coefficient, 4);
  EXPECT_EQ(store.address->constant, 4);
  EXPECT_TRUE(store.isWrite);
  EXPECT_EQ(store.size, 4u);
  MemoryAccess back = access("ld_p_im3");
  ASSERT_TRUE(back.address);
  EXPECT_EQ(back.address->constant, -12);
  MemoryAccess strided = access("st_p_2i");
  ASSERT_TRUE(strided.address);
  EXPECT_EQ(strided.address->coefficient, 8);
  // Through a row GEP with an invariant index: a term of 32 * %m.
  MemoryAccess row = access("st_row_i");
  ASSERT_TRUE(row.address);
  EXPECT_EQ(row.address->base, func.getArgument(0));
  ASSERT_EQ(row.address->terms.size(), 1u);
  EXPECT_TRUE(row.address->hasSameTerms(*access("ld_pm_i").address));
  // An invariant address.
  MemoryAccess invariant = access("ld_p_n");
  ASSERT_TRUE(invariant.address);
  EXPECT_EQ(invariant.address->coefficient, 0);
  // A pointer loaded in the loop, and a header argument that is not the
  // induction variable: not affine.
  MemoryAccess loaded = access("ld_loaded_i");
  EXPECT_FALSE(loaded.address);
  EXPECT_NE(loaded.whyNotAffine.find("computed in the loop"), std::string::npos)
      << loaded.whyNotAffine;
  EXPECT_FALSE(access("ld_p_j").address);
}

TEST_F(DependenceTest, DistancesOnOneBase) {
  ASSERT_TRUE(module);
  // The same element in the same iteration.
  Dependence same = query("st_p_i", "ld_p_i");
  EXPECT_EQ(same.kind, Dependence::Distance);
  EXPECT_EQ(same.distance, 0);
  // p[i + 1] stored in iteration k - 1 is p[i] loaded in iteration k.
  Dependence next = query("st_p_i1", "ld_p_i");
  EXPECT_EQ(next.kind, Dependence::Distance);
  EXPECT_EQ(next.distance, -1);
  Dependence reversed = query("ld_p_i", "st_p_i1");
  EXPECT_EQ(reversed.kind, Dependence::Distance);
  EXPECT_EQ(reversed.distance, 1);
  // p[i - 3] loaded in iteration k + 3 is p[i] stored in iteration k.
  Dependence back = query("ld_p_im3", "st_p_i");
  EXPECT_EQ(back.kind, Dependence::Distance);
  EXPECT_EQ(back.distance, 3);
  // Two loads never conflict.
  EXPECT_EQ(query("ld_p_i", "ld_p_im3").kind, Dependence::Independent);
  // A row through an equal invariant index, one element apart.
  Dependence row = query("st_row_i", "ld_row_i1");
  EXPECT_EQ(row.kind, Dependence::Distance);
  EXPECT_EQ(row.distance, 1);
  EXPECT_EQ(query("st_row_i", "ld_pm_i").kind, Dependence::Distance);
}

TEST_F(DependenceTest, GCDTest) {
  ASSERT_TRUE(module);
  // Field 0 and field 1 of an 8-byte structure never meet.
  Dependence fields = query("st_s0", "ld_s1");
  EXPECT_EQ(fields.kind, Dependence::Independent) << fields.reason;
  // p[2i] against p[2i + 1]: the same stride, odd against even elements.
  EXPECT_EQ(query("st_p_2i", "ld_p_2i1").kind, Dependence::Independent);
  // p[2i] against p[i - 3]: strides 2 and 1 meet.
  Dependence strides = query("st_p_2i", "ld_p_im3");
  EXPECT_EQ(strides.kind, Dependence::Unknown);
  EXPECT_NE(strides.reason.find("strides differ"), std::string::npos);
  // An 8-byte load overlaps two 4-byte stores.
  Dependence partial = query("st_p_i", "ld_p_i_i64");
  EXPECT_EQ(partial.kind, Dependence::Unknown);
  EXPECT_NE(partial.reason.find("partially"), std::string::npos);
  // An invariant element against a consecutive store.
  EXPECT_EQ(query("st_p_i", "ld_p_n").kind, Dependence::Unknown);
}

TEST_F(DependenceTest, DifferentBasesNeedTraits) {
  ASSERT_TRUE(module);
  // %r against %p: nothing separates them; the reason names both.
  Dependence untraited = query("st_r_i_scoped", "ld_p_i");
  EXPECT_EQ(untraited.kind, Dependence::Unknown);
  EXPECT_TRUE(untraited.runtimeCheckable);
  EXPECT_EQ(untraited.reason, "store to %arg2 may alias load from %arg0: no "
                              "noalias or restrict trait");
  // Scoped noalias facts separate them.
  EXPECT_EQ(query("st_r_i_scoped", "ld_p_i_scoped").kind,
            Dependence::Independent);
  // A stale fact does not.
  EXPECT_EQ(query("st_r_i_scoped", "ld_p_i_stale").kind, Dependence::Unknown);
  // %q is restrict: separated from the other arguments.
  EXPECT_EQ(query("st_p_i", "ld_q_i").kind, Dependence::Independent);
  // A loaded pointer is not affine.
  Dependence loaded = query("st_p_i", "ld_loaded_i");
  EXPECT_EQ(loaded.kind, Dependence::Unknown);
  EXPECT_FALSE(loaded.runtimeCheckable);
}

TEST_F(DependenceTest, NarrowCopies) {
  ASSERT_TRUE(module);
  // Told that %j is trunc(%i) and sign-extends back to it, and that %i
  // runs from 0 to 100: p[sext j] is p[i], and p[sext(j - 1)] (no nsw)
  // is p[i - 1].
  Block *header = &*std::next(func.getBody().begin());
  DependenceLoop loop{loops->getLoopFor(header), header->getArgument(0), true,
                      true, /*ivStart=*/0};
  loop.narrowIVs.push_back(header->getArgument(1));
  std::optional<MemoryAccess> before = dependence->getAccess(get("ld_p_jm1"));
  ASSERT_TRUE(before);
  EXPECT_FALSE(before->address);
  loop.ivRange = {0, 100};
  LoopDependence narrow(loop, *aliases);
  std::optional<MemoryAccess> same = narrow.getAccess(get("ld_p_j"));
  ASSERT_TRUE(same && same->address);
  EXPECT_EQ(same->address->coefficient, 4);
  EXPECT_EQ(same->address->constant, 0);
  std::optional<MemoryAccess> back = narrow.getAccess(get("ld_p_jm1"));
  ASSERT_TRUE(back && back->address);
  EXPECT_EQ(back->address->constant, -4);
  Dependence dep = narrow.depends(*narrow.getAccess(get("st_p_i")), *back);
  EXPECT_EQ(dep.kind, Dependence::Distance);
  EXPECT_EQ(dep.distance, -1);
  // Without the range, j - 1 may wrap: not affine.
  loop.ivRange = std::nullopt;
  LoopDependence unranged(loop, *aliases);
  EXPECT_FALSE(unranged.getAccess(get("ld_p_jm1"))->address);
}

} // namespace

TEST_F(DependenceTest, DescribesElements) {
  ASSERT_TRUE(module);
  EXPECT_EQ(dependence->describeElement(access("st_p_i")), "store to %arg0[i]");
  EXPECT_EQ(dependence->describeElement(access("st_p_i1")),
            "store to %arg0[i+1]");
  EXPECT_EQ(dependence->describeElement(access("ld_p_im3")),
            "load from %arg0[i-3]");
  EXPECT_EQ(dependence->describeElement(access("st_p_2i")),
            "store to %arg0[2*i]");
  EXPECT_EQ(dependence->describeElement(access("ld_p_2i1")),
            "load from %arg0[2*i+1]");
  // An invariant term (%n), an element of another size, a pointer loaded
  // in the loop: no index, as describe() says.
  EXPECT_EQ(dependence->describeElement(access("ld_p_n")), "load from %arg0");
  EXPECT_EQ(dependence->describeElement(access("ld_p_i_i64")),
            "load from %arg0");
  MemoryAccess loaded = access("ld_loaded_i");
  EXPECT_EQ(dependence->describeElement(loaded), dependence->describe(loaded));
}

TEST_F(DependenceTest, DescribesElementsWithAnUnknownStart) {
  ASSERT_TRUE(module);
  // Without a constant start the variable is a term of its own; the
  // element is the same.
  Block *header = &*std::next(func.getBody().begin());
  DependenceLoop loop{loops->getLoopFor(header), header->getArgument(0), true,
                      true, /*ivStart=*/std::nullopt};
  LoopDependence unknownStart(loop, *aliases);
  std::optional<MemoryAccess> store = unknownStart.getAccess(get("st_p_i1"));
  ASSERT_TRUE(store);
  EXPECT_EQ(unknownStart.describeElement(*store), "store to %arg0[i+1]");
  std::optional<MemoryAccess> back = unknownStart.getAccess(get("ld_p_im3"));
  ASSERT_TRUE(back);
  EXPECT_EQ(unknownStart.describeElement(*back), "load from %arg0[i-3]");
}
