// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Two-dimensional arrays: multiplication, transposition, a fraction-free
// (Bareiss) integer determinant, and a matrix power by repeated squaring.

// CHECK: a*b:
// CHECK-NEXT:       1     -2      6      4
// CHECK-NEXT:       0     10     -7     -3
// CHECK-NEXT:       2      9     -4     -1
// CHECK-NEXT:       6     -2      9      3
// CHECK-NEXT: det a=-74 det b=-3 det ab=222
// CHECK-NEXT: transposed:
// CHECK-NEXT:       1      0      2      6
// CHECK-NEXT:      -2     10      9     -2
// CHECK-NEXT:       6     -7     -4      9
// CHECK-NEXT:       4     -3     -1      3
// CHECK-NEXT: trace=10
// CHECK-NEXT: companion^20:
// CHECK-NEXT:   10946   6765      0      0
// CHECK-NEXT:    6765   4181      0      0
// CHECK-NEXT:       0      0      1     20
// CHECK-NEXT:       0      0      0      1
// CHECK-NEXT: det singular=0

#include <stdio.h>

#define N 4

static void mat_mul(long r[N][N], const long a[N][N], const long b[N][N]) {
  long t[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      long s = 0;
      for (int k = 0; k < N; ++k)
        s += a[i][k] * b[k][j];
      t[i][j] = s;
    }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      r[i][j] = t[i][j];
}

static void transpose(long m[N][N]) {
  for (int i = 0; i < N; ++i)
    for (int j = i + 1; j < N; ++j) {
      long t = m[i][j];
      m[i][j] = m[j][i];
      m[j][i] = t;
    }
}

static long det_bareiss(const long in[N][N]) {
  long m[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      m[i][j] = in[i][j];
  long sign = 1, prev = 1;
  for (int k = 0; k < N - 1; ++k) {
    if (m[k][k] == 0) {
      int p = k + 1;
      while (p < N && m[p][k] == 0)
        ++p;
      if (p == N)
        return 0;
      for (int j = 0; j < N; ++j) {
        long t = m[k][j];
        m[k][j] = m[p][j];
        m[p][j] = t;
      }
      sign = -sign;
    }
    for (int i = k + 1; i < N; ++i)
      for (int j = k + 1; j < N; ++j)
        m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) / prev;
    prev = m[k][k];
  }
  return sign * m[N - 1][N - 1];
}

static void print_mat(const char *label, const long m[N][N]) {
  printf("%s:\n", label);
  for (int i = 0; i < N; ++i) {
    for (int j = 0; j < N; ++j)
      printf("%7ld", m[i][j]);
    printf("\n");
  }
}

int main(void) {
  long a[N][N] = {{2, -1, 0, 3}, {1, 4, -2, 0}, {0, 5, 1, -1}, {3, 0, 2, 2}};
  long b[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j)
      b[i][j] = (i == j) ? 2 : (i + j) % 3 - 1;
  long c[N][N];
  mat_mul(c, (const long(*)[N])a, (const long(*)[N])b);
  print_mat("a*b", (const long(*)[N])c);
  printf("det a=%ld det b=%ld det ab=%ld\n", det_bareiss((const long(*)[N])a),
         det_bareiss((const long(*)[N])b), det_bareiss((const long(*)[N])c));
  transpose(c);
  print_mat("transposed", (const long(*)[N])c);
  long trace = 0;
  for (int i = 0; i < N; ++i)
    trace += c[i][i];
  printf("trace=%ld\n", trace);
  /* Fibonacci-like power of a companion matrix: a^10 by squaring. */
  long p[N][N] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
  long base[N][N] = {{1, 1, 0, 0}, {1, 0, 0, 0}, {0, 0, 1, 1}, {0, 0, 0, 1}};
  for (unsigned e = 20; e; e >>= 1) {
    if (e & 1)
      mat_mul(p, (const long(*)[N])p, (const long(*)[N])base);
    mat_mul(base, (const long(*)[N])base, (const long(*)[N])base);
  }
  print_mat("companion^20", (const long(*)[N])p);
  long singular[N][N] = {{1, 2, 3, 4}, {2, 4, 6, 8}, {0, 1, 0, 1}, {5, 5, 5, 5}};
  printf("det singular=%ld\n", det_bareiss((const long(*)[N])singular));
  return 0;
}
