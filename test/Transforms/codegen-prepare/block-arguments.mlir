// RUN: vct-mlir-opt %s -O2 | FileCheck %s
// RUN: vct-mlir-opt %s --codegen-prepare | FileCheck %s --check-prefix=CGP
// O-22: stage 8 does not lower out of SSA. After -O2 a loop whose body has
// a join still carries its values in block arguments, and codegen-prepare
// alone keeps every block argument.

// CHECK-LABEL: vir.func @loop_with_join(
// CHECK: ^{{.*}}(%{{.*}}: i32, %{{.*}}: i32):
// CHECK: vir.return
// CGP-LABEL: vir.func @loop_with_join(
// CGP: ^bb1(%{{.*}}: i32, %{{.*}}: i32):
// CGP: ^bb4(%{{.*}}: i32):
vir.func @loop_with_join(%n: i32, %p: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c3 = vir.constant 3 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %m = vir.srem %i, %c3 : i32
  %odd = vir.icmp eq %m, %c0 : i32
  vir.cond_br %odd, ^a, ^b
^a:
  %x = vir.load %p : i32
  %sa = vir.add %s, %x : i32
  vir.br ^join(%sa : i32)
^b:
  %sb = vir.mul %s, %c3 : i32
  vir.store %sb, %p : i32
  vir.br ^join(%sb : i32)
^join(%t: i32):
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1, %t : i32, i32), ^exit
^exit:
  vir.return %t : i32
}
