// Read-only globals: a private table that nothing writes becomes constant
// and its loads fold; private globals written directly, written through a
// pointer that escaped, or copied into with memcpy stay writable (a wrong
// `constant` would put them in read-only memory and the program would
// crash or print stale values).
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir && vct-mlir-opt --vir-produce-traits %t.mlir -o %t.t.mlir
// RUN: FileCheck %s --check-prefix=FACTS < %t.t.mlir
// RUN: vct-translate --vir-to-llvmir %t.t.mlir -o %t.out.ll && lli %t.out.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=FOLDED
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s

#include <stdio.h>
#include <string.h>

// CHECK: shape 12 x 5 = 60
// CHECK-NEXT: counter 3 hidden 42 copied 9

// FACTS-DAG: vir.global private constant @shape
// FACTS-DAG: vir.global private @counter
// FACTS-DAG: vir.global private @hidden
// FACTS-DAG: vir.global private @copied

// The loop bounds came from @shape: after -O2 no load of it is left.
// FOLDED-NOT: vir.addressof @shape

static int shape[2] = {12, 5};
static int counter;
static int hidden = 1;
static int copied[2];

static void poke(int *p) { *p = 42; }

int main(void) {
  int cells = 0;
  for (int y = 0; y < shape[1]; y++)
    for (int x = 0; x < shape[0]; x++)
      cells++;
  printf("shape %d x %d = %d\n", shape[0], shape[1], cells);
  for (int i = 0; i < 3; i++)
    counter++;
  poke(&hidden);
  int src[2] = {4, 5};
  memcpy(copied, src, sizeof copied);
  printf("counter %d hidden %d copied %d\n", counter, hidden,
         copied[0] + copied[1]);
  return 0;
}
