// RUN: vct-translate --vir-to-c %s | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s --check-prefix=OUT
// vir.stacksave and vir.stackrestore are GCC's __builtin_stack_save and
// __builtin_stack_restore (other C compilers: nothing, the space stays
// until the function returns). 100,000 iterations of 64 KB would need
// 6.4 GB of stack without them.

// CHECK: #define VCT_STACK_SAVE() __builtin_stack_save()
// CHECK: = VCT_STACK_SAVE();
// CHECK: __builtin_alloca(
// CHECK: VCT_STACK_RESTORE(
// OUT: 100000

vir.global private constant @fmt : !vir.array<4 x i8> = "%d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %zero = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %limit = vir.constant 100000 : i32
  %size = vir.constant 65536 : i64
  vir.br ^loop(%zero : i32)
^loop(%i: i32):
  %sp = vir.stacksave : !vir.ptr
  %a = vir.alloca i8, %size : i64
  %c = vir.constant 1 : i8
  vir.store volatile %c, %a : i8
  vir.stackrestore %sp
  %n = vir.add %i, %one : i32
  %more = vir.icmp slt %n, %limit : i32
  vir.cond_br %more, ^loop(%n : i32), ^done
^done:
  %f = vir.addressof @fmt : !vir.ptr
  %p = vir.call @printf(%f, %n) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %zero : i32
}
