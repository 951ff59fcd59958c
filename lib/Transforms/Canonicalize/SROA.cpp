//===- SROA.cpp - Split aggregate stack slots -----------------------------===//
//
// MLIR's slot destructuring does the work; VIR's interfaces offer a slot only
// when its alloca carries an epoch-valid `#vir.nocapture`, and the field
// allocas they create inherit the alloca's traits.
//
// Then slot retyping, for the nocapture slots left whose bytes are accessed
// with different types (C's small structures passed and returned by value:
// two i32 stores read back as one i64). As LLVM's SROA, the slot's accesses
// are slices: memory intrinsics can be split, and so can integer loads and
// stores another load or store divides (an i64 read over two i32 fields);
// other loads and stores cannot. The unsplittable slices that overlap form
// a partition; the bytes only split slices touch get partitions of 1, 2, 4
// or 8 bytes that no load's or store's boundary divides. Each partition
// becomes a slot of its own, of one type (its accesses' one type when all
// cover it, else an integer of its width), and every access is rewritten to
// that slot with shifts, truncations, masks and bitcasts (a vector of
// integers or floats is read and written as its bits, or, where another
// access divides it at an element boundary, element by element); mem2reg then
// promotes the new slots. VIR is little-endian (the byte at offset k of an
// integer is bits 8k..8k+7), as its targets are.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Transforms/SROA.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_SROAPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "sroa"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// The allocas of aggregate type in `func`'s own body.
static SmallVector<AllocaOp> getAggregateAllocas(FuncOp func) {
  SmallVector<AllocaOp> allocas;
  for (Block &block : func.getBody())
    for (auto alloca : block.getOps<AllocaOp>())
      if (isa<StructType, ArrayType>(alloca.getElemType()))
        allocas.push_back(alloca);
  return allocas;
}

/// The temporary attribute naming a candidate while the slots are split.
static constexpr llvm::StringLiteral kCandidateAttrName = "vct.sroa_candidate";

//===----------------------------------------------------------------------===//
// Slot retyping
//===----------------------------------------------------------------------===//

/// The widest partition retyping makes (an i64).
static constexpr int64_t kMaxPartitionBytes = 8;
/// The largest slot retyping looks at, and the most slots it makes of one:
/// structures passed by value are small, and a large array read at a few
/// places is better left in memory than made hundreds of slots.
static constexpr int64_t kMaxRetypedBytes = 256;
static constexpr size_t kMaxPartitions = 16;

namespace {
/// One access of a slot: `size` bytes at `offset` from the slot's start.
/// For a memory intrinsic, `other` is the pointer on its other side (a
/// memcpy/memmove) or null (a memset).
struct Slice {
  Operation *op;
  int64_t offset;
  int64_t size;
  bool splittable;
  /// An integer load or store another load or store divides (one of its
  /// boundaries lies inside it): split at the partitions it overlaps, as
  /// LLVM's SROA splits integer slices. Set by formPartitions.
  bool divided = false;
};

/// A partition: bytes [begin, end) of the slot, and the type its new slot
/// has.
struct Partition {
  int64_t begin;
  int64_t end;
  Type type;
  Value slot;
};

/// Why a slot cannot be retyped, or nothing.
struct SliceCollection {
  SmallVector<Slice> slices;
  SmallVector<GEPOp> geps;
  /// Memory intrinsics of length 0: no access, but a use of the slot, so
  /// they go with it (a mutant's memset of 0 bytes was left using the
  /// erased slot).
  SmallVector<Operation *> empty;
  std::string refusal;
};
} // namespace

static bool isPowerOfTwoSize(int64_t size) {
  return size == 1 || size == 2 || size == 4 || size == 8;
}

/// True for integers and floats.
static bool isIntOrFloat(Type type) {
  return isa<IntegerType, FloatType>(type);
}

/// True for the types a partition's integer can be read and written as
/// (by a bitcast of its bits): integers and floats, and vectors of them
/// (x86-64 passes a structure of two floats as a vector<2xf32>, which the
/// callee stores to its slot and reads back field by field), all without
/// padding bits.
static bool isBitsLike(Type type) {
  Type element = type;
  int64_t count = 1;
  if (auto vector = dyn_cast<VectorType>(type)) {
    if (vector.isScalable() || vector.getRank() != 1)
      return false;
    element = vector.getElementType();
    count = vector.getNumElements();
  }
  return isIntOrFloat(element) &&
         static_cast<int64_t>(getStoreSize(type)) * 8 ==
             count * static_cast<int64_t>(element.getIntOrFloatBitWidth());
}

