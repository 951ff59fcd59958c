// RUN: not vct-cc -O2 %s -o %t 2>&1 | FileCheck %s
// Atomic read-modify-writes are located errors naming the instruction
// (issue 13); atomic loads and stores import.
#include <stdatomic.h>

static _Atomic int counter;
int bump(void) {
  atomic_store(&counter, 3);
  // CHECK: unsupported-atomics.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import 'llvm.atomicrmw'
  return atomic_fetch_add(&counter, 1) + atomic_load(&counter);
}
int main(void) { return bump(); }
