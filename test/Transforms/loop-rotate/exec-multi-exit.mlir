// Rotated loops with more than one exit compute the same: a search with
// values live at both exits (found in the body, not found at the header's
// test), the `i < n && a[i] != x` loop whose two tests reach one exit, and
// an exiting block that also passes a header value into the loop (the
// loop-diff seed 43001 shape). Zero-trip, early-exit and full-trip calls.
// Through both backends, after loop-rotate alone and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-rotate --verify-each --remarks %s -o %t.rot.mlir 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: vct-translate --vir-to-llvmir %t.rot.mlir -o %t.rot.ll && lli %t.rot.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.rot.mlir -o %t.rot.c && %cc %t.rot.c -o %t.rot.exe && %t.rot.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// REMARK-DAG: accepted rotate on loop with back edge in @search (rotated: the header's 3 operations copied to the guard and the latch)
// REMARK-DAG: accepted rotate on loop with back edge in @and_loop (rotated: the header's 2 operations copied to the guard and the latch)
// REMARK-DAG: accepted rotate on loop with back edge in @edge (rotated: the header's 3 operations copied to the guard and the latch)

// CHECK: search 12 -20 0
// CHECK-NEXT: and 3 10 0
// CHECK-NEXT: edge 4 16 1

vir.global private constant @fmt3 : !vir.array<13 x i8> = "%s %d %d %d\0A\00"
vir.global private constant @s_search : !vir.array<7 x i8> = "search\00"
vir.global private constant @s_and : !vir.array<4 x i8> = "and\00"
vir.global private constant @s_edge : !vir.array<5 x i8> = "edge\00"
vir.global private @data : !vir.array<10 x i32> = [4, 8, 15, 16, 23, 42, 7, 1, 9, 2]

vir.func private @printf(!vir.ptr, ...) -> i32

// Found at i: i + h; not found: i - h; h = 3i is the header's, read at
// both exits.
vir.func private @search(%n: i32, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %a = vir.addressof @data : !vir.ptr
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %h = vir.mul %i, %c3 : i32
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^notfound
^body:
  %w = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%w] : i32
  %v = vir.load %q : i32
  %e = vir.icmp eq %v, %x : i32
  vir.cond_br %e, ^found, ^latch
^latch:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^found:
  %fr = vir.add %i, %h : i32
  vir.return %fr : i32
^notfound:
  %nr = vir.sub %i, %h : i32
  vir.return %nr : i32
}

// while (i < n && data[i] != x) i++; return i; both tests reach ^exit,
// which reads the header's %i.
vir.func private @and_loop(%n: i32, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %a = vir.addressof @data : !vir.ptr
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^second, ^exit
^second:
  %w = vir.sext %i : i32 to i64
  %q = vir.gep inbounds %a[%w] : i32
  %v = vir.load %q : i32
  %e = vir.icmp ne %v, %x : i32
  vir.cond_br %e, ^latch, ^exit
^latch:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %i : i32
}

// The exiting block passes the header's %h to the latch and reaches the
// exit that reads %h.
vir.func private @edge(%n: i32, %stop: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c1 : i32, i32)
^header(%i: i32, %s: i32):
  %h = vir.add %s, %i : i32
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %e = vir.icmp eq %i, %stop : i32
  vir.cond_br %e, ^exit, ^latch(%h : i32)
^latch(%x: i32):
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^header(%i1, %x : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %h : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %c16 = vir.constant 16 : i32
  %c99 = vir.constant 99 : i32
  %fmt = vir.addressof @fmt3 : !vir.ptr
  %ss = vir.addressof @s_search : !vir.ptr
  %sa = vir.addressof @s_and : !vir.ptr
  %se = vir.addressof @s_edge : !vir.ptr
  %a1 = vir.call @search(%c10, %c16) : (i32, i32) -> i32
  %a2 = vir.call @search(%c10, %c99) : (i32, i32) -> i32
  %a3 = vir.call @search(%c0, %c4) : (i32, i32) -> i32
  vir.call @printf(%fmt, %ss, %a1, %a2, %a3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %b1 = vir.call @and_loop(%c10, %c16) : (i32, i32) -> i32
  %b2 = vir.call @and_loop(%c10, %c99) : (i32, i32) -> i32
  %b3 = vir.call @and_loop(%c0, %c4) : (i32, i32) -> i32
  vir.call @printf(%fmt, %sa, %b1, %b2, %b3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  %e1 = vir.call @edge(%c10, %c2) : (i32, i32) -> i32
  %e2 = vir.call @edge(%c5, %c99) : (i32, i32) -> i32
  %e3 = vir.call @edge(%c0, %c0) : (i32, i32) -> i32
  vir.call @printf(%fmt, %se, %e1, %e2, %e3) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32) -> i32
  vir.return %c0 : i32
}
