// Interval arithmetic in the trait producer (ValueRanges): values computed
// from chars, counters and masks, compared against the bounds their
// intervals give or just miss. A bound one off (a quotient rounded the
// wrong way, a remainder's sign, a wrapping sum taken as exact) folds a
// comparison the wrong way and changes the counts.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt --vir-produce-traits --instcombine %t.mlir -o %t.i.mlir
// RUN: vct-translate --vir-to-llvmir %t.i.mlir -o %t.i.ll && lli %t.i.ll | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

// CHECK: blend 2510 5 0 251 0 signed 200

// FACTS: vir.sdiv %{{.*}} {vir.traits = [#vir.range<0, 510, origin = "vir-produce-traits">]} : i32

typedef struct {
  unsigned char r, g, b, a;
} Color;

__attribute__((noinline)) static int blend(Color s, Color d) {
  int a = s.a, ia = 255 - a;
  int v = (s.r * a + d.r * ia) / 255;
  int w = (s.g * a + d.g * 255) / 255;
  return (v < 0) * 1000 + (v > 255) * 100 + (w > 255) * 10 + (w == 510);
}

__attribute__((noinline)) static int signedTests(signed char c, unsigned x) {
  int m = c - 200;
  int q = m / 4, n = m / -4, r = m % 10, h = m >> 4;
  unsigned u = x / 10u;
  unsigned sum = x + x;
  int hits = 0;
  hits += q == -82;
  hits += q == -18;
  hits += n == 82;
  hits += r == -9;
  hits += r == 0;
  hits += h == -21;
  hits += h == -5;
  hits += u == 429496729u;
  hits += sum < x;
  return hits;
}

int main(void) {
  int total = 0, counts[4] = {0, 0, 0, 0};
  for (int i = 0; i < 256; i++) {
    Color s = {(unsigned char)i, (unsigned char)(255 - i), 7, (unsigned char)(i * 37)};
    Color d = {(unsigned char)(i * 11), 255, 3, 9};
    int t = blend(s, d);
    total += t;
    counts[t % 4]++;
  }
  int hits = 0;
  for (int c = -128; c < 128; c++)
    hits += signedTests((signed char)c, 0xffffffffu - (unsigned)(c + 128) * 0x01000000u);
  printf("blend %d %d %d %d %d signed %d\n", total, counts[0], counts[1],
         counts[2], counts[3], hits);
  return 0;
}
