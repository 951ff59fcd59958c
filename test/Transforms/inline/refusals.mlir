// Refusals with named reasons: no_inline wins (and is itself a result),
// variadic callees are not supported, recursive cycles and callees with a region
// barrier are unsupported, calls inside a barrier are not considered.
// RUN: vct-mlir-opt --inline --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// CHECK-LABEL: vir.func @no_inline(
// CHECK: vir.call @small
vir.func private @small(%a: i32) -> i32 attributes {vir.traits = [#vir.req<no_inline, soft>]} {
  vir.return %a : i32
}
vir.func @no_inline(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @small, ContradictsTrait (the edge also carries no_inline)}}
  // expected-remark @below {{VIR: accepted no_inline on call to @small (not inlined)}}
  %r = vir.call @small(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @variadic(
// CHECK: vir.call @sum
vir.func private @sum(%n: i32, ...) -> i32 {
  vir.return %n : i32
}
vir.func @variadic(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @sum, Unsupported (inlining a variadic callee is not supported)}}
  %r = vir.call @sum(%x, %x) vararg((i32) -> i32) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @recursive(
// CHECK: vir.call @recursive
vir.func @recursive(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %x, %c0 : i32
  vir.cond_br %done, ^base, ^step
^base:
  vir.return %c0 : i32
^step:
  %y = vir.sub %x, %c1 : i32
  // expected-remark @below {{VIR: denied inline on call to @recursive, Unsupported (the call is part of a recursive cycle)}}
  %r = vir.call @recursive(%y) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @ping(
// CHECK: vir.call @pong
// CHECK-LABEL: vir.func @pong(
// CHECK: vir.call @ping
vir.func @ping(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @pong, Unsupported (the call is part of a recursive cycle)}}
  %r = vir.call @pong(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}
vir.func @pong(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @ping, Unsupported (the call is part of a recursive cycle)}}
  %r = vir.call @ping(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @barrier_callee(
// CHECK: vir.call @opaque
vir.func private @opaque(%a: i32) -> i32 {
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%b: i32):
    vir.yield %b : i32
  }
  vir.return %r : i32
}
vir.func @barrier_callee(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @opaque, Unsupported (the callee contains a region barrier)}}
  %r = vir.call @opaque(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// A call inside a barrier is not looked at: no inlining, no result.
// CHECK-LABEL: vir.func @call_in_barrier(
// CHECK: vir.opaque_region
// CHECK: vir.call @leaf
vir.func private @leaf(%a: i32) -> i32 {
  vir.return %a : i32
}
vir.func @call_in_barrier(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%b: i32):
    %c = vir.call @leaf(%b) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
    vir.yield %c : i32
  }
  vir.return %r : i32
}

// -----

// A callee making a strong must_tail call (C's musttail) is not inlined:
// in the caller the call would be followed by the caller's code.
// CHECK-LABEL: vir.func @must_tail_callee(
// CHECK: vir.call @dispatch
vir.func private @target(%a: i32) -> i32
vir.func private @dispatch(%a: i32) -> i32 {
  %r = vir.call @target(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
}
vir.func @must_tail_callee(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @dispatch, Unsupported (the callee makes a strong must_tail call, which would not be in tail position in the caller)}}
  %r = vir.call @dispatch(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %one = vir.constant 1 : i32
  %s = vir.add %r, %one : i32
  vir.return %s : i32
}

// -----

// A weak callee (vct.linkage = "weak") may be replaced by the linker: its
// body is not copied (a strong request denied is a warning).
// CHECK-LABEL: vir.func @weak_callee(
// CHECK: vir.call @replaceable
vir.func @replaceable(%a: i32) -> i32 attributes {vct.linkage = "weak"} {
  vir.return %a : i32
}
vir.func @weak_callee(%x: i32) -> i32 {
  // expected-warning @below {{VIR: denied inline on call to @replaceable, Unsupported (the callee is weak: the linker may replace its body)}}
  %r = vir.call @replaceable(%x) {vir.traits = [#vir.req<inline, strong>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// A recursive callee called from outside its cycle is not inlined either:
// the copy would call it again, and each pipeline round would unroll one
// more level into the caller (the rounds never settled on a program with
// mutual recursion).
// CHECK-LABEL: vir.func @calls_recursive(
// CHECK: vir.call @even
vir.func private @odd(%n: i32) -> i1 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.icmp eq %n, %c0 : i32
  vir.cond_br %z, ^done, ^more
^done:
  %f = vir.constant false
  vir.return %f : i1
^more:
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: denied inline on call to @even, Unsupported (the call is part of a recursive cycle)}}
  %r = vir.call @even(%m) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i1
  vir.return %r : i1
}
vir.func private @even(%n: i32) -> i1 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.icmp eq %n, %c0 : i32
  vir.cond_br %z, ^done, ^more
^done:
  %t = vir.constant true
  vir.return %t : i1
^more:
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: denied inline on call to @odd, Unsupported (the call is part of a recursive cycle)}}
  %r = vir.call @odd(%m) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i1
  vir.return %r : i1
}
vir.func @calls_recursive(%x: i32) -> i1 {
  // expected-remark @below {{VIR: denied inline on call to @even, Unsupported (the callee is recursive (each inlined copy would call it again))}}
  %r = vir.call @even(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i1
  vir.return %r : i1
}
