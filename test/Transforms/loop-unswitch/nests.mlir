// A loop that contains loops is versioned on an invariant branch of an
// inner loop that the inner loop left: one loop-unroll unrolls fully
// (CostModel there, "left to the enclosing loop"), or one without an
// unswitch request of its own. The copy holds copies of the inner loops,
// which keep their other requests as requests of their own. Refused: a nest
// whose only invariant branches are in its own blocks (CostModel), a nest
// too large for max-copied-ops (TooLarge), an inner branch to an inner
// loop's header.
// RUN: vct-mlir-opt --loop-unswitch=full-unroll-budget=200 --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt --loop-unswitch=full-unroll-budget=200 --split-input-file %s \
// RUN:   | FileCheck %s --check-prefix=REQ

// The inner loop runs 3 times and is left to loop-unroll; the outer loop is
// versioned on %flag: each version's inner loop has no branch left.
// CHECK-LABEL: vir.func @unrolled_inner(
// CHECK: vir.cond_br %{{.*}}, ^[[V0:.*]](%{{.*}} : i32), ^[[V1:.*]](%{{.*}} : i32)
// CHECK-NOT: vir.cond_br %arg1
// CHECK: vir.return
// The inner copy's unroll request is its own; the unswitch one was dropped.
// REQ-LABEL: vir.func @unrolled_inner(
// REQ-COUNT-2: #vir.req<unroll, soft>
// REQ-NOT: #vir.req<unroll
// REQ: vir.return
vir.func @unrolled_inner(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @unrolled_inner, CostModel (the loop runs 3 times and loop-unroll unrolls it fully (full-unroll-budget 200): each version would be unrolled, the branch is left to the enclosing loop)}}
  vir.cond_br %t, ^inner(%i1 : i32), ^latch {vir.traits = [#vir.req<unswitch, soft>, #vir.req<unroll, soft>]}
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @unrolled_inner (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// The inner loop has no unswitch request: the outer loop versions its
// branch.
// CHECK-LABEL: vir.func @inner_without_request(
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^
// CHECK-NOT: vir.cond_br %arg1
// CHECK: vir.return
vir.func @inner_without_request(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^inner(%i1 : i32), ^latch
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @inner_without_request (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// The inner loop versions the branch itself; the test it leaves in the
// inner loop's preheader is in the outer loop's own blocks: not worth a
// copy of both inner versions.
// CHECK-LABEL: vir.func @inner_versions_itself(
vir.func @inner_versions_itself(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @inner_versions_itself (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^inner(%i1 : i32), ^latch {vir.traits = [#vir.req<unswitch, soft>]}
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @inner_versions_itself, CostModel (the branches on conditions defined outside the loop are in its own blocks, which run once per iteration: not worth a copy of the loops inside it)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// A nest too large to copy.
vir.func @nest_too_large(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %a1 = vir.add %i, %c1 : i32
  %a2 = vir.add %a1, %c1 : i32
  %a3 = vir.add %a2, %c1 : i32
  %a4 = vir.add %a3, %c1 : i32
  %a5 = vir.add %a4, %c1 : i32
  %a6 = vir.add %a5, %c1 : i32
  %a7 = vir.add %a6, %c1 : i32
  %a8 = vir.add %a7, %c1 : i32
  %a9 = vir.add %a8, %c1 : i32
  %a10 = vir.add %a9, %c1 : i32
  %a11 = vir.add %a10, %c1 : i32
  %a12 = vir.add %a11, %c1 : i32
  %a13 = vir.add %a12, %c1 : i32
  %a14 = vir.add %a13, %c1 : i32
  %a15 = vir.add %a14, %c1 : i32
  %a16 = vir.add %a15, %c1 : i32
  %a17 = vir.add %a16, %c1 : i32
  %a18 = vir.add %a17, %c1 : i32
  %a19 = vir.add %a18, %c1 : i32
  %a20 = vir.add %a19, %c1 : i32
  %a21 = vir.add %a20, %c1 : i32
  %a22 = vir.add %a21, %c1 : i32
  %a23 = vir.add %a22, %c1 : i32
  %a24 = vir.add %a23, %c1 : i32
  %a25 = vir.add %a24, %c1 : i32
  %a26 = vir.add %a25, %c1 : i32
  %a27 = vir.add %a26, %c1 : i32
  %a28 = vir.add %a27, %c1 : i32
  %a29 = vir.add %a28, %c1 : i32
  %a30 = vir.add %a29, %c1 : i32
  vir.store volatile %a30, %p : i32
  %a31 = vir.add %a30, %c1 : i32
  %a32 = vir.add %a31, %c1 : i32
  %a33 = vir.add %a32, %c1 : i32
  %a34 = vir.add %a33, %c1 : i32
  %a35 = vir.add %a34, %c1 : i32
  %a36 = vir.add %a35, %c1 : i32
  %a37 = vir.add %a36, %c1 : i32
  %a38 = vir.add %a37, %c1 : i32
  %a39 = vir.add %a38, %c1 : i32
  %a40 = vir.add %a39, %c1 : i32
  %a41 = vir.add %a40, %c1 : i32
  %a42 = vir.add %a41, %c1 : i32
  %a43 = vir.add %a42, %c1 : i32
  %a44 = vir.add %a43, %c1 : i32
  %a45 = vir.add %a44, %c1 : i32
  %a46 = vir.add %a45, %c1 : i32
  %a47 = vir.add %a46, %c1 : i32
  %a48 = vir.add %a47, %c1 : i32
  %a49 = vir.add %a48, %c1 : i32
  %a50 = vir.add %a49, %c1 : i32
  %a51 = vir.add %a50, %c1 : i32
  %a52 = vir.add %a51, %c1 : i32
  %a53 = vir.add %a52, %c1 : i32
  %a54 = vir.add %a53, %c1 : i32
  %a55 = vir.add %a54, %c1 : i32
  vir.store volatile %a55, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^inner(%i1 : i32), ^latch
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @nest_too_large, TooLarge (2 versions of 67 operations exceed max-copied-ops (64))}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}

// -----

// The inner branch goes to the inner loop's header (a `continue` on the
// flag): not versioned, each version would have to keep the inner loop's
// latches.
vir.func @to_inner_header(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%o: i32):
  vir.br ^inner(%c0 : i32)
^inner(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  vir.store volatile %i, %p : i32
  vir.cond_br %flag, ^inner(%i1 : i32), ^l
^l:
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^inner(%i1 : i32), ^latch
^latch:
  %o1 = vir.add %o, %c1 : i32
  %u = vir.icmp slt %o1, %n : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @to_inner_header, AlreadyDone (no branch in the loop is on a condition defined outside it)}}
  vir.cond_br %u, ^outer(%o1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}
