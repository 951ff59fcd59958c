//===- ConstantPropagation.cpp - The machinery of sccp and ipsccp ---------===//
//
// Sparse conditional constant propagation (Wegman and Zadeck) in two parts:
//
//  1. Analysis. MLIR's DataFlowSolver runs DeadCodeAnalysis (which blocks
//     and edges may execute; VIR's cond_br and switch answer
//     getSuccessorForOperands, so a branch on a known condition has one live
//     edge) together with SparseConstantPropagation (a three-level lattice
//     per value, computed with the op folders). Both are subclassed here to
//     apply VIR's rules:
//       - a `vir.opaque_region` is not entered: its blocks never become
//         live, so nothing inside is analysed, and its results are unknown
//         (the constant propagation gives region-holding ops no values);
//       - `vir.unreachable` never returns to a caller (reaching it is
//         undefined behaviour), so it does not spoil the callers' results;
//       - only internal functions (InternalFunctions) are tracked across
//         calls: the others get unknown arguments and their calls unknown
//         results; intraprocedurally every call is unknown and the callee is
//         never looked at (a function pass must not read its siblings);
//       - every visit of a program point by either analysis spends one unit
//         of vir.max_iterations; when none is left the solve fails and its
//         partial result is not used.
//
//  2. Rewrite, per function, planned from the solver's answers before
//     anything changes (the solver's states are keyed by IR addresses):
//     cond_br/switch on a proven condition become a br (keeping their
//     traits except loop requests that no longer sit on a back edge); blocks
//     unreachable in the rewritten CFG are deleted; then values in live
//     blocks proven constant are replaced by materialized constants, placed
//     where the value was defined, and operations left without uses are
//     erased. Blocks the solver found dead but a kept branch still reaches
//     (after a call that never returns) stay: the CFG, not the solver,
//     decides what is deleted, so the result is always well-formed. Blocks
//     that were unreachable before go too.
//
//===----------------------------------------------------------------------===//

#include "vct/Transforms/Utils/ConstantPropagation.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::dataflow;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// InternalFunctions
//===----------------------------------------------------------------------===//

InternalFunctions::InternalFunctions(ModuleOp module) {
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(&module.getBodyRegion());
  // Without the uses nothing can be proven internal.
  if (!uses)
    return;
  DenseSet<StringAttr> escaping;
  for (const SymbolTable::SymbolUse &use : *uses) {
    auto call = dyn_cast<CallOp>(use.getUser());
    bool directCall = call && call.getCalleeAttr() == use.getSymbolRef() &&
                      !isInRegionBarrier(call);
    if (!directCall)
      escaping.insert(use.getSymbolRef().getRootReference());
  }
  for (FuncOp func : module.getOps<FuncOp>()) {
    if (!func.isPrivate() || func.isDeclaration() || func.getVariadic() ||
        escaping.contains(func.getSymNameAttr()))
      continue;
    functions.insert(func);
    names.insert(func.getSymNameAttr());
  }
}

bool InternalFunctions::isTrackedCall(Operation *op) const {
  auto call = dyn_cast<CallOp>(op);
  return call && call.getCalleeAttr() &&
         names.contains(call.getCalleeAttr().getAttr());
}

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

namespace {
/// DeadCodeAnalysis that does not enter region barriers, does not let
/// `vir.unreachable` spoil call results, leaves calls alone when
/// intraprocedural, gives non-internal functions unknown callers, and
/// spends the budget.
class VIRDeadCodeAnalysis : public DeadCodeAnalysis {
public:
  VIRDeadCodeAnalysis(DataFlowSolver &solver, IterationBudget &budget,
                      const InternalFunctions *internal)
      : DeadCodeAnalysis(solver), budget(budget), internal(internal) {}

  LogicalResult initialize(Operation *top) override {
    // Upstream gives unknown callers to public functions and to those with
    // non-call uses; variadic functions and those called from inside
    // barriers (calls that are never analysed) need the same.
    if (internal)
      for (Region &region : top->getRegions())
        for (Block &block : region)
          for (FuncOp func : block.getOps<FuncOp>()) {
            if (func.isDeclaration() || internal->contains(func))
              continue;
            auto *callers =
                getOrCreate<PredecessorState>(getProgramPointAfter(func));
            propagateIfChanged(callers, callers->setHasUnknownPredecessors());
          }
    return DeadCodeAnalysis::initialize(top);
  }

