// C's strict aliasing through AliasInfo: a load whose `#vir.tbaa` type is
// unrelated to the type of every store in the loop moves under a licm
// request. Not when the store's type is a character type (`omnipotent
// char`, also what clang gives union members and `may_alias` types), when
// one access has no type, when one type is the other's ancestor, when the
// types hang from different roots, or when a trait is stale.
// RUN: vct-mlir-opt --licm %s | FileCheck %s

// The int load moves out of the loop that stores floats. (The float
// location is promoted too: the loop only stores it, on every iteration,
// so it is stored once after the loop.)
// CHECK-LABEL: vir.func @hoist_past_float_store(
// CHECK: %[[X:.*]] = vir.load %{{.*}} {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
// CHECK-NEXT: vir.load %{{.*}} : f32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32, %{{.*}}: f32):
// CHECK-NEXT: vir.add %{{.*}}, %[[X]] : i32
// CHECK: ^bb2:
// CHECK-NEXT: vir.store
vir.func @hoist_past_float_store(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %q: !vir.ptr, %f: f32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %f, %q {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"]>]} : f32
  %x = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// A pointer load (`int *`) past a store of a `float *`: unrelated pointer
// types below `any pointer`.
// CHECK-LABEL: vir.func @hoist_pointer_types(
// CHECK: vir.load %{{.*}} {vir.traits = [#vir.tbaa<["p1 int",
// CHECK-NEXT: vir.br ^bb1
vir.func @hoist_pointer_types(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}, %q: !vir.ptr, %v: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %v, %q {vir.traits = [#vir.tbaa<["p1 float", "any pointer", "omnipotent char", "Simple C/C++ TBAA"]>]} : !vir.ptr
  %x = vir.load %p {vir.traits = [#vir.tbaa<["p1 int", "any pointer", "omnipotent char", "Simple C/C++ TBAA"]>]} : !vir.ptr
  %y = vir.load %x : i32
  %i1 = vir.add %i, %y : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// The load stays in each loop: the store is through a char type (a
// union member, a may_alias type), an untyped store, a store of
// `void *` (`any pointer`, the ancestor of `int *`), a store under another
// root, a stale type on the store.
// CHECK-LABEL: vir.func @no_hoist(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
// CHECK: ^bb3(%{{.*}}: i32):
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
// CHECK: ^bb5(%{{.*}}: i32):
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
// CHECK: ^bb7(%{{.*}}: i32):
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
// CHECK: ^bb9(%{{.*}}: i32):
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.load
vir.func @no_hoist(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8, epoch = 1>]}, %q: !vir.ptr, %c: i8, %w: i32, %v: !vir.ptr, %n: i32) -> i32 attributes {epoch = 1 : i64} {
  %c0 = vir.constant 0 : i32
  vir.br ^char(%c0 : i32)
^char(%i: i32):
  vir.store %c, %q {vir.traits = [#vir.tbaa<["omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : i8
  %x = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : i32
  %i1 = vir.add %i, %x : i32
  %m1 = vir.icmp slt %i1, %n : i32
  vir.cond_br %m1, ^char(%i1 : i32), ^untyped_pre {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^untyped_pre:
  vir.br ^untyped(%i1 : i32)
^untyped(%j: i32):
  vir.store %w, %q : i32
  %y = vir.load %p {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : f32
  %yi = vir.fptosi %y : f32 to i32
  %j1 = vir.add %j, %yi : i32
  %m2 = vir.icmp slt %j1, %n : i32
  vir.cond_br %m2, ^untyped(%j1 : i32), ^ancestor_pre {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^ancestor_pre:
  vir.br ^ancestor(%j1 : i32)
^ancestor(%k: i32):
  vir.store %v, %q {vir.traits = [#vir.tbaa<["any pointer", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : !vir.ptr
  %z = vir.load %p {vir.traits = [#vir.tbaa<["p1 int", "any pointer", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : !vir.ptr
  %zi = vir.ptrtoint %z : !vir.ptr to i32
  %k1 = vir.add %k, %zi : i32
  %m3 = vir.icmp slt %k1, %n : i32
  vir.cond_br %m3, ^ancestor(%k1 : i32), ^root_pre {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^root_pre:
  vir.br ^root(%k1 : i32)
^root(%l: i32):
  vir.store %w, %q {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Other TBAA"], epoch = 1>]} : i32
  %u = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : i32
  %l1 = vir.add %l, %u : i32
  %m4 = vir.icmp slt %l1, %n : i32
  vir.cond_br %m4, ^root(%l1 : i32), ^stale_pre {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^stale_pre:
  vir.br ^stale(%l1 : i32)
^stale(%s: i32):
  vir.store %w, %q {vir.traits = [#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"]>]} : i32
  %t = vir.load %p {vir.traits = [#vir.tbaa<["int", "omnipotent char", "Simple C/C++ TBAA"], epoch = 1>]} : i32
  %s1 = vir.add %s, %t : i32
  %m5 = vir.icmp slt %s1, %n : i32
  vir.cond_br %m5, ^stale(%s1 : i32), ^exit {vir.traits = [#vir.req<licm, soft, epoch = 1>]}
^exit:
  vir.return %s1 : i32
}
