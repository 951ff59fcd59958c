// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// CHECK: size 18 g 300 -1000000 12345 -400000000 7000000 999999 5 1000 -7 1
// CHECK-NEXT: g -133320988 787 sum 138820251

#include <stdio.h>

// A packed structure whose bit-fields clang stores in one i128 (its type is
// <{ i128, i16 }>), as csmith seed 35093 has: globals with initializers,
// reads and writes of the fields, a local copy.
#pragma pack(push)
#pragma pack(1)
struct S0 {
  unsigned f0 : 9;
  const volatile signed f1 : 28;
  volatile signed f2 : 15;
  signed f3 : 30;
  const unsigned f4 : 23;
  unsigned f5 : 20;
  volatile unsigned f6 : 3;
  volatile unsigned f7 : 10;
  signed f8 : 5;
  volatile unsigned f9 : 1;
};
#pragma pack(pop)

static volatile struct S0 g = {300, -1000000, 12345, -400000000, 7000000,
                               999999, 5, 1000, -7, 1};
static struct S0 table[3] = {{1, 2, 3, 4, 5, 6, 7, 8, 9, 1},
                             {511, -1, -1, -1, 8388607, 1048575, 7, 1023, -16, 0}};

int main(void) {
  printf("size %zu g %u %d %d %d %u %u %u %u %d %u\n", sizeof(struct S0), g.f0,
         g.f1, g.f2, g.f3, g.f4, g.f5, g.f6, g.f7, g.f8, g.f9);
  g.f3 = g.f3 / 3 + g.f2;
  g.f7 = g.f0 ^ g.f5;
  struct S0 local = table[1];
  local.f5 -= 77;
  __builtin_memcpy(&table[2], &local, sizeof local);
  unsigned long sum = 0;
  for (int i = 0; i < 3; ++i)
    sum = sum * 131 + table[i].f0 + table[i].f3 + table[i].f5 + table[i].f8;
  printf("g %d %u sum %lu\n", g.f3, g.f7, sum);
  return 0;
}
