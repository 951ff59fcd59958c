// RUN: vct-mlir-opt --dce --remarks --split-input-file -verify-diagnostics %s | FileCheck %s
// RUN: vct-mlir-opt --dce --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --allow-empty

// DCE's summary remark counts what it removed, at the function; a function
// where nothing is dead gets no remark.

// QUIET-NOT: remark: VIR

// CHECK-LABEL: vir.func @ops_and_arguments(
// expected-remark @below {{VIR: dce: removed 3 dead operations and 2 dead block arguments}}
vir.func @ops_and_arguments(%c: i1, %x: i32) -> i32 {
  %a = vir.add %x, %x : i32
  %b = vir.mul %x, %x : i32
  vir.cond_br %c, ^join(%a, %b : i32, i32), ^join(%b, %a : i32, i32)
^join(%p: i32, %q: i32):
  %dead = vir.sub %p, %q : i32
  vir.return %x : i32
}

// -----

// CHECK-LABEL: vir.func @nothing_dead(
vir.func @nothing_dead(%p: !vir.ptr, %x: i32) -> i32 {
  vir.store %x, %p : i32
  %v = vir.load %p : i32
  vir.return %v : i32
}

// -----

// A declaration has no body to sweep.
// CHECK: vir.func private @declaration(i32) -> i32
vir.func private @declaration(i32) -> i32
