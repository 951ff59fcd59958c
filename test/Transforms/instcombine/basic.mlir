// RUN: vct-mlir-opt --instcombine --split-input-file %s | FileCheck %s
// Running the pass again changes nothing:
// RUN: vct-mlir-opt --instcombine --split-input-file %s | vct-mlir-opt --instcombine | FileCheck %s

// The rewrite patterns of instcombine, one per case: compare
// canonicalization, shifts for powers of two, constant arithmetic chains,
// cast chains and select simplification, with the flags each keeps.

//===----------------------------------------------------------------------===//
// Compares
//===----------------------------------------------------------------------===//

// A constant on the left of a compare moves to the right, swapping the
// predicate.
// CHECK-LABEL: vir.func @icmp_constant_to_right(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp ugt %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_constant_to_right(%x: i32) -> i1 {
  %c = vir.constant 7 : i32
  %r = vir.icmp ult %c, %x : i32
  vir.return %r : i1
}

// eq is symmetric: only the operands move.
// CHECK-LABEL: vir.func @icmp_eq_constant_to_right(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: %[[C:.*]] = vir.constant -1 : i64
// CHECK-NEXT: %[[R:.*]] = vir.icmp eq %[[X]], %[[C]] : i64
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_eq_constant_to_right(%x: i64) -> i1 {
  %c = vir.constant -1 : i64
  %r = vir.icmp eq %c, %x : i64
  vir.return %r : i1
}

// sge x, C becomes sgt x, C-1.
// CHECK-LABEL: vir.func @icmp_sge_to_sgt(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 6 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_sge_to_sgt(%x: i32) -> i1 {
  %c = vir.constant 7 : i32
  %r = vir.icmp sge %x, %c : i32
  vir.return %r : i1
}

// sle x, C becomes slt x, C+1, also for negative C.
// CHECK-LABEL: vir.func @icmp_sle_to_slt(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant -4 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_sle_to_slt(%x: i32) -> i1 {
  %c = vir.constant -5 : i32
  %r = vir.icmp sle %x, %c : i32
  vir.return %r : i1
}

// uge x, C becomes ugt x, C-1: at i8, 200 is 0xC8 and 199 prints as -57.
// CHECK-LABEL: vir.func @icmp_uge_to_ugt(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[C:.*]] = vir.constant -57 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp ugt %[[X]], %[[C]] : i8
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_uge_to_ugt(%x: i8) -> i1 {
  %c = vir.constant 200 : i8
  %r = vir.icmp uge %x, %c : i8
  vir.return %r : i1
}

// ule x, C becomes ult x, C+1; at i64, C = INT64_MAX gives INT64_MIN,
// which is fine for an unsigned compare.
// CHECK-LABEL: vir.func @icmp_ule_to_ult(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: %[[C:.*]] = vir.constant -9223372036854775808 : i64
// CHECK-NEXT: %[[R:.*]] = vir.icmp ult %[[X]], %[[C]] : i64
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_ule_to_ult(%x: i64) -> i1 {
  %c = vir.constant 9223372036854775807 : i64
  %r = vir.icmp ule %x, %c : i64
  vir.return %r : i1
}

// Both rewrites: sle C, x is sge x, C, which is sgt x, C-1.
// CHECK-LABEL: vir.func @icmp_left_and_strict(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[C:.*]] = vir.constant 6 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %[[X]], %[[C]] : i8
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_left_and_strict(%x: i8) -> i1 {
  %c = vir.constant 7 : i8
  %r = vir.icmp sle %c, %x : i8
  vir.return %r : i1
}

// At i1 the signed values are -1 (true) and 0: sge x, false is
// sgt x, true (x >s -1, i.e. x is false).
// CHECK-LABEL: vir.func @icmp_sge_i1(
// CHECK-SAME: %[[X:[^:]+]]: i1)
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %[[X]], %[[T]] : i1
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @icmp_sge_i1(%x: i1) -> i1 {
  %f = vir.constant false
  %r = vir.icmp sge %x, %f : i1
  vir.return %r : i1
}

