// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe -lm && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.vl3 && %t.vl3 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.vc0 && %t.vc0 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref -lm && %t.ref | FileCheck %s
// The intrinsics clang emits for these builtins and math functions, which
// the importer turns into C library calls, drops, or expands (issue 13:
// each was "cannot import"):
// RUN: FileCheck --check-prefix=IR %s < %t.ll
// IR-DAG: @llvm.trunc.f64
// IR-DAG: @llvm.round.f64
// IR-DAG: @llvm.rint.f64
// IR-DAG: @llvm.nearbyint.f64
// IR-DAG: @llvm.copysign.f64
// IR-DAG: @llvm.minnum.f64
// IR-DAG: @llvm.maxnum.f64
// IR-DAG: @llvm.fma.f64
// IR-DAG: @llvm.trunc.f32
// IR-DAG: @llvm.round.f32
// IR-DAG: @llvm.minnum.f32
// IR-DAG: @llvm.powi.f64.i32
// IR-DAG: @llvm.expect.i64
// IR-DAG: @llvm.expect.with.probability.i64
// IR-DAG: @llvm.prefetch.p0
// IR-DAG: @llvm.bitreverse.i8
// IR-DAG: @llvm.bitreverse.i16
// IR-DAG: @llvm.bitreverse.i32
// IR-DAG: @llvm.bitreverse.i64
// IR-DAG: @llvm.objectsize.i64.p0
// IR-DAG: @llvm.memcpy.inline.p0.p0.i64
// IR-DAG: @llvm.trap
// IR-DAG: atomicrmw fadd ptr @total, double
// IR-DAG: atomicrmw fsub ptr @level, float
// IR-DAG: fence seq_cst
// IR-DAG: fence syncscope("singlethread") acquire
// IR-DAG: @llvm.modf.f64
// IR-DAG: @llvm.modf.f32

// CHECK: math -2.5: trunc -2 round -3 rint -2 nearby -2 copysign -3 min -2.5 max 0.25 fma 7.25 f -2 -3 -2.5 powi -15.625
// CHECK-NEXT: math -0.5: trunc -0 round -1 rint -0 nearby -0 copysign -3 min -0.5 max 0.25 fma 1.25 f -0 -1 -0.5 powi -0.125
// CHECK-NEXT: math 0.5: trunc 0 round 1 rint 0 nearby 0 copysign 3 min 0.25 max 0.5 fma 1.25 f 0 1 0.5 powi 0.125
// CHECK-NEXT: math 1.5: trunc 1 round 2 rint 2 nearby 2 copysign 3 min 0.25 max 1.5 fma 3.25 f 1 2 1 powi 3.375
// CHECK-NEXT: math nan: trunc nan round nan rint nan nearby nan copysign 3 min 0.25 max 0.25 fma nan f nan nan 1 powi nan
// CHECK-NEXT: bitreverse c4 1e6a 1e6a2c48 f7b3d591e6a2c480
// CHECK-NEXT: expect 86 object size -1 0
// CHECK-NEXT: inline copy 1 2 3 4
// CHECK-NEXT: atomics 16 -1.25
// CHECK-NEXT: modf -0.5 -2 0.5 1 -0.5 -3

#include <math.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

static volatile double inputs[] = {-2.5, -0.5, 0.5, 1.5, NAN};
static volatile int zero = 0;

_Atomic double total = 1.0;
float level = 0.0f;

// Prints NaN as "nan" whatever its sign.
static void show(const char *name, double x) {
  printf("%s%s", *name ? " " : "", name);
  if (isnan(x))
    printf(" nan");
  else
    printf(" %g", x);
}

static size_t sizeOf(char *p, int which) {
  return which ? __builtin_object_size(p, 2) : __builtin_object_size(p, 0);
}

int main(void) {
  for (int i = 0; i < 5; ++i) {
    double a = inputs[i];
    float f = (float)a;
    printf("math %s", isnan(a) ? "nan" : "");
    if (!isnan(a))
      printf("%g", a);
    printf(":");
    show("trunc", trunc(a));
    show("round", round(a));
    show("rint", rint(a));
    show("nearby", nearbyint(a));
    show("copysign", copysign(3.0, a));
    show("min", fmin(a, 0.25));
    show("max", fmax(a, 0.25));
    show("fma", fma(a, a, 1.0));
    printf(" f");
    show("", truncf(f));
    show("", roundf(f));
    show("", fminf(f, 1.0f));
    show("powi", __builtin_powi(a, 3));
    printf("\n");
  }

  volatile unsigned x32 = 0x12345678u;
  volatile unsigned long long x64 = 0x0123456789abcdefull;
  printf("bitreverse %x %x %x %llx\n",
         (unsigned)__builtin_bitreverse8((unsigned char)(x32 >> 20)),
         (unsigned)__builtin_bitreverse16((unsigned short)x32),
         __builtin_bitreverse32(x32), __builtin_bitreverse64(x64));

  int count = 0;
  for (int i = 0; i < 100; ++i) {
    if (likely(i % 7))
      ++count;
    if (unlikely(i == 42))
      ++count;
    if (__builtin_expect_with_probability(i < 0, 0, 0.99))
      --count;
    __builtin_prefetch((const void *)&inputs[i % 5]);
  }
  char buffer[16];
  printf("expect %d object size %ld %ld\n", count,
         (long)sizeOf(buffer + zero, 0), (long)sizeOf(buffer + zero, 1));

  int from[4] = {1, 2, 3, 4}, to[4];
  __builtin_memcpy_inline(to, from, sizeof to);
  printf("inline copy %d %d %d %d\n", to[0], to[1], to[2], to[3]);
  if (unlikely(to[0] != 1))
    __builtin_trap();

  for (int i = 0; i < 10; ++i) {
    atomic_fetch_add(&total, 1.5);
    __atomic_fetch_sub(&level, 0.125f, __ATOMIC_RELAXED);
  }
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(memory_order_acquire);
  printf("atomics %g %g\n", (double)total, (double)level);

  // llvm.modf: the C library's modf, modff and modfl.
  double whole;
  float wholef;
  long double wholel;
  double frac = modf(inputs[0], &whole);
  float fracf = modff((float)inputs[3], &wholef);
  long double fracl = modfl((long double)inputs[1] * 7, &wholel);
  printf("modf %g %g %g %g %Lg %Lg\n", frac, whole, (double)fracf,
         (double)wholef, fracl, wholel);
  return 0;
}
