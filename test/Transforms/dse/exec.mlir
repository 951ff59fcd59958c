// dse on a program that prints: a memset shortened at both ends, a store
// overwritten, stores to a nocapture slot dead at the return, for x = 0..9.
// It prints the same before and after dse, and after -O2, through both
// backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --dse --verify-each %s -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 1179010955

// IR-LABEL: vir.func @kernel(
// IR: %[[D:.*]] = vir.gep %{{.*}}[8] : i8
// IR: %[[L:.*]] = vir.constant 4 : i64
// IR-NEXT: vir.memset %[[D]], %{{.*}}, %[[L]] : i64
// IR-NEXT: vir.store %arg0, %buf_addr : i32
// IR-NOT: vir.store %arg0,
// IR: vir.return

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.global private @buf : !vir.array<4 x i32> = [0, 0, 0, 0]
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @kernel(%x: i32) -> i32 {
  %p = vir.addressof @buf : !vir.ptr
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  %z = vir.constant 7 : i8
  %n = vir.constant 16 : i64
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  vir.memset %p, %z, %n : i64
  vir.store %x, %p : i32
  %p3 = vir.gep %p[3] : i32
  %x1 = vir.add %x, %c1 : i32
  vir.store %x1, %p3 : i32
  %p1 = vir.gep %p[1] : i32
  vir.store %x, %p1 : i32
  %x2 = vir.mul %x, %c2 : i32
  vir.store %x2, %p1 : i32
  %x3 = vir.mul %x, %c3 : i32
  vir.store %x3, %s : i32
  %v = vir.load %s : i32
  vir.store %x, %s : i32
  %a0 = vir.load %p : i32
  %a1 = vir.load %p1 : i32
  %p2 = vir.gep %p[2] : i32
  %a2 = vir.load %p2 : i32
  %a3 = vir.load %p3 : i32
  %b0 = vir.add %a0, %a1 : i32
  %b1 = vir.add %a2, %a3 : i32
  %b2 = vir.add %b0, %b1 : i32
  %r = vir.add %b2, %v : i32
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
