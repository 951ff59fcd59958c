// loop-unswitch moves an invariant exit test out of the loop without
// copying (trivial), or versions the loop on an invariant cond_br or
// switch; every unswitch request gets a result: the @no_ functions are each
// refusal with its reason.
// RUN: vct-mlir-opt --loop-unswitch --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// The header only computes before testing %flag: the preheader tests it,
// and the loop goes on without the test.
// CHECK-LABEL: vir.func @trivial(
// CHECK: vir.cond_br %arg2, ^[[H:bb[0-9]+]](%{{.*}} : i32), ^[[OUT:bb[0-9]+]](%{{.*}} : i32)
// CHECK: ^[[H]](%{{.*}}: i32):
// CHECK-NEXT: vir.add
// CHECK-NEXT: vir.br
// CHECK: vir.store
// CHECK: vir.cond_br %{{.*}}, ^[[H]](%{{.*}} : i32), ^[[OUT]](%{{.*}} : i32){{$}}
vir.func @trivial(%p: !vir.ptr, %n: i32, %flag: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %x = vir.add %i, %c1 : i32
  vir.cond_br %flag, ^body, ^out(%c1 : i32)
^body:
  vir.store %x, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @trivial (unswitched 1 invariant exit test without copying)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^out(%c0 : i32) {vir.traits = [#vir.req<unswitch, soft>]}
^out(%r: i32):
  vir.return %r : i32
}

// -----

// An invariant if-then-else in the body: two versions, one per arm; the
// copy inherits the loop's other requests, not unswitch; the value after
// the loop merges both versions'.
// CHECK-LABEL: vir.func @version(
// CHECK: vir.cond_br %arg2, ^[[T:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32), ^[[F:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32)
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}}, %{{.*}} : i32, i32), ^[[E:bb[0-9]+]](%{{.*}} : i32) {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: ^[[T]](
// CHECK-NEXT: vir.br
// CHECK: vir.store
// CHECK: vir.cond_br %{{.*}}, ^[[T]](%{{.*}}, %{{.*}} : i32, i32), ^[[E]](%{{.*}} : i32) {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: ^[[E]](%[[R:.*]]: i32):
// CHECK-NEXT: vir.return %[[R]]
vir.func @version(%p: !vir.ptr, %n: i32, %flag: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.cond_br %flag, ^a, ^b
^a:
  vir.store %i, %p : i32
  vir.br ^latch(%c1 : i32)
^b:
  vir.br ^latch(%i : i32)
^latch(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @version (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unswitch, soft>, #vir.req<unroll, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// A switch on an invariant value: one version per successor, chosen by a
// switch in the preheader.
// CHECK-LABEL: vir.func @switch(
// CHECK: vir.switch %arg2 : i32, [
// CHECK-COUNT-3: vir.store
// CHECK-NOT: vir.switch
vir.func @switch(%p: !vir.ptr, %n: i32, %k: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.switch %k : i32, [
    default: ^d,
    1: ^one,
    2: ^two
  ]
^d:
  vir.store %c0, %p : i32
  vir.br ^latch
^one:
  vir.store %c1, %p : i32
  vir.br ^latch
^two:
  vir.store %c2, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @switch (versioned the loop on an invariant branch: 2 copies)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// No branch on an invariant condition.
vir.func @no_invariant(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @no_invariant, AlreadyDone (no branch in the loop is on a condition defined outside it)}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// Over max-copied-ops (64): one copy of 67 operations. (The store before
// the branch keeps it from being trivial.)
vir.func @no_budget(%p: !vir.ptr, %a: i32, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  vir.cond_br %flag, ^big, ^latch
^big:
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
  %y1 = vir.mul %x10, %i : i32
  %y2 = vir.mul %y1, %i : i32
  %y3 = vir.mul %y2, %i : i32
  %y4 = vir.mul %y3, %i : i32
  %y5 = vir.mul %y4, %i : i32
  %y6 = vir.mul %y5, %i : i32
  %y7 = vir.mul %y6, %i : i32
  %y8 = vir.mul %y7, %i : i32
  %y9 = vir.mul %y8, %i : i32
  %y10 = vir.mul %y9, %i : i32
  %z1 = vir.mul %y10, %i : i32
  %z2 = vir.mul %z1, %i : i32
  %z3 = vir.mul %z2, %i : i32
  %z4 = vir.mul %z3, %i : i32
  %z5 = vir.mul %z4, %i : i32
  %z6 = vir.mul %z5, %i : i32
  %z7 = vir.mul %z6, %i : i32
  %z8 = vir.mul %z7, %i : i32
  %z9 = vir.mul %z8, %i : i32
  %z10 = vir.mul %z9, %i : i32
  %w1 = vir.mul %z10, %i : i32
  %w2 = vir.mul %w1, %i : i32
  %w3 = vir.mul %w2, %i : i32
  %w4 = vir.mul %w3, %i : i32
  %w5 = vir.mul %w4, %i : i32
  %w6 = vir.mul %w5, %i : i32
  %w7 = vir.mul %w6, %i : i32
  %w8 = vir.mul %w7, %i : i32
  %w9 = vir.mul %w8, %i : i32
  %w10 = vir.mul %w9, %i : i32
  %v1 = vir.mul %w10, %i : i32
  %v2 = vir.mul %v1, %i : i32
  %v3 = vir.mul %v2, %i : i32
  %v4 = vir.mul %v3, %i : i32
  %v5 = vir.mul %v4, %i : i32
  %v6 = vir.mul %v5, %i : i32
  %v7 = vir.mul %v6, %i : i32
  %v8 = vir.mul %v7, %i : i32
  %v9 = vir.mul %v8, %i : i32
  %v10 = vir.mul %v9, %i : i32
  %u1 = vir.mul %v10, %i : i32
  %u2 = vir.mul %u1, %i : i32
  %u3 = vir.mul %u2, %i : i32
  %u4 = vir.mul %u3, %i : i32
  %u5 = vir.mul %u4, %i : i32
  %u6 = vir.mul %u5, %i : i32
  %u7 = vir.mul %u6, %i : i32
  %u8 = vir.mul %u7, %i : i32
  %u9 = vir.mul %u8, %i : i32
  %u10 = vir.mul %u9, %i : i32
  vir.store %u10, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @no_budget, TooLarge (2 versions of 67 operations exceed max-copied-ops (64))}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// An invariant branch in an outer loop's own blocks runs once per outer
// iteration: not worth a copy of the inner loop.
vir.func @no_outer(%p: !vir.ptr, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.store %o, %p : i32
  vir.cond_br %flag, ^a, ^b
^a:
  vir.store %c1, %p : i32
  vir.br ^pre
^b:
  vir.br ^pre
^pre:
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^inner(%i1 : i32), ^latch
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @no_outer, CostModel (the branches on conditions defined outside the loop are in its own blocks, which run once per iteration: not worth a copy of the loops inside it)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}
