// RUN: vct-mlir-opt --dce %s | FileCheck %s

// Region barriers: DCE removes the dead code around the region and leaves
// the region itself, dead code inside included, exactly as it was; the
// values the region uses stay live.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[IN:.*]] = vir.add %[[X]], %[[X]] : i32
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[IN]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:   %[[DEAD:.*]] = vir.mul %[[Y]], %[[Y]] : i32
// CHECK-NEXT:   %[[G:.*]] = vir.call @g(%[[Y]]) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
// CHECK-NEXT:   %[[L:.*]] = vir.constant 1 : i32
// CHECK-NEXT:   vir.br ^bb1(%[[Y]], %[[L]] : i32, i32)
// CHECK-NEXT: ^bb1(%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:   vir.yield %[[A]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: vir.return %[[X]] : i32
// CHECK-NEXT: }
vir.func private @g(i32) -> i32
vir.func @region_untouched(%x: i32) -> i32 {
  %in = vir.add %x, %x : i32
  %outside = vir.mul %x, %x : i32
  %r = vir.opaque_region(%in : i32) -> (i32) {
  ^bb0(%y: i32):
    %dead = vir.mul %y, %y : i32
    %g = vir.call @g(%y) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
    %l = vir.constant 1 : i32
    vir.br ^bb1(%y, %l : i32, i32)
  ^bb1(%a: i32, %b: i32):
    vir.yield %a : i32
  }
  vir.return %x : i32
}
