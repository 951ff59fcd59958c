// Distributed loops compute the same: a recurrence split from a free
// statement, a reordered pair, a scalar recurrence used after the loop, a
// strong request taking three loops, and a refused loop on overlapping
// plain pointers. Through both backends, after loop-distribute alone and
// after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-distribute --verify-each %s -o %t.d.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.d.mlir
// RUN: vct-translate --vir-to-llvmir %t.d.mlir -o %t.d.ll && lli %t.d.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.d.mlir -o %t.d.c && %cc %t.d.c -o %t.d.exe && %t.d.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Three requests were accepted (their requests are gone); the ones on
// overlapping pointers and with a value used after the loop were refused
// (they stay).
// IR-COUNT-2: req<distribute
// IR-NOT: req<distribute

// CHECK: split 0 1464589024
// CHECK-NEXT: reorder 0 -2027271593
// CHECK-NEXT: live_out 1328545 1907703761
// CHECK-NEXT: three 0 1257904052
// CHECK-NEXT: overlap 0 1714530235
// CHECK-NEXT: done 5 0

vir.global private constant @fmt : !vir.array<10 x i8> = "%s %d %d\0A\00"
vir.global private constant @s_split : !vir.array<6 x i8> = "split\00"
vir.global private constant @s_reorder : !vir.array<8 x i8> = "reorder\00"
vir.global private constant @s_live : !vir.array<9 x i8> = "live_out\00"
vir.global private constant @s_three : !vir.array<6 x i8> = "three\00"
vir.global private constant @s_overlap : !vir.array<8 x i8> = "overlap\00"
vir.global private constant @s_done : !vir.array<5 x i8> = "done\00"
vir.global private @A : !vir.array<16 x i32> = zeroinit align 16
vir.global private @B : !vir.array<16 x i32> = zeroinit align 16
vir.global private @C : !vir.array<16 x i32> = zeroinit align 16
vir.global private @D : !vir.array<16 x i32> = zeroinit align 16

vir.func private @printf(!vir.ptr, ...) -> i32

// p[i] = i * m + k for i in [0, 16).
vir.func private @fill(%p: !vir.ptr, %m: i32, %k: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c16 = vir.constant 16 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %t = vir.trunc %i : i64 to i32
  %x = vir.mul %t, %m : i32
  %y = vir.add %x, %k : i32
  %pp = vir.gep %p[%i] : i32
  vir.store %y, %pp : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c16 : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit
^exit:
  vir.return
}

vir.func private @init() {
  %a = vir.addressof @A : !vir.ptr
  %b = vir.addressof @B : !vir.ptr
  %c = vir.addressof @C : !vir.ptr
  %d = vir.addressof @D : !vir.ptr
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %cm2 = vir.constant -2 : i32
  %c0 = vir.constant 0 : i32
  %c100 = vir.constant 100 : i32
  vir.call @fill(%a, %c7, %c1) : (!vir.ptr, i32, i32) -> ()
  vir.call @fill(%b, %c3, %c5) : (!vir.ptr, i32, i32) -> ()
  vir.call @fill(%c, %cm2, %c100) : (!vir.ptr, i32, i32) -> ()
  vir.call @fill(%d, %c5, %c0) : (!vir.ptr, i32, i32) -> ()
  vir.return
}

// A checksum of the four arrays.
vir.func private @sum() -> i32 {
  %a = vir.addressof @A : !vir.ptr
  %b = vir.addressof @B : !vir.ptr
  %c = vir.addressof @C : !vir.ptr
  %d = vir.addressof @D : !vir.ptr
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c16 = vir.constant 16 : i64
  %z = vir.constant 0 : i32
  %k31 = vir.constant 31 : i32
  %k7 = vir.constant 7 : i32
  %k13 = vir.constant 13 : i32
  %k17 = vir.constant 17 : i32
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep %a[%i] : i32
  %xa = vir.load %pa : i32
  %pb = vir.gep %b[%i] : i32
  %xb = vir.load %pb : i32
  %pc = vir.gep %c[%i] : i32
  %xc = vir.load %pc : i32
  %pd = vir.gep %d[%i] : i32
  %xd = vir.load %pd : i32
  %s31 = vir.mul %s, %k31 : i32
  %s1 = vir.add %s31, %xa : i32
  %yb = vir.mul %xb, %k7 : i32
  %s2 = vir.add %s1, %yb : i32
  %yc = vir.mul %xc, %k13 : i32
  %s3 = vir.add %s2, %yc : i32
  %yd = vir.mul %xd, %k17 : i32
  %s4 = vir.add %s3, %yd : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %c16 : i64
  vir.cond_br %more, ^loop(%i1, %s4 : i64, i32), ^exit
^exit:
  vir.return %s4 : i32
}

