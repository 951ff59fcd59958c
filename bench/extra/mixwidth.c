/* Element-wise kernels over arrays of mixed element widths, as found in
   signal/image code: u8 sums and maxima, s16 dot products accumulated in
   32/64 bits, u8->s16 widening differences, s32->s16 narrowing, byte match
   counting, float axpy on exactly representable values, and a few loops with
   small constant trip counts.  Prints all reductions. */
#include <stdio.h>
#include <stdint.h>

#define N 8192
#define REPS 40

static uint8_t a8[N], b8[N];
static int16_t a16[N], b16[N], d16[N];
static int32_t a32[N];
static float fx[N], fy[N];
static char txt[N], pat[N];

static uint32_t rng = 1u;
static uint32_t next_rand(void) {
    rng = rng * 1103515245u + 12345u;
    return rng >> 8;
}

static uint32_t sum_u8(const uint8_t *p, int n) {
    uint32_t s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}

static uint8_t max_u8(const uint8_t *p, int n) {
    uint8_t m = 0;
    for (int i = 0; i < n; i++) m = p[i] > m ? p[i] : m;
    return m;
}

static int64_t dot16(const int16_t *x, const int16_t *y, int n) {
    int64_t s = 0;
    for (int i = 0; i < n; i++) s += (int32_t)x[i] * y[i];
    return s;
}

static void diff_u8(const uint8_t *x, const uint8_t *y, int16_t *d, int n) {
    for (int i = 0; i < n; i++) d[i] = (int16_t)(x[i] - y[i]);
}

static void narrow32(const int32_t *x, int16_t *y, int n) {
    for (int i = 0; i < n; i++) y[i] = (int16_t)(x[i] >> 4);
}

static int count_eq(const char *x, const char *y, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) c += x[i] == y[i];
    return c;
}

static void saxpy(float a, const float *x, float *y, int n) {
    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}

static float fsum(const float *x, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += x[i];
    return s;
}

static int32_t sad8x8(const uint8_t *x, const uint8_t *y) {
    int32_t s = 0;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            int d = x[r * 64 + c] - y[r * 64 + c];
            s += d < 0 ? -d : d;
        }
    return s;
}

static void add4(int32_t acc[4], const int16_t *v) {
    for (int k = 0; k < 4; k++) acc[k] += v[k];
}

int main(void) {
    uint64_t ck = 0;
    int64_t dots = 0;
    long eq = 0, fchk = 0;
    int32_t acc[4] = {0, 0, 0, 0};
    int32_t sads = 0;
    unsigned maxes = 0;

    for (int i = 0; i < N; i++) {
        fx[i] = (float)((int)(next_rand() % 64) - 32) * 0.125f;
        fy[i] = 0.0f;
    }
    for (int rep = 0; rep < REPS; rep++) {
        for (int i = 0; i < N; i++) {
            uint32_t r = next_rand();
            a8[i] = (uint8_t)r;
            b8[i] = (uint8_t)(r >> 8);
            a32[i] = (int32_t)(r & 0xfffff) - 0x80000;
            txt[i] = (char)('a' + (r >> 3) % 4);
            pat[i] = (char)('a' + (r >> 11) % 4);
        }
        ck += sum_u8(a8, N) + sum_u8(b8, N / 2 + rep);
        maxes += max_u8(b8, N - rep * 3);
        diff_u8(a8, b8, d16, N);
        narrow32(a32, a16, N);
        for (int i = 0; i < N; i++) b16[i] = (int16_t)(d16[i] * 3);
        dots += dot16(a16, b16, N) + dot16(d16, d16, N);
        eq += count_eq(txt, pat, N);
        saxpy(rep % 2 ? 0.5f : -0.25f, fx, fy, N);
        for (int i = 0; i + 512 <= N; i += 512)
            sads += sad8x8(a8 + i, b8 + i);
        for (int i = 0; i < N; i += 4) add4(acc, d16 + i);
    }
    fchk = (long)(fsum(fy, N) * 8.0f);
    printf("ck=%llu maxes=%u dots=%lld eq=%ld\n", (unsigned long long)ck, maxes, (long long)dots, eq);
    printf("sads=%d acc=%d %d %d %d f=%ld fy0=%.3f\n", sads, acc[0], acc[1], acc[2], acc[3], fchk, fy[0]);
    return 0;
}
