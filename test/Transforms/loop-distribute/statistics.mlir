// RUN: vct-mlir-opt %s --loop-distribute --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-distribute's statistics: @f distributed into 3 loops (a strong
// request: each recurrence its own loop, and the free statement), @g
// refused.

// CHECK: {{^}}loop-distribute{{$}}
// CHECK-NEXT: (S) 2 loops-created - Loops made by distribution (beyond the originals)
// CHECK-NEXT: (S) 1 loops-distributed - Loops distributed
vir.func @f(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %v = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %v, %pc : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, strong>]}
^exit:
  vir.return
}
vir.func @g(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<distribute, soft>]}
^exit:
  vir.return
}
