// One vir.max_iterations budget covers the module (O-39..O-41): it counts
// the calls looked at. With two steps simplify-libcalls replaces the first
// function's two calls, runs out at the second function and warns once
// there; its call stays and the output is well-formed VIR. With the
// default budget every call is replaced.
// RUN: vct-mlir-opt %s --simplify-libcalls=max-iterations=2 -verify-diagnostics \
// RUN:   | FileCheck %s --check-prefix=SHORT
// RUN: vct-mlir-opt %s --simplify-libcalls=max-iterations=2 -o %t.mlir 2>/dev/null
// RUN: vct-mlir-opt %t.mlir --verify-each -o /dev/null
// RUN: vct-mlir-opt %s --simplify-libcalls | FileCheck %s --check-prefix=DEFAULT

// SHORT-LABEL: vir.func @first(
// SHORT-COUNT-2: vir.call @puts(
// SHORT-LABEL: vir.func @second(
// SHORT: vir.call @printf(
// DEFAULT-LABEL: vir.func @first(
// DEFAULT-COUNT-2: vir.call @puts(
// DEFAULT-LABEL: vir.func @second(
// DEFAULT: vir.call @puts(
// DEFAULT-NOT: vir.call @printf(

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func @first() {
  %r = vir.addressof @row : !vir.ptr
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %1 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return
}
// expected-warning @below {{VIR: simplify-libcalls: vir.max_iterations exhausted; calls after that point were not looked at}}
vir.func @second() {
  %r = vir.addressof @row : !vir.ptr
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return
}
}
