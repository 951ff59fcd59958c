/* Interleaved stereo int16 audio processing.  A buffer of L/R sample pairs
   (L at even, R at odd indices) is synthesized from two LCG-driven
   oscillators, then processed per block: Q15 gain on each channel, a
   constant-power-ish pan law from a small table, mid/side encode and
   decode, mixdown to mono, per-channel peak and sum of squares (RMS
   without sqrt), a channel swap, and a DC-blocking one-pole filter run
   separately on each channel with stride 2.  Exercises loops with i += 2
   over interleaved data (want de-interleaving vector loads), saturation
   clamps, abs/max selects and 64-bit accumulators.  Prints per-block
   statistics for a few blocks and a checksum. */
#include <stdio.h>
#include <stdint.h>

#define FRAMES 8192
#define NSAMP (2 * FRAMES)
#define BLOCKS 24

static int16_t buf[NSAMP];
static int16_t tmp[NSAMP];
static int16_t mono[FRAMES];

static const int16_t pan_tab[9][2] = {
    {32767, 0}, {32138, 6393}, {30273, 12539}, {27245, 18204}, {23170, 23170},
    {18204, 27245}, {12539, 30273}, {6393, 32138}, {0, 32767}};

static uint32_t rng = 0xC0FFEEu;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng;
}

static inline int16_t sat16(int32_t v) {
    return (int16_t)(v > 32767 ? 32767 : (v < -32768 ? -32768 : v));
}

static void synth(int block) {
    uint32_t pl = (uint32_t)block * 977u, pr = (uint32_t)block * 1313u;
    uint32_t stepl = 300u + (next_rand() >> 24), stepr = 500u + (next_rand() >> 23);
    for (int i = 0; i < NSAMP; i += 2) {
        pl += stepl; pr += stepr;
        int32_t tl = (int32_t)((pl >> 4) & 0xFFFF) - 32768;  /* saw */
        int32_t tr = (pr & 0x80000u) ? 12000 : -12000;          /* square */
        int32_t noise = (int32_t)((next_rand() >> 20) & 1023u) - 512;
        buf[i] = sat16(tl / 2 + noise);
        buf[i + 1] = sat16(tr + noise);
    }
}

static void gain(int16_t *s, int32_t gl, int32_t gr) {
    for (int i = 0; i < NSAMP; i += 2) {
        s[i] = sat16((s[i] * gl) >> 15);
        s[i + 1] = sat16((s[i + 1] * gr) >> 15);
    }
}

static void pan(const int16_t *src, int16_t *dst, int pos) {
    int32_t a = pan_tab[pos][0], b = pan_tab[pos][1];
    for (int i = 0; i < NSAMP; i += 2) {
        int32_t m = (src[i] + src[i + 1]) >> 1;
        dst[i] = sat16((m * a) >> 15);
        dst[i + 1] = sat16((m * b) >> 15);
    }
}

static void midside(int16_t *s) {
    for (int i = 0; i < NSAMP; i += 2) {
        int32_t l = s[i], r = s[i + 1];
        int32_t mid = (l + r) >> 1, side = (l - r) >> 1;
        side = (side * 3) >> 1;               /* widen */
        s[i] = sat16(mid + side);
        s[i + 1] = sat16(mid - side);
    }
}

static void mixdown(const int16_t *s, int16_t *m) {
    for (int i = 0, j = 0; i < NSAMP; i += 2, j++)
        m[j] = (int16_t)((s[i] + s[i + 1]) >> 1);
}

static void swap_channels(int16_t *s) {
    for (int i = 0; i < NSAMP; i += 2) {
        int16_t t = s[i];
        s[i] = s[i + 1];
        s[i + 1] = t;
    }
}

static void dc_block(int16_t *s, int ch) {
    int32_t xprev = 0, yprev = 0;
    for (int i = ch; i < NSAMP; i += 2) {
        int32_t x = s[i];
        int32_t y = x - xprev + ((yprev * 32440) >> 15);
        xprev = x;
        y = y > 32767 ? 32767 : y;
        y = y < -32768 ? -32768 : y;
        yprev = y;
        s[i] = (int16_t)y;
    }
}

typedef struct { int32_t peak[2]; uint64_t energy[2]; int32_t clip[2]; } stats;

static stats measure(const int16_t *s) {
    stats st = {{0, 0}, {0, 0}, {0, 0}};
    for (int i = 0; i < NSAMP; i += 2) {
        int32_t l = s[i], r = s[i + 1];
        int32_t al = l < 0 ? -l : l, ar = r < 0 ? -r : r;
        st.peak[0] = al > st.peak[0] ? al : st.peak[0];
        st.peak[1] = ar > st.peak[1] ? ar : st.peak[1];
        st.energy[0] += (uint64_t)(al * al);
        st.energy[1] += (uint64_t)(ar * ar);
        st.clip[0] += al >= 32767;
        st.clip[1] += ar >= 32767;
    }
    return st;
}

static uint32_t hash16(const int16_t *s, int n) {
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) h = (h ^ (uint16_t)s[i]) * 16777619u;
    return h;
}

int main(void) {
    uint64_t check = 0;
    for (int b = 0; b < BLOCKS; b++) {
        synth(b);
        gain(buf, 20000 + b * 1500, 26000 - b * 900);
        midside(buf);
        stats s1 = measure(buf);
        pan(buf, tmp, b % 9);
        dc_block(tmp, 0);
        dc_block(tmp, 1);
        swap_channels(tmp);
        stats s2 = measure(tmp);
        mixdown(tmp, mono);
        if (b % 8 == 0)
            printf("block %2d: peak %d/%d rms2 %llu/%llu clip %d/%d -> peak %d/%d\n", b,
                   s1.peak[0], s1.peak[1],
                   (unsigned long long)(s1.energy[0] / FRAMES), (unsigned long long)(s1.energy[1] / FRAMES),
                   s1.clip[0], s1.clip[1], s2.peak[0], s2.peak[1]);
        check = check * 0x100000001B3ull + s1.energy[0] + 3 * s1.energy[1] + 5 * s2.energy[0] + 7 * s2.energy[1];
        check ^= (uint64_t)hash16(mono, FRAMES) << (b & 31);
        check += (uint64_t)(s2.clip[0] + s2.clip[1] + s1.peak[0] + s2.peak[1]);
    }
    printf("checksum %016llx\n", (unsigned long long)check);
    return 0;
}
