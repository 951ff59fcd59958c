// Hoisting under a licm request: invariant, speculatable operations move
// to the preheader, which is created when the loop has none; constants are
// copied; nested loops hoist step by step; value facts stay only on
// operations that ran on every entry to the loop.
// RUN: vct-mlir-opt --licm %s | FileCheck %s
// Idempotent: a second run (the request stays) hoists nothing more.
// RUN: vct-mlir-opt --licm %s | vct-mlir-opt --licm | FileCheck %s

// The entry block is the preheader: the multiplication and the addition
// that uses it move there; the accepted request stays on the loop.
// CHECK-LABEL: vir.func @hoist_invariant(
// CHECK-SAME: %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[N:[^:]+]]: i32)
// CHECK: %[[M:.*]] = vir.mul %[[A]], %[[B]] : i32
// CHECK-NEXT: %[[K:.*]] = vir.add %[[M]], %[[A]] : i32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%[[I:.*]]: i32, %[[S:.*]]: i32):
// CHECK-NOT: vir.mul
// CHECK: vir.add %[[S]], %[[K]] : i32
// CHECK: vir.br ^bb1(%{{.*}}, %{{.*}} : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
vir.func @hoist_invariant(%a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %m = vir.mul %a, %b : i32
  %k = vir.add %m, %a : i32
  %s1 = vir.add %s, %k : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s : i32
}

// The entry block branches into the loop or around it: a preheader is
// created between the entry and the header, and takes the header's
// arguments.
// CHECK-LABEL: vir.func @creates_preheader(
// CHECK: vir.cond_br %{{.*}}, ^[[PRE:bb[0-9]+]](%{{.*}} : i32), ^[[EXIT:bb[0-9]+]]
// CHECK: ^[[PRE]](%[[X:.*]]: i32):
// CHECK-NEXT: %[[M:.*]] = vir.mul
// CHECK-NEXT: vir.br ^[[HEADER:bb[0-9]+]](%[[X]] : i32)
// CHECK: ^[[HEADER]](%{{.*}}: i32):
// CHECK-NOT: vir.mul
// CHECK: vir.cond_br %{{.*}}, ^[[HEADER]](%{{.*}} : i32), ^[[EXIT]]
vir.func @creates_preheader(%a: i32, %n: i32, %go: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %go, ^loop(%c0 : i32), ^exit
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %c0 : i32
}