/// The constant length of a memory intrinsic, if it is one.
static std::optional<int64_t> getConstantLength(Value length) {
  APInt constant;
  if (!matchPattern(length, m_ConstantInt(&constant)) ||
      constant.getActiveBits() > 62)
    return std::nullopt;
  return static_cast<int64_t>(constant.getZExtValue());
}

/// The type a load reads or a store writes; null for anything else.
static Type getAccessedType(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    return load.getType();
  if (auto store = dyn_cast<StoreOp>(op))
    return store.getValue().getType();
  return Type();
}

/// Collects the accesses of `alloca`'s slot, through constant-offset GEPs,
/// or says why the slot cannot be retyped. Every step spends budget.
static SliceCollection collectSlices(AllocaOp alloca, int64_t slotSize,
                                     IterationBudget &budget) {
  SliceCollection result;
  SmallVector<std::pair<Value, int64_t>> worklist{{alloca.getRes(), 0}};
  auto refuse = [&](std::string why) {
    result.refusal = std::move(why);
    return result;
  };
  auto inBounds = [&](int64_t offset, int64_t size) {
    return offset >= 0 && size >= 0 && offset <= slotSize - size;
  };
  while (!worklist.empty()) {
    auto [pointer, base] = worklist.pop_back_val();
    for (OpOperand &use : pointer.getUses()) {
      if (!budget.take())
        return refuse("the max-iterations budget ran out");
      Operation *user = use.getOwner();
      if (isInRegionBarrier(user))
        return refuse("the slot is used inside a vir.opaque_region");
      if (isVolatileOrAtomicAccess(user))
        return refuse("a volatile or atomic access");
      if (auto gep = dyn_cast<GEPOp>(user)) {
        std::optional<int64_t> step = getConstantGEPOffset(gep);
        if (!step)
          return refuse("an address at a non-constant offset");
        int64_t offset;
        if (llvm::AddOverflow(base, *step, offset))
          return refuse("an address at a non-constant offset");
        result.geps.push_back(gep);
        worklist.push_back({gep.getRes(), offset});
        continue;
      }
      if (auto load = dyn_cast<LoadOp>(user)) {
        auto size = static_cast<int64_t>(getStoreSize(load.getType()));
        if (!inBounds(base, size))
          return refuse("an access outside the slot");
        result.slices.push_back({load, base, size, false});
        continue;
      }
      if (auto store = dyn_cast<StoreOp>(user)) {
        if (use.getOperandNumber() != 1)
          return refuse("the slot's address is stored");
        auto size =
            static_cast<int64_t>(getStoreSize(store.getValue().getType()));
        if (!inBounds(base, size))
          return refuse("an access outside the slot");
        result.slices.push_back({store, base, size, false});
        continue;
      }
      if (isa<MemcpyOp, MemmoveOp, MemsetOp>(user)) {
        Value length = isa<MemsetOp>(user) ? cast<MemsetOp>(user).getLen()
                                           : user->getOperand(2);
        std::optional<int64_t> size = getConstantLength(length);
        if (!size)
          return refuse("a memory intrinsic of non-constant length");
        if (use.getOperandNumber() > 1 ||
            (isa<MemsetOp>(user) && use.getOperandNumber() != 0))
          return refuse("the slot's address is used as an intrinsic operand "
                        "other than an address");
        if (!isa<MemsetOp>(user) &&
            getUnderlyingObject(user->getOperand(0)) ==
                getUnderlyingObject(user->getOperand(1)))
          return refuse("a copy within the slot");
        if (!inBounds(base, *size))
          return refuse("an access outside the slot");
        if (*size > 0)
          result.slices.push_back({user, base, *size, true});
        else
          result.empty.push_back(user);
        continue;
      }
      return refuse("the slot's address is used other than as an access "
                    "address");
    }
  }
  return result;
}

/// The alignment of a piece at `offset` of a slot aligned to `alignment`.
static int64_t getPieceAlignment(int64_t alignment, int64_t offset) {
  if (offset == 0)
    return alignment;
  return std::min(alignment, offset & -offset);
}

namespace {
/// A vector load or store of a slot rewritten as element accesses, made
/// beside it: the vector access goes once the slot is retyped, the element
/// accesses go if it is not.
struct ScalarizedAccess {
  Operation *original;
  /// The operations made, in order (GEPs, element accesses, inserts or
  /// extracts).
  SmallVector<Operation *> created;
  /// For a load, the vector the element loads rebuild.
  Value rebuilt;
};
} // namespace

/// The most elements a vector access is split into.
static constexpr int64_t kMaxScalarizedElements = 8;

