//===- SimplifyLibCalls.cpp - Library calls of constant strings -----------===//
//
// A module pass (it may declare puts, putchar or strlen, and add a string).
// For each function, in module order, each call carrying an epoch-valid
// `#vir.libcall` of printf, sprintf or snprintf whose format is the
// address of a constant string (a `constant` global, as the trait producer
// marks string literals) is replaced by what that format does, when it is
// one of these (`text` holds no '%'), and strcpy and strcat of a constant
// string by copies:
//
//   printf("")             nothing; its result is 0
//   printf("c")            putchar('c')                    result unused
//   printf("text\n")       puts("text")                    result unused
//   printf("%s\n", s)      puts(s)                         result unused
//   printf("%c", c)        putchar(c)                      result unused
//   sprintf(d, "text")     memcpy(d, "text", 5); 4
//   sprintf(d, "%s", s)    n = strlen(s); memcpy(d, s, n + 1); n
//                          (s a constant string: its length, no strlen)
//   sprintf(d, "%c", c)    d[0] = c; d[1] = 0; 1
//   snprintf(d, k, "text") k a constant: k = 0, nothing; k > 4, as sprintf;
//                          else a copy of k - 1 bytes and a NUL; the
//                          result 4 (and "%s" of a constant string alike)
//   strcpy(d, "text")      memcpy(d, "text", 5); d
//   strcat(d, "text")      memcpy(d + strlen(d), "text", 5); d
//   strcmp(s, "ab") == 0   s[0] - 'a', then s[1] - 'b', then s[2] - 0, each
//                          in a block of its own, leaving at the first
//                          difference (at most 3 bytes; strncmp's length
//                          if less; strncmp of 0 bytes is 0)
//
// puts and putchar return other values than printf, so those forms need
// the result unused; a comparison needs its result tested only against
// zero (the standard gives its sign alone), and reads the other string
// only while it matches, as the call does. Each form does what the C
// standard says the call does; only the amount of work changes.
//
// Soundness, as a strict trait consumer:
//  - What a call is comes from `#vir.libcall`, which the trait producer
//    stamps only on calls of a declared function with the library's name
//    and type in a hosted module; a stale one (older epoch) is ignored.
//  - A new call of puts, putchar or strlen needs the module's `vir.hosted`
//    and no other symbol of that name (LibraryCalls.h); the forms that
//    need none (copies and stores) do not ask.
//  - The format's bytes are read from a `constant`, non-interposable
//    global definition (getConstantString): nothing can change them.
//
// A call inside a vir.opaque_region is not looked at (barrier). Requests
// on a replaced call end AlreadyDone. The budget counts the calls looked
// at.
//
// Beyond 007's table and ARCHITECTURE §5.1's list of additions: LLVM does
// this inside instcombine; here it is a module pass (it declares functions
// and adds strings, which a function pass may not), run last among stage
// 3's module passes, after inlining and ipsccp have put constant formats
// where the calls are.
//
// Reference: LLVM's SimplifyLibCalls (optimizePrintF, optimizeSPrintF,
// optimizeSnPrintF).
//
//===----------------------------------------------------------------------===//

#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/ConstantPropagation.h"
#include "vct/Transforms/Utils/LibraryCalls.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_SIMPLIFYLIBCALLSPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "simplify-libcalls"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// What a call becomes.
enum class Form {
  /// Nothing: the call goes, its result a constant.
  Erase,
  /// putchar of `text`'s one character.
  PutcharConstant,
  /// puts of `text` (a new string).
  PutsConstant,
  /// puts of `argument`.
  PutsArgument,
  /// putchar of `argument`.
  PutcharArgument,
  /// A copy of `text` and its NUL from `argument` (its address) to the
  /// destination; the result is its length.
  Copy,
  /// A copy of the first `prefix` bytes of `text` from `argument` and a
  /// NUL after them (snprintf's size is smaller); the result is the
  /// length of `text`.
  CopyPrefix,
  /// A copy of the string at `argument` and its NUL, its length from
  /// strlen; the result is that length.
  CopyStrlen,
  /// `argument` as a byte and a NUL stored at the destination; the result
  /// is 1.
  StoreChar,
  /// A copy of `text` and its NUL from `argument` to the end of the string
  /// at the destination, found by strlen.
  Append,
  /// The first `prefix` bytes of the string at `argument` compared with
  /// those of `text` (and its NUL) one at a time, stopping at the first
  /// that differs; the result is that difference (`constantFirst`: the
  /// constant's byte minus the other's), or 0.
  CompareBytes,
};

