// The request report (O-23, O-28): each evaluated rotate request is in the
// report with its outcome; the statistics count rotated loops and copied
// header operations (statistics.mlir); a budget that runs out denies
// TooLarge and warns.
// RUN: vct-mlir-opt --loop-rotate --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-rotate=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET

// JSON:      "request": "rotate",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "rotated: the header's 2 operations copied to the guard and the latch"
// JSON:      "request": "rotate",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop is already bottom-tested: its latch exits"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied rotate on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-rotate: vir.max_iterations exhausted; loops after that point were not rotated

vir.func @f(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^header(%c0 : i32)
^header(%i: i32):
  %t = vir.icmp slt %i, %n : i32
  vir.cond_br %t, ^body, ^mid
^body:
  %i1 = vir.add %i, %c1 : i32
  vir.br ^header(%i1 : i32) {vir.traits = [#vir.req<rotate, soft>]}
^mid:
  vir.br ^loop(%i : i32)
^loop(%j: i32):
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^loop(%j1 : i32), ^exit {vir.traits = [#vir.req<rotate, strong>]}
^exit:
  vir.return %j1 : i32
}
