//===- VIRMemorySlot.cpp - Memory-slot interfaces of VIR ------------------===//
//
// The memory-slot interfaces that let MLIR's generic mem2reg
// (`tryToPromoteMemorySlots`) and SROA (`tryToDestructureMemorySlots`) work on
// VIR. `vir.alloca` owns the slots; `vir.load`, `vir.store`, `vir.memset`,
// `vir.memcpy` and `vir.memmove` access them; `vir.gep` addresses their parts;
// `!vir.struct` and `!vir.array` split into fields and elements. Only an alloca
// without `count` that carries an epoch-valid `#vir.nocapture` is a slot: the
// trait is the front end's promise that the slot's address never escapes, and
// a stale one no longer promises anything.
//
// The rules follow the LLVM dialect's implementation, more strictly where that
// keeps them simple: promotion needs loads and stores of exactly the slot's
// type (no bit casts); volatile and atomic accesses to the slot pointer block
// both promotion and destructuring; memory intrinsics are only handled with
// constant lengths. Sizes and offsets come from VIR's fixed layout.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/MemorySlotInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Returns true if `op` carries an epoch-valid `#vir.nocapture`. A stale one
/// (stamped at an earlier epoch of the function) no longer vouches for
/// anything and is ignored.
static bool hasNoCaptureTrait(Operation *op) {
  FuncOp owner = getEpochOwner(op);
  return llvm::any_of(getTraitList(op), [&](Attribute attr) {
    auto noCapture = dyn_cast<NoCaptureAttr>(attr);
    return noCapture && isEpochValid(noCapture, owner);
  });
}

/// The number of bytes an object of `type` occupies: the bytes a load or store
/// of a value type touches, the whole size of an aggregate. VIR's layout is
/// fixed, so this is VIR's own store size rather than the default layout MLIR
/// gives builtin types (which differs for some vectors).
static uint64_t getTypeByteSize(Type type) { return getStoreSize(type); }

/// The attribute naming subelement `index` of an aggregate slot: an i32
/// integer, as the destructurable types produce.
static IntegerAttr getSubelementIndex(MLIRContext *context, uint64_t index) {
  return IntegerAttr::get(IntegerType::get(context, 32), index);
}

/// Returns `numBytes` bytes as a type, to describe the part of a slot that an
/// address derived from the slot pointer may still reach.
static ArrayType getByteArrayType(MLIRContext *context, uint64_t numBytes) {
  return ArrayType::get(context, numBytes, IntegerType::get(context, 8));
}

namespace {
/// One field of a structure or element of an array.
struct Subelement {
  /// The byte offset of the subelement within its aggregate.
  uint64_t offset;
  /// The type of the subelement.
  Type type;
};
} // namespace

/// Returns subelement `index` of the VIR aggregate `type`, or nullopt when
/// `type` is not an aggregate or has no such subelement. Offsets follow VIR's
/// fixed layout.
static std::optional<Subelement> getSubelement(Type type, uint64_t index) {
  if (auto structType = dyn_cast<StructType>(type)) {
    ArrayRef<Type> body = structType.getBody();
    if (index >= body.size())
      return std::nullopt;
    return Subelement{structType.getFieldOffset(static_cast<unsigned>(index)),
                      body[index]};
  }
  if (auto arrayType = dyn_cast<ArrayType>(type)) {
    if (index >= arrayType.getNumElements())
      return std::nullopt;
    Type elemType = arrayType.getElementType();
    return Subelement{index * getAllocSize(elemType), elemType};
  }
  return std::nullopt;
}

/// Returns the constant value of `value`, or nullopt if it is not a constant
/// integer of at most 64 bits.
static std::optional<APInt> getConstantInt(Value value) {
  APInt result;
  if (!matchPattern(value, m_ConstantInt(&result)) || result.getBitWidth() > 64)
    return std::nullopt;
  return result;
}

/// Returns the value of a GEP index if it is a constant (written in place or
/// defined by a constant operation), nullopt otherwise.
static std::optional<int64_t> getConstantGEPIndex(const GEPArg &index) {
  if (!index.isDynamic())
    return index.getConstant();
  if (std::optional<APInt> value = getConstantInt(index.getValue()))
    return value->getSExtValue();
  return std::nullopt;
}

/// Returns true if the only blocking use is `expected` and it uses the slot
/// pointer itself (not an address derived from it).
static bool isOnlyBlockingUse(const SmallPtrSetImpl<OpOperand *> &blockingUses,
                              OpOperand &expected, const MemorySlot &slot) {
  return blockingUses.size() == 1 && *blockingUses.begin() == &expected &&
         expected.get() == slot.ptr;
}

