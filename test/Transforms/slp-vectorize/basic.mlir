// slp-vectorize packs groups of stores to consecutive elements and the
// trees of isomorphic operations that compute their values: vector loads
// of consecutive loads, splats, constants, lanes gathered where they
// differ, extracts for scalars used after the tree. The function's
// vectorize request gets one result; the @no_ functions are refusals with
// their reasons.
// RUN: vct-mlir-opt --slp-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// c[0..1] = a[0..1] + b[0..1] on restrict pointers: 2 x f64.
// CHECK-LABEL: vir.func @add_f64(
// CHECK: %[[A:.*]] = vir.load %arg1 align 8 : vector<2xf64>
// CHECK: %[[B:.*]] = vir.load %arg2 align 8 : vector<2xf64>
// CHECK: %[[S:.*]] = vir.fadd %[[A]], %[[B]] : vector<2xf64>
// CHECK: vir.store %[[S]], %arg0 align 8 : vector<2xf64>
// CHECK-NOT: vir.store
// CHECK: vir.return
  // expected-remark @below {{VIR: accepted vectorize on function @add_f64 (vectorized 1 tree(s) of straight-line code: cost 8.0 -> 4.0)}}
vir.func @add_f64(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : f64
  %b1 = vir.gep %b[1] : f64
  %c1 = vir.gep %c[1] : f64
  %x0 = vir.load %a : f64
  %y0 = vir.load %b : f64
  %s0 = vir.fadd %x0, %y0 : f64
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of f64 to %arg0: cost 8.0 -> 4.0 (3 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %s0, %c : f64
  %x1 = vir.load %a1 : f64
  %y1 = vir.load %b1 : f64
  %s1 = vir.fadd %x1, %y1 : f64
  vir.store %s1, %c1 : f64
  vir.return
}

// -----

// p[i+k] = q[i+k] + x for k = 0..3 (i32, nsw on every lane): the offsets
// of `add %i, k` line up; x is a splat.
// CHECK-LABEL: vir.func @add_splat_indexed(
// CHECK: %[[Q:.*]] = vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: %[[X:.*]] = vir.splat %arg3 : vector<4xi32>
// CHECK: %[[S:.*]] = vir.add %[[Q]], %[[X]] nsw : vector<4xi32>
// CHECK: vir.store %[[S]], %{{.*}} align 4 : vector<4xi32>
  // expected-remark @below {{VIR: accepted vectorize on function @add_splat_indexed}}
vir.func @add_splat_indexed(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %i: i64, %x: i32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %k1 = vir.constant 1 : i64
  %k2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i64
  %i1 = vir.add %i, %k1 : i64
  %i2 = vir.add %i, %k2 : i64
  %i3 = vir.add %i, %k3 : i64
  %q0 = vir.gep inbounds %q[%i] : i32
  %q1 = vir.gep inbounds %q[%i1] : i32
  %q2 = vir.gep inbounds %q[%i2] : i32
  %q3 = vir.gep inbounds %q[%i3] : i32
  %p0 = vir.gep inbounds %p[%i] : i32
  %p1 = vir.gep inbounds %p[%i1] : i32
  %p2 = vir.gep inbounds %p[%i2] : i32
  %p3 = vir.gep inbounds %p[%i3] : i32
  %v0 = vir.load %q0 align 4 : i32
  %v1 = vir.load %q1 align 4 : i32
  %v2 = vir.load %q2 align 4 : i32
  %v3 = vir.load %q3 align 4 : i32
  %s0 = vir.add %v0, %x nsw : i32
  %s1 = vir.add %v1, %x nsw : i32
  %s2 = vir.add %v2, %x nsw : i32
  %s3 = vir.add %v3, %x nsw : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized 4 stores of i32 to %arg0}}
  vir.store %s0, %p0 align 4 : i32
  vir.store %s1, %p1 align 4 : i32
  vir.store %s2, %p2 align 4 : i32
  vir.store %s3, %p3 align 4 : i32
  vir.return
}

// -----

// Constants and one value in every lane, in any store order; the stores
// of i16 at 8 consecutive elements are 8 lanes.
// CHECK-LABEL: vir.func @constants(
// CHECK: vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
// CHECK: vir.store %{{.*}}, %arg0 align 4 : vector<4xi32>
// CHECK: vir.splat %arg2 : vector<8xi16>
// CHECK: vir.store %{{.*}}, %arg1 align 2 : vector<8xi16>
  // expected-remark @below {{VIR: accepted vectorize on function @constants (vectorized 2 tree(s) of straight-line code: cost 12.0 -> 3.0)}}
