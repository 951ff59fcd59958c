// The request report (O-23, O-28): every evaluated licm request is in the
// JSON report with its outcome, reason and note; a budget that runs out
// before a loop denies its request as TooLarge and warns (O-41).
// RUN: vct-mlir-opt --licm --vir-request-report=%t.json %s -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: vct-mlir-opt --licm=max-iterations=2 --vir-request-report=%t.budget.json %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUDGET
// RUN: FileCheck %s --check-prefix=BUDGET-JSON < %t.budget.json

// JSON:      "requests": [
// JSON-NEXT:   {
// JSON-NEXT:     "round": 0,
// JSON-NEXT:     "pass": "licm",
// JSON-NEXT:     "function": "f",
// JSON-NEXT:     "location": "{{.*}}report.mlir:{{[0-9]+}}:3",
// JSON-NEXT:     "request": "licm",
// JSON-NEXT:     "strength": "soft",
// JSON-NEXT:     "subject": "loop with back edge in @f",
// JSON-NEXT:     "accepted": true,
// JSON-NEXT:     "note": "hoisted 1 operation"
// JSON-NEXT:   },
// JSON-NEXT:   {
// JSON-NEXT:     "round": 0,
// JSON-NEXT:     "pass": "licm",
// JSON-NEXT:     "function": "f",
// JSON-NEXT:     "location": "{{.*}}report.mlir:{{[0-9]+}}:3",
// JSON-NEXT:     "request": "licm",
// JSON-NEXT:     "strength": "strong",
// JSON-NEXT:     "subject": "loop with back edge in @f",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON-NEXT:     "note": "nothing in the loop is loop-invariant"
// JSON-NEXT:   }
// JSON-NEXT: ],
// JSON-NEXT: "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied licm on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: licm: vir.max_iterations exhausted; loops after that point were not hoisted from
// BUDGET-JSON: "reason": "TooLarge"

vir.func @f(%a: i32, %n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^one(%c0 : i32)
^one(%i: i32):
  %m = vir.mul %a, %a : i32
  %i1 = vir.add %i, %m : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^one(%i1 : i32), ^two(%c0 : i32) {vir.traits = [#vir.req<licm, soft>]}
^two(%j: i32):
  %j1 = vir.add %j, %i1 : i32
  %jmore = vir.icmp slt %j1, %n : i32
  vir.cond_br %jmore, ^two(%j1 : i32), ^exit {vir.traits = [#vir.req<licm, strong>]}
^exit:
  vir.return %j1 : i32
}
