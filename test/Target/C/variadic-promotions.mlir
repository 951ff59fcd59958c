// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -c %t.c -o %t.o

// Arguments past a variadic callee's fixed parameters (all of them for a
// callee without any, a call without a prototype) undergo C's default
// promotions. A float would become a double: it goes as a one-float
// structure, which C passes as LLVM passes the float. A vector of 8 or 16
// bytes goes as the GNU vector type (one SSE register), as it does in every
// function signature (vectors.mlir). Fixed float parameters are left alone.

// CHECK: typedef struct { float f; } vct_float_arg;
// CHECK-DAG: typedef int32_t vct_r4i32 __attribute__((vector_size(16)));
// CHECK-DAG: typedef float vct_r2f32 __attribute__((vector_size(8)));
// CHECK-LABEL: void caller(
// CHECK: vct_ext_sink(v0, (vct_float_arg){v0}, v1, (vct_float_arg){v0});
// CHECK: vct_ext_bare((vct_float_arg){v0}, v1);
// CHECK: vct_ext_sink(v0, ((union { vct_v4i32 s; vct_r4i32 r; }){ .s = v2 }).r, ((union { vct_v2f32 s; vct_r2f32 r; }){ .s = v3 }).r);
// CHECK: vct_ext_fixed(v0, ((union { vct_v4i32 s; vct_r4i32 r; }){ .s = v2 }).r);
vir.func private @sink(f32, ...)
vir.func private @bare(...)
vir.func private @fixed(f32, vector<4xi32>)

vir.func @caller(%f: f32, %d: f64, %v: vector<4xi32>, %w: vector<2xf32>) {
  vir.call @sink(%f, %f, %d, %f) vararg((f32) -> ()) : (f32, f32, f64, f32) -> ()
  vir.call @bare(%f, %d) vararg(() -> ()) : (f32, f64) -> ()
  vir.call @sink(%f, %v, %w) vararg((f32) -> ()) : (f32, vector<4xi32>, vector<2xf32>) -> ()
  vir.call @fixed(%f, %v) : (f32, vector<4xi32>) -> ()
  vir.return
}
