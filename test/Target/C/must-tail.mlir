// RUN: not vct-translate --vir-to-c %s 2>&1 | FileCheck %s
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(['vct-translate', '--vir-to-c', r'%s'], capture_output=True).returncode != 1)"

// C cannot express a guaranteed tail call (GCC and C11 have none), so a
// valid `must_tail` request is a hard error at the call (spec 007, O-26):
// the translation fails with exit code 1 (checked exactly by the second
// RUN line; `not` also fails on a crash) and prints no C. must-tail-variants.mlir has the other forms.

// CHECK: must-tail.mlir:[[# @LINE + 6]]:8: error: must_tail call to @g cannot be expressed in C: C compilers do not guarantee tail calls
// CHECK-NOT: int32_t

vir.func private @g(i32) -> i32

vir.func @f(%a: i32) -> i32 {
  %r = vir.call @g(%a) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
}
