// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After DCE alone (and proof that it removed what it may and kept the rest):
// RUN: vct-mlir-opt --dce --verify-each %s -o %t.dce.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.dce.mlir
// RUN: vct-translate --vir-to-llvmir %t.dce.mlir -o %t.dce.ll && lli %t.dce.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.dce.mlir -o %t.dce.c && %cc %t.dce.c -o %t.dce.exe && %t.dce.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Dead code next to effects: unused results of calls that print (kept), of
// a pure call the traits clear (removed), dead loop-carried values, and a
// store, a volatile load and an opaque region whose results nobody uses.

// CHECK: note 1
// CHECK-NEXT: note 2
// CHECK-NEXT: sum = 45
// CHECK-NEXT: counter = 3
// CHECK-NEXT: region = 11

// IR-LABEL: vir.func private @sum_to(
// IR-NOT: vir.mul
// IR-LABEL: vir.func @main(
// IR: vir.call @note(
// IR-NOT: vir.call @square
// IR: vir.call @note(
// IR: vir.load volatile
// IR: vir.opaque_region

vir.global private constant @fmt_note : !vir.array<9 x i8> = "note %d\0A\00"
vir.global private constant @fmt_sum : !vir.array<10 x i8> = "sum = %d\0A\00"
vir.global private constant @fmt_ctr : !vir.array<14 x i8> = "counter = %d\0A\00"
vir.global private constant @fmt_reg : !vir.array<13 x i8> = "region = %d\0A\00"
vir.global private @counter : i32 = 0

vir.func private @printf(!vir.ptr, ...) -> i32

// Prints and returns its argument: the result is unused, the call is not.
vir.func private @note(%x: i32) -> i32 {
  %f = vir.addressof @fmt_note : !vir.ptr
  %n = vir.call @printf(%f, %x) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %x : i32
}

vir.func private @square(%x: i32) -> i32 {
  %r = vir.mul %x, %x : i32
  vir.return %r : i32
}

// Sum of 0..n-1, with a product nobody reads carried around the loop.
vir.func private @sum_to(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0, %c1 : i32, i32, i32)
^header(%i: i32, %s: i32, %prod: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %s2 = vir.add %s, %i : i32
  %prod2 = vir.mul %prod, %i : i32
  %i2 = vir.add %i, %c1 : i32
  vir.br ^header(%i2, %s2, %prod2 : i32, i32, i32)
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %unused1 = vir.call @note(%c1) : (i32) -> i32
  %unused_sq = vir.call @square(%c3) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  %unused2 = vir.call @note(%c2) : (i32) -> i32

  %sum = vir.call @sum_to(%c10) : (i32) -> i32
  %fs = vir.addressof @fmt_sum : !vir.ptr
  %n1 = vir.call @printf(%fs, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %ctr = vir.addressof @counter : !vir.ptr
  vir.store %c3, %ctr align 4 : i32
  %vol = vir.load volatile %ctr align 4 : i32
  %ctrv = vir.load %ctr align 4 : i32
  %fc = vir.addressof @fmt_ctr : !vir.ptr
  %n2 = vir.call @printf(%fc, %ctrv) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  // The region stores 11 to the counter; its own result is unused.
  %unused_r = vir.opaque_region(%ctr : !vir.ptr) -> (i32) {
  ^bb0(%p: !vir.ptr):
    %eleven = vir.constant 11 : i32
    vir.store %eleven, %p align 4 : i32
    vir.yield %eleven : i32
  }
  %after = vir.load %ctr align 4 : i32
  %fr = vir.addressof @fmt_reg : !vir.ptr
  %n3 = vir.call @printf(%fr, %after) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
