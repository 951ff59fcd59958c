// Every bundled example verifies and prints back identically.
// RUN: for f in %vct_src_root/examples/*.mlir; do vct-mlir-opt $f > %t.1.mlir && vct-mlir-opt %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir && echo "ok $(basename $f)"; done | FileCheck %s

// CHECK: ok barrier.mlir
// CHECK: ok sum.mlir
