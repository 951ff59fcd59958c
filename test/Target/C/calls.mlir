// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe 7 | FileCheck %s --check-prefix=OUT

// Calls: direct, through pointers (cast to the call's function type),
// variadic (the C prototype ends in `...`; the default promotions apply),
// void calls and calls whose result is unused; `main` with C's signature.
// External functions are declared with their VIR types under a fresh C name
// bound to the symbol by an asm label, so they never clash with the C
// library's or GCC's own declarations of printf, puts, strlen, ...

// OUT:      hello
// OUT-NEXT: add 5 mul 6
// OUT-NEXT: indirect 11 12
// OUT-NEXT: variadic 3 1.5 -1 x
// OUT-NEXT: argc 2 argv7
// OUT-NEXT: len 5

// CHECK:      #define VCT_ASM_NAME(name) __asm__(VCT_STR(__USER_LABEL_PREFIX__) name)
// CHECK:      int32_t vct_ext_printf(void *, ...) VCT_ASM_NAME("printf");
// CHECK-NEXT: int32_t vct_ext_puts(void *) VCT_ASM_NAME("puts");
// CHECK-NEXT: int64_t vct_ext_strlen(void *) VCT_ASM_NAME("strlen");
// Variadic without fixed parameters: C11 can only say "unprototyped".
// CHECK-NEXT: void vct_ext_anything() VCT_ASM_NAME("anything");
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @puts(!vir.ptr) -> i32
vir.func private @strlen(!vir.ptr) -> i64
vir.func private @anything(...)

// Private definitions are static and marked unused (they may be).
// CHECK-NEXT: static int32_t add(int32_t, int32_t) __attribute__((unused));
// CHECK-NEXT: static int32_t mul(int32_t, int32_t) __attribute__((unused));
// CHECK-NEXT: static void report(int32_t, int32_t) __attribute__((unused));
// CHECK-NEXT: static int32_t count(int32_t, ...) __attribute__((unused));
// CHECK-NEXT: int main(int, char **);

vir.global private constant @hello : !vir.array<6 x i8> = "hello\00"
vir.global private constant @fmt_am : !vir.array<15 x i8> = "add %d mul %d\0A\00"
vir.global private constant @fmt_ind : !vir.array<16 x i8> = "indirect %d %d\0A\00"
vir.global private constant @fmt_var : !vir.array<24 x i8> = "variadic %d %.1f %d %c\0A\00"
vir.global private constant @fmt_arg : !vir.array<16 x i8> = "argc %d argv%s\0A\00"
vir.global private constant @fmt_len : !vir.array<8 x i8> = "len %d\0A\00"

vir.func private @add(%a: i32, %b: i32) -> i32 {
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}

vir.func private @mul(%a: i32, %b: i32) -> i32 {
  %r = vir.mul %a, %b : i32
  vir.return %r : i32
}

vir.func private @report(%a: i32, %b: i32) {
  %f = vir.addressof @fmt_am : !vir.ptr
  %r = vir.call @printf(%f, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return
}

// A variadic definition (VIR cannot read the extra arguments).
vir.func private @count(%n: i32, ...) -> i32 {
  vir.return %n : i32
}

// CHECK-LABEL: int main(int v0, char **v1) {
vir.func @main(%argc: i32, %argv: !vir.ptr) -> i32 {
  // A call whose result is unused is a statement.
  // CHECK:         vct_ext_puts(v{{[0-9]+}});
  %h = vir.addressof @hello : !vir.ptr
  %ignored = vir.call @puts(%h) : (!vir.ptr) -> i32

  // Direct calls, and a void call.
  // CHECK:         v[[A:[0-9]+]] = add(v[[X:[0-9]+]], v[[Y:[0-9]+]]);
  // CHECK:         report(v[[A]], v{{[0-9]+}});
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %s = vir.call @add(%c2, %c3) : (i32, i32) -> i32
  %p = vir.call @mul(%c2, %c3) : (i32, i32) -> i32
  vir.call @report(%s, %p) : (i32, i32) -> ()

  // Indirect calls: a function's address as void *, called through a cast.
  // CHECK:         v[[FP:[0-9]+]] = (void *)&add;
  // CHECK:         v{{[0-9]+}} = ((int32_t (*)(int32_t, int32_t))v[[FP]])(
  // CHECK:         ((int32_t (*)(void *, ...))v{{[0-9]+}})(v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}});
  %fp = vir.addressof @add : !vir.ptr
  %c5 = vir.constant 5 : i32
  %c6 = vir.constant 6 : i32
  %i1 = vir.call %fp(%c5, %c6) : (i32, i32) -> i32
  %c7 = vir.constant 7 : i32
  %i2 = vir.call %fp(%c5, %c7) : (i32, i32) -> i32
  %pf = vir.addressof @printf : !vir.ptr
  %fi = vir.addressof @fmt_ind : !vir.ptr
  %r1 = vir.call %pf(%fi, %i1, %i2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  // Variadic arguments of every kind: i32, f64, i1 and i8 (promoted).
  // CHECK:         v{{[0-9]+}} = count(v{{[0-9]+}}, v{{[0-9]+}}, v{{[0-9]+}});
  %n = vir.call @count(%c3, %c5, %c6) vararg((i32) -> i32) : (i32, i32, i32) -> i32
  %half = vir.constant 1.5 : f64
  %t = vir.constant true
  %x = vir.constant 120 : i8
  %tx = vir.sext %t : i1 to i32
  %fv = vir.addressof @fmt_var : !vir.ptr
  %r2 = vir.call @printf(%fv, %n, %half, %tx, %x) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, f64, i32, i8) -> i32

  // argv: char ** in C, used as a VIR pointer.
  %c1 = vir.constant 1 : i64
  %slot = vir.gep %argv[%c1] : !vir.ptr
  %arg1 = vir.load %slot : !vir.ptr
  %fa = vir.addressof @fmt_arg : !vir.ptr
  %r3 = vir.call @printf(%fa, %argc, %arg1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, !vir.ptr) -> i32

  %len = vir.call @strlen(%h) : (!vir.ptr) -> i64
  %fl = vir.addressof @fmt_len : !vir.ptr
  %r4 = vir.call @printf(%fl, %len) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
