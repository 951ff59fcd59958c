//===- MemcpyForward.cpp - Read memcpy sources instead of their copies ----===//
//
// Beyond 007's table: LLVM's MemCpyOptimizer rules for the copies of
// structures C passes and returns by value.
//
//  1. Forwarding. For each non-volatile, non-atomic load, and each
//     non-volatile memcpy's source, in program order: walk back from it
//     through its block and up a chain of single-predecessor blocks to
//     the nearest non-volatile, constant-length memcpy whose destination
//     (same base, known offsets) contains the bytes read. Every writer
//     passed on the way must be unable to write those bytes
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
  Forwarder(AliasInfo &aliasInfo, PassReporter &reporter,
            IterationBudget &budget)
      : aliasInfo(aliasInfo), reporter(reporter), budget(budget) {}

  /// The memcpy whose destination `reader` reads (a load, or a memcpy
  /// through its source) with nothing on the way that may change what it
  /// would read, or null.
  MemcpyOp findSource(Operation *reader, const MemoryLocation &read) {
    SmallVector<Operation *> writers;
    Block *block = reader->getBlock();
    Block::iterator it(reader);
    llvm::SmallPtrSet<Block *, 8> visited{block};
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
        if (isVolatileOrAtomicAccess(op) || isa<OpaqueRegionOp>(op))
          return nullptr;
        if (!mayWriteMemory(op))
          continue;
        if (aliasInfo.mayClobber(op, reader))
          return nullptr;
        writers.push_back(op);
      }
      Block *predecessor = block->getSinglePredecessor();
      if (!predecessor || !visited.insert(predecessor).second)
        return nullptr;
      block = predecessor;
      it = block->getTerminator()->getIterator();
    }
  }

private:
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
    IterationBudget budget{maxIterations};
    Forwarder forwarder(aliasInfo, reporter, budget);
    PassOutcome outcome;

    // 1. Forwarding, in program order.
    SmallVector<Operation *> readers;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        if ((isa<LoadOp>(op) && !isVolatileOrAtomicAccess(&op)) ||
            isForwardableCopy(&op))
          readers.push_back(&op);
    for (Operation *reader : readers) {
      if (budget.exhausted)
        break;
      MemoryLocation read = getAccessedLocations(reader)->back();
      if (!read.offset || !read.size)
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
      // Writes first, then the arithmetic, latest first.
      for (Operation *user : reach->users)
        if (!isa<GEPOp, SelectOp>(user))
          user->erase();
      for (Operation *user : llvm::reverse(reach->users))
        if (isa<GEPOp, SelectOp>(user))
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
