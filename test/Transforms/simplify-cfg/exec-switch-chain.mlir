// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After simplify-cfg alone (and proof that it formed the switches):
// RUN: vct-mlir-opt --simplify-cfg --verify-each %s -o %t.cfg.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cfg.mlir
// RUN: vct-translate --vir-to-llvmir %t.cfg.mlir -o %t.cfg.ll && lli %t.cfg.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.cfg.mlir -o %t.cfg.c && %cc %t.cfg.c -o %t.cfg.exe && %t.cfg.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Chains of compares that become switches: on i8 with negative constants
// (the bytes 0xff and 0x80), through `ne` tests, with a repeated constant,
// and on i64 with constants wider than 32 bits.

// CHECK: classify: 817 1 2 255 128
// CHECK-NEXT: wide: 1 2 3 0 0

// IR-LABEL: vir.func private @classify(
// IR: vir.switch %{{.*}} : i8, [
// IR-NOT: vir.icmp eq
// IR-LABEL: vir.func private @wide(
// IR: vir.switch %{{.*}} : i64, [
// IR-NOT: vir.icmp ne
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_cls : !vir.array<26 x i8> = "classify: %d %d %d %d %d\0A\00"
vir.global private constant @fmt_wide : !vir.array<22 x i8> = "wide: %d %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// 1 for ' ', '\n', '\t'; 2 for the bytes 0xff and 0x80; 0 otherwise.
vir.func private @classify(%c: i8) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %sp = vir.constant 32 : i8
  %nl = vir.constant 10 : i8
  %tab = vir.constant 9 : i8
  %ff = vir.constant -1 : i8
  %b80 = vir.constant -128 : i8
  %a = vir.icmp eq %c, %sp : i8
  vir.cond_br %a, ^done(%c1 : i32), ^t1
^t1:
  %b = vir.icmp eq %c, %nl : i8
  vir.cond_br %b, ^done(%c1 : i32), ^t2
^t2:
  %d = vir.icmp ne %c, %ff : i8
  vir.cond_br %d, ^t3, ^done(%c2 : i32)
^t3:
  %e = vir.icmp eq %c, %sp : i8
  vir.cond_br %e, ^done(%c2 : i32), ^t4
^t4:
  %f = vir.icmp eq %c, %tab : i8
  vir.cond_br %f, ^done(%c1 : i32), ^t5
^t5:
  %g = vir.icmp eq %b80, %c : i8
  vir.cond_br %g, ^done(%c2 : i32), ^done(%c0 : i32)
^done(%r: i32):
  vir.return %r : i32
}

// 1, 2, 3 for three wide constants, 0 otherwise.
vir.func private @wide(%x: i64) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %k1 = vir.constant 1099511627776 : i64
  %k2 = vir.constant -5000000000 : i64
  %k3 = vir.constant 7 : i64
  %a = vir.icmp ne %x, %k1 : i64
  vir.cond_br %a, ^t1, ^done(%c1 : i32)
^t1:
  %b = vir.icmp ne %x, %k2 : i64
  vir.cond_br %b, ^t2, ^done(%c2 : i32)
^t2:
  %d = vir.icmp ne %x, %k3 : i64
  vir.cond_br %d, ^done(%c0 : i32), ^done(%c3 : i32)
^done(%r: i32):
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c256 = vir.constant 256 : i32
  // sum over i in 0..255 of classify(i) * i: 9 + 10 + 32 + 2 * (255 + 128).
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %sum: i32):
  %byte = vir.trunc %i : i32 to i8
  %k = vir.call @classify(%byte) : (i8) -> i32
  %w = vir.mul %k, %i : i32
  %s2 = vir.add %sum, %w : i32
  %i2 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i2, %c256 : i32
  vir.cond_br %more, ^loop(%i2, %s2 : i32, i32), ^exit
^exit:
  %sp = vir.constant 32 : i8
  %ff = vir.constant -1 : i8
  %x80 = vir.constant -128 : i8
  %k1 = vir.call @classify(%sp) : (i8) -> i32
  %k2 = vir.call @classify(%ff) : (i8) -> i32
  %u255 = vir.constant 255 : i32
  %u128 = vir.constant 128 : i32
  %f1 = vir.addressof @fmt_cls : !vir.ptr
  %n1 = vir.call @printf(%f1, %s2, %k1, %k2, %u255, %u128) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  %w1 = vir.constant 1099511627776 : i64
  %w2 = vir.constant -5000000000 : i64
  %w3 = vir.constant 7 : i64
  %w4 = vir.constant 8 : i64
  %w5 = vir.constant 0 : i64
  %r1 = vir.call @wide(%w1) : (i64) -> i32
  %r2 = vir.call @wide(%w2) : (i64) -> i32
  %r3 = vir.call @wide(%w3) : (i64) -> i32
  %r4 = vir.call @wide(%w4) : (i64) -> i32
  %r5 = vir.call @wide(%w5) : (i64) -> i32
  %f2 = vir.addressof @fmt_wide : !vir.ptr
  %n2 = vir.call @printf(%f2, %r1, %r2, %r3, %r4, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
