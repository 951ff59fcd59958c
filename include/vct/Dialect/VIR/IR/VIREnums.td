//===- VIREnums.td - VIR enumerations ----------------------*- tablegen -*-===//
//
// Predicates, flags and kinds shared by VIR operations and traits.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRENUMS_TD
#define VCT_DIALECT_VIR_IR_VIRENUMS_TD

include "vct/Dialect/VIR/IR/VIRDialect.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Comparison predicates
//===----------------------------------------------------------------------===//

def VIR_ICmpPredicate : I64EnumAttr<"ICmpPredicate",
    "integer and pointer comparison predicate", [
      I64EnumAttrCase<"eq", 0>, I64EnumAttrCase<"ne", 1>,
      I64EnumAttrCase<"slt", 2>, I64EnumAttrCase<"sle", 3>,
      I64EnumAttrCase<"sgt", 4>, I64EnumAttrCase<"sge", 5>,
      I64EnumAttrCase<"ult", 6>, I64EnumAttrCase<"ule", 7>,
      I64EnumAttrCase<"ugt", 8>, I64EnumAttrCase<"uge", 9>]> {
  let cppNamespace = "::vct::vir";
}

def VIR_FCmpPredicate : I64EnumAttr<"FCmpPredicate",
    "floating-point comparison predicate", [
      I64EnumAttrCase<"false_", 0, "false">, I64EnumAttrCase<"oeq", 1>,
      I64EnumAttrCase<"ogt", 2>, I64EnumAttrCase<"oge", 3>,
      I64EnumAttrCase<"olt", 4>, I64EnumAttrCase<"ole", 5>,
      I64EnumAttrCase<"one", 6>, I64EnumAttrCase<"ord", 7>,
      I64EnumAttrCase<"ueq", 8>, I64EnumAttrCase<"ugt", 9>,
      I64EnumAttrCase<"uge", 10>, I64EnumAttrCase<"ult", 11>,
      I64EnumAttrCase<"ule", 12>, I64EnumAttrCase<"une", 13>,
      I64EnumAttrCase<"uno", 14>, I64EnumAttrCase<"true_", 15, "true">]> {
  let cppNamespace = "::vct::vir";
}

//===----------------------------------------------------------------------===//
// Memory ordering
//===----------------------------------------------------------------------===//

def VIR_AtomicOrdering : I64EnumAttr<"AtomicOrdering",
    "atomic memory ordering", [
      I64EnumAttrCase<"unordered", 1>, I64EnumAttrCase<"monotonic", 2>,
      I64EnumAttrCase<"acquire", 4>, I64EnumAttrCase<"release", 5>,
      I64EnumAttrCase<"acq_rel", 6>, I64EnumAttrCase<"seq_cst", 7>]> {
  let cppNamespace = "::vct::vir";
}

def VIR_AtomicRMWKind : I64EnumAttr<"AtomicRMWKind",
    "atomic read-modify-write operation", [
      I64EnumAttrCase<"xchg", 0>, I64EnumAttrCase<"add", 1>,
      I64EnumAttrCase<"sub", 2>, I64EnumAttrCase<"and_", 3, "and">,
      I64EnumAttrCase<"nand", 4>, I64EnumAttrCase<"or_", 5, "or">,
      I64EnumAttrCase<"xor_", 6, "xor">, I64EnumAttrCase<"smax", 7>,
      I64EnumAttrCase<"smin", 8>, I64EnumAttrCase<"umax", 9>,
      I64EnumAttrCase<"umin", 10>]> {
  let cppNamespace = "::vct::vir";
}

//===----------------------------------------------------------------------===//
// Vector reductions
//===----------------------------------------------------------------------===//

