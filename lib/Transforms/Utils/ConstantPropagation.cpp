//===- ConstantPropagation.cpp - The machinery of sccp and ipsccp ---------===//
//
// Sparse conditional constant propagation (Wegman and Zadeck) in two parts:
//
//  1. Analysis: a three-level lattice per value (not computed yet, one
//     constant, overdefined), computed with the op folders as MLIR's
//     SparseConstantPropagation does, and the liveness of blocks and of
//     CFG edges (a cond_br or switch on a known condition has exactly one
//     live edge). A block is visited whole once, when it becomes live;
//     after that a value whose lattice changes (at most twice) visits its
//     users once each, and a forwarded branch operand reaches just the one
//     block argument it feeds, found in a per-terminator table of operand
//     ranges. So the cost is linear in operations + uses + edges, whatever
//     the shape of the CFG: MLIR's DataFlowSolver, used before, re-joined
//     every predecessor of a block whenever one of them changed and summed
//     a switch's case sizes for every edge, which made a function with one
//     N-case switch cost about N^3 (issue 13). VIR's rules:
//       - a `vir.opaque_region` is not entered: its blocks never become
//         live, so nothing inside is analysed, and its results are unknown;
//       - `vir.unreachable` never returns to a caller (reaching it is
//         undefined behaviour), so it does not spoil the callers' results;
//       - only internal functions (InternalFunctions) are tracked across
//         calls: the others get unknown arguments and their calls unknown
//         results; intraprocedurally every call is unknown and the callee is
//         never looked at (a function pass must not read its siblings);
//       - interprocedurally, a load (not volatile or atomic) at a constant
//         offset into a `constant` global with an initializer reads the
//         initializer's value there;
//       - every operation visit, use visit and edge made live spends one
//         unit of vir.max_iterations (what the solve costs); when none is
//         left the solve stops and its partial result is not used.
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
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIRABI.h"
#include "vct/Dialect/VIR/IR/VIRDialect.h"
#include "vct/Transforms/Utils/PassUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace vct;
using namespace vct::vir;

//===----------------------------------------------------------------------===//
// InternalFunctions
//===----------------------------------------------------------------------===//

InternalFunctions::InternalFunctions(ModuleOp module) {
  DenseSet<StringAttr> escaping;
  auto visit = [&](Operation *user, SymbolRefAttr ref) {
    auto call = dyn_cast<CallOp>(user);
    bool directCall =
        call && call.getCalleeAttr() == ref && !isInRegionBarrier(call);
    if (!directCall)
      escaping.insert(ref.getRootReference());
  };
  // Without the uses nothing can be proven internal.
  if (failed(walkSymbolUses(module.getBodyRegion(), visit)))
    return;
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
/// The three-level lattice of one value: not computed yet (optimistic
/// bottom), one constant (with the dialect that materializes it), or
/// overdefined.
struct LatticeValue {
  enum Kind : uint8_t { Uninitialized, Constant, Overdefined };
  Kind kind = Uninitialized;
  Attribute value;
  Dialect *dialect = nullptr;

  static LatticeValue overdefined() { return {Overdefined, {}, nullptr}; }
  static LatticeValue constant(Attribute value, Dialect *dialect) {
    return {Constant, value, dialect};
  }
  /// Joins `other` in; true if this changed.
  bool join(const LatticeValue &other) {
    if (other.kind == Uninitialized || kind == Overdefined)
      return false;
    if (kind == Uninitialized) {
      *this = other;
      return true;
    }
    if (other.kind == Constant && other.value == value)
      return false;
    *this = overdefined();
    return true;
  }
};

/// Where the forwarded operands of each successor of a terminator start in
/// its operand list, computed once per terminator: the operand ranges of a
/// switch are otherwise found by summing the sizes of all cases before.
struct SuccessorLayout {
  /// Per successor: first operand index, number of forwarded operands, and
  /// number of leading block arguments the terminator produces itself.
  SmallVector<unsigned> start, count, produced;
  /// True if the ranges are in successor order (binary search applies).
  bool sorted = true;
};
} // namespace

class ConstantSolver::Impl {
public:
  Impl(int64_t maxIterations, const InternalFunctions *internal)
      : budget{maxIterations}, internal(internal) {}

