//===- LoopDistribute.cpp - Split loops into loops over the same iterations
//===//
//
// For each innermost natural loop carrying an epoch-valid `distribute`
// request on its back-edge branch (O-20):
//
//  1. Shape. One block, bottom-tested (the header is the latch, ends in
//     vir.cond_br to itself and to the exit), one entering block, a counted
//     loop (findCountedLoop) whose variable steps by +1. No
//     vir.opaque_region (O-36), no call or other operation that may touch
//     memory besides loads and stores, no volatile or atomic access.
//  2. Control. The exit test and everything it reads (the induction
//     variable, its increment, header arguments it reads) is in every
//     resulting loop; it must not read memory.
//  3. Statements: the other header arguments (scalar recurrences, with the
//     values their back edge computes) and the loads and stores, in that
//     order. Operations free of memory effects are recomputed in every
//     loop that needs them. Edges:
//      - SSA: a statement reading the value of another (through operations
//        free of memory effects) goes where that one goes: an edge both
//        ways. So do the statements a value used after the loop reads.
//      - Memory (Analysis/Dependence.h): for accesses a before b in the
//        body with a write among them, a distance d <= 0 orders a before b,
//        d > 0 orders b before a (carried backward), an unknown dependence
//        both ways (different bases are independent only under a noalias
//        or restrict trait: AliasInfo, O-31..O-33).
//  4. Partitions. Each strongly connected component stays in one loop;
//     components are ordered topologically (ties: program order of their
//     first statement). A component is cyclic when it holds what blocks
//     vectorization: a backward or unknown dependence between its
//     accesses, an access that depends on itself across iterations, or a
//     recurrence that is not a simple integer reduction. Adjacent
//     components of the same kind merge (LLVM's LoopDistribute merges
//     adjacent non-cyclic partitions and appends to a cyclic one). A soft
//     request is accepted only when that leaves two partitions or more —
//     one free of the cycle, one with it; a strong request takes the
//     components as they are when merging leaves one. At most
//     `max-partitions` loops.
//  5. Code. The first partitions get copies of the loop
//     (Utils/LoopCloner.h), placed before it in order; the original keeps
//     the last. Each copy's exit edge enters the next loop with the
//     original entry values; in each loop the statements of the other
//     partitions, their header arguments and the values only they need are
//     removed. Values used after the loop come from the loop that computes
//     them (it dominates the exit). Copies inherit every request but
//     `distribute`.
//
// Reference: LLVM's LoopDistribute (InstPartitionContainer,
// MemoryInstructionDependences, the "unsafe dependences" heuristic).
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/Dependence.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/LoopCloner.h"
#include "vct/Transforms/Utils/LoopUtils.h"
#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_LOOPDISTRIBUTEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "loop-distribute"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {

/// A refusal: the reason and a note naming what blocked.
struct Refusal {
  DenyReason reason;
  std::string note;
};

/// One statement of the loop.
struct Node {
  /// A recurrence (header argument), or a load or store.
  BlockArgument arg;
  Operation *op = nullptr;
  /// The access, for loads and stores.
  std::optional<MemoryAccess> access;
  /// Blocks vectorization by itself (see the file comment).
  bool cyclic = false;
  /// The operations free of memory effects it needs from the loop.
  llvm::SetVector<Operation *> slice;
  /// The statements whose values it reads.
  llvm::SetVector<unsigned> reads;
  /// The value it defines (the load's result or the argument).
  Value value() const { return arg ? Value(arg) : op->getResult(0); }
};

/// An edge `from` -> `to`: `from` must run first.
struct Edge {
  unsigned to;
  /// Why, one line; and the DenyReason when it alone keeps the loop whole:
  /// Unsupported for a dependence only a runtime check could decide,
  /// AlreadyDone otherwise.
  std::string why;
  DenyReason reason;
  /// A memory dependence (rather than a value one statement reads).
  bool memory;
};

