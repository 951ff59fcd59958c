// RUN: vct-translate --vir-to-llvmir %s | FileCheck %s
// RUN: vct-translate --vir-to-llvmir %s | opt -passes=verify -disable-output

// Blocks no path reaches (here a cycle of its own, and a block only such a
// block branches to) never run: they are dropped, not left unconverted.

// CHECK-LABEL: define i32 @f(i32 %0)
// CHECK-NEXT: ret i32 %0
// CHECK-NEXT: }
vir.func @f(%x: i32) -> i32 {
  vir.return %x : i32
^dead(%y: i32):
  %z = vir.sub %y, %x : i32
  %c = vir.icmp eq %z, %x : i32
  vir.cond_br %c, ^dead(%z : i32), ^also_dead
^also_dead:
  vir.return %z : i32
}

// A reachable loop is kept.
// CHECK-LABEL: define i32 @g(i32 %0)
// CHECK: phi i32
vir.func @g(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp slt %i, %n : i32
  %i1 = vir.add %i, %c1 : i32
  vir.cond_br %c, ^loop(%i1 : i32), ^exit
^exit:
  vir.return %i : i32
}
