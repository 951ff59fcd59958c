// RUN: vct-mlir-opt --tail-call --remarks -verify-diagnostics %s | FileCheck %s

// Tail recursion becomes a loop: the old entry block is the loop header,
// a new entry block passes it the function's arguments.
// CHECK-LABEL: vir.func @count(
// CHECK-SAME: %[[N0:arg0]]: i32, %[[A0:arg1]]: i32
// CHECK-NEXT: %[[C0:.*]] = vir.constant 0 : i32
// CHECK-NEXT: %[[C1:.*]] = vir.constant 1 : i32
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](%[[N0]], %[[A0]] : i32, i32)
// CHECK-NEXT: ^[[H]](%[[N:.*]]: i32, %[[A:.*]]: i32):
// CHECK: vir.cond_br
// CHECK: vir.br ^[[H]](%{{.*}}, %{{.*}} : i32, i32)
// CHECK-NOT: vir.call
// CHECK: vir.return %[[A]] : i32
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches}}
vir.func @count(%n: i32, %acc: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %b = vir.add %acc, %c1 : i32
  %r = vir.call @count(%m, %b) : (i32, i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %acc : i32
}

// The call branches with its result to a block that only returns it: that
// return is copied after the call first.
// CHECK-LABEL: vir.func @forwarded(
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches}}
vir.func @forwarded(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp sle %n, %c0 : i32
  vir.cond_br %done, ^exit(%n : i32), ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @forwarded(%m) : (i32) -> i32
  vir.br ^exit(%r : i32)
^exit(%v: i32):
  vir.return %v : i32
}

// Accumulator recursion: `n * fact(n - 1)`. The header gets an accumulator
// starting at 1; the other return returns `acc * 1`.
// CHECK-LABEL: vir.func @fact(
// CHECK: vir.constant 1 : i64
// CHECK-NEXT: %[[ONE:.*]] = vir.constant 1 : i64
// CHECK-NEXT: vir.br ^[[H:bb[0-9]+]](%arg0, %[[ONE]] : i64, i64)
// CHECK: ^[[H]](%[[N:.*]]: i64, %[[ACC:.*]]: i64):
// CHECK: %[[NEXT:.*]] = vir.mul %[[ACC]], %[[N]] : i64
// CHECK-NEXT: vir.br ^[[H]](%{{.*}}, %[[NEXT]] : i64, i64)
// CHECK: %[[RES:.*]] = vir.mul %[[ACC]], %{{.*}} : i64
// CHECK-NEXT: vir.return %[[RES]] : i64
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches (mul accumulator)}}
vir.func @fact(%n: i64) -> i64 {
  %c1 = vir.constant 1 : i64
  %small = vir.icmp sle %n, %c1 : i64
  vir.cond_br %small, ^base, ^rec
^rec:
  %m = vir.sub %n, %c1 : i64
  %r = vir.call @fact(%m) : (i64) -> i64
  %p = vir.mul %n, %r nsw : i64
  vir.return %p : i64
^base:
  vir.return %c1 : i64
}

// A call of another function in tail position is marked #vir.tail.
// CHECK-LABEL: vir.func @calls_other(
// CHECK: vir.call @other(%arg0) {vir.traits = [#vir.tail<origin = "tail-call">]}
vir.func private @other(i32) -> i32
vir.func @calls_other(%x: i32) -> i32 {
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail: no stack slot reaches the callee}}
  %r = vir.call @other(%x) : (i32) -> i32
  vir.return %r : i32
}

// A stack slot with #vir.nocapture whose address is not passed: allowed;
// the slot moves to the new entry block.
// CHECK-LABEL: vir.func @with_slot(
// CHECK-NEXT: vir.alloca
// CHECK-NEXT: vir.constant 0
// CHECK-NEXT: vir.br
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches}}
vir.func @with_slot(%n: i32) -> i32 {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %n, %s : i32
  %v = vir.load %s : i32
  %c0 = vir.constant 0 : i32
  %done = vir.icmp eq %v, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %c1 = vir.constant 1 : i32
  %m = vir.sub %v, %c1 : i32
  %r = vir.call @with_slot(%m) : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %v : i32
}

