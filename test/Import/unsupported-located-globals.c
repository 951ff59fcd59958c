// Import errors about globals point at the global's line (vct-cc asks clang
// for debug information, whose DIGlobalVariable carries it), not at
// file:0:0 (issue 13).
// RUN: not vct-cc %s -DF16 -o %t 2>&1 | FileCheck %s --check-prefix=F16
// RUN: not vct-cc %s -DLABELS -o %t 2>&1 | FileCheck %s --check-prefix=LABELS

#ifdef F16
// (Thread-local globals and long doubles, the first cases here, import now:
// test/Exec/C/thread-local.c, test/Exec/C/long-double.c.)
// F16: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import the type 'f16'
_Float16 half = 1.0f16;
int main(void) { return half > 2.0f16; }
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
