// The request report (O-23, O-28): both fuse requests of a pair are in it,
// accepted, each naming the other loop; a budget that runs out denies
// TooLarge and warns (O-41). loop-fuse runs at every level: -O2, -O3 and
// -Oz fuse (fusion copies nothing and removes one loop's control).
// RUN: vct-mlir-opt --loop-fuse --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-fuse=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt -O2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: vct-mlir-opt -O3 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEVEL
// RUN: vct-mlir-opt -Oz --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LEVEL

// JSON:      "request": "fuse",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "fused with the following loop at line 50"
// JSON:      "request": "fuse",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "fused with the preceding loop at line 40"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 2,
// JSON-NEXT: "denied": 0

// BUDGET-DAG: warning: VIR: denied fuse on loop with back edge in @f, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-fuse: vir.max_iterations exhausted; loops after that point were not fused

// LEVEL: accepted fuse on loop with back edge in @f (fused with the following loop
// LEVEL: accepted fuse on loop with back edge in @f (fused with the preceding loop

vir.func @f(%p: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^a(%c0 : i64)
^a(%i: i64):
  %pi = vir.gep %p[%i] : i64
  vir.store %i, %pi : i64
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^a(%i1 : i64), ^m {vir.traits = [#vir.req<fuse, soft>]}
^m:
  vir.br ^b(%c0 : i64)
^b(%j: i64):
  %pj = vir.gep %p[%j] : i64
  %x = vir.load %pj : i64
  %y = vir.add %x, %j : i64
  vir.store %y, %pj : i64
  %j1 = vir.add %j, %c1 : i64
  %u = vir.icmp slt %j1, %n : i64
  vir.cond_br %u, ^b(%j1 : i64), ^exit {vir.traits = [#vir.req<fuse, strong>]}
^exit:
  vir.return
}
