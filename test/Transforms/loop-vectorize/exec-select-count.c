// Counts phiopt makes selects (`if (x == v) n++`, `if (x > t) n += 2`,
// `if (x & 1) m ^= x`) are vectorized as reductions once the select picks
// the step. The program prints the same at -O0, after phiopt and
// loop-vectorize alone and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --phiopt --loop-vectorize --verify-each --remarks %t.vir -o %t.lv.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.lv.mlir -o %t.lv.ll && lli %t.lv.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.lv.mlir -o %t.lv.c && %cc %t.lv.c -o %t.lv.exe && %t.lv.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// ALONE: accepted vectorize on loop with back edge in @count_value

// CHECK: counts 0 1 11 231
// CHECK-NEXT: above 0 2 200
// CHECK-NEXT: odd 0 1 1723668023

#include <stdio.h>

__attribute__((noinline)) int count_value(const int *a, int n, int v) {
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      c++;
  return c;
}

__attribute__((noinline)) int count_above(const int *a, int n, int t) {
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > t)
      c += 2;
  return c;
}

__attribute__((noinline)) unsigned odd_xor(const unsigned *a, int n) {
  unsigned m = 0;
  for (int i = 0; i < n; i++)
    if (a[i] & 1)
      m ^= a[i];
  return m;
}

int main(void) {
  int a[1000];
  unsigned u[1000];
  for (int i = 0; i < 1000; i++) {
    a[i] = (i * 37) % 10 == 3 ? 5 : i % 7;
    u[i] = (unsigned)i * 2654435761u;
  }
  printf("counts %d %d %d %d\n", count_value(a, 0, 5), count_value(a, 4, 0),
         count_value(a, 50, 5), count_value(a, 1000, 5) + 3);
  printf("above %d %d %d\n", count_above(a, 0, 3), count_above(a, 5, 3),
         count_above(a, 1000, 100) + 200);
  printf("odd %u %u %u\n", odd_xor(u, 0), odd_xor(u, 2) & 1, odd_xor(u, 999));
  return 0;
}
