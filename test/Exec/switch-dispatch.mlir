// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %s -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// The same program after the optimizer:
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Switch dispatch: an i8 operator character selects the operation (default:
// unknown operator), and an i64 switch with case values beyond 32 bits and a
// negative case.
//
// int apply(char op, int a, int b) {
//   switch (op) { case '+': return a + b; case '-': return a - b;
//                 case '*': return a * b; case '/': return a / b;
//                 default: return -9999; }
// }
// int classify(long x) {
//   switch (x) { case 4294967296: return 1; case -1: return 2;
//                case 0: return 3; default: return 0; }
// }

// CHECK: 17 + 5 = 22
// CHECK-NEXT: 17 - 5 = 12
// CHECK-NEXT: 17 * 5 = 85
// CHECK-NEXT: 17 / 5 = 3
// CHECK-NEXT: 17 % 5 = -9999
// CHECK-NEXT: classify: 1 2 3 0 0

vir.global private constant @fmt : !vir.array<15 x i8> = "%d %c %d = %d\0A\00"
vir.global private constant @fmt_cls : !vir.array<26 x i8> = "classify: %d %d %d %d %d\0A\00"
vir.global private constant @ops : !vir.array<5 x i8> = "+-*/%"

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @apply(%op: i8, %a: i32, %b: i32) -> i32 {
  vir.switch %op : i8, [
    default: ^unknown,
    43: ^add,
    45: ^sub,
    42: ^mul,
    47: ^div
  ]
^add:
  %s = vir.add %a, %b : i32
  vir.br ^done(%s : i32)
^sub:
  %d = vir.sub %a, %b : i32
  vir.br ^done(%d : i32)
^mul:
  %m = vir.mul %a, %b : i32
  vir.br ^done(%m : i32)
^div:
  %q = vir.sdiv %a, %b : i32
  vir.br ^done(%q : i32)
^unknown:
  %e = vir.constant -9999 : i32
  vir.br ^done(%e : i32)
^done(%r: i32):
  vir.return %r : i32
}

vir.func private @classify(%x: i64) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  vir.switch %x : i64, [
    default: ^out(%c0 : i32),
    4294967296: ^out(%c1 : i32),
    -1: ^out(%c2 : i32),
    0: ^out(%c3 : i32)
  ]
^out(%r: i32):
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c17 = vir.constant 17 : i32
  %c5 = vir.constant 5 : i32
  %z = vir.constant 0 : i64
  %one = vir.constant 1 : i64
  %n5 = vir.constant 5 : i64
  vir.br ^loop(%z : i64)

^loop(%i: i64):
  %more = vir.icmp slt %i, %n5 : i64
  vir.cond_br %more, ^body, ^classify

^body:
  %ops = vir.addressof @ops : !vir.ptr
  %p = vir.gep inbounds %ops[0, %i] : !vir.array<5 x i8>
  %op = vir.load %p : i8
  %r = vir.call @apply(%op, %c17, %c5) : (i8, i32, i32) -> i32
  %op32 = vir.zext %op : i8 to i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%fmt, %c17, %op32, %c5, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  %i1 = vir.add %i, %one nsw : i64
  vir.br ^loop(%i1 : i64)

^classify:
  %big = vir.constant 4294967296 : i64
  %m1 = vir.constant -1 : i64
  %low = vir.constant 4294967295 : i64
  %r1 = vir.call @classify(%big) : (i64) -> i32
  %r2 = vir.call @classify(%m1) : (i64) -> i32
  %r3 = vir.call @classify(%z) : (i64) -> i32
  %r4 = vir.call @classify(%low) : (i64) -> i32
  %r5 = vir.call @classify(%one) : (i64) -> i32
  %f2 = vir.addressof @fmt_cls : !vir.ptr
  %k = vir.call @printf(%f2, %r1, %r2, %r3, %r4, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