/// Everything the transformation needs about one loop.
struct Plan {
  Block *header = nullptr;
  CondBrOp latch;
  unsigned headerIndex = 0;
  /// Header arguments and operations in every loop.
  llvm::SetVector<Value> control;
  llvm::SetVector<Operation *> controlOps;
  SmallVector<Node, 0> nodes;
  /// Values used after the loop (or passed to the exit) that a partition
  /// computes: value -> the statements it reads and the operations it
  /// needs.
  llvm::MapVector<
      Value, std::pair<llvm::SetVector<unsigned>, llvm::SetVector<Operation *>>>
      liveOuts;
  /// Partitions in loop order: statement indices in program order.
  SmallVector<SmallVector<unsigned>> partitions;
};

class LoopDistribute {
public:
  LoopDistribute(FuncOp func, DominanceInfo &dominance, LoopInfo &loops,
                 const RangeInfo &ranges, const AliasInfo &aliases,
                 PassReporter &reporter,
                 const LoopDistributePassOptions &options)
      : func(func), analyses(func, dominance, loops, &budget), ranges(ranges),
        aliases(aliases), reporter(reporter), budget{options.maxIterations},
        options(options) {}

  LogicalResult run() {
    for (Block *header : analyses->getHeadersInnermostFirst())
      if (failed(processLoop(header)))
        return failure();
    return success();
  }

  bool exhausted() const { return budget.exhausted; }
  unsigned distributed = 0, created = 0;

private:
  LogicalResult processLoop(Block *header);
  std::optional<Refusal> plan(CFGLoop *loop, RequestAttr request, Plan &plan);
  std::optional<Refusal> planStatements(CFGLoop *loop, Plan &plan,
                                        LoopDependence &dependence);
  std::optional<Refusal> planPartitions(Plan &plan, RequestAttr request,
                                        LoopDependence &dependence);
  LogicalResult transform(CFGLoop *loop, Plan &plan);
  LogicalResult record(Operation *branch, RequestAttr request,
                       std::optional<DenyReason> reason, const Twine &note) {
    return recordRequestResult(reporter, branch, request, reason, note);
  }

  FuncOp func;
  LoopAnalyses analyses;
  const RangeInfo &ranges;
  const AliasInfo &aliases;
  PassReporter &reporter;
  IterationBudget budget;
  const LoopDistributePassOptions &options;
  /// The edges of the loop being planned, by source statement.
  SmallVector<SmallVector<Edge>> edges;
};
} // namespace

LogicalResult LoopDistribute::processLoop(Block *header) {
  CFGLoop *loop = analyses->getLoopFor(header);
  if (!loop || loop->getHeader() != header)
    return success();
  Operation *branch = LoopInfo::getBackEdgeBranch(loop);
  FailureOr<RequestAttr> found =
      takeLoopRequest(loop, analyses.getLoops(), branch,
                      RequestKind::distribute, func, reporter, budget);
  if (failed(found))
    return failure();
  RequestAttr request = *found;
  if (!request)
    return success();
  Plan loopPlan;
  if (std::optional<Refusal> refusal = plan(loop, request, loopPlan))
    return record(branch, request, refusal->reason, refusal->note);
  std::string note = llvm::formatv("distributed the loop into {0} loops",
                                   loopPlan.partitions.size())
                         .str();
  if (failed(record(branch, request, std::nullopt, note)))
    return failure();
  consumeRequests(branch, request);
  return transform(loop, loopPlan);
}

