// block-layout on a program that prints: a loop with a cold error report
// inside. The layout keeps the loop body contiguous and puts the report
// last, and both backends emit the blocks in that order (the C labels and
// the LLVM IR blocks follow the VIR order). It prints the same before and
// after the pass, and after -O2.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --block-layout --verify-each %s -o %t.bl.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.bl.mlir
// RUN: vct-translate --vir-to-llvmir %t.bl.mlir -o %t.bl.ll && lli %t.bl.ll | FileCheck %s
// RUN: FileCheck %s --check-prefix=LL < %t.bl.ll
// RUN: vct-translate --vir-to-c %t.bl.mlir -o %t.bl.c && %cc %t.bl.c -o %t.bl.exe && %t.bl.exe | FileCheck %s
// RUN: FileCheck %s --check-prefix=C < %t.bl.c
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK-COUNT-4: negative
// CHECK-NEXT: sum = 35

// IR-LABEL: vir.func @sum(
// IR: vir.cond_br %{{.*}}, ^[[EXIT:bb[0-9]+]], ^[[BODY:bb[0-9]+]]
// IR-NEXT: ^[[BODY]]:
// IR: vir.cond_br %{{.*}}, ^[[ERR:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// IR-NEXT: ^[[OK]]:
// IR: ^[[EXIT]]:
// IR-NEXT: vir.return
// IR-NEXT: ^[[ERR]]:
// IR-NEXT: vir.addressof @bad

// LL-LABEL: define {{.*}} @sum(
// LL: ret i32
// LL: @bad
// LL: }

// C-LABEL: sum(
// C: return
// C: bad
// C: }

vir.global private constant @fmt : !vir.array<10 x i8> = "sum = %d\0A\00"
vir.global private constant @bad : !vir.array<10 x i8> = "negative\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @sum(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^h(%c0, %c0 : i32, i32)
^h(%i: i32, %s: i32):
  %done = vir.icmp sge %i, %n : i32
  vir.cond_br %done, ^exit, ^body
^exit:
  vir.return %s : i32
^body:
  %t = vir.mul %i, %c3 : i32
  %v = vir.sub %t, %c10 : i32
  %neg = vir.icmp slt %v, %c0 : i32
  vir.cond_br %neg, ^err, ^ok
^err:
  %m = vir.addressof @bad : !vir.ptr
  %x = vir.call @printf(%m) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.br ^ok {vir.traits = [#vir.req<cold_path, soft>]}
^ok:
  %s1 = vir.add %s, %v : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^h(%i1, %s1 : i32, i32)
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c10 = vir.constant 10 : i32
  %r = vir.call @sum(%c10) : (i32) -> i32
  %f = vir.addressof @fmt : !vir.ptr
  %x = vir.call @printf(%f, %r) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
