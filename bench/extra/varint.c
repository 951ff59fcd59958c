#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

static int put_uvarint(unsigned char *p, uint64_t v) {
    int n = 0;
    while (v >= 0x80) { p[n++] = (unsigned char)(v | 0x80); v >>= 7; }
    p[n++] = (unsigned char)v;
    return n;
}

static int get_uvarint(const unsigned char *p, const unsigned char *end, uint64_t *out) {
    uint64_t v = 0; int shift = 0; int n = 0;
    while (p + n < end) {
        unsigned char b = p[n++];
        if (shift == 63 && b > 1) return -1;
        v |= (uint64_t)(b & 0x7f) << shift;
        if (!(b & 0x80)) { *out = v; return n; }
        shift += 7;
        if (shift > 63) return -1;
    }
    return -1;
}

static uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }
static int64_t unzigzag(uint64_t v) { return (int64_t)(v >> 1) ^ -(int64_t)(v & 1); }

static uint64_t state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd64(void) { state ^= state >> 12; state ^= state << 25; state ^= state >> 27; return state * 2685821657736338717ull; }

#define N 200000

int main(void) {
    int64_t *vals = malloc(N * sizeof(int64_t));
    unsigned char *buf = malloc(N * 10);
    for (int i = 0; i < N; i++) {
        uint64_t r = rnd64();
        int bits = r % 64;
        int64_t v = (int64_t)(r >> (2 + bits % 62));
        if (r & 1) v = -v;
        vals[i] = v;
    }
    uint64_t chk = 0; long total = 0; int bad = 0;
    for (int rep = 0; rep < 2; rep++) {
        /* delta + zigzag + varint */
        size_t len = 0; int64_t prev = 0;
        for (int i = 0; i < N; i++) { len += put_uvarint(buf + len, zigzag(vals[i] - prev)); prev = vals[i]; }
        total += len;
        const unsigned char *p = buf, *end = buf + len;
        prev = 0;
        for (int i = 0; i < N; i++) {
            uint64_t u;
            int k = get_uvarint(p, end, &u);
            if (k < 0) { bad++; break; }
            p += k;
            prev += unzigzag(u);
            if (prev != vals[i]) bad++;
            chk = chk * 1099511628211ull ^ (uint64_t)prev;
        }
    }
    printf("total=%ld bad=%d chk=%016llx\n", total, bad, (unsigned long long)chk);
    free(vals); free(buf);
    return 0;
}
