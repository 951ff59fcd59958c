//===- PhiOpt.cpp - If-conversion of joins that only pick a value ---------===//
//
// A head block ends in `cond_br %c`; each side either is an arm (a block
// whose only predecessor is the head and that ends in `br ^join`) or goes
// straight to the join. That is a diamond (two arms), a triangle (one), or
// a branch whose two edges both go to the join with different values.
// The join's arguments then only pick between what the two sides pass, and
// the branch becomes selects in the head:
//
//  1. Plan each join argument, given the two incoming values:
//     - the same value (or two equal constants): no select;
//     - value replacement: %c is `icmp eq %a, %b` (`ne`) on integers and
//       both values are %a or %b: the false (true) value is the answer;
//     - factoring (diamonds): both values come from one operation each, the
//       same operation with the same attributes and traits, no memory
//       effect, differing in at most one operand, read only by the arm's
//       branch: one copy of it over a select of that operand;
//     - otherwise a select; min, max and abs (`icmp` of the two values, or
//       of `x` and 0 with the values `x` and `sub 0, x`) are named in the
//       remark and their negation is free in the cost rule.
//  2. Conditional store: when both arms end in a store to the same address
//     value, of one type, non-volatile, non-atomic, with identical
//     attributes, the two become one store of a select in the head. A store
//     in only one arm is refused: the other path does not write there.
//  3. Common code (diamonds): an operation both arms compute alike (the
//     same operation on the same operands, or on operands paired before)
//     runs on either path already: it costs nothing, needs no speculation
//     check, and one copy in the head replaces the two.
//     Check what would be speculated (every arm operation not factored,
//     paired or stored): no call, no region (a `vir.opaque_region` is a
//     barrier), no effect, nothing that may trap (a division needs a safe
//     constant divisor); a load only non-volatile, non-atomic and with its
//     address a constant offset from a value defined outside the arms whose
//     epoch-valid `#vir.dereferenceable` covers it.
//  4. Cost: at most `arm-cost` operations per arm (after factoring;
//     constants, constant-offset GEPs and the comparison a min or max select
//     reads are free); with branch weights where
//     one side has at least `predictable-percent` percent, no arm work is
//     speculated; nor when the join's branch tests the picked value (the
//     value, or `icmp eq/ne` of it with a constant), which jump threading
//     takes edge by edge.
//  5. Rewrite: the arms' operations move to the head (dropping value facts,
//     which held only on their path), the selects and the store are built,
//     the head's `cond_br` becomes `br ^join` (its traits move with it) and
//     the arms go. A loop request on an arm's branch (the arm was a latch)
//     moves to the head's new branch; hot/cold path requests on an arm keep
//     the branch. The join is merged into the head when it has no other
//     predecessor, so nested diamonds fold in one run.
//
// Reference: LLVM's SimplifyCFG FoldTwoEntryPHINode and GCC's phiopt.
//
//===----------------------------------------------------------------------===//

#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Dialect/VIR/IR/VIRTraits.h"
#include "vct/Optimizer/Reporter.h"
#include "vct/Transforms/Passes.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

namespace vct {
#define GEN_PASS_DEF_PHIOPTPASS
#include "vct/Transforms/Passes.h.inc"
} // namespace vct

#define DEBUG_TYPE "phiopt"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

namespace {
/// One side of the head's branch as the join sees it.
struct Side {
  /// The arm block, or null when the head branches straight to the join.
  Block *arm = nullptr;
  /// The values this side passes to the join's arguments, with the arm's
  /// own block arguments replaced by what the head passes them.
  SmallVector<Value> incoming;
};

struct Shape {
  CondBrOp branch;
  Block *join = nullptr;
  /// [0] the true side, [1] the false side.
  Side sides[2];
};

/// How one join argument is computed in the head.
struct ArgPlan {
  enum Kind { Existing, Select, Factor } kind = Existing;
  /// Existing: the value itself.
  Value value;
  /// Factor: the two operations and the one operand position they differ
  /// in (-1: none).
  Operation *ops[2] = {nullptr, nullptr};
  int position = -1;
  /// Select: "smin", "abs", ... when the select is one of those.
  StringRef pattern;
};

struct Counts {
  unsigned selects = 0, replaced = 0, factored = 0, stores = 0, shapes = 0,
           merged = 0, truncations = 0;
};

/// The largest arm (in operations) whose operations are paired with the
/// other arm's: pairing is quadratic, and larger arms are too costly to
/// convert at any sensible arm cost.
constexpr size_t kMaxPairedArmSize = 16;
} // namespace

