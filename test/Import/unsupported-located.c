// Import errors point at the source line (vct-cc asks clang for line
// tables) and name the construct and the stage.
// RUN: not vct-cc %s -o %t 2>&1 | FileCheck %s

static int twice(int x) {
  int r;
  // CHECK: unsupported-located.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import inline assembly
  __asm__("lea (%1,%1), %0" : "=r"(r) : "r"(x));
  return r;
}

int main(void) { return twice(1) - 2; }
// CHECK: vct-cc: error: stage 'import' failed
