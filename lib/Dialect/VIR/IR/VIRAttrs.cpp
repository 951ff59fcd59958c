//===- VIRAttrs.cpp - VIR attributes and traits ---------------------------===//
//
// Syntax of the trait attributes. Every trait is written as its mnemonic,
// then its positional parameters, then optional `key = value` parameters,
// among them the stamp every trait carries (`epoch`, `origin`):
//
//   #vir.req<unroll, soft, factor = 4, epoch = 2>
//   #vir.nocapture            #vir.nocapture<epoch = 1, origin = "sroa">
//
// Whether a trait makes sense where it is written is checked by the trait
// verifier (VIRTraits.cpp), not here.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace vct::vir;

#include "vct/Dialect/VIR/IR/VIREnums.cpp.inc"

#include "vct/Dialect/VIR/IR/VIRAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "vct/Dialect/VIR/IR/VIRAttrs.cpp.inc"

void VIRDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "vct/Dialect/VIR/IR/VIRAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Parameter syntax shared by all traits
//===----------------------------------------------------------------------===//

namespace {
/// The epoch and origin every trait carries.
struct Stamp {
  int64_t epoch = 0;
  StringAttr origin;
};

/// Handles one trait-specific `key = value` parameter: returns std::nullopt
/// when `key` is not one of the trait's, otherwise whether parsing the value
/// succeeded.
using KeyParser = function_ref<OptionalParseResult(StringRef key)>;
} // namespace

/// Parses `key = value` parameters up to and including the closing `>`.
/// `leadingComma` says whether positional parameters precede them.
static ParseResult parseKeyParams(AsmParser &parser, Stamp &stamp,
                                  bool leadingComma, KeyParser parseKey = {}) {
  bool needComma = leadingComma;
  while (failed(parser.parseOptionalGreater())) {
    if (needComma && parser.parseComma())
      return failure();
    needComma = true;
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    if (key == "epoch") {
      if (parser.parseInteger(stamp.epoch))
        return failure();
      continue;
    }
    if (key == "origin") {
      std::string origin;
      if (parser.parseString(&origin))
        return failure();
      stamp.origin = StringAttr::get(parser.getContext(), origin);
      continue;
    }
    if (parseKey) {
      OptionalParseResult result = parseKey(key);
      if (result.has_value()) {
        if (failed(*result))
          return failure();
        continue;
      }
    }
    return parser.emitError(loc, "unknown trait parameter '") << key << "'";
  }
  return success();
}

/// Parses the optional `<key = value, ...>` of a trait without positional
/// parameters.
static ParseResult parseOptionalKeyParams(AsmParser &parser, Stamp &stamp,
                                          KeyParser parseKey = {}) {
  if (failed(parser.parseOptionalLess()))
    return success();
  return parseKeyParams(parser, stamp, /*leadingComma=*/false, parseKey);
}

namespace {
/// Prints `key = value` parameters, separated by commas.
class KeyParamPrinter {
public:
  KeyParamPrinter(AsmPrinter &printer, bool leadingComma)
      : printer(printer), needComma(leadingComma) {}

  /// Starts the parameter `key`; the caller prints the value.
  AsmPrinter &key(StringRef key) {
    if (needComma)
      printer << ", ";
    needComma = true;
    return printer << key << " = ";
  }

  /// Prints the stamp's parameters when they differ from the defaults.
  void stamp(int64_t epoch, StringAttr origin) {
    if (epoch != 0)
      key("epoch") << epoch;
    if (origin)
      key("origin") << origin;
  }

private:
  AsmPrinter &printer;
  bool needComma;
};
} // namespace

/// True if a trait without positional parameters needs its `<...>` printed.
static bool hasKeyParams(int64_t epoch, StringAttr origin) {
  return epoch != 0 || origin;
}

/// Parses a keyword naming a case of an enumeration.
template <typename EnumT>
static ParseResult
parseEnumKeyword(AsmParser &parser, EnumT &value,
                 std::optional<EnumT> (*symbolize)(StringRef), StringRef what) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<EnumT> parsed = symbolize(keyword);
  if (!parsed)
    return parser.emitError(loc, "unknown ") << what << " '" << keyword << "'";
  value = *parsed;
  return success();
}

//===----------------------------------------------------------------------===//
// RequestAttr
//===----------------------------------------------------------------------===//

