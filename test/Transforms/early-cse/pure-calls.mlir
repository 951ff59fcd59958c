// RUN: vct-mlir-opt --early-cse %s | FileCheck %s

// A call with epoch-valid #vir.noread and #vir.nowrite returns and touches no
// memory (a pure call, e.g. glibc's __ctype_b_loc, imported from LLVM's
// `memory(none) willreturn`): an equal call it dominates reuses its result,
// and it forgets no known memory value.

vir.func private @table() -> !vir.ptr
vir.func private @f(i32) -> i32
vir.func private @use(!vir.ptr, !vir.ptr)
vir.func private @use2(i32, i32)

// CHECK-LABEL: vir.func @pure_twice(
// CHECK: %[[T:.*]] = vir.call @table()
// CHECK-NOT: vir.call @table
// CHECK: vir.call @use(%[[T]], %[[T]])
vir.func @pure_twice() {
  %a = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  %b = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  vir.call @use(%a, %b) : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}

// The operands must be the same.
// CHECK-LABEL: vir.func @no_different_operands(
// CHECK-COUNT-2: vir.call @f(
vir.func @no_different_operands(%x: i32, %y: i32) {
  %a = vir.call @f(%x) {vir.traits = [#vir.nowrite, #vir.noread]} : (i32) -> i32
  %b = vir.call @f(%y) {vir.traits = [#vir.nowrite, #vir.noread]} : (i32) -> i32
  vir.call @use2(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Only nowrite: the call may read memory an operation in between changes
// (and need not return), so it is not merged.
// CHECK-LABEL: vir.func @no_reads_memory(
// CHECK-COUNT-2: vir.call @f(
vir.func @no_reads_memory(%x: i32) {
  %a = vir.call @f(%x) {vir.traits = [#vir.nowrite]} : (i32) -> i32
  %b = vir.call @f(%x) {vir.traits = [#vir.nowrite]} : (i32) -> i32
  vir.call @use2(%a, %b) : (i32, i32) -> ()
  vir.return
}

// A call marked noreturn is never pure.
// CHECK-LABEL: vir.func @no_noreturn(
// CHECK-COUNT-2: vir.call @f(
vir.func @no_noreturn(%x: i32) {
  %a = vir.call @f(%x) {vir.traits = [#vir.nowrite, #vir.noread, #vir.noreturn]} : (i32) -> i32
  %b = vir.call @f(%x) {vir.traits = [#vir.nowrite, #vir.noread, #vir.noreturn]} : (i32) -> i32
  vir.call @use2(%a, %b) : (i32, i32) -> ()
  vir.return
}

// Stale facts (epoch 0 in a function at epoch 1) say nothing.
// CHECK-LABEL: vir.func @no_stale(
// CHECK-COUNT-2: vir.call @table(
vir.func @no_stale() attributes {epoch = 1} {
  %a = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  %b = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  vir.call @use(%a, %b) : (!vir.ptr, !vir.ptr) -> ()
  vir.return
}

// A load's value stays known across a pure call.
// CHECK-LABEL: vir.func @load_across(
// CHECK: %[[V:.*]] = vir.load
// CHECK: vir.call @table()
// CHECK-NOT: vir.load
// CHECK: vir.call @use2(%[[V]], %[[V]])
vir.func @load_across(%p: !vir.ptr) {
  %a = vir.load %p : i32
  %t = vir.call @table() {vir.traits = [#vir.nowrite, #vir.noread]} : () -> !vir.ptr
  %b = vir.load %p : i32
  vir.call @use2(%a, %b) : (i32, i32) -> ()
  vir.return
}
