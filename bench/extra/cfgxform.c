/* Sensor calibration pipeline driven by configuration structs passed by
   pointer.  Raw 16-bit readings go through per-stage scale/bias/shift, range
   limits, a lookup-table correction selected by a global settings struct and
   a running statistics update.  Loops read their bounds and parameters
   through pointers on every iteration.  Prints per-stage statistics. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define NSAMP 4096
#define NSTAGES 4
#define NITER 40

struct stage {
    int n;
    int scale;
    int bias;
    int shift;
    int lo, hi;
};

struct settings {
    int lut_bits;
    int lut_offset;
    const int16_t *lut;
    int decim;
};

struct stats {
    long sum;
    int min, max;
    int count;
};

static struct settings g_set;
static int16_t g_lut[256];
static int16_t raw[NSAMP];
static int buf_a[NSAMP], buf_b[NSAMP];
static int16_t outq[NSAMP];

static uint32_t rng = 555u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return (rng >> 16) & 0x7fff;
}

static void apply_stage(const struct stage *st, const int *in, int *out) {
    for (int i = 0; i < st->n; i++) {
        int v = ((in[i] * st->scale) >> st->shift) + st->bias;
        if (v < st->lo) v = st->lo;
        if (v > st->hi) v = st->hi;
        out[i] = v;
    }
}

static void widen(const struct stage *st, const int16_t *in, int *out) {
    for (int i = 0; i < st->n; i++)
        out[i] = in[i] * st->scale + st->bias;
}

static void lut_correct(const struct settings *s, int n, int *data) {
    for (int i = 0; i < n; i++) {
        int idx = (data[i] >> s->lut_bits) + s->lut_offset;
        idx &= 255;
        data[i] += s->lut[idx];
    }
}

static void narrow(int n, const int *in, int16_t *out) {
    for (int i = 0; i < n; i += g_set.decim) {
        int v = in[i] >> 2;
        out[i / g_set.decim] = (int16_t)(v > 32767 ? 32767 : (v < -32768 ? -32768 : v));
    }
}

static void update_stats(struct stats *s, const int *d, int n) {
    for (int i = 0; i < n; i++) {
        s->sum += d[i];
        if (d[i] < s->min) s->min = d[i];
        if (d[i] > s->max) s->max = d[i];
        s->count++;
    }
}

int main(void) {
    struct stage stages[NSTAGES] = {
        {NSAMP, 3, -100, 0, -200000, 200000},
        {NSAMP, 181, 17, 7, -150000, 150000},
        {NSAMP, 45, -3, 5, -90000, 90000},
        {NSAMP, 7, 1000, 3, -60000, 60000},
    };
    struct stats st[NSTAGES + 1];
    for (int k = 0; k <= NSTAGES; k++) {
        st[k].sum = 0; st[k].min = 1 << 30; st[k].max = -(1 << 30); st[k].count = 0;
    }
    for (int i = 0; i < 256; i++)
        g_lut[i] = (int16_t)((int)(next_rand() % 401) - 200);
    g_set.lut = g_lut;
    uint32_t ck = 0;

    for (int it = 0; it < NITER; it++) {
        for (int i = 0; i < NSAMP; i++)
            raw[i] = (int16_t)((int)next_rand() - 16384);
        g_set.lut_bits = 4 + it % 5;
        g_set.lut_offset = it * 3;
        g_set.decim = 1 + it % 3;
        stages[0].n = NSAMP - (it * 37) % 512;
        for (int k = 1; k < NSTAGES; k++) stages[k].n = stages[0].n;
        int n = stages[0].n;

        widen(&stages[0], raw, buf_a);
        update_stats(&st[0], buf_a, n);
        int *src = buf_a, *dst = buf_b;
        for (int k = 1; k < NSTAGES; k++) {
            apply_stage(&stages[k], src, dst);
            update_stats(&st[k], dst, n);
            int *t = src; src = dst; dst = t;
        }
        lut_correct(&g_set, n, src);
        update_stats(&st[NSTAGES], src, n);
        narrow(n, src, outq);
        int m = (n + g_set.decim - 1) / g_set.decim;
        for (int i = 0; i < m; i++)
            ck = ck * 33u + (uint16_t)outq[i];
    }
    for (int k = 0; k <= NSTAGES; k++)
        printf("stage %d: n=%d sum=%ld min=%d max=%d\n", k, st[k].count, st[k].sum, st[k].min, st[k].max);
    printf("ck=%08x\n", ck);
    return 0;
}
