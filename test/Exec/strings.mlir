// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Strings: print a global string with %s, compute its length with a loop,
// build its reverse and its upper-case form in a local buffer.
//
// static const char msg[] = "Hello, VIR!";
// int main(void) {
//   printf("%s\n", msg);
//   long n = 0; while (msg[n]) ++n;
//   printf("len = %ld\n", n);
//   char buf[32];
//   for (long i = 0; i < n; ++i) buf[n - 1 - i] = msg[i];
//   buf[n] = 0; printf("%s\n", buf);
//   for (long i = 0; i < n; ++i) { char c = msg[i]; buf[i] = c >= 'a' && c <= 'z' ? c - 32 : c; }
//   printf("%s\n", buf);
// }

// CHECK: Hello, VIR!
// CHECK-NEXT: len = 11
// CHECK-NEXT: !RIV ,olleH
// CHECK-NEXT: HELLO, VIR!

vir.global private constant @msg : !vir.array<12 x i8> = "Hello, VIR!\00"
vir.global private constant @fmt_s : !vir.array<4 x i8> = "%s\0A\00"
vir.global private constant @fmt_len : !vir.array<11 x i8> = "len = %ld\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %nul = vir.constant 0 : i8
  %msg = vir.addressof @msg : !vir.ptr
  %fs = vir.addressof @fmt_s : !vir.ptr
  %n0 = vir.call @printf(%fs, %msg) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  vir.br ^strlen(%z : i64)

^strlen(%n: i64):
  %pc = vir.gep inbounds %msg[%n] : i8
  %c = vir.load %pc : i8
  %end = vir.icmp eq %c, %nul : i8
  %n1 = vir.add %n, %one nsw : i64
  vir.cond_br %end, ^have_len, ^strlen(%n1 : i64)

^have_len:
  %fl = vir.addressof @fmt_len : !vir.ptr
  %n2 = vir.call @printf(%fl, %n) vararg((!vir.ptr) -> i32) : (!vir.ptr, i64) -> i32
  %buf = vir.alloca !vir.array<32 x i8> align 1
  %last = vir.sub %n, %one nsw : i64
  vir.br ^rev(%z : i64)

^rev(%i: i64):
  %more = vir.icmp slt %i, %n : i64
  vir.cond_br %more, ^rev_body, ^rev_done

^rev_body:
  %src = vir.gep inbounds %msg[0, %i] : !vir.array<12 x i8>
  %ch = vir.load %src : i8
  %j = vir.sub %last, %i nsw : i64
  %dst = vir.gep inbounds %buf[0, %j] : !vir.array<32 x i8>
  vir.store %ch, %dst : i8
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^rev(%i1 : i64)

^rev_done:
  %term = vir.gep inbounds %buf[0, %n] : !vir.array<32 x i8>
  vir.store %nul, %term : i8
  %n3 = vir.call @printf(%fs, %buf) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  vir.br ^upper(%z : i64)

^upper(%k: i64):
  %more2 = vir.icmp slt %k, %n : i64
  vir.cond_br %more2, ^upper_body, ^upper_done

^upper_body:
  %sk = vir.gep inbounds %msg[0, %k] : !vir.array<12 x i8>
  %ck = vir.load %sk : i8
  %lo = vir.constant 97 : i8
  %hi = vir.constant 122 : i8
  %delta = vir.constant 32 : i8
  %ge = vir.icmp sge %ck, %lo : i8
  %le = vir.icmp sle %ck, %hi : i8
  %lower = vir.and %ge, %le : i1
  %up = vir.sub %ck, %delta : i8
  %out = vir.select %lower, %up, %ck : i1, i8
  %dk = vir.gep inbounds %buf[0, %k] : !vir.array<32 x i8>
  vir.store %out, %dk : i8
  %k1 = vir.add %k, %one nsw : i64
  vir.br ^upper(%k1 : i64)

^upper_done:
  %n4 = vir.call @printf(%fs, %buf) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr) -> i32
  vir.return %c0 : i32
}
