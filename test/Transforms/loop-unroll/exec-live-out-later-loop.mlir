// A value of an unrolled loop read after the next loop, on that loop's
// exit edge: the first loop exits straight into the second's header, so
// the merge of the copies' values is an argument of that header, and the
// second loop's latch passes it on both of its edges. The SSA updater
// added the back edge's operand before rewriting the exit edge's use in
// the same branch, which then still named the first copy's value: it does
// not dominate the prologue's way out ("operand does not dominate this
// use"). Runtime unrolling (a counted loop) and partial unrolling by a
// factor (a search loop), through both backends after loop-unroll alone
// and after -O2 and -O3.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --loop-unroll=runtime=true --verify-each %s -o %t.un.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.un.mlir
// RUN: vct-translate --vir-to-llvmir %t.un.mlir -o %t.un.ll && lli %t.un.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.un.mlir -o %t.un.c && %cc %t.un.c -o %t.un.exe && %t.un.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s
// RUN: vct-mlir-opt -O3 --verify-each %s -o %t.o3.mlir
// RUN: vct-translate --vir-to-llvmir %t.o3.mlir -o %t.o3.ll && lli %t.o3.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o3.mlir -o %t.o3.c && %cc %t.o3.c -o %t.o3.exe && %t.o3.exe | FileCheck %s

// The second loop's latch passes the merged value on its back edge and on
// its exit edge, in both functions.
// IR-LABEL: vir.func private @runtime_next
// IR: vir.urem
// IR: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}}, %[[S:[0-9]+]] : i64, i32), ^{{bb[0-9]+}}(%[[S]] : i32)
// IR-LABEL: vir.func private @partial_next
// IR: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}(%{{.*}}, %[[PS:[0-9]+]] : i64, i32), ^{{bb[0-9]+}}(%[[PS]] : i32)

// CHECK: runtime 3 14 23 0
// CHECK-NEXT: partial 31 17 0 0

vir.global private constant @fmt : !vir.array<16 x i8> = "%s %d %d %d %d\0A\00"
vir.global private constant @s_runtime : !vir.array<8 x i8> = "runtime\00"
vir.global private constant @s_partial : !vir.array<8 x i8> = "partial\00"
vir.global private @data : !vir.array<10 x i32> = [3, 1, 4, 1, 5, 9, 2, 6, 0, 7]

vir.func private @printf(!vir.ptr, ...) -> i32

// s = data[0] + ... + data[n-1] (n >= 1), then a second loop to m; s is
// read on the second loop's exit edge.
vir.func private @runtime_next(%n: i64, %m: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  %p = vir.addressof @data : !vir.ptr
  vir.br ^l1(%c0, %z : i64, i32)
^l1(%i: i64, %s: i32):
  %q = vir.gep inbounds %p[%i] : i32
  %v = vir.load %q : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^l1(%i1, %s1 : i64, i32), ^l2(%c0 : i64) {vir.traits = [#vir.req<unroll, soft>]}
^l2(%j: i64):
  %j1 = vir.add %j, %c1 nsw : i64
  %more2 = vir.icmp slt %j1, %m : i64
  vir.cond_br %more2, ^l2(%j1 : i64), ^exit(%s1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// s = data[k] + ... up to the first 0 (a search loop: not counted, unrolled
// by its factor), then the same second loop.
vir.func private @partial_next(%k: i64, %m: i64) -> i32 {
  %c1 = vir.constant 1 : i64
  %c0 = vir.constant 0 : i64
  %z = vir.constant 0 : i32
  %p = vir.addressof @data : !vir.ptr
  vir.br ^l1(%k, %z : i64, i32)
^l1(%i: i64, %s: i32):
  %q = vir.gep inbounds %p[%i] : i32
  %v = vir.load %q : i32
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 nsw : i64
  %more = vir.icmp ne %v, %z : i32
  vir.cond_br %more, ^l1(%i1, %s1 : i64, i32), ^l2(%c0 : i64) {vir.traits = [#vir.req<unroll, soft, factor = 3>]}
^l2(%j: i64):
  %j1 = vir.add %j, %c1 nsw : i64
  %more2 = vir.icmp slt %j1, %m : i64
  vir.cond_br %more2, ^l2(%j1 : i64), ^exit(%s1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c3 = vir.constant 3 : i64
  %c5 = vir.constant 5 : i64
  %c6 = vir.constant 6 : i64
  %c8 = vir.constant 8 : i64
  %z = vir.constant 0 : i32
  %fmt = vir.addressof @fmt : !vir.ptr
  %sr = vir.addressof @s_runtime : !vir.ptr
  %sp = vir.addressof @s_partial : !vir.ptr
  %r1 = vir.call @runtime_next(%c1, %c3) : (i64, i64) -> i32
  %r2 = vir.call @runtime_next(%c5, %c0) : (i64, i64) -> i32
  %r3 = vir.call @runtime_next(%c6, %c5) : (i64, i64) -> i32
  vir.call @printf(%fmt, %sr, %r1, %r2, %r3, %z) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  %p1 = vir.call @partial_next(%c0, %c3) : (i64, i64) -> i32
  %p2 = vir.call @partial_next(%c5, %c1) : (i64, i64) -> i32
  %p3 = vir.call @partial_next(%c8, %c6) : (i64, i64) -> i32
  vir.call @printf(%fmt, %sp, %p1, %p2, %p3, %z) vararg((!vir.ptr) -> i32) : (!vir.ptr, !vir.ptr, i32, i32, i32, i32) -> i32
  vir.return %z : i32
}
