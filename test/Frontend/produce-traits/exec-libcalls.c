// Library calls: a loop that calls strlen on a buffer it changes, fabs and
// printf in loops over a private global, and a strlen this program defines
// itself (it counts its calls, so it is no standard function and gets no
// facts: a wrong `nowrite` would let the calls merge and the count drop).
// Under -fno-builtin (clang's "no-builtins") no library function gets
// facts: the library's names need not mean the library there.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -fno-builtin -emit-llvm -S %s -o %t.free.ll
// RUN: vct-translate --import-llvm %t.free.ll | vct-mlir-opt --vir-produce-traits | FileCheck %s --check-prefix=FREE
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc -fno-builtin %t.c -lm -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.v3 && %t.v3 | FileCheck %s
// RUN: clang-22 -O0 -w -fno-builtin %s -lm -o %t.ref && %t.ref | FileCheck %s

#include <math.h>
#include <stdio.h>

// CHECK: grow 1 2 3 4 5 total 15
// CHECK-NEXT: step 0 scale 3
// CHECK-NEXT: step 1 scale 3
// CHECK-NEXT: step 2 scale 3
// CHECK-NEXT: abs 9.0
// CHECK-NEXT: count 6 length 18

// The calls to the program's own strlen get no library facts.
// FACTS-LABEL: vir.func @my_strlen_user(
// FACTS-NOT: nowrite
// FACTS-LABEL: vir.func @main(
// FACTS: vir.func private @printf(!vir.ptr {vir.traits = [#vir.readonly<origin = "vir-produce-traits">, #vir.nocapture<origin = "vir-produce-traits">]}, ...) -> i32
// FREE-NOT: vir.hosted
// FREE: vir.func private @printf(!vir.ptr, ...) -> i32{{$}}

static int scale = 3;
static unsigned calls;
static char text[8];

unsigned long strlen(const char *s) {
  unsigned long n = 0;
  calls++;
  while (s[n])
    n++;
  return n;
}

int my_strlen_user(const char *s) {
  unsigned long total = 0;
  for (int i = 0; i < 6; i++)
    total += strlen(s);
  return (int)total;
}

int main(void) {
  printf("grow");
  unsigned long total = 0;
  for (int i = 0; i < 5; i++) {
    text[i] = 'a';
    unsigned long n = strlen(text);
    total += n;
    printf(" %lu", n);
  }
  printf(" total %lu\n", total);
  for (int i = 0; i < 3; i++)
    printf("step %d scale %d\n", i, scale);
  double acc = 0;
  for (int i = -3; i <= 3; i++)
    acc += fabs(i * 0.75);
  printf("abs %.1f\n", acc);
  calls = 0;
  int length = my_strlen_user("abc");
  printf("count %u length %d\n", calls, length);
  return 0;
}
