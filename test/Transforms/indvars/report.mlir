// Requests on a loop indvars deletes are not dropped silently (O-28): each
// gets AlreadyDone in the report. A budget that runs out leaves the later
// loops alone and warns (O-41).
// RUN: vct-mlir-opt --indvars --vir-request-report=%t.json %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: vct-mlir-opt --indvars=max-iterations=1 %s 2>&1 | FileCheck %s --check-prefix=BUDGET

// CHECK-LABEL: vir.func @dead_loop
// CHECK-NOT: vir.cond_br
// CHECK-LABEL: vir.func @two_loops
// CHECK-NOT: vir.cond_br
// CHECK: vir.return

// JSON:      "request": "unroll",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @dead_loop",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop computes nothing used after it and was deleted"

// BUDGET: report.mlir:[[@LINE+19]]:1: warning: VIR: indvars: vir.max_iterations exhausted; loops after that point were not simplified
// BUDGET-LABEL: vir.func @two_loops
// BUDGET: vir.icmp ne
// BUDGET-NOT: vir.icmp ne
// BUDGET: vir.return
vir.func @dead_loop(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^exit
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32) {vir.traits = [#vir.req<unroll, soft, factor = 2>]}
^exit:
  vir.return
}

vir.func @two_loops(%n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %c = vir.icmp ne %i, %n : i32
  vir.cond_br %c, ^body, ^next
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^loop(%i1 : i32)
^next:
  vir.br ^loop2(%c0 : i32)
^loop2(%j: i32):
  %d = vir.icmp ne %j, %n : i32
  vir.cond_br %d, ^body2, ^exit
^body2:
  %j1 = vir.add %j, %c1 : i32
  vir.br ^loop2(%j1 : i32)
^exit:
  vir.return
}
