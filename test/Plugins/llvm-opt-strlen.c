// Through VCTLLVMPlugin the trait producer says the C library is present
// (vir.hosted) unless clang was told otherwise: a hand-written strlen loop
// becomes a call of strlen in a hosted build, and stays a loop under
// -ffreestanding, -fno-builtin or -fno-builtin-strlen (clang's
// "no-builtins" or "no-builtin-strlen" on the functions),
// where the library's names need not mean the library. The program prints
// the same either way.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.ll
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O2>' -S %t.ll -o %t.vct.ll
// RUN: FileCheck %s --check-prefix=HOSTED < %t.vct.ll
// RUN: lli %t.vct.ll | FileCheck %s
// RUN: clang-22 -O2 -ffreestanding -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.free.ll
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O2>' -S %t.free.ll -o %t.free.vct.ll
// RUN: FileCheck %s --check-prefix=FREE < %t.free.vct.ll
// RUN: lli %t.free.vct.ll | FileCheck %s
// RUN: clang-22 -O2 -fno-builtin -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.nob.ll
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O2>' -S %t.nob.ll | FileCheck %s --check-prefix=FREE
// RUN: clang-22 -O2 -fno-builtin-strlen -Xclang -disable-llvm-passes -S -emit-llvm %s -o %t.nos.ll
// RUN: opt -load-pass-plugin=%vct_llvm_plugin -passes='vct<O2>' -S %t.nos.ll | FileCheck %s --check-prefix=FREE

// HOSTED-LABEL: define {{.*}} @length(
// HOSTED: call i64 @strlen(
// FREE-LABEL: define {{.*}} @length(
// FREE-NOT: @strlen
// FREE: load i8
// FREE-NOT: @strlen
// FREE: ret i64
// CHECK: 0 5 11

int printf(const char *, ...);

__attribute__((noinline)) unsigned long length(const char *s) {
  unsigned long n = 0;
  while (s[n])
    n++;
  return n;
}

int main(void) {
  printf("%lu %lu %lu\n", length(""), length("hello"), length("hello world"));
  return 0;
}
