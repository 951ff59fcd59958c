/* Sorting: quicksort and heapsort of 20000 ints from an LCG. */
#include <stdio.h>

#define N 20000

static int a[N], b[N];

static unsigned seed = 42u;
static int next_int(void) {
  seed = seed * 1103515245u + 12345u;
  return (int)(seed >> 1) % 1000000 - 500000;
}

static void quicksort(int *v, int lo, int hi) {
  while (lo < hi) {
    int pivot = v[lo + (hi - lo) / 2];
    int i = lo, j = hi;
    while (i <= j) {
      while (v[i] < pivot)
        i++;
      while (v[j] > pivot)
        j--;
      if (i <= j) {
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
        i++;
        j--;
      }
    }
    /* Recurse into the smaller half, loop on the larger. */
    if (j - lo < hi - i) {
      quicksort(v, lo, j);
      lo = i;
    } else {
      quicksort(v, i, hi);
      hi = j;
    }
  }
}

static void sift_down(int *v, int root, int end) {
  while (2 * root + 1 <= end) {
    int child = 2 * root + 1;
    int sw = root;
    if (v[sw] < v[child])
      sw = child;
    if (child + 1 <= end && v[sw] < v[child + 1])
      sw = child + 1;
    if (sw == root)
      return;
    {
      int t = v[root];
      v[root] = v[sw];
      v[sw] = t;
    }
    root = sw;
  }
}

static void heapsort(int *v, int n) {
  int start, end;
  for (start = (n - 2) / 2; start >= 0; start--)
    sift_down(v, start, n - 1);
  for (end = n - 1; end > 0; end--) {
    int t = v[end];
    v[end] = v[0];
    v[0] = t;
    sift_down(v, 0, end - 1);
  }
}

int main(void) {
  int round, i;
  unsigned long long check = 0;
  int bad = 0;
  for (round = 0; round < 2; round++) {
    for (i = 0; i < N; i++)
      a[i] = b[i] = next_int();
    quicksort(a, 0, N - 1);
    heapsort(b, N);
    for (i = 0; i < N; i++) {
      if (a[i] != b[i] || (i > 0 && a[i - 1] > a[i]))
        bad++;
      check = check * 3u + (unsigned)a[i] * (unsigned)(i + 1);
    }
  }
  printf("sort: check=%llu bad=%d\n", check, bad);
  return 0;
}
