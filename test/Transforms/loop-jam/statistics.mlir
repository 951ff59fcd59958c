// RUN: vct-mlir-opt %s --loop-jam --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-jam's statistics: @f jammed by 2 (2 copies of its body), @g denied.

// CHECK: {{^}}loop-jam{{$}}
// CHECK-NEXT: (S) 2 body-copies - Copies of outer loop bodies made
// CHECK-NEXT: (S) 1 jam-refused - Jam requests denied
// CHECK-NEXT: (S) 1 loops-jammed - Loop nests unrolled and jammed

vir.func @f(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %b[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}

vir.func @g(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  vir.store %c1, %a : i64
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>]}
^exit:
  vir.return
}
