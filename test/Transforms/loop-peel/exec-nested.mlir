// An outer loop whose first iteration differs (a flag that is true on
// entry and false afterwards) is peeled with its inner loop: the peeled
// iteration holds a copy of the inner loop; the value the nest leaves is
// merged from the peeled iteration and the loop. Trip counts 0, 1, 2 and
// 4 (bounds from arguments). Through both backends, after loop-peel alone
// and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-peel --verify-each --remarks %s -o %t.peel.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: vct-translate --vir-to-llvmir %t.peel.mlir -o %t.peel.ll && lli %t.peel.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.peel.mlir -o %t.peel.c && %cc %t.peel.c -o %t.peel.exe && %t.peel.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// REMARK: accepted peel on loop with back edge in @nest (peeled 1 iteration: header argument #2 is loop-invariant after the first iteration)

// CHECK: nest 1 7 12 46

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_nest : !vir.array<5 x i8> = "nest\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// s = 1; first = 1; for o < n: { if (first) s += 5; first = 0;
// for i < n: s += o + 1 } ; s
vir.func private @nest(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  %true = vir.constant true
  %false = vir.constant false
  vir.br ^outer(%c0, %c1, %true : i32, i32, i1)
^outer(%o: i32, %s: i32, %first: i1):
  %to = vir.icmp slt %o, %n : i32
  vir.cond_br %to, ^body, ^exit
^body:
  vir.cond_br %first, ^a, ^pre(%s : i32)
^a:
  %sa = vir.add %s, %c5 : i32
  vir.br ^pre(%sa : i32)
^pre(%s0: i32):
  %w = vir.add %o, %c1 : i32
  vir.br ^inner(%c0, %s0 : i32, i32)
^inner(%i: i32, %si: i32):
  %ti = vir.icmp slt %i, %n : i32
  vir.cond_br %ti, ^ibody, ^latch
^ibody:
  %i1 = vir.add %i, %c1 : i32
  %si1 = vir.add %si, %w : i32
  vir.br ^inner(%i1, %si1 : i32, i32)
^latch:
  %o1 = vir.add %o, %c1 : i32
  vir.br ^outer(%o1, %si, %false : i32, i32, i1) {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c4 = vir.constant 4 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %sn = vir.addressof @s_nest : !vir.ptr
  %a1 = vir.call @nest(%c0) : (i32) -> i32
  %a2 = vir.call @nest(%c1) : (i32) -> i32
  %a3 = vir.call @nest(%c2) : (i32) -> i32
  %a4 = vir.call @nest(%c4) : (i32) -> i32
  vir.call @printf(%fmt, %sn, %a1, %a2, %a3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