/// Splits the vector loads and stores among `collected`'s slices that
/// another unsplittable access divides at one of their element boundaries
/// (a structure of two floats stored as a vector<2xf32> and read field by
/// field; a vector<4xi16> store of an array field under two i64 loads of
/// the structure's halves) into element accesses, so each element may join
/// its own partition; a boundary inside an element keeps the vector whole.
/// Replaces their slices by the elements' and adds the GEPs made.
static SmallVector<ScalarizedAccess>
scalarizeDividedVectors(SliceCollection &collected) {
  SmallVector<ScalarizedAccess> done;
  SmallVector<Slice> slices;
  for (const Slice &slice : collected.slices) {
    auto load = dyn_cast<LoadOp>(slice.op);
    auto store = dyn_cast<StoreOp>(slice.op);
    Type type = getAccessedType(slice.op);
    auto vector = dyn_cast_or_null<VectorType>(type);
    if (!vector || !isBitsLike(vector) ||
        vector.getNumElements() > kMaxScalarizedElements ||
        vector.getElementType().getIntOrFloatBitWidth() % 8 != 0) {
      slices.push_back(slice);
      continue;
    }
    Type element = vector.getElementType();
    auto elementSize = static_cast<int64_t>(getStoreSize(element));
    int64_t begin = slice.offset, end = slice.offset + slice.size;
    bool divided = false, alongElements = true;
    for (const Slice &other : collected.slices) {
      if (other.op == slice.op || other.splittable)
        continue;
      for (int64_t boundary : {other.offset, other.offset + other.size})
        if (boundary > begin && boundary < end) {
          divided = true;
          alongElements &= (boundary - begin) % elementSize == 0;
        }
    }
    if (!divided || !alongElements) {
      slices.push_back(slice);
      continue;
    }
    ScalarizedAccess access{slice.op, {}, Value()};
    OpBuilder builder(slice.op);
    Location loc = slice.op->getLoc();
    Value address = load ? load.getAddr() : store.getAddr();
    int64_t alignment =
        (load ? load.getAlignment() : store.getAlignment()).value_or(1);
    auto i64 = builder.getI64Type();
    for (int64_t index = 0; index < vector.getNumElements(); ++index) {
      int64_t delta = index * elementSize;
      Value at = address;
      if (delta) {
        auto gep = GEPOp::create(builder, loc, address,
                                 IntegerType::get(builder.getContext(), 8),
                                 {GEPArg(static_cast<int32_t>(delta))});
        access.created.push_back(gep);
        collected.geps.push_back(gep);
        at = gep.getRes();
      }
      auto indexValue = ConstantOp::create(builder, loc, i64, index);
      access.created.push_back(indexValue);
      IntegerAttr align =
          builder.getI64IntegerAttr(getPieceAlignment(alignment, delta));
      Operation *piece;
      if (load) {
        auto elementLoad =
            LoadOp::create(builder, loc, element, at, false, nullptr, align);
        piece = elementLoad;
        access.created.push_back(elementLoad);
        Operation *built =
            index == 0
                ? SplatOp::create(builder, loc, vector, elementLoad.getRes())
                      .getOperation()
                : InsertOp::create(builder, loc, elementLoad.getRes(),
                                   access.rebuilt, indexValue)
                      .getOperation();
        access.created.push_back(built);
        access.rebuilt = built->getResult(0);
      } else {
        auto extract =
            ExtractOp::create(builder, loc, store.getValue(), indexValue);
        access.created.push_back(extract);
        piece = StoreOp::create(builder, loc, extract.getRes(), at, false,
                                nullptr, align);
        access.created.push_back(piece);
      }
      slices.push_back({piece, slice.offset + delta, elementSize, false});
    }
    done.push_back(std::move(access));
  }
  collected.slices = std::move(slices);
  return done;
}

