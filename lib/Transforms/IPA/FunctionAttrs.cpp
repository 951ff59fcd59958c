//===- FunctionAttrs.cpp - Summarise function effects as traits -----------===//
//
// Bottom-up over the call graph's strongly connected components: a summary
// (reads / writes memory outside the frame, provably returns) per defined
// function, from its body and its callees' summaries or traits; then the
// summaries become traits on the functions and on the calls to them.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_FUNCTIONATTRSPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "function-attrs"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

static constexpr StringLiteral kOrigin = "function-attrs";

namespace {
/// What a function may do to memory outside its own stack frame.
struct Summary {
  bool reads = false;
  bool writes = false;
  /// It has no loop, no recursion, and calls only functions that return.
  bool returns = true;

  static Summary unknown() { return {true, true, false}; }
  bool operator==(const Summary &other) const {
    return reads == other.reads && writes == other.writes &&
           returns == other.returns;
  }
  void join(const Summary &other) {
    reads |= other.reads;
    writes |= other.writes;
    returns &= other.returns;
  }
};

class EffectSummarizer {
public:
  explicit EffectSummarizer(SymbolTable &symbols) : symbols(symbols) {}

  /// Summarises `func` with the current summaries of its callees.
  Summary summarize(FuncOp func) {
    // A weak definition's body may be replaced at link time: it says
    // nothing about the function (VIRABI.h).
    if (isInterposable(func))
      return Summary::unknown();
    Summary summary;
    if (hasCycle(func))
      summary.returns = false;
    func.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op)) {
        summary.join(Summary::unknown());
        return WalkResult::skip();
      }
      summary.join(summarizeOp(op, func));
      return WalkResult::advance();
    });
    return summary;
  }

  /// The summary of a function solved so far (optimistic inside a cycle).
  DenseMap<Operation *, Summary> summaries;

private:
  /// True if `address` is derived from a stack slot of `func`.
  static bool isLocal(Value address, FuncOp func) {
    auto alloca = getUnderlyingObject(address).getDefiningOp<AllocaOp>();
    return alloca && alloca->getParentOfType<FuncOp>() == func;
  }

  Summary summarizeOp(Operation *op, FuncOp func) {
    // Volatile and atomic accesses are effects of their own, wherever they
    // point.
    if (isVolatileOrAtomicAccess(op))
      return Summary::unknown();
    Summary effect;
    if (auto load = dyn_cast<LoadOp>(op)) {
      effect.reads = !isLocal(load.getAddr(), func);
    } else if (auto store = dyn_cast<StoreOp>(op)) {
      effect.writes = !isLocal(store.getAddr(), func);
    } else if (isa<MemcpyOp, MemmoveOp>(op)) {
      effect.reads = !isLocal(op->getOperand(1), func);
      effect.writes = !isLocal(op->getOperand(0), func);
    } else if (auto set = dyn_cast<MemsetOp>(op)) {
      effect.writes = !isLocal(set.getDst(), func);
    } else if (auto call = dyn_cast<CallOp>(op)) {
      effect = summarizeCall(call);
    } else if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
      effect.reads = effects.hasEffect<MemoryEffects::Read>();
      effect.writes = effects.hasEffect<MemoryEffects::Write>();
    } else if (!op->hasTrait<OpTrait::IsTerminator>() &&
               !isMemoryEffectFree(op) && !isa<FuncOp>(op)) {
      return Summary::unknown();
    }
    return effect;
  }

  Summary summarizeCall(CallOp call) {
    Summary effect = Summary::unknown();
    FuncOp callee;
    if (FlatSymbolRefAttr name = call.getCalleeAttr())
      callee = symbols.lookup<FuncOp>(name.getValue());
    if (callee) {
      auto known = summaries.find(callee);
      if (known != summaries.end()) {
        effect = known->second;
      } else {
        // A declaration, or a function outside the solved part: its own
        // traits, and no promise that it returns.
        TraitView traits = TraitView::forOp(callee);
        effect.writes = !traits.has<ReadOnlyAttr>();
        effect.reads = !traits.has<WriteOnlyAttr>();
      }
    }
    // The call's own access-edge facts narrow it further.
    TraitView traits = TraitView::forOp(call);
    if (traits.has<NoReadAttr>())
      effect.reads = false;
    if (traits.has<NoWriteAttr>())
      effect.writes = false;
    return effect;
  }

  /// True if `func`'s CFG has a cycle.
  static bool hasCycle(FuncOp func) {
    enum class State { Unvisited, Active, Done };
    DenseMap<Block *, State> state;
    SmallVector<std::pair<Block *, unsigned>> stack;
    if (func.getBody().empty())
      return false;
    stack.push_back({&func.getBody().front(), 0});
    state[&func.getBody().front()] = State::Active;
    while (!stack.empty()) {
      auto &[block, next] = stack.back();
      if (next == block->getNumSuccessors()) {
        state[block] = State::Done;
        stack.pop_back();
        continue;
      }
      Block *successor = block->getSuccessor(next++);
      State &seen = state[successor];
      if (seen == State::Active)
        return true;
      if (seen == State::Unvisited) {
        seen = State::Active;
        stack.push_back({successor, 0});
      }
    }
    return false;
  }

  SymbolTable &symbols;
};

