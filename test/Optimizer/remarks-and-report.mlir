// Remarks (O-47..O-49) and the request report (O-23, O-28): off by default,
// on with --remarks (text) or --remarks=yaml (a file), on by default at
// -O3; every request result, also of requests on code that disappears, is
// in the JSON report; a denied strong request is a warning.
//
// RUN: vct-mlir-opt -O2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: vct-mlir-opt -O2 --remarks %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: vct-mlir-opt -O3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: vct-mlir-opt -O2 --remarks=yaml --remarks-output=%t.yaml \
// RUN:   --vir-request-report=%t.json %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=QUIET
// RUN: FileCheck %s --check-prefix=YAML < %t.yaml
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: not vct-mlir-opt -O2 --remarks=html %s 2>&1 | FileCheck %s --check-prefix=FORMAT

// QUIET-NOT: remark:
// QUIET: warning: VIR: denied unroll on loop with back edge in @f, AlreadyDone (the code is unreachable)
// QUIET-NOT: remark:

// TEXT-DAG: :{{[0-9]+}}:11: remark: VIR: mem2reg: promoted a stack slot to SSA values
// TEXT-DAG: :{{[0-9]+}}:3: warning: VIR: denied unroll on loop with back edge in @f, AlreadyDone (the code is unreachable)
// TEXT-DAG: :{{[0-9]+}}:11: remark: VIR: denied inline on call to @g, AlreadyDone (the call's result is unused and it has no effect)

// YAML: --- !Passed
// YAML-NEXT: Pass: 'mem2reg'
// YAML-NEXT: Name: 'Promoted'
// YAML-NEXT: DebugLoc: { File: '{{.*}}remarks-and-report.mlir', Line: {{[0-9]+}}, Column: 11 }
// YAML-NEXT: Function: 'f'
// YAML: --- !Missed
// YAML-NEXT: Pass: 'dce'
// YAML-NEXT: Name: 'RequestDenied'

// JSON:      "requests": [
// JSON-NEXT:   {
// JSON-NEXT:     "round": 1,
// JSON-NEXT:     "pass": "simplify-cfg",
// JSON-NEXT:     "function": "f",
// JSON-NEXT:     "location": "{{.*}}remarks-and-report.mlir:{{[0-9]+}}:3",
// JSON-NEXT:     "request": "unroll",
// JSON-NEXT:     "strength": "strong",
// JSON-NEXT:     "subject": "loop with back edge in @f",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON-NEXT:     "note": "the code is unreachable"
// JSON:      "evaluated": 2,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 2

// FORMAT: vct-mlir-opt: error: unknown remark format 'html' (expected text or yaml)

vir.func private @g(i32) -> i32

vir.func @f(%x: i32) -> i32 {
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %false = vir.constant false
  %dead = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
  vir.cond_br %false, ^never, ^done
^never:
  vir.br ^never {vir.traits = [#vir.req<unroll, strong>]}
^done:
  %v = vir.load %slot : i32
  vir.return %v : i32
}