/// Returns true if a load or store of `type` transfers exactly the
/// `getTypeByteSize(type)` bytes of its memory, with no padding bits: an
/// integer of a whole number of bytes, a float, a pointer, or a vector of
/// whole-byte integers or floats without trailing padding.
static bool isWholeBytesValueType(Type type) {
  if (isa<PtrType, Float32Type, Float64Type>(type))
    return true;
  uint64_t sizeInBits = getTypeByteSize(type) * 8;
  if (auto intType = dyn_cast<IntegerType>(type))
    return intType.getWidth() % 8 == 0 && intType.getWidth() == sizeInBits;
  if (auto vectorType = dyn_cast<VectorType>(type)) {
    Type elemType = vectorType.getElementType();
    if (!isa<IntegerType, Float32Type, Float64Type>(elemType) ||
        vectorType.getRank() != 1 || vectorType.isScalable())
      return false;
    uint64_t elemBits = elemType.getIntOrFloatBitWidth();
    return elemBits % 8 == 0 &&
           elemBits * vectorType.getNumElements() == sizeInBits;
  }
  return false;
}

/// Returns the constant length of a memory intrinsic, or nullopt.
static std::optional<uint64_t> getStaticLength(Value len) {
  if (std::optional<APInt> value = getConstantInt(len))
    return value->getZExtValue();
  return std::nullopt;
}

/// Creates a constant of the integer type `type` with the value `value`, which
/// must fit the type as an unsigned number.
static Value createIntConstant(OpBuilder &builder, Location loc,
                               IntegerType type, uint64_t value) {
  auto attr = IntegerAttr::get(type, APInt(type.getWidth(), value));
  return ConstantOp::create(builder, loc, cast<TypedAttr>(attr));
}

//===----------------------------------------------------------------------===//
// AllocaOp
//===----------------------------------------------------------------------===//

SmallVector<MemorySlot> AllocaOp::getPromotableSlots() {
  if (getCount() || !hasNoCaptureTrait(*this))
    return {};
  // As in the LLVM dialect, only allocations made once per function call.
  if (!getOperation()->getBlock()->isEntryBlock())
    return {};
  // A slot is replaced by SSA values of its type, so it must be a value type
  // (aggregates are split by SROA first).
  if (!isVIRValueType(getElemType()))
    return {};
  return {MemorySlot{getRes(), getElemType()}};
}

Value AllocaOp::getDefaultValue(const MemorySlot &slot, OpBuilder &builder) {
  return UndefOp::create(builder, getLoc(), slot.elemType);
}

void AllocaOp::handleBlockArgument(const MemorySlot &slot,
                                   BlockArgument argument, OpBuilder &builder) {
}

std::optional<PromotableAllocationOpInterface>
AllocaOp::handlePromotionComplete(const MemorySlot &slot, Value defaultValue,
                                  OpBuilder &builder) {
  if (defaultValue && defaultValue.use_empty())
    defaultValue.getDefiningOp()->erase();
  this->erase();
  return std::nullopt;
}

SmallVector<DestructurableMemorySlot> AllocaOp::getDestructurableSlots() {
  if (getCount() || !hasNoCaptureTrait(*this))
    return {};
  auto destructurable = dyn_cast<DestructurableTypeInterface>(getElemType());
  if (!destructurable)
    return {};
  std::optional<DenseMap<Attribute, Type>> subelementTypes =
      destructurable.getSubelementIndexMap();
  if (!subelementTypes)
    return {};
  return {DestructurableMemorySlot{{getRes(), getElemType()},
                                   std::move(*subelementTypes)}};
}

/// Creates one alloca per used subelement, right after this one, in
/// subelement order. Each new alloca carries this alloca's traits, and an
/// alignment at least that of the subelement's address in the original slot,
/// so that accesses keep the alignment they were written with.
DenseMap<Attribute, MemorySlot> AllocaOp::destructure(
    const DestructurableMemorySlot &slot,
    const SmallPtrSetImpl<Attribute> &usedIndices, OpBuilder &builder,
    SmallVectorImpl<DestructurableAllocationOpInterface> &newAllocators) {
  assert(slot.ptr == getRes() && "expected this alloca's slot");
  builder.setInsertionPointAfter(*this);

  Type slotType = getElemType();
  Attribute traits = (*this)->getAttr(VIRDialect::getTraitsAttrName());
  uint64_t slotAlign =
      getAlignment().value_or(vct::vir::getABIAlignment(slotType));
  if (!llvm::isPowerOf2_64(slotAlign))
    slotAlign = vct::vir::getABIAlignment(slotType);

  DenseMap<Attribute, MemorySlot> subslots;
  for (uint64_t i = 0, e = slot.subelementTypes.size(); i < e; ++i) {
    IntegerAttr index = getSubelementIndex(getContext(), i);
    if (!usedIndices.contains(index))
      continue;
    std::optional<Subelement> subelement = getSubelement(slotType, i);
    assert(subelement && "used index must exist");

    auto subAlloca = AllocaOp::create(builder, getLoc(), subelement->type);
    if (traits)
      subAlloca->setAttr(VIRDialect::getTraitsAttrName(), traits);
    uint64_t align =
        llvm::commonAlignment(llvm::Align(slotAlign), subelement->offset)
            .value();
    if (align > vct::vir::getABIAlignment(subelement->type))
      subAlloca.setAlignment(align);

    newAllocators.push_back(subAlloca);
    subslots.try_emplace(index,
                         MemorySlot{subAlloca.getRes(), subelement->type});
  }
  return subslots;
}

