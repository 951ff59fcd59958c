// jump-threading where the threaded block's values are used after it: the
// false edge of `a != 0` gets copies of %w and %v, which the SSA updater
// merges with the originals in new arguments of ^no. It prints the same
// before and after the pass, and after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --jump-threading --verify-each %s -o %t.jt.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.jt.mlir
// RUN: vct-translate --vir-to-llvmir %t.jt.mlir -o %t.jt.ll && lli %t.jt.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.jt.mlir -o %t.jt.c && %cc %t.jt.c -o %t.jt.exe && %t.jt.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int f(int a, int x) {
//   int c = a != 0 && x < 5, v = a ? x : 7, w = v * 3;
//   int r = c ? w + 1 : w - a;
//   return r + v;
// }
// main: the sum of f(a, x) * (x + 1) for a in 0..2, x in 0..9.

// CHECK: total = 4090

// IR-LABEL: vir.func @f(
// IR: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[COPY:bb[0-9]+]]{{$}}
// The copy of %w on the edge that passes v = 7 is folded to 21:
// IR: ^[[COPY]]:
// IR-NEXT: %[[C21:.*]] = vir.constant 21 : i32
// IR-NEXT: vir.br ^[[NO:bb[0-9]+]](%{{.*}}, %[[C21]] : i32, i32)
// IR: ^[[NO]](%{{.*}}: i32, %{{.*}}: i32):
// IR-LABEL: vir.func @main(

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @f(%a: i32, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c7 = vir.constant 7 : i32
  %false = vir.constant false
  %nz = vir.icmp ne %a, %c0 : i32
  vir.cond_br %nz, ^rhs, ^join(%false, %c7 : i1, i32)
^rhs:
  %lt = vir.icmp slt %x, %c5 : i32
  vir.br ^join(%lt, %x : i1, i32)
^join(%c: i1, %v: i32):
  %w = vir.mul %v, %c3 : i32
  vir.cond_br %c, ^yes, ^no
^yes:
  %y = vir.add %w, %c1 : i32
  vir.br ^end(%y : i32)
^no:
  %n = vir.sub %w, %a : i32
  vir.br ^end(%n : i32)
^end(%r: i32):
  %s = vir.add %r, %v : i32
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^outer(%c0, %c0 : i32, i32)
^outer(%a: i32, %acc: i32):
  vir.br ^inner(%c0, %acc : i32, i32)
^inner(%x: i32, %acc2: i32):
  %r = vir.call @f(%a, %x) : (i32, i32) -> i32
  %x1 = vir.add %x, %c1 : i32
  %w = vir.mul %r, %x1 : i32
  %acc3 = vir.add %acc2, %w : i32
  %morex = vir.icmp slt %x1, %c10 : i32
  vir.cond_br %morex, ^inner(%x1, %acc3 : i32, i32), ^next
^next:
  %a1 = vir.add %a, %c1 : i32
  %morea = vir.icmp slt %a1, %c3 : i32
  vir.cond_br %morea, ^outer(%a1, %acc3 : i32, i32), ^done
^done:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %acc3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
