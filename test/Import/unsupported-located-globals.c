// Import errors about globals point at the global's line (vct-cc asks clang
// for debug information, whose DIGlobalVariable carries it), not at
// file:0:0 (issue 13).
// RUN: not vct-cc %s -DF16 -o %t 2>&1 | FileCheck %s --check-prefix=F16

#ifdef F16
// (Thread-local globals, long doubles, label addresses and __int128 fields
// that a structure pads, the earlier cases here, import now:
// test/Exec/C/thread-local.c, long-double.c, computed-goto.c,
// int128-padded-struct.c.)
// F16: unsupported-located-globals.c:[[# @LINE + 1]]:{{[0-9]+}}: error: cannot import the type 'f16'
_Float16 half = 1.0f16;
int main(void) { return half > 2.0f16; }
#endif
