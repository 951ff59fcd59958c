//===- AliasInfo.cpp - May-alias answers from traits ----------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

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

bool vct::isVolatileOrAtomicAccess(Operation *op) {
  if (isa<AtomicRMWOp, CmpXchgOp, FenceOp>(op))
    return true;
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getVolatile_() || load.getOrdering();
  if (auto store = dyn_cast<StoreOp>(op))
    return store.getVolatile_() || store.getOrdering();
  if (auto copy = dyn_cast<MemcpyOp>(op))
    return copy.getVolatile_();
  if (auto move = dyn_cast<MemmoveOp>(op))
    return move.getVolatile_();
  if (auto set = dyn_cast<MemsetOp>(op))
    return set.getVolatile_();
  return false;
}

bool vct::isInRegionBarrier(Operation *op) {
  return isa<OpaqueRegionOp>(op) || op->getParentOfType<OpaqueRegionOp>();
}

/// The constant value of `value`, an integer, if it is one that fits.
static std::optional<int64_t> getConstantInt(Value value) {
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)) ||
      constant.getSignificantBits() > 64)
    return std::nullopt;
  return constant.getSExtValue();
}

std::optional<int64_t> vct::getConstantGEPOffset(Operation *op) {
  auto gep = dyn_cast<GEPOp>(op);
  if (!gep)
    return std::nullopt;
  Type type = gep.getElemType();
  int64_t offset = 0;
  auto add = [&](int64_t count, uint64_t size) {
    int64_t bytes;
    return size <= static_cast<uint64_t>(INT64_MAX) &&
           !llvm::MulOverflow(count, static_cast<int64_t>(size), bytes) &&
           !llvm::AddOverflow(offset, bytes, offset);
  };
  for (auto [position, arg] : llvm::enumerate(gep.getIndices())) {
    std::optional<int64_t> index =
        arg.isDynamic() ? getConstantInt(arg.getValue())
                        : std::optional<int64_t>(arg.getConstant());
    if (!index)
      return std::nullopt;
    if (position == 0) {
      if (!add(*index, getAllocSize(type)))
        return std::nullopt;
    } else if (auto array = dyn_cast<ArrayType>(type)) {
      type = array.getElementType();
      if (!add(*index, getAllocSize(type)))
        return std::nullopt;
    } else if (auto structure = dyn_cast<StructType>(type)) {
      if (*index < 0 ||
          static_cast<size_t>(*index) >= structure.getBody().size())
        return std::nullopt;
      if (!add(1, structure.getFieldOffset(*index)))
        return std::nullopt;
      type = structure.getBody()[*index];
    } else {
      return std::nullopt;
    }
  }
  return offset;
}

MemoryLocation MemoryLocation::get(Value address,
                                   std::optional<uint64_t> size) {
  std::optional<int64_t> offset = 0;
  while (auto gep = address.getDefiningOp<GEPOp>()) {
    std::optional<int64_t> step = getConstantGEPOffset(gep);
    if (!step)
      break;
    if (llvm::AddOverflow(*offset, *step, *offset))
      return {getUnderlyingObject(address), std::nullopt, size};
    address = gep.getBase();
  }
  return {address, offset, size};
}

/// The length of a memory intrinsic in bytes, if it is a constant.
static std::optional<uint64_t> getLength(Value length) {
  std::optional<int64_t> bytes = getConstantInt(length);
  if (!bytes || *bytes < 0)
    return std::nullopt;
  return static_cast<uint64_t>(*bytes);
}

std::optional<SmallVector<MemoryLocation, 2>>
vct::getAccessedLocations(Operation *op) {
  using Locations = std::optional<SmallVector<MemoryLocation, 2>>;
  return TypeSwitch<Operation *, Locations>(op)
      .Case([](LoadOp load) {
        return SmallVector<MemoryLocation, 2>{
            MemoryLocation::get(load.getAddr(), getStoreSize(load.getType()))};
      })
      .Case([](StoreOp store) {
        return SmallVector<MemoryLocation, 2>{MemoryLocation::get(
            store.getAddr(), getStoreSize(store.getValue().getType()))};
      })
      .Case<MemcpyOp, MemmoveOp>([](auto copy) {
        std::optional<uint64_t> size = getLength(copy.getLen());
        return SmallVector<MemoryLocation, 2>{
            MemoryLocation::get(copy.getDst(), size),
            MemoryLocation::get(copy.getSrc(), size)};
      })
      .Case([](MemsetOp set) {
        return SmallVector<MemoryLocation, 2>{
            MemoryLocation::get(set.getDst(), getLength(set.getLen()))};
      })
      .Default([](Operation *) -> Locations { return std::nullopt; });
}

Value vct::getUnderlyingObject(Value address) {
  while (auto gep = address.getDefiningOp<GEPOp>())
    address = gep.getBase();
  return address;
}

bool vct::readsImmutableMemory(Operation *op) {
  auto load = dyn_cast<LoadOp>(op);
  return load && !isVolatileOrAtomicAccess(load) &&
         TraitView::forValue(getUnderlyingObject(load.getAddr()))
             .has<ImmutableAttr>();
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
  if (covers(factA, factB) || covers(factB, factA))
    return true;
  // Module scopes name global variables, the same in every function: two
  // accesses each within globals (every scope of theirs a module scope)
  // that share none touch different objects. This separates a callee's
  // accesses to one global from the caller's to another once inlined.
  auto withinGlobals = [](NoAliasAttr fact) {
    ArrayAttr scopes = fact.getAliasScopes();
    return scopes && !scopes.empty() &&
           llvm::all_of(scopes, [](Attribute scope) {
             return isModuleScope(dyn_cast<StringAttr>(scope));
           });
  };
  if (!withinGlobals(factA) || !withinGlobals(factB))
    return false;
  return llvm::none_of(factA.getAliasScopes(), [&](Attribute scope) {
    return llvm::is_contained(factB.getAliasScopes().getValue(), scope);
  });
}