std::optional<DestructurableAllocationOpInterface>
AllocaOp::handleDestructuringComplete(const DestructurableMemorySlot &slot,
                                      OpBuilder &builder) {
  assert(slot.ptr == getRes() && "expected this alloca's slot");
  this->erase();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// LoadOp
//===----------------------------------------------------------------------===//

bool LoadOp::loadsFrom(const MemorySlot &slot) { return getAddr() == slot.ptr; }

bool LoadOp::storesTo(const MemorySlot &slot) { return false; }

Value LoadOp::getStored(const MemorySlot &slot, OpBuilder &builder,
                        Value reachingDef, const DataLayout &dataLayout) {
  llvm_unreachable("vir.load does not store to a slot");
}

/// A load is replaced by the reaching definition when it reads the whole slot
/// with exactly the slot's type, and is neither volatile nor atomic.
bool LoadOp::canUsesBeRemoved(const MemorySlot &slot,
                              const SmallPtrSetImpl<OpOperand *> &blockingUses,
                              SmallVectorImpl<OpOperand *> &newBlockingUses,
                              const DataLayout &dataLayout) {
  return isOnlyBlockingUse(blockingUses, getAddrMutable(), slot) &&
         getRes().getType() == slot.elemType && !getVolatile_() &&
         !getOrderingAttr();
}

DeletionKind
LoadOp::removeBlockingUses(const MemorySlot &slot,
                           const SmallPtrSetImpl<OpOperand *> &blockingUses,
                           OpBuilder &builder, Value reachingDefinition,
                           const DataLayout &dataLayout) {
  assert(reachingDefinition.getType() == getRes().getType() &&
         "expected a reaching definition of the loaded type");
  getRes().replaceAllUsesWith(reachingDefinition);
  return DeletionKind::Delete;
}

LogicalResult
LoadOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                               SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                               const DataLayout &dataLayout) {
  return success(getAddr() != slot.ptr || getTypeByteSize(getRes().getType()) <=
                                              getTypeByteSize(slot.elemType));
}

/// A load from the start of an aggregate slot reads its first subelement; it
/// can be redirected to that subelement's slot if it stays within it.
bool LoadOp::canRewire(const DestructurableMemorySlot &slot,
                       SmallPtrSetImpl<Attribute> &usedIndices,
                       SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                       const DataLayout &dataLayout) {
  if (getVolatile_() || getOrderingAttr())
    return false;
  IntegerAttr index = getSubelementIndex(getContext(), 0);
  Type subslotType = slot.subelementTypes.lookup(index);
  if (!subslotType)
    return false;
  if (getTypeByteSize(getRes().getType()) > getTypeByteSize(subslotType))
    return false;
  usedIndices.insert(index);
  return true;
}

DeletionKind LoadOp::rewire(const DestructurableMemorySlot &slot,
                            DenseMap<Attribute, MemorySlot> &subslots,
                            OpBuilder &builder, const DataLayout &dataLayout) {
  getAddrMutable().set(subslots.at(getSubelementIndex(getContext(), 0)).ptr);
  return DeletionKind::Keep;
}

//===----------------------------------------------------------------------===//
// StoreOp
//===----------------------------------------------------------------------===//

bool StoreOp::loadsFrom(const MemorySlot &slot) { return false; }

bool StoreOp::storesTo(const MemorySlot &slot) { return getAddr() == slot.ptr; }

Value StoreOp::getStored(const MemorySlot &slot, OpBuilder &builder,
                         Value reachingDef, const DataLayout &dataLayout) {
  return getValue();
}

/// A store is dropped when it writes the whole slot with exactly the slot's
/// type, is neither volatile nor atomic, and does not store the slot pointer
/// itself.
bool StoreOp::canUsesBeRemoved(const MemorySlot &slot,
                               const SmallPtrSetImpl<OpOperand *> &blockingUses,
                               SmallVectorImpl<OpOperand *> &newBlockingUses,
                               const DataLayout &dataLayout) {
  return isOnlyBlockingUse(blockingUses, getAddrMutable(), slot) &&
         getValue() != slot.ptr && getValue().getType() == slot.elemType &&
         !getVolatile_() && !getOrderingAttr();
}

DeletionKind
StoreOp::removeBlockingUses(const MemorySlot &slot,
                            const SmallPtrSetImpl<OpOperand *> &blockingUses,
                            OpBuilder &builder, Value reachingDefinition,
                            const DataLayout &dataLayout) {
  return DeletionKind::Delete;
}

LogicalResult
StoreOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                                SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                                const DataLayout &dataLayout) {
  // Storing an address into the slot lets it escape.
  if (getValue() == slot.ptr)
    return failure();
  return success(getAddr() != slot.ptr ||
                 getTypeByteSize(getValue().getType()) <=
                     getTypeByteSize(slot.elemType));
}

