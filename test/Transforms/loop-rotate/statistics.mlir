// RUN: vct-mlir-opt %s --loop-rotate --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-rotate's statistics: one loop rotated, its header's 2 operations
// copied twice (guard and latch); the bottom-tested loop is left alone.
// This Release LLVM counts no statistics until vct::PassStatistic (branch
// `habits`) is merged: then this test passes and the XFAIL line goes.

// CHECK: {{^}}loop-rotate{{$}}
// CHECK-NEXT: (S) 4 header-ops-copied - Header operations copied into guards and latches
// CHECK-NEXT: (S) 1 rotated - Loops rotated
vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^mid
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^mid:
  vir.br ^loop(%i : i32)
^loop(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^loop(%j1 : i32), ^exit {vir.traits = [#vir.req<rotate, soft>]}
^exit:
  vir.return %j1 : i32
}