  ConstantSolver::Status solve(Operation *top);
  bool isLive(Block *block) const { return liveBlocks.contains(block); }
  const LatticeValue *lookup(Value value) const {
    auto it = lattices.find(value);
    return it == lattices.end() ? nullptr : &it->second;
  }
  int64_t getWorkDone() const { return budget.used; }
  Operation *getStoppedAt() const { return stoppedAt; }

private:
  LatticeValue get(Value value) const {
    const LatticeValue *known = lookup(value);
    return known ? *known : LatticeValue();
  }
  void join(Value value, const LatticeValue &incoming) {
    if (incoming.kind == LatticeValue::Uninitialized)
      return;
    if (lattices[value].join(incoming))
      changedValues.push_back(value);
  }
  void setOverdefined(Value value) { join(value, LatticeValue::overdefined()); }
  void setOverdefined(ValueRange values) {
    for (Value value : values)
      setOverdefined(value);
  }
  void markBlockLive(Block *block) {
    if (liveBlocks.insert(block).second)
      liveWorklist.push_back(block);
  }
  /// Makes the entry block of `func` live, its arguments overdefined.
  void enterWithUnknownCallers(FuncOp func) {
    if (func.isDeclaration())
      return;
    Block &entry = func.getBody().front();
    markBlockLive(&entry);
    setOverdefined(entry.getArguments());
  }

  const SuccessorLayout &getLayout(Operation *terminator);
  void markEdgeLive(Operation *terminator, unsigned index);
  void propagateEdge(Operation *terminator, unsigned index,
                     const SuccessorLayout &layout);

  void visitOperation(Operation *op);
  void visitTerminator(Operation *terminator);
  void visitUse(OpOperand &use);
  void visitCall(CallOp call);
  void visitReturn(ReturnOp ret);
  void fold(Operation *op);

  /// One unit of work: an operation, a use or an edge visited.
  IterationBudget budget;
  Operation *stoppedAt = nullptr;
  const InternalFunctions *internal;
  std::optional<SymbolTable> symbols;

  /// Lookups only: every order that matters comes from the worklists,
  /// which are filled in program order.
  DenseMap<Value, LatticeValue> lattices;
  DenseSet<Block *> liveBlocks;
  DenseSet<std::pair<Operation *, unsigned>> liveEdges;
  DenseMap<Operation *, SuccessorLayout> layouts;
  /// Per internal function: the join of what its live returns give back,
  /// and its live call sites.
  DenseMap<Operation *, SmallVector<LatticeValue>> returned;
  DenseMap<Operation *, SetVector<Operation *>> callers;

  SmallVector<Block *> liveWorklist;
  SmallVector<Value> changedValues;
  /// The operations whose folder returned this value, not an operand of
  /// theirs (`bitcast(bitcast x)` is `x`): they take its lattice value, so
  /// they are visited again when it changes, as its users are.
  DenseMap<Value, SmallVector<Operation *, 1>> foldDependents;
};

ConstantSolver::Status ConstantSolver::Impl::solve(Operation *top) {
  if (auto func = dyn_cast<FuncOp>(top)) {
    enterWithUnknownCallers(func);
  } else {
    symbols.emplace(top);
    // Internal functions are entered from their live calls only; every
    // other function has callers outside.
    for (Region &region : top->getRegions())
      for (Block &block : region)
        for (FuncOp func : block.getOps<FuncOp>())
          if (!internal || !internal->contains(func))
            enterWithUnknownCallers(func);
  }
  // Blocks are visited whole once when they become live; afterwards only
  // the users of changed values are.
  while (!liveWorklist.empty() || !changedValues.empty()) {
    if (!changedValues.empty()) {
      Value value = changedValues.pop_back_val();
      // A snapshot: a folder that works in place (and is undone) moves uses
      // around in their lists.
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : value.getUses())
        uses.push_back(&use);
      for (OpOperand *use : uses) {
        if (!budget.take()) {
          stoppedAt = use->getOwner();
          return Status::BudgetExhausted;
        }
        if (liveBlocks.contains(use->getOwner()->getBlock()))
          visitUse(*use);
      }
      auto dependents = foldDependents.find(value);
      if (dependents != foldDependents.end()) {
        SmallVector<Operation *, 1> ops = dependents->second;
        for (Operation *op : ops) {
          if (!budget.take()) {
            stoppedAt = op;
            return Status::BudgetExhausted;
          }
          if (liveBlocks.contains(op->getBlock()))
            visitOperation(op);
        }
      }
      continue;
    }
    Block *block = liveWorklist.pop_back_val();
    for (Operation &op : *block) {
      if (!budget.take()) {
        stoppedAt = &op;
        return Status::BudgetExhausted;
      }
      visitOperation(&op);
    }
  }
  return budget.exhausted ? Status::BudgetExhausted : Status::Solved;
}