// Refused: a slot without #vir.nocapture may be reached by the callee.
// CHECK-LABEL: vir.func @no_capture_fact(
// CHECK: vir.call @no_capture_fact(
// CHECK-NOT: #vir.tail
vir.func @no_capture_fact(%n: i32) -> i32 {
  %s = vir.alloca i32
  vir.store %n, %s : i32
  %c0 = vir.constant 0 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %c1 = vir.constant 1 : i32
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: tail-call: tail recursion not made a loop: a stack slot has no #vir.nocapture}}
  %r = vir.call @no_capture_fact(%m) : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}

// Refused: the slot's address (through a GEP) is passed to the call.
// CHECK-LABEL: vir.func @no_slot_argument(
// CHECK: vir.call @use_ptr(
// CHECK-NOT: #vir.tail
vir.func private @use_ptr(!vir.ptr) -> i32
vir.func @no_slot_argument() -> i32 {
  %c4 = vir.constant 4 : i32
  %s = vir.alloca i32, %c4 : i32 {vir.traits = [#vir.nocapture]}
  %g = vir.gep %s[1] : i32
  %r = vir.call @use_ptr(%g) : (!vir.ptr) -> i32
  vir.return %r : i32
}

// Refused: the call's result is used before the return.
// CHECK-LABEL: vir.func @no_tail_position(
// CHECK: vir.call @no_tail_position(
vir.func @no_tail_position(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %c1 = vir.constant 1 : i32
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @no_tail_position(%m) : (i32) -> i32
  %q = vir.sdiv %r, %n : i32
  vir.return %q : i32
^ret:
  vir.return %n : i32
}

// The recursive calls accumulate with different operations: the first
// (add) becomes a branch, the second is refused and stays a call (its
// return then returns `acc + rb * n`).
// CHECK-LABEL: vir.func @mixed(
// CHECK: vir.call @mixed(
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches (add accumulator)}}
vir.func @mixed(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  %r0 = vir.srem %n, %c2 : i32
  %odd = vir.icmp ne %r0, %c0 : i32
  %done = vir.icmp sle %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  vir.cond_br %odd, ^a, ^b
^a:
  %ra = vir.call @mixed(%m) : (i32) -> i32
  %sa = vir.add %ra, %n : i32
  vir.return %sa : i32
^b:
  // expected-remark @below {{VIR: tail-call: tail recursion not made a loop: the recursive calls accumulate with different operations}}
  %rb = vir.call @mixed(%m) : (i32) -> i32
  %sb = vir.mul %rb, %n : i32
  vir.return %sb : i32
^ret:
  vir.return %n : i32
}

// A plain self call (`return f(n - 1)`) before an accumulating one
// (`return f(n - 1) + 1`): both become branches; the plain one passes the
// accumulator on unchanged (it crashed the pass, csmith-like probe).
// CHECK-LABEL: vir.func @plain_then_acc(
// CHECK: ^[[H:bb[0-9]+]](%[[N:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK: vir.br ^[[H]](%{{.*}}, %[[ACC]] : i32, i32)
// CHECK: %[[NEXT:.*]] = vir.add %[[ACC]], %{{.*}} : i32
// CHECK: vir.br ^[[H]](%{{.*}}, %[[NEXT]] : i32, i32)
// CHECK: %[[R:.*]] = vir.add %[[ACC]], %{{.*}} : i32
// CHECK: vir.return %[[R]] : i32
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 2 self calls became branches (add accumulator)}}
vir.func @plain_then_acc(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c7 = vir.constant 7 : i32
  %cm1 = vir.constant -1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret(%c7 : i32), ^test
^test:
  %bit = vir.and %n, %c1 : i32
  %odd = vir.icmp ne %bit, %c0 : i32
  vir.cond_br %odd, ^acc, ^plain
^plain:
  %m = vir.add %n, %cm1 : i32
  %r = vir.call @plain_then_acc(%m) : (i32) -> i32
  vir.br ^ret(%r : i32)
^acc:
  %m2 = vir.add %n, %cm1 : i32
  %r2 = vir.call @plain_then_acc(%m2) : (i32) -> i32
  %s = vir.add %r2, %c1 nsw : i32
  vir.br ^ret(%s : i32)
^ret(%v: i32):
  vir.return %v : i32
}
