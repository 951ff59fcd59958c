// RUN: vct-mlir-opt %s --loop-unswitch --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-unswitch's statistics: @f's exit test moved out (trivial), @g
// versioned (one copy of its 6 operations).

// CHECK: {{^}}loop-unswitch{{$}}
// CHECK-NEXT: (S) 1 loops-versioned - Loops versioned on an invariant branch
// CHECK-NEXT: (S) 6 ops-copied - Operations copied into loop versions
// CHECK-NEXT: (S) 1 trivial-unswitched - Invariant exit tests moved out of loops
vir.func @f(%p: !vir.ptr, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.cond_br %flag, ^body, ^exit
^body:
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}
vir.func @g(%p: !vir.ptr, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  vir.cond_br %flag, ^s, ^latch
^s:
  vir.store %i, %p : i32
  vir.br ^latch
^latch:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unswitch, soft>]}
^exit:
  vir.return
}
