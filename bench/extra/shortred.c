/* Reductions over char and short arrays: sums, sum of squares, sum of
   absolute values, counts of matches, min/max, and a checksum (Adler-like). */
#include <stdio.h>
#include <stdint.h>

#define N 30000

static int8_t sc[N];
static uint8_t uc[N];
static int16_t ss[N];
static uint16_t us[N];

static uint32_t seed = 4711u;
static uint32_t lcg(void) { seed = seed * 1664525u + 1013904223u; return seed >> 16; }

static int sum_s8(const int8_t *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static unsigned sum_u8(const uint8_t *p, int n) { unsigned s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
static long sumsq_s16(const int16_t *p, int n) { long s = 0; for (int i = 0; i < n; i++) s += (long)p[i] * p[i]; return s; }
static int sumabs_s16(const int16_t *p, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i] < 0 ? -p[i] : p[i];
    return s;
}
static int count_eq(const uint8_t *p, int n, uint8_t c) { int k = 0; for (int i = 0; i < n; i++) k += p[i] == c; return k; }
static uint16_t max_u16(const uint16_t *p, int n) {
    uint16_t m = 0;
    for (int i = 0; i < n; i++) if (p[i] > m) m = p[i];
    return m;
}
static int16_t min_s16(const int16_t *p, int n) {
    int16_t m = 32767;
    for (int i = 0; i < n; i++) m = p[i] < m ? p[i] : m;
    return m;
}
static uint32_t adler(const uint8_t *p, int n) {
    uint32_t a = 1, b = 0;
    for (int i = 0; i < n; i++) { a = (a + p[i]) % 65521u; b = (b + a) % 65521u; }
    return (b << 16) | a;
}

int main(void) {
    for (int i = 0; i < N; i++) {
        uint32_t r = lcg();
        sc[i] = (int8_t)r; uc[i] = (uint8_t)(r >> 3); ss[i] = (int16_t)(r * 7); us[i] = (uint16_t)(r * 13);
    }
    long chk = 0;
    for (int r = 0; r < 20; r++) {
        chk += sum_s8(sc, N);
        chk += sum_u8(uc, N);
        chk += sumsq_s16(ss, N) >> 8;
        chk += sumabs_s16(ss, N);
        chk += count_eq(uc, N, (uint8_t)r);
        chk += max_u16(us, N - r);
        chk += min_s16(ss, N - r);
        chk ^= adler(uc, N);
        sc[r] ^= 1; uc[r * 3] += 5; ss[r * 5] -= 100; us[r * 7] += 999;
    }
    printf("%ld\n", chk);
    return 0;
}
