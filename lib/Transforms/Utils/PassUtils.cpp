//===- PassUtils.cpp - Helpers shared by the VIR passes -------------------===//

#include "vct/Transforms/Utils/PassUtils.h"
#include "vct/Analysis/AliasInfo.h"
#include "vct/Analysis/LoopInfo.h"
#include "vct/Analysis/RangeInfo.h"
#include "vct/Analysis/TraitView.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Transforms/Utils/CFGUtils.h"
#include "vct/Transforms/Utils/RequestAccounting.h"

#include "mlir/Analysis/CallGraph.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/Utils/InferIntRangeCommon.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/IR/InstrTypes.h"

#include "mlir/Interfaces/SideEffectInterfaces.h"
#include <optional>

using namespace mlir;
using namespace vct;
using namespace vct::vir;

std::string vct::describeRequestSubject(Operation *op) {
  if (auto call = dyn_cast<CallOp>(op)) {
    if (FlatSymbolRefAttr callee = call.getCalleeAttr())
      return ("call to @" + callee.getValue()).str();
    return "indirect call";
  }
  // A function's own requests: call-edge requests for its calls, the
  // vectorize request for its straight-line code.
  if (auto func = dyn_cast<FuncOp>(op))
    return ("function @" + func.getName()).str();
  auto func = op->getParentOfType<FuncOp>();
  std::string where = func ? (" in @" + func.getName()).str() : "";
  bool loop =
      llvm::any_of(TraitView::forOp(op).getRequests(), [](RequestAttr request) {
        return getRequestCategory(request.getKind()) == RequestCategory::Loop;
      });
  if (loop)
    return "loop with back edge" + where;
  return ("block ending in " + op->getName().getStringRef() + where).str();
}

bool vct::hasActionRequests(Operation *op) {
  return !TraitView::forOp(op).getRequests().empty();
}

unsigned vct::foldConstantOperations(ArrayRef<Operation *> ops) {
  // Last in, first out; an operation is queued again only when one of its
  // operands was folded, so each try follows an erased definition's use.
  llvm::SetVector<Operation *> worklist(ops.begin(), ops.end());
  unsigned folded = 0;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (op->getNumResults() == 0 || op->getNumRegions() ||
        !isMemoryEffectFree(op) || hasActionRequests(op) ||
        !llvm::all_of(op->getOperands(), [](Value operand) {
          return matchPattern(operand, m_Constant());
        }))
      continue;
    OpBuilder builder(op);
    SmallVector<Value> results;
    if (failed(builder.tryFold(op, results)) || results.empty())
      continue;
    for (auto [result, replacement] : llvm::zip(op->getResults(), results)) {
      for (Operation *user : result.getUsers())
        worklist.insert(user);
      result.replaceAllUsesWith(replacement);
    }
    op->erase();
    ++folded;
  }
  return folded;
}

LogicalResult vct::reportDroppedRequests(PassReporter &reporter, Operation *op,
                                         StringRef why) {
  SmallVector<RequestAttr> requests = TraitView::forOp(op).getRequests();
  if (requests.empty())
    return success();
  std::string subject = describeRequestSubject(op);
  bool failed = false;
  for (RequestAttr request : requests)
    failed |= mlir::failed(reporter.recordRequest(
        op, subject,
        RequestResult::deny(request, DenyReason::AlreadyDone, why.str())));
  return failure(failed);
}

LogicalResult vct::transferBranchTraits(PassReporter &reporter, Operation *old,
                                        Operation *replacement) {
  ArrayRef<Attribute> traits = getTraitList(old);
  if (traits.empty())
    return success();
  std::optional<DominanceInfo> dominance;
  auto isBackEdge = [&] {
    if (!dominance)
      dominance.emplace(replacement->getParentOp());
    return formsBackEdge(replacement, *dominance);
  };
  TraitView view = TraitView::forOp(old);
  SmallVector<Attribute> kept;
  bool failed = false;
  for (Attribute trait : traits) {
    auto request = dyn_cast<RequestAttr>(trait);
    if (!request ||
        getRequestCategory(request.getKind()) != RequestCategory::Loop ||
        isBackEdge()) {
      kept.push_back(trait);
      continue;
    }
    // A valid loop request on a back edge folded away: account for it. A
    // stale one was never going to be evaluated.
    if (llvm::is_contained(view.getValid(), cast<TraitAttrInterface>(trait)))
      failed |= mlir::failed(reporter.recordRequest(
          old, describeRequestSubject(old),
          RequestResult::deny(request, DenyReason::AlreadyDone,
                              "the loop's back edge was folded away")));
  }
  setTraitList(replacement, kept);
  transferRequestIds(old, replacement);
  return failure(failed);
}

