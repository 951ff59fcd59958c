// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// 2-D arrays: C = A * B for 3x3 integer matrices, with the triple loop's
// induction variables as i64 block arguments and a running dot product.
//
// static const int A[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
// static const int B[3][3] = {{9, 8, 7}, {6, 5, 4}, {3, 2, 1}};
// int main(void) {
//   int C[3][3];
//   for (long i = 0; i < 3; ++i)
//     for (long j = 0; j < 3; ++j) {
//       int acc = 0;
//       for (long k = 0; k < 3; ++k) acc += A[i][k] * B[k][j];
//       C[i][j] = acc;
//     }
//   for (long i = 0; i < 3; ++i) printf("%d %d %d\n", C[i][0], C[i][1], C[i][2]);
//   printf("trace = %d\n", C[0][0] + C[1][1] + C[2][2]);
// }

// CHECK: 30 24 18
// CHECK-NEXT: 84 69 54
// CHECK-NEXT: 138 114 90
// CHECK-NEXT: trace = 189

vir.global private constant @A : !vir.array<3 x !vir.array<3 x i32>> = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
vir.global private constant @B : !vir.array<3 x !vir.array<3 x i32>> = [[9, 8, 7], [6, 5, 4], [3, 2, 1]]
vir.global private constant @fmt_row : !vir.array<10 x i8> = "%d %d %d\0A\00"
vir.global private constant @fmt_trace : !vir.array<12 x i8> = "trace = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %two = vir.constant 2 : i64
  %three = vir.constant 3 : i64
  %A = vir.addressof @A : !vir.ptr
  %B = vir.addressof @B : !vir.ptr
  %C = vir.alloca !vir.array<3 x !vir.array<3 x i32>> align 4 {vir.traits = [#vir.nocapture]}
  vir.br ^i_head(%z : i64)

^i_head(%i: i64):
  %more_i = vir.icmp slt %i, %three : i64
  vir.cond_br %more_i, ^j_head(%z : i64), ^print(%z : i64)

^j_head(%j: i64):
  %more_j = vir.icmp slt %j, %three : i64
  vir.cond_br %more_j, ^k_head(%z, %c0 : i64, i32), ^i_next

^k_head(%k: i64, %acc: i32):
  %more_k = vir.icmp slt %k, %three : i64
  vir.cond_br %more_k, ^k_body, ^j_next

^k_body:
  %pa = vir.gep inbounds %A[0, %i, %k] : !vir.array<3 x !vir.array<3 x i32>>
  %pb = vir.gep inbounds %B[0, %k, %j] : !vir.array<3 x !vir.array<3 x i32>>
  %va = vir.load %pa align 4 : i32
  %vb = vir.load %pb align 4 : i32
  %prod = vir.mul %va, %vb nsw : i32
  %acc1 = vir.add %acc, %prod nsw : i32
  %k1 = vir.add %k, %one nsw : i64
  vir.br ^k_head(%k1, %acc1 : i64, i32)

^j_next:
  %pc = vir.gep inbounds %C[0, %i, %j] : !vir.array<3 x !vir.array<3 x i32>>
  vir.store %acc, %pc align 4 : i32
  %j1 = vir.add %j, %one nsw : i64
  vir.br ^j_head(%j1 : i64)

^i_next:
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^i_head(%i1 : i64)

^print(%r: i64):
  %more_r = vir.icmp slt %r, %three : i64
  vir.cond_br %more_r, ^print_row, ^trace

^print_row:
  %row = vir.gep inbounds %C[0, %r] : !vir.array<3 x !vir.array<3 x i32>>
  %p0 = vir.gep inbounds %row[0, 0] : !vir.array<3 x i32>
  %p1 = vir.gep inbounds %row[0, 1] : !vir.array<3 x i32>
  %p2 = vir.gep inbounds %row[0, 2] : !vir.array<3 x i32>
  %e0 = vir.load %p0 align 4 : i32
  %e1 = vir.load %p1 align 4 : i32
  %e2 = vir.load %p2 align 4 : i32
  %f = vir.addressof @fmt_row : !vir.ptr
  %n = vir.call @printf(%f, %e0, %e1, %e2) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32) -> i32
  %r1 = vir.add %r, %one nsw : i64
  vir.br ^print(%r1 : i64)

^trace:
  %d0 = vir.gep inbounds %C[0, 0, 0] : !vir.array<3 x !vir.array<3 x i32>>
  %d1 = vir.gep inbounds %C[0, 1, 1] : !vir.array<3 x !vir.array<3 x i32>>
  %d2 = vir.gep inbounds %C[0, 2, 2] : !vir.array<3 x !vir.array<3 x i32>>
  %t0 = vir.load %d0 align 4 : i32
  %t1 = vir.load %d1 align 4 : i32
  %t2 = vir.load %d2 align 4 : i32
  %t01 = vir.add %t0, %t1 nsw : i32
  %t = vir.add %t01, %t2 nsw : i32
  %ft = vir.addressof @fmt_trace : !vir.ptr
  %m = vir.call @printf(%ft, %t) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
