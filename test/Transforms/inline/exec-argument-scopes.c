// Helpers that take pointers into distinct local and global arrays (a 4x4
// multiply, an axpy, a copy with overlap through the same array) inlined
// into their callers: the accesses through each argument get the object
// it points into, so the loads of one array are not reloaded after the
// stores to another, while calls that pass the same array twice keep
// their order. The program prints the same at -O0, after the inliner and
// gvn alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --inline --mem2reg --gvn --verify-each %t.vir -o %t.in.mlir
// RUN: vct-translate --vir-to-llvmir %t.in.mlir -o %t.in.ll && lli %t.in.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.in.mlir -o %t.in.c && %cc %t.in.c -o %t.in.exe && %t.in.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: mat 68 222 440 750
// CHECK-NEXT: axpy 60 70 8
// CHECK-NEXT: shift 0 1 2 3 4 5 6 7
// CHECK-NEXT: self 4 8 12 16

#include <stdio.h>

typedef struct {
  int m[4][4];
} mat4;

static int g[8], h[8];

static void mul(mat4 *r, const mat4 *a, const mat4 *b) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      int s = 0;
      for (int k = 0; k < 4; k++)
        s += a->m[i][k] * b->m[k][j];
      r->m[i][j] = s;
    }
}

static void axpy(int *y, const int *x, int a, int n) {
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

static void shift_up(int *d, const int *s, int n) {
  for (int i = n - 1; i >= 0; i--)
    d[i] = s[i];
}

static void twice(int *d, const int *s) {
  d[0] = s[0] + s[0];
  d[1] = s[1] + s[1];
  d[2] = s[2] + s[2];
  d[3] = s[3] + s[3];
}

int main(void) {
  mat4 a, b, c;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++) {
      a.m[i][j] = i * 4 + j + 1;
      b.m[i][j] = (i + 1) * (j + 2);
    }
  for (int r = 0; r < 3; r++) {
    mul(&c, &a, &b);
    a.m[r][r] += c.m[3 - r][r] & 7;
  }
  printf("mat %d %d %d %d\n", c.m[0][0], c.m[1][1], c.m[2][2], c.m[3][3]);

  for (int i = 0; i < 8; i++) {
    g[i] = i;
    h[i] = 2 * i;
  }
  axpy(h, g, 3, 8);
  axpy(g, g, 1, 8);
  printf("axpy %d %d %d\n", h[7] + h[3] + h[2], h[7] * 2, g[4]);

  int v[9];
  for (int i = 0; i < 9; i++)
    v[i] = i;
  shift_up(v + 1, v, 8);
  printf("shift %d %d %d %d %d %d %d %d\n", v[1], v[2], v[3], v[4], v[5], v[6],
         v[7], v[8]);

  int w[4] = {1, 2, 3, 4};
  twice(w, w);
  twice(w, w);
  printf("self %d %d %d %d\n", w[0], w[1], w[2], w[3]);
  return 0;
}
