// docs/Passes.md is what scripts/gen-pass-doc.py writes from the Passes.td
// files: after editing a pass's ODS entry, regenerate it
// (python3 scripts/gen-pass-doc.py > docs/Passes.md).
// RUN: python3 %vct_src_root/scripts/gen-pass-doc.py %vct_src_root > %t.md
// RUN: diff %vct_src_root/docs/Passes.md %t.md
// RUN: FileCheck %s < %t.md
// CHECK: ## Stage 1: canonicalize
// CHECK: ### `mem2reg`
// CHECK: In VCTPlugin (the stock mlir-opt) this pass is `vir-mem2reg`
// CHECK: ## Stage 2: scalar
// CHECK: ## Stage 3: IPA
// CHECK: ## Stage 4: loops
// CHECK: ## The pipeline driver
// CHECK: ### `vir-optimize`
// CHECK: ## Front end: the trait producer
