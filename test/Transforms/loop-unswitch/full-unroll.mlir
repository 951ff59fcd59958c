// A loop that asks to be unrolled and that loop-unroll unrolls fully (a
// constant trip count T with T × size within full-unroll-budget) is not
// versioned: each version would be unrolled, so the copies would double
// what unrolling makes. The branch stays for the enclosing loop. Without the
// unroll request, with a factor, with a trip count not constant, or over
// the budget, the loop is versioned as before; full-unroll-budget=0 (the
// default) versions them all. The -O2 pipeline passes loop-unroll's budget.
// RUN: vct-mlir-opt --loop-unswitch=full-unroll-budget=200 --remarks --split-input-file -verify-diagnostics %s \
// RUN:   | FileCheck %s
// RUN: vct-mlir-opt --loop-unswitch --remarks --split-input-file %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=OFF
// RUN: vct-mlir-opt -O2 --remarks --split-input-file %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=O2

// OFF-COUNT-5: accepted unswitch on loop with back edge in
// O2: denied unswitch on loop with back edge in @three, CostModel

// Three iterations: left to loop-unroll.
// CHECK-LABEL: vir.func @three(
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^{{.*}}, ^
vir.func @three(%p: !vir.ptr, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-remark @below {{VIR: denied unswitch on loop with back edge in @three, CostModel (the loop runs 3 times and loop-unroll unrolls it fully (full-unroll-budget 200): each version would be unrolled, the branch is left to the enclosing loop)}}
  vir.cond_br %t, ^a(%i1 : i32), ^e {vir.traits = [#vir.req<unswitch, soft>, #vir.req<unroll, soft>]}
^e:
  vir.return
}

// -----

// The trip count is not a constant: versioned.
// CHECK-LABEL: vir.func @unknown_trip(
vir.func @unknown_trip(%p: !vir.ptr, %flag: i1, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @unknown_trip (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^a(%i1 : i32), ^e {vir.traits = [#vir.req<unswitch, soft>, #vir.req<unroll, soft>]}
^e:
  vir.return
}

// -----

// No unroll request: nothing will unroll it, so it is versioned.
// CHECK-LABEL: vir.func @no_unroll_request(
vir.func @no_unroll_request(%p: !vir.ptr, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @no_unroll_request (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^a(%i1 : i32), ^e {vir.traits = [#vir.req<unswitch, soft>]}
^e:
  vir.return
}

// -----

// 1000 iterations: over the budget, versioned.
// CHECK-LABEL: vir.func @over_budget(
vir.func @over_budget(%p: !vir.ptr, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c1000 = vir.constant 1000 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c1000 : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @over_budget (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^a(%i1 : i32), ^e {vir.traits = [#vir.req<unswitch, soft>, #vir.req<unroll, soft>]}
^e:
  vir.return
}

// -----

// A stale unroll request vouches for nothing: versioned.
// CHECK-LABEL: vir.func @stale_unroll_request(
vir.func @stale_unroll_request(%p: !vir.ptr, %flag: i1) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  // expected-remark @below {{VIR: accepted unswitch on loop with back edge in @stale_unroll_request (versioned the loop on an invariant branch: 1 copy)}}
  vir.cond_br %t, ^a(%i1 : i32), ^e {vir.traits = [#vir.req<unswitch, soft, epoch = 2>, #vir.req<unroll, soft, epoch = 1>]}
^e:
  vir.return
}
