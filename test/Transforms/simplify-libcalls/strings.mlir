// RUN: vct-mlir-opt --simplify-libcalls --remarks -verify-diagnostics %s | FileCheck %s

// strcpy and strcat of a constant string (their #vir.libcall from the
// trait producer): a copy of the string and its NUL, to the destination
// or, for strcat, to the end of the string there (strlen); the result is
// the destination. strcat of "" does nothing. A source that is not a
// constant string leaves the call.

module attributes {vir.hosted} {
vir.global private constant @lit : !vir.array<4 x i8> = "lit\00"
vir.global private constant @empty : !vir.array<1 x i8> = "\00"
vir.func private @strcpy(!vir.ptr, !vir.ptr) -> !vir.ptr
vir.func private @strcat(!vir.ptr, !vir.ptr) -> !vir.ptr

// CHECK-LABEL: vir.func @strings(
// CHECK-SAME: %[[D:[^:]*]]: !vir.ptr, %[[S:[^:]*]]: !vir.ptr)
// CHECK: %[[LIT:.*]] = vir.addressof @lit
// CHECK: %[[FOUR:.*]] = vir.constant 4 : i64
// CHECK: vir.memcpy %[[D]], %[[LIT]], %[[FOUR]] : i64
// CHECK: %[[LEN:.*]] = vir.call @strlen(%[[D]])
// CHECK: %[[END:.*]] = vir.gep %[[D]][%[[LEN]]] : i8
// CHECK: %[[FOUR2:.*]] = vir.constant 4 : i64
// CHECK: vir.memcpy %[[END]], %[[LIT]], %[[FOUR2]] : i64
// CHECK: vir.call @strcpy(%[[D]], %[[S]])
// CHECK-NOT: vir.call @strcat(
// CHECK: vir.return %[[D]], %[[D]] : !vir.ptr, !vir.ptr
vir.func @strings(%d: !vir.ptr, %s: !vir.ptr) -> (!vir.ptr, !vir.ptr) {
  %lit = vir.addressof @lit : !vir.ptr
  %empty = vir.addressof @empty : !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcpy became a copy of a constant string (its source is a constant string)}}
  %0 = vir.call @strcpy(%d, %lit) {vir.traits = [#vir.libcall<"strcpy">]} : (!vir.ptr, !vir.ptr) -> !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcat became a call of strlen and a copy of a constant string (its source is a constant string)}}
  %1 = vir.call @strcat(%0, %lit) {vir.traits = [#vir.libcall<"strcat">]} : (!vir.ptr, !vir.ptr) -> !vir.ptr
  %2 = vir.call @strcpy(%d, %s) {vir.traits = [#vir.libcall<"strcpy">]} : (!vir.ptr, !vir.ptr) -> !vir.ptr
  // expected-remark @below {{VIR: simplify-libcalls: the call of strcat became nothing (its source is a constant string)}}
  %3 = vir.call @strcat(%d, %empty) {vir.traits = [#vir.libcall<"strcat">]} : (!vir.ptr, !vir.ptr) -> !vir.ptr
  vir.return %1, %3 : !vir.ptr, !vir.ptr
}
}
