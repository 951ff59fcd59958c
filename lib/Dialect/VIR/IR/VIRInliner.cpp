//===- VIRInliner.cpp - Inlining VIR calls --------------------------------===//
//
// Lets MLIR's inliner copy VIR function bodies into VIR callers. Whether a
// call is inlined is decided by VCT's `inline` pass; this interface states
// what is legal and keeps the caller well-formed afterwards:
//
//  - a `vir.return` becomes a branch to the block after the call (or, for a
//    single-block callee, its value replaces the call's result);
//  - the callee's static stack slots move to the caller's entry block, so a
//    call in a loop does not grow the stack every iteration, and mem2reg can
//    still promote them;
//  - the callee's traits come in under the epoch rules: those valid in the
//    callee are re-stamped at the caller's epoch, stale ones are dropped;
//    the callee's alias scopes get names unique in the caller and are
//    declared there (a global variable's scope keeps its name: it is the
//    same object in both); the accesses through a pointer argument with a
//    `#vir.noalias` get the argument's scopes.
//
//===----------------------------------------------------------------------===//

#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSet.h"

#include <mutex>

using namespace mlir;
using namespace vct::vir;

/// New names for the alias scopes of `callee` in `caller`:
/// `<callee>.<n>.<scope>` with the smallest `n` not used yet, except module
/// scopes (a global variable's), which keep their names. Declares them in
/// the caller.
static DenseMap<StringAttr, StringAttr> renameScopes(FuncOp caller,
                                                     FuncOp callee) {
  DenseMap<StringAttr, StringAttr> renamed;
  ArrayAttr scopes = callee.getAliasScopesAttr();
  if (!scopes || scopes.empty())
    return renamed;
  llvm::StringSet<> taken;
  SmallVector<Attribute> declared;
  if (ArrayAttr existing = caller.getAliasScopesAttr()) {
    llvm::append_range(declared, existing);
    for (Attribute name : existing)
      taken.insert(cast<StringAttr>(name).getValue());
  }
  std::string prefix;
  for (unsigned n = 0;; ++n) {
    prefix = (callee.getName() + "." + Twine(n) + ".").str();
    if (llvm::none_of(taken, [&](const auto &entry) {
          return entry.getKey().starts_with(prefix);
        }))
      break;
  }
  MLIRContext *context = caller.getContext();
  for (Attribute scope : scopes) {
    auto name = cast<StringAttr>(scope);
    // A global variable's scope means that global in every function: it
    // keeps its name (declared in the caller if it is not yet).
    if (isModuleScope(name)) {
      renamed[name] = name;
      if (!taken.contains(name.getValue()))
        declared.push_back(name);
      continue;
    }
    auto fresh = StringAttr::get(context, prefix + name.getValue());
    renamed[name] = fresh;
    declared.push_back(fresh);
  }
  caller.setAliasScopesAttr(ArrayAttr::get(context, declared));
  return renamed;
}

/// `scopes` with every name replaced through `renamed`.
static ArrayAttr renameAll(ArrayAttr scopes,
                           const DenseMap<StringAttr, StringAttr> &renamed) {
  if (!scopes)
    return scopes;
  SmallVector<Attribute> names;
  for (Attribute scope : scopes)
    names.push_back(renamed.lookup(cast<StringAttr>(scope)));
  return ArrayAttr::get(scopes.getContext(), names);
}

/// `traits`, copied from `callee` into `caller`: valid ones re-stamped at
/// the caller's epoch with scopes renamed, stale ones gone.
static SmallVector<Attribute>
adoptTraitList(ArrayRef<Attribute> traits, MLIRContext *context,
               int64_t calleeEpoch, int64_t callerEpoch,
               const DenseMap<StringAttr, StringAttr> &renamed);

