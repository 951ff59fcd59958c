// RUN: vct-mlir-opt %s --canonicalize --split-input-file | FileCheck %s

// The folders of VIR operations (VIRFolds.cpp), one function per rule, and
// (no_*) folds that must not happen: UB, broken flags, poison, float identity.

//===----------------------------------------------------------------------===//
// add
//===----------------------------------------------------------------------===//

// x + 0 -> x
// CHECK-LABEL: vir.func @add_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.add
// CHECK: vir.return %[[X]] : i32
vir.func @add_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.add %x, %c0 nsw nuw : i32
  vir.return %r : i32
}

// -----

// 0 + x -> x
// CHECK-LABEL: vir.func @add_zero_lhs(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.add
// CHECK: vir.return %[[X]] : i32
vir.func @add_zero_lhs(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.add %c0, %x : i32
  vir.return %r : i32
}

// -----

// x + splat(0) -> x on vectors
// CHECK-LABEL: vir.func @add_zero_vector(
// CHECK-SAME: %[[X:[^:]+]]: vector<4xi32>)
// CHECK-NOT: vir.add
// CHECK: vir.return %[[X]] : vector<4xi32>
vir.func @add_zero_vector(%x: vector<4xi32>) -> vector<4xi32> {
  %c0 = vir.constant dense<0> : vector<4xi32>
  %r = vir.add %x, %c0 : vector<4xi32>
  vir.return %r : vector<4xi32>
}

// -----

// Constant addition wraps at the operand width without flags.
// CHECK-LABEL: vir.func @add_const(
// CHECK-NOT: vir.add
// CHECK: %[[C:.*]] = vir.constant -126 : i8
// CHECK-NOT: vir.add
// CHECK: vir.return %[[C]] : i8
vir.func @add_const() -> i8 {
  %a = vir.constant 127 : i8
  %b = vir.constant 3 : i8
  %r = vir.add %a, %b : i8
  vir.return %r : i8
}

// -----

// Constant addition with nsw nuw folds when neither promise is broken.
// CHECK-LABEL: vir.func @add_const_flags(
// CHECK-NOT: vir.add
// CHECK: %[[C:.*]] = vir.constant 7 : i32
// CHECK-NOT: vir.add
// CHECK: vir.return %[[C]] : i32
vir.func @add_const_flags() -> i32 {
  %a = vir.constant 3 : i32
  %b = vir.constant 4 : i32
  %r = vir.add %a, %b nsw nuw : i32
  vir.return %r : i32
}

// -----

// Element-wise constant addition of vectors.
// CHECK-LABEL: vir.func @add_const_vector(
// CHECK-NOT: vir.add
// CHECK: %[[C:.*]] = vir.constant dense<[11, 22, 33, 44]> : vector<4xi32>
// CHECK-NOT: vir.add
// CHECK: vir.return %[[C]] : vector<4xi32>
vir.func @add_const_vector() -> vector<4xi32> {
  %a = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = vir.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %r = vir.add %a, %b : vector<4xi32>
  vir.return %r : vector<4xi32>
}

// -----

// Signed overflow on constants breaks nsw: the add is not folded.
// CHECK-LABEL: vir.func @no_add_nsw_overflow(
// CHECK: %[[R:.*]] = vir.add %{{.*}}, %{{.*}} nsw : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_add_nsw_overflow() -> i8 {
  %a = vir.constant 127 : i8
  %b = vir.constant 1 : i8
  %r = vir.add %a, %b nsw : i8
  vir.return %r : i8
}

// -----

// Unsigned overflow on constants breaks nuw: the add is not folded.
// CHECK-LABEL: vir.func @no_add_nuw_overflow(
// CHECK: %[[R:.*]] = vir.add %{{.*}}, %{{.*}} nuw : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_add_nuw_overflow() -> i8 {
  %a = vir.constant -1 : i8
  %b = vir.constant 1 : i8
  %r = vir.add %a, %b nuw : i8
  vir.return %r : i8
}

// -----

//===----------------------------------------------------------------------===//
// sub
//===----------------------------------------------------------------------===//

// x - 0 -> x
// CHECK-LABEL: vir.func @sub_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.sub
// CHECK: vir.return %[[X]] : i32
vir.func @sub_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.sub %x, %c0 : i32
  vir.return %r : i32
}

// -----

// x - x -> 0
// CHECK-LABEL: vir.func @sub_self(
// CHECK-NOT: vir.sub
// CHECK: %[[C:.*]] = vir.constant 0 : i64
// CHECK-NOT: vir.sub
// CHECK: vir.return %[[C]] : i64
vir.func @sub_self(%x: i64) -> i64 {
  %r = vir.sub %x, %x nsw : i64
  vir.return %r : i64
}

// -----

// x - x -> splat(0) on vectors
// CHECK-LABEL: vir.func @sub_self_vector(
// CHECK-NOT: vir.sub
// CHECK: %[[C:.*]] = vir.constant dense<0> : vector<2xi16>
// CHECK-NOT: vir.sub
// CHECK: vir.return %[[C]] : vector<2xi16>
vir.func @sub_self_vector(%x: vector<2xi16>) -> vector<2xi16> {
  %r = vir.sub %x, %x : vector<2xi16>
  vir.return %r : vector<2xi16>
}

// -----

// Constant subtraction.
// CHECK-LABEL: vir.func @sub_const(
// CHECK-NOT: vir.sub
// CHECK: %[[C:.*]] = vir.constant -5 : i32
// CHECK-NOT: vir.sub
// CHECK: vir.return %[[C]] : i32
vir.func @sub_const() -> i32 {
  %a = vir.constant 3 : i32
  %b = vir.constant 8 : i32
  %r = vir.sub %a, %b nsw : i32
  vir.return %r : i32
}

// -----

// 3 - 8 wraps as an unsigned operation, breaking nuw: not folded.
// CHECK-LABEL: vir.func @no_sub_nuw_overflow(
// CHECK: %[[R:.*]] = vir.sub %{{.*}}, %{{.*}} nuw : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_sub_nuw_overflow() -> i32 {
  %a = vir.constant 3 : i32
  %b = vir.constant 8 : i32
  %r = vir.sub %a, %b nuw : i32
  vir.return %r : i32
}

// -----

// INT_MIN - 1 breaks nsw: not folded.
// CHECK-LABEL: vir.func @no_sub_nsw_overflow(
// CHECK: %[[R:.*]] = vir.sub %{{.*}}, %{{.*}} nsw : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_sub_nsw_overflow() -> i32 {
  %a = vir.constant -2147483648 : i32
  %b = vir.constant 1 : i32
  %r = vir.sub %a, %b nsw : i32
  vir.return %r : i32
}

// -----

//===----------------------------------------------------------------------===//
// umulh
//===----------------------------------------------------------------------===//

// umulh(x, 0) -> 0 and umulh(1, x) -> 0: the product has no high half.
// CHECK-LABEL: vir.func @umulh_zero_one(
// CHECK-NOT: vir.umulh
// CHECK: %[[C:.*]] = vir.constant 0 : i64
// CHECK-NOT: vir.umulh
// CHECK: vir.return %[[C]], %[[C]] : i64, i64
vir.func @umulh_zero_one(%x: i64) -> (i64, i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %r = vir.umulh %x, %c0 : i64
  %s = vir.umulh %c1, %x : i64
  vir.return %r, %s : i64, i64
}

// -----

// Constants: 0xffffffffffffffff * 0xffffffffffffffff = 2^128 - 2^65 + 1, whose
// high half is 2^64 - 2 (-2); at i8, 200 * 100 = 20000 = 78 * 256 + 32.
// CHECK-LABEL: vir.func @umulh_constants(
// CHECK-NOT: vir.umulh
// CHECK-DAG: vir.constant -2 : i64
// CHECK-DAG: vir.constant 78 : i8
vir.func @umulh_constants() -> (i64, i8) {
  %m = vir.constant -1 : i64
  %r = vir.umulh %m, %m : i64
  %a = vir.constant 200 : i8
  %b = vir.constant 100 : i8
  %s = vir.umulh %a, %b : i8
  vir.return %r, %s : i64, i8
}

// -----

// no_: a variable operand stays.
// CHECK-LABEL: vir.func @no_umulh_variable(
// CHECK: vir.umulh
vir.func @no_umulh_variable(%x: i64) -> i64 {
  %c3 = vir.constant 3 : i64
  %r = vir.umulh %x, %c3 : i64
  vir.return %r : i64
}

// -----

//===----------------------------------------------------------------------===//
// mul
//===----------------------------------------------------------------------===//

