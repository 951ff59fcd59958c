// Loops that leave by a known iteration through an exit in their body,
// their trip count otherwise unknown: a varint decoder that stops after
// nine bytes, a digit count that stops at five. Fully unrolled to that many
// copies, each keeping its tests. The program prints the same at -O0,
// after the loop passes alone and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --sroa --mem2reg --instcombine --simplify-cfg --loop-rotate --loop-unroll --verify-each --remarks %t.vir -o %t.un.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// ALONE-DAG: accepted unroll on loop with back edge in @decode (fully unrolled 9 iterations, the most it runs
// ALONE-DAG: accepted unroll on loop with back edge in @digits (fully unrolled 6 iterations, the most it runs

// CHECK: decode 12265130116993527495
// CHECK-NEXT: uvarint 10329310262783769343
// CHECK-NEXT: digits 0 1 2 5 5 5

#include <stdio.h>

__attribute__((noinline)) unsigned long decode(const unsigned char *p,
                                              const unsigned char *end,
                                              int *len) {
  unsigned long v = 0;
  int n = 0;
  for (int shift = 0; p + n < end; shift += 7) {
    unsigned char b = p[n++];
    v |= (unsigned long)(b & 0x7f) << shift;
    if (!(b & 0x80))
      break;
    if (shift >= 56)
      break;
  }
  *len = n;
  return v;
}

// The counter is tested after its step, at int: at -O2, once indvars has
// widened it with the byte index, the test reads it truncated.
__attribute__((noinline)) int uvarint(const unsigned char *p,
                                      const unsigned char *end,
                                      unsigned long *out) {
  unsigned long v = 0;
  int shift = 0, n = 0;
  while (p + n < end) {
    unsigned char b = p[n++];
    if (shift == 63 && b > 1)
      return -1;
    v |= (unsigned long)(b & 0x7f) << shift;
    if (!(b & 0x80)) {
      *out = v;
      return n;
    }
    shift += 7;
    if (shift > 63)
      return -1;
  }
  return -1;
}

__attribute__((noinline)) int digits(unsigned a) {
  int b = 0;
  while (a > 0 && b < 5) {
    a /= 10;
    b++;
  }
  return b;
}

int main(void) {
  unsigned char buf[12] = {0x85, 0x91, 0xa2, 0x03, 0xff, 0xff,
                           0xff, 0xff, 0xff, 0xff, 0xff, 0x7f};
  int len;
  unsigned long s = 0;
  for (int k = 0; k < 12; k++) {
    s = s * 31 + decode(buf + k, buf + 12, &len);
    s += len;
  }
  printf("decode %lu\n", s);
  unsigned long u = 0, t = 0;
  for (int k = 0; k < 12; k++)
    t = t * 7 + (unsigned long)uvarint(buf + k, buf + 12, &u) + u;
  printf("uvarint %lu\n", t);
  printf("digits %d %d %d %d %d %d\n", digits(0), digits(7), digits(42),
         digits(12345), digits(123456), digits(4000000000u));
  return 0;
}
