// Import errors point at the source line (vct-cc asks clang for line
// tables) and name the construct and the stage.
// RUN: not vct-cc %s -o %t 2>&1 | FileCheck %s

struct pair {
  long a, b;
};

// CHECK: unsupported-located.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import @make: it returns the aggregate
struct pair make(long a) {
  struct pair p = {a, a + 1};
  return p;
}

int main(void) { return (int)make(1).b; }
// CHECK: vct-cc: error: stage 'import' failed
