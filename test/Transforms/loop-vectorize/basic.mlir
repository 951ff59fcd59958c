// loop-vectorize turns innermost counted loops with consecutive accesses
// into vector loops: a scalar remainder (the original loop) unless the
// trip count is a known multiple, reductions, runtime overlap checks when
// no trait separates two bases. Every vectorize request gets a result: the
// @no_ functions are each refusal with its reason.
// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// Restrict pointers: no runtime check; the guard only tests the trip count.
// CHECK-LABEL: vir.func @add_restrict(
// CHECK: %[[N:.*]] = vir.sub %{{.*}}, %{{.*}} : i64
// CHECK: %[[VT:.*]] = vir.and %[[N]], %{{.*}} : i64
// The guard enters the vector preheader, which enters the vector loop.
// CHECK: vir.cond_br %{{.*}}, ^[[VP:bb[0-9]+]], ^[[S:bb[0-9]+]](
// CHECK: ^[[VP]]:
// CHECK: vir.br ^[[V:bb[0-9]+]](%{{.*}} : i64)
// CHECK: ^[[V]](%[[J:.*]]: i64):
// CHECK: vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: vir.add %{{.*}}, %{{.*}} nsw : vector<4xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} align 4 : vector<4xi32>
// CHECK: vir.cond_br %{{.*}}, ^[[V]](%{{.*}} : i64), ^[[M:bb[0-9]+]]
// CHECK: ^[[M]]:
// CHECK: vir.cond_br %{{.*}}, ^[[S]](%{{.*}} : i64), ^{{.*}}
// The remainder's vectorize request is used, and its unroll request ends
// AlreadyDone: it runs fewer than VF iterations after the vector loop.
// CHECK: ^[[S]](
// CHECK: vir.load %{{.*}} : i32
// CHECK-NOT: vir.req<unroll
// CHECK: vir.return
vir.func @add_restrict(%c: !vir.ptr {vir.traits = [#vir.restrict]}, %a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %pb = vir.gep inbounds %b[%i] : i32
  %y = vir.load %pb align 4 : i32
  %s = vir.add %x, %y nsw : i32
  %pc = vir.gep inbounds %c[%i] : i32
  vir.store %s, %pc align 4 : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 6.0 -> 1.5 per element, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @add_restrict (vectorized by 4, interleaved by 1: cost 6.0 -> 1.5 per element, with a scalar remainder)}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @add_restrict, AlreadyDone (the loop was vectorized; this is its scalar remainder, which runs fewer than 4 iterations after the vector loop)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Plain pointers: a runtime check compares the byte ranges of the store and
// each load.
// CHECK-LABEL: vir.func @add_checked(
// CHECK-COUNT-3: vir.ptrtoint
// CHECK: vir.icmp ule
// CHECK: vir.icmp ule
// CHECK: vir.or
// CHECK: vir.cond_br
// CHECK: vector<4xi32>
vir.func @add_checked(%c: !vir.ptr, %a: !vir.ptr, %b: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %pb = vir.gep inbounds %b[%i] : i32
  %y = vir.load %pb align 4 : i32
  %s = vir.add %x, %y : i32
  %pc = vir.gep inbounds %c[%i] : i32
  vir.store %s, %pc align 4 : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 6.0 -> 1.5 per element, with a scalar remainder, behind a runtime check of 2 pair(s) (no trait separates store to %arg0 may alias load from %arg1: no noalias or restrict trait; the original loop runs when the check fails)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @add_checked}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// Two rows of one matrix, row i updated from row k (LU's elimination step):
// one base at offsets that differ by a loop-invariant amount that is not a
// constant. A runtime check compares their byte ranges, as for two bases.
// CHECK-LABEL: vir.func @rows_checked(
// CHECK-COUNT-2: vir.ptrtoint
// CHECK: vir.icmp ule
// CHECK: vir.icmp ule
// CHECK: vir.or
// CHECK: vir.cond_br
// CHECK: vector<2xf64>
vir.func @rows_checked(%m: !vir.ptr, %i: i64, %k: i64, %f: f64, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%j: i64):
  %pk = vir.gep inbounds %m[%k, %j] : !vir.array<64 x f64>
  %x = vir.load %pk align 8 : f64
  %pi = vir.gep inbounds %m[%i, %j] : !vir.array<64 x f64>
  %y = vir.load %pi align 8 : f64
  %p = vir.fmul %f, %x : f64
  %s = vir.fsub %y, %p : f64
  vir.store %s, %pi align 8 : f64
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 2, interleaved by 1: cost 7.0 -> 3.5 per element, with a scalar remainder, behind a runtime check of 1 pair(s) (no trait separates store to %arg0 and load from %arg0: their addresses differ by a loop-invariant amount that is not a constant; the original loop runs when the check fails)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @rows_checked}}
  vir.cond_br %more, ^loop(%j1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A sum: the accumulator is a vector, reduced in the middle block and
// combined with the start value; the exit reads the middle block's or the
// remainder's result.
// CHECK-LABEL: vir.func @sum(
// CHECK: vir.cond_br %{{.*}}, ^[[VP:bb[0-9]+]], ^{{bb[0-9]+}}(
// CHECK: ^[[VP]]:
// CHECK: %[[Z:.*]] = vir.constant dense<0> : vector<4xi32>
// CHECK: vir.br ^[[V:bb[0-9]+]](%{{.*}}, %[[Z]] : i64, vector<4xi32>)
// CHECK: ^[[V]](%{{.*}}: i64, %[[ACC:.*]]: vector<4xi32>):
// CHECK: %[[NEXT:.*]] = vir.add %[[ACC]], %{{.*}} : vector<4xi32>
// CHECK: vir.reduce add %[[NEXT]] : vector<4xi32>
vir.func @sum(%a: !vir.ptr, %n: i64, %init: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0, %init : i64, i32), ^exit(%init : i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %s1 = vir.add %s, %x nsw : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 4.0 -> 0.8 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @sum}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// A constant trip count of 64, a multiple of 4: no guard, no remainder; the
// loop's other requests end with it.
// CHECK-LABEL: vir.func @const_trip(
// CHECK-NOT: vir.cond_br
// CHECK: vir.splat
// CHECK-NEXT: vir.br ^[[V:bb[0-9]+]](
// CHECK: ^[[V]](
// CHECK: vir.load %{{.*}} : vector<2xi64>
// CHECK: vir.cond_br %{{.*}}, ^[[V]](%{{.*}} : i64), ^[[M:bb[0-9]+]]
// CHECK: ^[[M]]:
// CHECK-NEXT: vir.br
// CHECK-NOT: vir.load
// CHECK: vir.return
vir.func @const_trip(%p: !vir.ptr {vir.traits = [#vir.restrict]}) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c64 = vir.constant 64 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i64
  %x = vir.load %pp align 8 : i64
  %y = vir.shl %x, %c1 : i64
  vir.store %y, %pp align 8 : i64
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c64 : i64
  // expected-remark @+3 {{VIR: loop-vectorize: vectorized by 2, interleaved by 1: cost 5.0 -> 2.5 per element, no remainder}}
  // expected-remark @+2 {{VIR: accepted vectorize on loop with back edge in @const_trip}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @const_trip, AlreadyDone (the loop was vectorized without a scalar remainder)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>, #vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// Widening: i8 loads zero-extended and multiplied in i32 lanes (4 lanes:
// the widest element decides); narrowing back to i8 stores.
// CHECK-LABEL: vir.func @widen(
// CHECK: vir.load %{{.*}} : vector<4xi8>
// CHECK: vir.zext %{{.*}} : vector<4xi8> to vector<4xi32>
// CHECK: vir.store %{{.*}} : vector<4xi32>
// CHECK: vir.trunc %{{.*}} : vector<4xi32> to vector<4xi8>
// CHECK: vir.store %{{.*}} : vector<4xi8>
vir.func @widen(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %s: !vir.ptr {vir.traits = [#vir.restrict]}, %e: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %ps = vir.gep inbounds %s[%i] : i8
  %x = vir.load %ps : i8
  %w = vir.zext %x : i8 to i32
  %m = vir.mul %w, %c3 : i32
  %pd = vir.gep inbounds %d[%i] : i32
  vir.store %m, %pd : i32
  %b = vir.trunc %m : i32 to i8
  %pe = vir.gep inbounds %e[%i] : i8
  vir.store %b, %pe : i8
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp ult %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 8.0 -> 3.8 per element, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @widen}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A scalar's range does not carry over to its vector: the widened zext,
// load and sum drop it (the trait verifier rejects a range on a vector;
// the producer stamps one on every zext from a narrower type).
// CHECK-LABEL: vir.func @widen_range(
// CHECK: vir.load %{{.*}} : vector<4xi8>
// CHECK-NOT: range
// CHECK: vir.zext %{{.*}} : vector<4xi8> to vector<4xi32>
// CHECK-NOT: range
// CHECK: vir.reduce add
vir.func @widen_range(%s: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %acc: i32):
  %ps = vir.gep inbounds %s[%i] : i8
  %x = vir.load %ps {vir.traits = [#vir.range<0, 100>]} : i8
  %w = vir.zext %x {vir.traits = [#vir.range<0, 255>]} : i8 to i32
  %sum = vir.add %acc, %w {vir.traits = [#vir.range<0, 1000000>]} : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp ult %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @widen_range}}
  vir.cond_br %more, ^loop(%i1, %sum : i64, i32), ^exit(%sum : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// A maximum as icmp + select; the request's width 2 wins over 4.
// CHECK-LABEL: vir.func @max_width2(
// CHECK: vir.splat %{{.*}} : vector<2xi32>
// CHECK: vir.icmp sgt %{{.*}}, %{{.*}} : vector<2xi32>
// CHECK: vir.select %{{.*}}, %{{.*}}, %{{.*}} : vector<2xi1>, vector<2xi32>
// CHECK: vir.reduce smax %{{.*}} : vector<2xi32>
vir.func @max_width2(%a: !vir.ptr, %n: i64, %init: i32) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0, %init : i64, i32)
^loop(%i: i64, %m: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %c = vir.icmp sgt %x, %m : i32
  %m1 = vir.select %c, %x, %m : i1, i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 2, interleaved by 1: cost 5.0 -> 2.0 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @max_width2}}
  vir.cond_br %more, ^loop(%i1, %m1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft, width = 2>]}
^exit:
  vir.return %m1 : i32
}

// -----

// A float sum with reassoc: a vector fadd reduction.
// CHECK-LABEL: vir.func @fsum_reassoc(
// CHECK: vir.constant dense<-0.000000e+00> : vector<2xf64>
// CHECK: vir.fadd %{{.*}}, %{{.*}} fastmath<reassoc> : vector<2xf64>
// CHECK: vir.reduce fadd %{{.*}} fastmath<reassoc> : vector<2xf64>
vir.func @fsum_reassoc(%a: !vir.ptr, %n: i64) -> f64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0.0 : f64
  vir.br ^loop(%c0, %z : i64, f64)
^loop(%i: i64, %s: f64):
  %pa = vir.gep inbounds %a[%i] : f64
  %x = vir.load %pa align 8 : f64
  %s1 = vir.fadd %s, %x fastmath<reassoc> : f64
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 2, interleaved by 1: cost 4.0 -> 1.5 per element, 1 reduction(s), with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @fsum_reassoc}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, f64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %s1 : f64
}

// -----

// Refusals.

// CHECK-LABEL: vir.func @no_float_reduction(
// CHECK-NOT: vector<
vir.func @no_float_reduction(%a: !vir.ptr, %n: i64) -> f64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0.0 : f64
  vir.br ^loop(%c0, %z : i64, f64)
^loop(%i: i64, %s: f64):
  %pa = vir.gep inbounds %a[%i] : f64
  %x = vir.load %pa align 8 : f64
  %s1 = vir.fadd %s, %x : f64
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_float_reduction, Unsupported (header argument 1 is a floating-point vir.fadd reduction without reassoc: reordering it changes the result)}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, f64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %s1 : f64
}

// -----

// A running sum read in the loop after its update (a prefix sum: the loop
// stores each partial sum) is no reduction: the vector accumulators never
// hold the partial sums (loop-diff --nests seed 176 miscompiled this).
// CHECK-LABEL: vir.func @no_running_sum(
// CHECK-NOT: vector<
vir.func @no_running_sum(%a: !vir.ptr, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa align 4 : i32
  %s1 = vir.add %s, %x : i32
  %pb = vir.gep inbounds %b[%i] : i32
  vir.store %s1, %pb align 4 : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_running_sum, Unsupported (header argument 1 is read in the loop after its update (a running value, not only a total))}}
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// A true dependence one iteration apart: p[i + 1] = p[i] + 1.
// CHECK-LABEL: vir.func @no_dependence(
// CHECK-NOT: vector<
vir.func @no_dependence(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i32
  %c1_64 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  %x = vir.load %pp : i32
  %y = vir.add %x, %c1 : i32
  %i1 = vir.add %i, %c1_64 : i64
  %pq = vir.gep inbounds %p[%i1] : i32
  vir.store %y, %pq : i32
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_dependence, Illegality (load from %arg0 and store to %arg0 are 1 iterations apart in the wrong order for 2 lanes)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A stride of two elements.
// CHECK-LABEL: vir.func @no_stride(
// CHECK-NOT: vector<
vir.func @no_stride(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %j = vir.mul %i, %c2 : i64
  %pp = vir.gep inbounds %p[%j] : i32
  vir.store %z, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_stride, Unsupported (non-consecutive access: store to %arg0 moves 2 elements per iteration, and the loop does not store all 2 elements (a wide store would write the others))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A call in the loop.
// CHECK-LABEL: vir.func @no_call(
vir.func private @g(i64)
vir.func @no_call(%n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  vir.call @g(%i) : (i64) -> ()
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_call, Unsupported (vir.call in the loop has no vector form)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A width the target cannot do: 8 lanes of i32 are 256 bits.
// CHECK-LABEL: vir.func @no_target_width(
vir.func @no_target_width(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  vir.store %z, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_target_width, NoTargetSupport (8 lanes of 32 bits exceed the target's 128-bit vectors)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft, width = 8>]}
^exit:
  vir.return
}

// -----

// A constant trip count below one vector iteration, and one below 16
// that leaves a scalar remainder at every width (3 at 2 lanes).
// CHECK-LABEL: vir.func @no_short_trip(
vir.func @no_short_trip(%p: !vir.ptr {vir.traits = [#vir.restrict]}) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c3 = vir.constant 3 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  vir.store %z, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c3 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_short_trip, CostModel (the trip count 3 is below 16 and leaves a scalar remainder at every width)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @no_single_trip(
vir.func @no_single_trip(%p: !vir.ptr {vir.traits = [#vir.restrict]}) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  vir.store %z, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c1 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_single_trip, CostModel (the trip count 1 is below one vector iteration (2 lanes))}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A store to an invariant address.
// CHECK-LABEL: vir.func @no_invariant_store(
vir.func @no_invariant_store(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  vir.store %i, %p : i64
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_invariant_store, Unsupported (non-consecutive access: store to %arg0 moves 0 bytes per iteration for 8-byte elements)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A loop that counts down by vir.sub is taken (down.mlir has more).
// CHECK-LABEL: vir.func @down_sub(
// CHECK: vir.store %{{.*}} : vector<4xi32>
vir.func @down_sub(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%n : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  vir.store %z, %pp : i32
  %i1 = vir.sub %i, %c1 : i64
  %more = vir.icmp sgt %i1, %c0 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1: cost 3.0 -> 1.0 per element, counting down, 1 backward access(es) lane-reversed, with a scalar remainder}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @down_sub (vectorized by 4, interleaved by 1: cost 3.0 -> 1.0 per element, counting down, 1 backward access(es) lane-reversed, with a scalar remainder)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// -----

// A value computed in the loop is used after it.
// CHECK-LABEL: vir.func @no_live_out(
vir.func @no_live_out(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep inbounds %p[%i] : i32
  %x = vir.load %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_live_out, Unsupported (a value computed in the loop, other than the induction variable and the reductions, is used after it)}}
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %x : i32
}

// -----

// indvars' narrow copy of a widened variable (%j = trunc %i, entered as
// trunc of the start): under sext, j - 1 without nsw is i - 1, because the
// variable runs from 1 to 190 and j - 1 cannot wrap; as a value it is the
// truncated vector variable.
// CHECK-LABEL: vir.func @narrow_copy(
// CHECK: %[[STEPS:.*]] = vir.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK: %[[J:.*]] = vir.trunc %{{.*}} : i64 to i32
// CHECK: vir.load %{{.*}} : vector<4xi32>
// CHECK: %[[JS:.*]] = vir.splat %[[J]] : vector<4xi32>
// CHECK: vir.add %[[JS]], %[[STEPS]] : vector<4xi32>
// CHECK: vir.store %{{.*}} : vector<4xi32>
vir.func @narrow_copy(%d: !vir.ptr {vir.traits = [#vir.restrict]}, %s: !vir.ptr {vir.traits = [#vir.restrict]}) {
  %c1 = vir.constant 1 : i64
  %c1_32 = vir.constant 1 : i32
  %cn1 = vir.constant -1 : i32
  %c191 = vir.constant 191 : i64
  vir.br ^loop(%c1, %c1_32 : i64, i32)
^loop(%i: i64, %j: i32):
  %jm1 = vir.add %j, %cn1 : i32
  %k = vir.sext %jm1 : i32 to i64
  %ps = vir.gep inbounds %s[%k] : i32
  %x = vir.load %ps : i32
  %y = vir.add %x, %j : i32
  %pd = vir.gep inbounds %d[%i] : i32
  vir.store %y, %pd : i32
  %i1 = vir.add %i, %c1 : i64
  %j1 = vir.trunc %i1 : i64 to i32
  %more = vir.icmp slt %i1, %c191 : i64
  // expected-remark @+2 {{VIR: loop-vectorize: vectorized by 4, interleaved by 1}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @narrow_copy}}
  vir.cond_br %more, ^loop(%i1, %j1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
