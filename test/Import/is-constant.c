// __builtin_constant_p (llvm.is.constant, which glibc's tolower uses) is
// imported as false, what LLVM answers when it cannot prove a constant.
// RUN: vct-cc %s -O0 -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-cc %s -O2 -o %t2.exe && %t2.exe | FileCheck %s
#include <stdio.h>

static int pick(int x) { return __builtin_constant_p(x) ? 100 : x + 1; }

int main(int argc, char **argv) {
  (void)argv;
  // CHECK: picked 2
  printf("picked %d\n", pick(argc));
  return 0;
}
