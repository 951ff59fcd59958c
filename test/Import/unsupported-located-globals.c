// Import errors about globals point at the global's line (vct-cc asks clang
// for debug information, whose DIGlobalVariable carries it), not at
// file:0:0 (issue 13).
// RUN: not vct-cc %s -DTLS -o %t 2>&1 | FileCheck %s --check-prefix=TLS
// RUN: not vct-cc %s -DLABELS -o %t 2>&1 | FileCheck %s --check-prefix=LABELS

#ifdef TLS
// TLS: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import thread-local globals
_Thread_local int counter;
int main(void) { return counter; }
#endif

#ifdef LABELS
int dispatch(int i) {
  // LABELS: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import 'llvm.blockaddress' in a global initializer
  static void *targets[] = {&&one, &&two};
  goto *targets[i];
one:
  return 1;
two:
  return 2;
}
int main(void) { return dispatch(0) - 1; }
#endif
