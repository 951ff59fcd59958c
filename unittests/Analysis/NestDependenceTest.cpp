//===- NestDependenceTest.cpp - Tests of two-level dependence answers -----===//
//
// Accesses of a two-deep nest over %i (outer) and %j (inner), both i64 from
// 0 by 1: which pairs unroll-and-jam may reorder.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/NestDependence.h"
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

/// %a is a [?][16] array of i32 (rows of 64 bytes); %q is restrict, %r not.
constexpr const char *kModule = R"mlir(
  vir.func @f(%a: !vir.ptr, %q: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]},
              %r: !vir.ptr, %n: i64, %m: i64)
      attributes {epoch = 1} {
    %c0 = vir.constant 0 : i64
    %c1 = vir.constant 1 : i64
    %c2 = vir.constant 2 : i64
    vir.br ^outer(%c0 : i64)
  ^outer(%i: i64):
    %row = vir.gep %a[%i] : !vir.array<16 x i32>
    %i1 = vir.add %i, %c1 : i64
    %row1 = vir.gep %a[%i1] : !vir.array<16 x i32>
    %rowm1 = vir.sub %i, %c1 : i64
    %rowp = vir.gep %a[%rowm1] : !vir.array<16 x i32>
    %x0 = vir.gep %row[0, 0] : !vir.array<16 x i32>
    %f = vir.load %x0 {name = "fore_ld_a_i_0"} : i32
    %li = vir.load %r {name = "fore_ld_idx"} : i64
    vir.br ^inner(%c0 : i64)
  ^inner(%j: i64):
    %e = vir.gep %row[0, %j] : !vir.array<16 x i32>
    vir.store %f, %e {name = "st_a_i_j"} : i32
    %v = vir.load %e {name = "ld_a_i_j"} : i32
    %jm1 = vir.sub %j, %c1 : i64
    %e2 = vir.gep %row1[0, %jm1] : !vir.array<16 x i32>
    %w = vir.load %e2 {name = "ld_a_i1_jm1"} : i32
    %jp1 = vir.add %j, %c1 : i64
    %e3 = vir.gep %row1[0, %jp1] : !vir.array<16 x i32>
    %u = vir.load %e3 {name = "ld_a_i1_jp1"} : i32
    %e4 = vir.gep %rowp[0, %j] : !vir.array<16 x i32>
    %t = vir.load %e4 {name = "ld_a_im1_j"} : i32
    %qj = vir.gep %q[%j] : i32
    %s = vir.load %qj {name = "ld_q_j"} : i32
    vir.store %s, %qj {name = "st_q_j"} : i32
    %rj = vir.gep %r[%j] : i32
    vir.store %s, %rj {name = "st_r_j"} : i32
    %ej = vir.gep %a[%j] : !vir.array<16 x i32>
    %ejj = vir.gep %ej[0, %j] : !vir.array<16 x i32>
    %d = vir.load %ejj {name = "ld_a_j_j"} : i32
    %pl = vir.gep %a[%li] : i32
    %g = vir.load %pl {name = "ld_a_loaded"} : i32
    %j1 = vir.add %j, %c1 : i64
    %more = vir.icmp slt %j1, %m : i64
    vir.cond_br %more, ^inner(%j1 : i64), ^latch
  ^latch:
    %y = vir.gep %row[0, 15] : !vir.array<16 x i32>
    vir.store %f, %y {name = "aft_st_a_i_15"} : i32
    %z = vir.gep %a[%c2] : !vir.array<16 x i32>
    %z0 = vir.gep %z[0, 0] : !vir.array<16 x i32>
    vir.store %f, %z0 {name = "aft_st_a_2_0"} : i32
    %next = vir.icmp slt %i1, %n : i64
    vir.cond_br %next, ^outer(%i1 : i64), ^exit
  ^exit:
    vir.return
  }
)mlir";

