// RUN: vct-mlir-opt %s --sccp --split-input-file | FileCheck %s
// Running it twice changes nothing more:
// RUN: vct-mlir-opt %s --sccp --split-input-file | vct-mlir-opt --sccp \
// RUN:   --split-input-file | FileCheck %s
// sccp: values proven constant become constants, branches on proven
// conditions become `vir.br`, and blocks no longer reachable go.

// Constants fold through a chain of operations; the operations go.
// CHECK-LABEL: vir.func @fold_chain(
// CHECK-NEXT: %[[C7:.*]] = vir.constant 7 : i32
// CHECK-NEXT: %[[C3:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[C21:.*]] = vir.constant 21 : i32
// CHECK-NEXT: vir.return %[[C21]] : i32
vir.func @fold_chain() -> i32 {
  %c7 = vir.constant 7 : i32
  %c3 = vir.constant 3 : i32
  %m = vir.mul %c7, %c3 : i32
  vir.return %m : i32
}

// A block argument every edge feeds the same constant is that constant,
// also around a loop whose back edge passes it again; the compare on it
// decides the branch, and the other successor goes.
// CHECK-LABEL: vir.func @constant_through_loop(
// CHECK: ^[[LOOP:bb[0-9]+]](%{{.*}}: i32, %[[I:[0-9]+]]: i32):
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.br ^[[SAME:bb[0-9]+]]
// CHECK-NEXT: ^[[SAME]]:
// CHECK-NEXT: %[[NEXT:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[NEXT]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^[[LOOP]](%[[ONE]], %[[NEXT]] : i32, i32), ^[[EXIT:bb[0-9]+]]
// CHECK-NEXT: ^[[EXIT]]:
// CHECK-NEXT: %[[R:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.return %[[R]] : i32
// CHECK-NOT: ^
// CHECK: }
vir.func @constant_through_loop(%n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c1, %c0 : i32, i32)
^loop(%x: i32, %i: i32):
  %t = vir.icmp eq %x, %c1 : i32
  vir.cond_br %t, ^same, ^other
^same:
  %i2 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i2, %n : i32
  vir.cond_br %more, ^loop(%x, %i2 : i32, i32), ^exit
^other:
  %y = vir.add %x, %c1 : i32
  vir.br ^loop(%y, %i : i32, i32)
^exit:
  %r = vir.mul %x, %c1 : i32
  vir.return %r : i32
}

// Conditional propagation: the value is constant because the edge that
// would change it is never taken (a plain constant folder cannot see it).
// CHECK-LABEL: vir.func @edge_never_taken(
// CHECK: vir.br ^[[JOIN:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT: ^[[JOIN]](%{{.*}}: i32):
// CHECK-NEXT: %[[C:.*]] = vir.constant 10 : i32
// CHECK-NEXT: vir.return %[[C]] : i32
// CHECK-NOT: ^
// CHECK: }
vir.func @edge_never_taken() -> i32 {
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  %f = vir.constant false
  vir.cond_br %f, ^then, ^join(%c10 : i32)
^then:
  vir.br ^join(%c20 : i32)
^join(%v: i32):
  vir.return %v : i32
}

// A switch on a proven flag becomes a branch to its case.
// CHECK-LABEL: vir.func @switch_on_constant(
// CHECK: vir.br ^[[TWO:bb[0-9]+]]
// CHECK-NEXT: ^[[TWO]]:
// CHECK-NEXT: %[[C:.*]] = vir.constant 200 : i32
// CHECK-NEXT: vir.return %[[C]] : i32
// CHECK-NOT: ^
// CHECK: }
vir.func @switch_on_constant() -> i32 {
  %c1 = vir.constant 1 : i32
  %flag = vir.add %c1, %c1 : i32
  vir.switch %flag : i32, [
    default: ^other,
    1: ^one,
    2: ^two
  ]
^one:
  %c100 = vir.constant 100 : i32
  vir.return %c100 : i32
^two:
  %c200 = vir.constant 200 : i32
  vir.return %c200 : i32
^other:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}

