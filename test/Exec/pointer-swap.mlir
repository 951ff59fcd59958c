// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Memory through pointers: swap two locals via pointers, write through a
// pointer loaded from a pointer slot, and reverse an array by swapping
// element addresses.
//
// void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
// int main(void) {
//   int x = 3, y = 7;
//   printf("before: x=%d y=%d\n", x, y); swap(&x, &y); printf("after: x=%d y=%d\n", x, y);
//   int *pp[1] = {&x}; *pp[0] = 42; printf("x via pp = %d\n", x);
//   int a[5] = {1, 2, 3, 4, 5};
//   for (int i = 0; i < 2; ++i) swap(&a[i], &a[4 - i]);
//   printf("reversed: %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4]);
// }

// CHECK: before: x=3 y=7
// CHECK-NEXT: after: x=7 y=3
// CHECK-NEXT: x via pp = 42
// CHECK-NEXT: reversed: 5 4 3 2 1

vir.global private constant @fmt_before : !vir.array<19 x i8> = "before: x=%d y=%d\0A\00"
vir.global private constant @fmt_after : !vir.array<18 x i8> = "after: x=%d y=%d\0A\00"
vir.global private constant @fmt_pp : !vir.array<15 x i8> = "x via pp = %d\0A\00"
vir.global private constant @fmt_rev : !vir.array<26 x i8> = "reversed: %d %d %d %d %d\0A\00"
vir.global private constant @init : !vir.array<5 x i32> = [1, 2, 3, 4, 5]

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @swap(%a: !vir.ptr {vir.traits = [#vir.nocapture]},
                       %b: !vir.ptr {vir.traits = [#vir.nocapture]}) {
  %x = vir.load %a align 4 : i32
  %y = vir.load %b align 4 : i32
  vir.store %y, %a align 4 : i32
  vir.store %x, %b align 4 : i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %c42 = vir.constant 42 : i32
  %x = vir.alloca i32 align 4
  %y = vir.alloca i32 align 4
  vir.store %c3, %x align 4 : i32
  vir.store %c7, %y align 4 : i32
  %x0 = vir.load %x align 4 : i32
  %y0 = vir.load %y align 4 : i32
  %f0 = vir.addressof @fmt_before : !vir.ptr
  %n0 = vir.call @printf(%f0, %x0, %y0) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.call @swap(%x, %y) : (!vir.ptr, !vir.ptr) -> ()
  %x1 = vir.load %x align 4 : i32
  %y1 = vir.load %y align 4 : i32
  %f1 = vir.addressof @fmt_after : !vir.ptr
  %n1 = vir.call @printf(%f1, %x1, %y1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  // A slot holding a pointer.
  %pp = vir.alloca !vir.ptr align 8 {vir.traits = [#vir.nocapture]}
  vir.store %x, %pp align 8 : !vir.ptr
  %p = vir.load %pp align 8 : !vir.ptr
  vir.store %c42, %p align 4 : i32
  %x2 = vir.load %x align 4 : i32
  %f2 = vir.addressof @fmt_pp : !vir.ptr
  %n2 = vir.call @printf(%f2, %x2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  // Reverse an array in place.
  %a = vir.alloca !vir.array<5 x i32> align 4
  %src = vir.addressof @init : !vir.ptr
  %len = vir.constant 20 : i64
  vir.memcpy %a, %src, %len : i64
  %i0 = vir.constant 0 : i64
  vir.br ^rev(%i0 : i64)

^rev(%i: i64):
  %two = vir.constant 2 : i64
  %more = vir.icmp slt %i, %two : i64
  vir.cond_br %more, ^rev_body, ^print

^rev_body:
  %four = vir.constant 4 : i64
  %one = vir.constant 1 : i64
  %j = vir.sub %four, %i nsw : i64
  %pi = vir.gep inbounds %a[0, %i] : !vir.array<5 x i32>
  %pj = vir.gep inbounds %a[0, %j] : !vir.array<5 x i32>
  vir.call @swap(%pi, %pj) : (!vir.ptr, !vir.ptr) -> ()
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^rev(%i1 : i64)

^print:
  %e0p = vir.gep inbounds %a[0, 0] : !vir.array<5 x i32>
  %e1p = vir.gep inbounds %a[0, 1] : !vir.array<5 x i32>
  %e2p = vir.gep inbounds %a[0, 2] : !vir.array<5 x i32>
  %e3p = vir.gep inbounds %a[0, 3] : !vir.array<5 x i32>
  %e4p = vir.gep inbounds %a[0, 4] : !vir.array<5 x i32>
  %e0 = vir.load %e0p align 4 : i32
  %e1 = vir.load %e1p align 4 : i32
  %e2 = vir.load %e2p align 4 : i32
  %e3 = vir.load %e3p align 4 : i32
  %e4 = vir.load %e4p align 4 : i32
  %f3 = vir.addressof @fmt_rev : !vir.ptr
  %n3 = vir.call @printf(%f3, %e0, %e1, %e2, %e3, %e4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