// Compares against the type's extremes are decided by the type alone:
// x >=s INT_MIN, x <=s INT_MAX, x >=u 0 and x <=u -1 always hold,
// x <s INT_MIN, x >u -1 and x <u 0 never do.
// CHECK-LABEL: vir.func @icmp_at_extremes(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-NOT: vir.icmp
// CHECK: vir.call @use_extremes(%[[T]], %[[T]], %[[T]], %[[T]], %[[F]], %[[F]], %[[F]])
vir.func private @use_extremes(i1, i1, i1, i1, i1, i1, i1)
vir.func @icmp_at_extremes(%x: i8) {
  %min = vir.constant -128 : i8
  %max = vir.constant 127 : i8
  %zero = vir.constant 0 : i8
  %ones = vir.constant -1 : i8
  %a = vir.icmp sge %x, %min : i8
  %b = vir.icmp sle %x, %max : i8
  %c = vir.icmp uge %x, %zero : i8
  %d = vir.icmp ule %x, %ones : i8
  %e = vir.icmp slt %x, %min : i8
  %f = vir.icmp ugt %x, %ones : i8
  %g = vir.icmp ult %x, %zero : i8
  vir.call @use_extremes(%a, %b, %c, %d, %e, %f, %g) : (i1, i1, i1, i1, i1, i1, i1) -> ()
  vir.return
}

// One step inside the extremes nothing is decided: sgt x, INT_MIN stays.
// CHECK-LABEL: vir.func @no_fold_near_extremes(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[MIN:.*]] = vir.constant -2147483648 : i32
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %[[X]], %[[MIN]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @no_fold_near_extremes(%x: i32) -> i1 {
  %min = vir.constant -2147483648 : i32
  %r = vir.icmp sgt %x, %min : i32
  vir.return %r : i1
}

// xor (icmp p a, b), true is icmp !p a, b.
// CHECK-LABEL: vir.func @not_of_icmp(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[R:.*]] = vir.icmp sge %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @not_of_icmp(%x: i32, %y: i32) -> i1 {
  %t = vir.constant true
  %c = vir.icmp slt %x, %y : i32
  %r = vir.xor %c, %t : i1
  vir.return %r : i1
}

// The constant of the xor may be on the left (commutative ops put it right).
// CHECK-LABEL: vir.func @not_of_icmp_constant_left(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[R:.*]] = vir.icmp ule %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @not_of_icmp_constant_left(%x: i32, %y: i32) -> i1 {
  %t = vir.constant true
  %c = vir.icmp ugt %x, %y : i32
  %r = vir.xor %t, %c : i1
  vir.return %r : i1
}

// An icmp with another use stays, and so does its negation.
// CHECK-LABEL: vir.func @no_not_of_shared_icmp(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[C:.*]] = vir.icmp eq %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[N:.*]] = vir.xor %[[C]], %[[T]] : i1
// CHECK-NEXT: %[[R:.*]] = vir.and %[[C]], %[[N]] : i1
vir.func @no_not_of_shared_icmp(%x: i32, %y: i32) -> i1 {
  %t = vir.constant true
  %c = vir.icmp eq %x, %y : i32
  %n = vir.xor %c, %t : i1
  %r = vir.and %c, %n : i1
  vir.return %r : i1
}

//===----------------------------------------------------------------------===//
// Multiplication and unsigned division by powers of two
//===----------------------------------------------------------------------===//

// mul x, 8 is shl x, 3.
// CHECK-LABEL: vir.func @mul_to_shl(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[K:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @mul_to_shl(%x: i32) -> i32 {
  %c = vir.constant 8 : i32
  %r = vir.mul %x, %c : i32
  vir.return %r : i32
}

// The constant on the left is moved right first.
// CHECK-LABEL: vir.func @mul_constant_left_to_shl(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: %[[K:.*]] = vir.constant 32 : i64
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] : i64
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @mul_constant_left_to_shl(%x: i64) -> i64 {
  %c = vir.constant 4294967296 : i64
  %r = vir.mul %c, %x : i64
  vir.return %r : i64
}

// nuw carries over (no set bit is shifted out either way).
// CHECK-LABEL: vir.func @mul_nuw_to_shl_nuw(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[K:.*]] = vir.constant 4 : i32
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] nuw : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @mul_nuw_to_shl_nuw(%x: i32) -> i32 {
  %c = vir.constant 16 : i32
  %r = vir.mul %x, %c nuw : i32
  vir.return %r : i32
}

