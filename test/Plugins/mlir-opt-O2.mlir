// The stock mlir-opt, with VCTPlugin loaded, optimizes VIR exactly as
// vct-mlir-opt does: the same -O2 output, byte for byte. Its `inline`,
// `mem2reg`, `sccp` and `sroa` slots run VCT's passes, not upstream's of the
// same names (sum.mlir needs VCT's inline and sroa to lose its call and its
// slot's loads from the copied array).
// RUN: vct-mlir-opt -O2 %vct_src_root/examples/sum.mlir -o %t.vct.mlir
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --load-pass-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir-optimize{O=2})' %vct_src_root/examples/sum.mlir -o %t.plugin.mlir
// RUN: diff %t.vct.mlir %t.plugin.mlir
// RUN: FileCheck %s < %t.plugin.mlir
//
// The same on every case of the four clashing passes' own tests, and -O3.
// RUN: vct-mlir-opt -O2 --split-input-file %vct_src_root/test/Transforms/sroa/basic.mlir -o %t.sroa.vct
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --split-input-file --pass-pipeline='builtin.module(vir-optimize{O=2})' %vct_src_root/test/Transforms/sroa/basic.mlir -o %t.sroa.plugin
// RUN: diff %t.sroa.vct %t.sroa.plugin
// RUN: vct-mlir-opt -O2 --split-input-file %vct_src_root/test/Transforms/sccp/basic.mlir -o %t.sccp.vct
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --split-input-file --pass-pipeline='builtin.module(vir-optimize{O=2})' %vct_src_root/test/Transforms/sccp/basic.mlir -o %t.sccp.plugin
// RUN: diff %t.sccp.vct %t.sccp.plugin
// RUN: vct-mlir-opt -O2 --split-input-file %vct_src_root/test/Transforms/mem2reg/basic.mlir -o %t.mem2reg.vct
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --split-input-file --pass-pipeline='builtin.module(vir-optimize{O=2})' %vct_src_root/test/Transforms/mem2reg/basic.mlir -o %t.mem2reg.plugin
// RUN: diff %t.mem2reg.vct %t.mem2reg.plugin
// RUN: vct-mlir-opt -O3 --remarks=yaml --remarks-output=%t.o3.yaml %vct_src_root/examples/sum.mlir -o %t.o3.vct
// RUN: mlir-opt --load-dialect-plugin=%vct_mlir_plugin --pass-pipeline='builtin.module(vir-optimize{O=3})' %vct_src_root/examples/sum.mlir -o %t.o3.plugin 2>/dev/null
// RUN: diff %t.o3.vct %t.o3.plugin
//
// A plugin that is not there does not stop mlir-opt, which then cannot
// parse VIR: the line to look for.
// RUN: not mlir-opt --load-dialect-plugin=%t.missing.so %vct_src_root/examples/sum.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK-LABEL: vir.func @main() -> i32 {
// CHECK-NOT:     vir.call @square
// CHECK:         vir.mul
// CHECK-NOT:     vir.call @square
// CHECK:         vir.call @printf
// MISSING: Failed to load dialect plugin from '{{.*}}missing.so'. Request ignored.
// MISSING: error: Dialect `vir' not found for custom op 'vir.global'
