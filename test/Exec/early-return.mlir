// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Early return from inside a loop: a linear search returning the first
// matching index from the loop body, and a binary search returning from the
// middle of its loop; both return -1 after the loop when nothing matches.
//
// int find(int key) { for (int i = 0; i < 10; ++i) if (data[i] == key) return i; return -1; }
// int bsearch_(int key) {
//   int lo = 0, hi = 9;
//   while (lo <= hi) { int mid = (lo + hi) / 2;
//     if (primes[mid] == key) return mid;
//     if (primes[mid] < key) lo = mid + 1; else hi = mid - 1; }
//   return -1;
// }

// CHECK: find(15) = 2
// CHECK-NEXT: find(42) = 5
// CHECK-NEXT: find(99) = 7
// CHECK-NEXT: find(5) = -1
// CHECK-NEXT: find(4) = 0
// CHECK-NEXT: bsearch(13) = 5
// CHECK-NEXT: bsearch(2) = 0
// CHECK-NEXT: bsearch(29) = 9
// CHECK-NEXT: bsearch(4) = -1
// CHECK-NEXT: bsearch(30) = -1

vir.global private constant @data : !vir.array<10 x i32> = [4, 8, 15, 16, 23, 42, 7, 99, 0, 15]
vir.global private constant @primes : !vir.array<10 x i32> = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
vir.global private constant @keys : !vir.array<5 x i32> = [15, 42, 99, 5, 4]
vir.global private constant @bkeys : !vir.array<5 x i32> = [13, 2, 29, 4, 30]
vir.global private constant @fmt_find : !vir.array<15 x i8> = "find(%d) = %d\0A\00"
vir.global private constant @fmt_bs : !vir.array<18 x i8> = "bsearch(%d) = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @find(%key: i32) -> i32 {
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %ten = vir.constant 10 : i64
  %tab = vir.addressof @data : !vir.ptr
  vir.br ^loop(%z : i64)

^loop(%i: i64):
  %more = vir.icmp slt %i, %ten : i64
  vir.cond_br %more, ^body, ^not_found

^body:
  %p = vir.gep inbounds %tab[0, %i] : !vir.array<10 x i32>
  %v = vir.load %p align 4 : i32
  %hit = vir.icmp eq %v, %key : i32
  %i1 = vir.add %i, %one nsw : i64
  vir.cond_br %hit, ^found, ^loop(%i1 : i64)

^found:
  %idx = vir.trunc %i : i64 to i32
  vir.return %idx : i32

^not_found:
  %m1 = vir.constant -1 : i32
  vir.return %m1 : i32
}

vir.func private @bsearch(%key: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c9 = vir.constant 9 : i32
  %tab = vir.addressof @primes : !vir.ptr
  vir.br ^loop(%c0, %c9 : i32, i32)

^loop(%lo: i32, %hi: i32):
  %more = vir.icmp sle %lo, %hi : i32
  vir.cond_br %more, ^probe, ^not_found

^probe:
  %s = vir.add %lo, %hi nsw : i32
  %mid = vir.ashr %s, %c1 : i32
  %m64 = vir.sext %mid : i32 to i64
  %p = vir.gep inbounds %tab[0, %m64] : !vir.array<10 x i32>
  %v = vir.load %p align 4 : i32
  %eq = vir.icmp eq %v, %key : i32
  vir.cond_br %eq, ^found, ^narrow

^found:
  vir.return %mid : i32

^narrow:
  %lt = vir.icmp slt %v, %key : i32
  %up = vir.add %mid, %c1 nsw : i32
  %down = vir.sub %mid, %c1 nsw : i32
  vir.cond_br %lt, ^loop(%up, %hi : i32, i32), ^loop(%lo, %down : i32, i32)

^not_found:
  %m1 = vir.constant -1 : i32
  vir.return %m1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %five = vir.constant 5 : i64
  vir.br ^loop(%z : i64)

^loop(%i: i64):
  %more = vir.icmp slt %i, %five : i64
  vir.cond_br %more, ^body, ^bloop(%z : i64)

^body:
  %kt = vir.addressof @keys : !vir.ptr
  %kp = vir.gep inbounds %kt[0, %i] : !vir.array<5 x i32>
  %k = vir.load %kp align 4 : i32
  %r = vir.call @find(%k) : (i32) -> i32
  %f = vir.addressof @fmt_find : !vir.ptr
  %n = vir.call @printf(%f, %k, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^loop(%i1 : i64)

^bloop(%j: i64):
  %bmore = vir.icmp slt %j, %five : i64
  vir.cond_br %bmore, ^bbody, ^exit

^bbody:
  %bt = vir.addressof @bkeys : !vir.ptr
  %bp = vir.gep inbounds %bt[0, %j] : !vir.array<5 x i32>
  %bk = vir.load %bp align 4 : i32
  %br = vir.call @bsearch(%bk) : (i32) -> i32
  %fb = vir.addressof @fmt_bs : !vir.ptr
  %bn = vir.call @printf(%fb, %bk, %br) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %j1 = vir.add %j, %one nsw : i64
  vir.br ^bloop(%j1 : i64)

^exit:
  vir.return %c0 : i32
}
