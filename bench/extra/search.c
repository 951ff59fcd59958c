/* Search loops with early exit: linear find, find-last, first mismatch,
   sentinel search, argmin/argmax, bounded lower_bound on sorted data. */
#include <stdio.h>
#include <stdint.h>

#define N 4000

static int32_t v[N], s[N];
static uint8_t bytes[N];

static int find(const int32_t *p, int n, int32_t key) {
    for (int i = 0; i < n; i++) if (p[i] == key) return i;
    return -1;
}
static int find_last(const int32_t *p, int n, int32_t key) {
    for (int i = n - 1; i >= 0; i--) if (p[i] == key) return i;
    return -1;
}
static int mismatch(const uint8_t *a, const uint8_t *b, int n) {
    int i = 0;
    while (i < n && a[i] == b[i]) i++;
    return i;
}
static int argmin(const int32_t *p, int n) {
    int best = 0;
    for (int i = 1; i < n; i++) if (p[i] < p[best]) best = i;
    return best;
}
static int argmax_val(const int32_t *p, int n, int32_t *val) {
    int bi = 0; int32_t bv = p[0];
    for (int i = 1; i < n; i++) if (p[i] > bv) { bv = p[i]; bi = i; }
    *val = bv;
    return bi;
}
static int lower_bound(const int32_t *p, int n, int32_t key) {
    int lo = 0, hi = n;
    while (lo < hi) { int mid = (lo + hi) >> 1; if (p[mid] < key) lo = mid + 1; else hi = mid; }
    return lo;
}
static int any_above(const int32_t *p, int n, int32_t t) {
    for (int i = 0; i < n; i++) if (p[i] > t) return 1;
    return 0;
}

int main(void) {
    uint32_t seed = 6u;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        v[i] = (int32_t)(seed >> 12) % 50000;
        bytes[i] = (uint8_t)(i * 3);
        s[i] = i * 5 + (int32_t)(seed & 3);
    }
    static uint8_t bytes2[N];
    for (int i = 0; i < N; i++) bytes2[i] = bytes[i];
    int64_t chk = 0;
    for (int r = 0; r < 300; r++) {
        int32_t key = v[(r * 131) % N];
        chk += find(v, N, key);
        chk += find_last(v, N, key + (r & 1));
        bytes2[(r * 29) % N] ^= 1;
        chk += mismatch(bytes, bytes2, N);
        bytes2[(r * 29) % N] ^= 1;
        chk += argmin(v, N);
        int32_t mv; chk += argmax_val(v, N, &mv) + mv;
        for (int q = 0; q < 50; q++) chk += lower_bound(s, N, (r * 50 + q) * 7);
        chk += any_above(v, N, 49990 + r % 20);
        v[(r * 7) % N] = (v[(r * 7) % N] + 997) % 50000;
    }
    printf("%lld\n", (long long)chk);
    return 0;
}