def VIR_ReduceKind : I64EnumAttr<"ReduceKind", "vector reduction kind", [
      I64EnumAttrCase<"add", 0>, I64EnumAttrCase<"mul", 1>,
      I64EnumAttrCase<"and_", 2, "and">, I64EnumAttrCase<"or_", 3, "or">,
      I64EnumAttrCase<"xor_", 4, "xor">,
      I64EnumAttrCase<"smin", 5>, I64EnumAttrCase<"smax", 6>,
      I64EnumAttrCase<"umin", 7>, I64EnumAttrCase<"umax", 8>,
      I64EnumAttrCase<"fadd", 9>, I64EnumAttrCase<"fmul", 10>,
      I64EnumAttrCase<"fmin", 11>, I64EnumAttrCase<"fmax", 12>]> {
  let cppNamespace = "::vct::vir";
}

//===----------------------------------------------------------------------===//
// Fast-math flags
//===----------------------------------------------------------------------===//

def VIR_FastMathFlags : I32BitEnumAttr<"FastMathFlags",
    "floating-point fast-math flags", [
      I32BitEnumAttrCaseNone<"none">,
      I32BitEnumAttrCaseBit<"reassoc", 0>,
      I32BitEnumAttrCaseBit<"nnan", 1>,
      I32BitEnumAttrCaseBit<"ninf", 2>,
      I32BitEnumAttrCaseBit<"nsz", 3>,
      I32BitEnumAttrCaseBit<"arcp", 4>,
      I32BitEnumAttrCaseBit<"contract", 5>,
      I32BitEnumAttrCaseBit<"afn", 6>,
      I32BitEnumAttrCaseGroup<"fast",
          [I32BitEnumAttrCaseBit<"reassoc", 0>, I32BitEnumAttrCaseBit<"nnan", 1>,
           I32BitEnumAttrCaseBit<"ninf", 2>, I32BitEnumAttrCaseBit<"nsz", 3>,
           I32BitEnumAttrCaseBit<"arcp", 4>,
           I32BitEnumAttrCaseBit<"contract", 5>,
           I32BitEnumAttrCaseBit<"afn", 6>]>]> {
  let cppNamespace = "::vct::vir";
  let separator = ", ";
  let printBitEnumPrimaryGroups = 1;
  let genSpecializedAttr = 0;
}

//===----------------------------------------------------------------------===//
// Trait enumerations
//===----------------------------------------------------------------------===//

def VIR_RequestKind : I32EnumAttr<"RequestKind", "action request kind", [
      // Call-edge requests.
      I32EnumAttrCase<"inline_", 0, "inline">,
      I32EnumAttrCase<"always_inline", 1>,
      I32EnumAttrCase<"no_inline", 2>,
      I32EnumAttrCase<"cold_call", 3>,
      I32EnumAttrCase<"likely_call", 4>,
      I32EnumAttrCase<"tail_call", 5>,
      I32EnumAttrCase<"must_tail", 6>,
      I32EnumAttrCase<"no_tail", 7>,
      // Loop requests (on the loop's back-edge branch).
      I32EnumAttrCase<"unroll", 8>,
      I32EnumAttrCase<"interleave", 9>,
      I32EnumAttrCase<"peel", 10>,
      I32EnumAttrCase<"rotate", 11>,
      I32EnumAttrCase<"unswitch", 12>,
      I32EnumAttrCase<"distribute", 13>,
      I32EnumAttrCase<"fuse", 14>,
      I32EnumAttrCase<"jam", 15>,
      I32EnumAttrCase<"licm", 16>,
      I32EnumAttrCase<"vectorize", 17>,
      // Block requests (on the block's terminator).
      I32EnumAttrCase<"hot_path", 18>,
      I32EnumAttrCase<"cold_path", 19>]> {
  let cppNamespace = "::vct::vir";
  let genSpecializedAttr = 0;
}

def VIR_Strength : I32EnumAttr<"Strength", "request strength", [
      I32EnumAttrCase<"soft", 0>, I32EnumAttrCase<"strong", 1>]> {
  let cppNamespace = "::vct::vir";
  let genSpecializedAttr = 0;
}

#endif // VCT_DIALECT_VIR_IR_VIRENUMS_TD
