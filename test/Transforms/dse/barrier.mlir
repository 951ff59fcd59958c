// RUN: vct-mlir-opt --dse %s | FileCheck %s

// Region barriers (O-36, O-37): a vir.opaque_region between two stores is
// a read of everything, so the first store stays; stores inside a region
// are never looked at. A nocapture slot the region is not given is out of
// its reach (the trait says nothing else points into the slot).

// CHECK-LABEL: vir.func @region_between(
// CHECK: vir.store %arg1, %arg0
// CHECK: vir.opaque_region
// CHECK: vir.store %{{.*}}, %arg0
vir.func @region_between(%p: !vir.ptr, %a: i32, %b: i32) {
  vir.store %a, %p : i32
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    vir.yield %x : i32
  }
  vir.store %r, %p : i32
  vir.return
}

// CHECK-LABEL: vir.func @inside_region(
// CHECK: vir.opaque_region
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: vir.store
// CHECK-NEXT: vir.store
vir.func @inside_region(%p: !vir.ptr, %a: i32, %b: i32) {
  %r = vir.opaque_region(%p, %a, %b : !vir.ptr, i32, i32) -> (i32) {
  ^bb0(%q: !vir.ptr, %x: i32, %y: i32):
    vir.store %x, %q : i32
    vir.store %y, %q : i32
    vir.yield %x : i32
  }
  vir.return
}

// CHECK-LABEL: vir.func @region_given_slot(
// CHECK: vir.store
// CHECK: vir.opaque_region
vir.func @region_given_slot(%a: i32) {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %a, %s : i32
  %r = vir.opaque_region(%s : !vir.ptr) -> (i32) {
  ^bb0(%q: !vir.ptr):
    %v = vir.load %q : i32
    vir.yield %v : i32
  }
  vir.return
}

// CHECK-LABEL: vir.func @region_not_given_slot(
// CHECK-NOT: vir.store
// CHECK: vir.opaque_region
vir.func @region_not_given_slot(%a: i32) {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %a, %s : i32
  %r = vir.opaque_region(%a : i32) -> (i32) {
  ^bb0(%x: i32):
    vir.yield %x : i32
  }
  vir.return
}
