// loop-peel peels the request's count, or one iteration where a header
// argument becomes invariant after it or a comparison with the start is
// decided by it; every peel request gets a result: the @no_ functions are
// each refusal with its reason.
// RUN: vct-mlir-opt --loop-peel --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// %prev is 7 on entry and %n after: one iteration peeled, its copy in
// front (the loop's requests dropped), entering the loop with %n.
// CHECK-LABEL: vir.func @invariant_after_first(
// CHECK: vir.br ^[[P:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32)
// CHECK: ^[[P]](%{{.*}}: i32, %[[V:.*]]: i32):
// CHECK-NEXT: vir.store %[[V]]
// CHECK: vir.cond_br %{{.*}}, ^[[L:bb[0-9]+]](%{{.*}}, %arg1 : i32, i32), ^[[E:bb[0-9]+]](%{{.*}} : i32){{$}}
// CHECK: ^[[L]](
// CHECK: vir.cond_br %{{.*}}, ^[[L]](%{{.*}}, %arg1 : i32, i32), ^[[E]](%{{.*}} : i32) {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]]
vir.func @invariant_after_first(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  vir.br ^loop(%c0, %c7 : i32, i32)
^loop(%i: i32, %prev: i32):
  vir.store %prev, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted peel on loop with back edge in @invariant_after_first (peeled 1 iteration: header argument #1 is loop-invariant after the first iteration)}}
  vir.cond_br %t, ^loop(%i1, %n : i32, i32), ^exit {vir.traits = [#vir.req<peel, soft>, #vir.req<unroll, soft>]}
^exit:
  vir.return %i1 : i32
}

// -----

// `i == 0` holds in the first iteration only (the increment is nsw): in
// the loop that remains it is false.
// CHECK-LABEL: vir.func @first_iteration_branch(
// CHECK: vir.icmp eq
// CHECK: %[[F:.*]] = vir.constant false
// CHECK-NEXT: vir.cond_br %[[F]]
// CHECK-NOT: vir.icmp eq
// CHECK: vir.return
vir.func @first_iteration_branch(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %f = vir.icmp eq %i, %c0 : i32
  vir.cond_br %f, ^first, ^rest
^first:
  vir.store %i, %p : i32
  vir.br ^latch(%c1 : i32)
^rest:
  vir.br ^latch(%i : i32)
^latch(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted peel on loop with back edge in @first_iteration_branch (peeled 1 iteration: a comparison of an induction variable with its start decided after the first iteration)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return %s1 : i32
}

// -----

// A count: two copies, each keeping its exit test, the value after the
// loop merged from the three ways out.
// CHECK-LABEL: vir.func @count(
// CHECK-COUNT-3: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i32), ^[[E:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]]
vir.func @count(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted peel on loop with back edge in @count (peeled 2 iterations: the request's count)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, strong, count = 2>]}
^exit:
  vir.return %i1 : i32
}

// -----

// Nothing to gain without a count.
vir.func @no_gain(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_gain, CostModel (no header argument becomes invariant after the first iteration and no branch is decided by it)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return
}

// -----

// `i == 0` with an increment that may wrap could hold again: not peeled.
vir.func @no_wrapping_variable(%p: !vir.ptr, %n: i8) {
  %c0 = vir.constant 0 : i8
  %c1 = vir.constant 1 : i8
  vir.br ^loop(%c0 : i8)
^loop(%i: i8):
  %f = vir.icmp eq %i, %c0 : i8
  vir.cond_br %f, ^first, ^latch
^first:
  vir.store %i, %p : i8
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i8
  %t = vir.icmp ne %i1, %n : i8
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_wrapping_variable, CostModel (no header argument becomes invariant after the first iteration and no branch is decided by it)}}
  vir.cond_br %t, ^loop(%i1 : i8), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return
}

// -----

// Over max-count (8).
vir.func @no_count(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-warning @below {{VIR: denied peel on loop with back edge in @no_count, TooLarge (9 iterations exceed max-count (8))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, strong, count = 9>]}
^exit:
  vir.return
}

// -----

// Over peel-budget (64): 5 copies of 14 operations.
vir.func @no_budget(%p: !vir.ptr, %a: i32, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x1 = vir.mul %a, %i : i32
  %x2 = vir.mul %x1, %i : i32
  %x3 = vir.mul %x2, %i : i32
  %x4 = vir.mul %x3, %i : i32
  %x5 = vir.mul %x4, %i : i32
  %x6 = vir.mul %x5, %i : i32
  %x7 = vir.mul %x6, %i : i32
  %x8 = vir.mul %x7, %i : i32
  %x9 = vir.mul %x8, %i : i32
  %x10 = vir.mul %x9, %i : i32
  vir.store %x10, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_budget, TooLarge (5 copies of 14 operations exceed peel-budget (64))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft, count = 5>]}
^exit:
  vir.return
}

// -----

// Two latches: each back edge's request is denied.
vir.func @no_latches(%p: !vir.ptr, %n: i32, %c: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  vir.cond_br %c, ^a, ^b
^a:
  vir.store %i, %p : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_latches, Unsupported (the loop has 2 latches)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft, count = 1>]}
^b:
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_latches, Unsupported (the loop has 2 latches)}}
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<peel, soft, count = 1>]}
^exit:
  vir.return
}

// -----

// An inner loop exiting to the outer loop's header: each copy's exit edge
// would be one more back edge of it.
vir.func @no_outer_header(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  %o1 = vir.add %o, %c1 : i32
  %more = vir.icmp slt %o1, %n : i32
  vir.cond_br %more, ^inner(%c0 : i32), ^exit
^inner(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied peel on loop with back edge in @no_outer_header, Unsupported (the loop exits to the enclosing loop's header: each copy would add a back edge to it)}}
  vir.cond_br %t, ^inner(%i1 : i32), ^outer(%o1 : i32) {vir.traits = [#vir.req<peel, soft, count = 1>]}
^exit:
  vir.return
}

// -----

// An outer loop is peeled with its inner loop: the peeled iteration holds
// a copy of the inner loop (without requests), the loop that remains
// keeps its inner loop and that loop's request.
// CHECK-LABEL: vir.func @outer(
// CHECK: vir.store %c7_i32, %arg0 : i32
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i32), ^{{bb[0-9]+}}{{$}}
// CHECK: vir.store %c7_i32, %arg0 : i32
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}} : i32), ^{{bb[0-9]+}} {vir.traits = [#vir.req<unroll, soft>]}
// CHECK-NOT: vir.store %c7_i32
vir.func @outer(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.store %c7, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^inner(%i1 : i32), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: accepted peel on loop with back edge in @outer (peeled 1 iteration: the request's count)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<peel, soft, count = 1>]}
^exit:
  vir.return
}