  LogicalResult visit(ProgramPoint *point) override {
    if (!budget.take())
      return failure();
    if (!point->isBlockStart()) {
      Operation *op = point->getPrevOp();
      // Entering the region would mark its entry block live.
      if (isa<OpaqueRegionOp>(op))
        return success();
      // Upstream treats any callable terminator that is not return-like as
      // an unknown way back to every caller.
      if (isa<UnreachableOp>(op))
        return success();
      // All a call does here is link call and callee; intraprocedurally
      // the constant propagation does not ask, and resolving the callee
      // would read a sibling function.
      if (!internal && isa<CallOpInterface>(op))
        return success();
    }
    return DeadCodeAnalysis::visit(point);
  }

private:
  IterationBudget &budget;
  const InternalFunctions *internal;
};

/// SparseConstantPropagation that tracks only internal functions across
/// calls and spends the budget.
class VIRConstantPropagation : public SparseConstantPropagation {
public:
  VIRConstantPropagation(DataFlowSolver &solver, IterationBudget &budget,
                         const InternalFunctions *internal)
      : SparseConstantPropagation(solver), budget(budget), internal(internal) {}

  LogicalResult visit(ProgramPoint *point) override {
    if (!budget.take())
      return failure();
    return SparseConstantPropagation::visit(point);
  }

protected:
  LogicalResult visitCallOperation(
      CallOpInterface call,
      ArrayRef<const AbstractSparseLattice *> operandLattices,
      ArrayRef<AbstractSparseLattice *> resultLattices) override {
    if (!internal || !internal->isTrackedCall(call)) {
      AbstractSparseForwardDataFlowAnalysis::setAllToEntryStates(
          resultLattices);
      return success();
    }
    return AbstractSparseForwardDataFlowAnalysis::visitCallOperation(
        call, operandLattices, resultLattices);
  }

  void visitCallableOperation(
      CallableOpInterface callable,
      ArrayRef<AbstractSparseLattice *> argLattices) override {
    if (!internal || !internal->contains(callable))
      return AbstractSparseForwardDataFlowAnalysis::setAllToEntryStates(
          argLattices);
    AbstractSparseForwardDataFlowAnalysis::visitCallableOperation(callable,
                                                                  argLattices);
  }

private:
  IterationBudget &budget;
  const InternalFunctions *internal;
};
} // namespace

ConstantSolver::ConstantSolver(int64_t maxIterations,
                               const InternalFunctions *internal)
    : budget{maxIterations},
      solver(DataFlowConfig().setInterprocedural(internal != nullptr)) {
  solver.load<VIRDeadCodeAnalysis>(budget, internal);
  solver.load<VIRConstantPropagation>(budget, internal);
}

ConstantSolver::Status ConstantSolver::solve(Operation *top) {
  if (succeeded(solver.initializeAndRun(top)))
    return Status::Solved;
  return budget.exhausted ? Status::BudgetExhausted : Status::Failed;
}

bool ConstantSolver::isLive(Block *block) {
  const auto *state =
      solver.lookupState<Executable>(solver.getProgramPointBefore(block));
  return state && state->isLive();
}

std::pair<Attribute, Dialect *> ConstantSolver::getConstant(Value value) {
  const auto *lattice = solver.lookupState<Lattice<ConstantValue>>(value);
  if (!lattice || lattice->getValue().isUninitialized())
    return {};
  return {lattice->getValue().getConstantValue(),
          lattice->getValue().getConstantDialect()};
}

namespace {
/// A value to replace by a constant.
struct Replacement {
  Value value;
  Attribute constant;
  Dialect *dialect;
};

/// A cond_br or switch whose condition or flag is `condition`.
struct BranchFold {
  Operation *terminator;
  IntegerAttr condition;
};

/// The rewrite of one function, read off the solver before any change.
struct RewritePlan {
  SmallVector<Replacement> replacements;
  SmallVector<BranchFold> folds;
};
} // namespace

/// True if `use` may be redirected: region barriers keep their operands
/// (nothing is propagated into one, O-36).
static bool isReplaceableUse(OpOperand &use) {
  return !isa<OpaqueRegionOp>(use.getOwner());
}

static RewritePlan planRewrite(FuncOp func, ConstantSolver &solver) {
  RewritePlan plan;
  auto consider = [&](Value value) {
    if (llvm::none_of(value.getUses(), isReplaceableUse))
      return;
    auto [constant, dialect] = solver.getConstant(value);
    if (constant)
      plan.replacements.push_back({value, constant, dialect});
  };
  for (Block &block : func.getBody()) {
    if (!solver.isLive(&block))
      continue;
    for (BlockArgument argument : block.getArguments())
      consider(argument);
    // Only the function's own operations: a barrier's body is never live.
    for (Operation &op : block)
      if (!op.hasTrait<OpTrait::ConstantLike>())
        for (Value result : op.getResults())
          consider(result);
    Operation *terminator = block.getTerminator();
    Value condition;
    if (auto condBr = dyn_cast<CondBrOp>(terminator))
      condition = condBr.getCondition();
    else if (auto switchOp = dyn_cast<SwitchOp>(terminator))
      condition = switchOp.getFlag();
    if (!condition)
      continue;
    if (auto known =
            dyn_cast_or_null<IntegerAttr>(solver.getConstant(condition).first))
      plan.folds.push_back({terminator, known});
  }
  return plan;
}

