// The requests on a call the inliner inlines all end with a result, and
// contradictions are settled by strength: a strong request beats a soft one
// that contradicts it (the soft one is denied ContradictsTrait, a remark);
// a variadic callee is not inlined, as Unsupported (a warning when
// strong), never as an internal compiler error.
// RUN: vct-mlir-opt --inline --remarks %s -verify-diagnostics -split-input-file | FileCheck %s

vir.func private @small(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %y = vir.add %x, %c1 : i32
  vir.return %y : i32
}

// A strong tail_call and a likely_call on an inlined call end with it.
// CHECK-LABEL: vir.func @inlined_call_requests
// CHECK-NOT: vir.call
vir.func @inlined_call_requests(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted always_inline on call to @small (callee 3 operations)}}
  // expected-remark @below {{VIR: denied likely_call on call to @small, AlreadyDone (inlined for always_inline, whatever the budget)}}
  // expected-warning @below {{VIR: denied tail_call on call to @small, AlreadyDone (the call was inlined)}}
  %r = vir.call @small(%x) {vir.traits = [#vir.req<always_inline, soft>, #vir.req<likely_call, soft>, #vir.req<tail_call, strong>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @small(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %y = vir.add %x, %c1 : i32
  vir.return %y : i32
}

// A strong always_inline against a soft no_inline: inlined; the soft
// no_inline is denied.
// CHECK-LABEL: vir.func @strong_beats_soft
// CHECK-NOT: vir.call
vir.func @strong_beats_soft(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied no_inline on call to @small, ContradictsTrait (the edge also carries a strong always_inline)}}
  // expected-remark @below {{VIR: accepted always_inline on call to @small (callee 3 operations)}}
  %r = vir.call @small(%x) {vir.traits = [#vir.req<always_inline, strong>, #vir.req<no_inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @small(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %y = vir.add %x, %c1 : i32
  vir.return %y : i32
}

// A strong no_inline against a soft inline: not inlined, no error.
// CHECK-LABEL: vir.func @strong_no_inline_beats_soft
// CHECK: vir.call @small
vir.func @strong_no_inline_beats_soft(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @small, ContradictsTrait (the edge also carries a strong no_inline)}}
  // expected-remark @below {{VIR: accepted no_inline on call to @small (not inlined)}}
  %r = vir.call @small(%x) {vir.traits = [#vir.req<inline, soft>, #vir.req<no_inline, strong>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @sum(%n: i32, ...) -> i32 {
  vir.return %n : i32
}

// A strong always_inline of a variadic callee: Unsupported, a warning.
// CHECK-LABEL: vir.func @variadic_always_inline
// CHECK: vir.call @sum
vir.func @variadic_always_inline(%x: i32) -> i32 {
  // expected-warning @below {{VIR: denied always_inline on call to @sum, Unsupported (inlining a variadic callee is not supported)}}
  %r = vir.call @sum(%x, %x) vararg((i32) -> i32) {vir.traits = [#vir.req<always_inline, strong>]} : (i32, i32) -> i32
  vir.return %r : i32
}
