/* Dot products and simple kernels written with different index types:
   unsigned, int, long, size_t, and count-down loops. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define N 5000

static int32_t a[N], b[N];
static double da[N], db[N];
static int64_t la[N];

static int32_t dot_u(const int32_t *x, const int32_t *y, unsigned n) {
    int32_t s = 0;
    for (unsigned i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static int32_t dot_i(const int32_t *x, const int32_t *y, int n) {
    int32_t s = 0;
    for (int i = 0; i < n; i++) s += x[i] * y[i];
    return s;
}
static int64_t dot_l(const int32_t *x, const int32_t *y, long n) {
    int64_t s = 0;
    for (long i = 0; i < n; i++) s += (int64_t)x[i] * y[i];
    return s;
}
static double ddot_down(const double *x, const double *y, int n) {
    double s = 0;
    for (int i = n - 1; i >= 0; i--) s += x[i] * y[i];
    return s;
}
static int32_t dot_stride(const int32_t *x, const int32_t *y, unsigned n, unsigned st) {
    int32_t s = 0;
    for (unsigned i = 0; i < n; i += st) s += x[i] * y[i];
    return s;
}
static void rev_copy(int64_t *d, const int32_t *s, size_t n) {
    for (size_t i = n; i-- > 0;) d[n - 1 - i] = s[i];
}
static int32_t dot_u16idx(const int32_t *x, const int32_t *y, uint16_t n) {
    int32_t s = 0;
    for (uint16_t i = 0; i < n; i++) s += x[i] ^ y[i];
    return s;
}

int main(void) {
    uint32_t seed = 1u;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        a[i] = (int32_t)(seed >> 20) - 2048; b[i] = (int32_t)((seed >> 8) & 1023) - 512;
        da[i] = a[i] * 0.001; db[i] = b[i] * 0.002;
    }
    int64_t chk = 0; double dchk = 0;
    for (int r = 0; r < 150; r++) {
        chk += dot_u(a, b, N - (unsigned)r);
        chk += dot_i(a + 1, b, N - 1 - r);
        chk += dot_l(a, b + 1, N - 1 - r);
        dchk += ddot_down(da, db, N - r);
        chk += dot_stride(a, b, N, 1 + (unsigned)(r % 4));
        rev_copy(la, a, N);
        chk += la[r] + dot_u16idx(a, b, (uint16_t)(N - r));
        a[r] += 3;
    }
    printf("%lld %.6f\n", (long long)chk, dchk);
    return 0;
}
