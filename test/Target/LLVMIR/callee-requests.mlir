// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output
// Call-edge requests on a function apply to every call of it; a request on
// the call itself wins. A restrict limited to a named scope is not LLVM's
// function-wide noalias.

vir.func private @leaf(%x: i32) -> i32 attributes {vir.traits = [#vir.req<tail_call, soft>]}
vir.func private @quiet(%x: i32) -> i32 attributes {vir.traits = [#vir.req<no_tail, soft>]}

// The callee's tail_call request reaches the call.
// CHECK-LABEL: define i32 @callee_tail(
// CHECK: tail call i32 @leaf(
vir.func @callee_tail(%a: i32) -> i32 {
  %r = vir.call @leaf(%a) : (i32) -> i32
  vir.return %r : i32
}

// The call's own request takes precedence over the callee's no_tail.
// CHECK-LABEL: define i32 @call_wins(
// CHECK: tail call i32 @quiet(
vir.func @call_wins(%a: i32) -> i32 {
  %r = vir.call @quiet(%a) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// A scoped restrict gives no noalias; a function-wide one does.
// CHECK-LABEL: define void @scoped_restrict(ptr %0, ptr noalias %1)
vir.func @scoped_restrict(%p: !vir.ptr {vir.traits = [#vir.restrict<scope = "s">]},
                          %q: !vir.ptr {vir.traits = [#vir.restrict]})
    attributes {alias_scopes = ["s"]} {
  vir.return
}
