// RUN: vct-mlir-opt %s --load-widen --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// load-widen's statistics: one wide load from four bytes, one wide store
// from two; the refused pair (no trait) counts nothing.

// CHECK: VIR pass statistics report
// CHECK: {{^}}load-widen{{$}}
// CHECK-NEXT: (S) 1 num-loads-widened - Wide loads formed from narrow ones
// CHECK-NEXT: (S) 4 num-narrow-loads - Narrow loads replaced by a wide one
// CHECK-NEXT: (S) 2 num-narrow-stores - Narrow stores replaced by a wide one
// CHECK-NEXT: (S) 1 num-stores-widened - Wide stores formed from narrow ones
// CHECK-NOT: (S)

vir.func @f(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}, %q: !vir.ptr, %v: i16) -> i32 {
  %c8 = vir.constant 8 : i32
  %c16 = vir.constant 16 : i32
  %c24 = vir.constant 24 : i32
  %h8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %p2 = vir.gep %p[2] : i8
  %p3 = vir.gep %p[3] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %b2 = vir.load %p2 : i8
  %b3 = vir.load %p3 : i8
  %z0 = vir.zext %b0 : i8 to i32
  %z1 = vir.zext %b1 : i8 to i32
  %z2 = vir.zext %b2 : i8 to i32
  %z3 = vir.zext %b3 : i8 to i32
  %s1 = vir.shl %z1, %c8 : i32
  %s2 = vir.shl %z2, %c16 : i32
  %s3 = vir.shl %z3, %c24 : i32
  %o1 = vir.or %z0, %s1 : i32
  %o2 = vir.or %s2, %s3 : i32
  %o3 = vir.or %o1, %o2 : i32
  %p4 = vir.gep %p[4] : i8
  %p5 = vir.gep %p[5] : i8
  %t0 = vir.trunc %v : i16 to i8
  vir.store %t0, %p4 : i8
  %hi = vir.lshr %v, %h8 : i16
  %t1 = vir.trunc %hi : i16 to i8
  vir.store %t1, %p5 : i8
  %q1 = vir.gep %q[1] : i8
  vir.store %t0, %q : i8
  vir.store %t1, %q1 : i8
  vir.return %o3 : i32
}
