//===- VIROps.td - VIR operations --------------------------*- tablegen -*-===//
//
// Every VIR operation: module-level symbols, calls, control flow, values,
// integer and floating-point arithmetic, casts, memory, vectors and the
// optimization barrier.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIROPS_TD
#define VCT_DIALECT_VIR_IR_VIROPS_TD

include "vct/Dialect/VIR/IR/VIRDialect.td"
include "vct/Dialect/VIR/IR/VIRTypes.td"
include "vct/Dialect/VIR/IR/VIRAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/MemorySlotInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// FuncOp
//===----------------------------------------------------------------------===//

def VIR_FuncOp : VIR_Op<"func", [
    AutomaticAllocationScope, IsolatedFromAbove,
    FunctionOpInterface, CallableOpInterface]> {
  let summary = "a function definition or declaration";
  let description = [{
    A function with at most two results. With a body it is a definition: a
    CFG region whose entry block takes the arguments. Without one it is a
    declaration of an external function.

    Two results are the two eightbytes of a 9 to 16 byte C structure returned
    in registers (x86-64 System V): each is a scalar or a vector of at most 8
    bytes, and the backends return them as LLVM's literal structure
    `{T0, T1}` and as a C structure whose second member starts at offset 8,
    which the C ABI returns in the same registers. `variadic` functions (printf) take
    further arguments after the declared ones. Private functions are internal
    to the module.

    `epoch` is the function's trait epoch (absent means 0): a trait inside the
    function is valid only while its own epoch equals it. `alias_scopes`
    declares the scope names that `#vir.noalias` and `#vir.restrict` traits in
    the function may use.

    Example:
    ```mlir
    vir.func private @printf(!vir.ptr, ...) -> i32
    vir.func @add(%a: i32, %b: i32) -> i32 attributes {epoch = 1} {
      %s = vir.add %a, %b nsw : i32
      vir.return %s : i32
    }
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       UnitAttr:$variadic,
                       OptionalAttr<I64Attr>:$epoch,
                       OptionalAttr<StrArrayAttr>:$alias_scopes,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let builders = [
    OpBuilder<(ins "::llvm::StringRef":$name, "::mlir::FunctionType":$type,
                   CArg<"bool", "false">:$isVariadic)>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    //===------------------------------------------------------------------===//
    // FunctionOpInterface / CallableOpInterface
    //===------------------------------------------------------------------===//

    ::mlir::Region *getCallableRegion() {
      return isExternal() ? nullptr : &getBody();
    }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    bool isDeclaration() { return isExternal(); }

    /// The function's current trait epoch.
    int64_t getCurrentEpoch() {
      return getEpochAttr() ? getEpochAttr().getInt() : 0;
    }
  }];
}

//===----------------------------------------------------------------------===//
// GlobalOp
//===----------------------------------------------------------------------===//

def VIR_GlobalOp : VIR_Op<"global", [
    Symbol, DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a global variable";
  let description = [{
    A module-level variable of type `global_type`. With an initializer it is
    a definition, without one a declaration of an external variable.
    `constant` globals are never written. The initializer is written after
    `=`:

    - an integer or float literal for scalar types;
    - a string literal for arrays of `i8` (no implicit terminator);
    - `[ ... ]` with one initializer per element of an array or per field of
      a structure;
    - `zeroinit` (all bytes zero), `undef` (unspecified bytes);
    - `@sym` or `@sym + offset` for pointers: the address of a global or a
      function, plus a byte offset; in an `i64`, that address as an
      integer (C's `(uintptr_t)&x`).

    Example:
    ```mlir
    vir.global private constant @msg : !vir.array<4 x i8> = "hi\0A\00"
    vir.global @table : !vir.array<3 x i32> = [1, 2, 3]
    vir.global @origin : !vir.struct<i32, !vir.ptr> = [0, @table + 4]
    vir.global private @errno : i32
    ```

    A declaration (no initializer) is written `private`: in MLIR's symbol
    model a declaration cannot be public. It still names a variable defined
    outside the module.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttr:$global_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       UnitAttr:$constant,
                       OptionalAttr<AnyAttr>:$initial_value,
                       OptionalAttr<I64Attr>:$alignment);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    bool isDeclaration() { return !getInitialValue(); }
  }];
}

//===----------------------------------------------------------------------===//
// AddressOfOp
//===----------------------------------------------------------------------===//

def VIR_AddressOfOp : VIR_Op<"addressof", [
    Pure, ConstantLike, DeclareOpInterfaceMethods<SymbolUserOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "the address of a global or function";
  let description = [{
    Example: `%p = vir.addressof @table : !vir.ptr`
  }];
  let arguments = (ins FlatSymbolRefAttr:$symbol);
  let results = (outs VIR_Ptr:$res);
  let assemblyFormat = "$symbol attr-dict `:` type($res)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// AliasOp
//===----------------------------------------------------------------------===//

def VIR_AliasOp : VIR_Op<"alias", [
    Symbol, HasParent<"::mlir::ModuleOp">,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "another name for a global or function of the module";
  let description = [{
    Exports `sym_name` as another name for the address of `target` (a
    `vir.global` or `vir.func` defined in the module) plus `offset` bytes:
    C's `__attribute__((alias("target")))`, LLVM's `alias`. Nothing in the
    module refers to an alias (the importer writes every use of one as a
    use of its target), so to the optimizer it is only a use of `target`'s
    symbol that is not a call: the target is kept, and its callers and
    uses are unknown, as if its address escaped.

    Example:
    ```mlir
    vir.func @real(%x: i32) -> i32 { vir.return %x : i32 }
    vir.alias @other_name = @real
    vir.global @table : !vir.array<4 x i32> = zeroinit
    vir.alias @second = @table + 4
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       FlatSymbolRefAttr:$target,
                       OptionalAttr<I64Attr>:$offset);
  let assemblyFormat = "$sym_name `=` $target (`+` $offset^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// GlobalCtorOp, GlobalDtorOp
//===----------------------------------------------------------------------===//

class VIR_InitFiniOp<string mnemonic, string when> : VIR_Op<mnemonic, [
    HasParent<"::mlir::ModuleOp">,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a function that runs " # when;
  let description = [{
    Registers `function`, a function defined in the module and taking no
    arguments (its result, if any, is ignored), to run }] # when # [{, in
    ascending order of `priority` (0 to 65535; C's
    `__attribute__((constructor(N)))` and `destructor(N)`, whose default is
    65535); the order of equal priorities is unspecified. A function
    registered twice runs twice (the C backend accepts one registration of
    each kind per function).

    The registration is a use of the function's symbol that is not a call,
    so to the optimizer a registered function has callers outside the module
    (it is never removed, and nothing is assumed of its callers), as if its
    address escaped.

    Example:
    ```mlir
    vir.func private @init() {
      vir.return
    }
    vir.}] # mnemonic # [{ @init priority 65535
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$function,
                       ConfinedAttr<I32Attr, [IntMinValue<0>,
                                              IntMaxValue<65535>]>:$priority);
  let assemblyFormat = "$function `priority` $priority attr-dict";
}

def VIR_GlobalCtorOp : VIR_InitFiniOp<"global_ctor", "before `main`">;
def VIR_GlobalDtorOp : VIR_InitFiniOp<"global_dtor",
                                      "when the program exits">;

//===----------------------------------------------------------------------===//
// CallOp
//===----------------------------------------------------------------------===//

def VIR_CallOp : VIR_Op<"call", [
    DeclareOpInterfaceMethods<CallOpInterface>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "a direct or indirect call";
  let description = [{
    Calls `callee` directly, or the function whose address is the first
    operand when `callee` is absent. Calls to variadic functions name the
    callee's fixed signature in `vararg(...)`; the arguments beyond it are
    passed as C default-promoted variadic arguments. `arg_attrs` carry
    access-edge traits of single arguments. Without traits a call may read and
    write any memory.

    Example:
    ```mlir
    %r = vir.call @add(%a, %b) : (i32, i32) -> i32
    %n = vir.call @printf(%fmt, %r) vararg((!vir.ptr) -> i32)
           : (!vir.ptr, i32) -> i32
    vir.call %fp(%x) : (!vir.ptr, i64) -> ()
    %lo, %hi = vir.call @pair(%x) : (i64) -> (i64, f64)
    ```
  }];
  let arguments = (ins OptionalAttr<FlatSymbolRefAttr>:$callee,
                       Variadic<AnyType>:$callee_operands,
                       OptionalAttr<TypeAttrOf<FunctionType>>:$var_callee_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<VIR_Value>:$results);
  let builders = [
    OpBuilder<(ins "::vct::vir::FuncOp":$callee,
                   "::mlir::ValueRange":$args)>,
    OpBuilder<(ins "::mlir::FlatSymbolRefAttr":$callee,
                   "::mlir::TypeRange":$results,
                   "::mlir::ValueRange":$args)>];
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// True for calls through a pointer.
    bool isIndirect() { return !getCallee(); }
    /// The result of a call with at most one result, or null when it has
    /// none (calls of two-result functions: use getResults()).
    ::mlir::Value getResult() {
      assert(getNumResults() <= 1 && "call with two results");
      return getNumResults() ? getOperation()->getResult(0) : ::mlir::Value();
    }
    /// The call's argument operands (without the indirect callee pointer).
    ::mlir::Operation::operand_range getArgs() {
      return isIndirect() ? getCalleeOperands().drop_front()
                          : getCalleeOperands();
    }
  }];
}

//===----------------------------------------------------------------------===//
// Terminators
//===----------------------------------------------------------------------===//

def VIR_BrOp : VIR_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "unconditional branch";
  let description = [{
    Example: `vir.br ^loop(%next : i32)`
  }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let builders = [
    OpBuilder<(ins "::mlir::Block *":$dest,
                   CArg<"::mlir::ValueRange", "{}">:$operands), [{
      build($_builder, $_state, operands, dest);
    }]>];
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

def VIR_CondBrOp : VIR_Op<"cond_br", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "conditional branch";
  let description = [{
    Branches to `trueDest` when `condition` is 1, to `falseDest` otherwise.
    `weights` gives the relative likelihood of the two edges.

    Example:
    ```mlir
    vir.cond_br %c weights([90, 10]), ^body(%i : i32), ^exit
    ```
  }];
  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$condition, "::mlir::Block *":$trueDest,
                   "::mlir::ValueRange":$trueOperands,
                   "::mlir::Block *":$falseDest,
                   "::mlir::ValueRange":$falseOperands), [{
      build($_builder, $_state, condition, trueOperands, falseOperands,
            /*branch_weights=*/nullptr, trueDest, falseDest);
    }]>];
  let assemblyFormat = [{
    $condition (`weights` `(` $branch_weights^ `)`)? `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
  let hasVerifier = 1;
}

def VIR_SwitchOp : VIR_Op<"switch", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator]> {
  let summary = "multi-way branch on an integer";
  let description = [{
    Branches to the destination whose case value equals `flag`, or to the
    default destination. Case values are distinct.

    Example:
    ```mlir
    vir.switch %x : i32, [
      default: ^other,
      0: ^zero(%a : i32),
      7: ^seven
    ]
    ```
  }];
  let arguments = (ins VIR_AnyInt:$flag,
                       Variadic<AnyType>:$defaultOperands,
                       VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
                       OptionalAttr<DenseI64ArrayAttr>:$case_values,
                       DenseI32ArrayAttr:$case_operand_segments,
                       OptionalAttr<DenseI32ArrayAttr>:$branch_weights);
  let successors = (successor AnySuccessor:$defaultDestination,
                              VariadicSuccessor<AnySuccessor>:$caseDestinations);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$flag, "::mlir::Block *":$defaultDest,
                   "::mlir::ValueRange":$defaultOperands,
                   "::llvm::ArrayRef<int64_t>":$caseValues,
                   "::mlir::BlockRange":$caseDests,
                   "::llvm::ArrayRef<::mlir::ValueRange>":$caseOperands)>];
  let assemblyFormat = [{
    $flag `:` type($flag) (`weights` `(` $branch_weights^ `)`)? `,` `[` `\n`
      custom<SwitchCases>(ref(type($flag)), $defaultDestination,
                          $defaultOperands, type($defaultOperands),
                          $case_values, $caseDestinations, $caseOperands,
                          type($caseOperands))
    `]` attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The destination taken when `flag` is `value`.
    ::mlir::Block *getDestinationFor(int64_t value);
    /// The operands passed to the destination taken when `flag` is `value`.
    ::mlir::OperandRange getOperandsFor(int64_t value);
  }];
}

