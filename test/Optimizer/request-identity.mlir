// A request's identity is the attribute on its op, never its remark text or
// its location: two loops in one function whose back edges have unknown
// locations describe themselves alike, and still get a result each.
// RUN: vct-mlir-opt -O2 %s --vir-request-report=%t.json -o /dev/null
// RUN: %python %S/Inputs/count-requests.py %t.json | FileCheck %s
// CHECK: unroll soft 2

vir.func private @ext(i32) -> i32

vir.func @two_loops(%n: i32) -> i32 {
  %c0 = vir.constant 0 : i32
  vir.br ^first(%c0 : i32)
^first(%i: i32):
  %a = vir.call @ext(%i) : (i32) -> i32
  %more = vir.icmp slt %a, %n : i32
  vir.cond_br %more, ^first(%a : i32), ^between {vir.traits = [#vir.req<unroll, soft>]} loc(unknown)
^between:
  vir.br ^second(%a : i32)
^second(%j: i32):
  %b = vir.call @ext(%j) : (i32) -> i32
  %again = vir.icmp slt %b, %n : i32
  vir.cond_br %again, ^second(%b : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]} loc(unknown)
^exit:
  vir.return %b : i32
}
