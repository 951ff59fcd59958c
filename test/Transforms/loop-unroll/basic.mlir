// loop-unroll fully unrolls counted loops with a constant trip count and
// partially unrolls by a request's factor; every unroll request gets a
// result: the @no_ functions are each refusal with its reason.
// Runtime unrolling (runtime.mlir) is off here: these are the full unrolls,
// the unrolls that keep every test, and the refusals without it.
// RUN: vct-mlir-opt --loop-unroll=runtime=false --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// Three copies chained by branches, no test left; the sum after the loop
// reads the last copy's; the other requests end AlreadyDone.
// CHECK-LABEL: vir.func @full(
// CHECK: vir.store
// CHECK: vir.br ^[[B1:bb[0-9]+]]
// CHECK: ^[[B1]](
// CHECK: vir.store
// CHECK: vir.br ^[[B2:bb[0-9]+]]
// CHECK: ^[[B2]](
// CHECK: vir.store
// CHECK: %[[S:.*]] = vir.add
// CHECK: vir.br ^[[E:bb[0-9]+]]
// CHECK-NOT: vir.cond_br
// CHECK: ^[[E]]:
// CHECK-NEXT: vir.return %[[S]]
vir.func @full(%p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.store %i, %p : i32
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @full (fully unrolled 3 iterations)}}
  // expected-remark @below {{VIR: denied licm on loop with back edge in @full, AlreadyDone (the loop was fully unrolled)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft>, #vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// A count-down loop testing the variable before the step, exiting when
