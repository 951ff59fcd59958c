// Fused loops compute the same: a[i] = 3i, then a[j] += 2n and a sum of
// a[j] (distance 0), with an invariant value between the loops and the
// first loop's sum read after them; and a pair where the second loop reads
// what the first wrote one iteration earlier (distance 1); and a guarded
// (rotated) pair. Each called with trip counts 1, 2, 3 and 10
// (bounds from arguments: nothing folds them). Through both backends,
// after loop-fuse alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-fuse --verify-each %s -o %t.fuse.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.fuse.mlir
// RUN: vct-translate --vir-to-llvmir %t.fuse.mlir -o %t.fuse.ll && lli %t.fuse.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.fuse.mlir -o %t.fuse.c && %cc %t.fuse.c -o %t.fuse.exe && %t.fuse.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// Every request was accepted: no fuse request is left.
// IR-NOT: req<fuse

// CHECK: same 3 13 31 381
// CHECK-NEXT: shift 0 0 3 108
// CHECK-NEXT: guard 500 501 605 5145

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_same : !vir.array<5 x i8> = "same\00"
vir.global private constant @s_shift : !vir.array<6 x i8> = "shift\00"
vir.global private constant @s_guard : !vir.array<6 x i8> = "guard\00"

vir.func private @printf(!vir.ptr, ...) -> i32

// a[i] = 3i, s = sum of i; k = 2n; a[j] += k, t = sum of a[j];
// returns (s + 1) + t.
vir.func private @same(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.alloca !vir.array<16 x i32> align 4
  vir.br ^a(%c0, %c0 : i32, i32)
^a(%i: i32, %s: i32):
  %ix = vir.sext %i : i32 to i64
  %pi = vir.gep %a[%ix] : i32
  %v = vir.mul %i, %c3 : i32
  vir.store %v, %pi : i32
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1, %s1 : i32, i32), ^m(%s1 : i32) {vir.traits = [#vir.req<fuse, soft>]}
^m(%last: i32):
  %k = vir.mul %n, %c2 : i32
  %r = vir.add %last, %c1 : i32
  vir.br ^b(%c0, %c0 : i32, i32)
^b(%j: i32, %u: i32):
  %jx = vir.sext %j : i32 to i64
  %pj = vir.gep %a[%jx] : i32
  %x = vir.load %pj : i32
  %y = vir.add %x, %k : i32
  vir.store %y, %pj : i32
  %u1 = vir.add %u, %y : i32
  %j1 = vir.add %j, %c1 : i32
  %w = vir.icmp slt %j1, %n : i32
  vir.cond_br %w, ^b(%j1, %u1 : i32, i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  %res = vir.add %r, %u1 : i32
  vir.return %res : i32
}

// a[0] = 0, a[i + 1] = 3i; then t = sum of a[j]: the second loop reads
// what the first wrote one iteration earlier.
vir.func private @shift(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.alloca !vir.array<16 x i32> align 4
  %p0 = vir.gep %a[0] : i32
  vir.store %c0, %p0 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 nsw : i32
  %i1x = vir.sext %i1 : i32 to i64
  %pi = vir.gep %a[%i1x] : i32
  %v = vir.mul %i, %c3 : i32
  vir.store %v, %pi : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0, %c0 : i32, i32)
^b(%j: i32, %u: i32):
  %jx = vir.sext %j : i32 to i64
  %pj = vir.gep %a[%jx] : i32
  %x = vir.load %pj : i32
  %u1 = vir.add %u, %x : i32
  %j1 = vir.add %j, %c1 : i32
  %w = vir.icmp slt %j1, %n : i32
  vir.cond_br %w, ^b(%j1, %u1 : i32, i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return %u1 : i32
}

// Rotated and guarded: a[i] = 2i + 1, s = sum of i; r = s + 5; then
// a[j] += j, u = sum of a[j]; returns 100 r + u (500 when n = 0: both
// loops skipped).
vir.func private @guarded(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c5 = vir.constant 5 : i32
  %c100 = vir.constant 100 : i32
  %a = vir.alloca !vir.array<16 x i32> align 4
  %g = vir.icmp slt %c0, %n : i32
  vir.cond_br %g, ^a(%c0, %c0 : i32, i32), ^m(%c0 : i32)
^a(%i: i32, %s: i32):
  %ix = vir.sext %i : i32 to i64
  %pi = vir.gep %a[%ix] : i32
  %v0 = vir.mul %i, %c2 : i32
  %v = vir.add %v0, %c1 : i32
  vir.store %v, %pi : i32
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1, %s1 : i32, i32), ^m(%s1 : i32) {vir.traits = [#vir.req<fuse, soft>]}
^m(%last: i32):
  %r = vir.add %last, %c5 : i32
  %g2 = vir.icmp slt %c0, %n : i32
  vir.cond_br %g2, ^b(%c0, %c0 : i32, i32), ^exit(%c0 : i32)
^b(%j: i32, %u: i32):
  %jx = vir.sext %j : i32 to i64
  %pj = vir.gep %a[%jx] : i32
  %x = vir.load %pj : i32
  %y = vir.add %x, %j : i32
  vir.store %y, %pj : i32
  %u1 = vir.add %u, %y : i32
  %j1 = vir.add %j, %c1 : i32
  %w = vir.icmp slt %j1, %n : i32
  vir.cond_br %w, ^b(%j1, %u1 : i32, i32), ^exit(%u1 : i32) {vir.traits = [#vir.req<fuse, soft>]}
^exit(%uu: i32):
  %r100 = vir.mul %r, %c100 : i32
  %res = vir.add %r100, %uu : i32
  vir.return %res : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %ss = vir.addressof @s_same : !vir.ptr
  %sh = vir.addressof @s_shift : !vir.ptr
  %sg = vir.addressof @s_guard : !vir.ptr
  %a1 = vir.call @same(%c1) : (i32) -> i32
  %a2 = vir.call @same(%c2) : (i32) -> i32
  %a3 = vir.call @same(%c3) : (i32) -> i32
  %a4 = vir.call @same(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %ss, %a1, %a2, %a3, %a4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %b1 = vir.call @shift(%c1) : (i32) -> i32
  %b2 = vir.call @shift(%c2) : (i32) -> i32
  %b3 = vir.call @shift(%c3) : (i32) -> i32
  %b4 = vir.call @shift(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %sh, %b1, %b2, %b3, %b4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %d1 = vir.call @guarded(%c0) : (i32) -> i32
  %d2 = vir.call @guarded(%c1) : (i32) -> i32
  %d3 = vir.call @guarded(%c2) : (i32) -> i32
  %d4 = vir.call @guarded(%c10) : (i32) -> i32
  vir.call @printf(%fmt, %sg, %d1, %d2, %d3, %d4) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