// x * 0 -> 0
// CHECK-LABEL: vir.func @mul_zero(
// CHECK-NOT: vir.mul
// CHECK: %[[C:.*]] = vir.constant 0 : i32
// CHECK-NOT: vir.mul
// CHECK: vir.return %[[C]] : i32
vir.func @mul_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.mul %x, %c0 : i32
  vir.return %r : i32
}

// -----

// x * 1 -> x
// CHECK-LABEL: vir.func @mul_one(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.mul
// CHECK: vir.return %[[X]] : i32
vir.func @mul_one(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.mul %x, %c1 nsw : i32
  vir.return %r : i32
}

// -----

// 1 * x -> x
// CHECK-LABEL: vir.func @mul_one_lhs(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.mul
// CHECK: vir.return %[[X]] : i32
vir.func @mul_one_lhs(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.mul %c1, %x : i32
  vir.return %r : i32
}

// -----

// x * 1 -> x at width 1 without nsw.
// CHECK-LABEL: vir.func @mul_one_i1(
// CHECK-SAME: %[[X:[^:]+]]: i1)
// CHECK-NOT: vir.mul
// CHECK: vir.return %[[X]] : i1
vir.func @mul_one_i1(%x: i1) -> i1 {
  %c1 = vir.constant true
  %r = vir.mul %x, %c1 nuw : i1
  vir.return %r : i1
}

// -----

// At width 1 the constant 1 is -1, so `mul nsw x, 1` may overflow: kept.
// CHECK-LABEL: vir.func @no_mul_nsw_one_i1(
// CHECK: %[[R:.*]] = vir.mul %{{.*}}, %{{.*}} nsw : i1
// CHECK: vir.return %[[R]] : i1
vir.func @no_mul_nsw_one_i1(%x: i1) -> i1 {
  %c1 = vir.constant true
  %r = vir.mul %x, %c1 nsw : i1
  vir.return %r : i1
}

// -----

// Constant multiplication.
// CHECK-LABEL: vir.func @mul_const(
// CHECK-NOT: vir.mul
// CHECK: %[[C:.*]] = vir.constant -42 : i32
// CHECK-NOT: vir.mul
// CHECK: vir.return %[[C]] : i32
vir.func @mul_const() -> i32 {
  %a = vir.constant 6 : i32
  %b = vir.constant -7 : i32
  %r = vir.mul %a, %b nsw : i32
  vir.return %r : i32
}

// -----

// 16 * 16 overflows i8 as a signed operation, breaking nsw: not folded.
// CHECK-LABEL: vir.func @no_mul_nsw_overflow(
// CHECK: %[[R:.*]] = vir.mul %{{.*}}, %{{.*}} nsw : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_mul_nsw_overflow() -> i8 {
  %a = vir.constant 16 : i8
  %b = vir.constant 16 : i8
  %r = vir.mul %a, %b nsw : i8
  vir.return %r : i8
}

// -----

//===----------------------------------------------------------------------===//
// shl, lshr, ashr
//===----------------------------------------------------------------------===//

// x << 0 -> x
// CHECK-LABEL: vir.func @shl_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.shl
// CHECK: vir.return %[[X]] : i32
vir.func @shl_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.shl %x, %c0 : i32
  vir.return %r : i32
}

// -----

// Constant shift left discards the high bits without flags.
// CHECK-LABEL: vir.func @shl_const(
// CHECK-NOT: vir.shl
// CHECK: %[[C:.*]] = vir.constant -128 : i8
// CHECK-NOT: vir.shl
// CHECK: vir.return %[[C]] : i8
vir.func @shl_const() -> i8 {
  %a = vir.constant 3 : i8
  %b = vir.constant 7 : i8
  %r = vir.shl %a, %b : i8
  vir.return %r : i8
}

// -----

// Constant shift left with nuw that shifts out only zeros.
// CHECK-LABEL: vir.func @shl_const_nuw(
// CHECK-NOT: vir.shl
// CHECK: %[[C:.*]] = vir.constant 96 : i8
// CHECK-NOT: vir.shl
// CHECK: vir.return %[[C]] : i8
vir.func @shl_const_nuw() -> i8 {
  %a = vir.constant 3 : i8
  %b = vir.constant 5 : i8
  %r = vir.shl %a, %b nuw : i8
  vir.return %r : i8
}

// -----

// Shifting a one bit out breaks nuw: not folded.
// CHECK-LABEL: vir.func @no_shl_nuw_overflow(
// CHECK: %[[R:.*]] = vir.shl %{{.*}}, %{{.*}} nuw : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_shl_nuw_overflow() -> i8 {
  %a = vir.constant 3 : i8
  %b = vir.constant 7 : i8
  %r = vir.shl %a, %b nuw : i8
  vir.return %r : i8
}

// -----

// Changing the sign bit breaks nsw: not folded.
// CHECK-LABEL: vir.func @no_shl_nsw_overflow(
// CHECK: %[[R:.*]] = vir.shl %{{.*}}, %{{.*}} nsw : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_shl_nsw_overflow() -> i8 {
  %a = vir.constant 64 : i8
  %b = vir.constant 1 : i8
  %r = vir.shl %a, %b nsw : i8
  vir.return %r : i8
}

// -----

// Shifting left by the bit width is poison: not folded.
// CHECK-LABEL: vir.func @no_shl_by_width(
// CHECK: %[[R:.*]] = vir.shl %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_shl_by_width() -> i32 {
  %a = vir.constant 1 : i32
  %b = vir.constant 32 : i32
  %r = vir.shl %a, %b : i32
  vir.return %r : i32
}

// -----

// x >>u 0 -> x
// CHECK-LABEL: vir.func @lshr_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.lshr
// CHECK: vir.return %[[X]] : i32
vir.func @lshr_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.lshr %x, %c0 exact : i32
  vir.return %r : i32
}

// -----

// Constant logical shift right fills with zeros.
// CHECK-LABEL: vir.func @lshr_const(
// CHECK-NOT: vir.lshr
// CHECK: %[[C:.*]] = vir.constant 63 : i8
// CHECK-NOT: vir.lshr
// CHECK: vir.return %[[C]] : i8
vir.func @lshr_const() -> i8 {
  %a = vir.constant -4 : i8
  %b = vir.constant 2 : i8
  %r = vir.lshr %a, %b exact : i8
  vir.return %r : i8
}

// -----

// An exact shift that shifts out a one bit is poison: not folded.
// CHECK-LABEL: vir.func @no_lshr_exact_inexact(
// CHECK: %[[R:.*]] = vir.lshr %{{.*}}, %{{.*}} exact : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_lshr_exact_inexact() -> i8 {
  %a = vir.constant 5 : i8
  %b = vir.constant 1 : i8
  %r = vir.lshr %a, %b exact : i8
  vir.return %r : i8
}

// -----

// Logical shift right by more than the bit width is poison: not folded.
// CHECK-LABEL: vir.func @no_lshr_by_width(
// CHECK: %[[R:.*]] = vir.lshr %{{.*}}, %{{.*}} : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_lshr_by_width() -> i8 {
  %a = vir.constant 100 : i8
  %b = vir.constant 9 : i8
  %r = vir.lshr %a, %b : i8
  vir.return %r : i8
}

// -----

// x >>s 0 -> x
// CHECK-LABEL: vir.func @ashr_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.ashr
// CHECK: vir.return %[[X]] : i32
vir.func @ashr_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.ashr %x, %c0 : i32
  vir.return %r : i32
}

// -----

// Constant arithmetic shift right copies the sign bit.
// CHECK-LABEL: vir.func @ashr_const(
// CHECK-NOT: vir.ashr
// CHECK: %[[C:.*]] = vir.constant -3 : i8
// CHECK-NOT: vir.ashr
// CHECK: vir.return %[[C]] : i8
vir.func @ashr_const() -> i8 {
  %a = vir.constant -5 : i8
  %b = vir.constant 1 : i8
  %r = vir.ashr %a, %b : i8
  vir.return %r : i8
}

// -----

// Arithmetic shift right by the bit width is poison: not folded.
// CHECK-LABEL: vir.func @no_ashr_by_width(
// CHECK: %[[R:.*]] = vir.ashr %{{.*}}, %{{.*}} : i64
// CHECK: vir.return %[[R]] : i64
vir.func @no_ashr_by_width() -> i64 {
  %a = vir.constant -1 : i64
  %b = vir.constant 64 : i64
  %r = vir.ashr %a, %b : i64
  vir.return %r : i64
}

