// RUN: vct-mlir-opt %s --load-widen --remarks -verify-diagnostics | FileCheck %s
// The trait load-widen consumes is #vir.dereferenceable. A stale one
// (stamped before the function's epoch 1) is ignored with the reason; the
// same trait at the current epoch licenses the wide load.

// CHECK-LABEL: vir.func @stale_deref(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @stale_deref(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 attributes {epoch = 1} {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: ignored stale dereferenceable trait; no #vir.dereferenceable covers the 2-byte access}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// CHECK-LABEL: vir.func @valid_deref(
// CHECK: vir.load %{{.*}} : i16
vir.func @valid_deref(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2, epoch = 1>]}) -> i16 attributes {epoch = 1} {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads widened to one 2-byte load}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}
