// RUN: vct-mlir-opt --block-layout --remarks -verify-diagnostics %s | FileCheck %s

// The blocks inside a vir.opaque_region keep their order (O-36); a
// request there is denied Unsupported.

// CHECK-LABEL: vir.func @region(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: vir.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.yield %{{.*}} : i32
// expected-remark @below {{VIR: block-layout: the blocks inside a vir.opaque_region keep their order (region barrier)}}
vir.func @region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = vir.opaque_region(%c, %a, %b : i1, i32, i32) -> (i32) {
  ^bb0(%cc: i1, %x: i32, %y: i32):
    vir.cond_br %cc, ^bb1, ^bb2
  ^bb1:
    // expected-remark @below {{VIR: denied cold_path on block ending in vir.yield in @region, Unsupported (the block is inside a vir.opaque_region (region barrier): its blocks keep their order)}}
    vir.yield %x : i32 {vir.traits = [#vir.req<cold_path, soft>]}
  ^bb2:
    vir.yield %y : i32
  }
  vir.return %r : i32
}
