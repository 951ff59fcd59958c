// Unswitched loops compute the same: an invariant exit test (trivial), an
// invariant if in the body, a switch on an invariant value, each called
// with both (all) values of the condition and trip counts 1 and 6. Through
// both backends, after loop-unswitch alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unswitch --verify-each %s -o %t.un.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Every request was accepted.
// IR-NOT: req<unswitch

// CHECK: exit 5 -1 30 -1
// CHECK-NEXT: ifelse 1 0 6 15
// CHECK-NEXT: switch 10 1 2 60

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_exit : !vir.array<5 x i8> = "exit\00"
vir.global private constant @s_if : !vir.array<7 x i8> = "ifelse\00"
vir.global private constant @s_switch : !vir.array<7 x i8> = "switch\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// Leaves with -1 at once when %go is false, else sums 5 * i.
vir.func private @exit(%n: i32, %go: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c5 = vir.constant 5 : i32
  %cm1 = vir.constant -1 : i32
  vir.br ^loop(%c1, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %m = vir.mul %i, %c5 : i32
  vir.cond_br %go, ^body, ^out(%cm1 : i32)
^body:
  %s1 = vir.add %s, %m : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^out(%s1 : i32) {vir.traits = [#vir.req<unswitch, soft>]}
^out(%r: i32):
  vir.return %r : i32
}

// s += flag ? 1 : i.
vir.func private @ifelse(%n: i32, %flag: i1) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.cond_br %flag, ^a, ^b
^a:
  vir.br ^latch(%c1 : i32)
^b:
  vir.br ^latch(%i : i32)
^latch(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit(%s1 : i32) {vir.traits = [#vir.req<unswitch, soft>]}
^exit(%r: i32):
  vir.return %r : i32
}

// s += 1 when k is 1, i + 2 when k is 2, 10 otherwise.
vir.func private @switch(%n: i32, %k: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  vir.switch %k : i32, [
    default: ^latch(%c10 : i32),
    1: ^latch(%c1 : i32),
    2: ^two
  ]
^two:
  %v2 = vir.add %i, %c2 : i32
  vir.br ^latch(%v2 : i32)
^latch(%v: i32):
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return %s1 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c6 = vir.constant 6 : i32
  %true = vir.constant true
  %false = vir.constant false
  %fmt = vir.addressof @fmt : !vir.ptr
  %se = vir.addressof @s_exit : !vir.ptr
  %si = vir.addressof @s_if : !vir.ptr
  %ss = vir.addressof @s_switch : !vir.ptr
  %a1 = vir.call @exit(%c1, %true) : (i32, i1) -> i32
  %a2 = vir.call @exit(%c1, %false) : (i32, i1) -> i32
  %a3 = vir.call @exit(%c3, %true) : (i32, i1) -> i32
  %a4 = vir.call @exit(%c6, %false) : (i32, i1) -> i32
  vir.call @printf(%fmt, %se, %a1, %a2, %a3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %b1 = vir.call @ifelse(%c1, %true) : (i32, i1) -> i32
  %b2 = vir.call @ifelse(%c1, %false) : (i32, i1) -> i32
  %b3 = vir.call @ifelse(%c6, %true) : (i32, i1) -> i32
  %b4 = vir.call @ifelse(%c6, %false) : (i32, i1) -> i32
  vir.call @printf(%fmt, %si, %b1, %b2, %b3, %b4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %d1 = vir.call @switch(%c1, %c0) : (i32, i32) -> i32
  %d2 = vir.call @switch(%c1, %c1) : (i32, i32) -> i32
  %d3 = vir.call @switch(%c1, %c2) : (i32, i32) -> i32
  %d4 = vir.call @switch(%c6, %c3) : (i32, i32) -> i32
  vir.call @printf(%fmt, %ss, %d1, %d2, %d3, %d4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
