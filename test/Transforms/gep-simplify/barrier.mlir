// RUN: vct-mlir-opt %s --gep-simplify --remarks -verify-diagnostics | FileCheck %s
// Region barriers: GEPs inside a vir.opaque_region are not simplified
// (O-36), with a remark; the GEP outside it is.

// CHECK-LABEL: vir.func @region(
// CHECK: vir.gep %{{.*}}[8] : i8
// CHECK: vir.opaque_region
// CHECK: vir.gep %{{.*}}[0, 1] : !vir.struct<i32, i64>
vir.func @region(%p: !vir.ptr) -> i64 {
  // expected-remark @below {{VIR: gep-simplify: GEP chain of 1 folded to byte offset 8}}
  %f = vir.gep %p[0, 1] : !vir.struct<i32, i64>
  %x = vir.load %f : i64
  // expected-remark @below {{VIR: gep-simplify: GEPs inside a vir.opaque_region are not simplified (region barrier)}}
  %r = vir.opaque_region(%p : !vir.ptr) -> (i64) {
  ^bb0(%q: !vir.ptr):
    %g = vir.gep %q[0, 1] : !vir.struct<i32, i64>
    %y = vir.load %g : i64
    vir.yield %y : i64
  }
  %s = vir.add %x, %r : i64
  vir.return %s : i64
}
