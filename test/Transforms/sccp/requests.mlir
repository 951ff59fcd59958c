// RUN: vct-mlir-opt %s --sccp --remarks --split-input-file -verify-diagnostics \
// RUN:   | FileCheck %s
// Requests on code sccp deletes get a result (O-28): a loop request on a
// back edge folded away, and requests in blocks no longer reachable, are
// denied with AlreadyDone; soft ones as remarks, strong ones as warnings
// (O-27). A folded branch that still closes its loop keeps its requests.

// The loop runs once: its back edge is never taken.
// CHECK-LABEL: vir.func @back_edge_folded_away(
// CHECK: vir.br ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK-NOT: vir.traits
// CHECK: ^[[EXIT]]:
// expected-remark @below {{VIR: sccp: replaced 1 values by constants, folded 1 branches, removed 0 unreachable blocks}}
vir.func @back_edge_folded_away() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %f = vir.constant false
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %next = vir.add %i, %c1 : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @back_edge_folded_away, AlreadyDone (the loop's back edge was folded away)}}
  // expected-warning @below {{VIR: denied licm on loop with back edge in @back_edge_folded_away, AlreadyDone (the loop's back edge was folded away)}}
  vir.cond_br %f, ^loop(%next : i32), ^exit
      {vir.traits = [#vir.req<unroll, soft, factor = 4>, #vir.req<licm, strong>]}
^exit:
  vir.return %next : i32
}

// -----

// The loop never exits: the folded branch is still its back edge and keeps
// the request.
// CHECK-LABEL: vir.func @back_edge_kept(
// CHECK: vir.br ^[[LOOP:bb[0-9]+]] {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
// expected-remark @below {{VIR: sccp: replaced 0 values by constants, folded 1 branches, removed 1 unreachable blocks}}
vir.func @back_edge_kept(%p: !vir.ptr) {
  %t = vir.constant true
  %c1 = vir.constant 1 : i32
  vir.br ^loop
^loop:
  vir.store %c1, %p : i32
  vir.cond_br %t, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}

// -----

// A call with an inline request in a block that can no longer run.
// CHECK-LABEL: vir.func @request_in_dead_block(
// CHECK-NOT: vir.call
// CHECK: vir.return
vir.func private @g() -> ()
// expected-remark @below {{VIR: sccp: replaced 0 values by constants, folded 1 branches, removed 1 unreachable blocks}}
vir.func @request_in_dead_block() {
  %f = vir.constant false
  vir.cond_br %f, ^dead, ^exit
^dead:
  // expected-remark @below {{VIR: denied inline on call to @g, AlreadyDone (the code is unreachable)}}
  vir.call @g() {vir.traits = [#vir.req<inline, soft>]} : () -> ()
  vir.br ^exit
^exit:
  vir.return
}

// -----

// Nothing to do: no remark, no change.
// CHECK-LABEL: vir.func @unchanged(
// CHECK-NEXT: vir.return %{{.*}} : i32
vir.func @unchanged(%x: i32) -> i32 {
  vir.return %x : i32
}