/// A call matched to its replacement.
struct Match {
  CallOp call;
  /// The library function the call is.
  StringRef function;
  Form form;
  std::string text;
  Value argument;
  /// The result, for Erase, Copy and CopyPrefix.
  uint64_t result = 0;
  /// The bytes CopyPrefix copies.
  uint64_t prefix = 0;
  /// The result is the destination (strcpy, strcat).
  bool returnsDestination = false;
  /// For CompareBytes: the constant string is the first argument.
  bool constantFirst = false;
};

class LibCallSimplifier {
public:
  LibCallSimplifier(ModuleOp module, SymbolTable &symbols)
      : module(module), symbols(symbols) {}

  /// Simplifies the calls of `func`; fails on an internal compiler error.
  LogicalResult run(FuncOp func, PassReporter &reporter,
                    IterationBudget &budget);
  unsigned getSimplified() const { return simplified; }

private:
  /// The constant string `pointer` is the address of, or nothing.
  std::optional<std::string> getString(Value pointer);
  /// What `call`, a call of `function`, becomes; nothing when its format
  /// is not a form above. `why` says why a form was not taken.
  std::optional<Match> match(CallOp call, StringRef function, std::string &why);
  /// The library function `match` calls, if any.
  static std::optional<LibraryFunction> getCallee(const Match &match);
  /// The address of a new constant string `text` (and its NUL), made once
  /// per text, named after `like`.
  Value getStringAddress(OpBuilder &builder, Location loc, StringRef text,
                         StringRef like);
  /// Replaces the call; fails on an internal compiler error.
  LogicalResult replace(Match &match, PassReporter &reporter);
  /// The byte-by-byte comparison of a CompareBytes match: the call's block
  /// is split after it, a block per byte after the first tests it, and the
  /// rest of the block receives the difference. Returns that value.
  Value emitCompareBytes(const Match &match);

  ModuleOp module;
  SymbolTable &symbols;
  /// The strings made for puts, by text.
  llvm::StringMap<GlobalOp> strings;
  unsigned simplified = 0;
};
} // namespace

/// The library functions whose calls the pass looks at.
static constexpr llvm::StringLiteral kSimplified[] = {
    "printf", "sprintf", "snprintf", "strcpy", "strcat", "strcmp", "strncmp"};

/// The most bytes a comparison with a constant string is unrolled to
/// (LLVM's strncmp-inline-threshold): "sp" and its NUL.
static constexpr uint64_t kMaxComparedBytes = 3;

/// What a remark calls the constant argument of a call of `function`.
static StringRef getConstantName(StringRef function) {
  if (function == "strcmp" || function == "strncmp")
    return "argument";
  return function.starts_with("str") ? "source" : "format";
}

/// True if every use of `result` is an equality test against zero.
static bool isOnlyTestedAgainstZero(Value result) {
  return llvm::all_of(result.getUsers(), [&](Operation *user) {
    auto cmp = dyn_cast<ICmpOp>(user);
    return cmp &&
           (cmp.getPredicate() == ICmpPredicate::eq ||
            cmp.getPredicate() == ICmpPredicate::ne) &&
           (matchPattern(cmp.getLhs(), m_Zero()) ||
            matchPattern(cmp.getRhs(), m_Zero()));
  });
}

