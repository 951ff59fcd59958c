// Peeled loops compute the same: a value invariant after the first
// iteration, a first-iteration branch, and a count larger than some trip
// counts (the loop leaves from a peeled copy), each called with trip counts
// 1, 2, 3 and 10 (bounds from arguments: nothing folds them). Through both
// backends, after loop-peel alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-peel --verify-each %s -o %t.peel.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.peel.mlir
// RUN: vct-translate --vir-to-llvmir %t.peel.mlir -o %t.peel.ll && lli %t.peel.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.peel.mlir -o %t.peel.c && %cc %t.peel.c -o %t.peel.exe && %t.peel.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Every request was accepted: no peel request is left.
// IR-NOT: req<peel

// CHECK: flag 8 11 17 143
// CHECK-NEXT: first 100 101 103 145
// CHECK-NEXT: count 1 3 6 55

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_flag : !vir.array<5 x i8> = "flag\00"
vir.global private constant @s_first : !vir.array<6 x i8> = "first\00"
vir.global private constant @s_count : !vir.array<6 x i8> = "count\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// s += prev; prev is 7 on entry, then i.
vir.func private @flag(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  vir.br ^loop(%c0, %c7, %c0 : i32, i32, i32)
^loop(%i: i32, %prev: i32, %s: i32):
  %s1 = vir.add %s, %prev : i32
  %s2 = vir.add %s1, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %n, %s2 : i32, i32, i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  %r = vir.add %s2, %c1 : i32
  vir.return %r : i32
}

// s += (i == 0 ? 100 : i).
vir.func private @first(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c100 = vir.constant 100 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %f = vir.icmp eq %i, %c0 : i32
  vir.cond_br %f, ^one, ^other
^one:
  vir.br ^latch(%c100 : i32)
^other:
  vir.br ^latch(%i : i32)
^latch(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return %s1 : i32
}

// s += i + 1, three iterations peeled.
vir.func private @count(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %i1 = vir.add %i, %c1 : i32
  %s1 = vir.add %s, %i1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<peel, strong, count = 3>]}
^exit:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %sf = vir.addressof @s_flag : !vir.ptr
  %si = vir.addressof @s_first : !vir.ptr
  %sc = vir.addressof @s_count : !vir.ptr
  %a1 = vir.call @flag(%c1) : (i32) -> i32
  %a2 = vir.call @flag(%c2) : (i32) -> i32
  %a3 = vir.call @flag(%c3) : (i32) -> i32
  %a4 = vir.call @flag(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %sf, %a1, %a2, %a3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %b1 = vir.call @first(%c1) : (i32) -> i32
  %b2 = vir.call @first(%c2) : (i32) -> i32
  %b3 = vir.call @first(%c3) : (i32) -> i32
  %b4 = vir.call @first(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %si, %b1, %b2, %b3, %b4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %d1 = vir.call @count(%c1) : (i32) -> i32
  %d2 = vir.call @count(%c2) : (i32) -> i32
  %d3 = vir.call @count(%c3) : (i32) -> i32
  %d4 = vir.call @count(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %sc, %d1, %d2, %d3, %d4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
