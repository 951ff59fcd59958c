// Row operations of one matrix (LU's elimination step): row i minus f
// times row k, vectorized behind a runtime check of the two rows' byte
// ranges. With i == k the rows overlap, the check fails and the original
// loop runs. The program prints the same at -O0, after mem2reg, rotation
// and loop-vectorize alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --loop-rotate --loop-vectorize --verify-each %t.vir -o %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 -S --emit=vir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// REMARK: accepted vectorize on loop with back edge in @eliminate ({{.*}}behind a runtime check of 1 pair(s){{.*}}differ by a loop-invariant amount that is not a constant

// CHECK: rows 1 -1 -3 -5 -7 -9 -11 -13 -15 -17 -19
// CHECK-NEXT: same 0 0 0 0 0 0 0 0 0 0 0

#include <stdio.h>

#define N 11
static double M[4][N];

__attribute__((noinline)) void eliminate(int i, int k, double f, int n) {
  for (int j = 0; j < n; j++)
    M[i][j] -= f * M[k][j];
}

int main(void) {
  for (int j = 0; j < N; j++) {
    M[0][j] = j;
    M[1][j] = 1 + j;
    M[2][j] = 2 * j;
  }
  eliminate(1, 2, 1.5, N);
  printf("rows");
  for (int j = 0; j < N; j++)
    printf(" %g", M[1][j]);
  // Row 2 from itself: f = 1 leaves zeros, computed in order.
  eliminate(2, 2, 1.0, N);
  printf("\nsame");
  for (int j = 0; j < N; j++)
    printf(" %g", M[2][j]);
  printf("\n");
  return 0;
}
