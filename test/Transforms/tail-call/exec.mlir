// tail-call on a program that recurses 10,000,000 calls deep: after the
// pass alone and after -O2 the recursion is a loop and runs in constant
// stack (10 million frames would overflow an 8 MB stack; the C output is
// compiled without optimization, so the C compiler does not remove the
// recursion itself), through both backends.
// RUN: vct-mlir-opt --tail-call --verify-each %s -o %t.tc.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.tc.mlir
// RUN: vct-translate --vir-to-llvmir %t.tc.mlir -o %t.tc.ll && lli %t.tc.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.tc.mlir -o %t.tc.c && %cc %t.tc.c -o %t.tc.exe && %t.tc.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// long sum_to(long n, long acc) { return n == 0 ? acc : sum_to(n - 1, acc + n); }
// int count(int n) { return n == 0 ? 0 : 1 + count(n - 1); }
// unsigned fact(unsigned n) { return n <= 1 ? 1 : n * fact(n - 1); }

// CHECK: 50000005000000 10000000 2192834560

// IR-LABEL: vir.func @sum_to(
// IR-NOT: vir.call
// IR-LABEL: vir.func @count(
// IR-NOT: vir.call
// IR-LABEL: vir.func @fact(
// IR-NOT: vir.call
// IR-LABEL: vir.func @main(

vir.global private constant @fmt : !vir.array<11 x i8> = "%ld %d %u\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @sum_to(%n: i64, %acc: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %done = vir.icmp eq %n, %c0 : i64
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i64
  %a = vir.add %acc, %n : i64
  %r = vir.call @sum_to(%m, %a) : (i64, i64) -> i64
  vir.return %r : i64
^ret:
  vir.return %acc : i64
}

vir.func @count(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret(%c0 : i32), ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @count(%m) : (i32) -> i32
  %s = vir.add %c1, %r : i32
  vir.br ^ret(%s : i32)
^ret(%v: i32):
  vir.return %v : i32
}

vir.func @fact(%n: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %small = vir.icmp ule %n, %c1 : i32
  vir.cond_br %small, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @fact(%m) : (i32) -> i32
  %p = vir.mul %n, %r : i32
  vir.return %p : i32
^ret:
  vir.return %c1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c0l = vir.constant 0 : i64
  %big = vir.constant 10000000 : i64
  %bigi = vir.constant 10000000 : i32
  %c20 = vir.constant 20 : i32
  %s = vir.call @sum_to(%big, %c0l) : (i64, i64) -> i64
  %k = vir.call @count(%bigi) : (i32) -> i32
  %f = vir.call @fact(%c20) : (i32) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %s, %k, %f) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i32, i32) -> i32
  vir.return %c0 : i32
}
