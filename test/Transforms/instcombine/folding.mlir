// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// instcombine runs the op folders: constants fold at the operation's width
// and signedness (i1, i8, i32, i64), with the INT_MIN and -1 edge cases, and
// nothing folds whose result would be poison or undefined behaviour. Each
// function passes its results to @use so none is dead.

vir.func private @use1(i1, i1, i1, i1)
vir.func private @use8(i8, i8, i8, i8)
vir.func private @use32(i32, i32, i32, i32)
vir.func private @use64(i64, i64, i64, i64)

// i1 wraps: true + true is false, true * true is true, true - false is
// true. Signed, true is -1 and also INT_MIN, so sdiv true, true is
// INT_MIN / -1, undefined, and stays.
// CHECK-LABEL: vir.func @fold_i1(
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK: %[[DIV:.*]] = vir.sdiv %[[T]], %[[T]] : i1
// CHECK-NEXT: vir.call @use1(%[[F]], %[[T]], %[[T]], %[[DIV]])
vir.func @fold_i1() {
  %t = vir.constant true
  %f = vir.constant false
  %add = vir.add %t, %t : i1
  %mul = vir.mul %t, %t : i1
  %sub = vir.sub %t, %f : i1
  %div = vir.sdiv %t, %t : i1
  vir.call @use1(%add, %mul, %sub, %div) : (i1, i1, i1, i1) -> ()
  vir.return
}

// i1 compares: true is -1 signed and 1 unsigned.
// CHECK-LABEL: vir.func @fold_i1_compares(
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK: vir.call @use1(%[[T]], %[[F]], %[[T]], %[[F]])
vir.func @fold_i1_compares() {
  %t = vir.constant true
  %f = vir.constant false
  %slt = vir.icmp slt %t, %f : i1
  %sgt = vir.icmp sgt %t, %f : i1
  %ugt = vir.icmp ugt %t, %f : i1
  %ult = vir.icmp ult %t, %f : i1
  vir.call @use1(%slt, %sgt, %ugt, %ult) : (i1, i1, i1, i1) -> ()
  vir.return
}

// i8 arithmetic wraps at 8 bits: 100 + 100 = -56, 16 * 16 = 0,
// -128 - 1 = 127, 127 + 1 = -128.
// CHECK-LABEL: vir.func @fold_i8_wrap(
// CHECK-DAG: %[[A:.*]] = vir.constant -56 : i8
// CHECK-DAG: %[[B:.*]] = vir.constant 0 : i8
// CHECK-DAG: %[[C:.*]] = vir.constant 127 : i8
// CHECK-DAG: %[[D:.*]] = vir.constant -128 : i8
// CHECK: vir.call @use8(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_i8_wrap() {
  %c100 = vir.constant 100 : i8
  %c16 = vir.constant 16 : i8
  %min = vir.constant -128 : i8
  %max = vir.constant 127 : i8
  %one = vir.constant 1 : i8
  %a = vir.add %c100, %c100 : i8
  %b = vir.mul %c16, %c16 : i8
  %c = vir.sub %min, %one : i8
  %d = vir.add %max, %one : i8
  vir.call @use8(%a, %b, %c, %d) : (i8, i8, i8, i8) -> ()
  vir.return
}

// With nsw or nuw, an overflowing constant operation is poison and is not
// folded (to the wrapped value or anything else); the same operation that
// does not break its flag folds.
// CHECK-LABEL: vir.func @no_fold_overflow_with_flags(
// CHECK-DAG: %[[C100:.*]] = vir.constant 100 : i8
// CHECK-DAG: %[[C3:.*]] = vir.constant 3 : i8
// CHECK-DAG: %[[MIN:.*]] = vir.constant -128 : i8
// CHECK-DAG: %[[OK:.*]] = vir.constant -56 : i8
// CHECK: %[[A:.*]] = vir.add %[[C100]], %[[C100]] nsw : i8
// CHECK-NEXT: %[[B:.*]] = vir.mul %[[MIN]], %[[C3]] nuw : i8
// CHECK-NEXT: %[[C:.*]] = vir.mul %[[C100]], %[[C3]] nsw : i8
// CHECK-NEXT: vir.call @use8(%[[A]], %[[B]], %[[C]], %[[OK]])
vir.func @no_fold_overflow_with_flags() {
  %c100 = vir.constant 100 : i8
  %c3 = vir.constant 3 : i8
  %min = vir.constant -128 : i8
  %a = vir.add %c100, %c100 nsw : i8
  %b = vir.mul %min, %c3 nuw : i8
  %c = vir.mul %c100, %c3 nsw : i8
  // 100 + 100 does not overflow unsigned: nuw allows the fold.
  %d = vir.add %c100, %c100 nuw : i8
  vir.call @use8(%a, %b, %c, %d) : (i8, i8, i8, i8) -> ()
  vir.return
}

