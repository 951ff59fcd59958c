// A loop that contains loops is fully unrolled with them when its trip
// count is known and the nest fits full-budget (LLVM's full unroll of an
// outer loop). Outer loops go first: the copies of an inner loop whose bound
// is the outer variable see constants, and each copy carries the inner
// loop's requests as requests of its own, so the inner copies are unrolled
// in turn. Trip counts of variables that do not step by a constant (`s <<=
// 1`) come from evaluating the exit test iteration by iteration (LLVM's
// computeExitCountExhaustively). The @no_ functions are the refusals.
// RUN: vct-mlir-opt --loop-unroll=runtime=false --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt %s --loop-unroll=runtime=false --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=STATS

// STATS: {{^}}loop-unroll{{$}}
// STATS-NEXT: (S) {{[0-9]+}} body-copies
// STATS-NEXT: (S) 8 fully-unrolled

// for (s = 1; s < 8; s <<= 1) for (j = 0; j < s; j++) p[j] += s: the outer
// runs 3 times (s = 1, 2, 4); its copies' inner loops run s times each.
// CHECK-LABEL: vir.func @doubling(
// CHECK-NOT: vir.cond_br
// CHECK-COUNT-7: vir.store
// CHECK-NOT: vir.store
// CHECK: vir.return
vir.func @doubling(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^outer(%c1 : i32)
^outer(%s: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %e = vir.sext %j : i32 to i64
  %a = vir.gep %p[%e] : i32
  %v = vir.load %a : i32
  %w = vir.add %v, %s : i32
  vir.store %w, %a : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %s : i32
  // Three copies of the inner loop, unrolled 1, 2 and 4 times, in that order
  // (innermost first, after the nests).
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @doubling (fully unrolled 1 iterations)}}
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @doubling (fully unrolled 2 iterations)}}
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @doubling (fully unrolled 4 iterations)}}
  vir.cond_br %u, ^inner(%j1 : i32), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %s1 = vir.shl %s, %c1 : i32
  %t = vir.icmp slt %s1, %c8 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @doubling (fully unrolled 3 iterations with the loops nested in it)}}
  vir.cond_br %t, ^outer(%s1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// An innermost loop halving its variable: n = 64, 32, ..., 1 (7 iterations).
// CHECK-LABEL: vir.func @halving(
// CHECK-NOT: vir.cond_br
// CHECK-COUNT-7: vir.store
// CHECK-NOT: vir.store
vir.func @halving(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c64 = vir.constant 64 : i32
  vir.br ^loop(%c64 : i32)
^loop(%n: i32):
  vir.store %n, %p : i32
  %n1 = vir.lshr %n, %c1 : i32
  %t = vir.icmp ne %n1, %c0 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @halving (fully unrolled 7 iterations)}}
  vir.cond_br %t, ^loop(%n1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// The outer loop's copies and the original keep no request of the outer
// loop; an inner loop without a request stays a loop in every copy.
// CHECK-LABEL: vir.func @inner_without_request(
// CHECK-COUNT-2: vir.cond_br %{{.*}} : i32), ^{{.*}}
// CHECK-NOT: vir.cond_br
// CHECK-NOT: #vir.req
vir.func @inner_without_request(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^inner(%j1 : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @inner_without_request (fully unrolled 2 iterations with the loops nested in it)}}
  // expected-remark @below {{VIR: denied licm on loop with back edge in @inner_without_request, AlreadyDone (the loop was fully unrolled)}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>, #vir.req<licm, soft>]}
^exit:
  vir.return
}

// -----

// Too large: 16 iterations of a nest whose inner loop runs 16 times. The
// inner loop is unrolled (it fits); the outer one then holds 16 copies and
// is refused by size.
// CHECK-LABEL: vir.func @no_nest_too_large(
// CHECK: vir.cond_br
vir.func @no_nest_too_large(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c16 = vir.constant 16 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %x = vir.add %i, %j : i32
  vir.store %x, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %c16 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @no_nest_too_large (fully unrolled 16 iterations)}}
  vir.cond_br %u, ^inner(%j1 : i32), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c16 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_nest_too_large, TooLarge}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A variable whose evolution is not computed from constants (it is loaded)
// gives no trip count: the nest is refused as before.
// CHECK-LABEL: vir.func @no_evolution(
// CHECK: vir.cond_br
vir.func @no_evolution(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c8 = vir.constant 8 : i32
  vir.br ^loop(%c1 : i32)
^loop(%s: i32):
  %v = vir.load %p : i32
  %s1 = vir.shl %s, %v : i32
  %t = vir.icmp slt %s1, %c8 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_evolution, CostModel (no constant trip count, and no factor: partial unrolling keeps every exit test, which the cost model does not count as a gain)}}
  vir.cond_br %t, ^loop(%s1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A nest holding a region barrier is not unrolled with its inner loop: the
// remark is at the barrier (once, from the innermost-first walk).
// CHECK-LABEL: vir.func @no_nest_barrier(
// CHECK: vir.opaque_region
// CHECK: vir.cond_br
vir.func @no_nest_barrier(%a: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  // expected-remark @below {{VIR: loop-unroll: loop contains a vir.opaque_region; not unrolled}}
  vir.opaque_region(%a : !vir.ptr) {
  ^bb0(%base: !vir.ptr):
    %zero = vir.constant 0 : i32
    vir.store %zero, %base : i32
    vir.yield
  }
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %c2 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_nest_barrier, Unsupported (the loop contains a vir.opaque_region; no code is copied across a region barrier)}}
  vir.cond_br %u, ^inner(%j1 : i32), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @no_nest_barrier, Unsupported (the loop contains loops)}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// A stale unroll request on the outer loop is not taken: the nest stays and
// the request is ignored with a remark.
// CHECK-LABEL: vir.func @no_nest_stale
// CHECK: vir.cond_br
vir.func @no_nest_stale(%p: !vir.ptr) attributes {epoch = 2} {
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
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: loop-unroll: ignored stale unroll request (stamped at epoch 1, the function is at 2)}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, epoch = 1>]}
^exit:
  vir.return
}

// -----

// An inner loop with two latches (a `continue`) is counted once in the
// nest's size; the nest is unrolled with it (this crashed once: the size of
// an inner loop looked for its one latch).
// CHECK-LABEL: vir.func @inner_two_latches(
// CHECK-COUNT-6: vir.cond_br
// CHECK-NOT: vir.cond_br
vir.func @inner_two_latches(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %odd = vir.icmp slt %j, %i : i32
  vir.cond_br %odd, ^back1, ^back2
^back1:
  vir.store %j, %p : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^inner(%j1 : i32), ^latch
^back2:
  %u2 = vir.icmp slt %j1, %n : i32
  vir.cond_br %u2, ^inner(%j1 : i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @inner_two_latches (fully unrolled 2 iterations with the loops nested in it)}}
  vir.cond_br %t, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
