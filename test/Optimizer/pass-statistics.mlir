// The pass statistics of a pipeline: one total per pass and statistic,
// summed over the functions (whichever thread ran them) and the pipeline's
// rounds, the same with and without threads.
// RUN: vct-mlir-opt -O2 %s --mlir-pass-statistics 2>&1 >/dev/null | FileCheck %s
// RUN: vct-mlir-opt -O2 %s --mlir-pass-statistics 2>%t.threads >/dev/null
// RUN: vct-mlir-opt -O2 %s --mlir-pass-statistics --mlir-disable-threading 2>%t.serial >/dev/null
// RUN: cmp %t.threads %t.serial
// Without the flag, no report.
// RUN: vct-mlir-opt -O2 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE --allow-empty

// Each of the three functions promotes its one slot.
// CHECK: VIR pass statistics report
// CHECK: {{^}}mem2reg{{$}}
// CHECK-NEXT: (S) 3 num-promoted - Stack slots promoted to SSA values
// NONE-NOT: statistics report

vir.func @a(%x: i32) -> i32 {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i32
  %v = vir.load %s : i32
  vir.return %v : i32
}
vir.func @b(%x: i32) -> i32 {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i32
  %v = vir.load %s : i32
  vir.return %v : i32
}
vir.func @c(%x: i32) -> i32 {
  %s = vir.alloca i32 {vir.traits = [#vir.nocapture]}
  vir.store %x, %s : i32
  %v = vir.load %s : i32
  vir.return %v : i32
}
