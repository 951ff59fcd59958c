// One vir.max_iterations budget covers the module's solve (O-39..O-41):
// with two visits it cannot finish, so ipsccp warns once, at the function
// where the solve stopped (@main, whose entry it visits first), and changes
// nothing; the output is well-formed VIR.
// RUN: vct-mlir-opt %s --ipsccp=max-iterations=2 -verify-diagnostics \
// RUN:   | FileCheck %s --check-prefix=SHORT
// RUN: vct-mlir-opt %s --ipsccp=max-iterations=2 -o %t.mlir 2>/dev/null
// RUN: vct-mlir-opt %t.mlir --verify-each -o /dev/null
// RUN: vct-mlir-opt %s --ipsccp | FileCheck %s --check-prefix=DEFAULT

// SHORT-LABEL: vir.func private @id(
// SHORT-NEXT: vir.return %{{.*}} : i32
// SHORT-LABEL: vir.func @main(
// SHORT: %[[R:.*]] = vir.call @id(
// SHORT-NEXT: vir.return %[[R]] : i32
// DEFAULT-LABEL: vir.func private @id(
// DEFAULT-NEXT: vir.constant 5 : i32
// DEFAULT-LABEL: vir.func @main(
// DEFAULT: vir.call @id(
// DEFAULT-NEXT: %[[C:.*]] = vir.constant 5 : i32
// DEFAULT-NEXT: vir.return %[[C]] : i32

module {
vir.func private @id(%x: i32) -> i32 {
  vir.return %x : i32
}
// expected-warning @below {{VIR: ipsccp: vir.max_iterations exhausted; no constants were propagated}}
vir.func @main() -> i32 {
  %c5 = vir.constant 5 : i32
  %r = vir.call @id(%c5) : (i32) -> i32
  vir.return %r : i32
}
}
