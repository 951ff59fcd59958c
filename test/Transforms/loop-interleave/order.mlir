// Ordering with the vectorizer and loop-unroll. With vectorize-later (the
// stage-4 slot) a loop that still carries a vectorize request is left,
// with its requests and no remark, to the slot after loop-vectorize. In
// the pipeline: @vec is vectorized (its interleave request then goes to
// the scalar remainder); @gather is refused by the vectorizer (an indexed
// load) and interleaved after it, by 2 at -O2 and 4 at -O3, its unroll
// request ending AlreadyDone (loop-unroll does not unroll it again); at -Oz
// loop-interleave does not run (O-45).
// RUN: vct-mlir-opt --loop-interleave=vectorize-later=true -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt -O2 --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -O3 --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=O3
// RUN: vct-mlir-opt -Oz --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=OZ

// CHECK-LABEL: vir.func @vec(
// CHECK-NOT: vir.urem
// CHECK: vir.cond_br %{{.*}} {vir.traits = [#vir.req<interleave, soft>, #vir.req<vectorize, soft>]}
// CHECK-LABEL: vir.func @gather(
// CHECK-NOT: vir.urem
// CHECK: vir.cond_br %{{.*}} {vir.traits = [#vir.req<interleave, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>]}

// O2-DAG: accepted vectorize on loop with back edge in @vec
// O2-DAG: denied vectorize on loop with back edge in @gather, Unsupported
// O2-DAG: accepted interleave on loop with back edge in @gather (interleaved by 2 with a remainder loop, 1 reduction(s) split: {{.*}} (i32 add))
// O2-DAG: denied unroll on loop with back edge in @gather, AlreadyDone (the loop was interleaved by 2)
// O3-DAG: accepted interleave on loop with back edge in @gather (interleaved by 4 with a remainder loop, 1 reduction(s) split: {{.*}} (i32 add))
// O3-DAG: denied unroll on loop with back edge in @gather, AlreadyDone (the loop was interleaved by 4)

// OZ:      "request": "interleave",
// OZ-NEXT: "strength": "soft",
// OZ-NEXT: "subject": "loop with back edge in @gather",
// OZ-NEXT: "accepted": false,
// OZ-NEXT: "reason": "CostModel",
// OZ-NEXT: "note": "pass loop-interleave does not run at -Oz"

vir.func @vec(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %t0 = vir.icmp slt %c0, %n : i64
  vir.cond_br %t0, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %s: i32):
  %pi = vir.gep inbounds %p[%i] : i32
  %x = vir.load %pi : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<interleave, soft>, #vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

vir.func @gather(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %q: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %t0 = vir.icmp slt %c0, %n : i64
  vir.cond_br %t0, ^loop(%c0, %z : i64, i32), ^exit(%z : i32)
^loop(%i: i64, %s: i32):
  %qi = vir.gep inbounds %q[%i] : i64
  %k = vir.load %qi : i64
  %pk = vir.gep inbounds %p[%k] : i32
  %x = vir.load %pk : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<interleave, soft>, #vir.req<unroll, soft>, #vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
