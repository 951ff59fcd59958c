// RUN: vct-mlir-opt --jump-threading --remarks -verify-diagnostics %s | FileCheck %s

// Region barriers: a block holding a vir.opaque_region is neither copied
// nor bypassed (O-36), and the body of a region is never looked at.

// CHECK-LABEL: vir.func @block_with_region(
// CHECK: vir.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[J:bb[0-9]+]](%{{.*}} : i1)
// CHECK: vir.br ^[[J]](
// CHECK: ^[[J]](%{{.*}}: i1):
// CHECK-NEXT: vir.opaque_region
// CHECK: vir.cond_br
vir.func @block_with_region(%a: i1, %x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %a, ^rhs, ^join(%false : i1)
^rhs:
  %t = vir.icmp slt %x, %x : i32
  vir.br ^join(%t : i1)
^join(%c: i1):
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    vir.yield %y : i32
  }
  // expected-remark @below {{VIR: jump-threading: edge not threaded past a decided branch: the block contains a vir.opaque_region (region barrier)}}
  vir.cond_br %c, ^yes, ^no
^yes:
  vir.return %r : i32
^no:
  vir.return %x : i32
}

// CHECK-LABEL: vir.func @inside_region(
// CHECK: vir.opaque_region
// CHECK: vir.cond_br %{{.*}}, ^bb1, ^bb2(%{{.*}} : i1)
// CHECK: vir.cond_br
vir.func @inside_region(%a: i1, %x: i32) -> i32 {
  %r = vir.opaque_region(%a, %x : i1, i32) -> (i32) {
  ^bb0(%aa: i1, %y: i32):
    %false = vir.constant false
    vir.cond_br %aa, ^bb1, ^bb2(%false : i1)
  ^bb1:
    %t = vir.icmp slt %y, %y : i32
    vir.br ^bb2(%t : i1)
  ^bb2(%c: i1):
    vir.cond_br %c, ^bb3, ^bb4
  ^bb3:
    vir.yield %y : i32
  ^bb4:
    vir.yield %y : i32
  }
  vir.return %r : i32
}
