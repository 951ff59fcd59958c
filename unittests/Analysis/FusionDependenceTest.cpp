//===- FusionDependenceTest.cpp - Dependences between two loops -----------===//
//
// LoopPairDependence: accesses of two loops run one after the other,
// decomposed against each loop's own iteration number and compared as if
// fused (the fusion distance k' - k, negative when fusion would reverse the
// pair); different bases only by traits.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/Dependence.h"
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

/// Four loops: ^a then ^b over 0..n, ^c then ^d from %s (i64, step 1).
/// %q is restrict (epoch 1, the function's).
constexpr const char *kModule = R"mlir(
  vir.func @f(%p: !vir.ptr, %q: !vir.ptr {vir.traits = [#vir.restrict<epoch = 1>]},
              %r: !vir.ptr, %n: i64, %s: i64) attributes {epoch = 1} {
    %c0 = vir.constant 0 : i64
    %c1 = vir.constant 1 : i64
    %c2 = vir.constant 2 : i64
    %v = vir.constant 7 : i32
    %w = vir.constant 7 : i64
    vir.br ^a(%c0 : i64)
  ^a(%i: i64):
    %pi = vir.gep %p[%i] : i32
    vir.store %v, %pi {name = "a_st_p_i"} : i32
    %i1 = vir.add %i, %c1 : i64
    %pi1 = vir.gep %p[%i1] : i32
    vir.store %v, %pi1 {name = "a_st_p_i1"} : i32
    %x = vir.load %pi {name = "a_ld_p_i"} : i32
    vir.store %v, %p {name = "a_st_p_0"} : i32
    vir.store %w, %pi {name = "a_st_p_i_i64"} : i64
    %ri = vir.gep %r[%i] : i32
    vir.store %v, %ri {name = "a_st_r_i"} : i32
    %t = vir.icmp slt %i1, %n : i64
    vir.cond_br %t, ^a(%i1 : i64), ^m
  ^m:
    vir.br ^b(%c0 : i64)
  ^b(%j: i64):
    %pj = vir.gep %p[%j] : i32
    %y = vir.load %pj {name = "b_ld_p_j"} : i32
    vir.store %y, %pj {name = "b_st_p_j"} : i32
    %j1 = vir.add %j, %c1 : i64
    %pj1 = vir.gep %p[%j1] : i32
    %y1 = vir.load %pj1 {name = "b_ld_p_j1"} : i32
    %jm = vir.sub %j, %c1 : i64
    %pjm = vir.gep %p[%jm] : i32
    %y2 = vir.load %pjm {name = "b_ld_p_jm1"} : i32
    %j2 = vir.mul %j, %c2 : i64
    %p2j = vir.gep %p[%j2] : i32
    %y3 = vir.load %p2j {name = "b_ld_p_2j"} : i32
    %y4 = vir.load %p {name = "b_ld_p_0"} : i32
    %y5 = vir.load %pj {name = "b_ld_p_j_i64"} : i64
    %qj = vir.gep %q[%j] : i32
    %y6 = vir.load %qj {name = "b_ld_q_j"} : i32
    %rj = vir.gep %r[%j] : i32
    %y7 = vir.load %rj {name = "b_ld_r_j"} : i32
    %u = vir.icmp slt %j1, %n : i64
    vir.cond_br %u, ^b(%j1 : i64), ^c0
  ^c0:
    vir.br ^c(%s : i64)
  ^c(%k: i64):
    %pk = vir.gep %p[%k] : i32
    vir.store %v, %pk {name = "c_st_p_k"} : i32
    %k1 = vir.add %k, %c1 : i64
    %tk = vir.icmp slt %k1, %n : i64
    vir.cond_br %tk, ^c(%k1 : i64), ^d0
  ^d0:
    vir.br ^d(%s : i64)
  ^d(%l: i64):
    %pl = vir.gep %p[%l] : i32
    %z = vir.load %pl {name = "d_ld_p_l"} : i32
    %l1 = vir.add %l, %c1 : i64
    %pl2 = vir.gep %p[%l1] : i32
    %z1 = vir.load %pl2 {name = "d_ld_p_l1"} : i32
    %tl = vir.icmp slt %l1, %n : i64
    vir.cond_br %tl, ^d(%l1 : i64), ^exit
  ^exit:
    vir.return
  }
)mlir";

class FusionDependenceTest : public ::testing::Test {
protected:
  FusionDependenceTest() {
    context.loadDialect<VIRDialect>();
    module = parseSourceString<ModuleOp>(kModule, &context);
    if (!module)
      return;
    func = module->lookupSymbol<FuncOp>("f");
    dominance = std::make_unique<DominanceInfo>(func);
    loops = std::make_unique<LoopInfo>(func, *dominance);
    aliases = std::make_unique<AliasInfo>(func);
    for (Block &block : func.getBody())
      if (block.getNumArguments() == 1 && !block.isEntryBlock())
        headers.push_back(&block);
  }

  /// The dependence loop of header `index` (0: ^a ... 3: ^d).
  DependenceLoop loop(unsigned index, std::optional<int64_t> start) {
    Block *header = headers[index];
    return DependenceLoop{loops->getLoopFor(header), header->getArgument(0),
                          true, true, start};
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

  /// ^a against ^b (both from 0).
  FusionDependence query(StringRef a, StringRef b) {
    LoopPairDependence pair(loop(0, 0), Value(), loop(1, 0), Value(), *aliases);
    std::optional<MemoryAccess> x = pair.getFirstAccess(get(a));
    std::optional<MemoryAccess> y = pair.getSecondAccess(get(b));
    EXPECT_TRUE(x && y);
    return pair.depends(*x, *y);
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  FuncOp func;
  std::unique_ptr<DominanceInfo> dominance;
  std::unique_ptr<LoopInfo> loops;
  std::unique_ptr<AliasInfo> aliases;
  SmallVector<Block *> headers;
};

TEST_F(FusionDependenceTest, ParsesTheModule) {
  ASSERT_TRUE(module);
  ASSERT_EQ(headers.size(), 4u);
}

TEST_F(FusionDependenceTest, ForwardDistancesKeepTheOrder) {
  ASSERT_TRUE(module);
  FusionDependence same = query("a_st_p_i", "b_ld_p_j");
  EXPECT_EQ(same.kind, FusionDependence::Forward) << same.reason;
  EXPECT_EQ(same.minDistance, 0);
  EXPECT_EQ(same.maxDistance, 0);
  EXPECT_TRUE(same.allowsFusion());
  // The first loop writes p[k + 1]; the second reads it in k' = k + 1.
  FusionDependence ahead = query("a_st_p_i1", "b_ld_p_j");
  EXPECT_EQ(ahead.kind, FusionDependence::Forward) << ahead.reason;
  EXPECT_EQ(ahead.minDistance, 1);
  EXPECT_EQ(ahead.reason, "fusion keeps the order (distance 1)");
  // The second reads p[k' - 1], written in k = k' - 1.
  FusionDependence behind = query("a_st_p_i", "b_ld_p_jm1");
  EXPECT_EQ(behind.kind, FusionDependence::Forward) << behind.reason;
  EXPECT_EQ(behind.minDistance, 1);
  // A read then a write of the same element.
  FusionDependence anti = query("a_ld_p_i", "b_st_p_j");
  EXPECT_EQ(anti.kind, FusionDependence::Forward) << anti.reason;
  EXPECT_EQ(anti.minDistance, 0);
  // An 8-byte store over elements k and k + 1, read by 4-byte loads.
  FusionDependence wide = query("a_st_p_i_i64", "b_ld_p_j");
  EXPECT_EQ(wide.kind, FusionDependence::Forward) << wide.reason;
  EXPECT_EQ(wide.minDistance, 0);
  EXPECT_EQ(wide.maxDistance, 1);
}

TEST_F(FusionDependenceTest, NegativeDistancesBlockFusion) {
  ASSERT_TRUE(module);
  // The second reads p[k' + 1], which the first writes in k = k' + 1.
  FusionDependence reversed = query("a_st_p_i", "b_ld_p_j1");
  EXPECT_EQ(reversed.kind, FusionDependence::Backward) << reversed.reason;
  EXPECT_EQ(reversed.minDistance, -1);
  EXPECT_FALSE(reversed.allowsFusion());
  EXPECT_EQ(reversed.reason,
            "store to %arg0 in the first loop and load from %arg0 in the "
            "second: the second loop's iteration k touches what the first "
            "loop's iteration k + 1 touches, so fusion would reverse the "
            "dependence (distance -1)");
  // An 8-byte load over elements k' and k' + 1.
  FusionDependence wide = query("a_st_p_i", "b_ld_p_j_i64");
  EXPECT_EQ(wide.kind, FusionDependence::Backward) << wide.reason;
  EXPECT_EQ(wide.minDistance, -1);
  EXPECT_EQ(wide.maxDistance, 0);
  // The same invariant bytes in every iteration of both.
  FusionDependence invariant = query("a_st_p_0", "b_ld_p_0");
  EXPECT_EQ(invariant.kind, FusionDependence::Backward) << invariant.reason;
}

TEST_F(FusionDependenceTest, IndependentAndUnknown) {
  ASSERT_TRUE(module);
  EXPECT_EQ(query("a_ld_p_i", "b_ld_p_j").kind, FusionDependence::Independent);
  // p[k + 1] against p[k' + 1]: distance 0.
  FusionDependence shifted = query("a_st_p_i1", "b_ld_p_j1");
  EXPECT_EQ(shifted.kind, FusionDependence::Forward) << shifted.reason;
  EXPECT_EQ(shifted.minDistance, 0);
  // Different strides: not known.
  FusionDependence strides = query("a_st_p_i", "b_ld_p_2j");
  EXPECT_EQ(strides.kind, FusionDependence::Unknown);
  EXPECT_FALSE(strides.allowsFusion());
  EXPECT_NE(strides.reason.find("their strides differ"), std::string::npos)
      << strides.reason;
  FusionDependence invariantAgainstMoving = query("a_st_p_0", "b_ld_p_j");
  EXPECT_EQ(invariantAgainstMoving.kind, FusionDependence::Unknown);
  // Different bases: only a trait separates them.
  FusionDependence bases = query("a_st_r_i", "b_ld_p_j");
  EXPECT_EQ(bases.kind, FusionDependence::Unknown);
  EXPECT_TRUE(bases.differentBases);
  EXPECT_EQ(bases.reason, "%arg2 and %arg0: no noalias or restrict trait");
  FusionDependence restricted = query("a_st_p_i", "b_ld_q_j");
  EXPECT_EQ(restricted.kind, FusionDependence::Independent)
      << restricted.reason;
  // The same base on the other side: r against r.
  FusionDependence sameBase = query("a_st_r_i", "b_ld_r_j");
  EXPECT_EQ(sameBase.kind, FusionDependence::Forward) << sameBase.reason;
}

TEST_F(FusionDependenceTest, SameNonConstantStart) {
  ASSERT_TRUE(module);
  Value s = func.getArgument(4);
  LoopPairDependence pair(loop(2, std::nullopt), s, loop(3, std::nullopt), s,
                          *aliases);
  std::optional<MemoryAccess> store = pair.getFirstAccess(get("c_st_p_k"));
  std::optional<MemoryAccess> load = pair.getSecondAccess(get("d_ld_p_l"));
  std::optional<MemoryAccess> next = pair.getSecondAccess(get("d_ld_p_l1"));
  ASSERT_TRUE(store && load && next);
  FusionDependence same = pair.depends(*store, *load);
  EXPECT_EQ(same.kind, FusionDependence::Forward) << same.reason;
  EXPECT_EQ(same.minDistance, 0);
  FusionDependence reversed = pair.depends(*store, *next);
  EXPECT_EQ(reversed.kind, FusionDependence::Backward) << reversed.reason;
  EXPECT_EQ(reversed.minDistance, -1);
  // Without the starts, each variable is a term of its own: not known.
  LoopPairDependence blind(loop(2, std::nullopt), Value(),
                           loop(3, std::nullopt), Value(), *aliases);
  std::optional<MemoryAccess> store2 = blind.getFirstAccess(get("c_st_p_k"));
  std::optional<MemoryAccess> load2 = blind.getSecondAccess(get("d_ld_p_l"));
  ASSERT_TRUE(store2 && load2);
  FusionDependence unknown = blind.depends(*store2, *load2);
  EXPECT_EQ(unknown.kind, FusionDependence::Unknown);
  EXPECT_NE(unknown.reason.find("loop-invariant amount that is not a "
                                "constant"),
            std::string::npos)
      << unknown.reason;
}

} // namespace
