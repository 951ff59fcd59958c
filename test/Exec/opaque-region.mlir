// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Optimization barriers: vir.opaque_region bodies are ordinary CFG regions.
// One runs a loop and yields the sum of squares 1..n, one yields two
// results (quotient and remainder) from different exits, one yields nothing
// and writes memory through a pointer operand.

// CHECK: sum of squares 1..10 = 385
// CHECK-NEXT: 17 divmod 5 = 3 2
// CHECK-NEXT: -17 divmod 5 = -4 3
// CHECK-NEXT: stored = 77

vir.global private constant @fmt_sq : !vir.array<27 x i8> = "sum of squares 1..%d = %d\0A\00"
vir.global private constant @fmt_dm : !vir.array<22 x i8> = "%d divmod %d = %d %d\0A\00"
vir.global private constant @fmt_st : !vir.array<13 x i8> = "stored = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @sum_squares(%n: i32) -> i32 {
  %r = vir.opaque_region(%n : i32) -> (i32) {
  ^entry(%m: i32):
    %c0 = vir.constant 0 : i32
    %c1 = vir.constant 1 : i32
    vir.br ^loop(%c1, %c0 : i32, i32)
  ^loop(%i: i32, %s: i32):
    %more = vir.icmp sle %i, %m : i32
    vir.cond_br %more, ^body, ^done
  ^body:
    %sq = vir.mul %i, %i : i32
    %s1 = vir.add %s, %sq : i32
    %i1 = vir.add %i, %c1 : i32
    vir.br ^loop(%i1, %s1 : i32, i32)
  ^done:
    vir.yield %s : i32
  }
  vir.return %r : i32
}

// Floored division: the remainder takes the divisor's sign.
vir.func private @divmod(%a: i32, %b: i32) -> i32 {
  %qr:2 = vir.opaque_region(%a, %b : i32, i32) -> (i32, i32) {
  ^entry(%x: i32, %y: i32):
    %c0 = vir.constant 0 : i32
    %c1 = vir.constant 1 : i32
    %q = vir.sdiv %x, %y : i32
    %r = vir.srem %x, %y : i32
    %rnz = vir.icmp ne %r, %c0 : i32
    %xs = vir.icmp slt %x, %c0 : i32
    %ys = vir.icmp slt %y, %c0 : i32
    %diff = vir.xor %xs, %ys : i1
    %fix = vir.and %rnz, %diff : i1
    vir.cond_br %fix, ^adjust, ^exact
  ^adjust:
    %q1 = vir.sub %q, %c1 : i32
    %r1 = vir.add %r, %y : i32
    vir.yield %q1, %r1 : i32, i32
  ^exact:
    vir.yield %q, %r : i32, i32
  }
  %f = vir.addressof @fmt_dm : !vir.ptr
  %n = vir.call @printf(%f, %a, %b, %qr#0, %qr#1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %qr#0 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %c17 = vir.constant 17 : i32
  %m17 = vir.constant -17 : i32
  %s = vir.call @sum_squares(%c10) : (i32) -> i32
  %f = vir.addressof @fmt_sq : !vir.ptr
  %n = vir.call @printf(%f, %c10, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %q0 = vir.call @divmod(%c17, %c5) : (i32, i32) -> i32
  %q1 = vir.call @divmod(%m17, %c5) : (i32, i32) -> i32

  %slot = vir.alloca i32 align 4
  vir.store %c0, %slot align 4 : i32
  %c7 = vir.constant 7 : i32
  vir.opaque_region(%slot, %c7 : !vir.ptr, i32) {
  ^entry(%p: !vir.ptr, %v: i32):
    %c11 = vir.constant 11 : i32
    %w = vir.mul %v, %c11 : i32
    vir.store %w, %p align 4 : i32
    vir.yield
  }
  %got = vir.load %slot align 4 : i32
  %fs = vir.addressof @fmt_st : !vir.ptr
  %m = vir.call @printf(%fs, %got) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