/// A store to the start of an aggregate slot writes its first subelement; it
/// can be redirected to that subelement's slot if it stays within it.
bool StoreOp::canRewire(const DestructurableMemorySlot &slot,
                        SmallPtrSetImpl<Attribute> &usedIndices,
                        SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                        const DataLayout &dataLayout) {
  if (getVolatile_() || getOrderingAttr())
    return false;
  // Storing the slot pointer itself cannot be rewired.
  if (getValue() == slot.ptr)
    return false;
  IntegerAttr index = getSubelementIndex(getContext(), 0);
  Type subslotType = slot.subelementTypes.lookup(index);
  if (!subslotType)
    return false;
  if (getTypeByteSize(getValue().getType()) > getTypeByteSize(subslotType))
    return false;
  usedIndices.insert(index);
  return true;
}

DeletionKind StoreOp::rewire(const DestructurableMemorySlot &slot,
                             DenseMap<Attribute, MemorySlot> &subslots,
                             OpBuilder &builder, const DataLayout &dataLayout) {
  getAddrMutable().set(subslots.at(getSubelementIndex(getContext(), 0)).ptr);
  return DeletionKind::Keep;
}

//===----------------------------------------------------------------------===//
// GEPOp
//===----------------------------------------------------------------------===//

/// Returns true if every index of `gep` is a constant zero, so that its result
/// is its base.
static bool hasAllZeroIndices(GEPOp gep) {
  return llvm::all_of(gep.getIndices(), [](const GEPArg &index) {
    std::optional<int64_t> value = getConstantGEPIndex(index);
    return value && *value == 0;
  });
}

bool GEPOp::canUsesBeRemoved(const SmallPtrSetImpl<OpOperand *> &blockingUses,
                             SmallVectorImpl<OpOperand *> &newBlockingUses,
                             const DataLayout &dataLayout) {
  // A GEP that is a no-op can go once all its users stop using it.
  if (!hasAllZeroIndices(*this))
    return false;
  for (OpOperand &use : getRes().getUses())
    newBlockingUses.push_back(&use);
  return true;
}

DeletionKind
GEPOp::removeBlockingUses(const SmallPtrSetImpl<OpOperand *> &blockingUses,
                          OpBuilder &builder) {
  return DeletionKind::Delete;
}

/// Returns the number of bytes `gep` adds to its base, or nullopt if the
/// indices are not all non-negative constants, or do not select a subelement
/// of an aggregate.
static std::optional<uint64_t> getGEPByteOffset(GEPOp gep) {
  SmallVector<uint64_t> indices;
  for (const GEPArg &arg : gep.getIndices()) {
    std::optional<int64_t> index = getConstantGEPIndex(arg);
    if (!index || *index < 0)
      return std::nullopt;
    indices.push_back(static_cast<uint64_t>(*index));
  }
  if (indices.empty())
    return 0;

  Type currentType = gep.getElemType();
  if (!isVIRStorableType(currentType))
    return std::nullopt;
  uint64_t stride = getAllocSize(currentType);
  if (stride != 0 &&
      indices.front() > std::numeric_limits<uint64_t>::max() / stride)
    return std::nullopt;
  uint64_t offset = indices.front() * stride;

  for (uint64_t index : llvm::drop_begin(indices)) {
    std::optional<Subelement> subelement = getSubelement(currentType, index);
    if (!subelement)
      return std::nullopt;
    if (offset > std::numeric_limits<uint64_t>::max() - subelement->offset)
      return std::nullopt;
    offset += subelement->offset;
    currentType = subelement->type;
  }
  return offset;
}

namespace {
/// Where an address computed from an aggregate slot's pointer falls.
struct SubslotAccessInfo {
  /// The subelement that contains the address.
  uint32_t index;
  /// The offset of the address within that subelement.
  uint64_t subslotOffset;
};
} // namespace

/// Returns the subelement of `slot` that the address computed by `gep` (whose
/// base is the slot pointer) falls into, or nullopt when the address is not
/// constant, lies outside the slot or falls into padding.
static std::optional<SubslotAccessInfo>
getSubslotAccessInfo(const DestructurableMemorySlot &slot, GEPOp gep) {
  std::optional<uint64_t> offset = getGEPByteOffset(gep);
  if (!offset || *offset >= getTypeByteSize(slot.elemType))
    return std::nullopt;

  for (uint64_t i = 0, e = slot.subelementTypes.size(); i < e; ++i) {
    std::optional<Subelement> subelement = getSubelement(slot.elemType, i);
    if (!subelement)
      return std::nullopt;
    if (*offset < subelement->offset)
      continue;
    uint64_t subslotOffset = *offset - subelement->offset;
    if (subslotOffset >= getTypeByteSize(subelement->type))
      continue;
    // The rewired address is a constant GEP index.
    if (subslotOffset >
            static_cast<uint64_t>(std::numeric_limits<int32_t>::max()) ||
        i > static_cast<uint64_t>(std::numeric_limits<int32_t>::max()))
      return std::nullopt;
    return SubslotAccessInfo{static_cast<uint32_t>(i), subslotOffset};
  }
  return std::nullopt;
}

