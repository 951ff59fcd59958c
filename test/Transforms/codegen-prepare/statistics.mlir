// RUN: vct-mlir-opt %s --codegen-prepare --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// codegen-prepare's statistics: one address and one compare sunk, two
// selects rewritten (the third has constants no arithmetic gives).

// CHECK: VIR pass statistics report
// CHECK: {{^}}codegen-prepare{{$}}
// CHECK-NEXT: (S) 1 num-addresses-sunk - Address computations sunk to their users
// CHECK-NEXT: (S) 1 num-compares-sunk - Compares sunk to their users
// CHECK-NEXT: (S) 2 num-selects-rewritten - Selects of constants rewritten to arithmetic
// CHECK-NOT: (S)

vir.func @f(%p: !vir.ptr, %i: i64, %x: i32, %y: i32, %d: i1) -> i32 {
  %a = vir.gep %p[%i] : i32
  %c = vir.icmp slt %x, %y : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %seven = vir.constant 7 : i32
  %s = vir.select %d, %one, %zero : i1, i32
  %t = vir.select %d, %zero, %one : i1, i32
  %u = vir.select %d, %seven, %one : i1, i32
  %st = vir.add %s, %t : i32
  %stu = vir.add %st, %u : i32
  vir.br ^b
^b:
  vir.cond_br %c, ^t, ^f
^t:
  %v = vir.load %a : i32
  %r = vir.add %v, %stu : i32
  vir.return %r : i32
^f:
  vir.return %stu : i32
}
