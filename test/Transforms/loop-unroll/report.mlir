// The request report (O-23, O-28): each evaluated unroll request is in the
// report; a fully unrolled loop's other requests end AlreadyDone; a budget
// that runs out denies TooLarge and warns (O-41).
// RUN: vct-mlir-opt --loop-unroll --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-unroll=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET

// JSON:      "request": "unroll",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "fully unrolled 2 iterations"
// JSON:      "request": "rotate",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop was fully unrolled"
// JSON:      "request": "unroll",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "unrolled by 4 (the cost model's factor) with a remainder loop"
// JSON:      "evaluated": 3,
// JSON-NEXT: "accepted": 2,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied unroll on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-unroll: vir.max_iterations exhausted; loops after that point were not unrolled

vir.func @f(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.store %i, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  vir.cond_br %t, ^a(%i1 : i32), ^mid {vir.traits = [#vir.req<unroll, soft>, #vir.req<rotate, soft>]}
^mid:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  vir.store %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<unroll, strong>]}
^exit:
  vir.return
}