const SuccessorLayout &ConstantSolver::Impl::getLayout(Operation *terminator) {
  auto [it, inserted] = layouts.try_emplace(terminator);
  SuccessorLayout &layout = it->second;
  if (!inserted)
    return layout;
  unsigned numSuccessors = terminator->getNumSuccessors();
  if (auto switchOp = dyn_cast<SwitchOp>(terminator)) {
    // flag, default operands, then the cases' operands back to back.
    OperandRange defaults = switchOp.getDefaultOperands();
    unsigned next = 1;
    layout.start.push_back(next);
    layout.count.push_back(defaults.size());
    next += defaults.size();
    for (int32_t size : switchOp.getCaseOperandSegments()) {
      layout.start.push_back(next);
      layout.count.push_back(size);
      next += size;
    }
    layout.produced.assign(numSuccessors, 0);
    return layout;
  }
  auto branch = dyn_cast<BranchOpInterface>(terminator);
  unsigned last = 0;
  for (unsigned index = 0; index < numSuccessors; ++index) {
    unsigned start = 0, count = 0, produced = 0;
    if (branch) {
      SuccessorOperands operands = branch.getSuccessorOperands(index);
      OperandRange forwarded = operands.getForwardedOperands();
      count = forwarded.size();
      start = count ? forwarded.getBeginOperandIndex() : 0;
      produced = operands.getProducedOperandCount();
    }
    if (count && start < last)
      layout.sorted = false;
    if (count)
      last = start;
    layout.start.push_back(start);
    layout.count.push_back(count);
    layout.produced.push_back(produced);
  }
  return layout;
}

void ConstantSolver::Impl::propagateEdge(Operation *terminator, unsigned index,
                                         const SuccessorLayout &layout) {
  Block *dest = terminator->getSuccessor(index);
  // A terminator that is not a branch says nothing of what it passes.
  if (!isa<BranchOpInterface>(terminator))
    return setOverdefined(dest->getArguments());
  unsigned produced = layout.produced[index];
  for (unsigned i = 0; i < produced && i < dest->getNumArguments(); ++i)
    setOverdefined(dest->getArgument(i));
  for (unsigned i = 0, e = layout.count[index]; i < e; ++i)
    if (produced + i < dest->getNumArguments())
      join(dest->getArgument(produced + i),
           get(terminator->getOperand(layout.start[index] + i)));
}

void ConstantSolver::Impl::markEdgeLive(Operation *terminator, unsigned index) {
  if (!budget.take() || !liveEdges.insert({terminator, index}).second)
    return;
  markBlockLive(terminator->getSuccessor(index));
  propagateEdge(terminator, index, getLayout(terminator));
}

/// The value of `loadType` at byte `offset` of an object of `type`
/// initialized with `init`, if it is one scalar of the initializer (or
/// zero); null otherwise.
static Attribute readInitializer(Type type, Attribute init, uint64_t offset,
                                 Type loadType) {
  uint64_t loadSize = getStoreSize(loadType);
  uint64_t size = getAllocSize(type);
  if (offset >= size || loadSize > size - offset)
    return {};
  if (isa<ZeroInitAttr>(init)) {
    if (isa<PtrType>(loadType))
      return init;
    if (isa<IntegerType>(loadType))
      return IntegerAttr::get(loadType, 0);
    if (isa<FloatType>(loadType))
      return FloatAttr::get(loadType, 0.0);
    return {};
  }
  if (auto array = dyn_cast<ArrayType>(type)) {
    Type element = array.getElementType();
    uint64_t elementSize = getAllocSize(element);
    if (elementSize == 0)
      return {};
    uint64_t index = offset / elementSize;
    if (auto string = dyn_cast<StringAttr>(init)) {
      if (!element.isInteger(8) || loadType != element ||
          index >= string.size())
        return {};
      return IntegerAttr::get(
          element, APInt(8, static_cast<uint8_t>(string.getValue()[index])));
    }
    auto elements = dyn_cast<ArrayAttr>(init);
    if (!elements || index >= elements.size())
      return {};
    return readInitializer(element, elements[index],
                           offset - index * elementSize, loadType);
  }
  if (auto structure = dyn_cast<StructType>(type)) {
    auto elements = dyn_cast<ArrayAttr>(init);
    ArrayRef<Type> body = structure.getBody();
    if (!elements || elements.size() != body.size())
      return {};
    for (auto [index, field] : llvm::enumerate(body)) {
      uint64_t start = structure.getFieldOffset(index);
      if (offset >= start && offset - start < getAllocSize(field))
        return readInitializer(field, elements[index], offset - start,
                               loadType);
    }
    return {};
  }
  if (offset != 0 || type != loadType)
    return {};
  // An address in an i64 (`(uintptr_t)&x`) has no constant to fold to.
  if (auto address = dyn_cast<AddressAttr>(init))
    return address.getOffset() == 0 && isa<PtrType>(type) ? address.getSymbol()
                                                          : Attribute();
  if (auto typed = dyn_cast<TypedAttr>(init);
      typed && typed.getType() == loadType && isa<IntegerAttr, FloatAttr>(init))
    return init;
  return {};
}

