// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// A 3-cycle of block arguments: the back edge passes ^loop(%b, %c, %a), so
// a naive sequential copy would lose a value. The exit edge rotates too. A
// second loop rotates the other way while its last slot receives a value
// computed from two of the rotated arguments: ^dup(%z, %x, %x + %y).
//
// a, b, c = 1, 2, 3
// for i in 0..4: print(i, a, b, c); a, b, c = b, c, a     (exit: b, c, a)
// x, y, z = 1, 10, 100
// repeat 3 times: x, y, z = z, x, x + y;  print(x, y, z) each time

// CHECK: 0: 1 2 3
// CHECK-NEXT: 1: 2 3 1
// CHECK-NEXT: 2: 3 1 2
// CHECK-NEXT: 3: 1 2 3
// CHECK-NEXT: 4: 2 3 1
// CHECK-NEXT: final: 3 1 2
// CHECK-NEXT: dup: 100 1 11
// CHECK-NEXT: dup: 11 100 101
// CHECK-NEXT: dup: 101 11 111

vir.global private constant @fmt_iter : !vir.array<14 x i8> = "%d: %d %d %d\0A\00"
vir.global private constant @fmt_final : !vir.array<17 x i8> = "final: %d %d %d\0A\00"
vir.global private constant @fmt_dup : !vir.array<15 x i8> = "dup: %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^loop(%c0, %c1, %c2, %c3 : i32, i32, i32, i32)

^loop(%i: i32, %a: i32, %b: i32, %c: i32):
  %f = vir.addressof @fmt_iter : !vir.ptr
  %n = vir.call @printf(%f, %i, %a, %b, %c) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  %more = vir.icmp slt %i1, %c5 : i32
  vir.cond_br %more, ^loop(%i1, %b, %c, %a : i32, i32, i32, i32), ^exit(%b, %c, %a : i32, i32, i32)

^exit(%p: i32, %q: i32, %r: i32):
  %ff = vir.addressof @fmt_final : !vir.ptr
  %nf = vir.call @printf(%ff, %p, %q, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %c10 = vir.constant 10 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^dup(%c0, %c1, %c10, %c100 : i32, i32, i32, i32)

^dup(%k: i32, %x: i32, %y: i32, %z: i32):
  %done = vir.icmp eq %k, %c3 : i32
  vir.cond_br %done, ^end, ^dup_body

^dup_body:
  %xy = vir.add %x, %y nsw : i32
  %fd = vir.addressof @fmt_dup : !vir.ptr
  %nd = vir.call @printf(%fd, %z, %x, %xy) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^dup(%k1, %z, %x, %xy : i32, i32, i32, i32)

^end:
  vir.return %c0 : i32
}
