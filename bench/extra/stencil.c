/* 2-D loop nests over global arrays: a 5-point Jacobi stencil and a
   9-point smoothing pass over fixed-size grids, swapping buffers. */
#include <stdio.h>

#define N 192
#define STEPS 80

static unsigned grid_a[N][N];
static unsigned grid_b[N][N];

static void init(void) {
  unsigned s = 12345u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s = s * 1103515245u + 12345u;
      grid_a[i][j] = (s >> 16) & 1023u;
      grid_b[i][j] = 0;
    }
}

static void jacobi(unsigned dst[N][N], unsigned src[N][N]) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++)
      dst[i][j] = (src[i - 1][j] + src[i + 1][j] + src[i][j - 1] +
                   src[i][j + 1] + 4u * src[i][j]) >> 3;
}

static void smooth9(void) {
  for (int i = 1; i < N - 1; i++)
    for (int j = 1; j < N - 1; j++) {
      unsigned s = 0;
      for (int di = -1; di <= 1; di++)
        for (int dj = -1; dj <= 1; dj++)
          s += grid_a[i + di][j + dj];
      grid_b[i][j] = s / 9u;
    }
}

int main(void) {
  init();
  for (int t = 0; t < STEPS; t++) {
    jacobi(grid_b, grid_a);
    jacobi(grid_a, grid_b);
    if (t % 10 == 9) {
      smooth9();
      for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
          grid_a[i][j] = grid_b[i][j] + (unsigned)(i ^ j);
    }
  }
  unsigned h = 2166136261u;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      h = (h ^ grid_a[i][j]) * 16777619u;
  printf("stencil %u\n", h);
  return 0;
}
