// The request report (O-23, O-28): slp-vectorize gives the function's
// vectorize request its one result, accepted or denied, and records
// nothing for loop requests (loop-vectorize's). In the -O2 pipeline every
// vectorize request, on a function or a loop, has exactly one result; at
// -Oz slp-vectorize does not run and the function's request says so. A
// budget that runs out denies TooLarge and warns (O-41).
// RUN: vct-mlir-opt --slp-vectorize --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt -O2 %s --vir-request-report=%t.json -o /dev/null
// RUN: %python %S/Inputs/count-results.py %t.json | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -Oz %s --vir-request-report=%t.z.json -o /dev/null
// RUN: FileCheck %s --check-prefix=OZ < %t.z.json
// RUN: vct-mlir-opt --slp-vectorize=max-iterations=0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --slp-vectorize=width-bits=0 --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=OFF

// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "function @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "vectorized 1 tree(s) of straight-line code: cost
// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "function @g",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "Unsupported",
// JSON-NEXT: "note": "2 stores of i32 to %arg0: store to %arg0 may alias load from %arg1: no noalias or restrict trait"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// O2:      function @f | vectorize 1 accepted
// O2-NEXT: function @g | vectorize 1 denied
// O2-NEXT: loop with back edge in @f | vectorize 1
// O2-NOT:  vectorize

// OZ:      "request": "vectorize",
// OZ-NEXT: "strength": "soft",
// OZ-NEXT: "subject": "function @f",
// OZ-NEXT: "accepted": false,
// OZ-NEXT: "reason": "CostModel",

// BUDGET-DAG: warning: VIR: denied vectorize on function @g, TooLarge (vir.max_iterations ran out before any group of stores was vectorized)
// BUDGET-DAG: warning: VIR: slp-vectorize: vir.max_iterations exhausted; groups of stores after that point were not vectorized

// OFF:      "reason": "CostModel",
// OFF-NEXT: "note": "straight-line vectorization is off (width-bits=0)"

vir.func @f(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) attributes {vir.traits = [#vir.req<vectorize, soft>]} {
  %b1 = vir.gep %b[1] : i64
  %a1 = vir.gep %a[1] : i64
  %x0 = vir.load %b : i64
  %x1 = vir.load %b1 : i64
  vir.store %x0, %a : i64
  vir.store %x1, %a1 : i64
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %t0 = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t0, ^loop(%c0 : i64), ^exit
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

vir.func @g(%a: !vir.ptr, %b: !vir.ptr) attributes {vir.traits = [#vir.req<vectorize, strong>]} {
  %b1 = vir.gep %b[1] : i32
  %a1 = vir.gep %a[1] : i32
  %x0 = vir.load %b : i32
  vir.store %x0, %a : i32
  %x1 = vir.load %b1 : i32
  vir.store %x1, %a1 : i32
  vir.return
}
