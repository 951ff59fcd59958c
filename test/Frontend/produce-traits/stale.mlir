// A stale copy of a trait the producer stamps is replaced in place by the
// fresh one, never kept beside it (issue 13: "duplicate trait" under
// --verify-each).
// RUN: vct-mlir-opt %s --vir-produce-traits='dereferenceable=false' --verify-each | FileCheck %s

// CHECK-LABEL: vir.func @stale_nocapture(
// CHECK: vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 2>]}
vir.func @stale_nocapture(%x: i32) -> i32 attributes {epoch = 2} {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture<epoch = 1>]}
  vir.store %x, %s : i32
  %v = vir.load %s : i32
  vir.return %v : i32
}

// A stale inline request on a call is re-stamped the same way.
// CHECK-LABEL: vir.func @stale_request(
// CHECK: vir.call @callee(%{{.*}}) {vir.traits = [#vir.req<inline, soft, epoch = 2>]}
vir.func private @callee(%y: i32) -> i32 {
  vir.return %y : i32
}
vir.func @stale_request(%x: i32) -> i32 attributes {epoch = 2} {
  %r = vir.call @callee(%x) {vir.traits = [#vir.req<inline, soft, epoch = 1>]} : (i32) -> i32
  vir.return %r : i32
}
