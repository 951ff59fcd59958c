// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Collatz steps: a loop with a two-way body (halve or 3n + 1) joined by a
// block argument, and a search for the longest chain below 1000.
//
// int steps(long n) { int s = 0; while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; ++s; } return s; }
// int main(void) {
//   for each n in {1, 6, 7, 27, 97}: printf("steps(%ld) = %d\n", n, steps(n));
//   int best = 1, most = 0;
//   for (int n = 1; n < 1000; ++n) if (steps(n) > most) { most = steps(n); best = n; }
//   printf("longest below 1000: %d (%d steps)\n", best, most);
// }

// CHECK: steps(1) = 0
// CHECK-NEXT: steps(6) = 8
// CHECK-NEXT: steps(7) = 16
// CHECK-NEXT: steps(27) = 111
// CHECK-NEXT: steps(97) = 118
// CHECK-NEXT: longest below 1000: 871 (178 steps)

vir.global private constant @starts : !vir.array<5 x i64> = [1, 6, 7, 27, 97]
vir.global private constant @fmt : !vir.array<17 x i8> = "steps(%ld) = %d\0A\00"
vir.global private constant @fmt_best : !vir.array<35 x i8> = "longest below 1000: %d (%d steps)\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @steps(%n0: i64) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %one = vir.constant 1 : i64
  %three = vir.constant 3 : i64
  vir.br ^loop(%n0, %c0 : i64, i32)

^loop(%n: i64, %s: i32):
  %done = vir.icmp eq %n, %one : i64
  vir.cond_br %done, ^exit, ^step

^step:
  %bit = vir.and %n, %one : i64
  %is_odd = vir.icmp eq %bit, %one : i64
  vir.cond_br %is_odd, ^odd, ^even

^even:
  %h = vir.lshr %n, %one exact : i64
  vir.br ^next(%h : i64)

^odd:
  %t = vir.mul %n, %three nsw : i64
  %t1 = vir.add %t, %one nsw : i64
  vir.br ^next(%t1 : i64)

^next(%m: i64):
  %s1 = vir.add %s, %c1 nsw : i32
  vir.br ^loop(%m, %s1 : i64, i32)

^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c1000 = vir.constant 1000 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %five = vir.constant 5 : i64
  vir.br ^list(%z : i64)

^list(%i: i64):
  %more = vir.icmp slt %i, %five : i64
  vir.cond_br %more, ^list_body, ^search(%c1, %c1, %c0 : i32, i32, i32)

^list_body:
  %t = vir.addressof @starts : !vir.ptr
  %p = vir.gep inbounds %t[0, %i] : !vir.array<5 x i64>
  %n = vir.load %p align 8 : i64
  %s = vir.call @steps(%n) : (i64) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %n, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64, i32) -> i32
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^list(%i1 : i64)

^search(%k: i32, %best: i32, %most: i32):
  %go = vir.icmp slt %k, %c1000 : i32
  vir.cond_br %go, ^search_body, ^report

^search_body:
  %k64 = vir.sext %k : i32 to i64
  %sk = vir.call @steps(%k64) : (i64) -> i32
  %better = vir.icmp sgt %sk, %most : i32
  %best1 = vir.select %better, %k, %best : i1, i32
  %most1 = vir.select %better, %sk, %most : i1, i32
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^search(%k1, %best1, %most1 : i32, i32, i32)

^report:
  %fb = vir.addressof @fmt_best : !vir.ptr
  %rb = vir.call @printf(%fb, %best, %most) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
