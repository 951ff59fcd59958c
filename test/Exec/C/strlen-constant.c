// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// At -O2 the strlen of each literal the helper is inlined with is folded
// (#vir.libcall, ipsccp); strlen of the string the program writes is not.
// RUN: vct-cc -O2 -S %s -o - | FileCheck %s --check-prefix=VIR
// VIR-LABEL: vir.func @main(
// VIR-COUNT-1: vir.call @strlen(
// VIR-NOT: vir.call @strlen(

// CHECK: match true: 0 4
// CHECK-NEXT: match null: 0 4
// CHECK-NEXT: match false: 1 5
// CHECK-NEXT: empty 0, embedded 2, written 5
#include <stdio.h>
#include <string.h>

static int match(const char *p, const char *kw, size_t *len) {
  size_t n = strlen(kw);
  *len = n;
  return strncmp(p, kw, n) != 0;
}

static char buffer[16];

int main(void) {
  const char *text = "true null fals";
  size_t n;
  int r = match(text, "true", &n);
  printf("match true: %d %zu\n", r, n);
  r = match(text + 5, "null", &n);
  printf("match null: %d %zu\n", r, n);
  r = match(text + 10, "false", &n);
  printf("match false: %d %zu\n", r, n);
  for (int i = 0; i < 5; i++)
    buffer[i] = (char)('a' + i);
  printf("empty %zu, embedded %zu, written %zu\n", strlen(""), strlen("ab\0cd"),
         strlen(buffer));
  return 0;
}
