// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe -lm && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref -lm && %t.ref | FileCheck %s
// The intrinsics clang emits for these builtins are expanded by the importer:
// RUN: FileCheck --check-prefix=IR %s < %t.ll
// IR-DAG: @llvm.bswap.i32
// IR-DAG: @llvm.bswap.i64
// IR-DAG: @llvm.bswap.i16
// IR-DAG: @llvm.ctpop.i32
// IR-DAG: @llvm.ctlz.i64
// IR-DAG: @llvm.cttz.i32
// IR-DAG: @llvm.fshl.i32
// IR-DAG: @llvm.fshr.i64
// IR-DAG: @llvm.sadd.with.overflow.i32
// IR-DAG: @llvm.uadd.with.overflow.i64
// IR-DAG: @llvm.ssub.with.overflow.i64
// IR-DAG: @llvm.usub.with.overflow.i32
// IR-DAG: @llvm.smul.with.overflow.i32
// IR-DAG: @llvm.smul.with.overflow.i64
// IR-DAG: @llvm.umul.with.overflow.i64
// IR-DAG: @llvm.is.fpclass.f64
// IR-DAG: @llvm.is.fpclass.f32
// IR-DAG: @llvm.abs.i32
// IR-DAG: @llvm.smax.i32
// IR-DAG: @llvm.umin.i64
// IR-DAG: @llvm.memmove

// CHECK: bits 00000000: bswap 00000000 0000000000000000 0000 pop 0 0 rot 00000000 0000000000000000
// CHECK-NEXT: bits 00000001: bswap 01000000 0100000000000000 0100 pop 1 1 clz 31 ctz 0 clzll 63 ctzll 0 rot 00000080 0008000000000000
// CHECK-NEXT: bits 80000000: bswap 00000080 0000000000000080 0000 pop 1 1 clz 0 ctz 31 clzll 0 ctzll 63 rot 00002000 0000002000000000
// CHECK-NEXT: bits 12345678: bswap 78563412 efcdab8967452301 7856 pop 13 32 clz 3 ctz 3 clzll 7 ctzll 0 rot cf02468a cf13579bde02468a
// CHECK-NEXT: bits ffffffff: bswap ffffffff ffffffffffffffff ffff pop 32 64 clz 0 ctz 0 clzll 0 ctzll 0 rot ffffffff ffffffffffffffff
// CHECK-NEXT: bits 00f000f0: bswap f000f000 1000000000000000 f000 pop 8 1 clz 8 ctz 4 clzll 59 ctzll 4 rot 07800780 0000000000000008
// CHECK-NEXT: 000001001001001001001000000001101001001001000000000000110000000000100001110011110011000000111010110010111000000001111011010011000000001010110010010
// CHECK-NEXT: 0000000000000000100000000000000000000000001000001000000000000000000000100011001101110011001100110000000010110101110101011111010000001000011111010111110101111101000000000011010111010100011100000000000000111111011101110111000100000000001101001101000000010000
// CHECK-NEXT: overflow hash cfb16457b7683e79
// CHECK-NEXT: class 0: nan 1 inf 0 finite 0 normal 0 sign 1 fpclassify 0
// CHECK-NEXT: class 1: nan 0 inf 1 finite 0 normal 0 sign 0 fpclassify 1
// CHECK-NEXT: class 2: nan 0 inf 1 finite 0 normal 0 sign 1 fpclassify 1
// CHECK-NEXT: class 3: nan 0 inf 0 finite 1 normal 0 sign 1 fpclassify 2
// CHECK-NEXT: class 4: nan 0 inf 0 finite 1 normal 1 sign 0 fpclassify 4
// CHECK-NEXT: class 5: nan 0 inf 0 finite 1 normal 1 sign 1 fpclassify 4
// CHECK-NEXT: class 6: nan 0 inf 0 finite 1 normal 0 sign 0 fpclassify 3
// CHECK-NEXT: class 7: nan 0 inf 0 finite 1 normal 0 sign 1 fpclassify 3
// CHECK-NEXT: fclass 0: nan 0 inf 0 normal 0 fpclassify 2
// CHECK-NEXT: fclass 1: nan 0 inf 0 normal 1 fpclassify 4
// CHECK-NEXT: fclass 2: nan 0 inf 0 normal 0 fpclassify 3
// CHECK-NEXT: fclass 3: nan 0 inf 0 normal 1 fpclassify 4
// CHECK-NEXT: abs 1 3037000500 max -1 umin 16
// CHECK-NEXT: memmove abcabcdefghijnopqrstwxyzyz

// bswap, popcount, clz/ctz, rotates, the overflow builtins, the
// floating-point classification macros, abs/min/max and memmove
// (issue 13), on edge values read through volatiles so nothing folds in
// clang.

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile uint32_t u32s[] = {0, 1, 0x80000000u, 0x12345678u,
                                   0xffffffffu, 0x00f000f0u};
