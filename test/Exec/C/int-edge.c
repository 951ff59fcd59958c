// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Integer edge cases with defined behaviour: unsigned wraparound, shifts,
// division and remainder of negatives, promotions, and width conversions.

// CHECK: 0u - 1 = 4294967295, UINT_MAX + 1 = 0
// CHECK-NEXT: uint8 250+10 = 4, uint16 65535*65535 = 1
// CHECK-NEXT: ULLONG_MAX + 2 = 1, * 3 = 18446744073709551613
// CHECK-NEXT: 7 / 2 = 3, % = 1
// CHECK-NEXT: -7 / 2 = -3, % = -1
// CHECK-NEXT: 7 / -2 = -3, % = 1
// CHECK-NEXT: -7 / -2 = 3, % = -1
// CHECK-NEXT: -2147483648 / 1 = -2147483648, % = 0
// CHECK-NEXT: 2147483647 / -1 = -2147483647, % = 0
// CHECK-NEXT: -1 / 3 = 0, % = -1
// CHECK-NEXT: -9e9 / 7 = -1285714285, % 7 = -5
// CHECK-NEXT: 1u << 31 = 2147483648, 0x80000000u >> 31 = 1, 1ull << 63 = 9223372036854775808
// CHECK-NEXT: rotl(0x80000001, 1) = 0x00000003, rotl(0x12345678, 12) = 0x45678123, rotl(x, 0) = 0xdeadbeef
// CHECK-NEXT: -1 < 1u: 0, -1 < 1: 1, (unsigned char)-1 = 255, (signed char)127 + 1 = 128
// CHECK-NEXT: (uint16_t)0x123456789abc = 0x9abc, (uint32_t) = 0x56789abc, (uint8_t)-300 = 212
// CHECK-NEXT: int16 -32768 sext = -32768, zext = 32768
// CHECK-NEXT: popcount(0xf0f0f0f0f0f0f0f0) = 32, popcount(ULLONG_MAX) = 64
// CHECK-NEXT: clz(1) = 31, clz(0x00ffffff) = 8, clz(0) = 32
// CHECK-NEXT: INT_MAX = 2147483647, INT_MIN = -2147483648, LLONG_MIN = -9223372036854775808
// CHECK-NEXT: elapsed = 32, -(unsigned)5 = 4294967291, ~0u >> 1 = 2147483647
// CHECK-NEXT: ~x = -86, x ^ 0xff = 170, !x = 0, x && 0 = 0, -x % 4 = -1
// CHECK-NEXT: fnv1a64 = 0xfd1e78f9851943ac

#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static unsigned rotl(unsigned x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }

static int popcount(uint64_t x) {
  int n = 0;
  while (x) {
    x &= x - 1;
    ++n;
  }
  return n;
}

static int clz32(uint32_t x) {
  int n = 0;
  if (x == 0)
    return 32;
  while (!(x & 0x80000000u)) {
    x <<= 1;
    ++n;
  }
  return n;
}

int main(void) {
  unsigned u = 0;
  --u;
  printf("0u - 1 = %u, UINT_MAX + 1 = %u\n", u, u + 1u);
  uint8_t b = 250;
  b += 10;
  uint16_t h = 65535;
  h = (uint16_t)((unsigned)h * h);
  printf("uint8 250+10 = %u, uint16 65535*65535 = %u\n", (unsigned)b, (unsigned)h);
  unsigned long long big = 0xffffffffffffffffULL;
  printf("ULLONG_MAX + 2 = %llu, * 3 = %llu\n", big + 2, big * 3);
  int divs[][2] = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {INT_MIN, 1}, {INT_MAX, -1}, {-1, 3}};
  for (int i = 0; i < 7; ++i)
    printf("%d / %d = %d, %% = %d\n", divs[i][0], divs[i][1], divs[i][0] / divs[i][1],
           divs[i][0] % divs[i][1]);
  long long ld = -9000000000LL;
  printf("-9e9 / 7 = %lld, %% 7 = %lld\n", ld / 7, ld % 7);
  unsigned one = 1, top = 0x80000000u;
  int sh = 31;
  printf("1u << 31 = %u, 0x80000000u >> 31 = %u, 1ull << 63 = %llu\n", one << sh, top >> sh,
         (unsigned long long)one << (sh + 32));
  printf("rotl(0x80000001, 1) = 0x%08x, rotl(0x12345678, 12) = 0x%08x, rotl(x, 0) = 0x%08x\n",
         rotl(0x80000001u, 1), rotl(0x12345678u, 12), rotl(0xdeadbeefu, 0));
  /* -1 converts to unsigned before comparing with 1u. */
  int minus_one = -1;
  printf("-1 < 1u: %d, -1 < 1: %d, (unsigned char)-1 = %d, (signed char)127 + 1 = %d\n",
         minus_one < 1u, minus_one < 1, (unsigned char)minus_one, (signed char)127 + 1);
  /* Narrowing to unsigned types is defined modulo 2^N. */
  long wide = 0x123456789abcLL;
  printf("(uint16_t)0x123456789abc = 0x%x, (uint32_t) = 0x%x, (uint8_t)-300 = %u\n",
         (unsigned)(uint16_t)wide, (unsigned)(uint32_t)wide, (unsigned)(uint8_t)-300);
  int16_t s16 = -32768;
  int32_t widened = s16;
  uint32_t uwidened = (uint16_t)s16;
  printf("int16 -32768 sext = %d, zext = %u\n", widened, uwidened);
  printf("popcount(0xf0f0f0f0f0f0f0f0) = %d, popcount(ULLONG_MAX) = %d\n",
         popcount(0xf0f0f0f0f0f0f0f0ULL), popcount(big));
  printf("clz(1) = %d, clz(0x00ffffff) = %d, clz(0) = %d\n", clz32(1), clz32(0x00ffffffu), clz32(0));
  printf("INT_MAX = %d, INT_MIN = %d, LLONG_MIN = %lld\n", INT_MAX, INT_MIN, LLONG_MIN);
  /* Unsigned subtraction gives the distance modulo 2^32. */
  uint32_t t0 = 0xfffffff0u, t1 = 0x00000010u;
  printf("elapsed = %u, -(unsigned)5 = %u, ~0u >> 1 = %u\n", t1 - t0, -(unsigned)5, ~0u >> 1);
  int x = 0x55;
  printf("~x = %d, x ^ 0xff = %d, !x = %d, x && 0 = %d, -x %% 4 = %d\n", ~x, x ^ 0xff, !x,
         x && 0, -x % 4);
  uint64_t hash = 14695981039346656037ULL;
  for (const char *p = "wraparound"; *p; ++p)
    hash = (hash ^ (unsigned char)*p) * 1099511628211ULL;
  printf("fnv1a64 = 0x%016llx\n", (unsigned long long)hash);
  return 0;
}