Attribute RequestAttr::parse(AsmParser &parser, Type) {
  RequestKind kind{};
  Strength strength{};
  Stamp stamp;
  uint64_t factor = 0, count = 0, width = 0;
  auto parseKey = [&](StringRef key) -> OptionalParseResult {
    if (key == "factor")
      return parser.parseInteger(factor);
    if (key == "count")
      return parser.parseInteger(count);
    if (key == "width")
      return parser.parseInteger(width);
    return std::nullopt;
  };
  if (parser.parseLess() ||
      parseEnumKeyword(parser, kind, symbolizeRequestKind, "request kind") ||
      parser.parseComma() ||
      parseEnumKeyword(parser, strength, symbolizeStrength,
                       "request strength (expected 'soft' or 'strong')") ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true, parseKey))
    return {};
  return get(parser.getContext(), kind, strength, factor, count, width,
             stamp.epoch, stamp.origin);
}

void RequestAttr::print(AsmPrinter &printer) const {
  printer << '<' << stringifyRequestKind(getKind()) << ", "
          << stringifyStrength(getStrength());
  KeyParamPrinter params(printer, /*leadingComma=*/true);
  if (getFactor())
    params.key("factor") << getFactor();
  if (getCount())
    params.key("count") << getCount();
  if (getWidth())
    params.key("width") << getWidth();
  params.stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface RequestAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getKind(), getStrength(), getFactor(), getCount(),
             getWidth(), newEpoch, getOrigin());
}

//===----------------------------------------------------------------------===//
// Traits without positional parameters
//===----------------------------------------------------------------------===//

/// Defines parse, print and withEpoch of a trait whose only parameters are
/// its stamp.
#define VIR_DEFINE_UNIT_TRAIT(Name)                                            \
  Attribute Name::parse(AsmParser &parser, Type) {                             \
    Stamp stamp;                                                               \
    if (parseOptionalKeyParams(parser, stamp))                                 \
      return {};                                                               \
    return get(parser.getContext(), stamp.epoch, stamp.origin);                \
  }                                                                            \
  void Name::print(AsmPrinter &printer) const {                                \
    if (!hasKeyParams(getEpoch(), getOrigin()))                                \
      return;                                                                  \
    printer << '<';                                                            \
    KeyParamPrinter(printer, /*leadingComma=*/false)                           \
        .stamp(getEpoch(), getOrigin());                                       \
    printer << '>';                                                            \
  }                                                                            \
  TraitAttrInterface Name::withEpoch(int64_t newEpoch) const {                 \
    return get(getContext(), newEpoch, getOrigin());                           \
  }

VIR_DEFINE_UNIT_TRAIT(LoopInvariantAttr)
VIR_DEFINE_UNIT_TRAIT(NoCaptureAttr)
VIR_DEFINE_UNIT_TRAIT(ImmutableAttr)
VIR_DEFINE_UNIT_TRAIT(ReadOnlyAttr)
VIR_DEFINE_UNIT_TRAIT(WriteOnlyAttr)
VIR_DEFINE_UNIT_TRAIT(NoReadAttr)
VIR_DEFINE_UNIT_TRAIT(NoWriteAttr)
VIR_DEFINE_UNIT_TRAIT(TailAttr)
VIR_DEFINE_UNIT_TRAIT(NoReturnAttr)

#undef VIR_DEFINE_UNIT_TRAIT

//===----------------------------------------------------------------------===//
// RangeAttr, AssumeAttr, DereferenceableAttr
//===----------------------------------------------------------------------===//

Attribute RangeAttr::parse(AsmParser &parser, Type) {
  int64_t lo, hi;
  Stamp stamp;
  if (parser.parseLess() || parser.parseInteger(lo) || parser.parseComma() ||
      parser.parseInteger(hi) ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true))
    return {};
  return get(parser.getContext(), lo, hi, stamp.epoch, stamp.origin);
}

void RangeAttr::print(AsmPrinter &printer) const {
  printer << '<' << getLo() << ", " << getHi();
  KeyParamPrinter(printer, /*leadingComma=*/true)
      .stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface RangeAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getLo(), getHi(), newEpoch, getOrigin());
}

Attribute AssumeAttr::parse(AsmParser &parser, Type) {
  ICmpPredicate predicate{};
  int64_t value;
  Stamp stamp;
  if (parser.parseLess() ||
      parseEnumKeyword(parser, predicate, symbolizeICmpPredicate,
                       "comparison predicate") ||
      parser.parseComma() || parser.parseInteger(value) ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true))
    return {};
  return get(parser.getContext(), predicate, value, stamp.epoch, stamp.origin);
}

void AssumeAttr::print(AsmPrinter &printer) const {
  printer << '<' << stringifyICmpPredicate(getPredicate()) << ", "
          << getValue();
  KeyParamPrinter(printer, /*leadingComma=*/true)
      .stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface AssumeAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getPredicate(), getValue(), newEpoch, getOrigin());
}

