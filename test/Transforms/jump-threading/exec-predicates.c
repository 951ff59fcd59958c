// Branches on an argument copied into the predecessors: an inlined
// predicate with three returns (`return a.score < b.score;` ...) tested by
// `if`, in a heap's sift loop. instcombine moves the test of the joined
// `int` onto the edges as an i1, and jump-threading copies the branch on it
// into the returns. jump-threading alone (after the passes that make the
// join) and -O2, through both backends.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: vct-mlir-opt --vir-produce-traits --inline --sroa --mem2reg --simplify-cfg --instcombine --simplify-cfg --jump-threading --remarks %t.mlir -o %t.jt.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.jt.mlir -o %t.jt.ll && lli %t.jt.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.jt.mlir -o %t.jt.c && %cc %t.jt.c -o %t.jt.exe && %t.jt.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

// CHECK: sum 724367 order 1 hash 3067765108
// REMARK: remark: VIR: jump-threading: copied a branch on a block argument into a predecessor, which branches on what it passed

typedef struct {
  unsigned score;
  int id;
  unsigned seq;
} item;

static int worse(item a, item b) {
  if (a.score != b.score)
    return a.score < b.score;
  if (a.seq != b.seq)
    return a.seq > b.seq;
  return a.id > b.id;
}

static void sift_down(item *h, int n, int i) {
  item x = h[i];
  for (;;) {
    int c = 2 * i + 1;
    if (c >= n)
      break;
    if (c + 1 < n && worse(h[c + 1], h[c]))
      c++;
    if (!worse(h[c], x))
      break;
    h[i] = h[c];
    i = c;
  }
  h[i] = x;
}

int main(void) {
  item h[200];
  unsigned r = 12345;
  for (int i = 0; i < 200; i++) {
    r = r * 1103515245u + 12345u;
    h[i].score = (r >> 16) % 50;
    h[i].id = i;
    h[i].seq = (r >> 8) % 7;
  }
  for (int i = 99; i >= 0; i--)
    sift_down(h, 200, i);
  unsigned long sum = 0, hash = 0;
  int order = 1, n = 200;
  item last = h[0];
  while (n > 0) {
    item top = h[0];
    if (worse(top, last))
      order = 0;
    last = top;
    sum += (unsigned long)top.score * (unsigned long)(n + top.id);
    hash = (hash * 31u + (unsigned)top.id) & 0xffffffffu;
    h[0] = h[--n];
    sift_down(h, n, 0);
  }
  printf("sum %lu order %d hash %lu\n", sum, order, hash);
  return 0;
}