def VIR_ReturnOp : VIR_Op<"return", [
    Pure, HasParent<"FuncOp">, ReturnLike, Terminator]> {
  let summary = "return from the function";
  let description = [{
    Returns as many values as the function has results.

    Example: `vir.return %x : i32`, `vir.return`,
    `vir.return %lo, %hi : i64, f64`
  }];
  let arguments = (ins Variadic<VIR_Value>:$values);
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The returned value of a function with at most one result, or null
    /// when it returns none (two-result functions: use getValues()).
    ::mlir::Value getValue() {
      assert(getValues().size() <= 1 && "return of two values");
      return getValues().empty() ? ::mlir::Value() : getValues().front();
    }
  }];
}

def VIR_UnreachableOp : VIR_Op<"unreachable", [Terminator]> {
  let summary = "control never reaches this point";
  let description = [{
    Reaching it is undefined behaviour.

    Example: `vir.unreachable`
  }];
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

def VIR_ConstantOp : VIR_Op<"constant", [
    Pure, ConstantLike, AllTypesMatch<["value", "res"]>,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "integer, float or vector constant";
  let description = [{
    Example: `%c = vir.constant 42 : i32`, `vir.constant 1.5 : f64`,
    `vir.constant dense<[1, 2, 3, 4]> : vector<4xi32>`
  }];
  let arguments = (ins TypedAttrInterface:$value);
  let results = (outs VIR_Value:$res);
  let builders = [OpBuilder<(ins "::mlir::Type":$type, "int64_t":$value)>];
  // f80 values print as their bits: MLIR reads a decimal literal of any
  // float type through a double.
  let assemblyFormat = "attr-dict custom<ConstantValue>($value)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def VIR_NullOp : VIR_Op<"null", [Pure, ConstantLike]> {
  let summary = "the null pointer";
  let description = [{
    Example: `%p = vir.null : !vir.ptr`
  }];
  let results = (outs VIR_Ptr:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
  let hasFolder = 1;
}

def VIR_UndefOp : VIR_Op<"undef", [Pure]> {
  let summary = "an undefined value";
  let description = [{
    Each use may observe a different arbitrary value of the type (LLVM's
    `undef`). mem2reg uses it for a read before any write.

    Example: `%u = vir.undef : i32`
  }];
  let results = (outs VIR_Value:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

class VIR_IntBinOpBase<string mnemonic, list<Trait> traits = []>
    : VIR_Op<mnemonic, traits # [SameOperandsAndResultType,
        DeclareOpInterfaceMethods<InferIntRangeInterface,
                                  ["inferResultRanges"]>]> {
  let results = (outs VIR_IntLike:$res);
  let hasFolder = 1;
}

/// add, sub, mul, shl: may promise no signed/unsigned wrap.
class VIR_IntWrapOp<string mnemonic, list<Trait> traits = []>
    : VIR_IntBinOpBase<mnemonic, traits # [Pure]> {
  let arguments = (ins VIR_IntLike:$lhs, VIR_IntLike:$rhs,
                       UnitAttr:$nsw, UnitAttr:$nuw);
  let assemblyFormat = [{
    $lhs `,` $rhs (`nsw` $nsw^)? (`nuw` $nuw^)? attr-dict `:` type($res)
  }];
  let description = [{
    Two's-complement arithmetic at the operands' width. `nsw` (`nuw`) promises
    that the operation does not overflow as a signed (unsigned) operation;
    if it does, the result is poison.
  }];
}

/// udiv, sdiv, lshr, ashr: may promise exactness.
class VIR_IntExactOp<string mnemonic, list<Trait> traits = []>
    : VIR_IntBinOpBase<mnemonic, traits> {
  let arguments = (ins VIR_IntLike:$lhs, VIR_IntLike:$rhs, UnitAttr:$exact);
  let assemblyFormat = [{
    $lhs `,` $rhs (`exact` $exact^)? attr-dict `:` type($res)
  }];
  let description = [{
    `exact` promises that no non-zero bits are discarded (the division has no
    remainder, the shift shifts out only zeros); otherwise the result is
    poison.
  }];
}

class VIR_IntPlainOp<string mnemonic, list<Trait> traits = []>
    : VIR_IntBinOpBase<mnemonic, traits> {
  let arguments = (ins VIR_IntLike:$lhs, VIR_IntLike:$rhs);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($res)";
}

def VIR_AddOp : VIR_IntWrapOp<"add", [Commutative]> {
  let summary = "integer addition";
}
def VIR_SubOp : VIR_IntWrapOp<"sub"> { let summary = "integer subtraction"; }
def VIR_MulOp : VIR_IntWrapOp<"mul", [Commutative]> {
  let summary = "integer multiplication";
}
def VIR_ShlOp : VIR_IntWrapOp<"shl"> {
  let summary = "shift left";
  let description = [{
    Shifting by the bit width or more yields poison. `nsw`/`nuw` promise the
    shifted-out bits are all equal to the result's sign bit (are zero).
  }];
}
def VIR_UMulHOp : VIR_IntPlainOp<"umulh", [Pure, Commutative]> {
  let summary = "high half of the unsigned double-width product";
  let description = [{
    The upper N bits of the 2N-bit product of the operands read as unsigned
    N-bit integers; with `vir.mul` (the lower N bits) it gives the full
    product. The importer builds the multiplication of integers wider than
    64 bits (`__int128`) from i64 parts with it; the LLVM backend emits a
    multiplication at twice the width and its upper half, the C backend one
    through `unsigned __int128` (i64) or `uint64_t` (narrower).

    Example:
    ```mlir
    %hi = vir.umulh %a, %b : i64
    ```
  }];
}

/// Division and remainder have undefined behaviour for a zero divisor (and
/// for the signed overflow case), so they are not freely speculatable.
def VIR_UDivOp : VIR_IntExactOp<"udiv", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "unsigned division";
}
def VIR_SDivOp : VIR_IntExactOp<"sdiv", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "signed division, rounding toward zero";
}
def VIR_URemOp : VIR_IntPlainOp<"urem", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "unsigned remainder";
}
def VIR_SRemOp : VIR_IntPlainOp<"srem", [NoMemoryEffect,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "signed remainder, with the dividend's sign";
}
def VIR_AndOp : VIR_IntPlainOp<"and", [Pure, Commutative]> {
  let summary = "bitwise and";
}
def VIR_OrOp : VIR_IntPlainOp<"or", [Pure, Commutative]> {
  let summary = "bitwise or";
}
def VIR_XorOp : VIR_IntPlainOp<"xor", [Pure, Commutative]> {
  let summary = "bitwise exclusive or";
}
def VIR_LShrOp : VIR_IntExactOp<"lshr", [Pure]> {
  let summary = "logical shift right (poison at or beyond the bit width)";
}
def VIR_AShrOp : VIR_IntExactOp<"ashr", [Pure]> {
  let summary = "arithmetic shift right (poison at or beyond the bit width)";
}

