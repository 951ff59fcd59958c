// codegen-prepare on a program that prints: compares and addresses used in
// other blocks, selects of constants of every rewritten shape, and a loop
// with a join. It prints the same before and after codegen-prepare, and
// after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --codegen-prepare --verify-each %s -o %t.cgp.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.cgp.mlir
// RUN: vct-translate --vir-to-llvmir %t.cgp.mlir -o %t.cgp.ll && lli %t.cgp.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.cgp.mlir -o %t.cgp.c && %cc %t.cgp.c -o %t.cgp.exe && %t.cgp.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: pick = 30 pick = 7
// CHECK-NEXT: flags = 20 flags = -9
// CHECK-NEXT: walk = 16117

// IR-LABEL: vir.func @pick(
// IR: ^bb1:
// IR-NEXT: vir.icmp
// IR-LABEL: vir.func @flags(
// IR-NOT: vir.select
// IR: vir.sub
// IR-NEXT: vir.select

vir.global private constant @fmt : !vir.array<53 x i8> = "pick = %d pick = %d\0Aflags = %d flags = %d\0Awalk = %d\0A\00"
vir.global private @table : !vir.array<4 x i32> = [10, 20, 30, 40]
vir.func private @printf(!vir.ptr, ...) -> i32

// table[i] if a < b, else a; the compare and the address are used in
// other blocks only.
vir.func @pick(%t: !vir.ptr, %i: i64, %a: i32, %b: i32) -> i32 {
  %c = vir.icmp slt %a, %b : i32
  %e = vir.gep %t[%i] : i32
  vir.br ^test
^test:
  vir.cond_br %c, ^load, ^other
^load:
  %v = vir.load %e : i32
  vir.return %v : i32
^other:
  vir.return %a : i32
}

// (c ? 1 : 0) + (c ? 8 : 0) + (c ? 6 : 5) + (d ? -1 : 0) + (d ? 0 : 1)
// + (c ? 4 : 5) with c = x < y, d = x == y.
vir.func @flags(%x: i32, %y: i32) -> i32 {
  %c = vir.icmp slt %x, %y : i32
  %d = vir.icmp eq %x, %y : i32
  %m1 = vir.constant -1 : i32
  %k0 = vir.constant 0 : i32
  %k1 = vir.constant 1 : i32
  %k4 = vir.constant 4 : i32
  %k5 = vir.constant 5 : i32
  %k6 = vir.constant 6 : i32
  %k8 = vir.constant 8 : i32
  %s1 = vir.select %c, %k1, %k0 : i1, i32
  %s2 = vir.select %c, %k8, %k0 : i1, i32
  %s3 = vir.select %c, %k6, %k5 : i1, i32
  %s4 = vir.select %d, %m1, %k0 : i1, i32
  %s5 = vir.select %d, %k0, %k1 : i1, i32
  %s6 = vir.select %c, %k4, %k5 : i1, i32
  %a1 = vir.add %s1, %s2 : i32
  %a2 = vir.add %a1, %s3 : i32
  %a3 = vir.add %a2, %s4 : i32
  %a4 = vir.add %a3, %s5 : i32
  %a5 = vir.add %a4, %s6 : i32
  %neg = vir.sub %k0, %a5 : i32
  %r = vir.select %d, %neg, %a5 : i1, i32
  vir.return %r : i32
}

// A loop with a join: 100 * (sum over i < n of (i % 3 == 0 ? table[i % 4]
// : (i < 100 ? 1 : 0))) + n.
vir.func @walk(%t: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %m = vir.srem %i, %c3 : i32
  %z = vir.icmp eq %m, %c0 : i32
  vir.cond_br %z, ^a, ^b
^a:
  %k = vir.srem %i, %c4 : i32
  %k64 = vir.sext %k : i32 to i64
  %e = vir.gep %t[%k64] : i32
  %v = vir.load %e : i32
  vir.br ^join(%v : i32)
^b:
  %w = vir.mul %i, %c1 : i32
  %small = vir.icmp slt %w, %c100 : i32
  %one = vir.select %small, %c1, %c0 : i1, i32
  vir.br ^join(%one : i32)
^join(%x: i32):
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1, %s1 : i32, i32), ^exit
^exit:
  %big = vir.mul %s1, %c100 : i32
  %r = vir.add %big, %n : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i64
  %a1 = vir.constant 1 : i32
  %a5 = vir.constant 5 : i32
  %a7 = vir.constant 7 : i32
  %a3 = vir.constant 3 : i32
  %n = vir.constant 17 : i32
  %t = vir.addressof @table : !vir.ptr
  %p1 = vir.call @pick(%t, %c2, %a1, %a5) : (!vir.ptr, i64, i32, i32) -> i32
  %p2 = vir.call @pick(%t, %c2, %a7, %a3) : (!vir.ptr, i64, i32, i32) -> i32
  %f1 = vir.call @flags(%a1, %a5) : (i32, i32) -> i32
  %f2 = vir.call @flags(%a3, %a3) : (i32, i32) -> i32
  %w = vir.call @walk(%t, %n) : (!vir.ptr, i32) -> i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %r = vir.call @printf(%fmt, %p1, %p2, %f1, %f2, %w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
