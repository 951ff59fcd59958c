// RUN: not vct-cc -O2 %s -o %t 2>&1 | FileCheck %s
// Computed goto through a local label address (blockaddress in an
// instruction, indirectbr) is a located error (issue 13).
// The label addresses are constants without a line of their own: the error
// is at the function's line.
// CHECK: unsupported-indirectbr.c:[[# @LINE + 2]]:{{[0-9]+}}: error: cannot import 'llvm.blockaddress'
// CHECK: note: in @run
int run(int x) {
  void *target = x ? &&one : &&two;
  goto *target;
one:
  return 1;
two:
  return 2;
}
int main(int argc, char **argv) {
  (void)argv;
  return run(argc);
}
