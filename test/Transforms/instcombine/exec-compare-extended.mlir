// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After instcombine alone (and proof that it narrowed the compares):
// RUN: vct-mlir-opt --instcombine --verify-each %s -o %t.ic.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.ic.mlir
// RUN: vct-translate --vir-to-llvmir %t.ic.mlir -o %t.ic.ll && lli %t.ic.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.ic.mlir -o %t.ic.c && %cc %t.ic.c -o %t.ic.exe && %t.ic.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Compares of extended bytes, narrowed to compares of the bytes, at the
// edge values: -128, -3, -1, 0, 127 and 200 (-56 as a byte). Bit k of the
// mask is compare k: sext == -3, sext <s -3, zext >u 200, zext <s 200,
// zext c <u zext d, sext c >s sext d, and zext (c == 0) == 0.

// CHECK: masks: 90 85 68 24 120 98
// IR-LABEL: vir.func private @mask(
// IR-NOT: vir.icmp {{.*}} : i32
// IR: vir.return

vir.global private constant @fmt : !vir.array<26 x i8> = "masks: %d %d %d %d %d %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @mask(%c: i8, %d: i8) -> i32 {
  %sc = vir.sext %c : i8 to i32
  %zc = vir.zext %c : i8 to i32
  %sd = vir.sext %d : i8 to i32
  %zd = vir.zext %d : i8 to i32
  %km3 = vir.constant -3 : i32
  %k200 = vir.constant 200 : i32
  %k0 = vir.constant 0 : i32
  %b0 = vir.icmp eq %sc, %km3 : i32
  %b1 = vir.icmp slt %sc, %km3 : i32
  %b2 = vir.icmp ugt %zc, %k200 : i32
  %b3 = vir.icmp slt %zc, %k200 : i32
  %b4 = vir.icmp ult %zc, %zd : i32
  %b5 = vir.icmp sgt %sc, %sd : i32
  %z8 = vir.constant 0 : i8
  %isz = vir.icmp eq %c, %z8 : i8
  %zz = vir.zext %isz : i1 to i32
  %b6 = vir.icmp eq %zz, %k0 : i32
  %m0 = vir.zext %b0 : i1 to i32
  %m1 = vir.zext %b1 : i1 to i32
  %m2 = vir.zext %b2 : i1 to i32
  %m3 = vir.zext %b3 : i1 to i32
  %m4 = vir.zext %b4 : i1 to i32
  %m5 = vir.zext %b5 : i1 to i32
  %m6 = vir.zext %b6 : i1 to i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c6 = vir.constant 6 : i32
  %s1 = vir.shl %m1, %c1 : i32
  %s2 = vir.shl %m2, %c2 : i32
  %s3 = vir.shl %m3, %c3 : i32
  %s4 = vir.shl %m4, %c4 : i32
  %s5 = vir.shl %m5, %c5 : i32
  %s6 = vir.shl %m6, %c6 : i32
  %o1 = vir.or %m0, %s1 : i32
  %o2 = vir.or %o1, %s2 : i32
  %o3 = vir.or %o2, %s3 : i32
  %o4 = vir.or %o3, %s4 : i32
  %o5 = vir.or %o4, %s5 : i32
  %o6 = vir.or %o5, %s6 : i32
  vir.return %o6 : i32
}

vir.func @main() -> i32 {
  %v0 = vir.constant -128 : i8
  %v1 = vir.constant -3 : i8
  %v2 = vir.constant -1 : i8
  %v3 = vir.constant 0 : i8
  %v4 = vir.constant 127 : i8
  %v5 = vir.constant -56 : i8
  %r0 = vir.call @mask(%v0, %v1) : (i8, i8) -> i32
  %r1 = vir.call @mask(%v1, %v2) : (i8, i8) -> i32
  %r2 = vir.call @mask(%v2, %v3) : (i8, i8) -> i32
  %r3 = vir.call @mask(%v3, %v4) : (i8, i8) -> i32
  %r4 = vir.call @mask(%v4, %v5) : (i8, i8) -> i32
  %r5 = vir.call @mask(%v5, %v0) : (i8, i8) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %r0, %r1, %r2, %r3, %r4, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32) -> i32
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
