// RUN: vct-mlir-opt %s --loop-peel --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-peel's statistics: @f peeled 2 iterations, @g 1 (its argument is
// invariant after the first), @h not at all.

// CHECK: {{^}}loop-peel{{$}}
// CHECK-NEXT: (S) 3 iterations-peeled - Iterations copied in front of their loops
// CHECK-NEXT: (S) 2 loops-peeled - Loops peeled
vir.func @f(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft, count = 2>]}
^exit:
  vir.return
}
vir.func @g(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c1 : i32, i32)
^loop(%i: i32, %v: i32):
  vir.store %v, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %n : i32, i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return
}
vir.func @h(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<peel, soft>]}
^exit:
  vir.return
}
