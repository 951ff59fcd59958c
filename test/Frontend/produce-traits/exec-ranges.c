// Ranges from C types: negative chars and shorts widened to int, unsigned
// remainders and masks compared against their bounds. A wrong range (a
// signed char read as 0..255) would fold the comparisons the wrong way.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>

// CHECK: negative 3 small 3 rem 0 mask 0 big 2

// FACTS: vir.sext %{{.*}} {vir.traits = [#vir.range<-128, 127, origin = "vir-produce-traits">]} : i8 to i32

static signed char chars[4] = {-100, 5, -1, 127};
static short shorts[3] = {-30000, 2, 30000};

int main(void) {
  int negative = 0, small = 0, rem = 0, mask = 0, big = 0;
  for (int i = 0; i < 4; i++) {
    int c = chars[i];
    if (c < 0 || c > 126)
      negative++;
    if (c < 128)
      small++;
  }
  for (unsigned u = 0; u < 40; u++) {
    if (u % 7u > 6u)
      rem++;
    if ((u & 15u) > 15u)
      mask++;
  }
  for (int i = 0; i < 3; i++)
    if (shorts[i] > 1000 || shorts[i] < -1000)
      big++;
  small = small - 1;
  printf("negative %d small %d rem %d mask %d big %d\n", negative, small, rem,
         mask, big);
  return 0;
}
