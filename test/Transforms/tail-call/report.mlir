// The request report (O-23, O-28): each evaluated tail request is in the
// report with its outcome.
// RUN: vct-mlir-opt --tail-call --vir-request-report=- %s -o /dev/null | FileCheck %s

// CHECK:      "function": "a_marked",
// CHECK:      "request": "tail_call",
// CHECK-NEXT: "strength": "soft",
// CHECK-NEXT: "subject": "call to @g",
// CHECK-NEXT: "accepted": true,
// CHECK-NEXT: "note": "marked as a tail call"
// CHECK:      "function": "b_self",
// CHECK:      "request": "must_tail",
// CHECK-NEXT: "strength": "strong",
// CHECK-NEXT: "subject": "call to @b_self",
// CHECK-NEXT: "accepted": true,
// CHECK-NEXT: "note": "the self call became a branch to the loop header"
// CHECK:      "function": "c_not_last",
// CHECK:      "request": "tail_call",
// CHECK-NEXT: "strength": "soft",
// CHECK-NEXT: "subject": "call to @g",
// CHECK-NEXT: "accepted": false,
// CHECK-NEXT: "reason": "Unsupported",
// CHECK-NEXT: "note": "the call is not in tail position"
// CHECK:      "evaluated": 3,
// CHECK-NEXT: "accepted": 2,
// CHECK-NEXT: "denied": 1

vir.func private @g(i32) -> i32

vir.func @a_marked(%x: i32) -> i32 {
  %r = vir.call @g(%x) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

vir.func @b_self(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  %r = vir.call @b_self(%m) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}

vir.func @c_not_last(%x: i32) -> i32 {
  %r = vir.call @g(%x) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  %s = vir.add %r, %x : i32
  vir.return %s : i32
}
