//===- Reassociate.cpp - Rank-based reassociation -------------------------===//
//
// A tree of one associative and commutative operation (integer add, mul,
// and, or, xor; fadd and fmul when every node carries `reassoc`) whose
// inner nodes have no other use is rebuilt as a left-leaning chain over its
// leaves sorted by rank: function arguments first, then values in the order
// their definitions appear, constants last and folded into one. Equal
// expressions then look alike for CSE and GVN, and constants meet. The rank
// is the program position at the time of the comparison (block order, then
// arguments, then operation order), never an address: operations this pass
// creates rank where they stand (O-5).
//
// Integer `nsw`/`nuw` do not survive reassociation and are dropped; float
// chains keep the flags all their nodes share. Operations inside a
// `vir.opaque_region` are not touched.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_REASSOCIATEPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "reassociate"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

/// Trees with more leaves than this are left alone.
static constexpr size_t kMaxLeaves = 64;

/// True if `op` is an operation this pass reassociates.
static bool isReassociable(Operation *op) {
  if (isa<AddOp, MulOp, AndOp, OrOp, XorOp>(op))
    return isa<IntegerType>(op->getResult(0).getType());
  if (isa<FAddOp, FMulOp>(op)) {
    auto flags = op->getAttrOfType<FastMathFlagsAttr>("fastmath");
    return flags &&
           bitEnumContainsAll(flags.getValue(), FastMathFlags::reassoc);
  }
  return false;
}

/// Folds two constants with the dialect's folder of `kind`'s operation, on
/// a detached copy of it without flags (reassociation drops `nsw`/`nuw`).
/// An identity rule answers with an operand, which stands for its constant.
/// Null if the folder does not fold.
static Attribute foldConstants(Operation *kind, Attribute lhs, Attribute rhs) {
  OperationState state(kind->getLoc(), kind->getName());
  state.addOperands(kind->getOperands());
  state.addTypes(kind->getResultTypes());
  Operation *copy = Operation::create(state);
  SmallVector<OpFoldResult, 1> results;
  Attribute folded;
  if (succeeded(copy->fold({lhs, rhs}, results)) && results.size() == 1) {
    if (auto attribute = dyn_cast<Attribute>(results.front()))
      folded = attribute;
    else if (cast<Value>(results.front()) == copy->getOperand(0))
      folded = lhs;
    else if (cast<Value>(results.front()) == copy->getOperand(1))
      folded = rhs;
  }
  copy->destroy();
  return folded;
}

namespace {
class Reassociator {
public:
  explicit Reassociator(FuncOp func) : func(func) {
    // Blocks are neither created nor erased here, so their positions stay
    // valid; operations are, so they are ordered by where they stand.
    for (auto [index, block] : llvm::enumerate(func.getBody()))
      blockPosition[&block] = index;
  }

  /// Rewrites the tree rooted at `root`; true if it changed.
  bool rewrite(Operation *root) {
    SmallVector<Operation *> nodes;
    SmallVector<Value> leaves;
    collect(root, root, nodes, leaves);
    if (leaves.size() > kMaxLeaves) {
      LLVM_DEBUG(llvm::dbgs()
                 << "  - skip the tree of " << root->getName() << " at "
                 << root->getLoc() << ": " << leaves.size() << " leaves\n");
      return false;
    }

    SmallVector<Value> variables;
    SmallVector<Attribute> constants;
    for (Value leaf : leaves) {
      Attribute constant;
      if (matchPattern(leaf, m_Constant(&constant)) &&
          isa<IntegerAttr, FloatAttr>(constant))
        constants.push_back(constant);
      else
        variables.push_back(leaf);
    }
    llvm::stable_sort(variables,
                      [&](Value a, Value b) { return precedes(a, b); });
    // Already canonical: the leaves in rank order with at most one constant
    // at the end, as a left-leaning chain.
    if (constants.size() <= 1 && isCanonicalChain(root, variables, constants)) {
      LLVM_DEBUG(llvm::dbgs()
                 << "  - keep the tree of " << root->getName() << " at "
                 << root->getLoc() << ": already in rank order\n");
      return false;
    }
    // One operation: putting its operands in rank order is a swap, which
    // keeps every flag (they hold for a commutative operation either way).
    if (nodes.size() == 1 && constants.size() <= 1) {
      LLVM_DEBUG(llvm::dbgs() << "  - swap the operands of " << root->getName()
                              << " at " << root->getLoc() << "\n");
      Value first = variables.front();
      root->setOperands({first, first == root->getOperand(0)
                                    ? root->getOperand(1)
                                    : root->getOperand(0)});
      return true;
    }

    LLVM_DEBUG(llvm::dbgs()
               << "  - rebuild the tree of " << root->getName() << " at "
               << root->getLoc() << ": " << variables.size() << " variables, "
               << constants.size() << " constants\n");
    OpBuilder builder(root);
    Location loc = root->getLoc();
    Attribute flags = root->getAttr("fastmath");
    if (flags)
      for (Operation *node : nodes)
        flags = FastMathFlagsAttr::get(
            func.getContext(),
            cast<FastMathFlagsAttr>(flags).getValue() &
                cast<FastMathFlagsAttr>(node->getAttr("fastmath")).getValue());
    SmallVector<Value> operands = variables;
    if (!constants.empty()) {
      // Folded left to right; a pair the folder leaves stays a constant.
      Attribute folded = constants.front();
      for (Attribute constant : llvm::drop_begin(constants)) {
        if (Attribute next = foldConstants(root, folded, constant)) {
          folded = next;
          continue;
        }
        operands.push_back(
            ConstantOp::create(builder, loc, cast<TypedAttr>(folded)));
        folded = constant;
      }
      operands.push_back(
          ConstantOp::create(builder, loc, cast<TypedAttr>(folded)));
    }
    Value chain = operands.front();
    for (Value operand : llvm::drop_begin(operands)) {
      OperationState state(loc, root->getName());
      state.addOperands({chain, operand});
      state.addTypes(root->getResultTypes());
      if (flags)
        state.addAttribute("fastmath", flags);
      chain = builder.create(state)->getResult(0);
    }
    // The new operations stand just before the root.
    positions.numberInserted(root);
    root->getResult(0).replaceAllUsesWith(chain);
    for (Operation *node : nodes)
      node->dropAllUses();
    for (Operation *node : nodes) {
      positions.forget(node);
      node->erase();
    }
    return true;
  }

