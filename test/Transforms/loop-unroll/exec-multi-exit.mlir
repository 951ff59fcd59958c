// Fully unrolled loops with an early exit compute the same: a search of a
// constant table that returns the index where it finds the value (the
// early way out), else the sum of what it read (the fall-through way out);
// and a search whose two ways out meet in one block that reads a value of
// the loop. Through both backends, after loop-unroll alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --verify-each %s -o %t.un.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// IR-LABEL: vir.func private @find
// IR-NOT: vir.req<unroll
// IR-LABEL: vir.func private @meet
// IR-NOT: vir.req<unroll
// IR-LABEL: vir.func @main

// CHECK: find 0 4 1 24 24
// CHECK-NEXT: meet 3 3 8 9

vir.global private constant @table : !vir.array<5 x i32> = [3, 1, 4, 1, 5] align 16
vir.global private constant @fmt_find : !vir.array<21 x i8> = "find %d %d %d %d %d\0A\00"
vir.global private constant @fmt_meet : !vir.array<18 x i8> = "meet %d %d %d %d\0A\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// The index of x in the table, else 10 + the sum of the table (24).
vir.func private @find(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %t = vir.addressof @table : !vir.ptr
  vir.br ^loop(%c0, %c10 : i32, i32)
^loop(%k: i32, %s: i32):
  %w = vir.sext %k : i32 to i64
  %q = vir.gep inbounds %t[%w] : i32
  %v = vir.load %q : i32
  %eq = vir.icmp eq %v, %x : i32
  vir.cond_br %eq, ^found(%k : i32), ^latch
^latch:
  %s1 = vir.add %s, %v : i32
  %k1 = vir.add %k, %c1 : i32
  %more = vir.icmp slt %k1, %c5 : i32
  vir.cond_br %more, ^loop(%k1, %s1 : i32, i32), ^missing {vir.traits = [#vir.req<unroll, soft>]}
^missing:
  vir.return %s1 : i32
^found(%at: i32):
  vir.return %at : i32
}

// The running sum of the table's first four entries up to and including
// the first at least x, or of all four: both ways out meet at ^done.
vir.func private @meet(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %t = vir.addressof @table : !vir.ptr
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%k: i32, %s: i32):
  %w = vir.sext %k : i32 to i64
  %q = vir.gep inbounds %t[%w] : i32
  %v = vir.load %q : i32
  %s1 = vir.add %s, %v : i32
  %big = vir.icmp sge %v, %x : i32
  vir.cond_br %big, ^done, ^latch
^latch:
  %k1 = vir.add %k, %c1 : i32
  %more = vir.icmp slt %k1, %c4 : i32
  vir.cond_br %more, ^loop(%k1, %s1 : i32, i32), ^done {vir.traits = [#vir.req<unroll, strong>]}
^done:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %n1 = vir.constant 1 : i32
  %n3 = vir.constant 3 : i32
  %n4 = vir.constant 4 : i32
  %n5 = vir.constant 5 : i32
  %n7 = vir.constant 7 : i32
  %f1 = vir.addressof @fmt_find : !vir.ptr
  %f2 = vir.addressof @fmt_meet : !vir.ptr
  %a = vir.call @find(%n3) : (i32) -> i32
  %b = vir.call @find(%n5) : (i32) -> i32
  %c = vir.call @find(%n1) : (i32) -> i32
  %d = vir.call @find(%n7) : (i32) -> i32
  %e = vir.call @find(%c0) : (i32) -> i32
  vir.call @printf(%f1, %a, %b, %c, %d, %e) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32) -> i32
  %g = vir.call @meet(%n1) : (i32) -> i32
  %h = vir.call @meet(%n3) : (i32) -> i32
  %i = vir.call @meet(%n4) : (i32) -> i32
  %j = vir.call @meet(%n7) : (i32) -> i32
  vir.call @printf(%f2, %g, %h, %i, %j) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
