//===- PassUtils.h - Helpers shared by the VIR passes -----------*- C++ -*-===//

#ifndef VCT_TRANSFORMS_UTILS_PASSUTILS_H
#define VCT_TRANSFORMS_UTILS_PASSUTILS_H

#include "vct/Dialect/VIR/IR/VIRAttrs.h"
#include "vct/Dialect/VIR/IR/VIROps.h"
#include "vct/Optimizer/Reporter.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Region.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "mlir/Pass/AnalysisManager.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/IR/ConstantRange.h"

#include <cstdint>
#include <optional>

namespace vct {

class RangeInfo;

/// A human-readable name for the subject of the requests on `op`: "call to
/// @g", "indirect call", "loop with back edge in @f", ...
std::string describeRequestSubject(mlir::Operation *op);

/// `op` is about to disappear with the action requests on it: records each
/// epoch-valid one as denied with AlreadyDone and `why` (O-28: no request
/// is dropped without a result). Fails on an internal compiler error.
mlir::LogicalResult reportDroppedRequests(PassReporter &reporter,
                                          mlir::Operation *op,
                                          llvm::StringRef why);

/// True if `op` carries an epoch-valid action request.
bool hasActionRequests(mlir::Operation *op);

//===----------------------------------------------------------------------===//
// CFG edits that account for requests (simplify-cfg, sccp, ipsccp)
//===----------------------------------------------------------------------===//

/// Moves the traits of terminator `old` to `replacement`, a new terminator
/// of the same block. Loop requests move only if `replacement` still forms a
/// back edge (one of its successors dominates its block); an epoch-valid one
/// that does not gets an AlreadyDone result ("the loop's back edge was folded
/// away"). Fails on an internal compiler error.
mlir::LogicalResult transferBranchTraits(PassReporter &reporter,
                                         mlir::Operation *old,
                                         mlir::Operation *replacement);

/// Replaces terminator `old` by `vir.br dest(operands)`, moving its traits
/// as transferBranchTraits does, and erases `old`. Fails on an internal
/// compiler error (the IR is rewritten all the same).
mlir::LogicalResult replaceWithBranch(PassReporter &reporter,
                                      mlir::Operation *old, mlir::Block *dest,
                                      mlir::ValueRange operands);

/// Erases the blocks of `region` that cannot be reached from its entry
/// block, after recording an AlreadyDone result ("the code is unreachable")
/// for every request on their operations. Returns how many blocks went;
/// sets `internalError` when a result was an internal compiler error.
unsigned removeUnreachableBlocks(PassReporter &reporter, mlir::Region &region,
                                 bool &internalError);

/// Erases `blocks`, which nothing outside them may still use or branch to
/// (they may use each other's values).
void eraseBlocks(llvm::ArrayRef<mlir::Block *> blocks);

/// Appends `value` to the operands `from`'s terminator passes to `to`, on
/// every edge between them (the caller has just added an argument to `to`).
void appendSuccessorOperand(mlir::Block *from, mlir::Block *to,
                            mlir::Value value);

/// Erases argument `index` of `block` and the operands every predecessor's
/// branch passes to it; the argument's remaining uses are dropped.
void eraseBlockArgument(mlir::Block *block, unsigned index);
/// The argument of `to` that `use` is passed to, if `use` is an operand a
/// branch forwards to `to`.
std::optional<unsigned> getEdgeArgumentIndex(mlir::OpOperand &use,
                                             mlir::Block *to);
/// The same for every argument set in `indices`, at once: erasing many
/// arguments one at a time costs the block's arguments for each.
void eraseBlockArguments(mlir::Block *block, const llvm::BitVector &indices);

/// True if `op` may write memory at all: stores, memory intrinsics, and
/// operations whose effects say so or are unknown (calls and opaque regions;
/// AliasInfo::mayClobber then says what they may touch).
bool mayWriteMemory(mlir::Operation *op);

/// True if `op` may be deleted when nothing uses its results: no effects
/// beyond reads (a call only with epoch-valid `#vir.noread` and
/// `#vir.nowrite`), and not a terminator. An unused vir.alloca counts too.
bool isRemovableWhenUnused(mlir::Operation *op);

/// True if `op` is a call that neither reads nor writes memory visible to
/// its caller (epoch-valid `#vir.noread` and `#vir.nowrite`; `noread` on a
/// call also states that it returns) and is not marked `#vir.noreturn`: its
/// result depends only on its operands, so an equal call it dominates may
/// reuse it, and it may move wherever it runs anyway.
bool isPureCall(mlir::Operation *op);

/// The C library function an epoch-valid `#vir.libcall` on `op` (a direct
/// vir.call) names, or an empty string.
llvm::StringRef getLibraryFunction(mlir::Operation *op);

/// True if `op` is a direct call computing a C library function of its
/// arguments and the memory they point to (an epoch-valid `#vir.libcall`
/// of `strlen`, which returns and writes nothing): an equal call with no
/// write in between that may change what it reads computes the same
/// result. (`printf`, `sprintf` and `snprintf` write.)
bool isReadOnlyLibCall(mlir::Operation *op);

/// True if `op` computes its results from its operands alone: free of memory
/// effects (MLIR's isMemoryEffectFree), or a pure call.
bool isPureComputation(mlir::Operation *op);

/// Folds those of `ops` whose operands are all constants (what a rewrite
/// that replaced block arguments by the constants an edge passes leaves
/// behind), then the users that folding makes constant in turn. Operations
/// with regions, memory effects or action requests stay. Returns how many
/// operations were folded away. The work is bounded by the operations given
/// and the uses of the results folded away (each operation is erased once).
unsigned foldConstantOperations(llvm::ArrayRef<mlir::Operation *> ops);

/// Positions of operations in their blocks, numbered once per block with
/// gaps, so that ordering two operations of a block costs a lookup while a
/// pass inserts and erases operations. (Operation::isBeforeInBlock
/// renumbers the whole block at the first comparison after an insertion: a
/// pass that compares after each of many insertions is quadratic.)
/// Operations inserted after their block was numbered get numbers from
/// numberInserted; erased ones must be forgotten, for their addresses may
/// come back.
class BlockPositions {
public:
  /// The position of `op`, numbering its block if `op` has none.
  uint64_t get(mlir::Operation *op);
  /// Numbers the operations of `block` afresh; returns how many it has.
  size_t number(mlir::Block *block);
  /// Gives the unnumbered operations just before `next` numbers between
  /// their neighbours'. True if no gap was left and the block was numbered
  /// afresh instead.
  bool numberInserted(mlir::Operation *next);
  /// `op` is about to be erased.
  void forget(mlir::Operation *op) { positions.erase(op); }

private:
  static constexpr uint64_t kStride = uint64_t(1) << 20;
  llvm::DenseMap<mlir::Operation *, uint64_t> positions;
};

/// A pass's vir.max_iterations budget (O-39): each step of its work spends
/// one.
struct IterationBudget {
  int64_t limit;
  int64_t used = 0;
  bool exhausted = false;

