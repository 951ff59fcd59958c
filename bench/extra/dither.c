/* Halftoning of an 8-bit grayscale image: Floyd-Steinberg error diffusion
   to N gray levels using two integer error rows (serpentine scan), ordered
   dithering with a 4x4 Bayer matrix, and packing the 1-bit result into bytes.
   Images are gradients plus noise varied per repetition; prints checksums. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 160
#define H 120

static uint8_t src[H][W];
static uint8_t fs_out[H][W];
static uint8_t bayer_out[H][W];
static uint8_t packed[H][(W + 7) / 8];
static int err_cur[W + 2], err_next[W + 2];

static const uint8_t bayer4[4][4] = {
    {0, 8, 2, 10}, {12, 4, 14, 6}, {3, 11, 1, 9}, {15, 7, 13, 5}};

static void make_image(uint32_t seed) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            seed = seed * 1103515245u + 12345u;
            int noise = (int)((seed >> 16) & 31) - 16;
            int v = (x * 255) / (W - 1) / 2 + (y * 255) / (H - 1) / 2 + noise;
            if ((x / 20 + y / 20) % 5 == 0) v = 255 - v; /* some contrast blocks */
            src[y][x] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
        }
}

static int quantize(int v, int levels) {
    int step = 255 / (levels - 1);
    int q = (v + step / 2) / step;
    if (q < 0) q = 0;
    if (q > levels - 1) q = levels - 1;
    return q * step;
}

static void floyd_steinberg(int levels) {
    memset(err_cur, 0, sizeof err_cur);
    memset(err_next, 0, sizeof err_next);
    for (int y = 0; y < H; y++) {
        int dir = (y & 1) ? -1 : 1;
        int x0 = dir > 0 ? 0 : W - 1;
        for (int k = 0; k < W; k++) {
            int x = x0 + k * dir;
            /* errors are stored scaled by 16, index shifted by one for borders */
            int v = src[y][x] + err_cur[x + 1] / 16;
            int q = quantize(v, levels);
            int e = v - q;
            fs_out[y][x] = (uint8_t)q;
            err_cur[x + 1 + dir] += e * 7;
            err_next[x + 1 - dir] += e * 3;
            err_next[x + 1] += e * 5;
            err_next[x + 1 + dir] += e * 1;
        }
        memcpy(err_cur, err_next, sizeof err_cur);
        memset(err_next, 0, sizeof err_next);
    }
}

static void ordered_dither(void) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int threshold = bayer4[y & 3][x & 3] * 16 + 8;
            bayer_out[y][x] = src[y][x] > threshold ? 255 : 0;
        }
}

static void pack_bits(uint8_t img[H][W]) {
    for (int y = 0; y < H; y++)
        for (int bx = 0; bx < (W + 7) / 8; bx++) {
            uint8_t byte = 0;
            for (int b = 0; b < 8; b++) {
                int x = bx * 8 + b;
                if (x < W && img[y][x] >= 128) byte |= (uint8_t)(0x80u >> b);
            }
            packed[y][bx] = byte;
        }
}

static uint32_t hash_bytes(const uint8_t *p, size_t n, uint32_t h) {
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 16777619u;
    return h;
}

static long mean_abs_error(uint8_t img[H][W]) {
    long total = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int d = (int)img[y][x] - (int)src[y][x];
            total += d < 0 ? -d : d;
        }
    return total / (W * H);
}

int main(void) {
    uint32_t h = 2166136261u;
    long err_fs = 0, err_bayer = 0;
    for (int rep = 0; rep < 16; rep++) {
        make_image(1234u + (uint32_t)rep * 4099u);
        floyd_steinberg(2 + rep % 3);
        err_fs += mean_abs_error(fs_out);
        h = hash_bytes(&fs_out[0][0], sizeof fs_out, h);
        ordered_dither();
        err_bayer += mean_abs_error(bayer_out);
        pack_bits(bayer_out);
        h = hash_bytes(&packed[0][0], sizeof packed, h);
        floyd_steinberg(2);
        pack_bits(fs_out);
        h = hash_bytes(&packed[0][0], sizeof packed, h);
    }
    printf("dither: hash=%08x err_fs=%ld err_bayer=%ld\n", (unsigned)h, err_fs, err_bayer);
    return 0;
}
