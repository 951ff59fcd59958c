// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Euclid's algorithm as a loop over block arguments, and the lcm built on it.
//
// unsigned gcd(unsigned a, unsigned b) { while (b) { unsigned t = a % b; a = b; b = t; } return a; }
// unsigned lcm(unsigned a, unsigned b) { return a / gcd(a, b) * b; }
// static const unsigned pairs[5][2] = {{48, 18}, {1071, 462}, {17, 5}, {0, 9}, {270, 192}};

// CHECK: gcd(48, 18) = 6
// CHECK-NEXT: gcd(1071, 462) = 21
// CHECK-NEXT: gcd(17, 5) = 1
// CHECK-NEXT: gcd(0, 9) = 9
// CHECK-NEXT: gcd(270, 192) = 6
// CHECK-NEXT: lcm(21, 6) = 42
// CHECK-NEXT: lcm(4000000000, 6) = 12000000000

vir.global private constant @pairs : !vir.array<5 x !vir.array<2 x i32>> = [[48, 18], [1071, 462], [17, 5], [0, 9], [270, 192]]
vir.global private constant @fmt_gcd : !vir.array<18 x i8> = "gcd(%u, %u) = %u\0A\00"
vir.global private constant @fmt_lcm : !vir.array<19 x i8> = "lcm(%u, %u) = %lu\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%a, %b : i32, i32)
^loop(%x: i32, %y: i32):
  %done = vir.icmp eq %y, %c0 : i32
  vir.cond_br %done, ^exit, ^step
^step:
  %r = vir.urem %x, %y : i32
  vir.br ^loop(%y, %r : i32, i32)
^exit:
  vir.return %x : i32
}

// The lcm is computed in 64 bits so that it may exceed 32.
vir.func private @lcm(%a: i32, %b: i32) -> i64 {
  %g = vir.call @gcd(%a, %b) : (i32, i32) -> i32
  %q = vir.udiv %a, %g : i32
  %q64 = vir.zext %q : i32 to i64
  %b64 = vir.zext %b : i32 to i64
  %l = vir.mul %q64, %b64 nuw : i64
  vir.return %l : i64
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %five = vir.constant 5 : i64
  vir.br ^loop(%z : i64)

^loop(%i: i64):
  %more = vir.icmp slt %i, %five : i64
  vir.cond_br %more, ^body, ^lcm

^body:
  %t = vir.addressof @pairs : !vir.ptr
  %pa = vir.gep inbounds %t[0, %i, 0] : !vir.array<5 x !vir.array<2 x i32>>
  %pb = vir.gep inbounds %t[0, %i, 1] : !vir.array<5 x !vir.array<2 x i32>>
  %a = vir.load %pa align 4 : i32
  %b = vir.load %pb align 4 : i32
  %g = vir.call @gcd(%a, %b) : (i32, i32) -> i32
  %f = vir.addressof @fmt_gcd : !vir.ptr
  %n = vir.call @printf(%f, %a, %b, %g) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^loop(%i1 : i64)

^lcm:
  %c21 = vir.constant 21 : i32
  %c6 = vir.constant 6 : i32
  %l1 = vir.call @lcm(%c21, %c6) : (i32, i32) -> i64
  %fl = vir.addressof @fmt_lcm : !vir.ptr
  %n1 = vir.call @printf(%fl, %c21, %c6, %l1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i64) -> i32
  %c4e9 = vir.constant 4000000000 : i32
  %l2 = vir.call @lcm(%c4e9, %c6) : (i32, i32) -> i64
  %n2 = vir.call @printf(%fl, %c4e9, %c6, %l2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i64) -> i32
  vir.return %c0 : i32
}