// true: trip count 4 (i = 3, 2, 1, 0).
// CHECK-LABEL: vir.func @full_down(
// CHECK-COUNT-4: vir.store
// CHECK-NOT: vir.cond_br
vir.func @full_down(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c3 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.sub %i, %c1 : i32
  %t = vir.icmp eq %i, %c0 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @full_down (fully unrolled 4 iterations)}}
  vir.cond_br %t, ^exit, ^loop(%i1 : i32) {vir.traits = [#vir.req<unroll, strong>]}
^exit:
  vir.return
}

// -----

// A factor below the trip count (or with an unknown one): two copies, each
// keeping its exit test; the last copy's branch is the back edge and keeps
// the loop's other requests; the value after the loop is merged.
// CHECK-LABEL: vir.func @partial(
// CHECK: ^[[H:bb[0-9]+]](%{{.*}}: i32, %{{.*}}: i32):
// CHECK: %[[S1:.*]] = vir.add
// CHECK: vir.cond_br %{{.*}}, ^[[C:bb[0-9]+]](%{{.*}}, %[[S1]] : i32, i32), ^[[E:bb[0-9]+]](%[[S1]] : i32)
// CHECK: ^[[C]](
// CHECK: %[[S2:.*]] = vir.add
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %[[S2]] : i32, i32), ^[[E]](%[[S2]] : i32) {vir.traits = [#vir.req<licm, soft>]}
// CHECK: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]]
vir.func @partial(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @partial (unrolled by 2, each copy keeping its exit test)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>, #vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// Without an unroll request nothing happens (O-20).
// CHECK-LABEL: vir.func @no_request(
// CHECK: vir.cond_br
vir.func @no_request(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}

// -----

// A header-tested loop: rotation first.
vir.func @no_header_tested(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %t = vir.icmp slt %i, %c3 : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_header_tested, Unsupported (the loop is not bottom-tested: its latch does not exit)}}
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A second exit and no constant trip count (multi-exit.mlir has the
// full unrolls of such loops).
vir.func @no_early_exit(%p: !vir.ptr, %c: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.cond_br %c, ^exit, ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_early_exit, Unsupported (a block other than the latch exits the loop: only a full unroll takes such a loop, and the trip count is not a constant)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// An unknown bound and no factor: partial unrolling would keep every test.
vir.func @no_constant_trip(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_constant_trip, CostModel (no constant trip count, and no factor: partial unrolling keeps every exit test, which the cost model does not count as a gain)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// Too many iterations (max-full-trip is 32); a strong request denied is a
// warning (O-26).
vir.func @no_long_trip(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c100 : i32
  // expected-warning @below {{VIR: denied unroll on loop with back edge in @no_long_trip, TooLarge (the trip count is more than max-full-trip (32))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, strong>]}
^exit:
  vir.return
}

// -----

// Within max-full-trip but over full-budget (200): 20 iterations of 12
// operations that stay (the increment and the test fold in each copy).
vir.func @no_large_body(%p: !vir.ptr, %a: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c20 = vir.constant 20 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x1 = vir.mul %a, %a : i32
  %x2 = vir.mul %x1, %i : i32
  %x3 = vir.mul %x2, %i : i32
  %x4 = vir.mul %x3, %i : i32
  %x5 = vir.mul %x4, %i : i32
  %x6 = vir.mul %x5, %i : i32
  %x7 = vir.mul %x6, %i : i32
  %x8 = vir.mul %x7, %i : i32
  %x9 = vir.mul %x8, %i : i32
  %x10 = vir.mul %x9, %i : i32
  vir.store %x10, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c20 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_large_body, TooLarge (20 iterations of 12 operations (those that do not fold once the induction variables are constants) exceed full-budget (200))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// The size of a copy counts what stays once the variable is a constant in
// it: 16 copies of 31 operations would exceed full-budget (200), but the
// index (i + 5) & 15, the address with that index, the increment, the test
// and the unused compare fold or go, and 16 copies of the load, the
// arithmetic, the store and the branch (12 operations) fit.
// CHECK-LABEL: vir.func @folded_index_fits
// CHECK-NOT: vir.cond_br
// CHECK-COUNT-16: vir.store
// CHECK-NOT: vir.store
// CHECK: vir.return
vir.func @folded_index_fits(%p: !vir.ptr, %q: !vir.ptr, %a: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c5 = vir.constant 5 : i64
  %c15 = vir.constant 15 : i64
  %c16 = vir.constant 16 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %j = vir.add %i, %c5 : i64
  %k = vir.and %j, %c15 : i64
  %src = vir.gep %q[%k] : i32
  %x = vir.load %src : i32
  %y1 = vir.mul %x, %a : i32
  %y2 = vir.add %y1, %a : i32
  %y3 = vir.mul %y2, %a : i32
  %y4 = vir.add %y3, %a : i32
  %y5 = vir.mul %y4, %a : i32
  %y6 = vir.add %y5, %a : i32
  %y7 = vir.mul %y6, %a : i32
  %y8 = vir.add %y7, %a : i32
  %unused = vir.icmp eq %k, %c0 : i64
  %dst = vir.gep %p[%i] : i32
  vir.store %y8, %dst : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ult %i1, %c16 : i64
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @folded_index_fits (fully unrolled 16 iterations)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// The increment says nsw but the variable wraps before the test fails.
vir.func @no_wrap(%p: !vir.ptr) {
  %c1 = vir.constant 1 : i8
  %c120 = vir.constant 120 : i8
  %cm120 = vir.constant -120 : i8
  vir.br ^loop(%c120 : i8)
^loop(%i: i8):
  vir.store %i, %p : i8
  %i1 = vir.add %i, %c1 nsw : i8
  %t = vir.icmp ne %i1, %cm120 : i8
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_wrap, Unsupported (the induction variable would wrap although its increment says it does not)}}
  vir.cond_br %t, ^loop(%i1 : i8), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A factor whose copies exceed partial-budget (96): 50 copies of 4.
vir.func @no_large_factor(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_large_factor, TooLarge (50 copies of 4 operations exceed partial-budget (96))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 50>]}
^exit:
  vir.return
}

// -----

// An outer loop without a constant trip count: only innermost loops are
// unrolled then (nests.mlir has the outer loops unrolled with their inner
// loops).
vir.func @no_outer(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %c2 : i32
  vir.cond_br %u, ^inner(%j1 : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_outer, Unsupported (the loop contains loops)}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