/// The traits of `op` and of its call arguments, adopted (adoptTraitList).
static void adoptTraits(Operation *op, int64_t calleeEpoch, int64_t callerEpoch,
                        const DenseMap<StringAttr, StringAttr> &renamed) {
  if (auto call = dyn_cast<CallOp>(op))
    for (unsigned index = 0, e = call.getArgs().size(); index < e; ++index)
      if (ArrayRef<Attribute> traits = getCallArgTraitList(call, index);
          !traits.empty())
        setCallArgTraitList(call, index,
                            adoptTraitList(traits, op->getContext(),
                                           calleeEpoch, callerEpoch, renamed));
  ArrayRef<Attribute> traits = getTraitList(op);
  if (traits.empty())
    return;
  setTraitList(op, adoptTraitList(traits, op->getContext(), calleeEpoch,
                                  callerEpoch, renamed));
}

static SmallVector<Attribute>
adoptTraitList(ArrayRef<Attribute> traits, MLIRContext *context,
               int64_t calleeEpoch, int64_t callerEpoch,
               const DenseMap<StringAttr, StringAttr> &renamed) {
  SmallVector<Attribute> adopted;
  for (Attribute attr : traits) {
    auto trait = cast<TraitAttrInterface>(attr);
    if (trait.getEpoch() != calleeEpoch)
      continue;
    // `#vir.tail` says no slot of the callee reaches the call; in the
    // caller, its slots may (the callee's pointer arguments become them).
    if (isa<TailAttr>(attr))
      continue;
    if (auto noalias = dyn_cast<NoAliasAttr>(attr))
      trait = NoAliasAttr::get(context,
                               renameAll(noalias.getAliasScopes(), renamed),
                               renameAll(noalias.getNoaliasScopes(), renamed),
                               calleeEpoch, noalias.getOrigin());
    else if (auto restrict = dyn_cast<RestrictAttr>(attr);
             restrict &&restrict.getScope())
      trait = RestrictAttr::get(context, renamed.lookup(restrict.getScope()),
                                calleeEpoch, restrict.getOrigin());
    adopted.push_back(trait.withEpoch(callerEpoch));
  }
  return adopted;
}

