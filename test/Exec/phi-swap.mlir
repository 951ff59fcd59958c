// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Parallel copies on block arguments (the "swap problem"): the back edge of
// a self-loop passes ^loop(%b, %a), swapping its two arguments every
// iteration, while the exit edge of the same cond_br passes the unswapped
// values. A second loop reads a block argument after the back edge has
// passed its successor ("lost copy"), and a third passes (%b, %a + %b).
//
// a, b = 1, 2
// for i in 0..3: print(i, a, b); a, b = b, a      (exit receives a, b)
// k, prev = 0, -1; while k < 5: k, prev = k + 1, k;  print(k, prev)
// fib: n, a, b = 10, 0, 1; while n: n, a, b = n - 1, b, a + b; print(a)

// CHECK: 0: a=1 b=2
// CHECK-NEXT: 1: a=2 b=1
// CHECK-NEXT: 2: a=1 b=2
// CHECK-NEXT: 3: a=2 b=1
// CHECK-NEXT: final: a=2 b=1
// CHECK-NEXT: k=5 prev=4
// CHECK-NEXT: fib(10) = 55

vir.global private constant @fmt_iter : !vir.array<15 x i8> = "%d: a=%d b=%d\0A\00"
vir.global private constant @fmt_final : !vir.array<18 x i8> = "final: a=%d b=%d\0A\00"
vir.global private constant @fmt_k : !vir.array<14 x i8> = "k=%d prev=%d\0A\00"
vir.global private constant @fmt_fib : !vir.array<14 x i8> = "fib(10) = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %m1 = vir.constant -1 : i32
  vir.br ^loop(%c0, %c1, %c2 : i32, i32, i32)

^loop(%i: i32, %a: i32, %b: i32):
  %f = vir.addressof @fmt_iter : !vir.ptr
  %n = vir.call @printf(%f, %i, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %i1 = vir.add %i, %c1 nsw : i32
  %more = vir.icmp slt %i1, %c4 : i32
  vir.cond_br %more, ^loop(%i1, %b, %a : i32, i32, i32), ^exit(%a, %b : i32, i32)

^exit(%x: i32, %y: i32):
  %ff = vir.addressof @fmt_final : !vir.ptr
  %nf = vir.call @printf(%ff, %x, %y) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.br ^count(%c0, %m1 : i32, i32)

^count(%k: i32, %prev: i32):
  %k1 = vir.add %k, %c1 nsw : i32
  %go = vir.icmp slt %k, %c5 : i32
  vir.cond_br %go, ^count(%k1, %k : i32, i32), ^counted

^counted:
  %fk = vir.addressof @fmt_k : !vir.ptr
  %nk = vir.call @printf(%fk, %k, %prev) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.br ^fib(%c10, %c0, %c1 : i32, i32, i32)

^fib(%m: i32, %fa: i32, %fb: i32):
  %m1b = vir.sub %m, %c1 nsw : i32
  %fab = vir.add %fa, %fb nsw : i32
  %fdone = vir.icmp eq %m, %c0 : i32
  vir.cond_br %fdone, ^fib_done, ^fib(%m1b, %fb, %fab : i32, i32, i32)

^fib_done:
  %fx = vir.addressof @fmt_fib : !vir.ptr
  %nx = vir.call @printf(%fx, %fa) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
