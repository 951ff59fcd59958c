// Region barriers (O-34..O-38): GVN never looks inside a vir.opaque_region
// (its duplicate operations and loads stay), and the region is one
// operation that may write any memory: nothing known before it about
// memory is known after it.
// RUN: vct-mlir-opt --gvn %s | FileCheck %s

// CHECK-LABEL: vir.func @barrier(
// CHECK: %[[X:.*]] = vir.load %[[P:[^ ]+]] : i32
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(%[[A:.*]]: !vir.ptr, %{{.*}}: i32):
// CHECK-NEXT: %[[S0:.*]] = vir.add
// CHECK-NEXT: %[[S1:.*]] = vir.add
// CHECK-NEXT: vir.load %[[A]] : i32
// CHECK-NEXT: vir.load %[[A]] : i32
// CHECK: vir.yield
// CHECK-NEXT: }
// CHECK-NEXT: vir.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %[[Y:.*]] = vir.load %[[P]] : i32
// CHECK-NEXT: vir.add %[[X]], %[[Y]]
vir.func @barrier(%p: !vir.ptr, %n: i32) -> i32 {
  %x = vir.load %p : i32
  %r = vir.opaque_region(%p, %n : !vir.ptr, i32) -> (i32) {
  ^bb0(%a: !vir.ptr, %m: i32):
    %s0 = vir.add %m, %m : i32
    %s1 = vir.add %m, %m : i32
    %l0 = vir.load %a : i32
    %l1 = vir.load %a : i32
    %t = vir.mul %s0, %s1 : i32
    %u = vir.add %l0, %l1 : i32
    %v = vir.add %t, %u : i32
    vir.yield %v : i32
  }
  vir.br ^next
^next:
  %y = vir.load %p : i32
  %s = vir.add %x, %y : i32
  %t = vir.add %s, %r : i32
  vir.return %t : i32
}

// A region in a loop: values known on entry do not survive into the loop.
// CHECK-LABEL: vir.func @barrier_in_loop(
// CHECK: ^bb1(%{{.*}}: i32):
// CHECK-NEXT: vir.load
vir.func @barrier_in_loop(%p: !vir.ptr, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %x = vir.load %p : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %y = vir.load %p : i32
  vir.opaque_region {
    vir.yield
  }
  %next = vir.add %i, %c1 : i32
  %more = vir.icmp slt %next, %n : i32
  vir.cond_br %more, ^loop(%next : i32), ^exit
^exit:
  %r = vir.add %x, %y : i32
  vir.return %r : i32
}
