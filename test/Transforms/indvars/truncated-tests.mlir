// Exit tests of a truncated variable: a loop's only exit test, run every
// iteration, on trunc(v) (v a variable or its next value stepping by one
// from a constant) against an invariant bound compares v with the bound
// extended before the loop, sext for signed tests and zext for unsigned
// ones, when the first value tested fits the narrow type (LLVM's
// eliminateTrunc): every value tested then lies between it and the bound.
// Not for a non-strict test (`<=` could step past the largest value), nor
// when the start does not fit. The programs compute the same after the
// pass alone and after -O2, through both backends; the bounds are
// arguments, below the start in some calls.
// RUN: vct-mlir-opt --indvars --split-input-file %s | FileCheck %s --check-prefix=IR
// RUN: vct-mlir-opt --indvars %s -o %t.mlir
// RUN: vct-translate --vir-to-llvmir %t.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: up 45 0 0
// CHECK-NEXT: down 35 0
// CHECK-NEXT: ule 45 0
// CHECK-NEXT: far 1

// IR-LABEL: vir.func private @up(
// IR: %[[N:.*]] = vir.sext %arg0 : i32 to i64
// IR: %[[NEXT:.*]] = vir.add %{{.*}}, %{{.*}} : i64
// IR-NOT: vir.trunc
// IR: %[[T:.*]] = vir.icmp slt %[[NEXT]], %[[N]] : i64
// IR-NEXT: vir.cond_br %[[T]]
// IR-LABEL: vir.func private @down(
// IR: %[[N:.*]] = vir.zext %arg0 : i32 to i64
// IR: vir.icmp ule %{{.*}}, %[[N]] : i64
// Refused: `<=` (the variable could step past the largest value), and a
// start beyond the narrow type.
// IR-LABEL: vir.func private @ule(
// IR: vir.trunc
// IR: vir.icmp sle %{{.*}}, %arg0 : i32
// IR-LABEL: vir.func private @far(
// IR: vir.trunc
// IR: vir.icmp slt %{{.*}}, %arg0 : i32

vir.global private constant @fmt_up : !vir.array<13 x i8> = "up %d %d %d\0A\00"
vir.global private constant @fmt_down : !vir.array<12 x i8> = "down %d %d\0A\00"
vir.global private constant @fmt_ule : !vir.array<11 x i8> = "ule %d %d\0A\00"
vir.global private constant @fmt_far : !vir.array<8 x i8> = "far %d\0A\00"
vir.global private @data : !vir.array<10 x i32> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

vir.func private @printf(!vir.ptr, ...) -> i32

// data[0] + ... + data[n - 1], the variable already i64 (as a pass widened
// it to index), the test on its truncated next value (rotated: the loop
// runs once before the test).
vir.func private @up(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %a = vir.addressof @data : !vir.ptr
  %g = vir.icmp slt %c0, %n : i32
  vir.cond_br %g, ^loop(%z, %c0 : i64, i32), ^exit(%c0 : i32)
^loop(%i: i64, %s: i32):
  %p = vir.gep inbounds %a[%i] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %one : i64
  %t = vir.trunc %i1 : i64 to i32
  %c = vir.icmp slt %t, %n : i32
  vir.cond_br %c, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// data[9] + data[8] + ... while the index stays above n (unsigned),
// leaving on the inverted test.
vir.func private @down(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %nine = vir.constant 9 : i64
  %one = vir.constant 1 : i64
  %a = vir.addressof @data : !vir.ptr
  %nine32 = vir.constant 9 : i32
  %g = vir.icmp ugt %nine32, %n : i32
  vir.cond_br %g, ^loop(%nine, %c0 : i64, i32), ^exit(%c0 : i32)
^loop(%i: i64, %s: i32):
  %p = vir.gep inbounds %a[%i] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.sub %i, %one : i64
  %t = vir.trunc %i1 : i64 to i32
  %c = vir.icmp ule %t, %n : i32
  vir.cond_br %c, ^exit(%s1 : i32), ^loop(%i1, %s1 : i64, i32)
^exit(%r: i32):
  vir.return %r : i32
}

// `<=`: not rewritten.
vir.func private @ule(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %a = vir.addressof @data : !vir.ptr
  %g = vir.icmp sle %c0, %n : i32
  vir.cond_br %g, ^loop(%z, %c0 : i64, i32), ^exit(%c0 : i32)
^loop(%i: i64, %s: i32):
  %p = vir.gep inbounds %a[%i] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %one : i64
  %t = vir.trunc %i1 : i64 to i32
  %c = vir.icmp sle %t, %n : i32
  vir.cond_br %c, ^loop(%i1, %s1 : i64, i32), ^exit(%s1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// A start of 2^32 - 1 truncates to -1: the first value tested (2^32)
// truncates to 0 and does not fit; not rewritten. Counts the iterations.
vir.func private @far(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %start = vir.constant 4294967295 : i64
  %one = vir.constant 1 : i64
  vir.br ^loop(%start, %c0 : i64, i32)
^loop(%i: i64, %k: i32):
  %k1 = vir.add %k, %c1 : i32
  %i1 = vir.add %i, %one : i64
  %t = vir.trunc %i1 : i64 to i32
  %c = vir.icmp slt %t, %n : i32
  vir.cond_br %c, ^loop(%i1, %k1 : i64, i32), ^exit(%k1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c4 = vir.constant 4 : i32
  %c10 = vir.constant 10 : i32
  %c9 = vir.constant 9 : i32
  %cm3 = vir.constant -3 : i32
  %u1 = vir.call @up(%c10) : (i32) -> i32
  %u2 = vir.call @up(%c0) : (i32) -> i32
  %u3 = vir.call @up(%cm3) : (i32) -> i32
  %f1 = vir.addressof @fmt_up : !vir.ptr
  %p1 = vir.call @printf(%f1, %u1, %u2, %u3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %d1 = vir.call @down(%c4) : (i32) -> i32
  %d2 = vir.call @down(%c9) : (i32) -> i32
  %f2 = vir.addressof @fmt_down : !vir.ptr
  %p2 = vir.call @printf(%f2, %d1, %d2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %e1 = vir.call @ule(%c9) : (i32) -> i32
  %e2 = vir.call @ule(%cm3) : (i32) -> i32
  %f3 = vir.addressof @fmt_ule : !vir.ptr
  %p3 = vir.call @printf(%f3, %e1, %e2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %r1 = vir.call @far(%c0) : (i32) -> i32
  %f4 = vir.addressof @fmt_far : !vir.ptr
  %p4 = vir.call @printf(%f4, %r1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
