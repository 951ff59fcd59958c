/* Sparse linear algebra: a generated diagonally dominant symmetric matrix
   in compressed sparse row form, solved with conjugate gradient (sparse
   matrix-vector products, dot products, axpy) for several right sides. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define N 3000
#define BAND 5

typedef struct { int n, nnz; int *rowptr; int *col; double *val; } Csr;

static double xv[N], bv[N], rv[N], pv[N], qv[N];

static Csr build(int n) {
    Csr a;
    a.n = n;
    a.rowptr = malloc((size_t)(n + 1) * sizeof(int));
    a.col = malloc((size_t)n * (2 * BAND + 3) * sizeof(int));
    a.val = malloc((size_t)n * (2 * BAND + 3) * sizeof(double));
    int k = 0;
    for (int i = 0; i < n; i++) {
        a.rowptr[i] = k;
        /* far coupling to i +- n/2 keeps symmetry */
        int far = (i + n / 2) % n;
        if (far < i) { a.col[k] = far; a.val[k++] = -0.25; }
        for (int d = -BAND; d <= BAND; d++) {
            int j = i + d;
            if (j < 0 || j >= n) continue;
            a.col[k] = j;
            a.val[k++] = d == 0 ? 2.0 * BAND + 2.0 : -1.0 / (1.0 + abs(d));
        }
        if (far > i) { a.col[k] = far; a.val[k++] = -0.25; }
    }
    a.rowptr[n] = k;
    a.nnz = k;
    return a;
}

static void spmv(const Csr *a, const double *x, double *y) {
    for (int i = 0; i < a->n; i++) {
        double s = 0.0;
        for (int k = a->rowptr[i]; k < a->rowptr[i + 1]; k++)
            s += a->val[k] * x[a->col[k]];
        y[i] = s;
    }
}

static double dot(const double *x, const double *y, int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}

static void axpy(double *y, double alpha, const double *x, int n) {
    for (int i = 0; i < n; i++) y[i] += alpha * x[i];
}

static int cg(const Csr *a, const double *b, double *x, double tol, int maxit) {
    int n = a->n;
    for (int i = 0; i < n; i++) { x[i] = 0.0; rv[i] = b[i]; pv[i] = b[i]; }
    double rr = dot(rv, rv, n);
    int it;
    for (it = 0; it < maxit && sqrt(rr) > tol; it++) {
        spmv(a, pv, qv);
        double alpha = rr / dot(pv, qv, n);
        axpy(x, alpha, pv, n);
        axpy(rv, -alpha, qv, n);
        double rr2 = dot(rv, rv, n);
        double beta = rr2 / rr;
        for (int i = 0; i < n; i++) pv[i] = rv[i] + beta * pv[i];
        rr = rr2;
    }
    return it;
}

int main(void) {
    Csr a = build(N);
    double check = 0.0;
    int iters = 0;
    for (int rhs = 0; rhs < 8; rhs++) {
        for (int i = 0; i < N; i++) bv[i] = sin(0.01 * (i + 1) * (rhs + 1)) + (i % 7) * 0.1;
        iters += cg(&a, bv, xv, 1e-10, 500);
        spmv(&a, xv, qv);
        double err = 0.0;
        for (int i = 0; i < N; i++) err = fmax(err, fabs(qv[i] - bv[i]));
        check += dot(xv, xv, N) * (rhs + 1) + (err < 1e-8 ? 1.0 : 0.0);
    }
    printf("csr nnz %d iters %d checksum %.6f\n", a.nnz, iters, check);
    free(a.rowptr); free(a.col); free(a.val);
    return 0;
}
