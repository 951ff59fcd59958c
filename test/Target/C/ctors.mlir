// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// RUN: %cc -O2 %t.c -o %t.exe2 && %t.exe2 | FileCheck %s --check-prefix=OUT

// vir.global_ctor and vir.global_dtor are GCC's constructor and destructor
// attributes on the function's declaration; the default priority, 65535,
// is the attribute without one.

// CHECK: static void init(void) __attribute__((unused)) __attribute__((constructor));
// CHECK: static void early(void) __attribute__((unused)) __attribute__((constructor(101)));
// CHECK: static int32_t fini(void) __attribute__((unused)) __attribute__((destructor));

// The constructors run before main, in priority order; the destructor
// after it.
// OUT: main 21
// OUT-NEXT: fini 22

vir.global private @value : i32 = 0
vir.global private constant @main_fmt : !vir.array<9 x i8> = "main %d\0A\00"
vir.global private constant @fini_fmt : !vir.array<9 x i8> = "fini %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

// value = value * 10 + 1, after early's value = 2.
vir.func private @init() {
  %p = vir.addressof @value : !vir.ptr
  %v = vir.load %p align 4 : i32
  %ten = vir.constant 10 : i32
  %one = vir.constant 1 : i32
  %m = vir.mul %v, %ten : i32
  %a = vir.add %m, %one : i32
  vir.store %a, %p align 4 : i32
  vir.return
}

vir.func private @early() {
  %p = vir.addressof @value : !vir.ptr
  %two = vir.constant 2 : i32
  vir.store %two, %p align 4 : i32
  vir.return
}

vir.func private @fini() -> i32 {
  %p = vir.addressof @value : !vir.ptr
  %v = vir.load %p align 4 : i32
  %fmt = vir.addressof @fini_fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %n : i32
}

vir.func @main() -> i32 {
  %p = vir.addressof @value : !vir.ptr
  %v = vir.load %p align 4 : i32
  %fmt = vir.addressof @main_fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %one = vir.constant 1 : i32
  %w = vir.add %v, %one : i32
  vir.store %w, %p align 4 : i32
  %zero = vir.constant 0 : i32
  vir.return %zero : i32
}

vir.global_ctor @init priority 65535
vir.global_ctor @early priority 101
vir.global_dtor @fini priority 65535
