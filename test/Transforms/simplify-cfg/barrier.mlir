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

// A chain of compares inside the region stays a chain; the same chain
// outside becomes a switch.
// CHECK-LABEL: vir.func @chain_in_region(
// CHECK:      vir.opaque_region
// CHECK:        vir.cond_br
// CHECK:        vir.cond_br
// CHECK:        vir.cond_br
// CHECK-NOT:    vir.switch
// CHECK:      }
// CHECK:      vir.switch %{{.*}} : i32, [
// CHECK-NEXT:   default:
// CHECK-NEXT:   1:
// CHECK-NEXT:   2:
// CHECK-NEXT:   3:
// CHECK-NEXT: ]
vir.func @chain_in_region(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %c1 = vir.constant 1 : i32
    %c2 = vir.constant 2 : i32
    %c3 = vir.constant 3 : i32
    %a = vir.icmp eq %y, %c1 : i32
    vir.cond_br %a, ^yes, ^t1
  ^t1:
    %b = vir.icmp eq %y, %c2 : i32
    vir.cond_br %b, ^yes, ^t2
  ^t2:
    %d = vir.icmp eq %y, %c3 : i32
    vir.cond_br %d, ^yes, ^no
  ^yes:
    vir.yield %c1 : i32
  ^no:
    vir.yield %c2 : i32
  }
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.icmp eq %r, %c1 : i32
  vir.cond_br %a, ^yes, ^t1
^t1:
  %b = vir.icmp eq %r, %c2 : i32
  vir.cond_br %b, ^yes, ^t2
^t2:
  %d = vir.icmp eq %r, %c3 : i32
  vir.cond_br %d, ^yes, ^no
^yes:
  vir.return %c1 : i32
^no:
  vir.return %c2 : i32
}

// Two tests that outside would become one range test stay two inside.
// CHECK-LABEL: vir.func @range_in_region(
// CHECK:      vir.opaque_region
// CHECK:        vir.icmp sgt
// CHECK:        vir.icmp slt
// CHECK:      }
// CHECK:      vir.icmp ult
vir.func @range_in_region(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %c3 = vir.constant 3 : i32
    %c7 = vir.constant 7 : i32
    %a = vir.icmp sgt %y, %c3 : i32
    vir.cond_br %a, ^second, ^no
  ^second:
    %b = vir.icmp slt %y, %c7 : i32
    vir.cond_br %b, ^yes, ^no
  ^yes:
    vir.yield %c3 : i32
  ^no:
    vir.yield %c7 : i32
  }
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp sgt %r, %c3 : i32
  vir.cond_br %a, ^second, ^no
^second:
  %b = vir.icmp slt %r, %c7 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c3 : i32
^no:
  vir.return %c7 : i32
}