LogicalResult vct::replaceWithBranch(PassReporter &reporter, Operation *old,
                                     Block *dest, ValueRange operands) {
  OpBuilder builder(old);
  auto branch = BrOp::create(builder, old->getLoc(), dest, operands);
  // Whether a block is dominated does not depend on its own outgoing
  // edges, so asking before the old terminator goes is fine.
  LogicalResult result = transferBranchTraits(reporter, old, branch);
  old->erase();
  return result;
}

unsigned vct::removeUnreachableBlocks(PassReporter &reporter, Region &region,
                                      bool &internalError) {
  if (region.empty())
    return 0;
  llvm::df_iterator_default_set<Block *, 16> reachable;
  for (Block *block : llvm::depth_first_ext(&region.front(), reachable))
    (void)block;
  SmallVector<Block *> dead;
  for (Block &block : region)
    if (!reachable.contains(&block))
      dead.push_back(&block);
  if (dead.empty())
    return 0;

  for (Block *block : dead)
    for (Operation &op : *block)
      internalError |= failed(
          reportDroppedRequests(reporter, &op, "the code is unreachable"));
  eraseBlocks(dead);
  return dead.size();
}

void vct::eraseBlocks(ArrayRef<Block *> blocks) {
  // The blocks may use each other's values: drop every reference before
  // erasing any of them.
  for (Block *block : blocks)
    block->dropAllReferences();
  for (Block *block : blocks) {
    block->dropAllDefinedValueUses();
    block->erase();
  }
}

void vct::appendSuccessorOperand(Block *from, Block *to, Value value) {
  auto branch = cast<BranchOpInterface>(from->getTerminator());
  for (unsigned i = 0, e = branch->getNumSuccessors(); i != e; ++i)
    if (branch->getSuccessor(i) == to)
      branch.getSuccessorOperands(i).append(value);
}

void vct::eraseBlockArgument(Block *block, unsigned index) {
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = cast<BranchOpInterface>((*it)->getTerminator());
    branch.getSuccessorOperands(it.getSuccessorIndex()).erase(index);
  }
  block->getArgument(index).dropAllUses();
  block->eraseArgument(index);
}

std::optional<unsigned> vct::getEdgeArgumentIndex(OpOperand &use, Block *to) {
  auto branch = dyn_cast<BranchOpInterface>(use.getOwner());
  if (!branch)
    return std::nullopt;
  for (unsigned i = 0, e = branch->getNumSuccessors(); i != e; ++i) {
    if (branch->getSuccessor(i) != to)
      continue;
    SuccessorOperands operands = branch.getSuccessorOperands(i);
    OperandRange forwarded = operands.getForwardedOperands();
    unsigned begin = forwarded.getBeginOperandIndex();
    if (!forwarded.empty() && use.getOperandNumber() >= begin &&
        use.getOperandNumber() < begin + forwarded.size())
      return operands.getProducedOperandCount() + use.getOperandNumber() -
             begin;
  }
  return std::nullopt;
}

void vct::eraseBlockArguments(Block *block, const llvm::BitVector &indices) {
  if (indices.none())
    return;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = cast<BranchOpInterface>((*it)->getTerminator());
    SuccessorOperands operands =
        branch.getSuccessorOperands(it.getSuccessorIndex());
    SmallVector<Value> kept;
    for (unsigned i = operands.getProducedOperandCount(), n = operands.size();
         i < n; ++i)
      if (!indices.test(i))
        kept.push_back(operands[i]);
    operands.getMutableForwardedOperands().assign(kept);
  }
  for (unsigned index : indices.set_bits())
    block->getArgument(index).dropAllUses();
  block->eraseArguments(indices);
}

uint64_t BlockPositions::get(Operation *op) {
  auto it = positions.find(op);
  if (it != positions.end())
    return it->second;
  number(op->getBlock());
  return positions.lookup(op);
}

size_t BlockPositions::number(Block *block) {
  size_t count = 0;
  for (Operation &op : *block)
    positions[&op] = ++count * kStride;
  return count;
}

