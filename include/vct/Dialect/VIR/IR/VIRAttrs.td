//===- VIRAttrs.td - VIR attributes and traits -------------*- tablegen -*-===//
//
// The trait family (front-end facts and requests, ARCHITECTURE §4) and the
// attributes used in global initializers.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRATTRS_TD
#define VCT_DIALECT_VIR_IR_VIRATTRS_TD

include "vct/Dialect/VIR/IR/VIRDialect.td"
include "vct/Dialect/VIR/IR/VIREnums.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

//===----------------------------------------------------------------------===//
// TraitAttrInterface
//===----------------------------------------------------------------------===//

def VIR_TraitAttrInterface : AttrInterface<"TraitAttrInterface"> {
  let cppNamespace = "::vct::vir";
  let description = [{
    Implemented by every trait attribute. A trait records the epoch of its
    function at which it was stamped; it is valid only while that epoch is the
    function's current one. `origin` names the pass that derived the trait, or
    is null for traits that came from the front end.
  }];
  let methods = [
    InterfaceMethod<"The epoch the trait was stamped at.",
      "int64_t", "getEpoch">,
    InterfaceMethod<"The pass that derived the trait, or null.",
      "::mlir::StringAttr", "getOrigin">,
    InterfaceMethod<"The same trait stamped at `epoch`.",
      "::vct::vir::TraitAttrInterface", "withEpoch", (ins "int64_t":$epoch)>,
  ];
}

/// Common shape of a trait attribute: its own parameters, then the stamp
/// (`epoch`, `origin`) that every trait carries.
class VIR_TraitAttr<string name, string attrMnemonic, dag params>
    : AttrDef<VIR_Dialect, name, [VIR_TraitAttrInterface]> {
  let mnemonic = attrMnemonic;
  let parameters = !con(params,
      (ins DefaultValuedParameter<"int64_t", "0">:$epoch,
           OptionalParameter<"::mlir::StringAttr">:$origin));
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    ::vct::vir::TraitAttrInterface withEpoch(int64_t newEpoch) const;
  }];
}

//===----------------------------------------------------------------------===//
// Requests
//===----------------------------------------------------------------------===//

def VIR_RequestAttr : VIR_TraitAttr<"Request", "req",
    (ins "::vct::vir::RequestKind":$kind, "::vct::vir::Strength":$strength,
         DefaultValuedParameter<"uint64_t", "0">:$factor,
         DefaultValuedParameter<"uint64_t", "0">:$count,
         DefaultValuedParameter<"uint64_t", "0">:$width)> {
  let summary = "an action request";
  let description = [{
    Asks the optimizer for a transform. `soft` requests may be declined for
    any reason; a declined `strong` request is a warning or, when declined as
    illegal or contradicting a fact, an internal compiler error (007 O-24..27).

    Subjects: call-edge kinds (`inline`, `always_inline`, `no_inline`,
    `cold_call`, `likely_call`, `tail_call`, `must_tail`, `no_tail`) go on a
    `vir.call` or on a `vir.func` (then they apply to every call of it); loop
    kinds (`unroll`, `interleave`, `peel`, `rotate`, `unswitch`, `distribute`,
    `fuse`, `jam`, `licm`, `vectorize`) go on the branch that forms the loop's
    back edge; `hot_path` and `cold_path` go on the terminator of the block
    they describe. Parameters: `factor` for `unroll`, `interleave` and `jam`,
    `count` for `peel`, `width` for `vectorize`; 0 or absent lets the pass
    choose.

    Examples: `#vir.req<inline, strong>`, `#vir.req<unroll, soft, factor = 4>`
  }];
}

//===----------------------------------------------------------------------===//
// Property requests
//===----------------------------------------------------------------------===//

def VIR_LoopInvariantAttr : VIR_TraitAttr<"LoopInvariant", "loop_invariant",
    (ins)> {
  let summary = "the op's result is the same on every loop iteration";
  let description = [{
    On an operation with results inside a loop: every iteration of the
    innermost loop containing it computes the same results, so the operation
    may be evaluated once before the loop when that is otherwise safe.
  }];
}

def VIR_RangeAttr : VIR_TraitAttr<"Range", "range",
    (ins "int64_t":$lo, "int64_t":$hi)> {
  let summary = "the value lies in [lo, hi] (signed)";
  let description = [{
    On an integer-valued operation or function argument: every value it takes
    lies in the closed signed interval `[lo, hi]`. `lo <= hi`, and both bounds
    fit the value's width.

    Example: `#vir.range<0, 100>`
  }];
}

def VIR_AssumeAttr : VIR_TraitAttr<"Assume", "assume",
    (ins "::vct::vir::ICmpPredicate":$predicate, "int64_t":$value)> {
  let summary = "`subject <predicate> value` holds";
  let description = [{
    On an integer- or pointer-valued operation or function argument: the
    comparison of the subject with the constant `value` under `predicate` is
    always true. For pointers only `eq` and `ne` are meaningful (`ne, 0`:
    non-null).

    Example: `#vir.assume<ne, 0>`, `#vir.assume<ult, 64>`
  }];
}

