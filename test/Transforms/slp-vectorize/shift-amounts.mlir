// Lanes that shift by different constants cost one more shift and a blend
// per further amount (x86 shifts every lane of a vector by one amount):
// the bytes of a big-endian store stay scalar. Lanes shifting by one
// amount are one vector shift.
// RUN: vct-mlir-opt --slp-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// p[0..1] = bytes 3 and 2 of v: two shift amounts (6.0 -> 5.0, and
// vectorized, before their cost was counted).
// CHECK-LABEL: vir.func @big_endian(
// CHECK-NOT: vector<
// CHECK: vir.return
  // expected-remark @below {{VIR: denied vectorize on function @big_endian, CostModel (2 stores of i8 to %arg0: not cheaper as vectors: cost 6.0 -> 7.0 (4 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept))}}
vir.func @big_endian(%p: !vir.ptr, %v: i32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %c24 = vir.constant 24 : i32
  %c16 = vir.constant 16 : i32
  %p1 = vir.gep %p[1] : i8
  %h = vir.lshr %v, %c24 : i32
  %b3 = vir.trunc %h : i32 to i8
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i8 to %arg0: not cheaper as vectors: cost 6.0 -> 7.0 (4 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %b3, %p : i8
  %m = vir.lshr %v, %c16 : i32
  %b2 = vir.trunc %m : i32 to i8
  vir.store %b2, %p1 : i8
  vir.return
}

// -----

// q[0..3] = a[0..3] >> 3: one amount, one vector shift.
// CHECK-LABEL: vir.func @one_amount(
// CHECK: vir.lshr %{{.*}}, %{{.*}} : vector<4xi32>
  // expected-remark @below {{VIR: accepted vectorize on function @one_amount (vectorized 1 tree(s) of straight-line code: cost 12.0 -> 3.0)}}
vir.func @one_amount(%q: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %c3 = vir.constant 3 : i32
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %q1 = vir.gep %q[1] : i32
  %q2 = vir.gep %q[2] : i32
  %q3 = vir.gep %q[3] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %x2 = vir.load %a2 : i32
  %x3 = vir.load %a3 : i32
  %y0 = vir.lshr %x0, %c3 : i32
  %y1 = vir.lshr %x1, %c3 : i32
  %y2 = vir.lshr %x2, %c3 : i32
  %y3 = vir.lshr %x3, %c3 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized 4 stores of i32 to %arg0: cost 12.0 -> 3.0 (3 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %y0, %q : i32
  vir.store %y1, %q1 : i32
  vir.store %y2, %q2 : i32
  vir.store %y3, %q3 : i32
  vir.return
}
