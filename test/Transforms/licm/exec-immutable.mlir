// A counter promoted past loads from a constant table (`#vir.immutable`),
// and a table load gvn reuses past a store: the program prints the same
// before and after licm, after gvn, and after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --licm --verify-each %s -o %t.licm.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.licm.mlir
// RUN: vct-translate --vir-to-llvmir %t.licm.mlir -o %t.licm.ll && lli %t.licm.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.licm.mlir -o %t.licm.c && %cc %t.licm.c -o %t.licm.exe && %t.licm.exe | FileCheck %s
// RUN: vct-mlir-opt --gvn --verify-each %s -o %t.gvn.mlir
// RUN: vct-translate --vir-to-llvmir %t.gvn.mlir -o %t.gvn.ll && lli %t.gvn.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.gvn.mlir -o %t.gvn.c && %cc %t.gvn.c -o %t.gvn.exe && %t.gvn.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// IR-LABEL: vir.func @count_bytes(
// IR: vir.load %arg0 : i64
// IR-NEXT: vir.br
// IR-NOT: vir.store
// IR: vir.store

// CHECK: sum 101304 steps 1020
// CHECK-NEXT: twice 200 last 7

vir.global constant @bytes : !vir.array<8 x i8> = "abcdefgh"
vir.global private @steps : i64 = 12
vir.global private @last : i8 = 0
vir.global private constant @fmt : !vir.array<24 x i8> = "sum %d steps %ld\0Atwice \00"
vir.global private constant @fmt2 : !vir.array<12 x i8> = "%d last %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

// Adds the table's bytes k % 8 for k < n and counts the steps in *p.
vir.func @count_bytes(%p: !vir.ptr, %n: i64) -> i32 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c7 = vir.constant 7 : i64
  %z = vir.constant 0 : i32
  %t = vir.addressof @bytes {vir.traits = [#vir.immutable]} : !vir.ptr
  vir.br ^loop(%c0, %z : i64, i32)
^loop(%i: i64, %s: i32):
  %v = vir.load %p : i64
  %v1 = vir.add %v, %c1 : i64
  vir.store %v1, %p : i64
  %k = vir.and %i, %c7 : i64
  %e = vir.gep %t[0, %k] : !vir.array<8 x i8>
  %b = vir.load %e : i8
  %bw = vir.zext %b : i8 to i32
  %s1 = vir.add %s, %bw : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1, %s1 : i64, i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return %s1 : i32
}

// Twice the table's byte k, read before and after a store.
vir.func @twice(%k: i64, %q: !vir.ptr, %c: i8) -> i32 {
  %t = vir.addressof @bytes {vir.traits = [#vir.immutable]} : !vir.ptr
  %e = vir.gep %t[0, %k] : !vir.array<8 x i8>
  %x = vir.load %e : i8
  vir.store %c, %q : i8
  %y = vir.load %e : i8
  %xw = vir.zext %x : i8 to i32
  %yw = vir.zext %y : i8 to i32
  %s = vir.add %xw, %yw : i32
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i64
  %c7 = vir.constant 7 : i8
  %n = vir.constant 8 : i64
  %steps = vir.addressof @steps : !vir.ptr
  %s8 = vir.call @count_bytes(%steps, %n) : (!vir.ptr, i64) -> i32
  %big = vir.constant 1000 : i64
  %s1000 = vir.call @count_bytes(%steps, %big) : (!vir.ptr, i64) -> i32
  %sum = vir.add %s8, %s1000 : i32
  %sv = vir.load %steps : i64
  %f = vir.addressof @fmt : !vir.ptr
  vir.call @printf(%f, %sum, %sv) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i64) -> i32
  %last = vir.addressof @last : !vir.ptr
  %w = vir.call @twice(%c3, %last, %c7) : (i64, !vir.ptr, i8) -> i32
  %lv = vir.load %last : i8
  %lw = vir.zext %lv : i8 to i32
  %f2 = vir.addressof @fmt2 : !vir.ptr
  vir.call @printf(%f2, %w, %lw) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
