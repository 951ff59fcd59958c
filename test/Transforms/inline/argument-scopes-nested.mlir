// A call's argument facts inside a callee come into the caller with the
// callee's body: their scopes are renamed like the callee's own (the
// verifier requires every scope a trait names to be declared by the
// function holding it), and stale ones are dropped. csmith seeds 70645
// and 70667 failed the verifier without the renaming.
// RUN: vct-mlir-opt --inline --verify-each %s | FileCheck %s

// CHECK-LABEL: vir.func @outer(
// CHECK-SAME: alias_scopes = ["o", "middle.0.x", "middle.0.y"]
// CHECK: vir.call @leaf(%{{.*}}) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["middle.0.x"], noalias_scopes = ["middle.0.y"]>]}]}
// CHECK: vir.call @leaf(%{{.*}}) : (!vir.ptr) -> ()
vir.func private @leaf(%p: !vir.ptr) attributes {vir.traits = [#vir.req<no_inline, strong>]} {
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  vir.return
}
vir.func private @middle() attributes {alias_scopes = ["x", "y"], epoch = 2, vir.traits = [#vir.req<inline, strong, epoch = 2>]} {
  %x = vir.alloca i32
  %y = vir.alloca i32
  vir.call @leaf(%x) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["x"], noalias_scopes = ["y"], epoch = 2>]}]} : (!vir.ptr) -> ()
  vir.call @leaf(%y) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["y"], noalias_scopes = ["x"], epoch = 1>]}]} : (!vir.ptr) -> ()
  vir.return
}
vir.func @outer() attributes {alias_scopes = ["o"]} {
  vir.call @middle() : () -> ()
  vir.return
}
