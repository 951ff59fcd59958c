//===- TraitProducer.cpp - Stamp front-end traits on imported VIR ---------===//
//
// `vir-produce-traits` gives VIR imported from LLVM IR the traits a front end
// would have stamped (ARCHITECTURE §7). It stands in for HIR, so unlike the
// optimizer it may look at program structure to find facts: which allocas
// never escape, which blocks form loops, which calls go to functions the
// module defines.
//
// On the module first:
//  1. Library functions: the declared-only functions whose name and type
//     match a C standard prototype (kLibrary).
//  2. Globals: which private globals never escape (their address is only
//     the address of accesses) and, of those, which are never written
//     (marked `constant`).
//  3. Freeing: which functions may free memory (they may reach `free`,
//     `realloc`, an unknown function or a region barrier), propagated from
//     callees to callers over the call graph.
// Then per function, at its current epoch:
//  4. Analysis: the non-escaping stack slots and the accesses through each
//     (a worklist over the slot's pointer and the GEPs derived from it), the
//     identified object behind every access, the natural loops
//     (CFGLoopInfo) and their back-edge branches.
//  5. Stamping: nocapture on those slots, noalias scopes for the objects
//     (on accesses, and on the pointer arguments of calls to defined
//     functions, which the inliner hands on), dereferenceable, library effects
//     on calls, soft loop requests on back edges, a soft vectorize request on
//     the function (its straight-line code), soft inline requests on calls, the
//     C access types of loads and stores (from the importer's TBAA notes),
//     loop_invariant on loads of private objects no write in their loop
//     reaches.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Frontend/Passes.h"

#include "ValueRanges.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

