// RUN: vct-mlir-opt --prune-unreachable --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --prune-unreachable --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON

// The requests of removed code end with an AlreadyDone result (O-28); a
// folded branch keeps its own; a stale request is not evaluated.

// JSON:      "request": "cold_path",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "block ending in vir.br in @doomed_request",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the branch only leads to vir.unreachable"
// JSON:      "request": "hot_path",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "block ending in vir.return in @removed_block",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the code is unreachable"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 2

// CHECK-LABEL: vir.func @doomed_request(
// CHECK-NEXT: vir.br ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: vir.return
vir.func @doomed_request(%c: i1) {
  // expected-remark @below {{VIR: prune-unreachable: removed an edge to a block that only reaches vir.unreachable}}
  vir.cond_br %c, ^mid, ^ok
^mid:
  // expected-remark @below {{VIR: denied cold_path on block ending in vir.br in @doomed_request, AlreadyDone (the branch only leads to vir.unreachable)}}
  // expected-remark @below {{VIR: prune-unreachable: every successor only reaches vir.unreachable: the branch became vir.unreachable}}
  vir.br ^bad {vir.traits = [#vir.req<cold_path, soft>]}
^bad:
  vir.unreachable
^ok:
  vir.return
}

// CHECK-LABEL: vir.func @removed_block(
// CHECK-NEXT: vir.return
// CHECK-NEXT: }
vir.func @removed_block() {
  vir.return
^dead:
  // expected-remark @below {{VIR: denied hot_path on block ending in vir.return in @removed_block, AlreadyDone (the code is unreachable)}}
  vir.return {vir.traits = [#vir.req<hot_path, soft>]}
}

// The branch's own request moves to the branch that replaces it.
// CHECK-LABEL: vir.func @kept_request(
// CHECK: vir.br ^{{.*}} {vir.traits = [#vir.req<hot_path, soft>]}
vir.func @kept_request(%c: i1) {
  // expected-remark @below {{VIR: prune-unreachable: removed an edge to a block that only reaches vir.unreachable}}
  vir.cond_br %c, ^bad, ^ok {vir.traits = [#vir.req<hot_path, soft>]}
^bad:
  vir.unreachable
^ok:
  vir.return
}

// A stale request (stamped before the function's epoch 2) is not
// evaluated: it disappears with its block without a result.
// CHECK-LABEL: vir.func @stale_request(
// CHECK-NEXT: vir.return
// CHECK-NEXT: }
vir.func @stale_request() attributes {epoch = 2} {
  vir.return
^dead:
  vir.return {vir.traits = [#vir.req<hot_path, soft, epoch = 1>]}
}
