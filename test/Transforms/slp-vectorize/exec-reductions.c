// Reductions longer than one vector: sums of absolute byte differences
// over 8 x 8 blocks (a run of eight per row, x86's psadbw shape), a sum
// of sixteen shorts widened to int, a chain mixing a run of four ints with
// scalars, and a run whose memory a store in the middle may change. The
// program prints the same at clang -O0, after slp-vectorize alone (on the
// -O2 code built without it) and after -O2, through both backends.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.expected
// RUN: vct-cc -O2 -fno-slp-vectorize -S --emit=vir %s -o %t.in.mlir
// RUN: vct-mlir-opt --slp-vectorize --verify-each %t.in.mlir -o %t.pass.mlir
// RUN: FileCheck %s --check-prefix=PASS < %t.pass.mlir
// RUN: vct-translate --vir-to-llvmir %t.pass.mlir -o %t.pass.ll && lli %t.pass.ll | diff %t.expected -
// RUN: vct-translate --vir-to-c %t.pass.mlir -o %t.pass.c && %cc -w -Wno-error %t.pass.c -o %t.pc && %t.pc | diff %t.expected -
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | diff %t.expected -
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | diff %t.expected -
// RUN: FileCheck %s < %t.expected

// PASS-LABEL: vir.func @sad8x8(
// PASS: vir.reduce add %{{.*}} : vector<8xi32>
// PASS-LABEL: vir.func @sum16(
// PASS: vir.reduce add %{{.*}} : vector<8xi32>
// PASS: vir.reduce add %{{.*}} : vector<8xi32>
// PASS-LABEL: vir.func @mixed(
// PASS: vir.reduce add %{{.*}} : vector<4xi32>

// CHECK: sad 0 2040 3760 16320
// CHECK-NEXT: sum16 -272 32768
// CHECK-NEXT: mixed 1013 966
// CHECK-NEXT: clobbered 99 99

#include <stdio.h>

typedef unsigned char u8;

__attribute__((noinline)) unsigned sad8x8(const u8 *a, int as, const u8 *b,
                                          int bs) {
  unsigned s = 0;
  for (int y = 0; y < 8; y++) {
    for (int x = 0; x < 8; x++) {
      int d = a[x] - b[x];
      s += (unsigned)(d < 0 ? -d : d);
    }
    a += as;
    b += bs;
  }
  return s;
}

__attribute__((noinline)) int sum16(const short *p) {
  int s = 0;
  for (int i = 0; i < 16; i++)
    s += p[i];
  return s;
}

__attribute__((noinline)) int mixed(const int *a, const int *b, int c) {
  return a[0] + b[0] + a[1] + c + a[2] + a[3] - b[1];
}

__attribute__((noinline)) int clobbered(int *a, int *p, int c) {
  int s = a[0] + a[1] + c + a[2];
  *p = c;
  return s + a[3] + c;
}

int main(void) {
  static u8 img[16][16], ref[16][16];
  for (int y = 0; y < 16; y++)
    for (int x = 0; x < 16; x++) {
      img[y][x] = (u8)(x * 17 + y * 5);
      ref[y][x] = (u8)((x * 29) ^ (y * 11));
    }
  static u8 zero[8][8], full[8][8];
  for (int y = 0; y < 8; y++)
    for (int x = 0; x < 8; x++)
      full[y][x] = 255;
  printf("sad %u %u %u %u\n", sad8x8(&img[0][0], 16, &img[0][0], 16),
         sad8x8(&zero[0][0], 8, &full[0][0] + 0, 8) / 8,
         sad8x8(&img[3][5], 16, &ref[2][1], 16),
         sad8x8(&full[0][0], 8, &zero[0][0], 8));
  short s[16];
  for (int i = 0; i < 16; i++)
    s[i] = (short)(i * 37 - 300 + (i & 1) * 11);
  short big[16];
  for (int i = 0; i < 16; i++)
    big[i] = 2048;
  printf("sum16 %d %d\n", sum16(s), sum16(big));
  int a[4] = {1000, 20, 3, -10}, b[2] = {7, 0};
  int m1 = mixed(a, b, -7);
  int m2 = mixed(a, a, -7) - 1013 + 13 - 20;
  printf("mixed %d %d\n", m1, m2);
  int q[4] = {40, 30, 20, 10};
  int r1 = clobbered(q, &q[3], 3);
  int r2 = clobbered(q, &q[1], 3);
  printf("clobbered %d %d\n", r1, r2);
  return 0;
}