namespace vct {
#define GEN_PASS_DEF_PRODUCETRAITSPASS
#include "vct/Frontend/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "vir-produce-traits"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// At most this many identified objects of a function get alias scopes (the
/// first in program order); the others are treated as unknown memory. Each
/// access lists at most this many scopes.
static constexpr size_t kMaxScopedObjects = 64;

/// The origin the facts of this pass record (invariant 3).
static constexpr llvm::StringLiteral kOrigin = "vir-produce-traits";

/// The loop requests a front end issues on every loop.
static constexpr RequestKind kLoopRequests[] = {
    RequestKind::licm,   RequestKind::unroll,   RequestKind::vectorize,
    RequestKind::rotate, RequestKind::unswitch, RequestKind::peel};

/// The requests a front end issues on every function: vectorization of its
/// straight-line code (slp-vectorize).
static constexpr RequestKind kFunctionRequests[] = {RequestKind::vectorize};

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// C library functions
//===----------------------------------------------------------------------===//

namespace {
/// What the C standard says a library function does to memory. Argument
/// masks have bit i for fixed parameter i.
struct LibraryFunction {
  const char *name;
  /// The prototype on the x86-64 ABI: the result, ':', then one letter per
  /// fixed parameter, '.' for a variadic one. `p` pointer, `i` i32, `l`
  /// i64, `d` f64, `f` f32, `v` void (result only).
  const char *prototype;
  /// The call reads / writes no memory visible to the caller.
  bool noRead, noWrite;
  /// Pointer parameters the callee does not read / write through, or
  /// keeps beyond the call (returning one keeps it).
  unsigned argNoRead, argNoWrite, argNoCapture;
  /// The result is a fresh object (`#vir.restrict`).
  bool allocates;
  /// The function may free memory.
  bool frees;
};
} // namespace

/// The library functions whose calls get `#vir.libcall` (the dialect
/// verifier knows their shapes).
static constexpr llvm::StringLiteral kKnownLibCalls[] = {
    "strlen", "printf", "sprintf", "snprintf",
    "strcpy", "strcat", "strcmp",  "strncmp"};

/// Parameter masks.
static constexpr unsigned kA0 = 1, kA1 = 2, kA2 = 4, kA3 = 8;

// Math functions that may set errno write memory; ctype functions read the
// locale's tables. stdio functions change their stream's state; their
// format strings and the strings they print are only read. None of these
// calls back into the program: qsort, bsearch and atexit are not here, nor
// exit (it runs the atexit handlers) and abort: kNoReturnLibrary only says
// that they do not return.
static constexpr LibraryFunction kLibrary[] = {
    // <string.h>
    {"memcpy", "p:ppl", false, false, kA0, kA1, kA1, false, false},
    {"memmove", "p:ppl", false, false, kA0, kA1, kA1, false, false},
    {"memset", "p:pil", false, false, kA0, 0, 0, false, false},
    {"memcmp", "i:ppl", false, true, 0, kA0 | kA1, kA0 | kA1, false, false},
    {"memchr", "p:pil", false, true, 0, kA0, 0, false, false},
    {"strlen", "l:p", false, true, 0, kA0, kA0, false, false},
    {"strcmp", "i:pp", false, true, 0, kA0 | kA1, kA0 | kA1, false, false},
    {"strncmp", "i:ppl", false, true, 0, kA0 | kA1, kA0 | kA1, false, false},
    {"strchr", "p:pi", false, true, 0, kA0, 0, false, false},
    {"strrchr", "p:pi", false, true, 0, kA0, 0, false, false},
    {"strstr", "p:pp", false, true, 0, kA0 | kA1, kA1, false, false},
    {"strcpy", "p:pp", false, false, kA0, kA1, kA1, false, false},
    {"strncpy", "p:ppl", false, false, kA0, kA1, kA1, false, false},
    {"strcat", "p:pp", false, false, 0, kA1, kA1, false, false},
    {"strncat", "p:ppl", false, false, 0, kA1, kA1, false, false},
    // <stdlib.h>
    {"malloc", "p:l", false, false, 0, 0, 0, true, false},
    {"calloc", "p:ll", false, false, 0, 0, 0, true, false},
    {"realloc", "p:pl", false, false, 0, 0, kA0, true, true},
    {"free", "v:p", false, false, 0, 0, kA0, false, true},
    {"abs", "i:i", true, true, 0, 0, 0, false, false},
    {"labs", "l:l", true, true, 0, 0, 0, false, false},
    {"atoi", "i:p", false, false, 0, kA0, kA0, false, false},
    {"atol", "l:p", false, false, 0, kA0, kA0, false, false},
    // <math.h>: no errno.
    {"fabs", "d:d", true, true, 0, 0, 0, false, false},
    {"fabsf", "f:f", true, true, 0, 0, 0, false, false},
    {"floor", "d:d", true, true, 0, 0, 0, false, false},
    {"ceil", "d:d", true, true, 0, 0, 0, false, false},
    {"trunc", "d:d", true, true, 0, 0, 0, false, false},
    {"round", "d:d", true, true, 0, 0, 0, false, false},
    {"copysign", "d:dd", true, true, 0, 0, 0, false, false},
    {"fmin", "d:dd", true, true, 0, 0, 0, false, false},
    {"fmax", "d:dd", true, true, 0, 0, 0, false, false},
    {"rint", "d:d", true, true, 0, 0, 0, false, false},
    {"nearbyint", "d:d", true, true, 0, 0, 0, false, false},
    {"roundeven", "d:d", true, true, 0, 0, 0, false, false},
    {"floorf", "f:f", true, true, 0, 0, 0, false, false},
    {"ceilf", "f:f", true, true, 0, 0, 0, false, false},
    {"truncf", "f:f", true, true, 0, 0, 0, false, false},
    {"roundf", "f:f", true, true, 0, 0, 0, false, false},
    {"rintf", "f:f", true, true, 0, 0, 0, false, false},
    {"nearbyintf", "f:f", true, true, 0, 0, 0, false, false},
    {"roundevenf", "f:f", true, true, 0, 0, 0, false, false},
    {"copysignf", "f:ff", true, true, 0, 0, 0, false, false},
    {"fminf", "f:ff", true, true, 0, 0, 0, false, false},
    {"fmaxf", "f:ff", true, true, 0, 0, 0, false, false},
    // <math.h>: errno may be set, nothing is read.
    {"sqrt", "d:d", true, false, 0, 0, 0, false, false},
    {"sqrtf", "f:f", true, false, 0, 0, 0, false, false},
    {"sin", "d:d", true, false, 0, 0, 0, false, false},
    {"cos", "d:d", true, false, 0, 0, 0, false, false},
    {"tan", "d:d", true, false, 0, 0, 0, false, false},
    {"atan", "d:d", true, false, 0, 0, 0, false, false},
    {"atan2", "d:dd", true, false, 0, 0, 0, false, false},
    {"exp", "d:d", true, false, 0, 0, 0, false, false},
    {"log", "d:d", true, false, 0, 0, 0, false, false},
    {"log10", "d:d", true, false, 0, 0, 0, false, false},
    {"pow", "d:dd", true, false, 0, 0, 0, false, false},
    {"fmod", "d:dd", true, false, 0, 0, 0, false, false},
    {"fma", "d:ddd", true, false, 0, 0, 0, false, false},
    {"exp2", "d:d", true, false, 0, 0, 0, false, false},
    {"log2", "d:d", true, false, 0, 0, 0, false, false},
    {"asin", "d:d", true, false, 0, 0, 0, false, false},
    {"acos", "d:d", true, false, 0, 0, 0, false, false},
    {"sinh", "d:d", true, false, 0, 0, 0, false, false},
    {"cosh", "d:d", true, false, 0, 0, 0, false, false},
    {"tanh", "d:d", true, false, 0, 0, 0, false, false},
    {"ldexp", "d:di", true, false, 0, 0, 0, false, false},
    {"lround", "l:d", true, false, 0, 0, 0, false, false},
    {"llround", "l:d", true, false, 0, 0, 0, false, false},
    {"lrint", "l:d", true, false, 0, 0, 0, false, false},
    {"llrint", "l:d", true, false, 0, 0, 0, false, false},
    {"sinf", "f:f", true, false, 0, 0, 0, false, false},
    {"cosf", "f:f", true, false, 0, 0, 0, false, false},
    {"tanf", "f:f", true, false, 0, 0, 0, false, false},
    {"expf", "f:f", true, false, 0, 0, 0, false, false},
    {"exp2f", "f:f", true, false, 0, 0, 0, false, false},
    {"logf", "f:f", true, false, 0, 0, 0, false, false},
    {"log2f", "f:f", true, false, 0, 0, 0, false, false},
    {"log10f", "f:f", true, false, 0, 0, 0, false, false},
    {"powf", "f:ff", true, false, 0, 0, 0, false, false},
    {"atan2f", "f:ff", true, false, 0, 0, 0, false, false},
    {"fmaf", "f:fff", true, false, 0, 0, 0, false, false},
    {"fmodf", "f:ff", true, false, 0, 0, 0, false, false},
    {"ldexpf", "f:fi", true, false, 0, 0, 0, false, false},
    {"lroundf", "l:f", true, false, 0, 0, 0, false, false},
    {"lrintf", "l:f", true, false, 0, 0, 0, false, false},
    // <ctype.h>
    {"isdigit", "i:i", false, true, 0, 0, 0, false, false},
    {"isalpha", "i:i", false, true, 0, 0, 0, false, false},
    {"isalnum", "i:i", false, true, 0, 0, 0, false, false},
    {"isspace", "i:i", false, true, 0, 0, 0, false, false},
    {"isupper", "i:i", false, true, 0, 0, 0, false, false},
    {"islower", "i:i", false, true, 0, 0, 0, false, false},
    {"isxdigit", "i:i", false, true, 0, 0, 0, false, false},
    {"isprint", "i:i", false, true, 0, 0, 0, false, false},
    {"toupper", "i:i", false, true, 0, 0, 0, false, false},
    {"tolower", "i:i", false, true, 0, 0, 0, false, false},
    // <stdio.h>
    {"printf", "i:p.", false, false, 0, kA0, kA0, false, false},
    {"puts", "i:p", false, false, 0, kA0, kA0, false, false},
    {"putchar", "i:i", false, false, 0, 0, 0, false, false},
    {"fputs", "i:pp", false, false, 0, kA0, kA0 | kA1, false, false},
    {"fputc", "i:ip", false, false, 0, 0, kA1, false, false},
    {"putc", "i:ip", false, false, 0, 0, kA1, false, false},
    {"fprintf", "i:pp.", false, false, 0, kA1, kA0 | kA1, false, false},
    {"sprintf", "i:pp.", false, false, kA0, kA1, kA0 | kA1, false, false},
    {"snprintf", "i:plp.", false, false, kA0, kA2, kA0 | kA2, false, false},
    {"fflush", "i:p", false, false, 0, 0, kA0, false, false},
    {"fwrite", "l:pllp", false, false, 0, kA0, kA0 | kA3, false, false},
};

/// True if `type` is the type prototype letter `letter` stands for.
static bool matchesLetter(Type type, char letter) {
  switch (letter) {
  case 'p':
    return isa<PtrType>(type);
  case 'i':
    return type.isInteger(32);
  case 'l':
    return type.isInteger(64);
  case 'd':
    return type.isF64();
  case 'f':
    return type.isF32();
  default:
    return false;
  }
}

/// The C library functions that never return, with their prototypes (as
/// in LibraryFunction). Only `#vir.noreturn` is stamped for them: `exit`
/// and `quick_exit` run the program's handlers, so they are not
/// LibraryFunctions.
static constexpr std::pair<const char *, const char *> kNoReturnLibrary[] = {
    {"abort", "v:"},
    {"exit", "v:i"},
    {"_Exit", "v:i"},
    {"quick_exit", "v:i"},
    {"longjmp", "v:pi"},
    {"siglongjmp", "v:pi"},
    {"__assert_fail", "v:ppip"}};

/// True if `func` has the type `prototype` describes.
static bool matchesPrototype(FuncOp func, StringRef prototype) {
  auto [result, params] = prototype.split(':');
  bool variadic = params.consume_back(".");
  FunctionType type = func.getFunctionType();
  if (variadic != func.getVariadic() || type.getNumInputs() != params.size())
    return false;
  if (result == "v" ? type.getNumResults() != 0
                    : type.getNumResults() != 1 ||
                          !matchesLetter(type.getResult(0), result[0]))
    return false;
  for (auto [input, letter] : llvm::zip(type.getInputs(), params))
    if (!matchesLetter(input, letter))
      return false;
  return true;
}

/// The library function `func` is, if it is declared only and its name and
/// type match a standard prototype.
static const LibraryFunction *recognizeLibraryFunction(FuncOp func) {
  if (!func.isExternal())
    return nullptr;
  for (const LibraryFunction &entry : kLibrary)
    if (func.getName() == entry.name)
      return matchesPrototype(func, entry.prototype) ? &entry : nullptr;
  return nullptr;
}

/// True if `func` is a declaration of a C library function that never
/// returns.
static bool isNoReturnLibraryFunction(FuncOp func) {
  if (!func.isExternal())
    return false;
  for (auto [name, prototype] : kNoReturnLibrary)
    if (func.getName() == name)
      return matchesPrototype(func, prototype);
  return false;
}

//===----------------------------------------------------------------------===//
// Module facts
//===----------------------------------------------------------------------===//

namespace {
/// What the producer knows about the module before it looks at functions.
struct ModuleFacts {
  /// Every global variable by name.
  llvm::DenseMap<StringAttr, GlobalOp> globals;
  /// The recognized library functions by name.
  llvm::DenseMap<StringAttr, const LibraryFunction *> library;
  /// Private global definitions whose address is only the address of
  /// accesses, in module order.
  llvm::SetVector<GlobalOp> privateGlobals;
  /// Functions that may free memory.
  llvm::DenseSet<Operation *> mayFree;
  /// Every function by name.
  llvm::DenseMap<StringAttr, FuncOp> functions;
  /// The pointer parameters, as (function, index), that do not keep their
  /// pointer beyond the call (`call-args`; empty without it).
  llvm::DenseSet<std::pair<Operation *, unsigned>> nonCapturingParams;
  /// True once `call-args` filled nonCapturingParams.
  bool callArgs = false;