// -----

// A vector shift is not folded when any element shifts by the width.
// CHECK-LABEL: vir.func @no_shl_vector_by_width(
// CHECK: %[[R:.*]] = vir.shl %{{.*}}, %{{.*}} : vector<2xi8>
// CHECK: vir.return %[[R]] : vector<2xi8>
vir.func @no_shl_vector_by_width() -> vector<2xi8> {
  %a = vir.constant dense<1> : vector<2xi8>
  %b = vir.constant dense<[1, 8]> : vector<2xi8>
  %r = vir.shl %a, %b : vector<2xi8>
  vir.return %r : vector<2xi8>
}

// -----

//===----------------------------------------------------------------------===//
// udiv, sdiv, urem, srem
//===----------------------------------------------------------------------===//

// x /u 1 -> x
// CHECK-LABEL: vir.func @udiv_one(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.udiv
// CHECK: vir.return %[[X]] : i32
vir.func @udiv_one(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.udiv %x, %c1 : i32
  vir.return %r : i32
}

// -----

// Constant unsigned division reads -2 as 254.
// CHECK-LABEL: vir.func @udiv_const(
// CHECK-NOT: vir.udiv
// CHECK: %[[C:.*]] = vir.constant 127 : i8
// CHECK-NOT: vir.udiv
// CHECK: vir.return %[[C]] : i8
vir.func @udiv_const() -> i8 {
  %a = vir.constant -2 : i8
  %b = vir.constant 2 : i8
  %r = vir.udiv %a, %b exact : i8
  vir.return %r : i8
}

// -----

// An exact division with a remainder is poison: not folded.
// CHECK-LABEL: vir.func @no_udiv_exact_inexact(
// CHECK: %[[R:.*]] = vir.udiv %{{.*}}, %{{.*}} exact : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_udiv_exact_inexact() -> i32 {
  %a = vir.constant 7 : i32
  %b = vir.constant 2 : i32
  %r = vir.udiv %a, %b exact : i32
  vir.return %r : i32
}

// -----

// Unsigned division by zero is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_udiv_by_zero(
// CHECK: %[[R:.*]] = vir.udiv %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_udiv_by_zero() -> i32 {
  %a = vir.constant 7 : i32
  %b = vir.constant 0 : i32
  %r = vir.udiv %a, %b : i32
  vir.return %r : i32
}

// -----

// x /s 1 -> x
// CHECK-LABEL: vir.func @sdiv_one(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.sdiv
// CHECK: vir.return %[[X]] : i32
vir.func @sdiv_one(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.sdiv %x, %c1 : i32
  vir.return %r : i32
}

// -----

// Constant signed division rounds toward zero.
// CHECK-LABEL: vir.func @sdiv_const(
// CHECK-NOT: vir.sdiv
// CHECK: %[[C:.*]] = vir.constant -3 : i32
// CHECK-NOT: vir.sdiv
// CHECK: vir.return %[[C]] : i32
vir.func @sdiv_const() -> i32 {
  %a = vir.constant -7 : i32
  %b = vir.constant 2 : i32
  %r = vir.sdiv %a, %b : i32
  vir.return %r : i32
}

// -----

// Signed division by zero is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_sdiv_by_zero(
// CHECK: %[[R:.*]] = vir.sdiv %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_sdiv_by_zero() -> i32 {
  %a = vir.constant -7 : i32
  %b = vir.constant 0 : i32
  %r = vir.sdiv %a, %b : i32
  vir.return %r : i32
}

// -----

// INT_MIN /s -1 is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_sdiv_int_min_by_minus_one(
// CHECK: %[[R:.*]] = vir.sdiv %{{.*}}, %{{.*}} : i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_sdiv_int_min_by_minus_one() -> i8 {
  %a = vir.constant -128 : i8
  %b = vir.constant -1 : i8
  %r = vir.sdiv %a, %b : i8
  vir.return %r : i8
}

// -----

// At width 1 the constant 1 is -1, so `sdiv x, 1` is not the identity.
// CHECK-LABEL: vir.func @no_sdiv_one_i1(
// CHECK: %[[R:.*]] = vir.sdiv %{{.*}}, %{{.*}} : i1
// CHECK: vir.return %[[R]] : i1
vir.func @no_sdiv_one_i1(%x: i1) -> i1 {
  %c1 = vir.constant true
  %r = vir.sdiv %x, %c1 : i1
  vir.return %r : i1
}

// -----

// x %u 1 -> 0
// CHECK-LABEL: vir.func @urem_one(
// CHECK-NOT: vir.urem
// CHECK: %[[C:.*]] = vir.constant 0 : i32
// CHECK-NOT: vir.urem
// CHECK: vir.return %[[C]] : i32
vir.func @urem_one(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.urem %x, %c1 : i32
  vir.return %r : i32
}

// -----

// Constant unsigned remainder reads -1 as 255.
// CHECK-LABEL: vir.func @urem_const(
// CHECK-NOT: vir.urem
// CHECK: %[[C:.*]] = vir.constant 5 : i8
// CHECK-NOT: vir.urem
// CHECK: vir.return %[[C]] : i8
vir.func @urem_const() -> i8 {
  %a = vir.constant -1 : i8
  %b = vir.constant 10 : i8
  %r = vir.urem %a, %b : i8
  vir.return %r : i8
}

// -----

// Unsigned remainder by zero is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_urem_by_zero(
// CHECK: %[[R:.*]] = vir.urem %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_urem_by_zero() -> i32 {
  %a = vir.constant 7 : i32
  %b = vir.constant 0 : i32
  %r = vir.urem %a, %b : i32
  vir.return %r : i32
}

// -----

// x %s 1 -> 0
// CHECK-LABEL: vir.func @srem_one(
// CHECK-NOT: vir.srem
// CHECK: %[[C:.*]] = vir.constant 0 : i32
// CHECK-NOT: vir.srem
// CHECK: vir.return %[[C]] : i32
vir.func @srem_one(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %r = vir.srem %x, %c1 : i32
  vir.return %r : i32
}

// -----

// Constant signed remainder takes the dividend's sign.
// CHECK-LABEL: vir.func @srem_const(
// CHECK-NOT: vir.srem
// CHECK: %[[C:.*]] = vir.constant -1 : i32
// CHECK-NOT: vir.srem
// CHECK: vir.return %[[C]] : i32
vir.func @srem_const() -> i32 {
  %a = vir.constant -7 : i32
  %b = vir.constant 2 : i32
  %r = vir.srem %a, %b : i32
  vir.return %r : i32
}

// -----

// Signed remainder by zero is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_srem_by_zero(
// CHECK: %[[R:.*]] = vir.srem %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_srem_by_zero() -> i32 {
  %a = vir.constant -7 : i32
  %b = vir.constant 0 : i32
  %r = vir.srem %a, %b : i32
  vir.return %r : i32
}

// -----

// INT_MIN %s -1 is undefined behaviour: not folded.
// CHECK-LABEL: vir.func @no_srem_int_min_by_minus_one(
// CHECK: %[[R:.*]] = vir.srem %{{.*}}, %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_srem_int_min_by_minus_one() -> i32 {
  %a = vir.constant -2147483648 : i32
  %b = vir.constant -1 : i32
  %r = vir.srem %a, %b : i32
  vir.return %r : i32
}

// -----

// A vector division is not folded when any divisor element is zero.
// CHECK-LABEL: vir.func @no_udiv_vector_by_zero(
// CHECK: %[[R:.*]] = vir.udiv %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: vir.return %[[R]] : vector<2xi32>
vir.func @no_udiv_vector_by_zero() -> vector<2xi32> {
  %a = vir.constant dense<8> : vector<2xi32>
  %b = vir.constant dense<[2, 0]> : vector<2xi32>
  %r = vir.udiv %a, %b : vector<2xi32>
  vir.return %r : vector<2xi32>
}

// -----

//===----------------------------------------------------------------------===//
// and, or, xor
//===----------------------------------------------------------------------===//

// x & 0 -> 0
// CHECK-LABEL: vir.func @and_zero(
// CHECK-NOT: vir.and
// CHECK: %[[C:.*]] = vir.constant 0 : i32
// CHECK-NOT: vir.and
// CHECK: vir.return %[[C]] : i32
vir.func @and_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.and %c0, %x : i32
  vir.return %r : i32
}

// -----

// x & -1 -> x
// CHECK-LABEL: vir.func @and_all_ones(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.and
// CHECK: vir.return %[[X]] : i32
vir.func @and_all_ones(%x: i32) -> i32 {
  %m = vir.constant -1 : i32
  %r = vir.and %x, %m : i32
  vir.return %r : i32
}

