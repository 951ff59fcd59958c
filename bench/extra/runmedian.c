/* Sliding-window median filter and in-place deduplication.  A noisy signal
   with spikes is filtered with running medians of several window sizes; the
   window is kept as a sorted array, filled by binary search and memmove
   insertion; afterwards the outgoing sample is found by binary search and
   the incoming one shifted into place.  Spikes are detected against the
   median, and the sorted final windows plus a quantized copy of the signal
   are deduplicated in place (memmove for runs).  Prints counts and
   checksums. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define NSAMP 32000
#define MAXW 401

static uint32_t rng = 10101u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

/* first position whose value is >= v */
static int lower_bound(const int32_t *a, int n, int32_t v) {
    int lo = 0, hi = n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] < v) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

static void sorted_insert(int32_t *a, int *n, int32_t v) {
    int p = lower_bound(a, *n, v);
    memmove(a + p + 1, a + p, sizeof(int32_t) * (size_t)(*n - p));
    a[p] = v;
    (*n)++;
}

/* replaces one occurrence of old by v, keeping the array sorted */
static void sorted_replace(int32_t *a, int n, int32_t old, int32_t v) {
    int p = lower_bound(a, n, old);
    if (v > old) {
        while (p + 1 < n && a[p + 1] < v) { a[p] = a[p + 1]; p++; }
    } else {
        while (p > 0 && a[p - 1] > v) { a[p] = a[p - 1]; p--; }
    }
    a[p] = v;
}

static int dedup(int32_t *a, int n) {
    if (n == 0) return 0;
    int w = 1;
    for (int i = 1; i < n; i++)
        if (a[i] != a[w - 1]) a[w++] = a[i];
    return w;
}

/* removes runs of equal neighbours by shifting the tail down (unsorted data) */
static int squeeze_runs(int32_t *a, int n) {
    int i = 0;
    while (i < n - 1) {
        int j = i + 1;
        while (j < n && a[j] == a[i]) j++;
        if (j > i + 1) {
            memmove(a + i + 1, a + j, sizeof(int32_t) * (size_t)(n - j));
            n -= j - i - 1;
        }
        i++;
    }
    return n;
}

static uint32_t median_filter(const int32_t *x, int n, int w, int32_t *out, int32_t *win, int *nwin_out) {
    int nw = 0;
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) {
        if (i < w) sorted_insert(win, &nw, x[i]);
        else sorted_replace(win, nw, x[i - w], x[i]);
        int32_t med = win[nw / 2];
        out[i] = med;
        h = (h ^ (uint32_t)med) * 16777619u;
    }
    *nwin_out = nw;
    return h;
}

int main(void) {
    int32_t *x = malloc(sizeof(int32_t) * NSAMP);
    int32_t *y = malloc(sizeof(int32_t) * NSAMP);
    int32_t *q = malloc(sizeof(int32_t) * NSAMP);
    static int32_t win[MAXW + 1];
    if (!x || !y || !q) return 1;
    int32_t base = 0;
    for (int i = 0; i < NSAMP; i++) {
        uint32_t r = next_rand();
        base += (int32_t)(r % 21) - 10;
        if (base > 5000) base = 5000;
        if (base < -5000) base = -5000;
        int32_t v = base + (int32_t)(next_rand() % 101) - 50;
        if ((r >> 12) % 53 == 0) v += (r & 0x800000) ? 4000 : -4000;   /* impulse noise */
        x[i] = v;
    }
    const int widths[4] = { 5, 31, 127, MAXW };
    uint32_t h = 0;
    for (int k = 0; k < 4; k++) {
        int nw = 0;
        uint32_t fh = median_filter(x, NSAMP, widths[k], y, win, &nw);
        long spikes = 0;
        int64_t resid = 0;
        for (int i = 0; i < NSAMP; i++) {
            int32_t d = x[i] - y[i];
            if (d > 1000 || d < -1000) spikes++;
            else resid += d < 0 ? -d : d;
        }
        int u = dedup(win, nw);
        printf("w=%3d spikes=%ld resid=%lld uniq=%d/%d hash=%08x\n", widths[k], spikes, (long long)resid, u,
               nw, fh);
        h = h * 31u + fh + (uint32_t)u;
    }
    /* quantize the last filtered signal and squeeze out repeated levels */
    for (int i = 0; i < NSAMP; i++) q[i] = y[i] / 64;
    int m = squeeze_runs(q, NSAMP);
    uint32_t qh = 2166136261u;
    for (int i = 0; i < m; i++) qh = (qh ^ (uint32_t)q[i]) * 16777619u;
    printf("levels=%d qhash=%08x total=%08x\n", m, qh, h);
    free(x);
    free(y);
    free(q);
    return 0;
}
