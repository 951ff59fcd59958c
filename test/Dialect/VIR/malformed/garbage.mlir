// RUN: not vct-mlir-opt %s 2>&1 | FileCheck %s
// CHECK: {{.*}}garbage.mlir:6:1: error: unexpected character

// Garbage bytes.

Þ­¾ï %% @@  ]] >>
