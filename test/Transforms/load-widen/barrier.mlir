// RUN: vct-mlir-opt %s --load-widen --remarks -verify-diagnostics | FileCheck %s
// Region barriers: a vir.opaque_region between the pieces reads and writes
// all memory (O-37), so the loads are not merged across it; loads inside
// one are not looked at (O-36).

// CHECK-LABEL: vir.func @region_between(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @region_between(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  vir.opaque_region(%p : !vir.ptr) {
  ^bb0(%q: !vir.ptr):
    vir.yield
  }
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: an operation between the pieces may write them}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// CHECK-LABEL: vir.func @inside_region(
// CHECK: vir.opaque_region
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @inside_region(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %r = vir.opaque_region(%p : !vir.ptr) -> (i16) {
  ^bb0(%q: !vir.ptr):
    %c8 = vir.constant 8 : i16
    %q1 = vir.gep %q[1] : i8
    %b0 = vir.load %q : i8
    %b1 = vir.load %q1 : i8
    %z0 = vir.zext %b0 : i8 to i16
    %z1 = vir.zext %b1 : i8 to i16
    %s1 = vir.shl %z1, %c8 : i16
    %o = vir.or %z0, %s1 : i16
    vir.yield %o : i16
  }
  vir.return %r : i16
}
