// The width without a request: the cheapest per element of the powers of
// two up to width-bits over the widest element loaded, stored or reduced.
// Wider values computed in between take several vectors each. A
// dependence distance caps the width; a short known trip count takes a
// width without remainder.
// RUN: vct-mlir-opt --loop-vectorize='width-bits=128' --remarks --split-input-file -verify-diagnostics %s | FileCheck %s

// Bytes in, bytes out, int arithmetic in between (C's promotions): 16
// lanes, the i32 values in four vectors each.
// CHECK-LABEL: vir.func @bytes_with_int_arithmetic(
// CHECK: vir.load %{{.*}} : vector<16xi8>
// CHECK: vir.zext %{{.*}} : vector<16xi8> to vector<16xi32>
// CHECK: vir.trunc %{{.*}} : vector<16xi32> to vector<16xi8>
// CHECK: vir.store %{{.*}}, %{{.*}} : vector<16xi8>
vir.func @bytes_with_int_arithmetic(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %s: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %k: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c255 = vir.constant 255 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %ps = vir.gep inbounds %s[%i] : i8
  %x = vir.load %ps : i8
  %w = vir.zext %x : i8 to i32
  %v = vir.add %w, %k : i32
  %big = vir.icmp sgt %v, %c255 : i32
  %sat = vir.select %big, %c255, %v : i1, i32
  %t = vir.trunc %sat : i32 to i8
  %pd = vir.gep inbounds %d[%i] : i8
  vir.store %t, %pd : i8
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 16, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  // expected-remark @below {{VIR: loop-vectorize: its scalar remainder runs 4 lanes at a time first (a vector epilogue)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// An i32 sum of bytes: the accumulator is the widest element (4 lanes).
// CHECK-LABEL: vir.func @byte_sum_in_int(
// CHECK: vir.reduce add %{{.*}} : vector<4xi32>
vir.func @byte_sum_in_int(%s: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %acc: i32):
  %ps = vir.gep inbounds %s[%i] : i8
  %x = vir.load %ps : i8
  %w = vir.zext %x : i8 to i32
  %acc1 = vir.add %acc, %w : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  vir.cond_br %more, ^loop(%i1, %acc1 : i64, i32), ^exit(%acc1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// p[i + 4] = p[i] + 1 on bytes: four iterations apart in the wrong order,
// so at most 4 lanes, not 16.
// CHECK-LABEL: vir.func @distance_caps_width(
// CHECK: vir.load %{{.*}} : vector<4xi8>
vir.func @distance_caps_width(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c4 = vir.constant 4 : i64
  %one = vir.constant 1 : i8
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i8
  %x = vir.load %pp : i8
  %y = vir.add %x, %one : i8
  %i4 = vir.add %i, %c4 : i64
  %pq = vir.gep inbounds %p[%i4] : i8
  vir.store %y, %pq : i8
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Six iterations of i32: 4 lanes would leave two, 2 lanes leave none.
// CHECK-LABEL: vir.func @short_trip_without_remainder(
// CHECK: vir.store %{{.*}}, %{{.*}} : vector<2xi32>
vir.func @short_trip_without_remainder(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c6 = vir.constant 6 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pq = vir.gep inbounds %q[%i] : i32
  %x = vir.load %pq : i32
  %y = vir.add %x, %x : i32
  %pp = vir.gep inbounds %p[%i] : i32
  vir.store %y, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c6 : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 2, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
