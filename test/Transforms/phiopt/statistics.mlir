// RUN: vct-mlir-opt --phiopt=counts-remark=1 --remarks %s -o /dev/null 2>&1 | FileCheck %s
// RUN: vct-mlir-opt --phiopt --mlir-pass-statistics %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// The pass statistics (ODS), reported per function as a remark: the
// numbers --mlir-pass-statistics shows when LLVM is built with statistics
// (the Debian LLVM is built with NDEBUG, where they are no-ops).
// STATS: Pass statistics report

// CHECK: remark: VIR: phiopt: num-converted 1, num-selects-formed 2, num-values-replaced 0, num-ops-factored 1, num-stores-merged 1
vir.func @factor_and_store(%c: i1, %p: !vir.ptr, %a: i32, %b: i32, %k: i32) {
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.add %a, %k : i32
  vir.store %a, %p : i32
  vir.br ^j(%x : i32)
^f:
  %y = vir.add %b, %k : i32
  vir.store %b, %p : i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  vir.store %r, %p : i32
  vir.return
}

// CHECK: remark: VIR: phiopt: num-converted 1, num-selects-formed 0, num-values-replaced 1, num-ops-factored 0, num-stores-merged 0
vir.func @replace(%a: i32, %b: i32) -> i32 {
  %ne = vir.icmp ne %a, %b : i32
  vir.cond_br %ne, ^j(%a : i32), ^j(%b : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Two nested shapes in one function.
// CHECK: remark: VIR: phiopt: num-converted 2, num-selects-formed 2, num-values-replaced 0, num-ops-factored 0, num-stores-merged 0
vir.func @nested(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> i32 {
  vir.cond_br %c, ^inner, ^j(%e : i32)
^inner:
  vir.cond_br %d, ^ij(%a : i32), ^ij(%b : i32)
^ij(%m: i32):
  vir.br ^j(%m : i32)
^j(%r: i32):
  vir.return %r : i32
}
