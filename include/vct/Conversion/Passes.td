//===- Passes.td - VCT conversion passes -------------------*- tablegen -*-===//
//
// Passes that lower VIR to other dialects on the way to a backend.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_CONVERSION_PASSES_TD
#define VCT_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertVIRToLLVMPass : Pass<"convert-vir-to-llvm", "::mlir::ModuleOp"> {
  let summary = "Lower VIR to the LLVM dialect";
  let description = [{
    Rewrites every VIR operation, type and global into the LLVM dialect, one
    to one: block arguments stay block arguments (they become phis in LLVM
    IR), `vir.opaque_region` bodies are inlined (the barrier only matters to
    the VIR optimizer). Epoch-valid traits become the LLVM attributes and
    metadata that say the same thing:

    - `#vir.noalias` scopes: `alias_scopes`/`noalias_scopes` metadata, one
      scope domain per function;
    - function-wide `#vir.restrict`, `#vir.nocapture`, `#vir.dereferenceable`,
      `#vir.readonly`/`#vir.writeonly` on arguments: `noalias`, `nocapture`,
      `dereferenceable`, `readonly`/`writeonly` argument attributes;
    - `#vir.readonly`/`#vir.writeonly` on a function and `#vir.noread`/
      `#vir.nowrite` on a call: `memory` effects;
    - `tail_call`/`must_tail`/`no_tail` (on the call or its callee): call
      tail kinds, and a `must_tail` call that LLVM cannot honour (not
      returned right away, signatures differ) is a located error; `inline`,
      `always_inline`, `no_inline`: inlining hints; `#vir.tail` on a call
      (the tail-call pass's fact), with no tail request: `tail`;
    - loop requests on a `br`/`cond_br` back edge (`unroll`, `interleave`,
      `vectorize`, `peel`, `distribute`, `jam`): `llvm.loop` metadata;
    - `cond_br`/`switch` weights: branch weights; fast-math flags as is.

    The module gets the x86-64 Linux target triple and data layout, and
    `vir.target_cpu` (set by `-Ofast`) becomes each function's target CPU.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // VCT_CONVERSION_PASSES_TD
