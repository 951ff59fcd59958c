// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Vectors: vector<4xi32> add with a splat, shuffles, insert, element-wise
// mul, a vector block argument, a vector function argument and result, a
// vector stored to memory, every integer reduction, and vector<2xf64> fmul
// with an ordered fadd reduction.

// CHECK: add: 11 12 13 14
// CHECK-NEXT: rev: 4 3 2 1
// CHECK-NEXT: interleave: 1 10 2 10
// CHECK-NEXT: insert: 1 2 99 4
// CHECK-NEXT: square: 1 4 9 16
// CHECK-NEXT: acc: 3 6 9 12
// CHECK-NEXT: stored: 11 12 13 14
// CHECK-NEXT: reduce: 50 24 -6 -9 3 -1
// CHECK-NEXT: bits: 0 15 3
// CHECK-NEXT: f64: 3.0 10.0 13.0

vir.global private constant @fmt4 : !vir.array<17 x i8> = "%s: %d %d %d %d\0A\00"
vir.global private constant @s_add : !vir.array<4 x i8> = "add\00"
vir.global private constant @s_rev : !vir.array<4 x i8> = "rev\00"
vir.global private constant @s_il : !vir.array<11 x i8> = "interleave\00"
vir.global private constant @s_ins : !vir.array<7 x i8> = "insert\00"
vir.global private constant @s_sq : !vir.array<7 x i8> = "square\00"
vir.global private constant @s_acc : !vir.array<4 x i8> = "acc\00"
vir.global private constant @fmt_stored : !vir.array<21 x i8> = "stored: %d %d %d %d\0A\00"
vir.global private constant @fmt_red : !vir.array<27 x i8> = "reduce: %d %d %d %d %d %d\0A\00"
vir.global private constant @fmt_bits : !vir.array<16 x i8> = "bits: %d %d %d\0A\00"
vir.global private constant @fmt_f64 : !vir.array<21 x i8> = "f64: %.1f %.1f %.1f\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @print4(%label: !vir.ptr, %v: vector<4xi32>) {
  %k0 = vir.constant 0 : i64
  %k1 = vir.constant 1 : i64
  %k2 = vir.constant 2 : i64
  %k3 = vir.constant 3 : i64
  %e0 = vir.extract %v[%k0 : i64] : vector<4xi32>
  %e1 = vir.extract %v[%k1 : i64] : vector<4xi32>
  %e2 = vir.extract %v[%k2 : i64] : vector<4xi32>
  %e3 = vir.extract %v[%k3 : i64] : vector<4xi32>
  %f = vir.addressof @fmt4 : !vir.ptr
  %n = vir.call @printf(%f, %label, %e0, %e1, %e2, %e3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return
}

