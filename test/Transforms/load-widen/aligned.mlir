// RUN: vct-mlir-opt %s --load-widen=allow-misaligned=false --remarks -verify-diagnostics | FileCheck %s
// With allow-misaligned=false a wide access must be aligned to its size:
// the lowest piece's alignment decides.

// CHECK-LABEL: vir.func @no_widen_misaligned(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_misaligned(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p align 1 : i8
  %b1 = vir.load %p1 align 1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: alignment 1 is below the 2-byte access}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// CHECK-LABEL: vir.func @widen_aligned(
// CHECK: vir.load %{{.*}} align 2 : i16
vir.func @widen_aligned(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p align 2 : i8
  %b1 = vir.load %p1 align 1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads widened to one 2-byte load}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}
