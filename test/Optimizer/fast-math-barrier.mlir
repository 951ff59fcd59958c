// -Ofast gives every floating-point operation the `fast` flags (O-44),
// except inside a region barrier, which no pass changes (O-36).
// RUN: vct-mlir-opt -Ofast %s | FileCheck %s

// CHECK-LABEL: vir.func @f(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(%[[A:.*]]: f64):
// CHECK-NEXT: %[[IN:.*]] = vir.fadd %[[A]], %[[A]] : f64
// CHECK-NEXT: vir.yield %[[IN]] : f64
// CHECK: vir.fmul {{.*}} fastmath<fast> : f64
vir.func @f(%x: f64) -> f64 {
  %r = vir.opaque_region(%x : f64) -> (f64) {
  ^bb0(%a: f64):
    %in = vir.fadd %a, %a : f64
    vir.yield %in : f64
  }
  %out = vir.fmul %r, %x : f64
  vir.return %out : f64
}
