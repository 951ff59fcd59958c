// RUN: vct-mlir-opt --instcombine %s | FileCheck %s
// Running the pass again changes nothing:
// RUN: vct-mlir-opt --instcombine %s | vct-mlir-opt --instcombine | FileCheck %s

// Compares of extended values are compares of the narrow ones (what C's
// integer promotions leave: `c == ' '` on a char compares an i32 made by
// sext), and compares of an i1 with 0 or 1 are the i1 or its negation.

// CHECK-LABEL: vir.func @sext_eq(
// CHECK-SAME: %[[C:.*]]: i8
// CHECK-NEXT: %[[K:.*]] = vir.constant 32 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp eq %[[C]], %[[K]] : i8
// CHECK-NEXT: vir.return %[[R]]
vir.func @sext_eq(%c: i8) -> i1 {
  %w = vir.sext %c : i8 to i32
  %k = vir.constant 32 : i32
  %r = vir.icmp eq %w, %k : i32
  vir.return %r : i1
}

// A negative constant a char can hold, and a signed order.
// CHECK-LABEL: vir.func @sext_signed(
// CHECK: %[[K:.*]] = vir.constant -3 : i8
// CHECK-NEXT: %[[R:.*]] = vir.icmp slt %{{.*}}, %[[K]] : i8
vir.func @sext_signed(%c: i8) -> i1 {
  %w = vir.sext %c : i8 to i64
  %k = vir.constant -3 : i64
  %r = vir.icmp slt %w, %k : i64
  vir.return %r : i1
}

// zext: eq and the unsigned orders (200 is -56 as an i8); a signed order
// with a constant that is not negative becomes the unsigned one.
// CHECK-LABEL: vir.func @zext_orders(
// CHECK: %[[K:.*]] = vir.constant -56 : i8
// CHECK: vir.icmp ugt %{{.*}}, %[[K]] : i8
// CHECK: vir.icmp ult %{{.*}}, %[[K]] : i8
vir.func @zext_orders(%c: i8) -> (i1, i1) {
  %w = vir.zext %c : i8 to i32
  %k = vir.constant 200 : i32
  %a = vir.icmp ugt %w, %k : i32
  %b = vir.icmp slt %w, %k : i32
  vir.return %a, %b : i1, i1
}

// Two values extended alike from one type.
// CHECK-LABEL: vir.func @both_extended(
// CHECK-SAME: %[[A:[^:]*]]: i16, %[[B:[^:]*]]: i16
// CHECK: vir.icmp ult %[[A]], %[[B]] : i16
// CHECK: vir.icmp sgt %[[A]], %[[B]] : i16
vir.func @both_extended(%a: i16, %b: i16) -> i1 {
  %za = vir.zext %a : i16 to i32
  %zb = vir.zext %b : i16 to i32
  %u = vir.icmp ult %za, %zb : i32
  %sa = vir.sext %a : i16 to i64
  %sb = vir.sext %b : i16 to i64
  %s = vir.icmp sgt %sa, %sb : i64
  %r = vir.or %u, %s : i1
  vir.return %r : i1
}

// Zero-extended values are not negative: their signed order is the
// unsigned order of the narrow values. Sign-extended ones keep theirs only
// for signed compares (the unsigned one stays wide).
// CHECK-LABEL: vir.func @zero_extended_signed_order(
// CHECK-SAME: %[[A:[^:]*]]: i16, %[[B:[^:]*]]: i16
// CHECK: vir.icmp ugt %[[A]], %[[B]] : i16
// CHECK: vir.icmp ule %[[A]], %[[B]] : i16
// CHECK: vir.icmp ult %{{.*}}, %{{.*}} : i32
vir.func @zero_extended_signed_order(%a: i16, %b: i16) -> i1 {
  %za = vir.zext %a : i16 to i32
  %zb = vir.zext %b : i16 to i32
  %gt = vir.icmp sgt %za, %zb : i32
  %le = vir.icmp sle %za, %zb : i32
  %sa = vir.sext %a : i16 to i32
  %sb = vir.sext %b : i16 to i32
  %ul = vir.icmp ult %sa, %sb : i32
  %x = vir.and %gt, %ul : i1
  %r = vir.or %x, %le : i1
  vir.return %r : i1
}

