//===- LayoutTest.cpp - Tests of VIR's fixed data layout ------------------===//
//
// VIR's layout is x86-64 System V's, as LLVM computes it: sizes, ABI
// alignments and structure field offsets. Structure layouts are cached by
// the dialect (VIRTypes.cpp); these tests pin the values, also for nested,
// packed and empty structures, and ask twice so that a cached answer is
// checked as well as a computed one.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTypes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace vct::vir;

namespace {

class LayoutTest : public ::testing::Test {
protected:
  LayoutTest() : builder(&context) { context.loadDialect<VIRDialect>(); }

  StructType get(ArrayRef<Type> body, bool packed = false) {
    return StructType::get(&context, body, packed);
  }

  MLIRContext context;
  Builder builder;
};

TEST_F(LayoutTest, PaddedFieldsAndTailPadding) {
  // struct { i8; i32; i16 }: offsets 0, 4, 8; size 12; alignment 4.
  StructType s =
      get({builder.getI8Type(), builder.getI32Type(), builder.getI16Type()});
  for (int twice = 0; twice < 2; ++twice) {
    EXPECT_EQ(s.getFieldOffset(0), 0u);
    EXPECT_EQ(s.getFieldOffset(1), 4u);
    EXPECT_EQ(s.getFieldOffset(2), 8u);
    EXPECT_EQ(getAllocSize(s), 12u);
    EXPECT_EQ(getStoreSize(s), 12u);
    EXPECT_EQ(getABIAlignment(s), 4u);
  }
  // Past the last field: the end of its bytes, before tail padding.
  EXPECT_EQ(s.getFieldOffset(3), 10u);
}

TEST_F(LayoutTest, NestedStructuresAndArrays) {
  // struct { i8; struct { f64; i8 }; [3 x i16] }: the inner structure is
  // 16 bytes aligned to 8.
  StructType inner = get({builder.getF64Type(), builder.getI8Type()});
  Type array = ArrayType::get(&context, 3, builder.getI16Type());
  StructType outer = get({builder.getI8Type(), inner, array});
  EXPECT_EQ(getAllocSize(inner), 16u);
  EXPECT_EQ(outer.getFieldOffset(1), 8u);
  EXPECT_EQ(outer.getFieldOffset(2), 24u);
  EXPECT_EQ(getAllocSize(outer), 32u);
  EXPECT_EQ(getABIAlignment(outer), 8u);
}

TEST_F(LayoutTest, PackedAndEmpty) {
  StructType packed = get({builder.getI8Type(), builder.getI64Type()},
                          /*packed=*/true);
  EXPECT_EQ(packed.getFieldOffset(1), 1u);
  EXPECT_EQ(getAllocSize(packed), 9u);
  EXPECT_EQ(getABIAlignment(packed), 1u);
  StructType empty = get({});
  EXPECT_EQ(getAllocSize(empty), 0u);
  EXPECT_EQ(getABIAlignment(empty), 1u);
  EXPECT_EQ(empty.getFieldOffset(0), 0u);
}

TEST_F(LayoutTest, ManyFields) {
  // 5,000 fields alternating i8 and i32: field 2k at 8k, field 2k+1 at
  // 8k + 4.
  SmallVector<Type> body;
  for (int i = 0; i < 5000; ++i)
    body.push_back(i % 2 ? builder.getI32Type() : builder.getI8Type());
  StructType s = get(body);
  for (unsigned i = 0; i < 5000; ++i)
    ASSERT_EQ(s.getFieldOffset(i), (i / 2) * 8 + (i % 2) * 4);
  EXPECT_EQ(getAllocSize(s), 20000u);
}

} // namespace
