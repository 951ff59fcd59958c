// RUN: vct-mlir-opt %s --loop-rotate --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// loop-rotate's statistics: two loops rotated, each header's 2 operations
// copied twice (guard and latch); the bottom-tested loop is left alone; the
// loop of @shared_exit, whose exit is the next loop's header, gets an exit
// block of its own.

// CHECK: {{^}}loop-rotate{{$}}
// CHECK-NEXT: (S) 1 exits-made - Exit blocks made for loops whose exit has other predecessors
// CHECK-NEXT: (S) 8 header-ops-copied - Header operations copied into guards and latches
// CHECK-NEXT: (S) 2 rotated - Loops rotated
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

vir.func @shared_exit(%n: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^first(%c0, %c0 : i32, i32)
^first(%i: i32, %s: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^second(%c0 : i32)
^body:
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  vir.br ^first(%i1, %s1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>]}
^second(%j: i32):
  %u = vir.icmp slt %j, %n : i32
  vir.cond_br %u, ^body2, ^done
^body2:
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  vir.br ^second(%j1 : i32)
^done:
  vir.return %s : i32
}
