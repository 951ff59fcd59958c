// The pipelines each level builds from the pass table, as
// `--vir-print-pipeline` prints them (stage, slot, pass and options), are
// the ones docs/Pipeline.md shows: the table and the docs cannot drift.
// RUN: vct-mlir-opt -O2 --vir-print-pipeline > %t.O2
// RUN: %python %S/Inputs/doc-block.py %vct_src_root/docs/Pipeline.md O2 | diff - %t.O2
// RUN: vct-mlir-opt -O3 --vir-print-pipeline > %t.O3
// RUN: %python %S/Inputs/doc-block.py %vct_src_root/docs/Pipeline.md O3 | diff - %t.O3
// RUN: vct-mlir-opt -Oz --vir-print-pipeline > %t.Oz
// RUN: %python %S/Inputs/doc-block.py %vct_src_root/docs/Pipeline.md Oz | diff - %t.Oz
// RUN: vct-mlir-opt -O0 --vir-print-pipeline | count 0
// RUN: vct-mlir-opt -O2 -fno-gvn --vir-max-iterations=5 --vir-print-pipeline \
// RUN:   | FileCheck %s --check-prefix=TOGGLE

// TOGGLE-NOT: gvn{
// TOGGLE: 2 scalar sccp sccp{max-iterations=5}
// TOGGLE-NOT: gvn{
