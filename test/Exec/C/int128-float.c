// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR-DAG: vir.func private @__fixdfti(f64) -> (i64, i64)
// VIR-DAG: vir.func private @__floattidf(i64, i64) -> f64 attributes {vct.abi = {args = ["int128", "int128.high"]}}

// __int128 to and from float, double and long double (issue 13's probe:
// "cannot import 'llvm.sitofp' on integers wider than 64 bits"): the
// runtime library's conversions (libgcc, compiler-rt), as LLVM lowers
// them; and popcount, clz and ctz of 128-bit values, part by part.

// CHECK: 00000000000000000000000000000000 00000000000000000000000000000000 0
// CHECK-NEXT: 00000000000000000000000000000001 00000000000000000000000000000001 0
// CHECK-NEXT: fffffffffffffffffffffffffffffffe  0
// CHECK-NEXT: 0000000c9f2c9cd04675000000000000 0000000c9f2c9cd04675000000000000 -2147483648
// CHECK-NEXT: fffffffffff7ba6ae9ebfeb780000000  -100000
// CHECK-NEXT: e1b1e5f90f9450000000000000000000 e1b1e5f90f9450000000000000000000 -2147483648
// CHECK-NEXT: 000000000000000001b69b4ba630f350 000000000000000001b69b4ba630f350 0
// CHECK-NEXT: 0 0 0 | 0 -1 -1
// CHECK-NEXT: 1 1 1 | 1 127 0
// CHECK-NEXT: -1 -1 -1 | 128 0 0
// CHECK-NEXT: 1.2676506002282294e+30 1.2676506e+30 1.2676506002282294e+30 | 7 27 0
// CHECK-NEXT: -8.6655802749976619e+27 -8.66558027e+27 -8.6655802749976619e+27 | 36 0 90
// CHECK-NEXT: 1.7014118346046923e+38 1.70141183e+38 1.7014118346046923e+38 | 79 1 0
// CHECK-NEXT: 3.4028236692093846e+38 3.4028236692093846e+38
// CHECK-NEXT: ffffffed113d14c796509b2000000000

#include <stdio.h>
static volatile double dv[] = {0.0, 1.5, -2.75, 1e30, -1e25, 3.0e38, 123456789012345678.0};
static volatile __int128 iv[] = {0, 1, -1, ((__int128)1 << 100) + 12345, -((__int128)7 << 90), ((__int128)0x7fffffffffffffff << 64) | 0xffff};
static volatile unsigned __int128 uv = ~(unsigned __int128)0;
static void p128(__int128 v) { unsigned __int128 u = (unsigned __int128)v; printf("%016llx%016llx", (unsigned long long)(u >> 64), (unsigned long long)u); }
int main(void) {
  for (int i = 0; i < 7; i++) { __int128 x = (__int128)dv[i]; p128(x); printf(" "); if (dv[i] >= 0) { unsigned __int128 u = (unsigned __int128)dv[i]; p128((__int128)u); } printf(" %d\n", (int)(float)(dv[i] / 1e20)); }
  for (int i = 0; i < 6; i++) printf("%.17g %.9g %.17Lg | %d %d %d\n", (double)iv[i], (float)iv[i], (long double)iv[i],
     __builtin_popcountg((unsigned __int128)iv[i]), iv[i] ? __builtin_clzg((unsigned __int128)iv[i]) : -1, iv[i] ? __builtin_ctzg((unsigned __int128)iv[i]) : -1);
  printf("%.17g %.17Lg\n", (double)uv, (long double)uv);
  __int128 fromld = (__int128)(-1.5e30L); p128(fromld); printf("\n");
  return 0;
}
