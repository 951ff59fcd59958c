// phiopt on a program that prints: max, abs, a factored division, a
// conditional store and a load speculated under dereferenceable, for
// x = -4..4. It prints the same before and after phiopt, and after -O2,
// through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --phiopt --verify-each %s -o %t.p.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.p.mlir
// RUN: vct-translate --vir-to-llvmir %t.p.mlir -o %t.p.ll && lli %t.p.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.p.mlir -o %t.p.c && %cc %t.p.c -o %t.p.exe && %t.p.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int kernel(int x, int *p /* 8 bytes */) {
//   int m = x > 1 ? x : 1;
//   int a = x < 0 ? -x : x;
//   int t = (x & 1) ? m / 3 : a / 3;
//   if (x & 1) *p = m; else *p = a;
//   int d = x > 2 ? p[1] : x;
//   return t * 100 + *p * 10 + d;
// }

// CHECK: total = 487

// IR-LABEL: vir.func @kernel(
// IR-NOT: vir.cond_br
// IR: vir.return

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @kernel(%x: i32, %p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %c100 = vir.constant 100 : i32
  %gt1 = vir.icmp sgt %x, %c1 : i32
  vir.cond_br %gt1, ^m(%x : i32), ^m(%c1 : i32)
^m(%m: i32):
  %neg = vir.icmp slt %x, %c0 : i32
  vir.cond_br %neg, ^negate, ^a(%x : i32)
^negate:
  %n = vir.sub %c0, %x : i32
  vir.br ^a(%n : i32)
^a(%a: i32):
  %bit = vir.and %x, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  vir.cond_br %odd, ^t1, ^f1
^t1:
  %tm = vir.sdiv %m, %c3 : i32
  vir.br ^t(%tm : i32)
^f1:
  %ta = vir.sdiv %a, %c3 : i32
  vir.br ^t(%ta : i32)
^t(%t: i32):
  vir.cond_br %odd, ^s1, ^s2
^s1:
  vir.store %m, %p align 4 : i32
  vir.br ^s
^s2:
  vir.store %a, %p align 4 : i32
  vir.br ^s
^s:
  %gt2 = vir.icmp sgt %x, %c2 : i32
  vir.cond_br %gt2, ^load, ^d(%x : i32)
^load:
  %q = vir.gep %p[1] : i32
  %v = vir.load %q align 4 : i32
  vir.br ^d(%v : i32)
^d(%d: i32):
  %t100 = vir.mul %t, %c100 : i32
  %stored = vir.load %p align 4 : i32
  %s10 = vir.mul %stored, %c10 : i32
  %sum = vir.add %t100, %s10 : i32
  %r = vir.add %sum, %d : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %lo = vir.constant -4 : i32
  %hi = vir.constant 5 : i32
  %buf = vir.alloca !vir.array<2 x i32> align 4
  %second = vir.gep %buf[0, 1] : !vir.array<2 x i32>
  vir.store %c7, %second align 4 : i32
  vir.br ^loop(%lo, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %k = vir.call @kernel(%i, %buf) : (i32, !vir.ptr) -> i32
  %acc1 = vir.add %acc, %k : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %hi : i32
  vir.cond_br %more, ^loop(%i1, %acc1 : i32, i32), ^done
^done:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %acc1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
