// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O3 --backend=llvm %s -o %t.l3 2>/dev/null && %t.l3 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// clang's musttail becomes a strong must_tail request on the call, which
// the LLVM backend honours even without optimization:
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR: vir.call @g({{.*}}#vir.req<must_tail, strong, origin = "llvm-ir">
// RUN: vct-cc -O0 -S --emit=llvm %s -o - | FileCheck %s --check-prefix=LLVM
// LLVM: musttail call i64 @g(
// The C backend cannot promise a tail call: a located error, not a
// program that overflows its stack. The inliner keeps f and g apart (a
// copy of a must_tail call would not be in tail position).
// RUN: not vct-cc -O0 --backend=c %s -o %t.c0 2>&1 | FileCheck %s --check-prefix=C-ERR
// RUN: not vct-cc -O2 --backend=c %s -o %t.c2 2>&1 | FileCheck %s --check-prefix=C-ERR
// C-ERR: musttail.c:[[# @LINE + 12]]:{{[0-9]+}}: error: must_tail call to @g cannot be expressed in C: C compilers do not guarantee tail calls

// __attribute__((musttail)) mutual recursion 10,000,000 calls deep (issue
// 13's probe: it was a plain call and overflowed the stack).
// CHECK: 841775

#include <stdio.h>

static long g(long n, long acc);
static long f(long n, long acc) {
  if (n == 0)
    return acc;
  __attribute__((musttail)) return g(n - 1, acc + 2);
}
static long g(long n, long acc) {
  if (n == 0)
    return acc;
  __attribute__((musttail)) return f(n - 1, acc * 3 % 1000003);
}

int main(void) {
  printf("%ld\n", f(10000000, 1));
  return 0;
}
