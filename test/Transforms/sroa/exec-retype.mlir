// sroa's retyping on a program that prints: two i32 written and read back
// as one i64, an i64 read back in halves (one as a float's bits), a
// memset read as a field, a memcpy in and out of a 16-byte structure read
// as two i64, and a byte inserted into the middle of an i32, for
// x = 0..9. It prints the same before and after sroa, after sroa, mem2reg
// and instcombine (the folds of inserted and extracted bits), and after
// -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt --sroa --verify-each %s -o %t.s.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.s.mlir
// RUN: vct-translate --vir-to-llvmir %t.s.mlir -o %t.s.ll && lli %t.s.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.s.mlir -o %t.s.c && %cc %t.s.c -o %t.s.exe && %t.s.exe | FileCheck %s
// RUN: vct-mlir-opt --sroa --mem2reg --instcombine --verify-each %s -o %t.m.mlir
// RUN: vct-translate --vir-to-llvmir %t.m.mlir -o %t.m.ll && lli %t.m.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.m.mlir -o %t.m.c && %cc %t.m.c -o %t.m.exe && %t.m.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 579820610957

// IR-LABEL: vir.func @kernel(
// IR-NOT: vir.alloca !vir.struct
// IR: vir.return

vir.global private constant @fmt : !vir.array<13 x i8> = "total = %lu\0A\00"
vir.global private @pair : !vir.struct<i64, i64> = [0, 0]
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @kernel(%x: i32) -> i64 {
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i8
  %n8 = vir.constant 8 : i64
  %n16 = vir.constant 16 : i64
  %g = vir.addressof @pair : !vir.ptr
  // two i32 as one i64
  %s = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i32
  %f = vir.gep %s[0, 1] : !vir.struct<i32, i32>
  %y = vir.mul %x, %c3 : i32
  vir.store %y, %f : i32
  %w = vir.load %s : i64
  // one i64 in halves, one as a float
  %h = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %w, %h : i64
  %lo = vir.load %h : i32
  %h4 = vir.gep %h[4] : i8
  %hif = vir.load %h4 : f32
  %hi = vir.bitcast %hif : f32 to i32
  // a memset read as a field
  %m = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.memset %m, %c5, %n8 : i64
  %m2 = vir.gep %m[2] : i8
  %mv = vir.load %m2 : i16
  // a byte inserted into the middle of an i32
  %b = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %y, %b : i32
  %b1 = vir.gep %b[1] : i8
  vir.store %c5, %b1 : i8
  %bv = vir.load %b : i32
  // a 16-byte structure copied in, its halves read, copied out
  %p = vir.alloca !vir.struct<i32, i32, i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.memcpy %p, %g, %n16 : i64
  %p2 = vir.gep %p[0, 2] : !vir.struct<i32, i32, i32, i32>
  vir.store %x, %p2 : i32
  %q0 = vir.load %p : i64
  %p8 = vir.gep %p[8] : i8
  %q1 = vir.load %p8 : i64
  vir.memcpy %g, %p, %n16 : i64
  // sum
  %lo64 = vir.zext %lo : i32 to i64
  %hi64 = vir.zext %hi : i32 to i64
  %mv64 = vir.zext %mv : i16 to i64
  %bv64 = vir.zext %bv : i32 to i64
  %a0 = vir.add %lo64, %hi64 : i64
  %a1 = vir.add %a0, %mv64 : i64
  %a2 = vir.add %a1, %bv64 : i64
  %a3 = vir.add %a2, %q0 : i64
  %a4 = vir.add %a3, %q1 : i64
  %a5 = vir.xor %a4, %w : i64
  vir.return %a5 : i64
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0, %z : i32, i64)
^loop(%i: i32, %acc: i64):
  %k = vir.call @kernel(%i) : (i32) -> i64
  %acc1 = vir.add %acc, %k : i64
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %c10 : i32
  vir.cond_br %more, ^loop(%i1, %acc1 : i32, i64), ^done
^done:
  %fmt = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%fmt, %acc1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32
  vir.return %c0 : i32
}
