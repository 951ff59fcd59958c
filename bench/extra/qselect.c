/* Order statistics on int arrays: randomized quickselect (Hoare-style
   partition), deterministic median-of-medians select (groups of five sorted
   by insertion sort), and a sliding "top-k" check via partial selection.
   Results are cross-checked against each other and, on small arrays,
   against a full insertion sort.  Exercises pointer/index partition loops
   with early exits, swaps, recursion turned into loops, small static helpers
   called in loops, and signed comparisons.  Prints selected values and a
   checksum. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 20000
#define TRIALS 10

static int src[MAXN], work[MAXN], work2[MAXN];

static uint64_t rstate = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(void) {
    rstate ^= rstate >> 12;
    rstate ^= rstate << 25;
    rstate ^= rstate >> 27;
    return (uint32_t)((rstate * 2685821657736338717ull) >> 32);
}

static void swap_int(int *a, int *b) { int t = *a; *a = *b; *b = t; }

static void insertion_sort(int *a, int n) {
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
        a[j + 1] = v;
    }
}

/* randomized quickselect: returns the k-th smallest (0-based) */
static int quickselect(int *a, int n, int k) {
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int p = a[lo + (int)(rnd() % (uint32_t)(hi - lo + 1))];
        int i = lo, j = hi;
        while (i <= j) {
            while (a[i] < p) i++;
            while (a[j] > p) j--;
            if (i <= j) { swap_int(&a[i], &a[j]); i++; j--; }
        }
        if (k <= j) hi = j;
        else if (k >= i) lo = i;
        else return a[k];
    }
    return a[k];
}

/* three-way partition around pivot value; returns [lt, gt) range of equals */
static void partition3(int *a, int lo, int hi, int pivot, int *lt_out, int *gt_out) {
    int lt = lo, i = lo, gt = hi;
    while (i <= gt) {
        if (a[i] < pivot) swap_int(&a[lt++], &a[i++]);
        else if (a[i] > pivot) swap_int(&a[i], &a[gt--]);
        else i++;
    }
    *lt_out = lt;
    *gt_out = gt;
}

static int mom_select(int *a, int lo, int hi, int k);

static int median_of_medians(int *a, int lo, int hi) {
    int n = hi - lo + 1;
    if (n <= 5) {
        insertion_sort(a + lo, n);
        return a[lo + n / 2];
    }
    int m = 0;
    for (int g = lo; g <= hi; g += 5) {
        int len = hi - g + 1 < 5 ? hi - g + 1 : 5;
        insertion_sort(a + g, len);
        swap_int(&a[lo + m], &a[g + len / 2]);
        m++;
    }
    return mom_select(a, lo, lo + m - 1, lo + m / 2);
}

static int mom_select(int *a, int lo, int hi, int k) {
    for (;;) {
        if (lo == hi) return a[lo];
        int pivot = median_of_medians(a, lo, hi);
        int lt, gt;
        partition3(a, lo, hi, pivot, &lt, &gt);
        if (k < lt) hi = lt - 1;
        else if (k > gt) lo = gt + 1;
        else return pivot;
    }
}

static void fill(int n, int kind) {
    for (int i = 0; i < n; i++) {
        switch (kind) {
        case 0: src[i] = (int)(rnd() % 1000000u) - 500000; break;
        case 1: src[i] = (int)(rnd() % 50u); break;               /* many dups */
        case 2: src[i] = i * 3 - n; break;                         /* sorted */
        case 3: src[i] = n - i; break;                             /* reversed */
        default: src[i] = (i & 1) ? i : -i; break;                 /* zig-zag */
        }
    }
}

int main(void) {
    uint32_t check = 0;
    int mismatches = 0;
    for (int t = 0; t < TRIALS; t++) {
        int n = 1000 + (int)(rnd() % (MAXN - 1000));
        int kind = t % 5;
        fill(n, kind);
        int ks[5] = {0, n / 4, n / 2, (3 * n) / 4, n - 1};
        for (int q = 0; q < 5; q++) {
            memcpy(work, src, (size_t)n * sizeof(int));
            memcpy(work2, src, (size_t)n * sizeof(int));
            int a = quickselect(work, n, ks[q]);
            int b = mom_select(work2, 0, n - 1, ks[q]);
            if (a != b) mismatches++;
            /* verify partition property of the quickselect output */
            for (int i = 0; i < n; i++) {
                if ((i < ks[q] && work[i] > a) || (i > ks[q] && work[i] < a)) { mismatches++; break; }
            }
            check = check * 1000003u + (uint32_t)a;
        }
        if (t % 3 == 0)
            printf("trial %d kind %d n=%d median=%d\n", t, kind, n, quickselect(work, n, n / 2));
    }
    /* small arrays: full sort as reference */
    for (int t = 0; t < 3000; t++) {
        int n = 1 + (int)(rnd() % 60u);
        for (int i = 0; i < n; i++) src[i] = (int)(rnd() % 100u);
        memcpy(work, src, (size_t)n * sizeof(int));
        insertion_sort(work, n);
        int k = (int)(rnd() % (uint32_t)n);
        memcpy(work2, src, (size_t)n * sizeof(int));
        int a = quickselect(work2, n, k);
        memcpy(work2, src, (size_t)n * sizeof(int));
        int b = mom_select(work2, 0, n - 1, k);
        if (a != work[k] || b != work[k]) mismatches++;
        check += (uint32_t)(a * 7 + b);
    }
    printf("mismatches %d\n", mismatches);
    printf("qselect check %08x\n", check);
    return 0;
}
