// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// After simplify-cfg alone (and proof that it simplified):
// RUN: vct-mlir-opt --simplify-cfg --verify-each %s -o %t.cfg.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cfg.mlir
// RUN: vct-translate --vir-to-llvmir %t.cfg.mlir -o %t.cfg.ll && lli %t.cfg.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.cfg.mlir -o %t.cfg.c && %cc %t.cfg.c -o %t.cfg.exe && %t.cfg.exe | FileCheck %s
// After the whole optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Control flow simplify-cfg rewrites: constant branches and switches,
// one-case switches, empty blocks that permute values on their way to a
// join, a loop whose latch only branches back, loop-invariant header
// arguments, and a loop reachable only through a constant false branch.

// CHECK: classify: -1 0 1 1 -1
// CHECK-NEXT: swap: 3-8=-5 8-3=5
// CHECK-NEXT: gcd(84, 36) = 12
// CHECK-NEXT: sum 1..10 step 1 = 55
// CHECK-NEXT: constant switch = 30
// CHECK-NEXT: dead loop skipped = 7

// IR-LABEL: vir.func private @classify(
// IR-NOT: vir.switch
// IR: vir.cond_br
// IR-LABEL: vir.func private @swap_sub(
// IR-NEXT: vir.cond_br %{{.*}}, ^[[J:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32), ^[[J]](%{{.*}}, %{{.*}} : i32, i32)
// IR-LABEL: vir.func private @constant_switch(
// IR-NOT: vir.switch
// IR-NOT: ^bb
// IR-LABEL: vir.func private @dead_loop(
// IR-NOT: ^bb
// IR-LABEL: vir.func @main(

vir.global private constant @fmt_cls : !vir.array<26 x i8> = "classify: %d %d %d %d %d\0A\00"
vir.global private constant @fmt_swp : !vir.array<25 x i8> = "swap: %d-%d=%d %d-%d=%d\0A\00"
vir.global private constant @fmt_gcd : !vir.array<18 x i8> = "gcd(%d, %d) = %d\0A\00"
vir.global private constant @fmt_sum : !vir.array<24 x i8> = "sum 1..%d step %d = %d\0A\00"
vir.global private constant @fmt_csw : !vir.array<22 x i8> = "constant switch = %d\0A\00"
vir.global private constant @fmt_dlp : !vir.array<24 x i8> = "dead loop skipped = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// sign(x), through a one-case switch on x == 0 and a constant branch.
vir.func private @classify(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %true = vir.constant true
  vir.switch %x : i32, [
    default: ^nonzero,
    0: ^zero
  ]
^zero:
  vir.br ^done(%c0 : i32)
^nonzero:
  vir.cond_br %true, ^sign, ^zero
^sign:
  %neg = vir.icmp slt %x, %c0 : i32
  %m1 = vir.constant -1 : i32
  %p1 = vir.constant 1 : i32
  vir.cond_br %neg, ^done(%m1 : i32), ^pos(%p1 : i32)
^pos(%p: i32):
  vir.br ^done(%p : i32)
^done(%r: i32):
  vir.return %r : i32
}

// swap ? b - a : a - b, the operands permuted by empty blocks.
vir.func private @swap_sub(%swap: i1, %a: i32, %b: i32) -> i32 {
  vir.cond_br %swap, ^swapped(%a, %b : i32, i32), ^straight
^swapped(%x: i32, %y: i32):
  vir.br ^join(%y, %x : i32, i32)
^straight:
  vir.br ^join(%a, %b : i32, i32)
^join(%p: i32, %q: i32):
  %d = vir.sub %p, %q : i32
  vir.return %d : i32
}

// Euclid's algorithm: a loop whose latch only branches back.
vir.func private @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^header(%a, %b : i32, i32)
^header(%x: i32, %y: i32):
  %done = vir.icmp eq %y, %c0 : i32
  vir.cond_br %done, ^exit, ^body
