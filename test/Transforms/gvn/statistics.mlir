// RUN: vct-mlir-opt %s --gvn --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// gvn's statistics: the second add is the first one again (1 replaced);
// both arms of the branch compute the multiply, so the join's one becomes
// a block argument (1 joined); the second load reads what the first did
// (1 load removed); the join stores back what it loaded (1 store removed).

// CHECK: VIR pass statistics report
// CHECK: {{^}}gvn{{$}}
// CHECK-NEXT: (S) 1 num-loads-removed - Redundant loads removed
// CHECK-NEXT: (S) 1 num-ops-joined - Redundant operations replaced by a block argument
// CHECK-NEXT: (S) 1 num-ops-replaced - Redundant operations replaced by an equal dominating one
// CHECK-NEXT: (S) 1 num-stores-removed - Stores of the value already in memory removed
// CHECK-NOT: (S)

vir.func @f(%x: i32, %y: i32, %c: i1, %p: !vir.ptr) -> i32 {
  %a = vir.add %x, %y : i32
  %b = vir.add %x, %y : i32
  %u = vir.load %p : i32
  %v = vir.load %p : i32
  vir.cond_br %c, ^l, ^r
^l:
  %m1 = vir.mul %a, %b : i32
  vir.br ^join
^r:
  %m2 = vir.mul %a, %b : i32
  vir.br ^join
^join:
  %m = vir.mul %a, %b : i32
  %s = vir.add %m, %u : i32
  %t = vir.add %s, %v : i32
  vir.store %u, %p : i32
  vir.return %t : i32
}
