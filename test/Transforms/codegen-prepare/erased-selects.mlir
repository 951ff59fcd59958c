// RUN: vct-mlir-opt --codegen-prepare --verify-each %s | FileCheck %s

// Rewritten selects are erased before the sinking phase walks the
// candidates: it must not look at them again (it did, reading freed
// operations; csmith seed 60098 crashed at -Ofast through the C backend).
// A select of one constant on both sides erases that constant once.

// CHECK-LABEL: vir.func @rewrite_then_sink(
// CHECK-NOT: vir.select
// CHECK: vir.zext
// CHECK: ^bb1:
// CHECK: vir.gep
vir.func @rewrite_then_sink(%c: i1, %p: !vir.ptr, %n: i64, %f: i1) -> i32 {
  %one = vir.constant 1 : i32
  %zero = vir.constant 0 : i32
  %s = vir.select %c, %one, %zero : i1, i32
  %g = vir.gep %p[%n] : i32
  vir.cond_br %f, ^use, ^done
^use:
  %v = vir.load %g : i32
  %r = vir.add %v, %s : i32
  vir.return %r : i32
^done:
  vir.return %s : i32
}

// CHECK-LABEL: vir.func @same_constant(
// CHECK: vir.return
vir.func @same_constant(%c: i1) -> i32 {
  %k = vir.constant 7 : i32
  %s = vir.select %c, %k, %k : i1, i32
  vir.return %s : i32
}
