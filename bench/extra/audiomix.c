/* Fixed-point audio mixer.  Four synthetic 16-bit channels are mixed with
   Q15 gains and pans into a stereo bus with saturation, then passed through
   a hard clipper, a noise gate with dead zone, a simple peak compressor and
   an 8-bit saturating meter.  Almost every step is a small clamp, min/max,
   abs or sign decision.  Prints peak levels, clip counts and checksums. */
#include <stdio.h>
#include <stdint.h>

#define NCH 4
#define BLOCK 512
#define NBLOCKS 120

static int16_t chan[NCH][BLOCK];
static int16_t left[BLOCK], right[BLOCK];
static uint8_t meter[BLOCK];

static uint32_t rng = 31337u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 16;
}

static int32_t clamp32(int32_t v, int32_t lo, int32_t hi) {
    if (v < lo) v = lo;
    if (v > hi) v = hi;
    return v;
}

static int16_t sat16(int32_t v) {
    return (int16_t)(v > 32767 ? 32767 : (v < -32768 ? -32768 : v));
}

static int32_t iabs(int32_t v) { return v < 0 ? -v : v; }
static int32_t isign(int32_t v) { return (v > 0) - (v < 0); }
static int32_t imax(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t imin(int32_t a, int32_t b) { return a < b ? a : b; }

static uint8_t addsat_u8(uint8_t a, uint8_t b) {
    unsigned s = (unsigned)a + b;
    return (uint8_t)(s > 255 ? 255 : s);
}

static void synth(int blk) {
    for (int c = 0; c < NCH; c++) {
        int32_t amp = 6000 + c * 5000;
        int32_t period = 37 + c * 23;
        for (int i = 0; i < BLOCK; i++) {
            int32_t ph = (blk * BLOCK + i) % period;
            int32_t tri = ph < period / 2 ? ph : period - ph;         /* triangle */
            int32_t v = (tri * 2 * amp) / (period / 2 + 1) - amp;
            int32_t noise = (int32_t)(next_rand() % 2001) - 1000;
            chan[c][i] = sat16(v + noise * (c + 1));
        }
    }
}

int main(void) {
    static const int32_t gain[NCH] = {26000, 30000, 18000, 32767};   /* Q15 */
    static const int32_t pan[NCH] = {0, 12000, 24000, 32767};       /* Q15: 0 = left */
    long clipped = 0, gated = 0, compressed = 0;
    int32_t peak_l = 0, peak_r = 0, env = 0;
    int32_t minv = 0, maxv = 0;
    uint32_t ck = 0;
    long signsum = 0;
    uint8_t hold = 0;

    for (int blk = 0; blk < NBLOCKS; blk++) {
        synth(blk);
        int32_t threshold = 9000 + (blk % 8) * 1500;
        for (int i = 0; i < BLOCK; i++) {
            int32_t l = 0, r = 0;
            for (int c = 0; c < NCH; c++) {
                int32_t s = (chan[c][i] * gain[c]) >> 15;
                r += (s * pan[c]) >> 15;
                l += (s * (32767 - pan[c])) >> 15;
            }
            /* hard clip at +-24000 */
            if (l > 24000 || l < -24000 || r > 24000 || r < -24000) clipped++;
            l = clamp32(l, -24000, 24000);
            r = clamp32(r, -24000, 24000);
            /* noise gate with dead zone */
            if (iabs(l) < 400) { l = 0; gated++; }
            if (iabs(r) < 400) { r = 0; gated++; }
            /* peak envelope follower and compressor */
            int32_t a = imax(iabs(l), iabs(r));
            env = a > env ? a : env - (env >> 6);
            if (env > threshold) {
                int32_t excess = env - threshold;
                int32_t red = imin(excess / 2, 12000);
                l -= isign(l) * imin(iabs(l), red);
                r -= isign(r) * imin(iabs(r), red);
                compressed++;
            }
            left[i] = sat16(l * 2);
            right[i] = sat16(r * 2);
        }
        for (int i = 0; i < BLOCK; i++) {
            int32_t l = left[i], r = right[i];
            peak_l = imax(peak_l, iabs(l));
            peak_r = imax(peak_r, iabs(r));
            minv = imin(minv, imin(l, r));
            maxv = imax(maxv, imax(l, r));
            signsum += isign(l) + isign(r);
            uint8_t m = (uint8_t)(imax(iabs(l), iabs(r)) >> 8);
            hold = hold > 0 ? (uint8_t)(hold - 1) : 0;
            meter[i] = addsat_u8(m, hold);
            if (meter[i] > hold) hold = meter[i];
        }
        for (int i = 0; i < BLOCK; i++)
            ck = ck * 31u + (uint16_t)left[i] + ((uint32_t)(uint16_t)right[i] << 7) + meter[i];
    }
    printf("peak L=%d R=%d min=%d max=%d signsum=%ld\n", peak_l, peak_r, minv, maxv, signsum);
    printf("clipped=%ld gated=%ld compressed=%ld hold=%u ck=%08x\n", clipped, gated, compressed, hold, ck);
    return 0;
}
