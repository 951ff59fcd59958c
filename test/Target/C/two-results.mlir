// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT

// Functions with two results return a structure of the two, its second
// member at offset 8 so that the C ABI returns it in the registers LLVM uses
// for `{T0, T1}`; calls unpack it in a scope of their own.

// OUT:      pair 7 2.5
// OUT-NEXT: swapped 2.5 7
// OUT-NEXT: vector 1.5 3

// CHECK:      typedef struct { int64_t r0; _Alignas(8) double r1; } vct_r0;
// CHECK:      typedef struct { double r0; _Alignas(8) int64_t r1; } vct_r1;
// CHECK:      typedef struct { vct_v2f32 r0; _Alignas(8) int8_t r1; } vct_r2;

vir.func private @printf(!vir.ptr, ...) -> i32
vir.global private constant @fmt_pair : !vir.array<13 x i8> = "pair %ld %g\0A\00"
vir.global private constant @fmt_swap : !vir.array<16 x i8> = "swapped %g %ld\0A\00"
vir.global private constant @fmt_vec : !vir.array<14 x i8> = "vector %g %g\0A\00"

// CHECK-LABEL: static vct_r0 make(int64_t v0, double v1) {
// CHECK:         return (vct_r0){ v0, v1 };
vir.func private @make(%a: i64, %b: f64) -> (i64, f64) {
  vir.return %a, %b : i64, f64
}

vir.func private @swap(%a: i64, %b: f64) -> (f64, i64) {
  vir.return %b, %a : f64, i64
}

vir.func private @vec(%x: f32) -> (vector<2xf32>, i8) {
  %u = vir.undef : vector<2xf32>
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %y = vir.fadd %x, %x : f32
  %v0 = vir.insert %x, %u[%c0 : i32] : vector<2xf32>
  %v1 = vir.insert %y, %v0[%c1 : i32] : vector<2xf32>
  %t = vir.constant 9 : i8
  vir.return %v1, %t : vector<2xf32>, i8
}

// CHECK-LABEL: int main(void) {
vir.func @main() -> i32 {
  %c7 = vir.constant 7 : i64
  %h = vir.constant 2.5 : f64
  // CHECK:      v{{[0-9]+}} = 0x1.4p+1;
  // CHECK-NEXT: {
  // CHECK-NEXT:   vct_r0 t{{[0-9]+}} = make(v{{[0-9]+}}, v{{[0-9]+}});
  // CHECK-NEXT:   v[[A:[0-9]+]] = t{{[0-9]+}}.r0;
  // CHECK-NEXT:   v[[B:[0-9]+]] = t{{[0-9]+}}.r1;
  // CHECK-NEXT: }
  %r:2 = vir.call @make(%c7, %h) : (i64, f64) -> (i64, f64)
  %f1 = vir.addressof @fmt_pair : !vir.ptr
  %n1 = vir.call @printf(%f1, %r#0, %r#1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, f64) -> i32
  // Through a pointer, and with the results unused.
  // CHECK:      ((vct_r1 (*)(int64_t, double))v{{[0-9]+}})(
  // CHECK:      make(v{{[0-9]+}}, v{{[0-9]+}});
  %fp = vir.addressof @swap : !vir.ptr
  %s:2 = vir.call %fp(%r#0, %r#1) : (i64, f64) -> (f64, i64)
  %unused:2 = vir.call @make(%c7, %h) : (i64, f64) -> (i64, f64)
  %f2 = vir.addressof @fmt_swap : !vir.ptr
  %n2 = vir.call @printf(%f2, %s#0, %s#1) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, i64) -> i32
  %x = vir.constant 1.5 : f32
  %v:2 = vir.call @vec(%x) : (f32) -> (vector<2xf32>, i8)
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %e0 = vir.extract %v#0[%c0 : i32] : vector<2xf32>
  %e1 = vir.extract %v#0[%c1 : i32] : vector<2xf32>
  %d0 = vir.fpext %e0 : f32 to f64
  %d1 = vir.fpext %e1 : f32 to f64
  %f3 = vir.addressof @fmt_vec : !vir.ptr
  %n3 = vir.call @printf(%f3, %d0, %d1) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
