// RUN: vct-mlir-opt %s --prune-unreachable --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// Summed over the functions: three edges (one doomed side, one constant
// branch, one switch case), one terminator doomed (^mid), and four blocks
// removed (^mid, ^bad, ^no, ^u).

// CHECK: VIR pass statistics report
// CHECK: {{^}}prune-unreachable{{$}}
// CHECK-NEXT: (S) 4 num-blocks-removed - Unreachable blocks removed
// CHECK-NEXT: (S) 3 num-edges-pruned - Branch edges removed (constant or doomed)
// CHECK-NEXT: (S) 1 num-terminators-doomed - Terminators replaced by vir.unreachable
// CHECK-NOT: (S)

vir.func @backwards(%c: i1, %a: i32) -> i32 {
  vir.cond_br %c, ^mid, ^ok
^mid:
  vir.br ^bad
^bad:
  vir.unreachable
^ok:
  vir.return %a : i32
}

vir.func @constant(%a: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %false, ^no, ^yes
^yes:
  vir.return %a : i32
^no:
  vir.return %a : i32
}

vir.func @switch_case(%k: i32, %a: i32) -> i32 {
  vir.switch %k : i32, [
    default: ^d,
    1: ^u,
    2: ^d
  ]
^u:
  vir.unreachable
^d:
  vir.return %a : i32
}
