//===- VIRDialect.cpp - The VIR dialect -----------------------------------===//
//
// Dialect registration, constant materialization, the hooks that route
// `vir.*` attributes to the trait verifier, and the inliner interface.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "TraitVerifier.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace vct::vir;

#include "vct/Dialect/VIR/IR/VIRDialect.cpp.inc"

namespace {
/// Lets MLIR's inliner copy VIR function bodies into VIR callers. Whether a
/// call should be inlined is decided by VCT's inline pass; this interface only
/// states what is legal.
struct VIRInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  /// A variadic callee reads its extra arguments through the call frame
  /// itself, so its body cannot be copied into a caller.
  bool isLegalToInline(Operation *, Operation *callable,
                       bool) const final {
    auto func = dyn_cast<FuncOp>(callable);
    return func && !func.getVariadic();
  }

  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }

  /// Multi-block callee: a `vir.return` becomes a branch to the block after
  /// the call.
  void handleTerminator(Operation *op, Block *newDest) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret)
      return;
    OpBuilder builder(op);
    BrOp::create(builder, op->getLoc(), newDest, ret->getOperands());
    op->erase();
  }

  /// Single-block callee: the returned value replaces the call's result.
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto ret = cast<ReturnOp>(op);
    for (auto [from, to] : llvm::zip(valuesToRepl, ret->getOperands()))
      from.replaceAllUsesWith(to);
  }
};
} // namespace

void VIRDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "vct/Dialect/VIR/IR/VIROps.cpp.inc"
      >();
  addInterfaces<VIRInlinerInterface>();
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
