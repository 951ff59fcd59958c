// RUN: vct-mlir-opt %s --ipsccp --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// ipsccp's statistics: the one call passes 3 for %k, which the store keeps
// using (1 argument); @id returns it, so the call's result, which the
// caller stores, is 3 too (1 call result): 2 values. The branch on %k folds
// (1) and ^no goes (1); the compare is not counted (its one use went with
// the branch).

// CHECK: VIR pass statistics report
// CHECK: {{^}}ipsccp{{$}}
// CHECK-NEXT: (S) 1 num-arguments-replaced - Function arguments replaced by constants
// CHECK-NEXT: (S) 1 num-blocks-removed - Unreachable blocks removed
// CHECK-NEXT: (S) 1 num-branches-folded - Branches folded to one successor
// CHECK-NEXT: (S) 1 num-call-results-replaced - Call results replaced by constants
// CHECK-NEXT: (S) 2 num-values-replaced - Values replaced by constants
// CHECK-NOT: (S)

vir.func private @id(%k: i32, %p: !vir.ptr) -> i32 {
  vir.store %k, %p : i32
  %c0 = vir.constant 0 : i32
  %pos = vir.icmp sgt %k, %c0 : i32
  vir.cond_br %pos, ^yes, ^no
^yes:
  vir.return %k : i32
^no:
  vir.return %c0 : i32
}
vir.func @f(%p: !vir.ptr) {
  %c3 = vir.constant 3 : i32
  %s = vir.call @id(%c3, %p) : (i32, !vir.ptr) -> i32
  vir.store %s, %p : i32
  vir.return
}
