// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: FileCheck %s --check-prefix=LL < %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: FileCheck %s --check-prefix=VIR < %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.v3 && %t.v3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

// Bit-fields whose storage clang makes one i128, in a structure that is
// not packed (`{ i128 }`, as csmith writes them with its default options:
// seed 62156): in a structure that is not packed, an integer of 65 to 128
// bits is vector<2 x i64>, of its size and 16-byte alignment, so arrays of
// the structure keep LLVM's 16-byte stride (issue 13).

// LL: %struct.S0 = type { i128 }
// VIR: !vir.struct<vector<2xi64>>

// CHECK: g: 868 505 353 -5 173 -4 0 -14
// CHECK-NEXT: a: 1048575 33554431 -4194304 63 67108863 -256 7 2047
// CHECK-NEXT: loop: 2863 17913 sum 352

#include <stdio.h>

#pragma pack(push)
#pragma pack(1)
struct S0 {
  volatile unsigned f0 : 20;
  volatile unsigned f1 : 25;
  signed f2 : 23;
  signed f3 : 7;
  unsigned f4 : 26;
  volatile signed f5 : 9;
  unsigned f6 : 3;
  const signed f7 : 12;
  volatile unsigned : 0;
};
#pragma pack(pop)

static struct S0 g[8] = {{868, 505, 353, -5, 173, -4, 0, -14},
                         {1, 2, 3, 4, 5, 6, 7, 8}};

static struct S0 get(int i) { return g[i]; }

static void show(const char *name, struct S0 s) {
  printf("%s: %u %u %d %d %u %d %u %d\n", name, s.f0, s.f1, s.f2, s.f3, s.f4,
         s.f5, s.f6, s.f7);
}

int main(void) {
  show("g", get(0));
  struct S0 a = {0xFFFFF, 0x1FFFFFF, -4194304, 63, 0x3FFFFFF, -256, 7, 2047};
  show("a", a);
  unsigned x = 0, y = 0;
  int sum = 0;
  for (int i = 0; i < 8; i++) {
    g[i].f0 = (unsigned)(i * 409);
    g[i].f1 += (unsigned)(i * 2559);
    g[i].f3 = i - 4;
    x = g[i].f0;
    y = g[i].f1;
    sum += g[i].f3 + g[i].f2;
  }
  printf("loop: %u %u sum %d\n", x, y, sum);
  return 0;
}
