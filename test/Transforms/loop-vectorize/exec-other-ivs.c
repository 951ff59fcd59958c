// Loops with a second integer induction variable beside the counted one
// (LLVM's secondary inductions): an index running backward, an index
// stepping by two into a store group, a value stored in every lane, a
// variable read after the loop, a counted variable running down beside one
// running up, an 8-bit variable that wraps, and one that steps by a
// multiple of a stepped variable's step. The program prints the same at
// -O0, after mem2reg, rotation and loop-vectorize alone, and after -O2,
// through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// REMARK-DAG: accepted vectorize on loop with back edge in @reverse_copy ({{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @spread ({{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @ramp ({{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @mirror ({{.*}}counting down{{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @wrap8 ({{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @pairs ({{.*}}stepping by 2{{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @luma ({{.*}}stepping by 4{{.*}}1 other induction variable(s)
// REMARK-DAG: accepted vectorize on loop with back edge in @pack_bytes ({{.*}}stepping by 4
// O2-DAG: accepted vectorize on loop with back edge in @reverse_copy ({{.*}}other induction variable
// O2-DAG: accepted vectorize on loop with back edge in @spread ({{.*}}other induction variable
// O2-DAG: accepted vectorize on loop with back edge in @mirror ({{.*}}other induction variable
// O2-DAG: accepted vectorize on loop with back edge in @luma ({{.*}}other induction variable
// O2-DAG: accepted vectorize on loop with back edge in @tail_copy ({{.*}}other induction variable
// CHECK: 20544289

#include <stdio.h>

#define N 1003
int a[N], b[N], c[2 * N + 2];
unsigned char bytes[N];
short halves[N];

__attribute__((noinline)) void reverse_copy(int n) {
  for (int i = 0, j = n - 1; i < n; i++, j--)
    b[i] = a[j] + 1;
}

__attribute__((noinline)) void spread(int n) {
  for (int i = 0, k = 0; i < n; i++, k += 2) {
    c[k] = a[i];
    c[k + 1] = -a[i];
  }
}

__attribute__((noinline)) int ramp(int n, int v) {
  for (int i = 0; i < n; i++, v += 3)
    b[i] = v * 2 + a[i];
  return v;
}

__attribute__((noinline)) void mirror(int n) {
  for (int i = n - 1, j = 0; i >= 0; i--, j++)
    b[j] = a[i] - j;
}

__attribute__((noinline)) void wrap8(int n, unsigned char start) {
  unsigned char v = start;
  for (int i = 0; i < n; i++)
    bytes[i] = v++;
}

__attribute__((noinline)) int pairs(int m, int first) {
  int j = first;
  for (int i = 0; i < m; i += 2, j -= 4) {
    halves[i] = (short)j;
    halves[i + 1] = (short)(j + i);
  }
  return j;
}

unsigned char pixels[4 * N + 4], luma_out[N + 1], packed[N + 1];

__attribute__((noinline)) void luma(int n) {
  for (int i = 0, j = 0; i < 4 * n; i += 4, j++)
    luma_out[j] = (unsigned char)((77u * pixels[i] + 150u * pixels[i + 1] +
                                   29u * pixels[i + 2] + 128u) >>
                                  8);
}

__attribute__((noinline)) unsigned char *pack_bytes(unsigned char *d, int n) {
  for (int i = 0; i < 4 * n; i += 4)
    *d++ = (unsigned char)(pixels[i + 3] ^ pixels[i]);
  return d;
}

// The C variable of a widened second index leaves the loop (trunc(k + 1)).
__attribute__((noinline)) int tail_copy(int i, int k, int n) {
  while (i < n)
    c[k++] = a[i++];
  return k;
}

static unsigned mix(unsigned h, int v) { return h * 31u + (unsigned)v; }

int main(void) {
  for (int i = 0; i < N; i++)
    a[i] = (i * 37) % 101 - 50;
  for (int i = 0; i < 4 * N + 4; i++)
    pixels[i] = (unsigned char)(i * 13 + (i >> 3));
  unsigned h = 0;
  for (int n = 0; n <= 35; n += 7) {
    reverse_copy(N - n);
    for (int i = 0; i < N; i++)
      h = mix(h, b[i]);
    spread(N - n);
    for (int i = 0; i < 2 * N; i++)
      h = mix(h, c[i]);
    h = mix(h, ramp(N - n, n - 9));
    for (int i = 0; i < N; i++)
      h = mix(h, b[i]);
    mirror(N - n);
    for (int i = 0; i < N; i++)
      h = mix(h, b[i]);
    wrap8(N - n, (unsigned char)(200 + n));
    for (int i = 0; i < N; i++)
      h = mix(h, bytes[i]);
    h = mix(h, pairs((N - n) & ~1, 1000 * n - 7));
    for (int i = 0; i < N; i++)
      h = mix(h, halves[i]);
    h = mix(h, tail_copy(n, 2 * n + 1, N - n));
    for (int i = 0; i < 2 * N; i++)
      h = mix(h, c[i]);
    luma(N - n);
    for (int i = 0; i < N; i++)
      h = mix(h, luma_out[i]);
    h = mix(h, (int)(pack_bytes(packed, N - n) - packed));
    for (int i = 0; i < N; i++)
      h = mix(h, packed[i]);
  }
  printf("%u\n", h);
  return 0;
}
