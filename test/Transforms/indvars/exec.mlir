// The programs indvars rewrites compute the same: widened variables index
// the same elements, exit values equal what the loops left, and deleted
// loops computed nothing. Start and bound are function arguments, so
// nothing folds them away; the bound is below the start in some calls.
// RUN: vct-mlir-opt --indvars %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// The transforms did happen:
// IR-LABEL: vir.func private @sum
// IR: ^{{.*}}(%{{[0-9]+}}: i32, %{{[0-9]+}}: i64):
// IR-NOT: vir.sext
// IR-LABEL: vir.func private @count_slt
// IR: vir.select
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func private @count_ult_down
// IR: vir.select
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func private @rotated_ne
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func private @twins
// IR: ^{{.*}}(%{{[0-9]+}}: i32, %{{[0-9]+}}: i32):

// CHECK: sum 45 0 -5
// CHECK-NEXT: slt 10 3 3 -7
// CHECK-NEXT: ult 0 5 9
// CHECK-NEXT: ne 6 2147483647
// CHECK-NEXT: twins 90 0
// CHECK-NEXT: down -15 -3

vir.global private constant @fmt_sum : !vir.array<14 x i8> = "sum %d %d %d\0A\00"
vir.global private constant @fmt_slt : !vir.array<17 x i8> = "slt %d %d %d %d\0A\00"
vir.global private constant @fmt_ult : !vir.array<14 x i8> = "ult %u %u %u\0A\00"
vir.global private constant @fmt_ne : !vir.array<10 x i8> = "ne %d %d\0A\00"
vir.global private constant @fmt_twins : !vir.array<13 x i8> = "twins %d %d\0A\00"
vir.global private constant @fmt_down : !vir.array<12 x i8> = "down %d %d\0A\00"
vir.global private @data : !vir.array<10 x i32> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

vir.func private @printf(!vir.ptr, ...) -> i32

// Sums data[from .. to) through a sign-extended index (widened).
vir.func private @sum(%from: i32, %to: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %a = vir.addressof @data : !vir.ptr
  vir.br ^loop(%from, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %c = vir.icmp slt %i, %to : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1, %s1 : i32, i32)
^exit:
  vir.return %s : i32
}

// Counts from `from` up to `to`: leaves at max(from, to); deleted.
vir.func private @count_slt(%from: i32, %to: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%from : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %to : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// Counts down while above `to`, unsigned: leaves at umin(from, to).
vir.func private @count_ult_down(%from: i32, %to: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%from : i32)
^loop(%i: i32):
  %c = vir.icmp ugt %i, %to : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.sub %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^exit:
  vir.return %i : i32
}

// A rotated loop testing its next value with `ne`: `i` leaves at `to - 1`
// (wrapping included: from the largest value, the next is the smallest).
vir.func private @rotated_ne(%from: i32, %to: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%from : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %c = vir.icmp ne %i1, %to : i32
  vir.cond_br %c, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i : i32
}

// Two variables counting alike (merged); the loop stores, so it stays.
vir.func private @twins(%n: i32, %out: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0, %c0 : i32, i32, i32)
^loop(%i: i32, %j: i32, %s: i32):
  %c = vir.icmp slt %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %t = vir.add %i, %j : i32
  %s1 = vir.add %s, %t : i32
  vir.store %s1, %out : i32
  %i1 = vir.add %i, %c1 nsw : i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^loop(%i1, %j1, %s1 : i32, i32, i32)
^exit:
  vir.return %s : i32
}

// Counting down by one with a zero-extended index (nuw), summing.
vir.func private @down(%from: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %a = vir.addressof @data : !vir.ptr
  vir.br ^loop(%from, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %c = vir.icmp sgt %i, %c0 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.zext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %s1 = vir.sub %s, %v : i32
  %i1 = vir.sub %i, %c1 nuw : i32
  vir.br ^loop(%i1, %s1 : i32, i32)
^exit:
  %r = vir.add %s, %i : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %c9 = vir.constant 9 : i32
  %c10 = vir.constant 10 : i32
  %cm3 = vir.constant -3 : i32
  %cm5 = vir.constant -5 : i32
  %cm7 = vir.constant -7 : i32
  %big = vir.constant 2147483647 : i32
  %small = vir.constant -2147483648 : i32
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}

  %s1 = vir.call @sum(%c0, %c10) : (i32, i32) -> i32
  %s2 = vir.call @sum(%c5, %c3) : (i32, i32) -> i32
  %s3 = vir.call @sum(%c2, %cm5) : (i32, i32) -> i32
  %s3n = vir.sub %s3, %c5 : i32
  %f1 = vir.addressof @fmt_sum : !vir.ptr
  %p1 = vir.call @printf(%f1, %s1, %s2, %s3n) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %a1 = vir.call @count_slt(%c0, %c10) : (i32, i32) -> i32
  %a2 = vir.call @count_slt(%c3, %c2) : (i32, i32) -> i32
  %a3 = vir.call @count_slt(%c3, %cm7) : (i32, i32) -> i32
  %a4 = vir.call @count_slt(%cm7, %cm7) : (i32, i32) -> i32
  %f2 = vir.addressof @fmt_slt : !vir.ptr
  %p2 = vir.call @printf(%f2, %a1, %a2, %a3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  %b1 = vir.call @count_ult_down(%c10, %c0) : (i32, i32) -> i32
  %b2 = vir.call @count_ult_down(%c5, %c7) : (i32, i32) -> i32
  %b3 = vir.call @count_ult_down(%cm3, %c9) : (i32, i32) -> i32
  %f3 = vir.addressof @fmt_ult : !vir.ptr
  %p3 = vir.call @printf(%f3, %b1, %b2, %b3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %r1 = vir.call @rotated_ne(%c0, %c7) : (i32, i32) -> i32
  %r2 = vir.call @rotated_ne(%big, %small) : (i32, i32) -> i32
  %f4 = vir.addressof @fmt_ne : !vir.ptr
  %p4 = vir.call @printf(%f4, %r1, %r2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %t1 = vir.call @twins(%c10, %slot) : (i32, !vir.ptr) -> i32
  %t2 = vir.call @twins(%c0, %slot) : (i32, !vir.ptr) -> i32
  %f5 = vir.addressof @fmt_twins : !vir.ptr
  %p5 = vir.call @printf(%f5, %t1, %t2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32

  %d1 = vir.call @down(%c5) : (i32) -> i32
  %d2 = vir.call @down(%cm3) : (i32) -> i32
  %f6 = vir.addressof @fmt_down : !vir.ptr
  %p6 = vir.call @printf(%f6, %d1, %d2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
