// RUN: vct-mlir-opt %s --sccp --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// sccp's statistics: the branch on the constant %c folds (1) and ^other,
// never reached, is removed (1); %s, still used, is replaced by a constant
// (1 value; %c is not counted: its one use went with the branch).

// CHECK: VIR pass statistics report
// CHECK: {{^}}sccp{{$}}
// CHECK-NEXT: (S) 1 num-blocks-removed - Unreachable blocks removed
// CHECK-NEXT: (S) 1 num-branches-folded - Branches folded to one successor
// CHECK-NEXT: (S) 1 num-values-replaced - Values replaced by constants
// CHECK-NOT: (S)

vir.func @f(%x: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %s = vir.add %c2, %c3 : i32
  %c = vir.icmp slt %c2, %c3 : i32
  vir.cond_br %c, ^ret, ^other
^other:
  vir.return %x : i32
^ret:
  vir.return %s : i32
}