/// The value `load` reads when its address is a constant offset into a
/// `constant` global with an initializer; null otherwise.
static Attribute foldConstantGlobalLoad(LoadOp load, SymbolTable &symbols) {
  if (load.getVolatile_() || load.getOrdering())
    return {};
  MemoryLocation location = MemoryLocation::get(load.getAddr(), std::nullopt);
  auto addressOf = location.base.getDefiningOp<AddressOfOp>();
  if (!addressOf || !location.offset || *location.offset < 0)
    return {};
  auto global = symbols.lookup<GlobalOp>(addressOf.getSymbolAttr().getAttr());
  // A weak global's initializer may be replaced at link time.
  if (!global || !global.getConstant() || !global.getInitialValue() ||
      isInterposable(global))
    return {};
  return readInitializer(global.getGlobalType(), *global.getInitialValue(),
                         static_cast<uint64_t>(*location.offset),
                         load.getType());
}

std::optional<std::string> vct::getConstantString(GlobalOp global,
                                                  uint64_t maxLength) {
  // A weak global's initializer may be replaced at link time.
  if (!global || !global.getConstant() || !global.getInitialValue() ||
      isInterposable(global))
    return std::nullopt;
  Type byte = IntegerType::get(global.getContext(), 8);
  Type type = global.getGlobalType();
  Attribute init = *global.getInitialValue();
  uint64_t size = std::min(getAllocSize(type), maxLength + 1);
  std::string bytes;
  for (uint64_t offset = 0; offset < size; ++offset) {
    auto value = dyn_cast_or_null<IntegerAttr>(
        readInitializer(type, init, offset, byte));
    if (!value)
      return std::nullopt;
    if (value.getValue().isZero())
      return bytes;
    bytes.push_back(static_cast<char>(value.getValue().getZExtValue()));
  }
  return std::nullopt;
}

/// The result of `call` if an epoch-valid `#vir.libcall` says what it
/// computes and its arguments are known: `strlen` of the address of a
/// `constant` global holding a NUL-terminated string.
static Attribute foldLibraryCall(CallOp call, Attribute argument,
                                 SymbolTable &symbols) {
  auto symbol = dyn_cast_or_null<FlatSymbolRefAttr>(argument);
  if (!symbol)
    return {};
  std::optional<std::string> string =
      getConstantString(symbols.lookup<GlobalOp>(symbol.getAttr()));
  auto resultType = cast<IntegerType>(call->getResult(0).getType());
  if (!string || !llvm::isUIntN(resultType.getWidth(), string->size()))
    return {};
  return IntegerAttr::get(resultType, string->size());
}

void ConstantSolver::Impl::visitOperation(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>())
    return visitTerminator(op);
  if (auto call = dyn_cast<CallOp>(op))
    return visitCall(call);
  // A region barrier is not entered and its results are unknown; no other
  // VIR operation inside a function has regions.
  if (op->getNumRegions())
    return setOverdefined(op->getResults());
  if (auto load = dyn_cast<LoadOp>(op); load && symbols)
    if (Attribute value = foldConstantGlobalLoad(load, *symbols))
      return join(load.getResult(),
                  LatticeValue::constant(value, op->getDialect()));
  fold(op);
}

