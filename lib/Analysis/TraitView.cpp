//===- TraitView.cpp - Epoch-checked access to traits ---------------------===//
//
// Splits a subject's trait list by epoch validity (ARCHITECTURE §4.3).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The epoch governing traits owned by `owner`; none outside functions.
static std::optional<int64_t> getEpoch(FuncOp owner) {
  if (!owner)
    return std::nullopt;
  return owner.getCurrentEpoch();
}

TraitView::TraitView(ArrayRef<Attribute> traits, std::optional<int64_t> epoch) {
  for (Attribute attr : traits) {
    auto trait = dyn_cast<TraitAttrInterface>(attr);
    if (!trait)
      continue;
    if (epoch && trait.getEpoch() == *epoch)
      valid.push_back(trait);
    else
      stale.push_back(trait);
  }
}

TraitView TraitView::forOp(Operation *op) {
  return TraitView(getTraitList(op), getEpoch(getEpochOwner(op)));
}

TraitView TraitView::forArgument(FuncOp func, unsigned index) {
  return TraitView(getArgTraitList(func, index), getEpoch(func));
}

TraitView TraitView::forCallArgument(CallOp call, unsigned index) {
  return TraitView(getCallArgTraitList(call, index),
                   getEpoch(getEpochOwner(call)));
}

TraitView TraitView::forValue(Value value) {
  if (Operation *def = value.getDefiningOp()) {
    if (def->getNumResults() == 1)
      return forOp(def);
    return TraitView({}, std::nullopt);
  }
  auto arg = cast<BlockArgument>(value);
  Block *block = arg.getOwner();
  auto func = dyn_cast_or_null<FuncOp>(block->getParentOp());
  if (!func || !block->isEntryBlock())
    return TraitView({}, std::nullopt);
  return forArgument(func, arg.getArgNumber());
}

TraitView TraitView::forList(ArrayRef<Attribute> traits, int64_t epoch) {
  return TraitView(traits, epoch);
}

RequestAttr TraitView::getRequest(RequestKind kind) const {
  for (TraitAttrInterface trait : valid)
    if (auto req = dyn_cast<RequestAttr>(trait); req && req.getKind() == kind)
      return req;
  return {};
}

SmallVector<RequestAttr> TraitView::getRequests() const {
  SmallVector<RequestAttr> requests;
  for (TraitAttrInterface trait : valid)
    if (auto req = dyn_cast<RequestAttr>(trait))
      requests.push_back(req);
  return requests;
}
