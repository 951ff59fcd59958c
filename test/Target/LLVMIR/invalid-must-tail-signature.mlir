// RUN: not vct-translate --vir-to-llvmir %s 2>&1 | FileCheck %s
// RUN: not vct-translate --vir-to-llvmir %s 2>/dev/null | FileCheck %s --check-prefix=NO-IR --allow-empty
// Requests the LLVM backend cannot honour are located errors, and no LLVM IR
// is printed: a must_tail call must be returned right away and needs the
// caller's signature.

vir.func private @h(%x: i64) -> i32

// The callee takes an i64, the caller an i32.
// CHECK: invalid-must-tail-signature.mlir:[[# @LINE + 3]]:8: error: must_tail call needs the caller @signature_mismatch and the callee to have the same signature
vir.func @signature_mismatch(%a: i32) -> i32 {
  %w = vir.sext %a : i32 to i64
  %r = vir.call @h(%w) {vir.traits = [#vir.req<must_tail, strong>]} : (i64) -> i32
  vir.return %r : i32
}

// NO-IR-NOT: define