// Two blocks enter the loop: both are redirected to one new preheader.
// CHECK-LABEL: vir.func @two_entries(
// CHECK: vir.cond_br %{{.*}}, ^[[ONE:bb[0-9]+]], ^[[TWO:bb[0-9]+]]
// CHECK: ^[[ONE]]:
// CHECK-NEXT: vir.br ^[[PRE:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[TWO]]:
// CHECK-NEXT: vir.br ^[[PRE]](%{{.*}} : i32)
// CHECK: ^[[PRE]](%{{.*}}: i32):
// CHECK-NEXT: vir.xor
// CHECK-NEXT: vir.br ^[[HEADER:bb[0-9]+]]
// CHECK: ^[[HEADER]](%{{.*}}: i32):
// CHECK-NOT: vir.xor
// CHECK: vir.return
vir.func @two_entries(%a: i32, %n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %c, ^one, ^two
^one:
  vir.br ^loop(%c0 : i32)
^two:
  vir.br ^loop(%c1 : i32)
^loop(%i: i32):
  %x = vir.xor %a, %n : i32
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// A constant defined in the loop and still used there stays; the hoisted
// operation gets a copy.
// CHECK-LABEL: vir.func @constants_copied(
// CHECK: %[[C3:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[M:.*]] = vir.mul %{{.*}}, %[[C3]] : i32
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%[[I:.*]]: i32):
// CHECK-NEXT: %[[C3L:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[J:.*]] = vir.add %[[I]], %[[C3L]] : i32
// CHECK-NEXT: vir.add %[[J]], %[[M]] : i32
vir.func @constants_copied(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c3 = vir.constant 3 : i32
  %j = vir.add %i, %c3 : i32
  %m = vir.mul %a, %c3 : i32
  %i1 = vir.add %j, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// Nested loops, each with a request: the inner loop's invariant goes to
// the inner preheader (in the outer loop), then out of the outer loop when
// it is invariant there too; what depends on the outer loop's variable
// stops at the inner preheader.
// CHECK-LABEL: vir.func @nested(
// CHECK-SAME: %[[A:[^:]+]]: i32,
// CHECK: %[[AA:.*]] = vir.mul %[[A]], %[[A]] : i32
// CHECK-NEXT: vir.br ^[[OUTER:bb[0-9]+]]
// CHECK: ^[[OUTER]](%[[I:.*]]: i32):
// CHECK: %[[AI:.*]] = vir.mul %[[I]], %[[AA]] : i32
// CHECK-NEXT: vir.br ^[[INNER:bb[0-9]+]]
// CHECK: ^[[INNER]](%[[J:.*]]: i32):
// CHECK-NOT: vir.mul
// CHECK: vir.add %[[J]], %[[AI]] : i32
vir.func @nested(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %aa = vir.mul %a, %a : i32
  %ai = vir.mul %i, %aa : i32
  %j1 = vir.add %j, %ai : i32
  %jmore = vir.icmp slt %j1, %n : i32
  vir.cond_br %jmore, ^inner(%j1 : i32), ^latch {vir.traits = [#vir.req<licm, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i32
  %imore = vir.icmp slt %i1, %n : i32
  vir.cond_br %imore, ^outer(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i : i32
}

// Only the inner loop asks: nothing leaves the outer loop.
// CHECK-LABEL: vir.func @nested_inner_request(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.mul
// CHECK-NEXT: vir.br ^bb2
vir.func @nested_inner_request(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %aa = vir.mul %a, %a : i32
  %j1 = vir.add %j, %aa : i32
  %jmore = vir.icmp slt %j1, %n : i32
  vir.cond_br %jmore, ^inner(%j1 : i32), ^latch {vir.traits = [#vir.req<licm, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i32
  %imore = vir.icmp slt %i1, %n : i32
  vir.cond_br %imore, ^outer(%i1 : i32), ^exit
^exit:
  vir.return %i : i32
}

// Facts: `loop_invariant` always goes (it spoke of the loop); the range of
// an op that ran first in the header stays; the range of an op that ran
// only on some iterations' paths goes (its value may now be computed
// where the range does not hold).
// CHECK-LABEL: vir.func @facts(
// CHECK: vir.sub %{{.*}}, %{{.*}} {vir.traits = [#vir.range<0, 100>]} : i32
// CHECK-NEXT: vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.mul %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.br ^bb1
vir.func @facts(%a: i32, %b: i32, %n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %d = vir.sub %a, %b {vir.traits = [#vir.range<0, 100>]} : i32
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  vir.cond_br %c, ^then, ^latch
^then:
  %e = vir.add %a, %b {vir.traits = [#vir.range<0, 100>, #vir.loop_invariant]} : i32
  %f = vir.mul %e, %d {vir.traits = [#vir.loop_invariant]} : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %d : i32
}

// Divisions the loop may not run (here behind the header's test) move only
// when they cannot trap: a constant divisor other than 0 (and -1 when
// signed), or a divisor whose range excludes those.
// CHECK-LABEL: vir.func @divisions(
// CHECK: vir.sdiv %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.udiv %{{.*}}, %{{.*}} : i32
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK: ^bb2:
// CHECK: vir.sdiv
// CHECK: vir.udiv
// CHECK: vir.urem
vir.func @divisions(%a: i32, %r: i32 {vir.traits = [#vir.range<1, 9>]}, %s: i32 {vir.traits = [#vir.range<-1, 9>]}, %v: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %go = vir.icmp slt %i, %n : i32
  vir.cond_br %go, ^body, ^exit
^body:
  %d1 = vir.sdiv %a, %c4 : i32
  %d2 = vir.udiv %a, %r : i32
  %d3 = vir.sdiv %a, %s : i32
  %d4 = vir.udiv %a, %v : i32
  %d5 = vir.urem %a, %c0 : i32
  %t1 = vir.add %d1, %d2 : i32
  %t2 = vir.add %d3, %d4 : i32
  %t3 = vir.add %t1, %t2 : i32
  %t4 = vir.add %t3, %d5 : i32
  %i1 = vir.add %i, %t4 : i32
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i : i32
}

// Divisions the loop runs on every entry (in the header, before anything
// that may not pass control on) move whatever their divisors: their
// undefined behaviour would happen in the loop too. The one after the call
// stays.
// CHECK-LABEL: vir.func @divisions_on_entry(
// CHECK: vir.sdiv
// CHECK-NEXT: vir.udiv
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.call @h()
// CHECK-NEXT: vir.srem
vir.func private @h()
vir.func @divisions_on_entry(%a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %d1 = vir.sdiv %a, %b : i32
  %d2 = vir.udiv %a, %b : i32
  vir.call @h() : () -> ()
  %d3 = vir.srem %a, %b : i32
  %t1 = vir.add %d1, %d2 : i32
  %t2 = vir.add %t1, %d3 : i32
  %i1 = vir.add %i, %t2 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// Loads: from a dereferenceable address, not written in the loop (a call
// carrying nowrite, a store scoped apart) they move; an untagged store, a
// call without nowrite, a missing dereferenceable, or volatility keeps
// them.
// CHECK-LABEL: vir.func @loads(
// CHECK: %[[G:.*]] = vir.gep %{{.*}}[1] : i32
// CHECK-NEXT: %[[X:.*]] = vir.load %[[G]] {
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NOT: vir.load %[[G]]
// CHECK: vir.call @g
// CHECK: vir.store
vir.func private @g(i32)
vir.func @loads(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}, %q: !vir.ptr, %n: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %g = vir.gep %p[1] : i32
  %x = vir.load %g {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  vir.call @g(%x) {vir.traits = [#vir.nowrite]} : (i32) -> ()
  vir.store %i, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %i1 = vir.add %i, %x : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// CHECK-LABEL: vir.func @no_hoist_loads(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load %arg0 : i32
// CHECK-NEXT: vir.load %arg2 : i32
// CHECK-NEXT: vir.load %arg1 {
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.call @g
vir.func @no_hoist_loads(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %p2: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %u: !vir.ptr, %q: !vir.ptr, %n: i32) -> i32 attributes {alias_scopes = ["p2", "q"]} {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  // The untagged store below may write *p.
  %x = vir.load %p : i32
  // No dereferenceable fact for %u.
  %y = vir.load %u : i32
  // Scoped apart from the store, but the call below has no nowrite.
  %w = vir.load %p2 {vir.traits = [#vir.noalias<alias_scopes = ["p2"], noalias_scopes = ["q"]>]} : i32
  vir.store %i, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p2"]>]} : i32
  vir.call @g(%i) : (i32) -> ()
  %s1 = vir.add %x, %y : i32
  %s2 = vir.add %s1, %w : i32
  %i1 = vir.add %i, %s2 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// Volatile: every read is observable, so the load never moves, and a
// volatile access in the loop keeps every other load in place too.
// CHECK-LABEL: vir.func @no_hoist_volatile(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load volatile %arg0 : i32
// CHECK-NEXT: vir.load %arg1 : i32
vir.func @no_hoist_volatile(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %p2: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %z = vir.load volatile %p : i32
  %w = vir.load %p2 : i32
  %s = vir.add %z, %w : i32
  %i1 = vir.add %i, %s : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}

// A loop with two back edges: a request on either licenses the hoist.
// CHECK-LABEL: vir.func @two_latches(
// CHECK: vir.mul
// CHECK-NEXT: vir.br ^bb1
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NOT: vir.mul
// CHECK: vir.return
vir.func @two_latches(%a: i32, %n: i32, %c: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  vir.cond_br %c, ^left, ^right
^left:
  vir.br ^loop(%i1 : i32)
^right:
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i1 : i32
}
