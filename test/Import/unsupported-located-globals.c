// Import errors about globals point at the global's line (vct-cc asks clang
// for debug information, whose DIGlobalVariable carries it), not at
// file:0:0 (issue 13).
// RUN: not vct-cc %s -DFP80 -o %t 2>&1 | FileCheck %s --check-prefix=FP80
// RUN: not vct-cc %s -DLABELS -o %t 2>&1 | FileCheck %s --check-prefix=LABELS

#ifdef FP80
// (Thread-local globals, the first case here, import now:
// test/Exec/C/thread-local.c.)
// FP80: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import the type 'f80'
long double wide = 1.0L;
int main(void) { return wide > 2.0L; }
#endif

#ifdef LABELS
// (Label addresses in initializers import now: test/Exec/C/computed-goto.c.)
struct padded {
  char c;
  __int128 x;
};
// LABELS: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import 'i128' here
struct padded g;
int main(void) { return (int)g.x; }
#endif
