// The cost model: a soft or strong `inline` inlines callees of at most
// `threshold` operations; `cold_call` divides the budget by 4,
// `likely_call` doubles it; `always_inline` ignores it. The only call of a
// private callee (inlining it deletes the callee) has ten times the budget,
// unless it is a cold call.
// RUN: vct-mlir-opt --inline=threshold=4 --remarks --split-input-file \
// RUN:   -verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: vir.func @over(
// CHECK: vir.call @big
// CHECK: vir.call @big
vir.func private @big(%a: i32) -> i32 {
  %0 = vir.mul %a, %a : i32
  %1 = vir.mul %0, %a : i32
  %2 = vir.mul %1, %a : i32
  %3 = vir.mul %2, %a : i32
  vir.return %3 : i32
}
vir.func @over(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @big, CostModel (callee 1.2x size budget)}}
  %r = vir.call @big(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  // A strong request denied for the cost model is a warning (O-27).
  // expected-warning @below {{VIR: denied inline on call to @big, CostModel (callee 1.2x size budget)}}
  %s = vir.call @big(%r) {vir.traits = [#vir.req<inline, strong>]} : (i32) -> i32
  vir.return %s : i32
}

// -----

// CHECK-LABEL: vir.func @likely(
// CHECK-NOT: vir.call
vir.func @big(%a: i32) -> i32 {
  %0 = vir.mul %a, %a : i32
  %1 = vir.mul %0, %a : i32
  %2 = vir.mul %1, %a : i32
  %3 = vir.mul %2, %a : i32
  vir.return %3 : i32
}
vir.func @likely(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted likely_call on call to @big (inline budget raised to 8 operations)}}
  // expected-remark @below {{VIR: accepted inline on call to @big (callee 5 operations, budget 8)}}
  %r = vir.call @big(%x) {vir.traits = [#vir.req<inline, soft>, #vir.req<likely_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @cold(
// CHECK: vir.call @pair
vir.func private @pair(%a: i32) -> i32 {
  %0 = vir.add %a, %a : i32
  vir.return %0 : i32
}
vir.func @cold(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted cold_call on call to @pair (inline budget lowered to 1 operations)}}
  // expected-remark @below {{VIR: denied inline on call to @pair, CostModel (callee 2.0x size budget)}}
  %r = vir.call @pair(%x) {vir.traits = [#vir.req<inline, soft>, #vir.req<cold_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// CHECK-LABEL: vir.func @always(
// CHECK-NOT: vir.call
vir.func private @big(%a: i32) -> i32 attributes {vir.traits = [#vir.req<always_inline, strong>]} {
  %0 = vir.mul %a, %a : i32
  %1 = vir.mul %0, %a : i32
  %2 = vir.mul %1, %a : i32
  %3 = vir.mul %2, %a : i32
  vir.return %3 : i32
}
vir.func @always(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted always_inline on call to @big (callee 5 operations)}}
  %r = vir.call @big(%x) : (i32) -> i32
  vir.return %r : i32
}

// -----

// The only call of a private callee: the budget is ten times larger.
// CHECK-LABEL: vir.func @only_call(
// CHECK-NOT: vir.call
vir.func private @big(%a: i32) -> i32 {
  %0 = vir.mul %a, %a : i32
  %1 = vir.mul %0, %a : i32
  %2 = vir.mul %1, %a : i32
  %3 = vir.mul %2, %a : i32
  vir.return %3 : i32
}
vir.func @only_call(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted inline on call to @big (callee 5 operations, budget 40, its only call)}}
  %r = vir.call @big(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}
