// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Recursion: 64-bit factorial of 0, 5, 10, 15 and 20.
//
// long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
// int main(void) {
//   for (long n = 0; n <= 20; n += 5) printf("%ld! = %ld\n", n, fact(n));
// }

// CHECK: 0! = 1
// CHECK-NEXT: 5! = 120
// CHECK-NEXT: 10! = 3628800
// CHECK-NEXT: 15! = 1307674368000
// CHECK-NEXT: 20! = 2432902008176640000

vir.global private constant @fmt : !vir.array<12 x i8> = "%ld! = %ld\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @fact(%n: i64) -> i64 {
  %c1 = vir.constant 1 : i64
  %base = vir.icmp sle %n, %c1 : i64
  vir.cond_br %base, ^ret_one, ^recurse

^ret_one:
  vir.return %c1 : i64

^recurse:
  %m = vir.sub %n, %c1 nsw : i64
  %r = vir.call @fact(%m) : (i64) -> i64
  %p = vir.mul %n, %r nsw : i64
  vir.return %p : i64
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %c5 = vir.constant 5 : i64
  %c20 = vir.constant 20 : i64
  vir.br ^loop(%z : i64)

^loop(%n: i64):
  %more = vir.icmp sle %n, %c20 : i64
  vir.cond_br %more, ^body, ^exit

^body:
  %f = vir.call @fact(%n) : (i64) -> i64
  %fmt = vir.addressof @fmt : !vir.ptr
  %k = vir.call @printf(%fmt, %n, %f) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64) -> i32
  %n1 = vir.add %n, %c5 nsw : i64
  vir.br ^loop(%n1 : i64)

^exit:
  vir.return %c0 : i32
}