Attribute DereferenceableAttr::parse(AsmParser &parser, Type) {
  uint64_t bytes;
  Stamp stamp;
  if (parser.parseLess() || parser.parseInteger(bytes) ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true))
    return {};
  return get(parser.getContext(), bytes, stamp.epoch, stamp.origin);
}

void DereferenceableAttr::print(AsmPrinter &printer) const {
  printer << '<' << getBytes();
  KeyParamPrinter(printer, /*leadingComma=*/true)
      .stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface DereferenceableAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getBytes(), newEpoch, getOrigin());
}

Attribute LibCallAttr::parse(AsmParser &parser, Type) {
  std::string function;
  Stamp stamp;
  if (parser.parseLess() || parser.parseString(&function) ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true))
    return {};
  return get(parser.getContext(),
             StringAttr::get(parser.getContext(), function), stamp.epoch,
             stamp.origin);
}

void LibCallAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printString(getFunction().getValue());
  KeyParamPrinter(printer, /*leadingComma=*/true)
      .stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface LibCallAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getFunction(), newEpoch, getOrigin());
}

//===----------------------------------------------------------------------===//
// NoAliasAttr, RestrictAttr
//===----------------------------------------------------------------------===//

/// Parses `[ "scope", ... ]`.
static ParseResult parseScopeList(AsmParser &parser, ArrayAttr &scopes) {
  SmallVector<Attribute> names;
  auto parseName = [&]() -> ParseResult {
    std::string name;
    if (parser.parseString(&name))
      return failure();
    names.push_back(StringAttr::get(parser.getContext(), name));
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parseName))
    return failure();
  scopes = ArrayAttr::get(parser.getContext(), names);
  return success();
}

Attribute NoAliasAttr::parse(AsmParser &parser, Type) {
  ArrayAttr aliasScopes, noaliasScopes;
  Stamp stamp;
  auto parseKey = [&](StringRef key) -> OptionalParseResult {
    if (key == "alias_scopes")
      return parseScopeList(parser, aliasScopes);
    if (key == "noalias_scopes")
      return parseScopeList(parser, noaliasScopes);
    return std::nullopt;
  };
  if (parser.parseLess() ||
      parseKeyParams(parser, stamp, /*leadingComma=*/false, parseKey))
    return {};
  return get(parser.getContext(), aliasScopes, noaliasScopes, stamp.epoch,
             stamp.origin);
}

void NoAliasAttr::print(AsmPrinter &printer) const {
  printer << '<';
  KeyParamPrinter params(printer, /*leadingComma=*/false);
  if (getAliasScopes())
    params.key("alias_scopes") << getAliasScopes();
  if (getNoaliasScopes())
    params.key("noalias_scopes") << getNoaliasScopes();
  params.stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface NoAliasAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getAliasScopes(), getNoaliasScopes(), newEpoch,
             getOrigin());
}

Attribute RestrictAttr::parse(AsmParser &parser, Type) {
  StringAttr scope;
  Stamp stamp;
  auto parseKey = [&](StringRef key) -> OptionalParseResult {
    if (key != "scope")
      return std::nullopt;
    std::string name;
    if (parser.parseString(&name))
      return failure();
    scope = StringAttr::get(parser.getContext(), name);
    return success();
  };
  if (parseOptionalKeyParams(parser, stamp, parseKey))
    return {};
  return get(parser.getContext(), scope, stamp.epoch, stamp.origin);
}

void RestrictAttr::print(AsmPrinter &printer) const {
  if (!getScope() && !hasKeyParams(getEpoch(), getOrigin()))
    return;
  printer << '<';
  KeyParamPrinter params(printer, /*leadingComma=*/false);
  if (getScope())
    params.key("scope") << getScope();
  params.stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface RestrictAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getScope(), newEpoch, getOrigin());
}

//===----------------------------------------------------------------------===//
// TBAAAttr
//===----------------------------------------------------------------------===//

Attribute TBAAAttr::parse(AsmParser &parser, Type) {
  ArrayAttr path;
  Stamp stamp;
  if (parser.parseLess() || parseScopeList(parser, path) ||
      parseKeyParams(parser, stamp, /*leadingComma=*/true))
    return {};
  return get(parser.getContext(), path, stamp.epoch, stamp.origin);
}

void TBAAAttr::print(AsmPrinter &printer) const {
  printer << '<' << getTypePath();
  KeyParamPrinter(printer, /*leadingComma=*/true)
      .stamp(getEpoch(), getOrigin());
  printer << '>';
}

TraitAttrInterface TBAAAttr::withEpoch(int64_t newEpoch) const {
  return get(getContext(), getTypePath(), newEpoch, getOrigin());
}
