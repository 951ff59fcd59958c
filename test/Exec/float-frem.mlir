// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Floating-point remainder (C fmod semantics: the result has the dividend's
// sign) on f64 and f32 values loaded from mutable globals.
//
// double x = 10.5, y = 3.0, z = -7.5, w = 2.0;
// float u = 5.5f, v = 2.0f;
// int main(void) {
//   printf("%.1f %.1f %.1f\n", fmod(x, y), fmod(z, w), (double)fmodf(u, v));
// }

// CHECK: 1.5 -1.5 1.5

vir.global private @x : f64 = 10.5
vir.global private @y : f64 = 3.0
vir.global private @z : f64 = -7.5
vir.global private @w : f64 = 2.0
vir.global private @u : f32 = 5.5
vir.global private @v : f32 = 2.0
vir.global private constant @fmt : !vir.array<16 x i8> = "%.1f %.1f %.1f\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %px = vir.addressof @x : !vir.ptr
  %py = vir.addressof @y : !vir.ptr
  %pz = vir.addressof @z : !vir.ptr
  %pw = vir.addressof @w : !vir.ptr
  %pu = vir.addressof @u : !vir.ptr
  %pv = vir.addressof @v : !vir.ptr
  %x = vir.load %px align 8 : f64
  %y = vir.load %py align 8 : f64
  %z = vir.load %pz align 8 : f64
  %w = vir.load %pw align 8 : f64
  %u = vir.load %pu align 4 : f32
  %v = vir.load %pv align 4 : f32
  %r0 = vir.frem %x, %y : f64
  %r1 = vir.frem %z, %w : f64
  %r2 = vir.frem %u, %v : f32
  %r2d = vir.fpext %r2 : f32 to f64
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %r0, %r1, %r2d) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64) -> i32
  vir.return %c0 : i32
}