class NestDependenceTest : public ::testing::Test {
protected:
  NestDependenceTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
    if (!module)
      return;
    func = module->lookupSymbol<FuncOp>("f");
    dominance = std::make_unique<DominanceInfo>(func);
    loops = std::make_unique<LoopInfo>(func, *dominance);
    aliases = std::make_unique<AliasInfo>(func);
    rebuild(std::nullopt);
  }

  /// The analysis, told the inner trip count `trip`.
  void rebuild(std::optional<int64_t> trip) {
    auto blocks = func.getBody().begin();
    Block *outer = &*std::next(blocks);
    Block *inner = &*std::next(blocks, 2);
    DependenceNest nest;
    nest.innerTrip = trip;
    nest.inner = DependenceLoop{loops->getLoopFor(inner), inner->getArgument(0),
                                true, true, /*ivStart=*/0};
    nest.outer = loops->getLoopFor(outer);
    nest.outerIV = outer->getArgument(0);
    nest.outerNoSignedWrap = nest.outerNoUnsignedWrap = true;
    dependence = std::make_unique<NestDependence>(nest, *aliases);
  }

  NestAccess get(StringRef name) {
    Operation *found = nullptr;
    module->walk([&](Operation *op) {
      if (auto attr = op->getAttrOfType<StringAttr>("name"))
        if (attr.getValue() == name)
          found = op;
    });
    EXPECT_TRUE(found) << "no access named " << name.str();
    NestAccess::Section section = name.starts_with("fore")  ? NestAccess::Before
                                  : name.starts_with("aft") ? NestAccess::After
                                                            : NestAccess::Inner;
    std::optional<NestAccess> access = dependence->getAccess(found, section);
    EXPECT_TRUE(access.has_value());
    return *access;
  }

  NestConflict test(StringRef a, StringRef b, int64_t distance = 1) {
    return dependence->conflicts(get(a), get(b), distance);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FuncOp func;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<LoopInfo> loops;
  std::unique_ptr<AliasInfo> aliases;
  std::unique_ptr<NestDependence> dependence;
};

TEST_F(NestDependenceTest, Parses) { ASSERT_TRUE(module); }

TEST_F(NestDependenceTest, Coefficients) {
  NestAccess access = get("ld_a_i1_jm1");
  ASSERT_TRUE(access.address);
  EXPECT_EQ(access.address->outer, 64);
  EXPECT_EQ(access.address->inner, 4);
  EXPECT_EQ(access.address->invariant.constant, 60);
  EXPECT_TRUE(access.address->invariant.terms.empty());
}

TEST_F(NestDependenceTest, SameIterationIsNoConflict) {
  // a[i][j] against itself: with 16 inner iterations only the same (i, j)
  // touches it.
  rebuild(16);
  EXPECT_EQ(test("st_a_i_j", "ld_a_i_j", 3).kind, NestConflict::Independent);
  // Without a trip count a[i+1][j-16] is a[i][j].
  rebuild(std::nullopt);
  EXPECT_EQ(test("st_a_i_j", "ld_a_i_j", 3).kind, NestConflict::Conflict);
}

TEST_F(NestDependenceTest, LessGreater) {
  // a[i+1][j-1] in iteration (i, j+1)... is a[i][j] of iteration (i+1, j-1):
  // the later outer iteration's inner iteration comes first: (<, >).
  NestConflict conflict = test("st_a_i_j", "ld_a_i1_jm1");
  EXPECT_EQ(conflict.kind, NestConflict::Conflict);
  EXPECT_EQ(conflict.outerDistance, 1);
  EXPECT_EQ(conflict.innerDistance, -1);
  EXPECT_EQ(conflict.reason, "store to %arg0[i][j] and load from "
                             "%arg0[i+1][j-1] carry a dependence of "
                             "direction (<, >)");
}

TEST_F(NestDependenceTest, LessLessIsNoConflict) {
  // a[i+1][j+1] read at (i, j) is written at (i+1, j+1): direction (<, <),
  // kept by the jam; with 16 inner iterations no row overflows into the
  // next.
  rebuild(16);
  EXPECT_EQ(test("st_a_i_j", "ld_a_i1_jp1", 1).kind, NestConflict::Independent);
  // Two outer iterations on, a[i+2][0] is a[i+1][16], read at j = 15.
  EXPECT_EQ(test("st_a_i_j", "ld_a_i1_jp1", 2).kind, NestConflict::Conflict);
  // a[i-1][j]: (<, =).
  EXPECT_EQ(test("st_a_i_j", "ld_a_im1_j", 3).kind, NestConflict::Independent);
}