// a[i+1] = a[i] + b[i]; c[i] = d[i] * 2.
vir.func private @split(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %two = vir.constant 2 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^exit
^loop(%i: i64):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %s = vir.add %x, %y : i32
  %i1 = vir.add %i, %c1 : i64
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %s, %pa1 : i32
  %pd = vir.gep %d[%i] : i32
  %z = vir.load %pd : i32
  %m = vir.mul %z, %two : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %m, %pc : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>, #vir.req<vectorize, soft>]}
^exit:
  vir.return
}

// a[i] = b[i]; b[i+1] = c[i] (the second must run first).
vir.func private @reorder(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep %b[%i] : i32
  %x = vir.load %pb : i32
  %pa = vir.gep %a[%i] : i32
  vir.store %x, %pa : i32
  %pc = vir.gep %c[%i] : i32
  %y = vir.load %pc : i32
  %i1 = vir.add %i, %c1 : i64
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

// s = s * 3 + a[i]; c[i] = d[i]; returns s.
vir.func private @live_out(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %d: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z0 = vir.constant 0 : i32
  %three = vir.constant 3 : i32
  vir.br ^loop(%c0, %z0 : i64, i32)
^loop(%i: i64, %s: i32):
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %m = vir.mul %s, %three : i32
  %s1 = vir.add %m, %x : i32
  %pd = vir.gep %d[%i] : i32
  %z = vir.load %pd : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %z, %pc : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit
    {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return %s1 : i32
}

// a[i+1] = a[i]; c[i] = i; b[i+1] = b[i] + 1 (strong: three loops).
vir.func private @three(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %one = vir.constant 1 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %ti = vir.trunc %i : i64 to i32
  %pc = vir.gep %c[%i] : i32
  vir.store %ti, %pc : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %y1 = vir.add %y, %one : i32
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y1, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, strong>]}
^exit:
  vir.return
}

// p[i] = 7; q[i+1] = q[i] + p[i]... on plain pointers: refused.
vir.func private @overlap(%p: !vir.ptr, %q: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 7 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pp = vir.gep %p[%i] : i32
  vir.store %v, %pp : i32
  %pq = vir.gep %q[%i] : i32
  %x = vir.load %pq : i32
  %i1 = vir.add %i, %c1 : i64
  %pq1 = vir.gep %q[%i1] : i32
  vir.store %x, %pq1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}

vir.func @main() -> i32 {
  %a = vir.addressof @A : !vir.ptr
  %b = vir.addressof @B : !vir.ptr
  %c = vir.addressof @C : !vir.ptr
  %d = vir.addressof @D : !vir.ptr
  %z = vir.constant 0 : i32
  %five = vir.constant 5 : i32
  %n12 = vir.constant 12 : i64
  %n14 = vir.constant 14 : i64
  %fmt = vir.addressof @fmt : !vir.ptr
  vir.call @init() : () -> ()
  vir.call @split(%a, %b, %c, %d, %n12) : (!vir.ptr, !vir.ptr, !vir.ptr, !vir.ptr, i64) -> ()
  %r1 = vir.call @sum() : () -> i32
  %s1 = vir.addressof @s_split : !vir.ptr
  vir.call @printf(%fmt, %s1, %z, %r1) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.call @reorder(%a, %b, %c, %n14) : (!vir.ptr, !vir.ptr, !vir.ptr, i64) -> ()
  %r2 = vir.call @sum() : () -> i32
  %s2 = vir.addressof @s_reorder : !vir.ptr
  vir.call @printf(%fmt, %s2, %z, %r2) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  %v3 = vir.call @live_out(%b, %c, %d, %n12) : (!vir.ptr, !vir.ptr, !vir.ptr, i64) -> i32
  %r3 = vir.call @sum() : () -> i32
  %s3 = vir.addressof @s_live : !vir.ptr
  vir.call @printf(%fmt, %s3, %v3, %r3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.call @three(%d, %a, %b, %n14) : (!vir.ptr, !vir.ptr, !vir.ptr, i64) -> ()
  %r4 = vir.call @sum() : () -> i32
  %s4 = vir.addressof @s_three : !vir.ptr
  vir.call @printf(%fmt, %s4, %z, %r4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  %a1 = vir.gep %a[1] : i32
  vir.call @overlap(%a1, %a, %n14) : (!vir.ptr, !vir.ptr, i64) -> ()
  %r5 = vir.call @sum() : () -> i32
  %s5 = vir.addressof @s_overlap : !vir.ptr
  vir.call @printf(%fmt, %s5, %z, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  %s6 = vir.addressof @s_done : !vir.ptr
  vir.call @printf(%fmt, %s6, %five, %z) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32) -> i32
  vir.return %z : i32
}