std::optional<Refusal> LoopDistribute::plan(CFGLoop *loop, RequestAttr request,
                                            Plan &plan) {
  auto unsupported = [](const Twine &note) {
    return Refusal{DenyReason::Unsupported, note.str()};
  };
  if (!loop->getSubLoops().empty())
    return unsupported("the loop contains loops; only innermost loops are "
                       "distributed");
  Block *header = loop->getHeader();
  for (Block *block : loop->getBlocks())
    for (Operation &op : *block)
      if (isa<OpaqueRegionOp>(op)) {
        reporter.missed(op.getLoc(), "Barrier",
                        "loop contains a vir.opaque_region; not distributed");
        return unsupported("the loop contains a vir.opaque_region; no memory "
                           "access is reordered across a region barrier");
      }
  if (loop->getNumBlocks() != 1)
    return unsupported(llvm::formatv("the loop has {0} blocks; only "
                                     "single-block loops are distributed",
                                     loop->getNumBlocks()));
  plan.header = header;
  plan.latch = dyn_cast<CondBrOp>(header->getTerminator());
  if (!plan.latch || (plan.latch.getTrueDest() == header) ==
                         (plan.latch.getFalseDest() == header))
    return unsupported("the loop is not bottom-tested: its latch does not "
                       "exit");
  plan.headerIndex = plan.latch.getTrueDest() == header ? 0 : 1;
  if (!loop->getLoopPredecessor())
    return unsupported("the loop has several entering blocks");
  std::optional<CountedLoop> counted = findCountedLoop(loop, ranges);
  if (!counted)
    return unsupported("not a counted loop: no induction variable compared "
                       "with a loop-invariant bound decides the exit");
  const InductionVariable &iv = counted->iv;
  if (!iv.hasConstantStep(1))
    return unsupported("the induction variable does not step by +1");
  if (!isa<IntegerType>(iv.iv.getType()))
    return unsupported("the induction variable is not an integer");
  for (Operation &op : header->without_terminator()) {
    if (isa<LoadOp, StoreOp>(op)) {
      if (isVolatileOrAtomicAccess(&op))
        return unsupported("the loop holds a volatile or atomic access");
      continue;
    }
    if (isa<CallOp>(op) && !isRemovableWhenUnused(&op))
      return unsupported(llvm::formatv("{0} may touch memory; only loads and "
                                       "stores are distributed",
                                       describeRequestSubject(&op)));
    if (isa<AllocaOp>(op) || op.getNumRegions() != 0 ||
        !isRemovableWhenUnused(&op))
      return unsupported(llvm::formatv("{0} in the loop may touch memory; "
                                       "only loads and stores are "
                                       "distributed",
                                       op.getName().getStringRef()));
  }
  DependenceLoop dependenceLoop{
      loop, iv.iv, counted->predicate == ICmpPredicate::slt || iv.noSignedWrap,
      counted->predicate == ICmpPredicate::ult || iv.noUnsignedWrap};
  if (std::optional<APInt> start = getScalarConstant(iv.start);
      start && start->getSignificantBits() <= 64)
    dependenceLoop.ivStart = start->getSExtValue();
  LoopDependence dependence(dependenceLoop, aliases);

  // The control: the exit test and what it reads, with the induction
  // variable and its increment.
  SmallVector<Value> worklist = {plan.latch.getCondition(), iv.iv,
                                 iv.getNext()};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (isDefinedOutside(value, loop) || !plan.control.insert(value))
      continue;
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      Value update = getIncomingValue(header, header, arg.getArgNumber());
      if (!update)
        return unsupported(llvm::formatv("header argument {0} has no single "
                                         "value on the back edge",
                                         arg.getArgNumber()));
      worklist.push_back(update);
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (isa<LoadOp, StoreOp>(def))
      return unsupported("the exit test reads memory: every loop would "
                         "repeat the load");
    plan.controlOps.insert(def);
    llvm::append_range(worklist, def->getOperands());
  }
  if (std::optional<Refusal> refusal = planStatements(loop, plan, dependence))
    return refusal;
  return planPartitions(plan, request, dependence);
}

/// True if `arg` is a simple integer reduction: its only use is one
/// add/mul/and/or/xor whose result is the value on the back edge.
static bool isSimpleReduction(BlockArgument arg, Value update) {
  if (!isa<IntegerType>(arg.getType()) || !arg.hasOneUse())
    return false;
  Operation *op = update.getDefiningOp();
  if (!op || !isa<AddOp, MulOp, AndOp, OrOp, XorOp>(op) ||
      op->getBlock() != arg.getOwner())
    return false;
  return (op->getOperand(0) == arg) != (op->getOperand(1) == arg);
}

