// RUN: not vct-translate --vir-to-llvmir --split-input-file %s 2>&1 | FileCheck %s
// RUN: not vct-translate --vir-to-c --split-input-file %s 2>&1 | FileCheck %s
// The halves of an __int128 argument (vct.abi "int128", "int128.high",
// VIRABI.h) must be an i64 followed by an i64 marked "int128.high"; both
// backends reject anything else with a located error (each split prints
// it at the split's own line, followed by the line).

// CHECK: error: vct.abi: argument 0 is not an i64 half of an __int128
// CHECK-NEXT: vir.func private @no_high(
vir.func private @no_high(i64, i64) attributes {vct.abi = {args = ["int128", ""]}}

// -----

// CHECK: error: vct.abi: argument 1 is not an i64 half of an __int128
// CHECK-NEXT: vir.func private @lone_high(
vir.func private @lone_high(i64, i64) attributes {vct.abi = {args = ["", "int128.high"]}}

// -----

// CHECK: error: vct.abi: argument 0 is not an i64 half of an __int128
// CHECK-NEXT: vir.func private @narrow(
vir.func private @narrow(i32, i64) attributes {vct.abi = {args = ["int128", "int128.high"]}}

// -----

vir.func @indirect(%f: !vir.ptr, %x: i64) {
  // CHECK: error: vct.abi: argument 0 is not an i64 half of an __int128
  // CHECK-NEXT: vir.call %f(%x) {vct.abi
  vir.call %f(%x) {vct.abi = {args = ["int128"]}} : (i64) -> ()
  vir.return
}