//===----------------------------------------------------------------------===//
// Comparisons and select
//===----------------------------------------------------------------------===//

def VIR_ICmpOp : VIR_Op<"icmp", [
    Pure, SameTypeOperands,
    TypesMatchWith<"result is i1 of the operands' shape", "lhs", "res",
                   "::vct::vir::getBoolLike($_self)">,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "integer or pointer comparison";
  let description = [{
    Example: `%lt = vir.icmp slt %a, %b : i32`
  }];
  let arguments = (ins VIR_ICmpPredicate:$predicate, VIR_IntOrPtr:$lhs,
                       VIR_IntOrPtr:$rhs);
  let results = (outs VIR_Bool:$res);
  let assemblyFormat = "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
}

def VIR_FCmpOp : VIR_Op<"fcmp", [
    Pure, SameTypeOperands,
    TypesMatchWith<"result is i1 of the operands' shape", "lhs", "res",
                   "::vct::vir::getBoolLike($_self)">]> {
  let summary = "floating-point comparison";
  let description = [{
    Ordered predicates are false when either operand is NaN, unordered ones
    true.

    Example: `%lt = vir.fcmp olt %x, %y : f64`
  }];
  let arguments = (ins VIR_FCmpPredicate:$predicate, VIR_FloatLike:$lhs,
                       VIR_FloatLike:$rhs,
                       DefaultValuedAttr<VIR_FastMathFlagsAttr,
                                         "FastMathFlags::none">:$fastmath);
  let results = (outs VIR_Bool:$res);
  let assemblyFormat = [{
    $predicate $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:`
    type($lhs)
  }];
  let hasFolder = 1;
}

def VIR_SelectOp : VIR_Op<"select", [
    Pure, AllTypesMatch<["trueValue", "falseValue", "res"]>,
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "choose between two values";
  let description = [{
    With a vector condition the choice is made per element.

    Example: `%m = vir.select %c, %a, %b : i32`
  }];
  let arguments = (ins VIR_Bool:$condition, VIR_Value:$trueValue,
                       VIR_Value:$falseValue);
  let results = (outs VIR_Value:$res);
  let assemblyFormat = [{
    $condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition)
    `,` type($res)
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

class VIR_CastOp<string mnemonic, Type srcType, Type dstType,
                 list<Trait> traits = []>
    : VIR_Op<mnemonic, traits # [Pure,
        DeclareOpInterfaceMethods<CastOpInterface>]> {
  let arguments = (ins srcType:$in);
  let results = (outs dstType:$res);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($res)";
  let hasFolder = 1;
}

def VIR_ZExtOp : VIR_CastOp<"zext", VIR_IntLike, VIR_IntLike, [
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "zero-extend to a wider integer";
}
def VIR_SExtOp : VIR_CastOp<"sext", VIR_IntLike, VIR_IntLike, [
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "sign-extend to a wider integer";
}
def VIR_TruncOp : VIR_CastOp<"trunc", VIR_IntLike, VIR_IntLike, [
    DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>]> {
  let summary = "truncate to a narrower integer";
}
def VIR_PtrToIntOp : VIR_CastOp<"ptrtoint", VIR_Ptr, VIR_AnyInt> {
  let summary = "pointer to integer (truncating or zero-extending)";
}
def VIR_IntToPtrOp : VIR_CastOp<"inttoptr", VIR_AnyInt, VIR_Ptr> {
  let summary = "integer to pointer (truncating or zero-extending)";
}
def VIR_FPToSIOp : VIR_CastOp<"fptosi", VIR_FloatLike, VIR_IntLike> {
  let summary = "float to signed integer; out of range is poison";
}
def VIR_FPToUIOp : VIR_CastOp<"fptoui", VIR_FloatLike, VIR_IntLike> {
  let summary = "float to unsigned integer; out of range is poison";
}
def VIR_SIToFPOp : VIR_CastOp<"sitofp", VIR_IntLike, VIR_FloatLike> {
  let summary = "signed integer to float";
}
def VIR_UIToFPOp : VIR_CastOp<"uitofp", VIR_IntLike, VIR_FloatLike> {
  let summary = "unsigned integer to float";
}
def VIR_FPExtOp : VIR_CastOp<"fpext", VIR_FloatLike, VIR_FloatLike> {
  let summary = "extend a float to a wider float";
}
def VIR_FPTruncOp : VIR_CastOp<"fptrunc", VIR_FloatLike, VIR_FloatLike> {
  let summary = "round a float to a narrower float";
}
def VIR_BitcastOp : VIR_CastOp<"bitcast", VIR_Value, VIR_Value> {
  let summary = "reinterpret the bits as another type of the same size";
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

class VIR_FloatBinOp<string mnemonic, list<Trait> traits = []>
    : VIR_Op<mnemonic, traits # [Pure, SameOperandsAndResultType]> {
  let arguments = (ins VIR_FloatLike:$lhs, VIR_FloatLike:$rhs,
                       DefaultValuedAttr<VIR_FastMathFlagsAttr,
                                         "FastMathFlags::none">:$fastmath);
  let results = (outs VIR_FloatLike:$res);
  let assemblyFormat = [{
    $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($res)
  }];
  let hasFolder = 1;
  let description = [{
    IEEE-754 arithmetic with round-to-nearest-even. Fast-math flags license
    the corresponding LLVM relaxations; without them results are exact IEEE.
  }];
}

def VIR_FAddOp : VIR_FloatBinOp<"fadd", [Commutative]> {
  let summary = "floating-point addition";
}
def VIR_FSubOp : VIR_FloatBinOp<"fsub"> {
  let summary = "floating-point subtraction";
}
def VIR_FMulOp : VIR_FloatBinOp<"fmul", [Commutative]> {
  let summary = "floating-point multiplication";
}
def VIR_FDivOp : VIR_FloatBinOp<"fdiv"> {
  let summary = "floating-point division";
}
def VIR_FRemOp : VIR_FloatBinOp<"frem"> {
  let summary = "floating-point remainder (C fmod)";
}

def VIR_FNegOp : VIR_Op<"fneg", [Pure, SameOperandsAndResultType]> {
  let summary = "floating-point negation (flips the sign bit)";
  let arguments = (ins VIR_FloatLike:$in,
                       DefaultValuedAttr<VIR_FastMathFlagsAttr,
                                         "FastMathFlags::none">:$fastmath);
  let results = (outs VIR_FloatLike:$res);
  let assemblyFormat = [{
    $in (`fastmath` `` $fastmath^)? attr-dict `:` type($res)
  }];
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def VIR_AllocaOp : VIR_Op<"alloca", [
    DeclareOpInterfaceMethods<PromotableAllocationOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAllocationOpInterface>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "a stack slot in the current function's frame";
  let description = [{
    Reserves `count` (default 1) consecutive objects of `elem_type` for the
    rest of the function's execution. The contents start undefined.
    mem2reg and SROA only promote slots that carry `#vir.nocapture`.

    Example:
    ```mlir
    %x = vir.alloca i32 align 4 {vir.traits = [#vir.nocapture]}
    %buf = vir.alloca i8, %n : i64
    ```
  }];
  let arguments = (ins TypeAttr:$elem_type, Optional<VIR_AnyInt>:$count,
                       OptionalAttr<I64Attr>:$alignment);
  let results = (outs Res<VIR_Ptr, "",
                          [MemAlloc<AutomaticAllocationScopeResource>]>:$res);
  let builders = [OpBuilder<(ins "::mlir::Type":$elemType), [{
    build($_builder, $_state, ::vct::vir::PtrType::get($_builder.getContext()),
          elemType, ::mlir::Value(), nullptr);
  }]>];
  let assemblyFormat = [{
    $elem_type (`,` $count^ `:` type($count))? (`align` $alignment^)? attr-dict
  }];
  let hasVerifier = 1;
}

