//===- SSAUpdater.cpp - Restore SSA form for a value with several defs ----===//
//
// Plan, check, then rewrite: the merge blocks come from llvm::IDFCalculator
// (defining blocks = blocks with an available value, live-in blocks = the
// blocks from which a use is reached without passing a definition); each
// use and each merge block's incoming edge is resolved by walking up the
// dominator tree to the nearest block with an available value or a merge
// argument. Only when every resolution succeeds is the IR changed.
//
// PathSSAUpdater plans without a dominator tree: a backward walk from the
// uses collects the blocks that need the live-in value; a block with one
// predecessor takes that one's value, a block with several is a merge, and
// the merges whose incoming values are all one value are removed until
// none is left.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/SSAUpdater.h"
#include "vct/Dialect/VIR/IR/VIROps.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/GenericIteratedDominanceFrontier.h"

#include <deque>
#include <optional>

#define DEBUG_TYPE "ssa-updater"

using namespace mlir;
using namespace vct;

SSAUpdater::SSAUpdater(Region &region, DominanceInfo &dominance, Type type,
                       Location loc)
    : region(region), dominance(dominance), type(type), loc(loc) {}

void SSAUpdater::addAvailableValue(Block *block, Value value) {
  assert(value.getType() == type && "one variable, one type");
  available[block] = value;
}

bool SSAUpdater::hasAvailableValue(Block *block) const {
  return available.count(block);
}

SSAUpdater::Source SSAUpdater::getSourceAtEnd(Block *block) const {
  // The dominator tree is finite; each step moves one level up.
  while (block) {
    auto it = available.find(block);
    if (it != available.end())
      return {it->second, nullptr};
    if (llvm::is_contained(merges, block))
      return {Value(), block};
    if (!dominance.isReachableFromEntry(block))
      return {};
    llvm::DomTreeNodeBase<Block> *node = dominance.getNode(block);
    llvm::DomTreeNodeBase<Block> *idom = node ? node->getIDom() : nullptr;
    block = idom ? idom->getBlock() : nullptr;
  }
  return {};
}

SSAUpdater::Source SSAUpdater::getSourceLiveIn(Block *block) const {
  if (llvm::is_contained(merges, block))
    return {Value(), block};
  if (!dominance.isReachableFromEntry(block))
    return {};
  llvm::DomTreeNodeBase<Block> *node = dominance.getNode(block);
  llvm::DomTreeNodeBase<Block> *idom = node ? node->getIDom() : nullptr;
  if (!idom)
    return {};
  return getSourceAtEnd(idom->getBlock());
}

/// True if `use` reads the value at the end of its block (a terminator's
/// operand) rather than the value live into it.
static bool readsAtEnd(OpOperand *use) {
  Operation *owner = use->getOwner();
  return owner == &owner->getBlock()->back() &&
         owner->hasTrait<OpTrait::IsTerminator>();
}

