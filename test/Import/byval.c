// A structure passed by value is the callee's own copy: writing to it must
// not change the caller's object (clang passes it as a `byval` pointer).
// RUN: vct-cc -O2 %s -o %t.llvm && %t.llvm | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c && %t.c | FileCheck %s
// RUN: vct-cc -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR

#include <stdio.h>

struct big {
  long a[5];
};

static long take(struct big b) {
  b.a[0] = -1;
  return b.a[1];
}

int main(void) {
  struct big x = {{1, 2, 3, 4, 5}};
  long r = take(x);
  printf("%ld %ld\n", r, x.a[0]);
  return 0;
}

// CHECK: 2 1
// The callee copies its argument on entry; the pointer it is given does not
// escape (the trait producer's call-args facts).
// VIR-LABEL: vir.func private @take(%arg0: !vir.ptr {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">]})
// VIR: %[[COPY:.*]] = vir.alloca !vir.struct<!vir.array<5 x i64>>
// VIR: vir.memcpy %[[COPY]], %arg0, %{{.*}} : i64
