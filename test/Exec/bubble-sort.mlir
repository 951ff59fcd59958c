// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Arrays: bubble sort of a local copy of a constant array, counting swaps.
//
// int main(void) {
//   int a[8] = {5, -3, 12, 0, 7, 7, -8, 1};
//   int swaps = 0;
//   for (int i = 0; i < 7; ++i)
//     for (int j = 0; j < 7 - i; ++j)
//       if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; ++swaps; }
//   printf("sorted:"); for (int i = 0; i < 8; ++i) printf(" %d", a[i]); printf("\n");
//   printf("swaps = %d\n", swaps);
// }

// CHECK: sorted: -8 -3 0 1 5 7 7 12
// CHECK-NEXT: swaps = 15

vir.global private constant @init : !vir.array<8 x i32> = [5, -3, 12, 0, 7, 7, -8, 1]
vir.global private constant @fmt_head : !vir.array<8 x i8> = "sorted:\00"
vir.global private constant @fmt_elem : !vir.array<4 x i8> = " %d\00"
vir.global private constant @fmt_nl : !vir.array<2 x i8> = "\0A\00"
vir.global private constant @fmt_swaps : !vir.array<12 x i8> = "swaps = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %c8 = vir.constant 8 : i32
  %bytes = vir.constant 32 : i64
  %a = vir.alloca !vir.array<8 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %src = vir.addressof @init : !vir.ptr
  vir.memcpy %a, %src, %bytes : i64
  vir.br ^outer(%c0, %c0 : i32, i32)

^outer(%i: i32, %swaps: i32):
  %more_i = vir.icmp slt %i, %c7 : i32
  %limit = vir.sub %c7, %i nsw : i32
  vir.cond_br %more_i, ^inner(%c0, %swaps : i32, i32), ^print

^inner(%j: i32, %sw: i32):
  %more_j = vir.icmp slt %j, %limit : i32
  vir.cond_br %more_j, ^compare, ^outer_next

^compare:
  %j1 = vir.add %j, %c1 nsw : i32
  %j64 = vir.sext %j : i32 to i64
  %k64 = vir.sext %j1 : i32 to i64
  %pj = vir.gep inbounds %a[0, %j64] : !vir.array<8 x i32>
  %pk = vir.gep inbounds %a[0, %k64] : !vir.array<8 x i32>
  %vj = vir.load %pj align 4 : i32
  %vk = vir.load %pk align 4 : i32
  %gt = vir.icmp sgt %vj, %vk : i32
  vir.cond_br %gt, ^swap, ^inner(%j1, %sw : i32, i32)

^swap:
  vir.store %vk, %pj align 4 : i32
  vir.store %vj, %pk align 4 : i32
  %sw1 = vir.add %sw, %c1 nsw : i32
  vir.br ^inner(%j1, %sw1 : i32, i32)

^outer_next:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^outer(%i1, %sw : i32, i32)

^print:
  %fh = vir.addressof @fmt_head : !vir.ptr
  %n0 = vir.call @printf(%fh) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.br ^print_loop(%c0 : i32)

^print_loop(%k: i32):
  %more_k = vir.icmp slt %k, %c8 : i32
  vir.cond_br %more_k, ^print_elem, ^done

^print_elem:
  %k64b = vir.sext %k : i32 to i64
  %pe = vir.gep inbounds %a[0, %k64b] : !vir.array<8 x i32>
  %e = vir.load %pe align 4 : i32
  %fe = vir.addressof @fmt_elem : !vir.ptr
  %n1 = vir.call @printf(%fe, %e) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^print_loop(%k1 : i32)

^done:
  %fn = vir.addressof @fmt_nl : !vir.ptr
  %n2 = vir.call @printf(%fn) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  %fs = vir.addressof @fmt_swaps : !vir.ptr
  %n3 = vir.call @printf(%fs, %swaps) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
