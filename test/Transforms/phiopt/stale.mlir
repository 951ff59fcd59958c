// RUN: vct-mlir-opt --phiopt --remarks -verify-diagnostics %s | FileCheck %s

// The one trait phiopt consumes is #vir.dereferenceable (to speculate a
// load). A stale one (stamped before the function's epoch 1) is ignored
// with a remark and the load is not speculated; the same trait at the
// current epoch licenses it.

// CHECK-LABEL: vir.func @stale_deref(
// CHECK: vir.cond_br
// CHECK-NOT: vir.select
vir.func @stale_deref(%c: i1, %p: !vir.ptr {vir.traits = [#vir.dereferenceable<4>]}, %a: i32) -> i32 attributes {epoch = 1} {
  // expected-remark @below {{VIR: phiopt: branch not converted to a select: an arm has a load without dereferenceable covering it}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  // expected-remark @below {{VIR: phiopt: ignored stale dereferenceable trait}}
  %v = vir.load %p align 4 : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @valid_deref(
// CHECK-NOT: vir.cond_br
// CHECK: vir.load
// CHECK-NEXT: vir.select
vir.func @valid_deref(%c: i1, %p: !vir.ptr {vir.traits = [#vir.dereferenceable<4, epoch = 1>]}, %a: i32) -> i32 attributes {epoch = 1} {
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %v = vir.load %p align 4 : i32
  vir.br ^j(%v : i32)
^j(%r: i32):
  vir.return %r : i32
}

// A speculated operation loses the value facts it had on its own path.
// CHECK-LABEL: vir.func @facts_dropped(
// CHECK: vir.add %{{.*}}, %{{.*}} : i32
// CHECK-NOT: #vir.range
// CHECK: vir.select
vir.func @facts_dropped(%c: i1, %a: i32) -> i32 {
  %one = vir.constant 1 : i32
  // expected-remark @below {{VIR: phiopt: converted a triangle to selects}}
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %x = vir.add %a, %one {vir.traits = [#vir.range<0, 10>]} : i32
  vir.br ^j(%x : i32)
^j(%r: i32):
  vir.return %r : i32
}