LogicalResult
GEPOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                              SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                              const DataLayout &dataLayout) {
  if (getBase() != slot.ptr)
    return success();
  std::optional<uint64_t> offset = getGEPByteOffset(*this);
  if (!offset)
    return failure();
  uint64_t slotSize = getTypeByteSize(slot.elemType);
  if (*offset >= slotSize)
    return failure();
  // Accesses through the result must stay within the rest of the slot.
  mustBeSafelyUsed.push_back(
      MemorySlot{getRes(), getByteArrayType(getContext(), slotSize - *offset)});
  return success();
}

/// A GEP with constant indices into an aggregate slot addresses one
/// subelement; it can be redirected to that subelement's slot, provided the
/// accesses through it stay within the subelement.
bool GEPOp::canRewire(const DestructurableMemorySlot &slot,
                      SmallPtrSetImpl<Attribute> &usedIndices,
                      SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                      const DataLayout &dataLayout) {
  if (getBase() != slot.ptr)
    return false;
  std::optional<SubslotAccessInfo> accessInfo =
      getSubslotAccessInfo(slot, *this);
  if (!accessInfo)
    return false;
  IntegerAttr index = getSubelementIndex(getContext(), accessInfo->index);
  Type subslotType = slot.subelementTypes.lookup(index);
  if (!subslotType)
    return false;
  usedIndices.insert(index);

  uint64_t remaining = getTypeByteSize(subslotType) - accessInfo->subslotOffset;
  mustBeSafelyUsed.push_back(
      MemorySlot{getRes(), getByteArrayType(getContext(), remaining)});
  return true;
}

DeletionKind GEPOp::rewire(const DestructurableMemorySlot &slot,
                           DenseMap<Attribute, MemorySlot> &subslots,
                           OpBuilder &builder, const DataLayout &dataLayout) {
  std::optional<SubslotAccessInfo> accessInfo =
      getSubslotAccessInfo(slot, *this);
  assert(accessInfo && "expected the access to be checked by canRewire");
  const MemorySlot &subslot =
      subslots.at(getSubelementIndex(getContext(), accessInfo->index));

  Value newPtr = subslot.ptr;
  if (accessInfo->subslotOffset != 0) {
    GEPArg byteOffset(static_cast<int32_t>(accessInfo->subslotOffset));
    newPtr =
        GEPOp::create(builder, getLoc(), subslot.ptr, builder.getIntegerType(8),
                      byteOffset, getInbounds());
  }
  getRes().replaceAllUsesWith(newPtr);
  return DeletionKind::Delete;
}

//===----------------------------------------------------------------------===//
// MemsetOp
//===----------------------------------------------------------------------===//

/// Returns true if mem2reg can compute the value of a slot of `type` that a
/// memset of its whole size fills with `pattern`: integers and floats of whole
/// bytes always, pointers when the pattern is zero (the null pointer), vectors
/// when the pattern is a constant.
static bool canBuildMemsetValue(Type type, Value pattern) {
  if (!isWholeBytesValueType(type))
    return false;
  if (isa<PtrType>(type))
    return matchPattern(pattern, m_Zero());
  if (isa<VectorType>(type))
    return getConstantInt(pattern).has_value();
  return isa<IntegerType, Float32Type, Float64Type>(type);
}

/// Returns the integer or float attribute of type `type` whose every byte is
/// `pattern`.
static TypedAttr getSplatBytesAttr(Type type, const APInt &pattern) {
  APInt bits = APInt::getSplat(type.getIntOrFloatBitWidth(), pattern);
  if (auto floatType = dyn_cast<FloatType>(type))
    return FloatAttr::get(floatType,
                          APFloat(floatType.getFloatSemantics(), bits));
  return IntegerAttr::get(type, bits);
}

/// Builds the value a memset of the whole slot stores into a slot of `type`.
/// `canBuildMemsetValue` must hold.
static Value buildMemsetValue(MemsetOp op, Type type, OpBuilder &builder) {
  Location loc = op.getLoc();
  Value pattern = op.getValue();

  if (std::optional<APInt> constant = getConstantInt(pattern)) {
    APInt byte = constant->zextOrTrunc(8);
    if (isa<PtrType>(type))
      return NullOp::create(builder, loc, type);
    if (auto vectorType = dyn_cast<VectorType>(type)) {
      Attribute elem = getSplatBytesAttr(vectorType.getElementType(), byte);
      return ConstantOp::create(builder, loc,
                                cast<TypedAttr>(DenseElementsAttr::get(
                                    vectorType, ArrayRef<Attribute>(elem))));
    }
    return ConstantOp::create(builder, loc, getSplatBytesAttr(type, byte));
  }

  // Build the integer at run time: widen the byte, then double the number of
  // filled bytes with a shift and an or until the integer is full.
  unsigned width = type.getIntOrFloatBitWidth();
  auto intType = IntegerType::get(op.getContext(), width);
  Value result = pattern;
  if (width > 8) {
    result = ZExtOp::create(builder, loc, intType, pattern);
    for (unsigned filled = 8; filled < width; filled *= 2) {
      Value shiftBy = createIntConstant(builder, loc, intType, filled);
      Value shifted = ShlOp::create(builder, loc, result, shiftBy);
      result = OrOp::create(builder, loc, result, shifted);
    }
  }
  if (isa<FloatType>(type))
    result = BitcastOp::create(builder, loc, type, result);
  return result;
}

