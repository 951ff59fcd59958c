// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.v3 && %t.v3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// __int128 division and remainder, unsigned and signed, of 20,000 random
// values of every magnitude (1 to 128 significant bits), each checked by
// q * d + r == n and hashed, and switches on an __int128 (issue 13). The
// importer expands division exactly in VIR (a restoring-division loop over
// the i64 parts, one i64 udiv when both high parts are zero) and a switch
// into a compare chain; the hashes are clang -O0's.

// CHECK: unsigned 31cc98a1f00ffd27 signed c2a82adfc774e860 bad 0
// CHECK-NEXT: max/7 0x24924924924924924924924924924924
// CHECK-NEXT: max%7 0x00000000000000000000000000000003
// CHECK-NEXT: max/2^64 0x0000000000000000ffffffffffffffff
// CHECK-NEXT: max%(2^64+1) 0x00000000000000000000000000000000
// CHECK-NEXT: neg/3 0xffffffffffffb969f6bb11061faaaaab
// CHECK-NEXT: neg%3 0xffffffffffffffffffffffffffffffff
// CHECK-NEXT: neg/-3 0x00000000000046960944eef9e0555555
// CHECK-NEXT: neg%-3 0xffffffffffffffffffffffffffffffff
// CHECK-NEXT: classify 1 2 3 5 0 4

#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

static uint64_t state = 0x9e3779b97f4a7c15ull;
static uint64_t next64(void) {
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
/* A value of a random magnitude: 1 to 128 significant bits. */
static u128 nextValue(void) {
  u128 x = (u128)next64() << 64 | next64();
  unsigned bits = 1 + next64() % 128;
  return bits == 128 ? x : x & (((u128)1 << bits) - 1);
}
static uint64_t mix(uint64_t h, u128 x) {
  h ^= (uint64_t)x;
  h *= 0x100000001b3ull;
  h ^= (uint64_t)(x >> 64);
  h *= 0x100000001b3ull;
  return h;
}
static void print128(const char *what, u128 x) {
  printf("%s 0x%016llx%016llx\n", what, (unsigned long long)(x >> 64),
         (unsigned long long)x);
}
/* A switch on an __int128: a compare chain. */
static int classify(i128 x) {
  switch (x) {
  case 0:
    return 1;
  case -1:
    return 2;
  case (i128)1 << 100:
    return 3;
  case ((i128)0x123456789abcdefll << 64) | 0xfedcba9876543210ull:
    return 4;
  case 42:
    return 5;
  default:
    return 0;
  }
}

int main(void) {
  uint64_t hu = 0xcbf29ce484222325ull, hs = hu;
  unsigned bad = 0;
  for (int i = 0; i < 20000; ++i) {
    u128 n = nextValue(), d = nextValue();
    if (d == 0)
      d = 1;
    u128 q = n / d, r = n % d;
    if (q * d + r != n || r >= d)
      ++bad;
    hu = mix(mix(hu, q), r);
    i128 sn = (i128)n, sd = (i128)d;
    if (i & 1)
      sn = -sn;
    if (i & 2)
      sd = -sd;
    if (sd == -1 && sn == (i128)((u128)1 << 127))
      continue;
    i128 sq = sn / sd, sr = sn % sd;
    if (sq * sd + sr != sn)
      ++bad;
    hs = mix(mix(hs, (u128)sq), (u128)sr);
  }
  printf("unsigned %016llx signed %016llx bad %u\n", (unsigned long long)hu,
         (unsigned long long)hs, bad);
  volatile u128 big = ~(u128)0, seven = 7, two64 = (u128)1 << 64;
  print128("max/7", big / seven);
  print128("max%7", big % seven);
  print128("max/2^64", big / two64);
  print128("max%(2^64+1)", big % (two64 + 1));
  volatile i128 neg = -(i128)1000000000000000000ll * 1000000, three = 3;
  print128("neg/3", (u128)(neg / three));
  print128("neg%3", (u128)(neg % three));
  print128("neg/-3", (u128)(neg / -three));
  print128("neg%-3", (u128)(neg % -three));
  volatile i128 c[] = {0, -1, (i128)1 << 100, 42, 43,
                       ((i128)0x123456789abcdefll << 64) | 0xfedcba9876543210ull};
  printf("classify");
  for (int i = 0; i < 6; ++i)
    printf(" %d", classify(c[i]));
  printf("\n");
  return 0;
}
