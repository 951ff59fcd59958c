//===- VIRTraits.cpp - Verification of VIR traits -------------------------===//
//
// Traits are attributes, so the IR verifier is where malformed facts are
// caught before any pass reads them. A trait list is checked for:
//
//  - kind: every entry implements TraitAttrInterface;
//  - subject: the trait applies to what carries it (a call-edge request on a
//    call or function, a loop request on a back-edge branch, `range` on an
//    integer value, `noread` on a call edge but `readonly` on a function...);
//  - parameters: `lo <= hi`, bounds that fit the value's width, positive
//    sizes, request parameters that belong to the request kind;
//  - context: alias scopes declared by the function, epochs not ahead of the
//    function's epoch, no duplicate kinds on one subject.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "TraitVerifier.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Request classification
//===----------------------------------------------------------------------===//

RequestCategory vct::vir::getRequestCategory(RequestKind kind) {
  switch (kind) {
  case RequestKind::inline_:
  case RequestKind::always_inline:
  case RequestKind::no_inline:
  case RequestKind::cold_call:
  case RequestKind::likely_call:
  case RequestKind::tail_call:
  case RequestKind::must_tail:
  case RequestKind::no_tail:
    return RequestCategory::CallEdge;
  case RequestKind::unroll:
  case RequestKind::interleave:
  case RequestKind::peel:
  case RequestKind::rotate:
  case RequestKind::unswitch:
  case RequestKind::distribute:
  case RequestKind::fuse:
  case RequestKind::jam:
  case RequestKind::licm:
  case RequestKind::vectorize:
    return RequestCategory::Loop;
  case RequestKind::hot_path:
  case RequestKind::cold_path:
    return RequestCategory::Block;
  }
  llvm_unreachable("unknown request kind");
}

//===----------------------------------------------------------------------===//
// Subjects
//===----------------------------------------------------------------------===//

namespace {
/// What carries a trait list.
struct Subject {
  enum Kind { Op, Function, FunctionArg, CallArg } kind;
  /// The op (the function for FunctionArg, the call for CallArg).
  Operation *op;
  /// The type of the value the traits describe, if they describe one.
  Type valueType;

  /// A short description for diagnostics.
  std::string describe() const {
    switch (kind) {
    case Function:
      return "a vir.func";
    case FunctionArg:
      return "a function argument";
    case CallArg:
      return "a call argument";
    case Op:
      return ("'" + op->getName().getStringRef() + "'").str();
    }
    llvm_unreachable("unknown subject kind");
  }
};
} // namespace

static bool isBranch(Operation *op) {
  return isa<BrOp, CondBrOp, SwitchOp>(op);
}

static bool isMemoryAccess(Operation *op) {
  return isa<LoadOp, StoreOp, MemcpyOp, MemmoveOp, MemsetOp, CallOp>(op);
}

/// The type of the single value an op-level trait describes, if any.
static Type getOpValueType(Operation *op) {
  return op->getNumResults() == 1 ? op->getResult(0).getType() : Type();
}

//===----------------------------------------------------------------------===//
// Checks of one trait
//===----------------------------------------------------------------------===//

/// Checks that every scope in `scopes` is declared by `func`.
static LogicalResult
checkScopesDeclared(ArrayRef<StringAttr> scopes, FuncOp func,
                    function_ref<InFlightDiagnostic()> emitError) {
  for (StringAttr scope : scopes) {
    auto declared = func.getAliasScopes();
    if (!declared || !llvm::is_contained(declared->getValue(), scope))
      return emitError() << "alias scope '" << scope.getValue()
                         << "' is not declared in the alias_scopes of @"
                         << func.getSymName();
  }
  return success();
}

static SmallVector<StringAttr> getScopeNames(ArrayAttr scopes) {
  SmallVector<StringAttr> names;
  if (scopes)
    for (Attribute scope : scopes)
      names.push_back(cast<StringAttr>(scope));
  return names;
}

