// The request report (O-23, O-28): each evaluated interleave request is in
// the report, and the unroll request of an interleaved loop ends
// AlreadyDone; a budget that runs out denies TooLarge and warns (O-41).
// RUN: vct-mlir-opt --loop-interleave --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-interleave=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET

// JSON:      "request": "interleave",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "interleaved by 2 with a remainder loop, 1 reduction(s) split: %1 (i32 add)"
// JSON:      "request": "unroll",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop was interleaved by 2"
// JSON:      "request": "interleave",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "Unsupported",
// JSON-NEXT: "note": "the f32 fmul reduction of %{{[0-9]+}} needs reassoc: splitting it reorders the operations and changes the result"
// JSON:      "evaluated": 3,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 2

// BUDGET-DAG: warning: VIR: denied interleave on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-interleave: vir.max_iterations exhausted; loops after that point were not interleaved

vir.func @f(%p: !vir.ptr, %n: i32) -> f32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %one = vir.constant 1.0 : f32
  vir.br ^a(%c0, %c0 : i32, i32)
^a(%i: i32, %s: i32):
  %s1 = vir.add %s, %i : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1, %s1 : i32, i32), ^mid {vir.traits = [#vir.req<interleave, soft>, #vir.req<unroll, soft>]}
^mid:
  vir.store %s1, %p : i32
  vir.br ^b(%c0, %one : i32, f32)
^b(%j: i32, %m: f32):
  %x = vir.sitofp %j : i32 to f32
  %m1 = vir.fmul %m, %x : f32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1, %m1 : i32, f32), ^exit {vir.traits = [#vir.req<interleave, strong>]}
^exit:
  vir.return %m1 : f32
}