  /// Spends one step; false (and exhausted) once none is left.
  bool take() {
    if (used >= limit) {
      exhausted = true;
      return false;
    }
    ++used;
    return true;
  }
  /// Counts `steps` of work a step already taken could not stop midway
  /// (the uses a transform rewrites): the next take() fails once the total
  /// reaches the limit.
  void spend(int64_t steps) { used += steps; }
};

/// Runs `fn` on each function definition of `module`, in module order, until
/// `budget` is exhausted (`fn` spends it). The list is taken first, so the
/// functions `fn` adds are not visited. Returns the function where the
/// budget ran out, or null; sets `failedAny` when `fn` failed on any (an
/// internal compiler error).
vir::FuncOp forEachDefinitionInBudget(
    mlir::ModuleOp module, IterationBudget &budget,
    llvm::function_ref<mlir::LogicalResult(vir::FuncOp)> fn, bool &failedAny);

//===----------------------------------------------------------------------===//
// The end of runOnOperation
//===----------------------------------------------------------------------===//

/// What one run of a pass changed, and whether its budget ran out. Each flag
/// names the analyses the change invalidates (STYLE §9: if nothing changed,
/// everything is preserved; otherwise exactly what stays valid).
struct PassOutcome {
  /// The IR changed at all.
  bool changed = false;
  /// Blocks or edges were added, removed or redirected: dominance,
  /// post-dominance and loops go.
  bool changedCFG = false;
  /// Traits were added, dropped or restamped, or code carrying them was
  /// created or deleted wholesale: AliasInfo and RangeInfo go.
  bool changedTraits = false;
  /// Calls or functions were added or removed: the call graph goes (a
  /// module analysis, kept only by module passes).
  bool changedCalls = false;
  /// The vir.max_iterations budget ran out; `budgetNote` says what was left
  /// undone.
  bool budgetExhausted = false;
  llvm::StringRef budgetNote;
};

/// Ends a pass's runOnOperation on `scope` (its vir.func or module): warns
/// through `reporter` if the budget ran out, then sets `preserved` (the
/// pass's `getPassState().preservedAnalyses`) from what `outcome` says
/// changed. Remarks the pass emits after this call follow the warning.
void finishPass(PassReporter &reporter, mlir::Operation *scope,
                const PassOutcome &outcome,
                mlir::detail::PreservedAnalyses &preserved);

/// Calls `fn(user, reference)` for every symbol reference in `from` and the
/// operations nested in it, in program order, where
/// `SymbolTable::getSymbolUses(from)` finds them (not inside a nested
/// symbol table), but without building each operation's attribute
/// dictionary, which for an operation with properties creates one: a
/// call's callee is read directly, the inherent attributes of another VIR
/// operation are looked at only when it is a `SymbolUserOpInterface` (the
/// VIR operations that name symbols), and trait lists, which hold no
/// symbol, are skipped. Fails without calling `fn` where MLIR's walk fails:
/// at an unregistered operation with a region, which may be a symbol table
/// of its own.
mlir::LogicalResult walkSymbolUses(
    mlir::Operation *from,
    llvm::function_ref<void(mlir::Operation *, mlir::SymbolRefAttr)> fn);
/// The same for every operation of `region` (a module's body).
mlir::LogicalResult walkSymbolUses(
    mlir::Region &region,
    llvm::function_ref<void(mlir::Operation *, mlir::SymbolRefAttr)> fn);

/// The alignment a `vir.load` or `vir.store` promises: its `align`, else
/// the ABI alignment of the type it accesses (what both backends give an
/// access without one). A pass that widens an access states this
/// explicitly: the wider type's own would promise more.
uint64_t getAccessAlignment(mlir::Operation *access);

/// The byte offset `gep` adds to its base when every index is a constant
/// (in place or a vir.constant), none is negative and nothing overflows.
/// (A speculated access checks its offset against a dereferenceable fact on
/// the base, which only covers bytes after it.)
std::optional<int64_t> getNonNegativeGEPOffset(vir::GEPOp gep);

/// The alias facts (`#vir.noalias`, `#vir.tbaa`) every one of `accesses`
/// carries alike: what one access standing for all of them keeps (LLVM keeps
/// the accesses' common AA metadata). Facts about the value read
/// (`#vir.range`, `loop_invariant`) are not among them: the one access may
/// read on other paths or iterations.
llvm::SmallVector<mlir::Attribute>
getCommonAliasFacts(llvm::ArrayRef<mlir::Operation *> accesses);

/// Applies `op`'s folder to `constants` (one per operand, null where it is
/// not a constant) without changing `op`: succeeds with the folded results
/// (attributes or existing values), fails when the folder fails or only
/// rewrites `op` in place (reordering its operands), which is undone.
mlir::LogicalResult
foldWithoutChange(mlir::Operation *op,
                  llvm::ArrayRef<mlir::Attribute> constants,
                  llvm::SmallVectorImpl<mlir::OpFoldResult> &results);

/// The scalar integer constant `value` holds, if any.
std::optional<llvm::APInt> getScalarConstant(mlir::Value value);

/// The scalar integer constant `value` holds, also when it is the argument
/// of a block every edge into which passes that constant, or one value that
/// holds it (looking a few blocks deep): the start of a loop whose new
/// preheader forwards what its guard passed, before a cleanup folds it.
/// Costs the edges into the blocks looked at.
std::optional<llvm::APInt> getIncomingScalarConstant(mlir::Value value);

// swapICmpPredicate and invertICmpPredicate are the dialect's (VIROps.h).

/// True for slt, sle, sgt and sge.
bool isSignedICmpPredicate(vir::ICmpPredicate predicate);

/// A compare of a scalar integer with a constant, as the set of values for
/// which it holds: `icmp p x, C` (or `icmp p C, x`) is `x` in `range`.
struct ConstantCompare {
  mlir::Value x;
  llvm::ConstantRange range;
};

/// `condition` as a ConstantCompare if it is an `icmp` of a scalar integer
/// of 2 to 64 bits with a constant (and not of two constants). A compare of
/// `x + C` (what buildRangeTest makes) is the compare of x with the range
/// shifted back (modular arithmetic: exact, flags or not).
std::optional<ConstantCompare> matchConstantCompare(mlir::Value condition);

/// Whether the test `x in range` is decided for every x in `known`: true
/// when `known` lies inside `range`, false when outside it.
std::optional<bool> decideRangeTest(const llvm::ConstantRange &range,
                                    const llvm::ConstantRange &known);

/// Builds the i1 value `x in range` before `builder`'s insertion point,
/// where x is known to lie in `known`: a constant when `known` lies inside
/// `range` or outside it, else one compare, of `x` or of `x + offset`
/// (LLVM's ConstantRange::getEquivalentICmp).
mlir::Value buildRangeTest(mlir::OpBuilder &builder, mlir::Location loc,
                           mlir::Value x, const llvm::ConstantRange &range,
                           const llvm::ConstantRange &known);

/// The values the traits allow integer `value` (RangeInfo), as a
/// ConstantRange: the full set when they say nothing.
llvm::ConstantRange getKnownRange(const RangeInfo &ranges, mlir::Value value);

/// Whether buildRangeTest needs an add for `range` (a compare alone does
/// not express it).
bool rangeTestNeedsOffset(const llvm::ConstantRange &range,
                          const llvm::ConstantRange &known);

/// The unsigned predicate of the same order (slt -> ult, ...); eq, ne and
/// the unsigned ones stay.
vir::ICmpPredicate toUnsignedICmpPredicate(vir::ICmpPredicate predicate);

/// Whether `p` holds for every x in `lhs` and y in `rhs`: true or false when
/// the ranges decide it, nullopt otherwise. Both halves of a range (signed
/// and unsigned) describe the same values, so either one proving two ranges
/// disjoint decides eq and ne.
std::optional<bool> evaluateByRanges(vir::ICmpPredicate predicate,
                                     const mlir::ConstantIntRanges &lhs,
                                     const mlir::ConstantIntRanges &rhs);

} // namespace vct

#endif // VCT_TRANSFORMS_UTILS_PASSUTILS_H
