// Loops that index with j - 1 and j + 1 next to j: indvars widens the
// counter and the nsw offsets with it (sext(j - 1) is the wide j minus 1),
// also by loop-invariant amounts (a row of a matrix, m[r * n + c], and
// v[i + off] with a negative offset);
// next to them, a loop near INT_MAX whose offset is computed in unsigned
// arithmetic (no nsw) and a subtraction of a variable. The program
// prints the same at -O0, after mem2reg, instcombine and indvars alone,
// and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --indvars --verify-each %t.vir -o %t.iv.mlir
// RUN: vct-translate --vir-to-llvmir %t.iv.mlir -o %t.iv.ll && lli %t.iv.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.iv.mlir -o %t.iv.c && %cc %t.iv.c -o %t.iv.exe && %t.iv.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 -S --emit=vir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// REMARK: indvars: widened an induction variable to i64, removing 3 extensions in the loop

// CHECK: rows 132854 shifted 196
// CHECK-NEXT: prefix 0 0 1 3 6 10 15 21 28 36
// CHECK-NEXT: window 6 -2147483645

#include <limits.h>
#include <stdio.h>

static int d[11], b[12];

__attribute__((noinline)) void prefix(int m) {
  d[0] = 0;
  for (int j = 1; j <= m; j++)
    d[j] = d[j - 1] + b[j - 1] + b[j + 1] - b[j + 1];
}

// Counts up to INT_MAX - 1; i + 1 is computed in unsigned arithmetic.
__attribute__((noinline)) int window(int lo, int n, const int *v) {
  int s = 0;
  for (int i = lo; i < n; i++)
    s += v[i - lo] + (int)((unsigned)i + 1u) / (1 << 30);
  return s;
}

// Rows of a matrix, and a window by a negative invariant offset.
__attribute__((noinline)) int rows(const int *m, int nr, int nc) {
  int s = 0;
  for (int r = 0; r < nr; r++)
    for (int c = 0; c < nc; c++)
      s = s * 3 + m[r * nc + c];
  return s;
}
__attribute__((noinline)) int shifted(const int *v, int lo, int hi, int off) {
  int s = 0;
  for (int i = lo; i < hi; i++)
    s += v[i + off] * i;
  return s;
}

int main(void) {
  for (int k = 0; k < 12; k++)
    b[k] = k;
  printf("rows %d shifted %d\n", rows(b, 3, 4), shifted(b, 5, 12, -5));
  prefix(10);
  printf("prefix");
  for (int j = 0; j < 10; j++)
    printf(" %d", d[j]);
  int v[2] = {2, 4};
  printf("\nwindow %d %d\n", window(INT_MAX - 2, INT_MAX, v) - 2,
         window(INT_MAX - 1, INT_MAX, v) + INT_MIN);
  return 0;
}
