/* Sparse linear solve in compressed sparse row (CSR) format.  A symmetric,
   diagonally dominant matrix is built from a 2-D grid with 5-point coupling
   plus a few random long-range links (weights from a hash of the edge so the
   matrix stays symmetric).  A right-hand side is formed as A*x_true, then a
   fixed number of conjugate-gradient iterations recover x.  Prints nnz, the
   iteration at which the residual first fell below a tolerance, the error
   against x_true and a checksum of the solution. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <math.h>

#define NX 90
#define NY 90
#define N (NX * NY)
#define MAXNNZ (N * 7)
#define ITERS 120

static int rowptr[N + 1], colidx[MAXNNZ];
static double val[MAXNNZ];
static double xt[N], b[N], x[N], r[N], p[N], q[N];

static uint32_t edge_hash(uint32_t i, uint32_t j) {
    uint32_t a = i < j ? i : j, c = i < j ? j : i;
    uint32_t h = a * 2654435761u ^ (c + 0x9E3779B9u) * 2246822519u;
    h ^= h >> 15;
    h *= 2654435761u;
    return h ^ (h >> 13);
}

/* each row gets its grid neighbours plus one link to i+/-LINK on some rows */
#define LINK 1237
static int linked(int i, int j) { return (edge_hash((uint32_t)i, (uint32_t)j) & 3u) == 0; }

static int build(void) {
    int nnz = 0;
    for (int i = 0; i < N; i++) {
        int gx = i % NX, gy = i / NX;
        int nb[6], k = 0, placed = 0;
        if (i >= LINK && linked(i - LINK, i)) nb[k++] = i - LINK;
        if (gy > 0) nb[k++] = i - NX;
        if (gx > 0) nb[k++] = i - 1;
        if (gx < NX - 1) nb[k++] = i + 1;
        if (gy < NY - 1) nb[k++] = i + NX;
        if (i + LINK < N && linked(i, i + LINK)) nb[k++] = i + LINK;
        double diag = 0.05;
        int dpos = 0;
        rowptr[i] = nnz;
        for (int t = 0; t < k; t++) {
            double w = 0.5 + (double)(edge_hash((uint32_t)i, (uint32_t)nb[t]) % 1024u) / 1024.0;
            diag += w;
            if (!placed && nb[t] > i) { dpos = nnz++; placed = 1; } /* columns stay sorted */
            colidx[nnz] = nb[t];
            val[nnz] = -w;
            nnz++;
        }
        if (!placed) dpos = nnz++;
        colidx[dpos] = i;
        val[dpos] = diag;
    }
    rowptr[N] = nnz;
    return nnz;
}

static void spmv(const double *v, double *out) {
    for (int i = 0; i < N; i++) {
        double s = 0.0;
        for (int k = rowptr[i]; k < rowptr[i + 1]; k++) s += val[k] * v[colidx[k]];
        out[i] = s;
    }
}

static double dot(const double *u, const double *v) {
    double s = 0.0;
    for (int i = 0; i < N; i++) s += u[i] * v[i];
    return s;
}

int main(void) {
    uint32_t rng = 12345u;
    int nnz = build();
    for (int i = 0; i < N; i++) {
        rng = rng * 1103515245u + 12345u;
        xt[i] = (double)((rng >> 16) % 2001u) / 1000.0 - 1.0;
    }
    spmv(xt, b);
    for (int i = 0; i < N; i++) { x[i] = 0.0; r[i] = b[i]; p[i] = b[i]; }
    double rr = dot(r, r), rr0 = rr;
    int conv_at = -1;
    for (int it = 0; it < ITERS; it++) {
        spmv(p, q);
        double alpha = rr / dot(p, q);
        for (int i = 0; i < N; i++) { x[i] += alpha * p[i]; r[i] -= alpha * q[i]; }
        double rr_new = dot(r, r);
        if (conv_at < 0 && rr_new < 1e-12 * rr0) conv_at = it + 1;
        double beta = rr_new / rr;
        rr = rr_new;
        for (int i = 0; i < N; i++) p[i] = r[i] + beta * p[i];
    }
    double err = 0.0, sum = 0.0;
    uint32_t cchk = 0;
    for (int i = 0; i < N; i++) {
        double d = x[i] - xt[i];
        err += d * d;
        sum += x[i] * (double)(i % 7 + 1);
    }
    for (int k = 0; k < nnz; k++) cchk = cchk * 31u + (uint32_t)colidx[k];
    printf("spsolve: nnz=%d cols=%08x converged_at=%d err_small=%d sum=%.4f\n", nnz, (unsigned)cchk,
           conv_at, sqrt(err) < 1e-6, sum);
    return 0;
}
