// The inliner is driven by call-edge requests only (O-19), and each request
// it weighs gets a result (O-23) with the severity of O-24..O-27.
// RUN: vct-mlir-opt --inline --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// A soft inline request under the budget: inlined, the private callee goes.
// CHECK-LABEL: vir.func @soft_small(
// CHECK-NEXT: %[[S:.*]] = vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.return %[[S]] : i32
// CHECK-NOT: @add
vir.func private @add(%a: i32, %b: i32) -> i32 {
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}
vir.func @soft_small(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted inline on call to @add (callee 2 operations, budget 1000, its only call)}}
  %r = vir.call @add(%x, %x) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  vir.return %r : i32
}

// -----

// No request: no inlining, no result.
// CHECK-LABEL: vir.func @no_request(
// CHECK: vir.call @id
vir.func private @id(%a: i32) -> i32 {
  vir.return %a : i32
}
vir.func @no_request(%x: i32) -> i32 {
  %r = vir.call @id(%x) : (i32) -> i32
  vir.return %r : i32
}

// -----

// A request on the callee applies to every call of it.
// CHECK-LABEL: vir.func @callee_request(
// CHECK-NOT: vir.call
vir.func private @twice(%a: i32) -> i32 attributes {vir.traits = [#vir.req<inline, soft>]} {
  %s = vir.add %a, %a : i32
  vir.return %s : i32
}
vir.func @callee_request(%x: i32) -> i32 {
  // expected-remark @below {{VIR: accepted inline on call to @twice}}
  %r = vir.call @twice(%x) : (i32) -> i32
  // expected-remark @below {{VIR: accepted inline on call to @twice}}
  %s = vir.call @twice(%r) : (i32) -> i32
  vir.return %s : i32
}

