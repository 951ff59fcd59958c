// jump-threading on a program that prints: `a != 0 && x < y` joined in an
// i1 block argument, then a switch on a key that is constant on one edge.
// It prints the same before and after jump-threading, and after -O2,
// through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --jump-threading --verify-each %s -o %t.jt.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.jt.mlir
// RUN: vct-translate --vir-to-llvmir %t.jt.mlir -o %t.jt.ll && lli %t.jt.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.jt.mlir -o %t.jt.c && %cc %t.jt.c -o %t.jt.exe && %t.jt.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int f(int a, int x, int y) {
//   int k, v;
//   if (a != 0 && x < y) { k = 1; v = x; } else { k = a; v = y; }
//   switch (k) { case 1: return v + 1000; case 2: return v + 2000;
//                default: return v + 100; }
// }
// main: the sum of f(a, x, 1) * (a + 1) for a in 0..3, x in 0..2.

// CHECK: total = 26121

// The false edge of `a != 0` goes straight to the `no` side, and the
// `yes` side straight to case 1, past the switch.
// IR-LABEL: vir.func @f(
// IR: vir.cond_br %{{.*}}, ^bb1, ^[[NO:bb[0-9]+]]{{$}}
// IR: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[NO]]{{$}}
// IR: vir.br ^[[ONE:bb[0-9]+]](%arg1 : i32)
// IR: vir.switch
// IR: ^[[ONE]](
// IR-LABEL: vir.func @main(

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @f(%a: i32, %x: i32, %y: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %false = vir.constant false
  %nz = vir.icmp ne %a, %c0 : i32
  vir.cond_br %nz, ^rhs, ^join(%false : i1)
^rhs:
  %lt = vir.icmp slt %x, %y : i32
  vir.br ^join(%lt : i1)
^join(%c: i1):
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.br ^s(%c1, %x : i32, i32)
^no:
  vir.br ^s(%a, %y : i32, i32)
^s(%k: i32, %v: i32):
  vir.switch %k : i32, [
    default: ^d(%v : i32),
    1: ^one(%v : i32),
    2: ^two(%v : i32)
  ]
^d(%dv: i32):
  %c100 = vir.constant 100 : i32
  %r0 = vir.add %dv, %c100 : i32
  vir.return %r0 : i32
^one(%ov: i32):
  %c1000 = vir.constant 1000 : i32
  %r1 = vir.add %ov, %c1000 : i32
  vir.return %r1 : i32
^two(%tv: i32):
  %c2000 = vir.constant 2000 : i32
  %r2 = vir.add %tv, %c2000 : i32
  vir.return %r2 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  vir.br ^outer(%c0, %c0 : i32, i32)
^outer(%a: i32, %acc: i32):
  vir.br ^inner(%c0, %acc : i32, i32)
^inner(%x: i32, %acc2: i32):
  %r = vir.call @f(%a, %x, %c1) : (i32, i32, i32) -> i32
  %a1 = vir.add %a, %c1 : i32
  %w = vir.mul %r, %a1 : i32
  %acc3 = vir.add %acc2, %w : i32
  %x1 = vir.add %x, %c1 : i32
  %morex = vir.icmp slt %x1, %c3 : i32
  vir.cond_br %morex, ^inner(%x1, %acc3 : i32, i32), ^next
^next:
  %morea = vir.icmp slt %a1, %c4 : i32
  vir.cond_br %morea, ^outer(%a1, %acc3 : i32, i32), ^done
^done:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %acc3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
