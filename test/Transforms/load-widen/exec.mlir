// load-widen on a program that prints: a checksum over little-endian words
// read byte by byte from a dereferenceable buffer, and a value written back
// byte by byte. It prints the same before and after load-widen, and after
// -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --load-widen --verify-each %s -o %t.lw.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.lw.mlir
// RUN: vct-translate --vir-to-llvmir %t.lw.mlir -o %t.lw.ll && lli %t.lw.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.lw.mlir -o %t.lw.c && %cc %t.lw.c -o %t.lw.exe && %t.lw.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: word0 = 67305985
// CHECK-NEXT: word1 = 134678021
// CHECK-NEXT: stored = 305419896 bytes 120 86

// IR-LABEL: vir.func @read_u32(
// IR: vir.load %{{.*}} align 1 : i32
// IR-NOT: vir.load
// IR-LABEL: vir.func @write_u32(
// IR: vir.store %{{.*}}, %{{.*}} align 1 : i32
// IR-NOT: vir.store
// IR: vir.return

vir.global private constant @fmt : !vir.array<47 x i8> = "word0 = %d\0Aword1 = %d\0Astored = %d bytes %d %d\0A\00"
vir.global private @buf : !vir.array<8 x i8> = [1, 2, 3, 4, 5, 6, 7, 8]
vir.global private @out : !vir.array<4 x i8> = [0, 0, 0, 0]
vir.func private @printf(!vir.ptr, ...) -> i32

// The little-endian i32 at %p.
vir.func @read_u32(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}) -> i32 {
  %c8 = vir.constant 8 : i32
  %c16 = vir.constant 16 : i32
  %c24 = vir.constant 24 : i32
  %p1 = vir.gep %p[1] : i8
  %p2 = vir.gep %p[2] : i8
  %p3 = vir.gep %p[3] : i8
  %b0 = vir.load %p : i8
  %b1 = vir.load %p1 : i8
  %b2 = vir.load %p2 : i8
  %b3 = vir.load %p3 : i8
  %z0 = vir.zext %b0 : i8 to i32
  %z1 = vir.zext %b1 : i8 to i32
  %z2 = vir.zext %b2 : i8 to i32
  %z3 = vir.zext %b3 : i8 to i32
  %s1 = vir.shl %z1, %c8 : i32
  %s2 = vir.shl %z2, %c16 : i32
  %s3 = vir.shl %z3, %c24 : i32
  %o1 = vir.or %z0, %s1 : i32
  %o2 = vir.or %o1, %s2 : i32
  %o3 = vir.or %o2, %s3 : i32
  vir.return %o3 : i32
}

// Writes %v little-endian at %p.
vir.func @write_u32(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %v: i32) {
  %c8 = vir.constant 8 : i32
  %c16 = vir.constant 16 : i32
  %c24 = vir.constant 24 : i32
  %p1 = vir.gep %p[1] : i8
  %p2 = vir.gep %p[2] : i8
  %p3 = vir.gep %p[3] : i8
  %h3 = vir.lshr %v, %c24 : i32
  %t3 = vir.trunc %h3 : i32 to i8
  vir.store %t3, %p3 : i8
  %h2 = vir.lshr %v, %c16 : i32
  %t2 = vir.trunc %h2 : i32 to i8
  vir.store %t2, %p2 : i8
  %h1 = vir.lshr %v, %c8 : i32
  %t1 = vir.trunc %h1 : i32 to i8
  vir.store %t1, %p1 : i8
  %t0 = vir.trunc %v : i32 to i8
  vir.store %t0, %p : i8
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %v = vir.constant 305419896 : i32
  %buf = vir.addressof @buf : !vir.ptr
  %w0 = vir.call @read_u32(%buf) : (!vir.ptr) -> i32
  %b4 = vir.gep %buf[4] : i8
  %w1 = vir.call @read_u32(%b4) : (!vir.ptr) -> i32
  %out = vir.addressof @out : !vir.ptr
  vir.call @write_u32(%out, %v) : (!vir.ptr, i32) -> ()
  %back = vir.call @read_u32(%out) : (!vir.ptr) -> i32
  %o0 = vir.load %out : i8
  %o1p = vir.gep %out[1] : i8
  %o1 = vir.load %o1p : i8
  %o0w = vir.zext %o0 : i8 to i32
  %o1w = vir.zext %o1 : i8 to i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %w0, %w1, %back, %o0w, %o1w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
