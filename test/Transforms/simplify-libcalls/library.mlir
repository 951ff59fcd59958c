// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics -split-input-file %s | FileCheck %s

// A form that calls puts, putchar or strlen needs the C library (the
// module's vir.hosted, from the trait producer's libcalls kind) and no
// other symbol of that name: a module that defines it (its own puts may
// do anything), declares it with another type or names a global so keeps
// the call (missed remark NotSimplified). The forms that call nothing
// (copies) still go ahead.

vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.global private constant @lit : !vir.array<4 x i8> = "lit\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sprintf(!vir.ptr, !vir.ptr, ...) -> i32

// CHECK-LABEL: vir.func @not_hosted(
// CHECK: vir.call @printf(
// CHECK: vir.memcpy
// CHECK-NOT: sprintf
vir.func @not_hosted(%d: !vir.ptr) -> i32 {
  %r = vir.addressof @row : !vir.ptr
  %l = vir.addressof @lit : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf with a constant format is not simplified: it would call puts, but the module is not marked vir.hosted (no front-end fact that the C library is present)}}
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of sprintf became a copy of a constant string (its format is a constant string)}}
  %1 = vir.call @sprintf(%d, %l) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr) -> i32
  vir.return %1 : i32
}

// -----

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32
// CHECK-LABEL: vir.func @puts(
vir.func @puts(%s: !vir.ptr) -> i32 {
  %c = vir.constant 7 : i32
  vir.return %c : i32
}
// CHECK-LABEL: vir.func @own_puts(
// CHECK: vir.call @printf(
vir.func @own_puts() {
  %r = vir.addressof @row : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf with a constant format is not simplified: it would call puts, but the module defines its own puts}}
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return
}
}

// -----

module attributes {vir.hosted} {
vir.global private constant @dash : !vir.array<2 x i8> = "-\00"
vir.global private constant @str : !vir.array<3 x i8> = "%s\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @sprintf(!vir.ptr, !vir.ptr, ...) -> i32
vir.func private @putchar(i64) -> i64
vir.global private @strlen : i64
// CHECK-LABEL: vir.func @other_symbols(
// CHECK: vir.call @printf(
// CHECK: vir.call @sprintf(
vir.func @other_symbols(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %m = vir.addressof @dash : !vir.ptr
  %f = vir.addressof @str : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf with a constant format is not simplified: it would call putchar, but the module declares putchar with another type}}
  %0 = vir.call @printf(%m) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of sprintf with a constant format is not simplified: it would call strlen, but the module names something else strlen}}
  %1 = vir.call @sprintf(%d, %f, %s) vararg((!vir.ptr, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"sprintf">]} : (!vir.ptr, !vir.ptr, !vir.ptr) -> i32
  vir.return %1 : i32
}
}
