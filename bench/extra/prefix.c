/* Prefix sums: inclusive scan, exclusive scan, 2-D summed-area table,
   box-sum queries and the inverse (adjacent difference). */
#include <stdio.h>
#include <stdint.h>

#define N 8192
#define W 128
#define H 128

static int32_t v[N];
static int64_t ps[N + 1];
static int32_t diff[N];
static uint32_t sat[(H + 1) * (W + 1)];
static uint8_t pix[H * W];

static uint32_t seed = 99u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed; }

static void scan_excl(const int32_t *x, int64_t *p, int n) {
    p[0] = 0;
    for (int i = 0; i < n; i++) p[i + 1] = p[i] + x[i];
}

static void inclusive_inplace(int32_t *x, int n) {
    for (int i = 1; i < n; i++) x[i] += x[i - 1];
}

static void adjdiff(const int32_t *x, int32_t *d, int n) {
    d[0] = x[0];
    for (int i = 1; i < n; i++) d[i] = x[i] - x[i - 1];
}

static void build_sat(const uint8_t *p, uint32_t *s, int w, int h) {
    for (int x = 0; x <= w; x++) s[x] = 0;
    for (int y = 1; y <= h; y++) {
        uint32_t row = 0;
        s[y * (w + 1)] = 0;
        for (int x = 1; x <= w; x++) {
            row += p[(y - 1) * w + (x - 1)];
            s[y * (w + 1) + x] = s[(y - 1) * (w + 1) + x] + row;
        }
    }
}

static uint32_t box(const uint32_t *s, int w, int x0, int y0, int x1, int y1) {
    int W1 = w + 1;
    return s[y1 * W1 + x1] - s[y0 * W1 + x1] - s[y1 * W1 + x0] + s[y0 * W1 + x0];
}

int main(void) {
    for (int i = 0; i < N; i++) v[i] = (int32_t)(lcg() >> 20) - 2048;
    for (int i = 0; i < H * W; i++) pix[i] = (uint8_t)(lcg() >> 24);
    int64_t chk = 0;
    for (int r = 0; r < 60; r++) {
        scan_excl(v, ps, N);
        chk += ps[N] + ps[N / 3];
        inclusive_inplace(v, N);
        adjdiff(v, diff, N);
        for (int i = 0; i < N; i++) v[i] = diff[i] + ((i + r) & 1);
        build_sat(pix, sat, W, H);
        for (int q = 0; q < 200; q++) {
            uint32_t a = lcg();
            int x0 = (int)(a % 64), y0 = (int)((a >> 8) % 64);
            chk += box(sat, W, x0, y0, x0 + 1 + (int)((a >> 16) % 63), y0 + 1 + (int)((a >> 24) % 63));
        }
        pix[(r * 37) % (H * W)] ^= 0x55;
    }
    printf("%lld\n", (long long)chk);
    return 0;
}
