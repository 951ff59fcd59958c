// RUN: vct-mlir-opt %s --loop-vectorize=host-width=true --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// The statistics of the shapes added to loop-vectorize: @down counts down,
// @diamond is if-converted, all three at the recorded CPU's 256-bit vectors;
// @cond_store is if-converted too, its store stored lane by lane.

// CHECK: {{^}}loop-vectorize{{$}}
// CHECK-NEXT: (S) 3 host-width - Loops vectorized at the recorded CPU's vector width
// CHECK-NEXT: (S) 2 if-converted - Loops vectorized after if-converting their body
// CHECK-NEXT: (S) 3 loops-vectorized - Loops vectorized
// CHECK-NEXT: (S) 1 predicated-stores - Loops vectorized with a conditional store stored lane by lane
// CHECK-NEXT: (S) 1 reversed - Loops vectorized counting down or with backward accesses

module attributes {vir.target_cpu = "haswell"} {
vir.func @down(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %cm1 = vir.constant -1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%n : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %z, %pa : i32
  %i1 = vir.add %i, %cm1 : i64
  %more = vir.icmp sgt %i1, %c0 : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @diamond(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %c = vir.icmp sgt %x, %k3 : i32
  vir.cond_br %c, ^then, ^join(%k3 : i32)
^then:
  %y = vir.add %x, %x : i32
  vir.br ^join(%y : i32)
^join(%v: i32):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %v, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @cond_store(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %k3 = vir.constant 3 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %y = vir.mul %x, %x : i32
  %z = vir.add %y, %x : i32
  %c = vir.icmp sgt %z, %k3 : i32
  vir.cond_br %c, ^then, ^join
^then:
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %z, %pa : i32
  vir.br ^join
^join:
  %i1 = vir.add %i, %c1 : i64
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}
}