bool MemsetOp::loadsFrom(const MemorySlot &slot) { return false; }

bool MemsetOp::storesTo(const MemorySlot &slot) { return getDst() == slot.ptr; }

Value MemsetOp::getStored(const MemorySlot &slot, OpBuilder &builder,
                          Value reachingDef, const DataLayout &dataLayout) {
  return buildMemsetValue(*this, slot.elemType, builder);
}

/// A memset is promoted only when it fills the whole slot with a constant
/// length and its value can be expressed in the slot's type.
bool MemsetOp::canUsesBeRemoved(
    const MemorySlot &slot, const SmallPtrSetImpl<OpOperand *> &blockingUses,
    SmallVectorImpl<OpOperand *> &newBlockingUses,
    const DataLayout &dataLayout) {
  if (getVolatile_() || !isOnlyBlockingUse(blockingUses, getDstMutable(), slot))
    return false;
  std::optional<uint64_t> len = getStaticLength(getLen());
  return len && *len == getTypeByteSize(slot.elemType) &&
         canBuildMemsetValue(slot.elemType, getValue());
}

DeletionKind
MemsetOp::removeBlockingUses(const MemorySlot &slot,
                             const SmallPtrSetImpl<OpOperand *> &blockingUses,
                             OpBuilder &builder, Value reachingDefinition,
                             const DataLayout &dataLayout) {
  return DeletionKind::Delete;
}

LogicalResult
MemsetOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                                 SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                                 const DataLayout &dataLayout) {
  std::optional<uint64_t> len = getStaticLength(getLen());
  return success(getDst() == slot.ptr && len &&
                 *len <= getTypeByteSize(slot.elemType));
}

/// A memset within an aggregate slot splits into one memset per subelement
/// it touches. It marks no subelement as used: a subelement that nothing else
/// uses is never read, so its part of the memset can be dropped.
bool MemsetOp::canRewire(const DestructurableMemorySlot &slot,
                         SmallPtrSetImpl<Attribute> &usedIndices,
                         SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                         const DataLayout &dataLayout) {
  if (getVolatile_() || getDst() != slot.ptr ||
      !isa<StructType, ArrayType>(slot.elemType))
    return false;
  std::optional<uint64_t> len = getStaticLength(getLen());
  return len && *len <= getTypeByteSize(slot.elemType);
}

DeletionKind MemsetOp::rewire(const DestructurableMemorySlot &slot,
                              DenseMap<Attribute, MemorySlot> &subslots,
                              OpBuilder &builder,
                              const DataLayout &dataLayout) {
  std::optional<uint64_t> len = getStaticLength(getLen());
  assert(len && "expected a constant length checked by canRewire");
  IntegerType lenType = getLen().getType();

  for (uint64_t i = 0, e = slot.subelementTypes.size(); i < e; ++i) {
    auto it = subslots.find(getSubelementIndex(getContext(), i));
    if (it == subslots.end())
      continue;
    std::optional<Subelement> subelement = getSubelement(slot.elemType, i);
    if (!subelement || subelement->offset >= *len)
      continue;
    uint64_t subLen = std::min(*len - subelement->offset,
                               getTypeByteSize(it->second.elemType));
    Value subLenValue =
        createIntConstant(builder, getLen().getLoc(), lenType, subLen);
    MemsetOp::create(builder, getLoc(), it->second.ptr, getValue(), subLenValue,
                     /*volatile_=*/false);
  }
  return DeletionKind::Delete;
}

//===----------------------------------------------------------------------===//
// MemcpyOp and MemmoveOp
//===----------------------------------------------------------------------===//

template <typename MemTransferOp>
static bool memTransferLoadsFrom(MemTransferOp op, const MemorySlot &slot) {
  return op.getSrc() == slot.ptr;
}

template <typename MemTransferOp>
static bool memTransferStoresTo(MemTransferOp op, const MemorySlot &slot) {
  return op.getDst() == slot.ptr;
}

/// The value a whole-slot copy into the slot stores: a load of the slot's
/// type from the source.
template <typename MemTransferOp>
static Value memTransferGetStored(MemTransferOp op, const MemorySlot &slot,
                                  OpBuilder &builder) {
  auto load = LoadOp::create(builder, op.getLoc(), slot.elemType, op.getSrc());
  copyAccessScopes(op, load);
  return load;
}

/// A copy is promoted only when it copies the whole slot, of a type whose
/// load and store move exactly its bytes, between distinct pointers.
template <typename MemTransferOp>
static bool
memTransferCanUsesBeRemoved(MemTransferOp op, const MemorySlot &slot,
                            const SmallPtrSetImpl<OpOperand *> &blockingUses) {
  // A copy of the slot onto itself is left to canonicalization.
  if (op.getVolatile_() || op.getDst() == op.getSrc())
    return false;
  if (blockingUses.size() != 1 || (*blockingUses.begin())->get() != slot.ptr)
    return false;
  if (!isWholeBytesValueType(slot.elemType))
    return false;
  std::optional<uint64_t> len = getStaticLength(op.getLen());
  return len && *len == getTypeByteSize(slot.elemType);
}

