// RUN: vct-mlir-opt %s --codegen-prepare | FileCheck %s
// Region barriers: nothing inside a vir.opaque_region is sunk or rewritten
// (O-36); a compare outside that feeds a region in another block is copied
// next to the region, not into it.

// CHECK-LABEL: vir.func @inside_region(
// CHECK: ^bb0(%{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i1):
// CHECK-NEXT: vir.icmp slt
// CHECK: vir.select %{{.*}}, %{{.*}}, %{{.*}} : i1, i32
// CHECK-NEXT: vir.br
vir.func @inside_region(%x: i32, %y: i32, %k: i1) -> i32 {
  %r = vir.opaque_region(%x, %y, %k : i32, i32, i1) -> (i32) {
  ^bb0(%a: i32, %b: i32, %c: i1):
    %lt = vir.icmp slt %a, %b : i32
    %one = vir.constant 1 : i32
    %zero = vir.constant 0 : i32
    %s = vir.select %c, %one, %zero : i1, i32
    vir.br ^bb1
  ^bb1:
    vir.cond_br %lt, ^bb2(%s : i32), ^bb2(%a : i32)
  ^bb2(%v: i32):
    vir.yield %v : i32
  }
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @feeds_region(
// CHECK: ^bb1:
// CHECK-NEXT: %[[C:.*]] = vir.icmp slt
// CHECK-NEXT: vir.opaque_region(%[[C]]
vir.func @feeds_region(%x: i32, %y: i32) -> i1 {
  %c = vir.icmp slt %x, %y : i32
  vir.br ^b
^b:
  %r = vir.opaque_region(%c : i1) -> (i1) {
  ^bb0(%v: i1):
    vir.yield %v : i1
  }
  vir.return %r : i1
}
