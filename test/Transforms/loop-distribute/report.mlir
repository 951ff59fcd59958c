// The request report (O-23, O-28): each evaluated distribute request is in
// it; a budget that runs out denies TooLarge and warns (O-41); more
// partitions than max-partitions are denied TooLarge. -O2 distributes; at
// -Oz the pass is off (O-45) and the request is reported as such.
// RUN: vct-mlir-opt --loop-distribute --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: vct-mlir-opt --loop-distribute=max-iterations=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUDGET
// RUN: vct-mlir-opt --loop-distribute=max-partitions=2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARTS
// RUN: vct-mlir-opt -O2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2
// RUN: vct-mlir-opt -Oz --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OZ

// JSON:      "request": "distribute",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": true,
// JSON-NEXT: "note": "distributed the loop into 3 loops"
// JSON:      "request": "distribute",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @f",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop's statements form one partition: store to %arg0[i+2] and load from %arg0[i] carry a dependence of distance 2"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 1,
// JSON-NEXT: "denied": 1

// BUDGET-DAG: warning: VIR: denied distribute on loop with back edge in @f, TooLarge (vir.max_iterations ran out
// BUDGET-DAG: warning: VIR: loop-distribute: vir.max_iterations exhausted; loops after that point were not distributed

// PARTS: denied distribute on loop with back edge in @f, TooLarge (3 partitions exceed max-partitions (2))

// O2: accepted distribute on loop with back edge in @f (distributed the loop into 3 loops)
// OZ: denied distribute on loop with back edge in @f, {{.*}}loop-distribute

vir.func @f(%a: !vir.ptr {vir.traits = [#vir.restrict]}, %b: !vir.ptr {vir.traits = [#vir.restrict]}, %c: !vir.ptr {vir.traits = [#vir.restrict]}, %n: i64) {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %c2 = vir.constant 2 : i64
  %v = vir.constant 3 : i32
  %t = vir.icmp sgt %n, %c0 : i64
  vir.cond_br %t, ^loop(%c0 : i64), ^mid
^loop(%i: i64):
  %i1 = vir.add %i, %c1 nsw : i64
  %pa = vir.gep %a[%i] : i32
  %x = vir.load %pa : i32
  %pa1 = vir.gep %a[%i1] : i32
  vir.store %x, %pa1 : i32
  %pc = vir.gep %c[%i] : i32
  vir.store %v, %pc : i32
  %pb = vir.gep %b[%i] : i32
  %y = vir.load %pb : i32
  %pb1 = vir.gep %b[%i1] : i32
  vir.store %y, %pb1 : i32
  %more = vir.icmp slt %i1, %n : i64
  vir.cond_br %more, ^loop(%i1 : i64), ^mid {vir.traits = [#vir.req<distribute, soft>]}
^mid:
  vir.cond_br %t, ^loop2(%c0 : i64), ^exit
^loop2(%j: i64):
  %j1 = vir.add %j, %c1 nsw : i64
  %j2 = vir.add %j, %c2 nsw : i64
  %qa = vir.gep %a[%j] : i32
  %u = vir.load %qa : i32
  %qa2 = vir.gep %a[%j2] : i32
  vir.store %u, %qa2 : i32
  %more2 = vir.icmp slt %j1, %n : i64
  vir.cond_br %more2, ^loop2(%j1 : i64), ^exit {vir.traits = [#vir.req<distribute, strong>]}
^exit:
  vir.return
}