void ConstantSolver::Impl::visitTerminator(Operation *terminator) {
  if (auto ret = dyn_cast<ReturnOp>(terminator))
    return visitReturn(ret);
  // Reaching `vir.unreachable` is undefined behaviour: it gives nothing
  // back to the callers.
  if (isa<UnreachableOp>(terminator) || terminator->getNumSuccessors() == 0)
    return;
  // A branch on a known condition has one live edge, chosen exactly (a
  // switch may reach one block through several cases with different
  // operands). A branch waits until its condition is computed.
  std::optional<unsigned> taken;
  if (auto condBr = dyn_cast<CondBrOp>(terminator)) {
    LatticeValue condition = get(condBr.getCondition());
    if (condition.kind == LatticeValue::Uninitialized)
      return;
    if (auto known = dyn_cast_or_null<IntegerAttr>(condition.value))
      taken = known.getValue().isOne() ? 0 : 1;
  } else if (auto switchOp = dyn_cast<SwitchOp>(terminator)) {
    LatticeValue flag = get(switchOp.getFlag());
    if (flag.kind == LatticeValue::Uninitialized)
      return;
    if (auto known = dyn_cast_or_null<IntegerAttr>(flag.value)) {
      // As SwitchOp::getSuccessorForOperands reads it.
      const APInt &bits = known.getValue();
      int64_t value =
          bits.getBitWidth() == 1 ? bits.getZExtValue() : bits.getSExtValue();
      taken = 0;
      if (auto values = switchOp.getCaseValues())
        for (auto [index, caseValue] : llvm::enumerate(*values))
          if (caseValue == value) {
            taken = index + 1;
            break;
          }
    }
  } else if (isa<BrOp>(terminator)) {
    taken = 0;
  }
  if (taken)
    return markEdgeLive(terminator, *taken);
  for (unsigned index = 0, e = terminator->getNumSuccessors(); index < e;
       ++index)
    markEdgeLive(terminator, index);
}

void ConstantSolver::Impl::visitUse(OpOperand &use) {
  Operation *user = use.getOwner();
  if (user->getNumSuccessors() == 0 || !user->hasTrait<OpTrait::IsTerminator>())
    return visitOperation(user);
  // A forwarded operand reaches one argument of one successor, and only
  // if that edge is live; any other operand (a condition) decides edges.
  const SuccessorLayout &layout = getLayout(user);
  unsigned number = use.getOperandNumber();
  auto forwards = [&](unsigned index) {
    return layout.count[index] && layout.start[index] <= number &&
           number < layout.start[index] + layout.count[index];
  };
  std::optional<unsigned> successor;
  if (layout.sorted) {
    // The last successor whose operands start at or before `number`.
    auto it = llvm::upper_bound(layout.start, number);
    for (unsigned index = it - layout.start.begin(); index-- > 0;) {
      if (forwards(index)) {
        successor = index;
        break;
      }
      if (layout.count[index])
        break;
    }
  } else {
    for (unsigned index = 0, e = layout.start.size(); index < e; ++index)
      if (forwards(index)) {
        successor = index;
        break;
      }
  }
  if (!successor)
    return visitTerminator(user);
  if (!liveEdges.contains({user, *successor}))
    return;
  Block *dest = user->getSuccessor(*successor);
  unsigned argument =
      layout.produced[*successor] + number - layout.start[*successor];
  if (!isa<BranchOpInterface>(user) || argument >= dest->getNumArguments())
    return;
  join(dest->getArgument(argument), get(use.get()));
}

