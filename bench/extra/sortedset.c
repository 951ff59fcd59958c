/* Integer sets stored as sorted, duplicate-free arrays: sets are built by a
   shell sort plus de-duplication, then combined with linear merges (union,
   intersection, difference) and probed with binary search.  Each repetition
   uses fresh random sets; prints sizes and a checksum of the results. */
#include <stdio.h>
#include <stdint.h>

#define MAXN 2048

typedef struct { uint32_t v[2 * MAXN]; int n; } set;

static set a, b, u, in, df;
static uint32_t rs;

static uint32_t rnd(void) {
    rs ^= rs << 13;
    rs ^= rs >> 17;
    rs ^= rs << 5;
    return rs;
}

static void shell_sort(uint32_t *x, int n) {
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (int g = 0; g < 8; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            uint32_t t = x[i];
            int j = i;
            while (j >= gap && x[j - gap] > t) { x[j] = x[j - gap]; j -= gap; }
            x[j] = t;
        }
    }
}

static void build(set *s, int n, uint32_t range) {
    for (int i = 0; i < n; i++) s->v[i] = rnd() % range;
    shell_sort(s->v, n);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || s->v[k - 1] != s->v[i]) s->v[k++] = s->v[i];
    s->n = k;
}

static void set_union(const set *x, const set *y, set *r) {
    int i = 0, j = 0, k = 0;
    while (i < x->n && j < y->n) {
        if (x->v[i] < y->v[j]) r->v[k++] = x->v[i++];
        else if (x->v[i] > y->v[j]) r->v[k++] = y->v[j++];
        else { r->v[k++] = x->v[i++]; j++; }
    }
    while (i < x->n) r->v[k++] = x->v[i++];
    while (j < y->n) r->v[k++] = y->v[j++];
    r->n = k;
}

static void set_intersect(const set *x, const set *y, set *r) {
    int i = 0, j = 0, k = 0;
    while (i < x->n && j < y->n) {
        if (x->v[i] < y->v[j]) i++;
        else if (x->v[i] > y->v[j]) j++;
        else { r->v[k++] = x->v[i]; i++; j++; }
    }
    r->n = k;
}

static void set_diff(const set *x, const set *y, set *r) {
    int i = 0, j = 0, k = 0;
    while (i < x->n) {
        while (j < y->n && y->v[j] < x->v[i]) j++;
        if (j >= y->n || y->v[j] != x->v[i]) r->v[k++] = x->v[i];
        i++;
    }
    r->n = k;
}

static int contains(const set *s, uint32_t key) {
    int lo = 0, hi = s->n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (s->v[mid] == key) return 1;
        if (s->v[mid] < key) lo = mid + 1;
        else hi = mid - 1;
    }
    return 0;
}

static uint32_t digest(const set *s) {
    uint32_t h = (uint32_t)s->n;
    for (int i = 0; i < s->n; i++) h = (h ^ s->v[i]) * 0x01000193u;
    return h;
}

int main(void) {
    uint32_t chk = 0;
    long sizes = 0, hits = 0;
    for (int rep = 0; rep < 30; rep++) {
        rs = 0xC0FFEEu + (uint32_t)rep * 0x27D4EB2Du;
        uint32_t range = 3000u + (uint32_t)rep * 100u;
        build(&a, MAXN - (rep % 5) * 100, range);
        build(&b, MAXN - (rep % 3) * 200, range);
        set_union(&a, &b, &u);
        set_intersect(&a, &b, &in);
        set_diff(&a, &b, &df);
        /* sanity relation: |A u B| = |A| + |B| - |A n B| */
        if (u.n != a.n + b.n - in.n || df.n != a.n - in.n) chk ^= 0xdeadu;
        for (int q = 0; q < 2000; q++) {
            uint32_t key = rnd() % range;
            hits += contains(&u, key) + contains(&in, key) + contains(&df, key);
        }
        sizes += u.n + in.n + df.n;
        chk = chk * 31u + (digest(&u) ^ digest(&in) ^ digest(&df));
    }
    printf("sortedset: sizes=%ld hits=%ld chk=%08x\n", sizes, hits, (unsigned)chk);
    return 0;
}