def VIR_StackSaveOp : VIR_Op<"stacksave", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "the current top of the stack";
  let description = [{
    Returns an opaque token for the current top of the function's stack,
    which `vir.stackrestore` takes back to, freeing every `vir.alloca`
    executed since (LLVM's `llvm.stacksave`). A C front end brackets the
    scope of a variable-length array so, and the inliner brackets an inlined
    body that allocates at run time, so that a loop around either does not
    grow the stack. To the optimizer it reads and writes memory it cannot
    name: no access moves across it.

    Example: `%sp = vir.stacksave : !vir.ptr`
  }];
  let results = (outs VIR_Ptr:$res);
  let assemblyFormat = "attr-dict `:` type($res)";
}

def VIR_StackRestoreOp : VIR_Op<"stackrestore", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "free the stack allocations made since a stacksave";
  let description = [{
    Takes the stack back to `token`, a `vir.stacksave` result of the same
    function: the `vir.alloca`s executed since are freed, and accessing
    them afterwards is undefined (LLVM's `llvm.stackrestore`).

    Example: `vir.stackrestore %sp`
  }];
  let arguments = (ins VIR_Ptr:$token);
  let assemblyFormat = "$token attr-dict";
}

def VIR_LoadOp : VIR_Op<"load", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let summary = "read a value from memory";
  let description = [{
    `volatile` loads are never removed, duplicated or reordered with other
    volatile accesses. An `atomic` load has an ordering (not `release` or
    `acq_rel`) and an explicit alignment.

    Example: `%v = vir.load %p align 4 : i32`
  }];
  let arguments = (ins VIR_Ptr:$addr, UnitAttr:$volatile_,
                       OptionalAttr<VIR_AtomicOrdering>:$ordering,
                       OptionalAttr<I64Attr>:$alignment);
  let results = (outs VIR_Value:$res);
  let builders = [OpBuilder<(ins "::mlir::Type":$type, "::mlir::Value":$addr), [{
    build($_builder, $_state, type, addr, false, nullptr, nullptr);
  }]>];
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $addr (`atomic` $ordering^)?
    (`align` $alignment^)? attr-dict `:` type($res)
  }];
  let hasVerifier = 1;
}

