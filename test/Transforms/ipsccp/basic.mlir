// RUN: vct-mlir-opt %s --ipsccp --split-input-file | FileCheck %s
// ipsccp: constants flow from call sites into the arguments of internal
// functions, and from their returns back to the calls; branches in the
// callees fold on them.

// Every call passes 3 for %k: inside @scale it is the constant; %x differs
// between the calls and stays.
// CHECK-LABEL: vir.func private @scale(
// CHECK-SAME: %[[X:[a-z0-9]+]]: i32, %{{.*}}: i32) -> i32 {
// CHECK-NEXT: %[[K:.*]] = vir.constant 3 : i32
// CHECK-NEXT: %[[R:.*]] = vir.mul %[[X]], %[[K]] : i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = vir.mul %x, %k : i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @two_calls(
// CHECK: %[[S:.*]] = vir.call @scale(%{{.*}}, %{{.*}})
// CHECK: vir.call @scale(%[[S]], %{{.*}})
vir.func @two_calls(%a: i32) -> i32 {
  %c3 = vir.constant 3 : i32
  %s = vir.call @scale(%a, %c3) : (i32, i32) -> i32
  %t = vir.call @scale(%s, %c3) : (i32, i32) -> i32
  vir.return %t : i32
}

// -----

// A constant argument decides the callee's branch; its return value is then
// a constant at the call site, where the call stays (it may have effects)
// and its uses take the constant. The path of @check that reaches
// `vir.unreachable` never returns, so it does not spoil @check's result.
// CHECK-LABEL: vir.func private @pick(
// CHECK-NEXT: vir.br ^[[YES:bb[0-9]+]]
// CHECK-NEXT: ^[[YES]]:
// CHECK-NEXT: %[[C:.*]] = vir.constant 40 : i32
// CHECK-NEXT: vir.return %[[C]] : i32
// CHECK-NOT: ^
// CHECK: }
vir.func private @pick(%c: i1, %p: !vir.ptr) -> i32 {
  vir.cond_br %c, ^yes, ^no
^yes:
  %c40 = vir.constant 40 : i32
  vir.return %c40 : i32
^no:
  %v = vir.load %p : i32
  %neg = vir.icmp slt %v, %v : i32
  vir.cond_br %neg, ^bad, ^ret
^bad:
  vir.unreachable
^ret:
  vir.return %v : i32
}
// CHECK-LABEL: vir.func private @check(
// CHECK: vir.cond_br %{{.*}}, ^{{.*}}, ^{{.*}}
// CHECK: vir.unreachable
vir.func private @check(%x: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %neg = vir.icmp slt %x, %c0 : i32
  vir.cond_br %neg, ^bad, ^ok
^bad:
  vir.unreachable
^ok:
  %c5 = vir.constant 5 : i32
  vir.return %c5 : i32
}
// CHECK-LABEL: vir.func @calls_pick(
// CHECK: %[[T:.*]] = vir.constant true
// CHECK-NEXT: %[[R:.*]] = vir.call @pick(%[[T]], %{{.*}})
// CHECK-NEXT: %[[Q:.*]] = vir.call @check(%{{.*}})
// CHECK-NEXT: %[[S:.*]] = vir.constant 45 : i32
// CHECK-NEXT: vir.return %[[S]] : i32
vir.func @calls_pick(%p: !vir.ptr, %y: i32) -> i32 {
  %t = vir.constant true
  %r = vir.call @pick(%t, %p) : (i1, !vir.ptr) -> i32
  %q = vir.call @check(%y) : (i32) -> i32
  %s = vir.add %r, %q : i32
  vir.return %s : i32
}

// -----

// Through two levels: @outer passes its constant argument on to @inner.
// CHECK-LABEL: vir.func private @inner(
// CHECK-NEXT: %[[D:.*]] = vir.constant 16 : i32
// CHECK-NEXT: vir.return %[[D]] : i32
vir.func private @inner(%x: i32) -> i32 {
  %d = vir.add %x, %x : i32
  vir.return %d : i32
}
// CHECK-LABEL: vir.func private @outer(
// CHECK-NEXT: %[[C:.*]] = vir.constant 8 : i32
// CHECK-NEXT: %[[R:.*]] = vir.call @inner(%[[C]]) : (i32) -> i32
// CHECK-NEXT: %[[D:.*]] = vir.constant 16 : i32
// CHECK-NEXT: vir.return %[[D]] : i32
vir.func private @outer(%x: i32) -> i32 {
  %r = vir.call @inner(%x) : (i32) -> i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @two_levels(
// CHECK: vir.call @outer
// CHECK-NEXT: %[[D:.*]] = vir.constant 16 : i32
// CHECK-NEXT: vir.return %[[D]] : i32
vir.func @two_levels() -> i32 {
  %c8 = vir.constant 8 : i32
  %r = vir.call @outer(%c8) : (i32) -> i32
  vir.return %r : i32
}

// -----

// A call in code that never runs does not count: @twice is only ever
// called with 2, and the dead call (with 9) goes with its block.
// CHECK-LABEL: vir.func private @twice(
// CHECK-NEXT: %[[C:.*]] = vir.constant 4 : i32
// CHECK-NEXT: vir.return %[[C]] : i32
vir.func private @twice(%x: i32) -> i32 {
  %d = vir.add %x, %x : i32
  vir.return %d : i32
}
// CHECK-LABEL: vir.func @dead_call_ignored(
// CHECK-NEXT: %[[C2:.*]] = vir.constant 2 : i32
// CHECK-NOT: vir.call
// CHECK: vir.call @twice(%[[C2]])
// CHECK-NOT: vir.call
// CHECK: vir.return
vir.func @dead_call_ignored() -> i32 {
  %c2 = vir.constant 2 : i32
  %c9 = vir.constant 9 : i32
  %f = vir.constant false
  vir.cond_br %f, ^dead, ^live
^dead:
  %a = vir.call @twice(%c9) : (i32) -> i32
  vir.return %a : i32
^live:
  %b = vir.call @twice(%c2) : (i32) -> i32
  vir.return %b : i32
}
