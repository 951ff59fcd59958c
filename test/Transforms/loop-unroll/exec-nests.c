// Loop nests fully unrolled with their inner loops, and trip counts of
// variables that do not step by a constant (a butterfly whose stage span
// doubles, a halving bit mask, a triangular nest, an outer loop around an
// inner loop of unknown trip count). The program prints the same at -O0,
// after -O2 without unrolling and then loop-unroll alone, and after -O2,
// through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --loop-unroll --verify-each --remarks %t.vir -o %t.u.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: vct-translate --vir-to-llvmir %t.u.mlir -o %t.u.ll && lli %t.u.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.u.mlir -o %t.u.c && %cc %t.u.c -o %t.u.exe && %t.u.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// The triangle's and the rows' outer loops go with their inner loops
// (nests.mlir checks the exact shapes, the halving mask among them).
// REMARK-DAG: accepted unroll on loop with back edge in @main (fully unrolled 4 iterations with the loops nested in it)
// REMARK-DAG: accepted unroll on loop with back edge in @main (fully unrolled 3 iterations with the loops nested in it)

// CHECK: nests 7774537606754397006

#include <stdio.h>

/* An 8-point butterfly: the stage loop doubles its span (s <<= 1), the
   inner loops run s times and step by 2 * s. */
static void butterfly8(int *x) {
  for (int s = 1; s < 8; s <<= 1)
    for (int i = 0; i < 8; i += 2 * s)
      for (int j = 0; j < s; j++) {
        int a = x[i + j], b = x[i + j + s];
        x[i + j] = a + b;
        x[i + j + s] = a - b;
      }
}

/* A triangular nest: the inner bound is the outer variable. */
static int triangle(const int *m) {
  int sum = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j <= i; j++)
      sum += m[i * 4 + j] * (i + 1);
  return sum;
}

/* Bits of a byte from the top: a halving mask. */
static int bits(unsigned v) {
  int count = 0;
  for (unsigned mask = 128; mask != 0; mask >>= 1)
    count = count * 2 + ((v & mask) != 0);
  return count;
}

/* An outer loop with a constant trip count around an inner loop whose trip
   count is not known: the copies keep the inner loop. */
static int rows(const int *m, int n) {
  int sum = 0;
  for (int r = 0; r < 3; r++)
    for (int c = 0; c < n; c++)
      sum += m[r * 4 + c] << r;
  return sum;
}

int main(int argc, char **argv) {
  (void)argv;
  int x[8], m[16];
  long check = 0;
  for (int it = 0; it < 50; it++) {
    for (int k = 0; k < 8; k++)
      x[k] = (it * 7 + k * k) % 23 - 11;
    for (int k = 0; k < 16; k++)
      m[k] = (it + k * 3) % 17 - 8;
    butterfly8(x);
    for (int k = 0; k < 8; k++)
      check = check * 3 + x[k];
    check += triangle(m) + bits((unsigned)(it * 37)) + rows(m, 1 + (it + argc) % 4);
  }
  printf("nests %ld\n", check);
  return 0;
}
