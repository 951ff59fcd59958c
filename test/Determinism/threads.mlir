// O-5: for a fixed input and configuration the optimizer's output, its
// remarks (as diagnostics and as YAML) and its request report are
// byte-identical with and without threads, and from run to run. The module
// has 64 functions that all give every pass work.
//
// RUN: %python %S/Inputs/gen-module.py 64 > %t.mlir
//
// Remarks as YAML, the request report and the output:
// RUN: vct-mlir-opt -O3 --mlir-disable-threading %t.mlir -o %t.serial.mlir \
// RUN:   --remarks=yaml --remarks-output=%t.serial.yaml \
// RUN:   --vir-request-report=%t.serial.json 2> %t.serial.warnings
// RUN: vct-mlir-opt -O3 %t.mlir -o %t.threaded.mlir \
// RUN:   --remarks=yaml --remarks-output=%t.threaded.yaml \
// RUN:   --vir-request-report=%t.threaded.json 2> %t.threaded.warnings
// RUN: vct-mlir-opt -O3 %t.mlir -o %t.threaded2.mlir \
// RUN:   --remarks=yaml --remarks-output=%t.threaded2.yaml \
// RUN:   --vir-request-report=%t.threaded2.json 2> %t.threaded2.warnings
// RUN: cmp %t.serial.mlir %t.threaded.mlir
// RUN: cmp %t.serial.mlir %t.threaded2.mlir
// RUN: cmp %t.serial.yaml %t.threaded.yaml
// RUN: cmp %t.serial.yaml %t.threaded2.yaml
// RUN: cmp %t.serial.json %t.threaded.json
// RUN: cmp %t.serial.json %t.threaded2.json
// RUN: cmp %t.serial.warnings %t.threaded.warnings
//
// Remarks as diagnostics (on by default at -O3):
// RUN: vct-mlir-opt -O3 --mlir-disable-threading %t.mlir -o /dev/null \
// RUN:   2> %t.serial.remarks
// RUN: vct-mlir-opt -O3 %t.mlir -o /dev/null 2> %t.threaded.remarks
// RUN: cmp %t.serial.remarks %t.threaded.remarks
//
// The runs did real work: every function's slot was promoted, its dead
// call's request and its unreachable loop's request were accounted for.
// RUN: FileCheck --check-prefix=OUT %s < %t.serial.mlir
// RUN: FileCheck --check-prefix=YAML %s < %t.serial.yaml
// RUN: FileCheck --check-prefix=JSON %s < %t.serial.json
// RUN: FileCheck --check-prefix=WARN %s < %t.serial.warnings
// RUN: grep -c "remark: VIR: mem2reg: promoted a stack slot" %t.serial.remarks \
// RUN:   | FileCheck --check-prefix=COUNT %s

// OUT-LABEL: vir.func @f0(
// OUT-NOT: vir.call
// OUT: vir.return
// OUT-LABEL: vir.func @f63(

// YAML: --- !Passed
// YAML-NEXT: Pass: 'mem2reg'
// YAML-NEXT: Name: 'Promoted'
// YAML-NEXT: DebugLoc: { File: '{{.*}}.mlir', Line: {{[0-9]+}}, Column: {{[0-9]+}} }
// YAML-NEXT: Function: 'f0'
// YAML-NEXT: Args:
// YAML-NEXT:   - String: 'promoted a stack slot to SSA values'
// YAML-NEXT: ...

// JSON: "requests": [
// JSON: "function": "f0",
// JSON: "request": "unroll",
// JSON-NEXT: "strength": "strong",
// JSON: "reason": "AlreadyDone",
// JSON: "function": "f0",
// JSON: "request": "inline",
// loop-unroll evaluates the soft unroll requests: the loops carry no
// rotate request, so they stay header-tested.
// JSON: "pass": "loop-unroll",
// JSON-NEXT: "function": "f0",
// JSON: "request": "unroll",
// JSON-NEXT: "strength": "soft",
// JSON: "reason": "Unsupported",
// JSON-NEXT: "note": "the loop is not bottom-tested: its latch does not exit"
// JSON: "evaluated": 192,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 192

// WARN: warning: VIR: denied unroll on loop with back edge in @f0, AlreadyDone (the code is unreachable)
// WARN: warning: VIR: denied unroll on loop with back edge in @f1, AlreadyDone

// COUNT: 128
