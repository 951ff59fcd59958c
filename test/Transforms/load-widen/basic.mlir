// RUN: vct-mlir-opt %s --load-widen --remarks -verify-diagnostics | FileCheck %s
// load-widen: little-endian byte reads of one dereferenceable base become
// one wide load, stores of a value's bytes one wide store; the refusals
// name the reason.

// Four byte loads assembled little-endian are one i32 load.
// CHECK-LABEL: vir.func @widen_u32(
// CHECK-SAME: %[[P:.*]]: !vir.ptr
// CHECK: %[[W:.*]] = vir.load %[[P]] align 1 : i32
// CHECK-NOT: vir.load
// CHECK-NOT: vir.or
// CHECK: vir.return %[[W]] : i32
vir.func @widen_u32(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}) -> i32 {
  %c8 = vir.constant 8 : i32
  %c16 = vir.constant 16 : i32
  %c24 = vir.constant 24 : i32
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
  %o2 = vir.or %o1, %s2 : i32
  // expected-remark @below {{VIR: load-widen: 4 narrow loads widened to one 4-byte load}}
  %o3 = vir.or %o2, %s3 : i32
  vir.return %o3 : i32
}

// Two bytes into an i32 are an i16 load, zero-extended; the trait may sit
// below the pieces' common base, and the alignment is the lowest piece's.
// CHECK-LABEL: vir.func @widen_u16_in_i32(
// CHECK: %[[W:.*]] = vir.load %{{.*}} align 2 : i16
// CHECK-NEXT: %[[Z:.*]] = vir.zext %[[W]] : i16 to i32
// CHECK-NEXT: vir.return %[[Z]] : i32
vir.func @widen_u16_in_i32(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}) -> i32 {
  %c8 = vir.constant 8 : i32
  %q = vir.gep %p[4] : i8
  %q1 = vir.gep %p[5] : i8
  %b1 = vir.load %q1 align 1 : i8
  %b0 = vir.load %q align 2 : i8
  %z0 = vir.zext %b0 : i8 to i32
  %z1 = vir.zext %b1 : i8 to i32
  %s1 = vir.shl %z1, %c8 : i32
  // expected-remark @below {{VIR: load-widen: 2 narrow loads widened to one 2-byte load}}
  %o = vir.or %s1, %z0 : i32
  vir.return %o : i32
}

// Without #vir.dereferenceable the loads stay (strict trait consumer).
// CHECK-LABEL: vir.func @no_widen_without_dereferenceable(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_without_dereferenceable(%p: !vir.ptr) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: no #vir.dereferenceable on the base covers the 2-byte access}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// A dereferenceable fact too small for the wide access does not license it.
// CHECK-LABEL: vir.func @no_widen_short_dereferenceable(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_short_dereferenceable(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<1>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: no #vir.dereferenceable on the base covers the 2-byte access}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// Big-endian order is not one load (VIR has no byte swap): not matched.
// CHECK-LABEL: vir.func @no_widen_big_endian(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_big_endian(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s0 = vir.shl %z0, %c8 : i16
  %o = vir.or %s0, %z1 : i16
  vir.return %o : i16
}

// A store between the loads that may alias them (another base, no trait)
// refuses.
// CHECK-LABEL: vir.func @no_widen_clobbered(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_clobbered(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}, %q: !vir.ptr) -> i16 {
  %c8 = vir.constant 8 : i16
  %c0 = vir.constant 0 : i8
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  vir.store %c0, %q : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  // expected-remark @below {{VIR: load-widen: 2 narrow loads not widened: an operation between the pieces may write them}}
  %o = vir.or %z0, %s1 : i16
  vir.return %o : i16
}

// A narrow load with another use stays.
// CHECK-LABEL: vir.func @no_widen_shared_piece(
// CHECK-COUNT-2: vir.load {{.*}} : i8
vir.func @no_widen_shared_piece(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}) -> i16 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %z0 = vir.zext %b0 : i8 to i16
  %z1 = vir.zext %b1 : i8 to i16
  %s1 = vir.shl %z1, %c8 : i16
  %o = vir.or %z0, %s1 : i16
  %b0w = vir.zext %b0 : i8 to i16
  %r = vir.add %o, %b0w : i16
  vir.return %r : i16
}

