// prune-unreachable on a program that prints: a switch whose default is
// vir.unreachable (`default: __builtin_unreachable()`) and a check whose
// failing side is vir.unreachable. It prints the same before and after the
// pass, and after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --prune-unreachable --verify-each %s -o %t.pu.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.pu.mlir
// RUN: vct-translate --vir-to-llvmir %t.pu.mlir -o %t.pu.ll && lli %t.pu.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.pu.mlir -o %t.pu.c && %cc %t.pu.c -o %t.pu.exe && %t.pu.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// CHECK: total = 870

// The doomed default is replaced by case 0; no vir.unreachable is left.
// IR-LABEL: vir.func @pick(
// IR-NOT: vir.unreachable
// IR: vir.switch
// IR-NEXT: default:
// IR-NEXT: 1:
// IR-NEXT: 2:
// IR-NEXT: ]
// IR-NOT: vir.unreachable
// IR-LABEL: vir.func @main(

vir.global private constant @fmt : !vir.array<12 x i8> = "total = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

// int pick(int k, int x) {
//   if (x < 0) __builtin_unreachable();
//   switch (k & 3) { case 0: return x; case 1: return 2 * x;
//                    case 2: return x + 100; default: __builtin_unreachable(); }
// }
vir.func @pick(%k: i32, %x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  %c3 = vir.constant 3 : i32
  %c100 = vir.constant 100 : i32
  %neg = vir.icmp slt %x, %c0 : i32
  vir.cond_br %neg, ^ub, ^ok
^ub:
  vir.unreachable
^ok:
  %sel = vir.and %k, %c3 : i32
  vir.switch %sel : i32, [
    default: ^ub2,
    0: ^zero,
    1: ^one,
    2: ^two
  ]
^ub2:
  vir.unreachable
^zero:
  vir.return %x : i32
^one:
  %d = vir.mul %x, %c2 : i32
  vir.return %d : i32
^two:
  %e = vir.add %x, %c100 : i32
  vir.return %e : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %k = vir.srem %i, %c3 : i32
  %x = vir.mul %i, %c10 : i32
  %r = vir.call @pick(%k, %x) : (i32, i32) -> i32
  %acc1 = vir.add %acc, %r : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %c10 : i32
  vir.cond_br %more, ^loop(%i1, %acc1 : i32, i32), ^done
^done:
  %f = vir.addressof @fmt : !vir.ptr
  %n = vir.call @printf(%f, %acc1) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  vir.return %c0 : i32
}
