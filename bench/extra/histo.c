/* Histogram of 8-bit "pixel" data, cumulative histogram, histogram
   equalization lookup table, and applying the LUT to the image. */
#include <stdio.h>
#include <stdint.h>

#define W 256
#define H 256

static uint8_t img[W * H], out[W * H];
static uint32_t hist[256], cdf[256];
static uint8_t lut[256];

static uint32_t seed = 777u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 16; }

static void histogram(const uint8_t *p, int n, uint32_t *h) {
    for (int i = 0; i < 256; i++) h[i] = 0;
    for (int i = 0; i < n; i++) h[p[i]]++;
}

static void cumulate(const uint32_t *h, uint32_t *c) {
    uint32_t run = 0;
    for (int i = 0; i < 256; i++) { run += h[i]; c[i] = run; }
}

static void make_lut(const uint32_t *c, uint8_t *l, int n) {
    uint32_t cmin = 0;
    for (int i = 0; i < 256; i++) if (c[i]) { cmin = c[i]; break; }
    for (int i = 0; i < 256; i++) {
        uint32_t v = c[i] > cmin ? (c[i] - cmin) * 255u / (uint32_t)(n - (int)cmin) : 0;
        l[i] = (uint8_t)v;
    }
}

static void apply(const uint8_t *in, uint8_t *o, const uint8_t *l, int n) {
    for (int i = 0; i < n; i++) o[i] = l[in[i]];
}

int main(void) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            uint32_t r = lcg();
            img[y * W + x] = (uint8_t)(((x + y) >> 2) + (r & 31) + 40);
        }
    uint32_t chk = 0;
    for (int it = 0; it < 12; it++) {
        histogram(img, W * H, hist);
        cumulate(hist, cdf);
        make_lut(cdf, lut, W * H);
        apply(img, out, lut, W * H);
        for (int i = 0; i < 256; i++) chk = chk * 33u + hist[i];
        for (int i = 0; i < W * H; i += 97) chk += out[i];
        /* perturb the image a little */
        for (int i = it; i < W * H; i += 13) img[i] = (uint8_t)(img[i] + 3);
    }
    printf("%u\n", chk);
    return 0;
}