/// The epoch-valid `#vir.tbaa` of `op`, a load or store; null otherwise.
static TBAAAttr getTypeTag(Operation *op) {
  if (!isa<LoadOp, StoreOp>(op))
    return {};
  return TraitView::forOp(op).get<TBAAAttr>();
}

bool vct::mayAliasByType(TBAAAttr a, TBAAAttr b) {
  ArrayRef<Attribute> pathA = a.getTypePath().getValue();
  ArrayRef<Attribute> pathB = b.getTypePath().getValue();
  if (pathA.empty() || pathB.empty() || pathA.back() != pathB.back())
    return true; // different type trees say nothing about each other
  // One type is the other's ancestor (or the same) when its path is a
  // suffix of the other's.
  auto isSuffix = [](ArrayRef<Attribute> shorter, ArrayRef<Attribute> longer) {
    return shorter.size() <= longer.size() &&
           longer.take_back(shorter.size()) == shorter;
  };
  return isSuffix(pathA, pathB) || isSuffix(pathB, pathA);
}

/// True if C's strict-aliasing rule separates `a` and `b`: both are loads or
/// stores with epoch-valid `#vir.tbaa` facts of unrelated types.
static bool separatedByTypes(Operation *a, Operation *b) {
  TBAAAttr tagA = getTypeTag(a), tagB = getTypeTag(b);
  return tagA && tagB && !mayAliasByType(tagA, tagB);
}

AliasResult AliasInfo::alias(Operation *a, Operation *b) const {
  // Traits on the operations themselves may separate even calls and opaque
  // regions; nothing else does for code inside a barrier (O-34).
  if (separatedByScopes(a, b))
    return AliasResult::NoAlias;
  if (isInRegionBarrier(a) || isInRegionBarrier(b))
    return AliasResult::MayAlias;
  // Calls and opaque regions have no addresses among their operands.
  SmallVector<Value, 2> addressesA = getAccessAddresses(a);
  SmallVector<Value, 2> addressesB = getAccessAddresses(b);
  if (!addressesA.empty() && !addressesB.empty() &&
      separatedByRestrict(addressesA, addressesB))
    return AliasResult::NoAlias;
  if (separatedByTypes(a, b))
    return AliasResult::NoAlias;
  // Arithmetic on one base (ARCHITECTURE §5.7).
  std::optional<SmallVector<MemoryLocation, 2>> locationsA =
      getAccessedLocations(a);
  std::optional<SmallVector<MemoryLocation, 2>> locationsB =
      getAccessedLocations(b);
  if (!locationsA || !locationsB)
    return AliasResult::MayAlias;
  if (locationsA->size() == 1 && locationsB->size() == 1)
    return alias(locationsA->front(), locationsB->front());
  for (const MemoryLocation &x : *locationsA)
    for (const MemoryLocation &y : *locationsB)
      if (alias(x, y) != AliasResult::NoAlias)
        return AliasResult::MayAlias;
  return AliasResult::NoAlias;
}

AliasResult AliasInfo::alias(const MemoryLocation &a, const MemoryLocation &b) {
  if (a.base != b.base || !a.offset || !b.offset || !a.size || !b.size)
    return AliasResult::MayAlias;
  if (*a.size == 0 || *b.size == 0)
    return AliasResult::NoAlias;
  // [offset, offset + size) on each side; a range that wraps is not
  // compared.
  int64_t startA = *a.offset, startB = *b.offset, endA, endB;
  if (*a.size > static_cast<uint64_t>(INT64_MAX) ||
      *b.size > static_cast<uint64_t>(INT64_MAX) ||
      llvm::AddOverflow(startA, static_cast<int64_t>(*a.size), endA) ||
      llvm::AddOverflow(startB, static_cast<int64_t>(*b.size), endB))
    return AliasResult::MayAlias;
  if (endA <= startB || endB <= startA)
    return AliasResult::NoAlias;
  if (startA == startB && endA == endB)
    return AliasResult::MustAlias;
  return AliasResult::PartialAlias;
}

bool AliasInfo::mayClobber(Operation *writer, Operation *access) const {
  // Writing immutable memory would be undefined behaviour.
  if (readsImmutableMemory(access))
    return false;
  if (isa<OpaqueRegionOp>(writer))
    return alias(writer, access) != AliasResult::NoAlias;
  if (isa<CallOp>(writer)) {
    if (TraitView::forOp(writer).has<NoWriteAttr>())
      return false;
    return alias(writer, access) != AliasResult::NoAlias;
  }
  if (isa<StoreOp, MemcpyOp, MemmoveOp, MemsetOp>(writer))
    return alias(writer, access) != AliasResult::NoAlias;
  // Anything else: writes memory if its effects say so, or may if it does
  // not say.
  auto effects = dyn_cast<MemoryEffectOpInterface>(writer);
  if (!effects)
    return true;
  return effects.hasEffect<MemoryEffects::Write>();
}
