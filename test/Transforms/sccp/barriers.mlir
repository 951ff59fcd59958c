// RUN: vct-mlir-opt %s --sccp | FileCheck %s
// Region barriers (O-35..O-38): sccp does not look into a
// vir.opaque_region, rewrites nothing inside it (the constants and the
// branch on a constant there stay), knows nothing of its results, and
// passes it the operands it had.

// CHECK-LABEL: vir.func @barrier(
// CHECK-NEXT: %[[C5:.*]] = vir.constant 5 : i32
// CHECK-NEXT: %[[C2:.*]] = vir.constant 2 : i32
// CHECK-NEXT: %[[K:.*]] = vir.add %[[C5]], %[[C2]] : i32
// CHECK-NEXT: %[[C7:.*]] = vir.constant 7 : i32
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[K]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:   %[[C1:.*]] = vir.constant 1 : i32
// CHECK-NEXT:   %[[S:.*]] = vir.add %[[C1]], %[[C1]] : i32
// CHECK-NEXT:   %[[T:.*]] = vir.icmp eq %[[S]], %[[C1]] : i32
// CHECK-NEXT:   vir.cond_br %[[T]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   vir.yield %[[S]] : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   vir.yield %[[A]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[Q:.*]] = vir.add %[[R]], %[[C7]] : i32
// CHECK-NEXT: %[[U:.*]] = vir.icmp eq %[[R]], %[[C7]] : i32
// CHECK-NEXT: vir.cond_br %[[U]], ^bb1, ^bb2
vir.func @barrier() -> i32 {
  %c5 = vir.constant 5 : i32
  %c2 = vir.constant 2 : i32
  %k = vir.add %c5, %c2 : i32
  %r = vir.opaque_region(%k : i32) -> (i32) {
  ^bb0(%a: i32):
    %c1 = vir.constant 1 : i32
    %s = vir.add %c1, %c1 : i32
    %t = vir.icmp eq %s, %c1 : i32
    vir.cond_br %t, ^x, ^y
  ^x:
    vir.yield %s : i32
  ^y:
    vir.yield %a : i32
  }
  %q = vir.add %r, %k : i32
  %u = vir.icmp eq %r, %k : i32
  vir.cond_br %u, ^same, ^other
^same:
  vir.return %q : i32
^other:
  vir.return %r : i32
}
