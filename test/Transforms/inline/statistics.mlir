// RUN: vct-mlir-opt %s --inline --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// inline's statistics count the calls inlined: the requested one; the call
// without a request stays.

// CHECK: VIR pass statistics report
// CHECK: {{^}}inline{{$}}
// CHECK-NEXT: (S) 1 num-inlined - Calls inlined
// CHECK-NOT: (S)

vir.func private @add(%a: i32, %b: i32) -> i32 {
  %s = vir.add %a, %b : i32
  vir.return %s : i32
}
vir.func @f(%x: i32) -> i32 {
  %r = vir.call @add(%x, %x) {vir.traits = [#vir.req<inline, soft>]} : (i32, i32) -> i32
  %t = vir.call @add(%r, %x) : (i32, i32) -> i32
  vir.return %t : i32
}
