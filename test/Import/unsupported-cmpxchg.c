// RUN: not vct-cc -O2 %s -o %t 2>&1 | FileCheck %s
// A compare-and-swap is a located error naming the instruction (issue 13).
static int word = 5;
int main(void) {
  int expected = 5;
  // CHECK: unsupported-cmpxchg.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import 'llvm.cmpxchg' (VIR has no atomic read-modify-write operations; atomic loads and stores import)
  return __atomic_compare_exchange_n(&word, &expected, 9, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST);
}
