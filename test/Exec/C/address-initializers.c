// RUN: vct-cc -O0 --backend=llvm %s -o %t.l0 && %t.l0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.l2 && %t.l2 | FileCheck %s
// RUN: vct-cc -O0 --backend=c %s -o %t.c0 && %t.c0 | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.c2 && %t.c2 | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref | FileCheck %s
// RUN: vct-cc -O0 -S --emit=vir %s -o - | FileCheck %s --check-prefix=VIR
// VIR-DAG: vir.global @as_int : i64 = @table + 8
// VIR-DAG: vir.global private constant @run.offsets : !vir.array<4 x i32> = [0, {{-?[0-9]+}}, {{-?[0-9]+}}, {{-?[0-9]+}}]

// Addresses in integer initializers (issue 13's probe: "cannot import
// 'llvm.ptrtoint' in a global initializer"): `(uintptr_t)&x`, and a
// threaded interpreter's table of label offsets (`&&op - &&base`, the
// position-independent form of a dispatch table), whose entries are
// constants in VIR, where a label's address is its function's plus an
// offset.

// CHECK: as_int 1
// CHECK-NEXT: run 2 6 16 32 -> 32

#include <stdint.h>
#include <stdio.h>

int table[4] = {1, 2, 3, 4};
uintptr_t as_int = (uintptr_t)&table[2];

static int run(const unsigned char *code) {
  static const int offsets[] = {&&halt - &&halt, &&add1 - &&halt,
                                &&add2 - &&halt, &&twice - &&halt};
  int acc = 0;
  const unsigned char *pc = code;
  goto *(&&halt + offsets[*pc++]);
add1:
  acc += 1;
  goto *(&&halt + offsets[*pc++]);
add2:
  acc += 2;
  goto *(&&halt + offsets[*pc++]);
twice:
  acc *= 2;
  printf(" %d", acc);
  goto *(&&halt + offsets[*pc++]);
halt:
  return acc;
}

int main(void) {
  printf("as_int %d\n", *(int *)as_int == 3);
  static const unsigned char program[] = {1, 3, 1, 3, 2, 3, 3, 0};
  printf("run");
  int result = run(program);
  printf(" -> %d\n", result);
  return 0;
}
