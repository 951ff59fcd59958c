// A loop whose trip count is unknown, but which leaves by a known
// iteration through an exit in its body that runs every iteration (a
// compare of an induction variable with a constant start and step against
// a constant), is fully unrolled to that many copies, each keeping every
// test, the latch's going on to the next copy (LLVM unrolls by a loop's
// constant maximum trip count). Refused: an exit that does not run every
// iteration, a bound over max-full-trip, copies over full-budget.
// RUN: vct-mlir-opt --loop-unroll --remarks --split-input-file -verify-diagnostics %s | FileCheck %s

// `k` counts 1, 2, 3, 4 and the body leaves once it reaches 4: at most
// four iterations, so four copies; the loop is gone.
// CHECK-LABEL: vir.func @bounded(
// CHECK-COUNT-4: vir.icmp sgt %{{.*}}, %{{.*}} : i32
// CHECK-NOT: vir.icmp sgt
// CHECK-NOT: req<unroll
// CHECK: vir.return
vir.func @bounded(%p: !vir.ptr, %q: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c1_64 = vir.constant 1 : i64
  vir.br ^body(%c0, %p : i32, !vir.ptr)
^body(%k: i32, %a: !vir.ptr):
  %x = vir.load %a : i32
  vir.store %x, %q : i32
  %k1 = vir.add %k, %c1 nsw : i32
  %full = vir.icmp sgt %k1, %c3 : i32
  vir.cond_br %full, ^done(%k1 : i32), ^latch
^latch:
  %a1 = vir.gep %a[%c1_64] : i32
  %more = vir.icmp ne %x, %c0 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @bounded (fully unrolled 4 iterations, the most it runs (an exit in its body leaves by then))}}
  vir.cond_br %more, ^body(%k1, %a1 : i32, !vir.ptr), ^done(%k1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^done(%r: i32):
  vir.return %r : i32
}

// -----

// The counter indvars widened, tested truncated to its C type (varint's
// `shift += 7; if (shift > 63)` once `shift` is an i64): stepped wide,
// compared narrow. It leaves in the tenth iteration: ten copies.
// CHECK-LABEL: vir.func @truncated_counter(
// CHECK-COUNT-10: vir.icmp sgt %{{.*}}, %{{.*}} : i32
// CHECK-NOT: vir.icmp sgt
// CHECK-NOT: req<unroll
// CHECK: vir.return
vir.func @truncated_counter(%p: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c7 = vir.constant 7 : i64
  %c63 = vir.constant 63 : i32
  %z = vir.constant 0 : i8
  vir.br ^body(%c0, %p : i64, !vir.ptr)
^body(%shift: i64, %a: !vir.ptr):
  %b = vir.load %a : i8
  %next = vir.add %shift, %c7 nsw : i64
  %narrow = vir.trunc %next : i64 to i32
  %done = vir.icmp sgt %narrow, %c63 : i32
  vir.cond_br %done, ^exit(%next : i64), ^latch
^latch:
  %a1 = vir.gep %a[1] : i8
  %more = vir.icmp slt %b, %z : i8
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @truncated_counter (fully unrolled 10 iterations, the most it runs (an exit in its body leaves by then))}}
  vir.cond_br %more, ^body(%next, %a1 : i64, !vir.ptr), ^exit(%next : i64) {vir.traits = [#vir.req<unroll, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}

// -----

// The counting exit runs only on one side of an if: no bound.
// CHECK-LABEL: vir.func @conditional_exit(
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {vir.traits = [#vir.req<unroll, soft>]}
vir.func @conditional_exit(%p: !vir.ptr, %flag: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^body(%c0 : i32)
^body(%k: i32):
  %k1 = vir.add %k, %c1 nsw : i32
  vir.cond_br %flag, ^check, ^latch
^check:
  %full = vir.icmp sgt %k1, %c3 : i32
  vir.cond_br %full, ^done(%k1 : i32), ^latch
^latch:
  %x = vir.load volatile %p : i32
  %more = vir.icmp ne %x, %c0 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @conditional_exit, Unsupported (a block other than the latch exits the loop: only a full unroll takes such a loop, and the trip count is not a constant)}}
  vir.cond_br %more, ^body(%k1 : i32), ^done(%k1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^done(%r: i32):
  vir.return %r : i32
}

// -----

// The bound, 1000 iterations, is over max-full-trip.
// CHECK-LABEL: vir.func @bound_too_high(
// CHECK: {vir.traits = [#vir.req<unroll, soft>]}
vir.func @bound_too_high(%p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c999 = vir.constant 999 : i32
  vir.br ^body(%c0 : i32)
^body(%k: i32):
  %k1 = vir.add %k, %c1 nsw : i32
  %full = vir.icmp sgt %k1, %c999 : i32
  vir.cond_br %full, ^done(%k1 : i32), ^latch
^latch:
  %x = vir.load volatile %p : i32
  %more = vir.icmp ne %x, %c0 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @bound_too_high, Unsupported (a block other than the latch exits the loop: only a full unroll takes such a loop, and the trip count is not a constant)}}
  vir.cond_br %more, ^body(%k1 : i32), ^done(%k1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^done(%r: i32):
  vir.return %r : i32
}
