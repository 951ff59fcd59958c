// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc -c %t.c -o %t.o

// A variadic definition: the va_list operations become the C compilers'
// builtins on the slot viewed as a __builtin_va_list; va_start names the
// last declared parameter.

// CHECK-LABEL: int32_t first(int32_t v0, ...) {
// CHECK: __builtin_va_start((*(__builtin_va_list *)v1), v0);
// CHECK: __builtin_va_copy((*(__builtin_va_list *)v2), (*(__builtin_va_list *)v1));
// CHECK: __builtin_va_end((*(__builtin_va_list *)v2));
// CHECK: __builtin_va_end((*(__builtin_va_list *)v1));
vir.func @first(%n: i32, ...) -> i32 {
  %ap = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  %cp = vir.alloca !vir.array<1 x !vir.struct<i32, i32, !vir.ptr, !vir.ptr>> align 16
  vir.va_start %ap
  vir.va_copy %cp, %ap
  %gp = vir.load %cp align 16 : i32
  vir.va_end %cp
  vir.va_end %ap
  %r = vir.add %gp, %n : i32
  vir.return %r : i32
}
