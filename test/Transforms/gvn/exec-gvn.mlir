// GVN on a program that prints: joins, forwarding through blocks and a
// loop whose only store is scoped apart. The program prints the same
// before GVN, after it and after -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --gvn --verify-each %s -o %t.gvn.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.gvn.mlir
// RUN: vct-translate --vir-to-llvmir %t.gvn.mlir -o %t.gvn.ll && lli %t.gvn.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.gvn.mlir -o %t.gvn.c && %cc %t.gvn.c -o %t.gvn.exe && %t.gvn.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int mix(int *p, int *q, int c) {           // p, q in scopes "p", "q"
//   *p = c * 7;
//   if (c & 1) { *q = *p + c * 7; } else { *p = c + 1; *q = c * 7; }
//   return *p + c * 7 + *q;
// }
// int sum(int *p, int *q, int n) {           // *q = *p + i, n times
//   int s = 0;
//   for (int i = 0; i < n; ++i) { s += *p; *q = *p + i; }
//   return s + *q + *p;
// }

// CHECK: mix(3) = 84
// CHECK-NEXT: mix(4) = 61
// CHECK-NEXT: sum(5) = 67

// @mix: one multiplication; the loads are forwarded from the stores, the
// join's through block arguments.
// IR-LABEL: vir.func @mix(
// IR: vir.mul
// IR-NOT: vir.mul
// IR-NOT: vir.load
// IR: ^bb3(%{{.*}}: i32, %{{.*}}: i32):
// IR-NOT: vir.load
// IR: vir.return
// @sum: %p is loaded once per iteration, and again after the loop.
// IR-LABEL: vir.func @sum(
// IR: ^bb2:
// IR-NEXT: vir.load %arg0
// IR-NOT: vir.load
// IR: ^bb3:
// IR-NEXT: vir.load %arg1
// IR-NEXT: vir.load %arg0

vir.global private constant @fmt_mix : !vir.array<14 x i8> = "mix(%d) = %d\0A\00"
vir.global private constant @fmt_sum : !vir.array<14 x i8> = "sum(%d) = %d\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @mix(%p: !vir.ptr, %q: !vir.ptr, %c: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %m = vir.mul %c, %c7 : i32
  vir.store %m, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %bit = vir.and %c, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  vir.cond_br %odd, ^odd, ^even
^odd:
  %x = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %m1 = vir.mul %c7, %c : i32
  %x1 = vir.add %x, %m1 : i32
  vir.store %x1, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  vir.br ^join
^even:
  %t = vir.add %c, %c1 : i32
  vir.store %t, %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %m2 = vir.mul %c, %c7 : i32
  vir.store %m2, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  vir.br ^join
^join:
  %y = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %m3 = vir.mul %c, %c7 : i32
  %w = vir.load %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %r0 = vir.add %y, %m3 : i32
  %r = vir.add %r0, %w : i32
  vir.return %r : i32
}

vir.func @sum(%p: !vir.ptr, %q: !vir.ptr, %n: i32) -> i32 attributes {alias_scopes = ["p", "q"]} {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %v = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %s1 = vir.add %s, %v : i32
  %v2 = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %v3 = vir.add %v2, %i : i32
  vir.store %v3, %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32)
^exit:
  %fq = vir.load %q {vir.traits = [#vir.noalias<alias_scopes = ["q"], noalias_scopes = ["p"]>]} : i32
  %fp = vir.load %p {vir.traits = [#vir.noalias<alias_scopes = ["p"], noalias_scopes = ["q"]>]} : i32
  %t = vir.add %s, %fq : i32
  %t2 = vir.add %t, %fp : i32
  vir.return %t2 : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %c5 = vir.constant 5 : i32
  %c9 = vir.constant 9 : i32
  %a = vir.alloca i32 align 4
  %b = vir.alloca i32 align 4
  %fm = vir.addressof @fmt_mix : !vir.ptr
  %r3 = vir.call @mix(%a, %b, %c3) : (!vir.ptr, !vir.ptr, i32) -> i32
  %n1 = vir.call @printf(%fm, %c3, %r3) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  %r4 = vir.call @mix(%a, %b, %c4) : (!vir.ptr, !vir.ptr, i32) -> i32
  %n2 = vir.call @printf(%fm, %c4, %r4) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.store %c9, %a : i32
  vir.store %c0, %b : i32
  %r5 = vir.call @sum(%a, %b, %c5) : (!vir.ptr, !vir.ptr, i32) -> i32
  %fs = vir.addressof @fmt_sum : !vir.ptr
  %n3 = vir.call @printf(%fs, %c5, %r5) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