/// Whether `size` bytes at `address` may be read on a path that did not
/// read them: the address is a constant offset from a value defined outside
/// `arms` with an epoch-valid `#vir.dereferenceable` covering the bytes.
/// `stale` is set when a stale such trait was found instead.
static bool isDereferenceable(Value address, uint64_t size,
                              ArrayRef<Block *> arms, bool &stale) {
  int64_t offset = 0;
  auto inArms = [&](Value value) {
    return llvm::is_contained(arms, value.getParentBlock());
  };
  // GEP chains are short; the bound keeps a pathological one cheap.
  for (unsigned depth = 0; depth < 16; ++depth) {
    if (!inArms(address)) {
      TraitView view = TraitView::forValue(address);
      if (auto fact = view.get<DereferenceableAttr>())
        return static_cast<uint64_t>(offset) <= fact.getBytes() &&
               size <= fact.getBytes() - static_cast<uint64_t>(offset);
      stale |= view.hasStale<DereferenceableAttr>();
    }
    auto gep = address.getDefiningOp<GEPOp>();
    if (!gep)
      return false;
    std::optional<int64_t> step = getNonNegativeGEPOffset(gep);
    if (!step || llvm::AddOverflow(offset, *step, offset))
      return false;
    address = gep.getBase();
  }
  return false;
}

/// The arm `block` forms under `head`, and the join it branches to.
static BrOp getArmBranch(Block *block, Block *head) {
  if (block == head || block->getSinglePredecessor() != head)
    return {};
  return dyn_cast<BrOp>(block->getTerminator());
}

static std::optional<Shape> matchShape(Block *head) {
  auto branch = dyn_cast<CondBrOp>(head->getTerminator());
  if (!branch)
    return std::nullopt;
  Block *dests[2] = {branch.getTrueDest(), branch.getFalseDest()};
  BrOp arms[2];
  if (dests[0] != dests[1]) {
    arms[0] = getArmBranch(dests[0], head);
    arms[1] = getArmBranch(dests[1], head);
  }
  Shape shape;
  shape.branch = branch;
  bool isArm[2] = {false, false};
  if (dests[0] == dests[1]) {
    // Both sides go straight to the join, passing different values.
    shape.join = dests[0];
  } else if (arms[0] && arms[1] && arms[0].getDest() == arms[1].getDest() &&
             arms[0].getDest() != dests[0] && arms[0].getDest() != dests[1]) {
    shape.join = arms[0].getDest();
    isArm[0] = isArm[1] = true;
  } else if (arms[0] && arms[0].getDest() == dests[1]) {
    shape.join = dests[1];
    isArm[0] = true;
  } else if (arms[1] && arms[1].getDest() == dests[0]) {
    shape.join = dests[0];
    isArm[1] = true;
  } else {
    return std::nullopt;
  }
  if (shape.join == head)
    return std::nullopt;
  for (unsigned side = 0; side < 2; ++side) {
    OperandRange headOperands = side == 0 ? branch.getTrueDestOperands()
                                          : branch.getFalseDestOperands();
    Side &info = shape.sides[side];
    if (!isArm[side]) {
      info.incoming.assign(headOperands.begin(), headOperands.end());
      continue;
    }
    info.arm = dests[side];
    for (Value value : arms[side].getDestOperands()) {
      auto argument = dyn_cast<BlockArgument>(value);
      if (argument && argument.getOwner() == info.arm)
        value = headOperands[argument.getArgNumber()];
      info.incoming.push_back(value);
    }
  }
  return shape;
}

