// RUN: vct-mlir-opt --phiopt --remarks -verify-diagnostics %s | FileCheck %s

// Region barriers: an arm holding a vir.opaque_region is never hoisted
// (O-36); the diamond inside a region's body is not looked at.

// CHECK-LABEL: vir.func @arm_with_region(
// CHECK: vir.cond_br
// CHECK: vir.opaque_region
vir.func @arm_with_region(%c: i1, %a: i32) -> i32 {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm contains a vir.opaque_region (region barrier)}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  vir.br ^j(%r : i32)
^j(%x: i32):
  vir.return %x : i32
}

// CHECK-LABEL: vir.func @diamond_in_region(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: vir.cond_br
// CHECK-NOT: vir.select
vir.func @diamond_in_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = vir.opaque_region(%c, %a, %b : i1, i32, i32) -> (i32) {
  ^bb0(%cc: i1, %x: i32, %y: i32):
    vir.cond_br %cc, ^bb1(%x : i32), ^bb1(%y : i32)
  ^bb1(%m: i32):
    vir.yield %m : i32
  }
  vir.return %r : i32
}
