// RUN: clang-22 -O2 -c %S/Inputs/byval-other.c -o %t.other.o
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll -o %t.mlir
// RUN: FileCheck --check-prefix=VIR %s < %t.mlir
// RUN: vct-mlir-opt -O2 %t.mlir -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.out.ll
// RUN: FileCheck --check-prefix=LLVM %s < %t.out.ll
// RUN: llc -O2 -relocation-model=pic -filetype=obj %t.out.ll -o %t.o && %cc %t.o %t.other.o -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.c && %cc %t.c %t.other.o -o %t.cexe && %t.cexe | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.noopt.c && %cc %t.noopt.c %t.other.o -o %t.cexe0 && %t.cexe0 | FileCheck %s
// RUN: vct-cc -O0 %s %S/Inputs/byval-other.c -o %t.both && %t.both | FileCheck %s
// RUN: vct-cc -O2 --backend=c %s %S/Inputs/byval-other.c -o %t.bothc && %t.bothc | FileCheck %s
// The reference: clang's own build.
// RUN: clang-22 -O0 -w %s %t.other.o -o %t.ref && %t.ref | FileCheck %s

// Structures passed by value in memory (more than 16 bytes: LLVM's byval)
// between VCT-compiled and clang-compiled code (issue 13: an external
// function taking one was "cannot import"; one passed to a variadic
// function was passed as a plain pointer and read as garbage). The importer
// records byval with its type and alignment in vct.abi, on the function or,
// for an indirect call or a variadic function's extra arguments, on the
// call; both backends make the copy in the argument area again.

// VIR-DAG: vir.func private @big_sum(i32, !vir.ptr, i64) -> i64 attributes {vct.abi = {args = ["", "byval", ""], byval = [unit, {align = 8 : i64, type = !vir.struct<i64, i64, i64, i64>}, unit]}}
// VIR-DAG: vir.func @vct_big(%arg0: !vir.ptr, %arg1: i32) -> i64 attributes {vct.abi = {args = ["byval", ""], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64, i64>}, unit]}}
// VIR-DAG: vir.call @sum_varargs({{.*}}) vararg((i32) -> i64) {vct.abi = {args = ["", "byval", "", "byval", ""]

// LLVM-DAG: declare i64 @big_sum(i32, ptr byval({ i64, i64, i64, i64 }) align 8, i64)
// LLVM-DAG: define i64 @vct_big(ptr byval({ i64, i64, i64, i64 }) align 8 %{{.*}}, i32
// LLVM-DAG: call i64 (i32, ...) @sum_varargs(i32 2, ptr byval({ i64, i64, i64, i64 }) align 8

// CHECK: big_sum 301 30
// CHECK-NEXT: mixed 15.5
// CHECK-NEXT: pointer 302
// CHECK-NEXT: call_vct 1100
// CHECK-NEXT: varargs 147
// CHECK-NEXT: callee copy 1 2
// CHECK-NEXT: aligned 7144

#include <stdio.h>

struct Big {
  long a, b, c, d;
};
struct Mixed {
  char tag;
  double x, y;
};

struct __attribute__((aligned(16))) Aligned {
  long a, b, c;
};

long big_sum(int k, struct Big b, long scale);
long take_aligned(long r1, long r2, long r3, long r4, long r5, long r6,
                  long s1, struct Aligned x);
double mixed_dot(struct Mixed m, struct Mixed n);
long call_vct(void);
long sum_varargs(int n, ...);

// Called from the clang-compiled side; writes to its own copy only.
long vct_big(struct Big b, int k) {
  long s = (b.a + b.b + b.c + b.d) * k;
  b.a = 1000;
  return s;
}

long (*vct_big_pointer(void))(struct Big, int) { return vct_big; }

static long apply(long (*f)(int, struct Big, long), struct Big b) {
  return f(2, b, 1);
}

int main(void) {
  struct Big b = {10, 20, 30, 40};
  struct Mixed m = {2, 1.5, 2.0}, n = {3, 3.0, 2.5};
  printf("big_sum %ld %ld\n", big_sum(1, b, 1),
         big_sum(0, (struct Big){1, 1, 1, 1}, 3));
  printf("mixed %g\n", mixed_dot(m, n));
  printf("pointer %ld\n", apply(big_sum, b));
  printf("call_vct %ld\n", call_vct());
  struct Big c = {1, 1, 1, 1}, d = {2, 3, 4, 5};
  printf("varargs %ld\n", sum_varargs(2, c, 7, d, 100));
  long before = b.a;
  vct_big(b, 1);
  printf("callee copy %d %d\n", b.a == before, (int)(b.b / 10));
  struct Aligned al = {1, 2, 3};
  printf("aligned %ld\n", take_aligned(1, 2, 3, 4, 5, 6, 7, al));
  return 0;
}
