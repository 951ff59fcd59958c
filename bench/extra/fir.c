/* Fixed-point DSP: a Q15 FIR low-pass and a biquad IIR on int16 samples
   with saturating arithmetic, a decimator and a peak/RMS meter over a
   generated multi-tone signal with noise. */
#include <stdio.h>
#include <stdint.h>

#define NS 20000
#define NTAPS 32

static int16_t input[NS], firout[NS], iirout[NS], decim[NS / 4];
static int16_t taps[NTAPS];

static uint32_t seed = 4242u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 20; }

static int16_t sat16(int32_t x) {
    if (x > 32767) return 32767;
    if (x < -32768) return -32768;
    return (int16_t)x;
}

static void make_signal(void) {
    /* triangle waves of three periods plus noise, computed in integers */
    for (int i = 0; i < NS; i++) {
        int32_t a = (i % 64) < 32 ? (i % 64) * 600 - 9600 : (64 - i % 64) * 600 - 9600;
        int32_t b = (i % 10) < 5 ? (i % 10) * 1500 - 3750 : (10 - i % 10) * 1500 - 3750;
        int32_t c = (i % 7) * 900 - 2700;
        int32_t noise = (int32_t)(lcg() % 4001) - 2000;
        input[i] = sat16(a + b + c + noise + (i % 1000 < 50 ? 20000 : 0));
    }
}

static void make_taps(void) {
    /* triangular window low-pass, sums to ~32768 */
    int32_t sum = 0;
    for (int k = 0; k < NTAPS; k++) {
        int32_t w = k < NTAPS / 2 ? k + 1 : NTAPS - k;
        taps[k] = (int16_t)(w * 120);
        sum += taps[k];
    }
    taps[NTAPS / 2] = (int16_t)(taps[NTAPS / 2] + (32768 - sum) / 2);
}

static void fir(const int16_t *x, int16_t *y, int n) {
    for (int i = 0; i < n; i++) {
        int32_t acc = 1 << 14;
        for (int k = 0; k < NTAPS; k++) {
            int j = i - k;
            if (j >= 0) acc += (int32_t)taps[k] * x[j];
        }
        y[i] = sat16(acc >> 15);
    }
}

typedef struct { int16_t b0, b1, b2, a1, a2; int32_t x1, x2, y1, y2; } Biquad;

static int16_t biquad_step(Biquad *q, int16_t x) {
    int64_t acc = (int64_t)q->b0 * x + (int64_t)q->b1 * q->x1 + (int64_t)q->b2 * q->x2
                - (int64_t)q->a1 * q->y1 - (int64_t)q->a2 * q->y2;
    int16_t y = sat16((int32_t)(acc >> 14));
    q->x2 = q->x1; q->x1 = x;
    q->y2 = q->y1; q->y1 = y;
    return y;
}

static void iir(Biquad *q, const int16_t *x, int16_t *y, int n) {
    for (int i = 0; i < n; i++) y[i] = biquad_step(q, x[i]);
}

static int decimate(const int16_t *x, int16_t *y, int n) {
    int m = 0;
    for (int i = 0; i + 3 < n; i += 4)
        y[m++] = sat16(((int32_t)x[i] + x[i + 1] + x[i + 2] + x[i + 3]) / 4);
    return m;
}

static uint32_t meter(const int16_t *x, int n) {
    int32_t peak = 0; uint64_t energy = 0;
    for (int i = 0; i < n; i++) {
        int32_t v = x[i] < 0 ? -(int32_t)x[i] : x[i];
        if (v > peak) peak = v;
        energy += (uint64_t)((int64_t)x[i] * x[i]);
    }
    return (uint32_t)peak * 65537u + (uint32_t)(energy / (uint64_t)n);
}

int main(void) {
    make_signal();
    make_taps();
    uint32_t check = 0;
    for (int round = 0; round < 6; round++) {
        Biquad q = { (int16_t)(2000 + round * 100), 4000, 2000, -22000, 9000, 0, 0, 0, 0 };
        fir(input, firout, NS);
        iir(&q, firout, iirout, NS);
        int m = decimate(iirout, decim, NS);
        check = check * 31u + meter(firout, NS) + meter(iirout, NS) * 3u + meter(decim, m) * 7u;
        for (int i = 0; i < NS; i++) input[i] = sat16(input[i] + (firout[i] >> 3) - (iirout[i] >> 4));
    }
    printf("dsp checksum %u\n", check);
    return 0;
}
