//===- CodegenPrepare.cpp - Backend-directed canonicalization -------------===//
//
// Stage 8 (007 §4.4): the last rewrites before a backend, in the shape both
// backends emit best. The output stays SSA (O-22): block arguments are
// VIR's phis and stay; nothing here lowers out of SSA (the C backend does
// that, 008).
//
//  1. Sinking (LLVM's CodeGenPrepare sinkCmpExpression and address-mode
//     sinking). A `vir.gep` used only as the address of loads and stores,
//     or a `vir.icmp`/`vir.fcmp`, none of whose users is in its own block,
//     is copied into each block that uses it, in front of the first user
//     there, and the original is erased. A value then does not live across
//     blocks only to feed an address or a branch: in the C backend it is
//     no function-wide variable, in the LLVM backend the compare sits next
//     to its branch and the address next to its access, where instruction
//     selection folds them. Pure operations, so moving them is exact; the
//     copies' operands dominate the original, which dominates every user.
//     No copy goes into a loop that does not contain the original (that
//     would compute it more often), none copies an operation on
//     `vir.undef` (each copy could see another value), and at most
//     `max-copies` blocks get a copy of one value.
//  2. Selects of constants. `select %c, A, B` on a scalar integer becomes
//     arithmetic on the condition: (1, 0) -> `zext %c`, (-1, 0) ->
//     `sext %c`, (2^k, 0) -> `shl (zext %c), k`, (B+1, B) ->
//     `add (zext %c), B`, (B-1, B) -> `add (sext %c), B`; the mirrored
//     pairs use the inverted condition (an `icmp` with the inverted
//     predicate, or `xor %c, true`). Branch-free in both backends, without
//     relying on the C compiler to find a conditional move.
//
// Operations inside a `vir.opaque_region` are neither moved nor used as
// sink targets (O-36). Each candidate costs one unit of `max-iterations`.
//
// Reference: LLVM's CodeGenPrepare (sinkCmpExpression, optimizeMemoryInst)
// and InstCombine's select-of-constants folds.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/Debug.h"

namespace vct {
#define GEN_PASS_DEF_CODEGENPREPAREPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "codegen-prepare"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// Where one value is copied to: each block and its first user there, in
/// block order.
using SinkPlan = SmallVector<std::pair<Block *, Operation *>>;

/// The arithmetic a select of constants becomes.
struct SelectPlan {
  /// Use the inverted condition.
  bool invert = false;
  /// Extend the condition with sext (-1) instead of zext (1).
  bool signExtend = false;
  /// Shift the extended condition left by this much.
  unsigned shift = 0;
  /// Add this constant at the end (when non-zero).
  APInt addend;
};

struct Counts {
  unsigned addresses = 0, compares = 0, selects = 0;
};
} // namespace

/// True if `op` is a candidate whose every user is an acceptable one: for
/// a GEP, loads and stores using it as their address only.
static bool isSinkCandidate(Operation *op) {
  if (isa<ICmpOp, FCmpOp>(op))
    return true;
  auto gep = dyn_cast<GEPOp>(op);
  if (!gep)
    return false;
  for (OpOperand &use : gep->getUses()) {
    Operation *user = use.getOwner();
    if (isa<LoadOp>(user))
      continue;
    auto store = dyn_cast<StoreOp>(user);
    if (!store || store.getAddr() != gep.getResult())
      return false;
  }
  return true;
}

