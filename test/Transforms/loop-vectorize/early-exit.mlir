// RUN: vct-mlir-opt --loop-vectorize --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize --mlir-pass-statistics --mlir-pass-statistics-display=list --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// A search loop (the header leaves on a test of loads p[i], the latch
// counts i from a constant to a constant bound) gets a vector loop ahead of
// it: VF lanes of the exit test per trip, and the original loop entered at
// the first vector with a lane that leaves, or after the last whole vector.
// The loads must be dereferenceable for every lane. Refused: no
// dereferenceable trait, a stale one, a store in the loop, a value carried
// from iteration to iteration, an unknown bound, too few iterations, a
// barrier.

// STATS: (S) 2 early-exits - Search loops a vector loop runs ahead of

// CHECK-LABEL: vir.func @find(
// CHECK: %[[KEY:.*]] = vir.splat %arg0 : vector<4xi32>
// CHECK: vir.br ^[[VB:bb[0-9]+]](%{{.*}} : i64)
// CHECK: ^[[VB]](%[[VI:.*]]: i64):
// CHECK: %[[P:.*]] = vir.gep inbounds %{{.*}}[%[[VI]]] : i32
// CHECK: %[[X:.*]] = vir.load %[[P]] {{.*}}: vector<4xi32>
// CHECK: %[[EQ:.*]] = vir.icmp eq %[[X]], %[[KEY]] : vector<4xi32>
// CHECK: %[[ANY:.*]] = vir.reduce or %[[EQ]] : vector<4xi1>
// CHECK: vir.cond_br %[[ANY]], ^[[ENTER:bb[0-9]+]](%[[VI]] : i64), ^[[VL:bb[0-9]+]]
// CHECK: ^[[VL]]:
// CHECK: %[[NEXT:.*]] = vir.add %[[VI]], %{{.*}} : i64
// CHECK: vir.cond_br %{{.*}}, ^[[VB]](%[[NEXT]] : i64), ^[[ENTER]](%[[NEXT]] : i64)
// CHECK: ^[[ENTER]](%[[K:.*]]: i64):
// CHECK: %[[K32:.*]] = vir.trunc %[[K]] : i64 to i32
// CHECK: vir.br ^{{.*}}(%[[K]], %[[K32]] : i64, i32)
vir.global private @v : !vir.array<100 x i32> = zeroinit align 16
vir.func @find(%key: i32) -> i32 {
  %v = vir.addressof @v {vir.traits = [#vir.dereferenceable<400>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c0_32 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  %m1 = vir.constant -1 : i32
  vir.br ^head(%c0, %c0_32 : i64, i32)
^head(%i: i64, %i32: i32):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i32 : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %t1 = vir.trunc %i1 : i64 to i32
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: loop-vectorize: a search: vectors of 4 lanes test the exit ahead of the loop, which is entered at the first vector with a lane that leaves (loads dereferenceable for 384 bytes)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @find (a search: vectors of 4 lanes test the exit ahead of the loop, which is entered at the first vector with a lane that leaves (loads dereferenceable for 384 bytes))}}
  vir.cond_br %more, ^head(%i1, %t1 : i64, i32), ^done(%m1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i32):
  vir.return %r : i32
}

// -----

// No trait says the lanes past an exit may be read.
// CHECK-LABEL: vir.func @no_dereferenceable(
// CHECK-NOT: vector<
vir.func @no_dereferenceable(%v: !vir.ptr, %key: i32) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @no_dereferenceable, Unsupported (the vector loads read up to byte 384 of its base, which no epoch-valid #vir.dereferenceable covers: an exit before them would not have read them)}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c100 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i64):
  vir.return %r : i64
}

// -----

