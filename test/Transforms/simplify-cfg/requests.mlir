// RUN: vct-mlir-opt --simplify-cfg --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --simplify-cfg --split-input-file --vir-request-report=%t.json %s -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// Requests on code that disappears get an AlreadyDone result (O-28): a
// loop's back edge in an unreachable block, a back edge folded away, a
// call in an unreachable block. Soft ones are remarks, strong ones
// warnings (O-27). Requests on a branch that survives stay on it.

// A loop behind a constant false branch: its back edge is unreachable.
// CHECK-LABEL: vir.func @unreachable_loop(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
// CHECK-NEXT: }
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks, folded 1 branches, dropped 0 block arguments, forwarded 0 empty blocks, threaded 0 constant edges, merged 1 blocks}}
vir.func @unreachable_loop(%x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %false, ^loop, ^done
^loop:
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @unreachable_loop, AlreadyDone (the code is unreachable)}}
  vir.br ^loop {vir.traits = [#vir.req<unroll, soft, factor = 4>]}
^done:
  vir.return %x : i32
}

// -----

// Every request on the edge gets its own result.
// CHECK-LABEL: vir.func @several_requests(
// CHECK-NOT: vir.br
// expected-remark @below {{VIR: simplify-cfg: removed 2 unreachable blocks}}
vir.func @several_requests(%x: i32, %n: i32) -> i32 {
  %false = vir.constant false
  %one = vir.constant 1 : i32
  vir.cond_br %false, ^header(%x : i32), ^done
^header(%i: i32):
  %more = vir.icmp slt %i, %n : i32
  vir.cond_br %more, ^body, ^done
^body:
  %i2 = vir.add %i, %one : i32
  // While the loop is still there, its header is not merged into the body.
  // expected-remark @below {{VIR: simplify-cfg: block not merged into its predecessor: the predecessor's branch carries requests}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @several_requests, AlreadyDone (the code is unreachable)}}
  // expected-remark @below {{VIR: denied licm on loop with back edge in @several_requests, AlreadyDone (the code is unreachable)}}
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @several_requests, AlreadyDone (the code is unreachable)}}
  vir.br ^header(%i2 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>, #vir.req<licm, soft>, #vir.req<vectorize, soft, width = 4>]}
^done:
  vir.return %x : i32
}

// -----

// The back edge itself is a constant branch that exits: the loop is gone.
// CHECK-LABEL: vir.func @back_edge_folded_away(
// CHECK-SAME: %[[X:[^:]+]]: i32) -> i32 {
// CHECK-NEXT: vir.return %[[X]] : i32
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks, folded 1 branches, dropped 0 block arguments, forwarded 1 empty blocks, threaded 0 constant edges, merged 1 blocks}}
vir.func @back_edge_folded_away(%x: i32) -> i32 {
  vir.br ^header
^header:
  %false = vir.constant false
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @back_edge_folded_away, AlreadyDone (the loop's back edge was folded away)}}
  vir.cond_br %false, ^header, ^done {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^done:
  vir.return %x : i32
}

// -----

// The back edge is the edge a constant branch takes: the request stays on
// the new branch, and nothing is reported for it.
// CHECK-LABEL: vir.func @back_edge_kept(
// CHECK: ^[[H:bb[0-9]+]]:
// CHECK-NEXT: vir.br ^[[H]] {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks, folded 1 branches}}
vir.func @back_edge_kept(%x: i32) -> i32 {
  vir.br ^header
^header:
  %true = vir.constant true
  vir.cond_br %true, ^header, ^done {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^done:
  vir.return %x : i32
}

// -----

// A strong request on removed code is a warning, not an error.
// CHECK-LABEL: vir.func @strong_request(
// CHECK-NOT: vir.br
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks}}
vir.func @strong_request(%x: i32) -> i32 {
  %false = vir.constant false
  vir.cond_br %false, ^loop, ^done
^loop:
  // expected-warning @below {{VIR: denied unroll on loop with back edge in @strong_request, AlreadyDone (the code is unreachable)}}
  vir.br ^loop {vir.traits = [#vir.req<unroll, strong, factor = 8>]}
^done:
  vir.return %x : i32
}

// -----

// Call-edge requests in unreachable code.
// CHECK-LABEL: vir.func @unreachable_call(
// CHECK-NOT: vir.call
vir.func private @g(i32) -> i32
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks}}
vir.func @unreachable_call(%x: i32) -> i32 {
  vir.return %x : i32
^never:
  // expected-remark @below {{VIR: denied inline on call to @g, AlreadyDone (the code is unreachable)}}
  %r = vir.call @g(%x) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

// A block request on a folded branch stays on the new branch.
// CHECK-LABEL: vir.func @block_request_kept(
// CHECK: vir.br ^[[A:bb[0-9]+]] {vir.traits = [#vir.req<hot_path, soft>]}
// CHECK-NEXT: ^[[A]]:
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks, folded 1 branches}}
vir.func @block_request_kept(%x: i32) -> i32 {
  %true = vir.constant true
  // expected-remark @below {{VIR: simplify-cfg: block not merged into its predecessor: the predecessor's branch carries requests}}
  vir.cond_br %true, ^a, ^b {vir.traits = [#vir.req<hot_path, soft>]}
^a:
  vir.return %x : i32
^b:
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}

// -----

// A stale request (stamped at epoch 0, the function is at epoch 1) was
// never going to be evaluated: it goes without a result.
// CHECK-LABEL: vir.func @stale_request(
// CHECK-NOT: vir.br
// expected-remark @below {{VIR: simplify-cfg: removed 1 unreachable blocks}}
vir.func @stale_request(%x: i32) -> i32 attributes {epoch = 1} {
  %false = vir.constant false
  vir.cond_br %false, ^loop, ^done
^loop:
  vir.br ^loop {vir.traits = [#vir.req<unroll, strong, factor = 4>]}
^done:
  vir.return %x : i32
}

// JSON:      "requests": [
// JSON-NEXT:   {
// JSON-NEXT:     "round": 0,
// JSON-NEXT:     "pass": "simplify-cfg",
// JSON-NEXT:     "function": "back_edge_folded_away",
// JSON-NEXT:     "location": "{{.*}}requests.mlir:{{[0-9]+}}:3",
// JSON-NEXT:     "request": "unroll",
// JSON-NEXT:     "strength": "soft",
// JSON-NEXT:     "subject": "loop with back edge in @back_edge_folded_away",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON-NEXT:     "note": "the loop's back edge was folded away"
// JSON-NEXT:   },
// JSON:          "function": "several_requests",
// JSON:          "request": "unroll",
// JSON:          "function": "several_requests",
// JSON:          "request": "licm",
// JSON:          "function": "several_requests",
// JSON:          "request": "vectorize",
// JSON:          "function": "strong_request",
// JSON:          "request": "unroll",
// JSON-NEXT:     "strength": "strong",
// JSON-NEXT:     "subject": "loop with back edge in @strong_request",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON-NEXT:     "note": "the code is unreachable"
// JSON:          "function": "unreachable_call",
// JSON:          "request": "inline",
// JSON-NEXT:     "strength": "soft",
// JSON-NEXT:     "subject": "call to @g",
// JSON:          "function": "unreachable_loop",
// JSON:          "request": "unroll",
// JSON-NOT:      "function"
// JSON:      "evaluated": 7,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 7