// nsw carries over below the sign bit (2^k positive: x * 2^k and x << k
// overflow alike); mul nsw x, 2^(n-1) and shl nsw x, n-1 disagree, so it
// is dropped there (@mul_nsw_by_sign_bit).
// CHECK-LABEL: vir.func @mul_nsw_to_shl(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[K:.*]] = vir.constant 1 : i32
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] nsw : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @mul_nsw_to_shl(%x: i32) -> i32 {
  %c = vir.constant 2 : i32
  %r = vir.mul %x, %c nsw : i32
  vir.return %r : i32
}

// Both flags stay.
// CHECK-LABEL: vir.func @mul_nsw_nuw_to_shl_nuw(
// CHECK-SAME: %[[X:[^:]+]]: i16)
// CHECK-NEXT: %[[K:.*]] = vir.constant 2 : i16
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] nsw nuw : i16
// CHECK-NEXT: vir.return %[[R]] : i16
vir.func @mul_nsw_nuw_to_shl_nuw(%x: i16) -> i16 {
  %c = vir.constant 4 : i16
  %r = vir.mul %x, %c nsw nuw : i16
  vir.return %r : i16
}

// At the sign bit, nsw goes.
// CHECK-LABEL: vir.func @mul_nsw_by_sign_bit(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[K:.*]] = vir.constant 7 : i8
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] : i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @mul_nsw_by_sign_bit(%x: i8) -> i8 {
  %c = vir.constant -128 : i8
  %r = vir.mul %x, %c nsw : i8
  vir.return %r : i8
}

// The sign bit is a power of two too: at i8, -128 is 1 << 7.
// CHECK-LABEL: vir.func @mul_by_int_min_to_shl(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[K:.*]] = vir.constant 7 : i8
// CHECK-NEXT: %[[R:.*]] = vir.shl %[[X]], %[[K]] : i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @mul_by_int_min_to_shl(%x: i8) -> i8 {
  %c = vir.constant -128 : i8
  %r = vir.mul %x, %c : i8
  vir.return %r : i8
}

// udiv x, 16 is lshr x, 4.
// CHECK-LABEL: vir.func @udiv_to_lshr(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[K:.*]] = vir.constant 4 : i32
// CHECK-NEXT: %[[R:.*]] = vir.lshr %[[X]], %[[K]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @udiv_to_lshr(%x: i32) -> i32 {
  %c = vir.constant 16 : i32
  %r = vir.udiv %x, %c : i32
  vir.return %r : i32
}

// exact carries over: no remainder means no set bit shifted out.
// CHECK-LABEL: vir.func @udiv_exact_to_lshr_exact(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: %[[K:.*]] = vir.constant 63 : i64
// CHECK-NEXT: %[[R:.*]] = vir.lshr %[[X]], %[[K]] exact : i64
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @udiv_exact_to_lshr_exact(%x: i64) -> i64 {
  %c = vir.constant -9223372036854775808 : i64
  %r = vir.udiv %x, %c exact : i64
  vir.return %r : i64
}

// urem x, 8 is and x, 7.
// CHECK-LABEL: vir.func @urem_to_and(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[M:.*]] = vir.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = vir.and %[[X]], %[[M]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @urem_to_and(%x: i32) -> i32 {
  %c = vir.constant 8 : i32
  %r = vir.urem %x, %c : i32
  vir.return %r : i32
}

// At i8, urem x, 128 keeps the low seven bits.
// CHECK-LABEL: vir.func @urem_by_sign_bit_to_and(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[M:.*]] = vir.constant 127 : i8
// CHECK-NEXT: %[[R:.*]] = vir.and %[[X]], %[[M]] : i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @urem_by_sign_bit_to_and(%x: i8) -> i8 {
  %c = vir.constant -128 : i8
  %r = vir.urem %x, %c : i8
  vir.return %r : i8
}

//===----------------------------------------------------------------------===//
// Constant arithmetic chains
//===----------------------------------------------------------------------===//

// sub x, C is add x, -C; nsw stays (C is not INT_MIN), nuw does not.
// CHECK-LABEL: vir.func @sub_constant_to_add(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant -5 : i32
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[C]] nsw : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @sub_constant_to_add(%x: i32) -> i32 {
  %c = vir.constant 5 : i32
  %r = vir.sub %x, %c nsw nuw : i32
  vir.return %r : i32
}

