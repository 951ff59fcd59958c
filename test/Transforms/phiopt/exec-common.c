// Diamonds whose arms share work: the bitwise CRC step
// `c & 1 ? K ^ (c >> 1) : c >> 1`, a division both arms compute before
// they differ, and a chain of common operations. phiopt keeps one copy of
// the common part and selects; the programs print the same at -O0 and
// after -O2 through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o /dev/null -Rpass=phiopt 2>&1 | FileCheck %s --check-prefix=PASSED

// PASSED: converted a diamond to selects

// CHECK: table 77073096 2d02ef8d edb88320
// CHECK-NEXT: split 18359 14 -63
// CHECK-NEXT: chain 120 836

#include <stdio.h>

static unsigned table[256];

__attribute__((noinline)) static void make_table(void) {
  for (unsigned n = 0; n < 256; n++) {
    unsigned c = n;
    for (int k = 0; k < 8; k++)
      c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[n] = c;
  }
}

__attribute__((noinline)) static int split(int x, int d) {
  int q;
  if (x & 1)
    q = x / d + 7;
  else
    q = x / d - 3;
  return q;
}

__attribute__((noinline)) static unsigned chain(unsigned a, unsigned b,
                                                int p) {
  unsigned r;
  if (p)
    r = ((a >> 2) + b) * 3u;
  else
    r = ((a >> 2) + b) ^ 0x55u;
  return r;
}

int main(void) {
  make_table();
  printf("table %x %x %x\n", table[1], table[255], table[128]);
  int s = 0;
  for (int i = 0; i < 100; i++)
    s += split(i * 9 - 40, 1 + i % 5);
  printf("split %d %d %d\n", s, split(7, 1), split(-120, 2));
  unsigned t = 0;
  for (unsigned i = 0; i < 10; i++)
    t += chain(i * 5, i, 0);
  printf("chain %u %u\n", chain(40, 10, 1) + 60, t);
  return 0;
}
