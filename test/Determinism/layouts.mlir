// O-5 under varied address-space layouts: 240 functions in six shapes that
// give every pass of the pipeline work (loops with requests, reassociable
// trees whose rebuilt roots feed later trees, calls with inline requests,
// switches, memory with noalias scopes, diamonds, an optimistic constant),
// optimized at -O3 ten times: five threaded and five serial runs, by pairs
// with address randomisation off (`setarch -R`) and on, and with glibc's
// default allocator and a different malloc pattern (no thread cache, low
// mmap threshold), so freed operations are reused at different addresses.
// The output, the YAML remark stream, the request report and everything on
// stderr (remarks as diagnostics, warnings) must be byte-identical in all
// ten. Any pointer-valued order that reaches the output differs between
// such runs (reassociate ranking leaves by address did, issue 13).
//
// RUN: %python %S/Inputs/gen-all-passes.py 240 > %t.mlir
// RUN: rm -rf %t.runs && mkdir -p %t.runs
// RUN: %python %S/Inputs/compare-runs.py --runs 5 --work %t.runs -- \
// RUN:   vct-mlir-opt -O3 %t.mlir -o @OUT@ --remarks=yaml \
// RUN:   --remarks-output=@REMARKS@ --vir-request-report=@REPORT@ \
// RUN:   | FileCheck %s --check-prefix=SAME
// RUN: rm -rf %t.diag && mkdir -p %t.diag
// RUN: %python %S/Inputs/compare-runs.py --runs 5 --work %t.diag -- \
// RUN:   vct-mlir-opt -O3 --remarks %t.mlir -o @OUT@ \
// RUN:   | FileCheck %s --check-prefix=SAME
//
// Each pass alone, where what it chose is not smoothed over by the passes
// after it (reassociate's address order showed in its own output in 9 runs
// of 10, at -O3 only in its remark counts), in six runs each.
// RUN: rm -rf %t.each && mkdir -p %t.each
// RUN: %python %S/Inputs/compare-runs.py --runs 3 --work %t.each \
// RUN:   --each-pass mem2reg,sroa,instcombine,simplify-cfg,early-cse,dce,gvn,sccp,licm,indvars,reassociate,inline,globaldce,ipsccp,function-attrs \
// RUN:   -- vct-mlir-opt %t.mlir -o @OUT@ --remarks \
// RUN:   | FileCheck %s --check-prefix=EACH
//
// The runs did the work the shapes are for (checked on the first run).
// RUN: FileCheck %s --check-prefix=OUT < %t.runs/run0/out.mlir
// RUN: FileCheck %s --check-prefix=REMARKS < %t.diag/run0/stderr.txt
// RUN: FileCheck %s --check-prefix=JSON < %t.runs/run0/report.json

// SAME: identical: 10 runs;

// EACH: mem2reg: identical: 6 runs;
// EACH-NEXT: sroa: identical: 6 runs;
// EACH-NEXT: instcombine: identical: 6 runs;
// EACH-NEXT: simplify-cfg: identical: 6 runs;
// EACH-NEXT: early-cse: identical: 6 runs;
// EACH-NEXT: dce: identical: 6 runs;
// EACH-NEXT: gvn: identical: 6 runs;
// EACH-NEXT: sccp: identical: 6 runs;
// EACH-NEXT: licm: identical: 6 runs;
// EACH-NEXT: indvars: identical: 6 runs;
// EACH-NEXT: reassociate: identical: 6 runs;
// EACH-NEXT: inline: identical: 6 runs;
// EACH-NEXT: globaldce: identical: 6 runs;
// EACH-NEXT: ipsccp: identical: 6 runs;
// EACH-NEXT: function-attrs: identical: 6 runs;

// globaldce removed the unused private functions; inline and ipsccp the
// private helpers.
// OUT-NOT: @unused
// OUT-NOT: @only
// OUT-LABEL: vir.func @f0(
// OUT-LABEL: vir.func @f239(

// Every pass of the pipeline made a change somewhere.
// REMARKS-DAG: remark: VIR: mem2reg:
// REMARKS-DAG: remark: VIR: sroa:
// REMARKS-DAG: remark: VIR: instcombine:
// REMARKS-DAG: remark: VIR: simplify-cfg:
// REMARKS-DAG: remark: VIR: early-cse:
// REMARKS-DAG: remark: VIR: dce:
// REMARKS-DAG: remark: VIR: gvn:
// REMARKS-DAG: remark: VIR: sccp:
// REMARKS-DAG: remark: VIR: indvars:
// REMARKS-DAG: remark: VIR: reassociate:
// REMARKS-DAG: remark: VIR: ipsccp:
// REMARKS-DAG: remark: VIR: function-attrs:
// REMARKS-DAG: remark: VIR: accepted inline
// REMARKS-DAG: remark: VIR: accepted licm
// REMARKS-DAG: warning: VIR: denied unroll on loop with back edge in @f0, AlreadyDone

// JSON: "requests": [
// JSON: "request": "inline",
// JSON: "request": "unroll",
