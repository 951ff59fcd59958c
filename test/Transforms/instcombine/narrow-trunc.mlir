// instcombine computes a truncated expression of C's integer promotions in
// the narrow type: trunc (op a, b) -> op (trunc a), (trunc b) when the
// tree's operations have one user each and at least one leaf is an
// extension from at most the narrow width. The @no_ functions keep the
// wide computation.
// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// (uint8_t)(x ^ k): one i8 xor, the extensions gone.
// CHECK-LABEL: vir.func @xor_bytes(
// CHECK-SAME: %[[X:[^:]+]]: i8, %[[K:[^:]+]]: i8)
// CHECK-NEXT: %[[R:.*]] = vir.xor %[[X]], %[[K]] : i8
// CHECK-NEXT: vir.return %[[R]] : i8
vir.func @xor_bytes(%x: i8, %k: i8) -> i8 {
  %zx = vir.zext %x : i8 to i32
  %zk = vir.zext %k : i8 to i32
  %r = vir.xor %zx, %zk : i32
  %t = vir.trunc %r : i32 to i8
  vir.return %t : i8
}

// A rotate of a byte as C writes it: (b << 1) | (b >> 7) on the promoted
// value, the right shift arithmetic (int) but of a value whose sign bit is
// clear: a logical i8 shift. The extension has two users; as a leaf it may.
// CHECK-LABEL: vir.func @rotate_byte(
// CHECK-SAME: %[[B:[^:]+]]: i8)
// CHECK-DAG: %[[C1:.*]] = vir.constant 1 : i8
// CHECK-DAG: %[[C7:.*]] = vir.constant 7 : i8
// CHECK: %[[L:.*]] = vir.shl %[[B]], %[[C1]] : i8
// CHECK-NEXT: %[[H:.*]] = vir.lshr %[[B]], %[[C7]] : i8
// CHECK-NEXT: %[[O:.*]] = vir.or %[[L]], %[[H]] : i8
// CHECK-NEXT: vir.return %[[O]] : i8
vir.func @rotate_byte(%b: i8) -> i8 {
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %w = vir.zext %b : i8 to i32
  %l = vir.shl %w, %c1 nsw : i32
  %h = vir.ashr %w, %c7 : i32
  %o = vir.or %l, %h : i32
  %t = vir.trunc %o : i32 to i8
  vir.return %t : i8
}

// short arithmetic: (int16_t)(a * 3 + (b - c)) with sign extensions, a
// constant and a select of two arms; nsw does not carry over.
// CHECK-LABEL: vir.func @short_arith(
// CHECK-SAME: %[[A:[^:]+]]: i16, %[[B:[^:]+]]: i16, %[[C:[^:]+]]: i16, %[[P:[^:]+]]: i1)
// CHECK-DAG: %[[C3:.*]] = vir.constant 3 : i16
// CHECK: %[[M:.*]] = vir.mul %[[A]], %[[C3]] : i16
// CHECK-NEXT: %[[D:.*]] = vir.sub %[[B]], %[[C]] : i16
// CHECK-NEXT: %[[S:.*]] = vir.select %[[P]], %[[D]], %[[B]] : i1, i16
// CHECK-NEXT: %[[R:.*]] = vir.add %[[M]], %[[S]] : i16
// CHECK-NEXT: vir.return %[[R]] : i16
vir.func @short_arith(%a: i16, %b: i16, %c: i16, %p: i1) -> i16 {
  %c3 = vir.constant 3 : i32
  %wa = vir.sext %a : i16 to i32
  %wb = vir.sext %b : i16 to i32
  %wc = vir.sext %c : i16 to i32
  %m = vir.mul %wa, %c3 nsw : i32
  %d = vir.sub %wb, %wc nsw : i32
  %s = vir.select %p, %d, %wb : i1, i32
  %r = vir.add %m, %s nsw : i32
  %t = vir.trunc %r : i32 to i16
  vir.return %t : i16
}

// A leaf wider than the result is truncated; a narrower one extended to
// it: (uint16_t)(w64 + b8).
// CHECK-LABEL: vir.func @mixed_leaves(
// CHECK-SAME: %[[W:[^:]+]]: i64, %[[B:[^:]+]]: i8)
// CHECK-DAG: %[[T:.*]] = vir.trunc %[[W]] : i64 to i16
// CHECK-DAG: %[[Z:.*]] = vir.zext %[[B]] : i8 to i16
// CHECK: %[[R:.*]] = vir.add %[[T]], %[[Z]] : i16
// CHECK-NEXT: vir.return %[[R]] : i16
vir.func @mixed_leaves(%w: i64, %b: i8) -> i16 {
  %tw = vir.trunc %w : i64 to i32
  %zb = vir.zext %b : i8 to i32
  %r = vir.add %tw, %zb : i32
  %t = vir.trunc %r : i32 to i16
  vir.return %t : i16
}

// The sum has another user: narrowing would compute it twice.
// CHECK-LABEL: vir.func @no_narrow_shared(
// CHECK: %[[R:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.trunc %[[R]] : i32 to i8
vir.func @no_narrow_shared(%x: i8, %y: i8) -> (i8, i32) {
  %zx = vir.zext %x : i8 to i32
  %zy = vir.zext %y : i8 to i32
  %r = vir.add %zx, %zy : i32
  %t = vir.trunc %r : i32 to i8
  vir.return %t, %r : i8, i32
}

// A right shift brings bits from above the narrow width down: (s >> 4)
// of a 16-bit value truncated to a byte stays wide.
// CHECK-LABEL: vir.func @no_narrow_shift_of_high_bits(
// CHECK: vir.lshr %{{.*}}, %{{.*}} : i32
// CHECK: vir.trunc %{{.*}} : i32 to i8
vir.func @no_narrow_shift_of_high_bits(%s: i16) -> i8 {
  %c4 = vir.constant 4 : i32
  %w = vir.zext %s : i16 to i32
  %h = vir.lshr %w, %c4 : i32
  %t = vir.trunc %h : i32 to i8
  vir.return %t : i8
}

// A shift by at least the narrow width, a division (its low bits depend on
// the high ones), a leaf that is not an extension (no promotion to undo),
// and a narrow type a target does not compute in (i4): all stay.
// CHECK-LABEL: vir.func @no_narrow_other(
// CHECK: vir.shl %{{.*}}, %{{.*}} : i32
// CHECK: vir.udiv %{{.*}}, %{{.*}} : i32
// CHECK: vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.xor %{{.*}}, %{{.*}} : i32
// CHECK: vir.trunc %{{.*}} : i32 to i4
vir.func private @use4(i8, i8, i8, i4)
vir.func @no_narrow_other(%x: i8, %y: i32, %z: i32) {
  %c9 = vir.constant 9 : i32
  %wx = vir.zext %x : i8 to i32
  %s = vir.shl %wx, %c9 : i32
  %t1 = vir.trunc %s : i32 to i8
  %d = vir.udiv %wx, %y : i32
  %t2 = vir.trunc %d : i32 to i8
  %a = vir.add %y, %z : i32
  %t3 = vir.trunc %a : i32 to i8
  %wx2 = vir.zext %x : i8 to i32
  %e = vir.xor %wx2, %y : i32
  %t4 = vir.trunc %e : i32 to i4
  vir.call @use4(%t1, %t2, %t3, %t4) : (i8, i8, i8, i4) -> ()
  vir.return
}
