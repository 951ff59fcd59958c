// RUN: vct-mlir-opt --loop-idiom --remarks -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --loop-idiom %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET
// RUN: vct-mlir-opt --loop-idiom --vir-request-report=- %s -o /dev/null | FileCheck %s --check-prefix=JSON

// loop-idiom reports each loop it replaces, and a loop of the idiom's shape
// whose index may wrap (NotStrlen), only under --remarks; a loop of another
// shape is passed over silently. Every request on a replaced loop ends with
// an AlreadyDone result; a strong one's is a warning, printed without
// --remarks too.
// QUIET-NOT: remark: VIR
// QUIET: warning: VIR: denied vectorize on loop with back edge in @strong_request, AlreadyDone (the loop became a call to strlen)
// QUIET-NOT: remark: VIR

// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @requests",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop became a call to strlen"
// JSON:      "request": "unroll",
// JSON-NEXT: "strength": "soft",
// JSON-NEXT: "subject": "loop with back edge in @requests",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop became a call to strlen"
// JSON:      "request": "vectorize",
// JSON-NEXT: "strength": "strong",
// JSON-NEXT: "subject": "loop with back edge in @strong_request",
// JSON-NEXT: "accepted": false,
// JSON-NEXT: "reason": "AlreadyDone",
// JSON-NEXT: "note": "the loop became a call to strlen"
// JSON:      "evaluated": 3,
// JSON-NEXT: "accepted": 0,
// JSON-NEXT: "denied": 3

module attributes {vir.hosted} {

// CHECK-LABEL: vir.func @requests(
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.req
// CHECK: vir.return
vir.func @requests(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen}}
  // expected-remark @below {{VIR: denied vectorize on loop with back edge in @requests, AlreadyDone (the loop became a call to strlen)}}
  // expected-remark @below {{VIR: denied unroll on loop with back edge in @requests, AlreadyDone (the loop became a call to strlen)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>, #vir.req<unroll, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}

// A strong request on the loop is denied as AlreadyDone too: a warning,
// not an error (the loop's work is done, by the library).
// CHECK-LABEL: vir.func @strong_request(
// CHECK: vir.call @strlen(
// CHECK-NOT: vir.req
// CHECK: vir.return
vir.func @strong_request(%s: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searching for a NUL byte became a call to strlen}}
  // expected-warning @below {{VIR: denied vectorize on loop with back edge in @strong_request, AlreadyDone (the loop became a call to strlen)}}
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, strong>]}
^exit(%r: i64):
  vir.return %r : i64
}

// CHECK-LABEL: vir.func @zext_without_nuw(
// CHECK: vir.load
vir.func @zext_without_nuw(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %w = vir.zext %i : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %i1 = vir.add %i, %c1 : i32
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the index is widened by a vir.zext from a variable whose increment has no nuw flag: the loop's offsets may wrap}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// The next value widened (the rotated form of s[++i]).
// CHECK-LABEL: vir.func @sext_without_nsw(
// CHECK: vir.load
vir.func @sext_without_nsw(%s: !vir.ptr) -> i32 {
  %c0 = vir.constant 0 : i32
  %c1 = vir.constant 1 : i32
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %i1 = vir.add %i, %c1 nuw : i32
  %w = vir.sext %i1 : i32 to i64
  %a = vir.gep %s[%w] : i8
  %b = vir.load %a : i8
  %t = vir.icmp ne %b, %z : i8
  // expected-remark @below {{VIR: loop-idiom: the loop searches for a NUL byte but is not replaced by strlen: the index is widened by a vir.sext from a variable whose increment has no nsw flag: the loop's offsets may wrap}}
  vir.cond_br %t, ^loop(%i1 : i32), ^exit(%i1 : i32)
^exit(%r: i32):
  vir.return %r : i32
}

// Another shape (a store in the loop): no remark, the request stays.
// CHECK-LABEL: vir.func @other_shape(
// CHECK: vir.load
// CHECK: vir.cond_br {{.*}} {vir.traits = [#vir.req<vectorize, soft>]}
vir.func @other_shape(%s: !vir.ptr, %d: !vir.ptr) -> i64 {
  %c0 = vir.constant 0 : i64
  %c1 = vir.constant 1 : i64
  %z = vir.constant 0 : i8
  vir.br ^loop(%c0 : i64)
^loop(%i: i64):
  %a = vir.gep %s[%i] : i8
  %b = vir.load %a : i8
  vir.store %b, %d : i8
  %i1 = vir.add %i, %c1 : i64
  %t = vir.icmp ne %b, %z : i8
  vir.cond_br %t, ^loop(%i1 : i64), ^exit(%i : i64) {vir.traits = [#vir.req<vectorize, soft>]}
^exit(%r: i64):
  vir.return %r : i64
}
}
