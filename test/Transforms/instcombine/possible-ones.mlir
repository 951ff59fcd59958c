// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// The folds of bits inserted into and extracted from a wider integer, as
// sroa's retyped slots leave them after mem2reg. A bit "may be one" unless
// the constants, extensions, shifts, ands, ors, xors, selects and
// truncations computing the value show it zero.

// and (or (and undef, M), zext b), ~M -> zext b; and x, undef -> 0.
// CHECK-LABEL: vir.func @insert_into_undef(
// CHECK-NEXT: %[[Z:.*]] = vir.zext %arg0 : i32 to i64
// CHECK-NEXT: vir.return %[[Z]] : i64
vir.func @insert_into_undef(%b: i32) -> i64 {
  %u = vir.undef : i64
  %hi = vir.constant -4294967296 : i64
  %lo = vir.constant 4294967295 : i64
  %cleared = vir.and %u, %hi : i64
  %z = vir.zext %b : i32 to i64
  %ins = vir.or %cleared, %z : i64
  %r = vir.and %ins, %lo : i64
  vir.return %r : i64
}

// trunc (lshr (or (zext a), (shl (zext b), 32)), 32) -> b, and
// trunc (or (zext a), (shl (zext b), 32)) -> a.
// CHECK-LABEL: vir.func @extract(
// CHECK-NEXT: %[[S:.*]] = vir.add %arg1, %arg0 : i32
// CHECK-NEXT: vir.return %[[S]] : i32
vir.func @extract(%a: i32, %b: i32) -> i32 {
  %c32 = vir.constant 32 : i64
  %za = vir.zext %a : i32 to i64
  %zb = vir.zext %b : i32 to i64
  %sb = vir.shl %zb, %c32 : i64
  %w = vir.or %za, %sb : i64
  %h = vir.lshr %w, %c32 : i64
  %th = vir.trunc %h : i64 to i32
  %tl = vir.trunc %w : i64 to i32
  %r = vir.add %th, %tl : i32
  vir.return %r : i32
}

// lshr (shl x, C), C -> and x, (-1 >>u C); trunc (and x, C) -> trunc x
// when C keeps the low bits.
// CHECK-LABEL: vir.func @shift_pair(
// CHECK: %[[M:.*]] = vir.constant 16777215 : i32
// CHECK: %[[A:.*]] = vir.and %arg0, %[[M]] : i32
// CHECK: vir.trunc %arg0 : i32 to i8
vir.func @shift_pair(%x: i32) -> i32 {
  %c8 = vir.constant 8 : i32
  %c255 = vir.constant 255 : i32
  %s = vir.shl %x, %c8 : i32
  %r = vir.lshr %s, %c8 : i32
  %m = vir.and %x, %c255 : i32
  %t = vir.trunc %m : i32 to i8
  %tz = vir.zext %t : i8 to i32
  %sum = vir.add %r, %tz : i32
  vir.return %sum : i32
}

// Not folded: both operands of the or may have bits inside the mask.
// CHECK-LABEL: vir.func @no_overlap_unknown(
// CHECK: vir.or
// CHECK: vir.and
// CHECK: vir.lshr
vir.func @no_overlap_unknown(%a: i64, %b: i64) -> i64 {
  %c32 = vir.constant 32 : i64
  %lo = vir.constant 4294967295 : i64
  %w = vir.or %a, %b : i64
  %m = vir.and %w, %lo : i64
  %h = vir.lshr %m, %c32 : i64
  vir.return %h : i64
}

// A xor's or a select's possible ones are its operands': the and of a
// select between two high bits with the low byte's mask is dropped. A xor
// itself is never looked through by and, trunc or lshr (a bitwise CRC
// step tested by `& 1` keeps its shift-and-borrow form on x86; a byte
// rotate of a xor keeps its vector form).
// CHECK-LABEL: vir.func @and_of_select(
// CHECK-NEXT: %[[T:.*]] = vir.trunc %arg0 : i32 to i8
// CHECK-NEXT: vir.return %[[T]] : i8
vir.func @and_of_select(%a: i32, %p: i1) -> i8 {
  %hi1 = vir.constant 256 : i32
  %hi2 = vir.constant 65536 : i32
  %k = vir.select %p, %hi1, %hi2 : i1, i32
  %o = vir.or %a, %k : i32
  %r = vir.trunc %o : i32 to i8
  vir.return %r : i8
}

// CHECK-LABEL: vir.func @xor_low_bit_kept(
// CHECK: %[[X:.*]] = vir.xor
// CHECK: vir.and %[[X]]
vir.func @xor_low_bit_kept(%c: i32, %m: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %k = vir.constant -306674912 : i32
  %s = vir.lshr %c, %c1 : i32
  %t = vir.and %m, %k : i32
  %x = vir.xor %s, %t : i32
  %r = vir.and %x, %c1 : i32
  vir.return %r : i32
}

// A xor of two values with no bit at 8 or above, both sides of an or:
// the or's other side drops out of the shift (possible ones through xor).
// CHECK-LABEL: vir.func @lshr_of_or_of_xor(
// CHECK-NEXT: %[[C:.*]] = vir.constant 8 : i32
// CHECK-NEXT: %[[S:.*]] = vir.lshr %arg0, %[[C]] : i32
// CHECK-NEXT: vir.return %[[S]] : i32
vir.func @lshr_of_or_of_xor(%a: i32, %b: i32, %c: i32) -> i32 {
  %c8 = vir.constant 8 : i32
  %c255 = vir.constant 255 : i32
  %lb = vir.and %b, %c255 : i32
  %lc = vir.and %c, %c255 : i32
  %low = vir.xor %lb, %lc : i32
  %x = vir.or %low, %a : i32
  %r = vir.lshr %x, %c8 : i32
  vir.return %r : i32
}

// Not folded: a xor whose other side may have the tested bit.
// CHECK-LABEL: vir.func @xor_unknown_bit(
// CHECK: vir.xor
// CHECK: vir.and
vir.func @xor_unknown_bit(%a: i32, %b: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %x = vir.xor %a, %b : i32
  %r = vir.and %x, %c3 : i32
  vir.return %r : i32
}
