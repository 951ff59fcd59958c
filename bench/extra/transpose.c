/* 2-D loop nests with fixed sizes: transpose, integer matrix product with
   the transposed operand, and a row/column checksum. */
#include <stdio.h>

#define N 96
#define REPS 12

static unsigned ma[N][N], mb[N][N], mt[N][N], mc[N][N];

static void fill(unsigned m[N][N], unsigned seed) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      seed = seed * 1664525u + 1013904223u;
      m[i][j] = seed >> 24;
    }
}

static void transpose(unsigned dst[N][N], unsigned src[N][N]) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      dst[j][i] = src[i][j];
}

static void product(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      unsigned s = 0;
      for (int k = 0; k < N; k++)
        s += ma[i][k] * mt[j][k];
      mc[i][j] = s;
    }
}

int main(void) {
  fill(ma, 1u);
  fill(mb, 2u);
  unsigned check = 0;
  for (int r = 0; r < REPS; r++) {
    transpose(mt, mb);
    product();
    unsigned rows = 0, cols = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        rows = rows * 31u + mc[i][j];
        cols = cols * 37u + mc[j][i];
      }
    check ^= rows + 3u * cols;
    /* Feed the result back so every repetition differs. */
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++)
        mb[i][j] = (mc[i][j] >> 7) & 255u;
  }
  printf("transpose %u\n", check);
  return 0;
}
