// RUN: vct-mlir-opt %s --dce --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// dce's statistics count what it removed: the dead add and the multiply
// only it used, and the block argument nothing reads.

// CHECK: VIR pass statistics report
// CHECK: {{^}}dce{{$}}
// CHECK-NEXT: (S) 1 num-arguments-removed - Dead block arguments removed
// CHECK-NEXT: (S) 2 num-ops-removed - Dead operations removed
// CHECK-NOT: (S)

vir.func @f(%x: i32, %c: i1) -> i32 {
  %m = vir.mul %x, %x : i32
  %d = vir.add %m, %x : i32
  vir.cond_br %c, ^a(%x : i32), ^a(%d : i32)
^a(%unused: i32):
  vir.return %x : i32
}