LogicalResult SSAUpdater::rewriteUses(ArrayRef<OpOperand *> uses,
                                      bool checkOnly) {
  merges.clear();
  inserted.clear();
  if (uses.empty())
    return success();

  // Live-in blocks: the blocks of uses that read the live-in value, and
  // backwards from them up to the defining blocks.
  SmallVector<Block *> worklist;
  llvm::SmallPtrSet<Block *, 16> liveIn;
  for (OpOperand *use : uses) {
    Block *block = use->getOwner()->getBlock();
    if (readsAtEnd(use) && available.count(block))
      continue;
    if (liveIn.insert(block).second)
      worklist.push_back(block);
  }
  // Each block enters the worklist at most once.
  while (!worklist.empty()) {
    Block *block = worklist.pop_back_val();
    for (Block *pred : block->getPredecessors())
      if (!available.count(pred) && liveIn.insert(pred).second)
        worklist.push_back(pred);
  }

  if (!region.hasOneBlock()) {
    llvm::SmallPtrSet<Block *, 16> defining;
    for (auto &entry : available)
      defining.insert(entry.first);
    llvm::IDFCalculatorBase<Block, false> idf(dominance.getDomTree(&region));
    idf.setDefiningBlocks(defining);
    idf.setLiveInBlocks(liveIn);
    SmallVector<Block *> found;
    idf.calculate(found);
    // Dominator-tree preorder (the calculator has numbered the tree), so
    // the output never depends on its queue; sorting the few merge blocks
    // costs no walk of the region per rewrite.
    auto &tree = dominance.getDomTree(&region);
    llvm::sort(found, [&](Block *a, Block *b) {
      return tree.getNode(a)->getDFSNumIn() < tree.getNode(b)->getDFSNumIn();
    });
    merges.assign(found.begin(), found.end());
  }

  // Check every resolution before changing anything. Unreachable
  // predecessors of a merge block pass vir.undef.
  auto resolveUse = [&](OpOperand *use) {
    Block *block = use->getOwner()->getBlock();
    return readsAtEnd(use) ? getSourceAtEnd(block) : getSourceLiveIn(block);
  };
  for (OpOperand *use : uses)
    if (!resolveUse(use).found()) {
      LLVM_DEBUG(llvm::dbgs()
                 << "no definition reaches " << *use->getOwner() << "\n");
      merges.clear();
      return failure();
    }
  for (Block *merge : merges)
    for (Block *pred : merge->getPredecessors())
      if (dominance.isReachableFromEntry(pred) &&
          !getSourceAtEnd(pred).found()) {
        merges.clear();
        return failure();
      }
  if (checkOnly) {
    merges.clear();
    return success();
  }

  // Rewrite.
  DenseMap<Block *, BlockArgument> arguments;
  for (Block *merge : merges) {
    BlockArgument argument = merge->addArgument(type, loc);
    arguments[merge] = argument;
    inserted.push_back(argument);
  }
  auto materialize = [&](Source source) {
    return source.value ? source.value : Value(arguments.lookup(source.merge));
  };
  // The uses first: appending a merge argument's operand to a branch moves
  // the OpOperands after it in that branch, so a use held by a branch that
  // is also a merge block's predecessor (an exiting block passing the value
  // to the body and reaching the exit) would be stale afterwards.
  for (OpOperand *use : uses)
    use->set(materialize(resolveUse(use)));
  for (Block *merge : merges) {
    for (auto it = merge->pred_begin(), e = merge->pred_end(); it != e; ++it) {
      Block *pred = *it;
      Value incoming;
      if (dominance.isReachableFromEntry(pred)) {
        incoming = materialize(getSourceAtEnd(pred));
      } else {
        OpBuilder builder(pred->getTerminator());
        incoming = vir::UndefOp::create(builder, loc, type);
      }
      cast<BranchOpInterface>(pred->getTerminator())
          .getSuccessorOperands(it.getSuccessorIndex())
          .append(incoming);
    }
  }
  return success();
}

LogicalResult SSAUpdater::rewriteAllUsesOf(Value value) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : value.getUses())
    uses.push_back(&use);
  // Use-list order is not program order, but each use is rewritten on its
  // own, so the result does not depend on it.
  return rewriteUses(uses);
}

Operation *vct::parkUses(Region &region, Value value,
                         ArrayRef<OpOperand *> uses) {
  OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
  auto placeholder = UnrealizedConversionCastOp::create(
      builder, value.getLoc(), TypeRange{value.getType()}, ValueRange{});
  for (OpOperand *use : uses)
    use->set(placeholder.getResult(0));
  return placeholder;
}

//===----------------------------------------------------------------------===//
// PathSSAUpdater
//===----------------------------------------------------------------------===//

void PathSSAUpdater::addAvailableValue(Block *block, Value value) {
  assert(value.getType() == type && "one variable, one type");
  available[block] = value;
}

namespace {
/// Where a value comes from while planning: an available value, or the
/// live-in value of a block of the walk (`node`).
struct PathSource {
  Value value;
  int node = -1;
  bool operator==(const PathSource &other) const {
    return value == other.value && node == other.node;
  }
  bool operator!=(const PathSource &other) const { return !(*this == other); }
};

/// The blocks a rewrite walks through, each with where its live-in value
/// comes from.
class PathPlan {
public:
  enum class Kind { Alias, Merge, Undef };