/// True if the two operations compute the same function of their operands:
/// same name, attributes (flags, predicate, traits), operand and result
/// types, one result, no regions.
static bool isSameOperation(Operation *a, Operation *b) {
  if (a->getName() != b->getName() || a->getNumResults() != 1 ||
      b->getNumResults() != 1 || a->getNumRegions() || b->getNumRegions() ||
      a->getNumSuccessors() ||
      a->getAttrDictionary() != b->getAttrDictionary() ||
      a->getResultTypes() != b->getResultTypes() ||
      a->getOperandTypes() != b->getOperandTypes())
    return false;
  // One copy replaces two: a call (whose requests are per call site) or an
  // operation with requests is not merged.
  return isMemoryEffectFree(a) && !isa<CallOp>(a) && !hasActionRequests(a);
}

/// The min/max/abs name of `select %c, tv, fv` when %c makes it one.
/// "smin", "smax", "umin" or "umax" when `icmp ? tv : fv` picks the
/// smaller or larger of the two values `icmp` compares; empty otherwise.
static StringRef classifyMinMax(ICmpOp icmp, Value tv, Value fv) {
  Value lhs = icmp.getLhs(), rhs = icmp.getRhs();
  if (!((tv == rhs && fv == lhs) || (tv == lhs && fv == rhs)))
    return {};
  // Normalize to `lhs p rhs ? lhs : rhs`.
  ICmpPredicate predicate = icmp.getPredicate();
  if (tv == rhs)
    predicate = invertICmpPredicate(predicate);
  switch (predicate) {
  case ICmpPredicate::slt:
  case ICmpPredicate::sle:
    return "smin";
  case ICmpPredicate::sgt:
  case ICmpPredicate::sge:
    return "smax";
  case ICmpPredicate::ult:
  case ICmpPredicate::ule:
    return "umin";
  case ICmpPredicate::ugt:
  case ICmpPredicate::uge:
    return "umax";
  default:
    return {};
  }
}

static StringRef classifySelect(Value condition, Value tv, Value fv) {
  auto icmp = condition.getDefiningOp<ICmpOp>();
  if (!icmp || !isa<IntegerType>(tv.getType()))
    return {};
  Value lhs = icmp.getLhs(), rhs = icmp.getRhs();
  ICmpPredicate predicate = icmp.getPredicate();
  if ((tv == rhs && fv == lhs) || (tv == lhs && fv == rhs))
    return classifyMinMax(icmp, tv, fv);
  // abs: x < 0 ? 0 - x : x, and the mirrored forms.
  auto isNegationOf = [](Value negated, Value x) {
    auto sub = negated.getDefiningOp<SubOp>();
    std::optional<APInt> zero;
    return sub && sub.getRhs() == x &&
           (zero = getScalarConstant(sub.getLhs())) && zero->isZero();
  };
  std::optional<APInt> constant = getScalarConstant(rhs);
  if (!constant || !constant->isZero())
    return {};
  bool negative =
      predicate == ICmpPredicate::slt || predicate == ICmpPredicate::sle;
  bool positive =
      predicate == ICmpPredicate::sgt || predicate == ICmpPredicate::sge;
  if ((negative && isNegationOf(tv, lhs) && fv == lhs) ||
      (positive && tv == lhs && isNegationOf(fv, lhs)))
    return "abs";
  if ((negative && tv == lhs && isNegationOf(fv, lhs)) ||
      (positive && isNegationOf(tv, lhs) && fv == lhs))
    return "negative abs";
  return {};
}

namespace {
class PhiOpt {
public:
  /// With `onlyIn`, only heads among those blocks are converted.
  PhiOpt(FuncOp func, PassReporter &reporter, int64_t armCost,
         int64_t predictablePercent, const DenseSet<Block *> *onlyIn)
      : func(func), reporter(reporter), armCost(armCost),
        predictablePercent(predictablePercent), onlyIn(onlyIn) {}

  /// Tries every head once; true if anything changed.
  bool sweep(IterationBudget &budget);

  const Counts &getCounts() const { return counts; }
  bool hadInternalError() const { return internalError; }

private:
  /// Converts the shape under `head`; false (with a remark) if refused.
  bool tryConvert(Block *head);
  /// C's promotions: an extension factored out of both arms that the
  /// merged join truncates back is the selected narrow value (`m = p[i] <
  /// m ? p[i] : m` on shorts), so a reduction over it is one the vectorizer
  /// sees without waiting for instcombine.
  void foldTruncatedExtensions();
  /// Reports a refusal once per branch (sweeps repeat); returns false.
  bool refuse(Operation *at, const Twine &why) {
    if (refused.insert(at).second)
      reporter.missed(at->getLoc(), "NotConverted",
                      "branch not converted to a select: " + why);
    return false;
  }