// i8 division: 200 is -56 signed. udiv 200, 3 = 66, sdiv -56, 3 = -18,
// urem 200, 3 = 2, srem -56, 3 = -2.
// CHECK-LABEL: vir.func @fold_i8_division(
// CHECK-DAG: %[[A:.*]] = vir.constant 66 : i8
// CHECK-DAG: %[[B:.*]] = vir.constant -18 : i8
// CHECK-DAG: %[[C:.*]] = vir.constant 2 : i8
// CHECK-DAG: %[[D:.*]] = vir.constant -2 : i8
// CHECK: vir.call @use8(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_i8_division() {
  %c200 = vir.constant 200 : i8
  %c3 = vir.constant 3 : i8
  %a = vir.udiv %c200, %c3 : i8
  %b = vir.sdiv %c200, %c3 : i8
  %c = vir.urem %c200, %c3 : i8
  %d = vir.srem %c200, %c3 : i8
  vir.call @use8(%a, %b, %c, %d) : (i8, i8, i8, i8) -> ()
  vir.return
}

// i32 edge cases: INT_MIN / -1 and INT_MIN % -1 are undefined and stay;
// division by zero stays; udiv INT_MIN, -1 is 0 (unsigned: 2^31 / (2^32-1)).
// CHECK-LABEL: vir.func @fold_i32_int_min(
// CHECK-DAG: %[[MIN:.*]] = vir.constant -2147483648 : i32
// CHECK-DAG: %[[M1:.*]] = vir.constant -1 : i32
// CHECK-DAG: %[[Z:.*]] = vir.constant 0 : i32
// CHECK: %[[A:.*]] = vir.sdiv %[[MIN]], %[[M1]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.srem %[[MIN]], %[[M1]] : i32
// CHECK-NEXT: %[[C:.*]] = vir.udiv %[[M1]], %[[Z]] : i32
// CHECK-NEXT: vir.call @use32(%[[A]], %[[B]], %[[C]], %[[Z]])
vir.func @fold_i32_int_min() {
  %min = vir.constant -2147483648 : i32
  %m1 = vir.constant -1 : i32
  %z = vir.constant 0 : i32
  %a = vir.sdiv %min, %m1 : i32
  %b = vir.srem %min, %m1 : i32
  %c = vir.udiv %m1, %z : i32
  %d = vir.udiv %min, %m1 : i32
  vir.call @use32(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}

// Signed and unsigned division of negative values round differently:
// sdiv -7, 2 = -3, srem -7, 2 = -1, udiv -7, 2 = 2147483644, and
// INT_MIN / 1 is INT_MIN.
// CHECK-LABEL: vir.func @fold_i32_signedness(
// CHECK-DAG: %[[A:.*]] = vir.constant -3 : i32
// CHECK-DAG: %[[B:.*]] = vir.constant -1 : i32
// CHECK-DAG: %[[C:.*]] = vir.constant 2147483644 : i32
// CHECK-DAG: %[[D:.*]] = vir.constant -2147483648 : i32
// CHECK: vir.call @use32(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_i32_signedness() {
  %m7 = vir.constant -7 : i32
  %c2 = vir.constant 2 : i32
  %one = vir.constant 1 : i32
  %min = vir.constant -2147483648 : i32
  %a = vir.sdiv %m7, %c2 : i32
  %b = vir.srem %m7, %c2 : i32
  %c = vir.udiv %m7, %c2 : i32
  %d = vir.sdiv %min, %one : i32
  vir.call @use32(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}

// Shifts of -16 by 2: lshr 1073741820, ashr -4, shl -64; a shift by the
// width is poison and stays.
// CHECK-LABEL: vir.func @fold_i32_shifts(
// CHECK-DAG: %[[A:.*]] = vir.constant 1073741820 : i32
// CHECK-DAG: %[[B:.*]] = vir.constant -4 : i32
// CHECK-DAG: %[[C:.*]] = vir.constant -64 : i32
// CHECK-DAG: %[[W:.*]] = vir.constant 32 : i32
// CHECK: %[[D:.*]] = vir.shl %{{.*}}, %[[W]] : i32
// CHECK-NEXT: vir.call @use32(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_i32_shifts() {
  %m16 = vir.constant -16 : i32
  %c2 = vir.constant 2 : i32
  %c32 = vir.constant 32 : i32
  %a = vir.lshr %m16, %c2 : i32
  %b = vir.ashr %m16, %c2 : i32
  %c = vir.shl %m16, %c2 : i32
  %d = vir.shl %m16, %c32 : i32
  vir.call @use32(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}

// i64: INT64_MAX + 1 wraps to INT64_MIN; -1 /u 10; ashr -1, 63 = -1;
// lshr -1, 63 = 1.
// CHECK-LABEL: vir.func @fold_i64(
// CHECK-DAG: %[[A:.*]] = vir.constant -9223372036854775808 : i64
// CHECK-DAG: %[[B:.*]] = vir.constant 1844674407370955161 : i64
// CHECK-DAG: %[[C:.*]] = vir.constant -1 : i64
// CHECK-DAG: %[[D:.*]] = vir.constant 1 : i64
// CHECK: vir.call @use64(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_i64() {
  %max = vir.constant 9223372036854775807 : i64
  %one = vir.constant 1 : i64
  %all = vir.constant -1 : i64
  %ten = vir.constant 10 : i64
  %s63 = vir.constant 63 : i64
  %a = vir.add %max, %one : i64
  %b = vir.udiv %all, %ten : i64
  %c = vir.ashr %all, %s63 : i64
  %d = vir.lshr %all, %s63 : i64
  vir.call @use64(%a, %b, %c, %d) : (i64, i64, i64, i64) -> ()
  vir.return
}