  /// True if `op` is the root of a tree: its value does not feed another
  /// node of the same kind that would absorb it.
  static bool isRoot(Operation *op) {
    if (!op->hasOneUse())
      return true;
    Operation *user = *op->getUsers().begin();
    return !(user->getName() == op->getName() &&
             user->getBlock() == op->getBlock() && isReassociable(user));
  }

private:
  /// The rank order: by program position, never by address. Values of
  /// earlier blocks first; in a block its arguments (in order) before the
  /// results of its operations (in operation order, then result order).
  /// Operations this pass creates rank where they are inserted.
  bool precedes(Value a, Value b) const {
    Block *blockA = a.getParentBlock(), *blockB = b.getParentBlock();
    if (blockA != blockB)
      return getBlockPosition(blockA) < getBlockPosition(blockB);
    auto argA = dyn_cast<BlockArgument>(a), argB = dyn_cast<BlockArgument>(b);
    if (argA && argB)
      return argA.getArgNumber() < argB.getArgNumber();
    if (argA || argB)
      return static_cast<bool>(argA);
    Operation *defA = a.getDefiningOp(), *defB = b.getDefiningOp();
    if (defA == defB)
      return cast<OpResult>(a).getResultNumber() <
             cast<OpResult>(b).getResultNumber();
    return positions.get(defA) < positions.get(defB);
  }

  /// The position of `block` in the function. Leaves are operands of
  /// operations in the function's own blocks and dominate them, so they are
  /// never defined in a nested region.
  unsigned getBlockPosition(Block *block) const {
    auto it = blockPosition.find(block);
    return it == blockPosition.end() ? ~0u : it->second;
  }

  /// Collects the inner nodes (root first, parents before children) and
  /// the leaves, in operand order.
  void collect(Operation *root, Operation *node,
               SmallVectorImpl<Operation *> &nodes,
               SmallVectorImpl<Value> &leaves) {
    nodes.push_back(node);
    for (Value operand : node->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (def && def != root && def->getName() == root->getName() &&
          def->getBlock() == root->getBlock() && def->hasOneUse() &&
          isReassociable(def) && nodes.size() <= kMaxLeaves)
        collect(root, def, nodes, leaves);
      else
        leaves.push_back(operand);
    }
  }

  /// True if `root` already is `((v0 op v1) op v2) ... op c`.
  static bool isCanonicalChain(Operation *root, ArrayRef<Value> variables,
                               ArrayRef<Attribute> constants) {
    SmallVector<Value> expected(variables);
    Operation *node = root;
    size_t expectedLeaves = variables.size() + constants.size();
    if (expectedLeaves < 2)
      return true;
    // Walk down the left spine from the root.
    SmallVector<Value> rights;
    Value left;
    while (true) {
      rights.push_back(node->getOperand(1));
      left = node->getOperand(0);
      Operation *def = left.getDefiningOp();
      if (!def || def->getName() != root->getName() || !def->hasOneUse() ||
          def->getBlock() != root->getBlock())
        break;
      node = def;
    }
    SmallVector<Value> actual = {left};
    actual.append(rights.rbegin(), rights.rend());
    if (actual.size() != expectedLeaves)
      return false;
    for (auto [index, value] : llvm::enumerate(expected))
      if (actual[index] != value)
        return false;
    return true;
  }

  FuncOp func;
  /// Keyed by blocks that live as long as this object (lookups only).
  DenseMap<Block *, unsigned> blockPosition;
  /// Operations ordered in their blocks (isBeforeInBlock would renumber a
  /// block after each rewritten tree: quadratic in a block of many).
  mutable BlockPositions positions;
};

struct ReassociatePass : vct::impl::ReassociatePassBase<ReassociatePass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LLVM_DEBUG(llvm::dbgs() << DEBUG_TYPE " on @" << func.getName() << "\n");

    unsigned rewritten = 0;
    int64_t visits = 0;
    bool exhausted = false;
    Reassociator reassociator(func);
    for (Block &block : func.getBody()) {
      for (Operation &op : llvm::make_early_inc_range(block)) {
        if (!isReassociable(&op) || !Reassociator::isRoot(&op))
          continue;
        if (++visits > maxIterations) {
          exhausted = true;
          break;
        }
        rewritten += reassociator.rewrite(&op);
      }
      if (exhausted)
        break;
    }
    PassOutcome outcome;
    outcome.changed = rewritten != 0;
    outcome.budgetExhausted = exhausted;
    outcome.budgetNote = "some expression trees were not visited";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
    if (!outcome.changed)
      return;
    numTreesReassociated += rewritten;
    reporter.passed(
        func.getLoc(), "Reassociated",
        llvm::formatv("reassociated {0} expression trees", rewritten).str());
  }
};
} // namespace