// -----

// x & x -> x
// CHECK-LABEL: vir.func @and_self(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.and
// CHECK: vir.return %[[X]] : i32
vir.func @and_self(%x: i32) -> i32 {
  %r = vir.and %x, %x : i32
  vir.return %r : i32
}

// -----

// Constant bitwise and.
// CHECK-LABEL: vir.func @and_const(
// CHECK-NOT: vir.and
// CHECK: %[[C:.*]] = vir.constant 8 : i32
// CHECK-NOT: vir.and
// CHECK: vir.return %[[C]] : i32
vir.func @and_const() -> i32 {
  %a = vir.constant 12 : i32
  %b = vir.constant 10 : i32
  %r = vir.and %a, %b : i32
  vir.return %r : i32
}

// -----

// x | -1 -> -1
// CHECK-LABEL: vir.func @or_all_ones(
// CHECK-NOT: vir.or
// CHECK: %[[C:.*]] = vir.constant -1 : i16
// CHECK-NOT: vir.or
// CHECK: vir.return %[[C]] : i16
vir.func @or_all_ones(%x: i16) -> i16 {
  %m = vir.constant -1 : i16
  %r = vir.or %x, %m : i16
  vir.return %r : i16
}

// -----

// x | 0 -> x
// CHECK-LABEL: vir.func @or_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.or
// CHECK: vir.return %[[X]] : i32
vir.func @or_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.or %c0, %x : i32
  vir.return %r : i32
}

// -----

// x | x -> x
// CHECK-LABEL: vir.func @or_self(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.or
// CHECK: vir.return %[[X]] : i32
vir.func @or_self(%x: i32) -> i32 {
  %r = vir.or %x, %x : i32
  vir.return %r : i32
}

// -----

// Constant bitwise or.
// CHECK-LABEL: vir.func @or_const(
// CHECK-NOT: vir.or
// CHECK: %[[C:.*]] = vir.constant 14 : i32
// CHECK-NOT: vir.or
// CHECK: vir.return %[[C]] : i32
vir.func @or_const() -> i32 {
  %a = vir.constant 12 : i32
  %b = vir.constant 10 : i32
  %r = vir.or %a, %b : i32
  vir.return %r : i32
}

// -----

// x ^ 0 -> x
// CHECK-LABEL: vir.func @xor_zero(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.xor
// CHECK: vir.return %[[X]] : i32
vir.func @xor_zero(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %r = vir.xor %x, %c0 : i32
  vir.return %r : i32
}

// -----

// x ^ x -> 0
// CHECK-LABEL: vir.func @xor_self(
// CHECK-NOT: vir.xor
// CHECK: %[[C:.*]] = vir.constant false
// CHECK-NOT: vir.xor
// CHECK: vir.return %[[C]] : i1
vir.func @xor_self(%x: i1) -> i1 {
  %r = vir.xor %x, %x : i1
  vir.return %r : i1
}

// -----

// Constant bitwise exclusive or.
// CHECK-LABEL: vir.func @xor_const(
// CHECK-NOT: vir.xor
// CHECK: %[[C:.*]] = vir.constant 6 : i32
// CHECK-NOT: vir.xor
// CHECK: vir.return %[[C]] : i32
vir.func @xor_const() -> i32 {
  %a = vir.constant 12 : i32
  %b = vir.constant 10 : i32
  %r = vir.xor %a, %b : i32
  vir.return %r : i32
}

// -----

//===----------------------------------------------------------------------===//
// icmp, fcmp
//===----------------------------------------------------------------------===//

// icmp eq x, x -> true
// CHECK-LABEL: vir.func @icmp_self_eq(
// CHECK-NOT: vir.icmp
// CHECK: %[[C:.*]] = vir.constant true
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[C]] : i1
vir.func @icmp_self_eq(%x: i32) -> i1 {
  %r = vir.icmp eq %x, %x : i32
  vir.return %r : i1
}

// -----

vir.func private @keep(...)

// icmp sge/ule x, x -> true; icmp ne/slt/ugt x, x -> false
// CHECK-LABEL: vir.func @icmp_self_preds(
// CHECK-NOT: vir.icmp
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @keep(%[[T]], %[[T]], %[[F]], %[[F]], %[[F]]) vararg(() -> ()) : (i1, i1, i1, i1, i1) -> ()
vir.func @icmp_self_preds(%x: i32) {
  %0 = vir.icmp sge %x, %x : i32
  %1 = vir.icmp ule %x, %x : i32
  %2 = vir.icmp ne %x, %x : i32
  %3 = vir.icmp slt %x, %x : i32
  %4 = vir.icmp ugt %x, %x : i32
  vir.call @keep(%0, %1, %2, %3, %4) vararg(() -> ()) : (i1, i1, i1, i1, i1) -> ()
  vir.return
}

// -----

// icmp ult v, v -> splat(false) on vectors
// CHECK-LABEL: vir.func @icmp_self_vector(
// CHECK-NOT: vir.icmp
// CHECK: %[[C:.*]] = vir.constant dense<false> : vector<4xi1>
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[C]] : vector<4xi1>
vir.func @icmp_self_vector(%v: vector<4xi32>) -> vector<4xi1> {
  %r = vir.icmp ult %v, %v : vector<4xi32>
  vir.return %r : vector<4xi1>
}

// -----

// Two null pointers are equal.
// CHECK-LABEL: vir.func @icmp_null_null(
// CHECK-NOT: vir.icmp
// CHECK: %[[C:.*]] = vir.constant true
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[C]] : i1
vir.func @icmp_null_null() -> i1 {
  %a = vir.null : !vir.ptr
  %b = vir.null : !vir.ptr
  %r = vir.icmp eq %a, %b : !vir.ptr
  vir.return %r : i1
}

// -----

vir.global @g : i32 = 0

// Two addresses of the same global are equal.
// CHECK-LABEL: vir.func @icmp_addressof_same(
// CHECK-NOT: vir.icmp
// CHECK: %[[C:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[C]] : i1
vir.func @icmp_addressof_same() -> i1 {
  %a = vir.addressof @g : !vir.ptr
  %b = vir.addressof @g : !vir.ptr
  %r = vir.icmp ne %a, %b : !vir.ptr
  vir.return %r : i1
}

// -----

vir.func private @keep(...)

// Constant comparisons read the operands as signed or unsigned.
// CHECK-LABEL: vir.func @icmp_const(
// CHECK-NOT: vir.icmp
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @keep(%[[T]], %[[F]], %[[F]], %[[T]]) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
vir.func @icmp_const() {
  %m = vir.constant -1 : i32
  %one = vir.constant 1 : i32
  %0 = vir.icmp slt %m, %one : i32
  %1 = vir.icmp ult %m, %one : i32
  %2 = vir.icmp eq %m, %one : i32
  %3 = vir.icmp uge %m, %one : i32
  vir.call @keep(%0, %1, %2, %3) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
  vir.return
}

// -----

// Element-wise constant comparison of vectors.
// CHECK-LABEL: vir.func @icmp_const_vector(
// CHECK-NOT: vir.icmp
// CHECK: %[[C:.*]] = vir.constant dense<[true, false, true]> : vector<3xi1>
// CHECK-NOT: vir.icmp
// CHECK: vir.return %[[C]] : vector<3xi1>
vir.func @icmp_const_vector() -> vector<3xi1> {
  %a = vir.constant dense<[1, 5, -3]> : vector<3xi32>
  %b = vir.constant dense<[2, 4, 0]> : vector<3xi32>
  %r = vir.icmp slt %a, %b : vector<3xi32>
  vir.return %r : vector<3xi1>
}

// -----

vir.func private @keep(...)

// fcmp false x, y -> false; fcmp true x, y -> true
// CHECK-LABEL: vir.func @fcmp_false_true(
// CHECK-NOT: vir.fcmp
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-NOT: vir.fcmp
// CHECK: vir.call @keep(%[[F]], %[[T]]) vararg(() -> ()) : (i1, i1) -> ()
vir.func @fcmp_false_true(%x: f64, %y: f64) {
  %0 = vir.fcmp false %x, %y : f64
  %1 = vir.fcmp true %x, %y : f64
  vir.call @keep(%0, %1) vararg(() -> ()) : (i1, i1) -> ()
  vir.return
}

// -----

vir.func private @keep(...)

