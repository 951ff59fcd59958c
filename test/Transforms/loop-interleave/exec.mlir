// Interleaved reductions compute the same for every trip count, multiples
// of the factor or not (1 to 9, through the prologue remainder): an i32 sum
// of squares, a wrapping product, a difference, a signed minimum, an or,
// and a reassoc f64 sum of small integers (exact in any order, printed
// truncated), by factor 2, 3 and 4. Through both backends, unoptimized,
// after loop-interleave alone and after -O2 and -O3.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-interleave --verify-each %s -o %t.il.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.il.mlir
// RUN: vct-translate --vir-to-llvmir %t.il.mlir -o %t.il.ll && lli %t.il.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.il.mlir -o %t.il.c && %cc %t.il.c -o %t.il.exe && %t.il.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %s -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s

// Each loop got a prologue (two urems of its count) and lost its request.
// IR-COUNT-6: vir.urem %{{.*}}, %{{.*}} : i32
// IR-NOT: vir.urem
// IR-NOT: req<interleave

// CHECK: 1: 0 1 -1 3 1 1
// CHECK-NEXT: 2: 1 3 -3 3 3 3
// CHECK-NEXT: 3: 5 15 -6 -2 7 6
// CHECK-NEXT: 4: 14 105 -10 -2 15 10
// CHECK-NEXT: 5: 30 945 -15 -2 31 15
// CHECK-NEXT: 6: 55 10395 -21 -2 63 21
// CHECK-NEXT: 7: 91 135135 -28 -7 127 28
// CHECK-NEXT: 8: 140 2027025 -36 -7 255 36
// CHECK-NEXT: 9: 204 34459425 -45 -7 511 45

vir.global private constant @fmt : !vir.array<23 x i8> = "%d: %d %d %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// sum of i*i, and the product of 2i+1 (wrapping), for i < n; by 2.
vir.func private @squares(%n: i32, %prod: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0, %c0, %c1 : i32, i32, i32)
^loop(%i: i32, %s: i32, %p: i32):
  %q = vir.mul %i, %i : i32
  %s1 = vir.add %s, %q nsw : i32
  %o = vir.mul %i, %c2 : i32
  %o1 = vir.add %o, %c1 : i32
  %p1 = vir.mul %p, %o1 : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1, %p1 : i32, i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.store %p1, %prod : i32
  vir.return %s1 : i32
}

// 0 - sum of (i + 1), and min of the values 3, -2, -7 at i = 0, 2, 6 (else 5),
// and the or of 2^i; by 3, counting down from n to 1.
vir.func private @down(%n: i32, %minp: !vir.ptr, %orp: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c6 = vir.constant 6 : i32
  %v3 = vir.constant 3 : i32
  %vm2 = vir.constant -2 : i32
  %vm7 = vir.constant -7 : i32
  %v5 = vir.constant 5 : i32
  %big = vir.constant 1000 : i32
  vir.br ^loop(%n, %c0, %big, %c0 : i32, i32, i32, i32)
^loop(%j: i32, %d: i32, %m: i32, %b: i32):
  %d1 = vir.sub %d, %j : i32
  %i = vir.sub %n, %j : i32
  %is0 = vir.icmp eq %i, %c0 : i32
  %is2 = vir.icmp eq %i, %c2 : i32
  %is6 = vir.icmp eq %i, %c6 : i32
  %w6 = vir.select %is6, %vm7, %v5 : i1, i32
  %w2 = vir.select %is2, %vm2, %w6 : i1, i32
  %w = vir.select %is0, %v3, %w2 : i1, i32
  %lt = vir.icmp slt %w, %m : i32
  %m1 = vir.select %lt, %w, %m : i1, i32
  %bit = vir.shl %c1, %i : i32
  %b1 = vir.or %bit, %b : i32
  %j1 = vir.sub %j, %c1 : i32
  %t = vir.icmp ne %j1, %c0 : i32
  vir.cond_br %t, ^loop(%j1, %d1, %m1, %b1 : i32, i32, i32, i32), ^exit(%d1 : i32) {vir.traits = [#vir.req<interleave, strong, factor = 3>]}
^exit(%r: i32):
  vir.store %m1, %minp : i32
  vir.store %b1, %orp : i32
  vir.return %r : i32
}

// sum of (double)(i + 1) for i < n, reassoc; by 4.
vir.func private @fsum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0.0 : f64
  vir.br ^loop(%c0, %z : i32, f64)
^loop(%i: i32, %s: f64):
  %i1 = vir.add %i, %c1 : i32
  %x = vir.sitofp %i1 : i32 to f64
  %s1 = vir.fadd %x, %s fastmath<reassoc> : f64
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, f64), ^exit {vir.traits = [#vir.req<interleave, soft, factor = 4>]}
^exit:
  %r = vir.fptosi %s1 : f64 to i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %prod = vir.alloca i32
  %minp = vir.alloca i32
  %orp = vir.alloca i32
  vir.br ^loop(%c1 : i32)
^loop(%n: i32):
  %a = vir.call @squares(%n, %prod) : (i32, !vir.ptr) -> i32
  %p = vir.load %prod : i32
  %d = vir.call @down(%n, %minp, %orp) : (i32, !vir.ptr, !vir.ptr) -> i32
  %m = vir.load %minp : i32
  %o = vir.load %orp : i32
  %f = vir.call @fsum(%n) : (i32) -> i32
  vir.call @printf(%fmt, %n, %a, %p, %d, %m, %o, %f) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32) -> i32
  %n1 = vir.add %n, %c1 : i32
  %more = vir.icmp slt %n1, %c10 : i32
  vir.cond_br %more, ^loop(%n1 : i32), ^exit
^exit:
  vir.return %c0 : i32
}
