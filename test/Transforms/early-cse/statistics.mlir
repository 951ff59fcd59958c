// RUN: vct-mlir-opt %s --early-cse --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// early-cse's statistics count the redundant operation, the redundant
// load and the store of the loaded value back to its address it removed.

// CHECK: VIR pass statistics report
// CHECK: {{^}}early-cse{{$}}
// CHECK-NEXT: (S) 1 num-loads-removed - Redundant loads removed
// CHECK-NEXT: (S) 1 num-ops-removed - Redundant operations removed
// CHECK-NEXT: (S) 1 num-stores-removed - Stores of the value already in memory removed
// CHECK-NOT: (S)

vir.func @f(%x: i32, %p: !vir.ptr) -> i32 {
  %a = vir.add %x, %x : i32
  %b = vir.add %x, %x : i32
  %u = vir.load %p : i32
  %v = vir.load %p : i32
  %s = vir.add %a, %b : i32
  %t = vir.add %u, %v : i32
  %r = vir.add %s, %t : i32
  vir.store %v, %p : i32
  vir.return %r : i32
}
