// Byte and short loops whose C arithmetic is int: saturating add, a blend
// with a multiply, an absolute difference, a threshold count, a short
// multiply-add, and min/max reductions over shorts and bytes, with trip
// counts that leave remainders. The vectorizer takes them 8 or 16 lanes
// wide. The program prints the same at -O0, after loop-vectorize alone
// (on what -O2 leaves without it), and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-loop-vectorize -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --loop-vectorize --verify-each %t.vir -o %t.v.mlir
// RUN: grep -q "vector<16xi8>" %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=IR

// CHECK: sat 4c39 1932 118
// CHECK-NEXT: blend f31c 196
// CHECK-NEXT: absdiff a1f 1 10
// CHECK-NEXT: count 97 127
// CHECK-NEXT: madd -19244 24000
// CHECK-NEXT: minmax -32000 32034 0 255

// IR: vector<16xi8>
// IR: vector<8xi16>

#include <stdint.h>
#include <stdio.h>

#define N 203

static uint8_t a[N], b[N], o[N];
static int16_t s[N], t[N], u[N];

__attribute__((noinline)) static void add_sat(uint8_t *d, const uint8_t *x,
                                              int n, int k) {
  for (int i = 0; i < n; i++) {
    int v = x[i] + k;
    d[i] = (uint8_t)(v > 255 ? 255 : v);
  }
}

__attribute__((noinline)) static void blend(uint8_t *d, const uint8_t *x,
                                            const uint8_t *y, int n,
                                            unsigned alpha) {
  for (int i = 0; i < n; i++)
    d[i] = (uint8_t)((x[i] * alpha + y[i] * (256u - alpha)) >> 8);
}

__attribute__((noinline)) static void absdiff(uint8_t *d, const uint8_t *x,
                                              const uint8_t *y, int n) {
  for (int i = 0; i < n; i++) {
    int v = x[i] - y[i];
    d[i] = (uint8_t)(v < 0 ? -v : v);
  }
}

__attribute__((noinline)) static int count_above(const uint8_t *x, int n,
                                                 uint8_t lim) {
  int c = 0;
  for (int i = 0; i < n; i++)
    c += x[i] > lim;
  return c;
}

__attribute__((noinline)) static void madd(int16_t *d, const int16_t *x,
                                           const int16_t *y, int n, int16_t m) {
  for (int i = 0; i < n; i++)
    d[i] = (int16_t)(x[i] * m + y[i]);
}

__attribute__((noinline)) static int16_t min_s16(const int16_t *x, int n) {
  int16_t m = 32767;
  for (int i = 0; i < n; i++)
    m = x[i] < m ? x[i] : m;
  return m;
}

__attribute__((noinline)) static int16_t max_s16(const int16_t *x, int n) {
  int16_t m = -32768;
  for (int i = 0; i < n; i++)
    if (x[i] > m)
      m = x[i];
  return m;
}

__attribute__((noinline)) static uint8_t min_u8(const uint8_t *x, int n) {
  uint8_t m = 255;
  for (int i = 0; i < n; i++)
    m = x[i] < m ? x[i] : m;
  return m;
}

__attribute__((noinline)) static uint8_t max_u8(const uint8_t *x, int n) {
  uint8_t m = 0;
  for (int i = 0; i < n; i++)
    if (x[i] > m)
      m = x[i];
  return m;
}

static unsigned hash8(const uint8_t *x, int n) {
  unsigned h = 0;
  for (int i = 0; i < n; i++)
    h = h * 31u + x[i];
  return h & 0xffff;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (uint8_t)(i * 37 + 5);
    b[i] = (uint8_t)(255 - i * 11);
    s[i] = (int16_t)(i * 317 - 32000);
    t[i] = (int16_t)(i * -211 + 9000);
  }
  s[77] = 31999;
  add_sat(o, a, N, 100);
  printf("sat %x %d %d\n", hash8(o, N), o[1] + o[2] * 10, o[N - 2]);
  blend(o, a, b, N - 3, 77);
  printf("blend %x %d\n", hash8(o, N), o[5]);
  absdiff(o, a, b, N - 1);
  printf("absdiff %x %d %d\n", hash8(o, N), o[0] > 0, o[4] % 16);
  printf("count %d %d\n", count_above(a, N, 128), count_above(b, N, 100));
  madd(u, s, t, N, 3);
  printf("madd %d %d\n", u[3], u[150]);
  printf("minmax %d %d %d %d\n", min_s16(s, N), max_s16(s, N), min_u8(a, N),
         max_u8(b, N - 7));
  return 0;
}
