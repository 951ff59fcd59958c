// Two loop values used after the loop, one of them by a branch that the
// first value's SSA rewrite extends with a merge argument: the second
// value's uses must survive that (csmith 61021 read a freed placeholder
// here, or crashed).
// RUN: vct-mlir-opt --loop-unswitch %s | FileCheck %s

// CHECK-LABEL: vir.func @two_live_outs
// CHECK:       vir.cond_br %arg4, ^[[ON:bb[0-9]+]](%c0_i32 : i32), ^[[OFF:bb[0-9]+]](%c0_i32 : i32)
// CHECK:       ^[[OFF]](%[[I0:.*]]: i32):
// CHECK-NEXT:    %[[B0:.*]] = vir.add %[[I0]], %c1_i32
// CHECK:         vir.cond_br %{{.*}}, ^{{.*}}, ^[[E1:bb[0-9]+]](%[[I0]], %[[B0]] : i32, i32)
// CHECK:       ^[[ON]](%[[I1:.*]]: i32):
// CHECK-NEXT:    %[[B1:.*]] = vir.add %[[I1]], %c1_i32
// CHECK:         vir.cond_br %{{.*}}, ^{{.*}}, ^[[E1]](%[[I1]], %[[B1]] : i32, i32)
// CHECK:       ^[[E1]](%[[IE:.*]]: i32, %[[BE:.*]]: i32):
// CHECK-NEXT:    vir.cond_br %arg5, ^[[MERGE:bb[0-9]+]](%[[IE]] : i32), ^[[OTHER:bb[0-9]+]](%[[BE]] : i32)
// CHECK:       ^[[MERGE]](%[[IM:.*]]: i32):
// CHECK-NEXT:    vir.store %[[IM]], %arg1
// CHECK:       ^[[OTHER]](%[[O:.*]]: i32):
// CHECK-NEXT:    vir.store %[[O]], %arg1
vir.func @two_live_outs(%p: !vir.ptr, %q: !vir.ptr, %n: i32, %m: i32, %flag: i1, %sel: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %b = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^e1
^body:
  vir.cond_br %flag, ^s, ^latch
^s:
  vir.store %i, %p : i32
  vir.br ^latch
^latch:
  %k = vir.icmp eq %b, %m : i32
  vir.cond_br %k, ^e2, ^header(%b : i32) {vir.traits = [#vir.req<unswitch, strong>]}
^e1:
  vir.cond_br %sel, ^merge, ^other(%b : i32)
^e2:
  vir.br ^merge
^merge:
  vir.store %i, %q : i32
  vir.return
^other(%o: i32):
  vir.store %o, %q : i32
  vir.return
}
