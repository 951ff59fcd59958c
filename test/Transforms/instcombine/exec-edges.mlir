// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After instcombine alone (and proof that it rewrote what it should):
// RUN: vct-mlir-opt --instcombine --verify-each %s -o %t.ic.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// instcombine's rewrites at edge values: multiplication and unsigned
// division by powers of two on negative numbers and INT_MIN, signed
// division that must stay a division, compares against constants moved and
// made strict, constant chains that wrap, cast chains of values with the
// sign bit set, select of a negation, compares decided by a range, and the
// exact floating-point identities on -0.0 and a subnormal. Each function
// takes its inputs as arguments, so the rewrites run on unknown values.

// CHECK: mul: -24 8 -128 -128
// CHECK-NEXT: mul: -2147483648 0 0 0
// CHECK-NEXT: mul: 0 0 -128 -128
// CHECK-NEXT: udiv: 1073741822 1 -1 -7
// CHECK-NEXT: udiv: 536870912 0 -536870912 0
// CHECK-NEXT: udiv: 1073741823 3 0 -1
// CHECK-NEXT: sub: -2147483643 3 7 1
// CHECK-NEXT: sub: 2147483647 3 -2147483642 -5
// CHECK-NEXT: icmp: 0 1 0 1
// CHECK-NEXT: icmp: 1 1 1 0
// CHECK-NEXT: icmp: 0 0 1 0
// CHECK-NEXT: cast: 200 200 -56 0
// CHECK-NEXT: cast: 127 127 127 -1
// CHECK-NEXT: select: 9 5 0 1
// CHECK-NEXT: select: 5 9 1 0
// CHECK-NEXT: range: 1 0 1 3
// CHECK-NEXT: float: -0 -0.25 1.25e-311 -0
// CHECK-NEXT: float: 3 -1 inf 3

