// Region barriers (O-34..O-38) through the whole -O2 pipeline: nothing in
// a vir.opaque_region is folded, combined, deduplicated, promoted or
// deleted; nothing moves across one, and memory known before it is not
// known after it.
//
// RUN: vct-mlir-opt -O2 %s | FileCheck %s

// CHECK-LABEL: vir.func @f(
// CHECK: %[[X:.*]] = vir.load %[[P:[^ ]+]] : i32
// CHECK: %[[R:.*]] = vir.opaque_region(%{{.*}} : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:   %[[SLOT:.*]] = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT:   vir.store %[[A]], %[[SLOT]] : i32
// CHECK-NEXT:   %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT:   %[[C0:.*]] = vir.constant 0 : i32
// CHECK-NEXT:   %[[S0:.*]] = vir.add %[[V]], %[[C0]] : i32
// CHECK-NEXT:   %[[S1:.*]] = vir.add %[[V]], %[[C0]] : i32
// CHECK-NEXT:   %[[DEAD:.*]] = vir.mul %[[S0]], %[[S1]] : i32
// CHECK-NEXT:   %[[FALSE:.*]] = vir.constant false
// CHECK-NEXT:   vir.cond_br %[[FALSE]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   vir.yield %[[S0]] : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   vir.yield %[[S1]] : i32
// CHECK-NEXT: }
// CHECK: %[[Y:.*]] = vir.load %[[P]] : i32
// CHECK: %[[XR:.*]] = vir.add %[[X]], %[[R]]
// CHECK: vir.add %[[XR]], %[[Y]]
vir.func @f(%p: !vir.ptr, %n: i32) -> i32 {
  %x = vir.load %p : i32
  %r = vir.opaque_region(%n : i32) -> (i32) {
  ^bb0(%a: i32):
    %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
    vir.store %a, %slot : i32
    %v = vir.load %slot : i32
    %c0 = vir.constant 0 : i32
    %s0 = vir.add %v, %c0 : i32
    %s1 = vir.add %v, %c0 : i32
    %dead = vir.mul %s0, %s1 : i32
    %false = vir.constant false
    vir.cond_br %false, ^t, ^e
  ^t:
    vir.yield %s0 : i32
  ^e:
    vir.yield %s1 : i32
  }
  %y = vir.load %p : i32
  %s = vir.add %x, %y : i32
  %t = vir.add %s, %r : i32
  vir.return %t : i32
}
