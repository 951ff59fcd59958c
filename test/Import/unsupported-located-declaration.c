// An import error about a declaration points at its first call in the C
// source, not at the line of vct-cc's temporary LLVM IR (issue 13); a note
// shows the declaration.
// RUN: not vct-cc %s -o %t 2>&1 | FileCheck %s

int main(void) {
  volatile long double r = 2.0L, i = 3.0L;
  _Complex long double z = r + i * 1.0iL;
  // CHECK: unsupported-located-declaration.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import @__mulxc3 returning the aggregate
  z = z * z;
  // CHECK: note: @__mulxc3 is declared here
  // CHECK: vct-cc: error: stage 'import' failed
  return __real__ z > 0;
}
