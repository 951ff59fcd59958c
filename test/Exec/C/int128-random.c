// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// RUN: vct-cc -O3 --backend=c -w %s -o %t.c3 && %t.c3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// 128-bit arithmetic on 20,000 pseudo-random pairs: add, sub, mul,
// constant and variable shifts (logical and arithmetic), signed and
// unsigned comparisons, extensions and truncations, rotates, selects;
// everything the importer splits into i64 parts (issue 13), against
// clang's native __int128.

// CHECK: e578cb7f447a4970b9127567437aaffc

#include <stdio.h>
#include <stdint.h>
typedef unsigned __int128 u128; typedef __int128 i128;
static uint64_t s = 88172645463325252ull;
static uint64_t rnd(void) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
static volatile int sink;
int main(void) {
  u128 h = 0;
  for (int i = 0; i < 20000; ++i) {
    u128 a = ((u128)rnd() << 64) | rnd(), b = ((u128)rnd() << 64) | rnd();
    if (i % 7 == 0) a >>= rnd() % 128;
    if (i % 5 == 0) b = (u128)(int64_t)rnd();
    i128 sa = (i128)a, sb = (i128)b;
    unsigned k = rnd() % 128;
    h ^= a + b; h *= 0x9e3779b97f4a7c15ull;
    h ^= a - b; h += a * b;
    h ^= a << k; h += a >> k; h ^= (u128)(sa >> k);
    h += (a < b) + 2 * (sa < sb) + 4 * (a <= b) + 8 * (sa >= sb) + 16 * (a == b) + 32 * (sa > sb);
    h ^= (u128)(uint32_t)a * 3 + (u128)(int8_t)b;
    h = (h << 1) | (h >> 127);
    h ^= sa < 0 ? a : ~b;
    unsigned short us = (unsigned short)(h >> 50);
    h += us;
  }
  printf("%016llx%016llx\n", (unsigned long long)(h >> 64), (unsigned long long)h);
  return 0;
}
