// Exit tests of a truncated variable: the limb loop of a schoolbook
// multiplication tests `j < b->n`, whose bound licm hoists only after
// indvars widened j to index the limbs; the test of trunc(j + 1) then
// becomes a test of the wide j + 1 against the extended bound, a counted
// loop the runtime unroller takes. Also a loop counting down to a bound.
// The program prints the same at -O0 and after -O2, through both
// backends (truncated-tests.mlir runs the pass alone).
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt -O2 --verify-each --mlir-pass-statistics --mlir-pass-statistics-display=list %t.vir -o %t.o2.mlir 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

#include <stdint.h>
#include <stdio.h>

// CHECK: product 873532684 limbs 9 down 188
// STATS: {{[1-9][0-9]*}} num-truncated-tests

typedef struct {
  uint32_t limb[16];
  int n;
} big;

static void mul(const big *a, const big *b, big *out) {
  int n = a->n + b->n;
  for (int i = 0; i < n; i++)
    out->limb[i] = 0;
  for (int i = 0; i < a->n; i++) {
    uint64_t carry = 0, ai = a->limb[i];
    for (int j = 0; j < b->n; j++) {
      uint64_t t = ai * b->limb[j] + out->limb[i + j] + carry;
      out->limb[i + j] = (uint32_t)t;
      carry = t >> 32;
    }
    out->limb[i + b->n] = (uint32_t)carry;
  }
  out->n = n;
}

static big x, y, z;
static int v[64];

int main(void) {
  x.n = 5;
  y.n = 4;
  for (int i = 0; i < 5; i++)
    x.limb[i] = 0x9e3779b9u * (uint32_t)(i + 1);
  for (int i = 0; i < 4; i++)
    y.limb[i] = 0x7f4a7c15u ^ (uint32_t)(i * 77);
  mul(&x, &y, &z);
  uint32_t h = 0;
  for (int i = 0; i < z.n; i++)
    h = h * 31u + z.limb[i];
  for (int i = 0; i < 64; i++)
    v[i] = i * 3 % 17;
  int lo = 40, down = 0;
  for (int i = 63; i > lo; i--)
    down += v[i];
  printf("product %u limbs %d down %d\n", h, z.n, down);
  return 0;
}
