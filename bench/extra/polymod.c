/* Polynomial arithmetic modulo the prime p = 998244353: schoolbook
   multiplication, recursive Karatsuba (falling back to schoolbook below a
   threshold, using scratch buffers carved from a static arena), Horner
   evaluation, and polynomial remainder by a monic divisor.  Products are
   cross-checked (Karatsuba vs schoolbook, and eval(a*b, x) ==
   eval(a, x) * eval(b, x)).  Exercises unsigned 64-bit mul/mod, add/sub mod
   with conditional correction, recursion with pointer offsets, nested loops
   and small static helpers.  Prints a few coefficients and a checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define MOD 998244353u
#define MAXN 512
#define THRESH 24
#define ROUNDS 24

typedef uint32_t u32;
typedef uint64_t u64;

static u32 A[MAXN], B[MAXN], C1[2 * MAXN], C2[2 * MAXN], R[2 * MAXN];
static u32 arena[16 * MAXN];
static size_t arena_top;

static u64 rstate = 0x853c49e6748fea9bull;
static u32 rnd(void) {
    u64 old = rstate;
    rstate = old * 6364136223846793005ull + 1442695040888963407ull;
    u32 xs = (u32)(((old >> 18u) ^ old) >> 27u);
    u32 rot = (u32)(old >> 59u);
    return (xs >> rot) | (xs << ((32u - rot) & 31u));
}

static inline u32 addm(u32 a, u32 b) { u32 s = a + b; return s >= MOD ? s - MOD : s; }
static inline u32 subm(u32 a, u32 b) { return a >= b ? a - b : a + MOD - b; }
static inline u32 mulm(u32 a, u32 b) { return (u32)((u64)a * b % MOD); }

static void school(const u32 *a, const u32 *b, int n, u32 *out) {
    for (int i = 0; i < 2 * n - 1; i++) out[i] = 0;
    for (int i = 0; i < n; i++) {
        u32 ai = a[i];
        if (ai == 0) continue;
        for (int j = 0; j < n; j++) out[i + j] = addm(out[i + j], mulm(ai, b[j]));
    }
}

static u32 *alloc(size_t n) {
    u32 *p = arena + arena_top;
    arena_top += n;
    return p;
}

/* out has 2n-1 entries; n is a power of two */
static void karatsuba(const u32 *a, const u32 *b, int n, u32 *out) {
    if (n <= THRESH) { school(a, b, n, out); return; }
    int h = n / 2;
    size_t mark = arena_top;
    u32 *sa = alloc((size_t)h), *sb = alloc((size_t)h);
    u32 *z0 = alloc((size_t)(2 * h)), *z2 = alloc((size_t)(2 * h)), *z1 = alloc((size_t)(2 * h));
    karatsuba(a, b, h, z0);
    karatsuba(a + h, b + h, h, z2);
    for (int i = 0; i < h; i++) { sa[i] = addm(a[i], a[i + h]); sb[i] = addm(b[i], b[i + h]); }
    karatsuba(sa, sb, h, z1);
    for (int i = 0; i < 2 * h - 1; i++) z1[i] = subm(subm(z1[i], z0[i]), z2[i]);
    for (int i = 0; i < 2 * n - 1; i++) out[i] = 0;
    for (int i = 0; i < 2 * h - 1; i++) {
        out[i] = addm(out[i], z0[i]);
        out[i + h] = addm(out[i + h], z1[i]);
        out[i + 2 * h] = addm(out[i + 2 * h], z2[i]);
    }
    arena_top = mark;
}

static u32 horner(const u32 *a, int n, u32 x) {
    u32 r = 0;
    for (int i = n - 1; i >= 0; i--) r = addm(mulm(r, x), a[i]);
    return r;
}

/* remainder of a (degree < na) by monic d (degree nd-1, d[nd-1] == 1); in place */
static int polyrem(u32 *a, int na, const u32 *d, int nd) {
    for (int i = na - 1; i >= nd - 1; i--) {
        u32 q = a[i];
        if (q == 0) continue;
        int base = i - (nd - 1);
        for (int j = 0; j < nd; j++) a[base + j] = subm(a[base + j], mulm(q, d[j]));
    }
    int deg = nd - 2;
    while (deg >= 0 && a[deg] == 0) deg--;
    return deg;
}

int main(void) {
    u32 check = 0;
    int bad = 0;
    for (int r = 0; r < ROUNDS; r++) {
        int n = (r % 3 == 0) ? MAXN : (r % 3 == 1 ? 256 : 128);
        for (int i = 0; i < n; i++) {
            A[i] = rnd() % MOD;
            B[i] = (r & 1) && (i & 3) ? 0 : rnd() % MOD; /* some sparse inputs */
        }
        arena_top = 0;
        karatsuba(A, B, n, C1);
        school(A, B, n, C2);
        for (int i = 0; i < 2 * n - 1; i++)
            if (C1[i] != C2[i]) { bad++; break; }
        for (int t = 0; t < 20; t++) {
            u32 x = rnd() % MOD;
            if (horner(C1, 2 * n - 1, x) != mulm(horner(A, n, x), horner(B, n, x))) bad++;
        }
        /* reduce modulo x^k + ... (monic) */
        int k = 17 + r * 5;
        u32 d[200];
        for (int j = 0; j < k - 1; j++) d[j] = rnd() % MOD;
        d[k - 1] = 1;
        memcpy(R, C1, sizeof(u32) * (size_t)(2 * n - 1));
        int deg = polyrem(R, 2 * n - 1, d, k);
        for (int i = 0; i < 2 * n - 1; i++) check = check * 31u + C1[i];
        for (int i = 0; i <= deg; i++) check ^= R[i] + (u32)i;
        if (r % 4 == 0)
            printf("round %2d n=%3d c[0]=%u c[n-1]=%u c[2n-2]=%u remdeg=%d\n",
                   r, n, C1[0], C1[n - 1], C1[2 * n - 2], deg);
    }
    printf("bad %d\n", bad);
    printf("polymod check %08x\n", check);
    return 0;
}
