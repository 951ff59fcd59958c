// RUN: not vct-translate --vir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: not vct-translate --vir-to-llvmir %s 2>/dev/null | FileCheck %s --check-prefix=NO-IR --allow-empty
// Requests the LLVM backend cannot honour are located errors, and no LLVM IR
// is printed: a must_tail call must be returned right away and needs the
// caller's signature.

vir.func private @g(%x: i32) -> i32

// The call's result is used before the return.
// CHECK: invalid-must-tail-position.mlir:[[# @LINE + 2]]:8: error: must_tail call is not immediately followed by a vir.return of its result
vir.func @not_in_tail_position(%a: i32) -> i32 {
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  %s = vir.add %r, %a : i32
  vir.return %s : i32
}

// NO-IR-NOT: define
