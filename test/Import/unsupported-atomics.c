// RUN: not vct-cc -O2 %s -o %t 2>&1 | FileCheck %s
// Atomic read-modify-writes on floating point have no VIR operation: a
// located error naming the operation (issue 13). The integer and pointer
// ones import (test/Exec/C/atomics.c).
#include <stdatomic.h>

static float level;
float raise_level(void) {
  // CHECK: unsupported-atomics.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import 'atomicrmw fadd' (VIR's atomic read-modify-writes are xchg and integer add, sub, and, nand, or, xor, min and max)
  return __atomic_fetch_add(&level, 1.0f, __ATOMIC_SEQ_CST);
}
int main(void) { return (int)raise_level(); }