  FuncOp func;
  PassReporter &reporter;
  int64_t armCost;
  int64_t predictablePercent;
  const DenseSet<Block *> *onlyIn;
  Counts counts;
  bool internalError = false;
  SmallPtrSet<Operation *, 8> refused;
  /// The extensions the last conversion factored out of its arms.
  SmallVector<Operation *> factoredExtensions;
};
} // namespace

bool PhiOpt::sweep(IterationBudget &budget) {
  // Heads unreachable from the entry are left alone: simplify-cfg deletes
  // them, and dominance says nothing useful there.
  llvm::df_iterator_default_set<Block *, 16> reachable;
  for (Block *block : llvm::depth_first_ext(&func.getBody().front(), reachable))
    (void)block;
  SmallVector<Block *> heads;
  for (Block &block : func.getBody())
    if (reachable.contains(&block) && isa<CondBrOp>(block.getTerminator()) &&
        (!onlyIn || onlyIn->contains(&block)))
      heads.push_back(&block);
  bool changed = false;
  SmallPtrSet<Block *, 8> erased;
  for (Block *head : heads) {
    if (erased.contains(head))
      continue;
    if (!budget.take())
      return changed;
    std::optional<Shape> shape = matchShape(head);
    if (!shape)
      continue;
    Block *arms[2] = {shape->sides[0].arm, shape->sides[1].arm};
    Block *join = shape->join;
    if (!tryConvert(head))
      continue;
    changed = true;
    for (Block *arm : arms)
      if (arm)
        erased.insert(arm);
    // A join only the head reaches now: merge it, so that an enclosing
    // diamond sees one arm block.
    auto branch = cast<BrOp>(head->getTerminator());
    if (join->getSinglePredecessor() == head && getTraitList(branch).empty()) {
      for (auto [argument, operand] :
           llvm::zip(join->getArguments(), branch.getDestOperands()))
        argument.replaceAllUsesWith(operand);
      branch.erase();
      head->getOperations().splice(head->end(), join->getOperations());
      join->erase();
      erased.insert(join);
      foldTruncatedExtensions();
    }
    factoredExtensions.clear();
  }
  return changed;
}

void PhiOpt::foldTruncatedExtensions() {
  for (Operation *extension : factoredExtensions) {
    Value narrow = extension->getOperand(0);
    for (Operation *user :
         llvm::make_early_inc_range(extension->getResult(0).getUsers()))
      if (auto trunc = dyn_cast<TruncOp>(user);
          trunc && trunc.getType() == narrow.getType() &&
          getTraitList(trunc).empty()) {
        trunc.getResult().replaceAllUsesWith(narrow);
        trunc->erase();
        ++counts.truncations;
      }
    if (extension->use_empty())
      extension->erase();
  }
}