// A stale dereferenceable fact (stamped before the function's epoch 1) is
// not one.
// CHECK-LABEL: vir.func @stale(
// CHECK-NOT: vector<
vir.func @stale(%v: !vir.ptr {vir.traits = [#vir.dereferenceable<4000>]}, %key: i32) -> i64 attributes {epoch = 1} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @stale, Unsupported (the vector loads read up to byte 384 of its base, which no epoch-valid #vir.dereferenceable covers (a stale one is ignored): an exit before them would not have read them)}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c100 : i64) {vir.traits = [#vir.req<vectorize, soft, epoch = 1>]}
^done(%r: i64):
  vir.return %r : i64
}

// -----

// A store: the iterations the vector loop skips must do nothing.
// CHECK-LABEL: vir.func @stores(
// CHECK-NOT: vector<
vir.global private @w : !vir.array<100 x i32> = zeroinit align 16
vir.func @stores(%key: i32, %out: !vir.ptr) -> i64 {
  %v = vir.addressof @w {vir.traits = [#vir.dereferenceable<400>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  vir.store %x, %out : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @stores, Unsupported (vir.store in a loop that leaves early has effects: the iterations the vector loop skips must do nothing but compute its exit test)}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c100 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i64):
  vir.return %r : i64
}

// -----

// A sum carried from iteration to iteration is refused; then a bound
// known only at run time: the vector loop runs when `first + VF < n <=
// 100` (the elements @u holds), checked before it.
// CHECK-LABEL: vir.func @carried(
// CHECK-NOT: vector<
// CHECK: vir.icmp ule %arg1, %{{.*}} : i64
// CHECK: vir.icmp ugt %arg1, %{{.*}} : i64
// CHECK: vir.and
// CHECK: vir.load {{.*}} : vector<4xi32>
vir.global private @u : !vir.array<100 x i32> = zeroinit align 16
vir.func @carried(%key: i32, %n: i64) -> i32 {
  %v = vir.addressof @u {vir.traits = [#vir.dereferenceable<400>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %z = vir.constant 0 : i32
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  vir.br ^head(%c0, %z : i64, i32)
^head(%i: i64, %s: i32):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %s1 = vir.add %s, %x : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%s1 : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @carried, Unsupported (header argument 1 is neither the induction variable nor a cast of it: the iterations the vector loop skips would have to carry it)}}
  vir.cond_br %more, ^head(%i1, %s1 : i64, i32), ^done(%s1 : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i32):
  %q = vir.constant 0 : i64
  vir.br ^head2(%q : i64)
^head2(%j: i64):
  %p2 = vir.gep inbounds %v[%j] : i32
  %y = vir.load %p2 : i32
  %eq2 = vir.icmp eq %y, %key : i32
  vir.cond_br %eq2, ^done2(%r : i32), ^latch2
^latch2:
  %j1 = vir.add %j, %c1 : i64
  %more2 = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: loop-vectorize: a search: vectors of 4 lanes test the exit ahead of the loop, which is entered at the first vector with a lane that leaves (loads dereferenceable for bounds up to 100, checked before the loop)}}
  // expected-remark @below {{VIR: accepted vectorize on loop with back edge in @carried (a search: vectors of 4 lanes test the exit ahead of the loop, which is entered at the first vector with a lane that leaves (loads dereferenceable for bounds up to 100, checked before the loop))}}
  vir.cond_br %more2, ^head2(%j1 : i64), ^done2(%z : i32) {vir.traits = [#vir.req<vectorize, soft>]}
^done2(%r2: i32):
  vir.return %r2 : i32
}

// -----

// Four iterations: no whole vector before the last one.
// CHECK-LABEL: vir.func @short(
// CHECK-NOT: vector<
vir.global private @s : !vir.array<4 x i32> = zeroinit align 16
vir.func @short(%key: i32) -> i64 {
  %v = vir.addressof @s {vir.traits = [#vir.dereferenceable<16>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c4 = vir.constant 4 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c4 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @short, CostModel (the loop runs at most 4 iterations: no whole vector of 4 before the last one)}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c4 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i64):
  vir.return %r : i64
}

// -----

// A barrier in a search loop: nothing is reordered across it (O-36).
// CHECK-LABEL: vir.func @barrier(
// CHECK-NOT: vector<
vir.global private @b : !vir.array<100 x i32> = zeroinit align 16
vir.func @barrier(%key: i32) -> i64 {
  %v = vir.addressof @b {vir.traits = [#vir.dereferenceable<400>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c100 = vir.constant 100 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i32
  %x = vir.load %p : i32
  %eq = vir.icmp eq %x, %key : i32
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  // expected-remark @below {{VIR: loop-vectorize: loop contains a vir.opaque_region; not vectorized}}
  vir.opaque_region(%p : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c100 : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @barrier, Unsupported}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c100 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i64):
  vir.return %r : i64
}

// -----

// The latch compares with a value the loop loads: no count, no bound.
// CHECK-LABEL: vir.func @moving_bound(
// CHECK-NOT: vector<
vir.global private @mb : !vir.array<100 x i64> = zeroinit align 16
vir.func @moving_bound(%key: i64) -> i64 {
  %v = vir.addressof @mb {vir.traits = [#vir.dereferenceable<800>]} : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^head(%c0 : i64)
^head(%i: i64):
  %p = vir.gep inbounds %v[%i] : i64
  %x = vir.load %p : i64
  %eq = vir.icmp eq %x, %key : i64
  vir.cond_br %eq, ^done(%i : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %x : i64
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @moving_bound, Unsupported (the latch's test does not compare the next value with a bound from before the loop (<, or !=))}}
  vir.cond_br %more, ^head(%i1 : i64), ^done(%c0 : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^done(%r: i64):
  vir.return %r : i64
}
