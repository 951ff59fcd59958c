// C searches for a NUL byte: `s[n]` with a long index, `while (*p) p++`,
// an int index, a count beside a pointer, the first NUL from an offset and
// a search inside an outer loop, on strings of 0, 1, 5 and 300 characters
// and one with a NUL inside. At -O2 loop-idiom (after loop-rotate)
// replaces them by calls of strlen; an unsigned index (the zext of an
// increment without nuw) and a loop that also copies stay. The program
// prints the same at -O0 and after -O2, through both backends, and with
// -ffreestanding, where the front end leaves the module without vir.hosted
// and no strlen is called (-fno-builtin alike).
// RUN: vct-cc -O0 %s -o %t.o0 && %t.o0 | FileCheck %s
// RUN: vct-cc -O2 --backend=llvm %s -o %t.vl && %t.vl | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s -o %t.vc && %t.vc | FileCheck %s
// RUN: vct-cc -O2 -ffreestanding --backend=llvm %s -o %t.fl && %t.fl | FileCheck %s
// RUN: vct-cc -O2 -ffreestanding --backend=c %s -o %t.fc && %t.fc | FileCheck %s
// RUN: vct-cc -O2 -S --emit=vir %s -o %t.vir -Rpass=loop-idiom -Rpass-missed=loop-idiom 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=VIR < %t.vir
// RUN: vct-cc -O2 -S --emit=vir -ffreestanding %s -o - | FileCheck %s --check-prefix=FREE
// RUN: vct-cc -O2 -S --emit=vir -fno-builtin %s -o - | FileCheck %s --check-prefix=FREE
// RUN: vct-cc -O2 -S --emit=vir -fno-builtin-strlen %s -o - | FileCheck %s --check-prefix=FREE
// The same without the driver: clang's "no-builtins" reaches the trait
// producer through the importer.
// RUN: clang-22 -O0 -Xclang -disable-O0-optnone -ffreestanding -emit-llvm -S %s -o %t.free.ll
// RUN: vct-translate --import-llvm %t.free.ll | vct-mlir-opt --vir-produce-traits -O2 | FileCheck %s --check-prefix=FREE
// RUN: vct-cc -O2 -S --emit=vir -ffreestanding %s -o /dev/null -Rpass-missed=loop-idiom 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FREE-REMARK

// CHECK: 0 0 0 0 0 0
// CHECK-NEXT: 1 1 1 1 1 1
// CHECK-NEXT: 5 5 5 5 5 5
// CHECK-NEXT: 300 300 300 300 300 300
// CHECK-NEXT: 2 2 2 2 2 5
// CHECK-NEXT: total 308 0
// CHECK-NEXT: copy 5 hello

// VIR: module attributes {vir.hosted}
// VIR-LABEL: vir.func private @long_len(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @end_of(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @int_len(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @uns_len(
// VIR-NOT: vir.call @strlen(
// VIR: vir.load
// VIR-LABEL: vir.func private @count_len(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @from(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @total(
// VIR: vir.call @strlen(
// VIR-LABEL: vir.func private @copy(
// VIR-NOT: vir.call @strlen(
// VIR: vir.store
// VIR: vir.func private @strlen(

// FREE-NOT: vir.hosted
// FREE-NOT: strlen

// FREE-REMARK: the module is not marked vir.hosted (no front-end fact that the C library is present) [-Rpass-missed=loop-idiom]

#include <stdio.h>

__attribute__((noinline)) static long long_len(const char *s) {
  long n = 0;
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
  while (s[n])
    n++;
  return n;
}

__attribute__((noinline)) static const char *end_of(const char *p) {
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
  while (*p)
    p++;
  return p;
}

__attribute__((noinline)) static int int_len(const char *s) {
  int i;
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
  for (i = 0; s[i] != 0; i++)
    ;
  return i;
}

__attribute__((noinline)) static unsigned uns_len(const char *s) {
  unsigned i = 0;
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searches for a NUL byte but is not replaced by strlen: the index is widened by a vir.zext from a variable whose increment has no nuw flag: the loop's offsets may wrap [-Rpass-missed=loop-idiom]
  while (s[i])
    i++;
  return i;
}

// A pointer and a count from 10 stepping together: returns count - 10.
__attribute__((noinline)) static int count_len(const char *p) {
  int k = 10;
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
  while (*p) {
    p++;
    k++;
  }
  return k - 10;
}

// The index of the first NUL at or after s[k].
__attribute__((noinline)) static long from(const char *s, long k) {
  // REMARK-DAG: exec-c.c:[[#@LINE+1]]:3: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
  while (s[k])
    k++;
  return k;
}

// The search inside an outer loop: the inner loop becomes the call.
__attribute__((noinline)) static long total(const char *const *v, int n) {
  long t = 0;
  for (int j = 0; j < n; j++) {
    const char *p = v[j];
    // REMARK-DAG: exec-c.c:[[#@LINE+1]]:5: remark: the loop searching for a NUL byte became a call to strlen [-Rpass=loop-idiom]
    while (*p)
      p++;
    t += p - v[j];
  }
  return t;
}

// Copies too: not the idiom.
__attribute__((noinline)) static int copy(char *d, const char *s) {
  int n = 0;
  while ((d[n] = s[n]) != 0)
    n++;
  return n;
}

int main(void) {
  static char big[301];
  for (int i = 0; i < 300; i++)
    big[i] = (char)('a' + i % 26);
  big[300] = 0;
  const char *w[] = {"", "x", "hello", big, "ab\0cd"};
  const long k[] = {0, 0, 3, 150, 3};
  for (int j = 0; j < 5; j++)
    printf("%ld %ld %d %u %d %ld\n", long_len(w[j]),
           (long)(end_of(w[j]) - w[j]), int_len(w[j]), uns_len(w[j]),
           count_len(w[j]), from(w[j], k[j]));
  printf("total %ld %ld\n", total(w, 5), total(w, 0));
  char buf[8];
  int n = copy(buf, "hello");
  printf("copy %d %s\n", n, buf);
  return 0;
}
