/* Generic element-size code: byte-wise swap, copy, reverse and rotate of
   elements whose size is only known at run time (4, 8, 12, 16, 24 bytes),
   as used by generic sort, heap and shuffle routines taking
   `void *base, size_t size`.  A generic heapsort with a comparator, a
   Fisher-Yates shuffle, an element-wise array reversal and a three-reversal
   rotation run on arrays of ints, doubles and small structs.  Prints
   checksums of the resulting arrays. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <stdlib.h>

typedef int (*cmp_fn)(const void *, const void *);

static uint32_t rng = 12345u;
static uint32_t next_rand(void) {
  rng = rng * 1103515245u + 12345u;
  return rng >> 8;
}

static void swap_bytes(void *pa, void *pb, size_t n) {
  char *a = (char *)pa, *b = (char *)pb;
  while (n--) {
    char t = *a;
    *a++ = *b;
    *b++ = t;
  }
}

static void copy_bytes(void *pd, const void *ps, size_t n) {
  char *d = (char *)pd;
  const char *s = (const char *)ps;
  while (n--)
    *d++ = *s++;
}

/* Generic heapsort: sift-down with a temporary element held in tmp. */
static void sift_down(char *b, size_t start, size_t end, size_t sz, cmp_fn cmp) {
  size_t root = start;
  while (2 * root + 1 < end) {
    size_t child = 2 * root + 1;
    if (child + 1 < end && cmp(b + child * sz, b + (child + 1) * sz) < 0)
      child++;
    if (cmp(b + root * sz, b + child * sz) < 0) {
      swap_bytes(b + root * sz, b + child * sz, sz);
      root = child;
    } else {
      return;
    }
  }
}

static void gheapsort(void *base, size_t n, size_t sz, cmp_fn cmp) {
  char *b = (char *)base;
  if (n < 2)
    return;
  for (size_t i = n / 2; i-- > 0;)
    sift_down(b, i, n, sz, cmp);
  for (size_t end = n - 1; end > 0; end--) {
    swap_bytes(b, b + end * sz, sz);
    sift_down(b, 0, end, sz, cmp);
  }
}

static void gshuffle(void *base, size_t n, size_t sz) {
  char *b = (char *)base;
  for (size_t i = n; i > 1; i--) {
    size_t j = next_rand() % i;
    if (j != i - 1)
      swap_bytes(b + j * sz, b + (i - 1) * sz, sz);
  }
}

static void greverse(void *base, size_t n, size_t sz) {
  char *lo = (char *)base;
  if (n < 2)
    return;
  char *hi = lo + (n - 1) * sz;
  while (lo < hi) {
    swap_bytes(lo, hi, sz);
    lo += sz;
    hi -= sz;
  }
}

/* Rotate left by k elements via three reversals. */
static void grotate(void *base, size_t n, size_t k, size_t sz) {
  char *b = (char *)base;
  if (n == 0)
    return;
  k %= n;
  if (k == 0)
    return;
  greverse(b, k, sz);
  greverse(b + k * sz, n - k, sz);
  greverse(b, n, sz);
}

/* Rotate right by one element through a temporary buffer (insertion step). */
static void grotate_right1(void *base, size_t n, size_t sz, char *tmp) {
  char *b = (char *)base;
  if (n < 2)
    return;
  copy_bytes(tmp, b + (n - 1) * sz, sz);
  for (size_t i = n - 1; i > 0; i--)
    copy_bytes(b + i * sz, b + (i - 1) * sz, sz);
  copy_bytes(b, tmp, sz);
}

static uint32_t hash_bytes(const void *p, size_t n, uint32_t h) {
  const unsigned char *c = (const unsigned char *)p;
  while (n--)
    h = (h ^ *c++) * 16777619u;
  return h;
}

