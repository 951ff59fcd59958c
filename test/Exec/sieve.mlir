// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Sieve of Eratosthenes over a local !vir.array<50 x i8>.
//
// int main(void) {
//   char is[50]; memset(is, 1, 50); is[0] = is[1] = 0;
//   for (int i = 2; i * i < 50; ++i)
//     if (is[i]) for (int j = i * i; j < 50; j += i) is[j] = 0;
//   int count = 0; printf("primes:");
//   for (int i = 0; i < 50; ++i) if (is[i]) { printf(" %d", i); ++count; }
//   printf("\ncount = %d\n", count);
// }

// CHECK: primes: 2 3 5 7 11 13 17 19 23 29 31 37 41 43 47
// CHECK-NEXT: count = 15

vir.global private constant @fmt_head : !vir.array<8 x i8> = "primes:\00"
vir.global private constant @fmt_elem : !vir.array<4 x i8> = " %d\00"
vir.global private constant @fmt_count : !vir.array<13 x i8> = "\0Acount = %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c50 = vir.constant 50 : i32
  %n50 = vir.constant 50 : i64
  %b0 = vir.constant 0 : i8
  %b1 = vir.constant 1 : i8
  %is = vir.alloca !vir.array<50 x i8> align 1 {vir.traits = [#vir.nocapture]}
  vir.memset %is, %b1, %n50 : i64
  %p0 = vir.gep inbounds %is[0, 0] : !vir.array<50 x i8>
  %p1 = vir.gep inbounds %is[0, 1] : !vir.array<50 x i8>
  vir.store %b0, %p0 : i8
  vir.store %b0, %p1 : i8
  vir.br ^outer(%c2 : i32)

^outer(%i: i32):
  %ii = vir.mul %i, %i nsw : i32
  %more = vir.icmp slt %ii, %c50 : i32
  vir.cond_br %more, ^test, ^print

^test:
  %i64 = vir.sext %i : i32 to i64
  %pi = vir.gep inbounds %is[0, %i64] : !vir.array<50 x i8>
  %flag = vir.load %pi : i8
  %prime = vir.icmp ne %flag, %b0 : i8
  vir.cond_br %prime, ^strike(%ii : i32), ^outer_next

^strike(%j: i32):
  %in = vir.icmp slt %j, %c50 : i32
  vir.cond_br %in, ^strike_body, ^outer_next

^strike_body:
  %j64 = vir.sext %j : i32 to i64
  %pj = vir.gep inbounds %is[0, %j64] : !vir.array<50 x i8>
  vir.store %b0, %pj : i8
  %j1 = vir.add %j, %i nsw : i32
  vir.br ^strike(%j1 : i32)

^outer_next:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^outer(%i1 : i32)

^print:
  %fh = vir.addressof @fmt_head : !vir.ptr
  %r0 = vir.call @printf(%fh) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.br ^scan(%c0, %c0 : i32, i32)

^scan(%k: i32, %count: i32):
  %go = vir.icmp slt %k, %c50 : i32
  vir.cond_br %go, ^scan_test, ^done

^scan_test:
  %k1 = vir.add %k, %c1 nsw : i32
  %k64 = vir.sext %k : i32 to i64
  %pk = vir.gep inbounds %is[0, %k64] : !vir.array<50 x i8>
  %fk = vir.load %pk : i8
  %isp = vir.icmp ne %fk, %b0 : i8
  vir.cond_br %isp, ^emit, ^scan(%k1, %count : i32, i32)

^emit:
  %fe = vir.addressof @fmt_elem : !vir.ptr
  %r1 = vir.call @printf(%fe, %k) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %count1 = vir.add %count, %c1 nsw : i32
  vir.br ^scan(%k1, %count1 : i32, i32)

^done:
  %fc = vir.addressof @fmt_count : !vir.ptr
  %r2 = vir.call @printf(%fc, %count) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
