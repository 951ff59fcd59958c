// LLVM's `noreturn` (C's _Noreturn, and glibc's declarations of abort and
// exit) becomes #vir.noreturn with origin "llvm-ir" on the function and on
// every call of it; the LLVM backend states `noreturn` again. After -O2,
// prune-unreachable has cut the code after such calls, and the program
// behaves as before through both backends.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir | FileCheck %s --check-prefix=LLVM
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s --check-prefix=OUT
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s --check-prefix=OUT
// RUN: not %t.vl 7 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: not %t.vc 7 2>&1 | FileCheck %s --check-prefix=FAIL

// CHECK: vir.func @die(%{{.*}}: i32) attributes {vir.traits = [#vir.noreturn<origin = "llvm-ir">
// CHECK: vir.call @exit({{.*}}) {vir.traits = [#vir.noreturn<origin = "llvm-ir">]}
// CHECK: vir.func private @exit(i32) attributes {vir.traits = [#vir.noreturn<origin = "llvm-ir">
// CHECK: vir.call @die({{.*}}) {vir.traits = [#vir.noreturn<origin = "llvm-ir">]}

// LLVM: define void @die(i32 {{.*}}) #[[ATTRS:[0-9]+]]
// LLVM: attributes #[[ATTRS]] = { {{.*}}noreturn

// OUT: sum = 45
// FAIL: bad argument 7

#include <stdio.h>
#include <stdlib.h>

_Noreturn __attribute__((noinline)) void die(int code) {
  fprintf(stderr, "bad argument %d\n", code);
  exit(1);
}

__attribute__((noinline)) int check(int x) {
  if (x > 5)
    die(x);
  return x;
}

int main(int argc, char **argv) {
  if (argc > 1)
    check(atoi(argv[1]));
  int sum = 0;
  for (int i = 0; i < 10; ++i)
    sum += check(i % 5) + (i >= 5 ? 5 : 0);
  printf("sum = %d\n", sum);
  return 0;
}
