// Bodies of several ifs in a row (saturations written as two tests, a
// clamp then a cap), if-converted if by if; in-place stereo gain over
// `s[i], s[i + 1]` under `i += 2` with a saturation each (a group whose
// stores lie between its loads, never touching the other member). The
// program prints the same at -O0, after mem2reg, rotation, phiopt and
// loop-vectorize alone, and after -O2, through both backends. (phiopt
// makes gain's saturations min and max selects before the vectorizer
// sees them; clamp_cap's cap is if-converted.)
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o %t.vir
// RUN: vct-mlir-opt --mem2reg --instcombine --simplify-cfg --loop-rotate --simplify-cfg --phiopt --loop-vectorize --remarks --verify-each %t.vir -o %t.v.mlir 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// REMARK-DAG: accepted vectorize on loop with back edge in @clamp_cap ({{.*}}if-converted
// REMARK-DAG: accepted vectorize on loop with back edge in @gain ({{.*}}stepping by 2
// O2-DAG: accepted vectorize on loop with back edge in @clamp_cap ({{.*}}if-converted
// O2-DAG: accepted vectorize on loop with back edge in @gain ({{.*}}stepping by 2

// CHECK: clamp 0 0
// CHECK-NEXT: clamp 3 126
// CHECK-NEXT: clamp 17 8490
// CHECK-NEXT: clamp 100 65606
// CHECK-NEXT: gain 0 0
// CHECK-NEXT: gain 1 -2435
// CHECK-NEXT: gain 9 71492
// CHECK-NEXT: gain 50 7316

#include <stdint.h>
#include <stdio.h>

__attribute__((noinline)) void clamp_cap(int *restrict out,
                                         const int *restrict in, int n) {
  for (int i = 0; i < n; i++) {
    int v = in[i];
    if (v > 255)
      v = 255;
    else if (v < 0)
      v = 0;
    int w = v * 3;
    if (w > 500)
      w = 500 + (w >> 4);
    out[i] = w;
  }
}

__attribute__((noinline)) void gain(int16_t *s, int32_t gl, int32_t gr,
                                    int frames) {
  for (int i = 0; i < 2 * frames; i += 2) {
    int32_t l = (s[i] * gl) >> 12, r = (s[i + 1] * gr) >> 12;
    if (l > 32767)
      l = 32767;
    if (l < -32768)
      l = -32768;
    if (r > 32767)
      r = 32767;
    if (r < -32768)
      r = -32768;
    s[i] = (int16_t)l;
    s[i + 1] = (int16_t)r;
  }
}

int main(void) {
  static int in[128], out[128];
  for (int i = 0; i < 128; i++)
    in[i] = (i * 37) % 400 - 60;
  static const int sizes[] = {0, 3, 17, 100};
  for (int k = 0; k < 4; k++) {
    for (int i = 0; i < 128; i++)
      out[i] = 0;
    clamp_cap(out, in, sizes[k]);
    long t = 0;
    for (int i = 0; i < 128; i++)
      t += (long)out[i] * (i % 3 + 1);
    printf("clamp %d %ld\n", sizes[k], t);
  }
  static const int frames[] = {0, 1, 9, 50};
  for (int k = 0; k < 4; k++) {
    static int16_t s[128];
    for (int i = 0; i < 128; i++)
      s[i] = (int16_t)((i * 7919) % 65536 - 32768);
    gain(s, 9000, -5000, frames[k]);
    long t = 0;
    for (int i = 0; i < 2 * frames[k]; i++)
      t += s[i];
    printf("gain %d %ld\n", frames[k], t);
  }
  return 0;
}