// The bytes of an i32 stored little-endian are one i32 store.
// CHECK-LABEL: vir.func @widen_stores(
// CHECK-SAME: %[[P:.*]]: !vir.ptr {{.*}}, %[[V:.*]]: i32
// CHECK-NOT: vir.store
// CHECK: vir.store %[[V]], %[[P]] align 1 : i32
// CHECK-NOT: vir.store
vir.func @widen_stores(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %v: i32) {
  %c8 = vir.constant 8 : i32
  %c16 = vir.constant 16 : i32
  %c24 = vir.constant 24 : i32
  %p1 = vir.gep %p[1] : i8
  %p2 = vir.gep %p[2] : i8
  %p3 = vir.gep %p[3] : i8
  %t0 = vir.trunc %v : i32 to i8
  vir.store %t0, %p : i8
  %h1 = vir.lshr %v, %c8 : i32
  %t1 = vir.trunc %h1 : i32 to i8
  vir.store %t1, %p1 : i8
  %h2 = vir.lshr %v, %c16 : i32
  %t2 = vir.trunc %h2 : i32 to i8
  vir.store %t2, %p2 : i8
  %h3 = vir.lshr %v, %c24 : i32
  %t3 = vir.trunc %h3 : i32 to i8
  // expected-remark @below {{VIR: load-widen: 4 narrow stores widened to one 4-byte store}}
  vir.store %t3, %p3 : i8
  vir.return
}

// The low two bytes of an i64 are an i16 store of its truncation.
// CHECK-LABEL: vir.func @widen_stores_low_half(
// CHECK: %[[T:.*]] = vir.trunc %{{.*}} : i64 to i16
// CHECK-NEXT: vir.store %[[T]], %{{.*}} : i16
vir.func @widen_stores_low_half(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}, %v: i64) {
  %c8 = vir.constant 8 : i64
  %p1 = vir.gep %p[1] : i8
  %h1 = vir.lshr %v, %c8 : i64
  %t1 = vir.trunc %h1 : i64 to i8
  vir.store %t1, %p1 align 1 : i8
  %t0 = vir.trunc %v : i64 to i8
  // expected-remark @below {{VIR: load-widen: 2 narrow stores widened to one 2-byte store}}
  vir.store %t0, %p align 2 : i8
  vir.return
}

// A load between the stores that may read them refuses.
// CHECK-LABEL: vir.func @no_widen_stores_read_between(
// CHECK-COUNT-2: vir.store {{.*}} : i8
vir.func @no_widen_stores_read_between(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<2>]}, %q: !vir.ptr, %v: i16) -> i8 {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %t0 = vir.trunc %v : i16 to i8
  vir.store %t0, %p : i8
  %x = vir.load %q : i8
  %h1 = vir.lshr %v, %c8 : i16
  %t1 = vir.trunc %h1 : i16 to i8
  // expected-remark @below {{VIR: load-widen: 2 narrow stores not widened: an operation between the pieces may read or write them}}
  vir.store %t1, %p1 : i8
  vir.return %x : i8
}

// Stores without #vir.dereferenceable stay.
// CHECK-LABEL: vir.func @no_widen_stores_without_dereferenceable(
// CHECK-COUNT-2: vir.store {{.*}} : i8
vir.func @no_widen_stores_without_dereferenceable(%p: !vir.ptr, %v: i16) {
  %c8 = vir.constant 8 : i16
  %p1 = vir.gep %p[1] : i8
  %t0 = vir.trunc %v : i16 to i8
  vir.store %t0, %p : i8
  %h1 = vir.lshr %v, %c8 : i16
  %t1 = vir.trunc %h1 : i16 to i8
  // expected-remark @below {{VIR: load-widen: 2 narrow stores not widened: no #vir.dereferenceable on the base covers the 2-byte access}}
  vir.store %t1, %p1 : i8
  vir.return
}
