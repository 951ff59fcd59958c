/* Tiny video-codec style kernels built from loops with small constant trip
   counts: RGB->YCbCr via a 3x3 integer matrix, a 4x4 integer core transform
   (H.264 style) with quantisation on 4x4 luma blocks, its inverse, and an
   8-tap horizontal interpolation filter.  Prints reconstruction error and
   coefficient statistics. */
#include <stdio.h>
#include <stdint.h>

#define W 128
#define H 96
#define FRAMES 6

static uint8_t rgb[H][W][3];
static int16_t ycc[3][H][W];
static uint8_t recon[H][W];
static uint8_t interp[H][W];

static uint32_t rng = 4711u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 10;
}

static const int32_t cmat[3][3] = {
    {66, 129, 25}, {-38, -74, 112}, {112, -94, -18}};
static const int32_t coff[3] = {16, 128, 128};

static void to_ycc(void) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            for (int k = 0; k < 3; k++) {
                int32_t s = 0;
                for (int j = 0; j < 3; j++) s += cmat[k][j] * rgb[y][x][j];
                ycc[k][y][x] = (int16_t)(((s + 128) >> 8) + coff[k]);
            }
}

static void fwd4x4(const int32_t in[4][4], int32_t out[4][4]) {
    int32_t t[4][4];
    for (int i = 0; i < 4; i++) {
        int32_t a = in[i][0] + in[i][3], b = in[i][1] + in[i][2];
        int32_t c = in[i][1] - in[i][2], d = in[i][0] - in[i][3];
        t[i][0] = a + b; t[i][2] = a - b;
        t[i][1] = 2 * d + c; t[i][3] = d - 2 * c;
    }
    for (int j = 0; j < 4; j++) {
        int32_t a = t[0][j] + t[3][j], b = t[1][j] + t[2][j];
        int32_t c = t[1][j] - t[2][j], d = t[0][j] - t[3][j];
        out[0][j] = a + b; out[2][j] = a - b;
        out[1][j] = 2 * d + c; out[3][j] = d - 2 * c;
    }
}

static void inv4x4(const int32_t in[4][4], int32_t out[4][4]) {
    int32_t t[4][4];
    for (int i = 0; i < 4; i++) {
        int32_t a = in[i][0] + in[i][2], b = in[i][0] - in[i][2];
        int32_t c = (in[i][1] >> 1) - in[i][3], d = in[i][1] + (in[i][3] >> 1);
        t[i][0] = a + d; t[i][1] = b + c; t[i][2] = b - c; t[i][3] = a - d;
    }
    for (int j = 0; j < 4; j++) {
        int32_t a = t[0][j] + t[2][j], b = t[0][j] - t[2][j];
        int32_t c = (t[1][j] >> 1) - t[3][j], d = t[1][j] + (t[3][j] >> 1);
        out[0][j] = (a + d + 32) >> 6; out[1][j] = (b + c + 32) >> 6;
        out[2][j] = (b - c + 32) >> 6; out[3][j] = (a - d + 32) >> 6;
    }
}

/* quant/dequant scale per position class (qp = 12) */
static const int32_t qscale[3] = {13107, 5243, 8066};
static const int32_t dscale[3] = {10 * 4, 16 * 4, 13 * 4};

static int pos_class(int i, int j) {
    if ((i & 1) == 0 && (j & 1) == 0) return 0;
    if ((i & 1) == 1 && (j & 1) == 1) return 1;
    return 2;
}

static const int32_t taps[8] = {-1, 4, -11, 40, 40, -11, 4, -1};

int main(void) {
    long nonzero = 0, sqerr = 0;
    int64_t coefsum = 0;
    uint32_t ck = 0;
    for (int f = 0; f < FRAMES; f++) {
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                uint32_t r = next_rand();
                int base = ((x + f * 3) ^ y) & 0xff;
                for (int k = 0; k < 3; k++) {
                    int v = base + (int)((r >> (k * 4)) & 15) - 8 + k * 20;
                    rgb[y][x][k] = (uint8_t)(v < 0 ? 0 : (v > 255 ? 255 : v));
                }
            }
        to_ycc();
        for (int by = 0; by < H; by += 4)
            for (int bx = 0; bx < W; bx += 4) {
                int32_t blk[4][4], co[4][4], rec[4][4];
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++) blk[i][j] = ycc[0][by + i][bx + j] - 128;
                fwd4x4(blk, co);
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++) {
                        int c = pos_class(i, j);
                        int32_t v = co[i][j];
                        int32_t q = ((v < 0 ? -v : v) * qscale[c] + (1 << 16) / 3) >> 17;
                        if (v < 0) q = -q;
                        nonzero += q != 0;
                        coefsum += q;
                        co[i][j] = q * dscale[c];
                    }
                inv4x4(co, rec);
                for (int i = 0; i < 4; i++)
                    for (int j = 0; j < 4; j++) {
                        int v = rec[i][j] + 128;
                        v = v < 0 ? 0 : (v > 255 ? 255 : v);
                        recon[by + i][bx + j] = (uint8_t)v;
                        int e = v - ycc[0][by + i][bx + j];
                        sqerr += e * e;
                    }
            }
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++) {
                int32_t s = 0;
                for (int t = 0; t < 8; t++) {
                    int xx = x + t - 3;
                    xx = xx < 0 ? 0 : (xx >= W ? W - 1 : xx);
                    s += taps[t] * recon[y][xx];
                }
                s = (s + 32) >> 6;
                interp[y][x] = (uint8_t)(s < 0 ? 0 : (s > 255 ? 255 : s));
            }
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                ck = ck * 31u + interp[y][x] + ((uint32_t)(uint16_t)ycc[1][y][x] << 8) +
                     ((uint32_t)(uint16_t)ycc[2][y][x] << 16);
    }
    printf("nonzero=%ld coefsum=%lld sqerr=%ld\n", nonzero, (long long)coefsum, sqerr);
    printf("ck=%08x\n", ck);
    return 0;
}
