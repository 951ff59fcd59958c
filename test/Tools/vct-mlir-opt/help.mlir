// RUN: vct-mlir-opt --help | FileCheck %s --implicit-check-not=aarch64
// --help names the VIR dialect and the driver's own options, not the
// code-generation options libLLVM registers.

// CHECK: OVERVIEW: vct-mlir-opt: the VIR optimizer driver
// CHECK: Available Dialects: builtin, llvm, vir
// CHECK: --pass-pipeline
// CHECK: --verify-diagnostics
