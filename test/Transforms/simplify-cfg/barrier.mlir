// RUN: vct-mlir-opt --simplify-cfg %s | FileCheck %s

// Region barriers: simplify-cfg simplifies the function's own CFG and
// leaves the region's body exactly as written, although it has a constant
// branch, an empty block, a mergeable block and an unreachable block with a
// request.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[X]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT:   %[[TRUE:.*]] = vir.constant true
// CHECK-NEXT:   vir.cond_br %[[TRUE]], ^bb1(%[[Y]] : i32), ^bb3
// CHECK-NEXT: ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:   vir.br ^bb2(%[[A]] : i32)
// CHECK-NEXT: ^bb2(%[[B:.*]]: i32):
// CHECK-NEXT:   vir.yield %[[B]] : i32
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   %[[Z:.*]] = vir.constant 0 : i32
// CHECK-NEXT:   vir.yield %[[Z]] : i32
// CHECK-NEXT: ^bb4:
// CHECK-NEXT:   vir.br ^bb4 {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
// CHECK-NEXT: }
// CHECK-NEXT: vir.return %[[R]] : i32
// CHECK-NEXT: }
vir.func @region_untouched(%x: i32) -> i32 {
  %t = vir.constant true
  vir.cond_br %t, ^go, ^never
^go:
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %true = vir.constant true
    vir.cond_br %true, ^bb1(%y : i32), ^bb3
  ^bb1(%a: i32):
    vir.br ^bb2(%a : i32)
  ^bb2(%b: i32):
    vir.yield %b : i32
  ^bb3:
    %z = vir.constant 0 : i32
    vir.yield %z : i32
  ^bb4:
    vir.br ^bb4 {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
  }
  vir.return %r : i32
^never:
  vir.return %x : i32
}
