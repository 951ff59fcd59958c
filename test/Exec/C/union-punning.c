// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Type punning through memcpy (IEEE-754 bit patterns) and a tagged union read
// only through the member last written.

// CHECK: float 1: bits=0x3f800000 sign=0 exp=127 mantissa=0x000000
// CHECK-NEXT: float -2.5: bits=0xc0200000 sign=1 exp=128 mantissa=0x200000
// CHECK-NEXT: float 0.15625: bits=0x3e200000 sign=0 exp=124 mantissa=0x200000
// CHECK-NEXT: float 3.40282e+38: bits=0x7f7fffff sign=0 exp=254 mantissa=0x7fffff
// CHECK-NEXT: float 1.4013e-45: bits=0x00000001 sign=0 exp=0 mantissa=0x000001
// CHECK-NEXT: double 1: bits=0x3ff0000000000000
// CHECK-NEXT: double -0: bits=0x8000000000000000
// CHECK-NEXT: double 0.1: bits=0x3fb999999999999a
// CHECK-NEXT: double 1e+300: bits=0x7e37e43c8800759c
// CHECK-NEXT: 1 + ulp - 1 = 2.220446e-16
// CHECK-NEXT: bytes: 44 33 22 11
// CHECK-NEXT: value 0 kind 0 -> -123456789.000
// CHECK-NEXT: value 1 kind 1 -> 2.750
// CHECK-NEXT: value 2 kind 2 -> 6.000
// CHECK-NEXT: value 3 kind 3 -> -21000.000
// CHECK-NEXT: sum -123477780.250, sizeof value 24
// CHECK-NEXT: original eleven copy Eleven

#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t float_bits(float f) {
  uint32_t u;
  memcpy(&u, &f, sizeof u);
  return u;
}

static uint64_t double_bits(double d) {
  uint64_t u;
  memcpy(&u, &d, sizeof u);
  return u;
}

static double from_bits(uint64_t u) {
  double d;
  memcpy(&d, &u, sizeof d);
  return d;
}

enum kind { K_INT, K_DOUBLE, K_TEXT, K_PAIR };

struct value {
  enum kind kind;
  union {
    long i;
    double d;
    char text[12];
    struct {
      short a, b;
    } pair;
  } u;
};

static double as_number(const struct value *v) {
  switch (v->kind) {
  case K_INT:
    return (double)v->u.i;
  case K_DOUBLE:
    return v->u.d;
  case K_TEXT:
    return (double)strlen(v->u.text);
  case K_PAIR:
    return (double)v->u.pair.a * v->u.pair.b;
  }
  return -1.0;
}

int main(void) {
  float fs[] = {1.0f, -2.5f, 0.15625f, 3.4028235e38f, 1e-45f};
  for (int i = 0; i < 5; ++i) {
    uint32_t b = float_bits(fs[i]);
    printf("float %g: bits=0x%08x sign=%u exp=%u mantissa=0x%06x\n", (double)fs[i], (unsigned)b,
           (unsigned)(b >> 31), (unsigned)((b >> 23) & 0xff), (unsigned)(b & 0x7fffff));
  }
  double ds[] = {1.0, -0.0, 0.1, 1e300};
  for (int i = 0; i < 4; ++i)
    printf("double %g: bits=0x%016llx\n", ds[i], (unsigned long long)double_bits(ds[i]));
  /* Next representable doubles by incrementing the bit pattern. */
  double one_up = from_bits(double_bits(1.0) + 1);
  printf("1 + ulp - 1 = %.6e\n", one_up - 1.0);
  /* Bytes of a 32-bit word in memory order. */
  uint32_t word = 0x11223344u;
  unsigned char bytes[4];
  memcpy(bytes, &word, 4);
  printf("bytes: %02x %02x %02x %02x\n", bytes[0], bytes[1], bytes[2], bytes[3]);

  struct value vals[4];
  vals[0].kind = K_INT;
  vals[0].u.i = -123456789L;
  vals[1].kind = K_DOUBLE;
  vals[1].u.d = 2.75;
  vals[2].kind = K_TEXT;
  strcpy(vals[2].u.text, "eleven");
  vals[3].kind = K_PAIR;
  vals[3].u.pair.a = -300;
  vals[3].u.pair.b = 70;
  double sum = 0;
  for (int i = 0; i < 4; ++i) {
    double x = as_number(&vals[i]);
    printf("value %d kind %d -> %.3f\n", i, (int)vals[i].kind, x);
    sum += x;
  }
  printf("sum %.3f, sizeof value %zu\n", sum, sizeof(struct value));
  /* Copy a whole tagged value and overwrite the copy's member. */
  struct value copy = vals[2];
  copy.u.text[0] = 'E';
  printf("original %s copy %s\n", vals[2].u.text, copy.u.text);
  return 0;
}
