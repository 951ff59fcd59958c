// Budgets (O-39..O-41): vir.max_pipeline_rounds bounds how often the
// pipeline runs, vir.max_iterations every pass-internal loop; running out
// is a warning, never an error, and the output is well-formed VIR.
//
// The array slot of @g needs two rounds: its stores have a variable index
// until loop-unroll (stage 4) unrolls the loop in round 1; sroa then
// retypes it and mem2reg promotes it in round 2. (The struct slot of @f is
// split and promoted in round 1: mem2reg runs again after sroa.)
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefix=DEFAULT
// RUN: vct-mlir-opt -O2 --vir-max-pipeline-rounds=1 --verify-diagnostics %s \
// RUN:   | FileCheck %s --check-prefix=ONE-ROUND
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{max-pipeline-rounds=1})' \
// RUN:   --verify-diagnostics %s | FileCheck %s --check-prefix=ONE-ROUND
// An iteration budget of one stops simplify-cfg after one sweep:
// RUN: vct-mlir-opt --simplify-cfg=max-iterations=1 %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE-SWEEP
// RUN: vct-mlir-opt -O2 --vir-max-iterations=1 %s -o %t.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE-SWEEP
// RUN: vct-mlir-opt %t.mlir -o /dev/null
// RUN: not vct-mlir-opt -O2 --vir-max-pipeline-rounds=0 %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZERO
// vir-optimize accepts the budgets the command line accepts, no others:
// RUN: not vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{max-pipeline-rounds=0})' \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ZERO-PASS
// RUN: not vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{max-iterations=0})' \
// RUN:   %s 2>&1 | FileCheck %s --check-prefix=ZERO-PASS
// ZERO-PASS: error: vir-optimize: budgets must be positive (max-iterations, max-pipeline-rounds)

// DEFAULT-NOT: warning
// DEFAULT-LABEL: vir.func @f(
// DEFAULT-NOT: vir.alloca
// DEFAULT: vir.return
// DEFAULT-LABEL: vir.func @g(
// DEFAULT-NOT: vir.alloca
// DEFAULT: vir.return
// ONE-ROUND-LABEL: vir.func @g(
// ONE-ROUND: vir.alloca !vir.array<2 x i32>
// ONE-SWEEP: warning: VIR: simplify-cfg: vir.max_iterations exhausted; the CFG may simplify further
// ZERO: vct-mlir-opt: error: budgets must be positive

// The warning is at the first function the last round changed.
module {
// expected-warning @+1 {{VIR: vir.max_pipeline_rounds (1) exhausted; the pipeline still changed the module in its last round (first @f)}}
vir.func @f(%x: i32, %y: i32, %c: i1) -> i32 {
  %pair = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  %first = vir.gep inbounds %pair[0, 0] : !vir.struct<i32, i32>
  vir.store %x, %first : i32
  vir.cond_br %c, ^a, ^b
^a:
  vir.br ^c
^b:
  vir.br ^c
^c:
  vir.br ^d
^d:
  %v = vir.load %first : i32
  vir.return %v : i32
}

vir.func @g(%x: i32) -> i32 {
  %a = vir.alloca !vir.array<2 x i32> align 4 {vir.traits = [#vir.nocapture]}
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %c2 = vir.constant 2 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i64 = vir.sext %i : i32 to i64
  %e = vir.gep inbounds %a[0, %i64] : !vir.array<2 x i32>
  %v = vir.add %x, %i : i32
  vir.store %v, %e : i32
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp slt %i1, %c2 : i32
  vir.cond_br %t, ^loop(%i1 : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  %l = vir.gep inbounds %a[0, 1] : !vir.array<2 x i32>
  %r = vir.load %l : i32
  vir.return %r : i32
}
}
