// RUN: vct-mlir-opt %s --memcpy-forward --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// memcpy-forward's statistics: two loads and one copy forwarded, and the
// temporary they read removed.

// CHECK: VIR pass statistics report
// CHECK: {{^}}memcpy-forward{{$}}
// CHECK-NEXT: (S) 1 num-copies-forwarded - Memcpys of memcpy destinations that copy the source instead
// CHECK-NEXT: (S) 2 num-loads-forwarded - Loads of memcpy destinations that read the source instead
// CHECK-NEXT: (S) 1 num-slots-removed - Write-only nocapture stack slots removed with their writes
// CHECK-NOT: (S)

vir.func @f(%d: !vir.ptr, %s: !vir.ptr) -> i32 {
  %n = vir.constant 8 : i64
  %t = vir.alloca !vir.struct<i32, i32> align 4 {vir.traits = [#vir.nocapture]}
  vir.memcpy %t, %s, %n : i64
  %a = vir.load %t : i32
  %f = vir.gep %t[0, 1] : !vir.struct<i32, i32>
  %b = vir.load %f : i32
  vir.memcpy %d, %t, %n : i64
  %r = vir.add %a, %b : i32
  vir.return %r : i32
}
