// The request report (O-23, O-28): each evaluated jam request is in the
// report, accepted or denied with its reason; the jammed loop inherits the
// outer loop's other requests and the fused inner loop the inner loop's
// (each a request of its own); -Oz's factor=0 denies CostModel; a budget
// that runs out denies TooLarge and warns (O-41); max-size denies TooLarge.
// RUN: vct-mlir-opt --loop-jam --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-jam %s | FileCheck %s --check-prefix=IR
// RUN: vct-mlir-opt --loop-jam=factor=0 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: vct-mlir-opt --loop-jam=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --loop-jam=max-size=8 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIZE

// JSON:      "request": "jam",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "jammed by 2 with a remainder loop"
// JSON:      "request": "jam",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @g",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "Unsupported",
// JSON-NEXT: "note": "store to %arg0[i][j] and load from %arg0[i+1][j-1] carry a dependence of direction (<, >)"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// The jammed loop and the fused inner loop carry the requests; the jam
// request is consumed on both outer loops.
// IR-LABEL: vir.func @f
// IR: vir.cond_br {{.*}} {vir.traits = [#vir.req<unroll, soft>]}
// IR: vir.cond_br {{.*}} {vir.traits = [#vir.req<rotate, soft>]}
// IR: vir.cond_br {{.*}} {vir.traits = [#vir.req<unroll, soft>]}
// IR: vir.cond_br {{.*}} {vir.traits = [#vir.req<rotate, soft>]}
// IR-LABEL: vir.func @g

// OFF: remark: VIR: denied jam on loop with back edge in @f, CostModel (unroll-and-jam is off (factor=0))
// OFF: warning: VIR: denied jam on loop with back edge in @g, CostModel (unroll-and-jam is off (factor=0))

// BUDGET-DAG: warning: VIR: denied jam on loop with back edge in @g, TooLarge (vir.max_iterations ran out while testing the nest's dependences)
// BUDGET-DAG: warning: VIR: loop-jam: vir.max_iterations exhausted; loops after that point were not jammed

// SIZE: remark: VIR: denied jam on loop with back edge in @f, TooLarge (2 copies of 11 operations exceed max-size (8))

vir.func @f(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  vir.br ^inner(%c0 : i64)
^inner(%j: i64):
  %src = vir.gep %b[%j] : i32
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch {vir.traits = [#vir.req<unroll, soft>]}
^latch:
  %i1 = vir.add %i, %c1 : i64
  %o = vir.icmp slt %i1, %n : i64
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, soft>, #vir.req<rotate, soft>]}
^exit:
  vir.return
}

// a[i][j] written, a[i+1][j-1] read: (<, >).
vir.func @g(%a: !vir.ptr, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c8 = vir.constant 8 : i64
  vir.br ^outer(%c0 : i64)
^outer(%i: i64):
  %i1 = vir.add %i, %c1 : i64
  vir.br ^inner(%c1 : i64)
^inner(%j: i64):
  %jm1 = vir.sub %j, %c1 : i64
  %src = vir.gep %a[%i1, %jm1] : !vir.array<8 x i32>
  %x = vir.load %src : i32
  %dst = vir.gep %a[%i, %j] : !vir.array<8 x i32>
  vir.store %x, %dst : i32
  %j1 = vir.add %j, %c1 : i64
  %more = vir.icmp slt %j1, %c8 : i64
  vir.cond_br %more, ^inner(%j1 : i64), ^latch
^latch:
  %o = vir.icmp slt %i1, %n : i64
  vir.cond_br %o, ^outer(%i1 : i64), ^exit {vir.traits = [#vir.req<jam, strong>]}
^exit:
  vir.return
}