// -INT_MIN is INT_MIN: sub x, INT_MIN is add x, INT_MIN, without nsw
// (x - INT_MIN fits for a negative x, x + INT_MIN does not).
// CHECK-LABEL: vir.func @sub_int_min_to_add(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant -2147483648 : i32
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[C]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @sub_int_min_to_add(%x: i32) -> i32 {
  %c = vir.constant -2147483648 : i32
  %r = vir.sub %x, %c nsw : i32
  vir.return %r : i32
}

// add (add x, 3), 4 is add x, 7; nsw stays, both adds having it and 3 + 4
// not overflowing (x + 3 + 4 fits, computed either way).
// CHECK-LABEL: vir.func @add_constants(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[C:.*]] = vir.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[C]] nsw : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @add_constants(%x: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %a = vir.add %x, %c3 nsw : i32
  %r = vir.add %a, %c4 nsw : i32
  vir.return %r : i32
}

// A chain of subs and adds collapses to one add; the sum wraps at i8
// (100 + 100 = -56).
// CHECK-LABEL: vir.func @add_sub_chain_wraps(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[C:.*]] = vir.constant -57 : i8
// CHECK-NEXT: %[[R:.*]] = vir.add %[[X]], %[[C]] : i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @add_sub_chain_wraps(%x: i8) -> i8 {
  %c100 = vir.constant 100 : i8
  %c1 = vir.constant 1 : i8
  %a = vir.add %x, %c100 : i8
  %b = vir.add %a, %c100 : i8
  %r = vir.sub %b, %c1 : i8
  vir.return %r : i8
}

// Constants that cancel leave x itself.
// CHECK-LABEL: vir.func @add_sub_cancel(
// CHECK-SAME: %[[X:[^:]+]]: i64)
// CHECK-NEXT: vir.return %[[X]] : i64
vir.func @add_sub_cancel(%x: i64) -> i64 {
  %c = vir.constant 42 : i64
  %a = vir.add %x, %c : i64
  %r = vir.sub %a, %c : i64
  vir.return %r : i64
}

//===----------------------------------------------------------------------===//
// Cast chains
//===----------------------------------------------------------------------===//

// sext(zext x) is zext x: the zero-extended value's sign bit is clear.
// CHECK-LABEL: vir.func @sext_of_zext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[R:.*]] = vir.zext %[[X]] : i8 to i64
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @sext_of_zext(%x: i8) -> i64 {
  %z = vir.zext %x : i8 to i16
  %r = vir.sext %z : i16 to i64
  vir.return %r : i64
}

// trunc(zext x) is a narrower zext when x is still narrower than the result.
// CHECK-LABEL: vir.func @trunc_of_zext(
// CHECK-SAME: %[[X:[^:]+]]: i1)
// CHECK-NEXT: %[[R:.*]] = vir.zext %[[X]] : i1 to i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @trunc_of_zext(%x: i1) -> i8 {
  %z = vir.zext %x : i1 to i32
  %r = vir.trunc %z : i32 to i8
  vir.return %r : i8
}

// trunc(sext x) likewise is a narrower sext.
// CHECK-LABEL: vir.func @trunc_of_sext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[R:.*]] = vir.sext %[[X]] : i8 to i16
// CHECK-NEXT: vir.return %[[R]] : i16
vir.func @trunc_of_sext(%x: i8) -> i16 {
  %s = vir.sext %x : i8 to i64
  %r = vir.trunc %s : i64 to i16
  vir.return %r : i16
}

