//===- VIRTypes.cpp - VIR types -------------------------------------------===//
//
// The type predicates VIR's constraints use, the structure type's syntax and
// the data layout of VIR's own types (x86-64 C ABI: 8-byte pointers, fields
// at their natural alignment).
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRTypes.h"
#include "StructLayout.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectInterface.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <mutex>
#include <shared_mutex>

using namespace mlir;
using namespace vct::vir;

#define GET_TYPEDEF_CLASSES
#include "vct/Dialect/VIR/IR/VIRTypes.cpp.inc"

void VIRDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "vct/Dialect/VIR/IR/VIRTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Type predicates
//===----------------------------------------------------------------------===//

bool vct::vir::isVIRIntegerType(Type type) {
  auto intType = dyn_cast<IntegerType>(type);
  return intType && intType.isSignless() && intType.getWidth() >= 1 &&
         intType.getWidth() <= 64;
}

bool vct::vir::isVIRFloatType(Type type) {
  return isa<Float32Type, Float64Type, Float80Type>(type);
}

bool vct::vir::isVIRPtrType(Type type) { return isa<PtrType>(type); }

bool vct::vir::isVIRScalarType(Type type) {
  return isVIRIntegerType(type) || isVIRFloatType(type) || isVIRPtrType(type);
}

bool vct::vir::isVIRVectorOf(Type type, bool (*pred)(Type)) {
  // x87's 80-bit float is a scalar only (vectors of it have no target
  // support worth the name).
  auto vecType = dyn_cast<VectorType>(type);
  return vecType && vecType.getRank() == 1 && !vecType.isScalable() &&
         vecType.getNumElements() > 0 &&
         !isa<Float80Type>(vecType.getElementType()) &&
         pred(vecType.getElementType());
}

bool vct::vir::isVIRValueType(Type type) {
  return isVIRScalarType(type) || isVIRVectorOf(type, isVIRScalarType);
}

bool vct::vir::isVIRStorableType(Type type) {
  if (isVIRValueType(type))
    return true;
  if (auto array = dyn_cast<ArrayType>(type))
    return isVIRStorableType(array.getElementType());
  if (auto structType = dyn_cast<StructType>(type))
    return llvm::all_of(structType.getBody(), isVIRStorableType);
  return false;
}

bool vct::vir::isVIRBoolLike(Type type) {
  auto isI1 = [](Type t) { return t.isSignlessInteger(1); };
  if (isI1(type))
    return true;
  auto vecType = dyn_cast<VectorType>(type);
  return vecType && vecType.getRank() == 1 && isI1(vecType.getElementType());
}

Type vct::vir::getBoolLike(Type type) {
  auto i1 = IntegerType::get(type.getContext(), 1);
  if (auto vecType = dyn_cast<VectorType>(type))
    return VectorType::get(vecType.getShape(), i1);
  return i1;
}

//===----------------------------------------------------------------------===//
// PtrType
//===----------------------------------------------------------------------===//

static constexpr uint64_t kPointerBytes = 8;

/// The largest byte size of a VIR type: sizes and offsets are int64 in
/// GEPs and in both backends (a negative element count, read as unsigned,
/// would otherwise make an array of 2^64-n elements, issue 13).
static constexpr uint64_t kMaxTypeBytes = INT64_MAX;

llvm::TypeSize PtrType::getTypeSizeInBits(const DataLayout &,
                                          DataLayoutEntryListRef) const {
  return llvm::TypeSize::getFixed(kPointerBytes * 8);
}

uint64_t PtrType::getABIAlignment(const DataLayout &,
                                  DataLayoutEntryListRef) const {
  return kPointerBytes;
}

uint64_t PtrType::getPreferredAlignment(const DataLayout &,
                                        DataLayoutEntryListRef) const {
  return kPointerBytes;
}

//===----------------------------------------------------------------------===//
// StructType
//===----------------------------------------------------------------------===//

