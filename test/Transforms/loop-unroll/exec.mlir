// Unrolled loops compute the same: a full unroll whose sum is read after
// the loop, a count-down full unroll, and a partial unroll by 3 over trip
// counts 1..7 (not multiples of 3 too). Through both backends, after
// loop-unroll alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll --verify-each %s -o %t.un.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// IR-LABEL: vir.func private @sum5
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func private @down
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func private @partial
// IR-COUNT-3: vir.cond_br

// CHECK: full 10 3
// CHECK-NEXT: partial 1 3 6 10 15 21 28

vir.global private constant @fmt_full : !vir.array<12 x i8> = "full %d %d\0A\00"
vir.global private constant @fmt_partial : !vir.array<30 x i8> = "partial %d %d %d %d %d %d %d\0A\00"
vir.global private @cell : i32 = 0

vir.func private @printf(!vir.ptr, ...) -> i32

// 0 + 1 + 2 + 3 + 4.
vir.func private @sum5() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c5 : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %s1 : i32
}

// Stores 3, 2, 1 and returns how many stores ran (3).
vir.func private @down() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %p = vir.addressof @cell : !vir.ptr
  vir.br ^loop(%c3, %c0 : i32, i32)
^loop(%i: i32, %k: i32):
  vir.store %i, %p : i32
  %k1 = vir.add %k, %c1 : i32
  %i1 = vir.sub %i, %c1 : i32
  %t = vir.icmp ugt %i1, %c0 : i32
  vir.cond_br %t, ^loop(%i1, %k1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, strong>]}
^exit:
  vir.return %k1 : i32
}

// 1 + 2 + ... + n, a bottom-tested loop (n >= 1).
vir.func private @partial(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c1, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp sle %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 3>]}
^exit:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %f1 = vir.addressof @fmt_full : !vir.ptr
  %f2 = vir.addressof @fmt_partial : !vir.ptr
  %a = vir.call @sum5() : () -> i32
  %b = vir.call @down() : () -> i32
  vir.call @printf(%f1, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %n1 = vir.constant 1 : i32
  %n2 = vir.constant 2 : i32
  %n3 = vir.constant 3 : i32
  %n4 = vir.constant 4 : i32
  %n5 = vir.constant 5 : i32
  %n6 = vir.constant 6 : i32
  %n7 = vir.constant 7 : i32
  %p1 = vir.call @partial(%n1) : (i32) -> i32
  %p2 = vir.call @partial(%n2) : (i32) -> i32
  %p3 = vir.call @partial(%n3) : (i32) -> i32
  %p4 = vir.call @partial(%n4) : (i32) -> i32
  %p5 = vir.call @partial(%n5) : (i32) -> i32
  %p6 = vir.call @partial(%n6) : (i32) -> i32
  %p7 = vir.call @partial(%n7) : (i32) -> i32
  vir.call @printf(%f2, %p1, %p2, %p3, %p4, %p5, %p6, %p7) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32, i32, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