TEST_F(NestDependenceTest, UnboundedInnerLoop) {
  // Without a trip count, a[i+2][j'+1] (the load two outer iterations on,
  // j' = 0) is a[i][j] for j = 33: the row overflows.
  NestConflict conflict = test("st_a_i_j", "ld_a_i1_jp1", 1);
  EXPECT_EQ(conflict.kind, NestConflict::Conflict);
  EXPECT_EQ(conflict.outerDistance, 1);
  EXPECT_EQ(conflict.innerDistance, -33);
}

TEST_F(NestDependenceTest, DifferentStrides) {
  // a[j][j] (68 bytes a step) against a[i][j]: the GCD test cannot
  // separate them.
  NestConflict conflict = test("st_a_i_j", "ld_a_j_j", 1);
  EXPECT_EQ(conflict.kind, NestConflict::Unknown);
  EXPECT_EQ(conflict.reason, "store to %arg0[i][j] and load from "
                             "%arg0[j][j]: their strides differ");
}

TEST_F(NestDependenceTest, Distance) {
  // a[i+1][j-1] is a[i][j] one outer iteration later; with a factor of 1
  // (no other copy) nothing is reordered.
  EXPECT_EQ(test("st_a_i_j", "ld_a_i1_jm1", 0).kind, NestConflict::Independent);
  // With 16 inner iterations, a[i][j] against a[i-1][j] in both orders,
  // up to 7 outer iterations apart: only (<, =) and (<, <) pairs.
  rebuild(16);
  EXPECT_EQ(test("ld_a_im1_j", "st_a_i_j", 7).kind, NestConflict::Independent);
}

TEST_F(NestDependenceTest, Traits) {
  EXPECT_EQ(test("st_a_i_j", "ld_q_j").kind, NestConflict::Independent);
  NestConflict conflict = test("st_a_i_j", "st_r_j");
  EXPECT_EQ(conflict.kind, NestConflict::Unknown);
  EXPECT_EQ(conflict.reason, "%arg0 and %arg2: no noalias or restrict trait");
}

TEST_F(NestDependenceTest, InnerOnlyAddress) {
  // q[j] in every outer iteration: (i+1, j') against (i, j) with j' = j:
  // direction (<, =), so no conflict; but q is read and written.
  EXPECT_EQ(test("st_q_j", "ld_q_j", 3).kind, NestConflict::Independent);
  EXPECT_EQ(test("st_q_j", "st_q_j", 3).kind, NestConflict::Independent);
}

TEST_F(NestDependenceTest, ForeAndAft) {
  // a[i+1][0] read before the inner loop of iteration i + 1 is a[i][16],
  // written by iteration i's inner loop when it runs 17 times: the jam
  // would move the read ahead of that write.
  NestConflict conflict = test("fore_ld_a_i_0", "st_a_i_j");
  EXPECT_EQ(conflict.kind, NestConflict::Conflict);
  EXPECT_EQ(conflict.reason, "store to %arg0[i][j] and load from %arg0[i][0] "
                             "carry a dependence across 1 outer iteration, "
                             "which jamming would reverse");
  // With 16 inner iterations j stays below 16: no conflict.
  rebuild(16);
  EXPECT_EQ(test("fore_ld_a_i_0", "st_a_i_j").kind, NestConflict::Independent);
  // a[i][15] stored after the inner loop; the next iteration's inner loop
  // (which the jam runs first) reads row i + 1 from its start: a[i][15]
  // would be j = -1.
  EXPECT_EQ(test("aft_st_a_i_15", "ld_a_i_j").kind, NestConflict::Independent);
  // a[2][0] after every inner loop against a[i][j]: different strides.
  EXPECT_EQ(test("aft_st_a_2_0", "ld_a_i_j").kind, NestConflict::Unknown);
}

TEST_F(NestDependenceTest, NotAffine) {
  NestAccess access = get("ld_a_loaded");
  EXPECT_FALSE(access.address);
  EXPECT_NE(access.whyNotAffine.find("computed in the outer loop"),
            std::string::npos)
      << access.whyNotAffine;
  EXPECT_EQ(test("st_a_i_j", "ld_a_loaded").kind, NestConflict::Unknown);
}

} // namespace