bool BlockPositions::numberInserted(Operation *next) {
  uint64_t high = get(next);
  SmallVector<Operation *> inserted;
  Operation *prev = next->getPrevNode();
  for (; prev && !positions.count(prev); prev = prev->getPrevNode())
    inserted.push_back(prev);
  uint64_t low = prev ? positions.lookup(prev) : 0;
  uint64_t gap = (high - low) / (inserted.size() + 1);
  if (gap == 0) {
    number(next->getBlock());
    return true;
  }
  for (auto [index, op] : llvm::enumerate(llvm::reverse(inserted)))
    positions[op] = low + (index + 1) * gap;
  return false;
}

uint64_t vct::getAccessAlignment(Operation *access) {
  if (auto load = dyn_cast<LoadOp>(access))
    return load.getAlignment().value_or(getABIAlignment(load.getType()));
  auto store = cast<StoreOp>(access);
  return store.getAlignment().value_or(
      getABIAlignment(store.getValue().getType()));
}

SmallVector<Attribute>
vct::getCommonAliasFacts(ArrayRef<Operation *> accesses) {
  SmallVector<Attribute> facts;
  for (Attribute trait : getTraitList(accesses.front()))
    if (isa<NoAliasAttr, TBAAAttr>(trait) &&
        llvm::all_of(accesses, [&](Operation *access) {
          return llvm::is_contained(getTraitList(access), trait);
        }))
      facts.push_back(trait);
  return facts;
}

LogicalResult vct::foldWithoutChange(Operation *op,
                                     ArrayRef<Attribute> constants,
                                     SmallVectorImpl<OpFoldResult> &results) {
  SmallVector<Value, 4> operands(op->getOperands());
  DictionaryAttr attributes = op->getAttrDictionary();
  results.clear();
  if (failed(op->fold(constants, results)))
    return failure();
  if (!results.empty())
    return success();
  // Undone only where it changed something: resetting operands re-links
  // their uses.
  if (!llvm::equal(op->getOperands(), operands))
    op->setOperands(operands);
  if (op->getAttrDictionary() != attributes)
    op->setAttrs(attributes);
  return failure();
}

std::optional<APInt> vct::getScalarConstant(Value value) {
  APInt constant;
  if (isa<IntegerType>(value.getType()) &&
      matchPattern(value, m_ConstantInt(&constant)))
    return constant;
  return std::nullopt;
}

std::optional<APInt> vct::getIncomingScalarConstant(Value value) {
  // A few blocks deep at most (a preheader, the exit of a loop before it).
  for (unsigned depth = 0; depth < 4; ++depth) {
    auto argument = dyn_cast<BlockArgument>(value);
    if (!argument || argument.getOwner()->isEntryBlock())
      break;
    // What every edge into the block passes: one value, or equal constants.
    Block *block = argument.getOwner();
    Value same;
    std::optional<APInt> constant;
    bool first = true;
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
      auto branch = dyn_cast<BranchOpInterface>((*it)->getTerminator());
      if (!branch)
        return std::nullopt;
      Value incoming = branch.getSuccessorOperands(
          it.getSuccessorIndex())[argument.getArgNumber()];
      if (!incoming)
        return std::nullopt;
      std::optional<APInt> known = getScalarConstant(incoming);
      if (first) {
        same = incoming;
        constant = known;
        first = false;
        continue;
      }
      if (incoming != same)
        same = Value();
      if (!known || !constant || *known != *constant)
        constant.reset();
      if (!same && !constant)
        return std::nullopt;
    }
    if (constant)
      return constant;
    if (!same || same == value)
      return std::nullopt;
    value = same;
  }
  return getScalarConstant(value);
}

bool vct::isSignedICmpPredicate(ICmpPredicate predicate) {
  return predicate == ICmpPredicate::slt || predicate == ICmpPredicate::sle ||
         predicate == ICmpPredicate::sgt || predicate == ICmpPredicate::sge;
}

static llvm::CmpInst::Predicate toLLVMPredicate(ICmpPredicate predicate) {
  switch (predicate) {
  case ICmpPredicate::eq:
    return llvm::CmpInst::ICMP_EQ;
  case ICmpPredicate::ne:
    return llvm::CmpInst::ICMP_NE;
  case ICmpPredicate::slt:
    return llvm::CmpInst::ICMP_SLT;
  case ICmpPredicate::sle:
    return llvm::CmpInst::ICMP_SLE;
  case ICmpPredicate::sgt:
    return llvm::CmpInst::ICMP_SGT;
  case ICmpPredicate::sge:
    return llvm::CmpInst::ICMP_SGE;
  case ICmpPredicate::ult:
    return llvm::CmpInst::ICMP_ULT;
  case ICmpPredicate::ule:
    return llvm::CmpInst::ICMP_ULE;
  case ICmpPredicate::ugt:
    return llvm::CmpInst::ICMP_UGT;
  case ICmpPredicate::uge:
    return llvm::CmpInst::ICMP_UGE;
  }
  llvm_unreachable("unknown predicate");
}