def VIR_StoreOp : VIR_Op<"store", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let summary = "write a value to memory";
  let description = [{
    Example: `vir.store %v, %p align 4 : i32`
  }];
  let arguments = (ins VIR_Value:$value, VIR_Ptr:$addr, UnitAttr:$volatile_,
                       OptionalAttr<VIR_AtomicOrdering>:$ordering,
                       OptionalAttr<I64Attr>:$alignment);
  let builders = [OpBuilder<(ins "::mlir::Value":$value, "::mlir::Value":$addr), [{
    build($_builder, $_state, value, addr, false, nullptr, nullptr);
  }]>];
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $value `,` $addr (`atomic` $ordering^)?
    (`align` $alignment^)? attr-dict `:` type($value)
  }];
  let hasVerifier = 1;
}

def VIR_GEPOp : VIR_Op<"gep", [
    Pure,
    DeclareOpInterfaceMethods<PromotableOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>]> {
  let summary = "typed address computation";
  let description = [{
    As LLVM's `getelementptr`: the first index steps over whole objects of
    `elem_type` from `base`; each further index selects an element of an array
    or a field of a structure (structure indices are constants). Dynamic
    indices are `i64` values, constant ones are written in place. `inbounds`
    promises the result stays within the object `base` points into (or one
    past its end); otherwise the result is poison.

    Example:
    ```mlir
    %f = vir.gep inbounds %s[0, 1] : !vir.struct<i32, f64>
    %e = vir.gep %a[%i] : i32
    ```
  }];
  let arguments = (ins VIR_Ptr:$base, Variadic<I64>:$dynamicIndices,
                       DenseI32ArrayAttr:$rawConstantIndices,
                       TypeAttr:$elem_type, UnitAttr:$inbounds);
  let results = (outs VIR_Ptr:$res);
  let builders = [
    OpBuilder<(ins "::mlir::Value":$base, "::mlir::Type":$elemType,
                   "::llvm::ArrayRef<::vct::vir::GEPArg>":$indices,
                   CArg<"bool", "false">:$inbounds)>];
  let assemblyFormat = [{
    (`inbounds` $inbounds^)? $base `[`
    custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict
    `:` $elem_type
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
  let extraClassDeclaration = [{
    /// Marks a dynamic index in rawConstantIndices.
    static constexpr int32_t kDynamicIndex = INT32_MIN;
    /// The indices, constant or dynamic, in order.
    ::llvm::SmallVector<::vct::vir::GEPArg> getIndices();
  }];
}

class VIR_MemTransferOp<string mnemonic>
    : VIR_Op<mnemonic, [
        DeclareOpInterfaceMethods<PromotableMemOpInterface>,
        DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
        DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let arguments = (ins Arg<VIR_Ptr, "", [MemWrite]>:$dst,
                       Arg<VIR_Ptr, "", [MemRead]>:$src,
                       VIR_AnyInt:$len, UnitAttr:$volatile_);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $dst `,` $src `,` $len attr-dict `:` type($len)
  }];
}