// i64 compares of INT64_MIN and -1: signed, INT64_MIN < -1; unsigned,
// INT64_MIN (2^63) < -1 (2^64-1) as well; -1 >u 0 but -1 <s 0.
// CHECK-LABEL: vir.func @fold_i64_compares(
// CHECK-DAG: %[[T:.*]] = vir.constant true
// CHECK-DAG: %[[F:.*]] = vir.constant false
// CHECK: vir.call @use1(%[[T]], %[[T]], %[[T]], %[[F]])
vir.func @fold_i64_compares() {
  %min = vir.constant -9223372036854775808 : i64
  %m1 = vir.constant -1 : i64
  %z = vir.constant 0 : i64
  %a = vir.icmp slt %min, %m1 : i64
  %b = vir.icmp ult %min, %m1 : i64
  %c = vir.icmp ugt %m1, %z : i64
  %d = vir.icmp sgt %m1, %z : i64
  vir.call @use1(%a, %b, %c, %d) : (i1, i1, i1, i1) -> ()
  vir.return
}

// Casts of constants: trunc keeps the low bits, sext and zext of -1 at i8.
// CHECK-LABEL: vir.func @fold_casts(
// CHECK-DAG: %[[A:.*]] = vir.constant 120 : i32
// CHECK-DAG: %[[B:.*]] = vir.constant -1 : i32
// CHECK-DAG: %[[C:.*]] = vir.constant 255 : i32
// CHECK-DAG: %[[D:.*]] = vir.constant -128 : i32
// CHECK: vir.call @use32(%[[A]], %[[B]], %[[C]], %[[D]])
vir.func @fold_casts() {
  %w = vir.constant 305419896 : i32
  %m1 = vir.constant -1 : i8
  %min = vir.constant 128 : i16
  %t = vir.trunc %w : i32 to i8
  %a = vir.zext %t : i8 to i32
  %b = vir.sext %m1 : i8 to i32
  %c = vir.zext %m1 : i8 to i32
  %t2 = vir.trunc %min : i16 to i8
  %d = vir.sext %t2 : i8 to i32
  vir.call @use32(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}

// Identities the folders apply to non-constant values.
// CHECK-LABEL: vir.func @fold_identities(
// CHECK-SAME: %[[X:[^:]+]]: i32)
// CHECK-NEXT: %[[Z:.*]] = vir.constant 0 : i32
// CHECK-NEXT: vir.call @use32(%[[X]], %[[Z]], %[[X]], %[[Z]])
// CHECK-NEXT: vir.return
vir.func @fold_identities(%x: i32) {
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %a = vir.add %x, %z : i32
  %b = vir.sub %x, %x : i32
  %c = vir.udiv %x, %one : i32
  %d = vir.urem %x, %one : i32
  vir.call @use32(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  vir.return
}
