// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output
// Call-edge requests on a function apply to every call of it; a request on
// the call itself wins. A restrict limited to a named scope is not LLVM's
// function-wide noalias.

vir.func private @leaf(%x: i32) -> i32 attributes {vir.traits = [#vir.req<tail_call, soft>]}
vir.func private @quiet(%x: i32) -> i32 attributes {vir.traits = [#vir.req<no_tail, soft>]}

// The callee's tail_call request reaches the call, but a request is no
// fact: without the tail-call pass's #vir.tail (no slot of the caller
// reaches the callee) the call is not marked `tail` — here a slot is passed,
// and `tail` would let the callee read a dead frame.
// CHECK-LABEL: define i32 @callee_tail(
// CHECK: %{{.*}} = call i32 @leaf(
vir.func @callee_tail(%a: i32) -> i32 {
  %r = vir.call @leaf(%a) : (i32) -> i32
  vir.return %r : i32
}
// CHECK-LABEL: define i32 @callee_tail_slot(
// CHECK: %{{.*}} = call i32 @peek(ptr
vir.func private @peek(%p: !vir.ptr) -> i32 attributes {vir.traits = [#vir.req<tail_call, soft>]}
vir.func @callee_tail_slot(%a: i32) -> i32 {
  %slot = vir.alloca i32
  vir.store %a, %slot : i32
  %r = vir.call @peek(%slot) : (!vir.ptr) -> i32
  vir.return %r : i32
}

// With the fact, the call is `tail`; the call's own tail_call request takes
// precedence over the callee's no_tail (no `notail`).
// CHECK-LABEL: define i32 @call_wins(
// CHECK: tail call i32 @quiet(
vir.func @call_wins(%a: i32) -> i32 {
  %r = vir.call @quiet(%a) {vir.traits = [#vir.req<tail_call, soft>, #vir.tail]} : (i32) -> i32
  vir.return %r : i32
}

// The callee's no_tail alone: `notail`.
// CHECK-LABEL: define i32 @callee_no_tail(
// CHECK: notail call i32 @quiet(
vir.func @callee_no_tail(%a: i32) -> i32 {
  %r = vir.call @quiet(%a) : (i32) -> i32
  vir.return %r : i32
}

// A scoped restrict gives no noalias; a function-wide one does.
// CHECK-LABEL: define void @scoped_restrict(ptr %0, ptr noalias %1)
vir.func @scoped_restrict(%p: !vir.ptr {vir.traits = [#vir.restrict<scope = "s">]},
                          %q: !vir.ptr {vir.traits = [#vir.restrict]})
    attributes {alias_scopes = ["s"]} {
  vir.return
}
