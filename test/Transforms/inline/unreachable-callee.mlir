// A callee whose body ends in vir.unreachable (issue 13: --inline and -O2
// crashed on a single-block one called with an inline request). The body is
// inlined and the unreachable stays; the code after the call becomes an
// unreachable block whose arguments stand for the call's results.
// RUN: vct-mlir-opt --inline --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt -O2 --verify-each %s | FileCheck %s --check-prefix=O2

// CHECK-LABEL: vir.func @call_dead_void(
// CHECK-NEXT:    vir.constant 1
// CHECK-NEXT:    vir.store
// CHECK-NEXT:    vir.br ^[[DEAD:bb[0-9]+]]
// CHECK-NEXT:  ^[[DEAD]]:
// CHECK-NEXT:    vir.unreachable
// CHECK-NOT:   vir.call
// O2-LABEL: vir.func @call_dead_void(
// O2-NEXT:    vir.constant 1
// O2-NEXT:    vir.store
// O2-NEXT:    vir.unreachable
vir.func private @dead_void(%p: !vir.ptr) {
  %c = vir.constant 1 : i32
  vir.store %c, %p : i32
  vir.unreachable
}
vir.func @call_dead_void(%p: !vir.ptr) -> i32 attributes {epoch = 1} {
  vir.call @dead_void(%p) {vir.traits = [#vir.req<inline, soft, epoch = 1>]} : (!vir.ptr) -> ()
  %z = vir.constant 0 : i32
  vir.return %z : i32
}

// The result of a call to a body that is only vir.unreachable.
// CHECK-LABEL: vir.func @call_dead_value(
// CHECK-NEXT:    vir.br ^[[DEAD:bb[0-9]+]]
// CHECK-NEXT:  ^[[DEAD]]:
// CHECK-NEXT:    vir.unreachable
// CHECK-NEXT:  ^{{bb[0-9]+}}(%[[R:.*]]: i32):
// CHECK-NEXT:    vir.return %[[R]] : i32
// O2-LABEL: vir.func @call_dead_value(
// O2-NEXT:    vir.unreachable
vir.func private @dead_value(%x: i32) -> i32 {
  vir.unreachable
}
vir.func @call_dead_value(%x: i32) -> i32 attributes {epoch = 1} {
  %r = vir.call @dead_value(%x) {vir.traits = [#vir.req<inline, soft, epoch = 1>]} : (i32) -> i32
  vir.return %r : i32
}