static LogicalResult
checkRequest(RequestAttr req, const Subject &subject,
             function_ref<InFlightDiagnostic()> emitError) {
  StringRef name = stringifyRequestKind(req.getKind());
  RequestKind kind = req.getKind();
  bool takesFactor = kind == RequestKind::unroll ||
                     kind == RequestKind::interleave ||
                     kind == RequestKind::jam;
  if (req.getFactor() && !takesFactor)
    return emitError() << "parameter 'factor' does not apply to request '"
                       << name << "'";
  if (req.getCount() && kind != RequestKind::peel)
    return emitError() << "parameter 'count' does not apply to request '"
                       << name << "'";
  if (req.getWidth() && kind != RequestKind::vectorize)
    return emitError() << "parameter 'width' does not apply to request '"
                       << name << "'";

  switch (getRequestCategory(kind)) {
  case RequestCategory::CallEdge:
    if (subject.kind == Subject::Function ||
        (subject.kind == Subject::Op && isa<CallOp>(subject.op)))
      return success();
    return emitError() << "request '" << name
                       << "' applies to a call edge (a vir.call or vir.func), "
                          "not to "
                       << subject.describe();
  case RequestCategory::Loop:
    if (subject.kind == Subject::Op && isBranch(subject.op))
      return success();
    // The request for a function's straight-line code (slp-vectorize).
    if (kind == RequestKind::vectorize && subject.kind == Subject::Function)
      return success();
    return emitError() << "request '" << name
                       << "' applies to a loop's back-edge branch, not to "
                       << subject.describe();
  case RequestCategory::Block:
    if (subject.kind == Subject::Op &&
        subject.op->hasTrait<OpTrait::IsTerminator>())
      return success();
    return emitError() << "request '" << name
                       << "' applies to a block's terminator, not to "
                       << subject.describe();
  }
  llvm_unreachable("unknown request category");
}