// trunc of an extension back to its source type is the source.
// CHECK-LABEL: vir.func @truncated_extensions(
// CHECK-SAME: %[[A:[^:]*]]: i16, %[[B:[^:]*]]: i8
// CHECK-NEXT: vir.return %[[A]], %[[B]] : i16, i8
vir.func @truncated_extensions(%a: i16, %b: i8) -> (i16, i8) {
  %sa = vir.sext %a : i16 to i32
  %ta = vir.trunc %sa : i32 to i16
  %zb = vir.zext %b : i8 to i64
  %tb = vir.trunc %zb : i64 to i8
  vir.return %ta, %tb : i16, i8
}

// On i1: zext b != 0 and zext b == 1 are b; zext b == 0 is its negation;
// so are b != false and b == true.
// CHECK-LABEL: vir.func @bool_ne0(
// CHECK-SAME: %[[B:[^:]*]]: i1
// CHECK-NEXT: vir.return %[[B]] : i1
vir.func @bool_ne0(%b: i1) -> i1 {
  %z = vir.zext %b : i1 to i32
  %c0 = vir.constant 0 : i32
  %r = vir.icmp ne %z, %c0 : i32
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @bool_eq1(
// CHECK-SAME: %[[B:[^:]*]]: i1
// CHECK-NEXT: vir.return %[[B]] : i1
vir.func @bool_eq1(%b: i1) -> i1 {
  %z = vir.zext %b : i1 to i64
  %c1 = vir.constant 1 : i64
  %r = vir.icmp eq %z, %c1 : i64
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @bool_eq0(
// CHECK-SAME: %[[B:[^:]*]]: i1
// CHECK-NEXT: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[N:.*]] = vir.xor %[[B]], %[[T]] : i1
// CHECK-NEXT: vir.return %[[N]] : i1
vir.func @bool_eq0(%b: i1) -> i1 {
  %z = vir.zext %b : i1 to i32
  %c0 = vir.constant 0 : i32
  %r = vir.icmp eq %z, %c0 : i32
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @bool_sext(
// CHECK-SAME: %[[B:[^:]*]]: i1
// CHECK-NEXT: vir.return %[[B]] : i1
vir.func @bool_sext(%b: i1) -> i1 {
  %s = vir.sext %b : i1 to i32
  %m1 = vir.constant -1 : i32
  %r = vir.icmp eq %s, %m1 : i32
  vir.return %r : i1
}
// CHECK-LABEL: vir.func @bool_itself(
// CHECK-SAME: %[[B:[^:]*]]: i1
// CHECK-NEXT: vir.return %[[B]], %[[B]] : i1, i1
vir.func @bool_itself(%b: i1) -> (i1, i1) {
  %f = vir.constant false
  %t = vir.constant true
  %nef = vir.icmp ne %b, %f : i1
  %eqt = vir.icmp eq %b, %t : i1
  vir.return %nef, %eqt : i1, i1
}

// Kept: a constant the narrow type cannot hold (range facts decide those,
// not this rewrite), an unsigned order on sext, a signed order on zext
// with a negative constant, operands extended differently, vectors.
// CHECK-LABEL: vir.func @kept(
// CHECK-COUNT-5: vir.icmp {{.*}} : i32
// CHECK: vir.icmp eq %{{.*}}, %{{.*}} : vector<4xi32>
vir.func @kept(%c: i8, %d: i8, %v: vector<4xi8>, %p: !vir.ptr) {
  %s = vir.sext %c : i8 to i32
  %z = vir.zext %c : i8 to i32
  %zd = vir.zext %d : i8 to i32
  %k300 = vir.constant 300 : i32
  %k5 = vir.constant 5 : i32
  %km5 = vir.constant -5 : i32
  %a = vir.icmp eq %s, %k300 : i32
  %b = vir.icmp ult %s, %k5 : i32
  %e = vir.icmp sgt %z, %km5 : i32
  %f = vir.icmp ult %s, %zd : i32
  %g = vir.icmp eq %z, %k300 : i32
  %vw = vir.sext %v : vector<4xi8> to vector<4xi32>
  %vk = vir.constant dense<1> : vector<4xi32>
  %h = vir.icmp eq %vw, %vk : vector<4xi32>
  vir.store volatile %a, %p align 1 : i1
  vir.store volatile %b, %p align 1 : i1
  vir.store volatile %e, %p align 1 : i1
  vir.store volatile %f, %p align 1 : i1
  vir.store volatile %g, %p align 1 : i1
  vir.store volatile %h, %p align 1 : vector<4xi1>
  vir.return
}
