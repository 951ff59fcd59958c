// RUN: vct-mlir-opt %s --ipsccp --remarks -verify-diagnostics | FileCheck %s
// One remark per function ipsccp changed (O-47), and a result for every
// request on code it deletes (O-28): here a loop in the callee that the
// constant argument rules out.

// CHECK-LABEL: vir.func private @maybe_loop(
// CHECK-NOT: vir.traits
// CHECK: vir.return
// expected-remark @below {{VIR: ipsccp: replaced 0 values by constants (0 arguments, 0 call results), folded 1 branches, removed 1 unreachable blocks}}
vir.func private @maybe_loop(%go: i1, %p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  vir.cond_br %go, ^loop, ^exit
^loop:
  vir.store %c0, %p : i32
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @maybe_loop, AlreadyDone (the code is unreachable)}}
  vir.cond_br %go, ^loop, ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}

// CHECK-LABEL: vir.func private @answer(
// CHECK-NEXT: %[[X:.*]] = vir.constant 21 : i32
// CHECK-NEXT: vir.store %[[X]], %{{.*}} : i32
// CHECK-NEXT: %[[Y:.*]] = vir.constant 42 : i32
// CHECK-NEXT: vir.return %[[Y]] : i32
// expected-remark @below {{VIR: ipsccp: replaced 2 values by constants (1 arguments, 0 call results), folded 0 branches, removed 0 unreachable blocks}}
vir.func private @answer(%x: i32, %q: !vir.ptr) -> i32 {
  vir.store %x, %q : i32
  %y = vir.add %x, %x : i32
  vir.return %y : i32
}

// CHECK-LABEL: vir.func @main(
// CHECK: vir.call @answer(
// CHECK-NEXT: %[[A:.*]] = vir.constant 42 : i32
// CHECK-NEXT: vir.return %[[A]] : i32
// expected-remark @below {{VIR: ipsccp: replaced 1 values by constants (0 arguments, 1 call results), folded 0 branches, removed 0 unreachable blocks}}
vir.func @main(%p: !vir.ptr) -> i32 {
  %f = vir.constant false
  %c21 = vir.constant 21 : i32
  vir.call @maybe_loop(%f, %p) : (i1, !vir.ptr) -> ()
  %a = vir.call @answer(%c21, %p) : (i32, !vir.ptr) -> i32
  vir.return %a : i32
}