// fcmp ueq/uge/ule x, x -> true; fcmp one/ogt/olt x, x -> false
// CHECK-LABEL: vir.func @fcmp_self(
// CHECK-NOT: vir.fcmp
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.fcmp
// CHECK: vir.call @keep(%[[T]], %[[T]], %[[T]], %[[F]], %[[F]], %[[F]]) vararg(() -> ()) : (i1, i1, i1, i1, i1, i1) -> ()
vir.func @fcmp_self(%x: f32) {
  %0 = vir.fcmp ueq %x, %x : f32
  %1 = vir.fcmp uge %x, %x : f32
  %2 = vir.fcmp ule %x, %x : f32
  %3 = vir.fcmp one %x, %x : f32
  %4 = vir.fcmp ogt %x, %x : f32
  %5 = vir.fcmp olt %x, %x : f32
  vir.call @keep(%0, %1, %2, %3, %4, %5) vararg(() -> ()) : (i1, i1, i1, i1, i1, i1) -> ()
  vir.return
}

// -----

vir.func private @keep(...)

// fcmp oeq/ord/une/uno x, x depend on whether x is NaN: not folded.
// CHECK-LABEL: vir.func @no_fcmp_self_nan_dependent(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK: %[[R0:.*]] = vir.fcmp oeq %[[X]], %[[X]] : f64
// CHECK: %[[R1:.*]] = vir.fcmp ord %[[X]], %[[X]] : f64
// CHECK: %[[R2:.*]] = vir.fcmp une %[[X]], %[[X]] : f64
// CHECK: %[[R3:.*]] = vir.fcmp uno %[[X]], %[[X]] : f64
// CHECK: vir.call @keep(%[[R0]], %[[R1]], %[[R2]], %[[R3]]) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
vir.func @no_fcmp_self_nan_dependent(%x: f64) {
  %0 = vir.fcmp oeq %x, %x : f64
  %1 = vir.fcmp ord %x, %x : f64
  %2 = vir.fcmp une %x, %x : f64
  %3 = vir.fcmp uno %x, %x : f64
  vir.call @keep(%0, %1, %2, %3) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
  vir.return
}

// -----

vir.func private @keep(...)

// Constant comparisons: ordered predicates are false on NaN, unordered true.
// CHECK-LABEL: vir.func @fcmp_const(
// CHECK-NOT: vir.fcmp
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.fcmp
// CHECK: vir.call @keep(%[[T]], %[[F]], %[[T]], %[[F]]) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
vir.func @fcmp_const() {
  %one = vir.constant 1.0 : f64
  %two = vir.constant 2.0 : f64
  %nan = vir.constant 0x7FF8000000000000 : f64
  %0 = vir.fcmp olt %one, %two : f64
  %1 = vir.fcmp oeq %one, %nan : f64
  %2 = vir.fcmp ult %nan, %one : f64
  %3 = vir.fcmp ord %nan, %nan : f64
  vir.call @keep(%0, %1, %2, %3) vararg(() -> ()) : (i1, i1, i1, i1) -> ()
  vir.return
}

// -----

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

vir.func private @keep(...)

// select true, x, y -> x; select false, x, y -> y
// CHECK-LABEL: vir.func @select_const_cond(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NOT: vir.select
// CHECK: vir.call @keep(%[[X]], %[[Y]]) vararg(() -> ()) : (i32, i32) -> ()
vir.func @select_const_cond(%x: i32, %y: i32) {
  %t = vir.constant true
  %f = vir.constant false
  %0 = vir.select %t, %x, %y : i1, i32
  %1 = vir.select %f, %x, %y : i1, i32
  vir.call @keep(%0, %1) vararg(() -> ()) : (i32, i32) -> ()
  vir.return
}

// -----

// select splat(true), v, w -> v
// CHECK-LABEL: vir.func @select_splat_cond(
// CHECK-SAME: %[[V:[^:]+]]: vector<4xi32>, %[[W:[^:]+]]: vector<4xi32>)
// CHECK-NOT: vir.select
// CHECK: vir.return %[[V]] : vector<4xi32>
vir.func @select_splat_cond(%v: vector<4xi32>, %w: vector<4xi32>) -> vector<4xi32> {
  %t = vir.constant dense<true> : vector<4xi1>
  %r = vir.select %t, %v, %w : vector<4xi1>, vector<4xi32>
  vir.return %r : vector<4xi32>
}

// -----

// select c, x, x -> x
// CHECK-LABEL: vir.func @select_same(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[X:[^:]+]]: !vir.ptr)
// CHECK-NOT: vir.select
// CHECK: vir.return %[[X]] : !vir.ptr
vir.func @select_same(%c: i1, %x: !vir.ptr) -> !vir.ptr {
  %r = vir.select %c, %x, %x : i1, !vir.ptr
  vir.return %r : !vir.ptr
}

// -----

// select c, true, false -> c
// CHECK-LABEL: vir.func @select_bool(
// CHECK-SAME: %[[C:[^:]+]]: i1)
// CHECK-NOT: vir.select
// CHECK: vir.return %[[C]] : i1
vir.func @select_bool(%c: i1) -> i1 {
  %t = vir.constant true
  %f = vir.constant false
  %r = vir.select %c, %t, %f : i1, i1
  vir.return %r : i1
}

// -----

// A non-splat vector condition chooses per element: not folded.
// CHECK-LABEL: vir.func @no_select_mixed_vector_cond(
// CHECK: %[[R:.*]] = vir.select %{{.*}}, %{{.*}}, %{{.*}} : vector<2xi1>, vector<2xi32>
// CHECK: vir.return %[[R]] : vector<2xi32>
vir.func @no_select_mixed_vector_cond(%v: vector<2xi32>, %w: vector<2xi32>) -> vector<2xi32> {
  %c = vir.constant dense<[true, false]> : vector<2xi1>
  %r = vir.select %c, %v, %w : vector<2xi1>, vector<2xi32>
  vir.return %r : vector<2xi32>
}

// -----

//===----------------------------------------------------------------------===//
// Integer casts
//===----------------------------------------------------------------------===//

// zext of a constant zero-extends it.
// CHECK-LABEL: vir.func @zext_const(
// CHECK-NOT: vir.zext
// CHECK: %[[C:.*]] = vir.constant 255 : i32
// CHECK-NOT: vir.zext
// CHECK: vir.return %[[C]] : i32
vir.func @zext_const() -> i32 {
  %a = vir.constant -1 : i8
  %r = vir.zext %a : i8 to i32
  vir.return %r : i32
}

// -----

// zext(zext x) -> zext x
// CHECK-LABEL: vir.func @zext_zext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[R:.*]] = vir.zext %[[X]] : i8 to i64
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @zext_zext(%x: i8) -> i64 {
  %0 = vir.zext %x : i8 to i16
  %1 = vir.zext %0 : i16 to i64
  vir.return %1 : i64
}

// -----

// sext of a constant sign-extends it.
// CHECK-LABEL: vir.func @sext_const(
// CHECK-NOT: vir.sext
// CHECK: %[[C:.*]] = vir.constant -1 : i32
// CHECK-NOT: vir.sext
// CHECK: vir.return %[[C]] : i32
vir.func @sext_const() -> i32 {
  %a = vir.constant -1 : i8
  %r = vir.sext %a : i8 to i32
  vir.return %r : i32
}

// -----

// sext(sext x) -> sext x
// CHECK-LABEL: vir.func @sext_sext(
// CHECK-SAME: %[[X:[^:]+]]: vector<2xi8>)
// CHECK-NEXT: %[[R:.*]] = vir.sext %[[X]] : vector<2xi8> to vector<2xi64>
// CHECK-NEXT: vir.return %[[R]] : vector<2xi64>
vir.func @sext_sext(%x: vector<2xi8>) -> vector<2xi64> {
  %0 = vir.sext %x : vector<2xi8> to vector<2xi32>
  %1 = vir.sext %0 : vector<2xi32> to vector<2xi64>
  vir.return %1 : vector<2xi64>
}

// -----

// trunc of a constant keeps its low bits.
// CHECK-LABEL: vir.func @trunc_const(
// CHECK-NOT: vir.trunc
// CHECK: %[[C:.*]] = vir.constant 1 : i8
// CHECK-NOT: vir.trunc
// CHECK: vir.return %[[C]] : i8
vir.func @trunc_const() -> i8 {
  %a = vir.constant 257 : i32
  %r = vir.trunc %a : i32 to i8
  vir.return %r : i8
}

// -----