/// Checks one trait against its subject.
static LogicalResult checkTrait(TraitAttrInterface trait,
                                const Subject &subject, FuncOp func,
                                function_ref<InFlightDiagnostic()> emitError) {
  Type valueType = subject.valueType;
  auto isPtrValue = [&] { return valueType && isa<PtrType>(valueType); };
  auto requirePtrValue = [&](StringRef what) -> LogicalResult {
    if (isPtrValue() && subject.kind != Subject::Function)
      return success();
    return emitError() << "'" << what << "' applies to a pointer value, not to "
                       << subject.describe();
  };

  return llvm::TypeSwitch<Attribute, LogicalResult>(trait)
      .Case([&](RequestAttr req) {
        return checkRequest(req, subject, emitError);
      })
      .Case([&](LoopInvariantAttr) -> LogicalResult {
        if (subject.kind == Subject::Op && subject.op->getNumResults() > 0 &&
            !subject.op->hasTrait<OpTrait::IsTerminator>())
          return success();
        return emitError() << "'loop_invariant' applies to an operation with "
                              "results, not to "
                           << subject.describe();
      })
      .Case([&](RangeAttr range) -> LogicalResult {
        if (!valueType || !isVIRIntegerType(valueType) ||
            subject.kind == Subject::Function)
          return emitError() << "'range' applies to an integer value, not to "
                             << subject.describe();
        if (range.getLo() > range.getHi())
          return emitError() << "range lower bound " << range.getLo()
                             << " exceeds upper bound " << range.getHi();
        unsigned width = valueType.getIntOrFloatBitWidth();
        if (!llvm::isIntN(width, range.getLo()) ||
            !llvm::isIntN(width, range.getHi()))
          return emitError() << "range [" << range.getLo() << ", "
                             << range.getHi() << "] does not fit the signed "
                             << "values of " << valueType;
        return success();
      })
      .Case([&](AssumeAttr assume) -> LogicalResult {
        if (isPtrValue() && subject.kind != Subject::Function) {
          if ((assume.getPredicate() != ICmpPredicate::eq &&
               assume.getPredicate() != ICmpPredicate::ne) ||
              assume.getValue() != 0)
            return emitError() << "'assume' on a pointer compares it with 0 "
                                  "using eq or ne";
          return success();
        }
        if (!valueType || !isVIRIntegerType(valueType) ||
            subject.kind == Subject::Function)
          return emitError() << "'assume' applies to an integer or pointer "
                                "value, not to "
                             << subject.describe();
        unsigned width = valueType.getIntOrFloatBitWidth();
        int64_t value = assume.getValue();
        // The constant is read with the predicate's signedness.
        if (!llvm::isIntN(width, value) &&
            !(value >= 0 && llvm::isUIntN(width, value)))
          return emitError() << "assumed constant " << assume.getValue()
                             << " does not fit " << valueType;
        return success();
      })
      .Case([&](NoAliasAttr noalias) -> LogicalResult {
        // On a pointer argument of a call: the memory the callee reaches
        // through it (the inliner gives the fact to the accesses of an
        // inlined body based on the argument).
        bool onAccess =
            subject.kind == Subject::Op && isMemoryAccess(subject.op);
        bool onPointerArg = subject.kind == Subject::CallArg && isPtrValue();
        if (!onAccess && !onPointerArg)
          return emitError() << "'noalias' applies to a memory access or a "
                                "pointer argument of a call, not to "
                             << subject.describe();
        SmallVector<StringAttr> scopes =
            getScopeNames(noalias.getAliasScopes());
        SmallVector<StringAttr> noaliasScopes =
            getScopeNames(noalias.getNoaliasScopes());
        if (scopes.empty() && noaliasScopes.empty())
          return emitError() << "'noalias' names no scope";
        if (failed(checkScopesDeclared(scopes, func, emitError)) ||
            failed(checkScopesDeclared(noaliasScopes, func, emitError)))
          return failure();
        return success();
      })
      .Case([&](RestrictAttr restrict) -> LogicalResult {
        if (subject.kind == Subject::CallArg ||
            failed(requirePtrValue("restrict")))
          return subject.kind == Subject::CallArg
                     ? emitError() << "'restrict' applies to a function "
                                      "argument or a pointer-valued operation, "
                                      "not to a call argument"
                     : failure();
        if (restrict.getScope())
          return checkScopesDeclared({restrict.getScope()}, func, emitError);
        return success();
      })
      .Case([&](NoCaptureAttr) -> LogicalResult {
        if (subject.kind == Subject::Op) {
          if (isa<AllocaOp>(subject.op))
            return success();
          return emitError() << "'nocapture' applies to a vir.alloca or a "
                                "pointer argument, not to "
                             << subject.describe();
        }
        return requirePtrValue("nocapture");
      })
      .Case([&](ImmutableAttr) -> LogicalResult {
        if (subject.kind != Subject::Op)
          return emitError() << "'immutable' applies to a pointer-valued "
                                "operation, not to "
                             << subject.describe();
        return requirePtrValue("immutable");
      })
      .Case([&](DereferenceableAttr deref) -> LogicalResult {
        if (deref.getBytes() == 0)
          return emitError() << "'dereferenceable' needs a positive size";
        return requirePtrValue("dereferenceable");
      })
      .Case<ReadOnlyAttr, WriteOnlyAttr>([&](auto attr) -> LogicalResult {
        StringRef name = isa<ReadOnlyAttr>(attr) ? "readonly" : "writeonly";
        if (subject.kind == Subject::Function ||
            (subject.kind == Subject::FunctionArg && isPtrValue()))
          return success();
        return emitError() << "'" << name
                           << "' is a region-level fact for a vir.func or "
                              "its pointer argument, not for "
                           << subject.describe()
                           << " (use noread/nowrite on a call edge)";
      })
      .Case<NoReadAttr, NoWriteAttr>([&](auto attr) -> LogicalResult {
        StringRef name = isa<NoReadAttr>(attr) ? "noread" : "nowrite";
        if ((subject.kind == Subject::Op && isa<CallOp>(subject.op)) ||
            (subject.kind == Subject::CallArg && isPtrValue()))
          return success();
        return emitError() << "'" << name
                           << "' is an access-edge fact for a vir.call or "
                              "its pointer argument, not for "
                           << subject.describe()
                           << " (use readonly/writeonly on a function)";
      })
      .Case([&](TBAAAttr tbaa) -> LogicalResult {
        if (subject.kind != Subject::Op || !isa<LoadOp, StoreOp>(subject.op))
          return emitError() << "'tbaa' applies to a vir.load or vir.store, "
                                "not to "
                             << subject.describe();
        ArrayRef<Attribute> path = tbaa.getTypePath().getValue();
        if (path.empty() || path.size() > kMaxTBAADepth)
          return emitError() << "'tbaa' names 1 to " << kMaxTBAADepth
                             << " types, not " << path.size();
        if (!llvm::all_of(path, [](Attribute name) {
              auto string = dyn_cast<StringAttr>(name);
              return string && !string.empty();
            }))
          return emitError() << "'tbaa' names its types by non-empty strings";
        return success();
      })
      .Case([&](TailAttr) -> LogicalResult {
        if (subject.kind == Subject::Op && isa<CallOp>(subject.op))
          return success();
        return emitError() << "'tail' is an access-edge fact for a vir.call, "
                              "not for "
                           << subject.describe();
      })
      .Case([&](LibCallAttr libCall) -> LogicalResult {
        auto call = subject.kind == Subject::Op ? dyn_cast<CallOp>(subject.op)
                                                : CallOp();
        if (!call || call.isIndirect())
          return emitError() << "'libcall' is an access-edge fact for a "
                                "direct vir.call, not for "
                             << subject.describe();
        StringRef function = libCall.getFunction().getValue();
        if (call.getCalleeAttr().getValue() != function)
          return emitError()
                 << "'libcall' names '" << function << "', but the call calls '"
                 << call.getCalleeAttr().getValue() << "'";
        // The arguments each function takes first ('p' a pointer, 'i' an
        // integer), and its result; printf's family takes any arguments
        // after its format.
        struct KnownFunction {
          StringRef name, fixed;
          bool variadic;
          char result;
          const char *shape;
        };
        static constexpr KnownFunction kKnown[] = {
            {"strlen", "p", false, 'i',
             "one pointer argument and an integer result"},
            {"printf", "p", true, 'i',
             "a pointer argument (the format) first and an integer result"},
            {"sprintf", "pp", true, 'i',
             "two pointer arguments (destination, format) first and an "
             "integer result"},
            {"snprintf", "pip", true, 'i',
             "a pointer, an integer and a pointer argument (destination, "
             "size, format) first and an integer result"},
            {"strcpy", "pp", false, 'p',
             "two pointer arguments and a pointer result"},
            {"strcat", "pp", false, 'p',
             "two pointer arguments and a pointer result"},
            {"strcmp", "pp", false, 'i',
             "two pointer arguments and an integer result"},
            {"strncmp", "ppi", false, 'i',
             "two pointer arguments, an integer argument and an integer "
             "result"}};
        auto hasKind = [](Type type, char letter) {
          return letter == 'p' ? isa<PtrType>(type) : isa<IntegerType>(type);
        };
        const KnownFunction *known =
            llvm::find_if(kKnown, [&](const KnownFunction &entry) {
              return entry.name == function;
            });
        if (known == std::end(kKnown))
          return emitError()
                 << "'libcall' knows no C library function '" << function
                 << "' (known: strlen, printf, sprintf, snprintf, strcpy, "
                    "strcat, strcmp, strncmp)";
        auto args = call.getArgs();
        bool matches = (known->variadic ? args.size() >= known->fixed.size()
                                        : args.size() == known->fixed.size()) &&
                       call->getNumResults() == 1 &&
                       hasKind(call->getResult(0).getType(), known->result);
        for (auto [letter, arg] : llvm::zip(known->fixed, args))
          matches &= hasKind(arg.getType(), letter);
        if (!matches)
          return emitError() << "'libcall' on '" << function
                             << "' needs a call with " << known->shape;
        return success();
      })
      .Case([&](NoReturnAttr) -> LogicalResult {
        if (subject.kind == Subject::Function ||
            (subject.kind == Subject::Op && isa<CallOp>(subject.op)))
          return success();
        return emitError() << "'noreturn' applies to a vir.func or a "
                              "vir.call, not to "
                           << subject.describe();
      })
      .Default([&](Attribute) -> LogicalResult {
        return emitError() << "unhandled trait " << trait;
      });
}

