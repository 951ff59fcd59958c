/* Pointer-bumping element-wise kernels: scale/offset, axpy, copy with
   conversion, written in the classic while (n--) *d++ = ... style. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define N 4096

static int32_t a[N], b[N], c[N];
static float fa[N], fb[N];
static int16_t sh[N];

static uint32_t seed = 12345u;
static uint32_t lcg(void) { seed = seed * 1103515245u + 12345u; return seed >> 8; }

static void scale_add(int32_t *d, const int32_t *s, size_t n, int32_t k, int32_t off) {
    while (n--) *d++ = *s++ * k + off;
}

static void axpy(float *y, const float *x, float alpha, size_t n) {
    while (n--) { *y = *y + alpha * *x; y++; x++; }
}

static void widen(int32_t *d, const int16_t *s, size_t n) {
    while (n--) *d++ = (int32_t)*s++ << 2;
}

static void vadd(int32_t *d, const int32_t *x, const int32_t *y, size_t n) {
    const int32_t *end = x + n;
    while (x != end) *d++ = *x++ + *y++;
}

static void rshift(int32_t *d, size_t n, int sh_) {
    int32_t *e = d + n;
    for (; d < e; d++) *d >>= sh_;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        a[i] = (int32_t)(lcg() & 0xffff) - 32768;
        sh[i] = (int16_t)(lcg() & 0xffff);
        fa[i] = (float)(lcg() % 1000) * 0.001f;
        fb[i] = 0.0f;
    }
    uint32_t sum = 0;
    for (int r = 0; r < 200; r++) {
        scale_add(b, a, N, 3 + (r & 3), r);
        widen(c, sh, N);
        vadd(c, c, b, N);
        rshift(c, N, 1);
        axpy(fb, fa, 0.5f + (float)(r & 7) * 0.01f, N);
        sum = sum * 31u + (uint32_t)c[r * 7 % N] + (uint32_t)b[(r * 13) % N];
    }
    double fs = 0;
    for (int i = 0; i < N; i++) fs += fb[i];
    printf("%u %.3f\n", sum, fs);
    return 0;
}
