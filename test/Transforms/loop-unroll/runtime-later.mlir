// runtime-later: the pipeline's stage-4 slot unrolls fully but leaves
// runtime unrolling, and the loop's unroll request, to the stage-5 slot
// after loop-vectorize (a loop unrolled at run time is no longer the
// counted single-block loop the vectorizer takes). A constant trip count is
// still unrolled fully.
// RUN: vct-mlir-opt --loop-unroll=runtime-later=true --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --remarks %s 2>&1 | FileCheck %s --check-prefix=NOW
// At -O2 the loop is vectorized first, then what remains is unrolled.
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=O2

// CHECK-LABEL: vir.func @sum(
// No remark (-verify-diagnostics) and the one loop with its requests:
// CHECK-COUNT-1: vir.cond_br %{{.*}}, ^bb
// CHECK-NOT: vir.urem
// CHECK: vir.cond_br %{{.*}} {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>]}
// NOW: remark: VIR: accepted unroll on loop with back edge in @sum (unrolled by 4 (the cost model's factor) with a remainder loop)
// O2-LABEL: vir.func @sum(
// O2: vir.reduce add
vir.func @sum(%p: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
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
  vir.cond_br %t, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unroll, soft>, #vir.req<vectorize, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}
