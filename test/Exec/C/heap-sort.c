// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// A binary min-heap priority queue of structures (priority, then insertion
// order for stability), used as a task scheduler, plus an in-place heap sort.

// CHECK: run p1 #1 fix outage
// CHECK-NEXT: run p1 #4 page oncall
// CHECK-NEXT: run p2 #2 review patch
// CHECK-NEXT: run p2 #6 postmortem
// CHECK-NEXT: run p0 #7 urgent hotfix
// CHECK-NEXT: run p3 #0 write report
// CHECK-NEXT: run p3 #3 lunch
// CHECK-NEXT: run p5 #5 refactor
// CHECK-NEXT: heap empty: 1
// CHECK-NEXT: sorted: -88 -88 -64 -62 -57 -56 -50 -48 -46 -38 -36 -16 -11 -3 6 12 44 49 54 63 71 79 87 91 99
// CHECK-NEXT: ascending: 1, min -88, max 99, median -11

#include <stdio.h>

struct task {
  int priority;
  unsigned seq;
  const char *name;
};

struct heap {
  struct task items[32];
  int size;
  unsigned next_seq;
};

static int before(const struct task *a, const struct task *b) {
  return a->priority != b->priority ? a->priority < b->priority : a->seq < b->seq;
}

static void swap_tasks(struct task *a, struct task *b) {
  struct task t = *a;
  *a = *b;
  *b = t;
}

static void push(struct heap *h, int priority, const char *name) {
  int i = h->size++;
  h->items[i].priority = priority;
  h->items[i].seq = h->next_seq++;
  h->items[i].name = name;
  while (i > 0 && before(&h->items[i], &h->items[(i - 1) / 2])) {
    swap_tasks(&h->items[i], &h->items[(i - 1) / 2]);
    i = (i - 1) / 2;
  }
}

static struct task *pop(struct heap *h, struct task *out) {
  if (h->size == 0)
    return NULL;
  *out = h->items[0];
  h->items[0] = h->items[--h->size];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < h->size && before(&h->items[l], &h->items[m])) m = l;
    if (r < h->size && before(&h->items[r], &h->items[m])) m = r;
    if (m == i)
      break;
    swap_tasks(&h->items[i], &h->items[m]);
    i = m;
  }
  return out;
}

static void sift_down(int *a, int n, int i) {
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < n && a[l] > a[m]) m = l;
    if (r < n && a[r] > a[m]) m = r;
    if (m == i)
      return;
    int t = a[i];
    a[i] = a[m];
    a[m] = t;
    i = m;
  }
}

static void heap_sort(int *a, int n) {
  for (int i = n / 2 - 1; i >= 0; --i)
    sift_down(a, n, i);
  for (int end = n - 1; end > 0; --end) {
    int t = a[0];
    a[0] = a[end];
    a[end] = t;
    sift_down(a, end, 0);
  }
}

int main(void) {
  static struct heap h;
  push(&h, 3, "write report");
  push(&h, 1, "fix outage");
  push(&h, 2, "review patch");
  push(&h, 3, "lunch");
  push(&h, 1, "page oncall");
  push(&h, 5, "refactor");
  struct task t;
  for (int round = 0; pop(&h, &t); ++round) {
    printf("run p%d #%u %s\n", t.priority, t.seq, t.name);
    if (round == 1)
      push(&h, 2, "postmortem");
    if (round == 3)
      push(&h, 0, "urgent hotfix");
  }
  printf("heap empty: %d\n", h.size == 0);

  int v[25];
  unsigned x = 2463534242u;
  for (int i = 0; i < 25; ++i) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    v[i] = (int)(x % 199u) - 99;
  }
  heap_sort(v, 25);
  int ok = 1;
  printf("sorted:");
  for (int i = 0; i < 25; ++i) {
    printf(" %d", v[i]);
    if (i && v[i - 1] > v[i])
      ok = 0;
  }
  printf("\nascending: %d, min %d, max %d, median %d\n", ok, v[0], v[24], v[12]);
  return 0;
}
