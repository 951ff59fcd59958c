/* Block transform codec: a synthetic 8-bit grayscale image is cut into 8x8
   blocks, each block goes through an integer Walsh-Hadamard transform
   (separable butterflies on rows then columns), the coefficients are
   quantized with a frequency-dependent step, dequantized and inverse
   transformed.  Several quality levels are tried; prints the nonzero
   coefficient count, squared error and a reconstruction checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 256
#define H 192
#define NQ 6

static uint8_t img[H][W];
static uint8_t rec[H][W];

static uint32_t rng;
static uint32_t next_rand(void) {
    rng ^= rng << 13;
    rng ^= rng >> 17;
    rng ^= rng << 5;
    return rng;
}

/* smooth gradients, a few rectangles and some noise */
static void make_image(void) {
    rng = 0x2545F491u;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int v = (x * 3 + y * 2) / 4 + ((x / 16 + y / 16) % 2) * 20;
            if (x > 60 && x < 140 && y > 40 && y < 100) v = 200 - (x - 60);
            if ((x - 190) * (x - 190) + (y - 130) * (y - 130) < 900) v = 30 + y / 4;
            v += (int)(next_rand() % 9) - 4;
            img[y][x] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
        }
}

/* in-place unnormalized 8-point Walsh-Hadamard transform with stride */
static void wht8(int32_t *p, int stride) {
    for (int len = 1; len < 8; len <<= 1)
        for (int i = 0; i < 8; i += len << 1)
            for (int j = i; j < i + len; j++) {
                int32_t a = p[j * stride], b = p[(j + len) * stride];
                p[j * stride] = a + b;
                p[(j + len) * stride] = a - b;
            }
}

static void wht2d(int32_t blk[64]) {
    for (int r = 0; r < 8; r++) wht8(blk + r * 8, 1);
    for (int c = 0; c < 8; c++) wht8(blk + c, 8);
}

/* rounding division toward nearest, symmetric around zero */
static int32_t rdiv(int32_t v, int32_t d) {
    return v >= 0 ? (v + d / 2) / d : -((-v + d / 2) / d);
}

static int32_t qstep(int u, int v, int q) {
    return 8 * q * (1 + ((u + v) * q) / 4);
}

static int code_block(int by, int bx, int q, uint64_t *sse) {
    int32_t blk[64];
    int nz = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) blk[i * 8 + j] = (int32_t)img[by + i][bx + j] - 128;
    wht2d(blk);
    for (int u = 0; u < 8; u++)
        for (int v = 0; v < 8; v++) {
            int32_t s = qstep(u, v, q);
            int32_t level = rdiv(blk[u * 8 + v], s);
            if (level != 0) nz++;
            blk[u * 8 + v] = level * s;
        }
    wht2d(blk); /* WHT is its own inverse up to a factor of 64 */
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            int32_t v = rdiv(blk[i * 8 + j], 64) + 128;
            if (v < 0) v = 0;
            if (v > 255) v = 255;
            rec[by + i][bx + j] = (uint8_t)v;
            int32_t e = v - (int32_t)img[by + i][bx + j];
            *sse += (uint64_t)(e * e);
        }
    return nz;
}

int main(void) {
    static const int qual[NQ] = {1, 2, 3, 5, 8, 12};
    uint64_t total_sse = 0;
    long total_nz = 0;
    uint32_t chk = 2166136261u;
    make_image();
    for (int pass = 0; pass < 4; pass++)
        for (int qi = 0; qi < NQ; qi++) {
            uint64_t sse = 0;
            long nz = 0;
            for (int by = 0; by < H; by += 8)
                for (int bx = 0; bx < W; bx += 8) nz += code_block(by, bx, qual[qi] + pass, &sse);
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x += 4) {
                    chk ^= (uint32_t)rec[y][x] | (uint32_t)rec[y][x + 1] << 8 |
                           (uint32_t)rec[y][x + 2] << 16 | (uint32_t)rec[y][x + 3] << 24;
                    chk *= 16777619u;
                }
            total_sse += sse;
            total_nz += nz;
            if (pass == 0) printf("q=%d nonzero=%ld sse=%llu\n", qual[qi], nz, (unsigned long long)sse);
        }
    printf("hadamard: nonzero=%ld sse=%llu chk=%08x\n", total_nz, (unsigned long long)total_sse,
           (unsigned)chk);
    return 0;
}
