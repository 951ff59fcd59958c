// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.v3 && %t.v3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Montgomery multiplication with unsigned __int128 (issue 13): 64x64->128
// products returned from a function, a function taking an __int128,
// 128-bit remainders for R^2 mod n, and modular powers checked against
// multiplication modulo n by 128-bit division.

// CHECK: n 0000000000000003 r2 0000000000000001
// CHECK-NEXT: n 000000003b9aca07 r2 0000000010aad995
// CHECK-NEXT: n ffffffff00000001 r2 fffffffe00000001
// CHECK-NEXT: n ffffffffffffffc5 r2 0000000000000d99
// CHECK-NEXT: n 8000000000000001 r2 0000000000000004
// CHECK-NEXT: n 123456789abcdef1 r2 059e26af37c111f9
// CHECK-NEXT: hash 5f3d474ee865182e bad 0

#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;

/* The Montgomery form of 64-bit odd moduli, with products in unsigned
   __int128; the reference multiplies modulo n by 128-bit division. */
struct mont {
  uint64_t n, ninv, r2; /* -n^-1 mod 2^64, 2^128 mod n */
};

__attribute__((noinline)) static u128 mul64(uint64_t a, uint64_t b) {
  return (u128)a * b;
}

__attribute__((noinline)) static uint64_t redc(const struct mont *m, u128 t) {
  uint64_t k = (uint64_t)t * m->ninv;
  u128 s = t + mul64(k, m->n);
  /* t + k*n may carry out of 128 bits. */
  uint64_t carry = s < t;
  uint64_t r = (uint64_t)(s >> 64);
  if (carry || r >= m->n)
    r -= m->n;
  return r;
}

static struct mont setup(uint64_t n) {
  struct mont m = {n, 0, 0};
  uint64_t inv = n; /* Newton: inv = n^-1 mod 2^64 */
  for (int i = 0; i < 6; ++i)
    inv *= 2 - n * inv;
  m.ninv = -inv;
  u128 r = ((u128)1 << 64) % n; /* R mod n */
  m.r2 = (uint64_t)((r * r) % n);
  return m;
}

static uint64_t to_mont(const struct mont *m, uint64_t a) {
  return redc(m, mul64(a, m->r2));
}

__attribute__((noinline)) static uint64_t mulmod_ref(uint64_t a, uint64_t b,
                                                     uint64_t n) {
  return (uint64_t)(mul64(a, b) % n);
}

static uint64_t powmod_mont(const struct mont *m, uint64_t a, uint64_t e) {
  uint64_t x = to_mont(m, 1), y = to_mont(m, a);
  for (; e; e >>= 1) {
    if (e & 1)
      x = redc(m, mul64(x, y));
    y = redc(m, mul64(y, y));
  }
  return redc(m, x);
}

static uint64_t powmod_ref(uint64_t a, uint64_t e, uint64_t n) {
  uint64_t x = 1 % n, y = a % n;
  for (; e; e >>= 1) {
    if (e & 1)
      x = mulmod_ref(x, y, n);
    y = mulmod_ref(y, y, n);
  }
  return x;
}

int main(void) {
  static const uint64_t moduli[] = {
      3, 1000000007, 0xffffffff00000001ull, 0xffffffffffffffc5ull,
      0x8000000000000001ull, 0x123456789abcdef1ull};
  uint64_t h = 0, seed = 12345;
  unsigned bad = 0;
  for (unsigned i = 0; i < sizeof moduli / sizeof moduli[0]; ++i) {
    struct mont m = setup(moduli[i]);
    for (int j = 0; j < 200; ++j) {
      seed = seed * 6364136223846793005ull + 1442695040888963407ull;
      uint64_t a = seed, e = seed >> 17 ^ seed << 5;
      uint64_t p = powmod_mont(&m, a % moduli[i], e);
      if (p != powmod_ref(a, e, moduli[i]))
        ++bad;
      h = h * 31 + p;
    }
    printf("n %016llx r2 %016llx\n", (unsigned long long)m.n,
           (unsigned long long)m.r2);
  }
  printf("hash %016llx bad %u\n", (unsigned long long)h, bad);
  return 0;
}
