//===- EarlyCSE.cpp - Remove redundant computations and loads -------------===//
//
// One walk over the dominator tree of a function's own body:
//
//  - A side-effect-free operation identical (operands, attributes, types) to
//    one in a dominating position is replaced by it. A scoped hash table
//    keeps the operations of the blocks on the current dominator-tree path.
//  - Loads: the values known to be in memory (from earlier loads and
//    stores) are tracked within a block and into a dominator-tree child
//    whose only predecessor is its parent. An operation that may write
//    memory removes every entry AliasInfo cannot separate from it (traits
//    only: scoped no-alias, restrict, `#vir.nowrite` calls), so a load is
//    reused exactly where the traits say no store in between may alias it.
//    Volatile and atomic accesses are never reused and end availability.
//  - Stores: a simple store of the value memory is known to hold at its
//    address (`*p = *p`, a struct copied back with a field unchanged, the
//    same value stored twice) is removed.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/ScopedHashTable.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_EARLYCSEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "early-cse"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// At most this many memory values are tracked at once; the oldest go first.
static constexpr size_t kMaxAvailableValues = 64;

namespace {
/// Structural equality of operations, locations ignored (as MLIR's CSE).
struct OperationInfo : llvm::DenseMapInfo<Operation *> {
  static unsigned getHashValue(const Operation *op) {
    return OperationEquivalence::computeHash(
        const_cast<Operation *>(op), OperationEquivalence::directHashValue,
        OperationEquivalence::ignoreHashValue,
        OperationEquivalence::IgnoreLocations);
  }
  static bool isEqual(const Operation *lhs, const Operation *rhs) {
    if (lhs == rhs)
      return true;
    if (lhs == getTombstoneKey() || lhs == getEmptyKey() ||
        rhs == getTombstoneKey() || rhs == getEmptyKey())
      return false;
    return OperationEquivalence::isEquivalentTo(
        const_cast<Operation *>(lhs), const_cast<Operation *>(rhs),
        OperationEquivalence::IgnoreLocations);
  }
};

/// A value known to be in memory: what `access` (a load or store) read or
/// wrote at `address` as `type`; or, without an address, the result of a
/// library call `access` (processLibCall).
struct MemoryValue {
  Value address;
  Type type;
  Value value;
  Operation *access;
};

using ScopedOps =
    llvm::ScopedHashTable<Operation *, Operation *, OperationInfo>;

class EarlyCSE {
public:
  EarlyCSE(FuncOp func, DominanceInfo &dominance, const AliasInfo &aliases)
      : func(func), dominance(dominance), aliases(aliases) {}

  void run() {
    Region &body = func.getBody();
    if (body.hasOneBlock()) {
      ScopedOps::ScopeTy scope(pureOps);
      SmallVector<MemoryValue> memory;
      processBlock(body.front(), memory);
      return;
    }
    walk(dominance.getRootNode(&body));
  }

  unsigned getRemovedOps() const { return removedOps; }
  unsigned getRemovedLoads() const { return removedLoads; }
  unsigned getRemovedStores() const { return removedStores; }

private:
  /// Preorder over the dominator tree with an explicit stack (functions
  /// can be deep chains of blocks).
  void walk(DominanceInfoNode *root) {
    struct Frame {
      DominanceInfoNode *node;
      DominanceInfoNode::const_iterator nextChild;
      std::unique_ptr<ScopedOps::ScopeTy> scope;
      SmallVector<MemoryValue> memory;
    };
    SmallVector<Frame> stack;
    auto enter = [&](DominanceInfoNode *node,
                     const SmallVector<MemoryValue> *inherited) {
      Block *block = node->getBlock();
      Frame frame{node,
                  node->begin(),
                  std::make_unique<ScopedOps::ScopeTy>(pureOps),
                  {}};
      // Values in memory carry over only along the one edge into the block.
      if (inherited && node->getIDom() &&
          block->getSinglePredecessor() == node->getIDom()->getBlock())
        frame.memory = *inherited;
      processBlock(*block, frame.memory);
      frame.nextChild = node->begin();
      stack.push_back(std::move(frame));
    };
    enter(root, nullptr);
    while (!stack.empty()) {
      Frame &top = stack.back();
      if (top.nextChild == top.node->end()) {
        stack.pop_back();
        continue;
      }
      DominanceInfoNode *child = *top.nextChild++;
      // `top` may move when the stack grows: copy what the child needs.
      SmallVector<MemoryValue> inherited = top.memory;
      enter(child, &inherited);
    }
  }

