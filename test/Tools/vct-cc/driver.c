// vct-cc compiles C through clang, the importer, the trait producer and
// either backend; -S writes the intermediate text.
// RUN: vct-cc -O2 %s -o %t.llvm.exe && %t.llvm.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c.exe && %t.c.exe | FileCheck %s
// RUN: vct-cc -DSCALE=3 %s -o %t.scaled.exe && %t.scaled.exe | FileCheck %s --check-prefix=SCALED
// RUN: vct-cc -S --emit=vir %s -o - | FileCheck %s --check-prefix=EMIT-VIR
// RUN: vct-cc -S --emit=llvm %s -o - | FileCheck %s --check-prefix=LLVM
// RUN: vct-cc -S --emit=c %s -o - | FileCheck %s --check-prefix=C
// RUN: not vct-cc -O2 -fno-frobnicate %s -o %t.x 2>&1 | FileCheck %s --check-prefix=TOGGLE
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=O2
// RUN: vct-cc -O2 -fno-mem2reg -fno-dse -fno-memcpy-forward -S --emit=vir %s -o - | FileCheck %s --check-prefix=NO-MEM2REG
// RUN: vct-cc -O3 %s -o %t.o3.exe 2>&1 | FileCheck %s --check-prefix=REMARKS
// RUN: %t.o3.exe | FileCheck %s
// RUN: not vct-cc -S %s 2>&1 | FileCheck %s --check-prefix=NO-OUTPUT
// RUN: not vct-cc -O7 %s -o %t.x 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: not vct-cc %S/does-not-exist.c -o %t.x 2>&1 | FileCheck %s --check-prefix=CLANG
// RUN: vct-cc --help | FileCheck %s --check-prefix=HELP

#include <stdio.h>

#ifndef SCALE
#define SCALE 2
#endif

static int twice(int x) { return x * SCALE; }

int main(void) {
  int sum = 0;
  for (int i = 0; i < 10; ++i)
    sum += twice(i);
  printf("sum = %d\n", sum);
  return 0;
}

// CHECK: sum = 90
// SCALED: sum = 135
// EMIT-VIR: vir.call @twice({{.*}}) {vir.traits = [{{.*}}#vir.req<inline, soft>]}
// EMIT-VIR: vir.func private @twice
// LLVM: define internal i32 @twice(
// C: int32_t twice(
// A -f flag that names no optimizer pass is clang's (drop-in CC).
// TOGGLE: clang-22: error: unknown argument: '-fno-frobnicate'
// TOGGLE: vct-cc: error: stage 'clang' failed
// O2-LABEL: vir.func @main(
// O2-NOT: vir.alloca
// O2: vir.return
// NO-MEM2REG-LABEL: vir.func @main(
// NO-MEM2REG: vir.alloca i32
// REMARKS: driver.c:{{[0-9]+}}:{{[0-9]+}}: remark: VIR: mem2reg: promoted a stack slot to SSA values
// NO-OUTPUT: vct-cc: error: no output file (-o) for -S
// LEVEL: vct-cc: error: unknown optimization level '-O7'
// CLANG: vct-cc: error: stage 'clang' failed
// HELP: USAGE: vct-cc [options] file...
