// RUN: clang-22 -O2 -c %S/Inputs/int128-callee.c -o %t.callee.o
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: FileCheck --check-prefix=VIR %s < %t.mlir
// RUN: vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll
// RUN: FileCheck --check-prefix=LLVM %s < %t.out.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.out.ll -o %t.o && %cc %t.o %t.callee.o -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && FileCheck --check-prefix=C %s < %t.c
// RUN: %cc %t.c %t.callee.o -o %t.cexe && %t.cexe | FileCheck %s
// RUN: vct-mlir-opt -O2 %t.t.mlir -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.o2.ll -o %t.o2.o && %cc %t.o2.o %t.callee.o -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c %t.callee.o -o %t.o2.cexe && %t.o2.cexe | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s %t.callee.o -o %t.ref && %t.ref | FileCheck %s

// __int128 arguments and results across calls between VCT-compiled and
// clang-compiled code, both ways, directly and through function pointers
// (issue 13): the importer passes an __int128 as its two i64 halves marked
// "int128"/"int128.high" in vct.abi, and both backends pass one i128 (LLVM)
// or unsigned __int128 (C) again, in two consecutive registers or entirely
// on the stack when fewer than two are left, as the C ABI does; a result is
// two i64 results, returned in RAX:RDX.

// VIR-DAG: vir.func private @c_mul_add(i64, i64, i64, i64, i64, i64) -> (i64, i64) attributes {vct.abi = {args = ["int128", "int128.high", "int128", "int128.high", "int128", "int128.high"]}}
// VIR-DAG: vir.func private @c_spill(i64, i64, i64, i64, i64, i64, i64, i64) -> (i64, i64) attributes {vct.abi = {args = ["", "", "", "", "", "int128", "int128.high", ""]}}
// VIR-DAG: vir.func @vct_mix(%{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64) -> (i64, i64) attributes {vct.abi = {args = ["", "int128", "int128.high", "int128", "int128.high", "int128", "int128.high", ""]}
// LLVM-DAG: declare { i64, i64 } @c_spill(i64, i64, i64, i64, i64, i128, i64)
// LLVM-DAG: define { i64, i64 } @vct_mix(i64 %0, i128 %1, i128 %2, i128 %3, i64 %4)
// LLVM-DAG: call { i64, i64 } %{{[0-9]+}}(i128 %{{[0-9]+}}, i128 3, i128 4)
// C-DAG: vct_ext_c_spill(int64_t, int64_t, int64_t, int64_t, int64_t, unsigned __int128, int64_t)
// C-DAG: vct_mix(int64_t v0, unsigned __int128 v1_i128, unsigned __int128 v3_i128, unsigned __int128 v5_i128, int64_t v7) {

// CHECK: mul_add 0xc8450e36f273ee959bdd8d9af4897859
// CHECK-NEXT: spill 0xeeeeeeeeeeeeeef011111111111110c3
// CHECK-NEXT: calls_vct 0x06cf9fdf37ffbffffffbff71fdf8ec5c
// CHECK-NEXT: apply 0x0369d0369d0369cffc962fc962fc9631
// CHECK-NEXT: indirect 0x0369d0369d0369cffc962fc962fc9634
// CHECK-NEXT: local_div 0xfffffffffb1d00075b7f570b8af81f2a

#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

u128 c_mul_add(u128 a, u128 b, u128 c);
i128 c_spill(long a, long b, long c, long d, long e, i128 x, long y);
u128 c_calls_vct(u128 x);
u128 c_apply(u128 (*f)(u128, long), u128 x);

static void print128(const char *what, u128 x) {
  printf("%s 0x%016llx%016llx\n", what, (unsigned long long)(x >> 64),
         (unsigned long long)x);
}

// Called by clang-compiled code: a in RDI, x in RSI:RDX, y in RCX:R8, z on
// the stack (only R9 is left), b in R9.
__attribute__((noinline)) u128 vct_mix(long a, u128 x, u128 y, u128 z,
                                        long b) {
  return x * a + (y ^ z) - b;
}

static u128 times(u128 x, long k) { return x * k; }

// Defined and called here, not inlined: both sides of the call are VCT's.
__attribute__((noinline)) static i128 local_div(i128 x, long pad1, long pad2,
                                                long pad3, long pad4,
                                                i128 y) {
  return x / y + pad1 + pad2 + pad3 + pad4;
}

int main(void) {
  volatile u128 big = ((u128)0x0123456789abcdefull << 64) | 0xfedcba9876543210ull;
  print128("mul_add", c_mul_add(big, big >> 3, 12345));
  print128("spill", (u128)c_spill(1, 2, 3, 4, 5, -(i128)big, 77));
  print128("calls_vct", c_calls_vct(big));
  print128("apply", c_apply(times, big));
  u128 (*volatile fp)(u128, u128, u128) = c_mul_add;
  print128("indirect", fp(big, 3, 4));
  print128("local_div", (u128)local_div(-(i128)big, 1, 2, 3, 4, 1000000007));
  return 0;
}
