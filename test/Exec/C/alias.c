// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// The exported aliases are in the object file, for other files to use:
// RUN: vct-cc -O2 -c %s -o %t.o && nm %t.o | FileCheck %s --check-prefix=NM
// NM-DAG: T alias_fn
// NM-DAG: D table_alias
// NM-DAG: W weak_alias

// __attribute__((alias)) (issue 13: "aliases are not supported"): a
// function alias, a weak alias of a static function (a weak function
// calling it), a variable alias, and an alias taken as a function pointer.

// CHECK: 13 9 3 4

#include <stdio.h>

int real_fn(int x) { return x * 3 + 1; }
int alias_fn(int) __attribute__((alias("real_fn")));
static int hidden(int x) { return x - 1; }
extern int weak_alias(int) __attribute__((weak, alias("hidden")));
int table[4] = {1, 2, 3, 4};
extern int table_alias[4] __attribute__((alias("table")));
int (*fp)(int) = alias_fn;

int main(void) {
  printf("%d %d %d %d\n", alias_fn(4), weak_alias(10), table_alias[2], fp(1));
  return 0;
}
