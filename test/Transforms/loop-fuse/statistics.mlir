// RUN: vct-mlir-opt %s --loop-fuse --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-fuse's statistics: @f fuses one pair, hoisting one operation and
// sinking one; @g fuses one pair; @h is refused (a store between).

// CHECK: {{^}}loop-fuse{{$}}
// CHECK-NEXT: (S) 2 loops-fused - Loop pairs fused
// CHECK-NEXT: (S) 1 ops-hoisted - Operations between the loops moved before the first
// CHECK-NEXT: (S) 1 ops-sunk - Operations between the loops moved after the fused loop
vir.func @f(%p: !vir.ptr, %n: i64, %w: i64) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  %k = vir.add %w, %c1 : i64
  %r = vir.add %i1, %c1 : i64
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  vir.store %k, %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return %r : i64
}
vir.func @g(%p: !vir.ptr) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %c8 : i64
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  vir.store %j, %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}
vir.func @h(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1 : i32), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.store %c0, %p : i32
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<fuse, soft>]}
^exit:
  vir.return
}
