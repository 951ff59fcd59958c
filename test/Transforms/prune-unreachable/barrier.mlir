// RUN: vct-mlir-opt --prune-unreachable --remarks -verify-diagnostics %s | FileCheck %s

// A vir.opaque_region is a barrier (O-36): a path through one to
// vir.unreachable is kept, and the blocks inside a region are not edited.

// CHECK-LABEL: vir.func @region_before(
// CHECK: vir.cond_br
// CHECK: vir.opaque_region
vir.func @region_before(%c: i1, %a: i32) -> i32 {
  vir.cond_br %c, ^bad, ^ok
^bad:
  // expected-remark @below {{VIR: prune-unreachable: the path to vir.unreachable passes a vir.opaque_region (region barrier); its edges are kept}}
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  vir.unreachable
^ok:
  vir.return %a : i32
}

// CHECK-LABEL: vir.func @inside_region(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: vir.cond_br
vir.func @inside_region(%c: i1, %a: i32) -> i32 {
  %r = vir.opaque_region(%c, %a : i1, i32) -> (i32) {
  ^bb0(%cc: i1, %x: i32):
    vir.cond_br %cc, ^bb1, ^bb2
  ^bb1:
    vir.unreachable
  ^bb2:
    vir.yield %x : i32
  }
  vir.return %r : i32
}
