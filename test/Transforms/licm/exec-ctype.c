// glibc's <ctype.h> classifies through `(*__ctype_b_loc())[c]`, a call
// clang marks `memory(none) willreturn`: imported as a pure call
// (#vir.noread + #vir.nowrite), early-cse and gvn merge the calls of one
// iteration and licm hoists the one every entry runs. The program computes
// the same at -O0 and after -O2 through both backends, and the -O2 VIR of
// count_digits calls __ctype_b_loc before its loop only.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR

// VIR-LABEL: vir.func private @count_digits(
// VIR: vir.call @__ctype_b_loc()
// VIR-NOT: vir.call @__ctype_b_loc()
// VIR: vir.return

// CHECK: digits 10 spaces 6 alpha 17 upper HELLO, WORLD 42 AND MORE
#include <ctype.h>
#include <stdio.h>

__attribute__((noinline)) static int count_digits(const char *s, int n) {
  int count = 0;
  for (int i = 0; i < n; i++)
    count += isdigit((unsigned char)s[i]) != 0;
  return count;
}

__attribute__((noinline)) static void classify(const char *s, int *spaces,
                                               int *alpha) {
  for (; *s; s++) {
    if (isspace((unsigned char)*s))
      ++*spaces;
    else if (isalpha((unsigned char)*s))
      ++*alpha;
  }
}

int main(void) {
  static const char text[] = "hello, world 42 and more 1234 5678";
  char upper[sizeof text];
  int spaces = 0, alpha = 0;
  classify(text, &spaces, &alpha);
  for (unsigned i = 0; i < sizeof text; i++)
    upper[i] = (char)toupper((unsigned char)text[i]);
  upper[24] = 0;
  printf("digits %d spaces %d alpha %d upper %s\n",
         count_digits(text, (int)sizeof text - 1), spaces, alpha, upper);
  return 0;
}
