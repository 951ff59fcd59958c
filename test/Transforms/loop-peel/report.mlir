// The request report (O-23, O-28): each evaluated peel request is in it,
// accepted with what was peeled or denied with the reason; a budget that
// runs out denies TooLarge and warns (O-41). At -Oz nothing is peeled
// (peel-budget=0, O-45); -O2 peels.
// RUN: vct-mlir-opt --loop-peel --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-peel=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt -Oz --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OZ
// RUN: vct-mlir-opt -O2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// JSON:      "request": "peel",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "peeled 1 iteration: header argument #1 is loop-invariant after the first iteration"
// JSON:      "request": "peel",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "CostModel",
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied peel on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-peel: vir.max_iterations exhausted; loops after that point were not peeled

// OZ: denied peel on loop with back edge in @f, TooLarge (1 copies of {{[0-9]+}} operations exceed peel-budget (0))
// O2: accepted peel on loop with back edge in @f (peeled 1 iteration

vir.func @f(%p: !vir.ptr, %n: i32) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0, %c1 : i32, i32)
^a(%i: i32, %v: i32):
  vir.store volatile %v, %p : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1, %n : i32, i32), ^mid {vir.traits = [#vir.req<peel, soft>]}
^mid:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  vir.store volatile %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<peel, strong>]}
^exit:
  vir.return
}