// IR-LABEL: vir.func private @mul_ops(
// IR-NOT: vir.mul
// IR: vir.shl
// IR-LABEL: vir.func private @udiv_ops(
// IR-NOT: vir.udiv
// IR-NOT: vir.urem
// IR: vir.sdiv
// IR-NOT: vir.udiv
// IR-LABEL: vir.func private @range_ops(
// IR-NOT: vir.icmp
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_mul : !vir.array<18 x i8> = "mul: %d %d %d %d\0A\00"
vir.global private constant @fmt_udiv : !vir.array<19 x i8> = "udiv: %d %d %d %d\0A\00"
vir.global private constant @fmt_sub : !vir.array<18 x i8> = "sub: %d %d %d %d\0A\00"
vir.global private constant @fmt_icmp : !vir.array<19 x i8> = "icmp: %d %d %d %d\0A\00"
vir.global private constant @fmt_cast : !vir.array<19 x i8> = "cast: %d %d %d %d\0A\00"
vir.global private constant @fmt_select : !vir.array<21 x i8> = "select: %d %d %d %d\0A\00"
vir.global private constant @fmt_range : !vir.array<20 x i8> = "range: %d %d %d %d\0A\00"
vir.global private constant @fmt_float : !vir.array<20 x i8> = "float: %g %g %g %g\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @print4(%f: !vir.ptr, %a: i32, %b: i32, %c: i32, %d: i32) {
  %n = vir.call @printf(%f, %a, %b, %c, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

// x * 8 (2^28 * 8 wraps to INT_MIN), 8 * y with nuw (y = 1 keeps the
// promise), i8 b * -128 (1 << 7), and i8 (b * 64) * 2.
vir.func private @mul_ops(%x: i32, %one: i32, %b: i8) {
  %c8 = vir.constant 8 : i32
  %m128 = vir.constant -128 : i8
  %c64 = vir.constant 64 : i8
  %c2 = vir.constant 2 : i8
  %a = vir.mul %x, %c8 : i32
  %n = vir.mul %c8, %one nuw : i32
  %p = vir.mul %b, %m128 : i8
  %q1 = vir.mul %b, %c64 : i8
  %q = vir.mul %q1, %c2 : i8
  %p32 = vir.sext %p : i8 to i32
  %q32 = vir.sext %q : i8 to i32
  %f = vir.addressof @fmt_mul : !vir.ptr
  vir.call @print4(%f, %a, %n, %p32, %q32) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// x /u 4, x %u 4, x /s 4 and x %s 8 (the signed ones stay divisions).
vir.func private @udiv_ops(%x: i32) {
  %c4 = vir.constant 4 : i32
  %c8 = vir.constant 8 : i32
  %a = vir.udiv %x, %c4 : i32
  %b = vir.urem %x, %c4 : i32
  %c = vir.sdiv %x, %c4 : i32
  %d = vir.srem %x, %c8 : i32
  %f = vir.addressof @fmt_udiv : !vir.ptr
  vir.call @print4(%f, %a, %b, %c, %d) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// x - INT_MIN, i8 ((y + 100) + 100) - 1 (wraps twice), z - -7 (wraps
// for INT_MAX) and x - 4.
vir.func private @sub_ops(%x: i32, %y: i8, %z: i32) {
  %min = vir.constant -2147483648 : i32
  %c100 = vir.constant 100 : i8
  %c1 = vir.constant 1 : i8
  %m7 = vir.constant -7 : i32
  %c4 = vir.constant 4 : i32
  %a = vir.sub %x, %min : i32
  %b1 = vir.add %y, %c100 : i8
  %b2 = vir.add %b1, %c100 : i8
  %b3 = vir.sub %b2, %c1 : i8
  %b = vir.sext %b3 : i8 to i32
  %c = vir.sub %z, %m7 : i32
  %d = vir.sub %x, %c4 : i32
  %f = vir.addressof @fmt_sub : !vir.ptr
  vir.call @print4(%f, %a, %b, %c, %d) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// 7 <=s x (x >s 6), x <=u INT_MAX, i8 x >=u 200, !(x <s y).
vir.func private @icmp_ops(%x: i32, %b: i8, %y: i32) {
  %c7 = vir.constant 7 : i32
  %max = vir.constant 2147483647 : i32
  %c200 = vir.constant 200 : i8
  %t = vir.constant true
  %a = vir.icmp sle %c7, %x : i32
  %u = vir.icmp ule %x, %max : i32
  %g = vir.icmp uge %b, %c200 : i8
  %l = vir.icmp slt %x, %y : i32
  %n = vir.xor %l, %t : i1
  %a32 = vir.zext %a : i1 to i32
  %u32 = vir.zext %u : i1 to i32
  %g32 = vir.zext %g : i1 to i32
  %n32 = vir.zext %n : i1 to i32
  %f = vir.addressof @fmt_icmp : !vir.ptr
  vir.call @print4(%f, %a32, %u32, %g32, %n32) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// sext(zext b), trunc(zext b) read back unsigned, trunc(sext b) and
// trunc(sext b) to i1 read back signed.
vir.func private @cast_ops(%b: i8) {
  %z = vir.zext %b : i8 to i16
  %sz = vir.sext %z : i16 to i32
  %w = vir.zext %b : i8 to i64
  %tw = vir.trunc %w : i64 to i16
  %tw32 = vir.zext %tw : i16 to i32
  %s = vir.sext %b : i8 to i64
  %ts = vir.trunc %s : i64 to i16
  %ts32 = vir.sext %ts : i16 to i32
  %bit = vir.trunc %s : i64 to i1
  %bit32 = vir.sext %bit : i1 to i32
  %f = vir.addressof @fmt_cast : !vir.ptr
  vir.call @print4(%f, %sz, %tw32, %ts32, %bit32) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// select (not c), a, b and select c, false, true.
vir.func private @select_ops(%c: i1, %a: i32, %b: i32) {
  %t = vir.constant true
  %f0 = vir.constant false
  %n = vir.xor %c, %t : i1
  %s1 = vir.select %n, %a, %b : i1, i32
  %s2 = vir.select %c, %a, %b : i1, i32
  %s3 = vir.select %c, %f0, %t : i1, i1
  %s4 = vir.select %n, %f0, %t : i1, i1
  %s332 = vir.zext %s3 : i1 to i32
  %s432 = vir.zext %s4 : i1 to i32
  %f = vir.addressof @fmt_select : !vir.ptr
  vir.call @print4(%f, %s1, %s2, %s332, %s432) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// Compares the range [0, 10] of x decides: x <s 11, x >u 10; the last
// value is x itself, which the range does not change.
vir.func private @range_ops(%x: i32 {vir.traits = [#vir.range<0, 10>]}, %y: i32 {vir.traits = [#vir.assume<ne, 0>]}) {
  %c11 = vir.constant 11 : i32
  %c10 = vir.constant 10 : i32
  %z = vir.constant 0 : i32
  %a = vir.icmp slt %x, %c11 : i32
  %b = vir.icmp ugt %x, %c10 : i32
  %c = vir.icmp ne %y, %z : i32
  %a32 = vir.zext %a : i1 to i32
  %b32 = vir.zext %b : i1 to i32
  %c32 = vir.zext %c : i1 to i32
  %f = vir.addressof @fmt_range : !vir.ptr
  vir.call @print4(%f, %a32, %b32, %c32, %x) : (!vir.ptr, i32, i32, i32, i32) -> ()
  vir.return
}

// x + -0.0, x / -4.0, s / 4.0 (s subnormal: the reciprocal product is
// exact), x * 1.0 and x - 0.0.
vir.func private @float_ops(%x: f64, %s: f64) {
  %nz = vir.constant -0.0 : f64
  %pz = vir.constant 0.0 : f64
  %m4 = vir.constant -4.0 : f64
  %c4 = vir.constant 4.0 : f64
  %one = vir.constant 1.0 : f64
  %a = vir.fadd %x, %nz : f64
  %b = vir.fdiv %one, %m4 : f64
  %q = vir.fdiv %x, %m4 : f64
  %b2 = vir.fadd %b, %q : f64
  %c = vir.fdiv %s, %c4 : f64
  %d1 = vir.fmul %x, %one : f64
  %d = vir.fsub %d1, %pz : f64
  %f = vir.addressof @fmt_float : !vir.ptr
  %n = vir.call @printf(%f, %a, %b2, %c, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64, f64) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %m3 = vir.constant -3 : i32
  %min = vir.constant -2147483648 : i32
  %b1 = vir.constant 1 : i8
  %b0 = vir.constant 0 : i8
  %b3 = vir.constant 3 : i8
  vir.call @mul_ops(%m3, %c1, %b1) : (i32, i32, i8) -> ()
  %big = vir.constant 268435456 : i32
  vir.call @mul_ops(%big, %c0, %b0) : (i32, i32, i8) -> ()
  %bm1 = vir.constant -1 : i8
  vir.call @mul_ops(%c0, %c0, %bm1) : (i32, i32, i8) -> ()

  %m7 = vir.constant -7 : i32
  %m1 = vir.constant -1 : i32
  vir.call @udiv_ops(%m7) : (i32) -> ()
  vir.call @udiv_ops(%min) : (i32) -> ()
  vir.call @udiv_ops(%m1) : (i32) -> ()

  %c5 = vir.constant 5 : i32
  %b60 = vir.constant 60 : i8
  %c3 = vir.constant 3 : i32
  vir.call @sub_ops(%c5, %b60, %c0) : (i32, i8, i32) -> ()
  %max = vir.constant 2147483647 : i32
  vir.call @sub_ops(%m1, %b60, %max) : (i32, i8, i32) -> ()

  %c6 = vir.constant 6 : i32
  %c7 = vir.constant 7 : i32
  %b199 = vir.constant 199 : i8
  %b200 = vir.constant 200 : i8
  vir.call @icmp_ops(%c6, %b199, %c0) : (i32, i8, i32) -> ()
  vir.call @icmp_ops(%c7, %b200, %max) : (i32, i8, i32) -> ()
  vir.call @icmp_ops(%m1, %bm1, %max) : (i32, i8, i32) -> ()

  vir.call @cast_ops(%b200) : (i8) -> ()
  %b127 = vir.constant 127 : i8
  vir.call @cast_ops(%b127) : (i8) -> ()

  %t = vir.constant true
  %f = vir.constant false
  %c9 = vir.constant 9 : i32
  vir.call @select_ops(%t, %c5, %c9) : (i1, i32, i32) -> ()
  vir.call @select_ops(%f, %c5, %c9) : (i1, i32, i32) -> ()

  vir.call @range_ops(%c3, %m7) : (i32, i32) -> ()

  %nz = vir.constant -0.0 : f64
  %sub = vir.constant 5.0e-311 : f64
  %three = vir.constant 3.0 : f64
  %inf = vir.constant 0x7FF0000000000000 : f64
  vir.call @float_ops(%nz, %sub) : (f64, f64) -> ()
  vir.call @float_ops(%three, %inf) : (f64, f64) -> ()
  vir.return %c0 : i32
}
