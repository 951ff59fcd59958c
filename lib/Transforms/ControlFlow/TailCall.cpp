//===- TailCall.cpp - Tail-recursion elimination and tail-call marking ----===//
//
// A module pass (it reads the call-edge requests on callees). For each
// function, in module order:
//
//  1. Slots: the function's frame may be reused by a call only when no
//     stack slot can reach the callee. Strict trait consumer: every
//     `vir.alloca` must carry an epoch-valid `#vir.nocapture` (its address
//     then reaches only its direct uses), and no argument of the call may
//     be derived from a slot (forward closure over GEPs, selects, block
//     arguments and pointer results of calls given one).
//  2. Tail position: the operation after the call returns exactly its
//     results, or branches with exactly them to a block that only returns
//     its arguments (that return is then copied into the call's block).
//     Accumulator form: `%s = op %r, %x` (or `op %x, %r`) right after the
//     call, `%s` returned so, `op` an integer add/mul/and/or/xor.
//  3. Self calls in tail position (direct, caller not variadic, every
//     alloca static in the entry block) become a branch to a loop header:
//     the old entry block, which keeps its arguments; a new entry block
//     takes the function's arguments, gets the entry's allocas and
//     constants, and branches to it. With accumulator calls (all with the
//     same `op`), the header gets an accumulator argument starting at the
//     identity of `op`; such a call passes `acc op x`, and every other
//     return returns `acc op v` (without wrap flags: the order of the
//     operations changes).
//  4. Other calls in tail position with slots safe get `#vir.tail`.
//  5. Requests (tail_call, must_tail, no_tail; on the call, or on the
//     callee for all its calls) get a result each. A tail_call on a call a
//     slot may reach is removed from the call after its denial, so no
//     backend marks it `tail`.
//
// Calls inside a vir.opaque_region are never considered (barrier).
//
// Reference: LLVM's TailRecursionElimination (accumulator recursion, the
// `tail` marker and its alloca test).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_TAILCALLPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "tail-call"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
struct Counts {
  unsigned eliminated = 0, accumulators = 0, marked = 0, duplicated = 0;
  bool any() const { return eliminated || marked || duplicated; }
};

/// The accumulating operation of `return x op f(...)`.
enum class AccKind { None, Add, Mul, And, Or, Xor };

/// A self call to turn into a branch.
struct Site {
  CallOp call;
  /// The return after the call (or after `accOp`).
  ReturnOp ret;
  /// The accumulating operation and its other operand, if any.
  Operation *accOp = nullptr;
  Value other;
};

/// The call-edge requests of one call: on the call, else on the callee.
struct EdgeRequest {
  RequestAttr request;
  Operation *carrier = nullptr;
  explicit operator bool() const { return static_cast<bool>(request); }
};

class FunctionTailCalls {
public:
  FunctionTailCalls(FuncOp func, SymbolTable &symbols, PassReporter &reporter,
                    IterationBudget &budget, Counts &counts)
      : func(func), symbols(symbols), reporter(reporter), budget(budget),
        counts(counts) {}

  /// Everything for this function; fails on an internal compiler error.
  LogicalResult run();

private:
  void analyzeSlots();
  /// Why a slot may reach `call`, or "".
  std::string whySlotsReach(CallOp call);
  /// The return that makes `call` a tail call (after copying a forwarded
  /// return into its block), or null.
  ReturnOp findTailReturn(CallOp call, Operation *after, Value result,
                          bool duplicate);
  /// The accumulator site of `call`, if it is one.
  std::optional<Site> matchAccumulator(CallOp call, bool duplicate);
  /// Why self calls of this function may not become branches, or "".
  std::string whyNotEliminable();
  LogicalResult record(CallOp call, const EdgeRequest &edge, bool accepted,
                       DenyReason reason, const Twine &note);
  void eliminate(ArrayRef<Site> sites, AccKind kind);
  EdgeRequest getEdgeRequest(CallOp call, FuncOp callee, RequestKind kind);

  FuncOp func;
  SymbolTable &symbols;
  PassReporter &reporter;
  IterationBudget &budget;
  Counts &counts;
  /// Why no call may reuse the frame ("" when every slot has nocapture).
  std::string slotProblem;
  /// Values that may hold a slot address (lookups only).
  DenseSet<Value> slotDerived;
};
} // namespace