bool PhiOpt::tryConvert(Block *head) {
  Shape shape = *matchShape(head);
  CondBrOp branch = shape.branch;
  Value condition = branch.getCondition();
  if (matchPattern(condition, m_Constant()))
    return refuse(branch, "the branch is already decided (left to "
                          "simplify-cfg)");
  Block *arms[2] = {shape.sides[0].arm, shape.sides[1].arm};
  SmallVector<Block *, 2> armList;
  for (Block *arm : arms)
    if (arm)
      armList.push_back(arm);

  // Requests: at most one of the branches that go may carry traits.
  BrOp armBranches[2];
  Operation *carrier = getTraitList(branch).empty() ? nullptr : branch;
  for (unsigned side = 0; side < 2; ++side) {
    if (!arms[side])
      continue;
    armBranches[side] = cast<BrOp>(arms[side]->getTerminator());
    ArrayRef<Attribute> traits = getTraitList(armBranches[side]);
    if (traits.empty())
      continue;
    for (Attribute trait : traits) {
      auto request = dyn_cast<RequestAttr>(trait);
      if (!request ||
          getRequestCategory(request.getKind()) != RequestCategory::Loop)
        return refuse(branch, "an arm's branch carries a request that is "
                              "not a loop request (hot/cold path)");
    }
    if (carrier)
      return refuse(branch, "more than one of the branches carries requests");
    carrier = armBranches[side];
  }

  // Stores: the last operation of both arms, or of neither.
  StoreOp stores[2];
  for (unsigned side = 0; side < 2; ++side) {
    if (!arms[side])
      continue;
    for (Operation &op : arms[side]->without_terminator()) {
      if (op.getNumRegions())
        return refuse(branch,
                      isa<OpaqueRegionOp>(op)
                          ? "an arm contains a vir.opaque_region "
                            "(region barrier)"
                          : "an arm contains an operation with regions");
      if (auto store = dyn_cast<StoreOp>(op)) {
        if (isVolatileOrAtomicAccess(store))
          return refuse(branch, "an arm has a volatile or atomic store");
        if (&op != arms[side]->getTerminator()->getPrevNode())
          return refuse(branch, "an arm's store is not its last operation");
        stores[side] = store;
      }
    }
  }
  if (static_cast<bool>(stores[0]) != static_cast<bool>(stores[1]))
    return refuse(branch, "a store in only one arm (the other path does not "
                          "write that location)");
  if (stores[0]) {
    if (hasActionRequests(stores[0]) || hasActionRequests(stores[1]))
      return refuse(branch, "an arm's store carries requests");
    if (stores[0].getAddr() != stores[1].getAddr())
      return refuse(branch, "the arms store to different address values");
    if (stores[0].getValue().getType() != stores[1].getValue().getType() ||
        stores[0]->getAttrDictionary() != stores[1]->getAttrDictionary())
      return refuse(branch, "the arms' stores differ in type, alignment or "
                            "traits");
  }

  // Plan the join's arguments.
  SmallVector<ArgPlan> plans;
  SmallPtrSet<Operation *, 8> factored;
  auto icmp = condition.getDefiningOp<ICmpOp>();
  for (unsigned index = 0, e = shape.join->getNumArguments(); index != e;
       ++index) {
    Value tv = shape.sides[0].incoming[index];
    Value fv = shape.sides[1].incoming[index];
    ArgPlan plan;
    plan.value = tv;
    Attribute tc, fc;
    if (tv == fv || (matchPattern(tv, m_Constant(&tc)) &&
                     matchPattern(fv, m_Constant(&fc)) && tc == fc &&
                     tv.getType() == fv.getType())) {
      plans.push_back(plan);
      continue;
    }
    // Value replacement: on the edge where the compared values are equal,
    // either of them is the other.
    if (icmp && isa<IntegerType>(tv.getType()) &&
        (icmp.getPredicate() == ICmpPredicate::eq ||
         icmp.getPredicate() == ICmpPredicate::ne)) {
      auto compared = [&](Value value) {
        return value == icmp.getLhs() || value == icmp.getRhs();
      };
      if (compared(tv) && compared(fv)) {
        plan.value = icmp.getPredicate() == ICmpPredicate::eq ? fv : tv;
        ++counts.replaced;
        plans.push_back(plan);
        continue;
      }
    }
    // Factoring one operation out of both arms.
    Operation *defs[2] = {tv.getDefiningOp(), fv.getDefiningOp()};
    if (arms[0] && arms[1] && defs[0] && defs[1] &&
        defs[0]->getBlock() == arms[0] && defs[1]->getBlock() == arms[1] &&
        tv.hasOneUse() && fv.hasOneUse() &&
        *tv.getUsers().begin() == armBranches[0].getOperation() &&
        *fv.getUsers().begin() == armBranches[1].getOperation() &&
        !factored.contains(defs[0]) && isSameOperation(defs[0], defs[1])) {
      int position = -1;
      unsigned differing = 0;
      for (unsigned i = 0, n = defs[0]->getNumOperands(); i != n; ++i)
        if (defs[0]->getOperand(i) != defs[1]->getOperand(i)) {
          position = i;
          ++differing;
        }
      if (differing <= 1) {
        plan.kind = ArgPlan::Factor;
        plan.ops[0] = defs[0];
        plan.ops[1] = defs[1];
        plan.position = position;
        factored.insert(defs[0]);
        factored.insert(defs[1]);
        plans.push_back(plan);
        continue;
      }
    }
    plan.kind = ArgPlan::Select;
    plan.pattern = classifySelect(condition, tv, fv);
    plans.push_back(plan);
  }

  // Operations both arms compute alike (one operation on the same
  // operands, or on operands paired before), not factored: they run on
  // either path already, so they cost nothing and need no speculation
  // check, and one copy in the head replaces the two (LLVM's hoisting of
  // common code). Arms too large to convert anyway are not paired.
  llvm::MapVector<Operation *, Operation *> twins;
  SmallPtrSet<Operation *, 8> paired;
  if (arms[0] && arms[1] &&
      std::max(arms[0]->getOperations().size(),
               arms[1]->getOperations().size()) <= kMaxPairedArmSize) {
    auto sameOperand = [&](Value a, Value b) {
      Operation *def = b.getDefiningOp();
      return a == b || (def && a.getDefiningOp() &&
                        twins.lookup(def) == a.getDefiningOp());
    };
    for (Operation &b : arms[1]->without_terminator()) {
      if (factored.contains(&b) || !isMemoryEffectFree(&b))
        continue;
      for (Operation &a : arms[0]->without_terminator()) {
        if (factored.contains(&a) || paired.contains(&a) ||
            !isSameOperation(&a, &b) ||
            !llvm::all_of(llvm::zip(a.getOperands(), b.getOperands()),
                          [&](auto operands) {
                            return sameOperand(std::get<0>(operands),
                                               std::get<1>(operands));
                          }))
          continue;
        twins[&b] = &a;
        paired.insert(&a);
        paired.insert(&b);
        break;
      }
    }
  }

  // What would be speculated, and its cost. The comparison of a min or max
  // select (`select (icmp slt %a, %b), %a, %b`, its one user) is part of
  // the select: a clamp's inner min does not make its arm too costly.
  auto isMinMaxCompare = [](Operation *op) {
    auto cmp = dyn_cast<ICmpOp>(op);
    if (!cmp || !cmp->hasOneUse())
      return false;
    auto select = dyn_cast<SelectOp>(*cmp->user_begin());
    return select && select.getCondition() == cmp.getResult() &&
           select->getBlock() == cmp->getBlock() &&
           !classifyMinMax(cmp, select.getTrueValue(), select.getFalseValue())
                .empty();
  };
  int64_t cost[2] = {0, 0};
  for (unsigned side = 0; side < 2; ++side) {
    if (!arms[side])
      continue;
    for (Operation &op : arms[side]->without_terminator()) {
      if (factored.contains(&op) || paired.contains(&op) ||
          &op == stores[side].getOperation())
        continue;
      if (isa<CallOp>(op))
        return refuse(branch, "an arm has a call");
      if (auto load = dyn_cast<LoadOp>(op)) {
        if (isVolatileOrAtomicAccess(load))
          return refuse(branch, "an arm has a volatile or atomic load");
        bool stale = false;
        if (!isDereferenceable(load.getAddr(), getStoreSize(load.getType()),
                               armList, stale)) {
          if (stale)
            reporter.missed(load.getLoc(), "StaleTrait",
                            "ignored stale dereferenceable trait");
          return refuse(
              branch, "an arm has a load without dereferenceable covering it");
        }
      } else if (!isMemoryEffectFree(&op)) {
        return refuse(branch, "an arm has an operation with effects (" +
                                  op.getName().getStringRef() + ")");
      } else if (!isSpeculatable(&op)) {
        return refuse(branch, "an arm has an operation that may trap (" +
                                  op.getName().getStringRef() + ")");
      }
      // Constants are free, and so is a constant-offset GEP (it folds into
      // the addressing of the access that reads it).
      if (op.hasTrait<OpTrait::ConstantLike>())
        continue;
      if (auto gep = dyn_cast<GEPOp>(op); gep && getNonNegativeGEPOffset(gep))
        continue;
      // The negation under an abs select is part of the select rule.
      bool inAbs =
          isa<SubOp>(op) && llvm::any_of(plans, [&](const ArgPlan &p) {
            return p.kind == ArgPlan::Select && p.pattern.ends_with("abs") &&
                   llvm::is_contained(op.getUsers(),
                                      armBranches[side].getOperation());
          });
      if (!inAbs && !isMinMaxCompare(&op))
        ++cost[side];
    }
  }
  for (unsigned side = 0; side < 2; ++side)
    if (cost[side] > armCost)
      return refuse(branch, llvm::formatv("arm too costly: {0} ops > {1}",
                                          cost[side], armCost)
                                .str());
  // A truth value the join branches on (`a < b || (a == b && c < d)` in an
  // if, once inlined): as a select, the arms' work runs on every path and
  // the branch still follows; as branches, jump threading sends each edge
  // where its value goes. Arms with work are left to it.
  if (cost[0] + cost[1] > 0)
    if (auto joinBranch = dyn_cast<CondBrOp>(shape.join->getTerminator())) {
      // The branch's condition: the value, or the value used as a truth
      // value in the join (`icmp ne %v, 0` of an inlined function's int
      // result); not a comparison with another value (a loop header's
      // `i < n`).
      Value tested = joinBranch.getCondition();
      auto test = tested.getDefiningOp<ICmpOp>();
      bool truthTest = test && test->getBlock() == shape.join &&
                       (test.getPredicate() == ICmpPredicate::eq ||
                        test.getPredicate() == ICmpPredicate::ne) &&
                       matchPattern(test.getRhs(), m_Constant());
      for (auto [index, plan] : llvm::enumerate(plans)) {
        Value picked = shape.join->getArgument(index);
        if (plan.kind != ArgPlan::Existing &&
            (tested == picked || (truthTest && test.getLhs() == picked)))
          return refuse(branch, "the join branches on the value it picks "
                                "(left to jump threading)");
      }
    }
  if (cost[0] + cost[1] > 0)
    if (std::optional<ArrayRef<int32_t>> weights = branch.getBranchWeights()) {
      int64_t t = (*weights)[0], f = (*weights)[1];
      if (t + f > 0 && std::max(t, f) * 100 >= predictablePercent * (t + f))
        return refuse(branch,
                      llvm::formatv("the branch is predictable (weights {0}:{1}"
                                    "), its arm work is not speculated",
                                    t, f)
                          .str());
    }

  // Rewrite. The arms' arguments are what the head passes them.
  for (unsigned side = 0; side < 2; ++side) {
    if (!arms[side])
      continue;
    OperandRange headOperands = side == 0 ? branch.getTrueDestOperands()
                                          : branch.getFalseDestOperands();
    for (auto [argument, operand] :
         llvm::zip(arms[side]->getArguments(), headOperands))
      argument.replaceAllUsesWith(operand);
  }
  for (unsigned side = 0; side < 2; ++side) {
    if (!arms[side])
      continue;
    for (Operation &op :
         llvm::make_early_inc_range(arms[side]->without_terminator())) {
      if (factored.contains(&op) || &op == stores[side].getOperation())
        continue;
      op.moveBefore(branch);
      // Value facts held on the arm's path; the op now runs on both.
      removeTraits<RangeAttr, AssumeAttr, DereferenceableAttr>(&op);
    }
  }
  // One copy of each pair: the true arm's, which moved first.
  for (unsigned side = 0; side < 2; ++side)
    for (Value &value : shape.sides[side].incoming)
      if (Operation *twin = twins.lookup(value.getDefiningOp()))
        value = twin->getResult(0);
  for (auto [b, a] : twins) {
    b->getResult(0).replaceAllUsesWith(a->getResult(0));
    b->erase();
    ++counts.merged;
  }
  OpBuilder builder(branch);
  Location loc = branch.getLoc();
  SmallVector<Value> joinOperands;
  SmallVector<std::string> patterns;
  for (auto [index, plan] : llvm::enumerate(plans)) {
    Value tv = shape.sides[0].incoming[index];
    Value fv = shape.sides[1].incoming[index];
    switch (plan.kind) {
    case ArgPlan::Existing:
      joinOperands.push_back(plan.value);
      break;
    case ArgPlan::Select:
      joinOperands.push_back(
          SelectOp::create(builder, loc, condition, tv, fv).getResult());
      ++counts.selects;
      if (!plan.pattern.empty())
        patterns.push_back(plan.pattern.str());
      break;
    case ArgPlan::Factor: {
      Value chosen;
      if (plan.position >= 0) {
        chosen = SelectOp::create(builder, loc, condition,
                                  plan.ops[0]->getOperand(plan.position),
                                  plan.ops[1]->getOperand(plan.position));
        ++counts.selects;
      }
      Operation *copy = builder.clone(*plan.ops[0]);
      if (chosen)
        copy->setOperand(plan.position, chosen);
      ++counts.factored;
      joinOperands.push_back(copy->getResult(0));
      if (isa<ZExtOp, SExtOp>(copy))
        factoredExtensions.push_back(copy);
      break;
    }
    }
  }
  if (stores[0]) {
    Value tv = stores[0].getValue(), fv = stores[1].getValue();
    Value stored =
        tv == fv
            ? tv
            : SelectOp::create(builder, loc, condition, tv, fv).getResult();
    if (tv != fv)
      ++counts.selects;
    auto store = cast<StoreOp>(builder.clone(*stores[0]));
    store.getValueMutable().assign(stored);
    ++counts.stores;
  }
  internalError |=
      failed(replaceWithBranch(reporter, branch, shape.join, joinOperands));

  if (carrier && carrier != branch.getOperation())
    internalError |=
        failed(transferBranchTraits(reporter, carrier, head->getTerminator()));
  eraseBlocks(armList);
  ++counts.shapes;
  if (reporter.remarksEnabled()) {
    std::string what = armList.size() == 2   ? "diamond"
                       : armList.size() == 1 ? "triangle"
                                             : "two-valued branch";
    std::string note;
    if (!patterns.empty())
      note = " (" + llvm::join(patterns, ", ") + ")";
    reporter.passed(head->getTerminator()->getLoc(), "Converted",
                    "converted a " + what + " to selects" + note);
  }
  return true;
}

