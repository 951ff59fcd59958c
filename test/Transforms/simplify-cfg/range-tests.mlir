// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | FileCheck %s
// Idempotence: the result is a fixpoint.
// RUN: vct-mlir-opt --simplify-cfg --split-input-file %s | vct-mlir-opt --simplify-cfg --split-input-file | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --mlir-pass-statistics --mlir-pass-statistics-display=list --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=STAT

// Two tests of one value against constants in a row become one test of a
// range: what `c >= '0' && c <= '9'` leaves.

// STAT: num-tests-joined - Pairs of tests of one value against constants joined into one range test

// CHECK-LABEL: vir.func @digit(
// CHECK-SAME: %[[C:[^:]*]]: i8
// CHECK-DAG: %[[OFF:.*]] = vir.constant -48 : i8
// CHECK-DAG: %[[TEN:.*]] = vir.constant 10 : i8
// CHECK:     %[[A:.*]] = vir.add %[[C]], %[[OFF]] : i8
// CHECK-NEXT: %[[T:.*]] = vir.icmp ult %[[A]], %[[TEN]] : i8
// CHECK-NEXT: vir.cond_br %[[T]], ^[[YES:bb[0-9]+]], ^[[NO:bb[0-9]+]]
// CHECK-NOT: vir.icmp
vir.func @digit(%c: i8) -> i32 {
  %c47 = vir.constant 47 : i8
  %c58 = vir.constant 58 : i8
  %zero = vir.constant 0 : i32
  %a = vir.icmp sgt %c, %c47 : i8
  vir.cond_br %a, ^second, ^no(%zero : i32)
^second:
  %b = vir.icmp slt %c, %c58 : i8
  vir.cond_br %b, ^yes, ^no(%zero : i32)
^yes:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^no(%r: i32):
  vir.return %r : i32
}

// -----

// `x < 3 || x > 7` through a shared `then` block: every x in [3, 7] goes
// to ^else, the rest to ^then.
// CHECK-LABEL: vir.func @outside(
// CHECK-SAME: %[[X:[^:]*]]: i32
// CHECK:      %[[A:.*]] = vir.add %[[X]], %{{.*}} : i32
// CHECK-NEXT: %[[T:.*]] = vir.icmp ult %[[A]], %{{.*}} : i32
// CHECK-NEXT: vir.cond_br %[[T]], ^[[ELSE:bb[0-9]+]], ^[[THEN:bb[0-9]+]]
// CHECK:      ^[[THEN]]:
// CHECK-NEXT:   vir.return %[[X]]
vir.func @outside(%x: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp slt %x, %c3 : i32
  vir.cond_br %a, ^then, ^second
^second:
  %b = vir.icmp sgt %x, %c7 : i32
  vir.cond_br %b, ^then, ^else
^then:
  vir.return %x : i32
^else:
  %z = vir.constant 0 : i32
  vir.return %z : i32
}

// -----

// A pair whose joined test the traits decide: x is in [0, 255], and the
// join `x >= -128 && x < 256` (C's `tolower` guard) always holds.
// CHECK-LABEL: vir.func @decided(
// CHECK-NOT: vir.icmp
// CHECK-NOT: vir.cond_br
// CHECK: vir.return
vir.func @decided(%x: i32 {vir.traits = [#vir.range<0, 255>]}) -> i32 {
  %lo = vir.constant -129 : i32
  %hi = vir.constant 256 : i32
  %a = vir.icmp sgt %x, %lo : i32
  vir.cond_br %a, ^second, ^keep
^second:
  %b = vir.icmp slt %x, %hi : i32
  vir.cond_br %b, ^table, ^keep
^table:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^keep:
  vir.return %x : i32
}

// -----

// Pairs that stay: two values; a second block that computes more; the
// shared destination gets different operands; two equality tests (the
// switch rule's: fewer than three cases, so a chain stays); a test whose
// branch carries a request; a join that is not one range (x != 5 and
// x < 10 leaves two pieces).
// CHECK-LABEL: vir.func @two_values(
// CHECK-COUNT-2: vir.icmp
// CHECK-LABEL: vir.func @busy(
// CHECK-COUNT-2: vir.icmp
// CHECK-LABEL: vir.func @operands_differ(
// CHECK-COUNT-2: vir.icmp
// CHECK-LABEL: vir.func @equalities(
// CHECK-COUNT-2: vir.icmp eq
// CHECK-LABEL: vir.func @request(
// CHECK-COUNT-2: vir.icmp
// CHECK: #vir.req<hot_path, soft>
// CHECK-LABEL: vir.func @two_pieces(
// CHECK-COUNT-2: vir.icmp
vir.func @two_values(%x: i32, %y: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp sgt %x, %c3 : i32
  vir.cond_br %a, ^second, ^no
^second:
  %b = vir.icmp slt %y, %c7 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c3 : i32
^no:
  vir.return %c7 : i32
}

vir.func @busy(%x: i32, %p: !vir.ptr) -> i32 {
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp sgt %x, %c3 : i32
  vir.cond_br %a, ^second, ^no
^second:
  vir.store %x, %p align 4 : i32
  %b = vir.icmp slt %x, %c7 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c3 : i32
^no:
  vir.return %c7 : i32
}

vir.func @operands_differ(%x: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp sgt %x, %c3 : i32
  vir.cond_br %a, ^second, ^no(%c3 : i32)
^second:
  %b = vir.icmp slt %x, %c7 : i32
  vir.cond_br %b, ^yes, ^no(%c7 : i32)
^yes:
  vir.return %x : i32
^no(%r: i32):
  vir.return %r : i32
}

vir.func @equalities(%x: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c4 = vir.constant 4 : i32
  %a = vir.icmp eq %x, %c3 : i32
  vir.cond_br %a, ^yes, ^second
^second:
  %b = vir.icmp eq %x, %c4 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c3 : i32
^no:
  vir.return %c4 : i32
}

vir.func @request(%x: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %c7 = vir.constant 7 : i32
  %a = vir.icmp sgt %x, %c3 : i32
  vir.cond_br %a, ^second, ^no
^second:
  %b = vir.icmp slt %x, %c7 : i32
  vir.cond_br %b, ^yes, ^no {vir.traits = [#vir.req<hot_path, soft>]}
^yes:
  vir.return %c3 : i32
^no:
  vir.return %c7 : i32
}

vir.func @two_pieces(%x: i32) -> i32 {
  %c5 = vir.constant 5 : i32
  %c10 = vir.constant 10 : i32
  %a = vir.icmp ne %x, %c5 : i32
  vir.cond_br %a, ^second, ^no
^second:
  %b = vir.icmp slt %x, %c10 : i32
  vir.cond_br %b, ^yes, ^no
^yes:
  vir.return %c5 : i32
^no:
  vir.return %c10 : i32
}

// -----

// A stale range (stamped at epoch 0, the function is at epoch 1) decides
// nothing: the pair is joined into a test, not folded away.
// CHECK-LABEL: vir.func @stale_range(
// CHECK: vir.icmp ult
// CHECK: vir.cond_br
vir.func @stale_range(%x: i32 {vir.traits = [#vir.range<0, 255>]}) -> i32 attributes {epoch = 1} {
  %lo = vir.constant -129 : i32
  %hi = vir.constant 256 : i32
  %a = vir.icmp sgt %x, %lo : i32
  vir.cond_br %a, ^second, ^keep
^second:
  %b = vir.icmp slt %x, %hi : i32
  vir.cond_br %b, ^table, ^keep
^table:
  %one = vir.constant 1 : i32
  vir.return %one : i32
^keep:
  vir.return %x : i32
}
