/* Sorting and merging arrays of small records by value.  Records are
   16-byte (key + id + flags) and 24-byte (two-part key, price, qty, tag)
   structs; they are sorted with insertion sort on short runs, then merged
   bottom-up with a temporary buffer (stable), and finally runs of equal keys
   are coalesced (quantities summed).  A multi-key comparator (short/char
   fields widened to int, tie-breaks) is used for the 24-byte records.
   Stability and sortedness are verified.  Exercises whole-struct copies and
   swaps, struct arrays, pointer walking, comparator helpers called in inner
   loops, and loops with early exits.  Prints a few records and a
   checksum. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define N16 6000
#define N24 5000
#define RUN 16
#define ROUNDS 12

typedef struct { int32_t key; uint32_t id; uint16_t flags; uint8_t pri; uint8_t pad; int32_t aux; } rec16;
typedef struct { int16_t dept; uint8_t cls; char tag; int32_t sku; int64_t price; int32_t qty; uint32_t seq; } rec24;

static rec16 a16[N16], t16[N16];
static rec24 a24[N24], t24[N24];

static uint32_t st = 0xDEADBEEFu;
static uint32_t rnd(void) {
    st ^= st << 13;
    st ^= st >> 17;
    st ^= st << 5;
    return st;
}

static int cmp16(const rec16 *x, const rec16 *y) {
    if (x->key != y->key) return x->key < y->key ? -1 : 1;
    return (int)x->pri - (int)y->pri;
}

static int cmp24(const rec24 *x, const rec24 *y) {
    if (x->dept != y->dept) return x->dept - y->dept;
    if (x->cls != y->cls) return (int)x->cls - (int)y->cls;
    if (x->sku != y->sku) return x->sku < y->sku ? -1 : 1;
    return 0;
}

static void isort16(rec16 *a, int n) {
    for (int i = 1; i < n; i++) {
        rec16 v = a[i];
        int j = i;
        while (j > 0 && cmp16(&a[j - 1], &v) > 0) { a[j] = a[j - 1]; j--; }
        a[j] = v;
    }
}

static void isort24(rec24 *a, int n) {
    for (int i = 1; i < n; i++) {
        rec24 v = a[i];
        int j = i;
        while (j > 0 && cmp24(&a[j - 1], &v) > 0) { a[j] = a[j - 1]; j--; }
        a[j] = v;
    }
}

static void msort16(rec16 *a, rec16 *tmp, int n) {
    for (int i = 0; i < n; i += RUN) isort16(a + i, n - i < RUN ? n - i : RUN);
    for (int w = RUN; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            const rec16 *p = a + lo, *pe = a + mid, *q = a + mid, *qe = a + hi;
            rec16 *o = tmp + lo;
            while (p < pe && q < qe) *o++ = cmp16(q, p) < 0 ? *q++ : *p++;
            while (p < pe) *o++ = *p++;
            while (q < qe) *o++ = *q++;
        }
        memcpy(a, tmp, sizeof(rec16) * (size_t)n);
    }
}

static void msort24(rec24 *a, rec24 *tmp, int n) {
    for (int i = 0; i < n; i += RUN) isort24(a + i, n - i < RUN ? n - i : RUN);
    for (int w = RUN; w < n; w *= 2) {
        for (int lo = 0; lo < n; lo += 2 * w) {
            int mid = lo + w < n ? lo + w : n, hi = lo + 2 * w < n ? lo + 2 * w : n;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                if (cmp24(&a[j], &a[i]) < 0) tmp[k++] = a[j++];
                else tmp[k++] = a[i++];
            }
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, sizeof(rec24) * (size_t)n);
    }
}

static int coalesce(rec24 *a, int n) {
    if (n == 0) return 0;
    int w = 0;
    for (int i = 1; i < n; i++) {
        if (cmp24(&a[w], &a[i]) == 0) {
            a[w].qty += a[i].qty;
            a[w].price = a[i].price > a[w].price ? a[i].price : a[w].price;
        } else {
            a[++w] = a[i];
        }
    }
    return w + 1;
}

int main(void) {
    uint32_t check = 0;
    int errors = 0;
    for (int r = 0; r < ROUNDS; r++) {
        for (int i = 0; i < N16; i++) {
            rec16 x;
            memset(&x, 0, sizeof x);
            x.key = (int32_t)(rnd() % (r & 1 ? 500u : 100000u)) - 250;
            x.id = (uint32_t)i;
            x.flags = (uint16_t)rnd();
            x.pri = (uint8_t)(rnd() % 4u);
            x.aux = (int32_t)(rnd() & 0xffff);
            a16[i] = x;
        }
        if (r == 2) isort16(a16, N16 / 4); /* presorted prefix */
        msort16(a16, t16, N16);
        for (int i = 1; i < N16; i++) {
            int c = cmp16(&a16[i - 1], &a16[i]);
            if (c > 0 || (c == 0 && a16[i - 1].id > a16[i].id)) { errors++; break; }
        }
        for (int i = 0; i < N16; i += 7) check = check * 31u + a16[i].id + (uint32_t)a16[i].key;

        for (int i = 0; i < N24; i++) {
            rec24 y;
            memset(&y, 0, sizeof y);
            y.dept = (int16_t)((int)(rnd() % 40u) - 20);
            y.cls = (uint8_t)(rnd() % 6u);
            y.tag = (char)('A' + (int)(rnd() % 26u));
            y.sku = (int32_t)(rnd() % 40u);
            y.price = (int64_t)(rnd() % 100000u) * 3;
            y.qty = 1 + (int32_t)(rnd() % 50u);
            y.seq = (uint32_t)i;
            a24[i] = y;
        }
        msort24(a24, t24, N24);
        for (int i = 1; i < N24; i++) {
            int c = cmp24(&a24[i - 1], &a24[i]);
            if (c > 0 || (c == 0 && a24[i - 1].seq > a24[i].seq)) { errors++; break; }
        }
        long long qty = 0;
        for (int i = 0; i < N24; i++) qty += a24[i].qty;
        int m = coalesce(a24, N24);
        long long qty2 = 0;
        for (int i = 0; i < m; i++) {
            qty2 += a24[i].qty;
            check = (check ^ (uint32_t)a24[i].qty ^ ((uint32_t)a24[i].tag << 8)) * 16777619u;
        }
        if (qty != qty2) errors++;
        if (r % 3 == 0)
            printf("round %d: first16 key=%d id=%u last16 key=%d | unique24=%d first=(%d,%d,%d) qty=%lld\n",
                   r, a16[0].key, a16[0].id, a16[N16 - 1].key, m, a24[0].dept, a24[0].cls, a24[0].sku, qty2);
    }
    printf("errors %d\n", errors);
    printf("structsort check %08x\n", check);
    return 0;
}