/// The blocks `op` would be copied into and the first user in each, or
/// nullopt when it stays (a user in its own block, in a region, in another
/// loop, or too many blocks).
static std::optional<SinkPlan>
planSink(Operation *op, LoopInfo &loops,
         const llvm::DenseMap<Block *, unsigned> &blockIndex,
         unsigned maxCopies) {
  if (op->use_empty() || !isSinkCandidate(op))
    return std::nullopt;
  // Each copy of an operation on vir.undef may see another value, where
  // the original gave every user one.
  if (llvm::any_of(op->getOperands(), [](Value operand) {
        return operand.getDefiningOp<UndefOp>();
      }))
    return std::nullopt;
  Block *home = op->getBlock();
  llvm::MapVector<Block *, Operation *> firstUser;
  for (Operation *user : op->getUsers()) {
    Block *block = user->getBlock();
    if (block == home || !blockIndex.count(block))
      return std::nullopt;
    auto [it, inserted] = firstUser.try_emplace(block, user);
    if (!inserted && user->isBeforeInBlock(it->second))
      it->second = user;
  }
  if (firstUser.size() > maxCopies)
    return std::nullopt;
  SinkPlan plan;
  for (auto &[block, user] : firstUser) {
    // Only into blocks of the loops around `home` (or of none): a copy in
    // a deeper or a sibling loop would run more often than the original.
    CFGLoop *loop = loops.getLoopFor(block);
    if (loop && !loop->contains(home))
      return std::nullopt;
    plan.emplace_back(block, user);
  }
  llvm::sort(plan, [&](const auto &a, const auto &b) {
    return blockIndex.lookup(a.first) < blockIndex.lookup(b.first);
  });
  return plan;
}

