// RUN: vct-mlir-opt %s --block-layout --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// Summed over the functions: four blocks placed elsewhere, one of them cold.

// CHECK: VIR pass statistics report
// CHECK: {{^}}block-layout{{$}}
// CHECK-NEXT: (S) 1 num-cold - Blocks placed last as cold
// CHECK-NEXT: (S) 4 num-moved - Blocks placed elsewhere
// CHECK-NOT: (S)

vir.func @cold(%c: i1, %a: i32) -> i32 {
  vir.cond_br %c, ^bad, ^ok
^bad:
  vir.unreachable
^ok:
  vir.return %a : i32
}

vir.func @weights(%c: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %c weights([1, 99]), ^a, ^b
^a:
  vir.return %a : i32
^b:
  vir.return %b : i32
}
