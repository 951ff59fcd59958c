/* Saturating uint8 image arithmetic: brightness add, subtract with floor,
   alpha blend, absolute difference, threshold, and a max/min filter. */
#include <stdio.h>
#include <stdint.h>

#define W 320
#define H 200
#define NP (W * H)

static uint8_t a[NP], b[NP], o[NP], m[NP];

static uint32_t seed = 2024u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 24; }

static void add_sat(uint8_t *d, const uint8_t *s, int n, int k) {
    for (int i = 0; i < n; i++) {
        int v = s[i] + k;
        d[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}

static void sub_sat(uint8_t *d, const uint8_t *x, const uint8_t *y, int n) {
    for (int i = 0; i < n; i++) d[i] = x[i] > y[i] ? (uint8_t)(x[i] - y[i]) : 0;
}

static void blend(uint8_t *d, const uint8_t *x, const uint8_t *y, int n, unsigned alpha) {
    for (int i = 0; i < n; i++)
        d[i] = (uint8_t)((x[i] * alpha + y[i] * (256u - alpha)) >> 8);
}

static void absdiff(uint8_t *d, const uint8_t *x, const uint8_t *y, int n) {
    for (int i = 0; i < n; i++) {
        int t = x[i] - y[i];
        d[i] = (uint8_t)(t < 0 ? -t : t);
    }
}

static int threshold(uint8_t *d, const uint8_t *s, int n, uint8_t t) {
    int cnt = 0;
    for (int i = 0; i < n; i++) {
        d[i] = s[i] >= t ? 255 : 0;
        cnt += s[i] >= t;
    }
    return cnt;
}

static void max3h(uint8_t *d, const uint8_t *s, int w, int h) {
    for (int y = 0; y < h; y++) {
        const uint8_t *r = s + y * w;
        uint8_t *q = d + y * w;
        q[0] = r[0];
        q[w - 1] = r[w - 1];
        for (int x = 1; x < w - 1; x++) {
            uint8_t v = r[x - 1] > r[x] ? r[x - 1] : r[x];
            q[x] = v > r[x + 1] ? v : r[x + 1];
        }
    }
}

int main(void) {
    for (int i = 0; i < NP; i++) { a[i] = (uint8_t)lcg(); b[i] = (uint8_t)(lcg() / 2 + (i % W) / 3); }
    uint32_t chk = 0;
    for (int r = 0; r < 8; r++) {
        add_sat(o, a, NP, 30 + r);
        sub_sat(m, o, b, NP);
        blend(o, m, a, NP, 64u + 16u * (unsigned)r);
        absdiff(m, o, b, NP);
        chk += (uint32_t)threshold(o, m, NP, (uint8_t)(60 + r));
        max3h(a, m, W, H);
        for (int i = 0; i < NP; i += 31) chk = chk * 17u + a[i] + o[i];
    }
    printf("%u\n", chk);
    return 0;
}