static volatile uint64_t u64s[] = {0, 1, 0x8000000000000000ull,
                                   0x0123456789abcdefull, ~0ull, 0x10ull};
static volatile int32_t i32s[] = {0, 1, -1, INT_MAX, INT_MIN, 46341, -46341};
static volatile int64_t i64s[] = {0, 1, -1, LLONG_MAX, LLONG_MIN,
                                  3037000500ll, -3037000500ll, 2};
static volatile double ds[] = {0.0, -0.0, 1.0, -2.5, 1e-310, -1e-310};
static volatile float fs[] = {0.0f, -1.0f, 1e-40f, 3.0f};

static uint32_t rotl32(uint32_t x, unsigned n) {
  return __builtin_rotateleft32(x, n);
}
static uint64_t rotr64(uint64_t x, unsigned n) {
  return __builtin_rotateright64(x, n);
}

int main(void) {
  uint64_t h = 0;
  for (unsigned i = 0; i < 6; ++i) {
    uint32_t x = u32s[i];
    uint64_t y = u64s[i];
    unsigned short s = (unsigned short)x;
    printf("bits %08x: bswap %08x %016llx %04x pop %d %d", x,
           __builtin_bswap32(x), (unsigned long long)__builtin_bswap64(y),
           __builtin_bswap16(s), __builtin_popcount(x),
           __builtin_popcountll(y));
    if (x)
      printf(" clz %d ctz %d", __builtin_clz(x), __builtin_ctz(x));
    if (y)
      printf(" clzll %d ctzll %d", __builtin_clzll(y), __builtin_ctzll(y));
    printf(" rot %08x %016llx\n", rotl32(x, i * 7),
           (unsigned long long)rotr64(y, i * 13));
  }
  for (unsigned i = 0; i < 7; ++i)
    for (unsigned j = 0; j < 7; ++j) {
      int32_t a = i32s[i], b = i32s[j], r;
      unsigned ur;
      int o1 = __builtin_add_overflow(a, b, &r);
      h = h * 31 + (uint32_t)r + o1;
      int o2 = __builtin_mul_overflow(a, b, &r);
      h = h * 31 + (uint32_t)r + o2 * 2;
      int o3 = __builtin_sub_overflow((unsigned)a, (unsigned)b, &ur);
      h = h * 31 + ur + o3 * 4;
      printf("%d%d%d", o1, o2, o3);
    }
  printf("\n");
  for (unsigned i = 0; i < 8; ++i)
    for (unsigned j = 0; j < 8; ++j) {
      int64_t a = i64s[i], b = i64s[j], r;
      uint64_t ur;
      int o1 = __builtin_sub_overflow(a, b, &r);
      h = h * 31 + (uint64_t)r + o1;
      int o2 = __builtin_mul_overflow(a, b, &r);
      h = h * 31 + (uint64_t)r + o2 * 2;
      int o3 = __builtin_add_overflow((uint64_t)a, (uint64_t)b, &ur);
      h = h * 31 + ur + o3 * 4;
      int o4 = __builtin_mul_overflow((uint64_t)a, (uint64_t)b, &ur);
      h = h * 31 + ur + o4 * 8;
      printf("%d%d%d%d", o1, o2, o3, o4);
    }
  printf("\noverflow hash %016llx\n", (unsigned long long)h);

  double zero = ds[0];
  double specials[] = {zero / zero, 1.0 / zero, -1.0 / zero, ds[1], ds[2],
                       ds[3],       ds[4],      ds[5]};
  for (unsigned i = 0; i < 8; ++i) {
    double d = specials[i];
    printf("class %d: nan %d inf %d finite %d normal %d sign %d fpclassify %d\n",
           i, isnan(d) != 0, isinf(d) != 0, isfinite(d) != 0, isnormal(d) != 0,
           signbit(d) != 0, fpclassify(d));
  }
  for (unsigned i = 0; i < 4; ++i) {
    float f = fs[i];
    printf("fclass %d: nan %d inf %d normal %d fpclassify %d\n", i,
           isnan(f) != 0, isinf(f) != 0, isnormal(f) != 0, fpclassify(f));
  }

  int32_t a = i32s[2], b = i32s[4] + 1;
  uint64_t c = u64s[3], d = u64s[5];
  printf("abs %d %lld max %d umin %llu\n", abs(a), llabs(i64s[6]),
         __builtin_elementwise_max(a, b),
         (unsigned long long)__builtin_elementwise_min(c, d));

  char buf[32] = "abcdefghijklmnopqrstuvwxyz";
  volatile int shift = 3;
  memmove(buf + shift, buf, 10);
  memmove(buf + 20, buf + 22, 4);
  printf("memmove %s\n", buf);
  return 0;
}
