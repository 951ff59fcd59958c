// RUN: vct-mlir-opt %s --gep-simplify --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// gep-simplify's statistics: one chain folded (two GEPs), one GEP
// canonicalized, one offset split (whose byte GEP is already canonical),
// one invariant prefix moved.

// CHECK: VIR pass statistics report
// CHECK: {{^}}gep-simplify{{$}}
// CHECK-NEXT: (S) 1 num-canonicalized - Constant-index GEPs rewritten to byte offsets
// CHECK-NEXT: (S) 1 num-chains-folded - GEP chains folded into one GEP
// CHECK-NEXT: (S) 1 num-invariant-split - GEPs whose invariant prefix was moved out of a loop
// CHECK-NEXT: (S) 1 num-offsets-split - Constant offsets split out of a GEP index
// CHECK-NOT: (S)

vir.func @f(%p: !vir.ptr, %a: !vir.ptr, %i: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  %a1 = vir.gep %p[1] : i32
  %a2 = vir.gep %a1[2] : i32
  %x = vir.load %a2 : i32
  %f = vir.gep %p[0, 1] : !vir.struct<i32, i32>
  %w = vir.load %f : i32
  %base = vir.gep %p[%i] : i32
  %u = vir.load %base : i32
  vir.store %u, %p : i32
  %k = vir.add %i, %c1 : i64
  %e = vir.gep %p[%k] : i32
  %y = vir.load %e : i32
  %xy = vir.add %x, %y : i32
  %xyw = vir.add %xy, %w : i32
  vir.br ^loop(%c0, %xyw : i64, i32)
^loop(%j: i64, %acc: i32):
  %g = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  %v = vir.load %g : i32
  %acc1 = vir.add %acc, %v : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^loop(%j1, %acc1 : i64, i32), ^exit
^exit:
  vir.return %acc1 : i32
}
