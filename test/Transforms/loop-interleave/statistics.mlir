// RUN: vct-mlir-opt %s --loop-interleave --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-interleave's statistics: @f interleaved by 2 (one reduction), @g
// by 4 (two reductions), @h refused (no reduction).

// CHECK: {{^}}loop-interleave{{$}}
// CHECK-NEXT: (S) 6 body-copies - Copies of loop bodies made
// CHECK-NEXT: (S) 2 loops-interleaved - Loops interleaved
// CHECK-NEXT: (S) 3 reductions-split - Reductions split into independent accumulators
vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return %s1 : i32
}
vir.func @g(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0, %c0, %c1 : i32, i32, i32)
^loop(%i: i32, %s: i32, %p: i32):
  %s1 = vir.add %s, %i : i32
  %p1 = vir.mul %p, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1, %s1, %p1 : i32, i32, i32), ^exit {vir.traits = [#vir.req<interleave, soft, factor = 4>]}
^exit:
  %r = vir.add %s1, %p1 : i32
  vir.return %r : i32
}
vir.func @h(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<interleave, soft>]}
^exit:
  vir.return
}
