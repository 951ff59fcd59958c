//===- VIRTypes.td - VIR types -----------------------------*- tablegen -*-===//
//
// VIR's own types: the opaque pointer and the two aggregate types used as
// allocation and address-computation element types. Scalars and vectors are
// builtin types.
//
//===----------------------------------------------------------------------===//

#ifndef VCT_DIALECT_VIR_IR_VIRTYPES_TD
#define VCT_DIALECT_VIR_IR_VIRTYPES_TD

include "vct/Dialect/VIR/IR/VIRDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/DataLayoutInterfaces.td"
include "mlir/Interfaces/MemorySlotInterfaces.td"
include "mlir/IR/BuiltinTypeInterfaces.td"

class VIR_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<VIR_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

//===----------------------------------------------------------------------===//
// PtrType
//===----------------------------------------------------------------------===//

def VIR_PtrType : VIR_Type<"Ptr", "ptr",
    [VectorElementTypeInterface,
     DeclareTypeInterfaceMethods<DataLayoutTypeInterface,
                                 ["getABIAlignment",
                                  "getPreferredAlignment"]>]> {
  let summary = "opaque pointer";
  let description = [{
    An address in the single address space. A pointer carries no pointee type:
    the type of a memory access is given by the operation that performs it.
    Pointers are 64 bits wide.

    Example: `!vir.ptr`
  }];
}

//===----------------------------------------------------------------------===//
// StructType
//===----------------------------------------------------------------------===//

def VIR_StructType : VIR_Type<"Struct", "struct",
    [DeclareTypeInterfaceMethods<DataLayoutTypeInterface,
                                 ["getABIAlignment",
                                  "getPreferredAlignment"]>,
     DeclareTypeInterfaceMethods<DestructurableTypeInterface>]> {
  let summary = "literal structure type";
  let description = [{
    An ordered sequence of field types laid out with the C ABI of x86-64: each
    field at the next offset aligned for it, the whole padded to its largest
    alignment. A `packed` structure has no padding and alignment 1. Structures
    are literal: two structures with the same fields are the same type.

    Examples: `!vir.struct<i32, f64>`, `!vir.struct<packed i8, i32>`,
    `!vir.struct<>`
  }];
  let parameters = (ins OptionalArrayRefParameter<"::mlir::Type">:$body,
                        "bool":$packed);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The byte offset of field `index` within the structure.
    uint64_t getFieldOffset(unsigned index) const;
  }];
}

//===----------------------------------------------------------------------===//
// ArrayType
//===----------------------------------------------------------------------===//

def VIR_ArrayType : VIR_Type<"Array", "array",
    [DeclareTypeInterfaceMethods<DataLayoutTypeInterface,
                                 ["getABIAlignment",
                                  "getPreferredAlignment"]>,
     DeclareTypeInterfaceMethods<DestructurableTypeInterface>]> {
  let summary = "fixed-size array type";
  let description = [{
    `numElements` consecutive elements of `elementType`, each at a multiple of
    the element's size.

    Example: `!vir.array<10 x i32>`, `!vir.array<4 x !vir.struct<i8, i64>>`
  }];
  let parameters = (ins "uint64_t":$numElements, "::mlir::Type":$elementType);
  let assemblyFormat = "`<` $numElements `x` $elementType `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Type constraints
//===----------------------------------------------------------------------===//

def VIR_Ptr : Type<CPred<"::llvm::isa<::vct::vir::PtrType>($_self)">,
                   "VIR pointer", "::vct::vir::PtrType">,
              BuildableType<"::vct::vir::PtrType::get($_builder.getContext())">;

def VIR_AnyInt : Type<CPred<"::vct::vir::isVIRIntegerType($_self)">,
                      "signless integer of 1 to 64 bits",
                      "::mlir::IntegerType">;
def VIR_AnyFloat : Type<CPred<"::llvm::isa<::mlir::Float32Type, "
                              "::mlir::Float64Type, ::mlir::Float80Type>"
                              "($_self)">,
                        "f32, f64 or f80", "::mlir::FloatType">;

def VIR_IntVector : Type<CPred<"::vct::vir::isVIRVectorOf($_self, "
                               "::vct::vir::isVIRIntegerType)">,
                         "vector of integers">;
def VIR_FloatVector : Type<CPred<"::vct::vir::isVIRVectorOf($_self, "
                                 "::vct::vir::isVIRFloatType)">,
                           "vector of f32 or f64">;
def VIR_PtrVector : Type<CPred<"::vct::vir::isVIRVectorOf($_self, "
                               "::vct::vir::isVIRPtrType)">,
                         "vector of pointers">;
def VIR_AnyVector : Type<CPred<"::vct::vir::isVIRVectorOf($_self, "
                               "::vct::vir::isVIRScalarType)">,
                         "vector of VIR scalars">;

def VIR_IntLike : AnyTypeOf<[VIR_AnyInt, VIR_IntVector]>;
def VIR_FloatLike : AnyTypeOf<[VIR_AnyFloat, VIR_FloatVector]>;
def VIR_Scalar : AnyTypeOf<[VIR_AnyInt, VIR_AnyFloat, VIR_Ptr]>;
def VIR_Value : Type<CPred<"::vct::vir::isVIRValueType($_self)">,
                     "VIR value type (integer, float, pointer or vector)">;
def VIR_Bool : Type<CPred<"::vct::vir::isVIRBoolLike($_self)">,
                    "i1 or vector of i1">;
def VIR_IntOrPtr : AnyTypeOf<[VIR_AnyInt, VIR_Ptr, VIR_IntVector,
                              VIR_PtrVector]>;

#endif // VCT_DIALECT_VIR_IR_VIRTYPES_TD