/// struct-type ::= `<` `packed`? (type (`,` type)*)? `>`
Type StructType::parse(AsmParser &parser) {
  if (parser.parseLess())
    return {};
  bool packed = succeeded(parser.parseOptionalKeyword("packed"));
  SmallVector<Type> body;
  if (failed(parser.parseOptionalGreater())) {
    auto parseField = [&]() -> ParseResult {
      Type field;
      if (parser.parseType(field))
        return failure();
      body.push_back(field);
      return success();
    };
    if (parser.parseCommaSeparatedList(parseField) || parser.parseGreater())
      return {};
  }
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), body, packed);
}

void StructType::print(AsmPrinter &printer) const {
  printer << '<';
  if (getPacked())
    printer << "packed" << (getBody().empty() ? "" : " ");
  llvm::interleaveComma(getBody(), printer);
  printer << '>';
}

LogicalResult StructType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 ArrayRef<Type> body, bool) {
  for (Type field : body)
    if (!isVIRStorableType(field))
      return emitError() << "structure field type " << field
                         << " is not a VIR value or aggregate type";
  // Each field is at most kMaxTypeBytes; their sum (with padding, at most
  // the alignment of each) must be too.
  uint64_t bytes = 0;
  for (Type field : body) {
    uint64_t fieldBytes =
        vct::vir::getAllocSize(field) + vct::vir::getABIAlignment(field);
    if (fieldBytes > kMaxTypeBytes || bytes > kMaxTypeBytes - fieldBytes)
      return emitError() << "structure is larger than 2^63-1 bytes";
    bytes += fieldBytes;
  }
  return success();
}

namespace {
/// Where the fields of a structure lie, its size and its alignment.
struct StructLayout {
  SmallVector<uint64_t> offsets;
  uint64_t size = 0;
  uint64_t align = 1;
};

/// The layout of each structure type. VIR's types are uniqued and never
/// change, so each is computed once, and the cache lives as long as the
/// types: the dialect owns it. (Computed per query, an offset re-summed the
/// fields before it: a pass asking for every field of a large structure
/// was cubic.)
class StructLayoutCache
    : public mlir::DialectInterface::Base<StructLayoutCache> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(StructLayoutCache)

  explicit StructLayoutCache(mlir::Dialect *dialect) : Base(dialect) {}

  const StructLayout &get(StructType type) {
    {
      std::shared_lock<std::shared_mutex> lock(mutex);
      auto it = layouts.find(type);
      if (it != layouts.end())
        return *it->second;
    }
    // Computed without the lock: the fields' own layouts come from here.
    auto layout = std::make_unique<StructLayout>(compute(type));
    std::unique_lock<std::shared_mutex> lock(mutex);
    return *layouts.try_emplace(type, std::move(layout)).first->second;
  }

private:
  static StructLayout compute(StructType type) {
    StructLayout layout;
    uint64_t offset = 0;
    for (Type field : type.getBody()) {
      if (!type.getPacked()) {
        uint64_t fieldAlign = vct::vir::getABIAlignment(field);
        offset = llvm::alignTo(offset, fieldAlign);
        layout.align = std::max(layout.align, fieldAlign);
      }
      layout.offsets.push_back(offset);
      offset += vct::vir::getAllocSize(field);
    }
    layout.size = llvm::alignTo(offset, layout.align);
    return layout;
  }

  std::shared_mutex mutex;
  DenseMap<Type, std::unique_ptr<StructLayout>> layouts;
};

/// The layout of `type`, from the cache the VIR dialect registers.
const StructLayout &getLayout(StructType type) {
  return type.getDialect().getRegisteredInterface<StructLayoutCache>()->get(
      type);
}
} // namespace

void vct::vir::detail::addStructLayoutCache(VIRDialect &dialect) {
  dialect.addInterfaces<StructLayoutCache>();
}

uint64_t StructType::getFieldOffset(unsigned index) const {
  ArrayRef<uint64_t> offsets = getLayout(*this).offsets;
  if (index < offsets.size())
    return offsets[index];
  // Past the last field: the end of its bytes.
  return offsets.empty() ? 0 : offsets.back() + getAllocSize(getBody().back());
}