std::optional<Refusal>
LoopDistribute::planStatements(CFGLoop *loop, Plan &plan,
                               LoopDependence &dependence) {
  Block *header = plan.header;
  llvm::DenseMap<Value, unsigned> nodeOf;
  for (BlockArgument arg : header->getArguments()) {
    if (plan.control.contains(arg))
      continue;
    Node node;
    node.arg = arg;
    Value update = getIncomingValue(header, header, arg.getArgNumber());
    if (!update)
      return Refusal{DenyReason::Unsupported,
                     llvm::formatv("header argument {0} has no single value "
                                   "on the back edge",
                                   arg.getArgNumber())
                         .str()};
    node.cyclic = !isSimpleReduction(arg, update);
    nodeOf[arg] = plan.nodes.size();
    plan.nodes.push_back(std::move(node));
  }
  for (Operation &op : header->without_terminator()) {
    if (!isa<LoadOp, StoreOp>(op))
      continue;
    // A load nothing reads is removed with no statement of its own.
    if (isa<LoadOp>(op) && op.use_empty())
      continue;
    Node node;
    node.op = &op;
    node.access = dependence.getAccess(&op);
    if (isa<LoadOp>(op))
      nodeOf[op.getResult(0)] = plan.nodes.size();
    plan.nodes.push_back(std::move(node));
  }

  // What each statement (and each value used after the loop) reads: the
  // operations free of memory effects between it and the statements or
  // the control.
  auto collect = [&](ArrayRef<Value> roots, llvm::SetVector<unsigned> &reads,
                     llvm::SetVector<Operation *> &slice) {
    SmallVector<Value> worklist(roots.begin(), roots.end());
    llvm::DenseSet<Value> seen;
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      if (!seen.insert(value).second || isDefinedOutside(value, loop) ||
          plan.control.contains(value))
        continue;
      if (auto it = nodeOf.find(value); it != nodeOf.end()) {
        reads.insert(it->second);
        continue;
      }
      Operation *def = value.getDefiningOp();
      if (!def)
        continue;
      slice.insert(def);
      llvm::append_range(worklist, def->getOperands());
    }
  };
  for (unsigned i = 0; i < plan.nodes.size(); ++i) {
    Node &node = plan.nodes[i];
    SmallVector<Value> roots;
    if (node.arg)
      roots.push_back(
          getIncomingValue(header, header, node.arg.getArgNumber()));
    else
      llvm::append_range(roots, node.op->getOperands());
    collect(roots, node.reads, node.slice);
    node.reads.remove(i);
  }
  // Values used after the loop.
  SmallVector<Value> defined(header->getArguments());
  for (Operation &op : *header)
    llvm::append_range(defined, op.getResults());
  llvm::SetVector<Value> used;
  for (Value value : defined)
    for (Operation *user : value.getUsers())
      if (!loop->contains(user->getBlock()))
        used.insert(value);
  for (Value value : plan.latch.getSuccessorOperands(1 - plan.headerIndex)
                         .getForwardedOperands())
    if (!isDefinedOutside(value, loop))
      used.insert(value);
  for (Value value : used) {
    if (plan.control.contains(value))
      continue;
    auto &entry = plan.liveOuts[value];
    collect({value}, entry.first, entry.second);
  }

  // Edges.
  edges.assign(plan.nodes.size(), SmallVector<Edge>());
  auto addEdge = [&](unsigned from, unsigned to, const std::string &why,
                     DenyReason reason, bool memory = false) {
    for (Edge &edge : edges[from])
      if (edge.to == to) {
        // A memory dependence names the edge over a value read.
        if (memory && !edge.memory)
          edge = {to, why, reason, memory};
        return;
      }
    edges[from].push_back({to, why, reason, memory});
  };
  auto name = [&](const Node &node) {
    if (node.access)
      return dependence.describeElement(*node.access);
    return llvm::formatv("the recurrence {0}", dependence.getName(node.arg))
        .str();
  };
  for (unsigned i = 0; i < plan.nodes.size(); ++i)
    for (unsigned j : plan.nodes[i].reads) {
      std::string why =
          llvm::formatv("{0} reads the value of {1}, which cannot be "
                        "recomputed in another loop",
                        name(plan.nodes[i]), name(plan.nodes[j]))
              .str();
      addEdge(i, j, why, DenyReason::AlreadyDone);
      addEdge(j, i, why, DenyReason::AlreadyDone);
    }
  for (auto &[value, entry] : plan.liveOuts) {
    if (entry.first.size() < 2)
      continue;
    unsigned first = entry.first.front();
    for (unsigned j : entry.first) {
      if (j == first)
        continue;
      std::string why =
          llvm::formatv("{0}, used after the loop, reads both {1} and {2}",
                        dependence.getName(value), name(plan.nodes[first]),
                        name(plan.nodes[j]))
              .str();
      addEdge(first, j, why, DenyReason::AlreadyDone);
      addEdge(j, first, why, DenyReason::AlreadyDone);
    }
  }
  for (unsigned i = 0; i < plan.nodes.size(); ++i) {
    const Node &a = plan.nodes[i];
    if (!a.access)
      continue;
    if (a.access->isWrite) {
      if (!budget.take())
        return Refusal{DenyReason::TooLarge,
                       "vir.max_iterations ran out while comparing the "
                       "loop's accesses"};
      Dependence self = dependence.depends(*a.access, *a.access);
      if (self.kind == Dependence::Unknown ||
          (self.kind == Dependence::Distance && self.distance != 0))
        plan.nodes[i].cyclic = true;
    }
    for (unsigned j = i + 1; j < plan.nodes.size(); ++j) {
      const Node &b = plan.nodes[j];
      if (!b.access || (!a.access->isWrite && !b.access->isWrite))
        continue;
      if (!budget.take())
        return Refusal{DenyReason::TooLarge,
                       "vir.max_iterations ran out while comparing the "
                       "loop's accesses"};
      Dependence dep = dependence.depends(*a.access, *b.access);
      if (dep.kind == Dependence::Independent)
        continue;
      const MemoryAccess &writer = a.access->isWrite ? *a.access : *b.access;
      const MemoryAccess &other = a.access->isWrite ? *b.access : *a.access;
      if (dep.kind == Dependence::Distance) {
        int64_t d = dep.distance;
        uint64_t magnitude = d < 0 ? -static_cast<uint64_t>(d) : d;
        std::string why =
            d == 0 ? llvm::formatv("{0} and {1} touch the same bytes in one "
                                   "iteration",
                                   dependence.describeElement(writer),
                                   dependence.describeElement(other))
                         .str()
                   : llvm::formatv("{0} and {1} carry a dependence of "
                                   "distance {2}",
                                   dependence.describeElement(writer),
                                   dependence.describeElement(other), magnitude)
                         .str();
        if (d <= 0)
          addEdge(i, j, why, DenyReason::AlreadyDone, /*memory=*/d != 0);
        else
          addEdge(j, i, why, DenyReason::AlreadyDone, /*memory=*/true);
        continue;
      }
      addEdge(i, j, dep.reason, DenyReason::Unsupported, /*memory=*/true);
      addEdge(j, i, dep.reason, DenyReason::Unsupported, /*memory=*/true);
    }
  }
  return std::nullopt;
}

