//===- MemcpyForward.cpp - Read memcpy sources instead of their copies ----===//
//
// Beyond 007's table: LLVM's MemCpyOptimizer rules for the copies of
// structures C passes and returns by value.
//
//  1. Forwarding. For each non-volatile, non-atomic load, and each
//     non-volatile memcpy's source, in program order: walk back from it
//     through its block and up a chain of single-predecessor blocks to
//     the nearest non-volatile, constant-length memcpy whose destination
//     (same base, known offsets) contains the bytes read; at a block with
//     several predecessors the walk goes on at its immediate dominator,
//     after every operation of the blocks between them (those reaching the
//     block without going through the dominator) passes the same checks.
//     Every writer passed on the way must be unable to write those bytes
//     (AliasInfo::mayClobber) and unable to write the memcpy's source
//     (separated by traits, or disjoint on one base); any volatile or
//     atomic access, or a barrier, stops the walk. Then the load reads the
//     memcpy's source at the same offset (a new `vir.gep i8`, alignment 1,
//     no trait: the copy's alias facts were about the destination), and a
//     memcpy copies from it.
//  2. Write-only slots. A `#vir.nocapture` slot whose address reaches only
//     address arithmetic and the destinations of stores, memsets and
//     memcpys (SlotReach) is never read: those writes, the arithmetic and
//     the alloca go.
//
// Reference: LLVM's MemCpyOptimizer (processMemCpyMemCpyDependence) and
// GVN's loads from memcpy destinations.
//
//===----------------------------------------------------------------------===//

#include "SlotReach.h"

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_MEMCPYFORWARDPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "memcpy-forward"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// True if location `outer` contains every byte of `inner` (one base, known
/// offsets and sizes).
static bool contains(const MemoryLocation &outer, const MemoryLocation &inner) {
  if (outer.base != inner.base || !outer.offset || !inner.offset ||
      !outer.size || !inner.size || *outer.size > uint64_t(INT32_MAX) ||
      *inner.size > uint64_t(INT32_MAX))
    return false;
  int64_t begin = *inner.offset - *outer.offset;
  return begin >= 0 && begin + static_cast<int64_t>(*inner.size) <=
                           static_cast<int64_t>(*outer.size);
}

/// True for a memcpy forwarding can read through.
static bool isForwardableCopy(Operation *op) {
  auto copy = dyn_cast<MemcpyOp>(op);
  return copy && !copy.getVolatile_() &&
         getAccessedLocations(copy)->front().size.has_value();
}

namespace {
class Forwarder {
public:
  Forwarder(AliasInfo &aliasInfo, DominanceInfo &dominance,
            PassReporter &reporter, IterationBudget &budget)
      : aliasInfo(aliasInfo), dominance(dominance), reporter(reporter),
        budget(budget) {}

