// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// A counted loop: sum of 1..100, and of the odd numbers among them.
//
// int main(void) {
//   int s = 0, odd = 0;
//   for (int i = 1; i <= 100; ++i) { s += i; if (i & 1) odd += i; }
//   printf("sum = %d\n", s); printf("odd = %d\n", odd);
// }

// CHECK: sum = 5050
// CHECK-NEXT: odd = 2500

vir.global private constant @fmt_sum : !vir.array<10 x i8> = "sum = %d\0A\00"
vir.global private constant @fmt_odd : !vir.array<10 x i8> = "odd = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^header(%c1, %c0, %c0 : i32, i32, i32)

^header(%i: i32, %s: i32, %odd: i32):
  %more = vir.icmp sle %i, %c100 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %s1 = vir.add %s, %i nsw : i32
  %bit = vir.and %i, %c1 : i32
  %isodd = vir.icmp ne %bit, %c0 : i32
  %oddplus = vir.add %odd, %i nsw : i32
  %odd1 = vir.select %isodd, %oddplus, %odd : i1, i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^header(%i1, %s1, %odd1 : i32, i32, i32)

^exit:
  %f1 = vir.addressof @fmt_sum : !vir.ptr
  %n1 = vir.call @printf(%f1, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %f2 = vir.addressof @fmt_odd : !vir.ptr
  %n2 = vir.call @printf(%f2, %odd) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