/// Forms the partitions of `slices` (sorted by offset inside), or says why
/// there are none. With `splitIntegers` false, no integer load or store is
/// split (each joins the partition of what it overlaps).
static FailureOr<SmallVector<Partition>>
formPartitions(SmallVector<Slice> &slices, std::string &refusal,
               bool splitIntegers) {
  llvm::stable_sort(slices, [](const Slice &a, const Slice &b) {
    return a.offset < b.offset;
  });
  // Integer loads and stores that another load or store divides are split
  // where the partitions meet (a structure's i64 return value read from
  // fields its code stores one by one: each field its own partition).
  SmallVector<int64_t> cuts;
  for (const Slice &slice : slices)
    if (!slice.splittable)
      cuts.append({slice.offset, slice.offset + slice.size});
  auto cutInside = [&](int64_t begin, int64_t end) {
    return llvm::any_of(cuts,
                        [&](int64_t cut) { return cut > begin && cut < end; });
  };
  for (Slice &slice : slices) {
    auto integer = dyn_cast_or_null<IntegerType>(getAccessedType(slice.op));
    slice.divided = splitIntegers && integer && integer.getWidth() % 8 == 0 &&
                    cutInside(slice.offset, slice.offset + slice.size);
  }
  // The unsplittable slices that overlap share a partition.
  SmallVector<Partition> fixed;
  for (const Slice &slice : slices) {
    if (slice.splittable || slice.divided || slice.size == 0)
      continue;
    int64_t end = slice.offset + slice.size;
    if (!fixed.empty() && slice.offset < fixed.back().end)
      fixed.back().end = std::max(fixed.back().end, end);
    else
      fixed.push_back({slice.offset, end, Type(), Value()});
  }
  // The bytes only intrinsics touch: aligned pieces of 8, 4, 2 or 1 bytes
  // between the fixed partitions.
  SmallVector<Partition> partitions;
  auto fill = [&](int64_t begin, int64_t end) {
    // Which of [begin, end) an intrinsic touches: the union of their
    // ranges.
    int64_t at = begin;
    while (at < end) {
      bool touched = llvm::any_of(slices, [&](const Slice &slice) {
        return (slice.splittable || slice.divided) && slice.offset <= at &&
               at < slice.offset + slice.size;
      });
      if (!touched) {
        ++at;
        continue;
      }
      int64_t piece = kMaxPartitionBytes;
      while (piece > 1 &&
             (at % piece != 0 || at + piece > end || cutInside(at, at + piece)))
        piece /= 2;
      partitions.push_back({at, at + piece, Type(), Value()});
      at += piece;
    }
  };
  int64_t covered = 0;
  for (const Partition &partition : fixed) {
    fill(covered, partition.begin);
    partitions.push_back(partition);
    covered = partition.end;
  }
  int64_t last = 0;
  for (const Slice &slice : slices)
    last = std::max(last, slice.offset + slice.size);
  fill(covered, last);

  if (partitions.size() > kMaxPartitions) {
    refusal = "more than 16 partitions";
    return failure();
  }
  for (Partition &partition : partitions) {
    int64_t size = partition.end - partition.begin;
    if (size > kMaxPartitionBytes) {
      refusal = "overlapping accesses span more than 8 bytes";
      return failure();
    }
    // The accesses of the partition: one type covering it, or integers and
    // floats of a power-of-two width.
    Type common;
    bool allCover = true, allIntOrFloat = true, anyTyped = false,
         anySet = false;
    for (const Slice &slice : slices) {
      if (slice.offset >= partition.end ||
          slice.offset + slice.size <= partition.begin)
        continue;
      bool covers = slice.offset <= partition.begin &&
                    slice.offset + slice.size >= partition.end;
      if (slice.splittable || slice.divided) {
        anySet |= isa<MemsetOp>(slice.op);
        allCover &= slice.offset <= partition.begin &&
                    slice.offset + slice.size >= partition.end;
        continue;
      }
      Type type = getAccessedType(slice.op);
      anyTyped = true;
      allIntOrFloat &= isBitsLike(type);
      bool exact = slice.offset == partition.begin && covers &&
                   slice.size == size &&
                   static_cast<int64_t>(getAllocSize(type)) == size;
      if (!exact || (common && common != type))
        allCover = false;
      if (!common)
        common = type;
    }
    if (anyTyped && allCover) {
      if (anySet && !isIntOrFloat(common)) {
        refusal = "a memset of pointer or vector bytes";
        return failure();
      }
      partition.type = common;
      continue;
    }
    if (!allIntOrFloat) {
      refusal = "pointer or padded bytes accessed as another type";
      return failure();
    }
    if (!isPowerOfTwoSize(size)) {
      refusal = "a partition of 3, 5, 6 or 7 bytes";
      return failure();
    }
    partition.type = IntegerType::get(slices.front().op->getContext(),
                                      static_cast<unsigned>(size * 8));
  }
  return partitions;
}

/// True if retyping would change nothing mem2reg cannot already do: one
/// partition of the slot's own type that every access covers exactly.
static bool isPromotableAsIs(AllocaOp alloca, ArrayRef<Partition> partitions,
                             ArrayRef<Slice> slices, int64_t slotSize) {
  return partitions.size() == 1 && partitions[0].begin == 0 &&
         partitions[0].end == slotSize &&
         partitions[0].type == alloca.getElemType() &&
         llvm::all_of(slices, [&](const Slice &slice) {
           // Loads and stores of the slot's type, intrinsics of the whole
           // slot: mem2reg's own forms.
           return slice.offset == 0 &&
                  (!slice.splittable || slice.size == slotSize);
         });
}

