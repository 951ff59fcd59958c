// O-5 under varied address-space layouts: 240 functions in seven shapes
// that give every pass of the pipeline work (loops with requests,
// reassociable trees whose rebuilt roots feed later trees, calls with
// inline requests, switches, memory with noalias scopes, diamonds, an
// optimistic constant, a strlen loop and formatted output),
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
// RUN:   --each-pass mem2reg,sroa,instcombine,simplify-cfg,early-cse,dce,gvn,sccp,licm,indvars,reassociate,inline,globaldce,ipsccp,function-attrs,simplify-libcalls \
// RUN:   -- vct-mlir-opt %t.mlir -o @OUT@ --remarks \
// RUN:   | FileCheck %s --check-prefix=EACH
// The stage 4-8 passes alone, three pairs each, on the module with the
// front end's requests (soft rotate, unroll and vectorize requests on every
// loop) after the stage 1 cleanup; the loop passes after loop-rotate, on
// bottom-tested loops.
// RUN: vct-mlir-opt %t.mlir --vir-produce-traits --mem2reg --sroa --instcombine --simplify-cfg -o %t.pre.mlir 2>/dev/null
// RUN: vct-mlir-opt %t.pre.mlir --loop-rotate -o %t.rot.mlir
// RUN: rm -rf %t.late && mkdir -p %t.late
// RUN: %python %S/Inputs/compare-runs.py --runs 3 --work %t.late \
// RUN:   --each-pass loop-idiom,loop-rotate,jump-threading,phiopt,tail-call,gep-simplify,dse,memcpy-forward,load-widen,prune-unreachable,slp-vectorize \
// RUN:   -- vct-mlir-opt %t.pre.mlir -o @OUT@ --remarks \
// RUN:   | FileCheck %s --check-prefix=LATE
// RUN: rm -rf %t.loops && mkdir -p %t.loops
// RUN: %python %S/Inputs/compare-runs.py --runs 3 --work %t.loops \
// RUN:   --each-pass loop-unroll,loop-jam,loop-interleave,loop-peel,loop-distribute,loop-unswitch,loop-fuse,loop-vectorize,block-layout,codegen-prepare \
// RUN:   -- vct-mlir-opt %t.rot.mlir -o @OUT@ --remarks \
// RUN:   | FileCheck %s --check-prefix=LOOPS
// The passes that found work there said so (checked on the first run).
// RUN: FileCheck %s --check-prefix=LATE-WORK --input-file=%t.late/loop-rotate/run0/stderr.txt
// RUN: FileCheck %s --check-prefix=IDIOM-WORK --input-file=%t.late/loop-idiom/run0/stderr.txt
// RUN: FileCheck %s --check-prefix=LIBCALLS-WORK --input-file=%t.each/simplify-libcalls/run0/stderr.txt
// RUN: FileCheck %s --check-prefix=LOOPS-WORK --input-file=%t.loops/loop-unroll/run0/stderr.txt
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
// EACH-NEXT: simplify-libcalls: identical: 6 runs;

// LATE: loop-idiom: identical: 6 runs;
// LATE-NEXT: loop-rotate: identical: 6 runs;
// LATE-NEXT: jump-threading: identical: 6 runs;
// LATE-NEXT: phiopt: identical: 6 runs;
// LATE-NEXT: tail-call: identical: 6 runs;
// LATE-NEXT: gep-simplify: identical: 6 runs;
// LATE-NEXT: dse: identical: 6 runs;
// LATE-NEXT: memcpy-forward: identical: 6 runs;
// LATE-NEXT: load-widen: identical: 6 runs;
// LATE-NEXT: prune-unreachable: identical: 6 runs;
// LATE-NEXT: slp-vectorize: identical: 6 runs;

// LOOPS: loop-unroll: identical: 6 runs;
// LOOPS-NEXT: loop-jam: identical: 6 runs;
// LOOPS-NEXT: loop-interleave: identical: 6 runs;
// LOOPS-NEXT: loop-peel: identical: 6 runs;
// LOOPS-NEXT: loop-distribute: identical: 6 runs;
// LOOPS-NEXT: loop-unswitch: identical: 6 runs;
// LOOPS-NEXT: loop-fuse: identical: 6 runs;
// LOOPS-NEXT: loop-vectorize: identical: 6 runs;
// LOOPS-NEXT: block-layout: identical: 6 runs;
// LOOPS-NEXT: codegen-prepare: identical: 6 runs;

// LATE-WORK: remark: VIR: accepted rotate
// IDIOM-WORK: remark: VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen
// LIBCALLS-WORK: remark: VIR: simplify-libcalls: the call of printf became a call of puts
// LIBCALLS-WORK: remark: VIR: simplify-libcalls: the call of sprintf became a call of strlen and a copy
// LOOPS-WORK: remark: VIR: accepted unroll

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
// REMARKS-DAG: remark: VIR: simplify-libcalls:
// REMARKS-DAG: remark: VIR: loop-idiom:
// REMARKS-DAG: remark: VIR: accepted inline
// REMARKS-DAG: remark: VIR: accepted licm
// REMARKS-DAG: warning: VIR: denied unroll on loop with back edge in @f0, AlreadyDone

// JSON: "requests": [
// JSON: "request": "inline",
// JSON: "request": "unroll",