def VIR_MemcpyOp : VIR_MemTransferOp<"memcpy"> {
  let summary = "copy bytes between non-overlapping regions";
  let description = [{
    Copies `len` bytes from `src` to `dst`. The regions must not overlap
    unless they are identical.

    Example: `vir.memcpy %d, %s, %n : i64`
  }];
}

def VIR_MemmoveOp : VIR_MemTransferOp<"memmove"> {
  let summary = "copy bytes between possibly overlapping regions";
  let description = [{
    Example: `vir.memmove %d, %s, %n : i64`
  }];
}

def VIR_MemsetOp : VIR_Op<"memset", [
    DeclareOpInterfaceMethods<PromotableMemOpInterface>,
    DeclareOpInterfaceMethods<DestructurableAccessorOpInterface>,
    DeclareOpInterfaceMethods<SafeMemorySlotAccessOpInterface>]> {
  let summary = "fill bytes with a value";
  let description = [{
    Writes the byte `value` to `len` bytes at `dst`.

    Example: `vir.memset %d, %zero, %n : i64`
  }];
  let arguments = (ins Arg<VIR_Ptr, "", [MemWrite]>:$dst, I8:$value,
                       VIR_AnyInt:$len, UnitAttr:$volatile_);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $dst `,` $value `,` $len attr-dict `:` type($len)
  }];
}