namespace {
/// Rewrites the accesses of one slot into its partitions' slots.
class SlotRetyper {
public:
  SlotRetyper(ArrayRef<Partition> partitions) : partitions(partitions) {}

  /// The value of `size` bytes at slot offset `offset` (inside partition
  /// `partition`) as an integer of that width, or as `type` when given.
  Value read(OpBuilder &builder, Location loc, const Partition &partition,
             int64_t offset, int64_t size, Type type) {
    Value whole = LoadOp::create(builder, loc, partition.type, partition.slot);
    int64_t width = partition.end - partition.begin;
    if (offset == partition.begin && size == width &&
        (!type || type == partition.type))
      return whole;
    Value bits = whole;
    auto wholeInt = IntegerType::get(builder.getContext(),
                                     static_cast<unsigned>(width * 8));
    if (bits.getType() != wholeInt)
      bits = BitcastOp::create(builder, loc, wholeInt, bits);
    if (int64_t shift = (offset - partition.begin) * 8)
      bits = LShrOp::create(builder, loc, bits,
                            ConstantOp::create(builder, loc, wholeInt, shift));
    auto pieceInt =
        IntegerType::get(builder.getContext(), static_cast<unsigned>(size * 8));
    if (pieceInt != wholeInt)
      bits = TruncOp::create(builder, loc, pieceInt, bits);
    if (type && type != pieceInt)
      bits = BitcastOp::create(builder, loc, type, bits);
    return bits;
  }

  /// Writes `value` (of `size` bytes) at slot offset `offset` (inside
  /// partition `partition`).
  void write(OpBuilder &builder, Location loc, const Partition &partition,
             int64_t offset, int64_t size, Value value) {
    int64_t width = partition.end - partition.begin;
    if (offset == partition.begin && size == width) {
      if (value.getType() != partition.type)
        value = BitcastOp::create(builder, loc, partition.type, value);
      StoreOp::create(builder, loc, value, partition.slot);
      return;
    }
    auto wholeInt = IntegerType::get(builder.getContext(),
                                     static_cast<unsigned>(width * 8));
    auto pieceInt =
        IntegerType::get(builder.getContext(), static_cast<unsigned>(size * 8));
    Value piece = value;
    if (piece.getType() != pieceInt)
      piece = BitcastOp::create(builder, loc, pieceInt, piece);
    piece = ZExtOp::create(builder, loc, wholeInt, piece);
    int64_t shift = (offset - partition.begin) * 8;
    if (shift)
      piece = ShlOp::create(builder, loc, piece,
                            ConstantOp::create(builder, loc, wholeInt, shift));
    APInt keep = ~(APInt::getLowBitsSet(static_cast<unsigned>(width * 8),
                                        static_cast<unsigned>(size * 8))
                   << static_cast<unsigned>(shift));
    Value old = read(builder, loc, partition, partition.begin, width, wholeInt);
    Value kept = AndOp::create(
        builder, loc, old,
        ConstantOp::create(builder, loc, wholeInt,
                           builder.getIntegerAttr(wholeInt, keep)));
    Value merged = OrOp::create(builder, loc, kept, piece);
    if (partition.type != wholeInt)
      merged = BitcastOp::create(builder, loc, partition.type, merged);
    StoreOp::create(builder, loc, merged, partition.slot);
  }

