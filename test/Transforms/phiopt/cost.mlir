// RUN: vct-mlir-opt --phiopt --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: vct-mlir-opt --phiopt=arm-cost=2 --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=TWO

// The cost rule: at most arm-cost (default 1) speculated operations per
// arm; constants and constant-offset GEPs are free.

// DEFAULT: remark: VIR: phiopt: branch not converted to a select: arm too costly: 2 ops > 1
// DEFAULT-LABEL: vir.func @two_ops(
// DEFAULT: vir.cond_br
// TWO: remark: VIR: phiopt: converted a triangle to selects
// TWO-LABEL: vir.func @two_ops(
// TWO-NOT: vir.cond_br
// TWO: vir.select
vir.func @two_ops(%c: i1, %a: i32) -> i32 {
  %three = vir.constant 3 : i32
  %one = vir.constant 1 : i32
  vir.cond_br %c, ^t, ^j(%a : i32)
^t:
  %m = vir.mul %a, %three : i32
  %x = vir.add %m, %one : i32
  vir.br ^j(%x : i32)
^j(%r: i32):
  vir.return %r : i32
}
