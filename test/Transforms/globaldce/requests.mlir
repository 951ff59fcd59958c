// Every request in a function globaldce deletes ends with it (O-28): the
// loop requests, the block requests and the function's own, not only the
// call requests.
// RUN: vct-mlir-opt --globaldce %s --vir-request-report=%t.json -o /dev/null
// RUN: %python %S/../../Optimizer/Inputs/count-requests.py %t.json | FileCheck %s
// RUN: FileCheck %s --check-prefix=NOTE < %t.json

// CHECK: cold_path soft 1
// CHECK-NEXT: inline soft 1
// CHECK-NEXT: no_inline strong 1
// CHECK-NEXT: unroll soft 1
// NOTE: "note": "the function is never referenced and was removed"

vir.func private @ext(i32) -> i32

vir.func private @unreferenced(%n: i32) -> i32 attributes {vir.traits = [#vir.req<no_inline, strong>]} {
  %c0 = vir.constant 0 : i32
  vir.br ^loop(%c0 : i32)
^loop(%i: i32):
  %r = vir.call @ext(%i) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  %more = vir.icmp slt %r, %n : i32
  vir.cond_br %more, ^loop(%r : i32), ^exit {vir.traits = [#vir.req<unroll, soft>]}
^exit:
  vir.return %r : i32 {vir.traits = [#vir.req<cold_path, soft>]}
}

vir.func @main() -> i32 {
  %c0 = vir.constant 0 : i32
  vir.return %c0 : i32
}
