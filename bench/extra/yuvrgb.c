/* YUV 4:2:0 (planar I420) to packed RGB24 conversion and back.  A synthetic
   frame (gradients + moving pattern + noise) is generated in the Y, U and V
   planes (unsigned char), converted to RGB with BT.601 fixed-point
   coefficients and clamping to 0..255, then converted back to YUV with 2x2
   chroma averaging.  Per-frame PSNR-like error sums and channel histograms
   are collected.  Exercises nested loops over 2D arrays with strides,
   unsigned chars widened to int, ternary clamps, subsampled indexing, and a
   little double math for the error metric.  Prints per-frame stats and a
   checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <math.h>

#define W 320
#define H 240
#define FRAMES 10

static unsigned char Y[H][W], U[H / 2][W / 2], V[H / 2][W / 2];
static unsigned char Y2[H][W], U2[H / 2][W / 2], V2[H / 2][W / 2];
static unsigned char rgb[H][W * 3];
static unsigned hist[3][256];

static uint32_t seed = 12345u;
static uint32_t rnd(void) {
    seed ^= seed << 13;
    seed ^= seed >> 17;
    seed ^= seed << 5;
    return seed;
}

static inline int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }

static void gen_frame(int f) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = (x + y + 3 * f) & 255;
            if (((x + 4 * f) >> 4 & 1) ^ ((y >> 4) & 1)) v = 255 - v;
            v += (int)(rnd() & 15) - 8;
            Y[y][x] = (unsigned char)clamp255(v);
        }
    for (int y = 0; y < H / 2; y++)
        for (int x = 0; x < W / 2; x++) {
            U[y][x] = (unsigned char)clamp255(128 + ((x * 2 - f * 5) % 97) - 48);
            V[y][x] = (unsigned char)clamp255(128 + ((y * 3 + f * 7) % 113) - 56);
        }
}

/* BT.601 limited range, 8-bit fixed point */
static void yuv_to_rgb(void) {
    for (int y = 0; y < H; y++) {
        const unsigned char *yr = Y[y];
        const unsigned char *ur = U[y >> 1];
        const unsigned char *vr = V[y >> 1];
        unsigned char *out = rgb[y];
        for (int x = 0; x < W; x++) {
            int c = yr[x] - 16;
            int d = ur[x >> 1] - 128;
            int e = vr[x >> 1] - 128;
            int r = (298 * c + 409 * e + 128) >> 8;
            int g = (298 * c - 100 * d - 208 * e + 128) >> 8;
            int b = (298 * c + 516 * d + 128) >> 8;
            *out++ = (unsigned char)clamp255(r);
            *out++ = (unsigned char)clamp255(g);
            *out++ = (unsigned char)clamp255(b);
        }
    }
}

static void rgb_to_yuv(void) {
    for (int y = 0; y < H; y++) {
        const unsigned char *in = rgb[y];
        for (int x = 0; x < W; x++) {
            int r = in[3 * x], g = in[3 * x + 1], b = in[3 * x + 2];
            Y2[y][x] = (unsigned char)clamp255(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
        }
    }
    for (int y = 0; y < H / 2; y++)
        for (int x = 0; x < W / 2; x++) {
            int rs = 0, gs = 0, bs = 0;
            for (int dy = 0; dy < 2; dy++)
                for (int dx = 0; dx < 2; dx++) {
                    const unsigned char *p = &rgb[2 * y + dy][3 * (2 * x + dx)];
                    rs += p[0]; gs += p[1]; bs += p[2];
                }
            int r = (rs + 2) >> 2, g = (gs + 2) >> 2, b = (bs + 2) >> 2;
            U2[y][x] = (unsigned char)clamp255(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
            V2[y][x] = (unsigned char)clamp255(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
        }
}

static double plane_psnr(const unsigned char *a, const unsigned char *b, int n) {
    uint64_t se = 0;
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        se += (uint64_t)(d * d);
    }
    if (se == 0) return 99.0;
    double mse = (double)se / n;
    return 10.0 * log10(255.0 * 255.0 / mse);
}

int main(void) {
    uint32_t check = 0;
    memset(hist, 0, sizeof hist);
    for (int f = 0; f < FRAMES; f++) {
        gen_frame(f);
        int clipped = 0;
        yuv_to_rgb();
        rgb_to_yuv();
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W * 3; x++) {
                unsigned char v = rgb[y][x];
                hist[x % 3][v]++;
                if (v == 0 || v == 255) clipped++;
            }
        double py = plane_psnr(&Y[0][0], &Y2[0][0], W * H);
        double pu = plane_psnr(&U[0][0], &U2[0][0], W * H / 4);
        double pv = plane_psnr(&V[0][0], &V2[0][0], W * H / 4);
        printf("frame %d: psnr Y=%.3f U=%.3f V=%.3f clipped=%d\n", f, py, pu, pv, clipped);
        for (int y = 0; y < H; y += 3)
            for (int x = 0; x < W * 3; x += 5) check = check * 33u + rgb[y][x];
    }
    for (int c = 0; c < 3; c++) {
        unsigned best = 0;
        int arg = 0;
        for (int i = 0; i < 256; i++)
            if (hist[c][i] > best) { best = hist[c][i]; arg = i; }
        printf("channel %d mode=%d count=%u\n", c, arg, best);
        for (int i = 0; i < 256; i++) check ^= hist[c][i] * (uint32_t)(i + 1);
    }
    printf("yuvrgb check %08x\n", check);
    return 0;
}