/// The position of the format among the arguments of `function`.
static unsigned getFormatIndex(StringRef function) {
  return function == "printf" ? 0 : function == "sprintf" ? 1 : 2;
}

static bool isPointer(Value value) { return isa<PtrType>(value.getType()); }
static bool isInt32(Value value) { return value.getType().isInteger(32); }

std::optional<std::string> LibCallSimplifier::getString(Value pointer) {
  auto address = pointer.getDefiningOp<AddressOfOp>();
  if (!address)
    return std::nullopt;
  return getConstantString(
      symbols.lookup<GlobalOp>(address.getSymbolAttr().getAttr()));
}

std::optional<Match> LibCallSimplifier::match(CallOp call, StringRef function,
                                              std::string &why) {
  if (function == "strcmp" || function == "strncmp") {
    // One side a constant string: its bytes are known, and the other's
    // are read only while they match (strcmp reads them too).
    OperandRange args = call.getArgs();
    std::optional<std::string> text = getString(args[0]);
    bool constantFirst = text.has_value();
    if (!text)
      text = getString(args[1]);
    if (!text || (constantFirst && getString(args[1])))
      return std::nullopt;
    uint64_t bytes = text->size() + 1;
    if (function == "strncmp") {
      APInt length;
      if (!matchPattern(args[2], m_ConstantInt(&length)))
        return std::nullopt;
      if (length.ult(bytes))
        bytes = length.getZExtValue();
    }
    Match m{call, function, Form::CompareBytes, *text,
            args[constantFirst ? 1 : 0]};
    m.constantFirst = constantFirst;
    m.prefix = bytes;
    if (bytes == 0) {
      m.form = Form::Erase; // compares nothing: 0
      return m;
    }
    if (bytes > kMaxComparedBytes)
      return std::nullopt;
    if (!isOnlyTestedAgainstZero(call->getResult(0))) {
      why = "its result is used other than in a test against zero";
      return std::nullopt;
    }
    return m;
  }
  if (function == "strcpy" || function == "strcat") {
    // The source is a constant string: its bytes are known.
    Value source = call.getArgs()[1];
    std::optional<std::string> text = getString(source);
    if (!text)
      return std::nullopt;
    Match m{call, function, Form::Copy, *text, source};
    m.returnsDestination = true;
    if (function == "strcat")
      m.form = text->empty() ? Form::Erase : Form::Append;
    return m;
  }
  unsigned index = getFormatIndex(function);
  OperandRange args = call.getArgs();
  std::optional<std::string> format = getString(args[index]);
  if (!format)
    return std::nullopt;
  OperandRange rest = args.drop_front(index + 1);
  bool plain = !StringRef(*format).contains('%') && rest.empty();
  Match m{call, function, Form::Erase, "", Value()};
  if (function == "printf") {
    if (plain && format->empty())
      return m;
    bool oneArgument = rest.size() == 1;
    if (plain && format->size() == 1) {
      m.form = Form::PutcharConstant;
      m.text = *format;
    } else if (plain && format->back() == '\n') {
      m.form = Form::PutsConstant;
      m.text = format->substr(0, format->size() - 1);
    } else if (*format == "%s\n" && oneArgument && isPointer(rest[0])) {
      m.form = Form::PutsArgument;
      m.argument = rest[0];
    } else if (*format == "%c" && oneArgument && isInt32(rest[0])) {
      m.form = Form::PutcharArgument;
      m.argument = rest[0];
    } else {
      return std::nullopt;
    }
    if (!call->use_empty()) {
      why = "its result is used, and " +
            getLibraryFunctionName(*getCallee(m)).str() +
            " returns another value";
      return std::nullopt;
    }
    return m;
  }

  // sprintf and snprintf: a copy of the format, or of a constant string
  // it prints with "%s".
  bool printsString = *format == "%s" && rest.size() == 1 && isPointer(rest[0]);
  Value source = plain ? args[index] : printsString ? rest[0] : Value();
  std::optional<std::string> copied = plain    ? format
                                      : source ? getString(source)
                                               : std::nullopt;
  if (copied) {
    m.form = Form::Copy;
    m.text = *copied;
    m.argument = source;
    m.result = copied->size();
  }
  if (function == "snprintf") {
    APInt size;
    if (!copied || !matchPattern(args[1], m_ConstantInt(&size)))
      return std::nullopt;
    if (size.isZero()) {
      m.form = Form::Erase; // writes nothing
    } else if (size.ule(copied->size())) {
      // What does not fit is cut, and a NUL ends what does.
      m.form = Form::CopyPrefix;
      m.prefix = size.getZExtValue() - 1;
    }
    return m;
  }
  if (copied)
    return m;
  if (printsString) {
    m.form = Form::CopyStrlen;
    m.argument = source;
  } else if (*format == "%c" && rest.size() == 1 && isInt32(rest[0])) {
    m.form = Form::StoreChar;
    m.argument = rest[0];
  } else {
    return std::nullopt;
  }
  return m;
}