static ICmpPredicate fromLLVMPredicate(llvm::CmpInst::Predicate predicate) {
  switch (predicate) {
  case llvm::CmpInst::ICMP_EQ:
    return ICmpPredicate::eq;
  case llvm::CmpInst::ICMP_NE:
    return ICmpPredicate::ne;
  case llvm::CmpInst::ICMP_SLT:
    return ICmpPredicate::slt;
  case llvm::CmpInst::ICMP_SLE:
    return ICmpPredicate::sle;
  case llvm::CmpInst::ICMP_SGT:
    return ICmpPredicate::sgt;
  case llvm::CmpInst::ICMP_SGE:
    return ICmpPredicate::sge;
  case llvm::CmpInst::ICMP_ULT:
    return ICmpPredicate::ult;
  case llvm::CmpInst::ICMP_ULE:
    return ICmpPredicate::ule;
  case llvm::CmpInst::ICMP_UGT:
    return ICmpPredicate::ugt;
  case llvm::CmpInst::ICMP_UGE:
    return ICmpPredicate::uge;
  default:
    llvm_unreachable("not an integer predicate");
  }
}

std::optional<ConstantCompare> vct::matchConstantCompare(Value condition) {
  auto icmp = condition.getDefiningOp<ICmpOp>();
  if (!icmp)
    return std::nullopt;
  ICmpPredicate predicate = icmp.getPredicate();
  Value x = icmp.getLhs();
  std::optional<APInt> c = getScalarConstant(icmp.getRhs());
  if (!c) {
    c = getScalarConstant(icmp.getLhs());
    x = icmp.getRhs();
    predicate = swapICmpPredicate(predicate);
  }
  auto type = dyn_cast<IntegerType>(x.getType());
  if (!c || !type || type.getWidth() < 2 || type.getWidth() > 64 ||
      getScalarConstant(x))
    return std::nullopt;
  llvm::ConstantRange range =
      llvm::ConstantRange::makeExactICmpRegion(toLLVMPredicate(predicate), *c);
  if (auto add = x.getDefiningOp<AddOp>())
    if (std::optional<APInt> offset = getScalarConstant(add.getRhs());
        offset && !getScalarConstant(add.getLhs())) {
      x = add.getLhs();
      range = range.subtract(*offset);
    }
  return ConstantCompare{x, range};
}

std::optional<bool> vct::decideRangeTest(const llvm::ConstantRange &range,
                                         const llvm::ConstantRange &known) {
  if (range.contains(known))
    return true;
  if (range.intersectWith(known).isEmptySet())
    return false;
  return std::nullopt;
}

bool vct::rangeTestNeedsOffset(const llvm::ConstantRange &range,
                               const llvm::ConstantRange &known) {
  llvm::CmpInst::Predicate predicate;
  APInt rhs, offset;
  return !decideRangeTest(range, known) &&
         (range.getEquivalentICmp(predicate, rhs, offset), !offset.isZero());
}

llvm::ConstantRange vct::getKnownRange(const RangeInfo &ranges, Value value) {
  unsigned width = cast<IntegerType>(value.getType()).getWidth();
  std::optional<ConstantIntRanges> known = ranges.getRange(value);
  if (!known)
    return llvm::ConstantRange::getFull(width);
  return llvm::ConstantRange::getNonEmpty(known->smin(), known->smax() + 1)
      .intersectWith(
          llvm::ConstantRange::getNonEmpty(known->umin(), known->umax() + 1));
}

Value vct::buildRangeTest(OpBuilder &builder, Location loc, Value x,
                          const llvm::ConstantRange &range,
                          const llvm::ConstantRange &known) {
  Type i1 = builder.getI1Type();
  if (std::optional<bool> decided = decideRangeTest(range, known))
    return ConstantOp::create(builder, loc, i1,
                              builder.getIntegerAttr(i1, *decided));
  llvm::CmpInst::Predicate predicate;
  APInt rhs, offset;
  range.getEquivalentICmp(predicate, rhs, offset);
  Type type = x.getType();
  Value offsetConstant;
  if (!offset.isZero())
    offsetConstant = ConstantOp::create(builder, loc, type,
                                        builder.getIntegerAttr(type, offset));
  Value bound =
      ConstantOp::create(builder, loc, type, builder.getIntegerAttr(type, rhs));
  if (offsetConstant)
    x = AddOp::create(builder, loc, x, offsetConstant);
  return ICmpOp::create(builder, loc, fromLLVMPredicate(predicate), x, bound);
}

