// loop-idiom on a program that prints: searches for the NUL byte of five
// strings (empty, one character, two words, one with a NUL in the middle)
// by an i64 index, a pointer, an int index (sext of an nsw increment), an
// unsigned index (zext of an nuw increment), the rotated s[i + 1] behind a
// guard, an index with a counter from 7, the truncated next value, a start
// that is an argument, and an `eq` test of the sign-extended byte. It
// prints the same before and after the pass, and after -O2, through both
// backends; the pass replaces all nine loops by calls of strlen, which it
// declares.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt --loop-idiom --verify-each %s -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: FileCheck %s --check-prefix=O2 < %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK:      0 0 0 0 0 7 1 0 0
// CHECK-NEXT: 1 1 1 1 1 8 2 1 1
// CHECK-NEXT: 5 5 5 5 5 12 6 5 5
// CHECK-NEXT: 12 12 12 12 12 19 13 12 12
// CHECK-NEXT: 2 2 2 2 2 9 3 5 2

// IR-COUNT-9: vir.call @strlen(
// IR-NOT: vir.call @strlen(
// IR: vir.func private @strlen(!vir.ptr {vir.traits = [#vir.readonly<origin = "loop-idiom">, #vir.nocapture<origin = "loop-idiom">]}) -> i64

// The -O2 pipeline runs loop-idiom too (after rotation).
// O2: vir.call @strlen(
// O2: vir.func private @strlen(

module attributes {vir.hosted} {
vir.global private constant @fmt : !vir.array<33 x i8> = "%ld %ld %d %d %ld %d %d %ld %ld\0A\00"
vir.global private constant @s0 : !vir.array<1 x i8> = "\00"
vir.global private constant @s1 : !vir.array<2 x i8> = "a\00"
vir.global private constant @s2 : !vir.array<6 x i8> = "hello\00"
vir.global private constant @s3 : !vir.array<13 x i8> = "hello, world\00"
vir.global private constant @s4 : !vir.array<6 x i8> = "ab\00cd\00"
vir.func private @printf(!vir.ptr, ...) -> i32

// s[i], i: i64
vir.func @len_index(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// while (*p) p++; return p - s;
vir.func @len_pointer(%s: !vir.ptr) -> i64 {
  %z = vir.constant 0 : i8
  vir.br ^loop(%s : !vir.ptr)
^loop(%p: !vir.ptr):
  %b = vir.load %p : i8
  %p1 = vir.gep %p[1] : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%p1 : !vir.ptr), ^exit(%p : !vir.ptr)
^exit(%e: !vir.ptr):
  %ei = vir.ptrtoint %e : !vir.ptr to i64
  %si = vir.ptrtoint %s : !vir.ptr to i64
  %r = vir.sub %ei, %si : i64
  vir.return %r : i64
}

// s[i], i: int
vir.func @len_int(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.sext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nsw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// s[i], i: unsigned
vir.func @len_unsigned(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.zext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 nuw : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// if (!s[0]) return 0; i = 0; do j = i + 1; while (s[j] && (i = j, 1)); return j;
vir.func @len_next(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  %b0 = vir.load %s : i8
  %t0 = vir.icmp ne %b0, %z : i8
  vir.cond_br %t0, ^loop(%c0 : i64), ^exit(%c0 : i64)
^loop(%i: i64):
  %j = vir.add %i, %c1 : i64
  %a = vir.gep %s[%j] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%j : i64), ^exit(%j : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// An index and a counter from 7: returns the counter.
vir.func @counter(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c7 = vir.constant 7 : i32
  %d1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0, %c7 : i64, i32)
^loop(%i: i64, %k: i32):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %k1 = vir.add %d1, %k : i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1, %k1 : i64, i32), ^exit(%k : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// The truncated next value: the length plus one.
vir.func @trunc_next(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %n = vir.trunc %i1 : i64 to i32
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%n : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// From s[k]: the index of the NUL byte.
vir.func @from(%s: !vir.ptr, %k: i64) -> i64 {
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%k : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64)
^exit(%r: i64):
  vir.return %r : i64
}

// The `eq` form, the byte sign-extended.
vir.func @len_eq(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %w = vir.sext %b : i8 to i32
  %i1 = vir.add %c1, %i : i64
  %t = vir.icmp eq %z, %w : i32
  vir.cond_br %t, ^exit(%i : i64), ^loop(%i1 : i64)
^exit(%r: i64):
  vir.return %r : i64
}

vir.func @report(%s: !vir.ptr, %k: i64) {
  %r0 = vir.call @len_index(%s) : (!vir.ptr) -> i64
  %r1 = vir.call @len_pointer(%s) : (!vir.ptr) -> i64
  %r2 = vir.call @len_int(%s) : (!vir.ptr) -> i32
  %r3 = vir.call @len_unsigned(%s) : (!vir.ptr) -> i32
  %r4 = vir.call @len_next(%s) : (!vir.ptr) -> i64
  %r5 = vir.call @counter(%s) : (!vir.ptr) -> i32
  %r6 = vir.call @trunc_next(%s) : (!vir.ptr) -> i32
  %r7 = vir.call @from(%s, %k) : (!vir.ptr, i64) -> i64
  %r8 = vir.call @len_eq(%s) : (!vir.ptr) -> i64
  %fmt = vir.addressof @fmt : !vir.ptr
  %p = vir.call @printf(%fmt, %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i64, i32, i32, i64, i32, i32, i64, i64) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %k0 = vir.constant 0 : i64
  %k2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i64
  %k7 = vir.constant 7 : i64
  %a0 = vir.addressof @s0 : !vir.ptr
  vir.call @report(%a0, %k0) : (!vir.ptr, i64) -> ()
  %a1 = vir.addressof @s1 : !vir.ptr
  vir.call @report(%a1, %k0) : (!vir.ptr, i64) -> ()
  %a2 = vir.addressof @s2 : !vir.ptr
  vir.call @report(%a2, %k2) : (!vir.ptr, i64) -> ()
  %a3 = vir.addressof @s3 : !vir.ptr
  vir.call @report(%a3, %k7) : (!vir.ptr, i64) -> ()
  %a4 = vir.addressof @s4 : !vir.ptr
  vir.call @report(%a4, %k3) : (!vir.ptr, i64) -> ()
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
}
