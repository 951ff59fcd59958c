// A pragma that switches a transform off is the programmer's word: the
// trait producer stamps no soft request of that kind on the loop (issue 14),
// while the other soft loop requests stay. A loop without pragmas gets all.
// RUN: clang-22 -O2 -Xclang -disable-llvm-passes -emit-llvm -S %s -o %t.ll
// RUN: vct-translate --import-llvm %t.ll | vct-mlir-opt --vir-produce-traits | FileCheck %s
// RUN: vct-translate --import-llvm %t.ll | vct-mlir-opt --vir-produce-traits | FileCheck %s --check-prefix=GONE

// GONE-NOT: vct.disabled_requests

// CHECK-LABEL: vir.func @no_unroll(
// CHECK: vir.br ^{{.*}}vir.traits = [
// CHECK-NOT: #vir.req<unroll
// CHECK-SAME: #vir.req<licm, soft>
// CHECK-NOT: #vir.req<unroll
// CHECK-SAME: #vir.req<vectorize, soft>
// CHECK-NOT: #vir.req<unroll
// CHECK-SAME: ]
int no_unroll(const int *a, int n) {
  int s = 0;
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK-LABEL: vir.func @no_vectorize(
// CHECK: vir.br ^{{.*}}vir.traits = [
// CHECK-SAME: #vir.req<unroll, soft>
// CHECK-NOT: #vir.req<vectorize
// CHECK-SAME: ]
int no_vectorize(const int *a, int n) {
  int s = 0;
#pragma clang loop vectorize(disable)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK-LABEL: vir.func @width_one(
// CHECK: vir.br ^{{.*}}vir.traits = [
// CHECK-SAME: #vir.req<unroll, soft>
// CHECK-NOT: #vir.req<vectorize
// CHECK-SAME: ]
int width_one(const int *a, int n) {
  int s = 0;
#pragma clang loop vectorize_width(1)
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}

// CHECK-LABEL: vir.func @plain(
// CHECK: vir.br ^{{.*}}#vir.req<unroll, soft>{{.*}}#vir.req<vectorize, soft>
int plain(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
