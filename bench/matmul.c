/* Dense 64x64 double matrix multiply, repeated with feedback. */
#include <stdio.h>

#define DIM 64
#define REPS 24

static double a[DIM][DIM], b[DIM][DIM], c[DIM][DIM];

static void matmul(double (*x)[DIM], double (*y)[DIM], double (*z)[DIM]) {
  int i, j, k;
  for (i = 0; i < DIM; i++)
    for (j = 0; j < DIM; j++) {
      double s = 0.0;
      for (k = 0; k < DIM; k++)
        s += x[i][k] * y[k][j];
      z[i][j] = s;
    }
}

int main(void) {
  int i, j, r;
  unsigned seed = 12345u;
  double trace = 0.0, sum = 0.0;
  for (i = 0; i < DIM; i++)
    for (j = 0; j < DIM; j++) {
      seed = seed * 1103515245u + 12345u;
      a[i][j] = (double)((seed >> 16) & 1023) / 1024.0 - 0.5;
      seed = seed * 1103515245u + 12345u;
      b[i][j] = (double)((seed >> 16) & 1023) / 1024.0 - 0.5;
    }
  for (r = 0; r < REPS; r++) {
    matmul(a, b, c);
    /* Feed a scaled copy of the result back so every round differs. */
    for (i = 0; i < DIM; i++)
      for (j = 0; j < DIM; j++)
        a[i][j] = c[i][j] * 0.125 + (double)((i + j + r) & 7) * 0.01;
    trace += c[r % DIM][r % DIM];
  }
  for (i = 0; i < DIM; i++)
    for (j = 0; j < DIM; j++)
      sum += c[i][j] * (double)(i + 1) - c[j][i] * 0.5;
  printf("matmul: trace=%.9e sum=%.9e\n", trace, sum);
  return 0;
}
