// RUN: vct-mlir-opt --sroa %s | FileCheck %s

// Region barriers: SROA splits the aggregate slot outside the region and
// leaves the region's body, with its own splittable slot, exactly as it was.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[OUTER:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT: vir.store %[[X]], %[[OUTER]] : i32
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[X]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:   %[[A:.*]] = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
// CHECK-NEXT:   %[[F1:.*]] = vir.gep %[[A]][0, 1] : !vir.struct<i32, i32>
// CHECK-NEXT:   vir.store %[[Y]], %[[F1]] : i32
// CHECK-NEXT:   %[[V:.*]] = vir.load %[[F1]] : i32
// CHECK-NEXT:   vir.yield %[[V]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[O:.*]] = vir.load %[[OUTER]] : i32
// CHECK-NEXT: %[[T:.*]] = vir.add %[[R]], %[[O]] : i32
// CHECK-NEXT: vir.return %[[T]] : i32
vir.func @region_untouched(%x: i32) -> i32 {
  %outer = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %o1 = vir.gep %outer[0, 1] : !vir.struct<i32, i32>
  vir.store %x, %o1 : i32
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %a = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
    %f1 = vir.gep %a[0, 1] : !vir.struct<i32, i32>
    vir.store %y, %f1 : i32
    %v = vir.load %f1 : i32
    vir.yield %v : i32
  }
  %o = vir.load %o1 : i32
  %t = vir.add %r, %o : i32
  vir.return %t : i32
}
