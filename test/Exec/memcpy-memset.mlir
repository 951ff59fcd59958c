// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// memcpy, memmove and memset on local buffers: fill and terminate a char
// buffer, copy a global string into it twice, shift it with an overlapping
// memmove, then zero an int array, copy three ints into its middle and
// set the bytes of its first two elements to 0xFF.
//
// char buf[16]; memset(buf, 'A', 5); memset(buf + 5, 0, 11); puts(buf);
// memcpy(buf, "hello", 6); memcpy(buf + 5, "hello", 6); puts(buf);
// memmove(buf + 1, buf, 9); puts(buf);
// int a[8]; memset(a, 0, 32); memcpy(&a[2], (int[]){7, 8, 9}, 12); ...
// memset(a, 0xFF, 8); ...

// CHECK: AAAAA
// CHECK-NEXT: hellohello
// CHECK-NEXT: hhellohell
// CHECK-NEXT: ints: 0 0 7 8 9 0 0 0 sum=24
// CHECK-NEXT: ints: -1 -1 7 8 9 0 0 0 sum=22

vir.global private constant @hello : !vir.array<6 x i8> = "hello\00"
vir.global private constant @three : !vir.array<3 x i32> = [7, 8, 9]
vir.global private constant @fmt_s : !vir.array<4 x i8> = "%s\0A\00"
vir.global private constant @fmt_ints : !vir.array<6 x i8> = "ints:\00"
vir.global private constant @fmt_elem : !vir.array<4 x i8> = " %d\00"
vir.global private constant @fmt_sum : !vir.array<9 x i8> = " sum=%d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// Prints the 8 ints at %a and their sum.
vir.func private @print_ints(%a: !vir.ptr {vir.traits = [#vir.nocapture, #vir.readonly]}) {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %eight = vir.constant 8 : i64
  %fi = vir.addressof @fmt_ints : !vir.ptr
  %n0 = vir.call @printf(%fi) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.br ^loop(%z, %c0 : i64, i32)
^loop(%i: i64, %s: i32):
  %more = vir.icmp slt %i, %eight : i64
  vir.cond_br %more, ^body, ^done
^body:
  %p = vir.gep inbounds %a[%i] : i32
  %v = vir.load %p align 4 : i32
  %fe = vir.addressof @fmt_elem : !vir.ptr
  %n1 = vir.call @printf(%fe, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^loop(%i1, %s1 : i64, i32)
^done:
  %fs = vir.addressof @fmt_sum : !vir.ptr
  %n2 = vir.call @printf(%fs, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %fs = vir.addressof @fmt_s : !vir.ptr
  %buf = vir.alloca !vir.array<16 x i8> align 1
  %chA = vir.constant 65 : i8
  %nul = vir.constant 0 : i8
  %ff = vir.constant -1 : i8
  %n5 = vir.constant 5 : i64
  %n6 = vir.constant 6 : i64
  %n8 = vir.constant 8 : i64
  %n9 = vir.constant 9 : i64
  %n11 = vir.constant 11 : i64
  %n12 = vir.constant 12 : i64
  %n32 = vir.constant 32 : i64
  vir.memset %buf, %chA, %n5 : i64
  %tail = vir.gep inbounds %buf[0, 5] : !vir.array<16 x i8>
  vir.memset %tail, %nul, %n11 : i64
  %r0 = vir.call @printf(%fs, %buf) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32

  %hello = vir.addressof @hello : !vir.ptr
  vir.memcpy %buf, %hello, %n6 : i64
  vir.memcpy %tail, %hello, %n6 : i64
  %r1 = vir.call @printf(%fs, %buf) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32

  %second = vir.gep inbounds %buf[0, 1] : !vir.array<16 x i8>
  vir.memmove %second, %buf, %n9 : i64
  %r2 = vir.call @printf(%fs, %buf) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32

  %a = vir.alloca !vir.array<8 x i32> align 4
  vir.memset %a, %nul, %n32 : i64
  %mid = vir.gep inbounds %a[0, 2] : !vir.array<8 x i32>
  %three = vir.addressof @three : !vir.ptr
  vir.memcpy %mid, %three, %n12 : i64
  vir.call @print_ints(%a) : (!vir.ptr) -> ()
  vir.memset %a, %ff, %n8 : i64
  vir.call @print_ints(%a) : (!vir.ptr) -> ()
  vir.return %c0 : i32
}