  /// Rewrites `slice`; returns the number of partition pieces it touched.
  void rewrite(const Slice &slice) {
    Operation *op = slice.op;
    OpBuilder builder(op);
    Location loc = op->getLoc();
    if (slice.divided) {
      rewriteDivided(builder, loc, slice);
      return;
    }
    if (auto load = dyn_cast<LoadOp>(op)) {
      const Partition &partition = find(slice.offset);
      Value value = read(builder, loc, partition, slice.offset, slice.size,
                         load.getType());
      load.getRes().replaceAllUsesWith(value);
      load.erase();
      return;
    }
    if (auto store = dyn_cast<StoreOp>(op)) {
      write(builder, loc, find(slice.offset), slice.offset, slice.size,
            store.getValue());
      store.erase();
      return;
    }
    // A memory intrinsic: one piece per partition it overlaps.
    bool slotIsDst = getUnderlyingObject(op->getOperand(0)) == slotValue;
    forEachPiece(slice, [&](const Partition &partition, int64_t begin,
                            int64_t size) {
      auto pieceInt = IntegerType::get(builder.getContext(),
                                       static_cast<unsigned>(size * 8));
      bool exact = begin == partition.begin && begin + size == partition.end;
      Type pieceType = exact ? partition.type : Type(pieceInt);
      if (auto set = dyn_cast<MemsetOp>(op)) {
        Value splat = set.getValue();
        if (size > 1) {
          Value byte = ZExtOp::create(builder, loc, pieceInt, splat);
          APInt ones =
              APInt::getSplat(static_cast<unsigned>(size * 8), APInt(8, 1));
          splat = MulOp::create(
              builder, loc, byte,
              ConstantOp::create(builder, loc, pieceInt,
                                 builder.getIntegerAttr(pieceInt, ones)));
        }
        write(builder, loc, partition, begin, size, splat);
        return;
      }
      Value other = op->getOperand(slotIsDst ? 1 : 0);
      Value address = other;
      if (int64_t delta = begin - slice.offset)
        address = GEPOp::create(builder, loc, other,
                                IntegerType::get(builder.getContext(), 8),
                                {GEPArg(static_cast<int32_t>(delta))});
      // The copy's alias facts hold for the access of the other side.
      if (slotIsDst) {
        auto load = LoadOp::create(builder, loc, pieceType, address, false,
                                   nullptr, builder.getI64IntegerAttr(1));
        copyAccessScopes(op, load);
        write(builder, loc, partition, begin, size, load);
      } else {
        Value value = read(builder, loc, partition, begin, size, pieceType);
        auto store = StoreOp::create(builder, loc, value, address, false,
                                     nullptr, builder.getI64IntegerAttr(1));
        copyAccessScopes(op, store);
      }
    });
    op->erase();
  }

  Value slotValue;

private:
  /// Calls `piece(partition, begin, size)` for each partition `slice`
  /// overlaps, in order, with the bytes of the slice inside it.
  template <typename Fn>
  void forEachPiece(const Slice &slice, Fn piece) {
    int64_t end = slice.offset + slice.size;
    for (const Partition &partition : partitions) {
      int64_t begin = std::max(partition.begin, slice.offset);
      int64_t stop = std::min(partition.end, end);
      if (begin < stop)
        piece(partition, begin, stop - begin);
    }
  }

  /// An integer load or store over several partitions: a piece of each,
  /// the load's value put together from them with shifts and ors.
  void rewriteDivided(OpBuilder &builder, Location loc, const Slice &slice) {
    auto load = dyn_cast<LoadOp>(slice.op);
    auto type = cast<IntegerType>(getAccessedType(slice.op));
    Value value = load ? Value() : cast<StoreOp>(slice.op).getValue();
    forEachPiece(slice, [&](const Partition &partition, int64_t begin,
                            int64_t size) {
      auto pieceInt = IntegerType::get(builder.getContext(),
                                       static_cast<unsigned>(size * 8));
      int64_t shift = (begin - slice.offset) * 8;
      if (load) {
        Value piece = read(builder, loc, partition, begin, size, pieceInt);
        if (pieceInt != type)
          piece = ZExtOp::create(builder, loc, type, piece);
        if (shift)
          piece = ShlOp::create(builder, loc, piece,
                                ConstantOp::create(builder, loc, type, shift));
        value = value ? OrOp::create(builder, loc, value, piece).getResult()
                      : piece;
        return;
      }
      Value piece = value;
      if (shift)
        piece = LShrOp::create(builder, loc, piece,
                               ConstantOp::create(builder, loc, type, shift));
      if (pieceInt != type)
        piece = TruncOp::create(builder, loc, pieceInt, piece);
      write(builder, loc, partition, begin, size, piece);
    });
    if (load)
      load.getRes().replaceAllUsesWith(value);
    slice.op->erase();
  }

  const Partition &find(int64_t offset) {
    for (const Partition &partition : partitions)
      if (partition.begin <= offset && offset < partition.end)
        return partition;
    llvm_unreachable("every access lies in a partition");
  }

  ArrayRef<Partition> partitions;
};
} // namespace

