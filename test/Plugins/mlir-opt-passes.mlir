// VCTPlugin registers every VCT pass: under its own name, or, for the four
// names upstream MLIR has passes of its own for, as `vir-<name>`. The
// dialect plugin alone suffices (it registers the passes too).
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --help > %t.help
// RUN: python3 %S/Inputs/check-pass-list.py %vct_src_root %t.help | FileCheck %s --check-prefix=LIST
//
// `vir-mem2reg` and friends are VCT's passes with their options: the same
// output as vct-mlir-opt's `mem2reg` etc.; anchored on the module they nest
// on every vir.func.
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir-sroa,vir-mem2reg{max-iterations=8},vir-inline,vir-sccp)' %s -o %t.plugin.mlir
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir.func(sroa,mem2reg{max-iterations=8}),inline,vir.func(sccp))' %s -o %t.vct.mlir
// RUN: diff %t.vct.mlir %t.plugin.mlir
// RUN: FileCheck %s < %t.plugin.mlir
// RUN: not mlir-opt --load-dialect-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir-mem2reg{frobnicate=1})' %s 2>&1 | FileCheck %s --check-prefix=BAD-OPTION
//
// Upstream's names still mean upstream's passes (class Mem2Reg); the
// vir- name is VCT's (class Mem2RegPass).
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir.func(mem2reg))' %s -o /dev/null --mlir-timing --mlir-timing-display=list 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir-mem2reg)' %s -o /dev/null --mlir-timing --mlir-timing-display=list 2>&1 | FileCheck %s --check-prefix=VCT

// UPSTREAM: {{[0-9.]+}} ({{.*}}) Mem2Reg{{$}}
// VCT: {{[0-9.]+}} ({{.*}}) Mem2RegPass{{$}}
// LIST: VCTPlugin registers all {{[0-9]+}} VCT passes
// BAD-OPTION: no such option frobnicate

vir.func private @twice(%x: i32) -> i32 {
  %c2 = vir.constant 2 : i32
  %r = vir.mul %x, %c2 : i32
  vir.return %r : i32
}

// CHECK-LABEL: vir.func @main
// CHECK-NOT:     vir.alloca
// CHECK-NOT:     vir.call
// CHECK:         %[[C:.*]] = vir.constant 42 : i32
// CHECK:         vir.return %[[C]] : i32
vir.func @main() -> i32 {
  %c21 = vir.constant 21 : i32
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %c21, %slot align 4 : i32
  %v = vir.load %slot align 4 : i32
  %r = vir.call @twice(%v) {vir.traits = [#vir.req<inline, soft>]} : (i32) -> i32
  vir.return %r : i32
}

// CHECK-LABEL:    vir.func @no_trait
// CHECK:            vir.alloca i32
vir.func @no_trait() -> i32 {
  %c7 = vir.constant 7 : i32
  %slot = vir.alloca i32 align 4
  vir.store %c7, %slot align 4 : i32
  %v = vir.load %slot align 4 : i32
  vir.return %v : i32
}
