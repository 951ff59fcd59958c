/* Interleaved complex arrays (re,im pairs in one float/double array):
   complex multiply, conjugate multiply-accumulate, magnitude squared,
   and a complex rotation with a twiddle table. */
#include <stdio.h>
#include <stdint.h>

#define N 4096

static float xa[2 * N], xb[2 * N], xc[2 * N];
static double tw[2 * 64];
static double acc2[2 * N];

static void cmul(float *d, const float *p, const float *q, int n) {
    for (int i = 0; i < n; i++) {
        float ar = p[2 * i], ai = p[2 * i + 1], br = q[2 * i], bi = q[2 * i + 1];
        d[2 * i] = ar * br - ai * bi;
        d[2 * i + 1] = ar * bi + ai * br;
    }
}

static void cdot_conj(const float *p, const float *q, int n, float *sr, float *si) {
    float r = 0, m = 0;
    for (int i = 0; i < n; i++) {
        r += p[2 * i] * q[2 * i] + p[2 * i + 1] * q[2 * i + 1];
        m += p[2 * i + 1] * q[2 * i] - p[2 * i] * q[2 * i + 1];
    }
    *sr = r; *si = m;
}

static void magsq(float *d, const float *p, int n) {
    for (int i = 0; i < n; i++) d[i] = p[2 * i] * p[2 * i] + p[2 * i + 1] * p[2 * i + 1];
}

static void rotate(double *a, const float *p, const double *t, int n) {
    for (int i = 0; i < n; i++) {
        const double *w = t + 2 * (i & 63);
        a[2 * i] += p[2 * i] * w[0] - p[2 * i + 1] * w[1];
        a[2 * i + 1] += p[2 * i] * w[1] + p[2 * i + 1] * w[0];
    }
}

int main(void) {
    uint32_t seed = 3u;
    for (int i = 0; i < 2 * N; i++) {
        seed = seed * 1664525u + 1013904223u;
        xa[i] = (float)(seed >> 20) / 4096.0f - 0.5f;
        xb[i] = (float)((seed >> 8) & 4095) / 4096.0f - 0.5f;
    }
    for (int k = 0; k < 64; k++) {
        double ang = 6.283185307179586 * k / 64.0, c = 1, s = 0, t = ang, term = ang;
        /* crude series for sin/cos */
        c = 1 - t * t / 2 + t * t * t * t / 24; s = term - t * t * t / 6 + t * t * t * t * t / 120;
        tw[2 * k] = c * 0.1; tw[2 * k + 1] = s * 0.1;
    }
    double chk = 0;
    for (int r = 0; r < 60; r++) {
        cmul(xc, xa, xb, N);
        float sr, si;
        cdot_conj(xc, xa, N, &sr, &si);
        chk += sr - si;
        magsq(xc, xb, N);
        chk += xc[r];
        rotate(acc2, xa, tw, N);
        xb[r] += 0.01f;
    }
    chk += acc2[5] + acc2[2 * N - 1];
    printf("%.4f\n", chk);
    return 0;
}