static AccKind getAccKind(Operation *op) {
  if (isa<AddOp>(op))
    return AccKind::Add;
  if (isa<MulOp>(op))
    return AccKind::Mul;
  if (isa<AndOp>(op))
    return AccKind::And;
  if (isa<OrOp>(op))
    return AccKind::Or;
  if (isa<XorOp>(op))
    return AccKind::Xor;
  return AccKind::None;
}

static StringRef getAccName(AccKind kind) {
  switch (kind) {
  case AccKind::Add:
    return "add";
  case AccKind::Mul:
    return "mul";
  case AccKind::And:
    return "and";
  case AccKind::Or:
    return "or";
  case AccKind::Xor:
    return "xor";
  case AccKind::None:
    break;
  }
  return "none";
}

/// `acc op value` with a new operation of `kind` and no wrap flags.
static Value createAcc(OpBuilder &builder, Location loc, AccKind kind,
                       Value lhs, Value rhs) {
  switch (kind) {
  case AccKind::Add:
    return AddOp::create(builder, loc, lhs, rhs);
  case AccKind::Mul:
    return MulOp::create(builder, loc, lhs, rhs);
  case AccKind::And:
    return AndOp::create(builder, loc, lhs, rhs);
  case AccKind::Or:
    return OrOp::create(builder, loc, lhs, rhs);
  case AccKind::Xor:
  case AccKind::None:
    break;
  }
  return XorOp::create(builder, loc, lhs, rhs);
}

void FunctionTailCalls::analyzeSlots() {
  SmallVector<Value> worklist;
  func.walk([&](AllocaOp alloca) {
    TraitView view = TraitView::forOp(alloca);
    if (!view.has<NoCaptureAttr>() && slotProblem.empty()) {
      std::string where = formatLocation(alloca.getLoc());
      slotProblem = (view.hasStale<NoCaptureAttr>()
                         ? "a stack slot has a stale #vir.nocapture"
                         : "a stack slot has no #vir.nocapture") +
                    (where.empty() ? std::string() : " (" + where + ")") +
                    ": the callee may reach it";
    }
    if (slotDerived.insert(alloca.getResult()).second)
      worklist.push_back(alloca.getResult());
  });
  while (!worklist.empty()) {
    if (!budget.take())
      return;
    Value value = worklist.pop_back_val();
    auto add = [&](Value derived) {
      if (slotDerived.insert(derived).second)
        worklist.push_back(derived);
    };
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (isa<GEPOp, SelectOp>(user)) {
        add(user->getResult(0));
      } else if (auto call = dyn_cast<CallOp>(user)) {
        for (Value result : call.getResults())
          if (isa<PtrType>(result.getType()))
            add(result);
      } else if (auto branch = dyn_cast<BranchOpInterface>(user)) {
        for (unsigned i = 0, e = user->getNumSuccessors(); i < e; ++i) {
          SuccessorOperands operands = branch.getSuccessorOperands(i);
          for (unsigned j = 0, n = operands.size(); j < n; ++j)
            if (operands[j] == value)
              add(user->getSuccessor(i)->getArgument(j));
        }
      }
    }
  }
}

std::string FunctionTailCalls::whySlotsReach(CallOp call) {
  if (!slotProblem.empty())
    return slotProblem;
  if (budget.exhausted)
    return "the iteration budget ran out before the slots were traced";
  for (Value arg : call.getCalleeOperands())
    if (slotDerived.contains(arg))
      return "the call is passed the address of a stack slot";
  return "";
}

ReturnOp FunctionTailCalls::findTailReturn(CallOp call, Operation *after,
                                           Value result, bool duplicate) {
  Operation *next = after->getNextNode();
  auto matches = [&](ValueRange values) {
    if (result)
      return values.size() == 1 && values.front() == result;
    if (values.empty())
      return true;
    return llvm::equal(values, call.getResults());
  };
  if (auto ret = dyn_cast_or_null<ReturnOp>(next))
    return matches(ret.getValues()) ? ret : ReturnOp();
  auto br = dyn_cast_or_null<BrOp>(next);
  if (!br || br.getDest() == after->getBlock())
    return {};
  Block *dest = br.getDest();
  auto destRet = dyn_cast<ReturnOp>(&dest->front());
  if (!destRet || !getTraitList(br).empty() || !getTraitList(destRet).empty())
    return {};
  // The returned values, through the block's arguments.
  SmallVector<Value> returned;
  for (Value value : destRet.getValues()) {
    auto arg = dyn_cast<BlockArgument>(value);
    if (arg && arg.getOwner() == dest)
      returned.push_back(br.getDestOperands()[arg.getArgNumber()]);
    else
      returned.push_back(value);
  }
  if (!matches(returned))
    return {};
  if (!duplicate)
    return destRet;
  OpBuilder builder(br);
  auto copy = ReturnOp::create(builder, destRet.getLoc(), returned);
  br.erase();
  ++counts.duplicated;
  return copy;
}

