// RUN: vct-mlir-opt --tail-call --remarks -verify-diagnostics %s | FileCheck %s

// tail_call, must_tail and no_tail, on a call or on its callee, each get a
// result (O-23, O-28).

vir.func private @g(i32) -> i32
vir.func private @h(i64) -> i32
vir.func private @k(i32) -> i32 attributes {vir.traits = [#vir.req<tail_call, soft>]}

// Accepted: the call is in tail position and no slot reaches it.
// CHECK-LABEL: vir.func @tail_ok(
// CHECK: vir.call @g(%arg0) {vir.traits = [#vir.req<tail_call, soft>, #vir.tail<origin = "tail-call">]}
vir.func @tail_ok(%x: i32) -> i32 {
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail}}
  // expected-remark @below {{VIR: accepted tail_call on call to @g (marked as a tail call)}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// The callee's request applies to this call.
// CHECK-LABEL: vir.func @callee_request(
// CHECK: vir.call @k(%arg0) {vir.traits = [#vir.tail<origin = "tail-call">]}
vir.func @callee_request(%x: i32) -> i32 {
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail}}
  // expected-remark @below {{VIR: accepted tail_call on call to @k (marked as a tail call)}}
  %r = vir.call @k(%x) : (i32) -> i32
  vir.return %r : i32
}

// Denied: a slot without nocapture may be reached; the request is removed
// from the call so that no backend marks it.
// CHECK-LABEL: vir.func @tail_slot(
// CHECK: vir.call @g(%arg0) : (i32) -> i32
vir.func @tail_slot(%x: i32) -> i32 {
  %s = vir.alloca i32
  vir.store %x, %s : i32
  // expected-remark @below {{VIR: denied tail_call on call to @g, Unsupported (a stack slot has no #vir.nocapture}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// Denied: not in tail position.
// CHECK-LABEL: vir.func @tail_not_last(
vir.func @tail_not_last(%x: i32) -> i32 {
  // expected-remark @below {{VIR: denied tail_call on call to @g, Unsupported (the call is not in tail position)}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<tail_call, soft>]} : (i32) -> i32
  %s = vir.add %r, %x : i32
  vir.return %s : i32
}

// must_tail: accepted with the caller's signature, denied without.
// CHECK-LABEL: vir.func @must_same(
vir.func @must_same(%x: i32) -> i32 {
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail}}
  // expected-remark @below {{VIR: accepted must_tail on call to @g (in tail position with the caller's signature}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<must_tail, soft>]} : (i32) -> i32
  vir.return %r : i32
}
// CHECK-LABEL: vir.func @must_other(
vir.func @must_other(%x: i32) -> i32 {
  %y = vir.sext %x : i32 to i64
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail}}
  // expected-remark @below {{VIR: denied must_tail on call to @h, NoTargetSupport (the caller and the callee have different signatures (musttail needs the same))}}
  %r = vir.call @h(%y) {vir.traits = [#vir.req<must_tail, soft>]} : (i64) -> i32
  vir.return %r : i32
}

// must_tail on a self call: it becomes a branch.
// CHECK-LABEL: vir.func @must_self(
// CHECK-NOT: vir.call
// expected-remark @below {{VIR: tail-call: tail recursion made a loop: 1 self calls became branches}}
vir.func @must_self(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: accepted must_tail on call to @must_self (the self call became a branch to the loop header)}}
  %r = vir.call @must_self(%m) {vir.traits = [#vir.req<must_tail, strong>]} : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}

// no_tail: neither marked nor made a branch.
// CHECK-LABEL: vir.func @no_tail_self(
// CHECK: vir.call @no_tail_self(%{{.*}}) {vir.traits = [#vir.req<no_tail, soft>]}
vir.func @no_tail_self(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %done = vir.icmp eq %n, %c0 : i32
  vir.cond_br %done, ^ret, ^rec
^rec:
  %m = vir.sub %n, %c1 : i32
  // expected-remark @below {{VIR: accepted no_tail on call to @no_tail_self (the call is neither marked tail nor made a branch)}}
  %r = vir.call @no_tail_self(%m) {vir.traits = [#vir.req<no_tail, soft>]} : (i32) -> i32
  vir.return %r : i32
^ret:
  vir.return %n : i32
}

// A stale request (epoch 1, the function is at 2) is not evaluated; the
// call is still marked.
// CHECK-LABEL: vir.func @stale(
// CHECK: #vir.tail<epoch = 2, origin = "tail-call">
vir.func @stale(%x: i32) -> i32 attributes {epoch = 2} {
  // expected-remark @below {{VIR: tail-call: call in tail position marked #vir.tail}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<no_tail, soft, epoch = 1>]} : (i32) -> i32
  vir.return %r : i32
}

