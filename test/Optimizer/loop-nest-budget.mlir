// The loop analysis is under vir.max_iterations too (O-39, issue 13):
// building the loops of a function and visiting every loop's blocks cost
// the function's size plus its blocks counted once for each loop around
// them but the innermost (2 here: the inner loop's blocks are in the outer
// one too); a nest of depth D costs O(D^2). A loop pass whose budget is
// smaller than that leaves the function alone: its requests are denied
// TooLarge with the count, and it warns once.
//
// RUN: vct-mlir-opt --loop-rotate=max-iterations=1 --remarks %s 2>&1 | FileCheck %s --check-prefixes=OVER,ROTATE-OVER
// RUN: vct-mlir-opt --loop-rotate=max-iterations=2 --remarks %s 2>&1 | FileCheck %s --check-prefix=ROTATE-IN
// RUN: vct-mlir-opt --loop-unroll=max-iterations=1 --remarks %s 2>&1 | FileCheck %s --check-prefixes=OVER,UNROLL-OVER
// RUN: vct-mlir-opt --licm=max-iterations=1 --remarks %s 2>&1 | FileCheck %s --check-prefixes=OVER,LICM-OVER
// RUN: vct-mlir-opt --indvars=max-iterations=1 --remarks %s 2>&1 | FileCheck %s --check-prefixes=OVER,INDVARS-OVER
//
// The whole pipeline on a generated nest of depth 332 (bench/scaling/gen.py
// d 4k, the scaling benchmark's deep shape), whose loops cost about 165,000
// against the default 100,000: every loop pass refuses it, each request has
// exactly one result, and the program computes what it did.
// RUN: %python %vct_src_root/bench/scaling/gen.py d 4k > %t.d.mlir
// RUN: vct-translate --vir-to-llvmir %t.d.mlir -o %t.d.ll && %python %S/../Transforms/loop-rotate/Inputs/exit-code.py lli %t.d.ll > %t.d.expected
// RUN: vct-mlir-opt -O2 --verify-each --vir-request-report=%t.json %t.d.mlir -o %t.d.o2.mlir 2>%t.d.err
// RUN: FileCheck %s --check-prefix=PIPE < %t.d.err
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: vct-translate --vir-to-llvmir %t.d.o2.mlir -o %t.d.o2.ll && %python %S/../Transforms/loop-rotate/Inputs/exit-code.py lli %t.d.o2.ll | diff - %t.d.expected
// RUN: vct-translate --vir-to-c %t.d.o2.mlir -o %t.d.o2.c && %cc %t.d.o2.c -o %t.d.o2.exe && %python %S/../Transforms/loop-rotate/Inputs/exit-code.py %t.d.o2.exe | diff - %t.d.expected
// With the default budget loop-rotate rotates both loops.
// RUN: vct-mlir-opt --loop-rotate --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT

// OVER-NOT: vir.func @nest{{.*}}^bb
// ROTATE-OVER: remark: VIR: denied rotate on loop with back edge in @nest, TooLarge (the function's loops were not analysed: their blocks, counted once for each loop around them but the innermost, number 2, over 1)
// ROTATE-OVER: remark: VIR: denied rotate on loop with back edge in @nest, TooLarge (the function's loops were not analysed: their blocks, counted once for each loop around them but the innermost, number 2, over 1)
// ROTATE-OVER: warning: VIR: loop-rotate: vir.max_iterations exhausted; the function's loops were not analysed (a loop nest too large for the budget)
// UNROLL-OVER: remark: VIR: denied unroll on loop with back edge in @nest, TooLarge (the function's loops were not analysed: their blocks, counted once for each loop around them but the innermost, number 2, over 1)
// UNROLL-OVER: warning: VIR: loop-unroll: vir.max_iterations exhausted; the function's loops were not analysed
// LICM-OVER: remark: VIR: denied licm on loop with back edge in @nest, TooLarge (the function's loops were not analysed: their blocks, counted once for each loop around them but the innermost, number 2, over 1)
// LICM-OVER: warning: VIR: licm: vir.max_iterations exhausted; the function's loops were not analysed
// INDVARS-OVER: warning: VIR: indvars: vir.max_iterations exhausted; the function's loops were not analysed
// The IR is printed unchanged: the header test is still in the header.
// OVER: ^bb1(%{{.*}}: i32):
// OVER-NEXT: vir.icmp slt
// OVER-NEXT: vir.cond_br

// At exactly the cost the loops are built; rotating the inner loop then
// spends the rest of the pass's own budget.
// ROTATE-IN-NOT: not analysed
// ROTATE-IN: remark: VIR: accepted rotate on loop with back edge in @nest
// ROTATE-IN: remark: VIR: denied rotate on loop with back edge in @nest, TooLarge (vir.max_iterations ran out before this loop)

// PIPE-DAG: warning: VIR: loop-rotate: vir.max_iterations exhausted; the function's loops were not analysed
// PIPE-DAG: warning: VIR: loop-unroll: vir.max_iterations exhausted; the function's loops were not analysed
// PIPE-DAG: warning: VIR: licm: vir.max_iterations exhausted; the function's loops were not analysed
// PIPE-DAG: warning: VIR: loop-vectorize: vir.max_iterations exhausted; the function's loops were not analysed

// JSON: "reason": "TooLarge",
// JSON-NEXT: "note": "the function's loops were not analysed: their blocks, counted once for each loop around them but the innermost, number {{[0-9]+}}, over 100000"
// Six requests on each of the 332 loops, one result each.
// JSON: "evaluated": 1992,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 1992

// DEFAULT-NOT: TooLarge
// DEFAULT: remark: VIR: accepted rotate on loop with back edge in @nest
// DEFAULT: remark: VIR: accepted rotate on loop with back edge in @nest

vir.func @nest(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  vir.br ^outer(%c0, %c0 : i32, i32)
^outer(%i: i32, %s: i32):
  %p = vir.icmp slt %i, %n : i32
  vir.cond_br %p, ^enter, ^exit
^enter:
  vir.br ^inner(%c0, %s : i32, i32)
^inner(%j: i32, %t: i32):
  %q = vir.icmp slt %j, %n : i32
  vir.cond_br %q, ^body, ^latch
^body:
  %t1 = vir.add %t, %c1 : i32
  %j1 = vir.add %j, %c1 nsw : i32
  vir.br ^inner(%j1, %t1 : i32, i32) {vir.traits = [#vir.req<rotate, soft>, #vir.req<unroll, soft>]}
^latch:
  %i1 = vir.add %i, %c1 nsw : i32
  vir.br ^outer(%i1, %t : i32, i32) {vir.traits = [#vir.req<rotate, soft>, #vir.req<licm, soft>]}
^exit:
  vir.return %s : i32
}

vir.func @main() -> i32 {
  %c6 = vir.constant 6 : i32
  %r = vir.call @nest(%c6) : (i32) -> i32
  vir.return %r : i32
}