  PathPlan(const llvm::MapVector<Block *, Value> &available, int64_t &work)
      : available(available), work(work) {}

  /// Adds the blocks from which a use is reached without passing a
  /// definition: those of `uses` that read a live-in value, and backwards
  /// from them. Fails if the walk meets the entry block.
  LogicalResult collect(ArrayRef<OpOperand *> uses);
  /// Decides every block's source and removes the trivial merges.
  void solve();

  /// The source of `use`.
  PathSource getUseSource(OpOperand *use) const {
    Block *block = use->getOwner()->getBlock();
    auto it = available.find(block);
    if (readsAtEnd(use) && it != available.end())
      return {it->second};
    return {Value(), static_cast<int>(index.lookup(block))};
  }
  /// The value leaving `block` at its end.
  PathSource getEndSource(Block *block) const {
    auto it = available.find(block);
    if (it != available.end())
      return {it->second};
    return {Value(), static_cast<int>(index.lookup(block))};
  }
  /// The available value or the merge or undef node `source` stands for.
  PathSource resolve(PathSource source);

  ArrayRef<Block *> getBlocks() const { return blocks; }
  Kind getKind(unsigned node) const { return kinds[node]; }

private:
  void add(Block *block) {
    if (index.try_emplace(block, blocks.size()).second)
      blocks.push_back(block);
  }

  const llvm::MapVector<Block *, Value> &available;
  int64_t &work;
  /// The walk's blocks in the order found (deterministic: uses, then
  /// predecessors in use-list order) and each one's position.
  SmallVector<Block *> blocks;
  DenseMap<Block *, unsigned> index;
  SmallVector<Kind> kinds;
  /// For an Alias node: where its value comes from.
  SmallVector<PathSource> aliasOf;
  SmallVector<bool> onPath;
};
} // namespace

LogicalResult PathPlan::collect(ArrayRef<OpOperand *> uses) {
  for (OpOperand *use : uses) {
    Block *block = use->getOwner()->getBlock();
    if (!(readsAtEnd(use) && available.count(block)))
      add(block);
  }
  // Each block enters the walk once; `blocks` grows while it is read.
  for (unsigned i = 0; i < blocks.size(); ++i) {
    Block *block = blocks[i];
    ++work;
    if (block->isEntryBlock()) {
      LLVM_DEBUG(llvm::dbgs() << "no definition on a path from the entry\n");
      return failure();
    }
    for (Block *pred : block->getPredecessors()) {
      ++work;
      if (!available.count(pred))
        add(pred);
    }
  }
  return success();
}

PathSource PathPlan::resolve(PathSource source) {
  SmallVector<unsigned> path;
  while (source.node >= 0 && kinds[source.node] == Kind::Alias) {
    unsigned node = source.node;
    ++work;
    if (onPath[node]) {
      // A cycle of single-predecessor blocks no definition enters: the
      // cycle is unreachable.
      kinds[node] = Kind::Undef;
      break;
    }
    onPath[node] = true;
    path.push_back(node);
    source = aliasOf[node];
  }
  for (unsigned node : path) {
    onPath[node] = false;
    if (kinds[node] == Kind::Alias)
      aliasOf[node] = source;
  }
  return source;
}

