// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe -lm && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s --check-prefix=OUT
// f80 is C's `long double`; its constants are exact hexadecimal literals
// (infinities and NaNs GCC's builtins), its remainder the C library's
// fmodl.

// CHECK: long double
// CHECK: 0x1.8p0L
// CHECK: __builtin_infl()
// CHECK: __builtin_fmodl(
// OUT: 2.25 inf 1

vir.global private constant @fmt : !vir.array<13 x i8> = "%Lg %Lg %Lg\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %a = vir.constant 1.5 : f80
  %inf = vir.constant 0x7FFF8000000000000000 : f80
  %m = vir.fmul %a, %a : f80
  %r = vir.frem %m, %a : f80
  %s = vir.fadd %m, %inf : f80
  %t = vir.fdiv %r, %r : f80
  %f = vir.addressof @fmt : !vir.ptr
  %p = vir.call @printf(%f, %m, %s, %t) vararg((!vir.ptr) -> i32) : (!vir.ptr, f80, f80, f80) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
