// The loop condition `p && p->key < k` lowers to a join block that takes
// an i1 block argument (false from the null test) and branches on it.
// After -O2 (jump-threading in stage 7) no cond_br is on a block argument:
// the null test's false edge goes straight to the exit. It runs the same
// through both backends.
// RUN: vct-cc -O2 -S --emit=vir %s -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: vct-cc -O2 %s -o %t.llvm.exe && %t.llvm.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-cc -O2 --backend=c %s -o %t.c.exe && %t.c.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-cc -O2 -fno-jump-threading -S --emit=vir %s -o - | FileCheck %s --check-prefix=OFF

// CHECK-LABEL: vir.func @find(
// CHECK-NOT: ^bb{{[0-9]+}}(%{{[0-9]+}}: i1)
// CHECK: vir.return
// The join does nothing but branch on its argument, so simplify-cfg (stage
// 1) threads the constant edge already: without jump threading too.
// OFF-LABEL: vir.func @find(
// OFF-NOT: ^bb{{[0-9]+}}(%{{[0-9]+}}: i1)
// OFF: vir.return

// OUT: 5 7 -1
#include <stdio.h>

struct node {
  int key;
  struct node *next;
};

__attribute__((noinline)) struct node *find(struct node *p, int k) {
  while (p && p->key < k)
    p = p->next;
  return p;
}

int main(void) {
  struct node n[4];
  for (int i = 0; i < 4; ++i) {
    n[i].key = 2 * i + 1;
    n[i].next = i < 3 ? &n[i + 1] : 0;
  }
  struct node *a = find(n, 4), *b = find(n, 7), *c = find(n, 100);
  printf("%d %d %d\n", a ? a->key : -1, b ? b->key : -1, c ? c->key : -1);
  return 0;
}
