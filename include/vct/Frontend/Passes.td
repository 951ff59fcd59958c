//===- Passes.td - VCT front-end passes --------------------*- tablegen -*-===//
//
// Passes that play the front end's part for VIR that came from elsewhere
// (the LLVM IR importer). They are never part of the optimizer pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_FRONTEND_PASSES_TD
#define VCT_FRONTEND_PASSES_TD

include "mlir/Pass/PassBase.td"

def ProduceTraitsPass : Pass<"vir-produce-traits", "::mlir::ModuleOp"> {
  let summary = "Stamp the traits a front end would give imported VIR";
  let description = [{
    VCT's optimizer discovers no facts; a front end hands them over as
    traits. For VIR imported from LLVM IR there is no front end, so this pass
    plays its part (ARCHITECTURE §7), stamping at each function's current
    epoch:

    - soft `licm`, `unroll`, `vectorize`, `rotate`, `unswitch` and `peel`
      requests on the back-edge branch of every natural loop (`loops`);
    - a soft `vectorize` request on every defined function, for its
      straight-line code outside loops, which slp-vectorize evaluates
      (`straight-line`);
    - a soft `inline` request on every direct call to a function defined in
      the module that is not variadic (`calls`);
    - `#vir.nocapture` on every `vir.alloca` without a count whose address
      is only used as the address of loads, stores, memory intrinsics and
      GEPs that are themselves used that way (`nocapture`), or passed to
      a pointer parameter that does not keep it (`call-args`, below);
    - `#vir.nocapture` on the pointer parameters of defined functions that
      do not keep their pointer, and on the call arguments passed to them
      (`call-args`): a parameter is kept unless its only uses, directly or
      through GEPs, are the addresses of accesses and arguments to
      parameters that do not keep theirs (recursive functions solved
      together, optimistically). A structure passed by value (the callee
      copies it on entry) or returned through an `sret` slot is such a
      parameter, so the caller's temporary stays a non-escaping slot. A
      declaration's parameter does not keep its pointer when the C library
      says so or it carries an epoch-valid `#vir.nocapture`;
    - one alias scope per such non-escaping slot, and on every access whose
      address is derived from exactly one of them a `#vir.noalias` saying it
      does not alias the other slots (`noalias`);
    - identified objects (`objects`): every stack slot, global variable and
      fresh allocation (the result of the C library's `malloc`, `calloc`
      or `realloc`) is one object; an access whose addresses all derive
      (through GEPs) from such objects gets their scopes and a
      `#vir.noalias` naming the function's other scoped objects; any other
      access, and every call to a recognized library function, names the
      objects no unknown pointer can reach (slots that do not escape,
      private globals whose address is only used for accesses); a pointer
      argument derived from one object, passed to a function the module
      defines, gets the object's scope and a `#vir.noalias` naming the
      others (the inliner gives it to the inlined accesses through the
      argument). At most 64 objects per function get scopes, the first in
      program order;
    - `#vir.dereferenceable` (`dereferenceable`) on slots of constant size,
      the addresses of global variables, GEPs at a constant in-bounds
      offset from either, and pointers that a load or store in the same
      block dereferences with no call in between, in functions that cannot
      free memory (no call that may reach `free` or `realloc`);
    - the `constant` flag (`constant-globals`) on private global
      definitions that are never written and whose address is only used
      as the address of loads (so ipsccp folds their loads), and
      `#vir.immutable` on the `vir.addressof` of every `constant` global
      (so no write clobbers the loads through it);
    - the effects the C standard gives the library functions
      (`libcalls`) on declared-only functions whose name and type match the
      standard prototype: `readonly`/`writeonly` and `nocapture` on the
      declaration and its pointer arguments, `noread`/`nowrite` on each call
      and its arguments, `#vir.restrict` on the results of `malloc`,
      `calloc` and `realloc`, and `#vir.libcall` on the calls of `strlen`
      (what the call computes, which ipsccp folds for a constant string);
      and `vir.hosted` on the module: the program is compiled for a hosted
      C implementation, so the library's functions exist under their names
      (loop-idiom may then call `strlen`). A module the importer noted
      as compiled with `-ffreestanding` or `-fno-builtin[-<function>]`
      (`vct.no_builtins`, from clang's `"no-builtins"`) gets none of
      this kind, whatever the option says;
    - `#vir.range` (`ranges`) where the C types and the operations on
      them bound a value, by interval arithmetic: a `zext` or `sext` from a
      narrower integer (a `char` or `short` widened to `int`), an `&` with a
      non-negative value, remainders, quotients and shifts by constants;
      `add`, `sub` and `mul` of known intervals (exact when the bounds fit
      the type, clamped to it under `nsw`, nothing when they may wrap),
      selects, narrowing that fits; and the loads of a local integer slot
      every store of which stores a value with a known interval or, for a
      counter, the slot's value plus a non-negative constant (`add nsw`).
      So `(s * a + d * (255 - a)) / 255` of chars is known to lie in
      [0, 510]. A branch narrows a slot where it leads: in a block entered
      only by one edge of a compare of the slot's load, through blocks
      that store nothing to it, the slot's loads read what the compare
      accepted (`while (i > 0) { p = (i - 1) / 2;` has i >= 1, so p >= 0),
      and an `nsw` difference of two slots' loads under a compare of the
      two slots has its sign (`if (lo < hi) mid = lo + (hi - lo) / 2;`).
      Slots whose address anything but their own loads and stores reads
      are not narrowed. A range is stamped when it says something: the value is
      never negative, or it takes at most half of its type's values;
    - `#vir.tbaa` (`types`) on the loads and stores the importer found a
      TBAA tag on (clang's strict-aliasing metadata, absent under
      `-fno-strict-aliasing`): the access type and its ancestors, so that
      AliasInfo separates accesses of unrelated C types;
    - `#vir.loop_invariant` (`loop-invariant`) on a load in a loop whose
      address is defined outside its innermost loop and points into a
      stack slot or private global that no unknown pointer reaches, when
      nothing in that loop may write the object: no store, memcpy,
      memmove or memset into it, no call other than recognized library
      calls not passed a pointer into it, no region barrier, no volatile
      or atomic access.

    The facts the input's LLVM attributes and metadata state (restrict,
    nocapture, dereferenceable, readonly/writeonly parameters, memory
    effects, alwaysinline/noinline, loop pragmas as strong requests) are
    stamped by the importer with `origin = "llvm-ir"`; `llvm-facts=false`
    removes them. A call whose edge or callee already carries an inlining
    request gets no soft `inline`.

    Existing traits are kept; a request already present is not added twice.
    Each kind can be switched off with its option, for experiments. The facts
    of `noalias`, `objects`, `dereferenceable`, `libcalls`, `ranges`, `types`
    and `loop-invariant` record
    `origin = "vir-produce-traits"`. docs/Importing.md states the rules.

    Example: `vct-mlir-opt --vir-produce-traits='loops=false'`
  }];
  let options = [
    Option<"loops", "loops", "bool", /*default=*/"true",
           "Stamp soft loop requests on back edges">,
    Option<"straightLine", "straight-line", "bool", /*default=*/"true",
           "Stamp a soft vectorize request on every defined function (its "
           "straight-line code)">,
    Option<"calls", "calls", "bool", /*default=*/"true",
           "Stamp soft inline requests on direct calls">,
    Option<"nocapture", "nocapture", "bool", /*default=*/"true",
           "Stamp nocapture on non-escaping allocas">,
    Option<"noalias", "noalias", "bool", /*default=*/"true",
           "Stamp noalias scopes on accesses to non-escaping allocas">,
    Option<"llvmFacts", "llvm-facts", "bool", /*default=*/"true",
           "Keep the traits the importer took from LLVM attributes and "
           "metadata (origin \"llvm-ir\")">,
    Option<"objects", "objects", "bool", /*default=*/"true",
           "Stamp noalias scopes for identified objects: globals, escaping "
           "allocas, fresh allocations">,
    Option<"dereferenceable", "dereferenceable", "bool", /*default=*/"true",
           "Stamp dereferenceable on objects and on pointers dereferenced "
           "unconditionally">,
    Option<"constantGlobals", "constant-globals", "bool", /*default=*/"true",
           "Mark private globals that are never written and never escape "
           "constant, and the addresses of constant globals immutable">,
    Option<"libcalls", "libcalls", "bool", /*default=*/"true",
           "Stamp the C standard's effects on calls to library functions, "
           "noreturn on the ones that never return, and vir.hosted on the "
           "module">,
    Option<"ranges", "ranges", "bool", /*default=*/"true",
           "Stamp the ranges integer widening and the operations on the "
           "widened values bound (interval arithmetic)">,
    Option<"callArgs", "call-args", "bool", /*default=*/"true",
           "Stamp nocapture on pointer parameters (and their call "
           "arguments) that do not keep their pointer; a slot passed only "
           "to such parameters stays non-escaping">,
    Option<"types", "types", "bool", /*default=*/"true",
           "Stamp the C access type (from clang's TBAA metadata) on loads "
           "and stores, for strict aliasing">,
    Option<"loopInvariant", "loop-invariant", "bool", /*default=*/"true",
           "Stamp loop_invariant on loads of objects no write in their "
           "loop may reach">,
  ];
  let statistics = [
    Statistic<"numRequests", "num-requests", "Soft requests stamped">,
    Statistic<"numNoCapture", "num-nocapture",
              "Stack slots stamped nocapture">,
    Statistic<"numNoAlias", "num-noalias",
              "Accesses and calls stamped noalias">,
    Statistic<"numNoAliasArgs", "num-noalias-args",
              "Pointer arguments of calls stamped noalias">,
    Statistic<"numDereferenceable", "num-dereferenceable",
              "Pointers stamped dereferenceable">,
    Statistic<"numConstantGlobals", "num-constant-globals",
              "Globals marked constant">,
    Statistic<"numLibCalls", "num-libcalls",
              "Library calls and declarations stamped with effects">,
    Statistic<"numRanges", "num-ranges", "Values stamped with a range">,
    Statistic<"numNoReturnCalls", "num-noreturn-calls",
              "Calls of library functions that never return stamped "
              "noreturn">,
    Statistic<"numNoCaptureArgs", "num-nocapture-args",
              "Parameters and call arguments stamped nocapture">,
    Statistic<"numTypeTags", "num-type-tags",
              "Loads and stores stamped with their C access type">,
    Statistic<"numLoopInvariant", "num-loop-invariant",
              "Loads stamped loop_invariant">,
    Statistic<"numImmutable", "num-immutable",
              "Addresses of constant globals stamped immutable">,
  ];
}

#endif // VCT_FRONTEND_PASSES_TD
