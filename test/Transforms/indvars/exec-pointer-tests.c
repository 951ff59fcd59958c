// Loops that end on a pointer compare: `while (x != end)`, `for (; d < e;
// d++)`, a do-while on `++p < e`, with empty ranges, an end below the
// start (`<` runs no iteration), odd lengths and shorts. indvars counts
// them; the vectorizer then takes them. The program prints the same at
// -O0, after indvars alone (with the passes that expose the loops), and
// after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --indvars --verify-each %t.vir -o %t.iv.mlir
// RUN: grep -q "vir.udiv" %t.iv.mlir
// RUN: vct-translate --vir-to-llvmir %t.iv.mlir -o %t.iv.ll && lli %t.iv.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.iv.mlir -o %t.iv.c && %cc %t.iv.c -o %t.iv.exe && %t.iv.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: vadd 0 202 -1000 607
// CHECK-NEXT: shift 25 26 107 45
// CHECK-NEXT: until 1 7 7
// CHECK-NEXT: sum 0 4950 -3

#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) static void vadd(int32_t *d, const int32_t *x,
                                           const int32_t *y, long n) {
  const int32_t *end = x + n;
  while (x != end)
    *d++ = *x++ + *y++;
}

__attribute__((noinline)) static void rshift(int32_t *d, int32_t *e, int k) {
  for (; d < e; d++)
    *d >>= k;
}

__attribute__((noinline)) static int fill_until(int16_t *p, int16_t *e,
                                                int16_t v) {
  int n = 0;
  do {
    *p = (int16_t)(v + n);
    n++;
  } while (++p < e);
  return n;
}

__attribute__((noinline)) static long sum(const int32_t *p,
                                          const int32_t *e) {
  long s = 0;
  for (; p != e; ++p)
    s += *p;
  return s;
}

int main(void) {
  int32_t a[203], b[203], c[203];
  for (int i = 0; i < 203; i++) {
    a[i] = i * 3;
    b[i] = -i * 2;
  }
  c[0] = -1000;
  vadd(c, a, b, 0);
  int first = c[0];
  vadd(c, a, b, 203);
  printf("vadd %d %d %d %d\n", c[0], c[202], first, a[202] + 1);
  rshift(c + 100, c + 107, 2);
  rshift(c + 50, c + 40, 1);
  printf("shift %d %d %d %d\n", c[100], c[106], c[107], c[45]);
  int16_t s[9];
  int n1 = fill_until(s, s + 1, 5);
  int n7 = fill_until(s, s + 7, 1);
  int n0 = fill_until(s + 2, s + 1, 9);
  printf("until %d %d %d\n", n1 + n0 - 1, n7, s[6]);
  int32_t t[100];
  for (int i = 0; i < 100; i++)
    t[i] = i;
  printf("sum %ld %ld %ld\n", sum(t, t), sum(t, t + 100), sum(b + 1, b + 2) - 1);
  return 0;
}
