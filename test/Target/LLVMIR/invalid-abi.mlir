// RUN: not vct-translate --vir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// RUN: not vct-translate --vir-to-c --split-input-file %s 2>&1 | FileCheck %s
// The C ABI facts of vct.abi (VIRABI.h) the backends rely on: a structure
// passed by value ("byval") is a pointer argument with a type and a
// power-of-two alignment, a direct call's own ABI only adds to its callee's
// variadic arguments, extensions mark integers and sret a pointer of a
// function returning nothing. Both backends reject anything else with a
// located error (issue 13: a fuzzer made them write invalid LLVM IR and C
// that does not compile). The __int128 halves: invalid-int128-abi.mlir.

// CHECK: error: vct.abi: argument 0 is "byval" but not a pointer with a `byval` entry {type = T, align = N} whose alignment is a power of two
// CHECK-NEXT: vir.func private @odd_alignment(
vir.func private @odd_alignment(!vir.ptr) attributes {vct.abi = {args = ["byval"], byval = [{align = 3 : i64, type = !vir.struct<i64, i64, i64>}]}}

// -----

// CHECK: error: vct.abi: argument 0 is "byval" but not a pointer with a `byval` entry
// CHECK-NEXT: vir.func private @not_a_pointer(
vir.func private @not_a_pointer(i64) attributes {vct.abi = {args = ["byval"], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64>}]}}

// -----

// CHECK: error: vct.abi: argument 0 is "byval" but not a pointer with a `byval` entry
// CHECK-NEXT: vir.func private @no_entry(
vir.func private @no_entry(!vir.ptr) attributes {vct.abi = {args = ["byval"]}}

// -----

vir.func private @take(!vir.ptr) -> i64 attributes {vct.abi = {args = ["byval"], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64>}]}}
vir.func @call_drops_byval(%p: !vir.ptr) -> i64 {
  // CHECK: error: vct.abi: argument 0 of the call is passed otherwise than @take takes it (a call's own ABI may only add to the variadic arguments)
  %r = vir.call @take(%p) {vct.abi = {args = [""]}} : (!vir.ptr) -> i64
  vir.return %r : i64
}

// -----

vir.func private @use(!vir.ptr) -> i32
vir.func @call_adds_byval(%p: !vir.ptr) -> i32 {
  // CHECK: error: vct.abi: argument 0 of the call is passed otherwise than @use takes it
  %r = vir.call @use(%p) {vct.abi = {args = ["byval"], byval = [{align = 8 : i64, type = !vir.struct<i64, i64, i64>}]}} : (!vir.ptr) -> i32
  vir.return %r : i32
}

// -----

// An sret pointer belongs to a function returning nothing; an extension to
// an integer.
// CHECK: error: vct.abi: argument 0 cannot be "sret" (an extension marks an integer; sret a pointer of a function that returns nothing)
// CHECK-NEXT: vir.func private @sret_with_result(
vir.func private @sret_with_result(!vir.ptr) -> i64 attributes {vct.abi = {args = ["sret"], sret_type = !vir.struct<i64, i64, i64>}}

// -----

// CHECK: error: vct.abi: argument 0 cannot be "signext"
// CHECK-NEXT: vir.func private @extended_float(
vir.func private @extended_float(f32) attributes {vct.abi = {args = ["signext"]}}

// -----

// CHECK: error: vct.abi: the result cannot be extended (an extension marks one integer result)
// CHECK-NEXT: vir.func private @extended_pointer_result(
vir.func private @extended_pointer_result() -> !vir.ptr attributes {vct.abi = {result = "zeroext"}}
