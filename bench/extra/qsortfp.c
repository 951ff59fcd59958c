/* Generic qsort-style sort (void*, element size, comparator function pointer) on ints, doubles, structs. */
#include <stdio.h>
#include <string.h>

typedef int (*cmp_fn)(const void *, const void *);

static void swap_bytes(char *a, char *b, size_t sz) {
  while (sz--) { char t = *a; *a++ = *b; *b++ = t; }
}

static void gsort(void *base, size_t n, size_t sz, cmp_fn cmp) {
  char *b = (char *)base;
  while (n > 12) {
    char *lo = b, *hi = b + (n - 1) * sz, *mid = b + (n / 2) * sz;
    if (cmp(mid, lo) < 0) swap_bytes(mid, lo, sz);
    if (cmp(hi, mid) < 0) { swap_bytes(hi, mid, sz); if (cmp(mid, lo) < 0) swap_bytes(mid, lo, sz); }
    swap_bytes(mid, b + (n - 2) * sz, sz);
    char *pv = b + (n - 2) * sz;
    char *i = b, *j = pv;
    for (;;) {
      do i += sz; while (cmp(i, pv) < 0);
      do j -= sz; while (cmp(pv, j) < 0);
      if (i >= j) break;
      swap_bytes(i, j, sz);
    }
    swap_bytes(i, pv, sz);
    size_t left = (size_t)(i - b) / sz, right = n - left - 1;
    if (left < right) { gsort(b, left, sz, cmp); b = i + sz; n = right; }
    else { gsort(i + sz, right, sz, cmp); n = left; }
  }
  for (size_t x = 1; x < n; x++)
    for (size_t y = x; y > 0 && cmp(b + (y - 1) * sz, b + y * sz) > 0; y--)
      swap_bytes(b + (y - 1) * sz, b + y * sz, sz);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}
static int cmp_dbl_desc(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x < y) - (x > y);
}
typedef struct { int dept; int age; char name[8]; } emp;
static int cmp_emp(const void *a, const void *b) {
  const emp *x = a, *y = b;
  if (x->dept != y->dept) return x->dept < y->dept ? -1 : 1;
  if (x->age != y->age) return x->age < y->age ? -1 : 1;
  return strcmp(x->name, y->name);
}

#define NI 24000
#define ND 20000
#define NE 8000
static int ai[NI];
static double ad[ND];
static emp ae[NE];
static unsigned s = 7u;
static unsigned r(void) { s ^= s << 13; s ^= s >> 17; s ^= s << 5; return s; }

int main(void) {
  int ok = 1;
  unsigned long chk = 0;
  for (int round = 0; round < 1; round++) {
    for (int i = 0; i < NI; i++) ai[i] = (int)(r() % 100000) - 50000;
    for (int i = 0; i < ND; i++) ad[i] = (double)(r() % 1000000) / 7.0;
    for (int i = 0; i < NE; i++) {
      ae[i].dept = (int)(r() % 20); ae[i].age = 20 + (int)(r() % 45);
      for (int k = 0; k < 7; k++) ae[i].name[k] = (char)('a' + r() % 4);
      ae[i].name[7] = 0;
    }
    gsort(ai, NI, sizeof ai[0], cmp_int);
    gsort(ad, ND, sizeof ad[0], cmp_dbl_desc);
    gsort(ae, NE, sizeof ae[0], cmp_emp);
    for (int i = 1; i < NI; i++) if (ai[i - 1] > ai[i]) ok = 0;
    for (int i = 1; i < ND; i++) if (ad[i - 1] < ad[i]) ok = 0;
    for (int i = 1; i < NE; i++) if (cmp_emp(&ae[i - 1], &ae[i]) > 0) ok = 0;
    for (int i = 0; i < NI; i += 97) chk = chk * 31 + (unsigned)ai[i];
    for (int i = 0; i < ND; i += 89) chk = chk * 31 + (unsigned long)ad[i];
    for (int i = 0; i < NE; i += 83) chk = chk * 31 + (unsigned)(ae[i].dept * 100 + ae[i].age) + (unsigned char)ae[i].name[0];
  }
  printf("qsortfp chk=%lu ok=%d\n", chk, ok);
  return ok ? 0 : 1;
}
