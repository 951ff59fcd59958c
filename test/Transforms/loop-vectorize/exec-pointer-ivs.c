// Pointer-bump loops: `while (n--) *d++ = *s++ op k`, `while (n-- > 0)`
// with the end pointer returned, a byte loop over two pointers, a copy
// that reads backward through a pointer moving down, and overlapping
// calls where the runtime check must send the loop to its scalar form.
// Counts of 0, negative, 1 and odd sizes. The program prints the same at
// -O0, after mem2reg, rotation, indvars and loop-vectorize alone, and
// after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --loop-rotate --indvars --loop-vectorize --verify-each %t.vir -o %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 -S --emit=vir %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// REMARK-DAG: accepted vectorize on loop with back edge in @scale ({{.*}}counting down
// REMARK-DAG: accepted vectorize on loop with back edge in @fill ({{.*}}counting down
// REMARK-DAG: accepted vectorize on loop with back edge in @addbytes (
// REMARK-DAG: accepted vectorize on loop with back edge in @reverse (

// CHECK: scale 0 3 6 9 12 15 18 21 24 27 30 33 36 0 0 0 0 0 0 0
// CHECK-NEXT: overlap 1 2 4 8 16 32 64 128 256 512 1024 2048 4096 8192 16384 32768 65536 131072 262144 524288
// CHECK-NEXT: fill 13 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0 0 0 0 0
// CHECK-NEXT: empty 0 0
// CHECK-NEXT: bytes 3 10 17 24 31 38 45 52 59 66 73 80 87 94 101 108 115 122 129 136
// CHECK-NEXT: shifted 0 3 9 18 30 45 63 84 108 135 165 198 234 17 59 104 152 203 1 58
// CHECK-NEXT: reverse 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 3 2 1 0

#include <stdio.h>

#define N 20

__attribute__((noinline)) void scale(int *d, const int *s, int n, int k) {
  while (n--)
    *d++ = *s++ * k;
}

__attribute__((noinline)) int *fill(int *d, int n) {
  while (n-- > 0)
    *d++ = n;
  return d;
}

__attribute__((noinline)) void addbytes(unsigned char *d,
                                        const unsigned char *a, int n) {
  for (int i = 0; i < n; i++)
    *d++ += *a++;
}

__attribute__((noinline)) void reverse(int *d, const int *s, int n) {
  const int *e = s + n;
  while (n--)
    *d++ = *--e;
}

static void show(const char *name, const int *v) {
  printf("%s", name);
  for (int i = 0; i < N; i++)
    printf(" %d", v[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
  }
  scale(b, a, 13, 3);
  scale(b + 13, a, 0, 5);
  scale(b + 13, a, -0, 5);
  show("scale", b);
  // d == s + 1: each store feeds the next load; the check fails.
  for (int i = 0; i < N; i++)
    b[i] = i + 1;
  scale(b + 1, b, N - 1, 2);
  show("overlap", b);
  for (int i = 0; i < N; i++)
    b[i] = 0;
  int *end = fill(b + 1, 15);
  b[0] = (int)(end - b) - 3;
  show("fill", b);
  int *none = fill(b, -4);
  printf("empty %d %d\n", (int)(none - b), (int)(fill(b, 0) - b));
  unsigned char c[N], e[N];
  for (int i = 0; i < N; i++) {
    c[i] = (unsigned char)(i * 6 + 3);
    e[i] = (unsigned char)i;
  }
  addbytes(c, e, N);
  printf("bytes");
  for (int i = 0; i < N; i++)
    printf(" %d", c[i]);
  printf("\n");
  for (int i = 0; i < N; i++) {
    c[i] = (unsigned char)(i * 3);
    e[i] = 0;
  }
  addbytes(c + 1, c, N - 1);
  printf("shifted");
  for (int i = 0; i < N; i++)
    printf(" %d", c[i]);
  printf("\n");
  reverse(b, a, N);
  show("reverse", b);
  return 0;
}