//===----------------------------------------------------------------------===//
// Transformation
//===----------------------------------------------------------------------===//

/// Replaces the planned values by constants and erases the operations that
/// leaves unused. Later definitions go first: a value used only by an
/// operation that then disappears needs no constant. Fails on an internal
/// compiler error.
static LogicalResult replaceValues(ArrayRef<Replacement> replacements,
                                   Dialect *virDialect, PassReporter &reporter,
                                   ConstantRewriteCounts &counts) {
  OpBuilder builder(virDialect->getContext());
  bool internalError = false;
  for (const Replacement &replacement : llvm::reverse(replacements)) {
    Value value = replacement.value;
    auto argument = dyn_cast<BlockArgument>(value);
    Operation *owner = value.getDefiningOp();
    // Its uses may have gone with a folded branch, a deleted block or an
    // operation erased here.
    if (llvm::any_of(value.getUses(), isReplaceableUse)) {
      // Block arguments are visited last to first, so their constants end
      // up at the top of the block in argument order.
      if (argument)
        builder.setInsertionPointToStart(argument.getOwner());
      else
        builder.setInsertionPointAfter(owner);
      Dialect *dialect = replacement.dialect ? replacement.dialect : virDialect;
      Operation *constant = dialect->materializeConstant(
          builder, replacement.constant, value.getType(), value.getLoc());
      if (!constant)
        continue;
      if (constant->getNumResults() != 1 ||
          constant->getResult(0).getType() != value.getType()) {
        constant->erase();
        continue;
      }
      value.replaceUsesWithIf(constant->getResult(0), isReplaceableUse);
      ++counts.values;
      if (argument && argument.getOwner()->isEntryBlock())
        ++counts.arguments;
      else if (isa_and_nonnull<CallOp>(owner))
        ++counts.callResults;
    }
    // An operation's first result is its last to be visited.
    if (!owner || value != owner->getResult(0) || !isOpTriviallyDead(owner))
      continue;
    internalError |= failed(reportDroppedRequests(
        reporter, owner, "the operation's results are constants"));
    owner->erase();
    ++counts.erasedOps;
  }
  return failure(internalError);
}

/// Turns each planned cond_br/switch into a br to the destination its
/// condition selects. Fails on an internal compiler error.
static LogicalResult foldBranches(ArrayRef<BranchFold> folds,
                                  PassReporter &reporter,
                                  ConstantRewriteCounts &counts) {
  bool internalError = false;
  for (const BranchFold &fold : folds) {
    const APInt &condition = fold.condition.getValue();
    LogicalResult folded = success();
    if (auto condBr = dyn_cast<CondBrOp>(fold.terminator)) {
      bool taken = condition.isOne();
      folded = replaceWithBranch(
          reporter, condBr,
          taken ? condBr.getTrueDest() : condBr.getFalseDest(),
          taken ? condBr.getTrueDestOperands() : condBr.getFalseDestOperands());
    } else {
      auto switchOp = cast<SwitchOp>(fold.terminator);
      // Case values are stored sign-extended (an i1 flag zero-extended), as
      // SwitchOp::getSuccessorForOperands reads them.
      int64_t value = condition.getBitWidth() == 1 ? condition.getZExtValue()
                                                   : condition.getSExtValue();
      folded = replaceWithBranch(reporter, switchOp,
                                 switchOp.getDestinationFor(value),
                                 switchOp.getOperandsFor(value));
    }
    internalError |= failed(folded);
    ++counts.foldedBranches;
  }
  return failure(internalError);
}

LogicalResult vct::rewriteWithConstants(FuncOp func, ConstantSolver &solver,
                                        PassReporter &reporter,
                                        ConstantRewriteCounts &counts) {
  Region &body = func.getBody();
  // A function no live call reaches was not analysed: nothing is known.
  if (body.empty() || !solver.isLive(&body.front()))
    return success();
  RewritePlan plan = planRewrite(func, solver);

  // Branches first: a condition used only by its folded branch then needs
  // no constant, nor do values used only in the blocks that go. Every live
  // block stays reachable (it is reached through live edges, which the
  // folded branches keep), so the planned values all survive.
  bool internalError = failed(foldBranches(plan.folds, reporter, counts));
  counts.removedBlocks +=
      removeUnreachableBlocks(reporter, body, internalError);
  Dialect *virDialect = func.getContext()->getLoadedDialect<VIRDialect>();
  internalError |=
      failed(replaceValues(plan.replacements, virDialect, reporter, counts));
  return failure(internalError);
}
