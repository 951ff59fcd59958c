// RUN: vct-mlir-opt --instcombine --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --instcombine --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// instcombine reports a change as one remark at the function, only with
// --remarks; a function it leaves alone gets none.

// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @combined(
// CHECK: vir.shl
// expected-remark @below {{VIR: instcombine: simplified instructions}}
vir.func @combined(%x: i32) -> i32 {
  %c = vir.constant 4 : i32
  %r = vir.mul %x, %c : i32
  vir.return %r : i32
}

// -----

// Nothing to simplify: no remark.
// CHECK-LABEL: vir.func @nothing(
// CHECK: vir.mul
vir.func @nothing(%x: i32, %y: i32) -> i32 {
  %r = vir.mul %x, %y : i32
  vir.return %r : i32
}

// -----

// A stale range decides nothing, so nothing changes and nothing is said.
// CHECK-LABEL: vir.func @stale_nothing(
// CHECK: vir.icmp
vir.func @stale_nothing(%x: i32 {vir.traits = [#vir.range<0, 10>]}) -> i1 attributes {epoch = 1} {
  %c = vir.constant 11 : i32
  %r = vir.icmp slt %x, %c : i32
  vir.return %r : i1
}

// -----

// A declaration has no body.
// CHECK: vir.func private @declaration(i32) -> i32
vir.func private @declaration(i32) -> i32
