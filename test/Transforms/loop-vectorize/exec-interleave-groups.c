// Interleaved data: complex multiply and magnitude on (re, im) pairs, RGB
// to gray, an RGBA channel swap in place, a stride-2 in-place scaling of
// pairs, with element counts that leave remainders. The vectorizer takes
// the pairs, triples and quadruples as interleave groups. The program
// prints the same at -O0, after loop-vectorize alone (on what -O2 leaves
// without it), and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-loop-vectorize -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --loop-vectorize --verify-each %t.vir -o %t.v.mlir
// RUN: grep -q "vector<8xf32>" %t.v.mlir
// RUN: grep -q "vector<48xi8>" %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// CHECK: cmul -65.38 142.62 11669.75
// CHECK-NEXT: mag 36.25 66.25
// CHECK-NEXT: gray 32 171 130
// CHECK-NEXT: rgba 40 30 20 10 184
// CHECK-NEXT: scale -300 297 888 -891

#include <stdint.h>
#include <stdio.h>

#define N 203

static float xa[2 * N], xb[2 * N], xc[2 * N], mg[N];
static uint8_t rgb[3 * N], gray[N], px[4 * N];
static int32_t pairs[2 * N];

__attribute__((noinline)) static void cmul(float *d, const float *p,
                                           const float *q, int n) {
  for (int i = 0; i < n; i++) {
    float ar = p[2 * i], ai = p[2 * i + 1], br = q[2 * i], bi = q[2 * i + 1];
    d[2 * i] = ar * br - ai * bi;
    d[2 * i + 1] = ar * bi + ai * br;
  }
}

__attribute__((noinline)) static void magsq(float *d, const float *p, int n) {
  for (int i = 0; i < n; i++)
    d[i] = p[2 * i] * p[2 * i] + p[2 * i + 1] * p[2 * i + 1];
}

__attribute__((noinline)) static void to_gray(uint8_t *d, const uint8_t *p,
                                              int n) {
  for (int i = 0; i < n; i++)
    d[i] = (uint8_t)((p[3 * i] * 77 + p[3 * i + 1] * 150 + p[3 * i + 2] * 29) >>
                     8);
}

__attribute__((noinline)) static void swap_rgba(uint8_t *p, int n) {
  for (int i = 0; i < n; i++) {
    uint8_t r = p[4 * i], g = p[4 * i + 1], b = p[4 * i + 2], a = p[4 * i + 3];
    p[4 * i] = a;
    p[4 * i + 1] = b;
    p[4 * i + 2] = g;
    p[4 * i + 3] = r;
  }
}

__attribute__((noinline)) static void scale_pairs(int32_t *p, int n, int k) {
  for (int i = 0; i < n; i++) {
    p[2 * i] = p[2 * i] * k;
    p[2 * i + 1] = -p[2 * i + 1] * k;
  }
}

int main(void) {
  for (int i = 0; i < 2 * N; i++) {
    xa[i] = (float)(i % 17) * 0.5f + 1.0f;
    xb[i] = (float)((i * 7) % 23) - 5.25f;
    pairs[i] = i - 100;
  }
  for (int i = 0; i < 3 * N; i++)
    rgb[i] = (uint8_t)(i * 31 + 7);
  for (int i = 0; i < 4 * N; i++)
    px[i] = (uint8_t)(i * 10 + 10);
  cmul(xc, xa, xb, N);
  float s = 0;
  for (int i = 0; i < 2 * N; i++)
    s += xc[i];
  printf("cmul %.2f %.2f %.2f\n", xc[100], xc[101], s);
  magsq(mg, xa, N - 2);
  printf("mag %.2f %.2f\n", mg[3], mg[N - 3] + mg[N - 2]);
  to_gray(gray, rgb, N);
  printf("gray %d %d %d\n", gray[0], gray[7], gray[N - 1]);
  swap_rgba(px, N - 1);
  printf("rgba %d %d %d %d %d\n", px[0], px[1], px[2], px[3], px[4 * N - 1]);
  scale_pairs(pairs, N - 4, 3);
  printf("scale %d %d %d %d\n", pairs[0], pairs[1], pairs[2 * (N - 5)],
         pairs[2 * (N - 5) + 1]);
  return 0;
}
