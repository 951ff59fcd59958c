// loop-jam unrolls an outer loop by the factor and fuses the copies of its
// inner loop (O-20); refusals name what blocks the jam.
// RUN: vct-mlir-opt --loop-jam --remarks --verify-each -verify-diagnostics %s | FileCheck %s

// a[i][j] = b[j] + i for i < n, j < 8: jammed by 2, the original loop kept
// as the remainder.
// CHECK-LABEL: vir.func @jam
// The preheader counts groups and the remainder.
// CHECK: vir.udiv
// CHECK: vir.urem
// CHECK: vir.cond_br %{{.*}}, ^[[JAM:bb[0-9]+]](%{{.*}}, %{{.*}} : i64, i64), ^[[REM:bb[0-9]+]](
// CHECK: ^[[JAM]](%[[I:.*]]: i64, %[[G:.*]]: i64):
// CHECK: ^[[IN:bb[0-9]+]](%[[J0:.*]]: i64, %[[J1:.*]]: i64):
// CHECK: vir.store
// CHECK: vir.store
// CHECK: vir.cond_br %{{.*}}, ^[[IN]](%{{.*}}, %{{.*}} : i64, i64), ^{{.*}} {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: vir.sub %[[G]]
// CHECK: vir.cond_br %{{.*}}, ^[[JAM]](
// CHECK-NOT: req<jam
// CHECK: ^[[REM]](
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: vir.cond_br
// CHECK-NOT: req<jam
// CHECK: vir.return
vir.func @jam(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  %row = vir.gep %a[%i] : !vir.array<8 x i32>
  %ti = vir.trunc %i : i64 to i32
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %bj = vir.gep %b[%j] : i32
  %x = vir.load %bj : i32
  %y = vir.add %x, %ti : i32
  %e = vir.gep %row[0, %j] : !vir.array<8 x i32>
  vir.store %y, %e : i32
  %j1 = vir.add %j, %c1 : i64
  %m = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %m, ^inner(%j1 : i64), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted jam on loop with back edge in @jam (jammed by 2 with a remainder loop)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// The same with a guard around the inner loop (its bound %m a run-time
// value, tested outside the outer loop), a reduction over j kept in a
// header argument of the inner loop and stored after it, and a factor of 3.
// CHECK-LABEL: vir.func @guarded
// CHECK: vir.cond_br %[[GUARD:.*]], ^[[IN:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : i64, i32, i64, i32, i64, i32), ^{{.*}}
// CHECK: ^[[IN]](
// CHECK-COUNT-3: vir.load
// CHECK: vir.cond_br
// CHECK-COUNT-3: vir.store
vir.func @guarded(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64, %m: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %g = vir.icmp sgt %m, %c0 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  %row = vir.gep %a[%i] : !vir.array<8 x i32>
  vir.cond_br %g, ^inner(%c0, %z : i64, i32), ^latch(%z : i32)
^inner(%j: i64, %s: i32):
  %e = vir.gep %row[0, %j] : !vir.array<8 x i32>
  %x = vir.load %e : i32
  %s1 = vir.add %s, %x : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %m : i64
  vir.cond_br %more, ^inner(%j1, %s1 : i64, i32), ^latch(%s1 : i32)
^latch(%r: i32):
  %bi = vir.gep %b[%i] : i32
  vir.store %r, %bi : i32
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted jam on loop with back edge in @guarded (jammed by 3 with a remainder loop)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, strong, factor = 3>]}
^exit:
  vir.return
}

// A triangular nest: the inner trip count depends on %i.
// CHECK-LABEL: vir.func @no_triangular
// CHECK-NOT: vir.udiv
vir.func @no_triangular(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  %row = vir.gep %a[%i] : !vir.array<8 x i32>
  %i1 = vir.add %i, %c1 : i64
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %e = vir.gep %row[0, %j] : !vir.array<8 x i32>
  vir.store %z, %e : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %i1 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark-re @below {{VIR: denied jam on loop with back edge in @no_triangular, Unsupported (the inner trip count depends on the outer loop's %{{.*}})}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// a[i][j] = a[i-1][j+1] + 1: iteration (i+1, j-1) reads what (i, j)
// writes; jammed, it would run first.
// CHECK-LABEL: vir.func @no_dependence
// CHECK-NOT: vir.udiv
vir.func @no_dependence(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c7 = vir.constant 7 : i64
  %one = vir.constant 1 : i32
  vir.br ^outer(%c1 : i64)
^outer(%i: i64):
  %im1 = vir.sub %i, %c1 : i64
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %jp1 = vir.add %j, %c1 : i64
  %src = vir.gep %a[%im1, %jp1] : !vir.array<8 x i32>
  %x = vir.load %src : i32
  %y = vir.add %x, %one : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %y, %dst : i32
  %more = vir.icmp slt %jp1, %c7 : i64
  vir.cond_br %more, ^inner(%jp1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @no_dependence, Unsupported (store to %arg0[i][j] and load from %arg0[i-1][j+1] carry a dependence of direction (<, >))}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// Two pointers without a trait between them.
// CHECK-LABEL: vir.func @no_alias
// CHECK-NOT: vir.udiv
vir.func @no_alias(%p: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %q[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %p[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @no_alias, Unsupported (%arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// A sum carried by the outer loop through its inner loop.
// CHECK-LABEL: vir.func @no_carried
// CHECK-NOT: vir.udiv
vir.func @no_carried(%a: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  vir.br ^outer(%c0, %z : i64, i32)
^outer(%i: i64, %s: i32):
  vir.br ^inner(%c0, %s : i64, i32)
^inner(%j: i64, %t: i32):
  %e = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %x = vir.load %e : i32
  %t1 = vir.add %t, %x : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1, %t1 : i64, i32), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark-re @below {{VIR: denied jam on loop with back edge in @no_carried, Unsupported (the outer loop carries %{{.*}} through computations after the inner loop)}}
  vir.cond_br %o, ^outer(%i1, %t1 : i64, i32), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return %t1 : i32
}

// A call in the nest.
vir.func private @ext(i64)
// CHECK-LABEL: vir.func @no_call
// CHECK-NOT: vir.udiv
vir.func @no_call(%n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  vir.call @ext(%j) : (i64) -> ()
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @no_call, Unsupported (the loop has an operation with memory effects (vir.call))}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

// No inner loop.
// CHECK-LABEL: vir.func @no_inner
vir.func @no_inner(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  %e = vir.gep %a[%i] : i32
  vir.store %z, %e : i32
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied jam on loop with back edge in @no_inner, Unsupported (the outer loop's body is not exactly one inner loop)}}
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}
