// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(codegen-prepare{max-iterations=1}))' --verify-each %s 2>&1 >/dev/null | FileCheck %s
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(codegen-prepare{max-copies=1}))' %s | FileCheck %s --check-prefix=COPIES
// With a budget of one candidate (O-39..O-41), codegen-prepare stops with a
// warning and valid IR; max-copies=1 keeps an address used in two blocks
// where it is.

// CHECK: warning: VIR: codegen-prepare: vir.max_iterations exhausted; operations after that point were not prepared

// COPIES-LABEL: vir.func @budget(
// COPIES-NEXT: vir.gep
// COPIES-NEXT: vir.gep
vir.func @budget(%p: !vir.ptr, %i: i64, %c: i1, %v: i32) -> i32 {
  %a = vir.gep %p[0, 1] : !vir.struct<i32, i32>
  %b = vir.gep %p[%i] : i32
  %x = vir.load %a : i32
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %s = vir.select %c, %one, %zero : i1, i32
  %t = vir.add %s, %x : i32
  %l = vir.or %t, %t : i32
  vir.cond_br %c, ^t, ^f
^t:
  %y = vir.load %b : i32
  vir.return %y : i32
^f:
  vir.store %v, %b : i32
  vir.return %l : i32
}
