// Loads a loop carries through its header: a heap's sift-up and sift-down
// load a[i] each iteration, which the back edge has just stored at the
// next i; a list of pairs copied whole (an i64) and read by field. The
// program prints the same at -O0, after gvn (with the canonicalization it
// needs) alone, and after -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --sroa --mem2reg --instcombine --simplify-cfg --jump-threading --simplify-cfg --gvn --verify-each --remarks %t.vir -o %t.gvn.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: vct-translate --vir-to-llvmir %t.gvn.mlir -o %t.gvn.ll && lli %t.gvn.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.gvn.mlir -o %t.gvn.c && %cc %t.gvn.c -o %t.gvn.exe && %t.gvn.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// ALONE: gvn: removed {{[0-9]+}} redundant operations ({{[0-9]+}} merged into block arguments) and {{[0-9]+}} redundant loads ({{[1-9][0-9]*}} block arguments

// CHECK: heap 0 1 2 3 5 8 13 21 34 55 89
// CHECK-NEXT: pairs 7 12 4 9 1 2
// CHECK-NEXT: sum 33

#include <stdio.h>

typedef struct {
  unsigned key;
  int id;
} Item;

static unsigned heap[16];
static Item items[8];

__attribute__((noinline)) void sift_up(unsigned *a, int i, unsigned v) {
  a[i] = v;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (!(a[i] < a[p]))
      break;
    unsigned t = a[i];
    a[i] = a[p];
    a[p] = t;
    i = p;
  }
}

__attribute__((noinline)) unsigned pop(unsigned *a, int n) {
  unsigned top = a[0];
  a[0] = a[n - 1];
  n--;
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, r = l + 1, m = i;
    if (l < n && a[l] < a[m])
      m = l;
    if (r < n && a[r] < a[m])
      m = r;
    if (m == i)
      break;
    unsigned t = a[i];
    a[i] = a[m];
    a[m] = t;
    i = m;
  }
  return top;
}

__attribute__((noinline)) void swap_items(Item *x, Item *y) {
  Item t = *x;
  *x = *y;
  *y = t;
}

__attribute__((noinline)) int rotate(Item *v, int n) {
  int s = 0;
  for (int k = 0; k + 1 < n; k++) {
    swap_items(&v[k], &v[k + 1]);
    s += (int)v[k].key * v[k + 1].id;
  }
  return s;
}

int main(void) {
  unsigned vals[11] = {89, 3, 55, 0, 21, 8, 34, 1, 13, 2, 5};
  for (int k = 0; k < 11; k++)
    sift_up(heap, k, vals[k]);
  printf("heap");
  for (int n = 11; n > 0; n--)
    printf(" %u", pop(heap, n));
  for (int k = 0; k < 6; k++) {
    items[k].key = (unsigned)(k * 5 + 2) % 13;
    items[k].id = k + 1;
  }
  int s = rotate(items, 6);
  printf("\npairs");
  for (int k = 0; k < 6; k++)
    printf(" %u", items[k].key);
  printf("\nsum %d\n", s);
  return 0;
}