vir.func private @vadd(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %s = vir.add %a, %b : vector<4xi32>
  vir.return %s : vector<4xi32>
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %a = vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = vir.splat %c10 : vector<4xi32>
  %sum = vir.call @vadd(%a, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %l_add = vir.addressof @s_add : !vir.ptr
  vir.call @print4(%l_add, %sum) : (!vir.ptr, vector<4xi32>) -> ()

  %rev = vir.shuffle %a, %b [3, 2, 1, 0] : vector<4xi32> -> vector<4xi32>
  %l_rev = vir.addressof @s_rev : !vir.ptr
  vir.call @print4(%l_rev, %rev) : (!vir.ptr, vector<4xi32>) -> ()
  %il = vir.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32> -> vector<4xi32>
  %l_il = vir.addressof @s_il : !vir.ptr
  vir.call @print4(%l_il, %il) : (!vir.ptr, vector<4xi32>) -> ()

  %c99 = vir.constant 99 : i32
  %k2 = vir.constant 2 : i64
  %ins = vir.insert %c99, %a[%k2 : i64] : vector<4xi32>
  %l_ins = vir.addressof @s_ins : !vir.ptr
  vir.call @print4(%l_ins, %ins) : (!vir.ptr, vector<4xi32>) -> ()
  %sq = vir.mul %a, %a : vector<4xi32>
  %l_sq = vir.addressof @s_sq : !vir.ptr
  vir.call @print4(%l_sq, %sq) : (!vir.ptr, vector<4xi32>) -> ()
  %zero = vir.splat %c0 : vector<4xi32>
  vir.br ^acc(%c0, %zero : i32, vector<4xi32>)

^acc(%i: i32, %acc: vector<4xi32>):
  %more = vir.icmp slt %i, %c3 : i32
  vir.cond_br %more, ^acc_body, ^acc_done

^acc_body:
  %acc1 = vir.add %acc, %a : vector<4xi32>
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^acc(%i1, %acc1 : i32, vector<4xi32>)

^acc_done:
  %l_acc = vir.addressof @s_acc : !vir.ptr
  vir.call @print4(%l_acc, %acc) : (!vir.ptr, vector<4xi32>) -> ()

  // A vector's elements are laid out like an array in memory.
  %mem = vir.alloca !vir.array<4 x i32> align 16 {vir.traits = [#vir.nocapture]}
  vir.store %sum, %mem align 16 : vector<4xi32>
  %m0 = vir.gep inbounds %mem[0, 0] : !vir.array<4 x i32>
  %m1 = vir.gep inbounds %mem[0, 1] : !vir.array<4 x i32>
  %m2 = vir.gep inbounds %mem[0, 2] : !vir.array<4 x i32>
  %m3 = vir.gep inbounds %mem[0, 3] : !vir.array<4 x i32>
  %v0 = vir.load %m0 align 4 : i32
  %v1 = vir.load %m1 align 4 : i32
  %v2 = vir.load %m2 align 4 : i32
  %v3 = vir.load %m3 align 4 : i32
  %fs = vir.addressof @fmt_stored : !vir.ptr
  %ns = vir.call @printf(%fs, %v0, %v1, %v2, %v3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32

  %d = vir.sub %a, %b : vector<4xi32>
  %u = vir.constant dense<[-1, 5, 3, 7]> : vector<4xi32>
  %r_add = vir.reduce add %sum : vector<4xi32>
  %r_mul = vir.reduce mul %a : vector<4xi32>
  %r_smax = vir.reduce smax %d : vector<4xi32>
  %r_smin = vir.reduce smin %d : vector<4xi32>
  %r_umin = vir.reduce umin %u : vector<4xi32>
  %r_umax = vir.reduce umax %u : vector<4xi32>
  %fr = vir.addressof @fmt_red : !vir.ptr
  %nr = vir.call @printf(%fr, %r_add, %r_mul, %r_smax, %r_smin, %r_umin, %r_umax) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32) -> i32

  %bits = vir.constant dense<[12, 10, 6, 3]> : vector<4xi32>
  %r_and = vir.reduce and %bits : vector<4xi32>
  %r_or = vir.reduce or %bits : vector<4xi32>
  %r_xor = vir.reduce xor %bits : vector<4xi32>
  %fb = vir.addressof @fmt_bits : !vir.ptr
  %nb = vir.call @printf(%fb, %r_and, %r_or, %r_xor) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %x = vir.constant dense<[1.5, 2.5]> : vector<2xf64>
  %y = vir.constant dense<[2.0, 4.0]> : vector<2xf64>
  %xy = vir.fmul %x, %y : vector<2xf64>
  %j0 = vir.constant 0 : i64
  %j1 = vir.constant 1 : i64
  %p0 = vir.extract %xy[%j0 : i64] : vector<2xf64>
  %p1 = vir.extract %xy[%j1 : i64] : vector<2xf64>
  %ps = vir.reduce fadd %xy : vector<2xf64>
  %ff = vir.addressof @fmt_f64 : !vir.ptr
  %nf = vir.call @printf(%ff, %p0, %p1, %ps) vararg((!vir.ptr) -> i32) : (!vir.ptr, f64, f64, f64) -> i32
  vir.return %c0 : i32
}