vir.func @constants(%p: !vir.ptr, %h: !vir.ptr, %z: i16) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %p1 = vir.gep %p[1] : i32
  %p2 = vir.gep %p[2] : i32
  %p3 = vir.gep %p[3] : i32
  vir.store %c3, %p2 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized 4 stores of i32 to %arg0: cost 4.0 -> 1.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %c1, %p : i32
  vir.store %c4, %p3 : i32
  vir.store %c2, %p1 : i32
  %h1 = vir.gep %h[1] : i16
  %h2 = vir.gep %h[2] : i16
  %h3 = vir.gep %h[3] : i16
  %h4 = vir.gep %h[4] : i16
  %h5 = vir.gep %h[5] : i16
  %h6 = vir.gep %h[6] : i16
  %h7 = vir.gep %h[7] : i16
  // expected-remark @below {{VIR: slp-vectorize: vectorized 8 stores of i16 to %arg1: cost 8.0 -> 2.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %z, %h : i16
  vir.store %z, %h1 : i16
  vir.store %z, %h2 : i16
  vir.store %z, %h3 : i16
  vir.store %z, %h4 : i16
  vir.store %z, %h5 : i16
  vir.store %z, %h6 : i16
  vir.store %z, %h7 : i16
  vir.return
}

// -----

// Fields of a structure in a loop: out[i].x/.y = a[i].x/.y * s. The loop's
// vectorize request gates the block; its result is loop-vectorize's, so
// this pass records none (no request remark). A loop without the request
// is left alone.
// CHECK-LABEL: vir.func @struct_loop(
// CHECK: vir.load %{{.*}} align 8 : vector<2xf64>
// CHECK: vir.fmul %{{.*}}, %{{.*}} : vector<2xf64>
// CHECK: vir.store %{{.*}}, %{{.*}} align 8 : vector<2xf64>
// CHECK: ^bb{{.*}}:
// CHECK-NOT: vector<
// CHECK: vir.return
vir.func @struct_loop(%out: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %s: f64, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %ax = vir.gep inbounds %a[%i, 0] : !vir.struct<f64, f64>
  %ay = vir.gep inbounds %a[%i, 1] : !vir.struct<f64, f64>
  %x = vir.load %ax : f64
  %y = vir.load %ay : f64
  %mx = vir.fmul %x, %s : f64
  %my = vir.fmul %y, %s : f64
  %ox = vir.gep inbounds %out[%i, 0] : !vir.struct<f64, f64>
  %oy = vir.gep inbounds %out[%i, 1] : !vir.struct<f64, f64>
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of f64 to %arg0}}
  vir.store %mx, %ox : f64
  vir.store %my, %oy : f64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1 : i64), ^next(%c0 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^next(%j: i64):
  %bx = vir.gep inbounds %a[%j, 0] : !vir.struct<f64, f64>
  %by = vir.gep inbounds %a[%j, 1] : !vir.struct<f64, f64>
  vir.store %s, %bx : f64
  vir.store %s, %by : f64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  vir.cond_br %u, ^next(%j1 : i64), ^exit
^exit:
  vir.return
}

// -----

// A loaded value also used after the stores is read back from the vector;
// one used before them stays scalar.
// CHECK-LABEL: vir.func @extract(
// CHECK: %[[X0:.*]] = vir.load %arg1 : i64
// CHECK: vir.call @use(%[[X0]])
// CHECK: %[[V:.*]] = vir.load %arg1 align 8 : vector<2xi64>
// CHECK: vir.store %{{.*}}, %arg0 align 8 : vector<2xi64>
// CHECK: %[[E:.*]] = vir.extract %[[V]][%{{.*}} : i64] : vector<2xi64>
// CHECK: vir.return %[[E]] : i64
vir.func private @use(i64)
  // expected-remark @below {{VIR: accepted vectorize on function @extract}}
vir.func @extract(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}) -> i64 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q1 = vir.gep %q[1] : i64
  %p1 = vir.gep %p[1] : i64
  %x0 = vir.load %q : i64
  vir.call @use(%x0) {vir.traits = [#vir.nowrite, #vir.noread]} : (i64) -> ()
  %x1 = vir.load %q1 : i64
  %k = vir.constant 7 : i64
  %s0 = vir.xor %x0, %k : i64
  %s1 = vir.xor %x1, %k : i64
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of i64 to %arg0: cost 6.0 -> 5.0 (3 node(s), 0 gathered, 1 extract(s), 1 scalar(s) kept)}}
  vir.store %s0, %p : i64
  vir.store %s1, %p1 : i64
  vir.return %x1 : i64
}

