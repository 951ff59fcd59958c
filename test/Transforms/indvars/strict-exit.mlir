// indvars makes an exit test `v <= n` of a variable counting up by one
// strict, `v < n + 1` with n + 1 computed before the loop, when the
// invariant bound n is never its type's largest value: an extension from
// a narrower type or a #vir.range below it. That is the counted loop the
// vectorizer and the runtime unroller take (`for (j = 1; j <= m; j++)`).
// Not for a bound that may be the largest value (the loop may never leave
// through the test), a stale range, a constant bound (findCountedLoop
// adjusts those itself), or a variable counting down.
// RUN: vct-mlir-opt --indvars --split-input-file --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --indvars --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// STATS: 3 num-strict-tests

// CHECK-LABEL: vir.func @sle_sext(
// CHECK: %[[N:.*]] = vir.sext %arg1 : i32 to i64
// CHECK: %[[N1:.*]] = vir.add %[[N]], %{{.*}} nsw : i64
// CHECK: ^bb1(%[[V:.*]]: i64):
// CHECK: vir.icmp slt %[[V]], %[[N1]] : i64
vir.func @sle_sext(%a: !vir.ptr, %m: i32) {
  %c1 = vir.constant 1 : i64
  %n = vir.sext %m : i32 to i64
  vir.br ^loop(%c1 : i64)
^loop(%v: i64):
  %c = vir.icmp sle %v, %n : i64
  vir.cond_br %c, ^body, ^exit
^body:
  %p = vir.gep inbounds %a[%v] : i32
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  %v1 = vir.add %v, %c1 nsw : i64
  vir.br ^loop(%v1 : i64)
^exit:
  vir.return
}

// -----

// The inverted form: the loop leaves when v >u n; n is a range below the
// largest i32.
// CHECK-LABEL: vir.func @ugt_range(
// CHECK: %[[N1:.*]] = vir.add %{{.*}}, %{{.*}} nuw : i32
// CHECK: vir.icmp uge %{{.*}}, %[[N1]] : i32
vir.func @ugt_range(%a: !vir.ptr, %q: !vir.ptr) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %n = vir.load %q {vir.traits = [#vir.range<0, 1000>]} : i32
  vir.br ^loop(%c0 : i32)
^loop(%v: i32):
  %c = vir.icmp ugt %v, %n : i32
  vir.cond_br %c, ^exit, ^body
^body:
  vir.store %v, %a : i32
  %v1 = vir.add %v, %c1 : i32
  vir.br ^loop(%v1 : i32)
^exit:
  vir.return
}

// -----

// The next value against the bound, bound on the left: n >= v + 1.
// CHECK-LABEL: vir.func @sge_swapped(
// CHECK: %[[N1:.*]] = vir.add %{{.*}}, %{{.*}} nsw : i64
// CHECK: vir.icmp slt %{{.*}}, %[[N1]] : i64
vir.func @sge_swapped(%a: !vir.ptr, %m: i32) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %n = vir.sext %m : i32 to i64
  vir.br ^loop(%c0 : i64)
^loop(%v: i64):
  %p = vir.gep inbounds %a[%v] : i32
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  %v1 = vir.add %v, %c1 nsw : i64
  %c = vir.icmp sge %n, %v1 : i64
  vir.cond_br %c, ^loop(%v1 : i64), ^exit
^exit:
  vir.return
}

// -----

// A bound that may be the largest value, a stale range, a constant bound,
// a variable counting down: the tests stay.
// CHECK-LABEL: vir.func @no_strict(
// CHECK: vir.icmp sle %{{.*}}, %arg1 : i64
// CHECK: vir.icmp ule %{{.*}}, %{{.*}} : i32
// CHECK: vir.icmp sle %{{.*}}, %{{.*}} : i64
// CHECK: vir.icmp sge %{{.*}}, %arg1 : i64
vir.func @no_strict(%a: !vir.ptr, %n: i64, %q: !vir.ptr) attributes {epoch = 2} {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c10 = vir.constant 10 : i64
  vir.br ^l1(%c0 : i64)
^l1(%v: i64):
  %t1 = vir.icmp sle %v, %n : i64
  vir.cond_br %t1, ^b1, ^e1
^b1:
  vir.store %v, %a : i64
  %v1 = vir.add %v, %c1 : i64
  vir.br ^l1(%v1 : i64)
^e1:
  %z = vir.constant 0 : i32
  %one = vir.constant 1 : i32
  %m = vir.load %q {vir.traits = [#vir.range<0, 1000, epoch = 1>]} : i32
  vir.br ^l2(%z : i32)
^l2(%w: i32):
  %t2 = vir.icmp ule %w, %m : i32
  vir.cond_br %t2, ^b2, ^e2
^b2:
  vir.store %w, %q : i32
  %w1 = vir.add %w, %one : i32
  vir.br ^l2(%w1 : i32)
^e2:
  vir.br ^l3(%c0 : i64)
^l3(%x: i64):
  %t3 = vir.icmp sle %x, %c10 : i64
  vir.cond_br %t3, ^b3, ^e3
^b3:
  vir.store %x, %a : i64
  %x1 = vir.add %x, %c1 : i64
  vir.br ^l3(%x1 : i64)
^e3:
  vir.br ^l4(%c10 : i64)
^l4(%y: i64):
  %t4 = vir.icmp sge %y, %n : i64
  vir.cond_br %t4, ^b4, ^e4
^b4:
  vir.store %y, %a : i64
  %y1 = vir.sub %y, %c1 : i64
  vir.br ^l4(%y1 : i64)
^e4:
  vir.return
}