// trunc(trunc x) -> trunc x
// CHECK-LABEL: vir.func @trunc_trunc(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: %[[R:.*]] = vir.trunc %[[X]] : i64 to i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @trunc_trunc(%x: i64) -> i8 {
  %0 = vir.trunc %x : i64 to i32
  %1 = vir.trunc %0 : i32 to i8
  vir.return %1 : i8
}

// -----

// trunc(zext x) -> x when x has the result type
// CHECK-LABEL: vir.func @trunc_zext(
// CHECK-SAME: %[[X:[^:]+]]: i16)
// CHECK-NOT: vir.zext
// CHECK-NOT: vir.trunc
// CHECK: vir.return %[[X]] : i16
vir.func @trunc_zext(%x: i16) -> i16 {
  %0 = vir.zext %x : i16 to i64
  %1 = vir.trunc %0 : i64 to i16
  vir.return %1 : i16
}

// -----

// trunc(sext x) -> x when x has the result type
// CHECK-LABEL: vir.func @trunc_sext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NOT: vir.sext
// CHECK-NOT: vir.trunc
// CHECK: vir.return %[[X]] : i8
vir.func @trunc_sext(%x: i8) -> i8 {
  %0 = vir.sext %x : i8 to i32
  %1 = vir.trunc %0 : i32 to i8
  vir.return %1 : i8
}

// -----

// trunc(zext x) -> trunc x when x is wider than the result
// CHECK-LABEL: vir.func @trunc_zext_wider(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.zext
// CHECK: %[[R:.*]] = vir.trunc %[[X]] : i32 to i8
// CHECK-NOT: vir.zext
// CHECK: vir.return %[[R]] : i8
vir.func @trunc_zext_wider(%x: i32) -> i8 {
  %0 = vir.zext %x : i32 to i64
  %1 = vir.trunc %0 : i64 to i8
  vir.return %1 : i8
}

// -----

// trunc(zext x) with x narrower than the result is a zext: not folded.
// CHECK-LABEL: vir.func @no_trunc_zext_narrower(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK: %[[E:.*]] = vir.zext %[[X]] : i8 to i64
// CHECK: %[[R:.*]] = vir.trunc %[[E]] : i64 to i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_trunc_zext_narrower(%x: i8) -> i32 {
  %0 = vir.zext %x : i8 to i64
  %1 = vir.trunc %0 : i64 to i32
  vir.return %1 : i32
}

// -----

// zext(sext x) mixes extensions: not folded.
// CHECK-LABEL: vir.func @no_zext_sext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK: %[[S:.*]] = vir.sext %[[X]] : i8 to i16
// CHECK: %[[R:.*]] = vir.zext %[[S]] : i16 to i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_zext_sext(%x: i8) -> i32 {
  %0 = vir.sext %x : i8 to i16
  %1 = vir.zext %0 : i16 to i32
  vir.return %1 : i32
}

// -----

//===----------------------------------------------------------------------===//
// Pointer casts
//===----------------------------------------------------------------------===//

// ptrtoint null -> 0
// CHECK-LABEL: vir.func @ptrtoint_null(
// CHECK-NOT: vir.ptrtoint
// CHECK: %[[C:.*]] = vir.constant 0 : i64
// CHECK-NOT: vir.ptrtoint
// CHECK: vir.return %[[C]] : i64
vir.func @ptrtoint_null() -> i64 {
  %n = vir.null : !vir.ptr
  %r = vir.ptrtoint %n : !vir.ptr to i64
  vir.return %r : i64
}

// -----

// ptrtoint(inttoptr x) -> x when x has the result type
// CHECK-LABEL: vir.func @ptrtoint_inttoptr(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NOT: vir.inttoptr
// CHECK-NOT: vir.ptrtoint
// CHECK: vir.return %[[X]] : i32
vir.func @ptrtoint_inttoptr(%x: i32) -> i32 {
  %p = vir.inttoptr %x : i32 to !vir.ptr
  %r = vir.ptrtoint %p : !vir.ptr to i32
  vir.return %r : i32
}

// -----

// ptrtoint(inttoptr x) to another width is not x: not folded.
// CHECK-LABEL: vir.func @no_ptrtoint_inttoptr_width(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK: %[[P:.*]] = vir.inttoptr %[[X]] : i32 to !vir.ptr
// CHECK: %[[R:.*]] = vir.ptrtoint %[[P]] : !vir.ptr to i64
// CHECK: vir.return %[[R]] : i64
vir.func @no_ptrtoint_inttoptr_width(%x: i32) -> i64 {
  %p = vir.inttoptr %x : i32 to !vir.ptr
  %r = vir.ptrtoint %p : !vir.ptr to i64
  vir.return %r : i64
}

// -----

// inttoptr 0 -> null
// CHECK-LABEL: vir.func @inttoptr_zero(
// CHECK-NOT: vir.inttoptr
// CHECK: %[[N:.*]] = vir.null : !vir.ptr
// CHECK-NOT: vir.inttoptr
// CHECK: vir.return %[[N]] : !vir.ptr
vir.func @inttoptr_zero() -> !vir.ptr {
  %c0 = vir.constant 0 : i64
  %r = vir.inttoptr %c0 : i64 to !vir.ptr
  vir.return %r : !vir.ptr
}

// -----

//===----------------------------------------------------------------------===//
// Float casts
//===----------------------------------------------------------------------===//

// fptosi of a constant rounds toward zero.
// CHECK-LABEL: vir.func @fptosi_const(
// CHECK-NOT: vir.fptosi
// CHECK: %[[C:.*]] = vir.constant -2 : i32
// CHECK-NOT: vir.fptosi
// CHECK: vir.return %[[C]] : i32
vir.func @fptosi_const() -> i32 {
  %a = vir.constant -2.75 : f64
  %r = vir.fptosi %a : f64 to i32
  vir.return %r : i32
}

// -----

// fptoui of a constant rounds toward zero.
// CHECK-LABEL: vir.func @fptoui_const(
// CHECK-NOT: vir.fptoui
// CHECK: %[[C:.*]] = vir.constant -56 : i8
// CHECK-NOT: vir.fptoui
// CHECK: vir.return %[[C]] : i8
vir.func @fptoui_const() -> i8 {
  %a = vir.constant 200.5 : f32
  %r = vir.fptoui %a : f32 to i8
  vir.return %r : i8
}

// -----

// fptosi of NaN is poison: not folded.
// CHECK-LABEL: vir.func @no_fptosi_nan(
// CHECK: %[[R:.*]] = vir.fptosi %{{.*}} : f64 to i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_fptosi_nan() -> i32 {
  %a = vir.constant 0x7FF8000000000000 : f64
  %r = vir.fptosi %a : f64 to i32
  vir.return %r : i32
}

// -----

// fptosi of a value beyond the result's range is poison: not folded.
// CHECK-LABEL: vir.func @no_fptosi_out_of_range(
// CHECK: %[[R:.*]] = vir.fptosi %{{.*}} : f64 to i8
// CHECK: vir.return %[[R]] : i8
vir.func @no_fptosi_out_of_range() -> i8 {
  %a = vir.constant 128.0 : f64
  %r = vir.fptosi %a : f64 to i8
  vir.return %r : i8
}

// -----

// fptosi of infinity is poison: not folded.
// CHECK-LABEL: vir.func @no_fptosi_inf(
// CHECK: %[[R:.*]] = vir.fptosi %{{.*}} : f32 to i64
// CHECK: vir.return %[[R]] : i64
vir.func @no_fptosi_inf() -> i64 {
  %a = vir.constant 0x7F800000 : f32
  %r = vir.fptosi %a : f32 to i64
  vir.return %r : i64
}

// -----

// fptoui of a negative value is poison: not folded.
// CHECK-LABEL: vir.func @no_fptoui_negative(
// CHECK: %[[R:.*]] = vir.fptoui %{{.*}} : f64 to i32
// CHECK: vir.return %[[R]] : i32
vir.func @no_fptoui_negative() -> i32 {
  %a = vir.constant -1.0 : f64
  %r = vir.fptoui %a : f64 to i32
  vir.return %r : i32
}

// -----

// A vector fptosi is not folded when any element is out of range.
// CHECK-LABEL: vir.func @no_fptosi_vector_out_of_range(
// CHECK: %[[R:.*]] = vir.fptosi %{{.*}} : vector<2xf32> to vector<2xi8>
// CHECK: vir.return %[[R]] : vector<2xi8>
vir.func @no_fptosi_vector_out_of_range() -> vector<2xi8> {
  %a = vir.constant dense<[1.0, 1000.0]> : vector<2xf32>
  %r = vir.fptosi %a : vector<2xf32> to vector<2xi8>
  vir.return %r : vector<2xi8>
}

