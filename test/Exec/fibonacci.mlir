// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Recursion: doubly recursive Fibonacci, checked against an iterative one.
//
// int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
// int fib_iter(int n) { int a = 0, b = 1; while (n--) { int t = a + b; a = b; b = t; } return a; }
// int main(void) {
//   for (int n = 0; n <= 25; n += 5) printf("fib(%d) = %d %d\n", n, fib(n), fib_iter(n));
// }

// CHECK: fib(0) = 0 0
// CHECK-NEXT: fib(5) = 5 5
// CHECK-NEXT: fib(10) = 55 55
// CHECK-NEXT: fib(15) = 610 610
// CHECK-NEXT: fib(20) = 6765 6765
// CHECK-NEXT: fib(25) = 75025 75025

vir.global private constant @fmt : !vir.array<17 x i8> = "fib(%d) = %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @fib(%n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %small = vir.icmp slt %n, %c2 : i32
  vir.cond_br %small, ^base, ^recurse

^base:
  vir.return %n : i32

^recurse:
  %n1 = vir.sub %n, %c1 nsw : i32
  %n2 = vir.sub %n, %c2 nsw : i32
  %a = vir.call @fib(%n1) : (i32) -> i32
  %b = vir.call @fib(%n2) : (i32) -> i32
  %s = vir.add %a, %b nsw : i32
  vir.return %s : i32
}

vir.func private @fib_iter(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%n, %c0, %c1 : i32, i32, i32)

^loop(%k: i32, %a: i32, %b: i32):
  %done = vir.icmp eq %k, %c0 : i32
  vir.cond_br %done, ^exit, ^body

^body:
  %t = vir.add %a, %b nsw : i32
  %k1 = vir.sub %k, %c1 nsw : i32
  vir.br ^loop(%k1, %b, %t : i32, i32, i32)

^exit:
  vir.return %a : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  %c25 = vir.constant 25 : i32
  vir.br ^loop(%c0 : i32)

^loop(%n: i32):
  %more = vir.icmp sle %n, %c25 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %r = vir.call @fib(%n) : (i32) -> i32
  %q = vir.call @fib_iter(%n) : (i32) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %k = vir.call @printf(%fmt, %n, %r, %q) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %n1 = vir.add %n, %c5 nsw : i32
  vir.br ^loop(%n1 : i32)

^exit:
  vir.return %c0 : i32
}