// -----

// Plain pointers: the store to c[0] comes before the load of a[1], and no
// trait says they differ.
// CHECK-LABEL: vir.func @no_alias(
// CHECK-NOT: vector<
  // expected-remark @below {{VIR: denied vectorize on function @no_alias, Unsupported (2 stores of i32 to %arg0: store to %arg0 may alias load from %arg1: no noalias or restrict trait)}}
vir.func @no_alias(%c: !vir.ptr, %a: !vir.ptr) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %one = vir.constant 1 : i32
  %a1 = vir.gep %a[1] : i32
  %c1 = vir.gep %c[1] : i32
  %x0 = vir.load %a : i32
  %s0 = vir.add %x0, %one : i32
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i32 to %arg0: store to %arg0 may alias load from %arg1: no noalias or restrict trait}}
  vir.store %s0, %c : i32
  %x1 = vir.load %a1 : i32
  %s1 = vir.add %x1, %one : i32
  vir.store %s1, %c1 : i32
  vir.return
}

// -----

// One base: a[1] = a[0] + 1 is read by the next lane (a[2] = a[1] + 1).
// CHECK-LABEL: vir.func @no_overlap(
// CHECK-NOT: vector<
  // expected-remark @below {{VIR: denied vectorize on function @no_overlap, Illegality}}
vir.func @no_overlap(%a: !vir.ptr) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %one = vir.constant 1 : i32
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %x0 = vir.load %a : i32
  %s0 = vir.add %x0, %one : i32
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i32 to %arg0: store to %arg0 overlaps load from %arg0}}
  vir.store %s0, %a1 : i32
  %x1 = vir.load %a1 : i32
  %s1 = vir.add %x1, %one : i32
  vir.store %s1, %a2 : i32
  vir.return
}

// -----

// A call that may write memory between the loads and the stores: the
// loads before it cannot move past it, so c[0..1] stay scalar; the group
// after it, c[2..3] from a[2..3], is packed.
// CHECK-LABEL: vir.func @call_between(
// CHECK: vir.load %{{.*}} : f32
// CHECK: vir.load %{{.*}} : f32
// CHECK: vir.call @g()
// CHECK: vir.store %{{.*}} : f32
// CHECK: vir.store %{{.*}} : f32
// CHECK: vir.load %{{.*}} align 4 : vector<2xf32>
// CHECK: vir.store %{{.*}} align 4 : vector<2xf32>
vir.func private @g()
// expected-remark @below {{VIR: accepted vectorize on function @call_between (vectorized 1 tree(s) of straight-line code: cost 4.0 -> 2.0)}}
vir.func @call_between(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : f32
  %a2 = vir.gep %a[2] : f32
  %a3 = vir.gep %a[3] : f32
  %c1 = vir.gep %c[1] : f32
  %c2 = vir.gep %c[2] : f32
  %c3 = vir.gep %c[3] : f32
  %x0 = vir.load %a : f32
  %x1 = vir.load %a1 : f32
  vir.call @g() : () -> ()
  %x2 = vir.load %a2 : f32
  %x3 = vir.load %a3 : f32
  // expected-remark @below {{VIR: slp-vectorize: 4 stores of f32 to %arg0: call to @g may alias load from %arg1: no noalias or restrict trait}}
  vir.store %x0, %c : f32
  vir.store %x1, %c1 : f32
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of f32 to %arg0: cost 4.0 -> 2.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %x2, %c2 : f32
  vir.store %x3, %c3 : f32
  vir.return
}

// -----

// Different operations in the lanes are gathered: the vector code would
// cost more. Stores of different types (i32 and f32 side by side) form
// no group.
// CHECK-LABEL: vir.func @no_mixed(
// CHECK-NOT: vector<
  // expected-remark @below {{VIR: denied vectorize on function @no_mixed, CostModel}}
vir.func @no_mixed(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %f: f32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %c1 = vir.gep %c[1] : i32
  %c2 = vir.gep %c[2] : i32
  %x0 = vir.load %a : i32
  %x1 = vir.load %a1 : i32
  %s0 = vir.add %x0, %x1 : i32
  %s1 = vir.sub %x0, %x1 : i32
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of i32 to %arg0: not cheaper as vectors: cost}}
  vir.store %s0, %c : i32
  vir.store %s1, %c1 : i32
  vir.store %f, %c2 : f32
  vir.return
}

