// What the source states through LLVM attributes and metadata becomes traits
// with origin "llvm-ir": restrict parameters, memory effects, always_inline,
// noinline (but not -O0's blanket noinline+optnone), loop pragmas as strong
// requests. The trait producer keeps them unless llvm-facts=false, and adds
// no soft inline where the callee already carries an inlining request.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll | FileCheck %s
// RUN: vct-translate --import-llvm %t.ll | vct-mlir-opt --vir-produce-traits | FileCheck %s --check-prefix=PRODUCED
// RUN: vct-translate --import-llvm %t.ll | vct-mlir-opt --vir-produce-traits='llvm-facts=false' | FileCheck %s --check-prefix=NOFACTS
// RUN: clang-22 -O0 -emit-llvm -S %s -o %t.O0.ll
// RUN: vct-translate --import-llvm %t.O0.ll | FileCheck %s --check-prefix=O0
// RUN: vct-cc -O2 %s -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

#include <stdio.h>

__attribute__((pure)) int peek(const int *p);
int peek(const int *p) { return *p; }

__attribute__((noinline)) static int add(int *restrict a, const int *restrict b,
                                         int n) {
  int s = 0;
#pragma clang loop unroll_count(4)
  for (int i = 0; i < n; ++i) {
    a[i] += b[i];
    s += a[i];
  }
#pragma clang loop vectorize_width(8) interleave_count(2)
  for (int i = 0; i < n; ++i)
    s ^= a[i];
  return s;
}

static inline __attribute__((always_inline)) int sq(int x) { return x * x; }

int main(void) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[8] = {8, 7, 6, 5, 4, 3, 2, 1};
  printf("%d %d %d\n", add(a, b, 8), sq(3), peek(a));
  return 0;
}

// CHECK: vir.func @peek({{.*}}) -> i32 attributes {vir.traits = [#vir.readonly<origin = "llvm-ir">]}
// CHECK: vir.func private @add(%{{.*}}: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %{{.*}}: !vir.ptr {vir.traits = [#vir.restrict<origin = "llvm-ir">]}, %{{.*}}: i32) -> i32 attributes {vir.traits = [#vir.req<no_inline, strong, origin = "llvm-ir">]}
// CHECK-DAG: vir.br ^{{.*}} {vir.traits = [#vir.req<unroll, strong, factor = 4, origin = "llvm-ir">]}
// CHECK-DAG: vir.br ^{{.*}} {vir.traits = [#vir.req<vectorize, strong, width = 8, origin = "llvm-ir">, #vir.req<interleave, strong, factor = 2, origin = "llvm-ir">]}
// CHECK: vir.func private @sq({{.*}}) -> i32 attributes {vir.traits = [#vir.req<always_inline, strong, origin = "llvm-ir">]}

// The pragma's strong unroll stays; the producer adds the other soft loop
// requests but no soft unroll, and no soft inline on calls to @add or @sq.
// @add keeps neither pointer (it spills them to slots it only loads them
// back from), so the call's pointer arguments are nocapture.
// Each points into its own array: the arguments name their objects.
// PRODUCED: vir.call @add({{.*}}) {arg_attrs = [{vir.traits = [#vir.nocapture<origin = "vir-produce-traits">, #vir.noalias<alias_scopes = ["vct.slot1"], {{[^>]*}}>]}, {vir.traits = [#vir.nocapture<origin = "vir-produce-traits">, #vir.noalias<alias_scopes = ["vct.slot2"], {{[^>]*}}>]}, {}], vir.traits = [#vir.noalias<{{[^>]*}}>]} : (!vir.ptr, !vir.ptr, i32) -> i32
// PRODUCED: vir.call @sq({{.*}}) {vir.traits = [#vir.noalias<{{[^>]*}}>]} : (i32) -> i32
// PRODUCED: vir.br ^{{.*}} {vir.traits = [#vir.req<unroll, strong, factor = 4, origin = "llvm-ir">, #vir.req<licm, soft>, #vir.req<vectorize, soft>, #vir.req<rotate, soft>, #vir.req<unswitch, soft>, #vir.req<peel, soft>]}

// NOFACTS-NOT: llvm-ir

// -O0 marks every function noinline+optnone: no no_inline request.
// O0-NOT: no_inline

// OUT: 72 9 9
