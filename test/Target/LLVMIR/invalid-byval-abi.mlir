// RUN: not vct-translate --vir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// RUN: not vct-translate --vir-to-c --split-input-file %s 2>&1 | FileCheck %s
// A structure passed by value (vct.abi "byval", VIRABI.h) is a pointer
// argument with a type and a power-of-two alignment, and a direct call's
// own ABI only adds to its callee's variadic arguments; both backends
// reject anything else with a located error (issue 13: a fuzzer made them
// write invalid LLVM IR and C that does not compile).

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
