// A load without a dereferenceable fact moves only when it runs on every
// entry to the loop. In a header-tested loop the body's load does not (the
// loop may be left at the first test), so stage 2's licm keeps it and the
// request (not consumed while something stays); after rotation the body is
// the header, and licm (the licm-after-rotate slot at -O2) hoists it to the
// rotated loop's preheader, which runs only when the guard enters the loop.
// RUN: vct-mlir-opt --licm --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIRST
// RUN: vct-mlir-opt --licm --loop-rotate --licm --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ROTREMARK
// RUN: vct-mlir-opt --licm --loop-rotate --licm %s | FileCheck %s --check-prefix=ROT
// RUN: vct-mlir-opt -O2 %s -o %t.o2.mlir
// RUN: vct-translate --vir-to-llvmir %t.o2.mlir -o %t.o2.ll && lli %t.o2.ll | FileCheck %s --check-prefix=OUT
// RUN: vct-translate --vir-to-c %t.o2.mlir -o %t.o2.c && %cc %t.o2.c -o %t.o2.exe && %t.o2.exe | FileCheck %s --check-prefix=OUT

// FIRST: denied licm on loop with back edge in @sum, Unsupported (1 loop-invariant operation cannot move without more facts: the load's address is not known dereferenceable (no #vir.dereferenceable covering it) and the load does not run on every entry to the loop)

// ROTREMARK: accepted licm on loop with back edge in @sum (hoisted 1 operation)
// ROT-LABEL: vir.func private @sum(
// ROT: vir.cond_br %{{[0-9]+}}, ^[[PRE:bb[0-9]+]](
// ROT: ^[[PRE]](
// ROT-NEXT: vir.load %arg0 : i32
// ROT-NEXT: vir.br ^[[H:bb[0-9]+]](
// ROT: ^[[H]](
// ROT-NOT: vir.load
// ROT: vir.cond_br %{{.*}}, ^[[H]]

// At -O2 the request keeps its first result (stage 2's denial: O-28, one
// result per request), though licm-after-rotate hoists the load; the
// program still never loads through the null pointer it passes with no
// iterations.

// OUT: 0 21
// (a null pointer with no iterations: the load must not run)

vir.global private constant @fmt : !vir.array<7 x i8> = "%d %d\0A\00"
vir.global private @seven : i32 = 7

vir.func private @printf(!vir.ptr, ...) -> i32

vir.func private @sum(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^exit
^body:
  %x = vir.load %p : i32
  %s1 = vir.add %s, %x : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<licm, soft>, #vir.req<rotate, soft>]}
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  %c3 = vir.constant 3 : i32
  %null = vir.null : !vir.ptr
  %g = vir.addressof @seven : !vir.ptr
  %fmt = vir.addressof @fmt : !vir.ptr
  %a = vir.call @sum(%null, %c0) : (!vir.ptr, i32) -> i32
  %b = vir.call @sum(%g, %c3) : (!vir.ptr, i32) -> i32
  vir.call @printf(%fmt, %a, %b) vararg((!vir.ptr) -> i32) : (!vir.ptr, i32, i32) -> i32
  vir.return %c0 : i32
}
