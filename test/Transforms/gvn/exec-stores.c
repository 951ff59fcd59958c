// Structs read, changed in one field and written back (by value through
// helpers, as C code passes small structs): the stores of the unchanged
// fields go, in early-cse within a block and in gvn across the diamond of
// the helper. The program prints the same at -O0, after -O2 without gvn
// and then gvn alone, and after -O2, through both backends; the -O2 VIR of
// interest() stores only the balance of each account.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-gvn -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --gvn --verify-each %t.vir -o %t.g.mlir
// RUN: vct-translate --vir-to-llvmir %t.g.mlir -o %t.g.ll && lli %t.g.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.g.mlir -o %t.g.c && %cc %t.g.c -o %t.g.exe && %t.g.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR

// VIR-LABEL: vir.func @interest(
// VIR-NOT: vir.store {{.*}} : i32
// VIR-NOT: [8] : i8
// VIR: vir.return

// CHECK: interest 5096 hash 918117984
// CHECK-NEXT: swap 1 -7 3 9

#include <stdio.h>

typedef struct {
  long balance;
  long limit;
  unsigned id;
  int ntx;
} account;

account accounts[64];

static account post(account a, int bp) {
  long delta = a.balance > 0 ? a.balance * bp / 10000 : -(a.balance / 50);
  a.balance += delta;
  return a;
}

long interest(int n) {
  long total = 0;
  for (int i = 0; i < n; i++) {
    long before = accounts[i].balance;
    accounts[i] = post(accounts[i], 25);
    total += accounts[i].balance - before;
  }
  return total;
}

typedef struct {
  int a, b, c, d;
} quad;

// The same value stored twice, and *p = *p with a store to another
// object in between (the struct q may alias p: both stores stay).
static void swap_bc(quad *p, quad *q) {
  int t = p->b;
  p->b = p->c;
  p->c = t;
  p->a = p->a;
  q->d = q->d + 0;
  p->d = p->d;
}

int main(void) {
  for (int i = 0; i < 64; i++) {
    accounts[i].balance = (i * 7919) % 20000 - 5000;
    accounts[i].limit = i * 3;
    accounts[i].id = (unsigned)i;
    accounts[i].ntx = i % 5;
  }
  long total = 0;
  for (int r = 0; r < 3; r++)
    total += interest(64);
  unsigned hash = 0;
  for (int i = 0; i < 64; i++)
    hash = hash * 31u + (unsigned)accounts[i].balance +
           (unsigned)accounts[i].limit + accounts[i].id +
           (unsigned)accounts[i].ntx;
  printf("interest %ld hash %u\n", total, hash);
  quad x = {1, 3, -7, 9};
  swap_bc(&x, &x);
  printf("swap %d %d %d %d\n", x.a, x.b, x.c, x.d);
  return 0;
}
