// RUN: vct-mlir-opt --phiopt --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=DEFAULT
// RUN: vct-mlir-opt --phiopt=arm-cost=2 --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: vct-mlir-opt --phiopt --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=CLAMP
// RUN: vct-mlir-opt --phiopt --remarks %s -o - 2>&1 | FileCheck %s --check-prefix=JOIN

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

// A clamp, `v < lo ? lo : (v > hi ? hi : v)`, once its inner branch is a
// select: the outer arm holds the min's comparison and select, and the
// comparison is part of the select, so the arm costs 1 and converts (smax
// over smin, as LLVM makes it).
// CLAMP: cost.mlir:[[@LINE+7]]:3: remark: VIR: phiopt: converted a triangle to selects
// CLAMP: cost.mlir:[[@LINE+21]]:3: remark: VIR: phiopt: branch not converted to a select: arm too costly: 2 ops > 1
// CLAMP-LABEL: vir.func @clamp(
// CLAMP-NOT: vir.cond_br
// CLAMP: vir.return
vir.func @clamp(%v: i32, %lo: i32, %hi: i32) -> i32 {
  %below = vir.icmp slt %v, %lo : i32
  vir.cond_br %below, ^j(%lo : i32), ^t
^t:
  %above = vir.icmp sgt %v, %hi : i32
  %m = vir.select %above, %hi, %v : i1, i32
  vir.br ^j(%m : i32)
^j(%r: i32):
  vir.return %r : i32
}

// A comparison the select does not pick from (a select between other
// values) is speculated work of its own: two operations, refused.
// CLAMP-LABEL: vir.func @no_clamp(
// CLAMP: vir.cond_br
vir.func @no_clamp(%v: i32, %lo: i32, %hi: i32, %k: i32) -> i32 {
  %below = vir.icmp slt %v, %lo : i32
  vir.cond_br %below, ^j(%lo : i32), ^t
^t:
  %above = vir.icmp sgt %v, %hi : i32
  %m = vir.select %above, %k, %v : i1, i32
  vir.br ^j(%m : i32)
^j(%r: i32):
  vir.return %r : i32
}

// An inlined comparison function's int result, tested by the branch that
// ends the join (`if (!before(a, b)) break;`): its arms' work is left to
// jump threading, which sends each edge where its value goes.
// JOIN: cost.mlir:[[@LINE+6]]:3: remark: VIR: phiopt: branch not converted to a select: the join branches on the value it picks (left to jump threading)
// JOIN-LABEL: vir.func @tested_join(
// JOIN: vir.cond_br
vir.func @tested_join(%k1: i32, %k2: i32, %t1: i32, %t2: i32) -> i32 {
  %zero = vir.constant 0 : i32
  %ne = vir.icmp ne %k1, %k2 : i32
  vir.cond_br %ne, ^keys, ^ties
^keys:
  %lt = vir.icmp ult %k1, %k2 : i32
  %a = vir.zext %lt : i1 to i32
  vir.br ^j(%a : i32)
^ties:
  %lt2 = vir.icmp ult %t1, %t2 : i32
  %b = vir.zext %lt2 : i1 to i32
  vir.br ^j(%b : i32)
^j(%r: i32):
  %before = vir.icmp ne %r, %zero : i32
  vir.cond_br %before, ^yes, ^no
^yes:
  vir.return %k1 : i32
^no:
  vir.return %k2 : i32
}
