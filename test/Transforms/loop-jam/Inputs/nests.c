/* Nests loop-jam takes, run for outer trip counts 1..9 (remainders 0..3)
   and inner ones 0..8. Compiled to Inputs/nests.mlir by
   vct-cc -O2 -S --emit=vir -fno-loop-jam -fno-loop-unroll
   -fno-loop-vectorize (the pragmas become jam requests). */
#include <stdio.h>

unsigned A[10][8], B[10][8], v[8], row[10];
volatile int g_in[2] = {9, 8};

static void init(void) {
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 8; ++j) {
      A[i][j] = (unsigned)(i * 31 + j);
      B[i][j] = (unsigned)(i ^ (j * 5));
    }
  for (int j = 0; j < 8; ++j)
    v[j] = (unsigned)(j * 3 + 1);
}

static unsigned sum(void) {
  unsigned s = 0;
  for (int i = 0; i < 10; ++i) {
    s = s * 13u + row[i];
    for (int j = 0; j < 8; ++j)
      s = s * 17u + A[i][j] + 3u * B[i][j];
  }
  return s;
}

/* A row read before, a reduction per row stored after, rows i - 1 and i
   of one array: jammed by 2. */
static void rows(int n, unsigned x) {
#pragma unroll_and_jam(2)
  for (int i = 1; i < n; ++i) {
    unsigned t = B[i][0] + x;
    unsigned s = t;
    for (int j = 0; j < 8; ++j) {
      A[i][j] = A[i - 1][j] + B[i][j];
      s += B[i][j] * v[j];
    }
    row[i] = s;
  }
}

/* A run-time inner trip count (a guard around the inner loop), default
   factor. */
static void dots(int n, int m) {
#pragma unroll_and_jam
  for (int i = 0; i < n; ++i) {
    unsigned s = 0;
    for (int j = 0; j < m; ++j)
      s += B[i][j] * v[j];
    row[i] += s;
  }
}

/* Constant inner trip count, factor 3. */
static void cols(int n, unsigned x) {
#pragma unroll_and_jam(3)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 7; ++j)
      B[i][j + 1] = B[i][j] * 5u + x + (unsigned)i;
}

/* (<, >): must not be jammed; the result tells. */
static void skew(int n, int m) {
#pragma unroll_and_jam(2)
  for (int i = 1; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i][j] = A[i - 1][j + 1] + 1u;
}

int main(void) {
  int n0 = g_in[0], m0 = g_in[1];
  for (int n = 1; n <= n0; ++n) {
    init();
    rows(n, 7u);
    dots(n, m0 - (n & 3));
    cols(n, 3u);
    skew(n, m0 - 1);
    printf("%d: %u\n", n, sum());
  }
  return 0;
}