//===----------------------------------------------------------------------===//
// Atomic read-modify-write
//===----------------------------------------------------------------------===//

def VIR_AtomicRMWOp : VIR_Op<"atomic_rmw", [
    MemoryEffects<[MemRead, MemWrite]>,
    AllTypesMatch<["value", "res"]>]> {
  let summary = "atomically read a location and write a function of it";
  let description = [{
    Reads the value at `addr`, writes `kind(old, value)` there in one
    indivisible step with the given ordering, and returns the old value
    (C11's `atomic_fetch_add` and the like, `atomic_exchange`; LLVM's
    `atomicrmw`). Integers of 8, 16, 32 or 64 bits; `xchg` also takes a
    pointer. `smax`..`umin` compare signed or unsigned. The alignment is
    explicit and at least the size.

    To the optimizer it reads and writes memory it cannot name: no memory
    access moves across it and nothing is forwarded through it, as its
    ordering may synchronize with other threads.

    Example: `%old = vir.atomic_rmw add %p, %one seq_cst align 4 : i32`
  }];
  let arguments = (ins VIR_AtomicRMWKind:$kind, VIR_Ptr:$addr,
                       VIR_Scalar:$value, VIR_AtomicOrdering:$ordering,
                       I64Attr:$alignment, UnitAttr:$volatile_);
  let results = (outs VIR_Scalar:$res);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? $kind $addr `,` $value $ordering `align`
    $alignment attr-dict `:` type($res)
  }];
  let hasVerifier = 1;
}

def VIR_CmpXchgOp : VIR_Op<"cmpxchg", [
    MemoryEffects<[MemRead, MemWrite]>,
    AllTypesMatch<["expected", "desired", "old"]>]> {
  let summary = "atomically compare a location and exchange it when equal";
  let description = [{
    Reads the value at `addr` and, if it equals `expected`, writes
    `desired`, in one indivisible step; returns the value read and whether
    it was written (C11's `atomic_compare_exchange_strong`, LLVM's
    `cmpxchg`). A `weak` one may fail although the values are equal. The
    orderings are those of success and of failure (neither is `unordered`;
    the failure ordering is neither `release` nor `acq_rel`). An integer of 8 to 64 bits or a pointer; the alignment is
    explicit and at least the size. The optimizer treats it as
    `vir.atomic_rmw`.

    Example:
    `%old, %ok = vir.cmpxchg %p, %e, %d seq_cst monotonic align 8 : i64`
  }];
  let arguments = (ins VIR_Ptr:$addr, VIR_Scalar:$expected,
                       VIR_Scalar:$desired, VIR_AtomicOrdering:$success_ordering,
                       VIR_AtomicOrdering:$failure_ordering,
                       I64Attr:$alignment, UnitAttr:$weak, UnitAttr:$volatile_);
  let results = (outs VIR_Scalar:$old, I1:$ok);
  let assemblyFormat = [{
    (`volatile` $volatile_^)? (`weak` $weak^)? $addr `,` $expected `,`
    $desired $success_ordering $failure_ordering `align` $alignment attr-dict
    `:` type($old)
  }];
  let hasVerifier = 1;
}

def VIR_FenceOp : VIR_Op<"fence", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "order memory accesses across threads";
  let description = [{
    A fence of the given ordering (`acquire`, `release`, `acq_rel` or
    `seq_cst`): C11's `atomic_thread_fence`, LLVM's `fence`. A
    `singlethread` fence orders only against signal handlers of the same
    thread (`atomic_signal_fence`, LLVM's `syncscope("singlethread")`). The
    optimizer treats it as `vir.atomic_rmw`: it reads and writes memory it
    cannot name, so no memory access moves across it.

    Example: `vir.fence seq_cst`, `vir.fence singlethread acquire`
  }];
  let arguments = (ins VIR_AtomicOrdering:$ordering, UnitAttr:$singlethread);
  let assemblyFormat = "(`singlethread` $singlethread^)? $ordering attr-dict";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Variadic arguments
//===----------------------------------------------------------------------===//

def VIR_VaStartOp : VIR_Op<"va_start"> {
  let summary = "start reading the extra arguments of a variadic function";
  let description = [{
    Initializes the target's `va_list` object at `list` (on x86-64 System V
    the 24-byte `__va_list_tag`) to the first argument after the declared
    ones. Only a `variadic` function may contain it. The front end reads the
    arguments with ordinary loads and stores on the object (clang expands
    `va_arg` so), and ends with `vir.va_end`. To the optimizer the operation
    reads and writes the object and is never moved or removed; the function
    is never inlined (its extra arguments live in its own frame).

    Example: `vir.va_start %ap`
  }];
  let arguments = (ins Arg<VIR_Ptr, "", [MemRead, MemWrite]>:$list);
  let assemblyFormat = "$list attr-dict";
  let hasVerifier = 1;
}

