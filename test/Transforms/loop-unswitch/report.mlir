// The request report (O-23, O-28): each evaluated unswitch request is in
// it; a budget that runs out denies TooLarge and warns (O-41). At -Oz only
// trivial unswitching is done (max-copied-ops=0, O-45); -O2 versions.
// RUN: vct-mlir-opt --loop-unswitch --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-unswitch=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt -Oz --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OZ
// RUN: vct-mlir-opt -O2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2

// JSON:      "request": "unswitch",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "versioned the loop on an invariant branch: 1 copy"
// JSON:      "request": "unswitch",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied unswitch on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-unswitch: vir.max_iterations exhausted; loops after that point were not unswitched

// OZ: denied unswitch on loop with back edge in @f, TooLarge (2 versions of {{[0-9]+}} operations exceed max-copied-ops (0))
// O2: accepted unswitch on loop with back edge in @f (versioned the loop on an invariant branch: 1 copy)

vir.func @f(%p: !vir.ptr, %n: i32, %flag: i1) {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^a(%c0 : i32)
^a(%i: i32):
  vir.cond_br %flag, ^s, ^l
^s:
  vir.store volatile %i, %p : i32
  vir.br ^l
^l:
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %n : i32
  vir.cond_br %t, ^a(%i1 : i32), ^mid {vir.traits = [#vir.req<unswitch, soft>]}
^mid:
  vir.br ^b(%c0 : i32)
^b(%j: i32):
  vir.store volatile %j, %p : i32
  %j1 = vir.add %j, %c1 : i32
  %u = vir.icmp slt %j1, %n : i32
  vir.cond_br %u, ^b(%j1 : i32), ^exit {vir.traits = [#vir.req<unswitch, strong>]}
^exit:
  vir.return
}