struct FunctionAttrsPass : vct::impl::FunctionAttrsPassBase<FunctionAttrsPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on the module\n");
    SymbolTable symbols(module);
    CallGraph &callGraph = getAnalysis<CallGraph>();
    EffectSummarizer summarizer(symbols);

    // Callees before callers: scc_iterator yields components in post order.
    for (auto scc = llvm::scc_begin(static_cast<const CallGraph *>(&callGraph));
         !scc.isAtEnd(); ++scc) {
      SmallVector<FuncOp> members;
      for (CallGraphNode *node : *scc)
        if (!node->isExternal())
          if (auto func =
                  dyn_cast<FuncOp>(node->getCallableRegion()->getParentOp()))
            members.push_back(func);
      if (members.empty())
        continue;
      solveComponent(members, scc.hasCycle(), summarizer);
    }
    // Functions no root reaches are not in the graph's walk; do them last.
    for (auto func : module.getOps<FuncOp>())
      if (!func.isDeclaration() && !summarizer.summaries.count(func))
        solveComponent({func}, /*recursive=*/true, summarizer);

    // New traits on functions and calls; the code is as it was.
    PassOutcome outcome;
    outcome.changed = outcome.changedTraits =
        stamp(module, symbols, summarizer);
    PassReporter reporter(getArgument(), module);
    finishPass(reporter, module, outcome, getPassState().preservedAnalyses);
  }

  void solveComponent(ArrayRef<FuncOp> members, bool recursive,
                      EffectSummarizer &summarizer) {
    // Optimistic start inside a cycle: no effects, returns (refuted by
    // iteration; recursion itself makes `returns` false).
    for (FuncOp func : members)
      summarizer.summaries[func] = Summary{false, false, !recursive};
    for (int64_t round = 0;; ++round) {
      if (round == maxIterations) {
        LLVM_DEBUG(llvm::dbgs() << "  - budget ran out on the component of @"
                                << FuncOp(members.front()).getName() << "\n");
        for (FuncOp func : members)
          summarizer.summaries[func] = Summary::unknown();
        PassReporter(getArgument(), members.front())
            .budgetExhausted(members.front(), "vir.max_iterations",
                             "the recursive functions are assumed to read "
                             "and write memory");
        return;
      }
      bool changed = false;
      for (FuncOp func : members) {
        Summary summary = summarizer.summarize(func);
        if (recursive)
          summary.returns = false;
        Summary &old = summarizer.summaries[func];
        if (!(summary == old)) {
          old = summary;
          changed = true;
        }
      }
      if (!changed) {
        LLVM_DEBUG(for (FuncOp func : members) llvm::dbgs()
                   << "  - @" << func.getName() << ": reads "
                   << summarizer.summaries[func].reads << ", writes "
                   << summarizer.summaries[func].writes << "\n");
        return;
      }
    }
  }

  /// Stamps the summaries; true if anything was added.
  bool stamp(ModuleOp module, SymbolTable &symbols,
             EffectSummarizer &summarizer) {
    MLIRContext *context = module.getContext();
    StringAttr origin = StringAttr::get(context, kOrigin);
    bool changed = false;
    for (auto func : module.getOps<FuncOp>()) {
      auto it = summarizer.summaries.find(func);
      if (it == summarizer.summaries.end())
        continue;
      const Summary &summary = it->second;
      TraitView traits = TraitView::forOp(func);
      int64_t epoch = func.getCurrentEpoch();
      SmallVector<StringRef, 2> added;
      if (!summary.writes && !traits.has<ReadOnlyAttr>()) {
        addTrait(func, ReadOnlyAttr::get(context, epoch, origin));
        added.push_back("readonly");
        ++numReadOnly;
      }
      if (!summary.reads && !traits.has<WriteOnlyAttr>()) {
        addTrait(func, WriteOnlyAttr::get(context, epoch, origin));
        added.push_back("writeonly");
        ++numWriteOnly;
      }
      if (!added.empty()) {
        LLVM_DEBUG(llvm::dbgs() << "  - @" << func.getName() << " is "
                                << llvm::join(added, " and ") << "\n");
        changed = true;
        PassReporter(getArgument(), func)
            .passed(func.getLoc(), "Summarized",
                    "@" + func.getName() + " is " + llvm::join(added, " and "));
      }
    }

    module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<OpaqueRegionOp>(op))
        return WalkResult::skip();
      auto call = dyn_cast<CallOp>(op);
      if (!call || !call.getCalleeAttr())
        return WalkResult::advance();
      auto callee = symbols.lookup<FuncOp>(call.getCalleeAttr().getValue());
      auto it = callee ? summarizer.summaries.find(callee)
                       : summarizer.summaries.end();
      if (it == summarizer.summaries.end())
        return WalkResult::advance();
      const Summary &summary = it->second;
      TraitView traits = TraitView::forOp(call);
      int64_t epoch = getEpochOwner(call).getCurrentEpoch();
      if (!summary.writes && !traits.has<NoWriteAttr>()) {
        addTrait(call, NoWriteAttr::get(context, epoch, origin));
        LLVM_DEBUG(llvm::dbgs()
                   << "  - nowrite on the call at " << call.getLoc() << "\n");
        ++numCallsNoWrite;
        changed = true;
      }
      if (!summary.reads && summary.returns && !traits.has<NoReadAttr>()) {
        addTrait(call, NoReadAttr::get(context, epoch, origin));
        LLVM_DEBUG(llvm::dbgs()
                   << "  - noread on the call at " << call.getLoc() << "\n");
        ++numCallsNoRead;
        changed = true;
      }
      return WalkResult::advance();
    });
    return changed;
  }
};
} // namespace
