// RUN: vct-mlir-opt --dse --remarks -verify-diagnostics %s | FileCheck %s

// The traits dse consumes: #vir.nocapture on a slot (dead at the return),
// #vir.noread on a call, scoped #vir.noalias. Stale ones (stamped before
// the function's epoch 1) are ignored; the same traits at the current
// epoch license the removal.

// CHECK-LABEL: vir.func @stale_nocapture(
// CHECK: vir.store
vir.func @stale_nocapture(%a: i32) attributes {epoch = 1} {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: dse: the slot's nocapture trait is stale: its writes are not known dead at the return}}
  vir.store %a, %s : i32
  vir.return
}

// CHECK-LABEL: vir.func @valid_nocapture(
// CHECK-NOT: vir.store
vir.func @valid_nocapture(%a: i32) attributes {epoch = 1} {
  %s = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture<epoch = 1>]}
  // expected-remark @below {{VIR: dse: removed a write to a nocapture stack slot that nothing reads before the function returns}}
  vir.store %a, %s : i32
  vir.return
}

vir.func private @h()

// CHECK-LABEL: vir.func @stale_noread(
// CHECK: vir.store %arg1
// CHECK: vir.call @h
vir.func @stale_noread(%p: !vir.ptr, %a: i32, %b: i32) attributes {epoch = 1} {
  vir.store %a, %p : i32
  vir.call @h() {vir.traits = [#vir.noread]} : () -> ()
  // expected-remark @below {{VIR: dse: removed a write that later writes cover before anything reads it}}
  vir.store %b, %p : i32
  vir.store %a, %p : i32
  vir.return
}
