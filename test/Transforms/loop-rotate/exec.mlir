// Rotated loops compute the same: zero-trip and many-trip calls, a header
// value read after the loop, a header load read in the body, nested loops.
// Bounds come from arguments, so nothing folds them away. Through both
// backends, after loop-rotate alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-rotate --verify-each %s -o %t.rot.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.rot.mlir
// RUN: vct-translate --vir-to-llvmir %t.rot.mlir -o %t.rot.ll && lli %t.rot.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.rot.mlir -o %t.rot.c && %cc %t.rot.c -o %t.rot.exe && %t.rot.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Every loop was rotated: no header is left that only tests.
// IR-LABEL: vir.func private @sum
// IR: vir.cond_br {{.*}}, ^[[B:bb[0-9]+]]
// IR: ^[[B]](
// IR: vir.cond_br {{.*}}, ^[[B]]
// IR-LABEL: vir.func private @nested
// IR-COUNT-4: vir.cond_br

// CHECK: sum 45 0 0
// CHECK-NEXT: last 10 0 -3
// CHECK-NEXT: nested 12 0 0
// CHECK-NEXT: twice 60 0 3

// @twice's first loop exits into the second loop's header: it gets an exit
// block of its own, which takes the sum as a second argument (and then
// holds the second loop's guard).
// IR-LABEL: vir.func private @twice
// IR: vir.cond_br {{.*}}, ^[[B:bb[0-9]+]]({{.*}}), ^[[X:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32)
// IR: ^[[X]](%{{.*}}: i32, %{{.*}}: i32):

vir.global private constant @fmt3 : !vir.array<13 x i8> = "%s %d %d %d\0A\00"
vir.global private constant @s_sum : !vir.array<4 x i8> = "sum\00"
vir.global private constant @s_last : !vir.array<5 x i8> = "last\00"
vir.global private constant @s_nested : !vir.array<7 x i8> = "nested\00"
vir.global private constant @s_twice : !vir.array<6 x i8> = "twice\00"
vir.global private @data : !vir.array<10 x i32> = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]

vir.func private @printf(!vir.ptr, ...) -> i32

// A sum over the array; the header reads the running total.
vir.func private @sum(%from: i32, %to: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %a = vir.addressof @data : !vir.ptr
  vir.br ^loop(%from, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %c = vir.icmp slt %i, %to : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %x = vir.sext %i : i32 to i64
  %p = vir.gep inbounds %a[%x] : i32
  %v = vir.load %p : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^loop(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %s : i32
}

// A value computed in the header is read after the loop and in the body.
vir.func private @last(%from: i32, %to: i32) -> i32 {
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%from : i32)
^loop(%i: i32):
  %m = vir.sub %i, %c3 : i32
  %c = vir.icmp slt %i, %to : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  %i2 = vir.add %i1, %m : i32
  %i3 = vir.sub %i2, %m : i32
  vir.br ^loop(%i3 : i32) {vir.traits = [#vir.req<rotate, strong>]}
^exit:
  %r = vir.add %m, %c3 : i32
  vir.return %r : i32
}

// Two nested header-tested loops counting i*j iterations.
vir.func private @nested(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %k: i32):
  %co = vir.icmp slt %i, %n : i32
  vir.cond_br %co, ^pre, ^exit
^pre:
  vir.br ^inner(%c0, %k : i32, i32)
^inner(%j: i32, %k2: i32):
  %ci = vir.icmp slt %j, %m : i32
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

// The sum of i for i < n, plus the number of j < m with j odd (stored to
// memory, so the second loop stays).
vir.func private @twice(%n: i32, %m: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %slot = vir.alloca i32 align 4
  vir.store %c0, %slot : i32
  vir.br ^first(%c0, %c0 : i32, i32)
^first(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^second(%c0 : i32)
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^first(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^second(%j: i32):
  %u = vir.icmp slt %j, %m : i32
  vir.cond_br %u, ^body2, ^done
^body2:
  %odd = vir.and %j, %c1 : i32
  %old = vir.load %slot : i32
  %new = vir.add %old, %odd : i32
  vir.store %new, %slot : i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^second(%j1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^done:
  %count = vir.load %slot : i32
  %r = vir.add %s, %count : i32
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %cm3 = vir.constant -3 : i32
  %fmt = vir.addressof @fmt3 : !vir.ptr
  %ss = vir.addressof @s_sum : !vir.ptr
  %sl = vir.addressof @s_last : !vir.ptr
  %sn = vir.addressof @s_nested : !vir.ptr
  %a1 = vir.call @sum(%c0, %c10) : (i32, i32) -> i32
  %a2 = vir.call @sum(%c5, %c5) : (i32, i32) -> i32
  %a3 = vir.call @sum(%c10, %c0) : (i32, i32) -> i32
  vir.call @printf(%fmt, %ss, %a1, %a2, %a3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %b1 = vir.call @last(%c0, %c10) : (i32, i32) -> i32
  %b2 = vir.call @last(%c0, %c0) : (i32, i32) -> i32
  %b3 = vir.call @last(%cm3, %cm3) : (i32, i32) -> i32
  vir.call @printf(%fmt, %sl, %b1, %b2, %b3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %n1 = vir.call @nested(%c3, %c4) : (i32, i32) -> i32
  %n2 = vir.call @nested(%c0, %c4) : (i32, i32) -> i32
  %n3 = vir.call @nested(%c3, %c0) : (i32, i32) -> i32
  vir.call @printf(%fmt, %sn, %n1, %n2, %n3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %c7 = vir.constant 7 : i32
  %c11 = vir.constant 11 : i32
  %t1 = vir.call @twice(%c11, %c10) : (i32, i32) -> i32
  %t2 = vir.call @twice(%c0, %c0) : (i32, i32) -> i32
  %t3 = vir.call @twice(%c0, %c7) : (i32, i32) -> i32
  %sw = vir.addressof @s_twice : !vir.ptr
  vir.call @printf(%fmt, %sw, %t1, %t2, %t3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
