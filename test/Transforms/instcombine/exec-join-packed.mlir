// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt --instcombine --instcombine --verify-each %s -o %t.ic.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// A pair packed into an i64 (zext, shl 32, or: a structure of two ints
// returned in a register) reaches a join beside a constant; the low and
// the high half are read after it. instcombine moves the truncation and
// the shift onto the edges; the halves of negative numbers and of the
// constant -1 check the shift is logical and the truncation exact.

// CHECK: halves: 7 -3 0 0
// CHECK-NEXT: halves: 0 -1 -2147483648 2147483647

// IR-LABEL: vir.func private @low(
// IR-NOT: vir.trunc
// IR: vir.return
// IR-LABEL: vir.func private @high(
// IR-NOT: vir.lshr
// IR: vir.return

vir.global private constant @fmt : !vir.array<21 x i8> = "halves: %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @low(%w: i32, %h: i32, %c: i1) -> i32 {
  %c32 = vir.constant 32 : i64
  %k = vir.constant -4294967296 : i64
  vir.cond_br %c, ^p, ^j(%k : i64)
^p:
  %zw = vir.zext %w : i32 to i64
  %zh = vir.zext %h : i32 to i64
  %s = vir.shl %zh, %c32 : i64
  %o = vir.or %zw, %s : i64
  vir.br ^j(%o : i64)
^j(%v: i64):
  %t = vir.trunc %v : i64 to i32
  vir.return %t : i32
}

vir.func private @high(%w: i32, %h: i32, %c: i1) -> i32 {
  %c32 = vir.constant 32 : i64
  %m1 = vir.constant -1 : i64
  vir.cond_br %c, ^p, ^j(%m1 : i64)
^p:
  %zw = vir.zext %w : i32 to i64
  %zh = vir.zext %h : i32 to i64
  %s = vir.shl %zh, %c32 : i64
  %o = vir.or %zw, %s : i64
  vir.br ^j(%o : i64)
^j(%v: i64):
  %u = vir.lshr %v, %c32 : i64
  %t = vir.trunc %u : i64 to i32
  vir.return %t : i32
}

vir.func @main() -> i32 {
  %t = vir.constant true
  %f = vir.constant false
  %c7 = vir.constant 7 : i32
  %m3 = vir.constant -3 : i32
  %min = vir.constant -2147483648 : i32
  %max = vir.constant 2147483647 : i32
  %a = vir.call @low(%c7, %m3, %t) : (i32, i32, i1) -> i32
  %b = vir.call @high(%c7, %m3, %t) : (i32, i32, i1) -> i32
  %c = vir.call @low(%c7, %m3, %f) : (i32, i32, i1) -> i32
  %d = vir.call @low(%min, %max, %f) : (i32, i32, i1) -> i32
  %e = vir.call @low(%min, %max, %f) : (i32, i32, i1) -> i32
  %g = vir.call @high(%min, %max, %f) : (i32, i32, i1) -> i32
  %h = vir.call @low(%min, %max, %t) : (i32, i32, i1) -> i32
  %i = vir.call @high(%min, %max, %t) : (i32, i32, i1) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %n1 = vir.call @printf(%fmt, %a, %b, %c, %d) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %n2 = vir.call @printf(%fmt, %e, %g, %h, %i) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %z = vir.constant 0 : i32
  vir.return %z : i32
}