std::optional<Refusal>
LoopDistribute::planPartitions(Plan &plan, RequestAttr request,
                               LoopDependence &dependence) {
  unsigned n = plan.nodes.size();
  if (n < 2)
    return Refusal{DenyReason::AlreadyDone,
                   llvm::formatv("the loop has {0} statement{1} (loads, "
                                 "stores, recurrences): there is nothing to "
                                 "distribute",
                                 n, n == 1 ? "" : "s")
                       .str()};
  // Tarjan's strongly connected components, iteratively, statements in
  // program order.
  SmallVector<int> index(n, -1), low(n, 0), component(n, -1);
  SmallVector<bool> onStack(n, false);
  SmallVector<unsigned> stack;
  int counter = 0;
  unsigned components = 0;
  for (unsigned root = 0; root < n; ++root) {
    if (index[root] >= 0)
      continue;
    SmallVector<std::pair<unsigned, unsigned>> frames = {{root, 0}};
    index[root] = low[root] = counter++;
    stack.push_back(root);
    onStack[root] = true;
    while (!frames.empty()) {
      auto &[v, next] = frames.back();
      if (next < edges[v].size()) {
        unsigned w = edges[v][next++].to;
        if (index[w] < 0) {
          index[w] = low[w] = counter++;
          stack.push_back(w);
          onStack[w] = true;
          frames.push_back({w, 0});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      if (low[v] == index[v]) {
        unsigned w;
        do {
          w = stack.pop_back_val();
          onStack[w] = false;
          component[w] = components;
        } while (w != v);
        ++components;
      }
      unsigned done = v;
      frames.pop_back();
      if (!frames.empty())
        low[frames.back().first] =
            std::min(low[frames.back().first], low[done]);
    }
  }
  // The component of each statement, its first statement, whether it is
  // cyclic (a statement that is, or a memory dependence inside it that
  // runs backward in program order or both ways), and why it is one loop
  // (the first edge inside it that runs backward in program order).
  SmallVector<unsigned> first(components, n);
  SmallVector<bool> cyclic(components, false);
  SmallVector<const Edge *> blocking(components, nullptr);
  for (unsigned v = 0; v < n; ++v) {
    unsigned c = component[v];
    first[c] = std::min(first[c], v);
    if (plan.nodes[v].cyclic)
      cyclic[c] = true;
    for (const Edge &edge : edges[v]) {
      if (static_cast<unsigned>(component[edge.to]) != c || edge.to > v)
        continue;
      if (edge.memory)
        cyclic[c] = true;
      if (!blocking[c] || (edge.memory && !blocking[c]->memory))
        blocking[c] = &edge;
    }
  }
  if (components == 1) {
    const Edge *edge = blocking[0];
    if (!edge)
      return Refusal{DenyReason::AlreadyDone,
                     "the loop's statements form one partition"};
    // A dependence a runtime check could decide (different bases without
    // a trait) is Unsupported; otherwise the loop is as distributed as its
    // dependences allow.
    if (edge->reason == DenyReason::Unsupported)
      return Refusal{DenyReason::Unsupported, edge->why};
    return Refusal{DenyReason::AlreadyDone,
                   "the loop's statements form one partition: " + edge->why};
  }
  // Topological order of the components, ties by first statement.
  SmallVector<llvm::SetVector<unsigned>> successors(components);
  SmallVector<unsigned> inDegree(components, 0);
  for (unsigned v = 0; v < n; ++v)
    for (const Edge &edge : edges[v]) {
      unsigned from = component[v], to = component[edge.to];
      if (from != to && successors[from].insert(to))
        ++inDegree[to];
    }
  SmallVector<unsigned> order;
  SmallVector<bool> placed(components, false);
  while (order.size() < components) {
    std::optional<unsigned> best;
    for (unsigned c = 0; c < components; ++c)
      if (!placed[c] && inDegree[c] == 0 && (!best || first[c] < first[*best]))
        best = c;
    if (!best)
      return Refusal{DenyReason::Illegality,
                     "internal: the components of the dependence graph form "
                     "a cycle"};
    placed[*best] = true;
    order.push_back(*best);
    for (unsigned to : successors[*best])
      --inDegree[to];
  }
  // Adjacent components of the same kind merge, unless a merged loop free
  // of the cycle would then hold a memory dependence running backward in
  // program order (an edge from a later statement of the group to an
  // earlier one of `c`: the topological order put them apart).
  auto runsBackward = [&](ArrayRef<unsigned> group, unsigned c) {
    for (unsigned v = 0; v < n; ++v) {
      if (!llvm::is_contained(group, static_cast<unsigned>(component[v])))
        continue;
      for (const Edge &edge : edges[v])
        if (edge.memory && static_cast<unsigned>(component[edge.to]) == c &&
            edge.to < v)
          return true;
    }
    return false;
  };
  SmallVector<SmallVector<unsigned>> groups;
  SmallVector<bool> groupCyclic;
  for (unsigned c : order) {
    if (groups.empty() || groupCyclic.back() != cyclic[c] ||
        (!cyclic[c] && runsBackward(groups.back(), c))) {
      groups.push_back({});
      groupCyclic.push_back(cyclic[c]);
    }
    groups.back().push_back(c);
  }
  bool strong = request.getStrength() == Strength::strong;
  if (groups.size() == 1) {
    if (!strong) {
      if (!groupCyclic[0])
        return Refusal{DenyReason::CostModel,
                       "no dependence blocks vectorization of the loop: no "
                       "partition would become vectorizable that is not "
                       "already"};
      std::string why;
      for (unsigned c : order)
        if (blocking[c] && blocking[c]->memory) {
          why = blocking[c]->why;
          break;
        }
      if (why.empty())
        for (unsigned v = 0; v < n && why.empty(); ++v)
          if (plan.nodes[v].cyclic)
            why = plan.nodes[v].arg
                      ? llvm::formatv("the recurrence {0} is not a reduction",
                                      dependence.getName(plan.nodes[v].arg))
                            .str()
                      : llvm::formatv(
                            "{0} depends on itself across "
                            "iterations",
                            dependence.describeElement(*plan.nodes[v].access))
                            .str();
      return Refusal{DenyReason::CostModel,
                     "no partition becomes independent of the cycle that "
                     "blocks vectorization (" +
                         why + ")"};
    }
    // A strong request: every component its own loop.
    groups.clear();
    for (unsigned c : order)
      groups.push_back({c});
  }
  if (groups.size() > options.maxPartitions)
    return Refusal{DenyReason::TooLarge,
                   llvm::formatv("{0} partitions exceed max-partitions ({1})",
                                 groups.size(), options.maxPartitions)
                       .str()};
  for (const SmallVector<unsigned> &group : groups) {
    SmallVector<unsigned> members;
    for (unsigned v = 0; v < n; ++v)
      if (llvm::is_contained(group, static_cast<unsigned>(component[v])))
        members.push_back(v);
    plan.partitions.push_back(std::move(members));
  }
  // Values used after the loop come from the last loop only: the loop
  // passes after this one (loop-unroll) rewrite a loop's values used
  // outside it only on its own exit edges.
  for (auto &[value, entry] : plan.liveOuts)
    for (unsigned v : entry.first)
      if (!llvm::is_contained(plan.partitions.back(), v))
        return Refusal{DenyReason::Unsupported,
                       llvm::formatv("{0} is used after the loop but would "
                                     "be computed by an earlier loop than "
                                     "the last",
                                     dependence.getName(value))
                           .str()};
  return std::nullopt;
}

LogicalResult LoopDistribute::transform(CFGLoop *loop, Plan &plan) {
  Block *header = plan.header;
  unsigned count = plan.partitions.size();
  LLVM_DEBUG(llvm::dbgs() << "distributing the loop at "
                          << header->front().getLoc() << " into " << count
                          << " loops\n");
  Block *preheader = LoopInfo::getPreheader(loop);
  if (!preheader || !isa<BrOp>(preheader->getTerminator()))
    preheader = insertPreheader(loop);
  if (!preheader)
    return func.emitError("loop-distribute: internal error: the loop lost "
                          "its entering edge");
  auto entry = cast<BrOp>(preheader->getTerminator());
  SmallVector<Value> entryOperands(entry.getDestOperands());

  // The partition of each statement; the loop of each partition (the
  // original last).
  SmallVector<unsigned> partitionOf(plan.nodes.size(), 0);
  for (auto [p, members] : llvm::enumerate(plan.partitions))
    for (unsigned v : members)
      partitionOf[v] = p;
  // The copies are not distributed again, nor fused back into their
  // neighbours (loop-fuse needs a fuse request on both loops).
  auto policy = [](RequestKind kind) {
    return kind == RequestKind::distribute || kind == RequestKind::fuse
               ? CopiedRequestPolicy::Drop
               : CopiedRequestPolicy::Inherit;
  };
  SmallVector<IRMapping> maps(count);
  SmallVector<Block *> blocks(count, header);
  for (unsigned p = 0; p + 1 < count; ++p)
    blocks[p] = cloneBlocks({header}, header, maps[p],
                            CopyTraitPolicy{false, policy, false})
                    .front();
  auto lookup = [&](unsigned p, Value value) {
    return p + 1 == count ? value : maps[p].lookupOrDefault(value);
  };
  // The copies' operations, by position.
  SmallVector<llvm::DenseMap<Operation *, Operation *>> opMaps(count);
  for (unsigned p = 0; p + 1 < count; ++p)
    for (auto [original, copy] : llvm::zip_equal(*header, *blocks[p]))
      opMaps[p][&original] = &copy;
  auto lookupOp = [&](unsigned p, Operation *op) {
    return p + 1 == count ? op : opMaps[p].lookup(op);
  };

  // The chain: preheader -> loop 0 -> loop 1 -> ... -> the original.
  entry->setSuccessor(blocks[0], 0);
  for (unsigned p = 0; p + 1 < count; ++p) {
    auto latch = cast<CondBrOp>(blocks[p]->getTerminator());
    unsigned exitIndex = 1 - plan.headerIndex;
    latch->setSuccessor(blocks[p + 1], exitIndex);
    MutableOperandRange operands = exitIndex == 0
                                       ? latch.getTrueDestOperandsMutable()
                                       : latch.getFalseDestOperandsMutable();
    operands.assign(entryOperands);
  }

  // What each loop keeps; values used after the loop come from their loop.
  SmallVector<llvm::DenseSet<Operation *>> keep(count);
  SmallVector<llvm::DenseSet<Value>> keepArgs(count);
  for (unsigned p = 0; p < count; ++p) {
    for (Operation *op : plan.controlOps)
      keep[p].insert(lookupOp(p, op));
    for (Value value : plan.control)
      if (isa<BlockArgument>(value))
        keepArgs[p].insert(lookup(p, value));
  }
  for (auto [v, node] : llvm::enumerate(plan.nodes)) {
    unsigned p = partitionOf[v];
    if (node.arg)
      keepArgs[p].insert(lookup(p, node.arg));
    else
      keep[p].insert(lookupOp(p, node.op));
    for (Operation *op : node.slice)
      keep[p].insert(lookupOp(p, op));
  }
  // Loads nothing reads go with the other removed operations.
  unsigned exitIndex = 1 - plan.headerIndex;
  llvm::DenseSet<OpOperand *> exitUses;
  for (OpOperand &use : exitIndex == 0
                            ? plan.latch.getTrueDestOperandsMutable()
                            : plan.latch.getFalseDestOperandsMutable())
    exitUses.insert(&use);
  for (auto &[value, entry] : plan.liveOuts) {
    unsigned p =
        entry.first.empty() ? count - 1 : partitionOf[entry.first.front()];
    for (Operation *op : entry.second)
      keep[p].insert(lookupOp(p, op));
    if (p + 1 == count)
      continue;
    Value copy = lookup(p, value);
    value.replaceUsesWithIf(copy, [&](OpOperand &use) {
      Operation *owner = use.getOwner();
      if (owner == plan.latch.getOperation())
        return exitUses.contains(&use);
      return !loop->contains(owner->getBlock());
    });
  }

  // Remove what each loop does not keep: header arguments first (with the
  // operands passed to them), then operations, last first.
  for (unsigned p = 0; p < count; ++p) {
    Block *block = blocks[p];
    for (unsigned i = block->getNumArguments(); i-- > 0;)
      if (!keepArgs[p].contains(block->getArgument(i)))
        eraseBlockArgument(block, i);
    SmallVector<Operation *> ops;
    for (Operation &op : block->without_terminator())
      ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops)) {
      if (keep[p].contains(op))
        continue;
      if (!op->use_empty())
        return func.emitError("loop-distribute: internal error: a removed "
                              "operation is still used");
      op->erase();
    }
  }
  ++distributed;
  created += count - 1;
  analyses.rebuild();
  return success();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct LoopDistributePass
    : vct::impl::LoopDistributePassBase<LoopDistributePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    auto &loops = getAnalysis<LoopInfo>();
    if (!loops.build(maxIterations)) {
      PassReporter reporter(getArgument(), func);
      if (failed(refuseUnbuiltLoops(func, loops, maxIterations,
                                    {RequestKind::distribute}, reporter)))
        return signalPassFailure();
      return markAllAnalysesPreserved();
    }
    if (loops.getTopLevelLoops().empty())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopDistributePassOptions options{maxIterations, maxPartitions};
    LoopDistribute distribute(func, getAnalysis<DominanceInfo>(), loops,
                              getAnalysis<RangeInfo>(),
                              getAnalysis<AliasInfo>(), reporter, options);
    if (failed(distribute.run()))
      return signalPassFailure();
    numDistributed += distribute.distributed;
    numLoopsCreated += distribute.created;
    PassOutcome outcome;
    outcome.changed = distribute.distributed != 0;
    outcome.changedCFG = outcome.changed;
    outcome.changedTraits = outcome.changed;
    outcome.budgetExhausted = distribute.exhausted();
    outcome.budgetNote = "loops after that point were not distributed";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
