// loop-fuse fuses two adjacent loops that both carry a fuse request, have
// the same trip count and no dependence fusion would reverse; both requests
// get a result. The @no_ functions are each refusal with its reason.
// RUN: vct-mlir-opt --loop-fuse --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// The second loop's body follows the first's in one loop: its header
// argument is carried by the first header, the first latch falls through,
// the second latch branches back to the first header.
// CHECK-LABEL: vir.func @same_element(
// CHECK: vir.br ^[[H:bb[0-9]+]](%[[C0:.*]], %[[C0]] : i64, i64)
// CHECK: ^[[H]](%[[I:.*]]: i64, %[[J0:.*]]: i64):
// CHECK: vir.store %[[I]], %{{.*}} : i64
// CHECK-NOT: vir.cond_br
// CHECK: vir.br ^[[M:bb[0-9]+]]
// CHECK: ^[[M]]:
// CHECK-NEXT: vir.br ^[[B:bb[0-9]+]](%[[J0]] : i64)
// CHECK: ^[[B]](%[[J:.*]]: i64):
// CHECK: vir.load
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %{{.*}} : i64, i64), ^[[E:bb[0-9]+]] {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: ^[[E]]:
// CHECK-NEXT: vir.return
vir.func @same_element(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @same_element (fused with the following loop at line}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  %x = vir.load %pj : i64
  %y = vir.add %x, %c1 : i64
  vir.store %y, %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @same_element (fused with the preceding loop at line}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>, #vir.req<unroll, soft>]}
^exit:
  vir.return
}

// -----

// -----

// No block between: the first loop exits straight into the second's
// header, with its entry value.
// CHECK-LABEL: vir.func @direct(
// CHECK: vir.br ^[[H:bb[0-9]+]](%[[C0:.*]], %[[C0]] : i64, i64)
// CHECK: ^[[H]](%{{.*}}: i64, %[[J0:.*]]: i64):
// CHECK: vir.br ^[[B:bb[0-9]+]](%[[J0]] : i64)
// CHECK: ^[[B]](
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}}, %{{.*}} : i64, i64), ^
vir.func @direct(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @direct (fused with the following loop}}
  vir.cond_br %t, ^a(%i1 : i64), ^b(%c0 : i64) {vir.traits = [#vir.req<fuse, soft>]}
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  %x = vir.load %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @direct (fused with the preceding loop}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// Reading what the first loop wrote one iteration earlier (distance 1),
// different bases separated by restrict, constant trip counts; the
// invariant code between moves before the first loop, the code reading the
// first loop's exit value after the fused loop; the first loop's sum is
// still right after it. The first latch's other request ends with it.
// CHECK-LABEL: vir.func @between(
// CHECK: %[[K:.*]] = vir.mul %arg2, %{{.*}} : i64
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](
// CHECK: ^[[H]](%{{.*}}: i64, %[[S:.*]]: i64, %{{.*}}: i64):
// CHECK: %[[S1:.*]] = vir.add %[[S]]
// CHECK: vir.store %[[K]]
// CHECK: vir.cond_br %{{.*}}, ^[[H]](
// CHECK-NEXT: ^{{bb[0-9]+}}:
// CHECK-NEXT: %[[R:.*]] = vir.add %[[S1]], %{{.*}} : i64
// CHECK-NEXT: vir.return %[[R]] : i64
vir.func @between(%p: !vir.ptr, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %w: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %c10 = vir.constant 10 : i64
  vir.br ^a(%c0, %c0 : i64, i64)
^a(%i: i64, %s: i64):
  %i1 = vir.add %i, %c1 nsw : i64
  %pi = vir.gep %p[%i1] : i64
  vir.store %i, %pi : i64
  %s1 = vir.add %s, %i : i64
  %t = vir.icmp slt %i1, %c10 : i64
  // expected-remark @+2 {{VIR: accepted fuse on loop with back edge in @between (fused with the following loop}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @between, AlreadyDone (the loop's back edge was folded away)}}
  vir.cond_br %t, ^a(%i1, %s1 : i64, i64), ^m(%s1 : i64) {vir.traits = [#vir.req<fuse, soft>, #vir.req<unroll, soft>]}
^m(%last: i64):
  %k = vir.mul %w, %c2 : i64
  %r = vir.add %last, %c1 : i64
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  %x = vir.load %pj : i64
  %qj = vir.gep %q[%j] : i64
  %y = vir.add %x, %k : i64
  vir.store %k, %qj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %c10 : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @between (fused with the preceding loop}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return %r : i64
}

// -----

// Rotated loops, each behind a guard on one condition: the guards agree,
// so the fused loop enters where the first did; the skip path keeps the
// code between (now branching straight to the second exit), the fused
// loop's exit runs a copy of it, and the two meet at the second exit.
// CHECK-LABEL: vir.func @guarded(
// CHECK: vir.cond_br %{{.*}}, ^[[A:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}} : i64, i64, i64), ^[[M:bb[0-9]+]](
// CHECK: ^[[A]](
// CHECK: vir.br ^[[B:bb[0-9]+]](
// CHECK: ^[[M]](%[[LAST:.*]]: i64):
// CHECK-NEXT: %[[R:.*]] = vir.add %[[LAST]]
// CHECK-NEXT: vir.br ^[[E:bb[0-9]+]](%[[R]] : i64)
// CHECK: ^[[B]](
// CHECK: vir.cond_br %{{.*}}, ^[[A]](%{{.*}}, %{{.*}}, %{{.*}} : i64, i64, i64), ^[[C:bb[0-9]+]]{{$}}
// CHECK: ^[[C]]:
// CHECK-NEXT: %[[R2:.*]] = vir.add
// CHECK-NEXT: vir.br ^[[E]](%[[R2]] : i64)
// CHECK: ^[[E]](%[[X:.*]]: i64):
// CHECK-NEXT: vir.return %[[X]]
vir.func @guarded(%p: !vir.ptr, %n: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %g = vir.icmp slt %c0, %n : i64
  vir.cond_br %g, ^a(%c0, %c0 : i64, i64), ^m(%c0 : i64)
^a(%i: i64, %s: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %s1 = vir.add %s, %i : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @guarded (fused with the following loop}}
  vir.cond_br %t, ^a(%i1, %s1 : i64, i64), ^m(%s1 : i64) {vir.traits = [#vir.req<fuse, soft>]}
^m(%last: i64):
  %r = vir.add %last, %c1 : i64
  %g2 = vir.icmp slt %c0, %n : i64
  vir.cond_br %g2, ^b(%c0 : i64), ^exit
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  %x = vir.load %pj : i64
  %y = vir.add %x, %j : i64
  vir.store %y, %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @guarded (fused with the preceding loop}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return %r : i64
}

// -----

// Guards on different conditions.
vir.func @no_same_guard(%p: !vir.ptr, %n: i32, %k: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %g = vir.icmp slt %c0, %n : i32
  vir.cond_br %g, ^a(%c0 : i32), ^m
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_guard, Unsupported (with the following loop: the loops' guards are not shown to agree)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  %g2 = vir.icmp slt %c0, %k : i32
  vir.cond_br %g2, ^b(%c0 : i32), ^exit
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_guard, Unsupported (with the preceding loop: the loops' guards are not shown to agree)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// The second loop reads p[j + 1], which the first writes one iteration
// later: fusion would reverse it.
// CHECK-LABEL: vir.func @no_backward(
// CHECK-COUNT-2: vir.cond_br
vir.func @no_backward(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_backward, Illegality (with the following loop: store to %arg0 in the first loop and load from %arg0 in the second: the second loop's iteration k touches what the first loop's iteration k + 1 touches, so fusion would reverse the dependence (distance -1))}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %j1 = vir.add %j, %c1 : i64
  %pj = vir.gep %p[%j1] : i64
  %x = vir.load %pj : i64
  vir.store %x, %p : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_backward, Illegality (with the preceding loop: store to %arg0 in the first loop and load from %arg0 in the second: the second loop's iteration k touches what the first loop's iteration k + 1 touches, so fusion would reverse the dependence (distance -1))}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// Different bases without a trait may alias.
vir.func @no_alias_trait(%p: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_alias_trait, Unsupported (with the following loop: may depend: %arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %qj = vir.gep %q[%j] : i64
  %x = vir.load %qj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_alias_trait, Unsupported (with the preceding loop: may depend: %arg0 and %arg1: no noalias or restrict trait)}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// A noalias scope pair separates the two bases: fused.
// CHECK-LABEL: vir.func @noalias_scopes(
// CHECK-COUNT-1: vir.cond_br
// CHECK-NOT: vir.cond_br
vir.func @noalias_scopes(%p: !vir.ptr, %q: !vir.ptr, %n: i64) attributes {alias_scopes = ["a", "b"]} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi {vir.traits = [#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>]} : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @noalias_scopes}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %qj = vir.gep %q[%j] : i64
  %x = vir.load %qj {vir.traits = [#vir.noalias<alias_scopes = ["b"], noalias_scopes = ["a"]>]} : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @noalias_scopes}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// CHECK-LABEL: vir.func @no_same_trip_count(
vir.func @no_same_trip_count(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c10 : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_trip_count, Unsupported (with the following loop: the trip counts differ (10 and 20))}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %c20 : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_trip_count, Unsupported (with the preceding loop: the trip counts differ (10 and 20))}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

vir.func @no_same_bound(%p: !vir.ptr, %n: i32, %m: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_bound, Unsupported (with the following loop: the trip counts are not shown equal: the loops do not have the same start, bound and exit test)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %m : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_same_bound, Unsupported (with the preceding loop: the trip counts are not shown equal: the loops do not have the same start, bound and exit test)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// A store between the loops.
vir.func @no_store_between(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_store_between, Unsupported (with the following loop: the vir.store between the loops has side effects or touches memory)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.store %c0, %p : i32
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_store_between, Unsupported (with the preceding loop: the vir.store between the loops has side effects or touches memory)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// The second loop starts where the first stopped.
vir.func @no_start_from_first(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_start_from_first, Unsupported (with the following loop: the trip counts are not shown equal: the loops do not have the same start, bound and exit test)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%i1 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_start_from_first, Unsupported (with the preceding loop: the trip counts are not shown equal: the loops do not have the same start, bound and exit test)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// The second loop reads the first loop's sum.
vir.func @no_value_of_first(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0, %c0 : i32, i32)
^a(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_value_of_first, Unsupported (with the following loop: the second loop uses a value of the first loop)}}
  vir.cond_br %t, ^a(%i1, %s1 : i32, i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  vir.store %s1, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_value_of_first, Unsupported (with the preceding loop: the second loop uses a value of the first loop)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// A call in a loop.
vir.func private @g(i32)
vir.func @no_call(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_call, Unsupported (with the following loop: the second loop holds a vir.call, which may touch memory)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  vir.call @g(%j) : (i32) -> ()
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_call, Unsupported (with the preceding loop: the second loop holds a vir.call, which may touch memory)}}
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// Only the first loop asks; a loop with nothing after it.
vir.func @no_partner(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_partner, Unsupported (the loop that follows carries no fuse request)}}
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1 : i32), ^c(%c0 : i32)
^c(%k: i32):
  %k1 = vir.add %k, %c1 : i32
  %v = vir.icmp slt %k1, %n : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_partner, Unsupported (no loop follows: the code after the loop branches conditionally or leaves the function before another loop)}}
  vir.cond_br %v, ^c(%k1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}

// -----

// A top-tested loop (not rotated) exits from its header.
vir.func @no_bottom_test(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^m
^body:
  %i1 = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: denied fuse on loop with back edge in @no_bottom_test, Unsupported (the first loop is not bottom-tested: its latch is not its only exiting block)}}
  vir.br ^a(%i1 : i32) {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.return
}

// -----

// Loops are paired in control-flow order, not by where their blocks lie:
// rotation leaves a loop's body (its header) where it was, and the front
// end's layout may put the second loop's body first.
// CHECK-LABEL: vir.func @reversed_layout(
// CHECK-COUNT-2: vir.cond_br
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @reversed_layout(%p: !vir.ptr, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %g = vir.icmp slt %c0, %n : i64
  vir.cond_br %g, ^a(%c0 : i64), ^m
^m:
  %g2 = vir.icmp slt %c0, %n : i64
  vir.cond_br %g2, ^b(%c0 : i64), ^exit
^b(%j: i64):
  %qj = vir.gep %q[%j] : i64
  %x = vir.load %qj : i64
  %y = vir.add %x, %j : i64
  vir.store %y, %qj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @reversed_layout (fused with the preceding loop}}
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  // expected-remark @below {{VIR: accepted fuse on loop with back edge in @reversed_layout (fused with the following loop}}
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}
