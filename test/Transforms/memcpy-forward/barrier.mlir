// RUN: vct-mlir-opt --memcpy-forward %s | FileCheck %s

// Region barriers (O-36, O-37): a vir.opaque_region between the copy and
// the load stops the forwarding; a copy and a load inside a region are
// never looked at; a slot a region is given is not write-only.

// CHECK-LABEL: vir.func @region_between(
// CHECK: vir.opaque_region
// CHECK: vir.load %arg0 : i32
vir.func @region_between(%d: !vir.ptr, %s: !vir.ptr, %a: i32) -> i32 {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    vir.yield %x : i32
  }
  %v = vir.load %d : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func @inside_region(
// CHECK: vir.memcpy
// CHECK-NEXT: vir.load %arg2 : i32
vir.func @inside_region(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %r = vir.opaque_region(%d, %s : !vir.ptr, !vir.ptr) -> (i32) {
  ^bb0(%dd: !vir.ptr, %ss: !vir.ptr):
    %n = vir.constant 8 : i64
    vir.memcpy %dd, %ss, %n : i64
    %v = vir.load %dd : i32
    vir.yield %v : i32
  }
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @region_given_slot(
// CHECK: vir.alloca
// CHECK: vir.memcpy
vir.func @region_given_slot(%s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  %t = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  %r = vir.opaque_region(%t : !vir.ptr) -> (i32) {
  ^bb0(%q: !vir.ptr):
    %v = vir.load %q : i32
    vir.yield %v : i32
  }
  vir.return %r : i32
}
