/* RGBA8888 pixel operations on packed byte arrays.  Two 4-byte-per-pixel
   images are generated with an LCG; the program premultiplies alpha,
   alpha-blends a source over a destination ("over" with the exact /255
   rounding trick), swaps R and B (RGBA <-> BGRA), converts to 8-bit
   luminance with integer BT.601 weights and builds a luminance histogram,
   computes per-channel min/max, and applies a per-channel LUT with the
   alpha channel left alone.  Exercises loops with i += 4 over byte arrays
   (want interleaved vector loads/stores), the same work written on
   uint32_t words with shifts and masks, min/max selects and histogram
   scatter.  Prints channel ranges, histogram summary and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define NPIX (256 * 160)
#define NB (NPIX * 4)
#define PASSES 5

static uint8_t src[NB], dst[NB], work[NB];
static uint32_t words[NPIX];
static uint8_t luma[NPIX];
static uint32_t hist[256];
static uint8_t lut[256];

static uint32_t rs = 2463534242u;
static uint32_t xr(void) {
    rs ^= rs << 13; rs ^= rs >> 17; rs ^= rs << 5;
    return rs;
}

static inline uint8_t div255(unsigned v) { /* exact round(v/255) for v <= 255*255 */
    v += 128;
    return (uint8_t)((v + (v >> 8)) >> 8);
}

static void gen(uint8_t *p, int pass) {
    for (int i = 0; i < NB; i += 4) {
        uint32_t r = xr();
        int px = i >> 2;
        p[i] = (uint8_t)(r + (unsigned)px);
        p[i + 1] = (uint8_t)((r >> 8) ^ (unsigned)(px >> 3));
        p[i + 2] = (uint8_t)((r >> 16) + (unsigned)pass * 17u);
        uint8_t a = (uint8_t)(r >> 24);
        p[i + 3] = (px & 7) == 0 ? 255 : ((px & 7) == 1 ? 0 : a);
    }
}

static void premultiply(uint8_t *p) {
    for (int i = 0; i < NB; i += 4) {
        unsigned a = p[i + 3];
        p[i] = div255(p[i] * a);
        p[i + 1] = div255(p[i + 1] * a);
        p[i + 2] = div255(p[i + 2] * a);
    }
}

/* premultiplied "over": d = s + d * (255 - sa) / 255 */
static void blend_over(const uint8_t *s, uint8_t *d) {
    for (int i = 0; i < NB; i += 4) {
        unsigned ia = 255u - s[i + 3];
        d[i] = (uint8_t)(s[i] + div255(d[i] * ia));
        d[i + 1] = (uint8_t)(s[i + 1] + div255(d[i + 1] * ia));
        d[i + 2] = (uint8_t)(s[i + 2] + div255(d[i + 2] * ia));
        d[i + 3] = (uint8_t)(s[i + 3] + div255(d[i + 3] * ia));
    }
}

static void swap_rb_bytes(uint8_t *p) {
    for (int i = 0; i < NB; i += 4) {
        uint8_t t = p[i];
        p[i] = p[i + 2];
        p[i + 2] = t;
    }
}

static void pack_words(const uint8_t *p, uint32_t *w) {
    for (int i = 0; i < NPIX; i++)
        w[i] = (uint32_t)p[4 * i] | ((uint32_t)p[4 * i + 1] << 8) |
               ((uint32_t)p[4 * i + 2] << 16) | ((uint32_t)p[4 * i + 3] << 24);
}

static void swap_rb_words(uint32_t *w) {
    for (int i = 0; i < NPIX; i++) {
        uint32_t v = w[i];
        w[i] = (v & 0xFF00FF00u) | ((v >> 16) & 0xFFu) | ((v & 0xFFu) << 16);
    }
}

static void to_luma(const uint8_t *p, uint8_t *y) {
    for (int i = 0, j = 0; i < NB; i += 4, j++)
        y[j] = (uint8_t)((77u * p[i] + 150u * p[i + 1] + 29u * p[i + 2] + 128u) >> 8);
}

static void histogram(const uint8_t *y) {
    memset(hist, 0, sizeof hist);
    for (int i = 0; i < NPIX; i++) hist[y[i]]++;
}

static void apply_lut(uint8_t *p) {
    for (int i = 0; i < NB; i += 4) {
        p[i] = lut[p[i]];
        p[i + 1] = lut[p[i + 1]];
        p[i + 2] = lut[p[i + 2]];
    }
}

static void channel_range(const uint8_t *p, uint8_t mn[4], uint8_t mx[4]) {
    uint8_t lo[4] = {255, 255, 255, 255}, hi[4] = {0, 0, 0, 0};
    for (int i = 0; i < NB; i += 4)
        for (int c = 0; c < 4; c++) {
            uint8_t v = p[i + c];
            lo[c] = v < lo[c] ? v : lo[c];
            hi[c] = v > hi[c] ? v : hi[c];
        }
    memcpy(mn, lo, 4);
    memcpy(mx, hi, 4);
}

int main(void) {
    uint32_t check = 0;
    for (int i = 0; i < 256; i++) {
        int v = (i * i) / 255 + 16;          /* crude gamma */
        lut[i] = (uint8_t)(v > 255 ? 255 : v);
    }
    for (int pass = 0; pass < PASSES; pass++) {
        gen(src, pass);
        gen(dst, pass + 100);
        premultiply(src);
        premultiply(dst);
        blend_over(src, dst);
        memcpy(work, dst, NB);
        swap_rb_bytes(work);
        pack_words(dst, words);
        swap_rb_words(words);
        uint32_t mism = 0;
        for (int i = 0; i < NPIX; i++) {
            uint32_t b = (uint32_t)work[4 * i] | ((uint32_t)work[4 * i + 1] << 8) |
                         ((uint32_t)work[4 * i + 2] << 16) | ((uint32_t)work[4 * i + 3] << 24);
            mism += b != words[i];
        }
        to_luma(dst, luma);
        histogram(luma);
        apply_lut(work);
        uint8_t mn[4], mx[4];
        channel_range(work, mn, mx);
        uint32_t hmax = 0, mode = 0, dark = 0;
        for (int i = 0; i < 256; i++) {
            if (hist[i] > hmax) { hmax = hist[i]; mode = (uint32_t)i; }
            if (i < 64) dark += hist[i];
        }
        if (pass == 0 || pass == PASSES - 1)
            printf("pass %d: mism=%u range R%u-%u G%u-%u B%u-%u A%u-%u mode=%u(%u) dark=%u\n",
                   pass, mism, mn[0], mx[0], mn[1], mx[1], mn[2], mx[2], mn[3], mx[3], mode, hmax, dark);
        for (int i = 0; i < NB; i++) check = (check ^ work[i]) * 16777619u;
        for (int i = 0; i < 256; i++) check += hist[i] * (uint32_t)(i + 1);
        check += mism;
    }
    printf("checksum %08x\n", check);
    return 0;
}