ICmpPredicate vct::toUnsignedICmpPredicate(ICmpPredicate predicate) {
  switch (predicate) {
  case ICmpPredicate::slt:
    return ICmpPredicate::ult;
  case ICmpPredicate::sle:
    return ICmpPredicate::ule;
  case ICmpPredicate::sgt:
    return ICmpPredicate::ugt;
  case ICmpPredicate::sge:
    return ICmpPredicate::uge;
  default:
    return predicate;
  }
}

std::optional<bool> vct::evaluateByRanges(ICmpPredicate predicate,
                                          const ConstantIntRanges &lhs,
                                          const ConstantIntRanges &rhs) {
  if (predicate == ICmpPredicate::eq || predicate == ICmpPredicate::ne) {
    bool equal = predicate == ICmpPredicate::eq;
    std::optional<APInt> lhsConstant = lhs.getConstantValue();
    std::optional<APInt> rhsConstant = rhs.getConstantValue();
    if (lhsConstant && rhsConstant && *lhsConstant == *rhsConstant)
      return equal;
    bool disjoint = lhs.umax().ult(rhs.umin()) || rhs.umax().ult(lhs.umin()) ||
                    lhs.smax().slt(rhs.smin()) || rhs.smax().slt(lhs.smin());
    if (disjoint)
      return !equal;
    return std::nullopt;
  }
  return intrange::evaluatePred(static_cast<intrange::CmpPredicate>(predicate),
                                lhs, rhs);
}

bool vct::mayWriteMemory(Operation *op) {
  if (isMemoryEffectFree(op))
    return false;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op))
    return effects.hasEffect<MemoryEffects::Write>();
  return true;
}

FuncOp vct::forEachDefinitionInBudget(ModuleOp module, IterationBudget &budget,
                                      function_ref<LogicalResult(FuncOp)> fn,
                                      bool &failedAny) {
  SmallVector<FuncOp> funcs(module.getOps<FuncOp>());
  for (FuncOp func : funcs) {
    if (func.isDeclaration())
      continue;
    failedAny |= failed(fn(func));
    if (budget.exhausted)
      return func;
  }
  return {};
}

bool vct::isPureCall(Operation *op) {
  if (!isa<CallOp>(op))
    return false;
  TraitView traits = TraitView::forOp(op);
  return traits.has<NoReadAttr>() && traits.has<NoWriteAttr>() &&
         !traits.has<NoReturnAttr>();
}

StringRef vct::getLibraryFunction(Operation *op) {
  auto call = dyn_cast<CallOp>(op);
  if (!call || call.isIndirect())
    return {};
  for (TraitAttrInterface trait : TraitView::forOp(call).getValid())
    if (auto libCall = dyn_cast<LibCallAttr>(trait))
      return libCall.getFunction().getValue();
  return {};
}

bool vct::isReadOnlyLibCall(Operation *op) {
  return getLibraryFunction(op) == "strlen";
}

bool vct::isPureComputation(Operation *op) {
  return isMemoryEffectFree(op) || isPureCall(op);
}

bool vct::isRemovableWhenUnused(Operation *op) {
  if (op->hasTrait<OpTrait::IsTerminator>())
    return false;
  if (isa<CallOp>(op)) {
    TraitView traits = TraitView::forOp(op);
    return traits.has<NoReadAttr>() && traits.has<NoWriteAttr>();
  }
  // A stack slot whose address nothing uses cannot be observed (vir.alloca
  // declares no memory effects, which MLIR would read as "unknown").
  if (isa<AllocaOp>(op))
    return true;
  return wouldOpBeTriviallyDead(op);
}

void vct::finishPass(PassReporter &reporter, Operation *scope,
                     const PassOutcome &outcome,
                     mlir::detail::PreservedAnalyses &preserved) {
  if (outcome.budgetExhausted)
    reporter.budgetExhausted(scope, "vir.max_iterations", outcome.budgetNote);
  if (!outcome.changed)
    return preserved.preserveAll();
  if (!outcome.changedCFG)
    preserved.preserve<DominanceInfo, PostDominanceInfo, LoopInfo>();
  if (!outcome.changedTraits)
    preserved.preserve<AliasInfo, RangeInfo>();
  if (!outcome.changedCalls && isa<ModuleOp>(scope))
    preserved.preserve<CallGraph>();
}

