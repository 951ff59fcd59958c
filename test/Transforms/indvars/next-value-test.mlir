// indvars makes an exit test `v != n` (or `v == n`) of a variable with a
// constant step s whose increment runs before the test in every iteration
// read the increment's result instead, `v + s != n + s`: the form a
// rotated `while (n--)` lacks and the counted-loop users (the vectorizer,
// the runtime unroller) prefer. Not when a no-wrap flag on the increment
// would make the new test poison at the exit (n + s wraps, or n is not a
// constant), not when the increment runs after the test (a header test
// with the increment in the latch), and not in a loop holding a region
// barrier.
// RUN: vct-mlir-opt --indvars --split-input-file --verify-each %s | FileCheck %s
// RUN: vct-mlir-opt --indvars --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// STATS: 3 num-next-value-tests

// `while (n--) *p++ = 0;` after rotation: %v != 0 becomes %v1 != -1.
// CHECK-LABEL: vir.func @while_dec(
// CHECK: vir.icmp ne %arg1
// CHECK: %[[M1:.*]] = vir.constant -1 : i32
// CHECK: ^bb1(%[[V:.*]]: i32, %{{.*}}: !vir.ptr):
// CHECK: %[[V1:.*]] = vir.add %[[V]], %{{.*}} nsw : i32
// CHECK: %[[T:.*]] = vir.icmp ne %[[V1]], %[[M1]] : i32
// CHECK: vir.cond_br %[[T]], ^bb1
vir.func @while_dec(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  %z = vir.constant 0 : i8
  %first = vir.icmp ne %n, %c0 : i32
  %v0 = vir.add %n, %cm1 nsw : i32
  vir.cond_br %first, ^loop(%v0, %a : i32, !vir.ptr), ^exit
^loop(%v: i32, %p: !vir.ptr):
  vir.store %z, %p : i8
  %p1 = vir.gep inbounds %p[1] : i8
  %v1 = vir.add %v, %cm1 nsw : i32
  %c = vir.icmp ne %v, %c0 : i32
  vir.cond_br %c, ^loop(%v1, %p1 : i32, !vir.ptr), ^exit
^exit:
  vir.return
}

// -----

// Counting up by two with the bound on the left and `eq` leaving; the
// increment has no flag, so a bound that is not a constant takes n + 2
// before the loop.
// CHECK-LABEL: vir.func @eq_up(
// CHECK: %[[N2:.*]] = vir.add %arg1, %{{.*}} : i64
// CHECK: ^bb1(%[[V:.*]]: i64):
// CHECK: %[[V1:.*]] = vir.add %[[V]]
// CHECK: vir.icmp eq %[[V1]], %[[N2]] : i64
vir.func @eq_up(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c2 = vir.constant 2 : i64
  vir.br ^loop(%c0 : i64)
^loop(%v: i64):
  %p = vir.gep inbounds %a[%v] : i32
  %z = vir.constant 0 : i32
  vir.store %z, %p : i32
  %v1 = vir.add %v, %c2 : i64
  %c = vir.icmp eq %n, %v : i64
  vir.cond_br %c, ^exit, ^loop(%v1 : i64)
^exit:
  vir.return
}

// -----

// A vir.sub increment: v - 1 != 10 - 1.
// CHECK-LABEL: vir.func @sub_step(
// CHECK-DAG: %[[C9:.*]] = vir.constant 9 : i32
// CHECK: %[[V1:.*]] = vir.sub
// CHECK: vir.icmp ne %[[V1]], %[[C9]] : i32
vir.func @sub_step(%a: !vir.ptr, %s: i32) {
  %c1 = vir.constant 1 : i32
  %c10 = vir.constant 10 : i32
  vir.br ^loop(%s : i32)
^loop(%v: i32):
  vir.store %v, %a : i32
  %v1 = vir.sub %v, %c1 nsw : i32
  %c = vir.icmp ne %v, %c10 : i32
  vir.cond_br %c, ^loop(%v1 : i32), ^exit
^exit:
  vir.return
}

// -----

// Refused: with nsw, INT_MIN - 1 wraps; the original leaves at v ==
// INT_MIN, where the decremented value is poison.
// CHECK-LABEL: vir.func @wraps(
// CHECK: vir.icmp ne %{{.*}}, %{{.*}} : i32
// CHECK-NOT: 2147483647
vir.func @wraps(%a: !vir.ptr, %s: i32) {
  %cm1 = vir.constant -1 : i32
  %min = vir.constant -2147483648 : i32
  vir.br ^loop(%s : i32)
^loop(%v: i32):
  vir.store %v, %a : i32
  %v1 = vir.add %v, %cm1 nsw : i32
  %c = vir.icmp ne %v, %min : i32
  vir.cond_br %c, ^loop(%v1 : i32), ^exit
^exit:
  vir.return
}

// -----

// Refused: a bound that is not a constant with an nsw increment (n + s
// might wrap).
// CHECK-LABEL: vir.func @flagged_variable_bound(
// CHECK: ^bb1(%[[V:.*]]: i32):
// CHECK: vir.icmp ne %[[V]], %arg1 : i32
vir.func @flagged_variable_bound(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%v: i32):
  vir.store %v, %a : i32
  %v1 = vir.add %v, %c1 nsw : i32
  %c = vir.icmp ne %v, %n : i32
  vir.cond_br %c, ^loop(%v1 : i32), ^exit
^exit:
  vir.return
}

// -----

// Refused: the test is in the header and the increment in the latch; the
// next value does not exist yet where the test runs.
// CHECK-LABEL: vir.func @header_test(
// CHECK: ^bb1(%[[V:.*]]: i32):
// CHECK-NEXT: %{{.*}} = vir.icmp ne %[[V]], %{{.*}} : i32
vir.func @header_test(%a: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%v: i32):
  %c = vir.icmp ne %v, %c0 : i32
  vir.cond_br %c, ^body, ^exit
^body:
  vir.store %v, %a : i32
  %v1 = vir.add %v, %c1 : i32
  vir.br ^loop(%v1 : i32)
^exit:
  vir.return
}

// -----

// Refused: a region barrier in the loop (O-36, O-38).
// CHECK-LABEL: vir.func @barrier(
// CHECK: vir.opaque_region
// CHECK: vir.icmp ne %{{.*}}, %{{.*}} : i32
// CHECK-NOT: -1 : i32
vir.func @barrier(%a: !vir.ptr, %s: i32) {
  %c0 = vir.constant 0 : i32
  %cm1 = vir.constant -1 : i32
  vir.br ^loop(%s : i32)
^loop(%v: i32):
  vir.opaque_region(%a, %v : !vir.ptr, i32) {
  ^bb0(%base: !vir.ptr, %x: i32):
    vir.store %x, %base : i32
    vir.yield
  }
  %v1 = vir.add %v, %cm1 : i32
  %c = vir.icmp ne %v, %c0 : i32
  vir.cond_br %c, ^loop(%v1 : i32), ^exit
^exit:
  vir.return
}
