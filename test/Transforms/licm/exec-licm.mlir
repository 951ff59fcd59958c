// LICM on a program that prints: hoisting under a request (with a created
// preheader), promotion of a counter, and a loop_invariant load moved
// without a request. It prints the same before and after licm, and after
// -O2, through both backends.
// RUN: vct-translate --vir-to-llvmir %s -o %t.ll && lli %t.ll | FileCheck %s
// RUN: vct-mlir-opt --licm --verify-each %s -o %t.licm.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.licm.mlir
// RUN: vct-translate --vir-to-llvmir %t.licm.mlir -o %t.licm.ll && lli %t.licm.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.licm.mlir -o %t.licm.c && %cc %t.licm.c -o %t.licm.exe && %t.licm.exe | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s

// int weigh(int *p /* 8 bytes */, int a, int b, int n) {
//   int s = 0;
//   if (n > 0) for (int i = 0; i < n; ++i) s += p[1] * (a * b) + i / 4;
//   return s;
// }
// void count(int *acc /* 4 bytes */, int n) {
//   int i = 0; do { *acc += i * i; ++i; } while (i < n);
// }
// void tally(int *acc /* no dereferenceable fact */, int n) {
//   int i = 0; do { int x = i & 1 ? i : -i; *acc += x; ++i; } while (i < n);
// }
// int pick(int *t /* 16 bytes */, int *log, int n) {
//   int s = 0;
//   for (int i = 0; i < n; ++i) { s += t[3]; /* &t[3], t[3] loop_invariant */ *log = i; }
//   return s;
// }

// CHECK: weigh = 640
// CHECK-NEXT: weigh(0) = 0
// CHECK-NEXT: count = 2475
// CHECK-NEXT: tally = 15
// CHECK-NEXT: pick = 40 log = 9

// IR-LABEL: vir.func @weigh(
// IR: vir.load
// IR: vir.mul
// IR: vir.mul
// IR: ^bb{{[0-9]+}}(%{{.*}}: i32, %{{.*}}: i32):
// IR-NOT: vir.load
// IR: vir.sdiv
// IR-LABEL: vir.func @count(
// IR: vir.load
// IR-NEXT: vir.br
// IR-NOT: vir.load
// IR: vir.store
// IR-NEXT: vir.return
// The accesses run on every entry (the body is acyclic and every
// operation passes control on): promoted without a dereferenceable fact.
// IR-LABEL: vir.func @tally(
// IR: vir.load
// IR-NEXT: vir.br
// IR-NOT: vir.load
// IR: vir.store
// IR-NEXT: vir.return
// IR-LABEL: vir.func @pick(
// IR: vir.gep
// IR-NEXT: vir.load
// IR-NEXT: vir.br

vir.global private constant @fmt_weigh : !vir.array<12 x i8> = "weigh = %d\0A\00"
vir.global private constant @fmt_weigh0 : !vir.array<15 x i8> = "weigh(0) = %d\0A\00"
vir.global private constant @fmt_count : !vir.array<12 x i8> = "count = %d\0A\00"
vir.global private constant @fmt_tally : !vir.array<12 x i8> = "tally = %d\0A\00"
vir.global private constant @fmt_pick : !vir.array<20 x i8> = "pick = %d log = %d\0A\00"
vir.global private @table : !vir.array<4 x i32> = [1, 2, 3, 4]
vir.func private @printf(!vir.ptr, ...) -> i32

vir.func @weigh(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<8>]}, %a: i32, %b: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c4 = vir.constant 4 : i32
  %go = vir.icmp sgt %n, %c0 : i32
  vir.cond_br %go, ^header(%c0, %c0 : i32, i32), ^done(%c0 : i32)
^header(%i: i32, %s: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^done(%s : i32)
^body:
  %q = vir.gep %p[1] : i32
  %x = vir.load %q align 4 : i32
  %ab = vir.mul %a, %b : i32
  %t = vir.mul %x, %ab : i32
  %d = vir.sdiv %i, %c4 : i32
  %u = vir.add %t, %d : i32
  %s1 = vir.add %s, %u : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>]}
^done(%r: i32):
  vir.return %r : i32
}

vir.func @count(%acc: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %v = vir.load %acc align 4 : i32
  %sq = vir.mul %i, %i : i32
  %v1 = vir.add %v, %sq : i32
  vir.store %v1, %acc align 4 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return
}

vir.func @tally(%acc: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %odd = vir.and %i, %c1 : i32
  %isodd = vir.icmp ne %odd, %c0 : i32
  vir.cond_br %isodd, ^latch(%i : i32), ^negate
^negate:
  %neg = vir.sub %c0, %i : i32
  vir.br ^latch(%neg : i32)
^latch(%x: i32):
  %v = vir.load %acc align 4 : i32
  %v1 = vir.add %v, %x : i32
  vir.store %v1, %acc align 4 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return
}

vir.func @pick(%t: !vir.ptr {vir.traits = [#vir.dereferenceable<16>]}, %log: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0, %c0 : i32, i32)
^header(%i: i32, %s: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^exit
^body:
  %e = vir.gep %t[3] {vir.traits = [#vir.loop_invariant]} : i32
  %x = vir.load %e {vir.traits = [#vir.loop_invariant]} : i32
  %s1 = vir.add %s, %x : i32
  vir.store %i, %log : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1, %s1 : i32, i32)
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %c20 = vir.constant 20 : i32
  %tab = vir.addressof @table : !vir.ptr
  %w = vir.call @weigh(%tab, %c3, %c5, %c20) : (!vir.ptr, i32, i32, i32) -> i32
  %fw = vir.addressof @fmt_weigh : !vir.ptr
  %n1 = vir.call @printf(%fw, %w) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %w0 = vir.call @weigh(%tab, %c3, %c5, %c0) : (!vir.ptr, i32, i32, i32) -> i32
  %fw0 = vir.addressof @fmt_weigh0 : !vir.ptr
  %n2 = vir.call @printf(%fw0, %w0) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %acc = vir.alloca i32 align 4
  vir.store %c5, %acc align 4 : i32
  vir.call @count(%acc, %c20) : (!vir.ptr, i32) -> ()
  %cnt = vir.load %acc align 4 : i32
  %fc = vir.addressof @fmt_count : !vir.ptr
  %n3 = vir.call @printf(%fc, %cnt) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %t = vir.alloca i32 align 4
  vir.store %c5, %t align 4 : i32
  vir.call @tally(%t, %c20) : (!vir.ptr, i32) -> ()
  %tl = vir.load %t align 4 : i32
  %ft = vir.addressof @fmt_tally : !vir.ptr
  %n5 = vir.call @printf(%ft, %tl) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32) -> i32
  %log = vir.alloca i32 align 4
  vir.store %c0, %log : i32
  %pk = vir.call @pick(%tab, %log, %c10) : (!vir.ptr, !vir.ptr, i32) -> i32
  %lg = vir.load %log : i32
  %fp = vir.addressof @fmt_pick : !vir.ptr
  %n4 = vir.call @printf(%fp, %pk, %lg) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