/// The arithmetic `select` becomes, if its values are such constants.
static std::optional<SelectPlan> planSelect(SelectOp select) {
  auto type = dyn_cast<IntegerType>(select.getType());
  if (!type || !select.getCondition().getType().isInteger(1))
    return std::nullopt;
  std::optional<APInt> a = getScalarConstant(select.getTrueValue());
  std::optional<APInt> b = getScalarConstant(select.getFalseValue());
  if (!a || !b || *a == *b)
    return std::nullopt;
  // i1 selects are instcombine's (`select %c, true, false` is %c).
  if (type.getWidth() == 1)
    return std::nullopt;
  unsigned width = type.getWidth();
  APInt one(width, 1);
  // Forms without an addend first, in either orientation.
  for (bool invert : {false, true}) {
    const APInt &on = invert ? *b : *a;
    const APInt &off = invert ? *a : *b;
    if (!off.isZero())
      continue;
    SelectPlan plan;
    plan.invert = invert;
    plan.addend = APInt(width, 0);
    if (on.isPowerOf2()) {
      plan.shift = on.logBase2();
      return plan;
    }
    if (on.isAllOnes()) {
      plan.signExtend = true;
      return plan;
    }
  }
  // Neighbours: (B+1, B) and (B-1, B) need no inversion.
  SelectPlan plan;
  plan.addend = *b;
  if (*a == *b + one)
    return plan;
  if (*a == *b - one) {
    plan.signExtend = true;
    return plan;
  }
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

/// Copies `op` into each block of `plan` and erases it.
static void sink(Operation *op, const SinkPlan &plan) {
  for (auto [block, user] : plan) {
    OpBuilder builder(user);
    Operation *copy = builder.clone(*op);
    op->getResult(0).replaceUsesWithIf(copy->getResult(0), [&](OpOperand &use) {
      return use.getOwner()->getBlock() == block;
    });
  }
  assert(op->use_empty() && "every user was in a planned block");
  op->erase();
}

/// Rewrites `select` per `plan`.
static void rewriteSelect(SelectOp select, const SelectPlan &plan) {
  OpBuilder builder(select);
  Location loc = select.getLoc();
  Type type = select.getType();
  Value condition = select.getCondition();
  if (plan.invert) {
    auto compare = condition.getDefiningOp<ICmpOp>();
    if (compare && compare->hasOneUse() &&
        !compare->hasAttr(VIRDialect::getTraitsAttrName())) {
      // The inverted compare replaces the only use of the original (no
      // trait speaks of its old value).
      compare.setPredicate(invertICmpPredicate(compare.getPredicate()));
    } else {
      Value one =
          ConstantOp::create(builder, loc, builder.getI1Type(),
                             builder.getIntegerAttr(builder.getI1Type(), 1));
      condition = XorOp::create(builder, loc, condition, one);
    }
  }
  Value value = plan.signExtend
                    ? SExtOp::create(builder, loc, type, condition).getResult()
                    : ZExtOp::create(builder, loc, type, condition).getResult();
  if (plan.shift) {
    Value amount = ConstantOp::create(builder, loc, type,
                                      builder.getIntegerAttr(type, plan.shift));
    value = ShlOp::create(builder, loc, value, amount);
  }
  if (!plan.addend.isZero()) {
    Value addend = ConstantOp::create(
        builder, loc, type, builder.getIntegerAttr(type, plan.addend));
    value = AddOp::create(builder, loc, value, addend);
  }
  Value values[2] = {select.getTrueValue(), select.getFalseValue()};
  select.getResult().replaceAllUsesWith(value);
  select->erase();
  // The constants go when nothing else used them (no dce runs after this).
  // Both values may be one constant: erase it once.
  Operation *defs[2] = {values[0].getDefiningOp(), values[1].getDefiningOp()};
  if (defs[1] == defs[0])
    defs[1] = nullptr;
  for (Operation *def : defs)
    if (def && isa<ConstantOp>(def) && def->use_empty())
      def->erase();
}

//===----------------------------------------------------------------------===//
// Pass
//===----------------------------------------------------------------------===//

namespace {
struct CodegenPreparePass
    : vct::impl::CodegenPreparePassBase<CodegenPreparePass> {
  using CodegenPreparePassBase::CodegenPreparePassBase;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    LoopInfo &loops = getAnalysis<LoopInfo>();
    // Sinking needs the loops, so that no copy lands in a deeper loop;
    // over the budget only the selects are rewritten.
    bool maySink = loops.build(maxIterations);
    IterationBudget budget{maxIterations};
    Counts counts;
    bool changed = false;

    llvm::DenseMap<Block *, unsigned> blockIndex;
    for (Block &block : func.getBody())
      blockIndex[&block] = blockIndex.size();

    // Candidates in program order; the walk does not enter
    // vir.opaque_region (its blocks are not the function's).
    // Selects apart: a rewritten one is erased, and must not be looked at
    // again.
    SmallVector<SelectOp> selects;
    SmallVector<Operation *> candidates;
    for (Block &block : func.getBody())
      for (Operation &op : block)
        if (auto select = dyn_cast<SelectOp>(op))
          selects.push_back(select);
        else if (isa<GEPOp, ICmpOp, FCmpOp>(op))
          candidates.push_back(&op);
    // Selects first: a rewritten select leaves its compare's users changed.
    for (SelectOp select : selects) {
      if (!budget.take())
        break;
      std::optional<SelectPlan> plan = planSelect(select);
      if (!plan)
        continue;
      LLVM_DEBUG(llvm::dbgs() << "- select of constants rewritten\n");
      if (reporter.remarksEnabled())
        reporter.passed(select.getLoc(), "SelectRewritten",
                        "select of constants rewritten to arithmetic on its "
                        "condition");
      rewriteSelect(select, *plan);
      ++counts.selects;
      changed = true;
    }
    // Then sinking, in program order.
    for (Operation *op : maySink ? candidates : ArrayRef<Operation *>()) {
      if (!budget.take())
        break;
      std::optional<SinkPlan> plan = planSink(op, loops, blockIndex, maxCopies);
      if (!plan)
        continue;
      bool isAddress = isa<GEPOp>(op);
      LLVM_DEBUG(llvm::dbgs() << "- sinking " << op->getName() << " into "
                              << plan->size() << " blocks\n");
      if (reporter.remarksEnabled())
        reporter.passed(op->getLoc(), "Sunk",
                        Twine(isAddress ? "address computation" : "compare") +
                            " sunk into " + Twine(plan->size()) +
                            " user block(s)");
      sink(op, *plan);
      ++(isAddress ? counts.addresses : counts.compares);
      changed = true;
    }
    numAddressesSunk += counts.addresses;
    numComparesSunk += counts.compares;
    numSelectsRewritten += counts.selects;
    PassOutcome outcome;
    outcome.changed = changed;
    outcome.budgetExhausted = budget.exhausted;
    outcome.budgetNote = "operations after that point were not prepared";
    finishPass(reporter, func, outcome, getPassState().preservedAnalyses);
  }
};
} // namespace
