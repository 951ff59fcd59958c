/* Dense matrix-vector products: row-major y = A x, transposed y = A^T x
   (strided column access), banded matvec and a power-iteration loop. */
#include <stdio.h>
#include <stdint.h>

#define N 160

static double A[N * N];
static double x[N], y[N], z[N];
static int32_t Ai[N][N];
static int32_t xi[N], yi[N];

static void matvec(const double *a, const double *v, double *o, int n) {
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += a[i * n + j] * v[j];
        o[i] = s;
    }
}

static void matvec_t(const double *a, const double *v, double *o, int n) {
    for (int j = 0; j < n; j++) {
        double s = 0;
        for (int i = 0; i < n; i++) s += a[i * n + j] * v[i];
        o[j] = s;
    }
}

static void matvec_int(int32_t m[N][N], const int32_t *v, int32_t *o, int n) {
    for (int i = 0; i < n; i++) {
        int32_t s = 0;
        for (int j = 0; j < n; j++) s += m[i][j] * v[j];
        o[i] = s;
    }
}

static void banded(const double *a, const double *v, double *o, int n, int bw) {
    for (int i = 0; i < n; i++) {
        int lo = i - bw < 0 ? 0 : i - bw;
        int hi = i + bw >= n ? n - 1 : i + bw;
        double s = 0;
        for (int j = lo; j <= hi; j++) s += a[i * n + j] * v[j];
        o[i] = s;
    }
}

int main(void) {
    uint32_t seed = 31337u;
    for (int i = 0; i < N * N; i++) {
        seed = seed * 1664525u + 1013904223u;
        A[i] = (double)(seed >> 22) / 1024.0 - 0.5;
        Ai[i / N][i % N] = (int32_t)(seed >> 26) - 32;
    }
    for (int i = 0; i < N; i++) { x[i] = 1.0; xi[i] = i % 7 - 3; }
    double chk = 0;
    int32_t ichk = 0;
    for (int it = 0; it < 40; it++) {
        matvec(A, x, y, N);
        matvec_t(A, y, z, N);
        double nrm = 0;
        for (int i = 0; i < N; i++) nrm += z[i] * z[i];
        nrm = nrm > 0 ? 1.0 / __builtin_sqrt(nrm) : 1.0;
        for (int i = 0; i < N; i++) x[i] = z[i] * nrm;
        banded(A, x, y, N, 5);
        chk += y[it % N];
        matvec_int(Ai, xi, yi, N);
        for (int i = 0; i < N; i++) { ichk ^= yi[i]; xi[i] = (yi[i] >> 4) % 17; }
    }
    printf("%.6f %d\n", chk, ichk);
    return 0;
}