/// A key identifying the kind of a trait, for duplicate detection.
static std::pair<TypeID, int> getTraitKindKey(Attribute trait) {
  if (auto req = dyn_cast<RequestAttr>(trait))
    return {trait.getTypeID(), static_cast<int>(req.getKind())};
  return {trait.getTypeID(), -1};
}

/// Verifies a whole `vir.traits` list.
static LogicalResult
verifyTraitList(Attribute list, const Subject &subject,
                function_ref<InFlightDiagnostic()> emitError) {
  auto traits = dyn_cast<ArrayAttr>(list);
  if (!traits)
    return emitError() << "'vir.traits' must be an array of traits, got "
                       << list;
  FuncOp func = getEpochOwner(subject.op);
  if (!func)
    return emitError() << "traits are only valid inside a vir.func";
  int64_t funcEpoch = func.getCurrentEpoch();
  SmallVector<std::pair<TypeID, int>> seen;
  for (Attribute attr : traits) {
    auto trait = dyn_cast<TraitAttrInterface>(attr);
    if (!trait)
      return emitError() << attr << " is not a VIR trait";
    if (trait.getEpoch() < 0)
      return emitError() << "trait " << attr << " has a negative epoch";
    if (trait.getEpoch() > funcEpoch)
      return emitError() << "trait " << attr << " is stamped at epoch "
                         << trait.getEpoch() << ", after @" << func.getSymName()
                         << "'s epoch " << funcEpoch;
    auto key = getTraitKindKey(attr);
    if (llvm::is_contained(seen, key))
      return emitError() << "duplicate trait " << attr;
    seen.push_back(key);
    if (failed(checkTrait(trait, subject, func, emitError)))
      return failure();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

LogicalResult vct::vir::detail::verifyOpTraitAttribute(Operation *op,
                                                       NamedAttribute attr) {
  // Facts about the whole program on the top-level module.
  auto verifyModuleFact = [&](bool validValue,
                              StringRef what) -> LogicalResult {
    if (isa<ModuleOp>(op) && validValue)
      return success();
    return op->emitError("'") << attr.getName().getValue() << "' must be "
                              << what << " on the top-level builtin.module";
  };
  if (attr.getName() == VIRDialect::getTargetCpuAttrName())
    return verifyModuleFact(isa<StringAttr>(attr.getValue()), "a string");
  if (attr.getName() == VIRDialect::getHostedAttrName())
    return verifyModuleFact(isa<UnitAttr>(attr.getValue()), "a unit attribute");
  if (attr.getName() != VIRDialect::getTraitsAttrName())
    return op->emitError("unknown VIR attribute '")
           << attr.getName().getValue() << "'";
  Subject subject{isa<FuncOp>(op) ? Subject::Function : Subject::Op, op,
                  getOpValueType(op)};
  return verifyTraitList(attr.getValue(), subject,
                         [&] { return op->emitOpError(); });
}

LogicalResult vct::vir::detail::verifyFuncArgAttribute(Operation *op,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  auto func = dyn_cast<FuncOp>(op);
  if (!func)
    return op->emitOpError("VIR argument traits are only valid on vir.func");
  auto emitError = [&] {
    return op->emitOpError("argument ") << argIndex << ": ";
  };
  if (attr.getName() != VIRDialect::getTraitsAttrName())
    return emitError() << "unknown VIR attribute '" << attr.getName().getValue()
                       << "'";
  Subject subject{Subject::FunctionArg, op, func.getArgumentTypes()[argIndex]};
  return verifyTraitList(attr.getValue(), subject, emitError);
}

LogicalResult vct::vir::detail::verifyFuncResultAttribute(Operation *op,
                                                          NamedAttribute attr) {
  return op->emitOpError("result attribute '")
         << attr.getName().getValue()
         << "': VIR has no traits on function results (put them on the "
            "returned value or on the calls)";
}

LogicalResult vct::vir::detail::verifyCallArgAttribute(CallOp call,
                                                       unsigned argIndex,
                                                       NamedAttribute attr) {
  auto emitError = [&] {
    return call.emitOpError("argument ") << argIndex << ": ";
  };
  if (attr.getName() != VIRDialect::getTraitsAttrName())
    return emitError() << "unknown attribute '" << attr.getName().getValue()
                       << "'";
  Subject subject{Subject::CallArg, call, call.getArgs()[argIndex].getType()};
  return verifyTraitList(attr.getValue(), subject, emitError);
}

LogicalResult vct::vir::detail::verifyLoopRequestsOnBackEdges(FuncOp func) {
  std::optional<DominanceInfo> dominance;
  // Walk every block, those of nested opaque regions included.
  WalkResult result = func.walk([&](Block *blockPtr) -> WalkResult {
    Block &block = *blockPtr;
    if (block.empty())
      return WalkResult::advance();
    Operation *term = &block.back();
    auto traits =
        term->getAttrOfType<ArrayAttr>(VIRDialect::getTraitsAttrName());
    if (!traits || !isBranch(term))
      return WalkResult::advance();
    for (Attribute attr : traits) {
      auto req = dyn_cast<RequestAttr>(attr);
      if (!req || getRequestCategory(req.getKind()) != RequestCategory::Loop)
        continue;
      if (!dominance)
        dominance.emplace(func);
      bool isBackEdge = llvm::any_of(term->getSuccessors(), [&](Block *succ) {
        return dominance->dominates(succ, &block);
      });
      if (!isBackEdge) {
        term->emitOpError("carries loop request '")
            << stringifyRequestKind(req.getKind())
            << "' but does not branch to a block that dominates it (no "
               "loop back edge)";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

//===----------------------------------------------------------------------===//
// Trait lists and epochs
//===----------------------------------------------------------------------===//

/// The elements of `attr` when it is an array, else nothing.
static ArrayRef<Attribute> asList(Attribute attr) {
  if (auto array = dyn_cast_or_null<ArrayAttr>(attr))
    return array.getValue();
  return {};
}

ArrayRef<Attribute> vct::vir::getTraitList(Operation *op) {
  return asList(op->getAttr(VIRDialect::getTraitsAttrName()));
}

ArrayRef<Attribute> vct::vir::getArgTraitList(FuncOp func, unsigned index) {
  return asList(func.getArgAttr(index, VIRDialect::getTraitsAttrName()));
}

ArrayRef<Attribute> vct::vir::getCallArgTraitList(CallOp call, unsigned index) {
  auto argAttrs = call.getArgAttrs();
  if (!argAttrs || index >= argAttrs->size())
    return {};
  auto dict = cast<DictionaryAttr>((*argAttrs)[index]);
  return asList(dict.get(VIRDialect::getTraitsAttrName()));
}

void vct::vir::setTraitList(Operation *op, ArrayRef<Attribute> traits) {
  if (traits.empty()) {
    op->removeAttr(VIRDialect::getTraitsAttrName());
    return;
  }
  op->setAttr(VIRDialect::getTraitsAttrName(),
              ArrayAttr::get(op->getContext(), traits));
}

void vct::vir::setArgTraitList(FuncOp func, unsigned index,
                               ArrayRef<Attribute> traits) {
  if (traits.empty()) {
    func.removeArgAttr(index, VIRDialect::getTraitsAttrName());
    return;
  }
  func.setArgAttr(index, VIRDialect::getTraitsAttrName(),
                  ArrayAttr::get(func.getContext(), traits));
}

void vct::vir::setCallArgTraitList(CallOp call, unsigned index,
                                   ArrayRef<Attribute> traits) {
  MLIRContext *context = call.getContext();
  unsigned count = call.getArgs().size();
  SmallVector<Attribute> dicts;
  if (auto existing = call.getArgAttrs())
    llvm::append_range(dicts, existing->getValue());
  dicts.resize(count, DictionaryAttr::get(context));
  NamedAttrList entries(cast<DictionaryAttr>(dicts[index]));
  if (traits.empty())
    entries.erase(VIRDialect::getTraitsAttrName());
  else
    entries.set(VIRDialect::getTraitsAttrName(),
                ArrayAttr::get(context, traits));
  dicts[index] = entries.getDictionary(context);
  if (llvm::all_of(dicts, [](Attribute dict) {
        return cast<DictionaryAttr>(dict).empty();
      }))
    call.removeArgAttrsAttr();
  else
    call.setArgAttrsAttr(ArrayAttr::get(context, dicts));
}

/// Replaces a trait of the same kind as `trait` in `traits` (a stale copy),
/// or appends it.
static void replaceOrAppend(SmallVectorImpl<Attribute> &traits,
                            TraitAttrInterface trait);

void vct::vir::addCallArgTrait(CallOp call, unsigned index,
                               TraitAttrInterface trait) {
  SmallVector<Attribute> traits(getCallArgTraitList(call, index));
  replaceOrAppend(traits, trait);
  setCallArgTraitList(call, index, traits);
}

void vct::vir::copyAccessScopes(Operation *copy, Operation *access) {
  for (Attribute trait : getTraitList(copy))
    if (auto scopes = dyn_cast<NoAliasAttr>(trait))
      addTrait(access, scopes);
}

void vct::vir::addTrait(Operation *op, TraitAttrInterface trait) {
  SmallVector<Attribute> traits(getTraitList(op));
  // A list holds one trait of each kind: a copy already there (typically a
  // stale one, which the adding pass cannot see through its TraitView) is
  // replaced in place. Appending beside it made valid input fail with
  // "duplicate trait" (issue 13).
  replaceOrAppend(traits, trait);
  setTraitList(op, traits);
}

static void replaceOrAppend(SmallVectorImpl<Attribute> &traits,
                            TraitAttrInterface trait) {
  auto key = getTraitKindKey(trait);
  for (Attribute &attr : traits)
    if (getTraitKindKey(attr) == key) {
      attr = trait;
      return;
    }
  traits.push_back(trait);
}

FuncOp vct::vir::getEpochOwner(Operation *op) {
  if (auto func = dyn_cast<FuncOp>(op))
    return func;
  return op->getParentOfType<FuncOp>();
}

bool vct::vir::isEpochValid(TraitAttrInterface trait, FuncOp owner) {
  return owner && trait.getEpoch() == owner.getCurrentEpoch();
}

int64_t vct::vir::advanceEpoch(FuncOp func) {
  int64_t next = func.getCurrentEpoch() + 1;
  func.setEpoch(next);
  return next;
}

void vct::vir::restampTrait(Operation *op, TraitAttrInterface trait) {
  FuncOp owner = getEpochOwner(op);
  assert(owner && "traits live inside functions");
  SmallVector<Attribute> traits(getTraitList(op));
  for (Attribute &attr : traits)
    if (attr == trait)
      attr = trait.withEpoch(owner.getCurrentEpoch());
  setTraitList(op, traits);
}
