// The start of a loop is often a block argument when loop-unroll runs: the
// preheader loop-rotate makes forwards what the guard passed, and the
// guard may be the exit of the loop before, entered from two edges. The
// trip count looks through such arguments when every edge into the block
// passes the same constant (or one value that holds it), so the loop is
// unrolled in that slot rather than after the vectorizer. Where the edges
// disagree, the start is not a constant and nothing is unrolled.
// RUN: vct-mlir-opt --loop-unroll=runtime=false --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s

// The start 0 reaches the preheader from the guard, which both its
// predecessors enter with 0.
// CHECK-LABEL: vir.func @through_guard(
// CHECK-NOT: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {vir.traits
// CHECK: vir.return
vir.func @through_guard(%p: !vir.ptr, %k: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  vir.cond_br %k, ^left, ^right
^left:
  vir.br ^guard(%c0 : i32)
^right:
  %zero = vir.constant 0 : i32
  vir.br ^guard(%zero : i32)
^guard(%g: i32):
  %go = vir.icmp slt %g, %c4 : i32
  vir.cond_br %go, ^pre(%g, %c0 : i32, i32), ^exit(%c0 : i32)
^pre(%i0: i32, %s0: i32):
  vir.br ^loop(%i0, %s0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.store %i, %p : i32
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c4 : i32
  // expected-remark @below {{VIR: accepted unroll on loop with back edge in @through_guard (fully unrolled 4 iterations)}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// -----

// The guard's predecessors pass 0 and 1: no constant start, no trip count.
// CHECK-LABEL: vir.func @edges_disagree(
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}} {vir.traits = [#vir.req<unroll, soft>]}
vir.func @edges_disagree(%p: !vir.ptr, %k: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  vir.cond_br %k, ^guard(%c0 : i32), ^guard(%c1 : i32)
^guard(%g: i32):
  %go = vir.icmp slt %g, %c4 : i32
  vir.cond_br %go, ^pre(%g, %c0 : i32, i32), ^exit(%c0 : i32)
^pre(%i0: i32, %s0: i32):
  vir.br ^loop(%i0, %s0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.store %i, %p : i32
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c4 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @edges_disagree, CostModel (no constant trip count, and no factor: partial unrolling keeps every exit test}}
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