namespace {
struct PhiOptPass : vct::impl::PhiOptPassBase<PhiOptPass> {
  using Base::Base;

  void runOnOperation() override {
    FuncOp func = getOperation();
    if (func.isDeclaration())
      return markAllAnalysesPreserved();
    PassReporter reporter(getArgument(), func);
    // The blocks of innermost loops, when only those are converted (a
    // membership test: the order of heads stays the region's).
    DenseSet<Block *> innermost;
    if (innermostLoopsOnly) {
      auto &loops = getAnalysis<LoopInfo>();
      if (!loops.build(maxIterations)) {
        reporter.budgetExhausted(func, "vir.max_iterations",
                                 "the function's loops were not analysed; "
                                 "no branch was converted");
        return markAllAnalysesPreserved();
      }
      for (Block *header : loops.getHeadersInnermostFirst())
        if (CFGLoop *loop = loops.getLoopFor(header);
            loop && loop->getHeader() == header && loop->getSubLoops().empty())
          innermost.insert(loop->getBlocks().begin(), loop->getBlocks().end());
      if (innermost.empty())
        return markAllAnalysesPreserved();
    }
    PhiOpt phiopt(func, reporter, armCost, predictablePercent,
                  innermostLoopsOnly ? &innermost : nullptr);
    IterationBudget budget{maxIterations};
    bool changed = false;
    while (phiopt.sweep(budget))
      changed = true;
    if (budget.exhausted)
      reporter.budgetExhausted(func, "vir.max_iterations",
                               "branches after that point were not converted");
    if (phiopt.hadInternalError())
      return signalPassFailure();
    const Counts &counts = phiopt.getCounts();
    numShapesConverted += counts.shapes;
    numSelectsFormed += counts.selects;
    numValuesReplaced += counts.replaced;
    numOpsFactored += counts.factored;
    numTruncationsFolded += counts.truncations;
    numStoresMerged += counts.stores;
    numCommonOpsMerged += counts.merged;
    if (!changed)
      return markAllAnalysesPreserved();
    markAnalysesPreserved<AliasInfo, RangeInfo>();
  }
};
} // namespace
