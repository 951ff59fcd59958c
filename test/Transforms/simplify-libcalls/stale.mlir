// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics %s | FileCheck %s

// simplify-libcalls reads what a call is only from an epoch-valid
// #vir.libcall: one stamped before the function's epoch 1 is stale, and
// the call stays. A current one is read; the new calls' facts carry the
// function's epoch; a current request on the replaced call gets its result
// (AlreadyDone), as the remark shows.

module attributes {vir.hosted} {
vir.global private constant @row : !vir.array<5 x i8> = "row\0A\00"
vir.func private @printf(!vir.ptr, ...) -> i32
vir.func private @strcmp(!vir.ptr, !vir.ptr) -> i32
vir.global private constant @sp : !vir.array<3 x i8> = "sp\00"

// A stale strcmp fact: the comparison stays a call.
// CHECK-LABEL: vir.func @stale_compare(
// CHECK: vir.call @strcmp(
vir.func @stale_compare(%s: !vir.ptr) -> i1 attributes {epoch = 1} {
  %zero = vir.constant 0 : i32
  %sp = vir.addressof @sp : !vir.ptr
  %c = vir.call @strcmp(%s, %sp) {vir.traits = [#vir.libcall<"strcmp", epoch = 0>]} : (!vir.ptr, !vir.ptr) -> i32
  %eq = vir.icmp eq %c, %zero : i32
  vir.return %eq : i1
}

// CHECK-LABEL: vir.func @stale(
// CHECK: vir.call @printf(
// CHECK-NOT: puts
vir.func @stale() attributes {epoch = 1} {
  %f = vir.addressof @row : !vir.ptr
  %0 = vir.call @printf(%f) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf", epoch = 0>]} : (!vir.ptr) -> i32
  vir.return
}

// CHECK-LABEL: vir.func @current(
// CHECK: vir.call @puts(%{{.*}}) {arg_attrs = [{vir.traits = [#vir.nowrite<epoch = 1, origin = "simplify-libcalls">, #vir.nocapture<epoch = 1, origin = "simplify-libcalls">]}]} : (!vir.ptr) -> i32
// CHECK-NOT: printf
vir.func @current() attributes {epoch = 1} {
  %f = vir.addressof @row : !vir.ptr
  // expected-remark @below {{VIR: denied inline on call to @printf, AlreadyDone (the call of printf became a call of puts)}}
  // expected-remark @below {{VIR: simplify-libcalls: the call of printf became a call of puts (its format is a constant string)}}
  %0 = vir.call @printf(%f) vararg((!vir.ptr) -> i32) {vir.traits = [#vir.libcall<"printf", epoch = 1>, #vir.req<inline, soft, epoch = 1>]} : (!vir.ptr) -> i32
  vir.return
}
}