  void processBlock(Block &block, SmallVector<MemoryValue> &memory) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (auto load = dyn_cast<LoadOp>(op)) {
        processLoad(load, memory);
        continue;
      }
      if (auto store = dyn_cast<StoreOp>(op)) {
        processStore(store, memory);
        continue;
      }
      if (isReadOnlyLibCall(&op) && op.getNumResults() == 1) {
        processLibCall(op, memory);
        continue;
      }
      if (op.getNumRegions() == 0 && op.getNumResults() > 0 &&
          !op.hasTrait<OpTrait::IsTerminator>() && isPureComputation(&op)) {
        if (Operation *existing = pureOps.lookup(&op)) {
          LLVM_DEBUG(llvm::dbgs()
                     << "  - replace " << op.getName() << " at " << op.getLoc()
                     << " by the one at " << existing->getLoc() << "\n");
          op.replaceAllUsesWith(existing);
          op.erase();
          ++removedOps;
          continue;
        }
        pureOps.insert(&op, &op);
        continue;
      }
      forgetClobbered(&op, memory);
    }
  }

  static bool isSimple(bool isVolatile, std::optional<AtomicOrdering> order) {
    return !isVolatile && !order;
  }

  void processLoad(LoadOp load, SmallVector<MemoryValue> &memory) {
    if (!isSimple(load.getVolatile_(), load.getOrdering())) {
      forgetClobbered(load, memory);
      return;
    }
    for (const MemoryValue &known : llvm::reverse(memory)) {
      if (known.address == load.getAddr() && known.type == load.getType()) {
        LLVM_DEBUG(llvm::dbgs() << "  - replace the load at " << load.getLoc()
                                << " by the value known from the access at "
                                << known.access->getLoc() << "\n");
        load.replaceAllUsesWith(known.value);
        load.erase();
        ++removedLoads;
        return;
      }
    }
    remember(memory, {load.getAddr(), load.getType(), load.getResult(), load});
  }

  /// A library call (strlen) computes a function of its arguments and the
  /// memory they point to: an equal call since which nothing may have
  /// written that memory gave its result already.
  void processLibCall(Operation &call, SmallVector<MemoryValue> &memory) {
    for (const MemoryValue &known : llvm::reverse(memory)) {
      auto other = dyn_cast<CallOp>(known.access);
      if (!other ||
          other.getCalleeAttr() != cast<CallOp>(call).getCalleeAttr() ||
          other->getOperands() != call.getOperands())
        continue;
      LLVM_DEBUG(llvm::dbgs()
                 << "  - replace the call at " << call.getLoc()
                 << " by the equal one at " << other.getLoc() << "\n");
      call.replaceAllUsesWith(other);
      call.erase();
      ++removedOps;
      return;
    }
    // No address: no load or store may take the call's result for what
    // memory holds.
    remember(memory,
             {Value(), call.getResult(0).getType(), call.getResult(0), &call});
  }

  void processStore(StoreOp store, SmallVector<MemoryValue> &memory) {
    // A volatile or ordered atomic store is ordered against every other
    // access (its effects are a write to all memory, as for such loads):
    // nothing is known across it, whatever the traits say about its
    // address.
    if (isOrdered(store.getVolatile_(), store.getOrdering())) {
      LLVM_DEBUG(llvm::dbgs() << "  - forget every memory value at the "
                              << "ordered store at " << store.getLoc() << "\n");
      memory.clear();
      return;
    }
    bool simple = isSimple(store.getVolatile_(), store.getOrdering());
    if (simple && isKnown(store, memory)) {
      LLVM_DEBUG(llvm::dbgs() << "  - remove the store at " << store.getLoc()
                              << ": memory already holds its value\n");
      store.erase();
      ++removedStores;
      return;
    }
    forgetClobbered(store, memory);
    if (simple)
      remember(memory, {store.getAddr(), store.getValue().getType(),
                        store.getValue(), store});
  }

  /// True if `store` writes the value memory is known to hold at its
  /// address (`*p = *p`, or the same value stored twice): no write in
  /// between may have changed it, so the store changes nothing.
  static bool isKnown(StoreOp store, ArrayRef<MemoryValue> memory) {
    for (const MemoryValue &known : llvm::reverse(memory))
      if (known.address == store.getAddr() &&
          known.type == store.getValue().getType())
        return known.value == store.getValue();
    return false;
  }

  static bool isOrdered(bool isVolatile, std::optional<AtomicOrdering> order) {
    return isVolatile || (order && *order != AtomicOrdering::unordered);
  }

  void remember(SmallVector<MemoryValue> &memory, MemoryValue value) {
    if (memory.size() == kMaxAvailableValues)
      memory.erase(memory.begin());
    memory.push_back(value);
  }

  void forgetClobbered(Operation *op, SmallVector<MemoryValue> &memory) {
    if (isPureComputation(op))
      return;
    if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
      if (effects.onlyHasEffect<MemoryEffects::Read>())
        return;
    llvm::erase_if(memory, [&](const MemoryValue &known) {
      return aliases.mayClobber(op, known.access);
    });
  }

  FuncOp func;
  DominanceInfo &dominance;
  const AliasInfo &aliases;
  ScopedOps pureOps;
  unsigned removedOps = 0;
  unsigned removedLoads = 0;
  unsigned removedStores = 0;
};

struct EarlyCSEPass : vct::impl::EarlyCSEPassBase<EarlyCSEPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    EarlyCSE cse(func, getAnalysis<DominanceInfo>(), getAnalysis<AliasInfo>());
    cse.run();
    PassReporter reporter(getArgument(), func);
    // No block or edge changes.
    PassOutcome outcome;
    outcome.changed = cse.getRemovedOps() != 0 || cse.getRemovedLoads() != 0 ||
                      cse.getRemovedStores() != 0;
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    if (!outcome.changed)
      return;
    numOpsRemoved += cse.getRemovedOps();
    numLoadsRemoved += cse.getRemovedLoads();
    numStoresRemoved += cse.getRemovedStores();
    if (!reporter.remarksEnabled())
      return;
    std::string note =
        llvm::formatv("removed {0} redundant operations and "
                      "{1} redundant loads",
                      cse.getRemovedOps(), cse.getRemovedLoads());
    if (cse.getRemovedStores())
      note += llvm::formatv("; removed {0} stores of the value already in "
                            "memory",
                            cse.getRemovedStores())
                  .str();
    reporter.passed(func.getLoc(), "Eliminated", note);
  }
};
} // namespace
