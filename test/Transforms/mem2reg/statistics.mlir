// RUN: vct-mlir-opt %s --mem2reg --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | FileCheck %s
// mem2reg's statistics count what changed: two slots promoted (one through
// a zero-offset GEP it forwards first), one refused for want of nocapture.

// CHECK: VIR pass statistics report
// CHECK: {{^}}mem2reg{{$}}
// CHECK-NEXT: (S) 1 num-geps-forwarded - Zero-offset GEPs of a candidate slot replaced by the slot
// CHECK-NEXT: (S) 2 num-promoted - Stack slots promoted to SSA values
// CHECK-NOT: (S)

vir.func @f(%x: i32, %y: i32) -> i32 {
  %a = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %b = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  %kept = vir.alloca i32
  vir.store %x, %a : i32
  %g = vir.gep %b[0] : i32
  vir.store %y, %g : i32
  vir.store %y, %kept : i32
  %u = vir.load %a : i32
  %v = vir.load %b : i32
  %w = vir.load %kept : i32
  %s = vir.add %u, %v : i32
  %t = vir.add %s, %w : i32
  vir.return %t : i32
}
