// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// unsigned __int128 as a Montgomery multiplication uses it: 64x64->128
// products, additions with carries, shifts by constants and by variables,
// comparisons, and globals and arrays of it in memory (issue 13). The
// importer splits each 128-bit value into two i64 parts (calls taking and
// returning one: int128-abi.c; division: int128-div.c).

// CHECK: mulhi 0xfffffffffffffffe 0x0000000000000001
// CHECK-NEXT: mont 0x8bd483d557fa77ca
// CHECK-NEXT: shifts 0x8000000000000000 0x0000000000000000 0x0000000000000000 0x0000000000000003
// CHECK-NEXT: cmp 1 0 1 1 0
// CHECK-NEXT: table 0x000000000000002a 0x0000000000000001 sum 0x0000000000000002 0x000000000000002c
// CHECK-NEXT: signed -1 -170141183460469231731687303715884105728 / 0x8000000000000000

#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static u128 table[4] = {42, (u128)1 << 64 | 1, 0, 0};
static volatile uint64_t vx = 0xffffffffffffffffull, vy = 0xffffffffffffffffull;

#define LO(x) ((uint64_t)(x))
#define HI(x) ((uint64_t)((x) >> 64))

// Montgomery reduction of a*b for an odd modulus m with inverse minv
// (-m^-1 mod 2^64).
static inline uint64_t montmul(uint64_t a, uint64_t b, uint64_t m,
                               uint64_t minv) {
  u128 t = (u128)a * b;
  uint64_t q = (uint64_t)t * minv;
  u128 u = t + (u128)q * m;
  uint64_t r = (uint64_t)(u >> 64);
  if (u < t) // the addition carried out of 128 bits
    r -= m;
  return r >= m ? r - m : r;
}

int main(void) {
  u128 p = (u128)vx * vy;
  printf("mulhi 0x%016llx 0x%016llx\n", (unsigned long long)HI(p),
         (unsigned long long)LO(p));

  uint64_t m = 0xffffffff00000001ull, minv = 0;
  // Newton's iteration for m^-1 mod 2^64.
  uint64_t inv = m;
  for (int i = 0; i < 6; ++i)
    inv *= 2 - m * inv;
  minv = -inv;
  uint64_t x = 0x123456789abcdefull;
  for (int i = 0; i < 100; ++i)
    x = montmul(x, x ^ (uint64_t)i, m, minv);
  printf("mont 0x%016llx\n", (unsigned long long)x);

  volatile unsigned n = 63, k = 127;
  u128 one = 1;
  u128 a = one << n, b = one << k, c = ~(u128)0 >> (k - 63);
  i128 s = -(i128)12;
  s >>= n - 61;
  printf("shifts 0x%016llx 0x%016llx 0x%016llx 0x%016llx\n",
         (unsigned long long)LO(a), (unsigned long long)LO(b),
         (unsigned long long)HI(c), (unsigned long long)-LO(s));

  i128 neg = -5, pos = 7;
  printf("cmp %d %d %d %d %d\n", neg < pos, (u128)neg < (u128)pos, b > a,
         neg <= -5, pos == neg);

  u128 sum = table[0] + table[1];
  sum += table[1];
  table[2] = sum;
  printf("table 0x%016llx 0x%016llx sum 0x%016llx 0x%016llx\n",
         (unsigned long long)LO(table[0]), (unsigned long long)HI(table[1]),
         (unsigned long long)HI(table[2]), (unsigned long long)LO(table[2]));

  i128 minimum = (i128)((u128)1 << 127);
  i128 minus = neg - neg - 1;
  printf("signed %d %s / 0x%016llx\n", (int)minus,
         minimum < 0 ? "-170141183460469231731687303715884105728" : "?",
         (unsigned long long)HI(minimum));
  return 0;
}