  /// The memcpy whose destination `reader` reads (a load, or a memcpy
  /// through its source) with nothing on the way that may change what it
  /// would read, or null.
  MemcpyOp findSource(Operation *reader, const MemoryLocation &read) {
    SmallVector<Operation *> writers;
    Block *block = reader->getBlock();
    Block::iterator it(reader);
    llvm::SmallPtrSet<Block *, 8> visited{block};
    // False if `op`, on the way from a copy to the reader, may change what
    // the reader reads; a writer is kept for the source check.
    auto pass = [&](Operation *op) {
      if (isVolatileOrAtomicAccess(op) || isa<OpaqueRegionOp>(op))
        return false;
      if (!mayWriteMemory(op))
        return true;
      if (aliasInfo.mayClobber(op, reader))
        return false;
      writers.push_back(op);
      return true;
    };
    while (true) {
      while (it != block->begin()) {
        --it;
        Operation *op = &*it;
        if (!budget.take())
          return nullptr;
        if (isForwardableCopy(op) &&
            contains(getAccessedLocations(op)->front(), read)) {
          auto copy = cast<MemcpyOp>(op);
          return checkSource(copy, writers, reader) ? copy : nullptr;
        }
        if (!pass(op))
          return nullptr;
      }
      if (Block *predecessor = block->getSinglePredecessor()) {
        if (!visited.insert(predecessor).second)
          return nullptr;
        block = predecessor;
        it = block->getTerminator()->getIterator();
        continue;
      }
      // Several predecessors: the walk goes on at the end of the immediate
      // dominator, once every operation of every block on a path from
      // there to this block passes (the blocks that reach this one without
      // going through the dominator; a path through the dominator again
      // runs the copy again).
      Block *dominator = getImmediateDominator(block);
      if (!dominator || !visited.insert(dominator).second)
        return nullptr;
      SmallVector<Block *> worklist(block->getPredecessors());
      llvm::SetVector<Block *> between;
      while (!worklist.empty()) {
        Block *next = worklist.pop_back_val();
        if (next == dominator || !between.insert(next))
          continue;
        llvm::append_range(worklist, next->getPredecessors());
      }
      // In program order, so the first refusal is deterministic.
      for (Block &candidate : *block->getParent()) {
        if (!between.contains(&candidate))
          continue;
        for (Operation &op : candidate) {
          if (!budget.take() || !pass(&op))
            return nullptr;
        }
      }
      LLVM_DEBUG(llvm::dbgs() << "  - through " << between.size()
                              << " block(s) to the dominator\n");
      block = dominator;
      it = block->getTerminator()->getIterator();
    }
  }

private:
  /// The immediate dominator of `block`, or null (the entry, an
  /// unreachable block).
  Block *getImmediateDominator(Block *block) {
    if (block->isEntryBlock() || !dominance.isReachableFromEntry(block))
      return nullptr;
    llvm::DomTreeNodeBase<Block> *node = dominance.getNode(block);
    if (!node || !node->getIDom())
      return nullptr;
    return node->getIDom()->getBlock();
  }

  /// True if no operation of `writers` may write `copy`'s source.
  bool checkSource(MemcpyOp copy, ArrayRef<Operation *> writers,
                   Operation *reader) {
    MemoryLocation source = getAccessedLocations(copy)->back();
    for (Operation *writer : writers) {
      if (aliasInfo.alias(writer, copy) == AliasResult::NoAlias)
        continue;
      if (isa<CallOp>(writer) && TraitView::forOp(writer).has<NoWriteAttr>())
        continue;
      if (isa<StoreOp, MemsetOp, MemcpyOp, MemmoveOp>(writer) &&
          AliasInfo::alias(getAccessedLocations(writer)->front(), source) ==
              AliasResult::NoAlias)
        continue;
      LLVM_DEBUG(llvm::dbgs() << "  - source may change: " << *writer << "\n");
      reporter.missed(reader->getLoc(), "NotForwarded",
                      "not read from the memcpy's source: a write between "
                      "the copy and the read may change the source (no "
                      "trait separates them)");
      return false;
    }
    return true;
  }

  AliasInfo &aliasInfo;
  DominanceInfo &dominance;
  PassReporter &reporter;
  IterationBudget &budget;
};
} // namespace

/// The address `delta` bytes after `base`, built before `before`.
static Value offsetAddress(OpBuilder &builder, Location loc, Value base,
                           int64_t delta) {
  if (delta == 0)
    return base;
  return GEPOp::create(builder, loc, base,
                       IntegerType::get(builder.getContext(), 8),
                       {GEPArg(static_cast<int32_t>(delta))});
}

/// True if the slot of `reach` is only written: its writes may go.
static bool isWriteOnly(const SlotReach &reach) {
  if (reach.escapes)
    return false;
  for (Operation *user : reach.users) {
    if (isa<GEPOp, SelectOp>(user))
      continue;
    if (auto store = dyn_cast<StoreOp>(user)) {
      if (reach.isDerived(store.getValue()))
        return false;
      continue;
    }
    if (isa<MemsetOp>(user))
      continue;
    if (isa<MemcpyOp, MemmoveOp>(user) && !reach.isDerived(user->getOperand(1)))
      continue;
    return false;
  }
  return true;
}

