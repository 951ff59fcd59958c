// A vector access promises only the alignment of one lane's access: the
// scalar access's `align`, or its type's ABI alignment when it has none
// (before, the vector load and store had no `align`, which both backends
// read as the vector's own 16 bytes: a misaligned `p` made the vectorized
// loop fault). Here `p` is @buf + 4.
// RUN: vct-mlir-opt --loop-vectorize --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --loop-vectorize --verify-each %s -o %t.v.mlir
// RUN: vct-translate --vir-to-llvmir %t.v.mlir -o %t.v.ll && lli %t.v.ll; test $? = 3
// RUN: vct-translate --vir-to-c %t.v.mlir -o %t.v.c && %cc %t.v.c -o %t.v.exe && %t.v.exe; test $? = 3
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll; test $? = 3
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe; test $? = 3

vir.global private @buf : !vir.array<64 x i32> = zeroinit

// CHECK-LABEL: vir.func @add3
// CHECK: vir.load %{{.*}} align 4 : vector<4xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} align 4 : vector<4xi32>
// CHECK-LABEL: vir.func @add3_aligned2
// CHECK: vir.load %{{.*}} align 2 : vector<4xi32>
// CHECK: vir.store %{{.*}}, %{{.*}} align 2 : vector<4xi32>
vir.func @add3(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k = vir.constant 3 : i32
  vir.br ^l(%c0 : i64)
^l(%i: i64):
  %pa = vir.gep %p[%i] : i32
  %x = vir.load %pa : i32
  %s = vir.add %x, %k : i32
  vir.store %s, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %c = vir.icmp slt %i1, %n : i64
  vir.cond_br %c, ^l(%i1 : i64), ^x {vir.traits = [#vir.req<vectorize, soft, width = 4>]}
^x:
  vir.return
}

vir.func @add3_aligned2(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k = vir.constant 3 : i32
  vir.br ^l(%c0 : i64)
^l(%i: i64):
  %pa = vir.gep %p[%i] : i32
  %x = vir.load %pa align 2 : i32
  %s = vir.add %x, %k : i32
  vir.store %s, %pa align 2 : i32
  %i1 = vir.add %i, %c1 : i64
  %c = vir.icmp slt %i1, %n : i64
  vir.cond_br %c, ^l(%i1 : i64), ^x {vir.traits = [#vir.req<vectorize, soft, width = 4>]}
^x:
  vir.return
}

vir.func @main() -> i32 {
  %b = vir.addressof @buf : !vir.ptr
  %p = vir.gep %b[1] : i32
  %n = vir.constant 32 : i64
  vir.call @add3(%p, %n) : (!vir.ptr, i64) -> ()
  %e = vir.gep %b[5] : i32
  %r = vir.load %e : i32
  vir.return %r : i32
}