std::optional<LibraryFunction> LibCallSimplifier::getCallee(const Match &m) {
  switch (m.form) {
  case Form::PutcharConstant:
  case Form::PutcharArgument:
    return LibraryFunction::Putchar;
  case Form::PutsConstant:
  case Form::PutsArgument:
    return LibraryFunction::Puts;
  case Form::CopyStrlen:
  case Form::Append:
    return LibraryFunction::Strlen;
  case Form::Erase:
  case Form::Copy:
  case Form::CopyPrefix:
  case Form::StoreChar:
  case Form::CompareBytes:
    return std::nullopt;
  }
  llvm_unreachable("unknown form");
}

Value LibCallSimplifier::getStringAddress(OpBuilder &builder, Location loc,
                                          StringRef text, StringRef like) {
  GlobalOp &global = strings[text];
  if (!global) {
    MLIRContext *ctx = module.getContext();
    std::string bytes = text.str();
    bytes.push_back('\0');
    OpBuilder moduleBuilder = OpBuilder::atBlockEnd(module.getBody());
    global = GlobalOp::create(
        moduleBuilder, module.getLoc(), (like + ".line").str(),
        ArrayType::get(ctx, bytes.size(), IntegerType::get(ctx, 8)),
        /*sym_visibility=*/nullptr, /*constant=*/true,
        StringAttr::get(ctx, bytes), /*alignment=*/IntegerAttr());
    global.setPrivate();
    symbols.insert(global); // renamed if the name is taken
  }
  return AddressOfOp::create(builder, loc, PtrType::get(builder.getContext()),
                             FlatSymbolRefAttr::get(global.getSymNameAttr()));
}

LogicalResult LibCallSimplifier::run(FuncOp func, PassReporter &reporter,
                                     IterationBudget &budget) {
  SmallVector<std::pair<CallOp, StringRef>> calls;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<OpaqueRegionOp>(op))
      return WalkResult::skip();
    auto call = dyn_cast<CallOp>(op);
    if (!call)
      return WalkResult::advance();
    StringRef function = getLibraryFunction(call);
    if (llvm::is_contained(kSimplified, function))
      calls.push_back({call, function});
    return WalkResult::advance();
  });
  bool failedAny = false;
  for (auto [call, function] : calls) {
    if (!budget.take())
      break;
    std::string why;
    std::optional<Match> m = match(call, function, why);
    std::optional<LibraryFunction> callee;
    if (m && (callee = getCallee(*m)))
      if (std::optional<std::string> refusal =
              whyNoLibraryFunction(module, symbols, *callee)) {
        why = "it would call " + getLibraryFunctionName(*callee).str() +
              ", but " + *refusal;
        m.reset();
      }
    if (!why.empty())
      reporter.missed(call.getLoc(), "NotSimplified",
                      "the call of " + function + " with a constant " +
                          getConstantName(function) +
                          " is not simplified: " + why);
    if (m)
      failedAny |= failed(replace(*m, reporter));
  }
  return failure(failedAny);
}

