/* Sliding-window statistics over an integer sensor trace: window maximum and
   minimum with monotonic index deques, a running-sum moving average, and a
   count of points where the short average crosses the long one.  Traces are
   random walks regenerated per repetition; prints a combined checksum. */
#include <stdio.h>
#include <stdint.h>

#define N 4096
#define WIN 32
#define SHORT_W 8
#define LONG_W 64

static int32_t trace[N];
static int32_t wmax[N], wmin[N];
static int32_t avg_s[N], avg_l[N];
static int dq[N];

static void gen_trace(uint32_t seed) {
    int32_t v = 1000;
    for (int i = 0; i < N; i++) {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        int32_t step = (int32_t)(seed % 41u) - 20;
        v += step;
        if (v < 0) v = -v;
        if (v > 100000) v = 100000;
        trace[i] = v;
    }
}

/* out[i] = max of a[i-w+1 .. i] (clipped at 0) */
static void window_max(const int32_t *a, int32_t *out, int n, int w) {
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++) {
        while (tail > head && a[dq[tail - 1]] <= a[i]) tail--;
        dq[tail++] = i;
        if (dq[head] <= i - w) head++;
        out[i] = a[dq[head]];
    }
}

static void window_min(const int32_t *a, int32_t *out, int n, int w) {
    int head = 0, tail = 0;
    for (int i = 0; i < n; i++) {
        while (tail > head && a[dq[tail - 1]] >= a[i]) tail--;
        dq[tail++] = i;
        if (dq[head] <= i - w) head++;
        out[i] = a[dq[head]];
    }
}

static void moving_avg(const int32_t *a, int32_t *out, int n, int w) {
    int64_t sum = 0;
    for (int i = 0; i < n; i++) {
        sum += a[i];
        if (i >= w) sum -= a[i - w];
        int cnt = i + 1 < w ? i + 1 : w;
        out[i] = (int32_t)(sum / cnt);
    }
}

static int count_crossings(const int32_t *s, const int32_t *l, int n) {
    int crossings = 0;
    int prev = s[0] > l[0];
    for (int i = 1; i < n; i++) {
        int cur = s[i] > l[i];
        if (cur != prev) crossings++;
        prev = cur;
    }
    return crossings;
}

static int64_t range_total(const int32_t *mx, const int32_t *mn, int n) {
    int64_t t = 0;
    for (int i = 0; i < n; i++) t += mx[i] - mn[i];
    return t;
}

int main(void) {
    uint64_t chk = 0;
    int64_t ranges = 0;
    int crossings = 0;
    for (int rep = 0; rep < 100; rep++) {
        gen_trace(0x12345678u + (uint32_t)rep * 0x9E3779B9u);
        window_max(trace, wmax, N, WIN);
        window_min(trace, wmin, N, WIN);
        moving_avg(trace, avg_s, N, SHORT_W);
        moving_avg(trace, avg_l, N, LONG_W);
        crossings += count_crossings(avg_s, avg_l, N);
        ranges += range_total(wmax, wmin, N);
        for (int i = 0; i < N; i += 64)
            chk = chk * 1000003u + (uint64_t)(uint32_t)(wmax[i] ^ (avg_l[i] << 3));
    }
    printf("slidewin: crossings=%d ranges=%lld chk=%016llx\n", crossings, (long long)ranges,
           (unsigned long long)chk);
    return 0;
}
