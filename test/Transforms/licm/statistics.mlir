// RUN: vct-mlir-opt %s --licm --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// licm's statistics: under the request, the invariant multiply and the add
// that uses it are hoisted (2), and the location %p is promoted (1).

// CHECK: VIR pass statistics report
// CHECK: {{^}}licm{{$}}
// CHECK-NEXT: (S) 2 num-hoisted - Operations hoisted out of their loop
// CHECK-NEXT: (S) 1 num-promoted - Memory locations promoted to registers in a loop
// CHECK-NOT: (S)

vir.func @f(%p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %a: i32, %b: i32, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %m = vir.mul %a, %b : i32
  %k = vir.add %m, %a : i32
  %v = vir.load %p align 4 : i32
  %v1 = vir.add %v, %k : i32
  vir.store %v1, %p align 4 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<licm, soft>]}
^exit:
  vir.return
}
