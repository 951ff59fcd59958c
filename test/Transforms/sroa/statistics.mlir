// RUN: vct-mlir-opt %s --sroa --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// sroa's statistics count the aggregate slots it split: one of two (the
// other is accessed as a whole, and is retyped into an i64 slot, its two
// accesses rewritten).

// CHECK: VIR pass statistics report
// CHECK: {{^}}sroa{{$}}
// CHECK-NEXT: (S) 2 num-accesses-rewritten - Loads, stores and memory intrinsics of retyped slots rewritten
// CHECK-NEXT: (S) 1 num-retyped - Slots accessed with different types rewritten into one slot per partition
// CHECK-NEXT: (S) 1 num-split - Aggregate stack slots split into one slot per field
// CHECK-NOT: (S)

vir.func @f(%x: i32, %y: f64) -> f64 {
  %s = vir.alloca !vir.struct<i32, f64> {vir.traits = [#vir.nocapture]}
  %f0 = vir.gep %s[0, 0] : !vir.struct<i32, f64>
  %f1 = vir.gep %s[0, 1] : !vir.struct<i32, f64>
  vir.store %x, %f0 : i32
  vir.store %y, %f1 : f64
  %v = vir.load %f1 : f64
  %t = vir.alloca !vir.struct<i32, i32> {vir.traits = [#vir.nocapture]}
  %z = vir.constant 0 : i64
  vir.store %z, %t : i64
  %w = vir.load %t : i64
  vir.return %v : f64
}
