// Signed remainders and quotients of loop counters: the trait producer
// finds the counters that only count up from zero and stamps the ranges
// that make instcombine use masks and shifts; a counter that goes negative
// keeps the signed operations. The program prints the same at -O0, after
// mem2reg and instcombine alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --verify-each %t.vir -o %t.ic.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// The remainders are masks and (i + t) / 2 a shift; i / 4 stays a signed
// division: its dividend is a block argument once mem2reg has run, and a
// quotient that is never negative does not rule out a dividend in (-4, 0).
// IR-LABEL: vir.func @mix(
// IR-NOT: vir.srem
// IR: vir.sdiv
// IR-NOT: vir.sdiv
// IR: vir.lshr
// IR-LABEL: vir.func @down(
// IR: vir.srem
// IR: vir.sdiv

// CHECK: mix 46098 1250
// CHECK-NEXT: down -2 5

#include <stdio.h>

static int A[8] = {1, 2, 3, 4, 5, 6, 7, 8};

__attribute__((noinline)) long mix(int n, int m, long *q) {
  long s = 0, t2 = 0;
  for (int t = 0; t < m; t++)
    for (int i = 0; i < n; i++) {
      s += A[(i + t) % 8] * (i % 8);
      t2 += i / 4 + (i + t) / 2;
    }
  *q = t2;
  return s;
}

// Counts from 5 down to -6: the remainders and quotients of negative
// values must stay signed.
__attribute__((noinline)) int down(int *q) {
  int r = 0, d = 0;
  for (int i = 5; i > -7; i--) {
    r += i % 4;
    d += i / 4 - i;
  }
  *q = d;
  return r;
}

int main(void) {
  long t2;
  long s = mix(100, 30, &t2);
  printf("mix %ld %ld\n", s, t2 % 10000);
  int d;
  int r = down(&d);
  printf("down %d %d\n", r, d);
  return 0;
}
