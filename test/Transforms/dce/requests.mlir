// RUN: vct-mlir-opt --dce --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --dce --split-input-file --vir-request-report=%t.json %s -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// A dead call takes its action requests with it: each gets an AlreadyDone
// result (O-28). A soft one is a remark, a strong one a warning (O-27).

vir.func private @g(i32) -> i32

// CHECK-LABEL: vir.func @soft_inline(
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: dce: removed 1 dead operations and 0 dead block arguments}}
vir.func @soft_inline(%x: i32) {
  // expected-remark @below {{VIR: denied inline on call to @g, AlreadyDone (the call's result is unused and it has no effect)}}
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// Every request on the call gets its own result.
// CHECK-LABEL: vir.func @two_requests(
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: dce: removed 1 dead operations and 0 dead block arguments}}
vir.func @two_requests(%x: i32) {
  // expected-remark @below {{VIR: denied inline on call to @g, AlreadyDone}}
  // expected-remark @below {{VIR: denied tail_call on call to @g, AlreadyDone}}
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>, #vir.req<tail_call, soft>]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// A strong request denied as AlreadyDone is a warning, not an error.
// CHECK-LABEL: vir.func @strong_always_inline(
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: dce: removed 1 dead operations and 0 dead block arguments}}
vir.func @strong_always_inline(%x: i32) {
  // expected-warning @below {{VIR: denied always_inline on call to @g, AlreadyDone (the call's result is unused and it has no effect)}}
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<always_inline, strong>]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// An indirect call is described as such.
// CHECK-LABEL: vir.func @indirect(
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: dce: removed 1 dead operations and 0 dead block arguments}}
vir.func @indirect(%fp: !vir.ptr, %x: i32) {
  // expected-remark @below {{VIR: denied cold_call on indirect call, AlreadyDone}}
  %r = vir.call %fp(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<cold_call, soft>]} : (i32) -> i32
  vir.return
}

// -----

vir.func private @g(i32) -> i32

// A live call keeps its request: no result here (the inliner decides).
// CHECK-LABEL: vir.func @live_call(
// CHECK-NEXT: %[[R:.*]] = vir.call @g(%{{.*}}) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
// CHECK-NEXT: vir.return %[[R]] : i32
vir.func @live_call(%x: i32) -> i32 {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread, #vir.nowrite, #vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// -----

vir.func private @g(i32) -> i32

// A stale request was never going to be evaluated: no result for it.
// CHECK-LABEL: vir.func @stale_request(
// CHECK-NEXT: vir.return
// expected-remark @below {{VIR: dce: removed 1 dead operations and 0 dead block arguments}}
vir.func @stale_request(%x: i32) attributes {epoch = 1} {
  %r = vir.call @g(%x) {vir.traits = [#vir.noread<epoch = 1>, #vir.nowrite<epoch = 1>, #vir.req<inline, strong>]} : (i32) -> i32
  vir.return
}

// The report has every result, each with its pass, subject and reason.
// JSON:      "requests": [
// JSON-NEXT:   {
// JSON-NEXT:     "round": 0,
// JSON-NEXT:     "pass": "dce",
// JSON-NEXT:     "function": "indirect",
// JSON-NEXT:     "location": "{{.*}}requests.mlir:{{[0-9]+}}:8",
// JSON-NEXT:     "request": "cold_call",
// JSON-NEXT:     "strength": "soft",
// JSON-NEXT:     "subject": "indirect call",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON-NEXT:     "note": "the call's result is unused and it has no effect"
// JSON-NEXT:   },
// JSON:          "function": "soft_inline",
// JSON:          "request": "inline",
// JSON-NEXT:     "strength": "soft",
// JSON-NEXT:     "subject": "call to @g",
// JSON:          "function": "strong_always_inline",
// JSON:          "request": "always_inline",
// JSON-NEXT:     "strength": "strong",
// JSON-NEXT:     "subject": "call to @g",
// JSON-NEXT:     "accepted": false,
// JSON-NEXT:     "reason": "AlreadyDone",
// JSON:          "function": "two_requests",
// JSON:          "request": "inline",
// JSON:          "function": "two_requests",
// JSON:          "request": "tail_call",
// JSON:      "evaluated": 5,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 5