/// What a pointer argument's epoch-valid `#vir.noalias` says of the memory
/// the callee reaches through it, handed to the inlined accesses based on
/// it (as LLVM's inliner turns noalias arguments into scoped metadata): an
/// access whose every address derives through GEPs and block arguments
/// (pointers bumped in a loop) from such arguments,
/// and that names no object of its own yet, gets the arguments' scopes
/// and, as noalias, the scopes all of them exclude, besides those it named.
/// Accesses inside region barriers get nothing (O-36).
static void giveArgumentScopes(CallOp call,
                               iterator_range<Region::iterator> blocks,
                               int64_t callerEpoch) {
  SmallVector<std::pair<Value, NoAliasAttr>, 4> facts;
  for (auto [index, arg] : llvm::enumerate(call.getArgs()))
    for (Attribute attr : getCallArgTraitList(call, index))
      if (auto fact = dyn_cast<NoAliasAttr>(attr);
          fact && fact.getEpoch() == callerEpoch && fact.getAliasScopes())
        facts.push_back({arg, fact});
  if (facts.empty())
    return;
  // The fact of the argument every path of GEPs and block arguments (a
  // pointer bumped in a loop: `*d++ = *s++`) leads `address` back to; none
  // if a path leads elsewhere or to another argument. Each value is looked
  // at once per call (`known`), at most kMaxWalk values per address.
  constexpr unsigned kMaxWalk = 64;
  DenseMap<Value, NoAliasAttr> known;
  auto factFor = [&](Value address) -> NoAliasAttr {
    if (auto it = known.find(address); it != known.end())
      return it->second;
    NoAliasAttr found;
    bool failed = false;
    SmallVector<Value, 8> worklist{address};
    llvm::SmallPtrSet<Value, 8> visited;
    while (!worklist.empty() && !failed) {
      Value value = worklist.pop_back_val();
      if (!visited.insert(value).second)
        continue;
      if (visited.size() > kMaxWalk) {
        failed = true;
        break;
      }
      NoAliasAttr fact;
      for (auto &[arg, argFact] : facts)
        if (arg == value)
          fact = argFact;
      if (!fact)
        if (auto it = known.find(value); it != known.end())
          fact = it->second;
      if (fact) {
        failed = found && found != fact;
        found = fact;
        continue;
      }
      if (auto gep = value.getDefiningOp<GEPOp>()) {
        worklist.push_back(gep.getBase());
        continue;
      }
      auto blockArg = dyn_cast<BlockArgument>(value);
      Block *owner = blockArg ? blockArg.getOwner() : nullptr;
      if (!owner || owner->isEntryBlock() || owner->hasNoPredecessors()) {
        failed = true;
        break;
      }
      for (auto it = owner->pred_begin(), e = owner->pred_end(); it != e;
           ++it) {
        auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
        if (!branch) {
          failed = true;
          break;
        }
        Value incoming = branch.getSuccessorOperands(
            it.getSuccessorIndex())[blockArg.getArgNumber()];
        if (!incoming) {
          failed = true;
          break;
        }
        worklist.push_back(incoming);
      }
    }
    NoAliasAttr result = failed ? NoAliasAttr() : found;
    known[address] = result;
    return result;
  };
  MLIRContext *context = call.getContext();
  for (Block &block : blocks)
    block.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      SmallVector<Value, 2> addresses = getAccessAddresses(op);
      if (addresses.empty())
        return WalkResult::advance();
      NoAliasAttr existing;
      for (Attribute attr : getTraitList(op))
        if (auto noalias = dyn_cast<NoAliasAttr>(attr);
            noalias && noalias.getEpoch() == callerEpoch)
          existing = noalias;
      if (existing && existing.getAliasScopes())
        return WalkResult::advance();
      llvm::SetVector<Attribute> own, excluded;
      StringAttr origin;
      for (auto [index, address] : llvm::enumerate(addresses)) {
        NoAliasAttr fact = factFor(address);
        if (!fact)
          return WalkResult::advance();
        origin = fact.getOrigin();
        own.insert(fact.getAliasScopes().begin(), fact.getAliasScopes().end());
        ArrayAttr others = fact.getNoaliasScopes();
        llvm::SetVector<Attribute> theirs;
        if (others)
          theirs.insert(others.begin(), others.end());
        if (index == 0)
          excluded = std::move(theirs);
        else
          excluded.remove_if(
              [&](Attribute scope) { return !theirs.contains(scope); });
      }
      excluded.remove_if([&](Attribute scope) { return own.contains(scope); });
      if (existing && existing.getNoaliasScopes())
        excluded.insert(existing.getNoaliasScopes().begin(),
                        existing.getNoaliasScopes().end());
      addTrait(op, NoAliasAttr::get(
                       context, ArrayAttr::get(context, own.getArrayRef()),
                       excluded.empty()
                           ? ArrayAttr()
                           : ArrayAttr::get(context, excluded.getArrayRef()),
                       callerEpoch, origin));
      return WalkResult::advance();
    });
}

