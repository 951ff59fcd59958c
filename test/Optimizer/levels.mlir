// The optimization levels (O-4, O-42..O-45): -O0 and -O1 run nothing, not
// even mem2reg or dce; -O2, -O3, -Oz run the pipeline; -Ofast also gives
// every floating-point operation the `fast` flags and records the host CPU;
// no lower level sets a fast-math flag.
//
// RUN: vct-mlir-opt -O0 %s | FileCheck %s --check-prefix=NONE
// RUN: vct-mlir-opt -O1 %s | FileCheck %s --check-prefix=NONE
// RUN: vct-mlir-opt -O2 %s | FileCheck %s --check-prefixes=OPT,STRICT
// RUN: vct-mlir-opt -O3 %s 2>/dev/null | FileCheck %s --check-prefixes=OPT,STRICT
// RUN: vct-mlir-opt -Oz %s | FileCheck %s --check-prefixes=OPT,STRICT
// RUN: vct-mlir-opt -Ofast %s 2>/dev/null | FileCheck %s --check-prefixes=OPT,FAST
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{O=2})' %s \
// RUN:   | FileCheck %s --check-prefixes=OPT,STRICT
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{O=1})' %s \
// RUN:   | FileCheck %s --check-prefix=NONE

// NONE: vir.func @f(
// NONE-NEXT: vir.alloca f64
// NONE: vir.store
// NONE: vir.load
// NONE: vir.fadd %{{.*}}, %{{.*}} : f64
// NONE: vir.mul

// STRICT-NOT: vir.target_cpu
// FAST: module attributes {vir.target_cpu = "{{.+}}"}
// OPT-LABEL: vir.func @f(
// OPT-NOT: vir.alloca
// OPT-NOT: vir.load
// STRICT: vir.fadd %{{.*}}, %{{.*}} : f64
// FAST: vir.fadd %{{.*}}, %{{.*}} fastmath<fast> : f64
// OPT-NOT: vir.mul
// OPT: vir.return

vir.func @f(%x: f64, %n: i32) -> f64 {
  %slot = vir.alloca f64 align 8 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : f64
  %v = vir.load %slot : f64
  %s = vir.fadd %v, %x : f64
  %dead = vir.mul %n, %n : i32
  vir.return %s : f64
}