// -----

// Nothing to pack: the request is denied Unsupported. A function without
// the request is not looked at.
// CHECK-LABEL: vir.func @no_group(
  // expected-remark @below {{VIR: denied vectorize on function @no_group, Unsupported (no group of stores to consecutive elements outside loops)}}
vir.func @no_group(%c: !vir.ptr, %x: i64) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  vir.store %x, %c : i64
  vir.return
}
// CHECK-LABEL: vir.func @no_request(
// CHECK-NOT: vector<
vir.func @no_request(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %x: i64) {
  %c1 = vir.gep %c[1] : i64
  vir.store %x, %c : i64
  vir.store %x, %c1 : i64
  vir.return
}

// -----

// Horizontal reductions: a chain of adds of four consecutive loads, in any
// order, is one vector load and one vir.reduce; a float chain needs
// reassoc on every link.
// CHECK-LABEL: vir.func @reduce_add(
// CHECK: %[[V:.*]] = vir.load %arg0 align 4 : vector<4xi32>
// CHECK: %[[R:.*]] = vir.reduce add %[[V]] : vector<4xi32>
// CHECK: vir.return %[[R]] : i32
// expected-remark @below {{VIR: accepted vectorize on function @reduce_add (vectorized 1 tree(s) of straight-line code: cost 7.0 -> 5.0)}}
vir.func @reduce_add(%a: !vir.ptr) -> i32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : i32
  %a2 = vir.gep %a[2] : i32
  %a3 = vir.gep %a[3] : i32
  %x3 = vir.load %a3 : i32
  %x1 = vir.load %a1 : i32
  %x0 = vir.load %a : i32
  %x2 = vir.load %a2 : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a add reduction of 4 i32 values: cost 7.0 -> 5.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  %s0 = vir.add %x3, %x1 nsw : i32
  %s1 = vir.add %s0, %x0 nsw : i32
  %s2 = vir.add %s1, %x2 nsw : i32
  vir.return %s2 : i32
}
// CHECK-LABEL: vir.func @reduce_fast(
// CHECK: %[[V:.*]] = vir.load %arg0 align 4 : vector<4xf32>
// CHECK: vir.reduce fadd %[[V]] fastmath<reassoc> : vector<4xf32>
// expected-remark @below {{VIR: accepted vectorize on function @reduce_fast}}
vir.func @reduce_fast(%a: !vir.ptr) -> f32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : f32
  %a2 = vir.gep %a[2] : f32
  %a3 = vir.gep %a[3] : f32
  %x0 = vir.load %a : f32
  %x1 = vir.load %a1 : f32
  %x2 = vir.load %a2 : f32
  %x3 = vir.load %a3 : f32
  // expected-remark @below {{VIR: slp-vectorize: vectorized a fadd reduction of 4 f32 values}}
  %s0 = vir.fadd %x0, %x1 fastmath<reassoc> : f32
  %s1 = vir.fadd %s0, %x2 fastmath<reassoc> : f32
  %s2 = vir.fadd %s1, %x3 fastmath<reassoc> : f32
  vir.return %s2 : f32
}
// CHECK-LABEL: vir.func @no_reduce_float(
// CHECK-NOT: vector<
// CHECK: vir.return
// expected-remark @below {{VIR: denied vectorize on function @no_reduce_float, Unsupported (no group of stores to consecutive elements outside loops)}}
vir.func @no_reduce_float(%a: !vir.ptr) -> f32 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %a1 = vir.gep %a[1] : f32
  %a2 = vir.gep %a[2] : f32
  %a3 = vir.gep %a[3] : f32
  %x0 = vir.load %a : f32
  %x1 = vir.load %a1 : f32
  %x2 = vir.load %a2 : f32
  %x3 = vir.load %a3 : f32
  %s0 = vir.fadd %x0, %x1 : f32
  %s1 = vir.fadd %s0, %x2 : f32
  %s2 = vir.fadd %s1, %x3 : f32
  vir.return %s2 : f32
}

// -----