void ConstantSolver::Impl::visitCall(CallOp call) {
  if (symbols && getLibraryFunction(call) == "strlen") {
    LatticeValue argument = get(call.getArgs()[0]);
    if (argument.kind == LatticeValue::Uninitialized)
      return;
    if (Attribute length = foldLibraryCall(call, argument.value, *symbols))
      return join(call->getResult(0),
                  LatticeValue::constant(length, call->getDialect()));
    return setOverdefined(call->getResults());
  }
  FuncOp callee;
  if (internal && internal->isTrackedCall(call) && symbols)
    callee = symbols->lookup<FuncOp>(call.getCalleeAttr().getAttr());
  if (!callee || callee.isDeclaration())
    return setOverdefined(call->getResults());
  callers[callee].insert(call);
  Block &entry = callee.getBody().front();
  markBlockLive(&entry);
  OperandRange arguments = call.getArgOperands();
  if (arguments.size() != entry.getNumArguments()) {
    setOverdefined(entry.getArguments());
    return setOverdefined(call->getResults());
  }
  for (auto [argument, operand] :
       llvm::zip_equal(entry.getArguments(), arguments))
    join(argument, get(operand));
  auto it = returned.find(callee);
  if (it == returned.end())
    return;
  if (it->second.size() != call->getNumResults())
    return setOverdefined(call->getResults());
  // Copied: joining may grow the lattice map, not this one.
  SmallVector<LatticeValue> results = it->second;
  for (auto [result, value] : llvm::zip_equal(call->getResults(), results))
    join(result, value);
}

void ConstantSolver::Impl::visitReturn(ReturnOp ret) {
  auto func = ret->getParentOfType<FuncOp>();
  if (!internal || !func || !internal->contains(func))
    return;
  SmallVector<LatticeValue> &values = returned[func];
  ValueRange operands = ret.getValues();
  if (values.empty())
    values.resize(operands.size());
  if (values.size() != operands.size())
    return;
  bool changed = false;
  for (auto [value, operand] : llvm::zip_equal(values, operands))
    changed |= value.join(get(operand));
  if (!changed)
    return;
  SmallVector<LatticeValue> results = values;
  auto it = callers.find(func);
  if (it == callers.end())
    return;
  for (Operation *call : it->second) {
    if (!budget.take())
      return;
    if (call->getNumResults() != results.size())
      continue;
    for (auto [result, value] : llvm::zip_equal(call->getResults(), results))
      join(result, value);
  }
}

/// The results of `op` from its folder applied to its operands' constants,
/// as MLIR's SparseConstantPropagation does it: nothing while an operand is
/// not computed yet, overdefined when the folder fails or folds in place.
void ConstantSolver::Impl::fold(Operation *op) {
  if (op->getNumResults() == 0)
    return;
  SmallVector<Attribute, 4> constants;
  for (Value operand : op->getOperands()) {
    LatticeValue value = get(operand);
    if (value.kind == LatticeValue::Uninitialized)
      return;
    constants.push_back(value.value);
  }
  SmallVector<OpFoldResult, 4> folded;
  if (failed(foldWithoutChange(op, constants, folded)))
    return setOverdefined(op->getResults());
  for (auto [result, foldResult] : llvm::zip(op->getResults(), folded)) {
    if (auto attr = dyn_cast_if_present<Attribute>(foldResult)) {
      join(result, LatticeValue::constant(attr, op->getDialect()));
      continue;
    }
    Value same = cast<Value>(foldResult);
    if (!llvm::is_contained(op->getOperands(), same)) {
      SmallVector<Operation *, 1> &dependents = foldDependents[same];
      if (!llvm::is_contained(dependents, op))
        dependents.push_back(op);
    }
    join(result, get(same));
  }
}

ConstantSolver::ConstantSolver(int64_t maxIterations,
                               const InternalFunctions *internal)
    : impl(std::make_unique<Impl>(maxIterations, internal)) {}

ConstantSolver::~ConstantSolver() = default;

ConstantSolver::Status ConstantSolver::solve(Operation *top) {
  return impl->solve(top);
}

int64_t ConstantSolver::getWorkDone() const { return impl->getWorkDone(); }

Operation *ConstantSolver::getStoppedAt() const { return impl->getStoppedAt(); }

bool ConstantSolver::isLive(Block *block) { return impl->isLive(block); }

std::pair<Attribute, Dialect *> ConstantSolver::getConstant(Value value) {
  const LatticeValue *lattice = impl->lookup(value);
  if (!lattice || lattice->kind != LatticeValue::Constant)
    return {};
  return {lattice->value, lattice->dialect};
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
    // An operation's first result is its last to be visited. A library
    // call whose result is now a constant only read memory (the
    // `#vir.libcall` fact of strlen), so it goes with its uses.
    auto isDeadLibraryCall = [&] {
      return owner->use_empty() && isReadOnlyLibCall(owner);
    };
    if (!owner || value != owner->getResult(0) ||
        !(isOpTriviallyDead(owner) || isDeadLibraryCall()))
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
