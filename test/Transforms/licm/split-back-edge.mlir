// RUN: vct-mlir-opt --licm --verify-each %s | FileCheck %s
// Promotion splits an exit edge that is an outer loop's back edge: the outer
// loop's request moves to the new block's branch, which is the back edge
// now (before CFGUtils' splitEdge, the request stayed behind and the
// verifier rejected the output).

// The inner loop leaves straight to the outer header, which is also entered
// from the entry block: the exit edge gets a block holding the store.
// CHECK-LABEL: vir.func @exit_to_outer_header(
// CHECK-SAME: %[[P:[^:]+]]: !vir.ptr
// CHECK: vir.br ^[[OUTER:bb[0-9]+]](
// CHECK: ^[[SPLIT:bb[0-9]+]](%[[I1:.*]]: i32):
// CHECK-NEXT: vir.store %{{.*}}, %[[P]] : i32
// CHECK-NEXT: vir.br ^[[OUTER]](%[[I1]] : i32) {vir.traits = [#vir.req<unroll, soft>]}
// CHECK: ^[[OUTER]](
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[SPLIT]](%{{.*}} : i32){{$}}
vir.func @exit_to_outer_header(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]},
                               %n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0 : i32)
^outer(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^ipre, ^exit
^ipre:
  vir.br ^inner(%c0 : i32)
^inner(%j: i32):
  %v = vir.load %p : i32
  %v1 = vir.add %v, %c1 : i32
  vir.store %v1, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %c = vir.icmp slt %j, %m : i32
  vir.cond_br %c, ^ibody, ^outer(%i1 : i32) {vir.traits = [#vir.req<unroll, soft>]}
^ibody:
  %j1 = vir.add %j, %c1 : i32
  vir.br ^inner(%j1 : i32) {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %i : i32
}
