// A packed structure whose bitfields clang stores as one i128, passed by
// value (csmith seed 64072): the callee's copy is typed as memory, where the
// wide field is split into parts, and writing to it leaves the caller's
// object alone.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 %s -o %t.llvm && %t.llvm | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c && %t.c | FileCheck %s
// RUN: vct-cc -O3 %s -o %t.o3 && %t.o3 | FileCheck %s
// RUN: vct-cc -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR

#include <stdio.h>

#pragma pack(push, 1)
struct s {
  signed f0 : 18;
  signed f1 : 31;
  signed f2 : 5;
  unsigned f3 : 29;
  signed f4 : 24;
  signed f5 : 15;
  unsigned long g;
};
#pragma pack(pop)

static long take(struct s v, int k) {
  v.f1 = -7;
  return v.f0 + v.f1 + v.f2 + (long)v.f3 + v.f4 + v.f5 + (long)v.g + k;
}

int main(void) {
  struct s x = {-3, 100000, -2, 400000000, -1000, 99, 42};
  long r = take(x, 1);
  printf("%ld %d %d\n", r, x.f1, x.f5);
  return 0;
}

// CHECK: 399999130 100000 99
// VIR-LABEL: vir.func private @take(
// VIR: %[[COPY:.*]] = vir.alloca !vir.struct<packed !vir.array<2 x i64>, i64> align 8
// VIR: vir.memcpy %[[COPY]], %arg0, %{{.*}} : i64
