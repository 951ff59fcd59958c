// RUN: vct-mlir-opt %s --simplify-cfg --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// simplify-cfg's statistics: the constant branch folds (1), which leaves
// ^dead unreachable (1 block removed); ^join then has one predecessor and
// merges into the entry block (1), its argument first replaced by the one
// value passed to it (1 argument removed).

// CHECK: VIR pass statistics report
// CHECK: {{^}}simplify-cfg{{$}}
// CHECK-NEXT: (S) 1 num-arguments-removed - Block arguments removed
// CHECK-NEXT: (S) 1 num-blocks-merged - Blocks merged into their only predecessor
// CHECK-NEXT: (S) 1 num-blocks-removed - Unreachable blocks removed
// CHECK-NEXT: (S) 1 num-branches-folded - Conditional branches and switches folded to a branch
// CHECK-NOT: (S)

vir.func @f(%x: i32) -> i32 {
  %true = vir.constant true
  vir.cond_br %true, ^join(%x : i32), ^dead
^dead:
  %y = vir.add %x, %x : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  vir.return %v : i32
}
