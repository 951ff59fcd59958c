// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=c %s -o %t.vc3 && %t.vc3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Bit-fields of packed structures, as csmith writes them with its default
// options: clang accesses their storage units as i72, i104 and i176, which
// the importer splits into 64-bit parts (issue 13).

// CHECK: a: -3 1000 -70000 5 checksum 0xa2ff1d49
// CHECK-NEXT: b: 7 -1 123456789 -2 511 checksum 0x5c2cafa5
// CHECK-NEXT: c: 1048575 -131072 123456789 16383 67108863 -16777216 77 -4194303 -4 -2048 checksum 0xd0f33f5a
// CHECK-NEXT: loop: 126950289 35 checksum 0x7e93d7b6
// CHECK-NEXT: copy: 1048575 -131072 123456789 16383 67108863 -16777216 77 -4194303 -4 -2048

#include <stdint.h>
#include <stdio.h>

#pragma pack(push)
#pragma pack(1)
struct A { // 72 bits of bit-fields
  signed f0 : 5;
  unsigned f1 : 20;
  signed f2 : 30;
  unsigned f3 : 17;
};
struct B { // 104 bits
  unsigned f0 : 3;
  signed f1 : 9;
  signed f2 : 31;
  signed f3 : 29;
  unsigned f4 : 32;
};
struct C { // 188 bits, a 176-bit unit and more
  unsigned f0 : 20;
  signed f1 : 18;
  unsigned f2 : 27;
  unsigned f3 : 14;
  volatile unsigned f4 : 26;
  signed f5 : 25;
  unsigned f6 : 20;
  signed f7 : 23;
  volatile signed f8 : 3;
  signed f9 : 12;
};
#pragma pack(pop)

static volatile struct A va;
static struct B gb = {7, -1, 123456789, -2, 511};
static struct C gc[3];

static uint32_t mix(uint32_t h, int64_t v) {
  return (h ^ (uint32_t)v) * 16777619u + (uint32_t)(v >> 32);
}

int main(void) {
  va.f0 = -3;
  va.f1 = 1000;
  va.f2 = -70000;
  va.f3 = 5;
  uint32_t h = 2166136261u;
  h = mix(mix(mix(mix(h, va.f0), va.f1), va.f2), va.f3);
  printf("a: %d %d %d %d checksum 0x%08x\n", (int)va.f0, (int)va.f1,
         (int)va.f2, (int)va.f3, h);

  h = 2166136261u;
  h = mix(mix(mix(mix(mix(h, gb.f0), gb.f1), gb.f2), gb.f3), gb.f4);
  printf("b: %d %d %d %d %u checksum 0x%08x\n", (int)gb.f0, (int)gb.f1,
         (int)gb.f2, (int)gb.f3, (unsigned)gb.f4, h);

  struct C *c = &gc[1];
  c->f0 = 1048575;
  c->f1 = -131072;
  c->f2 = 123456789;
  c->f3 = 16383;
  c->f4 = 67108863;
  c->f5 = -16777216;
  c->f6 = 77;
  c->f7 = -4194303;
  c->f8 = 3;
  c->f8 = c->f8 + 1; // wraps to -4 in three bits
  c->f9 = -2048;
  h = 2166136261u;
  h = mix(mix(mix(mix(mix(h, c->f0), c->f1), c->f2), c->f3), c->f4);
  h = mix(mix(mix(mix(mix(h, c->f5), c->f6), c->f7), c->f8), c->f9);
  printf("c: %d %d %d %d %d %d %d %d %d %d checksum 0x%08x\n", (int)c->f0,
         (int)c->f1, (int)c->f2, (int)c->f3, (int)c->f4, (int)c->f5,
         (int)c->f6, (int)c->f7, (int)c->f8, (int)c->f9, h);

  // Read-modify-write in a loop, compound assignments, increments.
  struct B b = gb;
  for (int i = 0; i < 1000; ++i) {
    b.f2 += i * 7 - 3;
    b.f1 -= (i & 3);
    b.f4 ^= (unsigned)i << 20;
  }
  h = 2166136261u;
  h = mix(mix(mix(h, b.f2), b.f1), b.f4);
  printf("loop: %d %d checksum 0x%08x\n", (int)b.f2, (int)b.f1, h);

  gc[2] = gc[1];
  c = &gc[2];
  printf("copy: %d %d %d %d %d %d %d %d %d %d\n", (int)c->f0, (int)c->f1,
         (int)c->f2, (int)c->f3, (int)c->f4, (int)c->f5, (int)c->f6,
         (int)c->f7, (int)c->f8, (int)c->f9);
  return 0;
}