/// A copy out of the slot becomes a store of the slot's current value.
template <typename MemTransferOp>
static DeletionKind
memTransferRemoveBlockingUses(MemTransferOp op, const MemorySlot &slot,
                              OpBuilder &builder, Value reachingDefinition) {
  if (op.getSrc() == slot.ptr) {
    auto store =
        StoreOp::create(builder, op.getLoc(), reachingDefinition, op.getDst());
    copyAccessScopes(op, store);
  }
  return DeletionKind::Delete;
}

/// A copy is safe when its constant length stays within the slot, whether
/// the slot is the source, the destination or both.
template <typename MemTransferOp>
static LogicalResult memTransferEnsureOnlySafeAccesses(MemTransferOp op,
                                                       const MemorySlot &slot) {
  std::optional<uint64_t> len = getStaticLength(op.getLen());
  return success(len && *len <= getTypeByteSize(slot.elemType));
}

/// Only copies of the whole slot to or from another pointer are split. A copy
/// out of the slot reads every subelement, and must not read padding, which
/// would be lost by splitting.
template <typename MemTransferOp>
static bool memTransferCanRewire(MemTransferOp op,
                                 const DestructurableMemorySlot &slot,
                                 SmallPtrSetImpl<Attribute> &usedIndices) {
  if (op.getVolatile_() || op.getDst() == op.getSrc() ||
      !isa<StructType, ArrayType>(slot.elemType))
    return false;
  uint64_t slotSize = getTypeByteSize(slot.elemType);
  std::optional<uint64_t> len = getStaticLength(op.getLen());
  if (!len || *len != slotSize)
    return false;
  if (op.getSrc() != slot.ptr)
    return true;

  uint64_t covered = 0;
  for (const auto &[index, type] : slot.subelementTypes)
    covered += getTypeByteSize(type);
  if (covered != slotSize)
    return false;
  for (Attribute index : llvm::make_first_range(slot.subelementTypes))
    usedIndices.insert(index);
  return true;
}

/// Splits a whole-slot copy into one copy per used subelement, between the
/// subelement's slot and the matching subelement of the other pointer.
template <typename MemTransferOp>
static DeletionKind memTransferRewire(MemTransferOp op,
                                      const DestructurableMemorySlot &slot,
                                      DenseMap<Attribute, MemorySlot> &subslots,
                                      OpBuilder &builder) {
  bool isDst = op.getDst() == slot.ptr;
  assert(isDst != (op.getSrc() == slot.ptr) &&
         "expected the slot to be exactly one of source and destination");
  Value other = isDst ? op.getSrc() : op.getDst();
  IntegerType lenType = op.getLen().getType();

  for (uint64_t i = 0, e = slot.subelementTypes.size(); i < e; ++i) {
    auto it = subslots.find(getSubelementIndex(op.getContext(), i));
    if (it == subslots.end())
      continue;
    const MemorySlot &subslot = it->second;

    GEPArg indices[] = {GEPArg(0), GEPArg(static_cast<int32_t>(i))};
    Value otherPtr = GEPOp::create(builder, op.getLoc(), other, slot.elemType,
                                   indices, /*inbounds=*/false);
    Value subLen = createIntConstant(builder, op.getLoc(), lenType,
                                     getTypeByteSize(subslot.elemType));
    auto piece = MemTransferOp::create(
        builder, op.getLoc(), isDst ? subslot.ptr : otherPtr,
        isDst ? otherPtr : subslot.ptr, subLen, /*volatile_=*/false);
    // Each piece copies bytes of the whole: the whole's alias facts hold.
    copyAccessScopes(op, piece);
  }
  return DeletionKind::Delete;
}

bool MemcpyOp::loadsFrom(const MemorySlot &slot) {
  return memTransferLoadsFrom(*this, slot);
}

bool MemcpyOp::storesTo(const MemorySlot &slot) {
  return memTransferStoresTo(*this, slot);
}

Value MemcpyOp::getStored(const MemorySlot &slot, OpBuilder &builder,
                          Value reachingDef, const DataLayout &dataLayout) {
  return memTransferGetStored(*this, slot, builder);
}

bool MemcpyOp::canUsesBeRemoved(
    const MemorySlot &slot, const SmallPtrSetImpl<OpOperand *> &blockingUses,
    SmallVectorImpl<OpOperand *> &newBlockingUses,
    const DataLayout &dataLayout) {
  return memTransferCanUsesBeRemoved(*this, slot, blockingUses);
}

DeletionKind
MemcpyOp::removeBlockingUses(const MemorySlot &slot,
                             const SmallPtrSetImpl<OpOperand *> &blockingUses,
                             OpBuilder &builder, Value reachingDefinition,
                             const DataLayout &dataLayout) {
  return memTransferRemoveBlockingUses(*this, slot, builder,
                                       reachingDefinition);
}

