/* Loops that re-read configuration on every iteration.  Filtering,
   scaling, bucketing and run-detection passes over an int32 array read
   their parameters from a global config struct, through a const pointer
   parameter, or from global scalars inside the loop body, while writing
   to separate output arrays (so the reads are loop-invariant only if the
   optimizer proves the stores cannot alias them, or they are const).  The
   config changes between passes.  Exercises loop-invariant code motion of
   loads, load/store forwarding, and compaction loops of the form
   if (x[i] > cfg->threshold) out[k++] = x[i] * cfg->scale.  Prints per-pass
   counts and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N 20000
#define PASSES 40
#define NBUCKET 16

typedef struct {
    int32_t threshold;
    int32_t scale;
    int32_t offset;
    int32_t lo, hi;
    int32_t bucket_shift;
    int32_t run_min;
} config;

static config g_cfg;
static int32_t g_bias;
static int32_t g_limit;
static int32_t data[N];
static int32_t out[N];
static int32_t clipped[N];
static uint32_t buckets[NBUCKET];

static uint32_t s = 0xBADC0DEu;
static uint32_t lcg(void) { s = s * 1664525u + 1013904223u; return s >> 7; }

/* threshold + scale through a pointer parameter */
static int compact(const int32_t *x, int n, int32_t *o, const config *cfg) {
    int k = 0;
    for (int i = 0; i < n; i++)
        if (x[i] > cfg->threshold) o[k++] = x[i] * cfg->scale + cfg->offset;
    return k;
}

/* clamp to [lo, hi] read from the global struct, bias from a global scalar */
static void clip_global(const int32_t *x, int n, int32_t *o) {
    for (int i = 0; i < n; i++) {
        int32_t v = x[i] + g_bias;
        if (v < g_cfg.lo) v = g_cfg.lo;
        if (v > g_cfg.hi) v = g_cfg.hi;
        o[i] = v;
    }
}

/* histogram into global buckets; shift and limit read each iteration */
static void bucketize(const int32_t *x, int n) {
    for (int i = 0; i < n; i++) {
        int32_t v = x[i] + (g_limit >> 1);
        v = v < 0 ? 0 : v;
        if (v >= g_limit) v = g_limit - 1;
        buckets[(uint32_t)v >> g_cfg.bucket_shift]++;
    }
}

/* runs of values above threshold at least run_min long */
static int count_runs(const int32_t *x, int n, const config *cfg, int32_t *longest) {
    int runs = 0, cur = 0, best = 0;
    for (int i = 0; i < n; i++) {
        if (x[i] > cfg->threshold) {
            cur++;
        } else {
            if (cur >= cfg->run_min) runs++;
            if (cur > best) best = cur;
            cur = 0;
        }
    }
    if (cur >= cfg->run_min) runs++;
    if (cur > best) best = cur;
    *longest = best;
    return runs;
}

/* in-place update through a pointer that might alias the config in
   principle; here it does not, but only the type system says so */
static void scale_inplace(int32_t *x, int n, const int32_t *mul, const int32_t *add) {
    for (int i = 0; i < n; i++) x[i] = (x[i] >> 2) * *mul + *add;
}

static int64_t sum_between(const int32_t *x, int n) {
    int64_t acc = 0;
    for (int i = 0; i < n; i++)
        if (x[i] >= g_cfg.lo + g_bias && x[i] <= g_cfg.hi - g_bias) acc += x[i];
    return acc;
}

int main(void) {
    uint32_t check = 0;
    int32_t level = 0;
    for (int i = 0; i < N; i++) {
        level += (int32_t)(lcg() % 201u) - 100;
        if (level > 5000) level = 5000;
        if (level < -5000) level = -5000;
        data[i] = level + (int32_t)(lcg() % 512u) - 256;
    }
    for (int p = 0; p < PASSES; p++) {
        g_cfg.threshold = (p * 197) % 4000 - 2000;
        g_cfg.scale = 1 + (p & 7);
        g_cfg.offset = p * 3 - 50;
        g_cfg.lo = -3000 + p * 10;
        g_cfg.hi = 3000 - p * 7;
        g_cfg.bucket_shift = 9;
        g_cfg.run_min = 3 + (p & 3);
        g_bias = (p % 5) * 40 - 80;
        g_limit = NBUCKET << 9;

        int k = compact(data, N, out, &g_cfg);
        clip_global(data, N, clipped);
        memset(buckets, 0, sizeof buckets);
        bucketize(clipped, N);
        int32_t longest;
        int runs = count_runs(data, N, &g_cfg, &longest);
        int64_t between = sum_between(clipped, N);
        int32_t mul = 3 + (p & 1), add = p - 20;
        scale_inplace(clipped, N, &mul, &add);

        uint32_t h = 0;
        for (int i = 0; i < k; i++) h = h * 31u + (uint32_t)out[i];
        for (int i = 0; i < N; i++) h ^= (uint32_t)clipped[i] + (uint32_t)i;
        for (int b = 0; b < NBUCKET; b++) h = h * 7u + buckets[b];
        if (p % 10 == 0)
            printf("pass %2d: kept=%d runs=%d longest=%d between=%lld b0=%u b8=%u\n", p, k, runs, longest,
                   (long long)between, buckets[0], buckets[8]);
        check = check * 2654435761u + h + (uint32_t)k * 3u + (uint32_t)runs + (uint32_t)between;
        /* perturb the data a little for the next pass */
        for (int i = p; i < N; i += 37) data[i] += (i & 1) ? 5 : -5;
    }
    printf("checksum %08x\n", check);
    return 0;
}
