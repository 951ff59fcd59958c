// RUN: vct-mlir-opt --instcombine %s | FileCheck %s

// Region barriers (O-35, O-36): instcombine leaves every operation inside a
// vir.opaque_region exactly as it was, even those it would rewrite or fold
// outside, and rewrites the code around the region as usual.

// CHECK-LABEL: vir.func @region_untouched(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: %[[K2:.*]] = vir.constant 2 : i32
// CHECK-NEXT: %[[R:.*]] = vir.opaque_region(%[[X]] : i32) -> (i32) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:   %[[C8:.*]] = vir.constant 8 : i32
// CHECK-NEXT:   %[[C8B:.*]] = vir.constant 8 : i32
// CHECK-NEXT:   %[[ZERO:.*]] = vir.constant 0 : i32
// CHECK-NEXT:   %[[M:.*]] = vir.mul %[[A]], %[[C8]] nuw : i32
// CHECK-NEXT:   %[[S:.*]] = vir.add %[[M]], %[[ZERO]] : i32
// CHECK-NEXT:   %[[CMP:.*]] = vir.icmp sge %[[C8B]], %[[S]] : i32
// CHECK-NEXT:   %[[K:.*]] = vir.add %[[C8]], %[[C8B]] : i32
// CHECK-NEXT:   %[[U:.*]] = vir.udiv %[[S]], %[[K]] : i32
// CHECK-NEXT:   %[[Z:.*]] = vir.zext %[[CMP]] : i1 to i32
// CHECK-NEXT:   %[[Y:.*]] = vir.add %[[U]], %[[Z]] : i32
// CHECK-NEXT:   vir.yield %[[Y]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[OUT:.*]] = vir.shl %[[R]], %[[K2]] : i32
// CHECK-NEXT: vir.return %[[OUT]] : i32
vir.func @region_untouched(%x: i32) -> i32 {
  %c4 = vir.constant 4 : i32
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%a: i32):
    %k = vir.constant 8 : i32
    %k2 = vir.constant 8 : i32
    %zero = vir.constant 0 : i32
    %m = vir.mul %a, %k nuw : i32
    %s = vir.add %m, %zero : i32
    %cmp = vir.icmp sge %k2, %s : i32
    %sum = vir.add %k, %k2 : i32
    %u = vir.udiv %s, %sum : i32
    %z = vir.zext %cmp : i1 to i32
    %y = vir.add %u, %z : i32
    vir.yield %y : i32
  }
  %out = vir.mul %r, %c4 : i32
  vir.return %out : i32
}

// A dead region is not removed, and facts on the region's operands do not
// decide compares inside it.
// CHECK-LABEL: vir.func @dead_region_kept(
// CHECK-NEXT: %{{.*}} = vir.opaque_region(%{{.*}} : i32) -> (i1) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i32):
// CHECK-NEXT:   %[[C:.*]] = vir.constant 100 : i32
// CHECK-NEXT:   %[[CMP:.*]] = vir.icmp slt %[[A]], %[[C]] : i32
// CHECK-NEXT:   vir.yield %[[CMP]] : i1
// CHECK-NEXT: }
// CHECK-NEXT: vir.return
vir.func @dead_region_kept(%x: i32 {vir.traits = [#vir.range<0, 10>]}) {
  %r = vir.opaque_region(%x : i32) -> (i1) {
  ^bb0(%a: i32):
    %c = vir.constant 100 : i32
    %cmp = vir.icmp slt %a, %c : i32
    vir.yield %cmp : i1
  }
  vir.return
}