LogicalResult
MemcpyOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                                 SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                                 const DataLayout &dataLayout) {
  return memTransferEnsureOnlySafeAccesses(*this, slot);
}

bool MemcpyOp::canRewire(const DestructurableMemorySlot &slot,
                         SmallPtrSetImpl<Attribute> &usedIndices,
                         SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                         const DataLayout &dataLayout) {
  return memTransferCanRewire(*this, slot, usedIndices);
}

DeletionKind MemcpyOp::rewire(const DestructurableMemorySlot &slot,
                              DenseMap<Attribute, MemorySlot> &subslots,
                              OpBuilder &builder,
                              const DataLayout &dataLayout) {
  return memTransferRewire(*this, slot, subslots, builder);
}

bool MemmoveOp::loadsFrom(const MemorySlot &slot) {
  return memTransferLoadsFrom(*this, slot);
}

bool MemmoveOp::storesTo(const MemorySlot &slot) {
  return memTransferStoresTo(*this, slot);
}

Value MemmoveOp::getStored(const MemorySlot &slot, OpBuilder &builder,
                           Value reachingDef, const DataLayout &dataLayout) {
  return memTransferGetStored(*this, slot, builder);
}

bool MemmoveOp::canUsesBeRemoved(
    const MemorySlot &slot, const SmallPtrSetImpl<OpOperand *> &blockingUses,
    SmallVectorImpl<OpOperand *> &newBlockingUses,
    const DataLayout &dataLayout) {
  return memTransferCanUsesBeRemoved(*this, slot, blockingUses);
}

DeletionKind
MemmoveOp::removeBlockingUses(const MemorySlot &slot,
                              const SmallPtrSetImpl<OpOperand *> &blockingUses,
                              OpBuilder &builder, Value reachingDefinition,
                              const DataLayout &dataLayout) {
  return memTransferRemoveBlockingUses(*this, slot, builder,
                                       reachingDefinition);
}

LogicalResult
MemmoveOp::ensureOnlySafeAccesses(const MemorySlot &slot,
                                  SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                                  const DataLayout &dataLayout) {
  return memTransferEnsureOnlySafeAccesses(*this, slot);
}

bool MemmoveOp::canRewire(const DestructurableMemorySlot &slot,
                          SmallPtrSetImpl<Attribute> &usedIndices,
                          SmallVectorImpl<MemorySlot> &mustBeSafelyUsed,
                          const DataLayout &dataLayout) {
  return memTransferCanRewire(*this, slot, usedIndices);
}

DeletionKind MemmoveOp::rewire(const DestructurableMemorySlot &slot,
                               DenseMap<Attribute, MemorySlot> &subslots,
                               OpBuilder &builder,
                               const DataLayout &dataLayout) {
  return memTransferRewire(*this, slot, subslots, builder);
}

//===----------------------------------------------------------------------===//
// Destructurable types
//===----------------------------------------------------------------------===//

/// Returns the integer value of `index` if it is an i32 attribute in
/// `[0, size)`, nullopt otherwise.
static std::optional<uint64_t> getIndexBelow(Attribute index, uint64_t size) {
  auto indexAttr = dyn_cast<IntegerAttr>(index);
  if (!indexAttr || !indexAttr.getType().isInteger(32))
    return std::nullopt;
  int64_t value = indexAttr.getInt();
  if (value < 0 || static_cast<uint64_t>(value) >= size)
    return std::nullopt;
  return static_cast<uint64_t>(value);
}

std::optional<DenseMap<Attribute, Type>>
StructType::getSubelementIndexMap() const {
  ArrayRef<Type> body = getBody();
  // An empty structure has nothing to split into.
  if (body.empty())
    return std::nullopt;
  DenseMap<Attribute, Type> subelementTypes;
  for (auto [index, field] : llvm::enumerate(body))
    subelementTypes.try_emplace(getSubelementIndex(getContext(), index), field);
  return subelementTypes;
}

Type StructType::getTypeAtIndex(Attribute index) const {
  ArrayRef<Type> body = getBody();
  if (std::optional<uint64_t> i = getIndexBelow(index, body.size()))
    return body[*i];
  return {};
}

std::optional<DenseMap<Attribute, Type>>
ArrayType::getSubelementIndexMap() const {
  // Large arrays are not exploded into one slot per element.
  constexpr uint64_t kMaxArraySizeForDestructuring = 16;
  uint64_t numElements = getNumElements();
  if (numElements == 0 || numElements > kMaxArraySizeForDestructuring)
    return std::nullopt;
  DenseMap<Attribute, Type> subelementTypes;
  for (uint64_t index = 0; index < numElements; ++index)
    subelementTypes.try_emplace(getSubelementIndex(getContext(), index),
                                getElementType());
  return subelementTypes;
}

Type ArrayType::getTypeAtIndex(Attribute index) const {
  if (getIndexBelow(index, getNumElements()))
    return getElementType();
  return {};
}