// -----

// sitofp of a constant reads it as signed.
// CHECK-LABEL: vir.func @sitofp_const(
// CHECK-NOT: vir.sitofp
// CHECK: %[[C:.*]] = vir.constant -1.000000e+00 : f64
// CHECK-NOT: vir.sitofp
// CHECK: vir.return %[[C]] : f64
vir.func @sitofp_const() -> f64 {
  %a = vir.constant -1 : i8
  %r = vir.sitofp %a : i8 to f64
  vir.return %r : f64
}

// -----

// uitofp of a constant reads it as unsigned.
// CHECK-LABEL: vir.func @uitofp_const(
// CHECK-NOT: vir.uitofp
// CHECK: %[[C:.*]] = vir.constant 2.550000e+02 : f32
// CHECK-NOT: vir.uitofp
// CHECK: vir.return %[[C]] : f32
vir.func @uitofp_const() -> f32 {
  %a = vir.constant -1 : i8
  %r = vir.uitofp %a : i8 to f32
  vir.return %r : f32
}

// -----

// sitofp rounds to nearest-even: 2^24 + 1 is not representable in f32.
// CHECK-LABEL: vir.func @sitofp_round(
// CHECK-NOT: vir.sitofp
// CHECK: %[[C:.*]] = vir.constant 0x4B800000 : f32
// CHECK-NOT: vir.sitofp
// CHECK: vir.return %[[C]] : f32
vir.func @sitofp_round() -> f32 {
  %a = vir.constant 16777217 : i32
  %r = vir.sitofp %a : i32 to f32
  vir.return %r : f32
}

// -----

// fpext of a constant is exact: the f32 nearest to 0.1, widened.
// CHECK-LABEL: vir.func @fpext_const(
// CHECK-NOT: vir.fpext
// CHECK: %[[C:.*]] = vir.constant 0.10000000149011612 : f64
// CHECK-NOT: vir.fpext
// CHECK: vir.return %[[C]] : f64
vir.func @fpext_const() -> f64 {
  %a = vir.constant 0.1 : f32
  %r = vir.fpext %a : f32 to f64
  vir.return %r : f64
}

// -----

// fptrunc of a constant rounds to nearest-even.
// CHECK-LABEL: vir.func @fptrunc_const(
// CHECK-NOT: vir.fptrunc
// CHECK: %[[C:.*]] = vir.constant 1.000000e-01 : f32
// CHECK-NOT: vir.fptrunc
// CHECK: vir.return %[[C]] : f32
vir.func @fptrunc_const() -> f32 {
  %a = vir.constant 0.1 : f64
  %r = vir.fptrunc %a : f64 to f32
  vir.return %r : f32
}

// -----

// bitcast(bitcast x) -> x when x has the result type
// CHECK-LABEL: vir.func @bitcast_bitcast(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK-NOT: vir.bitcast
// CHECK: vir.return %[[X]] : f64
vir.func @bitcast_bitcast(%x: f64) -> f64 {
  %0 = vir.bitcast %x : f64 to i64
  %1 = vir.bitcast %0 : i64 to f64
  vir.return %1 : f64
}

// -----

// bitcast of an integer constant to a float reinterprets its bits.
// CHECK-LABEL: vir.func @bitcast_const_int_to_float(
// CHECK-NOT: vir.bitcast
// CHECK: %[[C:.*]] = vir.constant 1.000000e+00 : f64
// CHECK-NOT: vir.bitcast
// CHECK: vir.return %[[C]] : f64
vir.func @bitcast_const_int_to_float() -> f64 {
  %a = vir.constant 4607182418800017408 : i64
  %r = vir.bitcast %a : i64 to f64
  vir.return %r : f64
}

// -----

// bitcast of a float constant to an integer reinterprets its bits.
// CHECK-LABEL: vir.func @bitcast_const_float_to_int(
// CHECK-NOT: vir.bitcast
// CHECK: %[[C:.*]] = vir.constant -2147483648 : i32
// CHECK-NOT: vir.bitcast
// CHECK: vir.return %[[C]] : i32
vir.func @bitcast_const_float_to_int() -> i32 {
  %a = vir.constant -0.0 : f32
  %r = vir.bitcast %a : f32 to i32
  vir.return %r : i32
}

// -----

// bitcast of a vector constant changing the element count: not folded.
// CHECK-LABEL: vir.func @no_bitcast_const_reshape(
// CHECK: %[[R:.*]] = vir.bitcast %{{.*}} : vector<2xi32> to i64
// CHECK: vir.return %[[R]] : i64
vir.func @no_bitcast_const_reshape() -> i64 {
  %a = vir.constant dense<[1, 2]> : vector<2xi32>
  %r = vir.bitcast %a : vector<2xi32> to i64
  vir.return %r : i64
}

// -----

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

// Constant fadd.
// CHECK-LABEL: vir.func @fadd_const(
// CHECK-NOT: vir.fadd
// CHECK: %[[C:.*]] = vir.constant 4.000000e+00 : f64
// CHECK-NOT: vir.fadd
// CHECK: vir.return %[[C]] : f64
vir.func @fadd_const() -> f64 {
  %a = vir.constant 1.5 : f64
  %b = vir.constant 2.5 : f64
  %r = vir.fadd %a, %b : f64
  vir.return %r : f64
}

// -----

// Constant fadd rounds to nearest-even at f32.
// CHECK-LABEL: vir.func @fadd_const_round(
// CHECK-NOT: vir.fadd
// CHECK: %[[C:.*]] = vir.constant 1.000000e+00 : f32
// CHECK-NOT: vir.fadd
// CHECK: vir.return %[[C]] : f32
vir.func @fadd_const_round() -> f32 {
  %a = vir.constant 1.0 : f32
  %b = vir.constant 1.0e-10 : f32
  %r = vir.fadd %a, %b : f32
  vir.return %r : f32
}

// -----

// Element-wise constant fadd of vectors.
// CHECK-LABEL: vir.func @fadd_const_vector(
// CHECK-NOT: vir.fadd
// CHECK: %[[C:.*]] = vir.constant dense<[1.500000e+00, 3.000000e+00]> : vector<2xf64>
// CHECK-NOT: vir.fadd
// CHECK: vir.return %[[C]] : vector<2xf64>
vir.func @fadd_const_vector() -> vector<2xf64> {
  %a = vir.constant dense<[1.0, 2.0]> : vector<2xf64>
  %b = vir.constant dense<[0.5, 1.0]> : vector<2xf64>
  %r = vir.fadd %a, %b : vector<2xf64>
  vir.return %r : vector<2xf64>
}

// -----

// Constant fsub.
// CHECK-LABEL: vir.func @fsub_const(
// CHECK-NOT: vir.fsub
// CHECK: %[[C:.*]] = vir.constant -1.000000e+00 : f64
// CHECK-NOT: vir.fsub
// CHECK: vir.return %[[C]] : f64
vir.func @fsub_const() -> f64 {
  %a = vir.constant 1.5 : f64
  %b = vir.constant 2.5 : f64
  %r = vir.fsub %a, %b : f64
  vir.return %r : f64
}

// -----

// Constant fmul.
// CHECK-LABEL: vir.func @fmul_const(
// CHECK-NOT: vir.fmul
// CHECK: %[[C:.*]] = vir.constant 3.750000e+00 : f64
// CHECK-NOT: vir.fmul
// CHECK: vir.return %[[C]] : f64
vir.func @fmul_const() -> f64 {
  %a = vir.constant 1.5 : f64
  %b = vir.constant 2.5 : f64
  %r = vir.fmul %a, %b fastmath<fast> : f64
  vir.return %r : f64
}

// -----

vir.func private @keep(...)

// Constant fdiv; division by zero gives infinity in IEEE arithmetic.
// CHECK-LABEL: vir.func @fdiv_const(
// CHECK-NOT: vir.fdiv
// CHECK-DAG: %[[Q:.*]] = vir.constant 6.000000e-01 : f64
// CHECK-DAG: %[[INF:.*]] = vir.constant 0x7FF0000000000000 : f64
// CHECK-NOT: vir.fdiv
// CHECK: vir.call @keep(%[[Q]], %[[INF]]) vararg(() -> ()) : (f64, f64) -> ()
vir.func @fdiv_const() {
  %a = vir.constant 1.5 : f64
  %b = vir.constant 2.5 : f64
  %z = vir.constant 0.0 : f64
  %0 = vir.fdiv %a, %b : f64
  %1 = vir.fdiv %a, %z : f64
  vir.call @keep(%0, %1) vararg(() -> ()) : (f64, f64) -> ()
  vir.return
}