// One run, two chunks: c[0..3] is packed, c[4..5] (different operations)
// is refused; the refusal is reported at the run's first store.
// CHECK-LABEL: vir.func @partial_run(
// CHECK: vir.store %{{.*}}, %arg0 align 4 : vector<4xi32>
// CHECK: vir.store %{{.*}} : i32
// CHECK: vir.store %{{.*}} : i32
// expected-remark @below {{VIR: accepted vectorize on function @partial_run (vectorized 1 tree(s) of straight-line code: cost 4.0 -> 2.0)}}
vir.func @partial_run(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %x: i32, %y: i32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %c1 = vir.gep %c[1] : i32
  %c2 = vir.gep %c[2] : i32
  %c3 = vir.gep %c[3] : i32
  %c4 = vir.gep %c[4] : i32
  %c5 = vir.gep %c[5] : i32
  %s = vir.add %x, %y : i32
  %d = vir.sub %x, %y : i32
  // expected-remark @+2 {{VIR: slp-vectorize: vectorized 4 stores of i32 to %arg0: cost 4.0 -> 2.0 (1 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  // expected-remark @+1 {{VIR: slp-vectorize: 2 stores of i32 to %arg0: not cheaper as vectors: cost 2.0 -> 5.0 (1 node(s), 1 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %x, %c : i32
  vir.store %x, %c1 : i32
  vir.store %x, %c2 : i32
  vir.store %x, %c3 : i32
  vir.store %s, %c4 : i32
  vir.store %d, %c5 : i32
  vir.return
}

// -----

