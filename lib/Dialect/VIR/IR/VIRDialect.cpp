//===- VIRDialect.cpp - The VIR dialect -----------------------------------===//
//
// Dialect registration, constant materialization, the hooks that route
// `vir.*` attributes to the trait verifier. The inliner interface is in
// VIRInliner.cpp.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "StructLayout.h"
#include "TraitVerifier.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace vct::vir;

#include "vct/Dialect/VIR/IR/VIRDialect.cpp.inc"

void VIRDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "vct/Dialect/VIR/IR/VIROps.cpp.inc"
      >();
  registerInlinerInterface();
  detail::addStructLayoutCache(*this);
}

Operation *VIRDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  if (isa<PtrType>(type)) {
    if (isa<ZeroInitAttr>(value))
      return NullOp::create(builder, loc, type);
    if (auto symbol = dyn_cast<FlatSymbolRefAttr>(value))
      return AddressOfOp::create(builder, loc, type, symbol);
    return nullptr;
  }
  auto typed = dyn_cast<TypedAttr>(value);
  if (!typed || typed.getType() != type || !isVIRValueType(type))
    return nullptr;
  if (!isa<IntegerAttr, FloatAttr, DenseElementsAttr>(value))
    return nullptr;
  return ConstantOp::create(builder, loc, typed);
}

LogicalResult VIRDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attr) {
  return detail::verifyOpTraitAttribute(op, attr);
}

LogicalResult VIRDialect::verifyRegionArgAttribute(Operation *op,
                                                   unsigned regionIndex,
                                                   unsigned argIndex,
                                                   NamedAttribute attr) {
  (void)regionIndex;
  return detail::verifyFuncArgAttribute(op, argIndex, attr);
}

LogicalResult VIRDialect::verifyRegionResultAttribute(Operation *op,
                                                      unsigned regionIndex,
                                                      unsigned resultIndex,
                                                      NamedAttribute attr) {
  (void)regionIndex;
  (void)resultIndex;
  return detail::verifyFuncResultAttribute(op, attr);
}