typedef struct { int key; int id; int pad; } rec12;              /* 12 bytes */
typedef struct { int32_t key; int32_t a; int32_t b; int32_t c; } rec16;
typedef struct { double w; int64_t id; int32_t key; int32_t tag; } rec24;

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_dbl(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
static int cmp_rec12(const void *a, const void *b) {
  const rec12 *x = (const rec12 *)a, *y = (const rec12 *)b;
  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return (x->id > y->id) - (x->id < y->id);
}
static int cmp_rec16(const void *a, const void *b) {
  const rec16 *x = (const rec16 *)a, *y = (const rec16 *)b;
  return (x->key > y->key) - (x->key < y->key);
}
static int cmp_rec24(const void *a, const void *b) {
  const rec24 *x = (const rec24 *)a, *y = (const rec24 *)b;
  if (x->w != y->w)
    return x->w < y->w ? -1 : 1;
  return (x->id > y->id) - (x->id < y->id);
}

#define NI 3000
#define ND 2000
#define N12 1500
#define N16 1200
#define N24 1000
#define ROUNDS 5

static int ai[NI];
static double ad[ND];
static rec12 a12[N12];
static rec16 a16[N16];
static rec24 a24[N24];

static int is_sorted(const void *base, size_t n, size_t sz, cmp_fn cmp) {
  const char *b = (const char *)base;
  for (size_t i = 1; i < n; i++)
    if (cmp(b + (i - 1) * sz, b + i * sz) > 0)
      return 0;
  return 1;
}

static uint32_t work(void *base, size_t n, size_t sz, cmp_fn cmp, uint32_t h) {
  char tmp[32];
  gshuffle(base, n, sz);
  h = hash_bytes(base, n * sz, h);
  gheapsort(base, n, sz, cmp);
  h = h * 31u + (uint32_t)is_sorted(base, n, sz, cmp);
  h = hash_bytes(base, n * sz, h);
  grotate(base, n, n / 3 + 1, sz);
  h = hash_bytes(base, n * sz, h);
  greverse(base, n, sz);
  for (int k = 0; k < 5; k++)
    grotate_right1(base, n, sz, tmp);
  h = hash_bytes(base, n * sz, h);
  return h;
}

int main(void) {
  for (int i = 0; i < NI; i++)
    ai[i] = (int)(next_rand() % 100000u) - 50000;
  for (int i = 0; i < ND; i++)
    ad[i] = (double)(int)(next_rand() % 20000u) / 8.0 - 1000.0;
  for (int i = 0; i < N12; i++) {
    a12[i].key = (int)(next_rand() % 300u);
    a12[i].id = i;
    a12[i].pad = (int)(next_rand() & 0xffu);
  }
  for (int i = 0; i < N16; i++) {
    a16[i].key = (int32_t)(next_rand() % 5000u);
    a16[i].a = i;
    a16[i].b = -i;
    a16[i].c = (int32_t)(next_rand() & 0xfffu);
  }
  for (int i = 0; i < N24; i++) {
    memset(&a24[i], 0, sizeof a24[i]);
    a24[i].w = (double)(next_rand() % 700u) * 0.25;
    a24[i].id = (int64_t)i * 1000003;
    a24[i].key = (int32_t)(next_rand() % 97u);
    a24[i].tag = i & 7;
  }
  uint32_t h = 2166136261u;
  for (int r = 0; r < ROUNDS; r++) {
    h = work(ai, NI, sizeof ai[0], cmp_int, h);
    h = work(ad, ND, sizeof ad[0], cmp_dbl, h);
    h = work(a12, N12, sizeof a12[0], cmp_rec12, h);
    h = work(a16, N16, sizeof a16[0], cmp_rec16, h);
    h = work(a24, N24, sizeof a24[0], cmp_rec24, h);
  }
  long long si = 0;
  for (int i = 0; i < NI; i++)
    si += (long long)ai[i] * (i + 1);
  double sd = 0.0;
  for (int i = 0; i < ND; i++)
    sd += ad[i] * (double)(i % 7);
  long long s12 = 0, s24 = 0;
  for (int i = 0; i < N12; i++)
    s12 += a12[i].id * (i % 13);
  for (int i = 0; i < N24; i++)
    s24 += a24[i].id % 1000 + a24[i].key;
  printf("memswap %u %lld %.3f %lld %lld %d\n", h, si, sd, s12, s24, a16[7].key);
  return 0;
}