  const LibraryFunction *getLibraryFunction(CallOp call) const {
    if (call.isIndirect())
      return nullptr;
    return library.lookup(call.getCalleeAttr().getAttr());
  }

  /// The function a direct call calls, if the module has it.
  FuncOp getCallee(CallOp call) const {
    if (call.isIndirect())
      return {};
    return functions.lookup(call.getCalleeAttr().getAttr());
  }

  /// True if `call` does not keep the pointer it passes as argument
  /// `index`: a fixed parameter of the callee that does not keep its
  /// pointer, or an argument with an epoch-valid `#vir.nocapture`. Never
  /// for a call inside a region barrier.
  bool passesWithoutCapture(CallOp call, unsigned index) const {
    if (!callArgs || isInRegionBarrier(call))
      return false;
    if (TraitView::forCallArgument(call, index).has<NoCaptureAttr>())
      return true;
    FuncOp callee = getCallee(call);
    return callee && index < callee.getNumArguments() &&
           nonCapturingParams.contains({callee, index});
  }
};
} // namespace

/// True if `op` writes memory at `address`, one of its operands.
static bool writesThrough(Operation *op, Value address) {
  if (auto store = dyn_cast<StoreOp>(op))
    return store.getAddr() == address;
  if (auto copy = dyn_cast<MemcpyOp>(op))
    return copy.getDst() == address;
  if (auto move = dyn_cast<MemmoveOp>(op))
    return move.getDst() == address;
  return isa<MemsetOp>(op);
}

/// The loads of `slot`, a `vir.alloca`, if the slot is only loaded and
/// stored to (its address itself never stored, passed or computed with);
/// nullopt otherwise.
static std::optional<SmallVector<Value>> getSlotLoads(AllocaOp slot) {
  SmallVector<Value> loads;
  for (OpOperand &use : slot.getResult().getUses()) {
    if (auto load = dyn_cast<LoadOp>(use.getOwner())) {
      loads.push_back(load.getResult());
      continue;
    }
    auto store = dyn_cast<StoreOp>(use.getOwner());
    if (!store || store.getValue() == slot.getResult())
      return std::nullopt;
  }
  return loads;
}

/// Collects the memory accesses through `root` (a slot, a global's address,
/// a fresh allocation, a parameter) into `accesses`, and sets `writes` if
/// one of them writes through it. Returns false if the address escapes: it
/// is stored, passed to a call (unless `passes` says that call argument
/// does not keep it; such calls count as accesses), converted, compared,
/// selected, returned or passed to a block, or used by any other operation
/// than a load, store, memory intrinsic or GEP. With `throughSlots`, a
/// store of it into a whole stack slot that is only loaded and stored to
/// (unoptimized code spills its parameters so) does not keep it either: the
/// pointers loaded from that slot are followed instead. Only the question
/// whether it escapes may use that: the accesses through the loaded
/// pointers may reach whatever else the slot held.
static bool
collectAccesses(Value root, SmallVectorImpl<Operation *> &accesses,
                bool *writes = nullptr,
                llvm::function_ref<bool(CallOp, unsigned)> passes = {},
                bool throughSlots = false) {
  SmallVector<Value> worklist = {root};
  llvm::SmallPtrSet<Operation *, 4> followedSlots;
  while (!worklist.empty()) {
    Value ptr = worklist.pop_back_val();
    for (OpOperand &use : ptr.getUses()) {
      Operation *user = use.getOwner();
      bool isAccess =
          llvm::TypeSwitch<Operation *, bool>(user)
              .Case([&](LoadOp) { return true; })
              .Case([&](StoreOp store) {
                return use.get() == store.getAddr() &&
                       store.getValue() != use.get();
              })
              .Case<MemcpyOp, MemmoveOp>([&](auto op) {
                return use.get() == op.getDst() || use.get() == op.getSrc();
              })
              .Case([&](MemsetOp set) { return use.get() == set.getDst(); })
              .Default([](Operation *) { return false; });
      if (isAccess) {
        if (writes && writesThrough(user, use.get()))
          *writes = true;
        accesses.push_back(user);
        continue;
      }
      if (auto gep = dyn_cast<GEPOp>(user); gep && gep.getBase() == ptr) {
        worklist.push_back(gep.getResult());
        continue;
      }
      if (auto store = dyn_cast<StoreOp>(user);
          throughSlots && store && store.getValue() == ptr &&
          store.getAddr() != ptr && !isInRegionBarrier(store)) {
        auto slot = store.getAddr().getDefiningOp<AllocaOp>();
        if (slot && !isInRegionBarrier(slot)) {
          if (!followedSlots.insert(slot).second)
            continue;
          if (std::optional<SmallVector<Value>> loads = getSlotLoads(slot)) {
            llvm::append_range(worklist, *loads);
            continue;
          }
        }
      }
      if (auto call = dyn_cast<CallOp>(user); call && passes) {
        // The operand's position among the arguments (an indirect call's
        // first operand is the callee).
        unsigned first = call.isIndirect() ? 1 : 0;
        if (use.getOperandNumber() >= first &&
            passes(call, use.getOperandNumber() - first)) {
          if (writes)
            *writes = true;
          accesses.push_back(user);
          continue;
        }
      }
      return false;
    }
  }
  return true;
}

/// The identified object `address` points into: the vir.alloca, the
/// vir.global or the allocating library call its GEP chain starts at; null
/// for any other pointer.
static Operation *getObject(Value address, const ModuleFacts &facts) {
  Value base = getUnderlyingObject(address);
  Operation *def = base.getDefiningOp();
  if (!def)
    return nullptr;
  if (isa<AllocaOp>(def))
    return def;
  if (auto addressOf = dyn_cast<AddressOfOp>(def))
    return facts.globals.lookup(addressOf.getSymbolAttr().getAttr());
  if (auto call = dyn_cast<CallOp>(def)) {
    const LibraryFunction *callee = facts.getLibraryFunction(call);
    return callee && callee->allocates ? def : nullptr;
  }
  return nullptr;
}

/// Fills `facts.nonCapturingParams`: a declaration's pointer parameter that
/// the C library (libcalls table, with `libcalls`) or an epoch-valid
/// `#vir.nocapture` says is not kept, and a definition's pointer parameter
/// whose only uses, directly or through GEPs, are accesses and arguments to
/// parameters of the set. Definitions start in the set and leave it when a use
/// keeps the pointer; a parameter that leaves sends the parameters passing to
/// it back to the worklist (each leaves once, so the work is bounded by the
/// uses times the call edges).
static void findNonCapturingParams(ModuleOp module, ModuleFacts &facts,
                                   bool libcalls) {
  using Param = std::pair<Operation *, unsigned>;
  SmallVector<Param> worklist;
  for (FuncOp func : module.getOps<FuncOp>()) {
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
      if (!isa<PtrType>(func.getArgumentTypes()[i]))
        continue;
      // A weak definition's body may be replaced: only its own facts.
      if (func.isExternal() || isInterposable(func)) {
        const LibraryFunction *entry =
            func.isExternal() ? facts.library.lookup(func.getSymNameAttr())
                              : nullptr;
        if ((libcalls && entry && i < 32 && (entry->argNoCapture >> i & 1)) ||
            TraitView::forArgument(func, i).has<NoCaptureAttr>())
          facts.nonCapturingParams.insert({func, i});
        continue;
      }
      facts.nonCapturingParams.insert({func, i});
      worklist.push_back({func, i});
    }
  }
  facts.callArgs = true;
  // Who passes to whom: a parameter that leaves the set re-examines the
  // parameters that pass their pointer to it.
  llvm::DenseMap<Param, SmallVector<Param>> passers;
  // Program order first, then the re-examinations (a stack).
  std::reverse(worklist.begin(), worklist.end());
  while (!worklist.empty()) {
    Param param = worklist.pop_back_val();
    if (!facts.nonCapturingParams.contains(param))
      continue;
    auto func = cast<FuncOp>(param.first);
    SmallVector<Operation *> accesses;
    auto passes = [&](CallOp call, unsigned index) {
      if (!facts.passesWithoutCapture(call, index))
        return false;
      if (FuncOp callee = facts.getCallee(call))
        passers[{callee, index}].push_back(param);
      return true;
    };
    if (collectAccesses(func.getArgument(param.second), accesses, nullptr,
                        passes, /*throughSlots=*/true))
      continue;
    LLVM_DEBUG(llvm::dbgs() << "  - @" << func.getSymName()
                            << " keeps argument " << param.second << "\n");
    facts.nonCapturingParams.erase(param);
    for (const Param &passer : passers.lookup(param))
      worklist.push_back(passer);
  }
}

