// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Integer edge cases: signless values whose signedness is in the operation.
// Unsigned vs signed division and remainder, logical vs arithmetic shift of
// negative numbers, wrapping (flag-less) i8/i16/i64 arithmetic read back
// with sext and zext, truncation, unsigned vs signed comparison and i1.

// CHECK: div: 2147483644 1 -3 -1
// CHECK-NEXT: shift: 1073741820 -4 -64
// CHECK-NEXT: shift: 0 0 -2147483648
// CHECK-NEXT: i8: 44 44 32 32
// CHECK-NEXT: i8: -56 200 16 16
// CHECK-NEXT: i8: -128 128 127 127
// CHECK-NEXT: i8: 32 32 0 0
// CHECK-NEXT: i8 div: 66 -18 2 -2
// CHECK-NEXT: i16: -5536 60000
// CHECK-NEXT: trunc: 120 22136 -128 128
// CHECK-NEXT: i64: -9223372036854775808 1844674407370955161 -1 1
// CHECK-NEXT: cmp: 0 1 1 0
// CHECK-NEXT: i1: 0 -1 1

vir.global private constant @fmt_div : !vir.array<18 x i8> = "div: %u %u %d %d\0A\00"
vir.global private constant @fmt_shift : !vir.array<17 x i8> = "shift: %d %d %d\0A\00"
vir.global private constant @fmt_i8 : !vir.array<17 x i8> = "i8: %d %d %d %d\0A\00"
vir.global private constant @fmt_i8div : !vir.array<21 x i8> = "i8 div: %d %d %d %d\0A\00"
vir.global private constant @fmt_i16 : !vir.array<12 x i8> = "i16: %d %d\0A\00"
vir.global private constant @fmt_trunc : !vir.array<20 x i8> = "trunc: %d %d %d %d\0A\00"
vir.global private constant @fmt_i64 : !vir.array<22 x i8> = "i64: %ld %lu %ld %ld\0A\00"
vir.global private constant @fmt_cmp : !vir.array<18 x i8> = "cmp: %d %d %d %d\0A\00"
vir.global private constant @fmt_i1 : !vir.array<14 x i8> = "i1: %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @div_ops(%a: i32, %b: i32) {
  %q = vir.udiv %a, %b : i32
  %r = vir.urem %a, %b : i32
  %sq = vir.sdiv %a, %b : i32
  %sr = vir.srem %a, %b : i32
  %f = vir.addressof @fmt_div : !vir.ptr
  %n = vir.call @printf(%f, %q, %r, %sq, %sr) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

vir.func private @shift_ops(%a: i32, %s: i32) {
  %l = vir.lshr %a, %s : i32
  %r = vir.ashr %a, %s : i32
  %h = vir.shl %a, %s : i32
  %f = vir.addressof @fmt_shift : !vir.ptr
  %n = vir.call @printf(%f, %l, %r, %h) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return
}