void PathPlan::solve() {
  unsigned size = blocks.size();
  kinds.assign(size, Kind::Alias);
  aliasOf.assign(size, PathSource());
  onPath.assign(size, false);
  for (unsigned node = 0; node < size; ++node) {
    Block *block = blocks[node];
    if (block->hasNoPredecessors())
      kinds[node] = Kind::Undef;
    else if (Block *pred = block->getSinglePredecessor())
      aliasOf[node] = getEndSource(pred);
    else
      kinds[node] = Kind::Merge;
  }

  // Trivial merges: every incoming value is one value or the merge itself.
  // A merge that becomes an alias re-checks the merges that took its value.
  SmallVector<SmallVector<unsigned, 2>> users(size);
  std::deque<unsigned> worklist;
  SmallVector<bool> queued(size, false);
  for (unsigned node = 0; node < size; ++node) {
    if (kinds[node] != Kind::Merge)
      continue;
    worklist.push_back(node);
    queued[node] = true;
    for (Block *pred : blocks[node]->getPredecessors()) {
      ++work;
      PathSource source = resolve(getEndSource(pred));
      if (source.node >= 0 && source.node != static_cast<int>(node))
        users[source.node].push_back(node);
    }
  }
  while (!worklist.empty()) {
    unsigned node = worklist.front();
    worklist.pop_front();
    queued[node] = false;
    if (kinds[node] != Kind::Merge)
      continue;
    std::optional<PathSource> same;
    bool trivial = true;
    for (Block *pred : blocks[node]->getPredecessors()) {
      ++work;
      PathSource source = resolve(getEndSource(pred));
      // The merge itself, and what unreachable code passes (undefined:
      // any value will do), do not count.
      if (source.node == static_cast<int>(node) ||
          (source.node >= 0 && kinds[source.node] == Kind::Undef))
        continue;
      if (same && *same != source) {
        trivial = false;
        break;
      }
      same = source;
    }
    if (!trivial)
      continue;
    if (!same) {
      // Only the merge itself and undefined values flow in.
      kinds[node] = Kind::Undef;
      continue;
    }
    kinds[node] = Kind::Alias;
    aliasOf[node] = *same;
    SmallVector<unsigned, 2> waiting = std::move(users[node]);
    users[node].clear();
    if (same->node >= 0)
      users[same->node].append(waiting.begin(), waiting.end());
    for (unsigned user : waiting) {
      ++work;
      if (!queued[user]) {
        queued[user] = true;
        worklist.push_back(user);
      }
    }
  }
}

LogicalResult PathSSAUpdater::rewriteUses(ArrayRef<OpOperand *> uses,
                                          bool checkOnly) {
  if (uses.empty())
    return success();
  PathPlan plan(available, work);
  if (failed(plan.collect(uses)))
    return failure();
  plan.solve();

  ArrayRef<Block *> blocks = plan.getBlocks();
  // Every merge's predecessors must be able to pass it a value.
  for (unsigned node = 0; node < blocks.size(); ++node)
    if (plan.getKind(node) == PathPlan::Kind::Merge)
      for (Block *pred : blocks[node]->getPredecessors())
        if (!isa<BranchOpInterface>(pred->getTerminator()))
          return failure();
  if (checkOnly)
    return success();

  // Merge arguments in the walk's order; an undefined value at the start
  // of its (unreachable) block, made when first needed.
  DenseMap<unsigned, Value> nodeValues;
  for (unsigned node = 0; node < blocks.size(); ++node)
    if (plan.getKind(node) == PathPlan::Kind::Merge)
      nodeValues[node] = blocks[node]->addArgument(type, loc);
  auto materialize = [&](PathSource source) -> Value {
    source = plan.resolve(source);
    if (source.value)
      return source.value;
    Value &value = nodeValues[source.node];
    if (!value) {
      OpBuilder builder = OpBuilder::atBlockBegin(blocks[source.node]);
      value = vir::UndefOp::create(builder, loc, type);
    }
    return value;
  };
  // The uses first (SSAUpdater::rewriteUses says why).
  for (OpOperand *use : uses)
    use->set(materialize(plan.getUseSource(use)));
  for (unsigned node = 0; node < blocks.size(); ++node) {
    if (plan.getKind(node) != PathPlan::Kind::Merge)
      continue;
    Block *merge = blocks[node];
    for (auto it = merge->pred_begin(), e = merge->pred_end(); it != e; ++it)
      cast<BranchOpInterface>((*it)->getTerminator())
          .getSuccessorOperands(it.getSuccessorIndex())
          .append(materialize(plan.getEndSource(*it)));
  }
  return success();
}
