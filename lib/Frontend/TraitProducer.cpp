//===- TraitProducer.cpp - Stamp front-end traits on imported VIR ---------===//
//
// `vir-produce-traits` gives VIR imported from LLVM IR the traits a front end
// would have stamped (ARCHITECTURE §7). It stands in for HIR, so unlike the
// optimizer it may look at program structure to find facts: which allocas
// never escape, which blocks form loops, which calls go to functions the
// module defines.
//
// Per function, at its current epoch:
//  1. Analysis: find the non-escaping stack slots and the accesses through
//     each (a worklist over the slot's pointer and the GEPs derived from it),
//     the natural loops (CFGLoopInfo) and their back-edge branches.
//  2. Stamping: nocapture on those slots, noalias scopes on their accesses,
//     soft loop requests on back edges, soft inline requests on calls.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Frontend/Passes.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_PRODUCETRAITSPASS
#include "vct/Frontend/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "vir-produce-traits"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// More slots than this get nocapture but no noalias scopes: each access
/// would list every other slot.
static constexpr size_t kMaxScopedSlots = 64;

/// The loop requests a front end issues on every loop.
static constexpr RequestKind kLoopRequests[] = {
    RequestKind::licm,   RequestKind::unroll,   RequestKind::vectorize,
    RequestKind::rotate, RequestKind::unswitch, RequestKind::peel};

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

/// Collects the memory accesses through `slot` into `accesses`. Returns
/// false if the address escapes: it is stored, passed to a call, converted,
/// compared, selected, returned or passed to a block, or used by any other
/// operation than a load, store, memory intrinsic or GEP.
static bool collectAccesses(AllocaOp slot,
                            SmallVectorImpl<Operation *> &accesses) {
  SmallVector<Value> worklist = {slot.getResult()};
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
              .Case([&](MemsetOp) { return true; })
              .Default([](Operation *) { return false; });
      if (isAccess) {
        accesses.push_back(user);
        continue;
      }
      if (auto gep = dyn_cast<GEPOp>(user); gep && gep.getBase() == ptr) {
        worklist.push_back(gep.getResult());
        continue;
      }
      return false;
    }
  }
  return true;
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
    for (FuncOp func : module.getOps<FuncOp>()) {
      if (func.isExternal())
        continue;
      int64_t epoch = func.getCurrentEpoch();
      if (nocapture || noalias)
        stampSlots(func, epoch);
      if (loops)
        for (Operation *branch : findBackEdgeBranches(func))
          stampRequests(branch, kLoopRequests, epoch);
      if (calls)
        stampCalls(func, module, epoch);
    }
    // The importer's note of switched-off pragmas is for this pass only.
    module.walk(
        [](Operation *op) { op->removeAttr(kDisabledRequestsAttrName); });
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
    module.walk([&](Operation *op) {
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
  void stampCalls(FuncOp func, ModuleOp module, int64_t epoch) {
    func.walk([&](CallOp call) {
      if (call.isIndirect())
        return;
      auto callee = module.lookupSymbol<FuncOp>(call.getCalleeAttr());
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

  /// nocapture on non-escaping slots, and noalias scopes on their accesses.
  void stampSlots(FuncOp func, int64_t epoch) {
    MLIRContext *ctx = func.getContext();
    llvm::MapVector<AllocaOp, SmallVector<Operation *>> slots;
    func.walk([&](AllocaOp slot) {
      SmallVector<Operation *> accesses;
      if (!slot.getCount() && collectAccesses(slot, accesses))
        slots.insert({slot, std::move(accesses)});
      else
        LLVM_DEBUG(llvm::dbgs() << "  - the slot at " << slot.getLoc()
                                << " escapes or is counted\n");
    });
    if (nocapture)
      for (auto &entry : slots)
        if (!TraitView::forOp(entry.first).has<NoCaptureAttr>()) {
          LLVM_DEBUG(llvm::dbgs() << "  - nocapture on the slot at "
                                  << entry.first.getLoc() << "\n");
          addTrait(entry.first, NoCaptureAttr::get(ctx, epoch, StringAttr()));
          ++numNoCapture;
        }
    if (!noalias || slots.size() < 2 || slots.size() > kMaxScopedSlots)
      return;

    // One fresh scope per slot, named after its position.
    SmallVector<Attribute> declared;
    if (auto existing = func.getAliasScopes())
      llvm::append_range(declared, existing->getValue());
    SmallVector<StringAttr> scopes;
    for (size_t i = 0, e = slots.size(); i < e; ++i) {
      std::string name = "vct.slot" + std::to_string(i);
      while (llvm::is_contained(declared, StringAttr::get(ctx, name)))
        name += "'";
      scopes.push_back(StringAttr::get(ctx, name));
      declared.push_back(scopes.back());
    }
    func.setAliasScopesAttr(ArrayAttr::get(ctx, declared));

    // An access reached from two slots (a memcpy between them) is left
    // alone: its address is derived from more than one object.
    llvm::DenseMap<Operation *, unsigned> owners;
    for (auto &entry : slots)
      for (Operation *access : entry.second)
        ++owners[access];
    for (auto [index, entry] : llvm::enumerate(slots)) {
      SmallVector<Attribute> others;
      for (auto [j, scope] : llvm::enumerate(scopes))
        if (j != index)
          others.push_back(scope);
      auto trait =
          NoAliasAttr::get(ctx, ArrayAttr::get(ctx, {scopes[index]}),
                           ArrayAttr::get(ctx, others), epoch, StringAttr());
      llvm::SmallPtrSet<Operation *, 8> done;
      for (Operation *access : entry.second)
        if (owners[access] == 1 && done.insert(access).second &&
            !TraitView::forOp(access).has<NoAliasAttr>()) {
          LLVM_DEBUG(llvm::dbgs() << "  - noalias scope " << scopes[index]
                                  << " on " << access->getName() << " at "
                                  << access->getLoc() << "\n");
          addTrait(access, trait);
          ++numNoAlias;
        }
    }
  }
};
} // namespace
