// RUN: vct-mlir-opt --memcpy-forward --remarks -verify-diagnostics %s | FileCheck %s

// The traits memcpy-forward consumes: #vir.nowrite on a call between the
// copy and the load, #vir.nocapture on a write-only slot. Stale ones
// (stamped before the function's epoch 1) are ignored; current ones
// license the transform.

vir.func private @h()

// CHECK-LABEL: vir.func @stale_nowrite(
// CHECK: vir.load %arg0 : i32
vir.func @stale_nowrite(%d: !vir.ptr, %s: !vir.ptr) -> i32 attributes {epoch = 1} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.call @h() {vir.traits = [#vir.nowrite]} : () -> ()
  %v = vir.load %d : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func @valid_nowrite(
// CHECK: vir.load %arg1 align 1 : i32
vir.func @valid_nowrite(%d: !vir.ptr, %s: !vir.ptr) -> i32 attributes {epoch = 1} {
  %n = vir.constant 8 : i64
  vir.memcpy %d, %s, %n : i64
  vir.call @h() {vir.traits = [#vir.nowrite<epoch = 1>]} : () -> ()
  // expected-remark @below {{VIR: memcpy-forward: a load of a memcpy's destination reads its source}}
  %v = vir.load %d : i32
  vir.return %v : i32
}

// CHECK-LABEL: vir.func @stale_nocapture(
// CHECK: vir.alloca
// CHECK: vir.memcpy
vir.func @stale_nocapture(%s: !vir.ptr) attributes {epoch = 1} {
  %n = vir.constant 8 : i64
  %t = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  vir.return
}

// CHECK-LABEL: vir.func @valid_nocapture(
// CHECK-NOT: vir.alloca
// CHECK-NOT: vir.memcpy
vir.func @valid_nocapture(%s: !vir.ptr) attributes {epoch = 1} {
  %n = vir.constant 8 : i64
  // expected-remark @below {{VIR: memcpy-forward: removed a nocapture stack slot that is only written, with its writes}}
  %t = vir.alloca i64 align 8 {vir.traits = [#vir.nocapture<epoch = 1>]}
  vir.memcpy %t, %s, %n : i64
  vir.return
}
