// A division by a loop-invariant value the loop runs on every iteration
// (here `255 / (levels - 1)` of a quantizer inlined into the loop) moves
// out of the loop: its undefined behaviour for a zero divisor would happen
// in the loop too. One behind a test stays. The program prints the same at
// -O0, after -O2 without licm (nor unrolling) and then licm alone, and after
// -O2, through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 -fno-licm -fno-loop-unroll -fno-loop-interleave -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --licm --verify-each %t.vir -o %t.l.mlir
// RUN: FileCheck %s --check-prefix=VIR < %t.l.mlir
// RUN: vct-translate --vir-to-llvmir %t.l.mlir -o %t.l.ll && lli %t.l.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.l.mlir -o %t.l.c && %cc %t.l.c -o %t.l.exe && %t.l.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s

// The step's division is before the loop; the loop keeps the one by the
// step (not invariant) and the guarded one.
// VIR-LABEL: vir.func @quantize_row(
// VIR: %[[STEP:.*]] = vir.sdiv %c255_i32, %{{.*}} : i32
// VIR: ^bb2(
// VIR-NOT: vir.sdiv %c255_i32
// VIR: vir.sdiv %{{.*}}, %[[STEP]] : i32
// VIR-NOT: vir.sdiv
// VIR: vir.return
// VIR-LABEL: vir.func @guarded(
// VIR: ^bb{{[0-9]+}}:
// VIR-NEXT: vir.sdiv

// CHECK: row 2: 25245
// CHECK-NEXT: row 4: 25330
// CHECK-NEXT: row 16: 25330
// CHECK-NEXT: guarded 0 0
// CHECK-NEXT: guarded 5 10

#include <stdio.h>

static unsigned char src[256];

static int quantize(int v, int levels) {
  int step = 255 / (levels - 1);
  int q = (v + step / 2) / step;
  if (q > levels - 1)
    q = levels - 1;
  return q * step;
}

int quantize_row(int levels, int n) {
  int sum = 0;
  for (int i = 0; i < n; i++)
    sum += quantize(src[i], levels);
  return sum;
}

// `100 / d` runs only when d is nonzero.
int guarded(int d, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    if (d != 0)
      s += 100 / d;
  return s;
}

int main(void) {
  for (int i = 0; i < 256; i++)
    src[i] = (unsigned char)(i * 37 + 11);
  int levels[] = {2, 4, 16};
  for (int k = 0; k < 3; k++)
    printf("row %d: %d\n", levels[k], quantize_row(levels[k], 200));
  printf("guarded %d %d\n", 0, guarded(0, 5));
  printf("guarded %d %d\n", 5, guarded(5, 1) - 10);
  return 0;
}