//===----------------------------------------------------------------------===//
// Memory and effect facts
//===----------------------------------------------------------------------===//

def VIR_NoAliasAttr : VIR_TraitAttr<"NoAlias", "noalias",
    (ins OptionalParameter<"::mlir::ArrayAttr">:$aliasScopes,
         OptionalParameter<"::mlir::ArrayAttr">:$noaliasScopes)> {
  let summary = "scoped no-alias fact on a memory access";
  let description = [{
    On a memory access (load, store, memcpy, memmove, memset, call). Scopes are
    names declared in the enclosing function's `alias_scopes` list. Two
    accesses A and B do not alias when every scope in A's `alias_scopes` is in
    B's `noalias_scopes` (A's list non-empty), or the same with A and B
    swapped, as LLVM's scoped no-alias metadata with one domain per function.
    A scope named `vct.global.<symbol>` (as the trait producer names them)
    stands for that global variable in every function of the module:
    inlining keeps its name, where it renames a callee's other scopes. Two
    accesses whose `alias_scopes` are all such scopes, sharing none, are in
    different globals and do not alias.
    On a pointer argument of a call: the memory the callee reaches through
    the argument is in the objects of `alias_scopes` and in none of
    `noalias_scopes`; when the call is inlined, each inlined access whose
    addresses derive through GEPs from such arguments gets the fact.

    Example: `#vir.noalias<alias_scopes = ["a"], noalias_scopes = ["b"]>`
  }];
}

