// memcpy-forward on a program that prints: a structure copied from a
// global into a temporary and read field by field, copied again from the
// temporary into another global (a copy of a copy), and a temporary only
// written, for x = 0..9. It prints the same before and after the pass, and
// after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --memcpy-forward --verify-each %s -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 415

// IR-LABEL: vir.func @kernel(
// IR: vir.memcpy %[[T:.*]], %{{.*}}, %{{.*}} : i64
// IR: vir.load %{{.*}} align 1 : i32
// IR: vir.load %{{.*}} align 1 : i32
// IR: vir.memcpy %{{.*}}, %src_addr, %{{.*}} : i64
// IR-NOT: vir.alloca i64
// IR: vir.return

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.global private @src : !vir.struct<i32, i32, i32> = [0, 0, 0]
vir.global private @dst : !vir.struct<i32, i32, i32> = [0, 0, 0]
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @kernel(%x: i32) -> i32 {
  %s = vir.addressof @src : !vir.ptr
  %d = vir.addressof @dst : !vir.ptr
  %n = vir.constant 12 : i64
  %c8 = vir.constant 8 : i64
  %c7 = vir.constant 7 : i32
  %c1 = vir.constant 1 : i32
  // src = {x, 7x, x+1}
  vir.store %x, %s : i32
  %s1 = vir.gep %s[0, 1] : !vir.struct<i32, i32, i32>
  %x7 = vir.mul %x, %c7 : i32
  vir.store %x7, %s1 : i32
  %s2 = vir.gep %s[0, 2] : !vir.struct<i32, i32, i32>
  %x1 = vir.add %x, %c1 : i32
  vir.store %x1, %s2 : i32
  // t = src; dst = t; a = t.y; b = t.z
  %t = vir.alloca !vir.struct<i32, i32, i32> align 4
  vir.memcpy %t, %s, %n : i64
  %t1 = vir.gep %t[0, 1] : !vir.struct<i32, i32, i32>
  %a = vir.load %t1 : i32
  %t2 = vir.gep %t[0, 2] : !vir.struct<i32, i32, i32>
  %b = vir.load %t2 : i32
  vir.memcpy %d, %t, %n : i64
  // a temporary only written
  %w = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.memcpy %w, %s, %c8 : i64
  %d0 = vir.load %d : i32
  %ab = vir.add %a, %b : i32
  %r = vir.add %ab, %d0 : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %k = vir.call @kernel(%i) : (i32) -> i32
  %acc1 = vir.add %acc, %k : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %c10 : i32
  vir.cond_br %more, ^loop(%i1, %acc1 : i32, i32), ^done
^done:
  %fmt = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%fmt, %acc1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