^body:
  %r = vir.srem %x, %y : i32
  vir.br ^latch(%y, %r : i32, i32)
^latch(%nx: i32, %ny: i32):
  vir.br ^header(%nx, %ny : i32, i32)
^exit:
  vir.return %x : i32
}

// sum of 1..n by step; the step is a header argument fed the same value on
// every edge.
vir.func private @sum_step(%n: i32, %step: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c1, %c0, %step : i32, i32, i32)
^header(%i: i32, %s: i32, %st: i32):
  %more = vir.icmp sle %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %s2 = vir.add %s, %i : i32
  %i2 = vir.add %i, %st : i32
  vir.br ^header(%i2, %s2, %step : i32, i32, i32)
^exit:
  vir.return %s : i32
}

// A switch on a constant 3 and an i8 switch on the constant 200 (-56).
vir.func private @constant_switch() -> i32 {
  %k = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  vir.switch %k : i32, [
    default: ^fail,
    1: ^fail,
    3: ^next(%c10 : i32)
  ]
^next(%v: i32):
  %b = vir.constant -56 : i8
  vir.switch %b : i8, [
    default: ^fail,
    200: ^ok(%v : i32),
    56: ^fail
  ]
^ok(%w: i32):
  %r = vir.add %w, %c20 : i32
  vir.return %r : i32
^fail:
  %m = vir.constant -1 : i32
  vir.return %m : i32
}

// A loop with requests reachable only through a constant false branch.
vir.func private @dead_loop(%x: i32) -> i32 {
  %false = vir.constant false
  %c1 = vir.constant 1 : i32
  vir.cond_br %false, ^loop(%x : i32), ^done
^loop(%i: i32):
  %i2 = vir.add %i, %c1 : i32
  vir.br ^loop(%i2 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^done:
  vir.return %x : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %c8 = vir.constant 8 : i32
  %c10 = vir.constant 10 : i32
  %c36 = vir.constant 36 : i32
  %c84 = vir.constant 84 : i32
  %m5 = vir.constant -5 : i32
  %big = vir.constant 2147483647 : i32
  %min = vir.constant -2147483648 : i32
  %true = vir.constant true
  %false = vir.constant false

  %k1 = vir.call @classify(%m5) : (i32) -> i32
  %k2 = vir.call @classify(%c0) : (i32) -> i32
  %k3 = vir.call @classify(%c7) : (i32) -> i32
  %k4 = vir.call @classify(%big) : (i32) -> i32
  %k5 = vir.call @classify(%min) : (i32) -> i32
  %f1 = vir.addressof @fmt_cls : !vir.ptr
  %n1 = vir.call @printf(%f1, %k1, %k2, %k3, %k4, %k5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32

  %s1 = vir.call @swap_sub(%false, %c3, %c8) : (i1, i32, i32) -> i32
  %s2 = vir.call @swap_sub(%true, %c3, %c8) : (i1, i32, i32) -> i32
  %f2 = vir.addressof @fmt_swp : !vir.ptr
  %n2 = vir.call @printf(%f2, %c3, %c8, %s1, %c8, %c3, %s2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32) -> i32

  %g = vir.call @gcd(%c84, %c36) : (i32, i32) -> i32
  %f3 = vir.addressof @fmt_gcd : !vir.ptr
  %n3 = vir.call @printf(%f3, %c84, %c36, %g) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %sum = vir.call @sum_step(%c10, %c1) : (i32, i32) -> i32
  %f4 = vir.addressof @fmt_sum : !vir.ptr
  %n4 = vir.call @printf(%f4, %c10, %c1, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32

  %cs = vir.call @constant_switch() : () -> i32
  %f5 = vir.addressof @fmt_csw : !vir.ptr
  %n5 = vir.call @printf(%f5, %cs) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32

  %dl = vir.call @dead_loop(%c7) : (i32) -> i32
  %f6 = vir.addressof @fmt_dlp : !vir.ptr
  %n6 = vir.call @printf(%f6, %dl) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