// The folders finish the other cast chains: trunc(sext x) to x's own type
// is x, wider-than-result x is truncated directly, zext(zext) and
// sext(sext) are one extension.
// CHECK-LABEL: vir.func @cast_chains_by_folders(
// CHECK-SAME: %[[X:[^:]+]]: i16, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[T:.*]] = vir.trunc %[[Y]] : i32 to i8
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[X]] : i16 to i64
// CHECK-NEXT: %[[S:.*]] = vir.sext %[[X]] : i16 to i64
// CHECK-NEXT: vir.call @use_casts(%[[X]], %[[T]], %[[Z]], %[[S]]) : (i16, i8, i64, i64) -> ()
vir.func private @use_casts(i16, i8, i64, i64)
vir.func @cast_chains_by_folders(%x: i16, %y: i32) {
  %a = vir.sext %x : i16 to i32
  %same = vir.trunc %a : i32 to i16
  %b = vir.zext %y : i32 to i64
  %narrow = vir.trunc %b : i64 to i8
  %z1 = vir.zext %x : i16 to i32
  %zz = vir.zext %z1 : i32 to i64
  %s1 = vir.sext %x : i16 to i32
  %ss = vir.sext %s1 : i32 to i64
  vir.call @use_casts(%same, %narrow, %zz, %ss) : (i16, i8, i64, i64) -> ()
  vir.return
}

// zext(sext x) is not sext x (the sign is extended only part of the way).
// CHECK-LABEL: vir.func @no_zext_of_sext(
// CHECK-SAME: %[[X:[^:]+]]: i8)
// CHECK-NEXT: %[[S:.*]] = vir.sext %[[X]] : i8 to i16
// CHECK-NEXT: %[[R:.*]] = vir.zext %[[S]] : i16 to i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_zext_of_sext(%x: i8) -> i32 {
  %s = vir.sext %x : i8 to i16
  %r = vir.zext %s : i16 to i32
  vir.return %r : i32
}

//===----------------------------------------------------------------------===//
// Select
//===----------------------------------------------------------------------===//

// select c, false, true is the negation of c.
// CHECK-LABEL: vir.func @select_not(
// CHECK-SAME: %[[C:[^:]+]]: i1)
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[R:.*]] = vir.xor %[[C]], %[[T]] : i1
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @select_not(%c: i1) -> i1 {
  %f = vir.constant false
  %t = vir.constant true
  %r = vir.select %c, %f, %t : i1, i1
  vir.return %r : i1
}

// ... and of a compare, the inverted compare.
// CHECK-LABEL: vir.func @select_not_of_icmp(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK-NEXT: %[[R:.*]] = vir.icmp sgt %[[X]], %[[Y]] : i32
// CHECK-NEXT: vir.return %[[R]] : i1
vir.func @select_not_of_icmp(%x: i32, %y: i32) -> i1 {
  %f = vir.constant false
  %t = vir.constant true
  %c = vir.icmp sle %x, %y : i32
  %r = vir.select %c, %f, %t : i1, i1
  vir.return %r : i1
}

// select (xor c, true), a, b is select c, b, a.
// CHECK-LABEL: vir.func @select_of_not_swaps(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: %[[R:.*]] = vir.select %[[C]], %[[B]], %[[A]] : i1, i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @select_of_not_swaps(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = vir.constant true
  %n = vir.xor %c, %t : i1
  %r = vir.select %n, %a, %b : i1, i32
  vir.return %r : i32
}

// The folders: select c, true, false is c; a constant condition picks an
// arm; equal arms are the arm.
// CHECK-LABEL: vir.func @select_folds(
// CHECK-SAME: %[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT: vir.call @use_selects(%[[C]], %[[A]], %[[B]], %[[A]]) : (i1, i32, i32, i32) -> ()
vir.func private @use_selects(i1, i32, i32, i32)
vir.func @select_folds(%c: i1, %a: i32, %b: i32) {
  %f = vir.constant false
  %t = vir.constant true
  %same = vir.select %c, %t, %f : i1, i1
  %first = vir.select %t, %a, %b : i1, i32
  %second = vir.select %f, %a, %b : i1, i32
  %both = vir.select %c, %a, %a : i1, i32
  vir.call @use_selects(%same, %first, %second, %both) : (i1, i32, i32, i32) -> ()
  vir.return
}

// A select of other constants is not a negation.
// CHECK-LABEL: vir.func @no_select_not_of_i32(
// CHECK-SAME: %[[C:[^:]+]]: i1)
// CHECK: %[[R:.*]] = vir.select %[[C]], %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @no_select_not_of_i32(%c: i1) -> i32 {
  %z = vir.constant 0 : i32
  %o = vir.constant 1 : i32
  %r = vir.select %c, %z, %o : i1, i32
  vir.return %r : i32
}
