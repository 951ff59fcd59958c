//===- AliasInfo.cpp - May-alias answers from traits ----------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"

MLIR_DEFINE_EXPLICIT_TYPE_ID(vct::AliasInfo)

using namespace mlir;
using namespace vct;
using namespace vct::vir;

static int64_t getFunctionEpoch(Operation *func) {
  return cast<FuncOp>(func).getCurrentEpoch();
}

AliasInfo::AliasInfo(Operation *op) : func(op), epoch(getFunctionEpoch(op)) {}

bool AliasInfo::isInvalidated(const AnalysisManager::PreservedAnalyses &pa) {
  return !pa.isPreserved<AliasInfo>() || getFunctionEpoch(func) != epoch;
}

bool vct::isInRegionBarrier(Operation *op) {
  return isa<OpaqueRegionOp>(op) || op->getParentOfType<OpaqueRegionOp>();
}

/// The addresses `op` accesses, or nullopt when it is not a memory access
/// whose addresses are its operands (calls and opaque regions).
static std::optional<SmallVector<Value, 2>>
getAccessedAddresses(Operation *op) {
  return TypeSwitch<Operation *, std::optional<SmallVector<Value, 2>>>(op)
      .Case([](LoadOp load) { return SmallVector<Value, 2>{load.getAddr()}; })
      .Case(
          [](StoreOp store) { return SmallVector<Value, 2>{store.getAddr()}; })
      .Case<MemcpyOp, MemmoveOp>([](auto copy) {
        return SmallVector<Value, 2>{copy.getDst(), copy.getSrc()};
      })
      .Case([](MemsetOp set) { return SmallVector<Value, 2>{set.getDst()}; })
      .Default([](Operation *) { return std::nullopt; });
}

Value vct::getUnderlyingObject(Value address) {
  while (auto gep = address.getDefiningOp<GEPOp>())
    address = gep.getBase();
  return address;
}

/// True if `object` is a pointer with an epoch-valid unscoped restrict.
static bool isRestrict(Value object) {
  RestrictAttr restrict = TraitView::forValue(object).get<RestrictAttr>();
  return restrict && !restrict.getScope();
}

/// True if `object` is an identified object: a function argument, a stack
/// slot, a global's address, or a restrict pointer. Pointers loaded from
/// memory or computed otherwise may be derived from anything.
static bool isIdentifiedObject(Value object) {
  if (auto argument = dyn_cast<BlockArgument>(object))
    return isa<FuncOp>(argument.getOwner()->getParentOp()) &&
           argument.getOwner()->isEntryBlock();
  if (isa_and_nonnull<AllocaOp, AddressOfOp>(object.getDefiningOp()))
    return true;
  return isRestrict(object);
}

/// True if the restrict rule separates every address of `a` from every
/// address of `b`.
static bool separatedByRestrict(ArrayRef<Value> a, ArrayRef<Value> b) {
  for (Value x : a) {
    for (Value y : b) {
      Value objectX = getUnderlyingObject(x), objectY = getUnderlyingObject(y);
      if (objectX == objectY)
        return false;
      bool separated = (isRestrict(objectX) && isIdentifiedObject(objectY)) ||
                       (isRestrict(objectY) && isIdentifiedObject(objectX));
      if (!separated)
        return false;
    }
  }
  return true;
}

/// True if the scoped no-alias facts of `a` and `b` separate them.
static bool separatedByScopes(Operation *a, Operation *b) {
  NoAliasAttr factA = TraitView::forOp(a).get<NoAliasAttr>();
  NoAliasAttr factB = TraitView::forOp(b).get<NoAliasAttr>();
  if (!factA || !factB)
    return false;
  auto covers = [](NoAliasAttr from, NoAliasAttr to) {
    ArrayAttr scopes = from.getAliasScopes();
    ArrayAttr excluded = to.getNoaliasScopes();
    if (!scopes || scopes.empty() || !excluded)
      return false;
    return llvm::all_of(scopes, [&](Attribute scope) {
      return llvm::is_contained(excluded.getValue(), scope);
    });
  };
  return covers(factA, factB) || covers(factB, factA);
}

AliasResult AliasInfo::alias(Operation *a, Operation *b) const {
  // Traits on the operations themselves may separate even calls and opaque
  // regions; nothing else does for code inside a barrier (O-34).
  if (separatedByScopes(a, b))
    return AliasResult::NoAlias;
  if (isInRegionBarrier(a) || isInRegionBarrier(b))
    return AliasResult::MayAlias;
  std::optional<SmallVector<Value, 2>> addressesA = getAccessedAddresses(a);
  std::optional<SmallVector<Value, 2>> addressesB = getAccessedAddresses(b);
  if (addressesA && addressesB && separatedByRestrict(*addressesA, *addressesB))
    return AliasResult::NoAlias;
  return AliasResult::MayAlias;
}

bool AliasInfo::mayClobber(Operation *writer, Operation *access) const {
  if (isa<OpaqueRegionOp>(writer))
    return alias(writer, access) == AliasResult::MayAlias;
  if (isa<CallOp>(writer)) {
    if (TraitView::forOp(writer).has<NoWriteAttr>())
      return false;
    return alias(writer, access) == AliasResult::MayAlias;
  }
  if (isa<StoreOp, MemcpyOp, MemmoveOp, MemsetOp>(writer))
    return alias(writer, access) == AliasResult::MayAlias;
  // Anything else: writes memory if its effects say so, or may if it does
  // not say.
  auto effects = dyn_cast<MemoryEffectOpInterface>(writer);
  if (!effects)
    return true;
  return effects.hasEffect<MemoryEffects::Write>();
}