// Stores to a stack slot SROA and mem2reg may still split (an epoch-valid
// #vir.nocapture alloca: after inlining, the sret and byval temporaries of
// structures) stay scalar: a vector store would keep the slot in memory
// (bench/extra/vec3.c ran 1.25x instead of 1.01x of opt -O2 so).
// CHECK-LABEL: vir.func @no_promotable_slot(
// CHECK-NOT: vector<
// CHECK: vir.return
// expected-remark @below {{VIR: denied vectorize on function @no_promotable_slot, Unsupported (no group of stores to consecutive elements outside loops)}}
vir.func @no_promotable_slot(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}) -> f64 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %slot = vir.alloca !vir.array<2 x f64> {vir.traits = [#vir.nocapture]}
  %s1 = vir.gep %slot[1] : f64
  %a1 = vir.gep %a[1] : f64
  %b1 = vir.gep %b[1] : f64
  %x0 = vir.load %a : f64
  %y0 = vir.load %b : f64
  %v0 = vir.fadd %x0, %y0 : f64
  vir.store %v0, %slot : f64
  %x1 = vir.load %a1 : f64
  %y1 = vir.load %b1 : f64
  %v1 = vir.fadd %x1, %y1 : f64
  vir.store %v1, %s1 : f64
  %r0 = vir.load %slot : f64
  %r1 = vir.load %s1 : f64
  %r = vir.fadd %r0, %r1 : f64
  vir.return %r : f64
}

// -----

// A stale nocapture is no fact: the slot is not known to be promotable, so
// its stores are a seed again (here refused by the cost model, where the
// valid fact above leaves no group at all).
// CHECK-LABEL: vir.func @stale_slot_fact(
// CHECK-NOT: vector<
// expected-remark @below {{VIR: denied vectorize on function @stale_slot_fact, CostModel (2 stores of f64 to %slot: not cheaper as vectors: cost 4.0 -> 10.0 (3 node(s), 2 gathered, 0 extract(s), 0 scalar(s) kept))}}
vir.func @stale_slot_fact(%u: f64, %v: f64, %w: f64, %z: f64) -> f64 attributes {epoch = 2, vir.traits = [#vir.req<vectorize, soft, epoch = 2>]} {
  %slot = vir.alloca !vir.array<2 x f64> {vir.traits = [#vir.nocapture<epoch = 1>]}
  %s1 = vir.gep %slot[1] : f64
  %v0 = vir.fadd %u, %u : f64
  // expected-remark @below {{VIR: slp-vectorize: 2 stores of f64 to %slot: not cheaper as vectors: cost 4.0 -> 10.0 (3 node(s), 2 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %v0, %slot : f64
  %v1 = vir.fadd %w, %w : f64
  vir.store %v1, %s1 : f64
  %r0 = vir.load %slot : f64
  %r1 = vir.load %s1 : f64
  %r = vir.fadd %r0, %r1 : f64
  vir.return %r : f64
}

// -----

// A nocapture slot that is also read at a variable index stays in memory
// (SROA splits only slots addressed at constant offsets): its stores are a
// seed like any other.
// CHECK-LABEL: vir.func @slot_with_variable_index(
// CHECK: vir.store %{{.*}}, %{{.*}} align 8 : vector<2xf64>
// CHECK-NOT: vir.store
// CHECK: vir.return
// expected-remark @below {{VIR: accepted vectorize on function @slot_with_variable_index}}
vir.func @slot_with_variable_index(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %i: i64) -> f64 attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %slot = vir.alloca !vir.array<2 x f64> {vir.traits = [#vir.nocapture]}
  %s1 = vir.gep %slot[1] : f64
  %a1 = vir.gep %a[1] : f64
  %b1 = vir.gep %b[1] : f64
  %x0 = vir.load %a : f64
  %y0 = vir.load %b : f64
  %v0 = vir.fadd %x0, %y0 : f64
  // expected-remark @below {{VIR: slp-vectorize: vectorized 2 stores of f64 to %slot}}
  vir.store %v0, %slot : f64
  %x1 = vir.load %a1 : f64
  %y1 = vir.load %b1 : f64
  %v1 = vir.fadd %x1, %y1 : f64
  vir.store %v1, %s1 : f64
  %si = vir.gep %slot[%i] : f64
  %r = vir.load %si : f64
  vir.return %r : f64
}

// -----

// Lanes that read a consecutive run out of order: one vector load and a
// shuffle (p[k] = q[(k + 1) & 3] ^ x, a rotation of four i32).
// CHECK-LABEL: vir.func @permuted_loads(
// CHECK: %[[Q:.*]] = vir.load %arg1 align 4 : vector<4xi32>
// CHECK: %[[R:.*]] = vir.shuffle %[[Q]], %[[Q]] [1, 2, 3, 0] : vector<4xi32> -> vector<4xi32>
// CHECK: %[[X:.*]] = vir.splat %arg2 : vector<4xi32>
// CHECK: %[[S:.*]] = vir.xor %[[R]], %[[X]] : vector<4xi32>
// CHECK: vir.store %[[S]], %arg0 align 4 : vector<4xi32>
// CHECK-NOT: vir.store
// expected-remark @below {{VIR: accepted vectorize on function @permuted_loads}}
vir.func @permuted_loads(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %x: i32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q1 = vir.gep %q[1] : i32
  %q2 = vir.gep %q[2] : i32
  %q3 = vir.gep %q[3] : i32
  %p1 = vir.gep %p[1] : i32
  %p2 = vir.gep %p[2] : i32
  %p3 = vir.gep %p[3] : i32
  %v1 = vir.load %q1 align 4 : i32
  %v2 = vir.load %q2 align 4 : i32
  %v3 = vir.load %q3 align 4 : i32
  %v0 = vir.load %q align 4 : i32
  %s0 = vir.xor %v1, %x : i32
  %s1 = vir.xor %v2, %x : i32
  %s2 = vir.xor %v3, %x : i32
  %s3 = vir.xor %v0, %x : i32
  // expected-remark @below {{VIR: slp-vectorize: vectorized 4 stores of i32 to %arg0: cost 12.0 -> 5.0 (3 node(s), 0 gathered, 0 extract(s), 0 scalar(s) kept)}}
  vir.store %s0, %p align 4 : i32
  vir.store %s1, %p1 align 4 : i32
  vir.store %s2, %p2 align 4 : i32
  vir.store %s3, %p3 align 4 : i32
  vir.return
}

// -----

// Lanes that read every other element are no run (q[0], q[2], q[4], q[6]):
// gathered, and the cost model refuses.
// CHECK-LABEL: vir.func @no_strided_loads(
// CHECK-NOT: vector<
// expected-remark @below {{VIR: denied vectorize on function @no_strided_loads, CostModel}}
vir.func @no_strided_loads(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %x: i32) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %q2 = vir.gep %q[2] : i32
  %q4 = vir.gep %q[4] : i32
  %q6 = vir.gep %q[6] : i32
  %p1 = vir.gep %p[1] : i32
  %p2 = vir.gep %p[2] : i32
  %p3 = vir.gep %p[3] : i32
  %v0 = vir.load %q align 4 : i32
  %v1 = vir.load %q2 align 4 : i32
  %v2 = vir.load %q4 align 4 : i32
  %v3 = vir.load %q6 align 4 : i32
  %s0 = vir.xor %v0, %x : i32
  %s1 = vir.xor %v1, %x : i32
  %s2 = vir.xor %v2, %x : i32
  %s3 = vir.xor %v3, %x : i32
  // expected-remark @below {{VIR: slp-vectorize: 4 stores of i32 to %arg0: not cheaper as vectors}}
  vir.store %s0, %p align 4 : i32
  vir.store %s1, %p1 align 4 : i32
  vir.store %s2, %p2 align 4 : i32
  vir.store %s3, %p3 align 4 : i32
  vir.return
}
