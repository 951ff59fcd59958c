// Requests on inlined code (ARCHITECTURE §5.7): a copy of a requested loop
// is a request of its own, so two inlined copies give two results, though
// their remark text and location are the same (a request's identity is the
// attribute on its op, never text or a location). The callee's own request
// ends with the callee when the inliner deletes it.
// RUN: vct-mlir-opt --inline --globaldce --licm %s \
// RUN:   --vir-request-report=%t.json -o /dev/null
// RUN: %python %S/../../Optimizer/Inputs/count-requests.py %t.json \
// RUN:   | FileCheck %s --check-prefix=ALONE
// RUN: FileCheck %s --check-prefix=DELETED < %t.json
// RUN: vct-mlir-opt -O2 %s --vir-request-report=%t.o2.json -o /dev/null
// RUN: %python %S/../../Optimizer/Inputs/count-requests.py %t.o2.json \
// RUN:   | FileCheck %s --check-prefix=O2

// Two inline results, the deleted callee's licm request, and one licm
// result per inlined copy; the unroll request no pass of this run evaluates
// ends with the callee.
// ALONE: inline soft 2
// ALONE-NEXT: licm soft 3
// ALONE-NEXT: unroll soft 1
// DELETED: "pass": "inline",
// DELETED: "request": "licm",
// DELETED: "note": "the function was inlined into every caller and deleted"

// At -O2 licm takes the callee's loop in stage 2 of the first round; the
// request stays on the loop, so each inlined copy carries one of its own
// (three results, as alone); the unroll request ends with the deleted
// callee, and each copy's at the end of the pipeline.
// O2: inline soft 2
// O2-NEXT: licm soft 3
// O2-NEXT: unroll soft 3

vir.func private @ext(i32) -> i32

vir.func private @sum_to(%n: i32, %a: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %s: i32):
  %m = vir.mul %a, %a : i32
  %e = vir.call @ext(%m) : (i32) -> i32
  %s1 = vir.add %s, %e : i32
  %c1 = vir.constant 1 : i32
  %i1 = vir.add %i, %c1 : i32
  %more = vir.icmp slt %i1, %n : i32
  vir.cond_br %more, ^loop(%i1, %s1 : i32, i32), ^exit {vir.traits = [#vir.req<licm, soft>, #vir.req<unroll, soft>]}
^exit:
  vir.return %s1 : i32
}

vir.func @twice(%n: i32, %a: i32) -> i32 {
  %x = vir.call @sum_to(%n, %a) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  %y = vir.call @sum_to(%a, %n) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  %z = vir.add %x, %y : i32
  vir.return %z : i32
}
