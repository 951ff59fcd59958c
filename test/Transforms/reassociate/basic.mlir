// RUN: vct-mlir-opt --reassociate --split-input-file %s | FileCheck %s

// Constants meet at the end of the chain; flags are dropped.
// CHECK-LABEL: vir.func @constants(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: %[[C8:.*]] = vir.constant 8 : i32
// CHECK: %[[S:.*]] = vir.add %[[X]], %[[Y]] : i32
// CHECK: %[[R:.*]] = vir.add %[[S]], %[[C8]] : i32
// CHECK: vir.return %[[R]]
vir.func @constants(%x: i32, %y: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %a = vir.add %x, %c3 nsw : i32
  %b = vir.add %y, %c5 nsw : i32
  %r = vir.add %a, %b nsw : i32
  vir.return %r : i32
}

// -----

// Leaves sorted by rank make equal products look alike.
// CHECK-LABEL: vir.func @rank(
// CHECK-SAME: %[[A:[^:]+]]: i64, %[[B:[^:]+]]: i64, %[[C:[^:]+]]: i64)
// CHECK: %[[P:.*]] = vir.mul %[[A]], %[[B]] : i64
// CHECK: %[[Q:.*]] = vir.mul %[[P]], %[[C]] : i64
// CHECK: %[[P2:.*]] = vir.mul %[[A]], %[[B]] : i64
// CHECK: %[[Q2:.*]] = vir.mul %[[P2]], %[[C]] : i64
vir.func @rank(%a: i64, %b: i64, %c: i64) -> i64 {
  %0 = vir.mul %c, %b : i64
  %1 = vir.mul %0, %a : i64
  %2 = vir.mul %b, %a : i64
  %3 = vir.mul %c, %2 : i64
  %4 = vir.sub %1, %3 : i64
  vir.return %4 : i64
}

// -----

// Bitwise chains too; constants fold with the operation.
// CHECK-LABEL: vir.func @bits(
// CHECK: %[[C:.*]] = vir.constant 6 : i8
// CHECK: %[[X:.*]] = vir.xor %{{.*}}, %{{.*}} : i8
// CHECK: vir.xor %[[X]], %[[C]] : i8
vir.func @bits(%x: i8, %y: i8) -> i8 {
  %c3 = vir.constant 3 : i8
  %c5 = vir.constant 5 : i8
  %a = vir.xor %x, %c3 : i8
  %b = vir.xor %a, %y : i8
  %r = vir.xor %b, %c5 : i8
  vir.return %r : i8
}

// -----

// Already canonical: untouched, flags kept.
// CHECK-LABEL: vir.func @canonical(
// CHECK: vir.add %{{.*}}, %{{.*}} nsw : i32
// CHECK: vir.add %{{.*}}, %{{.*}} nsw : i32
vir.func @canonical(%x: i32, %y: i32, %z: i32) -> i32 {
  %a = vir.add %x, %y nsw : i32
  %b = vir.add %a, %z nsw : i32
  vir.return %b : i32
}

// -----

// A node with another use is a leaf, not part of the tree.
// CHECK-LABEL: vir.func @shared(
// CHECK: %[[A:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK: vir.add %[[A]], %{{.*}} : i32
// CHECK: vir.mul %[[A]], %[[A]] : i32
vir.func @shared(%x: i32, %y: i32, %z: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %a = vir.add %x, %y : i32
  %b = vir.add %a, %c1 : i32
  %m = vir.mul %a, %a : i32
  %r = vir.sub %b, %m : i32
  vir.return %r : i32
}

// -----

// Floats only with `reassoc`; the shared flags survive.
// CHECK-LABEL: vir.func @floats(
// CHECK: %[[C:.*]] = vir.constant 3.000000e+00 : f64
// CHECK: %[[S:.*]] = vir.fadd %{{.*}}, %{{.*}} fastmath<reassoc> : f64
// CHECK: vir.fadd %[[S]], %[[C]] fastmath<reassoc> : f64
// CHECK: %[[E1:.*]] = vir.fadd %{{.*}}, %{{.*}} : f64
// CHECK: vir.fadd %[[E1]], %{{.*}} : f64
vir.func @floats(%x: f64, %y: f64) -> f64 {
  %c1 = vir.constant 1.0 : f64
  %c2 = vir.constant 2.0 : f64
  %a = vir.fadd %x, %c1 fastmath<reassoc, nsz> : f64
  %b = vir.fadd %a, %y fastmath<reassoc> : f64
  %r = vir.fadd %b, %c2 fastmath<reassoc> : f64
  // Exact IEEE: left as written.
  %e1 = vir.fadd %x, %c1 : f64
  %e2 = vir.fadd %e1, %c2 : f64
  %s = vir.fadd %r, %e2 : f64
  vir.return %s : f64
}

// -----

// Inside a barrier nothing changes.
// CHECK-LABEL: vir.func @barrier(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(%[[X:.*]]: i32, %[[Y:.*]]: i32):
// CHECK-NEXT: %[[C:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[A:.*]] = vir.add %[[X]], %[[C]] : i32
// CHECK-NEXT: %[[B:.*]] = vir.add %[[A]], %[[Y]] : i32
vir.func @barrier(%x: i32, %y: i32) -> i32 {
  %r = vir.opaque_region(%x, %y : i32, i32) -> (i32) {
  ^bb0(%a0: i32, %b0: i32):
    %c3 = vir.constant 3 : i32
    %a = vir.add %a0, %c3 : i32
    %b = vir.add %a, %b0 : i32
    vir.yield %b : i32
  }
  vir.return %r : i32
}

// -----

// A single operation is only swapped into rank order: its flags hold for
// the swapped operands too, and stay.
// CHECK-LABEL: vir.func @single(
// CHECK-SAME: %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32)
// CHECK: %[[S:.*]] = vir.add %[[X]], %[[Y]] nsw nuw : i32
// CHECK: %[[M:.*]] = vir.mul %[[X]], %{{.*}} nsw : i32
vir.func @single(%x: i32, %y: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %s = vir.add %y, %x nsw nuw : i32
  %m = vir.mul %c3, %x nsw : i32
  %r = vir.xor %s, %m : i32
  vir.return %r : i32
}
