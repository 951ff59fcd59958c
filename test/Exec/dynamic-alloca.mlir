// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Allocas with a dynamic count: a buffer of n ints in the entry block, and
// a byte buffer allocated in a later block (its size known only after a
// loop) and used in further blocks.
//
// int sum_squares(int n) {
//   int buf[n];
//   for (int i = 0; i < n; ++i) buf[i] = i * i;
//   int s = 0; for (int i = 0; i < n; ++i) s += buf[i];
//   return s;
// }
// void twice(const char *s) {          // prints s twice, via a buffer
//   long n = strlen(s); char out[2 * n + 1]; ...; printf("%s\n", out);
// }

// CHECK: n=1 sum=0
// CHECK-NEXT: n=5 sum=30
// CHECK-NEXT: n=10 sum=285
// CHECK-NEXT: n=100 sum=328350
// CHECK-NEXT: abcabc
// CHECK-NEXT: dynamicdynamic

vir.global private constant @sizes : !vir.array<4 x i32> = [1, 5, 10, 100]
vir.global private constant @fmt : !vir.array<13 x i8> = "n=%d sum=%d\0A\00"
vir.global private constant @fmt_s : !vir.array<4 x i8> = "%s\0A\00"
vir.global private constant @abc : !vir.array<4 x i8> = "abc\00"
vir.global private constant @dyn : !vir.array<8 x i8> = "dynamic\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @sum_squares(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %n64 = vir.sext %n : i32 to i64
  %buf = vir.alloca i32, %n64 : i64 align 4 {vir.traits = [#vir.nocapture]}
  vir.br ^fill(%c0 : i32)

^fill(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^fill_body, ^sum(%c0, %c0 : i32, i32)

^fill_body:
  %i64 = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %buf[%i64] : i32
  %sq = vir.mul %i, %i nsw : i32
  vir.store %sq, %p align 4 : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^fill(%i1 : i32)

^sum(%j: i32, %s: i32):
  %more2 = vir.icmp slt %j, %n : i32
  vir.cond_br %more2, ^sum_body, ^done

^sum_body:
  %j64 = vir.sext %j : i32 to i64
  %q = vir.gep inbounds %buf[%j64] : i32
  %v = vir.load %q align 4 : i32
  %s1 = vir.add %s, %v nsw : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^sum(%j1, %s1 : i32, i32)

^done:
  vir.return %s : i32
}

vir.func private @twice(%s: !vir.ptr) {
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %two = vir.constant 2 : i64
  %nul = vir.constant 0 : i8
  vir.br ^len(%z : i64)

^len(%n: i64):
  %pc = vir.gep inbounds %s[%n] : i8
  %c = vir.load %pc : i8
  %end = vir.icmp eq %c, %nul : i8
  %n1 = vir.add %n, %one nsw : i64
  vir.cond_br %end, ^alloc, ^len(%n1 : i64)

^alloc:
  %dbl = vir.mul %n, %two nsw : i64
  %size = vir.add %dbl, %one nsw : i64
  %out = vir.alloca i8, %size : i64 align 1
  vir.memcpy %out, %s, %n : i64
  %second = vir.gep inbounds %out[%n] : i8
  vir.memcpy %second, %s, %n : i64
  vir.br ^terminate

^terminate:
  %last = vir.gep inbounds %out[%dbl] : i8
  vir.store %nul, %last : i8
  %f = vir.addressof @fmt_s : !vir.ptr
  %r = vir.call @printf(%f, %out) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  vir.return
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  vir.br ^loop(%c0 : i32)

^loop(%k: i32):
  %more = vir.icmp slt %k, %c4 : i32
  vir.cond_br %more, ^body, ^strings

^body:
  %k64 = vir.sext %k : i32 to i64
  %t = vir.addressof @sizes : !vir.ptr
  %p = vir.gep inbounds %t[0, %k64] : !vir.array<4 x i32>
  %n = vir.load %p align 4 : i32
  %s = vir.call @sum_squares(%n) : (i32) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%f, %n, %s) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %k1 = vir.add %k, %c1 nsw : i32
  vir.br ^loop(%k1 : i32)

^strings:
  %abc = vir.addressof @abc : !vir.ptr
  vir.call @twice(%abc) : (!vir.ptr) -> ()
  %dyn = vir.addressof @dyn : !vir.ptr
  vir.call @twice(%dyn) : (!vir.ptr) -> ()
  vir.return %c0 : i32
}
