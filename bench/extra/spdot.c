/* Sparse vector kernels.  A set of sparse integer vectors (sorted index
   lists with int32 values, stored back to back in one pool) is generated with
   varying density.  For every pair the dot product is computed by merging the
   two index lists; some pairs are also added (union merge into a scratch
   vector, dropping cancelled entries) and scaled-and-subtracted.  Prints the
   largest dot products, nonzero counts and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NVEC 48
#define DIM 200000
#define MAXNNZ 3000

typedef struct { int nnz; const int32_t *idx; const int32_t *val; } spvec;
typedef struct { int n; int32_t idx[2 * MAXNNZ]; int32_t val[2 * MAXNNZ]; } scratch;

static uint32_t rng = 31337u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 7;
}

static int64_t sp_dot(const spvec *a, const spvec *b) {
    int i = 0, j = 0;
    int64_t s = 0;
    while (i < a->nnz && j < b->nnz) {
        int32_t ia = a->idx[i], ib = b->idx[j];
        if (ia == ib) { s += (int64_t)a->val[i] * b->val[j]; i++; j++; }
        else if (ia < ib) i++;
        else j++;
    }
    return s;
}

static int sp_common(const spvec *a, const spvec *b) {
    int i = 0, j = 0, c = 0;
    while (i < a->nnz && j < b->nnz) {
        int32_t d = a->idx[i] - b->idx[j];
        c += d == 0;
        i += d <= 0;
        j += d >= 0;
    }
    return c;
}

/* out = a + k*b, entries that become zero are dropped */
static void sp_axpy(const spvec *a, int32_t k, const spvec *b, scratch *out) {
    int i = 0, j = 0, n = 0;
    while (i < a->nnz || j < b->nnz) {
        int32_t ix, v;
        if (j >= b->nnz || (i < a->nnz && a->idx[i] < b->idx[j])) { ix = a->idx[i]; v = a->val[i]; i++; }
        else if (i >= a->nnz || b->idx[j] < a->idx[i]) { ix = b->idx[j]; v = k * b->val[j]; j++; }
        else { ix = a->idx[i]; v = a->val[i] + k * b->val[j]; i++; j++; }
        if (v != 0) { out->idx[n] = ix; out->val[n] = v; n++; }
    }
    out->n = n;
}

static int64_t sq_norm(const int32_t *val, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int64_t)val[i] * val[i];
    return s;
}

int main(void) {
    int32_t *pool_idx = malloc(sizeof(int32_t) * NVEC * MAXNNZ);
    int32_t *pool_val = malloc(sizeof(int32_t) * NVEC * MAXNNZ);
    static scratch sc;
    spvec v[NVEC];
    if (!pool_idx || !pool_val) return 1;
    int used = 0;
    for (int k = 0; k < NVEC; k++) {
        int target = 200 + (int)(next_rand() % (MAXNNZ - 200));
        int gap = DIM / target;
        int32_t *ix = pool_idx + used, *vl = pool_val + used;
        int n = 0, pos = (int)(next_rand() % (unsigned)gap);
        while (n < target && pos < DIM) {
            ix[n] = pos;
            vl[n] = (int32_t)(next_rand() % 2001) - 1000;
            if (vl[n] == 0) vl[n] = 1;
            n++;
            /* clustered: sometimes dense runs, sometimes long jumps */
            uint32_t r = next_rand();
            pos += (r & 7) == 0 ? 1 : 1 + (int)(r % (unsigned)(2 * gap));
        }
        v[k].nnz = n;
        v[k].idx = ix;
        v[k].val = vl;
        used += n;
    }
    uint32_t h = 2166136261u;
    int64_t best = INT64_MIN;
    int bi = -1, bj = -1;
    long common = 0, zero_dots = 0, axpy_nnz = 0;
    int64_t norms = 0;
    for (int rep = 0; rep < 2; rep++) {
        for (int i = 0; i < NVEC; i++) {
            for (int j = i + 1 + rep * (NVEC / 2); j < NVEC; j++) {
                int64_t d = sp_dot(&v[i], &v[j]);
                if (d == 0) zero_dots++;
                if (d > best && i != j) { best = d; bi = i; bj = j; }
                h = (h ^ (uint32_t)d) * 16777619u;
                h = (h ^ (uint32_t)(d >> 32)) * 16777619u;
                if (((i + j + rep) & 3) == 0) common += sp_common(&v[i], &v[j]);
                if (((i * 7 + j + rep) % 5) == 0) {
                    sp_axpy(&v[i], (int32_t)(j % 5) - 2, &v[j], &sc);
                    axpy_nnz += sc.n;
                    norms += sq_norm(sc.val, sc.n);
                }
            }
        }
    }
    printf("vectors=%d total_nnz=%d\n", NVEC, used);
    printf("best dot=%lld (%d,%d) zero=%ld common=%ld\n", (long long)best, bi, bj, zero_dots, common);
    printf("axpy_nnz=%ld norms=%lld hash=%08x\n", axpy_nnz, (long long)norms, h);
    free(pool_idx);
    free(pool_val);
    return 0;
}
