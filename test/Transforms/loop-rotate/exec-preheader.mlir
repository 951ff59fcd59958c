// Loops entered from a vir.cond_br (no preheader; simplify-cfg leaves an
// inner loop so) get one and are rotated, and loop-invariant header
// operations, a division among them, move to that preheader instead of
// being copied: zero-trip and many-trip calls, a nest whose inner loop is
// entered from the outer header's test. Through both backends, after
// loop-rotate alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-rotate --verify-each %s -o %t.rot.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.rot.mlir
// RUN: vct-translate --vir-to-llvmir %t.rot.mlir -o %t.rot.ll && lli %t.rot.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.rot.mlir -o %t.rot.c && %cc %t.rot.c -o %t.rot.exe && %t.rot.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// The division is computed once, before the rotated loop.
// IR-LABEL: vir.func private @guarded
// IR: vir.sdiv
// IR-NOT: vir.sdiv
// IR: vir.cond_br %{{[0-9]+}}, ^[[P:bb[0-9]+]](
// IR-NOT: vir.sdiv
// IR: ^[[P]](
// IR-NEXT: vir.br ^[[B:bb[0-9]+]](
// IR-NEXT: ^[[B]](
// IR-NOT: vir.sdiv
// IR: vir.cond_br %{{[0-9]+}}, ^[[B]](
// IR-NOT: vir.sdiv
// Both loops of the nest were rotated: a guard and a latch test each.
// IR-LABEL: vir.func private @grid
// IR-COUNT-4: vir.cond_br
// IR-NOT: vir.cond_br
// IR-LABEL: vir.func @main

// CHECK: guarded 6 1 0
// CHECK-NEXT: grid 12 0 0

vir.global private constant @fmt3 : !vir.array<13 x i8> = "%s %d %d %d\0A\00"
vir.global private constant @s_guarded : !vir.array<8 x i8> = "guarded\00"
vir.global private constant @s_grid : !vir.array<5 x i8> = "grid\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// sum(0 .. n/d) when %go, else 1.
vir.func private @guarded(%go: i1, %n: i32, %d: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.cond_br %go, ^loop(%c0, %c0 : i32, i32), ^exit(%c1 : i32)
^loop(%i: i32, %s: i32):
  %q = vir.sdiv %n, %d : i32
  %lim = vir.add %q, %c1 : i32
  %c = vir.icmp slt %i, %lim : i32
  vir.cond_br %c, ^body, ^exit(%s : i32)
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// n * 2m iterations; the inner loop is entered from the outer test.
vir.func private @grid(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %k: i32):
  %co = vir.icmp slt %i, %n : i32
  vir.cond_br %co, ^inner(%c0, %k : i32, i32), ^exit
^inner(%j: i32, %k2: i32):
  %w = vir.mul %m, %c2 : i32
  %ci = vir.icmp slt %j, %w : i32
  vir.cond_br %ci, ^body, ^latch
^body:
  %k3 = vir.add %k2, %c1 : i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^inner(%j1, %k3 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^outer(%i1, %k2 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %k : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c9 = vir.constant 9 : i32
  %t = vir.constant 1 : i1
  %f = vir.constant 0 : i1
  %fmt = vir.addressof @fmt3 : !vir.ptr
  %sg = vir.addressof @s_guarded : !vir.ptr
  %sr = vir.addressof @s_grid : !vir.ptr
  %a1 = vir.call @guarded(%t, %c9, %c3) : (i1, i32, i32) -> i32
  %a2 = vir.call @guarded(%f, %c9, %c0) : (i1, i32, i32) -> i32
  %a3 = vir.call @guarded(%t, %c0, %c5) : (i1, i32, i32) -> i32
  vir.call @printf(%fmt, %sg, %a1, %a2, %a3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %b1 = vir.call @grid(%c3, %c2) : (i32, i32) -> i32
  %b2 = vir.call @grid(%c0, %c2) : (i32, i32) -> i32
  %b3 = vir.call @grid(%c3, %c0) : (i32, i32) -> i32
  vir.call @printf(%fmt, %sr, %b1, %b2, %b3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
