/* Fixed-point DSP in Q15: vector multiply (int16*int16>>15), gain with
   rounding, dot product, complex Q15 mixing and a moving average. */
#include <stdio.h>
#include <stdint.h>

#define N 8192

static int16_t x[N], y[N], g[N], o[N];

static uint32_t seed = 8080u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 16; }

static void vmul_q15(int16_t *d, const int16_t *p, const int16_t *q, int n) {
    for (int i = 0; i < n; i++) d[i] = (int16_t)(((int32_t)p[i] * q[i]) >> 15);
}

static void gain_round(int16_t *d, const int16_t *p, int16_t k, int n) {
    for (int i = 0; i < n; i++) d[i] = (int16_t)(((int32_t)p[i] * k + (1 << 14)) >> 15);
}

static int32_t dot_q15(const int16_t *p, const int16_t *q, int n) {
    int32_t acc = 0;
    for (int i = 0; i < n; i++) acc += ((int32_t)p[i] * q[i]) >> 15;
    return acc;
}

static int64_t dot_q30(const int16_t *p, const int16_t *q, int n) {
    int64_t acc = 0;
    for (int i = 0; i < n; i++) acc += (int32_t)p[i] * q[i];
    return acc;
}

static void movavg(int16_t *d, const int16_t *p, int n) {
    int32_t s = p[0] + p[1] + p[2] + p[3];
    for (int i = 4; i < n; i++) {
        d[i - 4] = (int16_t)(s >> 2);
        s += p[i] - p[i - 4];
    }
}

static void mix(int16_t *re, int16_t *im, const int16_t *c, const int16_t *s, int n) {
    for (int i = 0; i < n; i++) {
        int32_t r = ((int32_t)re[i] * c[i] - (int32_t)im[i] * s[i]) >> 15;
        int32_t m = ((int32_t)re[i] * s[i] + (int32_t)im[i] * c[i]) >> 15;
        re[i] = (int16_t)r; im[i] = (int16_t)m;
    }
}

int main(void) {
    for (int i = 0; i < N; i++) { x[i] = (int16_t)lcg(); y[i] = (int16_t)lcg(); g[i] = (int16_t)(lcg() >> 1); }
    int64_t chk = 0;
    for (int r = 0; r < 60; r++) {
        vmul_q15(o, x, y, N);
        gain_round(o, o, (int16_t)(20000 + r), N);
        chk += dot_q15(o, g, N);
        chk += dot_q30(x, g, N) >> 10;
        movavg(o, x, N);
        chk += o[r * 11];
        mix(y, g, x, o, N);
        chk += y[r] + g[r * 3];
        x[r] ^= 0x1234;
    }
    printf("%lld\n", (long long)chk);
    return 0;
}
