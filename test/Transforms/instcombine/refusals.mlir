// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// What instcombine must not rewrite: multiplications and divisions that are
// not by a power of two, signed division and remainder (a shift rounds
// differently for negative values), and rewrites that would invent flags.
// Each case checks the original operation, or the flag-less result, is
// there.

// mul by 6 is not a shift.
// CHECK-LABEL: vir.func @no_shl_for_mul_by_six(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 6 : i32
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_shl_for_mul_by_six(%x: i32) -> i32 {
  %c = vir.constant 6 : i32
  %r = vir.mul %x, %c : i32
  vir.return %r : i32
}

// mul by -2 is not a power of two (0xFFFFFFFE).
// CHECK-LABEL: vir.func @no_shl_for_mul_by_minus_two(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant -2 : i32
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_shl_for_mul_by_minus_two(%x: i32) -> i32 {
  %c = vir.constant -2 : i32
  %r = vir.mul %x, %c : i32
  vir.return %r : i32
}

// mul by 1 and udiv by 1 are x (the folders), not a shift by 0.
// CHECK-LABEL: vir.func @mul_and_udiv_by_one(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: vir.call @use2(%[[X]], %[[X]])
// CHECK-NEXT: vir.return
vir.func private @use2(i32, i32)
vir.func @mul_and_udiv_by_one(%x: i32) {
  %one = vir.constant 1 : i32
  %m = vir.mul %x, %one nsw : i32
  %d = vir.udiv %x, %one exact : i32
  vir.call @use2(%m, %d) : (i32, i32) -> ()
  vir.return
}

// sdiv by 4 is not ashr by 2: -7 / 4 is -1, -7 >> 2 is -2.
// CHECK-LABEL: vir.func @no_shift_for_sdiv(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 4 : i32
// CHECK-NEXT: %[[R:.*]] = vir.sdiv %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_shift_for_sdiv(%x: i32) -> i32 {
  %c = vir.constant 4 : i32
  %r = vir.sdiv %x, %c : i32
  vir.return %r : i32
}

// Not even with exact (which would allow ashr exact): no pattern for it.
// CHECK-LABEL: vir.func @no_shift_for_sdiv_exact(
// CHECK: %[[R:.*]] = vir.sdiv %{{.*}}, %{{.*}} exact : i64
// CHECK-NOT: vir.ashr
vir.func @no_shift_for_sdiv_exact(%x: i64) -> i64 {
  %c = vir.constant 8 : i64
  %r = vir.sdiv %x, %c exact : i64
  vir.return %r : i64
}

// srem by 8 is not and 7: -7 % 8 is -7, -7 & 7 is 1.
// CHECK-LABEL: vir.func @no_mask_for_srem(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 8 : i32
// CHECK-NEXT: %[[R:.*]] = vir.srem %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_mask_for_srem(%x: i32) -> i32 {
  %c = vir.constant 8 : i32
  %r = vir.srem %x, %c : i32
  vir.return %r : i32
}

// udiv and urem by 10 stay.
// CHECK-LABEL: vir.func @no_shift_for_udiv_by_ten(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 10 : i32
// CHECK-NEXT: %[[D:.*]] = vir.udiv %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[R:.*]] = vir.urem %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.call @use2(%[[D]], %[[R]])
vir.func @no_shift_for_udiv_by_ten(%x: i32) {
  %c = vir.constant 10 : i32
  %d = vir.udiv %x, %c : i32
  %r = vir.urem %x, %c : i32
  vir.call @use2(%d, %r) : (i32, i32) -> ()
  vir.return
}

// Division by a value that is not a constant stays.
// CHECK-LABEL: vir.func @no_shift_for_udiv_by_variable(
// CHECK: vir.udiv
vir.func @no_shift_for_udiv_by_variable(%x: i32, %y: i32) -> i32 {
  %r = vir.udiv %x, %y : i32
  vir.return %r : i32
}

// Flags are never invented: a flag-less mul, udiv and sub give flag-less
// shl, lshr and add.
// CHECK-LABEL: vir.func @no_invented_flags(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-DAG: %[[K2:.*]] = vir.constant 2 : i32
// CHECK-DAG: %[[M3:.*]] = vir.constant -3 : i32
// CHECK-DAG: %[[S:.*]] = vir.shl %[[X]], %[[K2]] : i32
// CHECK-DAG: %[[D:.*]] = vir.lshr %[[X]], %[[K2]] : i32
// CHECK-DAG: %[[A:.*]] = vir.add %[[X]], %[[M3]] : i32
// CHECK-NEXT: vir.call @use3(%[[S]], %[[D]], %[[A]])
vir.func private @use3(i32, i32, i32)
vir.func @no_invented_flags(%x: i32) {
  %c4 = vir.constant 4 : i32
  %c3 = vir.constant 3 : i32
  %m = vir.mul %x, %c4 : i32
  %d = vir.udiv %x, %c4 : i32
  %s = vir.sub %x, %c3 : i32
  vir.call @use3(%m, %d, %s) : (i32, i32, i32) -> ()
  vir.return
}

