// Inlined comparators tested by their callers: `return a < b ? -1 : 1;`
// and `return a - b;` joined and compared with 0 by an insertion sort, and
// a heap's `if (l < n && less(a[l], a[m])) m = l;`, where the select on the
// joined `&&` takes its arms on the edges. instcombine alone (after the
// passes that make the joins) and -O2, through both backends.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: vct-mlir-opt --vir-produce-traits --inline --sroa --mem2reg --simplify-cfg --phiopt --instcombine --simplify-cfg %t.mlir -o %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

// CHECK: sorted 1 sum 3899619432 heap 1 last 2530159317

typedef struct {
  int key;
  unsigned id;
  unsigned char pri;
} rec;

static int cmp(const rec *x, const rec *y) {
  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  return (int)x->pri - (int)y->pri;
}

static void isort(rec *a, int n) {
  for (int i = 1; i < n; i++) {
    rec v = a[i];
    int j = i;
    while (j > 0 && cmp(&a[j - 1], &v) > 0) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = v;
  }
}

typedef struct {
  unsigned key;
  int id;
} item;

static int less(item x, item y) {
  return x.key < y.key || (x.key == y.key && x.id < y.id);
}

static item pop(item *a, int *n) {
  item top = a[0];
  a[0] = a[--*n];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < *n && less(a[l], a[m]))
      m = l;
    if (r < *n && less(a[r], a[m]))
      m = r;
    if (m == i)
      break;
    item t = a[i];
    a[i] = a[m];
    a[m] = t;
    i = m;
  }
  return top;
}

static void push(item *a, int *n, item it) {
  int i = (*n)++;
  a[i] = it;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (!less(a[i], a[p]))
      break;
    item t = a[i];
    a[i] = a[p];
    a[p] = t;
    i = p;
  }
}

static rec recs[600];
static item heap[700];

int main(void) {
  unsigned s = 12345u;
  for (int i = 0; i < 600; i++) {
    s = s * 1103515245u + 12345u;
    recs[i].key = (int)(s >> 20) % 37 - 18;
    recs[i].pri = (unsigned char)(s >> 8);
    recs[i].id = (unsigned)i;
  }
  isort(recs, 600);
  int sorted = 1;
  unsigned sum = 0;
  for (int i = 0; i < 600; i++) {
    if (i && cmp(&recs[i - 1], &recs[i]) > 0)
      sorted = 0;
    sum = sum * 31u + recs[i].id;
  }
  int n = 0;
  for (int i = 0; i < 650; i++) {
    s = s * 1103515245u + 12345u;
    item it = {(s >> 16) % 50u, i};
    push(heap, &n, it);
  }
  int ordered = 1;
  item prev = pop(heap, &n);
  unsigned last = 0;
  while (n > 0) {
    item it = pop(heap, &n);
    if (less(it, prev))
      ordered = 0;
    last = last * 7u - (unsigned)it.id;
    prev = it;
  }
  printf("sorted %d sum %u heap %d last %u\n", sorted, sum, ordered, last);
  return 0;
}