std::optional<Site> FunctionTailCalls::matchAccumulator(CallOp call,
                                                        bool duplicate) {
  if (call.getNumResults() != 1 || !call.getResult().hasOneUse() ||
      !isa<IntegerType>(call.getResult().getType()))
    return std::nullopt;
  Operation *op = call->getNextNode();
  if (!op || *call.getResult().getUsers().begin() != op ||
      getAccKind(op) == AccKind::None || op->getNumOperands() != 2 ||
      op->getOperand(0) == op->getOperand(1) || !getTraitList(op).empty())
    return std::nullopt;
  Value other = op->getOperand(0) == call.getResult() ? op->getOperand(1)
                                                      : op->getOperand(0);
  ReturnOp ret = findTailReturn(call, op, op->getResult(0), duplicate);
  if (!ret)
    return std::nullopt;
  return Site{call, ret, op, other};
}

std::string FunctionTailCalls::whyNotEliminable() {
  if (func.getVariadic())
    return "the function is variadic";
  Block *entry = &func.getBody().front();
  std::string why;
  func.walk([&](AllocaOp alloca) {
    if (!why.empty())
      return;
    if (alloca->getBlock() != entry)
      why = "the function has a stack slot outside its entry block";
    else if (alloca.getCount() &&
             !(alloca.getCount().getDefiningOp<ConstantOp>() &&
               alloca.getCount().getParentBlock() == entry))
      why = "the function has a stack slot of dynamic size";
  });
  return why;
}

EdgeRequest FunctionTailCalls::getEdgeRequest(CallOp call, FuncOp callee,
                                              RequestKind kind) {
  if (RequestAttr request = TraitView::forOp(call).getRequest(kind))
    return {request, call};
  if (callee)
    if (RequestAttr request = TraitView::forOp(callee).getRequest(kind))
      return {request, callee};
  return {};
}

LogicalResult FunctionTailCalls::record(CallOp call, const EdgeRequest &edge,
                                        bool accepted, DenyReason reason,
                                        const Twine &note) {
  if (!edge)
    return success();
  RequestResult result =
      accepted ? RequestResult::accept(edge.request, note.str())
               : RequestResult::deny(edge.request, reason, note.str());
  return reporter.recordRequest(
      call, describeRequestSubject(call), result,
      edge.carrier == call.getOperation() ? nullptr : edge.carrier);
}

void FunctionTailCalls::eliminate(ArrayRef<Site> sites, AccKind kind) {
  Block *header = &func.getBody().front();
  auto *entry = new Block();
  func.getBody().getBlocks().push_front(entry);
  SmallVector<Value> initial;
  for (BlockArgument arg : header->getArguments())
    initial.push_back(entry->addArgument(arg.getType(), arg.getLoc()));
  // The entry's constants and static slots stay outside the loop.
  for (Operation &op : llvm::make_early_inc_range(*header))
    if (isa<ConstantOp, AllocaOp>(op))
      op.moveBefore(entry, entry->end());
  OpBuilder builder = OpBuilder::atBlockEnd(entry);
  Value acc;
  if (kind != AccKind::None) {
    // Plain sites (`return f(...)`) may come before the first accumulating
    // one; they pass the accumulator on unchanged.
    const Site *accSite =
        llvm::find_if(sites, [](const Site &site) { return site.accOp; });
    Type type = accSite->accOp->getResult(0).getType();
    unsigned width = type.getIntOrFloatBitWidth();
    APInt identity = kind == AccKind::Mul   ? APInt(width, 1)
                     : kind == AccKind::And ? APInt::getAllOnes(width)
                                            : APInt(width, 0);
    initial.push_back(ConstantOp::create(builder, func.getLoc(), type,
                                         IntegerAttr::get(type, identity)));
    acc = header->addArgument(type, func.getLoc());
  }
  BrOp::create(builder, func.getLoc(), header, initial);

  // Every return that is not a recursive site returns `acc op v`.
  DenseSet<Operation *> siteReturns;
  for (const Site &site : sites)
    siteReturns.insert(site.ret);
  if (acc) {
    SmallVector<ReturnOp> returns;
    for (Block &block : func.getBody())
      if (auto ret = dyn_cast<ReturnOp>(block.getTerminator()))
        if (!siteReturns.contains(ret))
          returns.push_back(ret);
    for (ReturnOp ret : returns) {
      OpBuilder at(ret);
      Value combined =
          createAcc(at, ret.getLoc(), kind, acc, ret.getValues().front());
      ret->setOperand(0, combined);
    }
  }
  for (Site site : sites) {
    OpBuilder at(site.ret);
    SmallVector<Value> next(site.call.getArgs());
    if (acc)
      next.push_back(site.accOp ? createAcc(at, site.accOp->getLoc(), kind, acc,
                                            site.other)
                                : acc);
    auto br = BrOp::create(at, site.call.getLoc(), header, next);
    setTraitList(br, getTraitList(site.ret));
    site.ret.erase();
    if (site.accOp)
      site.accOp->erase();
    site.call.erase();
  }
}

