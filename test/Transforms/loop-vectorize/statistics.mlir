// RUN: vct-mlir-opt %s --loop-vectorize --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-vectorize's statistics: @f behind a runtime check of one pair, @g a
// sum without a remainder (trip count 16).

// CHECK: {{^}}loop-vectorize{{$}}
// CHECK-NEXT: (S) 2 loops-vectorized - Loops vectorized
// CHECK-NEXT: (S) 1 no-remainder - Loops vectorized without a scalar remainder
// CHECK-NEXT: (S) 1 reductions - Reductions vectorized
// CHECK-NEXT: (S) 1 runtime-checked - Loops vectorized behind a runtime overlap check
// CHECK-NEXT: (S) 1 runtime-checks - Pairs of accesses compared by runtime checks

vir.func @f(%a: !vir.ptr, %b: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @g(%a: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c16 = vir.constant 16 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  %x = vir.load %pa : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %c16 : i64
  vir.cond_br %t, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return %s1 : i32
}
