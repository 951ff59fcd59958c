/* Many small loops with constant trip counts.  Integer 4x4 matrix products
   and transposes (mod 2^32), 4-vector transforms, an 8-tap FIR with the
   taps in a local array, 3x3 integer kernels (sharpen / Sobel magnitude)
   over a small image, packing 8 bytes into a uint64_t little-endian and
   unpacking them again, per-nibble popcounts via a 16-entry loop and a
   5-element insertion network on a local array.  Every inner loop has a
   trip count of 3, 4, 5, 8 or 16 known at compile time, so full unrolling
   and SROA of the local arrays decide the speed.  Prints a few results
   and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define IW 96
#define IH 64
#define ITER 48

typedef struct { uint32_t m[4][4]; } m4;

static uint8_t image[IH][IW];
static int16_t filtered[IH][IW];
static int16_t samples[4096];
static uint32_t st = 1u;
static uint32_t rnd(void) { st = st * 1103515245u + 12345u; return st >> 1; }

static m4 m4_mul(const m4 *a, const m4 *b) {
    m4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            uint32_t s = 0;
            for (int k = 0; k < 4; k++) s += a->m[i][k] * b->m[k][j];
            r.m[i][j] = s;
        }
    return r;
}

static void m4_transpose(m4 *a) {
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) {
            uint32_t t = a->m[i][j]; a->m[i][j] = a->m[j][i]; a->m[j][i] = t;
        }
}

static void m4_apply(const m4 *a, const uint32_t in[4], uint32_t out[4]) {
    for (int i = 0; i < 4; i++) {
        uint32_t s = 0;
        for (int k = 0; k < 4; k++) s += a->m[i][k] * in[k];
        out[i] = s;
    }
}

static uint64_t pack8(const uint8_t *b) {
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= (uint64_t)b[i] << (8 * i);
    return v;
}

static void unpack8(uint64_t v, uint8_t *b) {
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
}

static int nibble_pop(uint64_t v) {
    static const uint8_t pc[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    int s = 0;
    for (int i = 0; i < 16; i++) s += pc[(v >> (4 * i)) & 15u];
    return s;
}

static int median5(const int16_t *p) {
    int a[5];
    for (int i = 0; i < 5; i++) a[i] = p[i];
    for (int i = 1; i < 5; i++) {
        int t = a[i], j = i;
        for (; j > 0 && a[j - 1] > t; j--) a[j] = a[j - 1];
        a[j] = t;
    }
    return a[2];
}

static uint32_t fir8(const int16_t *x, int n, int32_t *acc_out) {
    const int16_t taps[8] = {-3, 7, 21, 39, 39, 21, 7, -3};
    uint32_t h = 0; int32_t total = 0;
    for (int i = 0; i + 8 <= n; i++) {
        int32_t s = 0;
        for (int k = 0; k < 8; k++) s += taps[k] * x[i + k];
        s >>= 7;
        total += s >> 4;
        h = h * 33u + (uint32_t)s;
    }
    *acc_out = total;
    return h;
}

static void kernels(void) {
    const int sharp[3][3] = {{0, -1, 0}, {-1, 5, -1}, {0, -1, 0}};
    const int sx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    for (int y = 1; y < IH - 1; y++)
        for (int x = 1; x < IW - 1; x++) {
            int a = 0, gx = 0, gy = 0;
            for (int dy = 0; dy < 3; dy++)
                for (int dx = 0; dx < 3; dx++) {
                    int p = image[y + dy - 1][x + dx - 1];
                    a += sharp[dy][dx] * p;
                    gx += sx[dy][dx] * p;
                    gy += sx[dx][dy] * p;
                }
            int mag = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
            a = a < 0 ? 0 : (a > 255 ? 255 : a);
            filtered[y][x] = (int16_t)(a + (mag >> 3));
        }
}

int main(void) {
    uint64_t check = 0;
    m4 acc, rot;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) { acc.m[i][j] = (i == j); rot.m[i][j] = (uint32_t)(i == j) + 2u * (rnd() & 0x7F); }
    for (int it = 0; it < ITER; it++) {
        for (int y = 0; y < IH; y++)
            for (int x = 0; x < IW; x++) image[y][x] = (uint8_t)((x * y + it * 13) ^ (rnd() & 15u));
        for (int i = 0; i < 4096; i++) samples[i] = (int16_t)((int32_t)(rnd() & 0xFFFF) - 32768);

        for (int r = 0; r < 300; r++) {
            acc = m4_mul(&acc, &rot);
            acc.m[r & 3][(r >> 2) & 3] ^= (uint32_t)r * 2654435761u + 1u;
            if ((r & 3) == 0) m4_transpose(&acc);
            uint32_t v[4] = {(uint32_t)r, (uint32_t)it, 7u, 1u}, o[4];
            m4_apply(&acc, v, o);
            check += o[0] ^ (o[1] << 1) ^ o[2] ^ (o[3] >> 1);
        }
        kernels();
        int32_t tot;
        uint32_t fh = fir8(samples, 4096, &tot);
        check = check * 31u + fh + (uint32_t)tot;

        uint32_t pops = 0, med = 0;
        for (int y = 0; y < IH; y++)
            for (int x = 0; x + 8 <= IW; x += 8) {
                uint8_t b[8];
                uint64_t w = pack8(&image[y][x]);
                w = (w << 13) | (w >> 51);
                unpack8(w, b);
                pops += (uint32_t)nibble_pop(w);
                for (int i = 0; i < 8; i++) check += (uint64_t)b[i] << (i & 3);
            }
        for (int i = 0; i + 5 <= 4096; i += 5) med += (uint32_t)median5(&samples[i]);
        uint64_t fs = 0;
        for (int y = 1; y < IH - 1; y++)
            for (int x = 1; x < IW - 1; x++) fs = fs * 3u + (uint16_t)filtered[y][x];
        if (it % 16 == 0)
            printf("it %d: acc00=%08x fir=%08x tot=%d pops=%u med=%08x fs=%016llx\n", it, acc.m[0][0], fh, tot,
                   pops, med, (unsigned long long)fs);
        check = check * 31u + fs + pops + med;
    }
    printf("checksum %016llx\n", (unsigned long long)check);
    return 0;
}
