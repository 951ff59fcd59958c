// Branches in innermost loops that the pipeline's phiopt slot before the
// vectorizer turns into selects: a two-sided clamp written as an if-chain,
// an abs-then-max reduction, and a limiter whose knee is an if without
// else. The programs print the same at -O0, after that slot alone, and
// after -O2, through both backends; at -O2 the loops are vectorized.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --phiopt=innermost-loops-only=true --verify-each %t.vir -o %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 -S --emit=vir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS

// REMARKS-DAG: accepted vectorize on loop with back edge in @mix
// REMARKS-DAG: accepted vectorize on loop with back edge in @peak
// REMARKS-DAG: accepted vectorize on loop with back edge in @limiter

// CHECK: mix 32767 -32768 1250 -1250 9
// CHECK-NEXT: peak 30000 9
// CHECK-NEXT: limiter 100 -100 125 -150 50

#include <stdio.h>

static inline int clamp16(int v) {
  if (v > 32767)
    return 32767;
  if (v < -32768)
    return -32768;
  return v;
}

__attribute__((noinline)) void mix(short *restrict o, const short *restrict x,
                                   const short *restrict y, int n, int gx,
                                   int gy) {
  for (int i = 0; i < n; i++)
    o[i] = (short)clamp16((x[i] * gx + y[i] * gy) >> 8);
}

__attribute__((noinline)) int peak(const short *x, int n) {
  int m = 0;
  for (int i = 0; i < n; i++) {
    int v = x[i] < 0 ? -x[i] : x[i];
    m = v > m ? v : m;
  }
  return m;
}

__attribute__((noinline)) void limiter(short *x, int n, int thr) {
  for (int i = 0; i < n; i++) {
    int v = x[i];
    int m = v < 0 ? -v : v;
    if (m > thr)
      m = thr + ((m - thr) >> 2);
    x[i] = (short)(v < 0 ? -m : m);
  }
}

int main(void) {
  short x[5] = {30000, -30000, 5000, -5000, 0};
  short y[5] = {30000, -30000, 0, 0, 9};
  short o[5];
  mix(o, x, y, 5, 256, 256);
  printf("mix %d %d", o[0], o[1]);
  mix(o, x, y, 5, 64, 0);
  printf(" %d %d", o[2], o[3]);
  mix(o, x, y, 5, 0, 256);
  printf(" %d\n", o[4]);
  short p[13] = {1, -2, 3, -30000, 5, 6, 7, -8, 9, 10, 11, 12, 13};
  printf("peak %d %d\n", peak(p, 13), peak(p, 3) + peak(p + 4, 2));
  short l[5] = {100, -100, 200, -300, 50};
  limiter(l, 5, 100);
  printf("limiter %d %d %d %d %d\n", l[0], l[1], l[2], l[3], l[4]);
  return 0;
}