vir.func private @i8_ops(%a: i8, %b: i8) {
  %s = vir.add %a, %b : i8
  %m = vir.mul %a, %b : i8
  %ss = vir.sext %s : i8 to i32
  %sz = vir.zext %s : i8 to i32
  %ms = vir.sext %m : i8 to i32
  %mz = vir.zext %m : i8 to i32
  %f = vir.addressof @fmt_i8 : !vir.ptr
  %n = vir.call @printf(%f, %ss, %sz, %ms, %mz) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %m7 = vir.constant -7 : i32
  %c2 = vir.constant 2 : i32
  vir.call @div_ops(%m7, %c2) : (i32, i32) -> ()
  %m16 = vir.constant -16 : i32
  vir.call @shift_ops(%m16, %c2) : (i32, i32) -> ()
  %c1 = vir.constant 1 : i32
  %c31 = vir.constant 31 : i32
  vir.call @shift_ops(%c1, %c31) : (i32, i32) -> ()

  %b200 = vir.constant 200 : i8
  %b100 = vir.constant 100 : i8
  %b127 = vir.constant 127 : i8
  %b1 = vir.constant 1 : i8
  %b16 = vir.constant 16 : i8
  %b3 = vir.constant 3 : i8
  vir.call @i8_ops(%b200, %b100) : (i8, i8) -> ()
  vir.call @i8_ops(%b100, %b100) : (i8, i8) -> ()
  vir.call @i8_ops(%b127, %b1) : (i8, i8) -> ()
  vir.call @i8_ops(%b16, %b16) : (i8, i8) -> ()

  // 200 as unsigned is 200, as signed -56.
  %ud = vir.udiv %b200, %b3 : i8
  %sd = vir.sdiv %b200, %b3 : i8
  %ur = vir.urem %b200, %b3 : i8
  %sr = vir.srem %b200, %b3 : i8
  %ud32 = vir.zext %ud : i8 to i32
  %sd32 = vir.sext %sd : i8 to i32
  %ur32 = vir.zext %ur : i8 to i32
  %sr32 = vir.sext %sr : i8 to i32
  %f1 = vir.addressof @fmt_i8div : !vir.ptr
  %n1 = vir.call @printf(%f1, %ud32, %sd32, %ur32, %sr32) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  %h = vir.constant 30000 : i16
  %hh = vir.add %h, %h : i16
  %hs = vir.sext %hh : i16 to i32
  %hz = vir.zext %hh : i16 to i32
  %f2 = vir.addressof @fmt_i16 : !vir.ptr
  %n2 = vir.call @printf(%f2, %hs, %hz) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %w = vir.constant 305419896 : i32
  %w2 = vir.constant 305419904 : i32
  %t8 = vir.trunc %w : i32 to i8
  %t16 = vir.trunc %w : i32 to i16
  %u8 = vir.trunc %w2 : i32 to i8
  %t8s = vir.sext %t8 : i8 to i32
  %t16s = vir.sext %t16 : i16 to i32
  %u8s = vir.sext %u8 : i8 to i32
  %u8z = vir.zext %u8 : i8 to i32
  %f3 = vir.addressof @fmt_trunc : !vir.ptr
  %n3 = vir.call @printf(%f3, %t8s, %t16s, %u8s, %u8z) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  %max = vir.constant 9223372036854775807 : i64
  %one = vir.constant 1 : i64
  %all = vir.constant -1 : i64
  %ten = vir.constant 10 : i64
  %s63 = vir.constant 63 : i64
  %min = vir.add %max, %one : i64
  %big = vir.udiv %all, %ten : i64
  %as = vir.ashr %all, %s63 : i64
  %ls = vir.lshr %all, %s63 : i64
  %f4 = vir.addressof @fmt_i64 : !vir.ptr
  %n4 = vir.call @printf(%f4, %min, %big, %as, %ls) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64, i64, i64) -> i32

  %m1 = vir.constant -1 : i32
  %ult = vir.icmp ult %m1, %c1 : i32
  %slt = vir.icmp slt %m1, %c1 : i32
  %ugt = vir.icmp ugt %b200, %b100 : i8
  %sgt = vir.icmp sgt %b200, %b100 : i8
  %z0 = vir.zext %ult : i1 to i32
  %z1 = vir.zext %slt : i1 to i32
  %z2 = vir.zext %ugt : i1 to i32
  %z3 = vir.zext %sgt : i1 to i32
  %f5 = vir.addressof @fmt_cmp : !vir.ptr
  %n5 = vir.call @printf(%f5, %z0, %z1, %z2, %z3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  // i1 arithmetic wraps too: true + true = false.
  %t = vir.icmp eq %c1, %c1 : i32
  %tt = vir.add %t, %t : i1
  %tt32 = vir.zext %tt : i1 to i32
  %ts = vir.sext %t : i1 to i32
  %tz = vir.zext %t : i1 to i32
  %f6 = vir.addressof @fmt_i1 : !vir.ptr
  %n6 = vir.call @printf(%f6, %tt32, %ts, %tz) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