/// True if `alloca`'s every use is a copy of the whole slot into it or out
/// of it (a constant-length memcpy or memmove, or a load or store, of all
/// its bytes), and it is at most 16 bytes: `Item t = *a; *a = *b; *b = t;`.
/// Such a slot is not split per field, which would copy each field apart;
/// retyping makes it one integer (two over 8 bytes), each copy one load and
/// one store per integer (LLVM's SROA keeps such a slice whole too).
static bool isCopiedWhole(AllocaOp alloca) {
  int64_t size = static_cast<int64_t>(getAllocSize(alloca.getElemType()));
  if (size <= 0 || size > 2 * kMaxPartitionBytes)
    return false;
  Value slot = alloca.getResult();
  for (Operation *user : slot.getUsers()) {
    if (isa<MemcpyOp, MemmoveOp>(user)) {
      std::optional<int64_t> length = getConstantLength(user->getOperand(2));
      if (!length || *length != size || user->getOperand(2) == slot)
        return false;
    } else if (auto load = dyn_cast<LoadOp>(user)) {
      if (static_cast<int64_t>(getStoreSize(load.getType())) != size)
        return false;
    } else if (auto store = dyn_cast<StoreOp>(user)) {
      if (store.getValue() == slot || static_cast<int64_t>(getStoreSize(
                                          store.getValue().getType())) != size)
        return false;
    } else {
      return false;
    }
  }
  return true;
}

namespace {
struct SROAPass : vct::impl::SROAPassBase<SROAPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    PassReporter reporter(getArgument(), func);
    IterationBudget budget{maxIterations};
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    SmallVector<DestructurableAllocationOpInterface> candidates;
    for (AllocaOp alloca : getAggregateAllocas(func)) {
      TraitView traits = TraitView::forOp(alloca);
      if (traits.has<NoCaptureAttr>()) {
        // The slot interface does not offer every aggregate: say so rather
        // than blame an access.
        if (alloca.getDestructurableSlots().empty()) {
          LLVM_DEBUG(llvm::dbgs() << "  - not splittable: " << alloca << "\n");
          reporter.missed(alloca.getLoc(), "NotSplittable",
                          "aggregate slot not split: counted allocas, empty "
                          "structures and arrays of more than 16 elements "
                          "are not split");
          continue;
        }
        if (isCopiedWhole(alloca)) {
          LLVM_DEBUG(llvm::dbgs() << "  - copied whole: " << alloca << "\n");
          continue;
        }
        LLVM_DEBUG(llvm::dbgs() << "  - candidate: " << alloca << "\n");
        candidates.push_back(alloca);
        continue;
      }
      LLVM_DEBUG(llvm::dbgs()
                 << "  - no epoch-valid nocapture: " << alloca << "\n");
      if (traits.hasStale<NoCaptureAttr>())
        reporter.missed(alloca.getLoc(), "StaleNoCapture",
                        "aggregate slot not split: its nocapture trait is "
                        "stale");
      else
        reporter.missed(alloca.getLoc(), "NoCapture",
                        "aggregate slot not split: no nocapture trait");
    }
    if (candidates.empty()) {
      PassOutcome outcome;
      outcome.changed = retypeSlots(func, reporter, budget);
      outcome.budgetExhausted = budget.exhausted;
      outcome.budgetNote = "slots left as they are";
      finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
      return;
    }

    // The destructuring erases the allocas it splits and creates new ones,
    // which may take the memory of an erased one: a pointer comparison
    // cannot tell which candidates are left. Tag each candidate with its
    // index instead (the field allocas copy only the traits).
    SmallVector<Location> locations;
    for (auto [index, candidate] : llvm::enumerate(candidates)) {
      locations.push_back(candidate->getLoc());
      candidate->setAttr(kCandidateAttrName,
                         IntegerAttr::get(IntegerType::get(&getContext(), 64),
                                          static_cast<int64_t>(index)));
    }

    OpBuilder builder(&getContext());
    DataLayout dataLayout = DataLayout::closest(func);
    // New allocas and accesses, the same blocks and edges.
    PassOutcome outcome;
    outcome.changed =
        succeeded(tryToDestructureMemorySlots(candidates, builder, dataLayout));

