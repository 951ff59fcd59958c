// RUN: vct-mlir-opt --mem2reg %s | FileCheck %s

// Region barriers: mem2reg promotes the slot outside the region and leaves
// the region's body, with its own nocapture slot, exactly as it was.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[X]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:   %[[SLOT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NEXT:   vir.store %[[Y]], %[[SLOT]] : i32
// CHECK-NEXT:   %[[V:.*]] = vir.load %[[SLOT]] : i32
// CHECK-NEXT:   %[[Z:.*]] = vir.gep %[[SLOT]][0] : i32
// CHECK-NEXT:   %[[W:.*]] = vir.load %[[Z]] : i32
// CHECK-NEXT:   %[[S:.*]] = vir.add %[[V]], %[[W]] : i32
// CHECK-NEXT:   vir.yield %[[S]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[T:.*]] = vir.add %[[R]], %[[X]] : i32
// CHECK-NEXT: vir.return %[[T]] : i32
// CHECK-NEXT: }
vir.func @region_untouched(%x: i32) -> i32 {
  %outer = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %outer : i32
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
    vir.store %y, %slot : i32
    %v = vir.load %slot : i32
    %z = vir.gep %slot[0] : i32
    %w = vir.load %z : i32
    %s = vir.add %v, %w : i32
    vir.yield %s : i32
  }
  %o = vir.load %outer : i32
  %t = vir.add %r, %o : i32
  vir.return %t : i32
}
