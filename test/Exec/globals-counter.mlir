// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Globals: a mutable public counter bumped by a function, a private i64
// accumulator, and a lookup in a constant table.
//
// int counter = 0;
// static long calls = 1000000000000;
// static const int squares[10] = {0, 1, 4, 9, 16, 25, 36, 49, 64, 81};
// int bump(int step) { counter += step; ++calls; return counter; }
// int square_of(int i) { return squares[i]; }
// int main(void) {
//   for (int k = 1; k <= 5; ++k) printf("counter = %d\n", bump(k));
//   printf("calls = %ld\n", calls);
//   printf("squares: %d %d %d\n", square_of(3), square_of(7), square_of(9));
// }

// CHECK: counter = 1
// CHECK-NEXT: counter = 3
// CHECK-NEXT: counter = 6
// CHECK-NEXT: counter = 10
// CHECK-NEXT: counter = 15
// CHECK-NEXT: calls = 1000000000005
// CHECK-NEXT: squares: 9 49 81

vir.global @counter : i32 = 0
vir.global private @calls : i64 = 1000000000000
vir.global private constant @squares : !vir.array<10 x i32> = [0, 1, 4, 9, 16, 25, 36, 49, 64, 81]
vir.global private constant @fmt_counter : !vir.array<14 x i8> = "counter = %d\0A\00"
vir.global private constant @fmt_calls : !vir.array<13 x i8> = "calls = %ld\0A\00"
vir.global private constant @fmt_squares : !vir.array<19 x i8> = "squares: %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @bump(%step: i32) -> i32 {
  %g = vir.addressof @counter : !vir.ptr
  %old = vir.load %g align 4 : i32
  %new = vir.add %old, %step : i32
  vir.store %new, %g align 4 : i32
  %c = vir.addressof @calls : !vir.ptr
  %n = vir.load %c align 8 : i64
  %one = vir.constant 1 : i64
  %n1 = vir.add %n, %one : i64
  vir.store %n1, %c align 8 : i64
  vir.return %new : i32
}

vir.func private @square_of(%i: i32) -> i32 attributes {vir.traits = [#vir.readonly]} {
  %t = vir.addressof @squares : !vir.ptr
  %i64 = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %t[0, %i64] : !vir.array<10 x i32>
  %v = vir.load %p align 4 : i32
  vir.return %v : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^loop(%c1 : i32)

^loop(%k: i32):
  %more = vir.icmp sle %k, %c5 : i32
  vir.cond_br %more, ^body, ^exit

^body:
  %v = vir.call @bump(%k) : (i32) -> i32
  %f = vir.addressof @fmt_counter : !vir.ptr
  %n = vir.call @printf(%f, %v) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^loop(%k1 : i32)

^exit:
  %cp = vir.addressof @calls : !vir.ptr
  %calls = vir.load %cp align 8 : i64
  %fc = vir.addressof @fmt_calls : !vir.ptr
  %n1 = vir.call @printf(%fc, %calls) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %c9 = vir.constant 9 : i32
  %s3 = vir.call @square_of(%c3) : (i32) -> i32
  %s7 = vir.call @square_of(%c7) : (i32) -> i32
  %s9 = vir.call @square_of(%c9) : (i32) -> i32
  %fs = vir.addressof @fmt_squares : !vir.ptr
  %n2 = vir.call @printf(%fs, %s3, %s7, %s9) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
