// The request report (O-23, O-28): each evaluated vectorize request is in
// the report, accepted or denied; without runtime checks allowed, a
// may-alias pair denies the request (@no_ cases of O-21); a budget that
// runs out denies TooLarge and warns (O-41).
// RUN: vct-mlir-opt --loop-vectorize --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-vectorize=max-runtime-checks=0 --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=NOCHECK
// RUN: vct-mlir-opt --loop-vectorize=max-iterations=0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --loop-vectorize=width-bits=0 --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=OFF

// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "vectorized by 4, interleaved by 1: cost 4.0 -> 1.0 per element, with a scalar remainder, behind a runtime check of 1 pair(s) (no trait separates store to %arg0 may alias load from %arg1: no noalias or restrict trait; the original loop runs when the check fails)"
// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @g",
// JSON-NEXT: "accepted": true,
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 2,
// JSON-NEXT: "denied": 0

// NOCHECK:      "request": "vectorize",
// NOCHECK-NEXT: "strength": "soft",
// NOCHECK-NEXT: "subject": "loop with back edge in @f",
// NOCHECK-NEXT: "accepted": false,
// NOCHECK-NEXT: "reason": "TooLarge",
// NOCHECK-NEXT: "note": "store to %arg0 may alias load from %arg1: no noalias or restrict trait; a runtime check would compare more than max-runtime-checks (0) pairs"

// BUDGET-DAG: warning: VIR: denied vectorize on loop with back edge in @g, TooLarge (vir.max_iterations ran out before this loop)
// BUDGET-DAG: warning: VIR: loop-vectorize: vir.max_iterations exhausted; loops after that point were not vectorized

// OFF:      "reason": "CostModel",
// OFF-NEXT: "note": "vectorization without a requested width is off (width-bits=0)"

vir.func @f(%a: !vir.ptr, %b: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pb = vir.gep inbounds %b[%i] : i32
  %x = vir.load %pb : i32
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %x, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, soft>]}
^exit:
  vir.return
}

vir.func @g(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i32
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %pa = vir.gep inbounds %a[%i] : i32
  vir.store %z, %pa : i32
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp slt %i1, %n : i64
  vir.cond_br %t, ^loop(%i1 : i64), ^exit {vir.traits = [#vir.req<vectorize, strong>]}
^exit:
  vir.return
}