llvm::TypeSize StructType::getTypeSizeInBits(const DataLayout &,
                                             DataLayoutEntryListRef) const {
  return llvm::TypeSize::getFixed(getAllocSize(*this) * 8);
}

uint64_t StructType::getABIAlignment(const DataLayout &,
                                     DataLayoutEntryListRef) const {
  return vct::vir::getABIAlignment(*this);
}

uint64_t StructType::getPreferredAlignment(const DataLayout &,
                                           DataLayoutEntryListRef) const {
  return vct::vir::getABIAlignment(*this);
}

//===----------------------------------------------------------------------===//
// ArrayType
//===----------------------------------------------------------------------===//

LogicalResult ArrayType::verify(function_ref<InFlightDiagnostic()> emitError,
                                uint64_t numElements, Type elementType) {
  if (!isVIRStorableType(elementType))
    return emitError() << "array element type " << elementType
                       << " is not a VIR value or aggregate type";
  uint64_t elemBytes = vct::vir::getAllocSize(elementType);
  if (numElements > kMaxTypeBytes ||
      (elemBytes && numElements > kMaxTypeBytes / elemBytes))
    return emitError() << "array of " << static_cast<int64_t>(numElements)
                       << " x " << elementType
                       << " is larger than 2^63-1 bytes (a negative or "
                          "overflowing element count)";
  return success();
}

llvm::TypeSize ArrayType::getTypeSizeInBits(const DataLayout &,
                                            DataLayoutEntryListRef) const {
  return llvm::TypeSize::getFixed(getAllocSize(*this) * 8);
}

uint64_t ArrayType::getABIAlignment(const DataLayout &,
                                    DataLayoutEntryListRef) const {
  return vct::vir::getABIAlignment(*this);
}

uint64_t ArrayType::getPreferredAlignment(const DataLayout &,
                                          DataLayoutEntryListRef) const {
  return vct::vir::getABIAlignment(*this);
}

//===----------------------------------------------------------------------===//
// Layout
//===----------------------------------------------------------------------===//

uint64_t vct::vir::getABIAlignment(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return std::min<uint64_t>(
        llvm::PowerOf2Ceil(llvm::divideCeil(intType.getWidth(), 8)), 8);
  if (isa<Float32Type>(type))
    return 4;
  if (isa<Float64Type, PtrType>(type))
    return 8;
  if (isa<Float80Type>(type))
    return 16;
  if (auto vecType = dyn_cast<VectorType>(type))
    return llvm::PowerOf2Ceil(getStoreSize(vecType));
  if (auto array = dyn_cast<ArrayType>(type))
    return getABIAlignment(array.getElementType());
  if (auto structType = dyn_cast<StructType>(type)) {
    return getLayout(structType).align;
  }
  llvm_unreachable("not a VIR storable type");
}

uint64_t vct::vir::getStoreSize(Type type) {
  if (auto intType = dyn_cast<IntegerType>(type))
    return llvm::divideCeil(intType.getWidth(), 8);
  if (isa<Float32Type>(type))
    return 4;
  if (isa<Float64Type, PtrType>(type))
    return 8;
  if (isa<Float80Type>(type))
    return 10;
  if (auto vecType = dyn_cast<VectorType>(type)) {
    // Pointer elements are 64 bits wide; getElementTypeBitWidth only knows
    // integers and floats.
    Type elem = vecType.getElementType();
    uint64_t elemBits =
        isa<PtrType>(elem) ? kPointerBytes * 8 : elem.getIntOrFloatBitWidth();
    return llvm::divideCeil(vecType.getNumElements() * elemBits, 8);
  }
  if (isa<ArrayType, StructType>(type))
    return getAllocSize(type);
  llvm_unreachable("not a VIR storable type");
}

uint64_t vct::vir::getAllocSize(Type type) {
  if (auto array = dyn_cast<ArrayType>(type))
    return getAllocSize(array.getElementType()) * array.getNumElements();
  if (auto structType = dyn_cast<StructType>(type)) {
    return getLayout(structType).size;
  }
  return llvm::alignTo(getStoreSize(type), getABIAlignment(type));
}
