// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Bit operations: popcount by a shift-and-add loop (i32) and by clearing the
// lowest set bit (i64), count leading zeros by a loop, bitwise and, or,
// xor, not and a rotate built from shl/lshr/or.
//
// int popcount(unsigned x) { int n = 0; while (x) { n += x & 1; x >>= 1; } return n; }
// int popcount64(unsigned long x) { int n = 0; while (x) { x &= x - 1; ++n; } return n; }
// int clz(unsigned x) { int n = 0; for (unsigned m = 0x80000000u; m && !(x & m); m >>= 1) ++n; return n; }

// CHECK: popcount(00000000) = 0
// CHECK-NEXT: popcount(00000001) = 1
// CHECK-NEXT: popcount(00000007) = 3
// CHECK-NEXT: popcount(000000ff) = 8
// CHECK-NEXT: popcount(f0f0f0f0) = 16
// CHECK-NEXT: popcount(ffffffff) = 32
// CHECK-NEXT: popcount(80000000) = 1
// CHECK-NEXT: popcount64: 32 64 0
// CHECK-NEXT: clz: 31 8 32 0
// CHECK-NEXT: 00000030 000000fc 000000cc ffffff0f 34567812

vir.global private constant @vals : !vir.array<7 x i32> = [0, 1, 7, 255, -252645136, -1, -2147483648]
vir.global private constant @fmt_pop : !vir.array<21 x i8> = "popcount(%08x) = %d\0A\00"
vir.global private constant @fmt_pop64 : !vir.array<22 x i8> = "popcount64: %d %d %d\0A\00"
vir.global private constant @fmt_clz : !vir.array<18 x i8> = "clz: %d %d %d %d\0A\00"
vir.global private constant @fmt_bits : !vir.array<26 x i8> = "%08x %08x %08x %08x %08x\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @popcount(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%x, %c0 : i32, i32)
^loop(%v: i32, %n: i32):
  %done = vir.icmp eq %v, %c0 : i32
  vir.cond_br %done, ^exit, ^body
^body:
  %bit = vir.and %v, %c1 : i32
  %n1 = vir.add %n, %bit : i32
  %v1 = vir.lshr %v, %c1 : i32
  vir.br ^loop(%v1, %n1 : i32, i32)
^exit:
  vir.return %n : i32
}

vir.func private @popcount64(%x: i64) -> i32 {
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%x, %c0 : i64, i32)
^loop(%v: i64, %n: i32):
  %done = vir.icmp eq %v, %z : i64
  vir.cond_br %done, ^exit, ^body
^body:
  %vm1 = vir.sub %v, %one : i64
  %v1 = vir.and %v, %vm1 : i64
  %n1 = vir.add %n, %c1 : i32
  vir.br ^loop(%v1, %n1 : i64, i32)
^exit:
  vir.return %n : i32
}

vir.func private @clz(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %top = vir.constant -2147483648 : i32
  vir.br ^loop(%top, %c0 : i32, i32)
^loop(%m: i32, %n: i32):
  %mz = vir.icmp eq %m, %c0 : i32
  %hit = vir.and %x, %m : i32
  %found = vir.icmp ne %hit, %c0 : i32
  %stop = vir.or %mz, %found : i1
  vir.cond_br %stop, ^exit, ^body
^body:
  %m1 = vir.lshr %m, %c1 : i32
  %n1 = vir.add %n, %c1 : i32
  vir.br ^loop(%m1, %n1 : i32, i32)
^exit:
  vir.return %n : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  vir.br ^loop(%c0 : i32)

^loop(%i: i32):
  %more = vir.icmp slt %i, %c7 : i32
  vir.cond_br %more, ^body, ^rest

^body:
  %i64 = vir.sext %i : i32 to i64
  %t = vir.addressof @vals : !vir.ptr
  %p = vir.gep inbounds %t[0, %i64] : !vir.array<7 x i32>
  %v = vir.load %p align 4 : i32
  %pc = vir.call @popcount(%v) : (i32) -> i32
  %f = vir.addressof @fmt_pop : !vir.ptr
  %n = vir.call @printf(%f, %v, %pc) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1 : i32)

^rest:
  %alt = vir.constant 6148914691236517205 : i64
  %ones = vir.constant -1 : i64
  %zero = vir.constant 0 : i64
  %p0 = vir.call @popcount64(%alt) : (i64) -> i32
  %p1 = vir.call @popcount64(%ones) : (i64) -> i32
  %p2 = vir.call @popcount64(%zero) : (i64) -> i32
  %f1 = vir.addressof @fmt_pop64 : !vir.ptr
  %n1 = vir.call @printf(%f1, %p0, %p1, %p2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %x2 = vir.constant 15728640 : i32
  %neg = vir.constant -5 : i32
  %z0 = vir.call @clz(%c1) : (i32) -> i32
  %z1 = vir.call @clz(%x2) : (i32) -> i32
  %z2 = vir.call @clz(%c0) : (i32) -> i32
  %z3 = vir.call @clz(%neg) : (i32) -> i32
  %f2 = vir.addressof @fmt_clz : !vir.ptr
  %n2 = vir.call @printf(%f2, %z0, %z1, %z2, %z3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  %a = vir.constant 240 : i32
  %b = vir.constant 60 : i32
  %m1 = vir.constant -1 : i32
  %and = vir.and %a, %b : i32
  %or = vir.or %a, %b : i32
  %xor = vir.xor %a, %b : i32
  %not = vir.xor %a, %m1 : i32
  %w = vir.constant 305419896 : i32
  %c8 = vir.constant 8 : i32
  %c24 = vir.constant 24 : i32
  %hi = vir.shl %w, %c8 : i32
  %lo = vir.lshr %w, %c24 : i32
  %rot = vir.or %hi, %lo : i32
  %f3 = vir.addressof @fmt_bits : !vir.ptr
  %n3 = vir.call @printf(%f3, %and, %or, %xor, %not, %rot) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
