// RUN: vct-mlir-opt --mem2reg --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// Without --remarks the pass says nothing.
// RUN: vct-mlir-opt --mem2reg --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// mem2reg's remark for each candidate slot: promoted, or why not.

// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @promoted(
// CHECK-NOT: vir.alloca
vir.func @promoted(%x: i32) -> i32 {
  // expected-remark @below {{VIR: mem2reg: promoted a stack slot to SSA values}}
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_nocapture(
// CHECK: vir.alloca i32
vir.func @no_nocapture(%x: i32) -> i32 {
  // expected-remark @below {{VIR: mem2reg: slot not promoted: no nocapture trait}}
  %slot = vir.alloca i32
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_stale_nocapture(
// CHECK: vir.alloca i32
vir.func @no_stale_nocapture(%x: i32) -> i32 attributes {epoch = 1} {
  // expected-remark @below {{VIR: mem2reg: slot not promoted: its nocapture trait is stale}}
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_escape(
// CHECK: vir.alloca i32
vir.func private @observe(!vir.ptr)
vir.func @no_escape(%x: i32) -> i32 {
  // expected-remark @below {{VIR: mem2reg: slot not promoted: it has a use promotion cannot rewrite (a call, an opaque region, a partial or volatile access, ...)}}
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  vir.call @observe(%slot) : (!vir.ptr) -> ()
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// CHECK-LABEL: vir.func @no_opaque_region_use(
// CHECK: vir.alloca i32
vir.func @no_opaque_region_use(%x: i32) -> i32 {
  // expected-remark @below {{VIR: mem2reg: slot not promoted: it has a use promotion cannot rewrite}}
  %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  vir.opaque_region(%slot : !vir.ptr) {
  ^bb0(%p: !vir.ptr):
    vir.yield
  }
  %v = vir.load %slot : i32
  vir.return %v : i32
}

// -----

// One remark per slot, each at its own alloca.
// CHECK-LABEL: vir.func @mixed(
// CHECK-NEXT: %[[KEPT:.*]] = vir.alloca i32 {vir.traits = [#vir.nocapture]}
// CHECK-NOT: vir.alloca
vir.func @mixed(%x: i32) -> i32 {
  // expected-remark @below {{VIR: mem2reg: promoted a stack slot to SSA values}}
  %a = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: mem2reg: slot not promoted: it has a use promotion cannot rewrite}}
  %b = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %a : i32
  vir.store %x, %b : i32
  %va = vir.load %a : i32
  %vb = vir.load volatile %b : i32
  %s = vir.add %va, %vb : i32
  vir.return %s : i32
}

// -----

// Slots inside an opaque region are not candidates: no remark, untouched.
// CHECK-LABEL: vir.func @inside_opaque_region(
// CHECK: vir.alloca i32 {vir.traits = [#vir.nocapture]}
vir.func @inside_opaque_region(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %slot = vir.alloca i32 {vir.traits = [#vir.nocapture]}
    vir.store %y, %slot : i32
    %v = vir.load %slot : i32
    vir.yield %v : i32
  }
  vir.return %r : i32
}

// -----

// Allocas the slot interface does not offer get their own reason.
// CHECK-LABEL: vir.func @no_slot(
// CHECK-COUNT-3: vir.alloca
vir.func @no_slot(%x: i32) -> i32 {
  %two = vir.constant 2 : i64
  // expected-remark @below {{VIR: mem2reg: slot not promoted: only a single object of a value type allocated in the entry block is promoted (aggregates are split by sroa)}}
  %counted = vir.alloca i32, %two : i64 {vir.traits = [#vir.nocapture]}
  // expected-remark @below {{VIR: mem2reg: slot not promoted: only a single object of a value type}}
  %aggregate = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  vir.store %x, %counted : i32
  vir.store %x, %aggregate : i32
  vir.br ^next
^next:
  // expected-remark @below {{VIR: mem2reg: slot not promoted: only a single object of a value type}}
  %late = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %late : i32
  %v = vir.load %late : i32
  vir.return %v : i32
}