def VIR_VaEndOp : VIR_Op<"va_end"> {
  let summary = "end reading variadic arguments through a va_list";
  let description = [{
    Ends the use of the `va_list` object at `list` that `vir.va_start` or
    `vir.va_copy` initialized (C's `va_end`).

    Example: `vir.va_end %ap`
  }];
  let arguments = (ins Arg<VIR_Ptr, "", [MemRead, MemWrite]>:$list);
  let assemblyFormat = "$list attr-dict";
}

def VIR_VaCopyOp : VIR_Op<"va_copy"> {
  let summary = "copy a va_list";
  let description = [{
    Initializes the `va_list` object at `dst` to the position of the one at
    `src` (C's `va_copy`); `dst` is ended with `vir.va_end`.

    Example: `vir.va_copy %dst, %src`
  }];
  let arguments = (ins Arg<VIR_Ptr, "", [MemWrite]>:$dst,
                       Arg<VIR_Ptr, "", [MemRead]>:$src);
  let assemblyFormat = "$dst `,` $src attr-dict";
}

//===----------------------------------------------------------------------===//
// Vectors
//===----------------------------------------------------------------------===//

def VIR_SplatOp : VIR_Op<"splat", [Pure,
    TypesMatchWith<"operand is the result's element type", "res", "in",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "broadcast a scalar to every element of a vector";
  let description = [{
    Example: `%v = vir.splat %x : vector<4xi32>`
  }];
  let arguments = (ins VIR_Scalar:$in);
  let results = (outs VIR_AnyVector:$res);
  let assemblyFormat = "$in attr-dict `:` type($res)";
  let hasFolder = 1;
}

def VIR_ExtractOp : VIR_Op<"extract", [Pure,
    TypesMatchWith<"result is the vector's element type", "vector", "res",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "read one element of a vector";
  let description = [{
    An index at or beyond the length yields poison.

    Example: `%e = vir.extract %v[%i : i64] : vector<4xi32>`
  }];
  let arguments = (ins VIR_AnyVector:$vector, VIR_AnyInt:$index);
  let results = (outs VIR_Scalar:$res);
  let assemblyFormat = [{
    $vector `[` $index `:` type($index) `]` attr-dict `:` type($vector)
  }];
  let hasFolder = 1;
}

def VIR_InsertOp : VIR_Op<"insert", [Pure,
    AllTypesMatch<["vector", "res"]>,
    TypesMatchWith<"value is the vector's element type", "vector", "value",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "replace one element of a vector";
  let description = [{
    An index at or beyond the length yields poison.

    Example: `%w = vir.insert %x, %v[%i : i64] : vector<4xi32>`
  }];
  let arguments = (ins VIR_Scalar:$value, VIR_AnyVector:$vector,
                       VIR_AnyInt:$index);
  let results = (outs VIR_AnyVector:$res);
  let assemblyFormat = [{
    $value `,` $vector `[` $index `:` type($index) `]` attr-dict `:`
    type($vector)
  }];
}

def VIR_ShuffleOp : VIR_Op<"shuffle", [Pure, AllTypesMatch<["v1", "v2"]>]> {
  let summary = "select elements of two vectors by constant indices";
  let description = [{
    Element `i` of the result is element `mask[i]` of the concatenation of
    `v1` and `v2`; -1 yields an undefined element.

    Example: `%s = vir.shuffle %a, %b [0, 4, 1, 5] : vector<4xi32> -> vector<4xi32>`
  }];
  let arguments = (ins VIR_AnyVector:$v1, VIR_AnyVector:$v2,
                       DenseI32ArrayAttr:$mask);
  let results = (outs VIR_AnyVector:$res);
  let assemblyFormat = [{
    $v1 `,` $v2 $mask attr-dict `:` type($v1) `->` type($res)
  }];
  let hasVerifier = 1;
}

def VIR_ReduceOp : VIR_Op<"reduce", [Pure,
    TypesMatchWith<"result is the vector's element type", "vector", "res",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "combine the elements of a vector";
  let description = [{
    Integer kinds: `add mul and or xor smin smax umin umax`. Float kinds:
    `fadd fmul fmin fmax`; `fadd` and `fmul` combine in element order unless
    `reassoc` is set, `fmin`/`fmax` ignore NaN elements as C `fmin`/`fmax`.

    Example: `%s = vir.reduce add %v : vector<4xi32>`
  }];
  let arguments = (ins VIR_ReduceKind:$kind, VIR_AnyVector:$vector,
                       DefaultValuedAttr<VIR_FastMathFlagsAttr,
                                         "FastMathFlags::none">:$fastmath);
  let results = (outs VIR_Scalar:$res);
  let assemblyFormat = [{
    $kind $vector (`fastmath` `` $fastmath^)? attr-dict `:` type($vector)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Optimization barrier
//===----------------------------------------------------------------------===//

def VIR_OpaqueRegionOp : VIR_Op<"opaque_region", [IsolatedFromAbove]> {
  let summary = "code the optimizer must not touch";
  let description = [{
    A region barrier (007 §4.7): code lowered from `complex`/`NoOptimize`
    source. Values enter as operands (the entry block's arguments) and leave
    as results (`vir.yield`). To the optimizer the whole operation is one
    operation that may read and write any memory; no pass rewrites, moves or
    propagates values or facts into, out of or across it. The body is an
    ordinary CFG region whose exits are `vir.yield`.

    Example:
    ```mlir
    %r = vir.opaque_region(%a : i32) -> (i32) {
    ^bb0(%x: i32):
      %y = vir.mul %x, %x : i32
      vir.yield %y : i32
    }
    ```
  }];
  let arguments = (ins Variadic<VIR_Value>:$inputs);
  let results = (outs Variadic<VIR_Value>:$results);
  let regions = (region MinSizedRegion<1>:$body);
  let assemblyFormat = [{
    (`(` $inputs^ `:` type($inputs) `)`)? (`->` `(` type($results)^ `)`)?
    attr-dict-with-keyword $body
  }];
  let hasRegionVerifier = 1;
}

def VIR_YieldOp : VIR_Op<"yield", [
    Pure, HasParent<"OpaqueRegionOp">, ReturnLike, Terminator]> {
  let summary = "leave a `vir.opaque_region` with its results";
  let arguments = (ins Variadic<VIR_Value>:$values);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, {}); }]>];
  let assemblyFormat = "($values^ `:` type($values))? attr-dict";
}

#endif // VCT_DIALECT_VIR_IR_VIROPS_TD