/// Finds the module's library functions, its private globals that never
/// escape (marking the never-written ones constant when `markConstant`),
/// and the functions that may free memory.
static ModuleFacts analyzeModule(ModuleOp module, bool markConstant,
                                 bool callArgs, bool libcalls,
                                 unsigned &numConstant) {
  ModuleFacts facts;
  SymbolTable symbols(module);
  for (Operation &op : module.getBody()->getOperations()) {
    if (auto global = dyn_cast<GlobalOp>(op)) {
      facts.globals[global.getSymNameAttr()] = global;
    } else if (auto func = dyn_cast<FuncOp>(op)) {
      facts.functions[func.getSymNameAttr()] = func;
      if (const LibraryFunction *entry = recognizeLibraryFunction(func))
        facts.library[func.getSymNameAttr()] = entry;
    }
  }
  if (callArgs)
    findNonCapturingParams(module, facts, libcalls);

  // A private definition whose every use is a vir.addressof whose address
  // only reaches accesses; a use in an initializer or anywhere else lets
  // it escape.
  llvm::MapVector<GlobalOp, bool> candidates; // global -> written
  for (Operation &op : module.getBody()->getOperations())
    if (auto global = dyn_cast<GlobalOp>(op))
      if (global.isPrivate() && !global.isDeclaration())
        candidates.insert({global, false});
  llvm::DenseSet<Operation *> escaped;
  if (std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(&module.getBodyRegion())) {
    for (const SymbolTable::SymbolUse &use : *uses) {
      auto global = facts.globals.lookup(use.getSymbolRef().getRootReference());
      if (!global || !candidates.count(global))
        continue;
      auto addressOf = dyn_cast<AddressOfOp>(use.getUser());
      SmallVector<Operation *> accesses;
      bool writes = false;
      if (!addressOf || isInRegionBarrier(addressOf) ||
          !collectAccesses(addressOf.getResult(), accesses, &writes))
        escaped.insert(global);
      else if (writes)
        candidates[global] = true;
    }
  } else {
    // Unknown symbol uses: nothing is private.
    candidates.clear();
  }
  for (auto [global, written] : candidates) {
    if (escaped.contains(global))
      continue;
    facts.privateGlobals.insert(global);
    if (markConstant && !written && !global.getConstant()) {
      LLVM_DEBUG(llvm::dbgs() << "  - @" << global.getSymName()
                              << " is never written: constant\n");
      global.setConstant(true);
      ++numConstant;
    }
  }

  // Freeing: a function that directly calls something that may free, then
  // its callers, each edge followed once.
  llvm::DenseMap<Operation *, SmallVector<Operation *>> callers;
  SmallVector<Operation *> worklist;
  for (FuncOp func : module.getOps<FuncOp>()) {
    if (func.isExternal())
      continue;
    bool frees = false;
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op)) {
        frees = true;
        return WalkResult::skip();
      }
      auto call = dyn_cast<CallOp>(op);
      if (!call)
        return WalkResult::advance();
      if (call.isIndirect()) {
        frees = true;
        return WalkResult::advance();
      }
      if (const LibraryFunction *entry = facts.getLibraryFunction(call)) {
        frees |= entry->frees;
        return WalkResult::advance();
      }
      auto callee = symbols.lookup<FuncOp>(call.getCalleeAttr().getAttr());
      if (!callee || callee.isExternal())
        frees = true;
      else
        callers[callee].push_back(func);
      return WalkResult::advance();
    });
    if (frees && facts.mayFree.insert(func).second)
      worklist.push_back(func);
  }
  while (!worklist.empty()) {
    Operation *func = worklist.pop_back_val();
    for (Operation *caller : callers.lookup(func))
      if (facts.mayFree.insert(caller).second)
        worklist.push_back(caller);
  }
  return facts;
}