namespace {
struct MemcpyForwardPass : vct::impl::MemcpyForwardPassBase<MemcpyForwardPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");
    auto &aliasInfo = getAnalysis<AliasInfo>();
    auto &dominance = getAnalysis<DominanceInfo>();
    IterationBudget budget{maxIterations};
    Forwarder forwarder(aliasInfo, dominance, reporter, budget);
    PassOutcome outcome;

    // 1. Forwarding, in program order.
    SmallVector<Operation *> readers;
    // The bases memcpys write: a read of any other base has no copy to
    // find (the walk, which may cross many blocks, is skipped).
    llvm::DenseSet<Value> copiedBases;
    for (Block &block : func.getBody())
      for (Operation &op : block) {
        if ((isa<LoadOp>(op) && !isVolatileOrAtomicAccess(&op)) ||
            isForwardableCopy(&op))
          readers.push_back(&op);
        if (isForwardableCopy(&op))
          copiedBases.insert(getAccessedLocations(&op)->front().base);
      }
    for (Operation *reader : readers) {
      if (budget.exhausted)
        break;
      MemoryLocation read = getAccessedLocations(reader)->back();
      if (!read.offset || !read.size || !copiedBases.contains(read.base))
        continue;
      MemcpyOp copy = forwarder.findSource(reader, read);
      if (!copy || copy == reader)
        continue;
      MemoryLocation destination = getAccessedLocations(copy)->front();
      int64_t delta = *read.offset - *destination.offset;
      OpBuilder builder(reader);
      Location loc = reader->getLoc();
      Value address = offsetAddress(builder, loc, copy.getSrc(), delta);
      if (auto load = dyn_cast<LoadOp>(reader)) {
        auto forwarded =
            LoadOp::create(builder, loc, load.getType(), address, false,
                           nullptr, builder.getI64IntegerAttr(1));
        load.getRes().replaceAllUsesWith(forwarded.getRes());
        load.erase();
        ++numLoadsForwarded;
        reporter.passed(loc, "LoadForwarded",
                        "a load of a memcpy's destination reads its source");
      } else {
        reader->setOperand(1, address);
        // The copy's alias facts spoke of the bytes it read before, not of
        // the source it reads now: they go (keeping them let dse remove
        // the stores into that source).
        removeTraits<NoAliasAttr, TBAAAttr>(reader);
        ++numCopiesForwarded;
        reporter.passed(loc, "CopyForwarded",
                        "a memcpy of a memcpy's destination copies its "
                        "source");
      }
      LLVM_DEBUG(llvm::dbgs() << "  - forwarded from " << copy << "\n");
      outcome.changed = true;
    }

    // 2. Slots nothing reads.
    SmallVector<AllocaOp> allocas;
    for (Block &block : func.getBody())
      for (auto alloca : block.getOps<AllocaOp>())
        allocas.push_back(alloca);
    for (AllocaOp alloca : allocas) {
      if (!budget.take())
        break;
      std::optional<SlotReach> reach = computeSlotReach(alloca);
      if (!reach || reach->users.empty() || !isWriteOnly(*reach))
        continue;
      // Every use of a value derived from the slot is one of its users (it
      // does not escape): dropping their operands first leaves none of
      // them used, whatever order the use lists gave them (a select of the
      // slot and a GEP of it can come before that GEP).
      for (Operation *user : reach->users)
        user->dropAllReferences();
      for (Operation *user : reach->users)
        user->erase();
      LLVM_DEBUG(llvm::dbgs() << "  - write-only slot: " << alloca << "\n");
      reporter.passed(alloca.getLoc(), "SlotRemoved",
                      "removed a nocapture stack slot that is only written, "
                      "with its writes");
      alloca.erase();
      ++numSlotsRemoved;
      outcome.changed = true;
    }
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "later loads and copies were not forwarded";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