LogicalResult FunctionTailCalls::run() {
  analyzeSlots();
  bool failedAny = false;
  std::string notEliminable = whyNotEliminable();
  SmallVector<CallOp> calls;
  for (Block &block : func.getBody())
    for (Operation &op : block)
      if (auto call = dyn_cast<CallOp>(op))
        calls.push_back(call);
  func.getBody().walk([&](OpaqueRegionOp region) {
    bool hasCall = false;
    region.getBody().walk([&](CallOp) { hasCall = true; });
    if (hasCall)
      reporter.missed(region.getLoc(), "Barrier",
                      "calls inside a vir.opaque_region are not considered "
                      "(region barrier)");
  });

  SmallVector<Site> sites;
  AccKind accKind = AccKind::None;
  bool mixedAcc = false;
  for (CallOp call : calls) {
    if (!budget.take())
      break;
    FuncOp callee;
    if (FlatSymbolRefAttr name = call.getCalleeAttr())
      callee = symbols.lookup<FuncOp>(name.getValue());
    EdgeRequest mustTail = getEdgeRequest(call, callee, RequestKind::must_tail);
    EdgeRequest tailCall = getEdgeRequest(call, callee, RequestKind::tail_call);
    EdgeRequest noTail = getEdgeRequest(call, callee, RequestKind::no_tail);
    bool self = callee && callee == func;
    if (noTail && !mustTail && !tailCall) {
      failedAny |= failed(record(call, noTail, true, DenyReason::AlreadyDone,
                                 "the call is neither marked tail nor made "
                                 "a branch"));
      continue;
    }
    if (noTail)
      failedAny |= failed(record(call, noTail, false, DenyReason::CostModel,
                                 Twine("the call's ") +
                                     (mustTail ? "must_tail" : "tail_call") +
                                     " request is honoured first"));
    std::string slots = whySlotsReach(call);
    std::string variadic = func.getVariadic()
                               ? "the caller is variadic (the callee may read "
                                 "its variadic arguments)"
                               : "";
    std::string blocked = !slots.empty() ? slots : variadic;
    if (!blocked.empty()) {
      failedAny |= failed(
          record(call, mustTail, false, DenyReason::Unsupported, blocked));
      failedAny |= failed(
          record(call, tailCall, false, DenyReason::Unsupported, blocked));
      if (tailCall && tailCall.carrier == call.getOperation()) {
        SmallVector<Attribute> kept;
        for (Attribute trait : getTraitList(call))
          if (trait != tailCall.request)
            kept.push_back(trait);
        setTraitList(call, kept);
      }
      if (self && findTailReturn(call, call, Value(), false))
        reporter.missed(call.getLoc(), "NotEliminated",
                        "tail recursion not made a loop: " + blocked);
      continue;
    }
    // Tail position, plain or (self calls) accumulating.
    bool eliminable = self && notEliminable.empty() && !mixedAcc;
    std::optional<Site> site;
    if (ReturnOp ret = findTailReturn(call, call, Value(), true)) {
      site = Site{call, ret, nullptr, Value()};
    } else if (eliminable) {
      site = matchAccumulator(call, true);
      if (site) {
        AccKind kind = getAccKind(site->accOp);
        if (accKind != AccKind::None && accKind != kind) {
          mixedAcc = true;
          reporter.missed(call.getLoc(), "NotEliminated",
                          "tail recursion not made a loop: the recursive "
                          "calls accumulate with different operations");
          site.reset();
        } else {
          accKind = kind;
        }
      }
    }
    if (!site) {
      std::string why = "the call is not in tail position";
      failedAny |=
          failed(record(call, mustTail, false, DenyReason::NoTargetSupport,
                        why + " (musttail needs the call returned at once)"));
      failedAny |=
          failed(record(call, tailCall, false, DenyReason::Unsupported, why));
      continue;
    }
    if (self && !notEliminable.empty())
      reporter.missed(call.getLoc(), "NotEliminated",
                      "tail recursion not made a loop: " + notEliminable);
    if (self && notEliminable.empty() && !mixedAcc) {
      sites.push_back(*site);
      std::string note =
          site->accOp ? ("the self call became a branch to the loop "
                         "header with an " +
                         getAccName(getAccKind(site->accOp)) + " accumulator")
                            .str()
                      : "the self call became a branch to the loop "
                        "header";
      failedAny |=
          failed(record(call, mustTail, true, DenyReason::AlreadyDone, note));
      failedAny |=
          failed(record(call, tailCall, true, DenyReason::AlreadyDone, note));
      continue;
    }
    if (site->accOp)
      continue;
    // A call in tail position that keeps being a call: mark it.
    if (!TraitView::forOp(call).has<TailAttr>()) {
      addTrait(call,
               TailAttr::get(func.getContext(), func.getCurrentEpoch(),
                             StringAttr::get(func.getContext(), DEBUG_TYPE)));
      ++counts.marked;
      if (reporter.remarksEnabled())
        reporter.passed(call.getLoc(), "Marked",
                        "call in tail position marked #vir.tail: no stack "
                        "slot reaches the callee");
    }
    failedAny |= failed(record(call, tailCall, true, DenyReason::AlreadyDone,
                               "marked as a tail call"));
    if (mustTail) {
      bool sameSignature = callee &&
                           callee.getFunctionType() == func.getFunctionType() &&
                           callee.getVariadic() == func.getVariadic();
      failedAny |= failed(record(
          call, mustTail, sameSignature, DenyReason::NoTargetSupport,
          sameSignature ? "in tail position with the caller's signature: a "
                          "musttail call for the LLVM backend (the C backend "
                          "cannot express it)"
                        : "the caller and the callee have different "
                          "signatures (musttail needs the same)"));
    }
  }
  if (!sites.empty()) {
    eliminate(sites, accKind);
    counts.eliminated += sites.size();
    if (accKind != AccKind::None)
      ++counts.accumulators;
    if (reporter.remarksEnabled())
      reporter.passed(
          func.getLoc(), "Eliminated",
          llvm::formatv(
              "tail recursion made a loop: {0} self "
              "calls became branches{1}",
              sites.size(),
              accKind == AccKind::None
                  ? std::string()
                  : (" (" + getAccName(accKind) + " accumulator)").str()));
  }
  return failure(failedAny);
}

