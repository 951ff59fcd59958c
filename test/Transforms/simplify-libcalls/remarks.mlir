// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics %s | FileCheck %s

// What simplify-libcalls refuses, and says why (missed remark
// NotSimplified) when the format is a form it knows: printf's result is
// used (puts and putchar return other values). An snprintf whose string
// does not fit in its size copies what fits and a NUL (remark
// Simplified). Formats it does not know, and formats that are not
// constant strings (a variable, a global that is not constant, one that a
// weak definition may replace at link time, a call without #vir.libcall)
// stay silently.

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.global private constant @char : !vir.array<3 x i8> = "%c\00"
vir.global private constant @num : !vir.array<4 x i8> = "%d\0A\00"
vir.global private constant @long : !vir.array<8 x i8> = "toolong\00"
vir.global private @mutable : !vir.array<5 x i8> = "row\0A\00"
vir.global constant @weak : !vir.array<5 x i8> = "row\0A\00" {vct.linkage = "weak"}
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @snprintf(!vir.ptr, i64, !vir.ptr, ...) -> i32

// CHECK-LABEL: vir.func @refused(
// CHECK-SAME: %[[D:[^:]*]]: !vir.ptr
// CHECK: %[[LONG:.*]] = vir.addressof @long
// CHECK-COUNT-3: vir.call @printf(
// CHECK-NOT: snprintf
// CHECK: %[[THREE:.*]] = vir.constant 3 : i64
// CHECK: vir.memcpy %[[D]], %[[LONG]], %[[THREE]] : i64
// CHECK: %[[END:.*]] = vir.gep %[[D]][3] : i8
// CHECK: %[[NUL:.*]] = vir.constant 0 : i8
// CHECK: vir.store %[[NUL]], %[[END]] : i8
// CHECK: %[[SEVEN:.*]] = vir.constant 7 : i32
// CHECK-NOT: puts
// CHECK-NOT: putchar
// CHECK: vir.add %{{.*}}, %[[SEVEN]] : i32
// CHECK: vir.return
vir.func @refused(%d: !vir.ptr, %c: i32) -> i32 {
  %r = vir.addressof @row : !vir.ptr
  %k = vir.addressof @char : !vir.ptr
  %n = vir.addressof @num : !vir.ptr
  %l = vir.addressof @long : !vir.ptr
  %k4 = vir.constant 4 : i64
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf with a constant format is not simplified: its result is used, and puts returns another value}}
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf with a constant format is not simplified: its result is used, and putchar returns another value}}
  %1 = vir.call @printf(%k, %c) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr, i32) -> i32
  // A format with a conversion it does not know: nothing to say.
  %2 = vir.call @printf(%n, %c) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr, i32) -> i32
  // expected-remark @below {{VIR: simplify-libcalls: the call of snprintf became a copy of the start of a constant string (its format is a constant string)}}
  %3 = vir.call @snprintf(%d, %k4, %l) vararg((!vir.ptr, i64, !vir.ptr) -> i32) {vir.traits = [#vir.libcall<"snprintf">]} : (!vir.ptr, i64, !vir.ptr) -> i32
  %s0 = vir.add %0, %1 : i32
  %s1 = vir.add %s0, %3 : i32
  vir.return %s1 : i32
}

// CHECK-LABEL: vir.func @not_constant(
// CHECK-COUNT-4: vir.call @printf(
// CHECK-NOT: puts
vir.func @not_constant(%f: !vir.ptr) {
  %m = vir.addressof @mutable : !vir.ptr
  %w = vir.addressof @weak : !vir.ptr
  %r = vir.addressof @row : !vir.ptr
  %0 = vir.call @printf(%f) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %1 = vir.call @printf(%m) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  %2 = vir.call @printf(%w) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  // No #vir.libcall: the pass does not know what the call is.
  %3 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) : (!vir.ptr) -> i32
  vir.return
}

// CHECK-LABEL: vir.func @done(
// CHECK: vir.call @puts(
// CHECK-NOT: printf
vir.func @done() {
  %r = vir.addressof @row : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf became a call of puts (its format is a constant string)}}
  %0 = vir.call @printf(%r) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf">]} : (!vir.ptr) -> i32
  vir.return
}
}
