// vct-cc takes a C compiler's command line: -c writes object files, inputs
// that are objects and archives go to the link in order, -o defaults to
// a.out (and <input>.o with -c), dependency files are named as clang names
// them, and unknown options are warnings, never errors or crashes.
// RUN: rm -rf %t && mkdir %t && cd %t
// RUN: vct-cc -O2 -c %s
// RUN: test -f cc-flags.o
// RUN: vct-cc cc-flags.o
// RUN: ./a.out | FileCheck %s
// RUN: vct-cc -O2 -c %s -o obj.o -MD
// RUN: FileCheck %s --check-prefix=MD < obj.d
// RUN: vct-cc -O2 -c %s -o obj2.o -MMD -MF custom.d -MT custom-target
// RUN: FileCheck %s --check-prefix=MF < custom.d
// RUN: vct-cc -O2 %s -DGREETING='"hi"' -o with-define && ./with-define | FileCheck %s --check-prefix=MACRO
// Shared objects: -fPIC reaches clang, -shared the link.
// RUN: vct-cc -O2 -fPIC -shared -DNO_MAIN %s -o libgreet.so
// RUN: nm -D libgreet.so | FileCheck %s --check-prefix=SHARED
// Unknown and ignored options warn; the object is still written.
// RUN: vct-cc -O2 -pipe -march=native -fno-omit-frame-pointer -c %s -o warn.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: vct-cc -O2 -pipe -c %s -o warn.o 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: test -f warn.o
// -E is clang's preprocessor.
// RUN: vct-cc -E -DGREETING='"pre"' %s | FileCheck %s --check-prefix=PRE
// Usage errors are errors.
// RUN: not vct-cc -c %s %s -o two.o 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not vct-cc 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not vct-cc '-Rpass=(' -c %s 2>&1 | FileCheck %s --check-prefix=REGEX

#include <stdio.h>

#ifndef GREETING
#define GREETING "hello"
#endif

int greet(int n) { return printf("%s %d\n", GREETING, n); }

#ifndef NO_MAIN
int main(void) {
  greet(42);
  return 0;
}
#endif

// CHECK: hello 42
// MD: obj.o: {{.*}}cc-flags.c
// MD-SAME: stdio.h
// MF: custom-target: {{.*}}cc-flags.c
// MF-NOT: stdio.h
// MACRO: hi 42
// SHARED: T greet
// WARN: warning: ignoring '-march=native': VCT compiles for the generic CPU
// PIPE: vct-cc: warning: ignoring unknown option '-pipe'
// PRE: int greet(int n) { return printf("%s %d\n", "pre", n); }
// TWO: vct-cc: error: cannot specify -o with -c and multiple input files
// NONE: vct-cc: error: no input files
// REGEX: vct-cc: error: invalid regular expression '(' in '-Rpass=('
