// Budgets by level (O-43, O-45): a 40-iteration loop is fully unrolled at
// -O3 (max-full-trip 64) but only by 4 at run time at -O2 (32); a loop
// with an unknown bound is unrolled by 4 at -O2, by 8 at -O3 (max-factor),
// not at all at -Oz; at -Oz only a full unroll
// that does not grow the code is done (2 iterations of a 4-operation body),
// a 3-iteration one is not.
// RUN: vct-mlir-opt -O2 --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -O3 --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=O3
// RUN: vct-mlir-opt -Oz --remarks %s 2>&1 >/dev/null | FileCheck %s --check-prefix=OZ

// O2-DAG: accepted unroll on loop with back edge in @forty (unrolled by 4 (the cost model's factor) with a remainder loop)
// O2-DAG: accepted unroll on loop with back edge in @unknown (unrolled by 4 (the cost model's factor) with a remainder loop)
// O3-DAG: accepted unroll on loop with back edge in @unknown (unrolled by 8 (the cost model's factor) with a remainder loop)
// OZ-DAG: denied unroll on loop with back edge in @unknown, CostModel (partial unrolling is off (partial-budget=0))
// O2-DAG: accepted unroll on loop with back edge in @two (fully unrolled 2 iterations)
// O2-DAG: accepted unroll on loop with back edge in @three (fully unrolled 3 iterations)
// O3-DAG: accepted unroll on loop with back edge in @forty (fully unrolled 40 iterations)
// O3-DAG: accepted unroll on loop with back edge in @two (fully unrolled 2 iterations)
// O3-DAG: accepted unroll on loop with back edge in @three (fully unrolled 3 iterations)
// OZ-DAG: denied unroll on loop with back edge in @forty, CostModel (partial unrolling is off (partial-budget=0))
// OZ-DAG: accepted unroll on loop with back edge in @two (fully unrolled 2 iterations)
// OZ-DAG: denied unroll on loop with back edge in @three, CostModel (at -Oz a full unroll must not grow the code (6 operations for 4))

vir.func @forty(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c40 = vir.constant 40 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p {volatile} : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c40 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

vir.func @two(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p {volatile} : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

vir.func @three(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p {volatile} : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}

vir.func @unknown(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store volatile %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
