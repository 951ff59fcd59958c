// Small helpers called in a loop lose their calls and the program prints
// the same, through both backends. @clamp has several blocks and a stack
// slot: inlined into the loop, the slot moves to the entry block.
// RUN: vct-mlir-opt --inline %s -o %t.inl.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.inl.mlir
// RUN: vct-translate --vir-to-llvmir %t.inl.mlir -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.inl.mlir -o %t.c && %cc %t.c -o %t.exe && %t.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: FileCheck %s --check-prefix=O2 < %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 3285

// IR-LABEL: vir.func @main(
// IR-NEXT: vir.alloca i32 align 4
// IR-NOT: vir.call @square
// IR-NOT: vir.call @clamp
// IR: vir.call @printf
// O2-NOT: @square
// O2-NOT: @clamp
// O2-LABEL: vir.func @main(
// O2-NOT: vir.alloca
// O2-NOT: vir.call @{{square|clamp}}

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @square(%x: i32) -> i32 {
  %r = vir.mul %x, %x : i32
  vir.return %r : i32
}

// min(x, 100)
vir.func private @clamp(%x: i32) -> i32 {
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %c100 = vir.constant 100 : i32
  %big = vir.icmp sgt %x, %c100 : i32
  vir.cond_br %big, ^cap, ^done
^cap:
  vir.store %c100, %slot : i32
  vir.br ^done
^done:
  %v = vir.load %slot : i32
  vir.return %v : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c40 = vir.constant 40 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %sum: i32):
  %more = vir.icmp slt %i, %c40 : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %sq = vir.call @square(%i) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %cl = vir.call @clamp(%sq) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %next_sum = vir.add %sum, %cl : i32
  %next = vir.add %i, %c1 : i32
  vir.br ^loop(%next, %next_sum : i32, i32)
^exit:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %sum) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