namespace {
struct VIRInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  /// A variadic callee reads its extra arguments through the call frame
  /// itself, so its body cannot be copied into a caller.
  bool isLegalToInline(Operation *call, Operation *callable, bool) const final {
    auto func = dyn_cast<FuncOp>(callable);
    if (!func || func.getVariadic())
      return false;
    // MLIR asks this first for every call it inlines; processInlinedCallBlocks
    // then finds the callee here instead of searching the module's symbols
    // (a linear walk of every function per inlined call).
    std::lock_guard<std::mutex> lock(calleesMutex);
    callees[call] = func;
    return true;
  }

  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final {
    return true;
  }

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }

  /// Multi-block callee: a `vir.return` becomes a branch to the block after
  /// the call.
  void handleTerminator(Operation *op, Block *newDest) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret)
      return;
    OpBuilder builder(op);
    BrOp::create(builder, op->getLoc(), newDest, ret->getOperands());
    op->erase();
  }

  /// Single-block callee: the returned value replaces the call's result.
  /// A callee block ending in `vir.unreachable` never gets here (see
  /// processInlinedCallBlocks); should one, its results are undefined, which
  /// refines the undefined behaviour of reaching the unreachable.
  void handleTerminator(Operation *op, ValueRange valuesToRepl) const final {
    auto ret = dyn_cast<ReturnOp>(op);
    if (!ret) {
      OpBuilder builder(op);
      for (Value from : valuesToRepl)
        from.replaceAllUsesWith(
            UndefOp::create(builder, op->getLoc(), from.getType()));
      return;
    }
    for (auto [from, to] : llvm::zip(valuesToRepl, ret->getOperands()))
      from.replaceAllUsesWith(to);
  }

  void processInlinedCallBlocks(
      Operation *call,
      iterator_range<Region::iterator> inlinedBlocks) const final {
    auto callOp = dyn_cast<CallOp>(call);
    auto caller = call->getParentOfType<FuncOp>();
    if (!callOp || !caller || inlinedBlocks.empty())
      return;
    // A single-block body that ends in `vir.unreachable` is split before
    // its terminator: MLIR would splice a single block into the caller and
    // drop its terminator, losing the unreachable (and, for a call with
    // results, leaving their uses dangling: issue 13's SIGSEGV). As two
    // blocks it is inlined like a multi-block body: the unreachable stays,
    // and the code after the call becomes an unreachable block.
    Block &onlyBlock = *inlinedBlocks.begin();
    if (std::next(inlinedBlocks.begin()) == inlinedBlocks.end() &&
        isa<UnreachableOp>(onlyBlock.getTerminator())) {
      Block *tail = onlyBlock.splitBlock(onlyBlock.getTerminator());
      OpBuilder builder = OpBuilder::atBlockEnd(&onlyBlock);
      BrOp::create(builder, tail->getTerminator()->getLoc(), tail,
                   ValueRange());
    }
    FuncOp callee;
    {
      std::lock_guard<std::mutex> lock(calleesMutex);
      if (auto it = callees.find(call); it != callees.end()) {
        callee = it->second;
        callees.erase(it);
      }
    }
    if (!callee || callee.getSymNameAttr() != callOp.getCalleeAttr().getAttr())
      callee = SymbolTable::lookupNearestSymbolFrom<FuncOp>(
          call, callOp.getCalleeAttr());
    if (!callee)
      return;

    DenseMap<StringAttr, StringAttr> renamed = renameScopes(caller, callee);
    int64_t calleeEpoch = callee.getCurrentEpoch();
    int64_t callerEpoch = caller.getCurrentEpoch();
    for (Block &block : inlinedBlocks)
      block.walk([&](Operation *op) {
        adoptTraits(op, calleeEpoch, callerEpoch, renamed);
      });
    giveArgumentScopes(callOp, inlinedBlocks, callerEpoch);

    // The callee's static slots join the caller's.
    Block &callerEntry = caller.getBody().front();
    Block &inlinedEntry = *inlinedBlocks.begin();
    if (&inlinedEntry == &callerEntry)
      return;
    Operation *anchor = &callerEntry.front();
    for (auto alloca :
         llvm::make_early_inc_range(inlinedEntry.getOps<AllocaOp>()))
      if (!alloca.getCount())
        alloca->moveBefore(anchor);

    // What the body still allocates (variable-length arrays, slots of
    // inner blocks) it allocates on every execution: freed when the callee
    // returned, it must be freed where the inlined body ends, or a loop
    // around the call grows the stack (LLVM's inliner does the same).
    bool allocates = false;
    for (Block &block : inlinedBlocks)
      if (!block.getOps<AllocaOp>().empty())
        allocates = true;
    if (!allocates)
      return;
    OpBuilder builder = OpBuilder::atBlockBegin(&inlinedEntry);
    Value token = StackSaveOp::create(builder, call->getLoc(),
                                      PtrType::get(call->getContext()));
    for (Block &block : inlinedBlocks)
      if (auto ret = dyn_cast<ReturnOp>(block.getTerminator())) {
        builder.setInsertionPoint(ret);
        StackRestoreOp::create(builder, ret.getLoc(), token);
      }
  }

private:
  /// The callee of each call MLIR has found legal to inline, until its
  /// blocks are processed (looked up by the call, never iterated).
  mutable std::mutex calleesMutex;
  mutable llvm::DenseMap<Operation *, FuncOp> callees;
};
} // namespace

void VIRDialect::registerInlinerInterface() {
  addInterfaces<VIRInlinerInterface>();
}
