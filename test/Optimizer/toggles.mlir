// -f<name>/-fno-<name> (O-46): a disabled pass is left out of the built
// pipeline, the last toggle of a pass wins, and an unknown name is an error
// naming it.
//
// (dse and memcpy-forward are left out too where the slot must stay: once
// gvn forwarded its load, they remove the store nothing reads.)
// RUN: vct-mlir-opt -O2 -fno-mem2reg -fno-dse -fno-memcpy-forward %s | FileCheck %s --check-prefix=NO-MEM2REG
// RUN: vct-mlir-opt -O2 -fno-mem2reg -fmem2reg %s | FileCheck %s --check-prefix=ALL
// RUN: vct-mlir-opt -O2 -fno-dce %s | FileCheck %s --check-prefix=NO-DCE
// RUN: vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{O=2 disable=mem2reg,dse,memcpy-forward})' %s \
// RUN:   | FileCheck %s --check-prefix=NO-MEM2REG
// RUN: vct-mlir-opt -O2 -fno-mem2reg --mlir-print-ir-after-all %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PASSES
// RUN: not vct-mlir-opt -O2 -fno-gvnn %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not vct-mlir-opt -O2 -fmem2regs %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN-ON
// RUN: not vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{disable=gvnn})' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN-PIPELINE
// RUN: not vct-mlir-opt --pass-pipeline='builtin.module(vir-optimize{O=7})' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LEVEL

// NO-MEM2REG: vir.alloca i32
// NO-MEM2REG-NEXT: vir.store
// ALL-NOT: vir.alloca
// ALL-NOT: vir.call
// NO-DCE-NOT: vir.alloca
// NO-DCE: vir.call @pure
// PASSES-NOT: IR Dump After Mem2RegPass
// PASSES: IR Dump After SROAPass
// PASSES-NOT: IR Dump After Mem2RegPass
// UNKNOWN: vct-mlir-opt: error: unknown optimizer pass 'gvnn' in -fno-gvnn
// UNKNOWN-ON: vct-mlir-opt: error: unknown optimizer pass 'mem2regs' in -fmem2regs
// UNKNOWN-PIPELINE: error: vir-optimize: unknown optimizer pass 'gvnn' in -fno-gvnn
// LEVEL: error: vir-optimize: unknown optimization level '7'

vir.func private @pure(i32) -> i32

vir.func @f(%x: i32) -> i32 {
  %slot = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
  vir.store %x, %slot : i32
  %v = vir.load %slot : i32
  %dead = vir.call @pure(%x) {vir.traits = [#vir.noread, #vir.nowrite]} : (i32) -> i32
  vir.return %v : i32
}