LogicalResult LibCallSimplifier::replace(Match &m, PassReporter &reporter) {
  CallOp call = m.call;
  Location loc = call.getLoc();
  OpBuilder builder(call);
  Type i64 = builder.getI64Type();
  auto constant = [&](Type type, uint64_t value) -> Value {
    return ConstantOp::create(builder, loc, type,
                              builder.getIntegerAttr(type, value));
  };
  auto callLibrary = [&](LibraryFunction callee, Value argument) {
    return createLibraryCall(builder, loc, module, symbols, callee, argument,
                             DEBUG_TYPE);
  };
  OperandRange args = call.getArgs();
  Value destination = args.empty() ? Value() : args[0];
  Value result;
  std::string became;
  switch (m.form) {
  case Form::Erase:
    became = "nothing";
    break;
  case Form::PutcharConstant:
    callLibrary(
        LibraryFunction::Putchar,
        constant(builder.getI32Type(), static_cast<unsigned char>(m.text[0])));
    became = "a call of putchar";
    break;
  case Form::PutsConstant: {
    auto format = args[0].getDefiningOp<AddressOfOp>();
    Value text = getStringAddress(builder, loc, m.text,
                                  format.getSymbolAttr().getValue());
    callLibrary(LibraryFunction::Puts, text);
    became = "a call of puts";
    break;
  }
  case Form::PutsArgument:
    callLibrary(LibraryFunction::Puts, m.argument);
    became = "a call of puts";
    break;
  case Form::PutcharArgument:
    callLibrary(LibraryFunction::Putchar, m.argument);
    became = "a call of putchar";
    break;
  case Form::Copy:
    MemcpyOp::create(builder, loc, destination, m.argument,
                     constant(i64, m.text.size() + 1), /*volatile_=*/false);
    became = "a copy of a constant string";
    break;
  case Form::CopyPrefix: {
    if (m.prefix)
      MemcpyOp::create(builder, loc, destination, m.argument,
                       constant(i64, m.prefix), /*volatile_=*/false);
    Type i8 = builder.getI8Type();
    Value end = GEPOp::create(builder, loc, destination, i8,
                              {GEPArg(static_cast<int32_t>(m.prefix))});
    StoreOp::create(builder, loc, constant(i8, 0), end);
    became = "a copy of the start of a constant string";
    break;
  }
  case Form::CopyStrlen: {
    CallOp length = callLibrary(LibraryFunction::Strlen, m.argument);
    Value withNul =
        AddOp::create(builder, loc, length->getResult(0), constant(i64, 1));
    MemcpyOp::create(builder, loc, destination, m.argument, withNul,
                     /*volatile_=*/false);
    result = length->getResult(0);
    became = "a call of strlen and a copy";
    break;
  }
  case Form::Append: {
    CallOp length = callLibrary(LibraryFunction::Strlen, destination);
    Value end = GEPOp::create(builder, loc, destination, builder.getI8Type(),
                              {GEPArg(length->getResult(0))});
    MemcpyOp::create(builder, loc, end, m.argument,
                     constant(i64, m.text.size() + 1), /*volatile_=*/false);
    became = "a call of strlen and a copy of a constant string";
    break;
  }
  case Form::CompareBytes:
    result = emitCompareBytes(m);
    became = llvm::formatv("a comparison of {0} byte(s)", m.prefix).str();
    break;
  case Form::StoreChar: {
    Type i8 = builder.getI8Type();
    Value byte = TruncOp::create(builder, loc, i8, m.argument);
    StoreOp::create(builder, loc, byte, destination);
    Value next = GEPOp::create(builder, loc, destination, i8, {GEPArg(1)});
    StoreOp::create(builder, loc, constant(i8, 0), next);
    m.result = 1;
    became = "two byte stores";
    break;
  }
  }
  if (m.returnsDestination)
    result = destination;
  if (!call->use_empty()) {
    Type type = call->getResult(0).getType();
    if (!result)
      result = constant(type, m.result);
    else if (result.getType() != type)
      result = TruncOp::create(builder, loc, type, result);
    call->getResult(0).replaceAllUsesWith(result);
  }
  std::string note = "the call of " + m.function.str() + " became " + became;
  if (failed(endRequests(reporter, call, DenyReason::AlreadyDone, note)))
    return failure();
  reporter.passed(loc, "Simplified",
                  note + " (its " + getConstantName(m.function) +
                      " is a constant string)");
  call.erase();
  ++simplified;
  return success();
}

