// strlen in a loop condition: the trait producer stamps #vir.libcall on
// the calls of the declared strlen, so licm moves `strlen(s)` out of a
// loop that only reads the string (and early-cse merges it with the
// guard's call), while a loop that writes the string calls it on every
// iteration; `strlen(s) + strlen(s)` calls it once. The program computes
// the same at -O0 and after -O2 through both backends.
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR

// VIR-LABEL: vir.func private @count_a(
// VIR-COUNT-1: vir.call @strlen
// VIR-NOT: vir.call @strlen
// VIR: vir.return
// VIR-LABEL: vir.func private @upcase(
// VIR: ^bb{{[0-9]+}}(
// VIR: vir.call @strlen
// VIR-LABEL: vir.func private @twice(
// VIR-COUNT-1: vir.call @strlen
// VIR-NOT: vir.call @strlen
// VIR: vir.return

// CHECK: 3 0
// CHECK-NEXT: HELLO, WORLD
// CHECK-NEXT: 24
// CHECK-NEXT: abracadabra 5 22
#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int count_a(const char *s) {
  int n = 0;
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] == 'a')
      n++;
  return n;
}

// Writing the string may change its length: strlen stays in the loop.
__attribute__((noinline)) static void upcase(char *s) {
  for (size_t i = 0; i < strlen(s); i++)
    if (s[i] >= 'a' && s[i] <= 'z')
      s[i] -= 32;
}

__attribute__((noinline)) static size_t twice(const char *s) {
  return strlen(s) + strlen(s);
}

int main(void) {
  char buf[32] = "hello, world";
  printf("%d %d\n", count_a("banana"), count_a(""));
  upcase(buf);
  printf("%s\n", buf);
  printf("%zu\n", twice(buf));
  const char *w = "abracadabra";
  printf("%s %d %zu\n", w, count_a(w), twice(w));
  return 0;
}