// A flag matching no case takes the default destination, with its operands.
// CHECK-LABEL: vir.func @switch_default(
// CHECK: %[[C9:.*]] = vir.constant 9 : i64
// CHECK-NEXT: vir.constant 0 : i64
// CHECK-NEXT: vir.br ^[[OTHER:bb[0-9]+]](%[[C9]] : i64)
// CHECK-NEXT: ^[[OTHER]](%{{.*}}: i64):
// CHECK-NEXT: %[[R:.*]] = vir.constant 9 : i64
// CHECK-NEXT: vir.return %[[R]] : i64
// CHECK-NOT: ^
// CHECK: }
vir.func @switch_default() -> i64 {
  %c9 = vir.constant 9 : i64
  %c0 = vir.constant 0 : i64
  vir.switch %c9 : i64, [
    default: ^other(%c9 : i64),
    -1: ^case(%c0 : i64)
  ]
^case(%a: i64):
  vir.return %a : i64
^other(%b: i64):
  vir.return %b : i64
}

// Blocks that were unreachable already go too.
// CHECK-LABEL: vir.func @already_unreachable(
// CHECK-NEXT: vir.return
// CHECK-NOT: ^
// CHECK: }
vir.func @already_unreachable() {
  vir.return
^dead:
  vir.br ^dead
}

// Pointers: null and symbol addresses are constants too.
// CHECK-LABEL: vir.func @pointer_constants(
// CHECK: ^[[B:bb[0-9]+]](%{{.*}}: !vir.ptr):
// CHECK-NEXT: %[[G:.*]] = vir.addressof @g : !vir.ptr
// CHECK-NEXT: vir.return %[[G]] : !vir.ptr
vir.global @g : i32 = 0
vir.func @pointer_constants(%c: i1) -> !vir.ptr {
  %g = vir.addressof @g : !vir.ptr
  vir.cond_br %c, ^a, ^b
^a:
  vir.br ^join(%g : !vir.ptr)
^b:
  vir.br ^join(%g : !vir.ptr)
^join(%p: !vir.ptr):
  vir.return %p : !vir.ptr
}

// -----

// Refusals. An argument of the function is unknown: nothing changes.
// CHECK-LABEL: vir.func @no_fold_argument(
// CHECK-NEXT: %[[C:.*]] = vir.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = vir.add %{{.*}}, %[[C]] : i32
// CHECK-NEXT: %[[T:.*]] = vir.icmp eq %[[S]], %[[C]] : i32
// CHECK-NEXT: vir.cond_br %[[T]]
vir.func @no_fold_argument(%x: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %s = vir.add %x, %c1 : i32
  %t = vir.icmp eq %s, %c1 : i32
  vir.cond_br %t, ^a, ^b
^a:
  vir.return %s : i32
^b:
  vir.return %c1 : i32
}

// An induction variable takes different values around the loop: the
// header's arguments and the exit test stay.
// CHECK-LABEL: vir.func @no_fold_induction(
// CHECK: ^[[LOOP:bb[0-9]+]](%[[I:[0-9]+]]: i32):
// CHECK-NEXT: %[[MORE:.*]] = vir.icmp slt %[[I]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[MORE]], ^{{.*}}, ^{{.*}}
// CHECK: %[[NEXT:.*]] = vir.add %[[I]], %{{.*}} : i32
// CHECK: vir.return %[[I]] : i32
vir.func @no_fold_induction() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %more = vir.icmp slt %i, %c10 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%next : i32)
^exit:
  vir.return %i : i32
}

// A call's result is unknown to sccp (ipsccp follows calls).
// CHECK-LABEL: vir.func @no_fold_call(
// CHECK: %[[R:.*]] = vir.call @seven() : () -> i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func private @seven() -> i32 {
  %c7 = vir.constant 7 : i32
  vir.return %c7 : i32
}
vir.func @no_fold_call() -> i32 {
  %r = vir.call @seven() : () -> i32
  vir.return %r : i32
}

// Nothing is folded that the folders would not fold: a division by zero
// is undefined behaviour, and `vir.undef` is no constant.
// CHECK-LABEL: vir.func @no_fold_undefined(
// CHECK: %[[D:.*]] = vir.sdiv %{{.*}}, %{{.*}} : i32
// CHECK: %[[U:.*]] = vir.undef : i32
// CHECK: vir.add %[[D]], %[[U]] : i32
vir.func @no_fold_undefined() -> i32 {
  %c0 = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  %d = vir.sdiv %c5, %c0 : i32
  %u = vir.undef : i32
  %s = vir.add %d, %u : i32
  vir.return %s : i32
}
