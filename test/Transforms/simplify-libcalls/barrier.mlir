// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics %s | FileCheck %s

// Region barriers (O-36, O-37): a call inside a vir.opaque_region is not
// looked at, even with its #vir.libcall and a constant format; the same
// call outside any region becomes puts.

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32

// CHECK-LABEL: vir.func @inside(
// CHECK: vir.opaque_region
// CHECK: vir.call @printf(
// CHECK: vir.yield
// CHECK-NOT: puts
vir.func @inside(%x: i32) -> i32 {
  %r = vir.opaque_region(%x : i32) -> (i32) {
  ^bb0(%y: i32):
    %f = vir.addressof @row : !vir.ptr
    %0 = vir.call @printf(%f) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
    vir.yield %y : i32
  }
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @outside(
// CHECK: vir.call @puts(
// CHECK-NOT: printf
vir.func @outside() {
  %f = vir.addressof @row : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf became a call of puts (its format is a constant string)}}
  %0 = vir.call @printf(%f) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return
}
}