def VIR_TBAAAttr : VIR_TraitAttr<"TBAA", "tbaa",
    (ins "::mlir::ArrayAttr":$typePath)> {
  let summary = "the C type through which a load or store accesses memory";
  let description = [{
    On a `vir.load` or `vir.store`: the access reads or writes its object
    through an lvalue of the C type `typePath[0]`; the other names are that
    type's ancestors in the front end's type tree, up to its root (clang's
    scalar TBAA type nodes, e.g. `"int"`, `"omnipotent char"`,
    `"Simple C/C++ TBAA"`). C's strict-aliasing rule makes two accesses
    whose paths end at the same root and neither of which is a suffix of
    the other (neither type is the other's ancestor) touch different
    objects: AliasInfo answers NoAlias for them. A character type (clang's
    `"omnipotent char"`, also used for unions and `may_alias` types) is the
    ancestor of every type, so its accesses alias everything. At most 16
    names.

    Example: `#vir.tbaa<["float", "omnipotent char", "Simple C/C++ TBAA"]>`
  }];
}

def VIR_RestrictAttr : VIR_TraitAttr<"Restrict", "restrict",
    (ins OptionalParameter<"::mlir::StringAttr">:$scope)> {
  let summary = "C `restrict` pointer";
  let description = [{
    On a pointer argument or pointer-valued operation: within the function
    (or the named scope, which must be declared in the function's
    `alias_scopes`), memory reached through this pointer is not reached
    through any pointer not derived from it.

    Example: `#vir.restrict`, `#vir.restrict<scope = "loop1">`
  }];
}

def VIR_NoCaptureAttr : VIR_TraitAttr<"NoCapture", "nocapture", (ins)> {
  let summary = "the address does not escape";
  let description = [{
    On a `vir.alloca`: its address is never stored, passed to a call that may
    keep it, or converted to an integer, so nothing outside the function's own
    direct uses can reach the slot; mem2reg and SROA require it. On a pointer
    argument of a function or of a call: the callee does not keep the pointer
    beyond the call.
  }];
}

def VIR_DereferenceableAttr : VIR_TraitAttr<"Dereferenceable",
    "dereferenceable", (ins "uint64_t":$bytes)> {
  let summary = "the first `bytes` bytes may be read without faulting";
  let description = [{
    On a pointer argument or pointer-valued operation. `bytes` > 0.

    Example: `#vir.dereferenceable<16>`
  }];
}

def VIR_ImmutableAttr : VIR_TraitAttr<"Immutable", "immutable", (ins)> {
  let summary = "the object a pointer points into is never written";
  let description = [{
    On a pointer-valued operation: the object the pointer points into (the
    object at the start of a GEP chain from it) is never written while the
    program runs, as the address of a `constant` global's. A load through it
    reads a value no store and no call changes: nothing clobbers it, and it
    cannot read what a store writes. The trait producer stamps it on the
    `vir.addressof` of `constant` globals.

    Example: `%t = vir.addressof @table {vir.traits = [#vir.immutable]}`
  }];
}

def VIR_ReadOnlyAttr : VIR_TraitAttr<"ReadOnly", "readonly", (ins)> {
  let summary = "region-level fact: the region does not write memory";
  let description = [{
    On a `vir.func`: the function, in all its executions, writes no memory
    visible to its callers. On a pointer argument of a function: the function
    does not write through that pointer. Region-level: it describes the
    function body, unlike the access-edge `noread`/`nowrite`.
  }];
}

def VIR_WriteOnlyAttr : VIR_TraitAttr<"WriteOnly", "writeonly", (ins)> {
  let summary = "region-level fact: the region does not read memory";
  let description = [{
    On a `vir.func` or one of its pointer arguments, as `readonly` but for
    reads.
  }];
}

def VIR_NoReadAttr : VIR_TraitAttr<"NoRead", "noread", (ins)> {
  let summary = "access-edge fact: this call edge reads no memory";
  let description = [{
    On a `vir.call`: this call reads no memory visible to the caller. On a
    pointer argument of a call: the call does not read through that argument.
    Access-edge level: it describes this one call, not the callee in general.
  }];
}

def VIR_NoWriteAttr : VIR_TraitAttr<"NoWrite", "nowrite", (ins)> {
  let summary = "access-edge fact: this call edge writes no memory";
  let description = [{
    On a `vir.call` or a pointer argument of a call, as `noread` but for
    writes.
  }];
}

def VIR_TailAttr : VIR_TraitAttr<"Tail", "tail", (ins)> {
  let summary = "access-edge fact: the callee reaches no stack slot of the caller";
  let description = [{
    On a `vir.call`: the callee neither reads nor writes any `vir.alloca`
    of the calling function, so the call may reuse the caller's frame when
    it is in tail position (LLVM's `tail` marker, which the LLVM backend
    emits for it). Derived by the tail-call pass (origin `tail-call`) from
    `#vir.nocapture` on every slot of the caller.
  }];
}

def VIR_NoReturnAttr : VIR_TraitAttr<"NoReturn", "noreturn", (ins)> {
  let summary = "control never comes back from the callee";
  let description = [{
    On a `vir.func`: no call of the function returns to its caller (it
    exits, aborts or jumps away: C's `_Noreturn`, LLVM's `noreturn`). On a
    `vir.call`: this call does not return (access-edge, as `noread`: a
    function pass reads the call's facts, never its callee's), so nothing
    after it in its block runs and prune-unreachable ends the block with
    `vir.unreachable`. The importer stamps both from LLVM's `noreturn`
    function attribute (origin `llvm-ir`); the trait producer stamps them on
    the C library's `abort`, `exit`, `_Exit`, `quick_exit`, `longjmp` and
    `__assert_fail`.
  }];
}

def VIR_LibCallAttr : VIR_TraitAttr<"LibCall", "libcall",
    (ins "::mlir::StringAttr":$function)> {
  let summary = "access-edge fact: the call is a C library function";
  let description = [{
    On a direct `vir.call` whose callee is named `function`: the call is
    that C library function of its arguments, as the C standard defines
    it. The trait producer stamps it (origin `vir-produce-traits`) on calls
    of a declared function whose name and type are the library's. Known:
    - `strlen` (one pointer argument, an integer result): it reads memory
      only, writes none and returns, so a pass may compute its result
      where the arguments are known (ipsccp folds `strlen` of a constant
      string), reuse it, hoist it, and delete an unused call;
    - `printf`, `sprintf` and `snprintf` (the format, and before it the
      destination and for `snprintf` its size; an integer result), `strcpy`
      and `strcat` (destination and source; a pointer result): they write
      as the standard says, so simplify-libcalls may replace a call whose
      format or source is a constant string by what it does (`puts`,
      `putchar`, a copy);
    - `strcmp` and `strncmp` (two pointers, and for `strncmp` the most
      bytes compared; an integer result): they read the two strings, so
      simplify-libcalls may compare a short constant string byte by byte
      where the result is only tested against zero.

    Example: `#vir.libcall<"strlen">`
  }];
}

//===----------------------------------------------------------------------===//
// Global initializers
//===----------------------------------------------------------------------===//

def VIR_ZeroInitAttr : AttrDef<VIR_Dialect, "ZeroInit"> {
  let mnemonic = "zeroinit";
  let summary = "all-zero initializer";
}

def VIR_UndefInitAttr : AttrDef<VIR_Dialect, "UndefInit"> {
  let mnemonic = "undef";
  let summary = "undefined initializer";
}

def VIR_AddressAttr : AttrDef<VIR_Dialect, "Address"> {
  let mnemonic = "addr";
  let summary = "the address of a global or function, plus a byte offset";
  let parameters = (ins "::mlir::FlatSymbolRefAttr":$symbol,
                        DefaultValuedParameter<"int64_t", "0">:$offset);
  let assemblyFormat = "`<` $symbol (`,` $offset^)? `>`";
}

def VIR_FastMathFlagsAttr : EnumAttr<VIR_Dialect, VIR_FastMathFlags,
                                     "fastmath"> {
  let assemblyFormat = "`<` $value `>`";
}

#endif // VCT_DIALECT_VIR_IR_VIRATTRS_TD