// nsw on the multiplication is dropped on the shift (the pattern does not
// carry flags to shl). sub nsw by a constant becomes add nsw, and an nsw
// add chain keeps it (-5 + 7 fits)...
// CHECK-LABEL: vir.func @no_nsw_carried(
// CHECK: vir.shl %arg0, %{{.*}} : i8
// CHECK-NEXT: vir.add %{{.*}}, %{{.*}} nsw : i8
// CHECK-NEXT: vir.return
vir.func @no_nsw_carried(%x: i8) -> i8 {
  %c64 = vir.constant 64 : i8
  %c5 = vir.constant 5 : i8
  %c7 = vir.constant 7 : i8
  %m = vir.mul %x, %c64 nsw : i8
  %s = vir.sub %m, %c5 nsw : i8
  %a = vir.add %s, %c7 nsw : i8
  vir.return %a : i8
}

// ... but not when the constants' sum wraps (100 + 100 at i8), nor when
// one add lacks it.
// CHECK-LABEL: vir.func @no_nsw_for_wrapping_sum(
// CHECK: vir.add %arg0, %{{.*}} : i8
// CHECK: vir.add %arg1, %{{.*}} : i8
// CHECK-NOT: nsw
// CHECK: vir.return
vir.func @no_nsw_for_wrapping_sum(%x: i8, %y: i8) -> i8 {
  %c100 = vir.constant 100 : i8
  %c1 = vir.constant 1 : i8
  %a = vir.add %x, %c100 nsw : i8
  %b = vir.add %a, %c100 nsw : i8
  %c = vir.add %y, %c1 : i8
  %d = vir.add %c, %c1 nsw : i8
  %r = vir.xor %b, %d : i8
  vir.return %r : i8
}

// Integer patterns apply to scalars: a vector mul by a splat 4 stays.
// CHECK-LABEL: vir.func @no_shl_for_vector_mul(
// CHECK-SAME: %[[V:[^:]+]]: vector<4xi32>)
// CHECK-NEXT: %[[C:.*]] = vir.constant dense<4> : vector<4xi32>
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[V]], %[[C]] : vector<4xi32>
// CHECK-NEXT: vir.return %[[R]] : vector<4xi32>
vir.func @no_shl_for_vector_mul(%v: vector<4xi32>) -> vector<4xi32> {
  %c = vir.constant dense<4> : vector<4xi32>
  %r = vir.mul %v, %c : vector<4xi32>
  vir.return %r : vector<4xi32>
}

// sext of anything but a zext stays; zext(sext) is not sext. (The
// truncated sum is computed at i8: 300 is 44 there.)
// CHECK-LABEL: vir.func @no_cast_chain_rewrite(
// CHECK-SAME: %[[X:[^:]+]]: i8, %[[Y:[^:]+]]: i8)
// CHECK: %[[C:.*]] = vir.constant 44 : i8
// CHECK-NEXT: %[[T:.*]] = vir.add %[[X]], %[[C]] : i8
// CHECK-NEXT: %[[S:.*]] = vir.sext %[[T]] : i8 to i32
// CHECK-NEXT: %[[SY:.*]] = vir.sext %[[Y]] : i8 to i16
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[SY]] : i16 to i32
// CHECK-NEXT: vir.call @use2(%[[S]], %[[Z]])
vir.func @no_cast_chain_rewrite(%x: i8, %y: i8) {
  %w = vir.constant 300 : i32
  %wx = vir.zext %x : i8 to i32
  %sum = vir.add %wx, %w : i32
  %t = vir.trunc %sum : i32 to i8
  %s = vir.sext %t : i8 to i32
  %sy = vir.sext %y : i8 to i16
  %z = vir.zext %sy : i16 to i32
  vir.call @use2(%s, %z) : (i32, i32) -> ()
  vir.return
}

// A compare of two non-constant values without traits stays as it is, and
// so does a strict compare against a constant.
// CHECK-LABEL: vir.func @no_compare_rewrite(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 5 : i32
// CHECK-NEXT: %[[A:.*]] = vir.icmp sle %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.icmp slt %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[R:.*]] = vir.and %[[A]], %[[B]] : i1
vir.func @no_compare_rewrite(%x: i32, %y: i32) -> i1 {
  %c = vir.constant 5 : i32
  %a = vir.icmp sle %x, %y : i32
  %b = vir.icmp slt %x, %c : i32
  %r = vir.and %a, %b : i1
  vir.return %r : i1
}

// xor with a constant other than true is not a negation.
// CHECK-LABEL: vir.func @no_not_for_xor_i8(
// CHECK: vir.xor
vir.func @no_not_for_xor_i8(%x: i8, %y: i8) -> i8 {
  %c = vir.constant 1 : i8
  %r = vir.xor %x, %c : i8
  vir.return %r : i8
}
