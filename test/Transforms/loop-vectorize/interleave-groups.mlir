// Accesses that move F elements per iteration and together cover F
// consecutive elements (the re and im of complex pairs, the r, g, b of
// pixels) form an interleave group: one wide access of F x VF elements and
// a shuffle per member. A load group may miss elements after its first
// (a gap: the vector loop then leaves a scalar iteration); a store group
// that misses an element, a store between the loads of a group and
// another access between the stores of one are refused.
// RUN: vct-mlir-opt --loop-vectorize='width-bits=128' --remarks --split-input-file -verify-diagnostics %s | FileCheck %s

// d[2i] = p[2i] * k, d[2i+1] = p[2i+1] + k on floats: one load and one
// store of 8 lanes, two shuffles out, one in.
// CHECK-LABEL: vir.func @pairs(
// CHECK: %[[W:.*]] = vir.load %{{.*}} align 4 : vector<8xf32>
// CHECK: %[[RE:.*]] = vir.shuffle %[[W]], %[[W]] [0, 2, 4, 6] : vector<8xf32> -> vector<4xf32>
// CHECK: %[[IM:.*]] = vir.shuffle %[[W]], %[[W]] [1, 3, 5, 7] : vector<8xf32> -> vector<4xf32>
// CHECK: %[[A:.*]] = vir.fmul %[[RE]]
// CHECK: %[[B:.*]] = vir.fadd %[[IM]]
// CHECK: %[[C:.*]] = vir.shuffle %[[A]], %[[B]] [0, 1, 2, 3, 4, 5, 6, 7] : vector<4xf32> -> vector<8xf32>
// CHECK: %[[I:.*]] = vir.shuffle %[[C]], %[[C]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf32> -> vector<8xf32>
// CHECK: vir.store %[[I]], %{{.*}} align 4 : vector<8xf32>
vir.func @pairs(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %k: f32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %i2 = vir.shl %i, %c1 nsw : i64
  %i21 = vir.add %i2, %c1 nsw : i64
  %pr = vir.gep inbounds %p[%i2] : f32
  %pi = vir.gep inbounds %p[%i21] : f32
  %re = vir.load %pr : f32
  %im = vir.load %pi : f32
  %a = vir.fmul %re, %k : f32
  %b = vir.fadd %im, %k : f32
  %dr = vir.gep inbounds %d[%i2] : f32
  %di = vir.gep inbounds %d[%i21] : f32
  vir.store %a, %dr : f32
  vir.store %b, %di : f32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// RGB bytes to one gray byte: a group of three loads (48 bytes for 16
// pixels), the stores consecutive.
// CHECK-LABEL: vir.func @rgb_to_gray(
// CHECK: %[[W:.*]] = vir.load %{{.*}} align 1 : vector<48xi8>
// CHECK: vir.shuffle %[[W]], %[[W]] [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 42, 45]
// CHECK: vir.shuffle %[[W]], %[[W]] [1, 4, 7,
// CHECK: vir.shuffle %[[W]], %[[W]] [2, 5, 8,
// CHECK: vir.store %{{.*}}, %{{.*}} align 1 : vector<16xi8>
vir.func @rgb_to_gray(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %c3 = vir.constant 3 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %i3 = vir.mul %i, %c3 nsw : i64
  %ig = vir.add %i3, %c1 nsw : i64
  %ib = vir.add %i3, %c2 nsw : i64
  %pr = vir.gep inbounds %p[%i3] : i8
  %pg = vir.gep inbounds %p[%ig] : i8
  %pb = vir.gep inbounds %p[%ib] : i8
  %r = vir.load %pr : i8
  %g = vir.load %pg : i8
  %b = vir.load %pb : i8
  %rg = vir.add %r, %g : i8
  %rgb = vir.add %rg, %b : i8
  %pd = vir.gep inbounds %d[%i] : i8
  vir.store %rgb, %pd : i8
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

// Only the even elements are read: a group with a gap. The wide load reads
// the odd ones too, unused; in the last vector iteration the odd element
// after the last member lies before the next iteration's even element,
// which the scalar remainder reads: the vector loop always leaves one
// iteration (n - 1 rounded down, entered only when n > VF).
// CHECK-LABEL: vir.func @group_with_gap(
// CHECK: %[[COUNT:.*]] = vir.sub %arg2, %{{.*}} : i64
// CHECK: %[[N1:.*]] = vir.sub %[[COUNT]], %{{.*}} : i64
// CHECK-NEXT: vir.and %[[N1]], %{{.*}} : i64
// CHECK: vir.icmp ugt %[[COUNT]], %{{.*}} : i64
// CHECK: %[[W:.*]] = vir.load %{{.*}} align 4 : vector<8xi32>
// CHECK-NEXT: vir.shuffle %[[W]], %[[W]] [0, 2, 4, 6] : vector<8xi32> -> vector<4xi32>
vir.func @group_with_gap(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %i2 = vir.shl %i, %c1 nsw : i64
  %pr = vir.gep inbounds %p[%i2] : i32
  %x = vir.load %pr : i32
  %pd = vir.gep inbounds %d[%i] : i32
  vir.store %x, %pd : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @group_with_gap}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Swapping the two halves of each pair in place: the load of the second
// half would move above the store to it. (Stores to other elements in
// between are fine: @in_place_pairs.)
// CHECK-LABEL: vir.func @no_group_across_store(
// CHECK-NOT: vector<
vir.func @no_group_across_store(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %i2 = vir.shl %i, %c1 nsw : i64
  %i21 = vir.add %i2, %c1 nsw : i64
  %pa = vir.gep inbounds %p[%i2] : i32
  %pb = vir.gep inbounds %p[%i21] : i32
  %a = vir.load %pa : i32
  vir.store %a, %pb : i32
  %b = vir.load %pb : i32
  vir.store %b, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_group_across_store, Unsupported (store to %arg0 lies between the accesses of an interleave group and may touch load from %arg0)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// p[2i] = p[2i] * k; p[2i+1] = -p[2i+1]: the stores between the loads and
// the loads between the stores touch other elements.
// CHECK-LABEL: vir.func @in_place_pairs(
// CHECK: vir.load %{{.*}} : vector<8xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} : vector<8xi32>
vir.func @in_place_pairs(%p: !vir.ptr, %n: i64, %k: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %go = vir.icmp slt %c0, %n : i64
  vir.cond_br %go, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %i2 = vir.shl %i, %c1 nsw : i64
  %i21 = vir.add %i2, %c1 nsw : i64
  %pa = vir.gep inbounds %p[%i2] : i32
  %pb = vir.gep inbounds %p[%i21] : i32
  %a = vir.load %pa : i32
  %a1 = vir.mul %a, %k : i32
  vir.store %a1, %pa : i32
  %b = vir.load %pb : i32
  %b1 = vir.sub %z, %b : i32
  vir.store %b1, %pb : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
