// RUN: vct-mlir-opt %s --loop-unroll --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-unroll's statistics: @f fully unrolled (3 iterations: 2 copies),
// @g unrolled by 2 at run time (a copy and the prologue), @h (stepping by
// 2: not a counted loop) unrolled by 2 keeping its tests (1 copy).
// This Release LLVM counts no statistics until vct::PassStatistic (branch
// `habits`) is merged: then this test passes and the XFAIL line goes.

// CHECK: {{^}}loop-unroll{{$}}
// CHECK-NEXT: (S) 5 body-copies - Copies of loop bodies made
// CHECK-NEXT: (S) 1 fully-unrolled - Loops fully unrolled
// CHECK-NEXT: (S) 1 partially-unrolled - Loops partially unrolled, each copy keeping its exit test
// CHECK-NEXT: (S) 1 runtime-unrolled - Counted loops unrolled with a remainder loop
vir.func @f(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c3 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return
}
vir.func @g(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}
vir.func @h(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c2 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}