    // Slots destructuring left may still be retyped.
    llvm::SmallDenseSet<int64_t, 16> retyped;
    outcome.changed |= retypeSlots(func, reporter, budget, &retyped);
    llvm::SmallDenseSet<int64_t, 16> remaining;
    for (Block &block : func.getBody())
      for (auto alloca : block.getOps<AllocaOp>())
        if (auto tag = alloca->getAttrOfType<IntegerAttr>(kCandidateAttrName)) {
          remaining.insert(tag.getInt());
          alloca->removeAttr(kCandidateAttrName);
        }
    for (auto [index, loc] : llvm::enumerate(locations)) {
      if (retyped.contains(static_cast<int64_t>(index)))
        continue;
      if (remaining.contains(static_cast<int64_t>(index))) {
        LLVM_DEBUG(llvm::dbgs()
                   << "  - not split: the slot at " << loc << "\n");
        reporter.missed(loc, "NotSplit",
                        "aggregate slot not split: an access spans fields or "
                        "the address is used as a whole");
      } else {
        LLVM_DEBUG(llvm::dbgs() << "  - split the slot at " << loc << "\n");
        ++numSplit;
        reporter.passed(loc, "Split",
                        "split an aggregate stack slot into its fields");
      }
    }
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "slots left as they are";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }

  /// Retypes the nocapture slots whose bytes are accessed with different
  /// types; true if any was.
  bool retypeSlots(FuncOp func, PassReporter &reporter, IterationBudget &budget,
                   llvm::SmallDenseSet<int64_t, 16> *retypedTags = nullptr) {
    SmallVector<AllocaOp> allocas;
    for (Block &block : func.getBody())
      for (auto alloca : block.getOps<AllocaOp>())
        if (!alloca.getCount() && TraitView::forOp(alloca).has<NoCaptureAttr>())
          allocas.push_back(alloca);
    bool changed = false;
    for (AllocaOp alloca : allocas) {
      auto slotSize = static_cast<int64_t>(getAllocSize(alloca.getElemType()));
      if (slotSize <= 0 || budget.exhausted)
        continue;
      if (slotSize > kMaxRetypedBytes) {
        LLVM_DEBUG(llvm::dbgs()
                   << "  - too large to retype: " << alloca << "\n");
        continue;
      }
      SliceCollection collected = collectSlices(alloca, slotSize, budget);
      std::string refusal = collected.refusal;
      SmallVector<ScalarizedAccess> scalarized;
      FailureOr<SmallVector<Partition>> partitions = failure();
      if (refusal.empty() && !collected.slices.empty()) {
        scalarized = scalarizeDividedVectors(collected);
        partitions = formPartitions(collected.slices, refusal,
                                    /*splitIntegers=*/true);
        // Split integers may make more partitions than allowed where whole
        // ones would not: the slot is retyped as before splitting.
        if (failed(partitions) &&
            llvm::any_of(collected.slices,
                         [](const Slice &slice) { return slice.divided; })) {
          refusal.clear();
          partitions = formPartitions(collected.slices, refusal,
                                      /*splitIntegers=*/false);
        }
      }
      bool retype =
          refusal.empty() && succeeded(partitions) &&
          !isPromotableAsIs(alloca, *partitions, collected.slices, slotSize);
      // The vector accesses split for nothing stay whole.
      for (ScalarizedAccess &access : scalarized) {
        if (retype) {
          if (access.rebuilt)
            access.original->getResult(0).replaceAllUsesWith(access.rebuilt);
          access.original->erase();
          continue;
        }
        for (Operation *op : llvm::reverse(access.created))
          op->erase();
      }
      if (!refusal.empty()) {
        LLVM_DEBUG(llvm::dbgs() << "  - not retyped (" << refusal
                                << "): " << alloca << "\n");
        reporter.missed(alloca.getLoc(), "NotRetyped",
                        "slot not retyped: " + refusal);
        continue;
      }
      if (!retype)
        continue;
      // One slot per partition, where the old one was, with its traits.
      OpBuilder builder(alloca);
      int64_t alignment = alloca.getAlignment().value_or(
          static_cast<int64_t>(getABIAlignment(alloca.getElemType())));
      for (Partition &partition : *partitions) {
        auto slot =
            AllocaOp::create(builder, alloca.getLoc(), partition.type, Value(),
                             builder.getI64IntegerAttr(getPieceAlignment(
                                 alignment, partition.begin)));
        setTraitList(slot, getTraitList(alloca));
        partition.slot = slot.getRes();
      }
      SlotRetyper retyper(*partitions);
      retyper.slotValue = alloca.getRes();
      for (const Slice &slice : collected.slices) {
        retyper.rewrite(slice);
        ++numAccessesRewritten;
      }
      // (A copy within the slot was refused, so each is here once.)
      for (Operation *op : collected.empty)
        op->erase();
      for (GEPOp gep : llvm::reverse(collected.geps))
        gep.erase();
      LLVM_DEBUG(llvm::dbgs() << "  - retyped into " << partitions->size()
                              << " slots: " << alloca << "\n");
      reporter.passed(alloca.getLoc(), "Retyped",
                      llvm::formatv("retyped a slot accessed with different "
                                    "types into {0} slot(s) of one type each",
                                    partitions->size())
                          .str());
      if (auto tag = alloca->getAttrOfType<IntegerAttr>(kCandidateAttrName))
        if (retypedTags)
          retypedTags->insert(tag.getInt());
      alloca.erase();
      ++numRetyped;
      changed = true;
    }
    return changed;
  }
};
} // namespace
