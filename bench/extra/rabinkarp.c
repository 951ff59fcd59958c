/* Rabin-Karp rolling-hash substring search.  A text over a small alphabet is
   generated from a Markov-ish RNG (so repeats are common), patterns are cut
   from the text or mutated, and every occurrence is found with a rolling
   polynomial hash mod a 31-bit prime (hash hit -> memcmp-style verify loop
   with early exit).  A multi-pattern variant hashes all patterns of one
   length into a small open-addressed table and scans the text once.
   Results are checked against a naive search.  Exercises unsigned 64-bit
   modular arithmetic, chars widened to int, pointer walking, loops with
   early exits and small static helpers.  Prints match counts and a
   checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define TLEN 50000
#define NPAT 32
#define MULTI 64
#define PRIME 2147483647u
#define BASE 257u

static char text[TLEN + 1];
static char pats[NPAT][40];
static int plen[NPAT];

static uint32_t seed = 7u;
static uint32_t rnd(void) {
    seed = seed * 1103515245u + 12345u;
    return (seed >> 16) & 0x7fffu;
}

static uint32_t mulmod(uint32_t a, uint32_t b) { return (uint32_t)(((uint64_t)a * b) % PRIME); }

static uint32_t hash_str(const char *s, int n) {
    uint32_t h = 0;
    for (int i = 0; i < n; i++) h = (uint32_t)(((uint64_t)h * BASE + (unsigned char)s[i]) % PRIME);
    return h;
}

static int same(const char *a, const char *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return 0;
    return 1;
}

static int rk_count(const char *t, int n, const char *p, int m, int *first) {
    if (m > n) return 0;
    uint32_t hp = hash_str(p, m), ht = hash_str(t, m);
    uint32_t pw = 1; /* BASE^(m-1) */
    for (int i = 1; i < m; i++) pw = mulmod(pw, BASE);
    int count = 0;
    *first = -1;
    for (int i = 0;; i++) {
        if (ht == hp && same(t + i, p, m)) {
            if (count == 0) *first = i;
            count++;
        }
        if (i + m >= n) break;
        /* remove t[i], append t[i+m] */
        uint32_t out = mulmod((unsigned char)t[i], pw);
        uint32_t h = ht >= out ? ht - out : ht + PRIME - out;
        ht = (uint32_t)(((uint64_t)h * BASE + (unsigned char)t[i + m]) % PRIME);
    }
    return count;
}

static int naive_count(const char *t, int n, const char *p, int m) {
    int c = 0;
    for (int i = 0; i + m <= n; i++) {
        if (t[i] != p[0]) continue;
        int j = 1;
        while (j < m && t[i + j] == p[j]) j++;
        if (j == m) c++;
    }
    return c;
}

/* multi-pattern: all patterns share length m */
typedef struct { uint32_t h; int idx; } slot;
static slot table[256];
static char mp[MULTI][16];
static int mcount[MULTI];

static void multi_search(const char *t, int n, int m) {
    for (int i = 0; i < 256; i++) table[i].idx = -1;
    for (int k = 0; k < MULTI; k++) {
        mcount[k] = 0;
        uint32_t h = hash_str(mp[k], m);
        unsigned s = h & 255u;
        while (table[s].idx >= 0) s = (s + 1) & 255u;
        table[s].h = h;
        table[s].idx = k;
    }
    uint32_t pw = 1;
    for (int i = 1; i < m; i++) pw = mulmod(pw, BASE);
    uint32_t ht = hash_str(t, m);
    for (int i = 0;; i++) {
        unsigned s = ht & 255u;
        while (table[s].idx >= 0) {
            if (table[s].h == ht && same(t + i, mp[table[s].idx], m)) mcount[table[s].idx]++;
            s = (s + 1) & 255u;
        }
        if (i + m >= n) break;
        uint32_t out = mulmod((unsigned char)t[i], pw);
        uint32_t h = ht >= out ? ht - out : ht + PRIME - out;
        ht = (uint32_t)(((uint64_t)h * BASE + (unsigned char)t[i + m]) % PRIME);
    }
}

int main(void) {
    static const char alpha[] = "acgtACGT_-";
    int prev = 0;
    for (int i = 0; i < TLEN; i++) {
        int r = (int)(rnd() % 32u);
        int c = r < 4 ? r : (r < 6 ? 4 + (int)(rnd() % 6u) : prev); /* runs are common */
        text[i] = alpha[c];
        prev = c;
    }
    text[TLEN] = 0;
    uint32_t check = 0;
    int bad = 0;
    for (int k = 0; k < NPAT; k++) {
        int m = 3 + (int)(rnd() % 14u);
        int at = (int)(rnd() % (TLEN - 40));
        memcpy(pats[k], text + at, (size_t)m);
        if (k % 3 == 1) pats[k][m / 2] = 'x'; /* likely absent */
        if (k % 5 == 2) pats[k][0] = text[at + 1];
        pats[k][m] = 0;
        plen[k] = m;
        int first;
        int c = rk_count(text, TLEN, pats[k], m, &first);
        if (c != naive_count(text, TLEN, pats[k], m)) bad++;
        check = check * 31u + (uint32_t)c * 7u + (uint32_t)(first + 1);
        if (k % 6 == 0) printf("pattern %2d len %2d: %d matches, first at %d\n", k, m, c, first);
    }
    for (int round = 0; round < 3; round++) {
        int m = 3 + round * 2;
        for (int k = 0; k < MULTI; k++) {
            int at = (int)(rnd() % (TLEN - 20));
            memcpy(mp[k], text + at, (size_t)m);
            if (k & 1) mp[k][m - 1] = 'x';
            mp[k][m] = 0;
        }
        multi_search(text, TLEN, m);
        int total = 0, zero = 0;
        for (int k = 0; k < MULTI; k++) {
            total += mcount[k];
            if (mcount[k] == 0) zero++;
            if (k < 8 && mcount[k] != naive_count(text, TLEN, mp[k], m)) bad++;
            check = (check ^ (uint32_t)mcount[k]) * 16777619u;
        }
        printf("multi m=%d: total %d, absent %d\n", m, total, zero);
    }
    printf("bad %d\n", bad);
    printf("rabinkarp check %08x\n", check);
    return 0;
}