/// The branches that form the back edges of the natural loops of `func`,
/// in block order.
static SmallVector<Operation *> findBackEdgeBranches(FuncOp func) {
  SmallVector<Operation *> branches;
  Region &body = func.getBody();
  if (body.hasOneBlock())
    return branches; // An entry block has no predecessors: no loops.
  DominanceInfo dominance(func);
  CFGLoopInfo loops(dominance.getDomTree(&body));
  for (Block &block : body) {
    Operation *term = block.getTerminator();
    if (!isa<BrOp, CondBrOp, SwitchOp>(term))
      continue;
    bool isLatch = llvm::any_of(term->getSuccessors(), [&](Block *succ) {
      CFGLoop *loop = loops.getLoopFor(succ);
      return loop && loop->getHeader() == succ && loop->contains(&block);
    });
    if (isLatch)
      branches.push_back(term);
  }
  return branches;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

namespace {
struct ProduceTraitsPass
    : public vct::impl::ProduceTraitsPassBase<ProduceTraitsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on the module\n");
    if (!llvmFacts)
      removeLLVMFacts(module);
    // Under -ffreestanding or -fno-builtin (the importer's note) the
    // library's names need not mean the library.
    bool library = libcalls && !module->hasAttr(kNoBuiltinsNoteAttrName);
    module->removeAttr(kNoBuiltinsNoteAttrName);
    unsigned constants = 0;
    ModuleFacts facts = analyzeModule(
        module, constantGlobals, nocapture && callArgs, library, constants);
    numConstantGlobals += constants;
    if (library) {
      module->setAttr(VIRDialect::getHostedAttrName(),
                      UnitAttr::get(module.getContext()));
      stampLibraryDeclarations(module, facts);
      stampNoReturn(module);
    }
    if (facts.callArgs)
      stampNoCaptureParams(module, facts);
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isExternal())
        continue;
      int64_t epoch = func.getCurrentEpoch();
      stampObjects(func, facts, epoch);
      if (dereferenceable)
        stampDereferenceable(func, facts, epoch);
      if (constantGlobals)
        stampImmutable(func, facts, epoch);
      if (library)
        stampLibraryCalls(func, facts, epoch);
      if (ranges)
        stampRanges(func, epoch);
      if (types)
        stampTypes(func, epoch);
      if (loopInvariant)
        stampLoopInvariant(func, facts, epoch);
      if (loops)
        for (Operation *branch : findBackEdgeBranches(func))
          stampRequests(branch, kLoopRequests, epoch);
      if (straightLine)
        stampRequests(func, kFunctionRequests, epoch);
      if (calls)
        stampCalls(func, facts, epoch);
    }
    // The importer's notes of switched-off pragmas and of C access types are
    // for this pass only.
    module.walk([](Operation *op) {
      op->removeAttr(kDisabledRequestsAttrName);
      op->removeAttr(kTBAANoteAttrName);
    });
  }

  /// Drops the traits the importer took from LLVM attributes and metadata
  /// (origin "llvm-ir"), for experiments without them.
  static void removeLLVMFacts(ModuleOp module) {
    auto fromLLVM = [](Attribute attr) {
      auto trait = dyn_cast<TraitAttrInterface>(attr);
      return trait && trait.getOrigin() &&
             trait.getOrigin().getValue() == "llvm-ir";
    };
    auto filter = [&](ArrayRef<Attribute> traits) {
      SmallVector<Attribute> kept;
      for (Attribute attr : traits)
        if (!fromLLVM(attr))
          kept.push_back(attr);
      return kept;
    };
    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (!getTraitList(op).empty())
        setTraitList(op, filter(getTraitList(op)));
      if (auto func = dyn_cast<FuncOp>(op))
        for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
          if (!getArgTraitList(func, i).empty())
            setArgTraitList(func, i, filter(getArgTraitList(func, i)));
    });
  }

  /// Adds soft requests of each of `kinds` that `op` does not carry yet and
  /// that no source pragma switched off (kDisabledRequestsAttrName).
  void stampRequests(Operation *op, ArrayRef<RequestKind> kinds,
                     int64_t epoch) {
    TraitView view = TraitView::forOp(op);
    auto disabled = op->getAttrOfType<ArrayAttr>(kDisabledRequestsAttrName);
    op->removeAttr(kDisabledRequestsAttrName);
    for (RequestKind kind : kinds) {
      if (view.getRequest(kind))
        continue;
      if (disabled &&
          llvm::is_contained(
              disabled,
              StringAttr::get(op->getContext(), stringifyRequestKind(kind)))) {
        LLVM_DEBUG(llvm::dbgs() << "  - no soft " << stringifyRequestKind(kind)
                                << " request: a pragma switched it off\n");
        continue;
      }
      LLVM_DEBUG(llvm::dbgs()
                 << "  - soft " << stringifyRequestKind(kind) << " request on "
                 << op->getName() << " at " << op->getLoc() << "\n");
      addTrait(op, RequestAttr::get(op->getContext(), kind, Strength::soft, 0,
                                    0, 0, epoch, StringAttr()));
      ++numRequests;
    }
  }

  /// Soft inline requests on direct calls to defined, non-variadic
  /// functions that no inlining request covers yet.
  void stampCalls(FuncOp func, const ModuleFacts &facts, int64_t epoch) {
    func.walk([&](CallOp call) {
      if (call.isIndirect())
        return;
      FuncOp callee = facts.functions.lookup(call.getCalleeAttr().getAttr());
      if (!callee || callee.isExternal() || callee.getVariadic())
        return;
      // An inlining request on the edge or on the callee (always_inline,
      // noinline from the source) is the front end's word already.
      auto hasInliningRequest = [](const TraitView &view) {
        return view.getRequest(RequestKind::inline_) ||
               view.getRequest(RequestKind::always_inline) ||
               view.getRequest(RequestKind::no_inline);
      };
      if (hasInliningRequest(TraitView::forOp(call)) ||
          hasInliningRequest(TraitView::forOp(callee)))
        return;
      stampRequests(call, {RequestKind::inline_}, epoch);
    });
  }

  /// The origin attribute of this pass's facts.
  StringAttr getOriginAttr() { return StringAttr::get(&getContext(), kOrigin); }

  /// nocapture on non-escaping slots; alias scopes for the identified
  /// objects of `func` (slots under `noalias`, the other objects under
  /// `objects`) and noalias facts on the accesses and library calls.
  ///
  /// Scoped objects are the first kMaxScopedObjects in program order
  /// (slots by position, then the objects behind accesses and behind the
  /// pointer arguments of calls to defined functions). An access whose
  /// addresses all point into scoped objects gets those as its scopes and
  /// every other scoped object as noalias; any other access gets as noalias
  /// the scoped objects no unknown pointer reaches (non-escaping slots and
  /// private globals) except those among its own addresses. A call gets the
  /// non-escaping slots as noalias, and a recognized library call (which
  /// reaches memory only through its arguments) also the private globals.
  void stampObjects(FuncOp func, const ModuleFacts &facts, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    // Slots, and which of them do not escape.
    llvm::SetVector<Operation *> privateObjects;
    SmallVector<AllocaOp> slots;
    func.walk([&](AllocaOp slot) {
      SmallVector<Operation *> accesses;
      bool isPrivate =
          collectAccesses(slot.getResult(), accesses, nullptr,
                          [&](CallOp call, unsigned index) {
                            return facts.passesWithoutCapture(call, index);
                          });
      if (isPrivate)
        privateObjects.insert(slot);
      slots.push_back(slot);
      if (isPrivate && !slot.getCount()) {
        if (nocapture && !TraitView::forOp(slot).has<NoCaptureAttr>()) {
          LLVM_DEBUG(llvm::dbgs() << "  - nocapture on the slot at "
                                  << slot.getLoc() << "\n");
          addTrait(slot, NoCaptureAttr::get(ctx, epoch, StringAttr()));
          ++numNoCapture;
        }
      } else {
        LLVM_DEBUG(llvm::dbgs() << "  - the slot at " << slot.getLoc()
                                << " escapes or is counted\n");
      }
    });
    if (!noalias && !objects)
      return;
    auto isEligible = [&](Operation *object) {
      if (isa<AllocaOp>(object))
        return privateObjects.contains(object) ? (bool)noalias : (bool)objects;
      return (bool)objects;
    };
    for (GlobalOp global : facts.privateGlobals)
      privateObjects.insert(global);

    // The accesses and calls of the body, outside region barriers, in
    // program order, and the objects behind them.
    SmallVector<Operation *> accesses, calls;
    llvm::SetVector<Operation *> scoped;
    for (AllocaOp slot : slots)
      if (isEligible(slot) && scoped.size() < kMaxScopedObjects)
        scoped.insert(slot);
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      if (auto call = dyn_cast<CallOp>(op)) {
        calls.push_back(op);
        // The objects of pointer arguments a defined function is given
        // (their accesses come into this function when it is inlined).
        if (FuncOp callee = facts.getCallee(call);
            callee && !callee.isDeclaration())
          for (Value arg : call.getArgs())
            if (isa<PtrType>(arg.getType()))
              if (Operation *object = getObject(arg, facts);
                  object && isEligible(object) &&
                  scoped.size() < kMaxScopedObjects)
                scoped.insert(object);
        return WalkResult::advance();
      }
      SmallVector<Value, 2> addresses = getAccessAddresses(op);
      if (addresses.empty())
        return WalkResult::advance();
      accesses.push_back(op);
      for (Value address : addresses)
        if (Operation *object = getObject(address, facts);
            object && isEligible(object) && scoped.size() < kMaxScopedObjects)
          scoped.insert(object);
      return WalkResult::advance();
    });
    // One escaping object alone separates nothing.
    bool anyPrivate = llvm::any_of(scoped, [&](Operation *object) {
      return privateObjects.contains(object);
    });
    if (scoped.empty() || (scoped.size() == 1 && !anyPrivate))
      return;

    // Scope names: slots by position, globals by name, allocations by
    // position.
    SmallVector<Attribute> declared;
    if (auto existing = func.getAliasScopes())
      llvm::append_range(declared, existing->getValue());
    llvm::MapVector<Operation *, StringAttr> scopes;
    unsigned slotIndex = 0, heapIndex = 0;
    for (Operation *object : scoped) {
      std::string name;
      if (isa<AllocaOp>(object))
        name = "vct.slot" + std::to_string(slotIndex++);
      else if (auto global = dyn_cast<GlobalOp>(object))
        name = (kModuleScopePrefix + global.getSymName()).str();
      else
        name = "vct.heap" + std::to_string(heapIndex++);
      // A global's scope names the global in every function (an existing
      // declaration of it is the same object); other names stay unique.
      if (!isa<GlobalOp>(object))
        while (llvm::is_contained(declared, StringAttr::get(ctx, name)))
          name += "'";
      scopes.insert({object, StringAttr::get(ctx, name)});
      if (!llvm::is_contained(declared, scopes.lookup(object)))
        declared.push_back(scopes.lookup(object));
    }
    func.setAliasScopesAttr(ArrayAttr::get(ctx, declared));

    // The facts, one attribute per distinct pair of lists.
    StringAttr origin = getOriginAttr();
    auto makeFact = [&](ArrayRef<Attribute> own,
                        ArrayRef<Attribute> others) -> NoAliasAttr {
      if (own.empty() && others.empty())
        return {};
      return NoAliasAttr::get(
          ctx, own.empty() ? ArrayAttr() : ArrayAttr::get(ctx, own),
          others.empty() ? ArrayAttr() : ArrayAttr::get(ctx, others), epoch,
          origin);
    };
    auto stamp = [&](Operation *op, NoAliasAttr fact) {
      if (!fact || TraitView::forOp(op).has<NoAliasAttr>())
        return;
      LLVM_DEBUG(llvm::dbgs() << "  - noalias on " << op->getName() << " at "
                              << op->getLoc() << "\n");
      addTrait(op, fact);
      ++numNoAlias;
    };
    for (Operation *access : accesses) {
      llvm::SetVector<Operation *> own;
      bool allKnown = true;
      for (Value address : getAccessAddresses(access)) {
        Operation *object = getObject(address, facts);
        if (object && scopes.count(object))
          own.insert(object);
        else
          allKnown = false;
      }
      SmallVector<Attribute> ownScopes, others;
      for (auto &[object, scope] : scopes) {
        if (own.contains(object)) {
          if (allKnown)
            ownScopes.push_back(scope);
        } else if (allKnown || privateObjects.contains(object)) {
          others.push_back(scope);
        }
      }
      stamp(access, makeFact(ownScopes, others));
    }
    for (Operation *op : calls) {
      auto call = cast<CallOp>(op);
      bool isLibrary = facts.getLibraryFunction(call) != nullptr;
      // The objects the call is given a pointer into (a slot passed to a
      // parameter that does not keep it is still reached by the call).
      llvm::SetVector<Operation *> passed;
      for (Value arg : call.getArgs())
        if (isa<PtrType>(arg.getType()))
          if (Operation *object = getObject(arg, facts))
            passed.insert(object);
      SmallVector<Attribute> others;
      for (auto &[object, scope] : scopes)
        if (privateObjects.contains(object) && !passed.contains(object) &&
            (isa<AllocaOp>(object) || isLibrary))
          others.push_back(scope);
      stamp(call, makeFact({}, others));
      // A pointer argument into a scoped object, given to a function the
      // module defines: the memory the callee reaches through it is in that
      // object and in no other (the inliner gives the fact to the accesses
      // of the inlined body based on the argument).
      FuncOp callee = facts.getCallee(call);
      if (!callee || callee.isDeclaration())
        continue;
      for (auto [index, arg] : llvm::enumerate(call.getArgs())) {
        Operation *object =
            isa<PtrType>(arg.getType()) ? getObject(arg, facts) : nullptr;
        if (!object || !scopes.count(object) ||
            TraitView::forCallArgument(call, index).has<NoAliasAttr>())
          continue;
        SmallVector<Attribute> otherObjects;
        for (auto &[other, scope] : scopes)
          if (other != object)
            otherObjects.push_back(scope);
        addCallArgTrait(call, index,
                        makeFact({scopes.lookup(object)}, otherObjects));
        ++numNoAliasArgs;
      }
    }
  }

  /// `#vir.immutable` on the `vir.addressof` (outside barriers) of each
  /// `constant` global but an extern weak one.
  void stampImmutable(FuncOp func, const ModuleFacts &facts, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      auto addressOf = dyn_cast<AddressOfOp>(op);
      if (!addressOf || TraitView::forOp(op).has<ImmutableAttr>())
        return WalkResult::advance();
      GlobalOp global =
          facts.globals.lookup(addressOf.getSymbolAttr().getAttr());
      if (!global || !global.getConstant() || isExternWeak(global))
        return WalkResult::advance();
      addTrait(op, ImmutableAttr::get(ctx, epoch, origin));
      ++numImmutable;
      return WalkResult::advance();
    });
  }

  /// `#vir.dereferenceable` on slots of constant size, addresses of global
  /// variables and GEPs at a constant in-bounds offset from them; and on a
  /// pointer a load or store in its defining block (or, for an argument,
  /// the entry block) dereferences with no call or barrier in between, when
  /// the function cannot free memory.
  void stampDereferenceable(FuncOp func, const ModuleFacts &facts,
                            int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    auto stampOp = [&](Operation *op, uint64_t bytes) {
      if (bytes == 0)
        return;
      if (auto known = TraitView::forOp(op).get<DereferenceableAttr>();
          known && known.getBytes() >= bytes)
        return;
      LLVM_DEBUG(llvm::dbgs()
                 << "  - dereferenceable(" << bytes << ") on " << op->getName()
                 << " at " << op->getLoc() << "\n");
      addTrait(op, DereferenceableAttr::get(ctx, bytes, epoch, origin));
      ++numDereferenceable;
    };
    // The size of the object a pointer-valued op starts, if known.
    auto objectSize = [&](Operation *op) -> std::optional<uint64_t> {
      if (auto slot = dyn_cast<AllocaOp>(op)) {
        uint64_t size = getAllocSize(slot.getElemType());
        if (!slot.getCount())
          return size;
        APInt count;
        if (!matchPattern(slot.getCount(), m_ConstantInt(&count)) ||
            count.isNegative() || count.getActiveBits() > 32)
          return std::nullopt;
        uint64_t elements = count.getZExtValue();
        if (size != 0 && elements > UINT64_MAX / size)
          return std::nullopt;
        return size * elements;
      }
      // A weak declaration's address may be null.
      if (auto addressOf = dyn_cast<AddressOfOp>(op))
        if (GlobalOp global =
                facts.globals.lookup(addressOf.getSymbolAttr().getAttr());
            global && !isExternWeak(global))
          return getAllocSize(global.getGlobalType());
      return std::nullopt;
    };

    // Objects and constant offsets into them.
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      if (std::optional<uint64_t> size = objectSize(op)) {
        stampOp(op, *size);
        return WalkResult::advance();
      }
      auto gep = dyn_cast<GEPOp>(op);
      if (!gep)
        return WalkResult::advance();
      // The constant offset from the object at the chain's start.
      int64_t offset = 0;
      Value base = gep.getResult();
      for (unsigned depth = 0; depth < 16; ++depth) {
        auto step = base.getDefiningOp<GEPOp>();
        if (!step)
          break;
        std::optional<int64_t> bytes = getConstantGEPOffset(step);
        if (!bytes || llvm::AddOverflow(offset, *bytes, offset))
          return WalkResult::advance();
        base = step.getBase();
      }
      Operation *def = base.getDefiningOp();
      if (!def || isa<GEPOp>(def))
        return WalkResult::advance();
      std::optional<uint64_t> size = objectSize(def);
      if (size && offset >= 0 && static_cast<uint64_t>(offset) < *size)
        stampOp(gep, *size - static_cast<uint64_t>(offset));
      return WalkResult::advance();
    });

    // Pointers dereferenced right after they are defined.
    if (facts.mayFree.contains(func))
      return;
    llvm::MapVector<Value, uint64_t> dereferenced;
    for (Block &block : func.getBody()) {
      // The pointers defined in this block (and, in the entry block, the
      // arguments) since the last call.
      llvm::SmallPtrSet<Value, 16> fresh;
      if (block.isEntryBlock())
        for (BlockArgument arg : block.getArguments())
          fresh.insert(arg);
      for (Operation &op : block) {
        if (isa<CallOp, OpaqueRegionOp>(op)) {
          fresh.clear();
          continue;
        }
        Value address;
        uint64_t size = 0;
        if (auto load = dyn_cast<LoadOp>(op)) {
          address = load.getAddr();
          size = getStoreSize(load.getType());
        } else if (auto store = dyn_cast<StoreOp>(op)) {
          address = store.getAddr();
          size = getStoreSize(store.getValue().getType());
        }
        if (address && fresh.contains(address)) {
          uint64_t &bytes = dereferenced[address];
          bytes = std::max(bytes, size);
        }
        for (Value result : op.getResults())
          if (isa<PtrType>(result.getType()))
            fresh.insert(result);
      }
    }
    for (auto [pointer, bytes] : dereferenced) {
      if (bytes == 0)
        continue;
      if (Operation *def = pointer.getDefiningOp()) {
        if (def->getNumResults() == 1)
          stampOp(def, bytes);
        continue;
      }
      unsigned index = cast<BlockArgument>(pointer).getArgNumber();
      TraitView view = TraitView::forArgument(func, index);
      if (auto known = view.get<DereferenceableAttr>();
          known && known.getBytes() >= bytes)
        continue;
      SmallVector<Attribute> traits;
      for (Attribute trait : getArgTraitList(func, index))
        if (!isa<DereferenceableAttr>(trait))
          traits.push_back(trait);
      traits.push_back(DereferenceableAttr::get(ctx, bytes, epoch, origin));
      setArgTraitList(func, index, traits);
      ++numDereferenceable;
    }
  }

  /// `#vir.range` on integer values (scalars of 2 to 64 bits, outside
  /// barriers) whose interval ValueRanges knows from the C types and the
  /// operations on them, when it says something (ValueRanges::isInformative):
  /// a char or short widened to int, a remainder, a mask, `255 - a` of such a
  /// value, a quotient of a sum of their products, a loop counter's loads.
  void stampRanges(FuncOp func, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    ValueRanges ranges(func);
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      if (op->getNumResults() != 1 || isa<ConstantOp>(op))
        return WalkResult::advance();
      auto type = dyn_cast<IntegerType>(op->getResult(0).getType());
      if (!type || type.getWidth() > 64 || type.getWidth() < 2)
        return WalkResult::advance();
      std::optional<SignedInterval> range = ranges.lookup(op->getResult(0));
      if (!range || !ValueRanges::isInformative(*range, type.getWidth()) ||
          TraitView::forOp(op).has<RangeAttr>())
        return WalkResult::advance();
      addTrait(op, RangeAttr::get(ctx, range->lo, range->hi, epoch, origin));
      ++numRanges;
      return WalkResult::advance();
    });
  }

  /// `#vir.tbaa` on the loads and stores outside barriers that carry the
  /// importer's note of their C access type (clang's TBAA tag).
  void stampTypes(FuncOp func, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      auto path = op->getAttrOfType<ArrayAttr>(kTBAANoteAttrName);
      if (!path || !isa<LoadOp, StoreOp>(op) || path.empty() ||
          path.size() > kMaxTBAADepth ||
          !llvm::all_of(path,
                        [](Attribute name) {
                          auto string = dyn_cast<StringAttr>(name);
                          return string && !string.empty();
                        }) ||
          TraitView::forOp(op).has<TBAAAttr>())
        return WalkResult::advance();
      addTrait(op, TBAAAttr::get(ctx, path, epoch, origin));
      ++numTypeTags;
      return WalkResult::advance();
    });
  }

  /// `#vir.loop_invariant` on the loads outside barriers whose innermost
  /// loop cannot change the value they read: the address is defined outside
  /// the loop and points into an object no unknown pointer reaches (a slot
  /// whose address only feeds accesses and parameters that do not keep it,
  /// a private global whose address only feeds accesses), and nothing in the
  /// loop (nested loops included) may write that object. What may: a store,
  /// memcpy, memmove or memset whose destination is in the object; a call
  /// passed a pointer into it (unless a recognized library function that
  /// writes nothing); for a global, any call but a recognized library call
  /// (a defined function may write it by name); everything for a region
  /// barrier, a volatile or atomic access, or another operation that may
  /// write memory. A store through a pointer of unknown origin cannot reach
  /// such an object.
  void stampLoopInvariant(FuncOp func, const ModuleFacts &facts,
                          int64_t epoch) {
    Region &body = func.getBody();
    if (body.hasOneBlock())
      return;
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    // The objects no unknown pointer reaches.
    llvm::DenseSet<Operation *> privateObjects;
    func.walk([&](AllocaOp slot) {
      SmallVector<Operation *> accesses;
      if (collectAccesses(slot.getResult(), accesses, nullptr,
                          [&](CallOp call, unsigned index) {
                            return facts.passesWithoutCapture(call, index);
                          }))
        privateObjects.insert(slot);
    });
    for (GlobalOp global : facts.privateGlobals)
      privateObjects.insert(global);
    if (privateObjects.empty())
      return;

    DominanceInfo dominance(func);
    CFGLoopInfo loops(dominance.getDomTree(&body));
    /// What a loop may write: every object (`all`), the private globals
    /// (`globals`, a call into the program), or the objects in `objects`.
    struct LoopWrites {
      bool all = false;
      bool globals = false;
      llvm::DenseSet<Operation *> objects;
    };
    llvm::DenseMap<CFGLoop *, LoopWrites> summaries;
    auto summarize = [&](CFGLoop *loop) -> const LoopWrites & {
      auto [it, inserted] = summaries.try_emplace(loop);
      if (!inserted)
        return it->second;
      LoopWrites &writes = it->second;
      auto writesInto = [&](Value address) {
        if (Operation *object = getObject(address, facts))
          writes.objects.insert(object);
      };
      for (Block *block : loop->getBlocks()) {
        block->walk([&](Operation *op) {
          if (writes.all)
            return WalkResult::interrupt();
          if (isa<OpaqueRegionOp>(op) || isVolatileOrAtomicAccess(op)) {
            writes.all = true;
            return WalkResult::interrupt();
          }
          if (auto store = dyn_cast<StoreOp>(op)) {
            writesInto(store.getAddr());
          } else if (auto copy = dyn_cast<MemcpyOp>(op)) {
            writesInto(copy.getDst());
          } else if (auto move = dyn_cast<MemmoveOp>(op)) {
            writesInto(move.getDst());
          } else if (auto set = dyn_cast<MemsetOp>(op)) {
            writesInto(set.getDst());
          } else if (auto call = dyn_cast<CallOp>(op)) {
            const LibraryFunction *entry = facts.getLibraryFunction(call);
            if (!entry)
              writes.globals = true;
            if (!entry || !entry->noWrite)
              for (Value arg : call.getArgs())
                if (isa<PtrType>(arg.getType()))
                  writesInto(arg);
          } else if (!isa<LoadOp>(op) && !isMemoryEffectFree(op)) {
            auto effects = dyn_cast<MemoryEffectOpInterface>(op);
            if (!effects || effects.hasEffect<MemoryEffects::Write>())
              writes.all = true;
          }
          return WalkResult::advance();
        });
      }
      return writes;
    };
    auto isDefinedOutside = [](Value value, CFGLoop *loop) {
      Block *block = isa<BlockArgument>(value)
                         ? cast<BlockArgument>(value).getOwner()
                         : value.getDefiningOp()->getBlock();
      return !loop->contains(block);
    };

    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      auto load = dyn_cast<LoadOp>(op);
      if (!load || isVolatileOrAtomicAccess(load) ||
          load->getParentOp() != func)
        return WalkResult::advance();
      CFGLoop *loop = loops.getLoopFor(load->getBlock());
      if (!loop || !isDefinedOutside(load.getAddr(), loop))
        return WalkResult::advance();
      Operation *object = getObject(load.getAddr(), facts);
      if (!object || !privateObjects.contains(object))
        return WalkResult::advance();
      const LoopWrites &writes = summarize(loop);
      if (writes.all || writes.objects.contains(object) ||
          (isa<GlobalOp>(object) && writes.globals) ||
          TraitView::forOp(load).has<LoopInvariantAttr>())
        return WalkResult::advance();
      LLVM_DEBUG(llvm::dbgs() << "  - loop_invariant on the load at "
                              << load.getLoc() << "\n");
      addTrait(load, LoopInvariantAttr::get(ctx, epoch, origin));
      ++numLoopInvariant;
      return WalkResult::advance();
    });
  }

  /// `traits` with `fresh` in place of any (stale) `#vir.nocapture`.
  static SmallVector<Attribute> withFreshNoCapture(ArrayRef<Attribute> traits,
                                                   Attribute fresh) {
    SmallVector<Attribute> result;
    for (Attribute trait : traits)
      if (!isa<NoCaptureAttr>(trait))
        result.push_back(trait);
    result.push_back(fresh);
    return result;
  }

  /// `#vir.nocapture` on the pointer parameters of definitions that do not
  /// keep their pointer, and on the arguments of the direct calls passing
  /// to them (at each function's current epoch).
  void stampNoCaptureParams(ModuleOp module, const ModuleFacts &facts) {
    MLIRContext *ctx = module.getContext();
    StringAttr origin = getOriginAttr();
    StringAttr traitsName =
        StringAttr::get(ctx, VIRDialect::getTraitsAttrName());
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isExternal())
        continue;
      int64_t epoch = func.getCurrentEpoch();
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
        if (!facts.nonCapturingParams.contains({func, i}) ||
            TraitView::forArgument(func, i).has<NoCaptureAttr>())
          continue;
        setArgTraitList(
            func, i,
            withFreshNoCapture(getArgTraitList(func, i),
                               NoCaptureAttr::get(ctx, epoch, origin)));
        ++numNoCaptureArgs;
      }
    }
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isExternal())
        continue;
      int64_t epoch = func.getCurrentEpoch();
      func.walk([&](Operation *op) {
        if (isa<OpaqueRegionOp>(op))
          return WalkResult::skip();
        auto call = dyn_cast<CallOp>(op);
        FuncOp callee = call ? facts.getCallee(call) : FuncOp();
        if (!callee || callee.isExternal())
          return WalkResult::advance();
        SmallVector<Attribute> argAttrs;
        bool changed = false;
        for (unsigned i = 0, n = call.getArgs().size(); i < n; ++i) {
          NamedAttrList dict;
          if (auto existing = call.getArgAttrs();
              existing && i < existing->size())
            dict = NamedAttrList(cast<DictionaryAttr>((*existing)[i]));
          if (i < callee.getNumArguments() &&
              facts.nonCapturingParams.contains({callee, i}) &&
              !TraitView::forCallArgument(call, i).has<NoCaptureAttr>()) {
            dict.set(traitsName,
                     ArrayAttr::get(
                         ctx, withFreshNoCapture(
                                  getCallArgTraitList(call, i),
                                  NoCaptureAttr::get(ctx, epoch, origin))));
            changed = true;
            ++numNoCaptureArgs;
          }
          argAttrs.push_back(dict.getDictionary(ctx));
        }
        if (changed)
          call.setArgAttrsAttr(ArrayAttr::get(ctx, argAttrs));
        return WalkResult::advance();
      });
    }
  }

  /// Region-level facts on the declarations of recognized library
  /// functions: `readonly`/`writeonly` on the function, `readonly`,
  /// `writeonly` and `nocapture` on its pointer arguments.
  void stampLibraryDeclarations(ModuleOp module, const ModuleFacts &facts) {
    MLIRContext *ctx = module.getContext();
    StringAttr origin = getOriginAttr();
    for (FuncOp func : module.getOps<FuncOp>()) {
      const LibraryFunction *entry =
          facts.library.lookup(func.getSymNameAttr());
      if (!entry)
        continue;
      int64_t epoch = func.getCurrentEpoch();
      TraitView view = TraitView::forOp(func);
      if (entry->noWrite && !view.has<ReadOnlyAttr>())
        addTrait(func, ReadOnlyAttr::get(ctx, epoch, origin));
      if (entry->noRead && !view.has<WriteOnlyAttr>())
        addTrait(func, WriteOnlyAttr::get(ctx, epoch, origin));
      for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i) {
        if (!isa<PtrType>(func.getArgumentTypes()[i]))
          continue;
        TraitView argView = TraitView::forArgument(func, i);
        SmallVector<Attribute> traits(getArgTraitList(func, i));
        if ((entry->argNoWrite >> i & 1) && !argView.has<ReadOnlyAttr>())
          traits.push_back(ReadOnlyAttr::get(ctx, epoch, origin));
        if ((entry->argNoRead >> i & 1) && !argView.has<WriteOnlyAttr>())
          traits.push_back(WriteOnlyAttr::get(ctx, epoch, origin));
        if ((entry->argNoCapture >> i & 1) && !argView.has<NoCaptureAttr>())
          traits.push_back(NoCaptureAttr::get(ctx, epoch, origin));
        setArgTraitList(func, i, traits);
      }
      ++numLibCalls;
    }
  }

  /// `#vir.noreturn` on the declarations of the C library functions that
  /// never return and on every call of them (outside barriers).
  void stampNoReturn(ModuleOp module) {
    MLIRContext *ctx = module.getContext();
    StringAttr origin = getOriginAttr();
    llvm::SmallDenseSet<StringAttr, 4> names;
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (!isNoReturnLibraryFunction(func))
        continue;
      names.insert(func.getSymNameAttr());
      if (!TraitView::forOp(func).has<NoReturnAttr>())
        addTrait(func, NoReturnAttr::get(ctx, func.getCurrentEpoch(), origin));
    }
    if (names.empty())
      return;
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isExternal())
        continue;
      int64_t epoch = func.getCurrentEpoch();
      func.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (isa<OpaqueRegionOp>(op))
          return WalkResult::skip();
        auto call = dyn_cast<CallOp>(op);
        if (call && !call.isIndirect() &&
            names.contains(call.getCalleeAttr().getAttr()) &&
            !TraitView::forOp(call).has<NoReturnAttr>()) {
          addTrait(call, NoReturnAttr::get(ctx, epoch, origin));
          ++numNoReturnCalls;
        }
        return WalkResult::advance();
      });
    }
  }

  /// Access-edge facts on calls to recognized library functions:
  /// `noread`/`nowrite` on the call and on its pointer arguments,
  /// `nocapture` on the arguments, `#vir.restrict` on fresh allocations,
  /// `#vir.libcall` on those the optimizer can compute or simplify
  /// (kKnownLibCalls).
  void stampLibraryCalls(FuncOp func, const ModuleFacts &facts, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    StringAttr origin = getOriginAttr();
    StringAttr traitsName =
        StringAttr::get(ctx, VIRDialect::getTraitsAttrName());
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      auto call = dyn_cast<CallOp>(op);
      const LibraryFunction *entry =
          call ? facts.getLibraryFunction(call) : nullptr;
      if (!entry)
        return WalkResult::advance();
      TraitView view = TraitView::forOp(call);
      if (entry->noRead && !view.has<NoReadAttr>())
        addTrait(call, NoReadAttr::get(ctx, epoch, origin));
      if (entry->noWrite && !view.has<NoWriteAttr>())
        addTrait(call, NoWriteAttr::get(ctx, epoch, origin));
      if (entry->allocates && !view.has<RestrictAttr>())
        addTrait(call, RestrictAttr::get(ctx, StringAttr(), epoch, origin));
      // What the call is, where the optimizer can fold or simplify it.
      if (llvm::is_contained(kKnownLibCalls, StringRef(entry->name)) &&
          !view.has<LibCallAttr>())
        addTrait(call, LibCallAttr::get(ctx, StringAttr::get(ctx, entry->name),
                                        epoch, origin));
      // Argument facts on the fixed parameters.
      SmallVector<Attribute> argAttrs;
      unsigned numArgs = call.getArgs().size();
      bool changed = false;
      for (unsigned i = 0; i < numArgs; ++i) {
        SmallVector<Attribute> traits(getCallArgTraitList(call, i));
        TraitView argView = TraitView::forCallArgument(call, i);
        if (i < 32 && isa<PtrType>(call.getArgs()[i].getType())) {
          auto add = [&](unsigned mask, auto has, Attribute trait) {
            if ((mask >> i & 1) && !has) {
              traits.push_back(trait);
              changed = true;
            }
          };
          add(entry->argNoRead, argView.has<NoReadAttr>(),
              NoReadAttr::get(ctx, epoch, origin));
          add(entry->argNoWrite, argView.has<NoWriteAttr>(),
              NoWriteAttr::get(ctx, epoch, origin));
          add(entry->argNoCapture, argView.has<NoCaptureAttr>(),
              NoCaptureAttr::get(ctx, epoch, origin));
        }
        NamedAttrList dict;
        if (auto existing = call.getArgAttrs();
            existing && i < existing->size())
          dict = NamedAttrList(cast<DictionaryAttr>((*existing)[i]));
        if (!traits.empty())
          dict.set(traitsName, ArrayAttr::get(ctx, traits));
        argAttrs.push_back(dict.getDictionary(ctx));
      }
      if (changed)
        call.setArgAttrsAttr(ArrayAttr::get(ctx, argAttrs));
      ++numLibCalls;
      return WalkResult::advance();
    });
  }
};
} // namespace