Value LibCallSimplifier::emitCompareBytes(const Match &m) {
  CallOp call = m.call;
  Location loc = call.getLoc();
  Type i8 = IntegerType::get(call.getContext(), 8);
  Type type = call->getResult(0).getType();
  Block *head = call->getBlock();
  Block *rest = head->splitBlock(call->getNextNode());
  Value difference = rest->addArgument(type, loc);
  OpBuilder builder(call->getContext());
  Block *current = head;
  for (uint64_t i = 0; i < m.prefix; ++i) {
    builder.setInsertionPointToEnd(current);
    Value address = m.argument;
    if (i)
      address = GEPOp::create(builder, loc, m.argument, i8,
                              {GEPArg(static_cast<int32_t>(i))});
    Value byte =
        LoadOp::create(builder, loc, i8, address, /*volatile_=*/false,
                       /*ordering=*/nullptr, builder.getI64IntegerAttr(1));
    Value wide = ZExtOp::create(builder, loc, type, byte);
    unsigned char known = i < m.text.size() ? m.text[i] : 0;
    Value constant = ConstantOp::create(builder, loc, type,
                                        builder.getIntegerAttr(type, known));
    Value diff = m.constantFirst ? SubOp::create(builder, loc, constant, wide)
                                 : SubOp::create(builder, loc, wide, constant);
    if (i + 1 == m.prefix) {
      BrOp::create(builder, loc, rest, ValueRange{diff});
      break;
    }
    // The constant's byte is not NUL here: a match means the other string
    // goes on too.
    Block *next = new Block();
    next->insertBefore(rest);
    Value zero =
        ConstantOp::create(builder, loc, type, builder.getIntegerAttr(type, 0));
    Value differs = ICmpOp::create(builder, loc, ICmpPredicate::ne, diff, zero);
    CondBrOp::create(builder, loc, differs, rest, ValueRange{diff}, next,
                     ValueRange{});
    current = next;
  }
  return difference;
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct SimplifyLibCallsPass
    : vct::impl::SimplifyLibCallsPassBase<SimplifyLibCallsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PassReporter moduleReporter(getArgument(), module);
    SymbolTable symbols(module);
    IterationBudget budget{maxIterations};
    LibCallSimplifier simplifier(module, symbols);
    bool internalError = false;
    FuncOp stoppedIn = forEachDefinitionInBudget(
        module, budget,
        [&](FuncOp func) {
          PassReporter reporter(getArgument(), func);
          return simplifier.run(func, reporter, budget);
        },
        internalError);
    if (internalError)
      return signalPassFailure();
    numSimplified += simplifier.getSimplified();
    PassOutcome outcome;
    outcome.changed = simplifier.getSimplified() != 0;
    outcome.changedTraits = outcome.changed;
    outcome.changedCalls = outcome.changed;
    if (stoppedIn)
      moduleReporter.budgetExhausted(stoppedIn, "vir.max_iterations",
                                     "calls after that point were not "
                                     "looked at");
    finishPass(moduleReporter, module, outcome,
               getPassState().preservedAnalyses);
  }
};
} // namespace
