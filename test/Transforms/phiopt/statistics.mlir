// RUN: vct-mlir-opt %s --phiopt --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// phiopt's statistics, summed over the functions below: five shapes
// converted (one with a factored add and a merged store, one decided by value
// replacement, two nested ones, one with a factored zext truncated back),
// five selects.

// CHECK: VIR pass statistics report
// CHECK: {{^}}phiopt{{$}}
// CHECK-NEXT: (S) 5 num-converted - Diamonds and triangles converted
// CHECK-NEXT: (S) 2 num-ops-factored - Operations factored out of both arms
// CHECK-NEXT: (S) 5 num-selects-formed - Selects formed
// CHECK-NEXT: (S) 1 num-stores-merged - Conditional stores merged into one
// CHECK-NEXT: (S) 1 num-truncations-folded - Truncations of a factored extension back to its source
// CHECK-NEXT: (S) 1 num-values-replaced - Join arguments decided by the branch condition
// CHECK-NOT: (S)

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

vir.func @replace(%a: i32, %b: i32) -> i32 {
  %ne = vir.icmp ne %a, %b : i32
  vir.cond_br %ne, ^j(%a : i32), ^j(%b : i32)
^j(%r: i32):
  vir.return %r : i32
}

// Two nested shapes in one function.
vir.func @nested(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> i32 {
  vir.cond_br %c, ^inner, ^j(%e : i32)
^inner:
  vir.cond_br %d, ^ij(%a : i32), ^ij(%b : i32)
^ij(%m: i32):
  vir.br ^j(%m : i32)
^j(%r: i32):
  vir.return %r : i32
}

vir.func @truncated(%c: i1, %a: i8, %b: i8) -> i8 {
  vir.cond_br %c, ^t, ^f
^t:
  %x = vir.zext %a : i8 to i32
  vir.br ^j(%x : i32)
^f:
  %y = vir.zext %b : i8 to i32
  vir.br ^j(%y : i32)
^j(%r: i32):
  %n = vir.trunc %r : i32 to i8
  vir.return %n : i8
}
