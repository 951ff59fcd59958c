/* Scans a series of integer matrices whose height, width and row stride are
   only known at run time (some are empty).  For every row it finds the first
   element above a threshold, the longest non-decreasing run, the row sum and
   the number of trailing zeros; per column it tracks the maximum.  Prints
   aggregate statistics and a checksum over all results. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define NMAT 80
#define MAXDIM 160

static uint32_t rng = 12345u;
static uint32_t next_rand(void) {
    rng = rng * 1664525u + 1013904223u;
    return rng >> 8;
}

static int first_above(const int *row, int w, int thr) {
    int i = 0;
    while (i < w && row[i] <= thr)
        i++;
    return i;
}

static int longest_run(const int *row, int w) {
    if (w <= 0)
        return 0;
    int best = 1, cur = 1;
    for (int i = 1; i < w; i++) {
        if (row[i] >= row[i - 1])
            cur++;
        else
            cur = 1;
        if (cur > best)
            best = cur;
    }
    return best;
}

static int64_t row_sum(const int *row, int w) {
    int64_t s = 0;
    for (int i = 0; i < w; i++)
        s += row[i];
    return s;
}

static int trailing_zeros(const int *row, int w) {
    int n = w;
    while (n > 0 && row[n - 1] == 0)
        n--;
    return w - n;
}

static int count_value(const int *row, int w, int v) {
    int c = 0;
    const int *end = row + w;
    for (const int *p = row; p != end; ++p)
        if (*p == v)
            c++;
    return c;
}

static void col_max(const int *m, int h, int w, int stride, int *out) {
    for (int j = 0; j < w; j++)
        out[j] = m[j];
    for (int i = 1; i < h; i++) {
        const int *r = m + (size_t)i * stride;
        for (int j = 0; j < w; j++)
            if (r[j] > out[j])
                out[j] = r[j];
    }
}

int main(void) {
    int *mat = malloc(sizeof(int) * MAXDIM * (MAXDIM + 4));
    int *cmax = malloc(sizeof(int) * MAXDIM);
    if (!mat || !cmax)
        return 1;
    uint32_t check = 0;
    int64_t total = 0;
    long found = 0, runs = 0, zeros = 0, sevens = 0, empty = 0;

    for (int k = 0; k < NMAT; k++) {
        int h = 1 + (int)(next_rand() % MAXDIM);
        int w = (int)(next_rand() % MAXDIM);
        if (k % 7 == 3)
            w = 0;
        int stride = w + (int)(next_rand() % 4);
        int thr = 900 + (int)(next_rand() % 100);
        for (int i = 0; i < h; i++) {
            int *r = mat + (size_t)i * stride;
            for (int j = 0; j < stride; j++) {
                uint32_t x = next_rand();
                r[j] = (x & 7) == 0 ? 0 : (int)(x % 1000);
            }
        }
        if (w == 0) {
            empty++;
            continue;
        }
        for (int i = 0; i < h; i++) {
            const int *r = mat + (size_t)i * stride;
            int f = first_above(r, w, thr);
            if (f < w)
                found++;
            int lr = longest_run(r, w);
            runs += lr;
            int64_t s = row_sum(r, w);
            total += s;
            int tz = trailing_zeros(r, w);
            zeros += tz;
            sevens += count_value(r, w, 7);
            check = check * 31u + (uint32_t)f * 7u + (uint32_t)lr + (uint32_t)s + (uint32_t)tz;
        }
        col_max(mat, h, w, stride, cmax);
        for (int j = 0; j < w; j++)
            check = (check ^ (uint32_t)cmax[j]) * 16777619u;
    }
    printf("empty=%ld found=%ld runs=%ld zeros=%ld sevens=%ld\n", empty, found, runs, zeros, sevens);
    printf("total=%lld check=%08x\n", (long long)total, check);
    free(mat);
    free(cmax);
    return 0;
}
