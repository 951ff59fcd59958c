// globaldce keeps what a public symbol reaches (calls, addressof, global
// initializers) and deletes the rest; requests on calls in a deleted
// function get a result.
// RUN: vct-mlir-opt --globaldce --remarks -verify-diagnostics %s | FileCheck %s

// CHECK-DAG: vir.global private @reached_by_init
// CHECK-DAG: vir.global private @table : !vir.ptr = @reached_by_init
// CHECK-DAG: vir.global private @counter
// CHECK-DAG: vir.func private @helper(
// CHECK-DAG: vir.func private @leaf(
// CHECK-DAG: vir.func @main(
// CHECK-DAG: vir.func private @external(
// CHECK-NOT: @unused
// CHECK-NOT: @orphan
// CHECK-NOT: @orphan_callee

vir.global private @reached_by_init : i32 = 7
vir.global private @table : !vir.ptr = @reached_by_init
vir.global private @counter : i32 = 0
// expected-remark @below {{VIR: globaldce: removed unreferenced global @unused}}
vir.global private @unused : i32 = 1

vir.func private @external(i32) -> i32

vir.func private @leaf(%x: i32) -> i32 {
  %r = vir.call @external(%x) : (i32) -> i32
  vir.return %r : i32
}

vir.func private @helper(%x: i32) -> i32 {
  %t = vir.addressof @table : !vir.ptr
  %c = vir.addressof @counter : !vir.ptr
  vir.store %x, %c : i32
  %r = vir.call @leaf(%x) : (i32) -> i32
  vir.return %r : i32
}

// A cycle of private functions nothing else calls is dead too.
// expected-remark @below {{VIR: globaldce: removed unreferenced function @orphan}}
vir.func private @orphan(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied inline on call to @orphan_callee, AlreadyDone (the function is never referenced and was removed)}}
  %r = vir.call @orphan_callee(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}
// expected-remark @below {{VIR: globaldce: removed unreferenced function @orphan_callee}}
vir.func private @orphan_callee(%x: i32) -> i32 {
  %r = vir.call @orphan(%x) : (i32) -> i32
  vir.return %r : i32
}

vir.func @main(%x: i32) -> i32 {
  %r = vir.call @helper(%x) : (i32) -> i32
  vir.return %r : i32
}