std::optional<int64_t> vct::getNonNegativeGEPOffset(GEPOp gep) {
  SmallVector<int64_t> indices;
  for (const GEPArg &arg : gep.getIndices()) {
    int64_t index;
    if (arg.isDynamic()) {
      APInt constant;
      if (!matchPattern(arg.getValue(), m_ConstantInt(&constant)) ||
          constant.getSignificantBits() > 63)
        return std::nullopt;
      index = constant.getSExtValue();
    } else {
      index = arg.getConstant();
    }
    if (index < 0)
      return std::nullopt;
    indices.push_back(index);
  }
  Type type = gep.getElemType();
  int64_t offset = 0;
  auto add = [&](int64_t count, uint64_t size) {
    int64_t bytes;
    return size <= static_cast<uint64_t>(INT64_MAX) &&
           !llvm::MulOverflow(count, static_cast<int64_t>(size), bytes) &&
           !llvm::AddOverflow(offset, bytes, offset);
  };
  for (auto [position, index] : llvm::enumerate(indices)) {
    if (position == 0) {
      if (!add(index, getAllocSize(type)))
        return std::nullopt;
      continue;
    }
    if (auto array = dyn_cast<ArrayType>(type)) {
      type = array.getElementType();
      if (!add(index, getAllocSize(type)))
        return std::nullopt;
    } else if (auto structure = dyn_cast<StructType>(type)) {
      if (static_cast<size_t>(index) >= structure.getBody().size())
        return std::nullopt;
      if (!add(1, structure.getFieldOffset(index)))
        return std::nullopt;
      type = structure.getBody()[index];
    } else {
      return std::nullopt;
    }
  }
  return offset;
}

//===----------------------------------------------------------------------===//
// Symbol uses
//===----------------------------------------------------------------------===//

namespace {
using SymbolUses = SmallVector<std::pair<Operation *, SymbolRefAttr>>;

/// The references `op` itself holds (see walkSymbolUses).
void collectOwnSymbolRefs(Operation *op, SymbolUses &uses) {
  auto collect = [&](Attribute attr) {
    attr.walk([&](SymbolRefAttr ref) { uses.emplace_back(op, ref); });
  };
  if (!isa_and_nonnull<VIRDialect>(op->getDialect()) ||
      (isa<SymbolUserOpInterface>(op) && !isa<CallOp>(op))) {
    collect(op->getAttrDictionary());
    return;
  }
  if (auto call = dyn_cast<CallOp>(op))
    if (FlatSymbolRefAttr callee = call.getCalleeAttr())
      uses.emplace_back(op, callee);
  for (NamedAttribute attr : op->getDiscardableAttrs())
    if (attr.getName() != VIRDialect::getTraitsAttrName())
      collect(attr.getValue());
}

/// Collects the references of `from` and, unless it is a symbol table, of
/// the operations nested in it; fails at a possibly unknown symbol table.
LogicalResult collectSymbolUses(Operation *from, SymbolUses &uses) {
  WalkResult result = from->walk<WalkOrder::PreOrder>([&](Operation *op) {
    // MLIR's own test (SymbolTable.cpp): it may define a symbol table.
    if (op->getNumRegions() == 1 && !op->getDialect())
      return WalkResult::interrupt();
    collectOwnSymbolRefs(op, uses);
    return op->hasTrait<OpTrait::SymbolTable>() ? WalkResult::skip()
                                                : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
} // namespace

LogicalResult
vct::walkSymbolUses(Operation *from,
                    function_ref<void(Operation *, SymbolRefAttr)> fn) {
  SymbolUses uses;
  if (failed(collectSymbolUses(from, uses)))
    return failure();
  for (auto [user, ref] : uses)
    fn(user, ref);
  return success();
}

LogicalResult
vct::walkSymbolUses(Region &region,
                    function_ref<void(Operation *, SymbolRefAttr)> fn) {
  SymbolUses uses;
  for (Operation &op : region.getOps())
    if (failed(collectSymbolUses(&op, uses)))
      return failure();
  for (auto [user, ref] : uses)
    fn(user, ref);
  return success();
}
