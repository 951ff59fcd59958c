/* Matrix kernels over row pointers: a heap matrix stored as an array of
   row pointers, multiplied and relaxed in place. */
#include <stdio.h>
#include <stdlib.h>

#define N 96

static double **new_matrix(int n) {
  double **m = malloc(n * sizeof *m);
  for (int i = 0; i < n; i++)
    m[i] = malloc(n * sizeof **m);
  return m;
}

static void fill(double **m, int n, unsigned seed) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      seed = seed * 1103515245u + 12345u;
      m[i][j] = (double)((seed >> 16) & 1023) / 512.0 - 1.0;
    }
}

static void multiply(double **c, double **a, double **b, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0;
      for (int k = 0; k < n; k++)
        s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
}

static void relax(double **m, int n) {
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      m[i][j] = 0.25 * (m[i - 1][j] + m[i + 1][j] + m[i][j - 1] +
                        m[i][j + 1]);
}

static double trace(double **m, int n) {
  double t = 0;
  for (int i = 0; i < n; i++)
    t += m[i][i];
  return t;
}

int main(void) {
  double **a = new_matrix(N), **b = new_matrix(N), **c = new_matrix(N);
  fill(a, N, 1);
  fill(b, N, 2);
  double check = 0;
  for (int round = 0; round < 6; round++) {
    multiply(c, a, b, N);
    relax(c, N);
    check += trace(c, N);
    double **t = a;
    a = c;
    c = t;
  }
  printf("%.6f\n", check);
  return 0;
}