// -----

// Constant frem is C fmod, with the dividend's sign.
// CHECK-LABEL: vir.func @frem_const(
// CHECK-NOT: vir.frem
// CHECK: %[[C:.*]] = vir.constant -1.500000e+00 : f64
// CHECK-NOT: vir.frem
// CHECK: vir.return %[[C]] : f64
vir.func @frem_const() -> f64 {
  %a = vir.constant -5.5 : f64
  %b = vir.constant 2.0 : f64
  %r = vir.frem %a, %b : f64
  vir.return %r : f64
}

// -----

// fneg(fneg x) -> x
// CHECK-LABEL: vir.func @fneg_fneg(
// CHECK-SAME: %[[X:[^:]+]]: f32)
// CHECK-NOT: vir.fneg
// CHECK: vir.return %[[X]] : f32
vir.func @fneg_fneg(%x: f32) -> f32 {
  %0 = vir.fneg %x : f32
  %1 = vir.fneg %0 : f32
  vir.return %1 : f32
}

// -----

vir.func private @keep(...)

// fneg of a constant flips its sign bit, also of zero.
// CHECK-LABEL: vir.func @fneg_const(
// CHECK-NOT: vir.fneg
// CHECK-DAG: %[[A:.*]] = vir.constant -2.500000e+00 : f64
// CHECK-DAG: %[[Z:.*]] = vir.constant -0.000000e+00 : f64
// CHECK-NOT: vir.fneg
// CHECK: vir.call @keep(%[[A]], %[[Z]]) vararg(() -> ()) : (f64, f64) -> ()
vir.func @fneg_const() {
  %a = vir.constant 2.5 : f64
  %z = vir.constant 0.0 : f64
  %0 = vir.fneg %a : f64
  %1 = vir.fneg %z : f64
  vir.call @keep(%0, %1) vararg(() -> ()) : (f64, f64) -> ()
  vir.return
}

// -----

vir.func private @keep(...)

// x + 0.0 is not x for x = -0.0: no float identity, even with fast-math flags.
// CHECK-LABEL: vir.func @no_fadd_zero(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK: %[[R0:.*]] = vir.fadd %[[X]], %{{.*}} : f64
// CHECK: %[[R1:.*]] = vir.fadd %[[X]], %{{.*}} fastmath<fast> : f64
// CHECK: vir.call @keep(%[[R0]], %[[R1]]) vararg(() -> ()) : (f64, f64) -> ()
vir.func @no_fadd_zero(%x: f64) {
  %z = vir.constant 0.0 : f64
  %0 = vir.fadd %x, %z : f64
  %1 = vir.fadd %x, %z fastmath<fast> : f64
  vir.call @keep(%0, %1) vararg(() -> ()) : (f64, f64) -> ()
  vir.return
}

// -----

// x - x is NaN for infinite x: not folded.
// CHECK-LABEL: vir.func @no_fsub_self(
// CHECK-SAME: %[[X:[^:]+]]: f64)
// CHECK: %[[R:.*]] = vir.fsub %[[X]], %[[X]] : f64
// CHECK: vir.return %[[R]] : f64
vir.func @no_fsub_self(%x: f64) -> f64 {
  %r = vir.fsub %x, %x : f64
  vir.return %r : f64
}

// -----

vir.func private @keep(...)

// x * 1.0 and x * 0.0 are not folded (signalling NaN, signed zeros).
// CHECK-LABEL: vir.func @no_fmul_identities(
// CHECK-SAME: %[[X:[^:]+]]: f32)
// CHECK: %[[R0:.*]] = vir.fmul %[[X]], %{{.*}} : f32
// CHECK: %[[R1:.*]] = vir.fmul %[[X]], %{{.*}} : f32
// CHECK: vir.call @keep(%[[R0]], %[[R1]]) vararg(() -> ()) : (f32, f32) -> ()
vir.func @no_fmul_identities(%x: f32) {
  %one = vir.constant 1.0 : f32
  %zero = vir.constant 0.0 : f32
  %0 = vir.fmul %x, %one : f32
  %1 = vir.fmul %x, %zero : f32
  vir.call @keep(%0, %1) vararg(() -> ()) : (f32, f32) -> ()
  vir.return
}

// -----

//===----------------------------------------------------------------------===//
// gep
//===----------------------------------------------------------------------===//

// gep p[0] -> p
// CHECK-LABEL: vir.func @gep_zero(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NOT: vir.gep
// CHECK: vir.return %[[P]] : !vir.ptr
vir.func @gep_zero(%p: !vir.ptr) -> !vir.ptr {
  %r = vir.gep inbounds %p[0] : i32
  vir.return %r : !vir.ptr
}

// -----

// gep p[0, 0, 0] -> p through nested aggregates
// CHECK-LABEL: vir.func @gep_zero_nested(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NOT: vir.gep
// CHECK: vir.return %[[P]] : !vir.ptr
vir.func @gep_zero_nested(%p: !vir.ptr) -> !vir.ptr {
  %r = vir.gep %p[0, 0, 0] : !vir.struct<!vir.array<4 x i32>, f64>
  vir.return %r : !vir.ptr
}

// -----

// gep p[%zero] -> p when the dynamic index is the constant 0
// CHECK-LABEL: vir.func @gep_dynamic_zero(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK-NOT: vir.gep
// CHECK: vir.return %[[P]] : !vir.ptr
vir.func @gep_dynamic_zero(%p: !vir.ptr) -> !vir.ptr {
  %c0 = vir.constant 0 : i64
  %r = vir.gep %p[%c0, 0] : !vir.array<4 x i32>
  vir.return %r : !vir.ptr
}

// -----

// A gep with a non-zero index moves the address: not folded.
// CHECK-LABEL: vir.func @no_gep_nonzero(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr)
// CHECK: %[[R:.*]] = vir.gep %[[P]][0, 1] : !vir.struct<i32, f64>
// CHECK: vir.return %[[R]] : !vir.ptr
vir.func @no_gep_nonzero(%p: !vir.ptr) -> !vir.ptr {
  %r = vir.gep %p[0, 1] : !vir.struct<i32, f64>
  vir.return %r : !vir.ptr
}

// -----

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

// splat of a constant -> dense splat constant
// CHECK-LABEL: vir.func @splat_const(
// CHECK-NOT: vir.splat
// CHECK: %[[C:.*]] = vir.constant dense<7> : vector<4xi32>
// CHECK-NOT: vir.splat
// CHECK: vir.return %[[C]] : vector<4xi32>
vir.func @splat_const() -> vector<4xi32> {
  %a = vir.constant 7 : i32
  %r = vir.splat %a : vector<4xi32>
  vir.return %r : vector<4xi32>
}

// -----

// extract(splat x)[i] -> x for a constant in-range index
// CHECK-LABEL: vir.func @extract_splat(
// CHECK-SAME: %[[X:[^:]+]]: f32)
// CHECK-NOT: vir.extract
// CHECK: vir.return %[[X]] : f32
vir.func @extract_splat(%x: f32) -> f32 {
  %v = vir.splat %x : vector<4xf32>
  %i = vir.constant 3 : i64
  %r = vir.extract %v[%i : i64] : vector<4xf32>
  vir.return %r : f32
}

// -----

// extract(c)[i] -> c[i]
// CHECK-LABEL: vir.func @extract_const(
// CHECK-NOT: vir.extract
// CHECK: %[[C:.*]] = vir.constant 30 : i32
// CHECK-NOT: vir.extract
// CHECK: vir.return %[[C]] : i32
vir.func @extract_const() -> i32 {
  %v = vir.constant dense<[10, 20, 30, 40]> : vector<4xi32>
  %i = vir.constant 2 : i32
  %r = vir.extract %v[%i : i32] : vector<4xi32>
  vir.return %r : i32
}

// -----

// An index at or beyond the length is poison: not folded.
// CHECK-LABEL: vir.func @no_extract_out_of_range(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK: %[[V:.*]] = vir.splat %[[X]] : vector<4xi32>
// CHECK: %[[R:.*]] = vir.extract %[[V]][%{{.*}} : i64] : vector<4xi32>
// CHECK: vir.return %[[R]] : i32
vir.func @no_extract_out_of_range(%x: i32) -> i32 {
  %v = vir.splat %x : vector<4xi32>
  %i = vir.constant 4 : i64
  %r = vir.extract %v[%i : i64] : vector<4xi32>
  vir.return %r : i32
}