namespace {
struct TailCallPass : vct::impl::TailCallPassBase<TailCallPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PassReporter moduleReporter(getArgument(), module);
    SymbolTable symbols(module);
    IterationBudget budget{maxIterations};
    Counts counts;
    bool internalError = false;
    // The function the budget ran out in, where the warning points.
    FuncOp stoppedIn;
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isDeclaration())
        continue;
      PassReporter reporter(getArgument(), func);
      FunctionTailCalls tailCalls(func, symbols, reporter, budget, counts);
      internalError |= failed(tailCalls.run());
      if (budget.exhausted && !stoppedIn)
        stoppedIn = func;
    }
    if (internalError)
      return signalPassFailure();
    numEliminated += counts.eliminated;
    numAccumulators += counts.accumulators;
    numMarked += counts.marked;
    numReturnsDuplicated += counts.duplicated;
    PassOutcome outcome;
    outcome.changed = counts.any();
    outcome.changedCFG = counts.eliminated || counts.duplicated;
    outcome.changedTraits = counts.marked || counts.eliminated;
    outcome.changedCalls = counts.eliminated != 0;
    if (stoppedIn)
      moduleReporter.budgetExhausted(
          stoppedIn, "vir.max_iterations",
          "calls after that point were not considered");
    finishPass(moduleReporter, module, outcome,
               getPassState().preservedAnalyses);
  }
};
} // namespace
