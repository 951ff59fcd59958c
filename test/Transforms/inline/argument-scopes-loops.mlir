// RUN: vct-mlir-opt --inline %s | FileCheck %s

// A pointer bumped in a loop (`while (n--) *d++ = 0`): its block argument
// takes the argument on entry and a GEP of itself on the back edge, so the
// store through it is in the argument's object. A block argument that may
// also be another pointer gets nothing.
// CHECK-LABEL: vir.func @bump_caller
// CHECK: vir.store %{{.*}}, %{{.*}} {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i32
// CHECK: vir.store %{{.*}}, %{{.*}} : i32
// CHECK-NOT: noalias
// CHECK: vir.return
vir.func private @bump(%d: !vir.ptr, %n: i64) attributes {vir.traits = [#vir.req<inline, strong>]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%d, %c0 : !vir.ptr, i64)
^loop(%p: !vir.ptr, %i: i64):
  vir.store %z, %p : i32
  %p1 = vir.gep inbounds %p[1] : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%p1, %i1 : !vir.ptr, i64), ^exit
^exit:
  vir.return
}
vir.func private @either(%d: !vir.ptr, %e: !vir.ptr, %c: i1) attributes {vir.traits = [#vir.req<inline, strong>]} {
  %z = vir.constant 0 : i32
  vir.cond_br %c, ^j(%d : !vir.ptr), ^j(%e : !vir.ptr)
^j(%p: !vir.ptr):
  vir.store %z, %p : i32
  vir.return
}
vir.func @bump_caller(%c: i1) attributes {alias_scopes = ["a", "b"]} {
  %a = vir.alloca !vir.array<4 x i32>
  %b = vir.alloca !vir.array<4 x i32>
  %c4 = vir.constant 4 : i64
  vir.call @bump(%a, %c4) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}, {}]} : (!vir.ptr, i64) -> ()
  vir.call @either(%a, %b, %c) {arg_attrs = [{vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]}, {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]}, {}]} : (!vir.ptr, !vir.ptr, i1) -> ()
  vir.return
}
