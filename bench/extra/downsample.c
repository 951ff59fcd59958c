/* Image and signal downsampling.  An 8-bit grey image generated with an LCG
   is reduced by 2x2 box filtering (rows read two at a time, columns with
   x += 2), then again to quarter size, and the pyramid levels are upsampled
   back by pixel replication to measure the error.  An int16 signal is
   decimated 4:1 with a 4-tap average (i += 4) and 2:1 with a [1 2 1]/4
   half-band filter (i += 2), and even/odd samples are de-interleaved.
   Exercises strided loops (steps 2 and 4) that want vectorization with
   interleaved loads, rounding shifts, abs-difference sums and small
   fixed-size reductions.  Prints sums of each level and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 512
#define H 384
#define NS 65536
#define ROUNDS 6

static uint8_t img[H * W];
static uint8_t half[(H / 2) * (W / 2)];
static uint8_t quarter[(H / 4) * (W / 4)];
static uint8_t recon[H * W];
static int16_t sig[NS];
static int16_t dec4[NS / 4];
static int16_t dec2[NS / 2];
static int16_t evens[NS / 2], odds[NS / 2];

static uint32_t seed = 12345u;
static uint32_t lcg(void) {
    seed = seed * 1103515245u + 12345u;
    return seed >> 8;
}

static void gen_image(int round) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            unsigned v = (unsigned)((x * (3 + round)) ^ (y * 5)) + (lcg() & 31u);
            img[y * W + x] = (uint8_t)v;
        }
}

static void box2(const uint8_t *src, int sw, int sh, uint8_t *dst) {
    int dw = sw / 2;
    for (int y = 0; y < sh; y += 2) {
        const uint8_t *r0 = src + y * sw;
        const uint8_t *r1 = r0 + sw;
        uint8_t *d = dst + (y / 2) * dw;
        for (int x = 0; x < sw; x += 2) {
            unsigned s = (unsigned)r0[x] + r0[x + 1] + r1[x] + r1[x + 1];
            d[x / 2] = (uint8_t)((s + 2u) >> 2);
        }
    }
}

static void upsample2(const uint8_t *src, int sw, int sh, uint8_t *dst) {
    int dw = sw * 2;
    for (int y = 0; y < sh; y++) {
        uint8_t *d0 = dst + (2 * y) * dw;
        uint8_t *d1 = d0 + dw;
        const uint8_t *s = src + y * sw;
        for (int x = 0; x < dw; x += 2) {
            uint8_t v = s[x >> 1];
            d0[x] = v; d0[x + 1] = v;
            d1[x] = v; d1[x + 1] = v;
        }
    }
}

static uint32_t sad(const uint8_t *a, const uint8_t *b, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) {
        int d = (int)a[i] - (int)b[i];
        s += (uint32_t)(d < 0 ? -d : d);
    }
    return s;
}

static uint32_t sum8(const uint8_t *a, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

static void gen_signal(void) {
    int acc = 0;
    for (int i = 0; i < NS; i++) {
        acc += (int)(lcg() & 2047u) - 1024;
        if (acc > 30000) acc = 30000;
        if (acc < -30000) acc = -30000;
        sig[i] = (int16_t)(acc + ((i & 64) ? 1000 : -1000));
    }
}

static void decimate4(void) {
    for (int i = 0; i < NS; i += 4) {
        int s = sig[i] + sig[i + 1] + sig[i + 2] + sig[i + 3];
        dec4[i / 4] = (int16_t)(s >> 2);
    }
}

static void decimate2(void) {
    dec2[0] = sig[0];
    for (int i = 2; i < NS; i += 2) {
        int s = sig[i - 1] + 2 * sig[i] + sig[i + 1];
        dec2[i / 2] = (int16_t)((s + 2) >> 2);
    }
}

static void deinterleave(void) {
    for (int i = 0; i < NS; i += 2) {
        evens[i >> 1] = sig[i];
        odds[i >> 1] = sig[i + 1];
    }
}

static uint32_t sum16(const int16_t *a, int n) {
    uint32_t h = 0;
    for (int i = 0; i < n; i++) h = h * 31u + (uint16_t)a[i];
    return h;
}

int main(void) {
    uint32_t check = 0;
    for (int r = 0; r < ROUNDS; r++) {
        gen_image(r);
        box2(img, W, H, half);
        box2(half, W / 2, H / 2, quarter);
        upsample2(half, W / 2, H / 2, recon);
        uint32_t e1 = sad(img, recon, W * H);
        memset(recon, 0, sizeof recon);
        upsample2(quarter, W / 4, H / 4, recon);
        uint32_t e2 = sad(half, recon, (W / 2) * (H / 2));
        uint32_t s1 = sum8(half, (W / 2) * (H / 2));
        uint32_t s2 = sum8(quarter, (W / 4) * (H / 4));
        if (r == 0 || r == ROUNDS - 1)
            printf("round %d: half=%u quarter=%u err1=%u err2=%u\n", r, s1, s2, e1, e2);
        check = check * 2654435761u + s1 + s2 * 3u + e1 * 5u + e2 * 7u;

        gen_signal();
        decimate4();
        decimate2();
        deinterleave();
        uint32_t h4 = sum16(dec4, NS / 4), h2 = sum16(dec2, NS / 2);
        uint32_t he = sum16(evens, NS / 2), ho = sum16(odds, NS / 2);
        check = check * 2654435761u + (h4 ^ (h2 << 1) ^ (he << 2) ^ (ho << 3));
    }
    printf("checksum %08x\n", check);
    return 0;
}
