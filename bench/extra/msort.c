/* Hybrid merge sort (insertion sort for small runs) on records and ints. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int key; int val; } rec;
#define N 40000
static rec data[N], buf[N];
static int ints[N], ibuf[N];

static void isort_rec(rec *a, int n) {
  for (int i = 1; i < n; i++) {
    rec t = a[i];
    int j = i - 1;
    while (j >= 0 && a[j].key > t.key) { a[j + 1] = a[j]; j--; }
    a[j + 1] = t;
  }
}

static void merge_rec(rec *a, rec *tmp, int lo, int mid, int hi) {
  int i = lo, j = mid, k = lo;
  while (i < mid && j < hi) {
    if (a[j].key < a[i].key) tmp[k++] = a[j++];
    else tmp[k++] = a[i++];
  }
  while (i < mid) tmp[k++] = a[i++];
  while (j < hi) tmp[k++] = a[j++];
  for (k = lo; k < hi; k++) a[k] = tmp[k];
}

static void msort_rec(rec *a, rec *tmp, int lo, int hi) {
  if (hi - lo <= 16) { isort_rec(a + lo, hi - lo); return; }
  int mid = lo + (hi - lo) / 2;
  msort_rec(a, tmp, lo, mid);
  msort_rec(a, tmp, mid, hi);
  if (a[mid - 1].key <= a[mid].key) return;
  merge_rec(a, tmp, lo, mid, hi);
}

static void isort_int(int *a, int n) {
  for (int i = 1; i < n; i++) {
    int t = a[i], j = i;
    while (j > 0 && a[j - 1] > t) { a[j] = a[j - 1]; j--; }
    a[j] = t;
  }
}

/* bottom-up merge sort for ints */
static void bu_sort(int *a, int *tmp, int n) {
  for (int i = 0; i < n; i += 8) isort_int(a + i, (n - i) < 8 ? (n - i) : 8);
  for (int w = 8; w < n; w *= 2) {
    for (int lo = 0; lo < n; lo += 2 * w) {
      int mid = lo + w < n ? lo + w : n;
      int hi = lo + 2 * w < n ? lo + 2 * w : n;
      int i = lo, j = mid, k = lo;
      while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
      while (i < mid) tmp[k++] = a[i++];
      while (j < hi) tmp[k++] = a[j++];
    }
    memcpy(a, tmp, sizeof(int) * (size_t)n);
  }
}

int main(void) {
  uint32_t s = 99;
  uint64_t h = 0;
  for (int rep = 0; rep < 4; rep++) {
    for (int i = 0; i < N; i++) {
      s = s * 1664525u + 1013904223u;
      data[i].key = (int)(s >> 12) % 100000;
      data[i].val = i;
      ints[i] = (int)(s >> 5);
    }
    msort_rec(data, buf, 0, N);
    bu_sort(ints, ibuf, N);
    for (int i = 0; i < N; i += 37) h = h * 131 + (uint64_t)data[i].val + (uint64_t)(uint32_t)ints[i];
    for (int i = 1; i < N; i++)
      if (data[i - 1].key > data[i].key || ints[i - 1] > ints[i]) { puts("unsorted"); return 1; }
  }
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
